"""The search player: determinized Monte-Carlo search over the heuristic's best options.

At the choice of a main-phase action (a decision that starts a step), it takes a few
candidate options (the heuristic's choice and next best actions, every attack, and
ending the turn; of actions that do the same to Pokémon alike, one). At a choice made
while an action resolves (what to discard or take with Computer Search, where Rain
Dance puts its Energy, which Pokémon to send up), the candidates are the heuristic's
answer and the options nearest to it in value; this only where every answer given so
far in the step is known to the player (``Game.can_determinize``: its own action, an
attack, the steps between turns), so set-up choices stay the heuristic's.

For each of a series of determinizations (``Game.determinized``: a copy of the game in
which the cards it can't see are dealt at random, consistent with its view; in the
middle of an action, deals that contradict what it has seen are dealt again) it acts
each candidate and plays on with the heuristic for both players until the end of its
own next turn. Each result is scored: a win 1, a loss 0, otherwise ``evaluate``, a
logistic model of the chance to win (Prize cards, Benches, the Pokémon, Energy and
cards in hand and in play, the damage the Pokémon in play can do) fitted to heuristic
self-play. Every candidate is tried on the same determinizations; candidates clearly
worse than the best stop being tried. The heuristic's choice is kept unless another
candidate is better by more than the noise.

The budget is time (``seconds`` per decision, 1 s by default), a number of
determinizations (``iterations``: then, without ``seconds``, the player is
deterministic, as tests need), or both: whichever runs out first.
It never reads a hidden card: only the determinized copies are played.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from oldback.agents.base import Agent
from oldback.agents.heuristic import HeuristicAgent
from oldback.compiled import mypyc_attr
from oldback.engine import energy
from oldback.rng import Rng

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.view import View

#: a rollout that has not ended after this many decisions is cut short
MAX_ROLLOUT_DECISIONS = 400
#: rounds of rollouts of every candidate before any is dropped
MIN_ROUNDS = 8
#: deals tried for one determinization in the middle of an action
MAX_DEALS = 40


@mypyc_attr(allow_interpreted_subclasses=True)  # (a test's player with rollouts of its own)
class SearchAgent(Agent):
    name = "search"
    SETTINGS = {"seconds": float, "iterations": int, "candidates": int, "turns": int}

    def __init__(self, seed: int = 0, seconds: float | None = None,
                 iterations: int | None = None,
                 candidates: int = 6, turns: int = 2, margin: float = 0.01, z: float = 2.0,
                 drop_z: float = 2.0):
        self.seed = seed
        self.seconds = 1.0 if seconds is None and iterations is None else seconds
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
        if len(d.options) == 1:
            return self.heuristic.choose(view)
        if d.kind != "action" or game.mid_step:
            default = self.heuristic.choose(view)
            if not game.can_determinize(player):
                return default
            return self._search(game, player, self._answers(view, default), default)
        ranked = self.heuristic.rank(view)
        cands = self._candidates(game, player, ranked)
        if len(cands) == 1:
            key = cands[0]
            self.last = {}
        else:
            key = self._search(game, player, cands, ranked[0][1])
        self.heuristic.note(view, key)
        return key

    def advise(self, game: Game, player: str) -> tuple[str, list[tuple[str, float, int]]]:
        """What this player would answer to ``player``'s pending decision, searched from
        that player's view alone (determinizations: never a hidden card), and the options
        it weighed, best first, each as (key, estimated chance to win, rollouts); the list
        is empty where it made no search (a single candidate, or a choice made in the
        middle of an action it can't determinize). Its memory of the turn is its own: a
        fresh player advises as well."""
        self.last = {}
        key = self.choose_in(game, player)
        weighed = sorted(((k, mean, n) for k, (mean, n) in self.last.items()),
                         key=lambda x: (-x[1], x[0] != key))
        return key, weighed

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

    def _answers(self, view: View, default: str) -> list[str]:
        """The candidate answers to a choice made while an action resolves: the
        heuristic's, and the options nearest to it in value, up to ``candidates + 2``."""
        assert view.decision is not None  # asked only for the player's own decision
        keys = [k for k in view.decision.keys if k != default]
        values = self.heuristic.card_values(view, [default, *keys])
        if values is not None:
            keys.sort(key=lambda k: abs(values[k] - values[default]))
        return [default, *keys[:self.candidates + 1]]

    def _search(self, game: Game, player: str, cands: list[str], default: str) -> str:
        """The candidate with the best average over common determinizations; the
        heuristic's choice unless another is better by more than the noise.

        Candidates clearly worse than the best so far (by ``drop_z`` standard errors of
        their paired difference, after ``MIN_ROUNDS``) stop being tried, and the budget
        goes to the others. The budget: ``iterations`` rounds' worth of rollouts of every
        candidate, or ``seconds``, whichever runs out first; no round is begun that would
        likely end after the deadline, and a round the deadline passes in the middle of
        (after the first) is dropped.
        """
        results: dict[str, list[float]] = {k: [] for k in cands}
        alive = list(cands)
        start = time.perf_counter()
        deadline = None if self.seconds is None else start + self.seconds
        budget = None if self.iterations is None else self.iterations * len(cands)
        used = rounds = 0
        while True:
            if budget is not None and used >= budget:
                break
            if deadline is not None and rounds > 0:
                now = time.perf_counter()
                if now + (now - start) / rounds > deadline:  # another round would overrun
                    break
            world = self._world(game, player)
            if world is None:
                break
            got = []
            for key in alive:
                if deadline is not None and rounds > 0 and time.perf_counter() > deadline:
                    break  # out of time in the middle of a round: the round is dropped
                got.append(self._rollout(world.copy(), player, key))
            if len(got) < len(alive):
                break
            for key, value in zip(alive, got, strict=True):
                results[key].append(value)
            used += len(alive)
            rounds += 1
            if rounds >= MIN_ROUNDS and len(alive) > 2:
                alive = self._prune(alive, results, default)
        means = {k: sum(v) / len(v) for k, v in results.items() if v}
        self.last = {k: (means[k], len(results[k])) for k in means}
        if not means:
            return default
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

    def _world(self, game: Game, player: str) -> Game | None:
        """A determinization of ``game``. In the middle of an action some deals don't
        agree with what the player has seen (it looked through its deck, say): those are
        dealt again, up to ``MAX_DEALS`` times."""
        for _ in range(MAX_DEALS):
            try:
                return game.determinized(player, self.rng.next64())
            except ValueError:
                continue
        return None

    def _rollout(self, g: Game, player: str, key: str) -> float:
        mine = self.heuristic.fork()
        other = HeuristicAgent(self.seed + 1)
        if len(self._memo) > 20000:
            self._memo.clear()
        mine._memo = other._memo = self._memo
        agents = {player: mine, _other(player): other}
        if g.decision is not None and g.decision.kind == "action" and not g.mid_step:
            mine.note(g.view(player), key)
        stop = g.turn + self.turns
        g.act(key)
        played = 0

        def done(game: Game) -> bool:
            # (asked at each decision of the rollout: it ends after ``turns`` more turns, or
            # at its budget of decisions)
            nonlocal played
            if game.turn > stop or played >= MAX_ROLLOUT_DECISIONS:
                return True
            played += 1
            return False

        g.play_out(agents, until=done)
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
#: at the start of turns in heuristic self-play by ``tools/fit_evaluation.py`` (every
#: pair of the built-in Base-Fossil decks, mirrors included, 3000 games; held-out
#: log-loss 0.460, 77.4% of decided positions right); ``features`` lists what each
#: weight multiplies
WEIGHTS = (0.462, 0.353, -0.353, -0.363, 0.363, -0.081, 0.081,  # Prizes, Benches
           -0.348, 0.723, 0.103, 0.054, 0.042, 0.141, 0.088, -0.128,  # Pokémon in play
           0.223, 0.191, -2.25,  # hand, Energy in hand, deck running out
           0.749, 0.169,  # the damage the Active and the best Benched Pokémon can do
           0.197)  # whose turn it is


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
    hp = energy_units = ready = stages = bench_reach = 0.0
    a_ready = ko = reach = 0.0
    n = 0
    active, foe = side.active, other.active
    for mon in side.in_play:
        if not mon.attacks:
            continue
        n += 1
        hp += mon.remaining_hp / 100
        units = energy.units(g, mon)
        energy_units += min(len(units), 5)
        stages += len(mon.stack) - 1
        best = _best_damage(mon, units, foe)
        if best < 0:
            continue
        ready += 1
        share = min(1.0, best / max(10, foe.remaining_hp)) if foe is not None else 0.0
        if mon is active:
            a_ready = 1.0
            reach = share
            ko = float(foe is not None and best >= foe.remaining_hp)
        else:
            bench_reach = max(bench_reach, share)
    a_hp = active.remaining_hp / 100 if active is not None else 0.0
    hand_energy = sum(1 for c in side.hand if c.supertype == "Energy")
    return [float(n), hp, energy_units, ready, stages, a_hp, a_ready, ko,
            min(len(side.hand), 10) / 10, min(hand_energy, 3) / 3,
            max(0, 8 - len(side.deck)) / 8, reach, bench_reach]


def _best_damage(mon, units: list[str], foe) -> int:
    """The most printed damage ``mon`` could do to ``foe`` with the Energy it has, after
    Weakness and Resistance; -1 when it can't pay for an attack."""
    best = -1
    for a in mon.attacks:
        if energy.can_pay(units, a.cost):
            dmg = a.base_damage
            if foe is not None and dmg:
                if foe.weakness is not None and foe.weakness in mon.types:
                    dmg *= 2
                if foe.resistance is not None and foe.resistance in mon.types:
                    dmg = max(0, dmg - 30)
            best = max(best, dmg)
    return best
