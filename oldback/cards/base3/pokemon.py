"""Fossil (base3): the Pokémon, in number order (the non-holo printings 16–30 reprint the
holo ones 1–15 and share their behaviour)."""

from oldback.effects.attacks import (
    Attack,
    confuse,
    damage,
    discard_defending_energy,
    discard_energy,
    discard_energy_to_mill,
    does_nothing,
    flip,
    flip_each,
    from_discard,
    heal,
    heal_damage_done,
    lasting,
    no_weakness_resistance,
    opponent_lasting,
    opponent_switches,
    paralyze,
    plus,
    poison,
    rearrange_top_cards,
    requires_damage,
    search_to_bench,
    self_damage,
    sleep,
    times,
)
from oldback.effects.define import pokemon
from oldback.effects.powers import (
    BecomeDefending,
    FlipToPreventAll,
    HalveDamage,
    MoveOpponentCounter,
    NoEvolution,
    ReturnToHand,
    ShowOpponentHand,
    ShutOffPowers,
    StepIn,
    TakeOwnCounters,
)
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS_BENCH,
    SELF,
    YOUR_BENCH,
    basic_named,
    chosen,
    counters,
    heads,
    heads_until_tails,
    in_discard,
    is_energy,
    is_trainer,
    unused_energy,
)

pokemon("base3-1", "Aerodactyl", powers={"Prehistoric Power": NoEvolution()})
pokemon("base3-2", "Articuno", attacks={
    "Freeze Dry": Attack(flip(heads=paralyze())),
    "Blizzard": Attack(flip(heads=damage(10, to=OPPONENTS_BENCH),
                            tails=damage(10, to=YOUR_BENCH))),
})
pokemon("base3-3", "Ditto", powers={"Transform": BecomeDefending()}, can_evolve=False)
pokemon("base3-4", "Dragonite",
        attacks={"Slam": Attack(times(heads(2)))},
        powers={"Step In": StepIn()})
pokemon("base3-5", "Gengar",
        attacks={"Dark Mind": Attack(damage(10, to=chosen(OPPONENTS_BENCH)))},
        powers={"Curse": MoveOpponentCounter()})
pokemon("base3-6", "Haunter",
        attacks={"Nightmare": Attack(sleep())},
        powers={"Transparency": FlipToPreventAll()})
pokemon("base3-7", "Hitmonlee", attacks={
    "Stretch Kick": Attack(damage(20, to=chosen(OPPONENTS_BENCH))),
})
pokemon("base3-8", "Hypno", attacks={
    "Prophecy": Attack(rearrange_top_cards(3)),
    "Dark Mind": Attack(damage(10, to=chosen(OPPONENTS_BENCH))),
})
pokemon("base3-9", "Kabutops", attacks={"Absorb": Attack(heal_damage_done(half=True))})
pokemon("base3-10", "Lapras", attacks={
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
    "Confuse Ray": Attack(flip(heads=confuse())),
})
pokemon("base3-11", "Magneton", attacks={
    "Sonicboom": Attack(no_weakness_resistance()),
    "Selfdestruct": Attack(damage(20, to=EACH_BENCH), self_damage(100)),
})
pokemon("base3-12", "Moltres", attacks={
    "Wildfire": Attack(discard_energy_to_mill("Fire")),
    "Dive Bomb": Attack(flip(tails=does_nothing())),
})
pokemon("base3-13", "Muk",
        attacks={"Sludge": Attack(flip(heads=poison()))},
        powers={"Toxic Gas": ShutOffPowers()})
pokemon("base3-14", "Raichu", attacks={
    "Gigashock": Attack(damage(10, to=chosen(OPPONENTS_BENCH, 3))),
})
pokemon("base3-15", "Zapdos", attacks={
    "Thunderstorm": Attack(flip_each(OPPONENTS_BENCH, 20, recoil=10)),
})
pokemon("base3-31", "Arbok", attacks={
    "Terror Strike": Attack(flip(heads=opponent_switches())),
    "Poison Fang": Attack(poison()),
})
pokemon("base3-32", "Cloyster", attacks={
    "Clamp": Attack(flip(heads=paralyze(), tails=does_nothing())),
    "Spike Cannon": Attack(times(heads(2))),
})
pokemon("base3-33", "Gastly", attacks={
    "Lick": Attack(flip(heads=paralyze())),
    "Energy Conversion": Attack(
        from_discard(in_discard("Energy cards", is_energy), up_to=2), self_damage(10)),
})
pokemon("base3-34", "Golbat", attacks={"Leech Life": Attack(heal_damage_done())})
pokemon("base3-35", "Golduck", attacks={
    "Psyshock": Attack(flip(heads=paralyze())),
    "Hyper Beam": Attack(discard_defending_energy()),
})
pokemon("base3-36", "Golem", attacks={
    "Selfdestruct": Attack(damage(20, to=EACH_BENCH), self_damage(100)),
})
pokemon("base3-37", "Graveler", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base3-38", "Kingler", attacks={"Flail": Attack(times(counters(SELF)))})
pokemon("base3-39", "Magmar", attacks={
    "Smokescreen": Attack(lasting("sand-attack", DEFENDING)),
    "Smog": Attack(flip(heads=poison())),
})
pokemon("base3-40", "Omastar", attacks={
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
    "Spike Cannon": Attack(times(heads(2))),
})
pokemon("base3-41", "Sandslash", attacks={"Fury Swipes": Attack(times(heads(3)))})
pokemon("base3-42", "Seadra", attacks={
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
})
pokemon("base3-43", "Slowbro",
        attacks={"Psyshock": Attack(flip(heads=paralyze()))},
        powers={"Strange Behavior": TakeOwnCounters()})
pokemon("base3-44", "Tentacruel", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Jellyfish Sting": Attack(poison()),
})
pokemon("base3-45", "Weezing", attacks={
    "Smog": Attack(flip(heads=poison())),
    "Selfdestruct": Attack(damage(10, to=EACH_BENCH), self_damage(60)),
})
pokemon("base3-46", "Ekans", attacks={
    "Spit Poison": Attack(flip(heads=poison())),
    "Wrap": Attack(flip(heads=paralyze())),
})
pokemon("base3-47", "Geodude", attacks={"Stone Barrage": Attack(times(heads_until_tails()))})
pokemon("base3-48", "Grimer", attacks={
    "Nasty Goo": Attack(flip(heads=paralyze())),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base3-49", "Horsea", attacks={"Smokescreen": Attack(lasting("sand-attack", DEFENDING))})
pokemon("base3-50", "Kabuto", powers={"Kabuto Armor": HalveDamage()})
pokemon("base3-51", "Krabby", attacks={
    "Call for Family": Attack(search_to_bench(basic_named("Krabby"))),
})
pokemon("base3-52", "Omanyte",
        attacks={"Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20))},
        powers={"Clairvoyance": ShowOpponentHand()})
# Psyduck (base3-53) reprints the Black Star promo 20: its behaviour is written under that id.
pokemon("basep-20", "Psyduck", attacks={
    "Headache": Attack(opponent_lasting("no-trainers")),
    "Fury Swipes": Attack(times(heads(3))),
})
pokemon("base3-54", "Shellder", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Hide in Shell": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base3-55", "Slowpoke", attacks={
    "Spacing Out": Attack(requires_damage(), flip(heads=heal(10))),
    "Scavenge": Attack(discard_energy("Psychic", 1),
                       from_discard(in_discard("a Trainer card", is_trainer))),
})
pokemon("base3-56", "Tentacool", powers={"Cowardice": ReturnToHand()})
pokemon("base3-57", "Zubat", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Leech Life": Attack(heal_damage_done()),
})
