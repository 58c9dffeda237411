"""Record the golden replays: seeded games whose logs must never change by accident.

Every pair of the built-in Base-Fossil decks, of the Neo Genesis and Neo Discovery theme
decks, and of the Neo Destiny theme decks with two lists of 2002, plays under every rules
preset with random players, and twice more with the heuristic player (against itself and
against the random player), each game saved as a
game record (``oldback.records``) in ``tests/golden/``. ``tests/test_golden.py`` rebuilds
every record from its decks, seed, rules and keys and compares the log's digest. Run this
only to regenerate records after a change that is meant to change games (a bug fix), and
name the games it changed in the commit message::

    python3 tools/golden.py            # writes tests/golden/<preset>/*.json
    python3 tools/golden.py --check    # lists the records whose game changed
    python3 tools/golden.py --new      # writes only the games not recorded yet
    python3 tools/golden.py --relog    # the same keys, the log's digest written anew: for a
                                       # change of the log's words only (every game whose
                                       # result changed is still listed, and not written)
"""

from __future__ import annotations

import argparse
import json
import sys
from itertools import combinations
from pathlib import Path

from oldback import Game, Rules
from oldback.agents import make_agent
from oldback.decks import builtin
from oldback.records import check, log_digest, make, rebuild
from oldback.rules import PRESETS

DECKS = ["overgrowth", "zap", "brushfire", "blackout", "water-blast", "power-reserve",
         "lockdown", "bodyguard", "haymaker", "rain-dance", "damage-swap"]
#: the Neo Genesis and Neo Discovery theme decks (Babies, Pokémon Tools, Darkness and Metal
#: Energy, Unown), played the same way with seeds of their own
NEO_DECKS = ["hotfoot", "cold-fusion", "brainwave", "wallop"]
#: the Neo Destiny theme decks and two tournament lists of 2002 (Neo Genesis to Legendary
#: Collection: Shining, Light and Dark Pokémon, Neo Revelation's legends), the same way
NEO_ERA_DECKS = ["light", "dark", "worlds2002-ruelos-kingdra-steelix",
                 "gc2002-chimento-dark-blastoise-steelix"]
#: what ``records.check`` says of a game whose keys, result and turns agree but not its log
LOG_CHANGED = "the game log differs from the recorded game's log"
FOLDER = Path(__file__).resolve().parent.parent / "tests" / "golden"


def games() -> list[tuple[str, str, str, str, str, int]]:
    """(preset, deck 1, deck 2, player 1, player 2, seed) of every golden game."""
    plan = []
    presets = sorted(PRESETS)
    for n, (d1, d2) in enumerate(combinations(DECKS, 2)):
        for preset in presets:
            plan.append((preset, d1, d2, "random", "random", 1000 + n))
        plan.append((presets[n % len(presets)], d1, d2, "heuristic", "heuristic", 2000 + n))
        plan.append((presets[(n + 1) % len(presets)], d2, d1, "heuristic", "random", 3000 + n))
    for decks, seed in ((NEO_DECKS, 4000), (NEO_ERA_DECKS, 7000)):
        for n, (d1, d2) in enumerate(combinations(decks, 2)):
            for preset in presets:
                plan.append((preset, d1, d2, "random", "random", seed + n))
            plan.append((presets[n % len(presets)], d1, d2, "heuristic", "heuristic",
                         seed + 1000 + n))
            plan.append((presets[(n + 1) % len(presets)], d2, d1, "heuristic", "random",
                         seed + 2000 + n))
    return plan


def play(preset: str, d1: str, d2: str, ai1: str, ai2: str, seed: int) -> dict:
    g = Game.new(builtin(d1), builtin(d2), seed=seed, rules=Rules.preset(preset))
    agents = {"p1": make_agent(ai1, seed), "p2": make_agent(ai2, seed + 1)}
    while not g.over:
        player = g.decision.player
        g.act(agents[player].choose_in(g, player))
    record = make(g, seed=seed, human=None, ai=f"{ai1},{ai2}", deck_names=(d1, d2))
    record["players"] = {"p1": ai1, "p2": ai2}
    record["date"] = "2026-12-01T00:00:00+00:00"
    return record


def path_of(preset: str, d1: str, d2: str, ai1: str, ai2: str, seed: int) -> Path:
    return FOLDER / preset / f"{d1}-vs-{d2}-{ai1}-{ai2}-seed{seed}.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only list changed games")
    parser.add_argument("--new", action="store_true",
                        help="only write the games not recorded yet (new decks)")
    parser.add_argument("--relog", action="store_true",
                        help="rewrite the log digest of the games whose log alone changed")
    args = parser.parse_args(argv)
    changed = written = 0
    for entry in games():
        path = path_of(*entry)
        if args.check or args.relog:
            record = json.loads(path.read_text(encoding="utf-8"))
            g = rebuild(record)
            problems = check(record, g)
            if problems and args.relog and problems == [LOG_CHANGED]:
                record["log_sha256"] = log_digest(g.log)
                path.write_text(json.dumps(record, separators=(",", ":")) + "\n",
                                encoding="utf-8")
                written += 1
            elif problems:
                changed += 1
                print(f"{path.relative_to(FOLDER)}: {'; '.join(problems)}")
            continue
        if args.new and path.exists():
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        record = play(*entry)
        path.write_text(json.dumps(record, separators=(",", ":")) + "\n", encoding="utf-8")
        written += 1
    total = len(games())
    if args.relog:
        print(f"{written} of {total} golden games got a new log digest")
    print(f"{changed} of {total} golden games changed" if args.check or args.relog
          else f"wrote {written} of {total} golden games to {FOLDER}")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
