"""The PettingZoo AEC environment: PettingZoo's own tests, rewards, seeds, hidden cards."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import oldback
import oldback.env
from oldback.env import observation
from oldback.env.encoding import NUM_ACTIONS, index


def play_out(e, seed: int, final: dict | None = None) -> list[int]:
    """Play one game with random masked actions; the actions taken. ``final`` gets each
    agent's reward as ``last()`` gives it at the end."""
    rng = np.random.default_rng(seed)
    taken = []
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        if term or trunc:
            if final is not None:
                final[agent] = reward
            e.step(None)
            continue
        assert agent == e.unwrapped.game.decision.player
        legal = np.flatnonzero(obs["action_mask"])
        taken.append(int(legal[rng.integers(len(legal))]))
        e.step(taken[-1])
    return taken


def test_pettingzoo_api_test():
    api_test(oldback.env.env(), num_cycles=1000)
    api_test(oldback.env.raw_env(deck1="zap", deck2="brushfire", rules="wotc", seed=3),
             num_cycles=1000)


def test_pettingzoo_seed_test():
    seed_test(oldback.env.env, num_cycles=500)


def test_a_game_ends_with_the_winners_reward():
    e = oldback.env.env(seed=11)
    e.reset(seed=11)
    game = e.unwrapped.game
    rewards: dict[str, float] = {}
    play_out(e, 0, rewards)
    assert game.over and not e.agents
    if game.winner == "draw":
        assert rewards == {"p1": 0, "p2": 0}
    else:
        loser = "p2" if game.winner == "p1" else "p1"
        assert rewards == {game.winner: 1, loser: -1}


def test_reset_with_a_seed_replays_the_same_game_and_resets_go_on_from_it():
    e = oldback.env.env(deck1="haymaker", deck2="zap")
    e.reset(seed=5)
    first = play_out(e, 1)
    log = list(e.unwrapped.game.keys)
    e.reset(seed=5)
    assert play_out(e, 1) == first and e.unwrapped.game.keys == log
    e.reset()
    assert e.unwrapped.seed_used == 6
    e.reset()
    assert e.unwrapped.seed_used == 7


def test_the_first_reset_plays_the_seed_given():
    e = oldback.env.raw_env(seed=42)
    e.reset()
    assert e.seed_used == 42


def test_an_illegal_action_loses_in_the_wrapped_env_and_raises_in_the_raw_one():
    e = oldback.env.env()
    e.reset(seed=0)
    agent = e.agent_selection
    e.step(index("attack Hydro Pump"))  # never an option at set-up
    assert all(e.terminations.values())
    assert e.rewards[agent] == -1
    raw = oldback.env.raw_env()
    raw.reset(seed=0)
    with pytest.raises(oldback.IllegalAction):
        raw.step(index("attack Hydro Pump"))


def test_bad_arguments_fail_clearly():
    with pytest.raises(ValueError, match="neither a deck file nor a built-in deck"):
        oldback.env.raw_env(deck1="no-such-deck")
    with pytest.raises(ValueError, match="no Basic Pokémon"):
        oldback.env.raw_env(deck1=["Fire"] * 60)
    with pytest.raises(ValueError, match="counts up to 60"):
        oldback.env.raw_env(deck1=["base1-7"] * 61)
    import dataclasses

    eight = dataclasses.replace(oldback.Rules.preset("pokemon1999"), prizes=8)
    with pytest.raises(ValueError, match="at most 6 Prize cards"):
        oldback.env.raw_env(rules=eight)


def test_spaces():
    e = oldback.env.raw_env()
    assert e.action_space("p1").n == NUM_ACTIONS
    space = e.observation_space("p2")
    assert space["observation"].shape == (observation.SIZE,)
    assert space["action_mask"].shape == (NUM_ACTIONS,)
    obs = e.observe("p1")
    assert space.contains(obs)


def test_observations_hold_nothing_the_player_cannot_see():
    """A copy of the game with every card the player can't see dealt again (the other
    hand, both decks, the Prize cards) gives the player the same observation. (Dealt for
    the player who waits, the other player's action is chosen again from its new hand; where
    that leaves only the end of the turn, the copy has gone on to a later decision and is
    not compared.)"""
    e = oldback.env.raw_env(deck1="haymaker", deck2="rain-dance")
    rng = np.random.default_rng(3)
    checked = 0
    for seed in range(4):
        e.reset(seed=seed)
        g = e.game
        while not g.over:
            d = g.decision
            for player in ("p1", "p2"):
                if not g.mid_step and g.turn > 0:
                    mine = observation.observe(g.view(player))
                    other = g.determinized(player, seed * 1000 + checked)
                    if (other.turn, other.current) != (g.turn, g.current):
                        continue
                    assert np.array_equal(mine, observation.observe(other.view(player)))
                    dealt = [c.id for c in other.opponent(player).hand]
                    if dealt != [c.id for c in g.opponent(player).hand]:
                        checked += 1
            legal = np.flatnonzero(e.observe(d.player)["action_mask"])
            e.step(int(legal[rng.integers(len(legal))]))
    assert checked > 100  # the hidden cards did differ in most of the positions compared


def test_a_game_too_long_is_truncated():
    e = oldback.env.env(max_steps=25)
    e.reset(seed=4)
    rewards: dict[str, float] = {}
    taken = play_out(e, 0, rewards)
    assert len(taken) == 25 and not e.unwrapped.game.over
    assert rewards == {"p1": 0, "p2": 0} and not e.agents
    api_test(oldback.env.env(max_steps=25), num_cycles=100)
