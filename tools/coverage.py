"""Card coverage: per set, cards implemented, cards with a test, cards written as plain code.

    python tools/coverage.py [SET ...]

A card is *implemented* when every attack with text, every power and (for Trainers
and Special Energy) the card itself has behaviour; *tested* when its id, or the id
of the printing it reprints, appears in a test under tests/cards/ or tests/rules/;
*plain* when part of its behaviour is a class written in its set module rather than
a piece of the effect vocabulary (oldback/effects/).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from oldback.engine.scripts import SCRIPTS, missing_behaviour  # noqa: E402
from oldback.facts.catalog import SETS, cards  # noqa: E402

ID = re.compile(r"\b(?:base[1-6p]|gym[12]|neo[1-4]|si1)-\d+\b")


def tested_ids() -> set[str]:
    found: set[str] = set()
    for folder in ("tests/cards", "tests/rules"):
        for path in (REPO_ROOT / folder).rglob("test_*.py"):
            found.update(ID.findall(path.read_text(encoding="utf-8")))
    return found


def _pieces(obj, depth: int = 0):
    yield obj
    if depth > 4:
        return
    for name in ("pieces", "heads", "tails"):
        for child in getattr(obj, name, ()) or ():
            yield from _pieces(child, depth + 1)
    for child in list(getattr(obj, "attacks", {}).values()) + list(
            getattr(obj, "powers", {}).values()):
        yield from _pieces(child, depth + 1)


def is_plain(card_id: str) -> bool:
    script = SCRIPTS.get(card_id)
    if script is None:
        return False
    return any(type(p).__module__.startswith("oldback.cards.") for p in _pieces(script))


def report(sets: list[str]) -> list[tuple[str, int, int, int, int]]:
    tested = tested_ids()
    rows = []
    for code in sets:
        pool = cards(code)
        done = [c for c in pool if not missing_behaviour(c)]
        with_test = [c for c in done if c.id in tested or c.behaviour_id in tested
                     or (c.supertype == "Energy" and c.kind == "Basic")]
        plain = [c for c in pool if is_plain(c.behaviour_id)]
        rows.append((code, len(pool), len(done), len(with_test), len(plain)))
    return rows


def main(argv: list[str]) -> int:
    sets = argv or list(SETS)
    print(f"{'set':<8}{'cards':>7}{'implemented':>13}{'tested':>8}{'plain':>7}")
    for code, total, done, tested, plain in report(sets):
        print(f"{code:<8}{total:>7}{done:>13}{tested:>8}{plain:>7}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
