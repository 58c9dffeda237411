"""Batch-simulation benchmark: peak memory of one worker and the speed-up of processes.

    python bench/sim.py [--games N] [--memory-games N] [--ai NAME]

* memory: a fresh process plays ``--memory-games`` games (2,000 by default, heuristic
  vs heuristic, Haymaker vs Rain Dance) the way a simulation worker does, and reports
  its peak resident memory.
* speed-up: the same ``--games`` games with ``--jobs 1`` and ``--jobs 2``; the ratio of
  their times, the median of ``--rounds`` rounds (measure on an otherwise idle machine).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from oldback.decks import builtin
from oldback.sim import simulate

WORKER = """
import resource, sys
from oldback.decks import builtin
from oldback.rules import Rules
from oldback.sim import play_chunk
d1 = [c.id for c in builtin("haymaker").cards]
d2 = [c.id for c in builtin("rain-dance").cards]
play_chunk(d1, d2, sys.argv[2], sys.argv[2], Rules(), list(range(int(sys.argv[1]))))
anon = 0
try:  # the memory no other process can share (Linux): the heap, not the libraries' pages
    with open("/proc/self/status") as f:
        anon = next(int(x.split()[1]) for x in f if x.startswith("RssAnon:"))
except (OSError, StopIteration):
    pass
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, anon)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--memory-games", type=int, default=2000)
    parser.add_argument("--ai", default="heuristic")
    args = parser.parse_args()
    out = subprocess.run([sys.executable, "-c", WORKER, str(args.memory_games), args.ai],
                         capture_output=True, text=True, check=True).stdout
    peak, anon = (int(x) / 1024 for x in out.split()[-2:])
    print(f"peak memory of a worker after {args.memory_games} {args.ai} games: "
          f"{peak:.1f} MiB ({anon:.1f} MiB of it its own at the end: the rest are the "
          "pages of Python's and oldback's libraries, which workers share)")
    d1, d2 = builtin("haymaker"), builtin("rain-dance")
    ratios = []
    for _ in range(args.rounds):
        times = {}
        for jobs in (1, 2):
            start = time.perf_counter()
            result = simulate(d1, d2, games=args.games, ais=(args.ai, args.ai), jobs=jobs)
            times[jobs] = time.perf_counter() - start
            print(f"--jobs {jobs}: {args.games} games in {times[jobs]:.1f} s "
                  f"({result.games / times[jobs]:.1f} games/s, errors {len(result.errors)})")
        ratios.append(times[1] / times[2])
    print(f"speed-up of --jobs 2 over --jobs 1: {statistics.median(ratios):.2f} "
          f"(median of {args.rounds} rounds: {', '.join(f'{r:.2f}' for r in ratios)})")


if __name__ == "__main__":
    main()
