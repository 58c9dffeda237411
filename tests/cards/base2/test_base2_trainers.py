"""Jungle (base2): its Trainer card, Poké Ball (base2-64).

Docstrings give the card's text in our own words and name the source when a ruling
decides the case (spec = shared/spec/old-school-rules.txt).
"""

from __future__ import annotations

from collections import Counter

from oldback.testing import Scenario
from oldback.testing import card_ids as ids

POKE_BALL = "base2-64"
HITMONCHAN, SEEL, CHARMANDER, CHARIZARD = "base1-7", "base1-41", "base1-46", "base1-4"
DOLL, BILL, FIRE, WATER, DCE = "base1-70", "base1-91", "base1-98", "base1-102", "base1-96"


def table(deck=()) -> Scenario:
    """p1: Hitmonchan able to attack (the turn never ends by itself), Poké Ball in hand."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(POKE_BALL).deck(*deck)
    s.p2.active(SEEL)
    return s


def test_poke_ball_heads_takes_a_pokemon_card_of_any_stage_and_shows_it():
    """Poké Ball: flip a coin; heads, search your deck for a Basic Pokémon or Evolution
    card, show it to your opponent and put it into your hand; shuffle. Trainers (Clefairy
    Doll included) and Energy are not options; a private search may fail (``done``: spec,
    Notes on "Fail to find")."""
    g = table(deck=[FIRE, DOLL, CHARIZARD, CHARMANDER, DCE]).coins("H").start()
    g.act(f"play {POKE_BALL}")
    assert g.decision.kind == "search-deck"
    assert g.decision.keys == [CHARIZARD, CHARMANDER, "done"]
    g.act(CHARIZARD)
    assert ids(g.p1.hand) == [CHARIZARD] and ids(g.p1.discard) == [POKE_BALL]
    assert Counter(ids(g.p1.deck)) == Counter([FIRE, DOLL, CHARMANDER, DCE])
    assert "p1 shows Charizard and takes it from the deck" in g.log


def test_poke_ball_heads_may_find_nothing():
    """Poké Ball: "you may search": on heads the player may take nothing (``done``); the
    deck is shuffled all the same."""
    g = table(deck=[CHARMANDER, FIRE, WATER]).coins("H").start()
    g.act(f"play {POKE_BALL}", "done")
    assert g.p1.hand == [] and Counter(ids(g.p1.deck)) == Counter([CHARMANDER, FIRE, WATER])


def test_poke_ball_tails_does_nothing():
    """Poké Ball: tails, no search (the deck is left as it was) and the card is discarded."""
    g = table(deck=[CHARMANDER, FIRE, WATER]).coins("T").start()
    g.act(f"play {POKE_BALL}")
    assert g.p1.hand == [] and ids(g.p1.deck) == [CHARMANDER, FIRE, WATER]
    assert ids(g.p1.discard) == [POKE_BALL]


def test_poke_ball_with_an_empty_deck_still_flips():
    """Poké Ball searches for a kind of card, so it may be played whatever the deck holds
    (spec, Notes on "Fail to find"): heads with an empty deck finds nothing."""
    g = table().coins("H").start()
    assert f"play {POKE_BALL}" in g.decision
    g.act(f"play {POKE_BALL}")  # "done" is then the only option: taken without asking
    assert g.p1.hand == [] and ids(g.p1.discard) == [POKE_BALL]
