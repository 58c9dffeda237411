"""Base Set (base1): the Pokémon, in number order.

Pokémon whose attacks have no text and who have no power (Hitmonchan, Dratini, Growlithe,
Seel, Diglett, Machop, Ponyta, Rattata, Staryu, Voltorb) need no script.
"""

from oldback.effects.bench import choose_opponent_switch, opponent_switches
from oldback.effects.coins import flip
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import Metronome, MirrorMove
from oldback.effects.damage import Damage, HalfRemainingHp, Plus, Times, minus, self_damage
from oldback.effects.define import pokemon
from oldback.effects.energy import DiscardAllEnergy, DiscardDefendingEnergy, DiscardEnergy
from oldback.effects.healing import Heal, HealUnlessPrevented
from oldback.effects.lasting import (
        DisableAttack,
        OnlyOnce,
        change_resistance,
        change_weakness,
        lasting,
)
from oldback.effects.pieces import Attack, DoesNothing
from oldback.effects.powers.activated import (
        AttachAsOftenAsYouLike,
        BecomeEnergy,
        MoveDamageCounter,
        MoveEnergyOfType,
        TurnEnergyInto,
)
from oldback.effects.powers.triggered import DamageTheAttacker
from oldback.effects.requirements import RequiresCondition
from oldback.effects.select import (
        DEFENDING,
        EACH_BENCH,
        SELF,
        YOUR_BENCH,
        Counters,
        EnergyCards,
        Heads,
        UnusedEnergy,
)

pokemon("base1-1", "Alakazam",
        attacks={"Confuse Ray": Attack(flip(heads=confuse()))},
        powers={"Damage Swap": MoveDamageCounter()})
pokemon("base1-2", "Blastoise",
        attacks={"Hydro Pump": Attack(Plus(10, per=UnusedEnergy("Water"), most=20))},
        powers={"Rain Dance": AttachAsOftenAsYouLike("Water")})
pokemon("base1-3", "Chansey", attacks={
    "Scrunch": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Double-edge": Attack(self_damage(80)),
})
pokemon("base1-4", "Charizard",
        attacks={"Fire Spin": Attack(DiscardEnergy("Colorless", 2))},
        powers={"Energy Burn": TurnEnergyInto()})
pokemon("base1-5", "Clefairy", attacks={
    "Sing": Attack(flip(heads=sleep())),
    "Metronome": Metronome(),
})
pokemon("base1-6", "Gyarados", attacks={"Bubblebeam": Attack(flip(heads=paralyze()))})
pokemon("base1-8", "Machamp", powers={"Strikes Back": DamageTheAttacker(10)})
pokemon("base1-9", "Magneton", attacks={
    "Thunder Wave": Attack(flip(heads=paralyze())),
    "Selfdestruct": Attack(Damage(20, to=EACH_BENCH), self_damage(80)),
})
pokemon("base1-10", "Mewtwo", attacks={
    "Psychic": Attack(Plus(10, per=EnergyCards(DEFENDING))),
    "Barrier": Attack(DiscardEnergy("Psychic", 1), lasting("barrier", SELF)),
})
pokemon("base1-11", "Nidoking", attacks={
    "Thrash": Attack(flip(heads=Plus(10), tails=self_damage(10))),
    "Toxic": Attack(poison(amount=20)),
})
pokemon("base1-12", "Ninetales", attacks={
    "Lure": Attack(choose_opponent_switch()),
    "Fire Blast": Attack(DiscardEnergy("Fire", 1)),
})
pokemon("base1-13", "Poliwrath", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
    "Whirlpool": Attack(DiscardDefendingEnergy()),
})
pokemon("base1-14", "Raichu", attacks={
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
    "Thunder": Attack(flip(tails=self_damage(30))),
})
pokemon("base1-15", "Venusaur", powers={"Energy Trans": MoveEnergyOfType("Grass")})
pokemon("base1-16", "Zapdos", attacks={
    "Thunder": Attack(flip(tails=self_damage(30))),
    "Thunderbolt": Attack(DiscardAllEnergy()),
})
pokemon("base1-17", "Beedrill", attacks={
    "Twineedle": Attack(Times(Heads(2))),
    "Poison Sting": Attack(flip(heads=poison())),
})
pokemon("base1-18", "Dragonair", attacks={
    "Slam": Attack(Times(Heads(2))),
    "Hyper Beam": Attack(DiscardDefendingEnergy()),
})
pokemon("base1-19", "Dugtrio", attacks={"Earthquake": Attack(Damage(10, to=YOUR_BENCH))})
pokemon("base1-20", "Electabuzz", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Thunderpunch": Attack(flip(heads=Plus(10), tails=self_damage(10))),
})
pokemon("base1-21", "Electrode",
        attacks={"Electric Shock": Attack(flip(tails=self_damage(10)))},
        powers={"Buzzap": BecomeEnergy()})
pokemon("base1-22", "Pidgeotto", attacks={
    "Whirlwind": Attack(opponent_switches()),
    "Mirror Move": Attack(MirrorMove()),
})
pokemon("base1-23", "Arcanine", attacks={
    "Flamethrower": Attack(DiscardEnergy("Fire", 1)),
    "Take Down": Attack(self_damage(30)),
})
pokemon("base1-24", "Charmeleon", attacks={"Flamethrower": Attack(DiscardEnergy("Fire", 1))})
pokemon("base1-25", "Dewgong", attacks={"Ice Beam": Attack(flip(heads=paralyze()))})
pokemon("base1-27", "Farfetch'd", attacks={
    "Leek Slap": Attack(flip(tails=DoesNothing()), OnlyOnce()),
})
pokemon("base1-29", "Haunter", attacks={
    "Hypnosis": Attack(sleep()),
    "Dream Eater": Attack(RequiresCondition("asleep")),
})
pokemon("base1-30", "Ivysaur", attacks={"Poisonpowder": Attack(poison())})
pokemon("base1-31", "Jynx", attacks={
    "Doubleslap": Attack(Times(Heads(2))),
    "Meditate": Attack(Plus(10, per=Counters(DEFENDING))),
})
pokemon("base1-32", "Kadabra", attacks={
    "Recover": Attack(DiscardEnergy("Psychic", 1), Heal(None)),
})
pokemon("base1-33", "Kakuna", attacks={
    "Stiffen": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Poisonpowder": Attack(flip(heads=poison())),
})
pokemon("base1-34", "Machoke", attacks={
    "Karate Chop": Attack(minus(10, per=Counters(SELF))),
    "Submission": Attack(self_damage(20)),
})
pokemon("base1-35", "Magikarp", attacks={"Flail": Attack(Times(Counters(SELF)))})
pokemon("base1-36", "Magmar", attacks={"Flamethrower": Attack(DiscardEnergy("Fire", 1))})
pokemon("base1-37", "Nidorino", attacks={"Double Kick": Attack(Times(Heads(2)))})
pokemon("base1-38", "Poliwhirl", attacks={
    "Amnesia": Attack(DisableAttack()),
    "Doubleslap": Attack(Times(Heads(2))),
})
pokemon("base1-39", "Porygon", attacks={
    "Conversion 1": Attack(change_weakness()),
    "Conversion 2": Attack(change_resistance()),
})
pokemon("base1-40", "Raticate", attacks={"Super Fang": Attack(HalfRemainingHp())})
pokemon("base1-42", "Wartortle", attacks={
    "Withdraw": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base1-43", "Abra", attacks={"Psyshock": Attack(flip(heads=paralyze()))})
pokemon("base1-44", "Bulbasaur", attacks={"Leech Seed": Attack(HealUnlessPrevented(10))})
pokemon("base1-45", "Caterpie", attacks={"String Shot": Attack(flip(heads=paralyze()))})
pokemon("base1-46", "Charmander", attacks={"Ember": Attack(DiscardEnergy("Fire", 1))})
pokemon("base1-48", "Doduo", attacks={"Fury Attack": Attack(Times(Heads(2)))})
pokemon("base1-49", "Drowzee", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("base1-50", "Gastly", attacks={
    "Sleeping Gas": Attack(flip(heads=sleep())),
    "Destiny Bond": Attack(DiscardEnergy("Psychic", 1), lasting("destiny-bond", SELF)),
})
pokemon("base1-51", "Koffing", attacks={
    "Foul Gas": Attack(flip(heads=poison(), tails=confuse())),
})
pokemon("base1-53", "Magnemite", attacks={
    "Thunder Wave": Attack(flip(heads=paralyze())),
    "Selfdestruct": Attack(Damage(10, to=EACH_BENCH), self_damage(40)),
})
pokemon("base1-54", "Metapod", attacks={
    "Stiffen": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Stun Spore": Attack(flip(heads=paralyze())),
})
pokemon("base1-55", "Nidoran ♂", attacks={"Horn Hazard": Attack(flip(tails=DoesNothing()))})
pokemon("base1-56", "Onix", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base1-57", "Pidgey", attacks={"Whirlwind": Attack(opponent_switches())})
pokemon("base1-58", "Pikachu", attacks={"Thunder Jolt": Attack(flip(tails=self_damage(10)))})
pokemon("base1-59", "Poliwag", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
pokemon("base1-62", "Sandshrew", attacks={
    "Sand-attack": Attack(lasting("sand-attack", DEFENDING)),
})
pokemon("base1-63", "Squirtle", attacks={
    "Bubble": Attack(flip(heads=paralyze())),
    "Withdraw": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base1-64", "Starmie", attacks={
    "Recover": Attack(DiscardEnergy("Water", 1), Heal(None)),
    "Star Freeze": Attack(flip(heads=paralyze())),
})
pokemon("base1-66", "Tangela", attacks={
    "Bind": Attack(flip(heads=paralyze())),
    "Poisonpowder": Attack(poison()),
})
pokemon("base1-68", "Vulpix", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("base1-69", "Weedle", attacks={"Poison Sting": Attack(flip(heads=poison()))})
