"""Environment benchmark: PettingZoo AEC steps per second with random masked actions.

    python bench/env.py [--steps N] [--rounds R] [--decks D1 D2] [--raw]

Runs on one core (one process). Each step is what a learner's loop does: ``env.last()``
(the observation vector and the action mask of the agent to act), a uniformly random
legal action read from the mask, ``env.step``; games are reset as they end. Prints the
median of R rounds, for the wrapped ``oldback.env.env()`` (or ``raw_env`` with --raw),
and the share of a step spent building the observation.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from oldback.env import env, raw_env
from oldback.env import observation as obs_module


def run(steps: int, seed: int, decks: list[str], raw: bool) -> tuple[float, float, float, int]:
    """Play ``steps`` steps; (seconds, CPU seconds, seconds spent in observe, games
    finished)."""
    e = raw_env(deck1=decks[0], deck2=decks[1], seed=seed) if raw else env(
        deck1=decks[0], deck2=decks[1], seed=seed)
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    observe = obs_module.observe
    spent = [0.0]

    def timed(view):  # the observation's share, measured inside the loop
        t = time.perf_counter()
        out = observe(view)
        spent[0] += time.perf_counter() - t
        return out

    obs_module.observe = timed
    games = 0
    try:
        start, cpu = time.perf_counter(), time.process_time()
        done = 0
        while done < steps:
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                if not e.agents:
                    games += 1
                    e.reset()
                continue
            legal = np.flatnonzero(obs["action_mask"].view(bool))  # bool: 10x faster
            e.step(int(legal[rng.integers(len(legal))]))
            done += 1
        return (time.perf_counter() - start, time.process_time() - cpu, spent[0], games)
    finally:
        obs_module.observe = observe


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=20_000, help="steps per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--decks", nargs=2, default=["haymaker", "rain-dance"])
    parser.add_argument("--raw", action="store_true", help="raw_env, without the wrappers")
    args = parser.parse_args()
    rates, cpu_rates, shares, games = [], [], [], 0
    for r in range(args.rounds):
        seconds, cpu, observing, finished = run(args.steps, 1000 * r, args.decks, args.raw)
        rates.append(args.steps / seconds)
        cpu_rates.append(args.steps / cpu)
        shares.append(observing / seconds)
        games += finished
    which = "raw_env" if args.raw else "env (wrapped)"
    print(f"{args.decks[0]} vs {args.decks[1]}, {which}, random masked actions, 1 core: "
          f"{statistics.median(rates):,.0f} steps/s (median of {args.rounds} rounds of "
          f"{args.steps:,} steps; min {min(rates):,.0f}, max {max(rates):,.0f}; "
          f"{games} games)")
    print(f"  by CPU time: {statistics.median(cpu_rates):,.0f} steps per CPU second (median)")
    print(f"  building observations: {100 * statistics.median(shares):.0f}% of the time")


if __name__ == "__main__":
    main()
