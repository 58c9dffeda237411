"""Neo Discovery (neo2): card behaviour."""

from oldback.effects.attacks import Attack, flip_each_benched, times_heads
from oldback.effects.define import pokemon

pokemon("neo2-12", "Tyranitar", attacks={
    "Slam": Attack(times_heads(2)),
    "Trample": Attack(flip_each_benched(30)),
})
