"""Gym Challenge (gym2): the Pokémon, in number order (17–20 are Trainers; Sabrina's Abra
93 reprints the promo basep-19, written with the promos).

An Owner's Pokémon ("Misty's Staryu") evolves only from the card its own card names: the
engine compares whole names, so Misty's Starmie never evolves from Staryu (issue #11)."""

from oldback.effects.bench import (
    BenchAllFromDeck,
    BenchFromAnyDiscard,
    choose_opponent_switch,
    you_switch,
)
from oldback.effects.coins import by_heads, flip, flips
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import CopyDefendingAttack
from oldback.effects.damage import (
    Damage,
    DamageInstead,
    DamageTimes,
    LeaveHp,
    MoveOwnCounters,
    NoDamage,
    NoWeaknessResistance,
    Plus,
    SelfDamagePer,
    SwapCounters,
    Times,
    ignores_defender_effects,
    self_damage,
)
from oldback.effects.deck import Draw, SearchDeck, TopCardCharity
from oldback.effects.define import pokemon
from oldback.effects.discard_pile import OpponentsDiscardToDeckTop, RetrievePer
from oldback.effects.energy import (
    AttachFrom,
    AttachFromHand,
    DiscardEnergy,
    DiscardForDamage,
    DiscardOneFromEach,
    DiscardOwnEnergy,
    FlipDiscardDamage,
)
from oldback.effects.evolution import evolve_from_deck_piece
from oldback.effects.hand import RandomHandCardToDeck, look_at_hand
from oldback.effects.healing import Heal, HealToDraw
from oldback.effects.lasting import (
    NEXT_OWN_TURN,
    DisableAttack,
    OnlyOnce,
    Remember,
    facing,
    focus_energy,
    lasting,
    opponent_lasting,
    side_lasting,
    until_benched,
)
from oldback.effects.leave_play import ReturnSelf, SelfOnDeck, ShuffleIn
from oldback.effects.pieces import Attack, DoesNothing, if_any, unless_knocked_out
from oldback.effects.powers.activated import FlipToEvolve, GatherEnergy, TakeShape
from oldback.effects.powers.passive import CopyTypeAttacks, HalveWhileActive, HpPerEnergy
from oldback.effects.powers.triggered import (
    DrainAttackerEnergy,
    FlipToSurvive,
    HealOnAttach,
    LeaveWithHpLeft,
    RebelOnAttack,
    SearchOnEvolve,
    ShockActives,
)
from oldback.effects.requirements import RequiresCounters, RequiresEnergyCard, RequiresLastTurn
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    EACH_POKEMON,
    EVERY_OTHER,
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    Active,
    Chosen,
    Counters,
    Heads,
    InDeck,
    InDiscard,
    Where,
    basic_energy_in_deck,
    basic_energy_of,
    damaged,
    energy_cards_of,
    named,
    of_type,
)
from oldback.effects.stadiums import DiscardStadium


def quick_attack() -> Attack:
    """Flip a coin: heads, 20 more damage."""
    return Attack(flip(heads=Plus(20)))


def plus_on_heads(amount: int) -> Attack:
    """Flip a coin: heads, ``amount`` more damage."""
    return Attack(flip(heads=Plus(amount)))


def nothing_on_tails() -> Attack:
    """Flip a coin: tails, the attack does nothing."""
    return Attack(flip(tails=DoesNothing()))


def sand_attack() -> Attack:
    """The Defending Pokémon may fail to attack during the opponent's next turn."""
    return Attack(lasting("sand-attack", DEFENDING))


def basic_or_evolution_not_named(name: str):
    return InDeck(f"a Basic Pokémon or Evolution card not named {name}",
                   lambda c: c.is_pokemon and c.name != name)


#: the Defending Pokémon, when its maximum HP is 50 or less
SMALL_DEFENDING = Where(DEFENDING, lambda mon: mon.hp <= 50, "with 50 HP or less")
#: your Koga's Zubat in play, as a count
ZUBATS = named("Koga's Zubat")
ZUBATS.number = "Koga's Zubat you have in play"
#: this Pokémon, while it is Poisoned
POISONED_SELF = Where(SELF, lambda mon: "poisoned" in mon.conditions, "while Poisoned")


pokemon("gym2-1", "Blaine's Arcanine", attacks={
    "Heat Tackle": Attack(self_damage(10)),
    "Firestorm": Attack(DiscardEnergy("Fire", 3)),
})
pokemon("gym2-2", "Blaine's Charizard", attacks={
    "Roaring Flames": Attack(DiscardForDamage("Fire", 20)),
    "Flame Jet": Attack(flip(heads=(NoWeaknessResistance(),
                                    Damage(40, to=Chosen(OPPONENTS_POKEMON))))),
})
pokemon("gym2-3", "Brock's Ninetales", powers={"Shapeshift": TakeShape()})
pokemon("gym2-4", "Erika's Venusaur", attacks={
    "Growth": Attack(flip(heads=AttachFromHand("Grass", 2))),
    "Wide Solarbeam": Attack(Damage(20, to=Chosen(OPPONENTS_BENCH, 2))),
})
pokemon("gym2-5", "Giovanni's Gyarados", attacks={
    "Summon Storm": Attack(flips(2, heads=(NoWeaknessResistance(), Damage(20, EVERY_OTHER)))),
    "Dragon Tornado": Attack(unless_knocked_out(choose_opponent_switch())),
})
pokemon("gym2-6", "Giovanni's Machamp",
        attacks={"Hurricane Punch": Attack(Times(Heads(4)))},
        powers={"Fortitude": FlipToSurvive(10)})
pokemon("gym2-7", "Giovanni's Nidoking", attacks={
    "Intimidate": Attack(if_any(SMALL_DEFENDING, facing("cant-attack-facing", DEFENDING),
                                words="the Defending Pokémon's maximum HP is 50 or less")),
    "Tumbling Attack": plus_on_heads(30),
})
pokemon("gym2-8", "Giovanni's Persian",
        attacks={"Ambush": plus_on_heads(20)},
        powers={"Call the Boss": SearchOnEvolve("the Trainer card named Giovanni", "Giovanni")})
pokemon("gym2-9", "Koga's Beedrill", attacks={
    "Nerve Poison": Attack(flip(heads=(paralyze(), poison()))),
    "Hyper Needle": Attack(flip(tails=DoesNothing()), OnlyOnce()),
})
pokemon("gym2-10", "Koga's Ditto", attacks={
    "Giant Growth": Attack(flip(heads=(until_benched("max-hp", SELF, 80),
                                       until_benched("base-damage", SELF, 30, "Pound")))),
})
pokemon("gym2-11", "Lt. Surge's Raichu", attacks={
    "Kerzap": Attack(flip(heads=(Plus(30), DiscardOwnEnergy("Lightning")))),
    "Thundertackle": Attack(flip(heads=paralyze(), tails=self_damage(20))),
})
pokemon("gym2-12", "Misty's Golduck", attacks={
    "Electro Beam": Attack(flip(tails=DiscardOwnEnergy())),
    "Super Removal": Attack(flip(heads=DiscardOneFromEach(OPPONENTS_POKEMON))),
})
pokemon("gym2-13", "Misty's Gyarados", powers={"Rebellion": RebelOnAttack(2)})
pokemon("gym2-14", "Rocket's Mewtwo", attacks={
    "Juxtapose": Attack(flip(heads=SwapCounters())),
    "Hypnoblast": Attack(flip(heads=sleep())),
})
pokemon("gym2-15", "Rocket's Zapdos", attacks={
    "Plasma": Attack(AttachFrom(InDiscard("Lightning Energy card",
                                            basic_energy_of("Lightning")))),
    "Electroburn": Attack(SelfDamagePer(10, energy_cards_of("Lightning"))),
})
pokemon("gym2-16", "Sabrina's Alakazam",
        attacks={"Mega Burn": Attack(lasting("no-attack-named", SELF, NEXT_OWN_TURN,
                                             data="Mega Burn"))},
        powers={"Psylink": CopyTypeAttacks("Psychic")})
pokemon("gym2-21", "Blaine's Ninetales",
        attacks={"Burn Up": Attack(flip(tails=DiscardOwnEnergy("Fire")))},
        powers={"Healing Fire": HealOnAttach("Fire", 10)})
pokemon("gym2-22", "Brock's Dugtrio", attacks={
    "Lie Low": Attack(lasting("reduce-damage", SELF, value=20), Remember()),
    "Earthdrill": Attack(RequiresLastTurn("Lie Low")),
})
pokemon("gym2-23", "Giovanni's Nidoqueen", attacks={
    "Love Lariat": Attack(flip(
        heads=if_any(Where(YOUR_BENCH, lambda m: m.name == "Giovanni's Nidoking",
                           "named Giovanni's Nidoking"), Plus(50),
                     words="you have Giovanni's Nidoking on your Bench"),
        tails=DoesNothing())),
})
pokemon("gym2-24", "Giovanni's Pinsir", attacks={
    "Snapping Pincers": plus_on_heads(10),
    "Overhead Toss": Attack(if_any(YOUR_BENCH, flip(tails=Damage(20, to=Chosen(YOUR_BENCH))),
                                  words="you have any Benched Pokémon")),
})
pokemon("gym2-25", "Koga's Arbok", attacks={
    "Poison Buildup": Attack(poison(SELF)),
    "Poison Power": Attack(if_any(POISONED_SELF, Plus(20), poison(),
                                  words="this Pokémon is Poisoned")),
})
pokemon("gym2-26", "Koga's Muk", powers={"Energy Drain": DrainAttackerEnergy()})
pokemon("gym2-27", "Koga's Pidgeotto", attacks={
    "Quick Turn": Attack(Times(Heads(2))),
    "Aerial Maneuvers": Attack(flip(heads=(Plus(30), lasting("barrier", SELF)))),
})
pokemon("gym2-28", "Lt. Surge's Jolteon", attacks={
    "High Voltage": Attack(flip(heads=opponent_lasting("no-trainers"))),
    "Thunder Flare": Attack(Plus(10, per=Counters(SELF)), flip(tails=self_damage(30))),
})
pokemon("gym2-29", "Sabrina's Gengar", attacks={
    "Dark Wave": Attack(side_lasting("no-powers")),
    "Shadow Bind": Attack(lasting("no-retreat", DEFENDING)),
})
pokemon("gym2-30", "Sabrina's Golduck", attacks={
    "Damage Shift": Attack(MoveOwnCounters()),
    "Water Spray": plus_on_heads(20),
})
pokemon("gym2-31", "Blaine's Charmeleon", attacks={
    "Bonfire": Attack(FlipDiscardDamage(3, "Fire", 10, OPPONENTS_POKEMON)),
})
pokemon("gym2-32", "Blaine's Dodrio", attacks={"Mega Peck": nothing_on_tails()})
pokemon("gym2-33", "Blaine's Rapidash", attacks={
    "Stamp": Attack(flip(heads=(Plus(10), Damage(10, OPPONENTS_BENCH)))),
})
pokemon("gym2-34", "Brock's Graveler", attacks={
    "Detonate": Attack(Damage(10, EACH_BENCH), self_damage(50), DiscardStadium()),
})
pokemon("gym2-35", "Brock's Primeape",
        attacks={"Mega Thrash": Attack(self_damage(20), DiscardStadium())},
        powers={"Scram": LeaveWithHpLeft(10)})
pokemon("gym2-36", "Brock's Sandslash", attacks={
    "Swift": Attack(ignores_defender_effects()),
    "Needle Ball": Attack(flip(heads=poison())),
})
pokemon("gym2-37", "Brock's Vulpix", attacks={
    "Hypnotic Gaze": Attack(sleep()),
    "Fire Ring": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH))),
})
pokemon("gym2-38", "Erika's Bellsprout",
        attacks={"Stretch Vine": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH)))},
        powers={"Soak Up": GatherEnergy("Grass", 2)})
pokemon("gym2-39", "Erika's Bulbasaur", attacks={
    "Sleep Seed": Attack(sleep()),
    "Errand-Running": Attack(flip(heads=SearchDeck(
        InDeck("a Trainer card", lambda c: c.is_trainer), show=True))),
})
pokemon("gym2-40", "Erika's Clefairy", attacks={
    "Lunar Power": Attack(flip(heads=evolve_from_deck_piece(YOUR_BENCH))),
})
pokemon("gym2-41", "Erika's Ivysaur",
        attacks={"Double Razor Leaf": Attack(Times(Heads(2)))},
        powers={"Relaxing Scent": HalveWhileActive()})
pokemon("gym2-42", "Giovanni's Machoke", attacks={
    "Risky Attack": Attack(flip(tails=(NoDamage(), self_damage(100)))),
    "Headlock": Attack(flip(heads=(Plus(20), paralyze()))),
})
pokemon("gym2-43", "Giovanni's Meowth", attacks={
    "False Charity": Attack(flip(heads=TopCardCharity())),
    "Double Scratch": Attack(Times(Heads(2))),
})
pokemon("gym2-44", "Giovanni's Nidorina", attacks={
    "Poison Sting Tackle": Attack(self_damage(20), flip(heads=poison())),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("gym2-45", "Giovanni's Nidorino", attacks={
    "Rend": Attack(if_any(damaged(DEFENDING), Plus(20),
                          words="the Defending Pokémon has any damage counters on it")),
})
pokemon("gym2-46", "Koga's Golbat", attacks={"Sonic Scream": Attack(flip(heads=confuse()))})
pokemon("gym2-47", "Koga's Kakuna",
        attacks={"Toxic Secretion": Attack(flip(heads=poison(amount=20)))},
        powers={"Emerge": FlipToEvolve("Koga's Beedrill")})
pokemon("gym2-48", "Koga's Koffing", attacks={
    "Smokescreen": sand_attack(),
    "Obscuring Gas": Attack(flip(heads=ShuffleIn(SELF))),
})
pokemon("gym2-49", "Koga's Pidgey", attacks={
    "Messenger": Attack(SelfOnDeck(),
                        SearchDeck(basic_or_evolution_not_named("Koga's Pidgey"), show=True)),
})
pokemon("gym2-50", "Koga's Weezing", attacks={
    "Spontaneous Explosion": Attack(flip(heads=(Plus(30), self_damage(30)))),
    "Toxic Cloud": Attack(flip(heads=poison(amount=20))),
})
pokemon("gym2-51", "Lt. Surge's Eevee", attacks={"Surprise": Attack(RandomHandCardToDeck())})
pokemon("gym2-52", "Lt. Surge's Electrode",
        attacks={"Power Ball": Attack(Plus(10, per=Heads(3)))},
        powers={"Shock Blast": ShockActives(20)})
pokemon("gym2-53", "Lt. Surge's Raticate", attacks={
    "Focus Energy": Attack(focus_energy("Double-edge", self_too=True)),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("gym2-54", "Misty's Dewgong", attacks={
    "Ice Throw": Attack(if_any(of_type(DEFENDING, "Fighting"), Plus(20),
                               words="the Defending Pokémon is a Fighting Pokémon")),
    "Take Down": Attack(self_damage(20)),
})
pokemon("gym2-55", "Sabrina's Haunter", attacks={
    "Nightmare": Attack(sleep()),
    "Shadow Attack": Attack(flip(heads=Damage(30, to=Chosen(OPPONENTS_BENCH)))),
})
pokemon("gym2-56", "Sabrina's Hypno", attacks={
    "Invigorate": Attack(BenchFromAnyDiscard()),
    "Pendulum Curse": Attack(Times(Heads(Counters(DEFENDING)))),
})
pokemon("gym2-57", "Sabrina's Jynx", attacks={
    "Helping Hand": Attack(HealToDraw(OPPONENTS_POKEMON)),
    "Hug": Attack(flip(heads=lasting("no-retreat", DEFENDING))),
})
pokemon("gym2-58", "Sabrina's Kadabra", attacks={"Life Drain": Attack(flip(heads=LeaveHp(10)))})
pokemon("gym2-59", "Sabrina's Mr. Mime", attacks={
    "Magic Darts": Attack(NoWeaknessResistance(),
                          DamageTimes(10, Heads(3), Chosen(OPPONENTS_POKEMON))),
})
pokemon("gym2-60", "Blaine's Charmander", attacks={
    "Fire Tail Slap": Attack(RequiresEnergyCard("Fire"),
                             flip(tails=DiscardOwnEnergy("Fire", 1))),
})
pokemon("gym2-61", "Blaine's Doduo", attacks={
    "Wild Kick": nothing_on_tails(),
    "Retaliate": Attack(Times(Counters(SELF))),
})
pokemon("gym2-62", "Blaine's Growlithe", attacks={
    "Stoke": Attack(AttachFrom(basic_energy_in_deck("Fire"))),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("gym2-63", "Blaine's Mankey", attacks={
    "Pranks": Attack(flip(heads=OpponentsDiscardToDeckTop())),
    "Fury Swipes": Attack(Times(Heads(3))),
})
pokemon("gym2-64", "Blaine's Ponyta", attacks={
    "Hind Kick": Attack(if_any(YOUR_BENCH, flip(heads=you_switch()),
                               words="you have any Benched Pokémon")),
})
pokemon("gym2-65", "Blaine's Rhyhorn", attacks={
    "Horn Charge": nothing_on_tails(),
    "Overrun": Attack(flip(heads=Damage(20, to=Chosen(OPPONENTS_BENCH)))),
})
pokemon("gym2-66", "Blaine's Vulpix", attacks={
    "Call Will-o'-the-wisp": Attack(RetrievePer(
        InDiscard("a Fire Energy card", basic_energy_of("Fire")), Heads(3))),
})
pokemon("gym2-67", "Brock's Diglett", attacks={
    "Surprise Attack": nothing_on_tails(),
    "Tremor": Attack(Damage(10, YOUR_BENCH)),
})
pokemon("gym2-68", "Brock's Geodude", attacks={"Rock Toss": Attack(Times(Heads(3)))})
pokemon("gym2-69", "Erika's Jigglypuff", attacks={
    "Group Therapy": Attack(Heal(10, damaged(EACH_POKEMON))),
    "Pulled Punch": Attack(if_any(damaged(DEFENDING), DamageInstead(10),
                                  words="the Defending Pokémon has any damage counters on it")),
})
pokemon("gym2-70", "Erika's Oddish", attacks={
    "Strange Powder": Attack(flip(heads=confuse(), tails=sleep())),
})
pokemon("gym2-71", "Erika's Paras", attacks={
    "Poison Spore": Attack(flip(heads=(poison(), Damage(10, OPPONENTS_BENCH)))),
})
pokemon("gym2-72", "Giovanni's Machop", attacks={
    "Fury Punch": Attack(flip(heads=Times(Counters(SELF)))),
})
pokemon("gym2-73", "Giovanni's Magikarp", attacks={
    "Ancestral Memory": Attack(flip(tails=DoesNothing()), OnlyOnce()),
    "Flail Around": Attack(Times(Heads(3))),
})
pokemon("gym2-74", "Giovanni's Meowth", attacks={"Cat Fleas": Attack(flip(heads=confuse()))})
pokemon("gym2-75", "Giovanni's Nidoran ♀", attacks={
    "Horn Thrust": nothing_on_tails(),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("gym2-76", "Giovanni's Nidoran ♂", attacks={
    "Double Kick": Attack(Times(Heads(2))),
    "Retaliation": Attack(RequiresCounters(2)),
})
pokemon("gym2-77", "Koga's Ekans", attacks={
    "Fast-Acting Poison": Attack(flips(2, heads=(confuse(), poison()))),
})
pokemon("gym2-78", "Koga's Grimer", attacks={
    "Sludge Grip": Attack(if_any(OPPONENTS_BENCH, flip(heads=(
        choose_opponent_switch(), poison(Active(OPPONENTS)))),
        words="your opponent has any Benched Pokémon")),
})
pokemon("gym2-79", "Koga's Koffing", attacks={
    "Smelly Gas": Attack(flip(heads=Damage(10, EACH_BENCH))),
})
pokemon("gym2-80", "Koga's Pidgey", attacks={"Sand-attack": sand_attack()})
pokemon("gym2-81", "Koga's Tangela", attacks={
    "Sleep Powder": Attack(sleep()),
    "Grasping Vine": Attack(flip(heads=Draw(2))),
})
pokemon("gym2-82", "Koga's Weedle", attacks={
    "Sharp Stinger": Attack(flip(heads=poison(), tails=paralyze())),
})
pokemon("gym2-83", "Koga's Zubat", attacks={
    "Group Attack": Attack(
        BenchAllFromDeck(InDeck("a Basic Pokémon named Koga's Zubat",
                                    lambda c: c.name == "Koga's Zubat")),
        Times(ZUBATS)),
})
pokemon("gym2-84", "Lt. Surge's Pikachu", attacks={"Quick Attack": quick_attack()})
pokemon("gym2-85", "Lt. Surge's Rattata", attacks={
    "Focus Energy": Attack(focus_energy("Quick Attack")),
    "Quick Attack": quick_attack(),
})
pokemon("gym2-86", "Lt. Surge's Voltorb", attacks={
    "Bouncing Ball": Attack(flip(tails=self_damage(10))),
})
pokemon("gym2-87", "Misty's Horsea", attacks={
    "Ink Spurt": Attack(flip(heads=until_benched("sand-attack", DEFENDING))),
})
pokemon("gym2-88", "Misty's Magikarp", attacks={
    "Play Dead": Attack(flip(heads=lasting("barrier", SELF))),
})
pokemon("gym2-89", "Misty's Poliwag", attacks={
    "Bubbles": Attack(flip(tails=lasting("no-attack-named", SELF, NEXT_OWN_TURN,
                                         data="Bubbles"))),
    "Amnesia": Attack(DisableAttack()),
})
pokemon("gym2-90", "Misty's Psyduck", attacks={
    "ESP": Attack(by_heads(3, {1: Draw(1), 2: Plus(20),
                               3: CopyDefendingAttack()})),
})
pokemon("gym2-91", "Misty's Seel", attacks={
    "Frostbite": Attack(lasting("no-retreat", DEFENDING)),
    "Mirage": sand_attack(),
})
pokemon("gym2-92", "Misty's Staryu", attacks={"Star Boomerang": Attack(flip(heads=ReturnSelf()))})
# Sabrina's Abra gym2-93 reprints the promo basep-19 and shares its behaviour.
pokemon("gym2-94", "Sabrina's Abra", attacks={
    "Psyscan": Attack(look_at_hand()),
    "Quick Attack": quick_attack(),
})
pokemon("gym2-95", "Sabrina's Drowzee", attacks={
    "Energy Support": Attack(SearchDeck(basic_energy_in_deck("Psychic"), show=True)),
    "Mind Shock": Attack(NoWeaknessResistance()),
})
pokemon("gym2-96", "Sabrina's Gastly", attacks={
    "Lick": Attack(flip(heads=paralyze())),
    "Fade Out": Attack(ReturnSelf(energy_only=True)),
})
pokemon("gym2-97", "Sabrina's Gastly", powers={"Gaseous Form": HpPerEnergy("Psychic", 10)})
pokemon("gym2-98", "Sabrina's Porygon", attacks={
    "Barrier Attack": Attack(lasting("reduce-damage", SELF, value=10)),
})
pokemon("gym2-99", "Sabrina's Psyduck", attacks={
    "Random ESP": Attack(flip(heads=confuse(), tails=(NoDamage(), confuse(SELF)))),
})
