"""Fossil (base3): the Pokémon, in number order."""

from oldback.effects.attacks import (
    SELF,
    Attack,
    discard_defending_energy,
    discard_energy,
    flip,
    from_discard,
    heal,
    lasting,
    paralyze,
    requires_damage,
)
from oldback.effects.define import pokemon
from oldback.effects.powers import HalveDamage

pokemon("base3-35", "Golduck", attacks={
    "Psyshock": Attack(flip(heads=paralyze())),
    "Hyper Beam": Attack(discard_defending_energy()),
})
pokemon("base3-37", "Graveler", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base3-48", "Grimer", attacks={
    "Nasty Goo": Attack(flip(heads=paralyze())),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base3-50", "Kabuto", powers={"Kabuto Armor": HalveDamage()})
pokemon("base3-55", "Slowpoke", attacks={
    "Spacing Out": Attack(requires_damage(), flip(heads=heal(10))),
    "Scavenge": Attack(discard_energy("Psychic", 1),
                       from_discard("a Trainer card", lambda c: c.is_trainer)),
})
