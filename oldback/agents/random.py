"""The random player: uniform over the legal options, from its own seeded source."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.agents.base import Agent
from oldback.engine.decisions import Decision
from oldback.engine.view import View
from oldback.rng import Rng

if TYPE_CHECKING:
    from oldback.engine.game import Game


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: View) -> str:
        return self._pick(view.player, view.decision)

    def choose_in(self, game: Game, player: str) -> str:
        # It reads its own pending decision alone, as its view holds it: the rest of the
        # view (both sides, a copy of each Pokémon) would be built for nothing.
        d = game.decision
        return self._pick(player, d if d is not None and d.player == player else None)

    def _pick(self, player: str, decision: Decision | None) -> str:
        if decision is None:
            raise ValueError(f"{player} has no decision to make")
        options = decision.options
        return options[self.rng.below(len(options))].key
