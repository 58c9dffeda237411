"""Team Rocket (base5): the Pokémon, in number order.

The non-holo printings 18–29 and 31 are the holo cards 1–12 and 14 again (the facts
table links them); Dark Vileplume 30 is written with 13's pieces. A Dark Pokémon evolves
only from the exact name printed on it (``turn.evolves_onto`` compares names: Dark
Charizard from Dark Charmeleon, never from Charmeleon). Pokémon whose attacks have no
text and who have no power (Machop, Squirtle, Voltorb, Zubat) need no script.
"""

from oldback.effects.bench import (
    GustFirst,
    MaySwitchSelf,
    choose_opponent_switch,
    opponent_switches,
)
from oldback.effects.coins import flip
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.damage import (
    Damage,
    FlipPerEnergyCard,
    NoWeaknessResistance,
    Plus,
    SecondHit,
    Times,
    self_damage,
)
from oldback.effects.deck import Draw, DrawUpTo, SearchDeck, ShuffleOpponentDeck
from oldback.effects.define import pokemon
from oldback.effects.energy import (
    AttachFrom,
    DiscardDefendingEnergy,
    DiscardEnergy,
    DiscardOwnEnergy,
    EnergyToBench,
    MoveDefendingEnergy,
    may_discard_then,
)
from oldback.effects.evolution import evolve_from_deck_piece
from oldback.effects.lasting import change_weakness, lasting
from oldback.effects.leave_play import ShuffleIn, ShuffleSelfIntoDeck
from oldback.effects.pieces import Attack, DoesNothing, if_at_least
from oldback.effects.powers.activated import (
    DiscardToDraw,
    FlipConditionEither,
    OncePerTurn,
    PullEnergy,
    SwapPrize,
)
from oldback.effects.powers.passive import MoreDamageWhileConfused, NoTrainersAtAll, RetreatCostMore
from oldback.effects.powers.triggered import (
    DamageOnRetreat,
    KnockedOutStrikesBack,
    OnPlayBenchFromDeck,
    OnPlayDamage,
    OnPlayFromDiscard,
)
from oldback.effects.requirements import RequiresEnergyCard, RequiresOpponentBench
from oldback.effects.select import (
    DEFENDING,
    EACH_POKEMON,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    Chosen,
    Counters,
    Heads,
    InDeck,
    InDiscard,
    Remembered,
    Tails,
    UnusedEnergy,
    basic_energy_in_deck,
    is_pokemon,
    named_among,
    picked,
)


def _evolution(card) -> bool:
    return card.is_pokemon and card.stage in ("Stage 1", "Stage 2")


# --- holo rares 1–14 (and the non-holo printings 18–31) -----------------------------------
pokemon("base5-1", "Dark Alakazam", attacks={
    "Teleport Blast": Attack(MaySwitchSelf()),
    "Mind Shock": Attack(NoWeaknessResistance()),
})
_stare_target = picked(OPPONENTS_POKEMON)
pokemon("base5-2", "Dark Arbok", attacks={
    "Stare": Attack(NoWeaknessResistance(), Damage(10, to=_stare_target),
                    lasting("powers-off", _stare_target)),
    "Poison Vapor": Attack(poison(), Damage(10, to=OPPONENTS_BENCH)),
})
pokemon("base5-3", "Dark Blastoise", attacks={
    "Hydrocannon": Attack(Plus(20, per=UnusedEnergy("Water"), most=40)),
    "Rocket Tackle": Attack(self_damage(10), flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base5-4", "Dark Charizard", attacks={
    "Continuous Fireball": Attack(FlipPerEnergyCard("Fire")),
})
pokemon("base5-5", "Dark Dragonite",
        attacks={"Giant Tail": Attack(flip(tails=DoesNothing()))},
        powers={"Summon Minions": OnPlayBenchFromDeck(2)})
pokemon("base5-6", "Dark Dugtrio",
        attacks={"Knock Down": Attack(flip(tails=Plus(20)))},
        powers={"Sinkhole": DamageOnRetreat(20)})
pokemon("base5-7", "Dark Golbat",
        attacks={"Flitter": Attack(NoWeaknessResistance(),
                                   Damage(20, to=Chosen(OPPONENTS_POKEMON)))},
        powers={"Sneak Attack": OnPlayDamage(10)})
pokemon("base5-8", "Dark Gyarados",
        attacks={"Ice Beam": Attack(flip(heads=paralyze()))},
        powers={"Final Beam": KnockedOutStrikesBack(20, "Water")})
pokemon("base5-9", "Dark Hypno", attacks={
    "Bench Manipulation": Attack(NoWeaknessResistance(), Times(Tails(OPPONENTS_BENCH))),
})
pokemon("base5-10", "Dark Machamp", attacks={
    "Fling": Attack(RequiresOpponentBench(), ShuffleIn(DEFENDING)),
})
pokemon("base5-11", "Dark Magneton", attacks={
    "Sonicboom": Attack(NoWeaknessResistance()),
    "Magnetic Lines": Attack(MoveDefendingEnergy()),
})
pokemon("base5-12", "Dark Slowbro",
        attacks={"Fickle Attack": Attack(flip(tails=DoesNothing()))},
        powers={"Reel In": OnPlayFromDiscard(
            InDiscard("Basic Pokémon or Evolution cards", is_pokemon), 3)})
_petals = Remembered(Heads(3))
_VILEPLUME = {
    "attacks": {"Petal Whirlwind": Attack(Times(_petals),
                                          if_at_least(_petals, 2, confuse(SELF)))},
    "powers": {"Hay Fever": NoTrainersAtAll()},
}
pokemon("base5-13", "Dark Vileplume", **_VILEPLUME)  # type: ignore[arg-type]
pokemon("base5-30", "Dark Vileplume", **_VILEPLUME)  # type: ignore[arg-type]
_KOFFINGS = ("Koffing", "Weezing", "Dark Weezing")
pokemon("base5-14", "Dark Weezing", attacks={
    "Mass Explosion": Attack(Times(named_among(EACH_POKEMON, *_KOFFINGS)),
                             SecondHit(20, named_among(EACH_POKEMON, *_KOFFINGS))),
    "Stun Gas": Attack(flip(heads=poison(), tails=paralyze())),
})

# --- uncommons and commons -----------------------------------------------------------------
pokemon("base5-32", "Dark Charmeleon", attacks={
    "Fireball": Attack(RequiresEnergyCard("Fire"),
                       flip(heads=DiscardOwnEnergy("Fire", 1), tails=DoesNothing())),
})
pokemon("base5-33", "Dark Dragonair",
        attacks={"Tail Strike": Attack(flip(heads=Plus(20)))},
        powers={"Evolutionary Light": OncePerTurn(
            SearchDeck(InDeck("an Evolution card", _evolution), show=True))})
pokemon("base5-34", "Dark Electrode", attacks={"Energy Bomb": Attack(EnergyToBench())})
pokemon("base5-35", "Dark Flareon", attacks={
    "Rage": Attack(Plus(10, per=Counters(SELF))),
    "Playing with Fire": Attack(RequiresEnergyCard("Fire"),
                                flip(heads=(DiscardOwnEnergy("Fire", 1), Plus(20)))),
})
pokemon("base5-36", "Dark Gloom",
        attacks={"Poisonpowder": Attack(poison())},
        powers={"Pollen Stench": FlipConditionEither("confused")})
pokemon("base5-37", "Dark Golduck", attacks={
    "Third Eye": Attack(DiscardEnergy("Colorless", 1), DrawUpTo(3)),
})
pokemon("base5-38", "Dark Jolteon", attacks={
    "Lightning Flash": Attack(lasting("sand-attack", DEFENDING)),
    "Thunder Attack": Attack(flip(heads=paralyze(), tails=self_damage(10))),
})
pokemon("base5-39", "Dark Kadabra",
        attacks={"Mind Shock": Attack(NoWeaknessResistance())},
        powers={"Matter Exchange": DiscardToDraw()})
pokemon("base5-40", "Dark Machoke", attacks={
    "Drag Off": Attack(RequiresOpponentBench(), GustFirst()),
    "Knock Back": Attack(opponent_switches()),
})
pokemon("base5-41", "Dark Muk",
        attacks={"Sludge Punch": Attack(poison())},
        powers={"Sticky Goo": RetreatCostMore(2)})
pokemon("base5-42", "Dark Persian", attacks={
    "Fascinate": Attack(RequiresOpponentBench(), flip(heads=choose_opponent_switch())),
    "Poison Claws": Attack(flip(heads=poison())),
})
pokemon("base5-43", "Dark Primeape",
        attacks={"Frenzied Attack": Attack(confuse(SELF))},
        powers={"Frenzy": MoreDamageWhileConfused(30)})
pokemon("base5-44", "Dark Rapidash", attacks={
    "Flame Pillar": Attack(may_discard_then("Fire", Damage(10, to=Chosen(OPPONENTS_BENCH)))),
})
pokemon("base5-45", "Dark Vaporeon", attacks={"Whirlpool": Attack(DiscardDefendingEnergy())})
pokemon("base5-46", "Dark Wartortle", attacks={
    "Doubleslap": Attack(Times(Heads(2))),
    "Mirror Shell": Attack(lasting("mirror-shell", SELF)),
})
pokemon("base5-47", "Magikarp", attacks={
    "Rapid Evolution": Attack(evolve_from_deck_piece(SELF, "Gyarados", "Dark Gyarados")),
})
pokemon("base5-48", "Porygon", attacks={
    "Conversion 1": Attack(change_weakness()),
    "Psybeam": Attack(flip(heads=confuse())),
})
pokemon("base5-49", "Abra", attacks={
    "Vanish": Attack(ShuffleSelfIntoDeck()),
    "Psyshock": Attack(flip(heads=paralyze())),
})
pokemon("base5-50", "Charmander", powers={"Gather Fire": PullEnergy("Fire", once=True)})
pokemon("base5-51", "Dark Raticate", attacks={"Hyper Fang": Attack(flip(tails=DoesNothing()))})
pokemon("base5-52", "Diglett", attacks={
    "Dig Under": Attack(NoWeaknessResistance(), Damage(10, to=Chosen(OPPONENTS_POKEMON))),
})
pokemon("base5-53", "Dratini", attacks={"Wrap": Attack(flip(heads=paralyze()))})
pokemon("base5-54", "Drowzee",
        attacks={"Nightmare": Attack(sleep())},
        powers={"Long-Distance Hypnosis": FlipConditionEither("asleep")})
pokemon("base5-55", "Eevee", attacks={"Sand-attack": Attack(lasting("sand-attack", DEFENDING))})
pokemon("base5-56", "Ekans", attacks={"Poison Sting": Attack(flip(heads=poison()))})
pokemon("base5-57", "Grimer", attacks={
    "Poison Gas": Attack(sleep()),
    "Sticky Hands": Attack(flip(heads=(Plus(20), paralyze()))),
})
pokemon("base5-58", "Koffing", attacks={"Poison Gas": Attack(flip(heads=poison()))})
pokemon("base5-60", "Magnemite", attacks={
    "Magnetism": Attack(Plus(10, per=named_among(YOUR_BENCH, "Magnemite", "Magneton",
                                                   "Dark Magneton"))),
})
pokemon("base5-61", "Mankey", attacks={
    "Mischief": Attack(ShuffleOpponentDeck()),
    "Anger": Attack(flip(heads=Plus(20))),
})
pokemon("base5-62", "Meowth", attacks={
    "Coin Hurl": Attack(NoWeaknessResistance(),
                        flip(heads=Damage(20, to=Chosen(OPPONENTS_POKEMON)))),
})
pokemon("base5-63", "Oddish", attacks={
    "Sleep Powder": Attack(sleep()),
    "Poisonpowder": Attack(poison()),
})
pokemon("base5-64", "Ponyta", attacks={"Ember": Attack(DiscardEnergy("Fire", 1))})
pokemon("base5-65", "Psyduck", attacks={
    "Dizziness": Attack(Draw(1)),
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
pokemon("base5-66", "Rattata",
        attacks={"Quick Attack": Attack(flip(heads=Plus(10)))},
        powers={"Trickery": SwapPrize()})
pokemon("base5-67", "Slowpoke", attacks={
    "Afternoon Nap": Attack(AttachFrom(basic_energy_in_deck("Psychic"))),
})
pokemon("base5-83", "Dark Raichu", attacks={
    "Surprise Thunder": Attack(flip(heads=flip(heads=Damage(20, to=OPPONENTS_BENCH),
                                               tails=Damage(10, to=OPPONENTS_BENCH)))),
})
