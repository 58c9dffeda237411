"""Golden replays: 330 seeded games recorded before the effect-protocol refactor (issue
"One effect protocol for card behaviour"), every pair of the built-in Base-Fossil decks
under every rules preset, random and heuristic players, 36 games of the Neo Genesis
and Neo Discovery theme decks played the same way, and 36 of the Neo Destiny theme decks
and two tournament lists of 2002. Each is rebuilt from its decks, seed,
rules and keys and must give the same result and the same log, line for line (its
SHA-256). ``tools/golden.py`` wrote them; a change that is meant to change games
regenerates only those and names them in its commit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oldback.records import check, rebuild

FOLDER = Path(__file__).parent / "golden"
RECORDS = sorted(FOLDER.glob("*/*.json"))


def test_there_are_at_least_300_golden_games_under_every_preset():
    assert len(RECORDS) >= 300
    assert {p.parent.name for p in RECORDS} == {"gameboy", "japan", "pokemon1999", "wotc"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_game_replays_identically(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    g = rebuild(record)
    assert check(record, g) == []
    assert g.over
