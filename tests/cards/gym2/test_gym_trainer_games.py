"""Every Trainer of Gym Heroes and Gym Challenge plays in whole games: decks of the Gym
Leaders' Pokémon holding one of each Trainer and Stadium of the two sets, random against
random and heuristic against heuristic, every invariant checked at every decision, every
key offered encodable and every decision kind in the observation (issue #11: "random and
heuristic games … play to the end with every invariant checked")."""

from __future__ import annotations

import pytest

from oldback import Game
from oldback.agents import make_agent
from oldback.env.encoding import legal_indices
from oldback.env.observation import KINDS
from oldback.facts.catalog import cards
from oldback.rng import Rng
from oldback.testing import check_invariants


def _trainers(set_code: str) -> list[str]:
    return [c.id for c in cards(set_code) if c.supertype == "Trainer" and c.reprint_of is None]


def _owners(*words: str) -> list[str]:
    """The Basic and Stage 1 Pokémon of the Gym sets with one of these Owners' names."""
    return [c.id for s in ("gym1", "gym2") for c in cards(s)
            if c.supertype == "Pokémon" and c.stage in ("Basic", "Stage 1")
            and any(c.name.startswith(w + "'s ") for w in words)]


def decks() -> tuple[list[str], list[str]]:
    """60 cards each: 20 Owner's Pokémon, every Trainer of one set, basic Energy."""
    first = _owners("Misty", "Lt. Surge", "Erika", "Brock")[:20] + _trainers("gym1")
    second = _owners("Sabrina", "Koga", "Giovanni", "Blaine")[:20] + _trainers("gym2")
    first += ["base1-102", "base1-100", "base1-99", "base1-97"] * 3
    second += ["base1-101", "base1-99", "base1-98", "base1-97"] * 4
    return first[:60], second[:60]


def random_player(rng: Rng):
    return lambda g, d: d.options[rng.below(len(d.options))].key


def play(g: Game, choose) -> None:
    while not g.over:
        check_invariants(g)
        d = g.decision
        legal_indices(d.keys)
        assert d.kind in KINDS
        g.act(choose(g, d))
    check_invariants(g)
    assert g.winner in ("p1", "p2", "draw")


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_every_gym_trainer(seed):
    first, second = decks()
    assert len(first) == len(second) == 60
    for a, b in ((first, second), (second, first)):
        g = Game.new(a, b, seed=seed, log=False)
        play(g, random_player(Rng(seed * 7919 + 3)))


@pytest.mark.parametrize("seed", range(2))
def test_heuristic_games_with_every_gym_trainer(seed):
    first, second = decks()
    g = Game.new(first, second, seed=seed, log=False)
    agents = {p: make_agent("heuristic", seed * 2 + i) for i, p in enumerate(("p1", "p2"))}
    play(g, lambda g, d: agents[d.player].choose_in(g, d.player))
