"""Computer players' benchmark: speed of the heuristic player and strength of each player.

    python bench/agents.py [--quick] [--rounds R] [--speed-games N] [--random-games N]
                           [--search-games N] [--seconds S] [--iterations I] [--jobs J]
                           [--only speed,random,search]

* speed: heuristic vs heuristic games per second on one core, Haymaker vs Rain Dance
  (the sample decks when those can't be played yet: it says so); the median of R rounds.
* random: the heuristic player's win rate against the random player.
* search: the search player's win rate against the heuristic player, at ``--seconds``
  per decision (1 s by default), or at ``--iterations`` determinizations per decision
  within those seconds (``--quick``: 8, and fewer games).

In the strength figures the two players swap seats every game and decks every two games;
draws count half. Each rate comes with its 95% Wilson interval. Games run in ``--jobs``
processes, one game per core at a time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from oldback import Game
from oldback.agents import HeuristicAgent, RandomAgent, SearchAgent
from oldback.decks import builtin
from oldback.sim import wilson

TOURNAMENT = ("haymaker", "rain-dance")
SAMPLES = ("sample-fire", "sample-fighting")


def pick_decks() -> tuple[tuple[str, str], str]:
    """Haymaker and Rain Dance when both can be played, else the sample decks."""
    try:
        d1, d2 = (builtin(n).cards for n in TOURNAMENT)
        Game.new(d1, d2, seed=0, log=False)
        return TOURNAMENT, ""
    except ValueError as e:
        return SAMPLES, f"(Haymaker vs Rain Dance can't be played yet: {str(e)[:120]}…)"


def make(spec: tuple[str, dict], seed: int):
    name, options = spec
    if name == "heuristic":
        return HeuristicAgent(seed)
    if name == "random":
        return RandomAgent(seed)
    if name == "search":
        return SearchAgent(seed, **options)
    raise ValueError(f"unknown player {name!r}")


def match_game(args) -> tuple[float, float, int, list[float], str]:
    """Game ``i`` of a match: (points of player A, seconds, decisions, the seconds A took
    at each of its decisions with more than one option, A's deck)."""
    decks, a, b, i = args
    names = list(decks) if (i // 2) % 2 == 0 else list(reversed(decks))
    d1, d2 = (builtin(n).cards for n in names)
    seat = "p1" if i % 2 == 0 else "p2"
    other = "p2" if seat == "p1" else "p1"
    first, second = (d1, d2) if seat == "p1" else (d2, d1)
    g = Game.new(first, second, seed=i, log=False)
    agents = {seat: make(a, 2 * i + 1), other: make(b, 2 * i + 2)}
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


def match(decks, a, b, games: int, jobs: int, label: str) -> None:
    start = time.perf_counter()
    work = [(decks, a, b, i) for i in range(games)]
    if jobs == 1:
        results = [match_game(w) for w in work]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(match_game, work, chunksize=1))
    points = sum(r[0] for r in results)
    lo, hi = wilson(points, games)
    decisions = sum(r[2] for r in results)
    per_game = statistics.median(r[1] for r in results)
    thinking = [t for r in results for t in r[3]]
    print(f"{label}: {100 * points / games:.1f}% of {games} games "
          f"(95%: {100 * lo:.1f}%–{100 * hi:.1f}%); median {per_game:.2f} s a game, "
          f"{decisions / games:.0f} decisions a game, {time.perf_counter() - start:.0f} s in all")
    by_deck: dict[str, list[float]] = {}
    for r in results:
        by_deck.setdefault(r[4], []).append(r[0])
    print("  " + ", ".join(f"with {name}: {100 * sum(p) / len(p):.1f}% of {len(p)}"
                           for name, p in by_deck.items()))
    if thinking:
        print(f"  its time a decision: median {statistics.median(thinking):.3f} s, "
              f"longest {max(thinking):.3f} s ({len(thinking)} decisions with a choice)")
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
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the speed figure")
    parser.add_argument("--speed-games", type=int, default=100, help="games per speed round")
    parser.add_argument("--random-games", type=int, help="heuristic vs random (default 400)")
    parser.add_argument("--search-games", type=int,
                        help="search vs heuristic (default 400; --quick 20)")
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="the search player's time per decision")
    parser.add_argument("--iterations", type=int,
                        help="the search player's determinizations per decision instead")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", default="speed,random,search",
                        help="which figures: speed, random, search (comma-separated)")
    args = parser.parse_args()
    only = set(args.only.split(","))
    decks, note = pick_decks()
    print(f"decks: {decks[0]} vs {decks[1]} {note}".rstrip())
    if "speed" in only:
        speed(decks, args.speed_games if not args.quick else 20,
              args.rounds if not args.quick else 3)
    if "random" in only:
        n = args.random_games or (100 if args.quick else 400)
        match(decks, ("heuristic", {}), ("random", {}), n, args.jobs, "heuristic vs random")
    if "search" in only:
        n = args.search_games or (20 if args.quick else 400)
        iterations = args.iterations or (8 if args.quick else None)
        options: dict = {"seconds": args.seconds}
        budget = f"at most {args.seconds:g} s"
        if iterations is not None:
            options["iterations"] = iterations
            budget = f"{iterations} determinizations, {budget}"
        match(decks, ("search", options), ("heuristic", {}), n, args.jobs,
              f"search ({budget} a decision) vs heuristic")


if __name__ == "__main__":
    main()
