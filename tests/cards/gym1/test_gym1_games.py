"""Every Gym Heroes Pokémon plays in whole games: two decks holding one of each gym1
Pokémon (gym1-1 … gym1-96, Trainers aside) with basic Energy, random against random and
heuristic against heuristic, every invariant checked at every decision (issue #11:
"random and heuristic games … play to the end with every invariant checked")."""

from __future__ import annotations

import pytest

from oldback import Game
from oldback.agents import make_agent
from oldback.facts.catalog import cards
from oldback.rng import Rng
from oldback.testing import check_invariants, play_checked

ENERGY = [f"base1-{n}" for n in range(97, 103)] * 3


def decks() -> tuple[list[str], list[str]]:
    mons = [c.id for c in cards("gym1") if c.supertype == "Pokémon"]
    return mons[:45] + ENERGY[:15], mons[45:] + ENERGY[:15]


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_every_gym1_pokemon(seed):
    first, second = decks()
    g = Game.new(first, second, seed=seed, log=False)
    rng = Rng(seed * 7919 + 1)
    play_checked(g, rng)


@pytest.mark.parametrize("seed", range(2))
def test_heuristic_games_with_every_gym1_pokemon(seed):
    first, second = decks()
    g = Game.new(first, second, seed=seed, log=False)
    agents = {p: make_agent("heuristic", seed * 2 + i) for i, p in enumerate(("p1", "p2"))}
    while not g.over:
        check_invariants(g)
        player = g.decision.player
        g.act(agents[player].choose_in(g, player))
    assert g.winner in ("p1", "p2", "draw")
