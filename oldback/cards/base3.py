"""Fossil (base3): card behaviour."""

from oldback.effects.attacks import SELF, Attack, flip, lasting, paralyze
from oldback.effects.define import card, pokemon
from oldback.effects.powers import HalveDamage
from oldback.effects.trainers import PlayedAsBasic, SearchDeck

pokemon("base3-37", "Graveler", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base3-48", "Grimer", attacks={
    "Nasty Goo": Attack(flip(heads=paralyze())),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base3-50", "Kabuto", powers={"Kabuto Armor": HalveDamage()})

card("base3-59", "Energy Search",
     SearchDeck("a basic Energy card", match=lambda c: c.is_basic_energy))
card("base3-62", "Mysterious Fossil", PlayedAsBasic())
