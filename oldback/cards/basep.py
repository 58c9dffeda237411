"""Wizards Black Star Promos (basep): card behaviour, in number order.

Mew basep-9 is a reprint of basep-8, Mewtwo basep-14 of basep-3: they share its behaviour.
Psyduck basep-20 is written beside its Fossil reprint. _____'s Pikachu's birthday bonus
follows the rule switch ``birthday`` (docs/rulings.md).
"""

from oldback.effects.bench import choose_opponent_switch
from oldback.effects.coins import flip, flip_cost
from oldback.effects.conditions import confuse, paralyze, poison
from oldback.effects.damage import (
    Damage,
    HeadsAndTails,
    NoWeaknessResistance,
    Plus,
    Times,
    self_damage,
)
from oldback.effects.deck import DrawUpTo
from oldback.effects.define import card, pokemon
from oldback.effects.energy import AttachFrom, DiscardAllEnergy, DiscardEnergy, MoveOpponentEnergy
from oldback.effects.evolution import DevolveAny
from oldback.effects.healing import Heal, HealDamageDone
from oldback.effects.lasting import change_resistance, change_weakness, facing, lasting
from oldback.effects.pieces import Attack, DoesNothing, EndTurn, Trainer, if_any, on_birthday
from oldback.effects.powers.activated import CureActives, DrawThenPutBack
from oldback.effects.powers.passive import PreventFromEvolved
from oldback.effects.powers.triggered import EvolveAlong
from oldback.effects.requirements import RequiresSame
from oldback.effects.select import (
    DEFENDING,
    EACH_PLAYERS_POKEMON,
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    Chosen,
    Counters,
    EnergyCards,
    Heads,
    InDiscard,
    basic_energy_in_deck,
    is_energy,
)

pokemon("basep-1", "Pikachu", attacks={
    "Growl": Attack(facing("softer-from", SELF, value=10)),
    "Thundershock": Attack(flip(heads=paralyze())),
})
pokemon("basep-2", "Electabuzz", attacks={
    "Light Screen": Attack(lasting("halve-damage", SELF)),
    "Quick Attack": Attack(flip(heads=Plus(20))),
})
pokemon("basep-3", "Mewtwo", attacks={
    "Energy Absorption": Attack(AttachFrom(InDiscard("Energy cards", is_energy), up_to=2)),
})
pokemon("basep-4", "Pikachu", attacks={
    "Recharge": Attack(AttachFrom(basic_energy_in_deck("Lightning"))),
    "Thunderbolt": Attack(DiscardAllEnergy()),
})
pokemon("basep-5", "Dragonite",
        attacks={"Supersonic Flight": Attack(flip(tails=DoesNothing()))},
        powers={"Special Delivery": DrawThenPutBack()})
pokemon("basep-6", "Arcanine", attacks={
    "Quick Attack": Attack(flip(heads=Plus(20))),
    "Flames of Rage": Attack(DiscardEnergy("Fire", 2), Plus(10, per=Counters(SELF))),
})
pokemon("basep-7", "Jigglypuff", attacks={
    "First Aid": Attack(Heal(10)),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("basep-8", "Mew", attacks={
    "Psywave": Attack(Times(EnergyCards(DEFENDING))),
    "Devolution Beam": Attack(DevolveAny()),
})
pokemon("basep-10", "Meowth", attacks={
    "Cat Punch": Attack(flip(
        heads=Plus(20),
        tails=Damage(20, to=Chosen(OPPONENTS_BENCH, by=OPPONENTS)))),
})
pokemon("basep-11", "Eevee", powers={"Chain Reaction": EvolveAlong()})
pokemon("basep-12", "Mewtwo", attacks={
    "Energy Control": Attack(flip(heads=MoveOpponentEnergy())),
    "Telekinesis": Attack(Damage(30, to=Chosen(OPPONENTS_POKEMON)), NoWeaknessResistance()),
})
pokemon("basep-13", "Venusaur",
        attacks={"Mega Drain": Attack(HealDamageDone(half=True))},
        powers={"Solar Power": CureActives()})
# Mewtwo basep-14 reprints basep-3 and shares its behaviour.
pokemon("basep-15", "Cool Porygon", attacks={
    "Texture Magic": Attack(change_resistance(SELF, optional=True),
                            change_weakness(DEFENDING, optional=True)),
    "3-D Attack": Attack(Times(Heads(3))),
})
card("basep-16", "Computer Error",
     Trainer(DrawUpTo(5), DrawUpTo(5, OPPONENTS), EndTurn()))
pokemon("basep-17", "Dark Persian", attacks={
    "Tempt": Attack(if_any(OPPONENTS_BENCH, flip(heads=choose_opponent_switch()))),
    "Poison Claws": Attack(flip(heads=poison())),
})
pokemon("basep-18", "Team Rocket's Meowth", attacks={
    "Miraculous Comeback": Attack(HeadsAndTails(EACH_PLAYERS_POKEMON, heads=10, tails=10)),
})
pokemon("basep-19", "Sabrina's Abra", attacks={
    "Synchronize": Attack(RequiresSame(EnergyCards(SELF), EnergyCards(DEFENDING))),
})
# Psyduck basep-20 is written with Fossil's reprint of it (oldback/cards/base3/pokemon.py).
pokemon("basep-21", "Moltres", attacks={
    "Hyper Flame": Attack(flip_cost(heads=DiscardEnergy("Fire", 1), tails=DiscardAllEnergy())),
})
pokemon("basep-22", "Articuno", attacks={
    "Diamond Dust": Attack(flip(heads=(paralyze(), Damage(10, to=OPPONENTS_BENCH)))),
})
pokemon("basep-23", "Zapdos", attacks={
    "Lightning Burn": Attack(flip(heads=Damage(30, to=Chosen(OPPONENTS_BENCH)),
                                  tails=self_damage(30))),
})
pokemon("basep-24", "_____'s Pikachu", attacks={
    "Birthday Surprise": Attack(on_birthday(flip(heads=Plus(50)))),
})
pokemon("basep-47", "Mew",
        attacks={"Psyshock": Attack(flip(heads=confuse()))},
        powers={"Neutral Shield": PreventFromEvolved()})
