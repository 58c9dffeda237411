"""The Gymnasium single-agent environment ``oldback/Duel-v0``: one seat against a built-in
player.

Each step is one of the learner's decisions; the opponent's decisions in between are
made by the built-in player (``random``, ``heuristic`` or ``search``, or any
``oldback.agents.Agent``). The observation is the float32 vector of
``oldback.env.observation`` and ``info["action_mask"]`` marks the legal actions (int8).
The reward is +1 for a win, -1 for a loss, 0 for a draw, at the end of the game. An
action outside the mask ends the episode as a loss (reward -1, ``info["illegal"]``); a
game still going after ``max_steps`` decisions (both players') is truncated.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from oldback import Game, Rules
from oldback.agents import Agent, SearchAgent, make_agent
from oldback.env import observation
from oldback.env.core import (
    DEFAULT_DECKS,
    MAX_STEPS,
    OTHER,
    DeckLike,
    Match,
    action_mask,
    observation_box,
    result_reward,
)
from oldback.env.encoding import ACTION_KEYS, NUM_ACTIONS

#: Determinizations a decision for the ``search`` opponent: a fixed number rather than
#: a time budget, so that a seed always gives the same episode (about a second a turn
#: on one core; pass ``opponent=SearchAgent(seed, seconds=…)`` for a time budget).
SEARCH_ITERATIONS = 8


class DuelEnv(gymnasium.Env[np.ndarray, np.int64]):
    """``deck1``/``deck2``, ``rules``, ``seed`` as for ``oldback.env.raw_env``; ``seat``:
    the learner's seat (``p1`` plays ``deck1``); ``opponent``: a built-in player's name
    or an ``Agent``. ``reset(seed=s)`` plays the game of seed ``s`` (the opponent's own
    choices seeded from it too); ``reset()`` draws the game's seed from the environment's
    random source, which the first ``reset`` seeds with ``seed`` unless given one."""

    metadata = {"render_modes": []}

    def __init__(self, deck1: DeckLike = DEFAULT_DECKS[0], deck2: DeckLike = DEFAULT_DECKS[1],
                 rules: Rules | str | None = None, seed: int = 0,
                 opponent: str | Agent = "random", seat: str = "p1",
                 max_steps: int = MAX_STEPS):
        if seat not in OTHER:
            raise ValueError(f"seat must be 'p1' or 'p2', not {seat!r}")
        if isinstance(opponent, str):
            make_agent(opponent)  # an unknown name fails here, listing the names
        self.match = Match.make(deck1, deck2, rules)
        self.opponent = opponent
        self.seat = seat
        self.max_steps = max_steps
        self.steps = 0  # decisions answered in this game, both players'
        self.observation_space = observation_box()
        self.action_space = spaces.Discrete(NUM_ACTIONS)
        self._first_seed: int | None = seed
        self.game: Game = self.match.game(seed)
        self.bot: Agent = self._bot(seed)
        self._ended = False  # the game is over, or the learner played an illegal action

    def _bot(self, seed: int) -> Agent:
        if not isinstance(self.opponent, str):
            return self.opponent
        if self.opponent == "search":
            return SearchAgent(seed, iterations=SEARCH_ITERATIONS)
        return make_agent(self.opponent, seed)

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        if seed is None and self._first_seed is not None:
            seed = self._first_seed
        self._first_seed = None
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2 ** 31))
        self.game = self.match.game(game_seed)
        self.bot = self._bot(game_seed * 2 + 1)
        self._ended = False
        self.steps = 0
        self._opponent_moves()
        return self._observe(), self._info()

    def step(self, action: int | np.integer) -> tuple[np.ndarray, float, bool, bool,
                                                      dict[str, Any]]:
        g = self.game
        if self._ended:
            raise RuntimeError("the episode is over: call reset()")
        key = ACTION_KEYS[int(action)]
        assert g.decision is not None
        if key not in g.decision:
            self._ended = True
            info = {"action_mask": np.zeros(NUM_ACTIONS, dtype=np.int8), "illegal": key}
            return self._observe(), -1.0, True, False, info
        g.act(key)
        self.steps += 1
        self._opponent_moves()
        truncated = not g.over and self.steps >= self.max_steps
        self._ended = g.over or truncated
        return (self._observe(), result_reward(g, self.seat), g.over, truncated,
                self._info())

    def _opponent_moves(self) -> None:
        g, them = self.game, OTHER[self.seat]
        while g.decision is not None and g.decision.player == them and (
                self.steps < self.max_steps):
            g.act(self.bot.choose_in(g, them))
            self.steps += 1

    def _observe(self) -> np.ndarray:
        return observation.observe(self.game.view(self.seat))

    def _info(self) -> dict[str, Any]:
        return {"action_mask": action_mask(self.game, self.seat)}
