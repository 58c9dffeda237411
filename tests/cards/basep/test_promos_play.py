"""Decks built around promos 10–24 and the Legendary Collection's own printings play to the
end: random against random and heuristic against heuristic, every invariant held at every
decision."""

from __future__ import annotations

import pytest

from oldback import Game
from oldback.agents import HeuristicAgent
from oldback.rng import Rng
from oldback.testing import check_invariants, play_checked

# Each list is 60 cards: the new cards (Eevee's Chain Reaction with its evolutions, Computer
# Error, Hyper Flame, Birthday Surprise …) and enough Basic Pokémon and Energy to play.
PROMOS_A = (
    ["basep-10"] * 3 + ["basep-17"] * 2 + ["basep-11"] * 4 + ["base2-51"] * 2
    + ["base2-19"] * 2 + ["base2-28"] * 2 + ["base2-20"] * 2 + ["basep-16"] * 2
    + ["basep-18"] * 3 + ["basep-24"] * 3 + ["basep-23"] * 2 + ["base1-95"] * 2
    + ["base1-96"] * 3 + ["Lightning"] * 14 + ["Water"] * 8 + ["Fire"] * 6
)
PROMOS_B = (
    ["basep-12"] * 3 + ["basep-19"] * 3 + ["basep-15"] * 3 + ["basep-21"] * 3
    + ["basep-22"] * 3 + ["base1-44"] * 3 + ["base1-30"] * 2 + ["basep-13"] * 2
    + ["base6-14"] * 2 + ["base6-76"] * 3 + ["base6-78"] * 3 + ["base6-88"] * 3
    + ["base1-96"] * 3 + ["Psychic"] * 10 + ["Fire"] * 6 + ["Water"] * 6 + ["Grass"] * 2
)


@pytest.mark.parametrize("birthday", ["", "both"])
def test_promo_decks_play_to_the_end_random(birthday):
    from dataclasses import replace

    from oldback.rules import Rules

    assert len(PROMOS_A) == 60 and len(PROMOS_B) == 60
    for seed in (1, 2, 3):
        g = Game.new(PROMOS_A, PROMOS_B, seed=seed, rules=replace(Rules(), birthday=birthday))
        rng = Rng(seed * 7919)
        play_checked(g, rng)


def test_promo_decks_play_to_the_end_heuristic():
    for seed in (1, 2):
        g = Game.new(PROMOS_A, PROMOS_B, seed=seed)
        agents = {"p1": HeuristicAgent(seed), "p2": HeuristicAgent(seed + 1)}
        while not g.over:
            check_invariants(g)
            g.act(agents[g.decision.player].choose_in(g, g.decision.player))
        assert g.winner in ("p1", "p2", "draw")
