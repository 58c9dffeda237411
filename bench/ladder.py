"""A ladder of computer players: every pair plays over the formats' tournament lists, and
each player gets a Bradley–Terry rating on the Elo scale, with its 95% interval.

    python bench/ladder.py [--players random,heuristic-v1,heuristic,...] [--add SPEC ...]
                           [--formats base-fossil,base-rocket,base-gym] [--games N]
                           [--seed S] [--jobs J] [--bootstrap B]

A player is a spec as ``oldback sim --ai`` takes it (``random``, ``heuristic``,
``search:iterations=8`` …; players are separated by ``;``), or any ``Agent`` by import
path, ``package.module:Class`` (or ``package.module.Class``): it is made with the game's
seed, ``Class(seed)``, and asked ``choose_in(game, player)`` as the built-in players are
(``Agent.choose_in`` hands it its own view). The default set: random, heuristic-v1,
heuristic, and the search player at two budgets (2 and 8 determinizations a decision,
within 0.5 s).

Every pair of players plays ``--games`` games on each format: game ``j`` takes the
``j``-th pair of the format's lists in turn (``oldback.decks.TOURNAMENT_LISTS``), each
player taking each seat every other game and each deck of the pair every two games; game
``j`` of every pair of players has the same seed, so the pairs meet the same deals.

The ratings are the Bradley–Terry model's (a player's chance to beat another is
``1 / (1 + 10 ** ((Rb - Ra) / 400))``), fitted by maximum likelihood with a draw between
every two players added (a weak prior: a player that wins or loses every game still has
a finite rating); draws count half a win each. The ratings are shifted so the first
player's is 0 when it is ``random`` (else so that they average 1500). The intervals are
the 2.5th and 97.5th percentiles over ``--bootstrap`` refits on the games resampled
within each pair of players.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from oldback import Game
from oldback.agents import AGENTS, make_agent
from oldback.agents.base import Agent
from oldback.decks import TOURNAMENT_LISTS, builtin
from oldback.rng import Rng

DEFAULT_PLAYERS = ("random", "heuristic-v1", "heuristic",
                   "search:seconds=0.5,iterations=2", "search:seconds=0.5,iterations=8")


def player(spec: str, seed: int) -> Agent:
    """A player by spec, or an ``Agent`` class by import path, made with ``seed``."""
    if spec.partition(":")[0].strip() in AGENTS:
        return make_agent(spec, seed)
    module, colon, name = spec.partition(":")
    if not colon:
        module, _, name = spec.rpartition(".")
    if not module or not name:
        raise ValueError(f"{spec!r} is neither a player ({', '.join(AGENTS)}) nor an import "
                         "path (package.module:Class)")
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"can't import {spec!r}: {e}") from None
    if not (isinstance(cls, type) and issubclass(cls, Agent)):
        raise ValueError(f"{spec!r} is not an Agent class")
    return cls(seed)


def one_game(args) -> float:
    """Game ``j`` between players A and B on a format: A's points (1, ½, 0)."""
    fmt, a, b, j, seed = args
    pairs = list(combinations(TOURNAMENT_LISTS[fmt], 2))
    decks = list(pairs[j % len(pairs)])
    if (j // 2) % 2:
        decks.reverse()
    seat = "p1" if j % 2 == 0 else "p2"
    other = "p2" if seat == "p1" else "p1"
    first, second = (decks[0], decks[1]) if seat == "p1" else (decks[1], decks[0])
    game_seed = seed + j
    g = Game.new(builtin(first), builtin(second), seed=game_seed, log=False)
    g.play_out({seat: player(a, 2 * game_seed + 1), other: player(b, 2 * game_seed + 2)})
    return 1.0 if g.winner == seat else 0.5 if g.winner == "draw" else 0.0


def fit(n: int, results: dict[tuple[int, int], list[float]], rounds: int = 500) -> list[float]:
    """Bradley–Terry strengths (natural log scale, mean 0) from each pair's results (A's
    points in each game of pair (A, B)), with a draw added between every two players."""
    wins = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i != j:
                wins[i][j] = 0.5  # the prior's draw, half a win each way
    for (a, b), points in results.items():
        for p in points:
            wins[a][b] += p
            wins[b][a] += 1.0 - p
    games = [[wins[i][j] + wins[j][i] for j in range(n)] for i in range(n)]
    total = [sum(row) for row in wins]
    s = [1.0] * n
    for _ in range(rounds):  # the minorization-maximization updates (Hunter, 2004)
        new = []
        for i in range(n):
            denom = sum(games[i][j] / (s[i] + s[j]) for j in range(n) if j != i)
            new.append(total[i] / denom if denom else s[i])
        mean = math.exp(sum(math.log(x) for x in new) / n)
        new = [x / mean for x in new]
        done = max(abs(math.log(x / y)) for x, y in zip(new, s, strict=True)) < 1e-9
        s = new
        if done:
            break
    return [math.log(x) for x in s]


def elo(strengths: list[float], anchor_random: bool) -> list[float]:
    scale = 400 / math.log(10)
    ratings = [scale * x for x in strengths]
    shift = -ratings[0] if anchor_random else 1500 - sum(ratings) / len(ratings)
    return [r + shift for r in ratings]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default=";".join(DEFAULT_PLAYERS),
                        help="the players, separated by ';' (default: %(default)s)")
    parser.add_argument("--add", action="append", default=[], metavar="SPEC",
                        help="one more player (a spec or package.module:Class); repeatable")
    parser.add_argument("--formats", default=",".join(TOURNAMENT_LISTS),
                        help=f"of {', '.join(TOURNAMENT_LISTS)}")
    parser.add_argument("--games", type=int, default=8,
                        help="games per pair of players and format (default 8)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--bootstrap", type=int, default=400)
    args = parser.parse_args()
    players = [p.strip() for p in args.players.split(";") if p.strip()] + args.add
    formats = [f.strip() for f in args.formats.split(",") if f.strip()]
    unknown = [f for f in formats if f not in TOURNAMENT_LISTS]
    if unknown:
        parser.error(f"unknown format {unknown[0]!r} (known: {', '.join(TOURNAMENT_LISTS)})")
    if len(players) < 2 or len(set(players)) < len(players):
        parser.error("the ladder needs two players or more, each named once")
    if args.games < 1:
        parser.error("--games must be at least 1")
    for spec in players:
        try:
            player(spec, 0)
        except ValueError as e:
            parser.error(str(e))
    pairs = list(combinations(range(len(players)), 2))
    work = [(fmt, players[a], players[b], j, args.seed)
            for a, b in pairs for fmt in formats for j in range(args.games)]
    where = [(a, b) for a, b in pairs for _ in formats for _ in range(args.games)]
    start = time.perf_counter()
    if args.jobs == 1:
        points = [one_game(w) for w in work]
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            points = list(pool.map(one_game, work, chunksize=1))
    results: dict[tuple[int, int], list[float]] = {pair: [] for pair in pairs}
    for pair, p in zip(where, points, strict=True):
        results[pair].append(p)
    n = len(players)
    anchor = players[0] == "random"
    ratings = elo(fit(n, results), anchor)
    rng = Rng(args.seed ^ 0xB007)
    samples: list[list[float]] = [[] for _ in range(n)]
    for _ in range(args.bootstrap):
        resampled = {pair: [ps[rng.below(len(ps))] for _ in ps] for pair, ps in results.items()}
        for i, r in enumerate(elo(fit(n, resampled, rounds=200), anchor)):
            samples[i].append(r)
    print(f"{len(points)} games in {time.perf_counter() - start:.0f} s: {args.games} per pair "
          f"of players on each of {', '.join(formats)} (their tournament lists, seats and "
          f"decks swapped)")
    width = max(len(p) for p in players)
    order = sorted(range(n), key=lambda i: -ratings[i])
    print(f"{'player':<{width}}  {'Elo':>6}  {'95% interval':>15}  {'score':>6}  games")
    for i in order:
        lo, hi = _percentiles(samples[i])
        mine = [p for (a, b), ps in results.items() if i in (a, b)
                for p in (ps if a == i else [1.0 - x for x in ps])]
        print(f"{players[i]:<{width}}  {ratings[i]:6.0f}  {lo:7.0f} – {hi:<5.0f}  "
              f"{100 * sum(mine) / len(mine):5.1f}%  {len(mine)}")
    print("\nscore of the row against the column:")
    short = [f"{k + 1}" for k in range(n)]
    print(" " * (width + 4) + "".join(f"{s:>7}" for s in short))
    for i in order:
        cells = []
        for j in range(n):
            if i == j:
                cells.append(f"{'—':>7}")
                continue
            ps = results[(i, j)] if (i, j) in results else [1.0 - x for x in results[(j, i)]]
            cells.append(f"{100 * sum(ps) / len(ps):6.0f}%")
        print(f"{i + 1:>2}. {players[i]:<{width}}" + "".join(cells))
    sys.stdout.flush()


def _percentiles(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    if not values:
        return (math.nan, math.nan)
    return (values[int(0.025 * (len(values) - 1))], values[int(0.975 * (len(values) - 1))])


if __name__ == "__main__":
    main()
