"""Base Set (base1): the Pokémon, in number order.

Pokémon whose attacks have no text and who have no power (Hitmonchan, Dratini, Growlithe,
Seel, Diglett, Machop, Ponyta, Rattata, Staryu, Voltorb) need no script.
"""

from oldback.effects.attacks import (
    EACH_PLAYERS,
    SELF,
    YOUR_OWN,
    Attack,
    bench_damage,
    change_resistance,
    change_weakness,
    choose_opponent_switch,
    confuse,
    disable_attack,
    discard_all_energy,
    discard_defending_energy,
    discard_energy,
    does_nothing,
    flip,
    half_remaining_hp,
    heal_all,
    heal_unless_prevented,
    lasting,
    metronome,
    minus_per_counter,
    mirror_move,
    more,
    only_once,
    opponent_switches,
    paralyze,
    plus_per_counter,
    plus_per_energy,
    plus_per_unused_energy,
    poison,
    requires_condition,
    self_damage,
    sleep,
    strong_poison,
    times_counters,
    times_heads,
)
from oldback.effects.define import pokemon
from oldback.effects.powers import (
    AttachFromHand,
    BecomeEnergy,
    DamageTheAttacker,
    MoveEnergyOfType,
    SwapOwnCounters,
    TurnEnergyInto,
)

pokemon("base1-1", "Alakazam",
        attacks={"Confuse Ray": Attack(flip(heads=confuse()))},
        powers={"Damage Swap": SwapOwnCounters()})
pokemon("base1-2", "Blastoise",
        attacks={"Hydro Pump": Attack(plus_per_unused_energy("Water", 10, 20))},
        powers={"Rain Dance": AttachFromHand("Water")})
pokemon("base1-3", "Chansey", attacks={
    "Scrunch": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Double-edge": Attack(self_damage(80)),
})
pokemon("base1-4", "Charizard",
        attacks={"Fire Spin": Attack(discard_energy("Colorless", 2))},
        powers={"Energy Burn": TurnEnergyInto()})
pokemon("base1-5", "Clefairy", attacks={
    "Sing": Attack(flip(heads=sleep())),
    "Metronome": metronome(),
})
pokemon("base1-6", "Gyarados", attacks={"Bubblebeam": Attack(flip(heads=paralyze()))})
pokemon("base1-8", "Machamp", powers={"Strikes Back": DamageTheAttacker(10)})
pokemon("base1-9", "Magneton", attacks={
    "Thunder Wave": Attack(flip(heads=paralyze())),
    "Selfdestruct": Attack(bench_damage(20, EACH_PLAYERS), self_damage(80)),
})
pokemon("base1-10", "Mewtwo", attacks={
    "Psychic": Attack(plus_per_energy(10)),
    "Barrier": Attack(discard_energy("Psychic", 1), lasting("barrier", SELF)),
})
pokemon("base1-11", "Nidoking", attacks={
    "Thrash": Attack(flip(heads=more(10), tails=self_damage(10))),
    "Toxic": Attack(strong_poison(20)),
})
pokemon("base1-12", "Ninetales", attacks={
    "Lure": Attack(choose_opponent_switch()),
    "Fire Blast": Attack(discard_energy("Fire", 1)),
})
pokemon("base1-13", "Poliwrath", attacks={
    "Water Gun": Attack(plus_per_unused_energy("Water", 10, 20)),
    "Whirlpool": Attack(discard_defending_energy()),
})
pokemon("base1-14", "Raichu", attacks={
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
    "Thunder": Attack(flip(tails=self_damage(30))),
})
pokemon("base1-15", "Venusaur", powers={"Energy Trans": MoveEnergyOfType("Grass")})
pokemon("base1-16", "Zapdos", attacks={
    "Thunder": Attack(flip(tails=self_damage(30))),
    "Thunderbolt": Attack(discard_all_energy()),
})
pokemon("base1-17", "Beedrill", attacks={
    "Twineedle": Attack(times_heads(2)),
    "Poison Sting": Attack(flip(heads=poison())),
})
pokemon("base1-18", "Dragonair", attacks={
    "Slam": Attack(times_heads(2)),
    "Hyper Beam": Attack(discard_defending_energy()),
})
pokemon("base1-19", "Dugtrio", attacks={"Earthquake": Attack(bench_damage(10, YOUR_OWN))})
pokemon("base1-20", "Electabuzz", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Thunderpunch": Attack(flip(heads=more(10), tails=self_damage(10))),
})
pokemon("base1-21", "Electrode",
        attacks={"Electric Shock": Attack(flip(tails=self_damage(10)))},
        powers={"Buzzap": BecomeEnergy()})
pokemon("base1-22", "Pidgeotto", attacks={
    "Whirlwind": Attack(opponent_switches()),
    "Mirror Move": Attack(mirror_move()),
})
pokemon("base1-23", "Arcanine", attacks={
    "Flamethrower": Attack(discard_energy("Fire", 1)),
    "Take Down": Attack(self_damage(30)),
})
pokemon("base1-24", "Charmeleon", attacks={"Flamethrower": Attack(discard_energy("Fire", 1))})
pokemon("base1-25", "Dewgong", attacks={"Ice Beam": Attack(flip(heads=paralyze()))})
pokemon("base1-27", "Farfetch'd", attacks={
    "Leek Slap": Attack(flip(tails=does_nothing()), only_once()),
})
pokemon("base1-29", "Haunter", attacks={
    "Hypnosis": Attack(sleep()),
    "Dream Eater": Attack(requires_condition("asleep")),
})
pokemon("base1-30", "Ivysaur", attacks={"Poisonpowder": Attack(poison())})
pokemon("base1-31", "Jynx", attacks={
    "Doubleslap": Attack(times_heads(2)),
    "Meditate": Attack(plus_per_counter(10)),
})
pokemon("base1-32", "Kadabra", attacks={
    "Recover": Attack(discard_energy("Psychic", 1), heal_all()),
})
pokemon("base1-33", "Kakuna", attacks={
    "Stiffen": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Poisonpowder": Attack(flip(heads=poison())),
})
pokemon("base1-34", "Machoke", attacks={
    "Karate Chop": Attack(minus_per_counter(10)),
    "Submission": Attack(self_damage(20)),
})
pokemon("base1-35", "Magikarp", attacks={"Flail": Attack(times_counters())})
pokemon("base1-36", "Magmar", attacks={"Flamethrower": Attack(discard_energy("Fire", 1))})
pokemon("base1-37", "Nidorino", attacks={"Double Kick": Attack(times_heads(2))})
pokemon("base1-38", "Poliwhirl", attacks={
    "Amnesia": Attack(disable_attack()),
    "Doubleslap": Attack(times_heads(2)),
})
pokemon("base1-39", "Porygon", attacks={
    "Conversion 1": Attack(change_weakness()),
    "Conversion 2": Attack(change_resistance()),
})
pokemon("base1-40", "Raticate", attacks={"Super Fang": Attack(half_remaining_hp())})
pokemon("base1-42", "Wartortle", attacks={
    "Withdraw": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base1-43", "Abra", attacks={"Psyshock": Attack(flip(heads=paralyze()))})
pokemon("base1-44", "Bulbasaur", attacks={"Leech Seed": Attack(heal_unless_prevented(10))})
pokemon("base1-45", "Caterpie", attacks={"String Shot": Attack(flip(heads=paralyze()))})
pokemon("base1-46", "Charmander", attacks={"Ember": Attack(discard_energy("Fire", 1))})
pokemon("base1-48", "Doduo", attacks={"Fury Attack": Attack(times_heads(2))})
pokemon("base1-49", "Drowzee", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("base1-50", "Gastly", attacks={
    "Sleeping Gas": Attack(flip(heads=sleep())),
    "Destiny Bond": Attack(discard_energy("Psychic", 1), lasting("destiny-bond", SELF)),
})
pokemon("base1-51", "Koffing", attacks={
    "Foul Gas": Attack(flip(heads=poison(), tails=confuse())),
})
pokemon("base1-53", "Magnemite", attacks={
    "Thunder Wave": Attack(flip(heads=paralyze())),
    "Selfdestruct": Attack(bench_damage(10, EACH_PLAYERS), self_damage(40)),
})
pokemon("base1-54", "Metapod", attacks={
    "Stiffen": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Stun Spore": Attack(flip(heads=paralyze())),
})
pokemon("base1-55", "Nidoran ♂", attacks={"Horn Hazard": Attack(flip(tails=does_nothing()))})
pokemon("base1-56", "Onix", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base1-57", "Pidgey", attacks={"Whirlwind": Attack(opponent_switches())})
pokemon("base1-58", "Pikachu", attacks={"Thunder Jolt": Attack(flip(tails=self_damage(10)))})
pokemon("base1-59", "Poliwag", attacks={
    "Water Gun": Attack(plus_per_unused_energy("Water", 10, 20)),
})
pokemon("base1-62", "Sandshrew", attacks={
    "Sand-attack": Attack(lasting("sand-attack", on="the Defending Pokémon")),
})
pokemon("base1-63", "Squirtle", attacks={
    "Bubble": Attack(flip(heads=paralyze())),
    "Withdraw": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base1-64", "Starmie", attacks={
    "Recover": Attack(discard_energy("Water", 1), heal_all()),
    "Star Freeze": Attack(flip(heads=paralyze())),
})
pokemon("base1-66", "Tangela", attacks={
    "Bind": Attack(flip(heads=paralyze())),
    "Poisonpowder": Attack(poison()),
})
pokemon("base1-68", "Vulpix", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("base1-69", "Weedle", attacks={"Poison Sting": Attack(flip(heads=poison()))})
