"""Engine benchmark: random-vs-random games per second, decisions per second, copy time.

Random-vs-random is measured two ways: as the simulator plays a game (``Game.play_out``,
two ``RandomAgent``s answering every question as it is asked, as ``oldback sim --ai
random,random`` does), and through ``Game.act`` with the options drawn in the loop (a
question asked in the middle of an action pauses the game, and the action is played again
once answered, as for a person or an environment).

    python bench/engine.py [--games N] [--rounds R] [--decks D1 D2] [--matchups NAME,...]

Runs on one core (one process). Prints the median of R rounds for each figure, for each
matchup: Base-Fossil (Haymaker vs Rain Dance, or the decks given), Base-Rocket (two lists of
the July 2000 Super Trainer Showdown), Base-Gym (two lists of the November 2000 one), the
two sample decks, Neo (the theme decks Cold Fusion and BrainWave) and the Neo era (two
lists of 2002). Games of decks that draw little last longer (random players end most by
deck-out): turns a second compare the engine's speed across matchups.
"""

from __future__ import annotations

import argparse
import statistics
import time

from oldback import Game
from oldback.agents.random import RandomAgent
from oldback.decks import builtin
from oldback.rng import Rng


def random_games(n: int, first_seed: int, d1, d2) -> tuple[float, int]:
    """Play n random games between two decks; (seconds, decisions)."""
    decisions = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + n):
        g = Game.new(d1, d2, seed=seed, log=False)
        rng = Rng(seed ^ 0x5EED)
        while not g.over:
            options = g.decision.options
            g.act(options[rng.below(len(options))].key)
            decisions += 1
    return time.perf_counter() - start, decisions


def agent_games(n: int, first_seed: int, d1, d2) -> tuple[float, int]:
    """Play n games between two random agents as the simulator does; (seconds, turns)."""
    start = time.perf_counter()
    turns = 0
    for seed in range(first_seed, first_seed + n):
        g = Game.new(d1, d2, seed=seed, log=False)
        g.play_out({"p1": RandomAgent(2 * seed + 1), "p2": RandomAgent(2 * seed + 2)})
        turns += g.turn
    return time.perf_counter() - start, turns


def copy_time(samples: int, at_turn: int, d1, d2) -> float:
    """Median seconds to copy a game at an action decision near ``at_turn``."""
    times = []
    seed = 0
    while len(times) < samples:
        seed += 1
        g = Game.new(d1, d2, seed=seed, log=False)
        rng = Rng(seed)
        while not g.over and not (g.turn >= at_turn and g.decision.kind == "action"):
            options = g.decision.options
            g.act(options[rng.below(len(options))].key)
        if g.over:
            continue
        start = time.perf_counter()
        for _ in range(100):
            g.copy()
        times.append((time.perf_counter() - start) / 100)
    return statistics.median(times)


#: the matchups measured, by format
MATCHUPS = {
    "base-fossil": ["haymaker", "rain-dance"],
    "base-rocket": ["rocket-savage-sponge", "rocket-viray-rain-dance"],
    "base-gym": ["gym-hanley-clefable", "gym-brooks-rain-dance"],
    "samples": ["sample-fire", "sample-fighting"],
    # the Neo Genesis and Neo Discovery theme decks (Babies, Tools, Darkness Energy, Unown)
    "neo": ["cold-fusion", "brainwave"],
    # two lists of 2002, Neo Genesis to Legendary Collection (Shining, Light and Dark
    # Pokémon, Neo Revelation's legends)
    "neo-era": ["worlds2002-ruelos-kingdra-steelix", "gc2002-chimento-dark-blastoise-steelix"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--decks", nargs=2, default=["haymaker", "rain-dance"],
                        help="the Base-Fossil matchup")
    parser.add_argument("--matchups", default=",".join(MATCHUPS),
                        help=f"which matchups, of {', '.join(MATCHUPS)}")
    args = parser.parse_args()
    chosen = [m.strip() for m in args.matchups.split(",") if m.strip()]
    unknown = [m for m in chosen if m not in MATCHUPS]
    if unknown:
        parser.error(f"unknown matchup {unknown[0]!r} (known: {', '.join(MATCHUPS)})")
    pairs = {**MATCHUPS, "base-fossil": args.decks}
    for name in chosen:
        pair = pairs[name]
        d1, d2 = builtin(pair[0]), builtin(pair[1])
        games_per_s, decisions_per_s, played_out, turns_per_s = [], [], [], []
        turns = 0
        for r in range(args.rounds):
            seconds, turns = agent_games(args.games, r * args.games, d1, d2)
            played_out.append(args.games / seconds)
            turns_per_s.append(turns / seconds)
            seconds, decisions = random_games(args.games, r * args.games, d1, d2)
            games_per_s.append(args.games / seconds)
            decisions_per_s.append(decisions / seconds)
        print(f"{name}: {pair[0]} vs {pair[1]}, random vs random, 1 core "
              f"(median of {args.rounds} rounds of {args.games} games):")
        print(f"  as the simulator plays them (Game.play_out): "
              f"{statistics.median(played_out):.1f} games/s, "
              f"{statistics.median(turns_per_s):,.0f} turns/s ({turns / args.games:.1f} turns "
              f"a game)")
        print(f"  through Game.act: {statistics.median(games_per_s):.1f} games/s, "
              f"{statistics.median(decisions_per_s):,.0f} decisions/s")
        for turn in (1, 20):
            print(f"  game copy at turn {turn}: {copy_time(30, turn, d1, d2) * 1e6:.1f} µs "
                  f"(median)")


if __name__ == "__main__":
    main()
