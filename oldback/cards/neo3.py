"""Neo Revelation (neo3): card behaviour, in number order (65–66, the Shining Pokémon, with
the Shining deck rule)."""

from oldback.effects.attached import (
    AttachedTrainerToDeck,
    DiscardAttachedTrainers,
    RetreatForFree,
)
from oldback.effects.bench import SearchToBench, opponent_switches
from oldback.effects.coins import by_heads, flip, flips, may_flip
from oldback.effects.conditions import ConditionOfChoice, confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import CopyEarlierAttack
from oldback.effects.damage import (
    Damage,
    DamageByEnergyType,
    DamageInstead,
    KnockOutIf,
    NoWeaknessResistance,
    Plus,
    PutCounters,
    Times,
    no_resistance,
    self_damage,
)
from oldback.effects.deck import DrawUpTo, SearchDeck
from oldback.effects.define import card, pokemon, shining, unown
from oldback.effects.discard_pile import FromDiscard
from oldback.effects.energy import (
    AttachFrom,
    AttachToChosen,
    DiscardDefendingEnergy,
    DiscardForDamage,
    DiscardOneFromEach,
    DiscardOrNothing,
    DiscardOwnEnergy,
    EnergyToOwnersDeck,
    MayDiscardThen,
    MillAttach,
)
from oldback.effects.evolution import EvolveAnyFromDeck, LaterStagesToHand
from oldback.effects.healing import Heal, HealDamageDone
from oldback.effects.lasting import (
    NEXT_OWN_TURN,
    DisableAttack,
    Lasts,
    facing,
    lasting,
    until_benched,
)
from oldback.effects.pieces import Attack, DoesNothing, EndTurn, Trainer, if_any, if_at_least
from oldback.effects.powers.activated import (
    ConvertEnergy,
    MoveEnergyAmong,
    OncePerTurn,
    TakeOwnCounters,
)
from oldback.effects.powers.passive import (
    CapSmallDamage,
    CopyDefendingAttacks,
    EarlierAttacks,
    KeepEnergy,
    PreventOtherEffects,
    ShieldDiscardPiles,
    ShunTrainers,
)
from oldback.effects.powers.triggered import (
    EnergyFollowsActive,
    FlipToShuffleIn,
    WhenAttached,
    WhenPlayed,
)
from oldback.effects.requirements import RequiresBenchRoom
from oldback.effects.select import (
    DEFENDING,
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    YOUR_POKEMON,
    BasicEnergyTypes,
    Chosen,
    Counters,
    EnergyUnits,
    Heads,
    HeadsUntilTails,
    InDeck,
    InDiscard,
    Remembered,
    Tails,
    TypedEnergy,
    Where,
    basic_energy_in_deck,
    basic_energy_of,
    basic_named,
    is_pokemon,
    is_trainer,
    named_among,
    named_any,
    of_type,
    with_name,
)
from oldback.effects.stadiums import FlipToHealActive, MoreHpForName

DARKNESS_ENERGY = InDiscard("a Darkness Energy card", lambda c: c.name == "Darkness Energy")
LIGHTNING_ENERGY = InDiscard("a Lightning Energy card", basic_energy_of("Lightning"))


def sniping(amount: int) -> Attack:
    """Flip a coin; heads, choose 1 of the opponent's Pokémon: ``amount`` to it, no Weakness
    or Resistance (Sacred Fire, Sharpshooting)."""
    return Attack(flip(heads=(NoWeaknessResistance(),
                              Damage(amount, to=Chosen(OPPONENTS_POKEMON)))))


def cant_use_next_turn(name: str):
    """This Pokémon can't use the attack ``name`` during your next turn."""
    return lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN, data=name)


pokemon("neo3-1", "Ampharos", attacks={
    "Attract Current": Attack(AttachToChosen(basic_energy_in_deck("Lightning"),
                                             of_type(YOUR_POKEMON, "Lightning"), up_to=Heads(3))),
    "Gigavolt": Attack(flip(heads=Plus(20), tails=paralyze())),
})
pokemon("neo3-2", "Blissey",
        attacks={"Body Slam": Attack(flip(heads=paralyze()))},
        powers={"Softboiled": WhenPlayed(flip(heads=Heal(80), tails=Heal(40)), may=True)})
pokemon("neo3-3", "Celebi",
        attacks={"Psychic Damage": Attack(PutCounters(10, on=DEFENDING, per=Heads(3)))},
        powers={"Time Travel": FlipToShuffleIn()})
CROSS_ATTACK_HEADS = Remembered(Heads(4))
pokemon("neo3-4", "Crobat", attacks={
    "Triggered Poison": Attack(lasting("poison-on-attach", DEFENDING)),
    "Cross Attack": Attack(Times(CROSS_ATTACK_HEADS),
                           if_at_least(CROSS_ATTACK_HEADS, 2, confuse())),
})
pokemon("neo3-5", "Delibird", attacks={"Present": Attack(by_heads(3, {
    0: Heal(None, on=DEFENDING), 1: DamageInstead(40), 2: Heal(30, on=DEFENDING),
    3: DamageInstead(60)}))})
pokemon("neo3-6", "Entei",
        attacks={"Searing Flames": Attack(DiscardOrNothing("Fire", count=2))},
        powers={"Howl": WhenPlayed(MillAttach(5, "Fire"), EndTurn(), may=True)})
pokemon("neo3-7", "Ho-oh", attacks={
    "Stoke": Attack(AttachFrom(InDeck("a Fire Energy card", basic_energy_of("Fire")))),
    "Sacred Fire": sniping(40),
    "Dive Bomb": Attack(flip(tails=DoesNothing())),
})
pokemon("neo3-8", "Houndoom", attacks={
    "Dark Flame": Attack(DiscardOrNothing("Fire", AttachFrom(DARKNESS_ENERGY))),
    "Black Fang": Attack(Plus(10, per=Heads(TypedEnergy("Darkness", SELF)))),
})
pokemon("neo3-9", "Jumpluff", attacks={
    "Evolutionary Spore": Attack(EvolveAnyFromDeck(named_any("Hoppip", "Skiploom"))),
})
pokemon("neo3-10", "Magneton",
        attacks={"Plasma": Attack(AttachFrom(LIGHTNING_ENERGY))},
        powers={"Electromagnetic Power": MoveEnergyAmong("Magnemite", "Magneton",
                                                         "Dark Magneton")})
pokemon("neo3-11", "Misdreavus", attacks={
    "Night Eyes": Attack(sleep(), lasting("attacked-with", DEFENDING, turns=NEXT_OWN_TURN,
                                          data="Night Eyes")),
    "Perish Song": Attack(KnockOutIf(DEFENDING, "asleep", "attacked-with", "Night Eyes")),
})
pokemon("neo3-12", "Porygon2",
        attacks={"Delta Beam": Attack(flip(heads=ConditionOfChoice(
            among=("asleep", "confused", "paralyzed"))))},
        powers={"Energy Converter": ConvertEnergy()})
pokemon("neo3-13", "Raikou",
        attacks={"Lightning Tackle": Attack(flip(tails=self_damage(20)))},
        powers={"Lightning Burst": WhenAttached("Lightning", opponent_switches())})
pokemon("neo3-14", "Suicune",
        attacks={"Aurora Wave": Attack(by_heads(2, {2: paralyze(), 1: sleep()}))},
        powers={"Crystal Body": PreventOtherEffects()})
pokemon("neo3-15", "Aerodactyl",
        attacks={"Fly": Attack(flip(heads=lasting("barrier", SELF), tails=DoesNothing()))},
        powers={"Prehistoric Memory": EarlierAttacks()})
pokemon("neo3-16", "Celebi", attacks={
    "Psychic Leaf": Attack(Plus(10, per=Heads(EnergyUnits(DEFENDING))), HealDamageDone()),
})
pokemon("neo3-17", "Entei",
        attacks={"Mega Flame": Attack(DiscardOwnEnergy("Fire", count=Tails(2)))},
        powers={"Legendary Body": ShunTrainers()})
pokemon("neo3-18", "Ho-oh", attacks={"Rainbow Burn": Attack(Plus(10, per=BasicEnergyTypes()))})
pokemon("neo3-19", "Kingdra", attacks={
    "Genetic Memory": Attack(CopyEarlierAttack()),
    "Twister": Attack(by_heads(2, {0: DoesNothing(), 1: DiscardDefendingEnergy(),
                                   2: (DiscardDefendingEnergy(), DiscardDefendingEnergy())})),
})
pokemon("neo3-20", "Lugia", attacks={
    "Aerowing": Attack(may_flip(heads=DamageInstead(80), tails=DoesNothing())),
})
pokemon("neo3-21", "Raichu", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Lightning Strike": Attack(MayDiscardThen("Lightning", (DamageInstead(80),), every=True)),
})
pokemon("neo3-22", "Raikou",
        attacks={"Lightning Spark": Attack(if_any(
            OPPONENTS_BENCH, flip(heads=Damage(20, to=Chosen(OPPONENTS_BENCH))),
            words="your opponent has any Benched Pokémon"))},
        powers={"Legendary Body": ShunTrainers()})
pokemon("neo3-23", "Skarmory", attacks={
    "Fury Attack": Attack(Times(Heads(2))),
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
})
pokemon("neo3-24", "Sneasel", attacks={
    "Swipe": Attack(flip(heads=DiscardAttachedTrainers(OPPONENTS_POKEMON))),
    "Quick Attack": Attack(flip(heads=Plus(20))),
})
pokemon("neo3-25", "Starmie", attacks={
    "Confuse Ray": Attack(flip(heads=confuse())),
    "Core Stream": Attack(NoWeaknessResistance(), DamageByEnergyType(20, OPPONENTS_POKEMON)),
})
pokemon("neo3-26", "Sudowoodo", attacks={"Slam": Attack(Times(Heads(2)))},
        powers={"Mimic": CopyDefendingAttacks()})
pokemon("neo3-27", "Suicune",
        attacks={"Crystal Wave": Attack(flip(heads=Plus(10), tails=opponent_switches()))},
        powers={"Legendary Body": ShunTrainers()})
pokemon("neo3-28", "Flaaffy", attacks={
    "Tail Shock": Attack(flip(heads=Damage(10, to=OPPONENTS_BENCH))),
})
pokemon("neo3-29", "Golbat", attacks={
    "Screech": Attack(lasting("more-if-damaged", DEFENDING, turns=2, value=20)),
    "Poison Bite": Attack(poison(), HealDamageDone(half=True)),
})
pokemon("neo3-30", "Graveler", attacks={
    "Earthquake": Attack(Damage(10, to=YOUR_BENCH)),
    "Rock Tumble": Attack(no_resistance()),
})
pokemon("neo3-31", "Jynx", attacks={
    "Freezing Kiss Goodnight": Attack(sleep()),
    "Strange Dance": Attack(flip(heads=(Plus(20), confuse()))),
})
pokemon("neo3-32", "Lanturn",
        attacks={"Blinding Light": Attack(flip(heads=confuse()))},
        powers={"Submerge": OncePerTurn(Lasts("power-type", SELF, turns=0, data="Water"))})
pokemon("neo3-33", "Magcargo",
        attacks={"Lava Flow": Attack(DiscardForDamage("Fire", 20, any_number=True))},
        powers={"Magma Pool": EnergyFollowsActive("Fire")})
pokemon("neo3-34", "Octillery", attacks={
    "Constrict": Attack(flip(heads=paralyze())),
    "Octazooka": Attack(flip(heads=until_benched("sand-attack", DEFENDING))),
})
pokemon("neo3-35", "Parasect",
        attacks={"Sleep Pinchers": Attack(flip(heads=sleep()))},
        powers={"Allergic Pollen": ShieldDiscardPiles()})
pokemon("neo3-36", "Piloswine", attacks={
    "Nap": Attack(Heal(30)),
    "High-Speed Charge": Attack(self_damage(30), cant_use_next_turn("High-Speed Charge")),
})
pokemon("neo3-37", "Seaking", attacks={
    "Rising Lunge": Attack(flip(heads=Plus(10))),
    "Horn Swipe": Attack(flips(2, heads=Plus(40))),
})
pokemon("neo3-38", "Stantler", attacks={
    "Terrorize": Attack(if_any(Where(DEFENDING, lambda mon: mon.card.stage == "Basic",
                                     "that is a Basic Pokémon"), DisableAttack(),
                             words="the Defending Pokémon is a Basic Pokémon")),
    "Overhead Toss": Attack(if_any(YOUR_BENCH, flip(tails=Damage(10, to=Chosen(YOUR_BENCH))),
                                   words="you have any Benched Pokémon")),
})
unown("neo3-39", "B", ("Bear", TakeOwnCounters("Unown", once=True, always=True)))
unown("neo3-40", "Y", ("Yield", OncePerTurn(flip(heads=AttachToChosen(
    basic_energy_in_deck("Psychic"), with_name(YOUR_POKEMON, "Unown"))), always=True)))
pokemon("neo3-41", "Aipom", attacks={"Grab": Attack(AttachedTrainerToDeck(OPPONENTS_POKEMON))})
pokemon("neo3-42", "Chinchou", attacks={
    "Positive Ion": Attack(flip(heads=Plus(10))),
    "Negative Ion": Attack(facing("softer-before-weakness", DEFENDING, value=10)),
})
pokemon("neo3-43", "Farfetch'd", attacks={"Leek Jab": Attack(cant_use_next_turn("Leek Jab"))})
pokemon("neo3-45", "Goldeen", attacks={"Fin Smack": Attack(Times(Heads(2)))})
pokemon("neo3-46", "Murkrow", attacks={
    "Call for Family": Attack(RequiresBenchRoom(), SearchToBench(basic_named("Murkrow"))),
    "Flock Attack": Attack(Plus(10, per=Heads(named_among(YOUR_BENCH, "Murkrow")))),
})
pokemon("neo3-47", "Paras", attacks={"Sleep Spore": Attack(flip(heads=sleep()))})
pokemon("neo3-48", "Quagsire", attacks={"Whirlpool": Attack(DiscardDefendingEnergy())})
pokemon("neo3-49", "Qwilfish", attacks={
    "Poison Sting": Attack(flip(heads=poison())),
    "Needle Storm": Attack(Times(HeadsUntilTails())),
})
pokemon("neo3-50", "Remoraid", attacks={"Sharpshooting": sniping(20)})
pokemon("neo3-51", "Shuckle",
        attacks={"Toxic Saliva": Attack(flip(heads=poison(amount=20)))},
        powers={"Hard Shell": CapSmallDamage(40, 10)})
pokemon("neo3-52", "Skiploom", attacks={"Mysterious Powder": Attack(flip(heads=confuse()))})
pokemon("neo3-53", "Slugma", attacks={"Magma Ring": Attack(lasting("no-retreat", DEFENDING))})
pokemon("neo3-54", "Smoochum",
        attacks={"Psykiss": Attack(flip(heads=EnergyToOwnersDeck(OPPONENTS_POKEMON)))})
pokemon("neo3-55", "Snubbull", attacks={
    "Raging Headbutt": Attack(flip(heads=Plus(10, per=Counters(SELF)))),
})
pokemon("neo3-56", "Staryu", attacks={"Bubblebeam": Attack(flip(heads=paralyze()))})
pokemon("neo3-57", "Swinub", attacks={"Take Down": Attack(self_damage(10))})
unown("neo3-58", "K", ("Keep", KeepEnergy("Unown")))
pokemon("neo3-59", "Zubat", attacks={"Poison Spray": Attack(poison())})

card("neo3-60", "Balloon Berry", RetreatForFree())
card("neo3-61", "Healing Field", FlipToHealActive(20))
card("neo3-62", "Pokémon Breeder Fields", Trainer(LaterStagesToHand(2)))
card("neo3-63", "Rocket's Hideout", MoreHpForName("Dark", 20))
card("neo3-64", "Old Rod", Trainer(by_heads(2, {
    2: FromDiscard(InDiscard("a Baby Pokémon, Basic Pokémon or Evolution card", is_pokemon)),
    0: FromDiscard(InDiscard("a Trainer card", is_trainer))})))
shining("neo3-65", "Shining Gyarados", {
    "Outrage": Attack(flip(heads=Plus(10, per=Counters(SELF)), tails=DoesNothing())),
    "Devastate": Attack(Damage(10, to=OPPONENTS_BENCH), DiscardOrNothing(
        "Fire", flip(heads=DiscardOneFromEach(OPPONENTS_POKEMON)), more=("Fire",))),
})
shining("neo3-66", "Shining Magikarp", {
    "Gold Scale": Attack(DrawUpTo(2, OPPONENTS, all_or_none=True), DrawUpTo(2, all_or_none=True)),
    "Dragon Bond": Attack(SearchDeck(InDeck(
        "a card named Gyarados, Dark Gyarados or Shining Gyarados",
        lambda c: c.name in ("Gyarados", "Dark Gyarados", "Shining Gyarados")), show=True)),
})
