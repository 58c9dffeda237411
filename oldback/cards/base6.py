"""Legendary Collection (base6): the printings that are not reprints, in number order.

Most of the set reprints older cards: the facts table links each to its original
(``reprint_of``), the reworded ones too ("affected by a Special Condition" is played as
the original's "Asleep, Confused, or Paralyzed": spec, Main Differences from WotC
Rules). The cards below differ from every earlier printing in a fact — an attack's
name, an Energy cost — or are new, and get their own entry (docs/rulings.md,
Legendary Collection).
"""

from oldback.effects.coins import flip
from oldback.effects.conditions import paralyze
from oldback.effects.damage import Plus, Times, self_damage
from oldback.effects.deck import Draw
from oldback.effects.define import pokemon
from oldback.effects.discard_pile import FromDiscard
from oldback.effects.lasting import lasting
from oldback.effects.pieces import Attack
from oldback.effects.select import SELF, Heads, InDiscard, UnusedEnergy, is_energy

# Jolteon: Jungle's (base2-4), with its second attack printed "Pin Missle".
pokemon("base6-14", "Jolteon", attacks={
    "Quick Attack": Attack(flip(heads=Plus(20))),
    "Pin Missle": Attack(Times(Heads(4))),
})
# Gastly: Fossil's (base3-33), but Lick costs a Colorless Energy instead of a Psychic.
pokemon("base6-76", "Gastly", attacks={
    "Lick": Attack(flip(heads=paralyze())),
    "Energy Conversion": Attack(
        FromDiscard(InDiscard("Energy cards", is_energy), up_to=2), self_damage(10)),
})
# Grimer: Fossil's (base3-48), with its second attack printed "Minimized".
pokemon("base6-78", "Grimer", attacks={
    "Nasty Goo": Attack(flip(heads=paralyze())),
    "Minimized": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base6-88", "Psyduck", attacks={
    "Dizziness": Attack(Draw(1)),
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
