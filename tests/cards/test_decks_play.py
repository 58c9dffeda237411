"""Real decks play to the end: the Base Set, Jungle and Fossil theme decks and the three
tournament lists, every pair, random against random, every invariant held at every
decision (issue "Every Base-Fossil card")."""

from __future__ import annotations

from itertools import combinations

import pytest

from oldback import Game
from oldback.decks import builtin
from oldback.rng import Rng
from oldback.testing import check_invariants

DECKS = ["overgrowth", "zap", "brushfire", "blackout", "water-blast", "power-reserve",
         "lockdown", "bodyguard", "haymaker", "rain-dance", "damage-swap"]


@pytest.mark.parametrize("first, second", list(combinations(DECKS, 2)))
def test_every_pair_plays_to_the_end(first, second):
    for seed in (1, 2):
        g = Game.new(builtin(first), builtin(second), seed=seed)
        rng = Rng(seed * 7919)
        while not g.over:
            check_invariants(g)
            options = g.decision.options
            g.act(options[rng.below(len(options))].key)
        check_invariants(g)
        assert g.winner in ("p1", "p2", "draw")
