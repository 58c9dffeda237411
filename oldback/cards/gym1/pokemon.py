"""Gym Heroes (gym1): the Pokémon, in number order.

Owner's Pokémon are Pokémon like any other: an Owner's name is the whole name ("Misty's
Staryu"), so Misty's Starmie evolves from Misty's Staryu only (``turn.evolves_onto``
compares whole names), and "with Misty in its name" matches it (``select.name_has``).
Pokémon whose attacks have no text and who have no power (Lt. Surge's Spearow 52, Misty's
Seel 88) need no script.
"""

from oldback.effects.bench import (
    FlipToBench,
    GustFirst,
    choose_opponent_switch,
    opponent_switches,
    you_switch,
)
from oldback.effects.coins import flip, flips
from oldback.effects.conditions import ConditionOfChoice, Wake, confuse, paralyze, poison, sleep
from oldback.effects.damage import (
    Damage,
    FlipForChosen,
    HalfRemainingHp,
    NoWeaknessResistance,
    Plus,
    PutCounters,
    SplitByCoins,
    Times,
    ignores_defender_effects,
    minus,
    no_resistance,
    self_damage,
)
from oldback.effects.deck import ANY_NUMBER, Draw, SearchDeck, ShuffleDeck
from oldback.effects.define import pokemon
from oldback.effects.energy import (
    AttachFrom,
    DiscardAllEnergy,
    DiscardAllOfType,
    DiscardDefendingEnergy,
    Discarded,
    DiscardEnergy,
    HandForEnergy,
    MilledEnergy,
    MoveOwnEnergy,
)
from oldback.effects.hand import ShuffleHand
from oldback.effects.healing import Heal, HealDamageDone, HealPer
from oldback.effects.lasting import NEXT_OWN_TURN, LastsUntilDamaged, lasting
from oldback.effects.leave_play import ReturnAnyToHand, ShuffleIn
from oldback.effects.pieces import Attack, DoesNothing, if_any, unless_knocked_out
from oldback.effects.powers.activated import FlipToGust, HealSelfOnce, PullEnergy
from oldback.effects.powers.passive import CapFromBasics, EnergyIsType, ReduceIncoming
from oldback.effects.powers.triggered import BenchGuard, Flee, PollenDefense, Rebirth, RestlessSleep
from oldback.effects.requirements import RequiresAny
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    YOUR_POKEMON,
    Chosen,
    Counters,
    EnergyCards,
    EnergyUnits,
    Heads,
    InDeck,
    InDiscard,
    TypedEnergy,
    UnusedEnergy,
    basic_energy_of,
    basic_with_in_name,
    damaged,
    is_basic_energy,
    named_any,
    of_type,
    pokemon_named,
    with_energy,
)

LIGHTNING_IN_DISCARD = InDiscard("Lightning Energy cards", basic_energy_of("Lightning"))


def charge(up_to: int) -> Attack:
    """Charge (Lt. Surge's Electabuzz, Pikachu): Lightning Energy cards from the discard pile."""
    return Attack(AttachFrom(LIGHTNING_IN_DISCARD, up_to=up_to))


pokemon("gym1-1", "Blaine's Moltres",
        attacks={"Phoenix Flame": Attack(flip(tails=ShuffleIn(SELF)))})
pokemon("gym1-2", "Brock's Rhydon",
        attacks={"Lariat": Attack(flip(tails=DoesNothing()))},
        powers={"Bench Guard": BenchGuard(10)})
pokemon("gym1-3", "Erika's Clefable",
        attacks={"Fairy Power": Attack(flip(heads=ReturnAnyToHand()))})
pokemon("gym1-4", "Erika's Dragonair", attacks={
    "Blizzard": Attack(flip(heads=Damage(10, to=OPPONENTS_BENCH),
                            tails=Damage(10, to=YOUR_BENCH))),
    "Take Away": Attack(ShuffleIn(SELF), ShuffleIn(DEFENDING)),
})
pokemon("gym1-5", "Erika's Vileplume",
        attacks={"Mega Drain": Attack(HealDamageDone(half=True))},
        powers={"Pollen Defense": PollenDefense("confused")})
pokemon("gym1-6", "Lt. Surge's Electabuzz", attacks={
    "Charge": charge(2),
    "Discharge": Attack(DiscardAllOfType("Lightning"), Times(Heads(Discarded("Lightning")))),
})
pokemon("gym1-7", "Lt. Surge's Fearow", attacks={
    "Repeating Drill": Attack(Times(Heads(5))),
    "Clutch": Attack(lasting("no-retreat", DEFENDING)),
})
pokemon("gym1-8", "Lt. Surge's Magneton",
        attacks={"Mega Shock": Attack(flip(tails=self_damage(20)))},
        powers={"Energy Charge": PullEnergy("Lightning")})
pokemon("gym1-9", "Misty's Seadra",
        attacks={"Knockout Needle": Attack(flips(2, heads=Plus(60)))})
pokemon("gym1-10", "Misty's Tentacruel",
        attacks={"Jellyfish Poison": Attack(flip(heads=poison(), tails=confuse()))},
        powers={"Flee": Flee()})
pokemon("gym1-11", "Rocket's Hitmonchan",
        attacks={"Crosscounter": Attack(lasting("crosscounter", SELF))})
pokemon("gym1-12", "Rocket's Moltres",
        attacks={"Fire Wall": Attack(lasting("fire-wall", SELF, value=10))},
        powers={"Rebirth": Rebirth()})
pokemon("gym1-13", "Rocket's Scyther",
        attacks={"Shadow Images": Attack(LastsUntilDamaged("shadow-images"))})
pokemon("gym1-14", "Sabrina's Gengar", attacks={
    "Pain Amplifier": Attack(PutCounters(10, on=damaged(OPPONENTS_POKEMON))),
    "Call of the Night": Attack(unless_knocked_out(flips(2, heads=ShuffleIn(DEFENDING)))),
})
pokemon("gym1-20", "Brock's Golem",
        attacks={"Rock Slide": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH, 3)))})
pokemon("gym1-21", "Brock's Onix", attacks={
    "Bind": Attack(flip(heads=paralyze())),
    "Tunneling": Attack(Damage(20, to=Chosen(OPPONENTS_BENCH, 2)),
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
        attacks={"Alert": Attack(RequiresAny(YOUR_BENCH), Draw(1), you_switch())})
pokemon("gym1-25", "Erika's Clefairy", attacks={
    "Moonwatching": Attack(SearchDeck(InDeck("a basic Energy card", is_basic_energy), show=True)),
    "Comet Slap": Attack(Times(Heads(3))),
})
pokemon("gym1-26", "Erika's Victreebel", powers={"Fragrance Trap": FlipToGust()})
pokemon("gym1-27", "Lt. Surge's Electabuzz", attacks={
    "Charge": charge(2),
    "Electric Current": Attack(MoveOwnEnergy("Lightning", to=YOUR_BENCH)),
})
pokemon("gym1-28", "Lt. Surge's Raichu", attacks={"Thunderbolt": Attack(DiscardAllEnergy())})
pokemon("gym1-29", "Misty's Cloyster",
        attacks={"Triple Cannon": Attack(Times(Heads(3)))},
        powers={"Shell Armor": ReduceIncoming(10)})
pokemon("gym1-30", "Misty's Goldeen", attacks={"Horn Hazard": Attack(flip(tails=DoesNothing()))})
pokemon("gym1-31", "Misty's Poliwrath",
        attacks={"Water Ring": Attack(Damage(10, to=of_type(EACH_BENCH, "Water", negate=True)))})
pokemon("gym1-32", "Misty's Tentacool", attacks={
    "Mysterious Light": Attack(flip(heads=sleep())),
    "Jellyfish Pod": Attack(SearchDeck(pokemon_named(
        "Tentacool", "Tentacruel", "Misty's Tentacool", "Misty's Tentacruel"), ANY_NUMBER,
        show=True)),
})
pokemon("gym1-33", "Rocket's Snorlax",
        attacks={"Collapse": Attack(sleep(SELF))},
        powers={"Restless Sleep": RestlessSleep(20)})
pokemon("gym1-34", "Sabrina's Venomoth", attacks={
    "Healing Pollen": Attack(HealPer(Heads(3), on=YOUR_POKEMON)),
    "Sonic Distortion": Attack(flips(2, heads=confuse(), all_heads=False)),
})
pokemon("gym1-35", "Blaine's Growlithe", attacks={
    "Shake": Attack(opponent_switches()),
    "Fire Tackle": Attack(self_damage(10)),
})
pokemon("gym1-36", "Blaine's Kangaskhan", attacks={
    "Child's Punch": Attack(flip(tails=DoesNothing())),
    "One-Two Punch": Attack(flip(heads=Plus(10))),
})
pokemon("gym1-37", "Blaine's Magmar", attacks={
    "Firebreathing": Attack(flip(heads=Plus(10))),
    "Lava Burst": Attack(Times(MilledEnergy(5, "Fire"))),
})
pokemon("gym1-38", "Brock's Geodude", attacks={
    "Lucky Shot": Attack(RequiresAny(OPPONENTS_BENCH),
                         FlipForChosen(30, Chosen(OPPONENTS_BENCH))),
})
pokemon("gym1-39", "Brock's Golbat", attacks={
    "Spiral Dive": Attack(Damage(10, to=OPPONENTS_POKEMON), NoWeaknessResistance()),
})
pokemon("gym1-40", "Brock's Graveler", attacks={"Rock Toss": Attack(Times(Heads(3)))})
pokemon("gym1-41", "Brock's Lickitung", attacks={"Slam": Attack(Times(Heads(2)))})
pokemon("gym1-42", "Erika's Dratini",
        attacks={"Tail Strike": Attack(flip(heads=Plus(20)))},
        powers={"Strange Barrier": CapFromBasics(20, 10)})
pokemon("gym1-43", "Erika's Exeggcute", attacks={
    "Deflector": Attack(lasting("halve-damage", SELF)),
    "Egg Bomb": Attack(flip(tails=(DoesNothing(), self_damage(20)))),
})
pokemon("gym1-44", "Erika's Exeggutor", attacks={
    "Psychic Exchange": Attack(ShuffleHand(), Draw(5)),
    "Stomp": Attack(flip(heads=Plus(10))),
})
pokemon("gym1-45", "Erika's Gloom", attacks={
    "Healing Pollen": Attack(flip(heads=Heal(40))),
    "Magic Pollen": Attack(flip(heads=ConditionOfChoice())),
})
pokemon("gym1-46", "Erika's Gloom", attacks={
    "Dream Dance": Attack(sleep(), sleep(SELF)),
    "Vile Smell": Attack(confuse(), confuse(SELF)),
})
pokemon("gym1-47", "Erika's Oddish",
        attacks={"Poisonpowder": Attack(flip(heads=poison()))},
        powers={"Photosynthesis": EnergyIsType("Grass")})
pokemon("gym1-48", "Erika's Weepinbell",
        attacks={"Flytrap": Attack(RequiresAny(OPPONENTS_BENCH), GustFirst())})
pokemon("gym1-49", "Erika's Weepinbell", attacks={"Sleep Poison": Attack(sleep(), poison())})


def energy_flip() -> Attack:
    """Removal Pulse, Rapids, Removal Beam: only if the Defending Pokémon has Energy cards, a
    coin; heads, discard 1 of them."""
    return Attack(if_any(with_energy(DEFENDING), flip(heads=DiscardDefendingEnergy()),
                         words="the Defending Pokémon has any Energy cards attached"))


pokemon("gym1-50", "Lt. Surge's Magnemite", attacks={
    "Removal Pulse": energy_flip(),
    "Confusion Pulse": Attack(flip(heads=confuse())),
})
pokemon("gym1-51", "Lt. Surge's Raticate", attacks={"Super Fang": Attack(HalfRemainingHp())})
pokemon("gym1-53", "Misty's Poliwhirl", attacks={
    "Rapids": energy_flip(),
    "Water Punch": Attack(Plus(10, per=Heads(TypedEnergy("Water")))),
})
pokemon("gym1-54", "Misty's Psyduck", attacks={
    "Call for Friend": Attack(FlipToBench(basic_with_in_name("Misty"))),
})
pokemon("gym1-55", "Misty's Seaking",
        attacks={"Mud Splash": Attack(FlipForChosen(10, Chosen(OPPONENTS_BENCH)))})
pokemon("gym1-56", "Misty's Starmie", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
    "Bubblebeam": Attack(flip(heads=paralyze())),
})
pokemon("gym1-57", "Misty's Tentacool",
        attacks={"Crystal Beam": Attack(flip(heads=lasting("no-energy-attach", DEFENDING)))})
pokemon("gym1-58", "Sabrina's Haunter", attacks={
    "Night Spirits": Attack(Times(Heads(named_any(
        "Sabrina's Gastly", "Sabrina's Haunter", "Sabrina's Gengar")))),
})
pokemon("gym1-59", "Sabrina's Jynx", attacks={
    "Good Night": Attack(sleep()),
    "Good Morning": Attack(Wake()),
})
pokemon("gym1-60", "Sabrina's Slowbro", attacks={
    "Naptime": Attack(flip(heads=(Heal(30), sleep(SELF)))),
    "Screaming Headbutt": Attack(lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN,
                                         data="Screaming Headbutt")),
})
pokemon("gym1-61", "Blaine's Charmander",
        attacks={"Kindle": Attack(DiscardEnergy("Colorless", 1), DiscardDefendingEnergy())})
pokemon("gym1-62", "Blaine's Growlithe",
        attacks={"Blaze": Attack(Damage(10, to=of_type(OPPONENTS_BENCH, "Grass")))})
pokemon("gym1-63", "Blaine's Ponyta",
        attacks={"Agility": Attack(flip(heads=lasting("barrier", SELF)))})
pokemon("gym1-64", "Blaine's Tauros", attacks={
    "3-Pronged Tail": Attack(Times(Heads(3))),
    "Full Speed Charge": Attack(SplitByCoins(4, 20)),
})
pokemon("gym1-65", "Blaine's Vulpix",
        attacks={"Tail Fan": Attack(flip(heads=confuse()))},
        powers={"Natural Healing": HealSelfOnce(10)})
pokemon("gym1-66", "Brock's Geodude", attacks={
    "Call for Friend": Attack(FlipToBench(basic_with_in_name("Brock"))),
    "Hook Shot": Attack(no_resistance()),
})
pokemon("gym1-67", "Brock's Mankey", attacks={"Taunt": Attack(choose_opponent_switch())})
pokemon("gym1-68", "Brock's Mankey", attacks={
    "Fidget": Attack(ShuffleDeck()),
    "Karate Chop": Attack(minus(10, per=Counters(SELF))),
})
pokemon("gym1-69", "Brock's Onix", attacks={"Bellow": Attack(flip(heads=paralyze()))})
pokemon("gym1-70", "Brock's Rhyhorn",
        attacks={"Drill Tackle": Attack(flips(2, tails=DoesNothing()))})
pokemon("gym1-71", "Brock's Sandshrew",
        attacks={"Defense Curl": Attack(flip(heads=lasting("prevent-damage", SELF)))})
pokemon("gym1-72", "Brock's Sandshrew",
        attacks={"Sand Pit": Attack(lasting("no-retreat", DEFENDING))})
pokemon("gym1-73", "Brock's Vulpix", attacks={"Quick Attack": Attack(flip(heads=Plus(20)))})
pokemon("gym1-74", "Brock's Zubat", attacks={"Poison Fang": Attack(flip(heads=poison()))})
pokemon("gym1-75", "Erika's Bellsprout", attacks={"Poison Vine": Attack(flip(heads=poison()))})
pokemon("gym1-76", "Erika's Bellsprout", attacks={"Careless Tackle": Attack(self_damage(10))})
pokemon("gym1-77", "Erika's Exeggcute", attacks={
    "Eggsplosion": Attack(Times(Heads(EnergyUnits(SELF)))),
    "Psychic": Attack(Plus(10, per=EnergyCards(DEFENDING))),
})
pokemon("gym1-78", "Erika's Oddish", attacks={
    "Blot": Attack(Heal(10)),
    "Sporadic Sponging": Attack(if_any(damaged(SELF), flip(heads=Heal(10)),
                                       words="this Pokémon has any damage counters on it")),
})
pokemon("gym1-79", "Erika's Tangela",
        attacks={"Stretch Vine": Attack(Damage(20, to=Chosen(OPPONENTS_BENCH)))})
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
    "Razor Wind": Attack(flip(tails=DoesNothing())),
})
pokemon("gym1-84", "Lt. Surge's Voltorb", attacks={
    "Spin Ball": Attack(Times(Heads(1))),
    "Double Spin": Attack(Times(Heads(2))),
})
pokemon("gym1-85", "Misty's Goldeen", attacks={
    "Fury Attack": Attack(Times(Heads(2))),
    "Supersonic": Attack(flip(heads=confuse())),
})
pokemon("gym1-86", "Misty's Horsea",
        attacks={"Smokescreen": Attack(lasting("sand-attack", DEFENDING))})
pokemon("gym1-87", "Misty's Poliwag", attacks={
    "Hypnotic Stare": Attack(flip(heads=paralyze(), tails=sleep())),
    "Tail Rap": Attack(Times(Heads(2))),
})
pokemon("gym1-89", "Misty's Shellder",
        attacks={"Clamp": Attack(flip(heads=paralyze(), tails=DoesNothing()))})
pokemon("gym1-90", "Misty's Staryu", attacks={"Swift": Attack(ignores_defender_effects())})
pokemon("gym1-91", "Sabrina's Abra",
        attacks={"Energy Loop": Attack(DiscardEnergy("Psychic", 1, to_hand=True))})
pokemon("gym1-92", "Sabrina's Drowzee",
        attacks={"Suggestion": Attack(flip(heads=lasting("no-attack", DEFENDING)))})
pokemon("gym1-93", "Sabrina's Gastly", attacks={"Spook": Attack(lasting("no-retreat", DEFENDING))})
pokemon("gym1-94", "Sabrina's Mr. Mime",
        attacks={"Sleight of Hand": Attack(HandForEnergy(3))})
pokemon("gym1-95", "Sabrina's Slowpoke", attacks={"Lazy Attack": Attack(sleep(SELF))})
pokemon("gym1-96", "Sabrina's Venonat", attacks={
    "Poison Antennae": Attack(poison()),
    "Removal Beam": energy_flip(),
})
