"""Jungle (base2): the Pokémon, in number order."""

from oldback.effects.attacks import SELF, Attack, lasting, metronome, plus_per_counter, sleep
from oldback.effects.define import pokemon
from oldback.effects.powers import PreventAtLeast, RetreatAid

pokemon("base2-1", "Clefable", attacks={
    "Metronome": metronome(),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base2-6", "Mr. Mime",
        attacks={"Meditate": Attack(plus_per_counter(10))},
        powers={"Invisible Wall": PreventAtLeast(30)})
pokemon("base2-10", "Scyther", attacks={
    "Swords Dance": Attack(lasting("base-damage", SELF, turns=2, value=60, data="Slash")),
})
pokemon("base2-34", "Dodrio",
        attacks={"Rage": Attack(plus_per_counter(10, on=SELF))},
        powers={"Retreat Aid": RetreatAid(1)})
pokemon("base2-54", "Jigglypuff", attacks={"Lullaby": Attack(sleep())})
