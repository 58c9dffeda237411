"""Wizards Black Star Promos (basep): card behaviour, in number order.

Mew basep-9 is a reprint of basep-8, Mewtwo basep-14 of basep-3: they share its behaviour.
Psyduck basep-20 is written beside its Fossil reprint. _____'s Pikachu's birthday bonus
follows the rule switch ``birthday`` (docs/rulings.md).
"""

from oldback.effects.attacks import (
    Attack,
    attach_from,
    change_resistance,
    change_weakness,
    choose_opponent_switch,
    confuse,
    damage,
    devolve_any,
    discard_all_energy,
    discard_energy,
    does_nothing,
    facing,
    flip,
    heal,
    heal_damage_done,
    lasting,
    no_weakness_resistance,
    paralyze,
    plus,
    poison,
    self_damage,
    times,
)
from oldback.effects.define import card, pokemon
from oldback.effects.gym import draw_up_to
from oldback.effects.heroes import if_any
from oldback.effects.powers import DrawThenPutBack, PreventFromEvolved
from oldback.effects.promos import (
    EACH_PLAYERS_POKEMON,
    OPPONENTS_POKEMON,
    CureActives,
    EvolveAlong,
    end_turn,
    flip_cost,
    heads_and_tails,
    move_opponent_energy,
    on_birthday,
    requires_same,
)
from oldback.effects.select import (
    DEFENDING,
    OPPONENTS,
    OPPONENTS_BENCH,
    SELF,
    basic_energy_in_deck,
    chosen,
    counters,
    energy_cards,
    heads,
    in_discard,
    is_energy,
)
from oldback.effects.trainers import Trainer

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
pokemon("basep-10", "Meowth", attacks={
    "Cat Punch": Attack(flip(
        heads=plus(20),
        tails=damage(20, to=chosen(OPPONENTS_BENCH, by=OPPONENTS)))),
})
pokemon("basep-11", "Eevee", powers={"Chain Reaction": EvolveAlong()})
pokemon("basep-12", "Mewtwo", attacks={
    "Energy Control": Attack(flip(heads=move_opponent_energy())),
    "Telekinesis": Attack(damage(30, to=chosen(OPPONENTS_POKEMON)), no_weakness_resistance()),
})
pokemon("basep-13", "Venusaur",
        attacks={"Mega Drain": Attack(heal_damage_done(half=True))},
        powers={"Solar Power": CureActives()})
# Mewtwo basep-14 reprints basep-3 and shares its behaviour.
pokemon("basep-15", "Cool Porygon", attacks={
    "Texture Magic": Attack(change_resistance(SELF, optional=True),
                            change_weakness(DEFENDING, optional=True)),
    "3-D Attack": Attack(times(heads(3))),
})
card("basep-16", "Computer Error",
     Trainer(draw_up_to(5), draw_up_to(5, OPPONENTS), end_turn()))
pokemon("basep-17", "Dark Persian", attacks={
    "Tempt": Attack(if_any(OPPONENTS_BENCH, flip(heads=choose_opponent_switch()))),
    "Poison Claws": Attack(flip(heads=poison())),
})
pokemon("basep-18", "Team Rocket's Meowth", attacks={
    "Miraculous Comeback": Attack(heads_and_tails(EACH_PLAYERS_POKEMON, heads=10, tails=10)),
})
pokemon("basep-19", "Sabrina's Abra", attacks={
    "Synchronize": Attack(requires_same(energy_cards(SELF), energy_cards(DEFENDING))),
})
# Psyduck basep-20 is written with Fossil's reprint of it (oldback/cards/base3/pokemon.py).
pokemon("basep-21", "Moltres", attacks={
    "Hyper Flame": Attack(flip_cost(heads=discard_energy("Fire", 1), tails=discard_all_energy())),
})
pokemon("basep-22", "Articuno", attacks={
    "Diamond Dust": Attack(flip(heads=(paralyze(), damage(10, to=OPPONENTS_BENCH)))),
})
pokemon("basep-23", "Zapdos", attacks={
    "Lightning Burn": Attack(flip(heads=damage(30, to=chosen(OPPONENTS_BENCH)),
                                  tails=self_damage(30))),
})
pokemon("basep-24", "_____'s Pikachu", attacks={
    "Birthday Surprise": Attack(on_birthday(flip(heads=plus(50)))),
})
pokemon("basep-47", "Mew",
        attacks={"Psyshock": Attack(flip(heads=confuse()))},
        powers={"Neutral Shield": PreventFromEvolved()})
