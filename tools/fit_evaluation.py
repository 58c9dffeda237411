"""Fit the search player's evaluation: a logistic model of the chance to win.

    python tools/fit_evaluation.py [--games N] [--seed S] [--format NAME]

Plays heuristic-vs-heuristic games between the built-in decks legal in the format
(every pair, mirrors included, seats alternated), records ``search.features`` at the
start of every turn from both players' sides with the side's final result (a win 1, a
loss 0, a draw ½), and fits the weights by Newton's method with a little L2
regularisation. Prints the weights to paste into ``oldback/agents/search.py`` and the
log-loss and accuracy on the games held out (one in five).

Standard library only; about two minutes for the default 3,000 games on one core.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from itertools import combinations_with_replacement

from oldback import Game
from oldback.agents import HeuristicAgent
from oldback.agents.search import WEIGHTS, features
from oldback.decks import builtin, builtin_names
from oldback.formats import get_format

L2 = 1e-3


def positions(d1, d2, seed: int) -> list[tuple[list[float], float]]:
    """(features, result) at the start of each turn of one game, from both sides."""
    g = Game.new(d1, d2, seed=seed, log=False)
    agents = {"p1": HeuristicAgent(seed), "p2": HeuristicAgent(seed + 1)}
    seen: list[tuple[list[float], str]] = []
    last_turn = -1
    while not g.over:
        d = g.decision
        if d.kind == "action" and not g.mid_step and g.turn != last_turn:
            last_turn = g.turn
            seen += [(features(g, p), p) for p in ("p1", "p2")]
        g.act(agents[d.player].choose_in(g, d.player))
    def result(p: str) -> float:
        return 0.5 if g.winner == "draw" else float(g.winner == p)
    return [(f, result(p)) for f, p in seen]


def fit(data: list[tuple[list[float], float]], iterations: int = 12) -> list[float]:
    """Logistic regression by Newton's method (no intercept: the features are
    differences, so an even position scores ½)."""
    k = len(data[0][0])
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in data:
            p = _sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            r = p - y
            s = p * (1 - p)
            for i in range(k):
                xi = x[i]
                if xi == 0.0:
                    continue
                grad[i] += r * xi
                row = hess[i]
                sxi = s * xi
                for j in range(i, k):
                    row[j] += sxi * x[j]
        n = len(data)
        for i in range(k):
            grad[i] = grad[i] / n + L2 * w[i]
            for j in range(i, k):
                hess[i][j] = hess[j][i] = hess[i][j] / n + (L2 if i == j else 0.0)
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def score(w: list[float], data: list[tuple[list[float], float]]) -> tuple[float, float]:
    """Log-loss and accuracy (decided positions only) of weights ``w`` on ``data``."""
    loss = right = decided = 0.0
    for x, y in data:
        p = min(1 - 1e-9, max(1e-9, _sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))))
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        if y != 0.5:
            decided += 1
            right += (p > 0.5) == (y == 1.0)
    return loss / len(data), right / max(1.0, decided)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--format", default="base-fossil")
    args = parser.parse_args()
    fmt = get_format(args.format)
    names = [n for n in builtin_names()
             if not n.startswith("sample-") and not fmt.problems(builtin(n).cards)]
    pairs = list(combinations_with_replacement(names, 2))
    start = time.perf_counter()
    train: list[tuple[list[float], float]] = []
    test: list[tuple[list[float], float]] = []
    for i in range(args.games):
        a, b = pairs[i % len(pairs)]
        d1, d2 = builtin(a).cards, builtin(b).cards
        if (i // len(pairs)) % 2:
            d1, d2 = d2, d1
        (test if i % 5 == 4 else train).extend(positions(d1, d2, args.seed + i))
        if (i + 1) % 500 == 0:
            print(f"{i + 1} games, {len(train) + len(test)} positions, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr)
    w = fit(train)
    for label, weights in (("fitted", w), ("current", list(WEIGHTS))):
        if len(weights) == len(w):
            loss, acc = score(weights, test)
            print(f"{label}: held-out log-loss {loss:.4f}, accuracy {100 * acc:.1f}% "
                  f"({len(test)} positions)")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")


if __name__ == "__main__":
    main()
