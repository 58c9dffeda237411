"""Deck text (CONTRACT.md §5): parsing what people paste, printing it back."""

from __future__ import annotations

import pytest

from oldback import Deck

HAYMAKER_HEAD = """\
# Haymaker
Pokémon: 12
4 Electabuzz BS 20
4 Hitmonchan base1-7
Trainer - 30
3 Professor Oak
Energy: 18
8 Fighting Energy BS 97
"""


def test_the_three_spellings_of_an_entry():
    deck = Deck.parse(HAYMAKER_HEAD)
    assert [c.id for c in deck.cards] == (
        ["base1-20"] * 4 + ["base1-7"] * 4 + ["base1-88"] * 3 + ["base1-97"] * 8)


def test_printing_back_reads_the_same():
    deck = Deck.parse(HAYMAKER_HEAD)
    again = Deck.parse(deck.to_text())
    assert again.cards == deck.cards
    assert deck.to_text().splitlines()[0] == "4 Electabuzz BS 20"


def test_accents_and_case_are_forgiven():
    assert Deck.parse("2 pokemon trader").cards[0].id == "base1-77"


@pytest.mark.parametrize("text, message", [
    ("4 Electabuz BS 20", r"line 1: .*base1-20 is Electabuzz, not 'Electabuz'"),
    ("\n4 Pikachuu", r"line 2: .*Pikachuu.*did you mean"),
    ("four Electabuzz", r"line 1: .*not 'COUNT NAME \[SET NUMBER\]'"),
    ("0 Electabuzz", r"line 1: .*at least 1"),
    ("4 Electabuzz BS 999", r"line 1: .*base1-999"),
    ("# nothing\n", "names no cards"),
])
def test_unreadable_lines_are_named(text, message):
    with pytest.raises(ValueError, match=message):
        Deck.parse(text)


def test_tournament_lists_parse(reference):
    from pathlib import Path

    folder = Path(reference).parent / "decks"
    for path in sorted(folder.glob("*.txt")):
        deck = Deck.parse(path.read_text(encoding="utf-8"))
        assert len(deck) == 60, path.name


def test_built_in_decks_are_sixty_cards():
    """The theme decks of every set and the tournament lists are built in by name."""
    from oldback.decks import builtin, builtin_names

    names = builtin_names()
    for expected in ("haymaker", "rain-dance", "damage-swap", "zap", "overgrowth",
                     "brushfire", "blackout", "water-blast", "power-reserve", "lockdown",
                     "bodyguard"):
        assert expected in names
    for name in names:
        assert len(builtin(name)) == 60, name
    assert builtin("haymaker").cards.count(builtin("haymaker").cards[0]) == 4
