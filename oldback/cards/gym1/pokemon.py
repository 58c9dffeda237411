"""Gym Heroes (gym1): the Pokémon, in number order.

Owner's Pokémon are Pokémon like any other: an Owner's name is the whole name ("Misty's
Staryu"), so Misty's Starmie evolves from Misty's Staryu only (``turn.evolves_onto``
compares whole names), and "with Misty in its name" matches it (``select.name_has``).
Pokémon whose attacks have no text and who have no power (Lt. Surge's Spearow 52, Misty's
Seel 88) need no script.
"""

from oldback.effects.attacks import (
    NEXT_OWN_TURN,
    Attack,
    attach_from,
    choose_opponent_switch,
    confuse,
    damage,
    discard_all_energy,
    discard_defending_energy,
    discard_energy,
    does_nothing,
    draw_cards,
    flip,
    half_remaining_hp,
    heal,
    heal_damage_done,
    lasting,
    minus,
    no_weakness_resistance,
    opponent_switches,
    paralyze,
    plus,
    poison,
    self_damage,
    shuffle_hand,
    sleep,
    times,
    you_switch,
)
from oldback.effects.define import pokemon
from oldback.effects.heroes import (
    BenchGuard,
    CapFromBasics,
    EnergyIsType,
    Flee,
    FlipToGust,
    HealSelfOnce,
    PollenDefense,
    PullEnergy,
    Rebirth,
    ReduceIncoming,
    RestlessSleep,
    condition_of_choice,
    discard_all_of_type,
    discarded,
    flip_for_chosen,
    flip_to_bench,
    flips,
    gust_first,
    hand_for_energy,
    heal_per,
    if_any,
    ignores_defender_effects,
    lasts_until_damaged,
    milled_energy,
    move_own_energy,
    no_resistance,
    put_counters,
    requires_any,
    return_any_to_hand,
    return_energy,
    search_any_number,
    shuffle_deck,
    shuffle_in,
    split_by_coins,
    typed_energy,
    unless_knocked_out,
    wake,
)
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    YOUR_POKEMON,
    basic_energy_of,
    basic_with_in_name,
    chosen,
    counters,
    damaged,
    energy_cards,
    energy_units,
    heads,
    in_deck,
    in_discard,
    is_basic_energy,
    named_any,
    of_type,
    pokemon_named,
    unused_energy,
    with_energy,
)
from oldback.effects.trainers import search_deck

LIGHTNING_IN_DISCARD = in_discard("Lightning Energy cards", basic_energy_of("Lightning"))


def charge(up_to: int) -> Attack:
    """Charge (Lt. Surge's Electabuzz, Pikachu): Lightning Energy cards from the discard pile."""
    return Attack(attach_from(LIGHTNING_IN_DISCARD, up_to=up_to))


pokemon("gym1-1", "Blaine's Moltres",
        attacks={"Phoenix Flame": Attack(flip(tails=shuffle_in(SELF)))})
pokemon("gym1-2", "Brock's Rhydon",
        attacks={"Lariat": Attack(flip(tails=does_nothing()))},
        powers={"Bench Guard": BenchGuard(10)})
pokemon("gym1-3", "Erika's Clefable",
        attacks={"Fairy Power": Attack(flip(heads=return_any_to_hand()))})
pokemon("gym1-4", "Erika's Dragonair", attacks={
    "Blizzard": Attack(flip(heads=damage(10, to=OPPONENTS_BENCH),
                            tails=damage(10, to=YOUR_BENCH))),
    "Take Away": Attack(shuffle_in(SELF), shuffle_in(DEFENDING)),
})
pokemon("gym1-5", "Erika's Vileplume",
        attacks={"Mega Drain": Attack(heal_damage_done(half=True))},
        powers={"Pollen Defense": PollenDefense("confused")})
pokemon("gym1-6", "Lt. Surge's Electabuzz", attacks={
    "Charge": charge(2),
    "Discharge": Attack(discard_all_of_type("Lightning"), times(heads(discarded("Lightning")))),
})
pokemon("gym1-7", "Lt. Surge's Fearow", attacks={
    "Repeating Drill": Attack(times(heads(5))),
    "Clutch": Attack(lasting("no-retreat", DEFENDING)),
})
pokemon("gym1-8", "Lt. Surge's Magneton",
        attacks={"Mega Shock": Attack(flip(tails=self_damage(20)))},
        powers={"Energy Charge": PullEnergy("Lightning")})
pokemon("gym1-9", "Misty's Seadra",
        attacks={"Knockout Needle": Attack(flips(2, heads=plus(60)))})
pokemon("gym1-10", "Misty's Tentacruel",
        attacks={"Jellyfish Poison": Attack(flip(heads=poison(), tails=confuse()))},
        powers={"Flee": Flee()})
pokemon("gym1-11", "Rocket's Hitmonchan",
        attacks={"Crosscounter": Attack(lasting("crosscounter", SELF))})
pokemon("gym1-12", "Rocket's Moltres",
        attacks={"Fire Wall": Attack(lasting("fire-wall", SELF, value=10))},
        powers={"Rebirth": Rebirth()})
pokemon("gym1-13", "Rocket's Scyther",
        attacks={"Shadow Images": Attack(lasts_until_damaged("shadow-images"))})
pokemon("gym1-14", "Sabrina's Gengar", attacks={
    "Pain Amplifier": Attack(put_counters(10, on=damaged(OPPONENTS_POKEMON))),
    "Call of the Night": Attack(unless_knocked_out(flips(2, heads=shuffle_in(DEFENDING)))),
})
pokemon("gym1-20", "Brock's Golem",
        attacks={"Rock Slide": Attack(damage(10, to=chosen(OPPONENTS_BENCH, 3)))})
pokemon("gym1-21", "Brock's Onix", attacks={
    "Bind": Attack(flip(heads=paralyze())),
    "Tunneling": Attack(damage(20, to=chosen(OPPONENTS_BENCH, 2)),
                        lasting("no-attack", SELF, turns=NEXT_OWN_TURN)),
})
pokemon("gym1-22", "Brock's Rhyhorn", attacks={
    "Horn Toss": Attack(opponent_switches()),
    "Take Down": Attack(self_damage(10)),
})
pokemon("gym1-23", "Brock's Sandslash", attacks={
    "Needles": Attack(flip(heads=(paralyze(), poison()))),
    "Sandstorm": Attack(lasting("sand-attack", DEFENDING)),
})
pokemon("gym1-24", "Brock's Zubat",
        attacks={"Alert": Attack(requires_any(YOUR_BENCH), draw_cards(1), you_switch())})
pokemon("gym1-25", "Erika's Clefairy", attacks={
    "Moonwatching": Attack(search_deck(in_deck("a basic Energy card", is_basic_energy), show=True)),
    "Comet Slap": Attack(times(heads(3))),
})
pokemon("gym1-26", "Erika's Victreebel", powers={"Fragrance Trap": FlipToGust()})
pokemon("gym1-27", "Lt. Surge's Electabuzz", attacks={
    "Charge": charge(2),
    "Electric Current": Attack(move_own_energy("Lightning", to=YOUR_BENCH)),
})
pokemon("gym1-28", "Lt. Surge's Raichu", attacks={"Thunderbolt": Attack(discard_all_energy())})
pokemon("gym1-29", "Misty's Cloyster",
        attacks={"Triple Cannon": Attack(times(heads(3)))},
        powers={"Shell Armor": ReduceIncoming(10)})
pokemon("gym1-30", "Misty's Goldeen", attacks={"Horn Hazard": Attack(flip(tails=does_nothing()))})
pokemon("gym1-31", "Misty's Poliwrath",
        attacks={"Water Ring": Attack(damage(10, to=of_type(EACH_BENCH, "Water", negate=True)))})
pokemon("gym1-32", "Misty's Tentacool", attacks={
    "Mysterious Light": Attack(flip(heads=sleep())),
    "Jellyfish Pod": Attack(search_any_number(pokemon_named(
        "Tentacool", "Tentacruel", "Misty's Tentacool", "Misty's Tentacruel"))),
})
pokemon("gym1-33", "Rocket's Snorlax",
        attacks={"Collapse": Attack(sleep(SELF))},
        powers={"Restless Sleep": RestlessSleep(20)})
pokemon("gym1-34", "Sabrina's Venomoth", attacks={
    "Healing Pollen": Attack(heal_per(heads(3), on=YOUR_POKEMON)),
    "Sonic Distortion": Attack(flips(2, heads=confuse(), all_heads=False)),
})
pokemon("gym1-35", "Blaine's Growlithe", attacks={
    "Shake": Attack(opponent_switches()),
    "Fire Tackle": Attack(self_damage(10)),
})
pokemon("gym1-36", "Blaine's Kangaskhan", attacks={
    "Child's Punch": Attack(flip(tails=does_nothing())),
    "One-Two Punch": Attack(flip(heads=plus(10))),
})
pokemon("gym1-37", "Blaine's Magmar", attacks={
    "Firebreathing": Attack(flip(heads=plus(10))),
    "Lava Burst": Attack(times(milled_energy(5, "Fire"))),
})
pokemon("gym1-38", "Brock's Geodude", attacks={
    "Lucky Shot": Attack(requires_any(OPPONENTS_BENCH),
                         flip_for_chosen(30, chosen(OPPONENTS_BENCH))),
})
pokemon("gym1-39", "Brock's Golbat", attacks={
    "Spiral Dive": Attack(damage(10, to=OPPONENTS_POKEMON), no_weakness_resistance()),
})
pokemon("gym1-40", "Brock's Graveler", attacks={"Rock Toss": Attack(times(heads(3)))})
pokemon("gym1-41", "Brock's Lickitung", attacks={"Slam": Attack(times(heads(2)))})
pokemon("gym1-42", "Erika's Dratini",
        attacks={"Tail Strike": Attack(flip(heads=plus(20)))},
        powers={"Strange Barrier": CapFromBasics(20, 10)})
pokemon("gym1-43", "Erika's Exeggcute", attacks={
    "Deflector": Attack(lasting("halve-damage", SELF)),
    "Egg Bomb": Attack(flip(tails=(does_nothing(), self_damage(20)))),
})
pokemon("gym1-44", "Erika's Exeggutor", attacks={
    "Psychic Exchange": Attack(shuffle_hand(), draw_cards(5)),
    "Stomp": Attack(flip(heads=plus(10))),
})
pokemon("gym1-45", "Erika's Gloom", attacks={
    "Healing Pollen": Attack(flip(heads=heal(40))),
    "Magic Pollen": Attack(flip(heads=condition_of_choice())),
})
pokemon("gym1-46", "Erika's Gloom", attacks={
    "Dream Dance": Attack(sleep(), sleep(SELF)),
    "Vile Smell": Attack(confuse(), confuse(SELF)),
})
pokemon("gym1-47", "Erika's Oddish",
        attacks={"Poisonpowder": Attack(flip(heads=poison()))},
        powers={"Photosynthesis": EnergyIsType("Grass")})
pokemon("gym1-48", "Erika's Weepinbell",
        attacks={"Flytrap": Attack(requires_any(OPPONENTS_BENCH), gust_first())})
pokemon("gym1-49", "Erika's Weepinbell", attacks={"Sleep Poison": Attack(sleep(), poison())})


def energy_flip() -> Attack:
    """Removal Pulse, Rapids, Removal Beam: only if the Defending Pokémon has Energy cards, a
    coin; heads, discard 1 of them."""
    return Attack(if_any(with_energy(DEFENDING), flip(heads=discard_defending_energy()),
                         words="the Defending Pokémon has any Energy cards attached"))


pokemon("gym1-50", "Lt. Surge's Magnemite", attacks={
    "Removal Pulse": energy_flip(),
    "Confusion Pulse": Attack(flip(heads=confuse())),
})
pokemon("gym1-51", "Lt. Surge's Raticate", attacks={"Super Fang": Attack(half_remaining_hp())})
pokemon("gym1-53", "Misty's Poliwhirl", attacks={
    "Rapids": energy_flip(),
    "Water Punch": Attack(plus(10, per=heads(typed_energy("Water")))),
})
pokemon("gym1-54", "Misty's Psyduck", attacks={
    "Call for Friend": Attack(flip_to_bench(basic_with_in_name("Misty"))),
})
pokemon("gym1-55", "Misty's Seaking",
        attacks={"Mud Splash": Attack(flip_for_chosen(10, chosen(OPPONENTS_BENCH)))})
pokemon("gym1-56", "Misty's Starmie", attacks={
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
    "Bubblebeam": Attack(flip(heads=paralyze())),
})
pokemon("gym1-57", "Misty's Tentacool",
        attacks={"Crystal Beam": Attack(flip(heads=lasting("no-energy-attach", DEFENDING)))})
pokemon("gym1-58", "Sabrina's Haunter", attacks={
    "Night Spirits": Attack(times(heads(named_any(
        "Sabrina's Gastly", "Sabrina's Haunter", "Sabrina's Gengar")))),
})
pokemon("gym1-59", "Sabrina's Jynx", attacks={
    "Good Night": Attack(sleep()),
    "Good Morning": Attack(wake()),
})
pokemon("gym1-60", "Sabrina's Slowbro", attacks={
    "Naptime": Attack(flip(heads=(heal(30), sleep(SELF)))),
    "Screaming Headbutt": Attack(lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN,
                                         data="Screaming Headbutt")),
})
pokemon("gym1-61", "Blaine's Charmander",
        attacks={"Kindle": Attack(discard_energy("Colorless", 1), discard_defending_energy())})
pokemon("gym1-62", "Blaine's Growlithe",
        attacks={"Blaze": Attack(damage(10, to=of_type(OPPONENTS_BENCH, "Grass")))})
pokemon("gym1-63", "Blaine's Ponyta",
        attacks={"Agility": Attack(flip(heads=lasting("barrier", SELF)))})
pokemon("gym1-64", "Blaine's Tauros", attacks={
    "3-Pronged Tail": Attack(times(heads(3))),
    "Full Speed Charge": Attack(split_by_coins(4, 20)),
})
pokemon("gym1-65", "Blaine's Vulpix",
        attacks={"Tail Fan": Attack(flip(heads=confuse()))},
        powers={"Natural Healing": HealSelfOnce(10)})
pokemon("gym1-66", "Brock's Geodude", attacks={
    "Call for Friend": Attack(flip_to_bench(basic_with_in_name("Brock"))),
    "Hook Shot": Attack(no_resistance()),
})
pokemon("gym1-67", "Brock's Mankey", attacks={"Taunt": Attack(choose_opponent_switch())})
pokemon("gym1-68", "Brock's Mankey", attacks={
    "Fidget": Attack(shuffle_deck()),
    "Karate Chop": Attack(minus(10, per=counters(SELF))),
})
pokemon("gym1-69", "Brock's Onix", attacks={"Bellow": Attack(flip(heads=paralyze()))})
pokemon("gym1-70", "Brock's Rhyhorn",
        attacks={"Drill Tackle": Attack(flips(2, tails=does_nothing()))})
pokemon("gym1-71", "Brock's Sandshrew",
        attacks={"Defense Curl": Attack(flip(heads=lasting("prevent-damage", SELF)))})
pokemon("gym1-72", "Brock's Sandshrew",
        attacks={"Sand Pit": Attack(lasting("no-retreat", DEFENDING))})
pokemon("gym1-73", "Brock's Vulpix", attacks={"Quick Attack": Attack(flip(heads=plus(20)))})
pokemon("gym1-74", "Brock's Zubat", attacks={"Poison Fang": Attack(flip(heads=poison()))})
pokemon("gym1-75", "Erika's Bellsprout", attacks={"Poison Vine": Attack(flip(heads=poison()))})
pokemon("gym1-76", "Erika's Bellsprout", attacks={"Careless Tackle": Attack(self_damage(10))})
pokemon("gym1-77", "Erika's Exeggcute", attacks={
    "Eggsplosion": Attack(times(heads(energy_units(SELF)))),
    "Psychic": Attack(plus(10, per=energy_cards(DEFENDING))),
})
pokemon("gym1-78", "Erika's Oddish", attacks={
    "Blot": Attack(heal(10)),
    "Sporadic Sponging": Attack(if_any(damaged(SELF), flip(heads=heal(10)),
                                       words="this Pokémon has any damage counters on it")),
})
pokemon("gym1-79", "Erika's Tangela",
        attacks={"Stretch Vine": Attack(damage(20, to=chosen(OPPONENTS_BENCH)))})
pokemon("gym1-80", "Lt. Surge's Magnemite",
        attacks={"Thundershock": Attack(flip(heads=paralyze()))})
pokemon("gym1-81", "Lt. Surge's Pikachu", attacks={
    "Charge": charge(1),
    "Lightning Tail": Attack(flip(heads=paralyze())),
})
pokemon("gym1-82", "Lt. Surge's Rattata", attacks={
    "Focus Energy": Attack(lasting("base-damage", SELF, turns=NEXT_OWN_TURN, value=40,
                                   data="Gnaw")),
})
pokemon("gym1-83", "Lt. Surge's Spearow", attacks={
    "Whirlwind": Attack(opponent_switches()),
    "Razor Wind": Attack(flip(tails=does_nothing())),
})
pokemon("gym1-84", "Lt. Surge's Voltorb", attacks={
    "Spin Ball": Attack(times(heads(1))),
    "Double Spin": Attack(times(heads(2))),
})
pokemon("gym1-85", "Misty's Goldeen", attacks={
    "Fury Attack": Attack(times(heads(2))),
    "Supersonic": Attack(flip(heads=confuse())),
})
pokemon("gym1-86", "Misty's Horsea",
        attacks={"Smokescreen": Attack(lasting("sand-attack", DEFENDING))})
pokemon("gym1-87", "Misty's Poliwag", attacks={
    "Hypnotic Stare": Attack(flip(heads=paralyze(), tails=sleep())),
    "Tail Rap": Attack(times(heads(2))),
})
pokemon("gym1-89", "Misty's Shellder",
        attacks={"Clamp": Attack(flip(heads=paralyze(), tails=does_nothing()))})
pokemon("gym1-90", "Misty's Staryu", attacks={"Swift": Attack(ignores_defender_effects())})
pokemon("gym1-91", "Sabrina's Abra", attacks={"Energy Loop": Attack(return_energy("Psychic", 1))})
pokemon("gym1-92", "Sabrina's Drowzee",
        attacks={"Suggestion": Attack(flip(heads=lasting("no-attack", DEFENDING)))})
pokemon("gym1-93", "Sabrina's Gastly", attacks={"Spook": Attack(lasting("no-retreat", DEFENDING))})
pokemon("gym1-94", "Sabrina's Mr. Mime",
        attacks={"Sleight of Hand": Attack(hand_for_energy(3))})
pokemon("gym1-95", "Sabrina's Slowpoke", attacks={"Lazy Attack": Attack(sleep(SELF))})
pokemon("gym1-96", "Sabrina's Venonat", attacks={
    "Poison Antennae": Attack(poison()),
    "Removal Beam": energy_flip(),
})
