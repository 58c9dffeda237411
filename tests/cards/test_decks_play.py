"""Real decks play to the end: the Base Set, Jungle and Fossil theme decks and the three
tournament lists, every pair, random against random, every invariant held at every
decision (issue "Every Base-Fossil card")."""

from __future__ import annotations

from itertools import combinations

import pytest

from oldback import Game
from oldback.decks import builtin
from oldback.rng import Rng
from oldback.testing import play_checked

DECKS = ["overgrowth", "zap", "brushfire", "blackout", "water-blast", "power-reserve",
         "lockdown", "bodyguard", "haymaker", "rain-dance", "damage-swap"]


@pytest.mark.parametrize("first, second", list(combinations(DECKS, 2)))
def test_every_pair_plays_to_the_end(first, second):
    for seed in (1, 2):
        g = Game.new(builtin(first), builtin(second), seed=seed)
        rng = Rng(seed * 7919)
        play_checked(g, rng)
