"""Wizards Black Star Promos (basep): card behaviour, in number order.

Mew basep-9 is a reprint of basep-8 and shares its behaviour.
"""

from oldback.effects.attacks import (
    Attack,
    attach_from,
    confuse,
    devolve_any,
    discard_all_energy,
    discard_energy,
    does_nothing,
    facing,
    flip,
    heal,
    lasting,
    paralyze,
    plus,
    self_damage,
    times,
)
from oldback.effects.define import pokemon
from oldback.effects.powers import DrawThenPutBack, PreventFromEvolved
from oldback.effects.select import (
    DEFENDING,
    SELF,
    basic_energy_in_deck,
    counters,
    energy_cards,
    in_discard,
    is_energy,
)

pokemon("basep-1", "Pikachu", attacks={
    "Growl": Attack(facing("softer-from", SELF, value=10)),
    "Thundershock": Attack(flip(heads=paralyze())),
})
pokemon("basep-2", "Electabuzz", attacks={
    "Light Screen": Attack(lasting("halve-damage", SELF)),
    "Quick Attack": Attack(flip(heads=plus(20))),
})
pokemon("basep-3", "Mewtwo", attacks={
    "Energy Absorption": Attack(attach_from(in_discard("Energy cards", is_energy), up_to=2)),
})
pokemon("basep-4", "Pikachu", attacks={
    "Recharge": Attack(attach_from(basic_energy_in_deck("Lightning"))),
    "Thunderbolt": Attack(discard_all_energy()),
})
pokemon("basep-5", "Dragonite",
        attacks={"Supersonic Flight": Attack(flip(tails=does_nothing()))},
        powers={"Special Delivery": DrawThenPutBack()})
pokemon("basep-6", "Arcanine", attacks={
    "Quick Attack": Attack(flip(heads=plus(20))),
    "Flames of Rage": Attack(discard_energy("Fire", 2), plus(10, per=counters(SELF))),
})
pokemon("basep-7", "Jigglypuff", attacks={
    "First Aid": Attack(heal(10)),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("basep-8", "Mew", attacks={
    "Psywave": Attack(times(energy_cards(DEFENDING))),
    "Devolution Beam": Attack(devolve_any()),
})
pokemon("basep-47", "Mew",
        attacks={"Psyshock": Attack(flip(heads=confuse()))},
        powers={"Neutral Shield": PreventFromEvolved()})
