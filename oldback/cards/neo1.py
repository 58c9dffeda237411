"""Neo Genesis (neo1): card behaviour, in number order (Fighting … Water Energy 106–111
reprint Base Set's)."""

from oldback.effects.attached import CureBetweenTurns, HealBetweenTurns, SurviveWithTen
from oldback.effects.bench import (
    BothSwitch,
    EachBenchesFromDeck,
    SearchToBench,
    choose_opponent_switch,
    opponent_switches,
    you_switch,
)
from oldback.effects.coins import flip
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import CopyOpponentsAttack
from oldback.effects.damage import (
    Damage,
    DamageTimes,
    FlipForChosen,
    MoreIfAttackedLastTurn,
    NoWeaknessResistance,
    Plus,
    PowerDamage,
    Times,
    ignores_defender_effects,
    self_damage,
)
from oldback.effects.deck import (
    DiscardTop,
    Draw,
    Rearrange,
    RearrangeTopCards,
    RevealSameName,
    SearchDeck,
    top_cards,
)
from oldback.effects.define import card, pokemon
from oldback.effects.discard_pile import (
    EachShufflesFromDiscard,
    FromDiscard,
    ShuffleFromDiscard,
    TradeForDiscard,
)
from oldback.effects.energy import (
    AttachFrom,
    AttachFromHand,
    AttachToChosen,
    DiscardAllOfType,
    Discarded,
    DiscardEnergy,
    DiscardOwnEnergy,
    MoveAllOfTypeThenSwitch,
    MoveOwnEnergy,
    ShuffleAllFromDiscard,
)
from oldback.effects.games import PrizeGuess
from oldback.effects.hand import ShuffleHand, TrainerBackIntoDeck
from oldback.effects.healing import Heal, HealDamageDone, HealPer, HealUnlessPrevented
from oldback.effects.lasting import (
    NEXT_OPPONENT_TURN,
    NEXT_OWN_TURN,
    DisableAttack,
    NoMoreTrainers,
    PutMarker,
    SideLasts,
    facing,
    lasting,
    until_benched,
    while_active,
)
from oldback.effects.leave_play import ShuffleIn, ToHand
from oldback.effects.pieces import (
    Attack,
    DoesNothing,
    Trainer,
    shuffle_from_hand,
    unless_knocked_out,
)
from oldback.effects.powers.activated import DiscardFromHandAtWill, OncePerTurn
from oldback.effects.powers.passive import BaseDamageWhenLow, DoubleBasicEnergy, MoreForUnused
from oldback.effects.powers.triggered import TrainerToDeckTop, WhenPlayed
from oldback.effects.requirements import RequiresBenchRoom
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    EACH_PLAYERS_POKEMON,
    EACH_POKEMON,
    OPPONENTS_ACTIVE,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    YOUR_POKEMON,
    CardsIn,
    Chosen,
    Counters,
    Heads,
    InDeck,
    InDiscard,
    PokemonInPlay,
    UnusedEnergy,
    Where,
    basic_energy_in_deck,
    basic_energy_of,
    basic_named,
    damaged,
    is_basic_energy,
    is_energy,
    is_trainer,
    of_type,
    with_name,
    with_power,
)
from oldback.effects.special_energy import BackToHand, DarknessEnergy, MetalEnergy
from oldback.effects.stadiums import EnergyBackFromDiscard, ReduceByType

WATER_IN_DISCARD = InDiscard("Water Energy cards", basic_energy_of("Water"))


def quick_attack(more: int) -> Attack:
    return Attack(flip(heads=Plus(more)))


def agility() -> Attack:
    """Flip a coin: heads, during the opponent's next turn prevent all effects of attacks,
    damage included, done to this Pokémon."""
    return Attack(flip(heads=lasting("barrier", SELF)))


def screech() -> Attack:
    """Until the end of your next turn, an attack that damages the Defending Pokémon does
    20 more damage to it."""
    return Attack(lasting("more-if-damaged", DEFENDING, turns=2, value=20))


def leer() -> Attack:
    return Attack(flip(heads=facing("cant-attack-facing", DEFENDING)))


def flail() -> Attack:
    return Attack(Times(Counters(SELF)))


def rage() -> Attack:
    return Attack(Plus(10, per=Counters(SELF)))


pokemon("neo1-1", "Ampharos", attacks={
    "Gigaspark": Attack(flip(heads=(paralyze(), Damage(10, to=OPPONENTS_BENCH)))),
})
pokemon("neo1-2", "Azumarill", attacks={
    "Bubble Shower": Attack(flip(heads=(paralyze(), Damage(10, to=OPPONENTS_BENCH)))),
})
pokemon("neo1-3", "Bellossom", attacks={
    "Sweet Nectar": Attack(flip(heads=Heal(None, on=Chosen(damaged(YOUR_POKEMON))))),
    "Flower Dance": Attack(Times(with_name(YOUR_POKEMON, "Bellossom"))),
})
pokemon("neo1-4", "Feraligatr",
        attacks={"Chomp": Attack(Plus(10, per=Heads(Counters(SELF))))},
        powers={"Berserk": WhenPlayed(flip(heads=DiscardTop(5, whose="opponent's"),
                                           tails=DiscardTop(5)))})
pokemon("neo1-5", "Feraligatr",
        attacks={"Riptide": Attack(Plus(10, per=CardsIn(WATER_IN_DISCARD)),
                                   ShuffleAllFromDiscard(WATER_IN_DISCARD))},
        powers={"Downpour": DiscardFromHandAtWill("Water")})
pokemon("neo1-6", "Heracross", attacks={"Megahorn": Attack(flip(tails=DoesNothing()))},
        powers={"Final Blow": BaseDamageWhenLow("Megahorn", 20, 120)})
pokemon("neo1-7", "Jumpluff", attacks={
    "Sleep Powder": Attack(sleep()),
    "Leech Seed": Attack(HealUnlessPrevented(10)),
})
pokemon("neo1-8", "Kingdra", attacks={
    "Agility": agility(),
    "Dragon Tornado": Attack(unless_knocked_out(choose_opponent_switch())),
})
pokemon("neo1-9", "Lugia", attacks={
    "Elemental Blast": Attack(DiscardEnergy("Fire", 1), DiscardEnergy("Water", 1),
                              DiscardEnergy("Lightning", 1)),
})
pokemon("neo1-10", "Meganium",
        attacks={"Body Slam": Attack(flip(heads=paralyze()))},
        powers={"Herbal Scent": WhenPlayed(flip(heads=Heal(None, on=of_type(EACH_POKEMON,
                                                                            "Grass"))),
                                           may=True)})
pokemon("neo1-14", "Slowking",
        attacks={"Mind Blast": Attack(flip(heads=(Plus(10), confuse())))},
        powers={"Mind Games": TrainerToDeckTop()})
pokemon("neo1-16", "Togetic", attacks={
    "Super Metronome": Attack(flip(heads=CopyOpponentsAttack())),
    "Fly": Attack(flip(heads=lasting("barrier", SELF), tails=DoesNothing())),
})
pokemon("neo1-11", "Meganium",
        attacks={"Soothing Scent": Attack(sleep())},
        powers={"Wild Growth": DoubleBasicEnergy("Grass")})
pokemon("neo1-12", "Pichu", attacks={
    "Zzzap": Attack(NoWeaknessResistance(), Damage(20, to=with_power(EACH_POKEMON))),
})
pokemon("neo1-13", "Skarmory", attacks={
    "Claw": Attack(flip(tails=DoesNothing())),
    "Steel Wing": Attack(flip(heads=lasting("reduce-damage", SELF, value=20))),
})
pokemon("neo1-15", "Steelix", attacks={"Tail Crush": quick_attack(20)})
pokemon("neo1-17", "Typhlosion",
        attacks={"Flame Burst": Attack(flip(heads=(Plus(20), self_damage(20))))},
        powers={"Fire Recharge": OncePerTurn(flip(heads=AttachToChosen(
            InDiscard("a Fire Energy card", basic_energy_of("Fire")),
            of_type(YOUR_POKEMON, "Fire"))))})
pokemon("neo1-18", "Typhlosion",
        attacks={"Flame Wheel": Attack(DiscardEnergy("Fire", 3), Damage(20, to=EACH_BENCH))},
        powers={"Fire Boost": WhenPlayed(flip(heads=AttachFrom(basic_energy_in_deck("Fire"),
                                                               up_to=4)), may=True)})

card("neo1-19", "Metal Energy", MetalEnergy())
pokemon("neo1-20", "Cleffa", attacks={"Eeeeeeek": Attack(ShuffleHand(), Draw(7))})
pokemon("neo1-21", "Donphan", attacks={
    "Flail": flail(),
    "Rapid Spin": Attack(opponent_switches(), you_switch()),
})
pokemon("neo1-22", "Elekid", powers={
    "Playful Punch": OncePerTurn(flip(heads=PowerDamage(20, OPPONENTS_ACTIVE)), ends_turn=True),
})
pokemon("neo1-23", "Magby", attacks={
    "Sputter": Attack(SideLasts("no-powers", NEXT_OWN_TURN, "All Pokémon Powers stop working "
                                "until the end of your next turn.")),
})
pokemon("neo1-24", "Murkrow", attacks={
    "Mean Look": Attack(while_active("cant-retreat")),
    "Feint Attack": Attack(ignores_defender_effects(), Damage(20, to=Chosen(OPPONENTS_POKEMON))),
})
pokemon("neo1-25", "Sneasel", attacks={
    "Fury Swipes": Attack(Times(Heads(3))),
    "Beat Up": Attack(Times(Heads(YOUR_POKEMON))),
})
pokemon("neo1-26", "Aipom", attacks={
    "Pilfer": Attack(ShuffleIn(SELF), flip(heads=ShuffleFromDiscard(InDiscard("a card"),
                                                                    up_to=1))),
    "Tail Rap": Attack(Times(Heads(2))),
})
pokemon("neo1-27", "Ariados", attacks={
    "Spider Web": Attack(flip(heads=until_benched("no-retreat", DEFENDING))),
    "Poison Bite": Attack(poison(), HealDamageDone(half=True)),
})
pokemon("neo1-28", "Bayleef", attacks={
    "Poisonpowder": Attack(flip(heads=poison())),
    "Pollen Shield": Attack(lasting("no-conditions", SELF)),
})
pokemon("neo1-29", "Bayleef", attacks={
    "Sweet Scent": Attack(flip(heads=Heal(20, on=Chosen(damaged(YOUR_POKEMON))),
                               tails=Heal(20, on=Chosen(damaged(OPPONENTS_POKEMON))))),
    "Double Razor Leaf": Attack(Times(Heads(2))),
})
pokemon("neo1-30", "Clefairy", attacks={
    "Doubleslap": Attack(Times(Heads(2))),
    "Squaredance": Attack(SearchDeck(InDeck("a basic Energy card", is_basic_energy),
                                     Heads(EACH_PLAYERS_POKEMON), show=True)),
})
pokemon("neo1-31", "Croconaw", attacks={
    "Screech": screech(),
    "Jaw Clamp": Attack(while_active("clamped", turns=NEXT_OPPONENT_TURN)),
})
pokemon("neo1-32", "Croconaw", attacks={"Sweep Away": Attack(DiscardTop(3))})
pokemon("neo1-33", "Electabuzz", attacks={"Swift": Attack(ignores_defender_effects())})
pokemon("neo1-34", "Flaaffy", attacks={
    "Discharge": Attack(DiscardAllOfType("Lightning"), Times(Heads(Discarded("Lightning")))),
    "Electric Current": Attack(MoveOwnEnergy("Lightning", to=YOUR_BENCH)),
})
pokemon("neo1-35", "Furret", attacks={
    "Quick Attack": quick_attack(10),
    "Slam": Attack(Times(Heads(2))),
})
pokemon("neo1-36", "Gloom", attacks={
    "Strange Powder": Attack(flip(heads=confuse(), tails=sleep())),
    "Sticky Nectar": Attack(flip(heads=(Plus(10), while_active("clamped", turns=NEXT_OWN_TURN)))),
})
pokemon("neo1-37", "Granbull", attacks={
    "Raging Charge": Attack(Plus(10, per=Counters(SELF)), self_damage(20)),
})
pokemon("neo1-38", "Lanturn", attacks={"Floodlight": Attack(flip(heads=paralyze()))},
        powers={"Hydroelectric Power": MoreForUnused("Floodlight", "Water")})
pokemon("neo1-39", "Ledian", attacks={
    "Baton Pass": Attack(MoveAllOfTypeThenSwitch("Grass", of_type(YOUR_BENCH, "Grass"))),
})
pokemon("neo1-41", "Miltank", attacks={
    "Milk Drink": Attack(HealPer(Heads(2), on=SELF, counters=2)),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("neo1-42", "Noctowl", powers={"Glaring Gaze": OncePerTurn(flip(heads=TrainerBackIntoDeck(
    "Trainer card", is_trainer)))})
pokemon("neo1-43", "Phanpy", attacks={"Endure": Attack(flip(heads=lasting("endure", SELF)))})
pokemon("neo1-44", "Piloswine", attacks={
    "Freeze": Attack(flip(heads=until_benched("no-attack", DEFENDING))),
    "Blizzard": Attack(flip(heads=Damage(10, to=OPPONENTS_BENCH),
                            tails=Damage(10, to=YOUR_BENCH))),
})
pokemon("neo1-45", "Quagsire", attacks={"Earthquake": Attack(Damage(10, to=YOUR_BENCH))})
pokemon("neo1-46", "Quilava", attacks={
    "Ember": Attack(DiscardEnergy("Fire", 1)),
    "Fire Wind": Attack(DamageTimes(10, Heads(2), Chosen(OPPONENTS_BENCH)),
                        NoWeaknessResistance()),
})
pokemon("neo1-47", "Quilava", attacks={
    "Smokescreen": Attack(lasting("sand-attack", DEFENDING)),
    "Char": Attack(PutMarker("char")),
})
pokemon("neo1-48", "Seadra", attacks={
    "Bubble": Attack(flip(heads=paralyze())),
    "Mud Splash": Attack(FlipForChosen(10, to=Chosen(OPPONENTS_BENCH))),
})
pokemon("neo1-49", "Skiploom", attacks={
    "Poisonpowder": Attack(poison()),
    "Stun Spore": Attack(flip(heads=paralyze())),
})
pokemon("neo1-50", "Sunflora", attacks={"Petal Dance": Attack(Times(Heads(3)), confuse(SELF))})
pokemon("neo1-51", "Togepi", attacks={"Poison Barb": Attack(poison())})
pokemon("neo1-52", "Xatu", attacks={
    "Prophecy": Attack(RearrangeTopCards(3)),
    "Confuse Ray": Attack(flip(heads=confuse())),
})
pokemon("neo1-53", "Chikorita", attacks={"Deflector": Attack(lasting("halve-damage", SELF))})
pokemon("neo1-54", "Chikorita", attacks={"Growl": Attack(facing("softer-from", SELF, value=10))})
pokemon("neo1-55", "Chinchou", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Flail": flail(),
})
pokemon("neo1-56", "Cyndaquil", attacks={
    "Leer": leer(),
    "Swift": Attack(ignores_defender_effects()),
})
pokemon("neo1-57", "Cyndaquil", attacks={
    "Fireworks": Attack(flip(tails=DiscardOwnEnergy("Colorless", 1))),
    "Quick Attack": quick_attack(20),
})
pokemon("neo1-58", "Girafarig", attacks={
    "Agility": agility(),
    "Psybeam": Attack(flip(heads=confuse())),
})
pokemon("neo1-59", "Gligar", attacks={"Poison Sting": Attack(flip(heads=poison()))})
pokemon("neo1-60", "Hoothoot", attacks={"Hypnosis": Attack(sleep())})
pokemon("neo1-61", "Hoppip", attacks={
    "Sprout": Attack(RequiresBenchRoom(), SearchToBench(basic_named("Hoppip"))),
})
pokemon("neo1-62", "Horsea", attacks={"Fin Slap": Attack(MoreIfAttackedLastTurn(10))})
pokemon("neo1-63", "Ledyba", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Comet Punch": Attack(DamageTimes(10, Heads(4), DEFENDING)),
})
pokemon("neo1-64", "Mantine", attacks={"Undulate": agility()})
pokemon("neo1-65", "Mareep", attacks={
    "Static Electricity": Attack(AttachFrom(basic_energy_in_deck("Lightning"), up_to=PokemonInPlay(
        Where(EACH_POKEMON, lambda mon: mon.name == "Mareep", "named Mareep"), "Mareep in play"))),
    "Thundershock": Attack(flip(heads=paralyze())),
})
pokemon("neo1-66", "Marill", attacks={
    "Defense Curl": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Bubble Bomb": Attack(flip(heads=paralyze(), tails=self_damage(10))),
})
pokemon("neo1-67", "Natu", attacks={
    "Telekinesis": Attack(NoWeaknessResistance(), Damage(20, to=Chosen(OPPONENTS_POKEMON))),
})
pokemon("neo1-68", "Oddish", attacks={
    "Hide": agility(),
    "Absorb": Attack(HealDamageDone(half=True)),
})
pokemon("neo1-69", "Onix", attacks={"Screech": screech(), "Rage": rage()})
pokemon("neo1-70", "Pikachu", attacks={"Quick Attack": quick_attack(20), "Agility": agility()})
pokemon("neo1-71", "Sentret", attacks={"Fury Swipes": Attack(Times(Heads(3)))})
pokemon("neo1-72", "Shuckle", attacks={
    "Withdraw": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Wrap": Attack(flip(heads=paralyze())),
})
pokemon("neo1-73", "Slowpoke", attacks={
    "Psyshock": Attack(flip(heads=paralyze())),
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
pokemon("neo1-74", "Snubbull", attacks={
    "Roar": Attack(flip(heads=opponent_switches())),
    "Lick": Attack(flip(heads=paralyze())),
})
pokemon("neo1-75", "Spinarak", attacks={
    "Scary Face": Attack(flip(heads=(lasting("no-attack", DEFENDING),
                                     lasting("no-retreat", DEFENDING)))),
    "String Shot": Attack(flip(heads=paralyze())),
})
pokemon("neo1-76", "Stantler", attacks={
    "Stomp": quick_attack(10),
    "Mystifying Horns": Attack(flip(heads=confuse())),
})
pokemon("neo1-77", "Sudowoodo", attacks={"Flail": flail()})
pokemon("neo1-78", "Sunkern", attacks={
    "Growth": Attack(flip(heads=AttachFromHand("Grass", up_to=2))),
    "Mega Drain": Attack(HealDamageDone(half=True)),
})
pokemon("neo1-79", "Swinub", attacks={"Powder Snow": Attack(sleep())})
pokemon("neo1-80", "Totodile", attacks={"Rage": rage()})
pokemon("neo1-81", "Totodile", attacks={
    "Leer": leer(),
    "Fury Swipes": Attack(Times(Heads(3))),
})
pokemon("neo1-82", "Wooper", attacks={
    "Amnesia": Attack(DisableAttack()),
    "Slam": Attack(Times(Heads(2))),
})

card("neo1-83", "Arcade Game", Trainer(RevealSameName(3)))
card("neo1-84", "Ecogym", EnergyBackFromDiscard())
card("neo1-85", "Energy Charge",
     Trainer(flip(heads=ShuffleFromDiscard(InDiscard("Energy cards", is_energy), up_to=2))))
card("neo1-86", "Focus Band", SurviveWithTen())
card("neo1-87", "Mary", Trainer(Draw(2), shuffle_from_hand(2, drawn=2)))
card("neo1-88", "PokéGear", Trainer(top_cards(7, 1, "a Trainer card", is_trainer, optional=True,
                                               shuffle=True), NoMoreTrainers()))
card("neo1-89", "Super Energy Retrieval",
     TradeForDiscard(InDiscard("basic Energy cards", is_basic_energy), count=4, price=2))
card("neo1-90", "Time Capsule", Trainer(EachShufflesFromDiscard(InDiscard(
    "Basic Pokémon, Evolution or basic Energy cards",
    lambda c: c.is_pokemon or c.is_basic_energy)), NoMoreTrainers()))
card("neo1-91", "Bill's Teleporter", Trainer(flip(heads=Draw(4))))
card("neo1-92", "Card-Flip Game", Trainer(PrizeGuess(2)))
card("neo1-93", "Gold Berry", HealBetweenTurns(4))
card("neo1-94", "Miracle Berry", CureBetweenTurns())
card("neo1-95", "New Pokédex", Rearrange(5, shuffle_first=True))
card("neo1-96", "Professor Elm", Trainer(ShuffleHand(), Draw(7), NoMoreTrainers()))
card("neo1-97", "Sprout Tower", ReduceByType("Colorless", 30))
card("neo1-98", "Super Scoop Up", Trainer(flip(heads=ToHand(Chosen(YOUR_POKEMON,
                                                                   kind="return-to-hand")))))
card("neo1-99", "Berry", HealBetweenTurns(2))
card("neo1-100", "Double Gust", BothSwitch(gust=True))
card("neo1-101", "Moo-Moo Milk",
     Trainer(HealPer(Heads(2), on=Chosen(YOUR_POKEMON, kind="heal"), counters=2)))
card("neo1-102", "Pokémon March", Trainer(EachBenchesFromDeck()))
card("neo1-103", "Super Rod", Trainer(flip(
    heads=FromDiscard(InDiscard("an Evolution card", lambda c: c.is_pokemon and c.evolves_from
                                is not None)),
    tails=FromDiscard(InDiscard("a Basic Pokémon card", lambda c: c.is_pokemon
                                and c.stage == "Basic")))))
card("neo1-104", "Darkness Energy", DarknessEnergy())
card("neo1-105", "Recycle Energy", BackToHand())
