"""The long fuzz: random play over every deck that plays, under every rules preset, with
every invariant checked after every decision and junk keys refused with the game unchanged
(``oldback.fuzz``). Prints each game, the decisions and junk keys tried, and each failure
with what reproduces it; exits 1 when anything failed.

    python3 tools/fuzz.py [--decisions N] [--presets P,P] [--decks D,D] [--seed S]
                          [--junk-every K] [--sets CODE,CODE] [--quiet]

``--sets``: add decks holding every card of these sets between them (``oldback.fuzz.set_decks``),
so that every card is played, not only those of the built-in decks.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oldback.decks import builtin  # noqa: E402
from oldback.facts.catalog import SETS  # noqa: E402
from oldback.fuzz import games, play, playable_decks, set_decks  # noqa: E402
from oldback.rules import PRESETS  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=200_000,
                        help="decisions in all (default 200,000)")
    parser.add_argument("--presets", default=",".join(PRESETS),
                        help=f"rules presets, comma-separated (default {','.join(PRESETS)})")
    parser.add_argument("--decks", help="decks, comma-separated (default: every deck that plays)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--junk-every", type=int, default=7,
                        help="junk keys at every K-th decision of a game (default 7)")
    parser.add_argument("--sets", default="",
                        help="set codes, comma-separated: add decks of every card of each")
    parser.add_argument("--quiet", action="store_true", help="print only failures and totals")
    args = parser.parse_args(argv)
    presets = args.presets.split(",")
    unknown = [p for p in presets if p not in PRESETS]
    names = args.decks.split(",") if args.decks else playable_decks()
    try:
        if unknown:
            raise ValueError(f"unknown presets {', '.join(unknown)} (known: {', '.join(PRESETS)})")
        if args.decisions < 1 or args.junk_every < 1:
            raise ValueError("--decisions and --junk-every must be at least 1")
        decks = {name: builtin(name) for name in names}
        for code in filter(None, args.sets.split(",")):
            if code not in SETS:
                raise ValueError(f"unknown set {code!r} (known: {', '.join(SETS)})")
            decks.update(set_decks(code))
    except ValueError as e:
        print(f"fuzz: {e}", file=sys.stderr)
        return 2
    print(f"fuzz: {args.decisions:,} decisions over {len(decks)} decks "
          f"({', '.join(decks)}), presets {', '.join(presets)}, from seed {args.seed}")
    start = time.perf_counter()
    decisions = junk = played = 0
    failures = []
    endings: Counter[str] = Counter()
    try:
        for preset, a, b, seed in games(presets, sorted(decks), args.seed):
            if decisions >= args.decisions:
                break
            game = play(a, b, preset, seed, max_decisions=args.decisions - decisions,
                        junk_every=args.junk_every, decks=decks)
            played += 1
            decisions += game.decisions
            junk += game.junk
            if game.failure is not None:
                failures.append(game.failure)
                print(f"FAILURE {game.failure}")
                print(f"  reproduce: Game.new(builtin({a!r}), builtin({b!r}), seed={seed}, "
                      f"rules={preset!r}).act(*keys) with the {len(game.failure.keys)} keys "
                      f"{game.failure.keys[-5:]} (last five)")
                continue
            ending = f"{game.winner} by {game.result}" if game.winner else "cut short"
            endings[game.result or "cut short"] += 1
            if not args.quiet:
                print(f"game {played}: {preset} {a} vs {b} seed {seed}: {game.decisions} "
                      f"decisions, {game.junk} junk keys refused, {ending}")
    except KeyboardInterrupt:
        print("fuzz: interrupted")
    seconds = time.perf_counter() - start
    print(f"fuzz: {played} games, {decisions:,} decisions, {junk:,} junk keys refused, "
          f"{len(failures)} failures in {seconds:.1f} s "
          f"({decisions / seconds if seconds else 0:,.0f} decisions a second)")
    print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
