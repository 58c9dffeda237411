"""Base Set (base1): the Pokémon, in number order."""

from oldback.effects.attacks import (
    EACH_PLAYERS,
    SELF,
    Attack,
    bench_damage,
    confuse,
    disable_attack,
    discard_energy,
    flip,
    lasting,
    more,
    paralyze,
    plus_per_energy,
    poison,
    self_damage,
    times_heads,
)
from oldback.effects.define import pokemon
from oldback.effects.powers import TurnEnergyInto

pokemon("base1-3", "Chansey", attacks={
    "Scrunch": Attack(flip(heads=lasting("prevent-damage", SELF))),
    "Double-edge": Attack(self_damage(80)),
})
pokemon("base1-4", "Charizard",
        attacks={"Fire Spin": Attack(discard_energy("Colorless", 2))},
        powers={"Energy Burn": TurnEnergyInto()})
pokemon("base1-9", "Magneton", attacks={
    "Thunder Wave": Attack(flip(heads=paralyze())),
    "Selfdestruct": Attack(bench_damage(20, EACH_PLAYERS), self_damage(80)),
})
pokemon("base1-10", "Mewtwo", attacks={
    "Psychic": Attack(plus_per_energy(10)),
    "Barrier": Attack(discard_energy("Psychic", 1), lasting("barrier", SELF)),
})
pokemon("base1-20", "Electabuzz", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Thunderpunch": Attack(flip(heads=more(10), tails=self_damage(10))),
})
pokemon("base1-24", "Charmeleon", attacks={"Flamethrower": Attack(discard_energy("Fire", 1))})
pokemon("base1-38", "Poliwhirl", attacks={
    "Amnesia": Attack(disable_attack()),
    "Doubleslap": Attack(times_heads(2)),
})
pokemon("base1-48", "Doduo", attacks={"Fury Attack": Attack(times_heads(2))})
pokemon("base1-49", "Drowzee", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("base1-56", "Onix", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base1-62", "Sandshrew", attacks={
    "Sand-attack": Attack(lasting("sand-attack", on="the Defending Pokémon")),
})
pokemon("base1-66", "Tangela", attacks={
    "Bind": Attack(flip(heads=paralyze())),
    "Poisonpowder": Attack(poison()),
})
