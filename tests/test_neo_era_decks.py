"""Tournament lists of the Neo era as built-in decks (issues "Neo Genesis and Neo
Discovery" and "Neo Revelation, Neo Destiny, Southern Islands, promos 25-53", the deck
parts).

Each list is read, counted and checked against the format of its event (docs/rulings.md,
Formats): the East Coast Super Trainer Showdown of 23-24 June 2001, WotC's first Modified
format (Team Rocket to Neo Genesis, `rocket-genesis`), and the events of 2002 in the
format of the 2002 World Championship (Neo Genesis to Legendary Collection,
`genesis-lc`). Each file opens with comment lines that name the deck, the player, the
event, its date and the source. The lists of 2001 use only Base Set to Neo Discovery
cards and play (tests/cards/test_era_decks_play.py); the lists of 2002 use Neo
Revelation, Neo Destiny or Southern Islands cards, and are only read here.
"""

from __future__ import annotations

import re
from importlib import resources

import pytest

from oldback.decks import Deck, builtin, builtin_names

#: East Coast Super Trainer Showdown, June 2001, Team Rocket to Neo Genesis
ROCKET_GENESIS = ["sts2001-goldstein-feraligatr", "sts2001-gerardo-feraligatr",
                  "sts2001-cameron-alakazam", "sts2001-burton-sandslash",
                  "sts2001-hickman-poliwhirl"]
#: 2002 World Championship (Seattle) and a Gym Challenge of 2002, Neo Genesis to
#: Legendary Collection
GENESIS_LC = ["worlds2002-robert-enteicargo", "worlds2002-ruelos-kingdra-steelix",
              "worlds2002-hausknecht-dark-blastoise", "worlds2002-chimento-ampharos",
              "gc2002-chimento-dark-blastoise-steelix"]
NEO_LISTS = ROCKET_GENESIS + GENESIS_LC

#: the sets after Neo Discovery
_LATE = {"neo3", "neo4", "si1", "base6"}


def _header(name: str) -> list[str]:
    """The comment lines a deck file opens with."""
    text = resources.files("oldback.deckdata").joinpath(f"{name}.txt").read_text(
        encoding="utf-8")
    lines = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("# ").rstrip())
    return lines


def test_the_neo_era_lists_are_built_in():
    names = builtin_names()
    for name in NEO_LISTS:
        assert name in names
    assert len(ROCKET_GENESIS) >= 4 and len(GENESIS_LC) >= 4


@pytest.mark.parametrize("name", NEO_LISTS)
def test_each_list_parses_to_sixty_cards_as_its_header_counts_them(name):
    """60 cards, and the Pokémon, Trainer and Energy counts the header gives (copied from
    the source)."""
    deck = builtin(name)
    assert isinstance(deck, Deck) and len(deck) == 60
    assert sorted(c.id for c in Deck.parse(deck.to_text()).cards) == sorted(
        c.id for c in deck.cards)
    counts = re.search(r"60 cards: (\d+) Pokémon, (\d+) Trainers, (\d+) Energy",
                       " ".join(_header(name)))
    assert counts, name
    assert [int(n) for n in counts.groups()] == [
        sum(c.is_pokemon for c in deck.cards), sum(c.is_trainer for c in deck.cards),
        sum(c.is_energy for c in deck.cards)], name


@pytest.mark.parametrize("name", NEO_LISTS)
def test_each_list_names_its_deck_player_event_and_source(name):
    header = _header(name)
    assert len(header) >= 5, name
    text = " ".join(header)
    assert header[0], name  # the first line names the deck
    assert "Player:" in text and "Event:" in text and "Format:" in text, name
    source = text[text.index("Source:"):]
    assert re.search(r"https?://\S+", source), name  # the archive's or report's address
    assert re.search(r"\b200[12]\b", text), name  # the year of the event


@pytest.mark.parametrize("name", ROCKET_GENESIS)
def test_the_2001_lists_are_legal_in_rocket_genesis(name):
    """The East Coast STS of June 2001 was played in WotC's first Modified: Team Rocket,
    Gym Heroes, Gym Challenge, Neo Genesis (docs/rulings.md, Formats). Every later format
    that holds those sets takes them too."""
    deck = builtin(name)
    assert deck.problems("rocket-genesis") == [], name
    assert deck.problems("rocket-lc") == [], name
    assert deck.problems("base-neo") == [], name


@pytest.mark.parametrize("name", ROCKET_GENESIS)
def test_the_2001_lists_use_only_base_set_to_neo_discovery(name):
    """Issue "Neo Genesis and Neo Discovery": lists of Base Set to Neo Discovery cards only,
    none of the promos 25-53 (whose behaviour another issue writes), so they play."""
    for c in builtin(name).cards:
        assert c.set not in _LATE, (name, c.id)
        assert c.set != "basep" or c.number <= 24, (name, c.id)


@pytest.mark.parametrize("name", GENESIS_LC)
def test_the_2002_lists_are_legal_in_genesis_lc(name):
    """The 2002 World Championship format: Neo Genesis to Legendary Collection, promos
    1-49, Sneasel and _____'s Pikachu banned. Base Set and Team Rocket printings in the
    lists are legal through their Legendary Collection reprints."""
    deck = builtin(name)
    assert deck.problems("genesis-lc") == [], name
    assert deck.problems("rocket-lc") == [], name


@pytest.mark.parametrize("name", GENESIS_LC)
def test_the_2002_lists_play_the_late_neo_sets(name):
    """Issue "Neo Revelation, Neo Destiny …": each 2002 list plays Neo Revelation, Neo
    Destiny or Southern Islands cards, so none is legal in the format of 2001."""
    deck = builtin(name)
    assert any(c.set in ("neo3", "neo4", "si1") for c in deck.cards), name
    problems = deck.problems("rocket-genesis")
    assert problems and all(p.endswith("is not legal in rocket-genesis") for p in problems)


def test_the_reprint_rule_is_what_makes_the_base_set_printings_legal():
    """A list shows Bill and Pokémon Trader in their Base Set printing: legal in the 2002
    format only because Legendary Collection reprinted them. Professor Oak, never
    reprinted there, is not."""
    deck = builtin("worlds2002-ruelos-kingdra-steelix")
    assert {c.id for c in deck.cards} >= {"base1-91", "base1-77", "base5-81"}
    oak = Deck([c if c.id != "base1-91" else "base1-88" for c in deck.cards])
    assert oak.problems("genesis-lc") == [
        "Professor Oak (base1-88) is not legal in genesis-lc"]
