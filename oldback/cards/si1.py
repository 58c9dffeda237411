"""Southern Islands (si1): card behaviour, in number order. The set has no Trainers."""

from oldback.effects.bench import choose_opponent_switch
from oldback.effects.coins import flip
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.damage import Damage, DamageTimes, NoWeaknessResistance, Plus, Times
from oldback.effects.deck import DrawPer, SearchDeck
from oldback.effects.define import pokemon
from oldback.effects.healing import EachFlipsToHealAmong, Heal
from oldback.effects.lasting import lasting
from oldback.effects.pieces import Attack, DoesNothing
from oldback.effects.select import (
    DEFENDING,
    EACH_POKEMON,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    Chosen,
    Counters,
    EnergyCards,
    Heads,
    InDeck,
    OfAttachedEnergyType,
    TypedEnergy,
    UnusedEnergy,
    damaged,
    is_trainer,
)


def fly() -> Attack:
    return Attack(flip(heads=lasting("barrier", SELF), tails=DoesNothing()))


def snipe(amount: int) -> tuple[Damage, NoWeaknessResistance]:
    """Choose 1 of your opponent's Pokémon: N damage to it, no Weakness or Resistance."""
    return Damage(amount, to=Chosen(OPPONENTS_POKEMON)), NoWeaknessResistance()


pokemon("si1-1", "Mew", attacks={
    "Rainbow Wave": Attack(NoWeaknessResistance(),
                           Damage(20, to=OfAttachedEnergyType(OPPONENTS_POKEMON))),
})
pokemon("si1-2", "Pidgeot", attacks={"Supersonic Flight": Attack(flip(tails=DoesNothing()))})
pokemon("si1-3", "Onix", attacks={
    "Slam": Attack(Times(Heads(2))),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("si1-4", "Togepi", attacks={"Bawl": Attack(flip(heads=confuse()))})
pokemon("si1-5", "Ivysaur", attacks={"Strange Scent": Attack(EachFlipsToHealAmong(30))})
pokemon("si1-6", "Raticate", attacks={"Sharp Teeth": Attack(flip(heads=Plus(30)))})
pokemon("si1-7", "Ledyba", attacks={"Agility": Attack(flip(heads=lasting("barrier", SELF)))})
pokemon("si1-8", "Jigglypuff", attacks={
    "Tempting Eyes": Attack(choose_opponent_switch()),
    "Sing": Attack(flip(heads=sleep())),
})
pokemon("si1-9", "Butterfree", attacks={
    "Fly": fly(),
    "Rainbow Powder": Attack(flip(heads=paralyze(), tails=poison())),
})
# Poison Sting paralyzes, as printed (docs/rulings.md, Southern Islands).
pokemon("si1-10", "Tentacruel", attacks={
    "Tentacle Grip": Attack(DrawPer(Heads(TypedEnergy("Water")), 2)),
    "Poison Sting": Attack(flip(heads=paralyze())),
})
pokemon("si1-11", "Marill", attacks={"Squirt": Attack(*snipe(10))})
pokemon("si1-12", "Lapras", attacks={
    "Gentle Song": Attack(Heal(20), Heal(20, on=DEFENDING), sleep()),
    "Ice Beam": Attack(flip(heads=paralyze())),
})
pokemon("si1-13", "Exeggutor", attacks={
    "Sharpshooter": Attack(NoWeaknessResistance(), DamageTimes(
        10, Heads(TypedEnergy("Grass")), Chosen(OPPONENTS_POKEMON))),
})
pokemon("si1-14", "Slowking", attacks={
    "Revelation": Attack(flip(heads=SearchDeck(InDeck("a Trainer card", is_trainer),
                                               show=True))),
    "Psychic": Attack(Plus(10, per=EnergyCards(DEFENDING))),
})
pokemon("si1-15", "Wartortle", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
pokemon("si1-16", "Lickitung", attacks={
    "Lick Wounds": Attack(flip(heads=Heal(20, on=Chosen(damaged(EACH_POKEMON), kind="heal")))),
    "Tongue Stretch": Attack(flip(heads=snipe(20))),
})
# The Bench's healing follows "Then", whatever the coin showed (docs/rulings.md).
pokemon("si1-17", "Vileplume", attacks={
    "Paradise Pollen": Attack(flip(heads=Heal(20)),
                              Heal(20, on=Chosen(damaged(YOUR_BENCH), kind="heal"))),
    "Horrid Pollen": Attack(flip(heads=paralyze(), tails=confuse())),
})
pokemon("si1-18", "Primeape", attacks={
    "Rampage": Attack(Plus(10, per=Counters(SELF)), flip(tails=confuse(SELF))),
})
