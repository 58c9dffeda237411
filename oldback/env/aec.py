"""The PettingZoo AEC environment: two agents, ``p1`` and ``p2``, one game per episode.

The agent to act is the one whose decision is pending; every decision with a choice is
one step, whatever its kind (the choice of an action, a target, a card, a count …).
Each observation is ``{"observation": float32 vector, "action_mask": int8 vector}``,
built from ``g.view(agent)`` alone; the mask is all zero for the agent not to act.
Rewards come at the end of the game: +1 for the winner, -1 for the loser, 0 each for
a draw. A game still going after ``max_steps`` decisions is truncated (reward 0 each).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from oldback import Game, Rules
from oldback.env import observation
from oldback.env.core import (
    AGENTS,
    DEFAULT_DECKS,
    MAX_STEPS,
    OTHER,
    DeckLike,
    Match,
    action_mask,
    mask_box,
    observation_box,
    result_reward,
)
from oldback.env.encoding import ACTION_KEYS, NUM_ACTIONS


class raw_env(AECEnv):  # noqa: N801  (PettingZoo's name for the unwrapped class)
    """Two players, one old-school game per episode.

    ``deck1``/``deck2``: a built-in deck's name, a deck file, an ``oldback.Deck`` or a
    list of card references (default Haymaker against Rain Dance); ``rules``: a preset
    name or ``oldback.Rules``; ``seed``: the seed of the first game (default 0).
    ``reset(seed=s)`` plays the game of seed ``s``; a ``reset()`` without a seed plays
    the next seed after the last game's (the first one plays ``seed``), so a run of
    resets is reproducible too. ``max_steps``: the decisions after which a game that has
    not ended is truncated.
    """

    metadata = {"name": "oldback_duel_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(self, deck1: DeckLike = DEFAULT_DECKS[0], deck2: DeckLike = DEFAULT_DECKS[1],
                 rules: Rules | str | None = None, seed: int = 0, max_steps: int = MAX_STEPS):
        super().__init__()
        self.match = Match.make(deck1, deck2, rules)
        self.max_steps = max_steps
        self.steps = 0
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self._observation_spaces = {
            a: spaces.Dict({"observation": observation_box(), "action_mask": mask_box()})
            for a in AGENTS}
        self._action_spaces = {a: spaces.Discrete(NUM_ACTIONS) for a in AGENTS}
        self._next_seed = seed
        self.seed_used = seed
        self.game: Game = self.match.game(seed)
        self._start()

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._next_seed = seed
        self.seed_used = self._next_seed
        self._next_seed += 1
        self.game = self.match.game(self.seed_used)
        self._start()

    def _start(self) -> None:
        self.steps = 0
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        assert self.game.decision is not None  # a new game always asks something first
        self.agent_selection = self.game.decision.player

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return {"observation": observation.observe(self.game.view(agent)),
                "action_mask": action_mask(self.game, agent)}

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        self._cumulative_rewards[agent] = 0.0
        # An action outside the mask raises oldback.IllegalAction and changes nothing
        # (``env()`` wraps this class to end the game as a loss for it instead).
        g.act(ACTION_KEYS[int(action)])
        self.steps += 1
        if g.over:
            self.rewards = {a: result_reward(g, a) for a in AGENTS}
            self.terminations = dict.fromkeys(AGENTS, True)
            self.agent_selection = OTHER[agent]
        elif self.steps >= self.max_steps:
            self.rewards = dict.fromkeys(AGENTS, 0.0)
            self.truncations = dict.fromkeys(AGENTS, True)
            self.agent_selection = OTHER[agent]
        else:
            self.rewards = dict.fromkeys(AGENTS, 0.0)
            assert g.decision is not None
            self.agent_selection = g.decision.player
        self._accumulate_rewards()

    def close(self) -> None:
        pass
