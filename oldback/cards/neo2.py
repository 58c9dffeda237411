"""Neo Discovery (neo2): card behaviour."""

from oldback.effects.damage import FlipEach, Times
from oldback.effects.define import pokemon
from oldback.effects.pieces import Attack
from oldback.effects.select import EACH_BENCH, Heads

pokemon("neo2-12", "Tyranitar", attacks={
    "Slam": Attack(Times(Heads(2))),
    "Trample": Attack(FlipEach(EACH_BENCH, 30)),
})
