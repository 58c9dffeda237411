"""Fossil (base3): the Trainer cards Mr. Fuji, Energy Search, Gambler, Recycle and
Mysterious Fossil (base3-58 … base3-62), in number order.

Docstrings give the card's text in our own words and name the source when a ruling
decides the case (spec = shared/spec/old-school-rules.txt, RULINGS = shared/RULINGS.md).
p1's Active Hitmonchan keeps a Fighting Energy so "attack Jab" stays offered and the turn
never ends by itself.
"""

from __future__ import annotations

from collections import Counter

import pytest

from oldback.engine import conditions
from oldback.testing import Scenario
from oldback.testing import card_ids as ids

MR_FUJI, ENERGY_SEARCH, GAMBLER, RECYCLE, FOSSIL = (
    "base3-58", "base3-59", "base3-60", "base3-61", "base3-62")
KABUTO, AERODACTYL, OMANYTE = "base3-50", "base3-1", "base3-52"
HITMONCHAN, SEEL, PIKACHU = "base1-7", "base1-41", "base1-58"
PLUSPOWER, BILL, DCE = "base1-84", "base1-91", "base1-96"
FIRE, WATER, FIGHTING = "base1-98", "base1-102", "base1-97"


def table(hand=(), deck=(), discard=()) -> Scenario:
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(*hand).deck(*deck).discard(*discard)
    s.p2.active(SEEL)
    return s


def plays(g) -> list[str]:
    return [k for k in g.decision.keys if k.startswith("play ")]


# --- 58 Mr. Fuji ------------------------------------------------------------------------
def test_mr_fuji_shuffles_a_benched_pokemon_and_its_cards_into_the_deck():
    """Mr. Fuji: choose a Pokémon on your Bench; shuffle it and every card attached to it
    (Evolution cards under it, Energy) into your deck. Its damage is gone with it."""
    s = table(hand=[MR_FUJI], deck=[WATER])
    s.p1.bench(PIKACHU)
    s.p1.bench(KABUTO, under=[FOSSIL], energy=["Fighting", DCE], damage=20)
    g = s.start()
    g.act(f"play {MR_FUJI}")
    assert g.decision.kind == "to-deck" and g.decision.keys == ["bench1", "bench2"]
    g.act("bench2")
    assert [m.card.id for m in g.p1.in_play] == [HITMONCHAN, PIKACHU]
    assert Counter(ids(g.p1.deck)) == Counter([WATER, FOSSIL, KABUTO, FIGHTING, DCE])
    assert ids(g.p1.discard) == [MR_FUJI] and len(g.p2.prizes) == 6


def test_mr_fuji_targets_benched_pokemon_only():
    """Mr. Fuji targets a Benched Pokémon only (RULINGS, Fossil): without a Bench it is not
    offered."""
    assert plays(table(hand=[MR_FUJI]).start()) == []


# --- 59 Energy Search -------------------------------------------------------------------
def test_energy_search_takes_a_basic_energy_card():
    """Energy Search: search your deck for a basic Energy card, put it into your hand,
    shuffle. Double Colorless Energy is not basic."""
    g = table(hand=[ENERGY_SEARCH], deck=[PIKACHU, DCE, FIRE, WATER, FIRE]).start()
    g.act(f"play {ENERGY_SEARCH}")
    assert g.decision.keys == [FIRE, WATER, "done"]
    g.act(WATER)
    assert ids(g.p1.hand) == [WATER]
    assert Counter(ids(g.p1.deck)) == Counter([PIKACHU, DCE, FIRE, FIRE])


def test_energy_search_may_fail_to_find():
    """Energy Search searches a private zone for a kind of card: the player may fail to
    find even when a basic Energy is there (spec, Notes on "Fail to find")."""
    g = table(hand=[ENERGY_SEARCH], deck=[FIRE, PIKACHU]).start()
    g.act(f"play {ENERGY_SEARCH}", "done")
    assert g.p1.hand == [] and Counter(ids(g.p1.deck)) == Counter([FIRE, PIKACHU])
    assert ids(g.p1.discard) == [ENERGY_SEARCH]


# --- 60 Gambler -------------------------------------------------------------------------
@pytest.mark.parametrize("face, drawn", [("H", 8), ("T", 1)])
def test_gambler_shuffles_the_hand_in_and_draws_8_or_1(face, drawn):
    """Gambler: shuffle your hand into your deck, then flip a coin: heads, draw 8 cards;
    tails, draw 1."""
    g = table(hand=[GAMBLER, PIKACHU, BILL], deck=[WATER] * 10).coins(face).start()
    g.act(f"play {GAMBLER}")
    assert len(g.p1.hand) == drawn and len(g.p1.deck) == 12 - drawn
    assert Counter(ids(g.p1.hand + g.p1.deck)) == Counter([PIKACHU, BILL] + [WATER] * 10)
    assert ids(g.p1.discard) == [GAMBLER]


def test_gambler_heads_with_a_short_deck_draws_what_there_is():
    """Gambler heads with 5 cards in all: all 5 are drawn, and nobody loses for it."""
    g = table(hand=[GAMBLER, PIKACHU], deck=[WATER] * 4).coins("H").start()
    g.act(f"play {GAMBLER}")
    assert len(g.p1.hand) == 5 and g.p1.deck == [] and not g.over


# --- 61 Recycle -------------------------------------------------------------------------
def test_recycle_heads_puts_a_card_from_the_discard_pile_on_top_of_the_deck():
    """Recycle: flip a coin; heads, put a card of your choice from your discard pile on top
    of your deck. The pile is public, so a card must be chosen (spec, Notes on "Fail to
    find"); Recycle itself is not there yet."""
    g = table(hand=[RECYCLE], deck=[WATER, FIRE], discard=[BILL, DCE]).coins("H").start()
    g.act(f"play {RECYCLE}")
    assert g.decision.kind == "from-discard" and g.decision.keys == [BILL, DCE]
    g.act(DCE)
    assert ids(g.p1.deck) == [DCE, WATER, FIRE]
    assert ids(g.p1.discard) == [BILL, RECYCLE]


def test_recycle_tails_does_nothing():
    """Recycle: tails, nothing happens; Recycle is discarded."""
    g = table(hand=[RECYCLE], deck=[WATER], discard=[BILL]).coins("T").start()
    g.act(f"play {RECYCLE}")
    assert ids(g.p1.deck) == [WATER] and ids(g.p1.discard) == [BILL, RECYCLE]


def test_recycle_needs_a_card_in_the_discard_pile():
    """Recycle is offered only with a card in the discard pile to bring back."""
    assert plays(table(hand=[RECYCLE]).start()) == []


# --- 62 Mysterious Fossil ---------------------------------------------------------------
def test_mysterious_fossil_is_benched_as_a_basic_pokemon():
    """Mysterious Fossil: played as if it were a Basic Pokémon (key ``bench``): a 10-HP
    Pokémon with no attacks."""
    g = table(hand=[FOSSIL]).start()
    assert f"bench {FOSSIL}" in g.decision and f"play {FOSSIL}" not in g.decision
    g.act(f"bench {FOSSIL}")
    assert g.p1.bench[0].card.id == FOSSIL and g.p1.bench[0].hp == 10
    assert g.p1.bench[0].attacks == ()


def test_mysterious_fossil_cannot_retreat_or_have_special_conditions():
    """Mysterious Fossil can't retreat or be affected by Special Conditions (card text;
    RULINGS, Fossil)."""
    s = Scenario()
    s.p1.active(FOSSIL, energy=["Fighting", "Fighting"])
    s.p1.bench(HITMONCHAN)
    s.p1.hand(WATER)
    s.p2.active(SEEL)
    g = s.start()
    assert "retreat" not in g.decision
    for name in ("asleep", "confused", "paralyzed", "poisoned"):
        assert conditions.apply(g, g.p1.active, name) is False


def test_discarding_mysterious_fossil_from_play_gives_no_prize():
    """Mysterious Fossil may be discarded from play during your turn (key ``discard``):
    the opponent takes no Prize; the owner picks which Benched Pokémon becomes Active."""
    s = Scenario()
    s.p1.active(FOSSIL, energy=["Fighting"], attached=[PLUSPOWER])
    s.p1.bench(HITMONCHAN)
    s.p1.bench(PIKACHU)
    s.p1.hand(WATER)
    s.p2.active(SEEL)
    g = s.start()
    g.act("discard active")
    assert g.decision.kind == "promote" and g.decision.player == "p1"
    g.act("bench2")
    assert g.p1.active.card.id == PIKACHU and [m.card.id for m in g.p1.bench] == [HITMONCHAN]
    assert Counter(ids(g.p1.discard)) == Counter([FOSSIL, FIGHTING, PLUSPOWER])
    assert len(g.p2.prizes) == 6 and not g.over


def test_a_knocked_out_mysterious_fossil_gives_no_prize():
    """Mysterious Fossil Knocked Out doesn't count as a Knocked Out Pokémon: it is
    discarded anyway, and no Prize is taken (card text; RULINGS, Fossil)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(FOSSIL)
    s.p2.bench(SEEL)
    s.p2.deck(WATER)
    g = s.start()
    g.act("attack Jab")
    assert ids(g.p2.discard) == [FOSSIL] and g.p2.active.card.id == SEEL
    assert len(g.p1.prizes) == 6


@pytest.mark.parametrize("evolution", [KABUTO, OMANYTE, AERODACTYL])
def test_mysterious_fossil_evolves_into_kabuto_omanyte_or_aerodactyl(evolution):
    """Kabuto, Omanyte and Aerodactyl evolve from Mysterious Fossil."""
    s = table(hand=[evolution])
    s.p1.bench(FOSSIL)
    g = s.start()
    g.act(f"evolve {evolution} bench1")
    assert ids(g.p1.bench[0].stack) == [FOSSIL, evolution]
