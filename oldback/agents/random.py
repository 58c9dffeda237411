"""The random player: uniform over the legal options, from its own seeded source."""

from __future__ import annotations

from oldback.agents.base import Agent
from oldback.engine.view import View
from oldback.rng import Rng


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: View) -> str:
        if view.decision is None:
            raise ValueError(f"{view.player} has no decision to make")
        options = view.decision.options
        return options[self.rng.below(len(options))].key
