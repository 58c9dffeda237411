"""Gym Challenge (gym2): the Pokémon, in number order (17–20 are Trainers; Sabrina's Abra
93 reprints the promo basep-19, written with the promos).

An Owner's Pokémon ("Misty's Staryu") evolves only from the card its own card names: the
engine compares whole names, so Misty's Starmie never evolves from Staryu (issue #11)."""

from oldback.effects.attacks import (
    NEXT_OWN_TURN,
    Attack,
    attach_from,
    choose_opponent_switch,
    confuse,
    damage,
    disable_attack,
    discard_energy,
    does_nothing,
    draw_cards,
    facing,
    flip,
    heal,
    lasting,
    no_weakness_resistance,
    only_once,
    opponent_lasting,
    paralyze,
    plus,
    poison,
    self_damage,
    sleep,
    times,
    you_switch,
)
from oldback.effects.challenge import (
    EVERY_OTHER,
    attach_from_hand,
    bench_all_from_deck,
    bench_from_any_discard,
    by_heads,
    copy_defending_attack,
    damage_instead,
    damage_times,
    discard_for_damage,
    discard_one_from_each,
    discard_own_energy,
    discard_stadium,
    energy_cards_of,
    evolve_from_deck_piece,
    flip_discard_damage,
    focus_energy,
    heal_to_draw,
    leave_hp,
    move_own_counters,
    no_damage,
    opponents_discard_to_deck_top,
    random_hand_card_to_deck,
    remember_attack,
    requires_counters,
    requires_energy_card,
    requires_last_turn,
    retrieve_per,
    return_self,
    self_damage_per,
    self_on_deck,
    side_lasting,
    swap_counters,
    top_card_charity,
    until_benched,
)
from oldback.effects.challenge_powers import (
    CopyTypeAttacks,
    DrainAttackerEnergy,
    FlipToEvolve,
    FlipToSurvive,
    GatherEnergy,
    HalveWhileActive,
    HealOnAttach,
    HpPerEnergy,
    LeaveWithHpLeft,
    RebelOnAttack,
    SearchOnEvolve,
    ShockActives,
    TakeShape,
)
from oldback.effects.define import pokemon
from oldback.effects.gym import look_at_hand
from oldback.effects.heroes import (
    flips,
    if_any,
    ignores_defender_effects,
    shuffle_in,
    unless_knocked_out,
)
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    EACH_POKEMON,
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    Active,
    Where,
    basic_energy_in_deck,
    basic_energy_of,
    chosen,
    counters,
    damaged,
    heads,
    in_deck,
    in_discard,
    named,
    of_type,
)
from oldback.effects.trainers import search_deck


def quick_attack() -> Attack:
    """Flip a coin: heads, 20 more damage."""
    return Attack(flip(heads=plus(20)))


def plus_on_heads(amount: int) -> Attack:
    """Flip a coin: heads, ``amount`` more damage."""
    return Attack(flip(heads=plus(amount)))


def nothing_on_tails() -> Attack:
    """Flip a coin: tails, the attack does nothing."""
    return Attack(flip(tails=does_nothing()))


def sand_attack() -> Attack:
    """The Defending Pokémon may fail to attack during the opponent's next turn."""
    return Attack(lasting("sand-attack", DEFENDING))


def basic_or_evolution_not_named(name: str):
    return in_deck(f"a Basic Pokémon or Evolution card not named {name}",
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
    "Firestorm": Attack(discard_energy("Fire", 3)),
})
pokemon("gym2-2", "Blaine's Charizard", attacks={
    "Roaring Flames": Attack(discard_for_damage("Fire", 20)),
    "Flame Jet": Attack(flip(heads=(no_weakness_resistance(),
                                    damage(40, to=chosen(OPPONENTS_POKEMON))))),
})
pokemon("gym2-3", "Brock's Ninetales", powers={"Shapeshift": TakeShape()})
pokemon("gym2-4", "Erika's Venusaur", attacks={
    "Growth": Attack(flip(heads=attach_from_hand("Grass", 2))),
    "Wide Solarbeam": Attack(damage(20, to=chosen(OPPONENTS_BENCH, 2))),
})
pokemon("gym2-5", "Giovanni's Gyarados", attacks={
    "Summon Storm": Attack(flips(2, heads=(no_weakness_resistance(), damage(20, EVERY_OTHER)))),
    "Dragon Tornado": Attack(unless_knocked_out(choose_opponent_switch())),
})
pokemon("gym2-6", "Giovanni's Machamp",
        attacks={"Hurricane Punch": Attack(times(heads(4)))},
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
    "Hyper Needle": Attack(flip(tails=does_nothing()), only_once()),
})
pokemon("gym2-10", "Koga's Ditto", attacks={
    "Giant Growth": Attack(flip(heads=(until_benched("max-hp", SELF, 80),
                                       until_benched("base-damage", SELF, 30, "Pound")))),
})
pokemon("gym2-11", "Lt. Surge's Raichu", attacks={
    "Kerzap": Attack(flip(heads=(plus(30), discard_own_energy("Lightning")))),
    "Thundertackle": Attack(flip(heads=paralyze(), tails=self_damage(20))),
})
pokemon("gym2-12", "Misty's Golduck", attacks={
    "Electro Beam": Attack(flip(tails=discard_own_energy())),
    "Super Removal": Attack(flip(heads=discard_one_from_each(OPPONENTS_POKEMON))),
})
pokemon("gym2-13", "Misty's Gyarados", powers={"Rebellion": RebelOnAttack(2)})
pokemon("gym2-14", "Rocket's Mewtwo", attacks={
    "Juxtapose": Attack(flip(heads=swap_counters())),
    "Hypnoblast": Attack(flip(heads=sleep())),
})
pokemon("gym2-15", "Rocket's Zapdos", attacks={
    "Plasma": Attack(attach_from(in_discard("Lightning Energy card",
                                            basic_energy_of("Lightning")))),
    "Electroburn": Attack(self_damage_per(10, energy_cards_of("Lightning"))),
})
pokemon("gym2-16", "Sabrina's Alakazam",
        attacks={"Mega Burn": Attack(lasting("no-attack-named", SELF, NEXT_OWN_TURN,
                                             data="Mega Burn"))},
        powers={"Psylink": CopyTypeAttacks("Psychic")})
pokemon("gym2-21", "Blaine's Ninetales",
        attacks={"Burn Up": Attack(flip(tails=discard_own_energy("Fire")))},
        powers={"Healing Fire": HealOnAttach("Fire", 10)})
pokemon("gym2-22", "Brock's Dugtrio", attacks={
    "Lie Low": Attack(lasting("reduce-damage", SELF, value=20), remember_attack()),
    "Earthdrill": Attack(requires_last_turn("Lie Low")),
})
pokemon("gym2-23", "Giovanni's Nidoqueen", attacks={
    "Love Lariat": Attack(flip(
        heads=if_any(Where(YOUR_BENCH, lambda m: m.name == "Giovanni's Nidoking",
                           "named Giovanni's Nidoking"), plus(50),
                     words="you have Giovanni's Nidoking on your Bench"),
        tails=does_nothing())),
})
pokemon("gym2-24", "Giovanni's Pinsir", attacks={
    "Snapping Pincers": plus_on_heads(10),
    "Overhead Toss": Attack(if_any(YOUR_BENCH, flip(tails=damage(20, to=chosen(YOUR_BENCH))),
                                  words="you have any Benched Pokémon")),
})
pokemon("gym2-25", "Koga's Arbok", attacks={
    "Poison Buildup": Attack(poison(SELF)),
    "Poison Power": Attack(if_any(POISONED_SELF, plus(20), poison(),
                                  words="this Pokémon is Poisoned")),
})
pokemon("gym2-26", "Koga's Muk", powers={"Energy Drain": DrainAttackerEnergy()})
pokemon("gym2-27", "Koga's Pidgeotto", attacks={
    "Quick Turn": Attack(times(heads(2))),
    "Aerial Maneuvers": Attack(flip(heads=(plus(30), lasting("barrier", SELF)))),
})
pokemon("gym2-28", "Lt. Surge's Jolteon", attacks={
    "High Voltage": Attack(flip(heads=opponent_lasting("no-trainers"))),
    "Thunder Flare": Attack(plus(10, per=counters(SELF)), flip(tails=self_damage(30))),
})
pokemon("gym2-29", "Sabrina's Gengar", attacks={
    "Dark Wave": Attack(side_lasting("no-powers")),
    "Shadow Bind": Attack(lasting("no-retreat", DEFENDING)),
})
pokemon("gym2-30", "Sabrina's Golduck", attacks={
    "Damage Shift": Attack(move_own_counters()),
    "Water Spray": plus_on_heads(20),
})
pokemon("gym2-31", "Blaine's Charmeleon", attacks={
    "Bonfire": Attack(flip_discard_damage(3, "Fire", 10, OPPONENTS_POKEMON)),
})
pokemon("gym2-32", "Blaine's Dodrio", attacks={"Mega Peck": nothing_on_tails()})
pokemon("gym2-33", "Blaine's Rapidash", attacks={
    "Stamp": Attack(flip(heads=(plus(10), damage(10, OPPONENTS_BENCH)))),
})
pokemon("gym2-34", "Brock's Graveler", attacks={
    "Detonate": Attack(damage(10, EACH_BENCH), self_damage(50), discard_stadium()),
})
pokemon("gym2-35", "Brock's Primeape",
        attacks={"Mega Thrash": Attack(self_damage(20), discard_stadium())},
        powers={"Scram": LeaveWithHpLeft(10)})
pokemon("gym2-36", "Brock's Sandslash", attacks={
    "Swift": Attack(ignores_defender_effects()),
    "Needle Ball": Attack(flip(heads=poison())),
})
pokemon("gym2-37", "Brock's Vulpix", attacks={
    "Hypnotic Gaze": Attack(sleep()),
    "Fire Ring": Attack(damage(10, to=chosen(OPPONENTS_BENCH))),
})
pokemon("gym2-38", "Erika's Bellsprout",
        attacks={"Stretch Vine": Attack(damage(10, to=chosen(OPPONENTS_BENCH)))},
        powers={"Soak Up": GatherEnergy("Grass", 2)})
pokemon("gym2-39", "Erika's Bulbasaur", attacks={
    "Sleep Seed": Attack(sleep()),
    "Errand-Running": Attack(flip(heads=search_deck(
        in_deck("a Trainer card", lambda c: c.is_trainer), show=True))),
})
pokemon("gym2-40", "Erika's Clefairy", attacks={
    "Lunar Power": Attack(flip(heads=evolve_from_deck_piece(YOUR_BENCH))),
})
pokemon("gym2-41", "Erika's Ivysaur",
        attacks={"Double Razor Leaf": Attack(times(heads(2)))},
        powers={"Relaxing Scent": HalveWhileActive()})
pokemon("gym2-42", "Giovanni's Machoke", attacks={
    "Risky Attack": Attack(flip(tails=(no_damage(), self_damage(100)))),
    "Headlock": Attack(flip(heads=(plus(20), paralyze()))),
})
pokemon("gym2-43", "Giovanni's Meowth", attacks={
    "False Charity": Attack(flip(heads=top_card_charity())),
    "Double Scratch": Attack(times(heads(2))),
})
pokemon("gym2-44", "Giovanni's Nidorina", attacks={
    "Poison Sting Tackle": Attack(self_damage(20), flip(heads=poison())),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("gym2-45", "Giovanni's Nidorino", attacks={
    "Rend": Attack(if_any(damaged(DEFENDING), plus(20),
                          words="the Defending Pokémon has any damage counters on it")),
})
pokemon("gym2-46", "Koga's Golbat", attacks={"Sonic Scream": Attack(flip(heads=confuse()))})
pokemon("gym2-47", "Koga's Kakuna",
        attacks={"Toxic Secretion": Attack(flip(heads=poison(amount=20)))},
        powers={"Emerge": FlipToEvolve("Koga's Beedrill")})
pokemon("gym2-48", "Koga's Koffing", attacks={
    "Smokescreen": sand_attack(),
    "Obscuring Gas": Attack(flip(heads=shuffle_in(SELF))),
})
pokemon("gym2-49", "Koga's Pidgey", attacks={
    "Messenger": Attack(self_on_deck(),
                        search_deck(basic_or_evolution_not_named("Koga's Pidgey"), show=True)),
})
pokemon("gym2-50", "Koga's Weezing", attacks={
    "Spontaneous Explosion": Attack(flip(heads=(plus(30), self_damage(30)))),
    "Toxic Cloud": Attack(flip(heads=poison(amount=20))),
})
pokemon("gym2-51", "Lt. Surge's Eevee", attacks={"Surprise": Attack(random_hand_card_to_deck())})
pokemon("gym2-52", "Lt. Surge's Electrode",
        attacks={"Power Ball": Attack(plus(10, per=heads(3)))},
        powers={"Shock Blast": ShockActives(20)})
pokemon("gym2-53", "Lt. Surge's Raticate", attacks={
    "Focus Energy": Attack(focus_energy("Double-edge", self_too=True)),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("gym2-54", "Misty's Dewgong", attacks={
    "Ice Throw": Attack(if_any(of_type(DEFENDING, "Fighting"), plus(20),
                               words="the Defending Pokémon is a Fighting Pokémon")),
    "Take Down": Attack(self_damage(20)),
})
pokemon("gym2-55", "Sabrina's Haunter", attacks={
    "Nightmare": Attack(sleep()),
    "Shadow Attack": Attack(flip(heads=damage(30, to=chosen(OPPONENTS_BENCH)))),
})
pokemon("gym2-56", "Sabrina's Hypno", attacks={
    "Invigorate": Attack(bench_from_any_discard()),
    "Pendulum Curse": Attack(times(heads(counters(DEFENDING)))),
})
pokemon("gym2-57", "Sabrina's Jynx", attacks={
    "Helping Hand": Attack(heal_to_draw(OPPONENTS_POKEMON)),
    "Hug": Attack(flip(heads=lasting("no-retreat", DEFENDING))),
})
pokemon("gym2-58", "Sabrina's Kadabra", attacks={"Life Drain": Attack(flip(heads=leave_hp(10)))})
pokemon("gym2-59", "Sabrina's Mr. Mime", attacks={
    "Magic Darts": Attack(no_weakness_resistance(),
                          damage_times(10, heads(3), chosen(OPPONENTS_POKEMON))),
})
pokemon("gym2-60", "Blaine's Charmander", attacks={
    "Fire Tail Slap": Attack(requires_energy_card("Fire"),
                             flip(tails=discard_own_energy("Fire", 1))),
})
pokemon("gym2-61", "Blaine's Doduo", attacks={
    "Wild Kick": nothing_on_tails(),
    "Retaliate": Attack(times(counters(SELF))),
})
pokemon("gym2-62", "Blaine's Growlithe", attacks={
    "Stoke": Attack(attach_from(basic_energy_in_deck("Fire"))),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("gym2-63", "Blaine's Mankey", attacks={
    "Pranks": Attack(flip(heads=opponents_discard_to_deck_top())),
    "Fury Swipes": Attack(times(heads(3))),
})
pokemon("gym2-64", "Blaine's Ponyta", attacks={
    "Hind Kick": Attack(if_any(YOUR_BENCH, flip(heads=you_switch()),
                               words="you have any Benched Pokémon")),
})
pokemon("gym2-65", "Blaine's Rhyhorn", attacks={
    "Horn Charge": nothing_on_tails(),
    "Overrun": Attack(flip(heads=damage(20, to=chosen(OPPONENTS_BENCH)))),
})
pokemon("gym2-66", "Blaine's Vulpix", attacks={
    "Call Will-o'-the-wisp": Attack(retrieve_per(
        in_discard("a Fire Energy card", basic_energy_of("Fire")), heads(3))),
})
pokemon("gym2-67", "Brock's Diglett", attacks={
    "Surprise Attack": nothing_on_tails(),
    "Tremor": Attack(damage(10, YOUR_BENCH)),
})
pokemon("gym2-68", "Brock's Geodude", attacks={"Rock Toss": Attack(times(heads(3)))})
pokemon("gym2-69", "Erika's Jigglypuff", attacks={
    "Group Therapy": Attack(heal(10, damaged(EACH_POKEMON))),
    "Pulled Punch": Attack(if_any(damaged(DEFENDING), damage_instead(10),
                                  words="the Defending Pokémon has any damage counters on it")),
})
pokemon("gym2-70", "Erika's Oddish", attacks={
    "Strange Powder": Attack(flip(heads=confuse(), tails=sleep())),
})
pokemon("gym2-71", "Erika's Paras", attacks={
    "Poison Spore": Attack(flip(heads=(poison(), damage(10, OPPONENTS_BENCH)))),
})
pokemon("gym2-72", "Giovanni's Machop", attacks={
    "Fury Punch": Attack(flip(heads=times(counters(SELF)))),
})
pokemon("gym2-73", "Giovanni's Magikarp", attacks={
    "Ancestral Memory": Attack(flip(tails=does_nothing()), only_once()),
    "Flail Around": Attack(times(heads(3))),
})
pokemon("gym2-74", "Giovanni's Meowth", attacks={"Cat Fleas": Attack(flip(heads=confuse()))})
pokemon("gym2-75", "Giovanni's Nidoran ♀", attacks={
    "Horn Thrust": nothing_on_tails(),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("gym2-76", "Giovanni's Nidoran ♂", attacks={
    "Double Kick": Attack(times(heads(2))),
    "Retaliation": Attack(requires_counters(2)),
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
    "Smelly Gas": Attack(flip(heads=damage(10, EACH_BENCH))),
})
pokemon("gym2-80", "Koga's Pidgey", attacks={"Sand-attack": sand_attack()})
pokemon("gym2-81", "Koga's Tangela", attacks={
    "Sleep Powder": Attack(sleep()),
    "Grasping Vine": Attack(flip(heads=draw_cards(2))),
})
pokemon("gym2-82", "Koga's Weedle", attacks={
    "Sharp Stinger": Attack(flip(heads=poison(), tails=paralyze())),
})
pokemon("gym2-83", "Koga's Zubat", attacks={
    "Group Attack": Attack(
        bench_all_from_deck(in_deck("a Basic Pokémon named Koga's Zubat",
                                    lambda c: c.name == "Koga's Zubat")),
        times(ZUBATS)),
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
    "Amnesia": Attack(disable_attack()),
})
pokemon("gym2-90", "Misty's Psyduck", attacks={
    "ESP": Attack(by_heads(3, {1: draw_cards(1), 2: plus(20),
                               3: copy_defending_attack()})),
})
pokemon("gym2-91", "Misty's Seel", attacks={
    "Frostbite": Attack(lasting("no-retreat", DEFENDING)),
    "Mirage": sand_attack(),
})
pokemon("gym2-92", "Misty's Staryu", attacks={"Star Boomerang": Attack(flip(heads=return_self()))})
# Sabrina's Abra gym2-93 reprints the promo basep-19 and shares its behaviour.
pokemon("gym2-94", "Sabrina's Abra", attacks={
    "Psyscan": Attack(look_at_hand()),
    "Quick Attack": quick_attack(),
})
pokemon("gym2-95", "Sabrina's Drowzee", attacks={
    "Energy Support": Attack(search_deck(basic_energy_in_deck("Psychic"), show=True)),
    "Mind Shock": Attack(no_weakness_resistance()),
})
pokemon("gym2-96", "Sabrina's Gastly", attacks={
    "Lick": Attack(flip(heads=paralyze())),
    "Fade Out": Attack(return_self(energy_only=True)),
})
pokemon("gym2-97", "Sabrina's Gastly", powers={"Gaseous Form": HpPerEnergy("Psychic", 10)})
pokemon("gym2-98", "Sabrina's Porygon", attacks={
    "Barrier Attack": Attack(lasting("reduce-damage", SELF, value=10)),
})
pokemon("gym2-99", "Sabrina's Psyduck", attacks={
    "Random ESP": Attack(flip(heads=confuse(), tails=(no_damage(), confuse(SELF)))),
})
