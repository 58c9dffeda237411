"""The Gymnasium environment oldback/Duel-v0: one seat against a built-in player."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import oldback.env
from oldback.agents import RandomAgent
from oldback.env.encoding import NUM_ACTIONS, index


def episode(e, seed: int, rng_seed: int = 0) -> tuple[float, int, list[int]]:
    """Play one episode with random masked actions: (final reward, steps, actions)."""
    rng = np.random.default_rng(rng_seed)
    _, info = e.reset(seed=seed)
    actions = []
    while True:
        legal = np.flatnonzero(info["action_mask"])
        actions.append(int(legal[rng.integers(len(legal))]))
        obs, reward, term, trunc, info = e.step(actions[-1])
        assert e.observation_space.contains(obs)
        if term or trunc:
            return reward, len(actions), actions
        assert reward == 0


def test_gymnasium_check_env():
    check_env(gymnasium.make("oldback/Duel-v0").unwrapped)
    check_env(oldback.env.DuelEnv(deck1="zap", deck2="brushfire", opponent="heuristic",
                                  seat="p2", rules="japan"))


def test_registered_with_its_keywords():
    e = gymnasium.make("oldback/Duel-v0", opponent="heuristic", deck1="zap", seat="p2")
    assert e.unwrapped.match.deck1 == tuple(c.id for c in oldback.decks.builtin("zap").cards)
    assert e.unwrapped.seat == "p2" and e.action_space.n == NUM_ACTIONS


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_an_episode_is_one_game_and_a_seed_replays_it(opponent):
    e = oldback.env.DuelEnv(opponent=opponent)
    reward, steps, actions = episode(e, seed=9)
    g = e.unwrapped.game
    assert g.over and reward == {"p1": 1.0, "p2": -1.0, "draw": 0.0}[g.winner]
    assert steps == sum(1 for _ in actions) and steps < len(g.keys)  # the opponent played too
    assert not e._info()["action_mask"].any()
    again = episode(e, seed=9)
    assert again == (reward, steps, actions)


def test_the_search_opponent_has_a_fixed_budget_so_a_seed_replays_it(monkeypatch):
    monkeypatch.setattr(oldback.env.gym, "SEARCH_ITERATIONS", 3)  # quick, for the test
    e = oldback.env.DuelEnv(opponent="search")
    games = []
    for _ in range(2):
        _, info = e.reset(seed=1)
        assert e.bot.iterations == 3 and e.bot.seconds is None
        term = False
        while not term and e.game.turn < 4:  # the opponent's first turns
            _, _, term, _, info = e.step(int(np.flatnonzero(info["action_mask"])[-1]))
        games.append(list(e.game.keys))
    assert len(games[0]) > 10
    assert games[0] == games[1]


def test_an_opponent_may_be_an_agent():
    e = oldback.env.DuelEnv(opponent=RandomAgent(4), seat="p2")
    reward, _, _ = episode(e, seed=2)
    assert reward in (-1.0, 0.0, 1.0)


def test_an_illegal_action_ends_the_episode_as_a_loss():
    e = oldback.env.DuelEnv()
    e.reset(seed=0)
    obs, reward, term, trunc, info = e.step(index("attack Hydro Pump"))
    assert (reward, term, trunc, info["illegal"]) == (-1.0, True, False, "attack Hydro Pump")
    assert not info["action_mask"].any()
    with pytest.raises(RuntimeError, match="reset"):
        e.step(0)


def test_bad_arguments_fail_clearly():
    with pytest.raises(ValueError, match="unknown AI 'wizard'"):
        oldback.env.DuelEnv(opponent="wizard")
    with pytest.raises(ValueError, match="seat must be"):
        oldback.env.DuelEnv(seat="p3")


def test_a_game_too_long_is_truncated():
    e = oldback.env.DuelEnv(max_steps=30)
    _, info = e.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(30):
        legal = np.flatnonzero(info["action_mask"])
        obs, reward, term, trunc, info = e.step(int(legal[rng.integers(len(legal))]))
        if term or trunc:
            break
    assert trunc and not term and reward == 0 and not e.game.over
    assert e.steps == 30
    with pytest.raises(RuntimeError, match="reset"):
        e.step(0)
