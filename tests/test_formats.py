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
    assert set(FORMATS) >= {"base-fossil", "base-gym", "prop-15-3", "rocket-genesis",
                            "rocket-lc", "genesis-lc", "base-neo", "glc", "unlimited"}
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


# --- the formats of the Neo era (issues "Neo Genesis and Neo Discovery" and "Neo
# Revelation, Neo Destiny …": formats checked with real decks; sources in docs/rulings.md,
# Formats) --------------------------------------------------------------------------------
def _swap(deck_name, out_id, in_id, count=1):
    """A built-in deck with ``count`` copies of ``out_id`` replaced by ``in_id``."""
    cards = [c.id for c in builtin(deck_name).cards]
    for _ in range(count):
        cards[cards.index(out_id)] = in_id
    return Deck(cards)


def test_rocket_genesis_is_team_rocket_to_neo_genesis():
    """WotC's first Modified (East Coast STS, June 2001): Team Rocket, the Gym sets and Neo
    Genesis. The Neo Genesis theme decks are legal; Neo Discovery and Base Set are not."""
    assert builtin("hotfoot").problems("rocket-genesis") == []
    assert builtin("cold-fusion").problems("rocket-genesis") == []
    assert "Eevee (neo2-38) is not legal in rocket-genesis" in builtin("brainwave").problems(
        "rocket-genesis")
    deck = _swap("hotfoot", "neo1-101", "base1-88")  # a Professor Oak for a Potion
    assert deck.problems("rocket-genesis") == [
        "Professor Oak (base1-88) is not legal in rocket-genesis"]
    assert deck.problems("base-neo") == []


def test_rocket_genesis_promos_are_1_to_14_27_and_29_to_33():
    """The promos of the format are not a range: Movie Mewtwo (14) and Cleffa (31) are legal,
    Birthday Pikachu (24) and the Neo Discovery-era Igglybuff (36) are not."""
    for promo, legal in (("basep-14", True), ("basep-27", True), ("basep-31", True),
                         ("basep-24", False), ("basep-28", False), ("basep-36", False)):
        problems = _swap("hotfoot", "neo1-61", promo).problems("rocket-genesis")
        assert (problems == []) is legal, (promo, problems)


def test_rocket_genesis_bans_neo_genesis_sneasel_only():
    """Neo Genesis's Sneasel is banned; Neo Revelation's Sneasel is another card, and not
    in the format's sets at all."""
    deck = _swap("hotfoot", "neo1-61", "neo1-25")
    assert deck.problems("rocket-genesis") == ["Sneasel (neo1-25) is banned in rocket-genesis"]
    assert deck.problems("base-neo") == []


def test_rocket_lc_has_southern_islands_and_promos_to_49():
    """Team Rocket to Legendary Collection includes Southern Islands (PTCG Legends' format
    page); promos go to 49."""
    assert _swap("cold-fusion", "neo1-62", "si1-12").problems("rocket-lc") == []  # Lapras
    assert _swap("hotfoot", "neo1-61", "basep-49").problems("rocket-lc") == []  # Snorlax
    assert _swap("hotfoot", "neo1-61", "basep-50").problems("rocket-lc") == [
        "Celebi (basep-50) is not legal in rocket-lc"]
    assert builtin("light").problems("rocket-lc") == []
    assert builtin("dark").problems("rocket-lc") == []


def test_birthday_pikachu_is_banned_in_the_sanctioned_formats_of_2002_and_glc():
    """_____'s Pikachu was barred from organized play on release (PTCG Legends, Banned
    Cards): banned in rocket-lc, genesis-lc and glc, legal in base-neo (Unlimited)."""
    deck = _swap("hotfoot", "neo1-61", "basep-24")
    for name in ("rocket-lc", "genesis-lc"):
        assert deck.problems(name) == [f"_____'s Pikachu (basep-24) is banned in {name}"]
    assert deck.problems("base-neo") == []


def test_genesis_lc_is_the_2002_world_championship_format():
    """Neo Genesis to Legendary Collection (Seattle, August 2002): the Neo theme decks are
    legal; Team Rocket and the Gym sets are not; a Base Set card reprinted in Legendary
    Collection is legal through its reprint; Sneasel is banned."""
    for name in ("hotfoot", "cold-fusion", "brainwave", "wallop", "light", "dark"):
        assert builtin(name).problems("genesis-lc") == [], name
    assert builtin("brock").problems("genesis-lc")[0] == (
        "Brock's Geodude (gym1-66) is not legal in genesis-lc")
    bill = _swap("hotfoot", "neo1-101", "base1-91")  # Base Set Bill, reprinted as base6-108
    assert bill.problems("genesis-lc") == []
    assert _swap("hotfoot", "neo1-101", "base1-88").problems("genesis-lc") == [
        "Professor Oak (base1-88) is not legal in genesis-lc"]  # not in Legendary Collection
    assert _swap("hotfoot", "neo1-61", "neo1-25").problems("genesis-lc") == [
        "Sneasel (neo1-25) is banned in genesis-lc"]


GLC_FIRE = """\
1 Charmander BS 46
1 Charmeleon BS 24
1 Charizard BS 4
1 Dark Charmeleon TR 32
1 Dark Charizard TR 4
1 Vulpix BS 68
1 Ninetales BS 12
1 Growlithe BS 28
1 Arcanine BS 23
1 Ponyta BS 60
1 Rapidash JU 44
1 Magmar BS 36
1 Moltres FO 12
1 Cyndaquil N1 56
1 Quilava N1 46
1 Typhlosion N1 17
1 Magby N1 23
1 Professor Oak BS 88
1 Bill BS 91
1 Computer Search BS 71
1 Item Finder BS 74
1 Gust of Wind BS 93
1 Energy Removal BS 92
1 Super Energy Removal BS 79
1 PlusPower BS 84
1 Switch BS 95
1 Professor Elm N1 96
33 Fire Energy BS 98
"""


def test_a_singleton_fire_deck_is_legal_in_glc():
    """WotC GLC (gymleaderchallenge.com FAQ): one card of each name but basic Energy, every
    Pokémon of one type. Dark Charizard and Charizard are different names, as the FAQ says
    of Shining Genesect and Genesect."""
    deck = Deck.parse(GLC_FIRE)
    assert len(deck) == 60 and deck.problems("glc") == []


def test_glc_one_type_keeps_out_an_evolution_of_another_type():
    """The FAQ's Eevee example: a Pokémon that evolves into another type cannot be played
    with it. Eevee (Colorless) with Flareon (Fire) is two types."""
    deck = Deck.parse(GLC_FIRE.replace("1 Charmander BS 46\n1 Charmeleon BS 24\n",
                                       "1 Eevee JU 51\n1 Flareon JU 19\n"))
    assert deck.problems("glc") == [
        "Pokémon of 2 types (Colorless, Fire): glc allows one"]


def test_glc_bans_birthday_pikachu_and_counts_copies_by_name():
    """Cards not allowed in official tournaments are not legal in GLC: _____'s Pikachu.
    A second printing of a name is a second copy: Base Set and Legendary Collection
    Charizard."""
    pikachu = Deck.parse(GLC_FIRE.replace("1 Switch BS 95\n", "1 _____'s Pikachu PR 24\n"))
    assert "_____'s Pikachu (basep-24) is banned in glc" in pikachu.problems("glc")
    two = Deck.parse(GLC_FIRE.replace("1 Switch BS 95\n", "1 Charizard LC 3\n"))
    assert two.problems("glc") == [
        "2 copies of Charizard: at most 1 of a card other than basic Energy"]


def test_the_base_neo_point_buy_example_loads_and_checks_a_deck():
    """examples/base-neo-point-buy.toml (docs/rulings.md, Formats): every set of Base Set to
    Neo Destiny, a table of points and a budget of 10. Haymaker's 3 Professor Oak and 3
    Computer Search (2 points each), 3 Item Finder, 3 Energy Removal, 3 Super Energy Removal
    and 3 Gust of Wind (1 each) cost 24; the BrainWave theme deck costs nothing."""
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "examples" / "base-neo-point-buy.toml"
    fmt = load_format(path)
    assert fmt.name == "base-neo-point-buy" and fmt.point_cap == 10 and fmt.promos == 53
    assert "neo4" in fmt.sets and "si1" in fmt.sets
    assert builtin("haymaker").problems(str(path)) == ["24 points: at most 10"]
    assert builtin("brainwave").problems(str(path)) == []
    assert _check("haymaker", "--format", str(path)).returncode == 1


def test_a_format_file_may_list_its_promo_numbers(tmp_path):
    path = tmp_path / "movie.toml"
    path.write_text('sets = ["N1"]\npromos = [3, 14]\n', encoding="utf-8")
    fmt = load_format(path)
    assert fmt.promos == (3, 14)
    assert _swap("hotfoot", "neo1-61", "basep-3").problems(fmt) == []
    assert _swap("hotfoot", "neo1-61", "basep-12").problems(fmt) == [
        "Mewtwo (basep-12) is not legal in movie"]


@pytest.mark.parametrize("text, message", [
    ("promos = [3, 'x']\n", "'promos' entry 2 must be a promo number"),
    ("promos = [0]\n", "'promos' entry 1 must be a promo number"),
    ("promos = 'all'\n", "'promos' must be a whole number"),
])
def test_bad_promo_lists_name_the_entry(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        load_format(path)
