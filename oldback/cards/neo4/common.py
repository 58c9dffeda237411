"""Neo Destiny (neo4), the uncommon and common Pokémon (31–91): behaviour, in number order.
Dark and Light Pokémon evolve from the exact name their card prints (``evolves_from``);
Growlithe, Machop, Mareep, Pineco, Porygon and Slugma have no card text."""

from oldback.effects.coins import flip, flips
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.damage import (
    Damage,
    NoWeaknessResistance,
    Plus,
    Times,
    ignores_defender_effects,
    self_damage,
)
from oldback.effects.define import pokemon
from oldback.effects.energy import DiscardEnergy
from oldback.effects.evolution import EvolveFromDeck
from oldback.effects.healing import Heal
from oldback.effects.lasting import NEXT_OWN_TURN, facing, lasting, opponent_lasting
from oldback.effects.pieces import Attack, DoesNothing
from oldback.effects.select import (
    DEFENDING,
    OPPONENTS_POKEMON,
    SELF,
    EnergyCards,
    Heads,
    UnusedEnergy,
)

pokemon("neo4-31", "Chansey", attacks={
    "Doubleslap": Attack(Times(Heads(2))),
    "Egg Toss": Attack(flips(2, tails=DoesNothing())),
})
pokemon("neo4-33", "Dark Exeggutor", attacks={
    "Triple Headbutt": Attack(Times(Heads(3))),
    "MAX Burst": Attack(Times(Heads(EnergyCards(OPPONENTS_POKEMON)))),
})
pokemon("neo4-34", "Dark Flaaffy", attacks={
    "High Voltage": Attack(flip(heads=opponent_lasting("no-trainers"))),
    "Stun Wave": Attack(lasting("powers-off", DEFENDING, turns=NEXT_OWN_TURN)),
})
pokemon("neo4-38", "Dark Pupitar", attacks={
    "Rock Tackle": Attack(self_damage(10), lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN,
                                                   data="Rock Tackle")),
    "Explosive Evolution": Attack(
        flip(heads=(NoWeaknessResistance(), Damage(10, to=OPPONENTS_POKEMON))),
        EvolveFromDeck(SELF, names=("Dark Tyranitar",))),
})
pokemon("neo4-41", "Heracross", attacks={"Charging Horn": Attack(flip(heads=Plus(30)))})
pokemon("neo4-42", "Hitmonlee", attacks={
    "One-Two Kick": Attack(Times(Heads(2))),
    "Heel Drop": Attack(flip(tails=DoesNothing())),
})
pokemon("neo4-43", "Houndour", attacks={
    "Corner": Attack(lasting("no-retreat", DEFENDING)),
    "Lunge": Attack(flip(tails=DoesNothing())),
})
pokemon("neo4-44", "Jigglypuff", attacks={"Expand": Attack(lasting("reduce-damage", SELF,
                                                                   value=10))})
pokemon("neo4-55", "Scyther", attacks={"Agility": Attack(flip(heads=lasting("barrier", SELF)))})
pokemon("neo4-61", "Cyndaquil", attacks={"Smokescreen": Attack(lasting("sand-attack", DEFENDING))})
pokemon("neo4-63", "Dratini", attacks={
    "Shed": Attack(Heal(10)),
    "Fury Attack": Attack(Times(Heads(2))),
})
pokemon("neo4-64", "Exeggcute", attacks={
    "Sleep Powder": Attack(sleep()),
    "Psyshock": Attack(flip(heads=paralyze())),
})
pokemon("neo4-65", "Gastly", attacks={"Nightmare": Attack(sleep())})
pokemon("neo4-66", "Girafarig", attacks={
    "Tail Bite": Attack(flip(heads=Plus(20))),
    "Psychic": Attack(Plus(10, per=EnergyCards(DEFENDING))),
})
pokemon("neo4-67", "Gligar", attacks={"Stun Poison": Attack(flip(heads=(paralyze(), poison())))})
pokemon("neo4-70", "Larvitar", attacks={
    "Leer": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
})
pokemon("neo4-71", "Ledyba", attacks={"Swift": Attack(ignores_defender_effects())})
pokemon("neo4-74", "Mantine", attacks={
    "Giant Wave": Attack(lasting("no-attack", SELF, turns=NEXT_OWN_TURN)),
})
pokemon("neo4-76", "Phanpy", attacks={"Crushing Step": Attack(flip(heads=Plus(10)))})
pokemon("neo4-79", "Psyduck", attacks={
    "Migraine": Attack(flip(heads=confuse(), tails=confuse(SELF))),
})
pokemon("neo4-80", "Remoraid", attacks={"Fury Strikes": Attack(Times(Heads(3)))})
pokemon("neo4-81", "Seel", attacks={"Take Down": Attack(self_damage(10))})
pokemon("neo4-84", "Swinub", attacks={"Generate Cold": Attack(flip(heads=paralyze()))})
pokemon("neo4-85", "Totodile", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
pokemon("neo4-90", "Venonat", attacks={"Poisonpowder": Attack(poison())})
pokemon("neo4-91", "Vulpix", attacks={"Ember": Attack(DiscardEnergy("Fire", 1))})
