"""Jungle (base2): the Pokémon, in number order. The non-holo printings 17–32 reprint
1–16 and share their behaviour."""

from oldback.effects.attacks import (
    Attack,
    choose_opponent_switch,
    confuse,
    damage,
    discard_energy,
    draw_cards,
    facing,
    flip,
    heal_damage_done,
    heal_unless_prevented,
    lasting,
    metronome,
    mirror_move,
    opponent_switches,
    paralyze,
    plus,
    poison,
    return_defending,
    search_to_bench,
    self_damage,
    sleep,
    times,
    you_switch,
)
from oldback.effects.define import pokemon
from oldback.effects.powers import (
    FlipToHealOne,
    NoConditions,
    Peek,
    PreventAtLeast,
    RetreatAid,
    ShiftType,
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
    energy_units,
    heads,
    in_deck,
    named,
    sharing_type,
    unused_energy,
)


def quick_attack() -> Attack:
    """Flip a coin: heads, 20 more damage (Quick Attack of the Eevee family)."""
    return Attack(flip(heads=plus(20)))


def stomp() -> Attack:
    """Flip a coin: heads, 10 more damage (Stomp)."""
    return Attack(flip(heads=plus(10)))


def agility() -> Attack:
    """Flip a coin: heads, prevent all effects of attacks, damage included, done to this
    Pokémon during the opponent's next turn (Agility)."""
    return Attack(flip(heads=lasting("barrier", SELF)))


pokemon("base2-1", "Clefable", attacks={
    "Metronome": metronome(),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base2-2", "Electrode", attacks={
    "Chain Lightning": Attack(damage(10, to=sharing_type(EACH_BENCH, DEFENDING))),
})
pokemon("base2-3", "Flareon", attacks={
    "Quick Attack": quick_attack(),
    "Flamethrower": Attack(discard_energy("Fire", 1)),
})
pokemon("base2-4", "Jolteon", attacks={
    "Quick Attack": quick_attack(),
    "Pin Missile": Attack(times(heads(4))),
})
pokemon("base2-5", "Kangaskhan", attacks={
    "Fetch": Attack(draw_cards(1)),
    "Comet Punch": Attack(times(heads(4))),
})
pokemon("base2-6", "Mr. Mime",
        attacks={"Meditate": Attack(plus(10, per=counters(DEFENDING)))},
        powers={"Invisible Wall": PreventAtLeast(30)})
pokemon("base2-7", "Nidoqueen", attacks={"Boyfriends": Attack(plus(20, per=named("Nidoking")))})
pokemon("base2-8", "Pidgeot", attacks={"Hurricane": Attack(return_defending())})
pokemon("base2-9", "Pinsir", attacks={"Irongrip": Attack(flip(heads=paralyze()))})
pokemon("base2-10", "Scyther", attacks={
    "Swords Dance": Attack(lasting("base-damage", SELF, turns=2, value=60, data="Slash")),
})
pokemon("base2-11", "Snorlax",
        attacks={"Body Slam": Attack(flip(heads=paralyze()))},
        powers={"Thick Skinned": NoConditions()})
pokemon("base2-12", "Vaporeon", attacks={
    "Quick Attack": quick_attack(),
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
})
pokemon("base2-13", "Venomoth",
        attacks={"Venom Powder": Attack(flip(heads=(confuse(), poison())))},
        powers={"Shift": ShiftType()})
pokemon("base2-14", "Victreebel", attacks={
    "Lure": Attack(choose_opponent_switch()),
    # Printed "during your next turn"; the Defending Pokémon retreats only in its owner's
    # turn, so it is the opponent's next turn (as Pounce, read the same way).
    "Acid": Attack(flip(heads=lasting("no-retreat", DEFENDING))),
})
pokemon("base2-15", "Vileplume",
        attacks={"Petal Dance": Attack(times(heads(3)), confuse(SELF))},
        powers={"Heal": FlipToHealOne(10)})
pokemon("base2-16", "Wigglytuff", attacks={
    "Lullaby": Attack(sleep()),
    "Do the Wave": Attack(plus(10, per=YOUR_BENCH)),
})
pokemon("base2-33", "Butterfree", attacks={
    "Whirlwind": Attack(opponent_switches()),
    "Mega Drain": Attack(heal_damage_done(half=True)),
})
pokemon("base2-34", "Dodrio",
        attacks={"Rage": Attack(plus(10, per=counters(SELF)))},
        powers={"Retreat Aid": RetreatAid(1)})
pokemon("base2-35", "Exeggutor", attacks={
    "Teleport": Attack(you_switch()),
    "Big Eggsplosion": Attack(times(heads(energy_units(SELF)))),
})
pokemon("base2-36", "Fearow", attacks={"Agility": agility()})
pokemon("base2-37", "Gloom", attacks={
    "Poisonpowder": Attack(poison()),
    "Foul Odor": Attack(confuse(), confuse(SELF)),
})
pokemon("base2-38", "Lickitung", attacks={
    "Tongue Wrap": Attack(flip(heads=paralyze())),
    "Supersonic": Attack(flip(heads=confuse())),
})
pokemon("base2-39", "Marowak", attacks={
    "Bonemerang": Attack(times(heads(2))),
    "Call for Friend": Attack(search_to_bench(in_deck(
        "a Fighting Basic Pokémon", lambda c: "Fighting" in c.types and c.stage == "Basic"))),
})
pokemon("base2-40", "Nidorina", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Double Kick": Attack(times(heads(2))),
})
pokemon("base2-41", "Parasect", attacks={"Spore": Attack(sleep())})
pokemon("base2-42", "Persian", attacks={
    # Printed "during your next turn": the Defending Pokémon attacks in its owner's turn.
    "Pounce": Attack(facing("softer-from", SELF, value=10)),
})
pokemon("base2-43", "Primeape", attacks={
    "Fury Swipes": Attack(times(heads(3))),
    "Tantrum": Attack(flip(tails=confuse(SELF))),
})
pokemon("base2-44", "Rapidash", attacks={"Stomp": stomp(), "Agility": agility()})
pokemon("base2-45", "Rhydon", attacks={"Ram": Attack(self_damage(20), opponent_switches())})
pokemon("base2-47", "Tauros", attacks={
    "Stomp": stomp(),
    "Rampage": Attack(plus(10, per=counters(SELF)), flip(tails=confuse(SELF))),
})
pokemon("base2-48", "Weepinbell", attacks={"Poisonpowder": Attack(flip(heads=poison()))})
pokemon("base2-49", "Bellsprout", attacks={
    "Call for Family": Attack(search_to_bench(basic_named("Bellsprout"))),
})
pokemon("base2-50", "Cubone", attacks={
    "Snivel": Attack(facing("softer-from", SELF, value=20)),
    "Rage": Attack(plus(10, per=counters(SELF))),
})
pokemon("base2-51", "Eevee", attacks={
    "Tail Wag": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
    "Quick Attack": quick_attack(),
})
pokemon("base2-52", "Exeggcute", attacks={
    "Hypnosis": Attack(sleep()),
    "Leech Seed": Attack(heal_unless_prevented(10)),
})
pokemon("base2-54", "Jigglypuff", attacks={"Lullaby": Attack(sleep())})
pokemon("base2-55", "Mankey", powers={"Peek": Peek()})
pokemon("base2-56", "Meowth", attacks={"Pay Day": Attack(flip(heads=draw_cards(1)))})
pokemon("base2-57", "Nidoran ♀", attacks={
    "Fury Swipes": Attack(times(heads(3))),
    "Call for Family": Attack(search_to_bench(basic_named("Nidoran ♂", "Nidoran ♀"))),
})
pokemon("base2-58", "Oddish", attacks={
    "Stun Spore": Attack(flip(heads=paralyze())),
    "Sprout": Attack(search_to_bench(basic_named("Oddish"))),
})
pokemon("base2-59", "Paras", attacks={"Spore": Attack(sleep())})
pokemon("base2-60", "Pikachu", attacks={"Spark": Attack(damage(10, to=chosen(OPPONENTS_BENCH)))})
pokemon("base2-61", "Rhyhorn", attacks={
    "Leer": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
})
pokemon("base2-62", "Spearow", attacks={"Mirror Move": Attack(mirror_move())})
pokemon("base2-63", "Venonat", attacks={
    "Stun Spore": Attack(flip(heads=paralyze())),
    "Leech Life": Attack(heal_damage_done()),
})
