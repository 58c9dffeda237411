"""Formats as data (issue "Decks, formats…"): legality of decks, user formats in TOML,
and `oldback check`."""

from __future__ import annotations

import subprocess
import sys

import pytest

from oldback import Deck
from oldback.decks import builtin
from oldback.formats import FORMATS, get_format, load_format


def test_the_tournament_lists_are_legal_in_base_fossil():
    for name in ("haymaker", "rain-dance", "damage-swap"):
        assert builtin(name).problems("base-fossil") == [], name


def test_prop_15_3_caps_trainers_and_copies():
    problems = builtin("haymaker").problems("prop-15-3")
    assert "30 Trainer cards: at most 15" in problems
    assert "4 copies of Electabuzz: at most 3 of a card other than basic Energy" in problems
    assert not any("Fighting Energy" in p for p in problems)  # basic Energy is exempt


def test_cards_outside_the_pool_are_named():
    deck = Deck(builtin("haymaker").cards[:-1] + ["base5-1"])  # Dark Alakazam
    assert "Dark Alakazam (base5-1) is not legal in base-fossil" in deck.problems("base-fossil")
    assert deck.problems("base-gym") == []


def test_reprints_are_legal_where_their_first_printing_is():
    """Base Set 2 Electabuzz is the same card as Base Set's: legal in Base-Fossil."""
    deck = Deck(["base4-24"] * 4 + builtin("haymaker").cards[4:])
    assert deck.problems("base-fossil") == []


def test_rocket_lc_bans_neo_genesis_sneasel():
    cards = ["neo1-25"] + ["base6-102"] * 55 + ["base6-88"] * 4
    problems = Deck(cards).problems("rocket-lc")
    assert "Sneasel (neo1-25) is banned in rocket-lc" in problems


def test_common_deck_rules():
    problems = Deck(["Water"] * 59).problems("unlimited")
    assert "the deck has 59 cards; unlimited decks have exactly 60" in problems
    assert "the deck has no Basic Pokémon" in problems


def test_glc_is_singleton_and_one_type():
    cards = ["base1-20", "base1-20", "base1-7"] + ["Lightning"] * 57
    problems = Deck(cards).problems("glc")
    assert any("2 copies of Electabuzz: at most 1" in p for p in problems)
    assert any("Pokémon of 2 types" in p for p in problems)


def test_a_format_of_ones_own_in_toml(tmp_path):
    path = tmp_path / "points.toml"
    path.write_text('name = "point-buy"\nsets = ["BS", "base2"]\npromos = 9\n'
                    'bans = ["Gust of Wind"]\ncopies = 4\n'
                    'point_cap = 10\n[points]\n"Electabuzz" = 3\n', encoding="utf-8")
    fmt = load_format(path)
    assert fmt.name == "point-buy" and fmt.sets == ("base1", "base2")
    problems = fmt.problems(builtin("haymaker").cards)
    assert "12 points: at most 10" in problems
    assert "Gust of Wind (base1-93) is banned in point-buy" in problems
    assert "Aerodactyl (base3-1) is not legal in point-buy" in problems


@pytest.mark.parametrize("text, message", [
    ("sets = 3\n", "'sets' must be a list"),
    ("colour = 'red'\n", "unknown key 'colour'"),
    ("sets = ['XX']\n", "unknown set 'XX'"),
    ("bans = ['Pikachuu']\n", "Pikachuu"),
    ("sets = [\n", "not valid TOML"),
])
def test_bad_format_files_name_the_problem(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        load_format(path)


def test_every_named_format_exists():
    assert set(FORMATS) >= {"base-fossil", "base-gym", "prop-15-3", "rocket-lc", "base-neo",
                            "glc", "unlimited"}
    with pytest.raises(ValueError, match="unknown format 'modern'"):
        get_format("modern")


def _check(*args):
    return subprocess.run([sys.executable, "-m", "oldback", "check", *args],
                          capture_output=True, text=True, timeout=60)


def test_check_exit_codes(tmp_path):
    assert _check("haymaker").returncode == 0
    r = _check("haymaker", "--format", "prop-15-3")
    assert r.returncode == 1 and "30 Trainer cards: at most 15" in r.stdout.splitlines()
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Electabuzz\nfour Hitmonchan\n", encoding="utf-8")
    r = _check(str(bad))
    assert r.returncode == 2 and "line 2" in r.stderr and "Traceback" not in r.stderr
