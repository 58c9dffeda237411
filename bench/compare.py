"""The compiled engine against the Python source, side by side in one run.

    python bench/compare.py [--rounds R] [--games N] [--only NAME,...]

Each figure is measured in a fresh process, the compiled engine's and the Python source's
(``OLDBACK_PURE=1``) alternating round by round on one core, and printed as the median of
R rounds of each with their ratio. Speeds are counted in the CPU time of the process
(``time.process_time``), not the wall clock: on a machine shared with other work, the
wall clock counts the time other processes hold the core. The figures: random-vs-random
games/s as a simulation's worker plays them (``oldback.sim.play_chunk``: seats swapped
every other game, the garbage collector tuned to the run) for Base-Fossil, Base-Rocket and
Base-Gym; heuristic-vs-heuristic games/s, the same way (Haymaker vs Rain Dance); the
search player's decisions/s
(at a fixed number of iterations a decision, against the heuristic); environment steps/s
(``oldback.env.env()``, random masked actions, as ``bench/env.py`` steps); a game copy at
turn 20 (µs); the peak memory of a simulation worker after 2 × N heuristic games (MiB,
as ``bench/sim.py`` measures it), and the part of it that is the worker's own at the end
(``RssAnon``: not the pages of the libraries, compiled or not, that workers share).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

#: figure name: (unit, higher is better)
FIGURES = {
    "random base-fossil": ("games/s", True),
    "random base-rocket": ("games/s", True),
    "random base-gym": ("games/s", True),
    "heuristic": ("games/s", True),
    "search": ("decisions/s", True),
    "env": ("steps/s", True),
    "copy turn 20": ("µs", False),
    "worker memory": ("MiB", False),
    "worker own memory": ("MiB", False),
}


def measure(name: str, games: int) -> float:
    """One round of one figure, in this process."""
    from oldback import Game, Rules
    from oldback.agents import HeuristicAgent, SearchAgent
    from oldback.decks import builtin
    from oldback.sim import play_chunk

    sys.path.insert(0, os.path.dirname(__file__))
    from engine import MATCHUPS, copy_time

    if name.startswith("random ") or name == "heuristic":
        ai, matchup, n = (("heuristic", "base-fossil", max(games // 4, 1)) if name == "heuristic"
                          else ("random", name.split()[1], games))
        ids = [[c.id for c in builtin(deck).cards] for deck in MATCHUPS[matchup]]
        start = time.process_time()
        play_chunk(ids[0], ids[1], ai, ai, Rules(), list(range(n)))
        return n / (time.process_time() - start)
    d1, d2 = (builtin(n).cards for n in MATCHUPS["base-fossil"])
    if name == "search":
        decisions, spent = 0, 0.0
        for i in range(2):
            g = Game.new(d1, d2, seed=i, log=False)
            players = {"p1": SearchAgent(i, iterations=8), "p2": HeuristicAgent(i)}
            while not g.over:
                d = g.decision
                t = time.process_time()
                key = players[d.player].choose_in(g, d.player)
                if d.player == "p1" and len(d.options) > 1:
                    spent += time.process_time() - t
                    decisions += 1
                g.act(key)
        return decisions / spent
    if name == "env":
        from env import run

        steps = games * 40
        seconds = run(steps, 1, MATCHUPS["base-fossil"], False)[1]  # (its CPU time)
        return steps / seconds
    if name == "copy turn 20":
        return copy_time(30, 20, d1, d2) * 1e6
    if name in ("worker memory", "worker own memory"):
        from sim import WORKER

        out = subprocess.run([sys.executable, "-c", WORKER, str(games * 2), "heuristic"],
                             capture_output=True, text=True, check=True).stdout
        return int(out.split()[-2 if name == "worker memory" else -1]) / 1024
    raise ValueError(f"unknown figure {name!r}")


def one_round(name: str, games: int, pure: bool) -> float:
    env = {**os.environ, "OLDBACK_PURE": "1" if pure else "0"}
    out = subprocess.run([sys.executable, __file__, "--measure", name, "--games", str(games)],
                         env=env, capture_output=True, text=True, check=True).stdout.split()
    expected = "python" if pure else "compiled"
    if out[0] != expected:
        sys.exit(f"compare: asked for the {expected} engine, got the {out[0]} one "
                 "(build it: pip install -e . with a C compiler)")
    return float(out[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=200, help="random games a round "
                        "(heuristic: a quarter; env: 40 steps each)")
    parser.add_argument("--only", default=",".join(FIGURES), help="which figures")
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        from oldback.compiled import engine

        value = measure(args.measure, args.games)
        print(engine(), value)
        return
    chosen = [f.strip() for f in args.only.split(",") if f.strip()]
    unknown = [f for f in chosen if f not in FIGURES]
    if unknown:
        parser.error(f"unknown figure {unknown[0]!r} (known: {', '.join(FIGURES)})")
    print(f"compiled vs Python source, medians of {args.rounds} alternating rounds, 1 core")
    print(f"{'figure':<20} {'compiled':>12} {'python':>12} {'ratio':>7}  unit")
    for name in chosen:
        compiled, pure = [], []
        for _ in range(args.rounds):
            compiled.append(one_round(name, args.games, False))
            pure.append(one_round(name, args.games, True))
        unit, higher = FIGURES[name]
        c, p = statistics.median(compiled), statistics.median(pure)
        ratio = c / p if higher else p / c
        print(f"{name:<20} {c:>12,.1f} {p:>12,.1f} {ratio:>6.2f}×  {unit}", flush=True)


if __name__ == "__main__":
    main()
