"""Deck text (CONTRACT.md §5): parsing what people paste, printing it back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

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


# --- absurd input (issue 15, items 5 and 6) -------------------------------------------------
@pytest.mark.parametrize("count", ["1" + "0" * 30, "100000000000", "200000000", "1001",
                                   "9" * 5000], ids=["1e30", "1e11", "2e8", "1001", "5000 digits"])
def test_a_count_larger_than_any_deck_is_refused_at_once(count):
    with pytest.raises(ValueError, match=r"^line 2: .*more than any deck holds"):
        Deck.parse(f"# big\n{count} Electabuzz")


def test_counts_that_add_up_past_any_deck_name_the_line_that_does():
    with pytest.raises(ValueError, match=r"^line 251: .*1001 cards so far"):
        Deck.parse("4 Electabuzz\n" * 250 + "1 Electabuzz\n")
    assert len(Deck.parse("4 electabuzz\n" * 250)) == 1000


def test_counts_are_written_in_ascii_digits():
    for text in ("² Electabuzz", "٤ Electabuzz"):
        with pytest.raises(ValueError, match="is not 'COUNT NAME"):
            Deck.parse(text)
    assert len(Deck.parse("004 Electabuzz")) == 4


def test_runs_of_spaces_are_one_space_and_read_in_linear_time():
    import time

    start = time.perf_counter()
    with pytest.raises(ValueError, match=r"line 1: '4 a b': unknown card reference 'a b'"):
        Deck.parse("4 a" + " " * 500_000 + "b")
    deck = Deck.parse("4" + " " * 300_000 + "Electabuzz" + "\t" * 300_000 + "BS  20")
    assert time.perf_counter() - start < 2  # quadratic, this took hours
    assert [c.id for c in deck.cards] == ["base1-20"] * 4


def test_text_larger_than_any_deck_list_is_refused():
    with pytest.raises(ValueError, match="more than any deck list"):
        Deck.parse("4 electabuzz\n" * 800_000)
    with pytest.raises(ValueError, match=r"^line 1: .* more than any entry"):
        Deck.parse("4 " + "Electabuzz" * 100)


def test_a_deck_file_larger_than_any_deck_list_is_not_read(tmp_path):
    from oldback.decks import load

    big = tmp_path / "big.txt"
    big.write_bytes(b"# " + b"x" * 4_000_100)
    with pytest.raises(ValueError, match="more than any deck list"):
        load(str(big))


@given(st.lists(st.sampled_from(["4 Electabuzz", "4 electabuzz BS 20", "Pokémon: 12", "# c",
                                 "", "  ", "\t", "²", "10", "x", "BS", "base1-20", "-", "*",
                                 "999999999999", "Energy - 3", "12 Fighting Energy"])
                | st.text(max_size=40), max_size=12).map("\n".join))
def test_any_text_is_a_deck_or_a_value_error_naming_the_problem(text):
    try:
        deck = Deck.parse(text)
    except ValueError as e:
        assert str(e).startswith(("line ", "the deck text"))
        return
    assert 0 < len(deck) <= 1000


def test_find_is_card_without_the_error():
    """``catalog.find`` answers what ``card`` answers, by id, set abbreviation, shorthand or
    name, and None where ``card`` raises (without looking for close names: the players ask
    it of every key of a decision, most of which name no card)."""
    from oldback import card
    from oldback.facts.catalog import find

    for ref in ("base1-20", "BS-20", "Electabuzz", "Water"):
        assert find(ref) is card(ref)
    for ref in ("done", "bench1", "Pikachuu", "BS-999"):
        assert find(ref) is None
        with pytest.raises(KeyError):
            card(ref)
