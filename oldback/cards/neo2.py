"""Neo Discovery (neo2): card behaviour."""

from oldback.effects.attacks import Attack, flip_each, times
from oldback.effects.define import pokemon
from oldback.effects.select import EACH_BENCH, heads

pokemon("neo2-12", "Tyranitar", attacks={
    "Slam": Attack(times(heads(2))),
    "Trample": Attack(flip_each(EACH_BENCH, 30)),
})
