"""Team Rocket (base5): the Pokémon, in number order.

The non-holo printings 18–29 and 31 are the holo cards 1–12 and 14 again (the facts
table links them); Dark Vileplume 30 is written with 13's pieces. A Dark Pokémon evolves
only from the exact name printed on it (``turn.evolves_onto`` compares names: Dark
Charizard from Dark Charmeleon, never from Charmeleon). Pokémon whose attacks have no
text and who have no power (Machop, Squirtle, Voltorb, Zubat) need no script.
"""

from oldback.effects.attacks import (
    Attack,
    attach_from,
    change_weakness,
    choose_opponent_switch,
    confuse,
    damage,
    discard_defending_energy,
    discard_energy,
    does_nothing,
    draw_cards,
    flip,
    lasting,
    no_weakness_resistance,
    opponent_switches,
    paralyze,
    plus,
    poison,
    self_damage,
    sleep,
    times,
)
from oldback.effects.challenge import (
    discard_own_energy,
    evolve_from_deck_piece,
    requires_energy_card,
)
from oldback.effects.define import pokemon
from oldback.effects.gym import draw_up_to
from oldback.effects.heroes import PullEnergy, gust_first
from oldback.effects.rocket import (
    DamageOnRetreat,
    DiscardToDraw,
    FlipConditionEither,
    KnockedOutStrikesBack,
    MoreDamageWhileConfused,
    NoTrainersAtAll,
    OnPlayBenchFromDeck,
    OnPlayDamage,
    OnPlayFromDiscard,
    RetreatCostMore,
    SearchDeckOnce,
    SwapPrize,
    energy_to_bench,
    flip_per_energy_card,
    if_at_least,
    may_discard_then,
    may_switch_self,
    move_defending_energy,
    named_among,
    picked,
    remembered,
    requires_opponent_bench,
    second_hit,
    shuffle_defending_into_deck,
    shuffle_opponent_deck,
    shuffle_self_into_deck,
    tails,
)
from oldback.effects.select import (
    DEFENDING,
    EACH_POKEMON,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    basic_energy_in_deck,
    chosen,
    counters,
    heads,
    in_deck,
    in_discard,
    is_pokemon,
    unused_energy,
)


def _evolution(card) -> bool:
    return card.is_pokemon and card.stage in ("Stage 1", "Stage 2")


# --- holo rares 1–14 (and the non-holo printings 18–31) -----------------------------------
pokemon("base5-1", "Dark Alakazam", attacks={
    "Teleport Blast": Attack(may_switch_self()),
    "Mind Shock": Attack(no_weakness_resistance()),
})
_stare_target = picked(OPPONENTS_POKEMON)
pokemon("base5-2", "Dark Arbok", attacks={
    "Stare": Attack(no_weakness_resistance(), damage(10, to=_stare_target),
                    lasting("powers-off", _stare_target)),
    "Poison Vapor": Attack(poison(), damage(10, to=OPPONENTS_BENCH)),
})
pokemon("base5-3", "Dark Blastoise", attacks={
    "Hydrocannon": Attack(plus(20, per=unused_energy("Water"), most=40)),
    "Rocket Tackle": Attack(self_damage(10), flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base5-4", "Dark Charizard", attacks={
    "Continuous Fireball": Attack(flip_per_energy_card("Fire")),
})
pokemon("base5-5", "Dark Dragonite",
        attacks={"Giant Tail": Attack(flip(tails=does_nothing()))},
        powers={"Summon Minions": OnPlayBenchFromDeck(2)})
pokemon("base5-6", "Dark Dugtrio",
        attacks={"Knock Down": Attack(flip(tails=plus(20)))},
        powers={"Sinkhole": DamageOnRetreat(20)})
pokemon("base5-7", "Dark Golbat",
        attacks={"Flitter": Attack(no_weakness_resistance(),
                                   damage(20, to=chosen(OPPONENTS_POKEMON)))},
        powers={"Sneak Attack": OnPlayDamage(10)})
pokemon("base5-8", "Dark Gyarados",
        attacks={"Ice Beam": Attack(flip(heads=paralyze()))},
        powers={"Final Beam": KnockedOutStrikesBack(20, "Water")})
pokemon("base5-9", "Dark Hypno", attacks={
    "Bench Manipulation": Attack(no_weakness_resistance(), times(tails(OPPONENTS_BENCH))),
})
pokemon("base5-10", "Dark Machamp", attacks={
    "Fling": Attack(requires_opponent_bench(), shuffle_defending_into_deck()),
})
pokemon("base5-11", "Dark Magneton", attacks={
    "Sonicboom": Attack(no_weakness_resistance()),
    "Magnetic Lines": Attack(move_defending_energy()),
})
pokemon("base5-12", "Dark Slowbro",
        attacks={"Fickle Attack": Attack(flip(tails=does_nothing()))},
        powers={"Reel In": OnPlayFromDiscard(
            in_discard("Basic Pokémon or Evolution cards", is_pokemon), 3)})
_petals = remembered(heads(3))
_VILEPLUME = {
    "attacks": {"Petal Whirlwind": Attack(times(_petals),
                                          if_at_least(_petals, 2, confuse(SELF)))},
    "powers": {"Hay Fever": NoTrainersAtAll()},
}
pokemon("base5-13", "Dark Vileplume", **_VILEPLUME)  # type: ignore[arg-type]
pokemon("base5-30", "Dark Vileplume", **_VILEPLUME)  # type: ignore[arg-type]
_KOFFINGS = ("Koffing", "Weezing", "Dark Weezing")
pokemon("base5-14", "Dark Weezing", attacks={
    "Mass Explosion": Attack(times(named_among(EACH_POKEMON, *_KOFFINGS)),
                             second_hit(20, named_among(EACH_POKEMON, *_KOFFINGS))),
    "Stun Gas": Attack(flip(heads=poison(), tails=paralyze())),
})

# --- uncommons and commons -----------------------------------------------------------------
pokemon("base5-32", "Dark Charmeleon", attacks={
    "Fireball": Attack(requires_energy_card("Fire"),
                       flip(heads=discard_own_energy("Fire", 1), tails=does_nothing())),
})
pokemon("base5-33", "Dark Dragonair",
        attacks={"Tail Strike": Attack(flip(heads=plus(20)))},
        powers={"Evolutionary Light": SearchDeckOnce(in_deck("an Evolution card", _evolution))})
pokemon("base5-34", "Dark Electrode", attacks={"Energy Bomb": Attack(energy_to_bench())})
pokemon("base5-35", "Dark Flareon", attacks={
    "Rage": Attack(plus(10, per=counters(SELF))),
    "Playing with Fire": Attack(requires_energy_card("Fire"),
                                flip(heads=(discard_own_energy("Fire", 1), plus(20)))),
})
pokemon("base5-36", "Dark Gloom",
        attacks={"Poisonpowder": Attack(poison())},
        powers={"Pollen Stench": FlipConditionEither("confused")})
pokemon("base5-37", "Dark Golduck", attacks={
    "Third Eye": Attack(discard_energy("Colorless", 1), draw_up_to(3)),
})
pokemon("base5-38", "Dark Jolteon", attacks={
    "Lightning Flash": Attack(lasting("sand-attack", DEFENDING)),
    "Thunder Attack": Attack(flip(heads=paralyze(), tails=self_damage(10))),
})
pokemon("base5-39", "Dark Kadabra",
        attacks={"Mind Shock": Attack(no_weakness_resistance())},
        powers={"Matter Exchange": DiscardToDraw()})
pokemon("base5-40", "Dark Machoke", attacks={
    "Drag Off": Attack(requires_opponent_bench(), gust_first()),
    "Knock Back": Attack(opponent_switches()),
})
pokemon("base5-41", "Dark Muk",
        attacks={"Sludge Punch": Attack(poison())},
        powers={"Sticky Goo": RetreatCostMore(2)})
pokemon("base5-42", "Dark Persian", attacks={
    "Fascinate": Attack(requires_opponent_bench(), flip(heads=choose_opponent_switch())),
    "Poison Claws": Attack(flip(heads=poison())),
})
pokemon("base5-43", "Dark Primeape",
        attacks={"Frenzied Attack": Attack(confuse(SELF))},
        powers={"Frenzy": MoreDamageWhileConfused(30)})
pokemon("base5-44", "Dark Rapidash", attacks={
    "Flame Pillar": Attack(may_discard_then("Fire", damage(10, to=chosen(OPPONENTS_BENCH)))),
})
pokemon("base5-45", "Dark Vaporeon", attacks={"Whirlpool": Attack(discard_defending_energy())})
pokemon("base5-46", "Dark Wartortle", attacks={
    "Doubleslap": Attack(times(heads(2))),
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
    "Vanish": Attack(shuffle_self_into_deck()),
    "Psyshock": Attack(flip(heads=paralyze())),
})
pokemon("base5-50", "Charmander", powers={"Gather Fire": PullEnergy("Fire", once=True)})
pokemon("base5-51", "Dark Raticate", attacks={"Hyper Fang": Attack(flip(tails=does_nothing()))})
pokemon("base5-52", "Diglett", attacks={
    "Dig Under": Attack(no_weakness_resistance(), damage(10, to=chosen(OPPONENTS_POKEMON))),
})
pokemon("base5-53", "Dratini", attacks={"Wrap": Attack(flip(heads=paralyze()))})
pokemon("base5-54", "Drowzee",
        attacks={"Nightmare": Attack(sleep())},
        powers={"Long-Distance Hypnosis": FlipConditionEither("asleep")})
pokemon("base5-55", "Eevee", attacks={"Sand-attack": Attack(lasting("sand-attack", DEFENDING))})
pokemon("base5-56", "Ekans", attacks={"Poison Sting": Attack(flip(heads=poison()))})
pokemon("base5-57", "Grimer", attacks={
    "Poison Gas": Attack(sleep()),
    "Sticky Hands": Attack(flip(heads=(plus(20), paralyze()))),
})
pokemon("base5-58", "Koffing", attacks={"Poison Gas": Attack(flip(heads=poison()))})
pokemon("base5-60", "Magnemite", attacks={
    "Magnetism": Attack(plus(10, per=named_among(YOUR_BENCH, "Magnemite", "Magneton",
                                                   "Dark Magneton"))),
})
pokemon("base5-61", "Mankey", attacks={
    "Mischief": Attack(shuffle_opponent_deck()),
    "Anger": Attack(flip(heads=plus(20))),
})
pokemon("base5-62", "Meowth", attacks={
    "Coin Hurl": Attack(no_weakness_resistance(),
                        flip(heads=damage(20, to=chosen(OPPONENTS_POKEMON)))),
})
pokemon("base5-63", "Oddish", attacks={
    "Sleep Powder": Attack(sleep()),
    "Poisonpowder": Attack(poison()),
})
pokemon("base5-64", "Ponyta", attacks={"Ember": Attack(discard_energy("Fire", 1))})
pokemon("base5-65", "Psyduck", attacks={
    "Dizziness": Attack(draw_cards(1)),
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
})
pokemon("base5-66", "Rattata",
        attacks={"Quick Attack": Attack(flip(heads=plus(10)))},
        powers={"Trickery": SwapPrize()})
pokemon("base5-67", "Slowpoke", attacks={
    "Afternoon Nap": Attack(attach_from(basic_energy_in_deck("Psychic"))),
})
pokemon("base5-83", "Dark Raichu", attacks={
    "Surprise Thunder": Attack(flip(heads=flip(heads=damage(20, to=OPPONENTS_BENCH),
                                               tails=damage(10, to=OPPONENTS_BENCH)))),
})
