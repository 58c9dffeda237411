"""Computer players' benchmark: speed of the heuristic player and strength of each player.

    python bench/agents.py [--quick] [--formats base-fossil,base-rocket,base-gym]
                           [--only speed,v1,random,search] [--games N] [--search-games N]
                           [--seconds S] [--iterations I] [--rounds R] [--speed-games N]
                           [--seed S] [--jobs J]

* speed: heuristic vs heuristic games per second on one core, Haymaker vs Rain Dance;
  the median of R rounds.
* v1: the heuristic player against ``heuristic-v1``, the heuristic as it played before it
  knew how games are lost (the goal: 60% or more on every format).
* random: the heuristic player against the random player (the goal: 97% or more).
* search: the search player against the heuristic player, at ``--seconds`` a decision
  (0.5 s by default), or ``--iterations`` determinizations a decision within those seconds
  (the goal: 70% or more).

Each strength figure is measured on each format of ``--formats`` on its tournament lists
(``oldback.decks.TOURNAMENT_LISTS``): every pair of lists plays ``--games`` games (a
multiple of 4: each deck order, each player in each seat), ``--search-games`` for the
search player. Draws count half; each rate comes with its 95% Wilson interval, and by deck.
Game ``i`` of a pair is dealt with seed ``--seed`` + ``i`` (0 by default): another ``--seed``
measures a change on games it was not chosen on.
Games run in ``--jobs`` processes, one game per core at a time; the search player's time a
decision is measured on the core it plays on.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from oldback import Game
from oldback.agents import HeuristicAgent, make_agent
from oldback.decks import TOURNAMENT_LISTS, builtin
from oldback.sim import wilson

SPEED_DECKS = ("haymaker", "rain-dance")


def match_game(args) -> tuple[float, float, int, list[float], str]:
    """Game ``i`` of a pair of decks: (points of player A, seconds, decisions, the seconds A
    took at each of its decisions with more than one option, A's deck). A takes each seat
    every other game and each deck every two games."""
    decks, a, b, i = args
    names = list(decks) if (i // 2) % 2 == 0 else list(reversed(decks))
    d1, d2 = (builtin(n).cards for n in names)
    seat = "p1" if i % 2 == 0 else "p2"
    other = "p2" if seat == "p1" else "p1"
    first, second = (d1, d2) if seat == "p1" else (d2, d1)
    g = Game.new(first, second, seed=i, log=False)
    agents = {seat: make_agent(a, 2 * i + 1), other: make_agent(b, 2 * i + 2)}
    start = time.perf_counter()
    n = 0
    thinking: list[float] = []
    while not g.over:
        d = g.decision
        t = time.perf_counter()
        key = agents[d.player].choose_in(g, d.player)
        if d.player == seat and len(d.options) > 1:
            thinking.append(time.perf_counter() - t)
        g.act(key)
        n += 1
    seconds = time.perf_counter() - start
    points = 1.0 if g.winner == seat else 0.5 if g.winner == "draw" else 0.0
    return points, seconds, n, thinking, names[0]


def match(fmt: str, a: str, b: str, games: int, jobs: int, goal: float, seed: int = 0) -> None:
    """``games`` games of A against B on every pair of the format's lists, from ``seed``."""
    start = time.perf_counter()
    pairs = list(combinations(TOURNAMENT_LISTS[fmt], 2))
    work = [(pair, a, b, i) for pair in pairs for i in range(seed, seed + games)]
    if jobs == 1:
        results = [match_game(w) for w in work]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(match_game, work, chunksize=1))
    n = len(results)
    points = sum(r[0] for r in results)
    lo, hi = wilson(points, n)
    decisions = sum(r[2] for r in results)
    per_game = statistics.median(r[1] for r in results)
    verdict = "meets" if lo >= goal else "below" if hi < goal else "can't yet tell"
    print(f"{fmt}: {a} vs {b}: {100 * points / n:.1f}% of {n} games "
          f"(95%: {100 * lo:.1f}%–{100 * hi:.1f}%; goal {100 * goal:.0f}%: {verdict}); "
          f"{len(pairs)} pairs of lists × {games}; median {per_game:.2f} s a game, "
          f"{decisions / n:.0f} decisions a game, {time.perf_counter() - start:.0f} s in all")
    by_deck: dict[str, list[float]] = {}
    for r in results:
        by_deck.setdefault(r[4], []).append(r[0])
    print("  " + ", ".join(f"with {name}: {100 * sum(p) / len(p):.0f}% of {len(p)}"
                           for name, p in by_deck.items()))
    thinking = [t for r in results for t in r[3]]
    if thinking and a.startswith("search"):
        thinking.sort()
        print(f"  its time a decision: median {statistics.median(thinking):.3f} s, "
              f"99th percentile {thinking[int(0.99 * (len(thinking) - 1))]:.3f} s, longest "
              f"{thinking[-1]:.3f} s ({len(thinking)} decisions with a choice)")
    sys.stdout.flush()


def speed(decks, games: int, rounds: int) -> None:
    d1, d2 = (builtin(n).cards for n in decks)
    rates = []
    for r in range(rounds):
        start = time.perf_counter()
        for i in range(r * games, (r + 1) * games):
            first, second = (d1, d2) if i % 2 == 0 else (d2, d1)
            g = Game.new(first, second, seed=i, log=False)
            g.play_out({"p1": HeuristicAgent(i), "p2": HeuristicAgent(i + 1)})
        rates.append(games / (time.perf_counter() - start))
    print(f"heuristic vs heuristic, {decks[0]} vs {decks[1]}, 1 core, as the simulator plays "
          f"them (Game.play_out): "
          f"{statistics.median(rates):.1f} games/s (median of {rounds} rounds of {games})")
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="fewer games, and search by iterations instead of time")
    parser.add_argument("--formats", default=",".join(TOURNAMENT_LISTS),
                        help=f"of {', '.join(TOURNAMENT_LISTS)}")
    parser.add_argument("--only", default="speed,v1,random,search",
                        help="which figures: speed, v1, random, search (comma-separated)")
    parser.add_argument("--games", type=int, help="games per pair of lists (default 40)")
    parser.add_argument("--search-games", type=int,
                        help="search games per pair of lists (default 8; --quick 4)")
    parser.add_argument("--seconds", type=float, default=0.5,
                        help="the search player's time per decision")
    parser.add_argument("--iterations", type=int,
                        help="the search player's determinizations per decision instead")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the speed figure")
    parser.add_argument("--speed-games", type=int, default=100, help="games per speed round")
    parser.add_argument("--seed", type=int, default=0,
                        help="the seed of each pair's first game (the others follow it)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    if args.seed < 0:
        parser.error(f"--seed must be 0 or more, not {args.seed}")
    only = set(args.only.split(","))
    formats = [f.strip() for f in args.formats.split(",") if f.strip()]
    unknown = [f for f in formats if f not in TOURNAMENT_LISTS]
    if unknown:
        parser.error(f"unknown format {unknown[0]!r} (known: {', '.join(TOURNAMENT_LISTS)})")
    games = args.games or (8 if args.quick else 40)
    if "speed" in only:
        speed(SPEED_DECKS, args.speed_games if not args.quick else 20,
              args.rounds if not args.quick else 3)
    for fmt in formats:
        if "v1" in only:
            match(fmt, "heuristic", "heuristic-v1", games, args.jobs, 0.60, args.seed)
        if "random" in only:
            match(fmt, "heuristic", "random", games, args.jobs, 0.97, args.seed)
        if "search" in only:
            iterations = args.iterations or (8 if args.quick else None)
            spec = f"search:seconds={args.seconds:g}"
            if iterations is not None:
                spec += f",iterations={iterations}"
            match(fmt, spec, "heuristic", args.search_games or (4 if args.quick else 8),
                  args.jobs, 0.70, args.seed)


if __name__ == "__main__":
    main()
