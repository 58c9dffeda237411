"""The search player: determinized Monte-Carlo search over the heuristic's best options.

At the choice of a main-phase action (a decision that starts a step), it takes a few
candidate options (the heuristic's choice and next best actions, every attack, and
ending the turn; of actions that do the same to Pokémon alike, one), and for each of a
series of determinizations (``Game.determinized``: a copy of the game in which the
cards it can't see are dealt at random, consistent with its view) it acts each
candidate and plays on with the heuristic for both players until the end of its own
next turn. Each result is scored: a win 1, a loss 0, otherwise ``evaluate``, a logistic
model of the chance to win (Prize cards, Benches, the Pokémon, Energy and cards in hand
and in play) fitted to heuristic self-play. Every candidate is tried on the same
determinizations; candidates clearly worse than the best stop being tried. The
heuristic's choice is kept unless another candidate is better by more than the noise.

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
#: rounds of rollouts of every candidate before any is dropped
MIN_ROUNDS = 8


class SearchAgent(Agent):
    name = "search"

    def __init__(self, seed: int = 0, seconds: float = 1.0, iterations: int | None = None,
                 candidates: int = 6, turns: int = 2, margin: float = 0.01, z: float = 2.0,
                 drop_z: float = 2.0):
        self.seed = seed
        self.seconds = seconds
        self.iterations = iterations
        self.candidates = candidates
        #: how many turns after the current one a rollout plays (2: to the end of the
        #: player's own next turn)
        self.turns = turns
        #: another candidate replaces the heuristic's choice only when its average is
        #: better by more than ``margin`` plus ``z`` standard errors of the difference
        self.margin = margin
        self.z = z
        self.drop_z = drop_z
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
        cands = self._candidates(game, player, ranked)
        if len(cands) == 1:
            key = cands[0]
            self.last = {}
        else:
            key = self._search(game, player, cands, ranked[0][1])
        self.heuristic.note(view, key)
        return key

    def _candidates(self, game: Game, player: str, ranked: list[tuple[float, str]]) -> list[str]:
        """The heuristic's choice, its next best actions, every attack and ``end``; of
        options that do the same to Pokémon alike (Energy to one of two bare Hitmonchan
        on the Bench), only the first."""
        out: list[str] = []
        seen: set = set()
        finals = [k for _, k in ranked if k == "end" or k.startswith("attack ")]
        steps = [k for _, k in ranked if k not in finals]
        for k in [ranked[0][1], *steps]:
            if len(out) >= self.candidates:
                break
            alike = _alike(game, player, k)
            if k not in out and alike not in seen:
                out.append(k)
                seen.add(alike)
        for k in finals:
            if k not in out:
                out.append(k)
        return out

    def _search(self, game: Game, player: str, cands: list[str], default: str) -> str:
        """The candidate with the best average over common determinizations; the
        heuristic's choice unless another is better by more than the noise.

        Candidates clearly worse than the best so far (by ``drop_z`` standard errors of
        their paired difference, after ``MIN_ROUNDS``) stop being tried, and the budget
        goes to the others. The budget: ``iterations`` rounds' worth of rollouts of every
        candidate, or ``seconds``.
        """
        results: dict[str, list[float]] = {k: [] for k in cands}
        alive = list(cands)
        deadline = None if self.iterations is not None else time.perf_counter() + self.seconds
        budget = None if self.iterations is None else self.iterations * len(cands)
        used = rounds = 0
        while True:
            if budget is not None and used >= budget:
                break
            if deadline is not None and rounds > 0 and time.perf_counter() >= deadline:
                break
            seed = self.rng.next64()
            for key in alive:
                results[key].append(self._rollout(game, player, key, seed))
            used += len(alive)
            rounds += 1
            if rounds >= MIN_ROUNDS and len(alive) > 2:
                alive = self._prune(alive, results, default)
        means = {k: sum(v) / len(v) for k, v in results.items() if v}
        self.last = {k: (means[k], len(results[k])) for k in means}
        best = max(alive, key=lambda k: means[k])
        if best == default:
            return default
        mean, se = _paired(results[best], results[default])
        if mean > self.margin + self.z * se:
            return best
        return default

    def _prune(self, alive: list[str], results: dict[str, list[float]],
               default: str) -> list[str]:
        n = len(results[default])
        means = {k: sum(results[k]) / n for k in alive}
        best = max(alive, key=lambda k: means[k])
        keep = []
        for k in alive:
            if k in (best, default):
                keep.append(k)
                continue
            mean, se = _paired(results[best], results[k])
            if mean <= self.drop_z * se:
                keep.append(k)
        return keep

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


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """The mean of the differences a - b over common rounds, and its standard error."""
    diffs = [x - y for x, y in zip(a, b, strict=False)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def _alike(game: Game, player: str, key: str):
    """What an action does, with each Pokémon it names replaced by what the Pokémon is."""
    verb, _, rest = key.partition(" ")
    if verb not in ("attach", "evolve"):
        return key
    cid, _, slot = rest.partition(" ")
    try:
        mon = game.at(player, slot)
    except ValueError:
        return key
    return (verb, cid, slot == "active", mon.card.id, mon.damage,
            tuple(c.id for c in mon.energy), tuple(c.id for c in mon.attached), mon.effects,
            mon.conditions, len(mon.stack))


def _other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


#: weights of the evaluation: a logistic model of the chance to win, fitted to positions
#: at the start of turns in heuristic self-play (mirror matches of every built-in deck of
#: Base-Fossil, 3000 games); ``features`` lists what each weight multiplies
WEIGHTS = (0.437, 0.568, -0.568, -0.518, 0.518, -0.095, 0.095,  # Prizes, Benches
           -0.25, 0.558, 0.083, 0.152, 0.133, 0.302, 0.373, 0.393,  # Pokémon in play
           0.389, 0.318, -2.63,  # hand, Energy in hand, deck running out
           0.183)  # whose turn it is


def evaluate(g: Game, player: str) -> float:
    """How good the position is for ``player``, from 0 (lost) to 1 (won)."""
    if g.over:
        if g.winner == player:
            return 1.0
        return 0.5 if g.winner == "draw" else 0.0
    x = sum(w * f for w, f in zip(WEIGHTS, features(g, player), strict=True))
    return 1.0 / (1.0 + math.exp(-x))


def features(g: Game, player: str) -> list[float]:
    """What the evaluation looks at, from ``player``'s side (mostly differences)."""
    me, opp = g.side(player), g.opponent(player)
    f = [float(len(opp.prizes) - len(me.prizes)),
         float(len(me.prizes) == 1), float(len(opp.prizes) == 1),
         float(not me.bench), float(not opp.bench),
         float(len(me.bench) == 1), float(len(opp.bench) == 1)]
    mine, theirs = _side_features(g, me, opp), _side_features(g, opp, me)
    f += [a - b for a, b in zip(mine, theirs, strict=True)]
    f.append(1.0 if g.current == player else -1.0)
    return f


def _side_features(g: Game, side, other) -> list[float]:
    hp = energy_units = ready = stages = 0.0
    n = 0
    for mon in side.in_play:
        if not mon.attacks:
            continue
        n += 1
        hp += mon.remaining_hp / 100
        units = energy.units(g, mon)
        energy_units += min(len(units), 5)
        stages += len(mon.stack) - 1
        if any(energy.can_pay(units, a.cost) for a in mon.attacks):
            ready += 1
    active = side.active
    a_hp = active.remaining_hp / 100 if active is not None else 0.0
    a_ready = ko = 0.0
    foe = other.active
    if active is not None and active.attacks:
        units = energy.units(g, active)
        best = 0
        for a in active.attacks:
            if energy.can_pay(units, a.cost):
                a_ready = 1.0
                best = max(best, a.base_damage)
        if foe is not None and best:
            if foe.weakness is not None and foe.weakness in active.types:
                best *= 2
            if foe.resistance is not None and foe.resistance in active.types:
                best -= 30
            ko = float(best >= foe.remaining_hp)
    hand_energy = sum(1 for c in side.hand if c.supertype == "Energy")
    return [float(n), hp, energy_units, ready, stages, a_hp, a_ready, ko,
            min(len(side.hand), 10) / 10, min(hand_energy, 3) / 3,
            max(0, 8 - len(side.deck)) / 8]
