"""Neo Revelation (neo3): card behaviour, in number order (65–66, the Shining Pokémon, with
the Shining deck rule)."""

from oldback.effects.bench import SearchToBench
from oldback.effects.coins import by_heads, flip, flips
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.damage import (
    Damage,
    DamageInstead,
    NoWeaknessResistance,
    Plus,
    Times,
    no_resistance,
    self_damage,
)
from oldback.effects.define import pokemon
from oldback.effects.energy import AttachFrom, DiscardDefendingEnergy, DiscardOrNothing
from oldback.effects.healing import Heal, HealDamageDone
from oldback.effects.lasting import (
    NEXT_OWN_TURN,
    DisableAttack,
    lasting,
    until_benched,
)
from oldback.effects.pieces import Attack, DoesNothing, if_any, if_at_least
from oldback.effects.powers.triggered import WhenPlayed
from oldback.effects.requirements import RequiresBenchRoom
from oldback.effects.select import (
    DEFENDING,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    Chosen,
    Counters,
    EnergyUnits,
    Heads,
    HeadsUntilTails,
    InDeck,
    InDiscard,
    Remembered,
    TypedEnergy,
    Where,
    basic_energy_of,
    basic_named,
    named_among,
)

DARKNESS_ENERGY = InDiscard("a Darkness Energy card", lambda c: c.name == "Darkness Energy")


def sniping(amount: int) -> Attack:
    """Flip a coin; heads, choose 1 of the opponent's Pokémon: ``amount`` to it, no Weakness
    or Resistance (Sacred Fire, Sharpshooting)."""
    return Attack(flip(heads=(NoWeaknessResistance(),
                              Damage(amount, to=Chosen(OPPONENTS_POKEMON)))))


def cant_use_next_turn(name: str):
    """This Pokémon can't use the attack ``name`` during your next turn."""
    return lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN, data=name)


pokemon("neo3-2", "Blissey",
        attacks={"Body Slam": Attack(flip(heads=paralyze()))},
        powers={"Softboiled": WhenPlayed(flip(heads=Heal(80), tails=Heal(40)), may=True)})
CROSS_ATTACK_HEADS = Remembered(Heads(4))
pokemon("neo3-4", "Crobat", attacks={
    "Cross Attack": Attack(Times(CROSS_ATTACK_HEADS),
                           if_at_least(CROSS_ATTACK_HEADS, 2, confuse())),
})
pokemon("neo3-5", "Delibird", attacks={"Present": Attack(by_heads(3, {
    0: Heal(None, on=DEFENDING), 1: DamageInstead(40), 2: Heal(30, on=DEFENDING),
    3: DamageInstead(60)}))})
pokemon("neo3-7", "Ho-oh", attacks={
    "Stoke": Attack(AttachFrom(InDeck("a Fire Energy card", basic_energy_of("Fire")))),
    "Sacred Fire": sniping(40),
    "Dive Bomb": Attack(flip(tails=DoesNothing())),
})
pokemon("neo3-8", "Houndoom", attacks={
    "Dark Flame": Attack(DiscardOrNothing("Fire", AttachFrom(DARKNESS_ENERGY))),
    "Black Fang": Attack(Plus(10, per=Heads(TypedEnergy("Darkness", SELF)))),
})
pokemon("neo3-16", "Celebi", attacks={
    "Psychic Leaf": Attack(Plus(10, per=Heads(EnergyUnits(DEFENDING))), HealDamageDone()),
})
pokemon("neo3-23", "Skarmory", attacks={
    "Fury Attack": Attack(Times(Heads(2))),
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
})
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
pokemon("neo3-34", "Octillery", attacks={
    "Constrict": Attack(flip(heads=paralyze())),
    "Octazooka": Attack(flip(heads=until_benched("sand-attack", DEFENDING))),
})
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
pokemon("neo3-52", "Skiploom", attacks={"Mysterious Powder": Attack(flip(heads=confuse()))})
pokemon("neo3-53", "Slugma", attacks={"Magma Ring": Attack(lasting("no-retreat", DEFENDING))})
pokemon("neo3-55", "Snubbull", attacks={
    "Raging Headbutt": Attack(flip(heads=Plus(10, per=Counters(SELF)))),
})
pokemon("neo3-56", "Staryu", attacks={"Bubblebeam": Attack(flip(heads=paralyze()))})
pokemon("neo3-57", "Swinub", attacks={"Take Down": Attack(self_damage(10))})
pokemon("neo3-59", "Zubat", attacks={"Poison Spray": Attack(poison())})
