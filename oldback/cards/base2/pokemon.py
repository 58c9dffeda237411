"""Jungle (base2): the Pokémon, in number order. The non-holo printings 17–32 reprint
1–16 and share their behaviour."""

from oldback.effects.bench import (
    SearchToBench,
    choose_opponent_switch,
    opponent_switches,
    you_switch,
)
from oldback.effects.coins import flip
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import Metronome, MirrorMove
from oldback.effects.damage import Damage, Plus, Times, self_damage
from oldback.effects.deck import Draw
from oldback.effects.define import pokemon
from oldback.effects.energy import DiscardEnergy
from oldback.effects.healing import HealDamageDone, HealUnlessPrevented
from oldback.effects.lasting import facing, lasting
from oldback.effects.leave_play import ReturnDefending
from oldback.effects.pieces import Attack
from oldback.effects.powers.activated import FlipToHealOne, Peek, ShiftType
from oldback.effects.powers.passive import NoConditions, PreventAtLeast, RetreatAid
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS_BENCH,
    SELF,
    YOUR_BENCH,
    Chosen,
    Counters,
    EnergyUnits,
    Heads,
    InDeck,
    SharingType,
    UnusedEnergy,
    basic_named,
    named,
)


def quick_attack() -> Attack:
    """Flip a coin: heads, 20 more damage (Quick Attack of the Eevee family)."""
    return Attack(flip(heads=Plus(20)))


def stomp() -> Attack:
    """Flip a coin: heads, 10 more damage (Stomp)."""
    return Attack(flip(heads=Plus(10)))


def agility() -> Attack:
    """Flip a coin: heads, prevent all effects of attacks, damage included, done to this
    Pokémon during the opponent's next turn (Agility)."""
    return Attack(flip(heads=lasting("barrier", SELF)))


pokemon("base2-1", "Clefable", attacks={
    "Metronome": Metronome(),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base2-2", "Electrode", attacks={
    "Chain Lightning": Attack(Damage(10, to=SharingType(EACH_BENCH, DEFENDING))),
})
pokemon("base2-3", "Flareon", attacks={
    "Quick Attack": quick_attack(),
    "Flamethrower": Attack(DiscardEnergy("Fire", 1)),
})
pokemon("base2-4", "Jolteon", attacks={
    "Quick Attack": quick_attack(),
    "Pin Missile": Attack(Times(Heads(4))),
})
pokemon("base2-5", "Kangaskhan", attacks={
    "Fetch": Attack(Draw(1)),
    "Comet Punch": Attack(Times(Heads(4))),
})
pokemon("base2-6", "Mr. Mime",
        attacks={"Meditate": Attack(Plus(10, per=Counters(DEFENDING)))},
        powers={"Invisible Wall": PreventAtLeast(30)})
pokemon("base2-7", "Nidoqueen", attacks={"Boyfriends": Attack(Plus(20, per=named("Nidoking")))})
pokemon("base2-8", "Pidgeot", attacks={"Hurricane": Attack(ReturnDefending())})
pokemon("base2-9", "Pinsir", attacks={"Irongrip": Attack(flip(heads=paralyze()))})
pokemon("base2-10", "Scyther", attacks={
    "Swords Dance": Attack(lasting("base-damage", SELF, turns=2, value=60, data="Slash")),
})
pokemon("base2-11", "Snorlax",
        attacks={"Body Slam": Attack(flip(heads=paralyze()))},
        powers={"Thick Skinned": NoConditions()})
pokemon("base2-12", "Vaporeon", attacks={
    "Quick Attack": quick_attack(),
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
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
        attacks={"Petal Dance": Attack(Times(Heads(3)), confuse(SELF))},
        powers={"Heal": FlipToHealOne(10)})
pokemon("base2-16", "Wigglytuff", attacks={
    "Lullaby": Attack(sleep()),
    "Do the Wave": Attack(Plus(10, per=YOUR_BENCH)),
})
pokemon("base2-33", "Butterfree", attacks={
    "Whirlwind": Attack(opponent_switches()),
    "Mega Drain": Attack(HealDamageDone(half=True)),
})
pokemon("base2-34", "Dodrio",
        attacks={"Rage": Attack(Plus(10, per=Counters(SELF)))},
        powers={"Retreat Aid": RetreatAid(1)})
pokemon("base2-35", "Exeggutor", attacks={
    "Teleport": Attack(you_switch()),
    "Big Eggsplosion": Attack(Times(Heads(EnergyUnits(SELF)))),
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
    "Bonemerang": Attack(Times(Heads(2))),
    "Call for Friend": Attack(SearchToBench(InDeck(
        "a Fighting Basic Pokémon", lambda c: "Fighting" in c.types and c.stage == "Basic"))),
})
pokemon("base2-40", "Nidorina", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Double Kick": Attack(Times(Heads(2))),
})
pokemon("base2-41", "Parasect", attacks={"Spore": Attack(sleep())})
pokemon("base2-42", "Persian", attacks={
    # Printed "during your next turn": the Defending Pokémon attacks in its owner's turn.
    "Pounce": Attack(facing("softer-from", SELF, value=10)),
})
pokemon("base2-43", "Primeape", attacks={
    "Fury Swipes": Attack(Times(Heads(3))),
    "Tantrum": Attack(flip(tails=confuse(SELF))),
})
pokemon("base2-44", "Rapidash", attacks={"Stomp": stomp(), "Agility": agility()})
pokemon("base2-45", "Rhydon", attacks={"Ram": Attack(self_damage(20), opponent_switches())})
pokemon("base2-47", "Tauros", attacks={
    "Stomp": stomp(),
    "Rampage": Attack(Plus(10, per=Counters(SELF)), flip(tails=confuse(SELF))),
})
pokemon("base2-48", "Weepinbell", attacks={"Poisonpowder": Attack(flip(heads=poison()))})
pokemon("base2-49", "Bellsprout", attacks={
    "Call for Family": Attack(SearchToBench(basic_named("Bellsprout"))),
})
pokemon("base2-50", "Cubone", attacks={
    "Snivel": Attack(facing("softer-from", SELF, value=20)),
    "Rage": Attack(Plus(10, per=Counters(SELF))),
})
pokemon("base2-51", "Eevee", attacks={
    "Tail Wag": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
    "Quick Attack": quick_attack(),
})
pokemon("base2-52", "Exeggcute", attacks={
    "Hypnosis": Attack(sleep()),
    "Leech Seed": Attack(HealUnlessPrevented(10)),
})
pokemon("base2-54", "Jigglypuff", attacks={"Lullaby": Attack(sleep())})
pokemon("base2-55", "Mankey", powers={"Peek": Peek()})
pokemon("base2-56", "Meowth", attacks={"Pay Day": Attack(flip(heads=Draw(1)))})
pokemon("base2-57", "Nidoran ♀", attacks={
    "Fury Swipes": Attack(Times(Heads(3))),
    "Call for Family": Attack(SearchToBench(basic_named("Nidoran ♂", "Nidoran ♀"))),
})
pokemon("base2-58", "Oddish", attacks={
    "Stun Spore": Attack(flip(heads=paralyze())),
    "Sprout": Attack(SearchToBench(basic_named("Oddish"))),
})
pokemon("base2-59", "Paras", attacks={"Spore": Attack(sleep())})
pokemon("base2-60", "Pikachu", attacks={"Spark": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH)))})
pokemon("base2-61", "Rhyhorn", attacks={
    "Leer": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
})
pokemon("base2-62", "Spearow", attacks={"Mirror Move": Attack(MirrorMove())})
pokemon("base2-63", "Venonat", attacks={
    "Stun Spore": Attack(flip(heads=paralyze())),
    "Leech Life": Attack(HealDamageDone()),
})
