"""The benchmark scripts' own arithmetic (issue 30): the ladder's Bradley–Terry fit and its
players by import path; the count of self-inflicted deck-outs and bench-outs; the strength
figures' seeds."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

from oldback.agents.random import RandomAgent

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (a dataclass looks its module up there)
    spec.loader.exec_module(module)
    return module


ladder = _load("ladder")
losses = _load("losses")
agents = _load("agents")


def test_bradley_terry_gives_the_rating_gap_of_the_score():
    """A beats B in 3 of 4 games, with the prior's draw: 3.5 of 5, odds 7:3, so the gap is
    400·log10(7/3) Elo."""
    s = ladder.fit(2, {(0, 1): [1.0, 1.0, 1.0, 0.0]})
    a, b = ladder.elo(s, anchor_random=False)
    assert a - b == pytest.approx(400 * math.log10(3.5 / 1.5), abs=0.01)
    assert (a + b) / 2 == pytest.approx(1500)


def test_a_player_that_wins_every_game_has_a_finite_rating():
    s = ladder.fit(3, {(0, 1): [1.0] * 10, (0, 2): [1.0] * 10, (1, 2): [0.5] * 10})
    r = ladder.elo(s, anchor_random=True)
    assert r[1] == 0 or r[0] == 0
    assert all(math.isfinite(x) for x in r) and r[0] > r[1] + 300


def test_players_by_spec_or_by_import_path():
    assert ladder.player("heuristic-v1", 3).name == "heuristic-v1"
    assert isinstance(ladder.player("oldback.agents.random:RandomAgent", 3), RandomAgent)
    assert isinstance(ladder.player("oldback.agents.random.RandomAgent", 3), RandomAgent)
    with pytest.raises(ValueError, match="can't import"):
        ladder.player("oldback.agents.random:Nobody", 3)
    with pytest.raises(ValueError, match="not an Agent"):
        ladder.player("oldback.rng:Rng", 3)


def test_a_ladder_game_is_played_with_a_player_by_import_path():
    assert ladder.one_game(("base-fossil", "heuristic", "oldback.agents.random:RandomAgent",
                            0, 0)) in (0.0, 0.5, 1.0)


def _trace(points, own):
    t = losses.Trace()
    t.points = points
    t.own = own
    return t


def test_a_draw_card_played_with_a_deck_too_thin_is_a_self_inflicted_deck_out():
    """p1 (turn 9, 6 Prize cards to go on both sides) goes from 9 cards to 2 in its own
    turn: fewer than 2 × 6 left, so the deck-out it lost by was its own doing; from 40 to
    33 it was not."""
    thin = _trace([(9, "p1", 9, True, False, 6), (9, "p1", 2, True, False, 6)], [0, 1])
    assert losses.self_decked(thin, "p1")
    thick = _trace([(9, "p1", 40, True, False, 6), (9, "p1", 33, True, False, 6)], [0, 1])
    assert not losses.self_decked(thick, "p1")


def test_the_draw_of_the_turn_is_not_the_players_doing():
    """The turn passes to p1 between its two decisions (it promoted a Pokémon in p2's turn,
    then drew at the start of its own): one card fewer, and that is the draw."""
    t = _trace([(8, "p2", 5, False, False, 6), (9, "p1", 4, True, False, 6)], [0, 1])
    assert not losses.self_decked(t, "p1")


def test_a_basic_left_in_hand_at_the_end_of_the_last_turn_is_counted():
    t = _trace([(9, "p1", 20, True, True, 3), (10, "p2", 20, False, True, 3)], [0])
    assert losses.basic_left(t)
    t = _trace([(9, "p1", 20, True, False, 3)], [0])
    assert not losses.basic_left(t)


def test_the_strength_figures_can_be_measured_on_other_seeds(monkeypatch, capsys):
    """``--seed`` deals each pair's games from another seed, so that a change chosen on
    the usual games is checked on others: with ``seed=1000``, each pair of lists plays the
    games of seeds 1000 to 1003 (seats and decks alternating as from 0)."""
    played = []

    def game(args):
        played.append((args[0], args[3]))
        return 1.0, 0.1, 100, [], args[0][0]

    monkeypatch.setattr(agents, "match_game", game)
    agents.match("base-fossil", "heuristic", "random", 4, 1, 0.97, seed=1000)
    assert sorted({i for _, i in played}) == [1000, 1001, 1002, 1003]
    assert len(played) == 12 and len({pair for pair, _ in played}) == 3
    assert "100.0% of 12 games" in capsys.readouterr().out
