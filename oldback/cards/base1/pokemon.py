"""Base Set (base1): the Pokémon, in number order.

Pokémon whose attacks have no text and who have no power (Hitmonchan, Dratini, Growlithe,
Seel, Diglett, Machop, Ponyta, Rattata, Staryu, Voltorb) need no script.
"""

from oldback.effects.attacks import (
    Attack,
    change_resistance,
    change_weakness,
    choose_opponent_switch,
    confuse,
    damage,
    disable_attack,
    discard_all_energy,
    discard_defending_energy,
    discard_energy,
    does_nothing,
    flip,
    half_remaining_hp,
    heal,
    heal_unless_prevented,
    lasting,
    metronome,
    minus,
    mirror_move,
    only_once,
    opponent_switches,
    paralyze,
    plus,
    poison,
    requires_condition,
    self_damage,
    sleep,
    times,
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
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    SELF,
    YOUR_BENCH,
    counters,
    energy_cards,
    heads,
    unused_energy,
)

pokemon("base1-1", "Alakazam",
        attacks={"Confuse Ray": Attack(flip(heads=confuse()))},
        powers={"Damage Swap": SwapOwnCounters()})
pokemon("base1-2", "Blastoise",
        attacks={"Hydro Pump": Attack(plus(10, per=unused_energy("Water"), most=20))},
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
    "Selfdestruct": Attack(damage(20, to=EACH_BENCH), self_damage(80)),
})
pokemon("base1-10", "Mewtwo", attacks={
    "Psychic": Attack(plus(10, per=energy_cards(DEFENDING))),
    "Barrier": Attack(discard_energy("Psychic", 1), lasting("barrier", SELF)),
})
pokemon("base1-11", "Nidoking", attacks={
    "Thrash": Attack(flip(heads=plus(10), tails=self_damage(10))),
    "Toxic": Attack(poison(amount=20)),
})
pokemon("base1-12", "Ninetales", attacks={
    "Lure": Attack(choose_opponent_switch()),
    "Fire Blast": Attack(discard_energy("Fire", 1)),
})
pokemon("base1-13", "Poliwrath", attacks={
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
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
    "Twineedle": Attack(times(heads(2))),
    "Poison Sting": Attack(flip(heads=poison())),
})
pokemon("base1-18", "Dragonair", attacks={
    "Slam": Attack(times(heads(2))),
    "Hyper Beam": Attack(discard_defending_energy()),
})
pokemon("base1-19", "Dugtrio", attacks={"Earthquake": Attack(damage(10, to=YOUR_BENCH))})
pokemon("base1-20", "Electabuzz", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Thunderpunch": Attack(flip(heads=plus(10), tails=self_damage(10))),
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
    "Doubleslap": Attack(times(heads(2))),
    "Meditate": Attack(plus(10, per=counters(DEFENDING))),
})
pokemon("base1-32", "Kadabra", attacks={
    "Recover": Attack(discard_energy("Psychic", 1), heal(None)),
})
pokemon("base1-33", "Kakuna", attacks={
    "Stiffen": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Poisonpowder": Attack(flip(heads=poison())),
})
pokemon("base1-34", "Machoke", attacks={
    "Karate Chop": Attack(minus(10, per=counters(SELF))),
    "Submission": Attack(self_damage(20)),
})
pokemon("base1-35", "Magikarp", attacks={"Flail": Attack(times(counters(SELF)))})
pokemon("base1-36", "Magmar", attacks={"Flamethrower": Attack(discard_energy("Fire", 1))})
pokemon("base1-37", "Nidorino", attacks={"Double Kick": Attack(times(heads(2)))})
pokemon("base1-38", "Poliwhirl", attacks={
    "Amnesia": Attack(disable_attack()),
    "Doubleslap": Attack(times(heads(2))),
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
pokemon("base1-48", "Doduo", attacks={"Fury Attack": Attack(times(heads(2)))})
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
    "Selfdestruct": Attack(damage(10, to=EACH_BENCH), self_damage(40)),
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
    "Water Gun": Attack(plus(10, per=unused_energy("Water"), most=20)),
})
pokemon("base1-62", "Sandshrew", attacks={
    "Sand-attack": Attack(lasting("sand-attack", DEFENDING)),
})
pokemon("base1-63", "Squirtle", attacks={
    "Bubble": Attack(flip(heads=paralyze())),
    "Withdraw": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base1-64", "Starmie", attacks={
    "Recover": Attack(discard_energy("Water", 1), heal(None)),
    "Star Freeze": Attack(flip(heads=paralyze())),
})
pokemon("base1-66", "Tangela", attacks={
    "Bind": Attack(flip(heads=paralyze())),
    "Poisonpowder": Attack(poison()),
})
pokemon("base1-68", "Vulpix", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("base1-69", "Weedle", attacks={"Poison Sting": Attack(flip(heads=poison()))})
