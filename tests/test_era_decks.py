"""Tournament lists of the Team Rocket and Gym era as built-in decks (issues "Team Rocket,
promos 10-24 and Legendary Collection" and "Gym Heroes and Gym Challenge", the deck part).

Each list is read, counted and checked against the format it was played in: the July 2000
West Coast Super Trainer Showdown and its reports (Base Set to Team Rocket, Black Star
Promos 1-24), the autumn 2000 qualifiers (Base Set to Gym Heroes) and the November 2000 East
Coast Super Trainer Showdown (Base-Gym under Prop 15/3: at most 15 Trainers, at most 3 of a
card). Each file opens with comment lines that name the deck, the event and the source.
These tests do not play the decks: their cards are implemented elsewhere.
"""

from __future__ import annotations

import re
from importlib import resources

import pytest

from oldback.decks import Deck, builtin, builtin_names
from oldback.formats import FORMATS

#: Base-Rocket lists: sets base1-base5 and Black Star Promos 1-24
BASE_ROCKET = ["rocket-marshall-haymaker", "rocket-lieu-wigglytuff", "rocket-savage-sponge",
               "rocket-viray-rain-dance", "rocket-gerhardt-das-boot"]
#: Base-Gym lists legal in Prop 15/3 (the East Coast Super Trainer Showdown, November 2000)
PROP_15_3 = ["gym-hanley-clefable", "gym-rodriguez-wigglytuff", "gym-brooks-rain-dance",
             "gym-morris-venusaur"]
#: Base-Gym lists played under the ordinary rules (4 of a card, any number of Trainers)
BASE_GYM = [*PROP_15_3, "gym-wrathd-wiggly"]
ERA_DECKS = BASE_ROCKET + BASE_GYM

_ROCKET_SETS = {"base1", "base2", "base3", "base4", "base5"}


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


def test_the_era_lists_are_built_in():
    names = builtin_names()
    for name in ERA_DECKS:
        assert name in names
    assert len(BASE_ROCKET) >= 3 and len(BASE_GYM) >= 4 and PROP_15_3


@pytest.mark.parametrize("name", ERA_DECKS)
def test_each_list_parses_to_sixty_cards(name):
    deck = builtin(name)
    assert isinstance(deck, Deck)
    assert len(deck) == 60
    # the text printed back reads as the same deck
    assert sorted(c.id for c in Deck.parse(deck.to_text()).cards) == sorted(
        c.id for c in deck.cards)


@pytest.mark.parametrize("name", ERA_DECKS)
def test_each_list_names_its_deck_event_and_source(name):
    header = _header(name)
    assert len(header) >= 3, name
    text = " ".join(header)
    assert header[0], name  # the first line names the deck
    assert "Event:" in text, name
    source = text[text.index("Source:"):]
    assert re.search(r"https?://\S+", source), name  # the article's or report's address
    assert re.search(r"\b(19|20)\d\d\b", text), name  # the date of the event


@pytest.mark.parametrize("name", BASE_ROCKET)
def test_base_rocket_lists_use_only_base_to_rocket_and_promos_to_24(name):
    """Base-Rocket (the West Coast STS of July 2000): Base Set, Jungle, Fossil, Base Set 2,
    Team Rocket and Black Star Promos 1-24; legal in Base-Gym as well."""
    deck = builtin(name)
    assert deck.problems("base-gym") == [], name
    for c in deck.cards:
        assert c.set in _ROCKET_SETS or (c.set == "basep" and c.number <= 24), (name, c.id)
    if "base-rocket" in FORMATS:  # the format added alongside the Team Rocket cards
        assert deck.problems("base-rocket") == [], name


@pytest.mark.parametrize("name", BASE_GYM)
def test_base_gym_lists_are_legal_in_base_gym(name):
    assert builtin(name).problems("base-gym") == [], name


@pytest.mark.parametrize("name", PROP_15_3)
def test_prop_lists_are_legal_in_prop_15_3(name):
    """The East Coast STS of November 2000 was played under Prop 15/3."""
    deck = builtin(name)
    assert deck.problems("prop-15-3") == [], name
    assert sum(c.is_trainer for c in deck.cards) <= 15


def test_a_base_gym_list_with_27_trainers_is_not_prop_15_3():
    problems = builtin("gym-wrathd-wiggly").problems("prop-15-3")
    assert "27 Trainer cards: at most 15" in problems
    assert "4 copies of Wigglytuff: at most 3 of a card other than basic Energy" in problems


def test_the_gym_lists_need_the_gym_sets():
    """A Base-Gym list is not a Base-Rocket list: each plays a Gym Heroes or Gym Challenge
    card."""
    for name in BASE_GYM:
        assert any(c.set in ("gym1", "gym2") for c in builtin(name).cards), name


@pytest.mark.parametrize("line, card_id", [
    ("1 Rocket's Sneak Attack TR 72", "base5-72"),
    ("1 Misty's Wrath G1 114", "gym1-114"),
    ("1 Rocket's Zapdos G2 15", "gym2-15"),
    ("1 Mewtwo PR 3", "basep-3"),
    ("1 rocket's zapdos gym2-15", "gym2-15"),
])
def test_the_set_abbreviations_of_the_lists_resolve(line, card_id):
    """The lists name Team Rocket, Gym Heroes, Gym Challenge and the promos as TR, G1, G2
    and PR; the card-id spelling keeps working."""
    assert [c.id for c in Deck.parse(line).cards] == [card_id]


def test_a_set_number_that_names_another_card_is_refused():
    with pytest.raises(ValueError, match="gym2-15 is Rocket's Zapdos"):
        Deck.parse("1 Zapdos G2 15")
