"""The search player: determinized Monte-Carlo search over the heuristic's best options.

At the choice of a main-phase action (a decision that starts a step), it takes a few
candidate options (the heuristic's best, every attack, and ending the turn), and for
each of a series of determinizations (``Game.determinized``: a copy of the game in
which the cards it can't see are dealt at random, consistent with its view) it acts
each candidate and plays on with the heuristic for both players until the end of its
own next turn. Each result is scored (a win 1, a loss 0, otherwise an evaluation of the
Prize cards, the Pokémon and the Energy in play) and the candidate with the best
average is chosen. Every candidate is tried on the same determinizations.

The budget is either time (``seconds`` per decision, about 1 s by default) or a number
of determinizations (``iterations``, for tests: then the player is deterministic).
Other decisions (set-up, choices made while an action resolves) are the heuristic's.
It never reads a hidden card: only the determinized copies are played.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from oldback.agents.base import Agent
from oldback.agents.heuristic import HeuristicAgent
from oldback.engine import energy
from oldback.rng import Rng

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.view import View

#: a rollout that has not ended after this many decisions is cut short
MAX_ROLLOUT_DECISIONS = 400


class SearchAgent(Agent):
    name = "search"

    def __init__(self, seed: int = 0, seconds: float = 1.0, iterations: int | None = None,
                 candidates: int = 6, turns: int = 2):
        self.seed = seed
        self.seconds = seconds
        self.iterations = iterations
        self.candidates = candidates
        #: how many turns after the current one a rollout plays (2: to the end of the
        #: player's own next turn)
        self.turns = turns
        self.rng = Rng(seed ^ 0x5EA4C4)
        self.heuristic = HeuristicAgent(seed)
        #: statistics of the last search: {key: (mean, rollouts)}
        self.last: dict[str, tuple[float, int]] = {}
        #: estimates the rollout players share (keyed by what they depend on)
        self._memo: dict = {}

    def choose(self, view: View) -> str:
        """Without the game to determinize, the search player plays as the heuristic."""
        return self.heuristic.choose(view)

    def choose_in(self, game: Game, player: str) -> str:
        d = game.decision
        view = game.view(player)
        if d is None or d.player != player:
            raise ValueError(f"{player} has no decision to make")
        if d.kind != "action" or game.mid_step or len(d.options) == 1:
            return self.heuristic.choose(view)
        ranked = self.heuristic.rank(view)
        cands = self._candidates(ranked)
        if len(cands) == 1:
            key = cands[0]
        else:
            key = self._search(game, player, cands, ranked[0][1])
        self.heuristic.note(view, key)
        return key

    def _candidates(self, ranked: list[tuple[float, str]]) -> list[str]:
        """The heuristic's choice, its next best actions, every attack and ``end``."""
        out: list[str] = []
        finals = [k for _, k in ranked if k == "end" or k.startswith("attack ")]
        steps = [k for _, k in ranked if k not in finals]
        out.append(ranked[0][1])
        for k in steps:
            if len(out) >= self.candidates:
                break
            if k not in out:
                out.append(k)
        for k in finals:
            if k not in out:
                out.append(k)
        return out

    def _search(self, game: Game, player: str, cands: list[str], default: str) -> str:
        totals = dict.fromkeys(cands, 0.0)
        counts = dict.fromkeys(cands, 0)
        deadline = None if self.iterations is not None else time.perf_counter() + self.seconds
        rounds = 0
        while True:
            if self.iterations is not None and rounds >= self.iterations:
                break
            if deadline is not None and rounds > 0 and time.perf_counter() >= deadline:
                break
            seed = self.rng.next64()
            for key in cands:
                totals[key] += self._rollout(game, player, key, seed)
                counts[key] += 1
                if deadline is not None and time.perf_counter() >= deadline and rounds > 0:
                    break
            rounds += 1
        means = {k: totals[k] / counts[k] for k in cands if counts[k]}
        self.last = {k: (means[k], counts[k]) for k in means}
        # ties (and near ties) go to the heuristic's choice, then to the order of candidates
        best = max(means, key=lambda k: (round(means[k], 6), k == default,
                                         -cands.index(k)))
        if means.get(default, -1.0) >= means[best] - 1e-9:
            return default
        return best

    def _rollout(self, game: Game, player: str, key: str, seed: int) -> float:
        g = game.determinized(player, seed)
        mine = self.heuristic.fork()
        other = HeuristicAgent(self.seed + 1)
        if len(self._memo) > 20000:
            self._memo.clear()
        mine._memo = other._memo = self._memo
        agents = {player: mine, _other(player): other}
        mine.note(g.view(player), key)
        g.act(key)
        stop = game.turn + self.turns
        n = 0
        while not g.over and g.turn <= stop and n < MAX_ROLLOUT_DECISIONS:
            p = g.decision.player
            g.act(agents[p].choose(g.view(p)))
            n += 1
        return evaluate(g, player)


def _other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


def evaluate(g: Game, player: str) -> float:
    """How good the position is for ``player``, from 0 (lost) to 1 (won)."""
    if g.over:
        if g.winner == player:
            return 1.0
        return 0.5 if g.winner == "draw" else 0.0
    me, opp = g.side(player), g.opponent(player)
    # Prize cards: fewer left is better
    score = 1.0 * (len(opp.prizes) - len(me.prizes))
    score += 0.5 * (_material(g, me) - _material(g, opp))
    return 0.5 + 0.5 * math.tanh(score / 3.0)


def _material(g: Game, side) -> float:
    total = 0.0
    for mon in side.in_play:
        if not mon.attacks:  # Clefairy Doll, Mysterious Fossil
            total += 0.2
            continue
        hp = max(mon.hp, 10)
        total += 0.4 + 0.6 * mon.remaining_hp / hp + 0.2 * (len(mon.stack) - 1)
        units = energy.units(g, mon)
        total += 0.15 * min(len(units), 4)
        if any(energy.can_pay(units, a.cost) for a in mon.attacks):
            total += 0.25
    if side.active is None:
        total -= 1.0
    total += 0.04 * min(len(side.hand), 10)
    if len(side.deck) < 6:
        total -= 0.3 * (6 - len(side.deck))
    return total
