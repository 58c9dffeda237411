"""Neo Revelation (neo3): the Trainer cards, 60–64. Each test says the card's text in our
words and asserts the numbers."""

from __future__ import annotations

import pytest

from oldback.engine.hooks import hp
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

CHANSEY, MACHOP, PIKACHU, CHARMANDER = "base1-3", "base1-52", "base1-58", "base1-46"
CHARMELEON, CHARIZARD, POTION, SWITCH = "base1-24", "base1-4", "base1-94", "base1-95"
FIRE, WATER = "base1-98", "base1-102"
BALLOON_BERRY, HEALING_FIELD, BREEDER_FIELDS, HIDEOUT, OLD_ROD = (
    "neo3-60", "neo3-61", "neo3-62", "neo3-63", "neo3-64")


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    return s


# --- 60 Balloon Berry ---------------------------------------------------------------------
def test_balloon_berry_is_discarded_instead_of_energy_to_retreat():
    """Balloon Berry: a Pokémon Tool; when its Pokémon retreats, discard Balloon Berry instead
    of discarding Energy cards (Chansey, Retreat Cost 1, keeps its Energy)."""
    s = scenario()
    s.p1.active(CHANSEY, energy=["Water"])
    s.p1.bench(PIKACHU)
    s.p1.hand(BALLOON_BERRY)
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act(f"play {BALLOON_BERRY}", "active")
    assert ids(g.p1.active.attached) == [BALLOON_BERRY]
    g.act("retreat")
    assert g.p1.active.name == "Pikachu"
    chansey = g.p1.bench[0]
    assert ids(chansey.energy) == [WATER] and chansey.attached == []
    assert ids(g.p1.discard) == [BALLOON_BERRY]


def test_balloon_berry_lets_a_pokemon_without_energy_retreat():
    """Balloon Berry: with it, a Pokémon with no Energy attached may retreat all the same."""
    s = scenario()
    s.p1.active(CHANSEY, attached=[BALLOON_BERRY])
    s.p1.bench(PIKACHU)
    s.p1.hand("Grass")
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert "retreat" in keys(g)


# --- 61 Healing Field ---------------------------------------------------------------------
@pytest.mark.parametrize("coin, left", [("H", 10), ("T", 30)])
def test_healing_field_once_a_turn_flip_to_heal_the_active(coin, left):
    """Healing Field (Stadium): once during each player's turn, that player may flip a coin:
    heads, remove 2 damage counters from their Active Pokémon."""
    s = scenario()
    s.p1.active(CHANSEY, damage=30)
    s.p1.hand(HEALING_FIELD, "Water")
    s.p2.active(MACHOP)
    s.coins(coin)
    g = s.start("p1")
    g.act(f"play {HEALING_FIELD}", "stadium")
    assert g.p1.active.damage == left
    assert "stadium" not in keys(g)  # once a turn


def test_healing_field_each_player_may_use_it():
    """Healing Field: the opponent may use it during their own turn too (1 counter when it
    has only 1)."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand(HEALING_FIELD)
    s.p2.active(MACHOP, damage=10)
    s.p2.hand("Fighting")
    s.coins("H")
    g = s.start("p1")
    g.act(f"play {HEALING_FIELD}", "stadium")  # (p1's turn ended by itself: nothing to do)
    assert g.p2.active.damage == 0


# --- 62 Pokémon Breeder Fields --------------------------------------------------------------
def test_breeder_fields_a_later_stage_per_heads_into_the_hand():
    """Pokémon Breeder Fields: flip a coin for 1 or 2 of your non-Baby Pokémon that can
    evolve; for each heads, search your deck for a later-Stage card of it (a Stage 2 for a
    Basic Pokémon too) and put it into your hand; shuffle the deck."""
    s = scenario()
    s.p1.deck(CHARIZARD, "neo3-44")
    s.p1.active(CHARMANDER)
    s.p1.bench(MACHOP).bench("neo1-12")  # Pichu: a Baby, never offered
    s.p1.hand(BREEDER_FIELDS)
    s.p2.active(CHANSEY)
    s.coins("H", "T")
    g = s.start("p1")
    g.act(f"play {BREEDER_FIELDS}")
    assert keys(g) == {"active", "bench1"}
    g.act("active", "bench1")
    assert set(keys(g)) == {CHARIZARD, "done"}
    g.act(CHARIZARD)
    assert CHARIZARD in ids(g.p1.hand) and CHARIZARD not in ids(g.p1.deck)


def test_breeder_fields_one_pokemon_and_tails_finds_nothing():
    """Pokémon Breeder Fields: 1 Pokémon is enough (``done`` after it); tails, nothing."""
    s = scenario()
    s.p1.deck(CHARMELEON)
    s.p1.active(CHARMANDER)
    s.p1.bench(MACHOP)
    s.p1.hand(BREEDER_FIELDS)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act(f"play {BREEDER_FIELDS}", "active", "done")
    assert CHARMELEON in ids(g.p1.deck) and ids(g.p1.hand) == []


# --- 63 Rocket's Hideout ------------------------------------------------------------------
def test_rockets_hideout_gives_dark_pokemon_twenty_more_hp():
    """Rocket's Hideout (Stadium): each Pokémon in play with Dark in its name, the opponent's
    too, gets +20 HP (Dark Golbat 50 → 70; Machop unchanged)."""
    s = scenario()
    s.p1.active(MACHOP)
    s.p1.hand(HIDEOUT)
    s.p2.active("base5-7", under=["base1-41"])  # Dark Golbat on Zubat
    g = s.start("p1")
    assert hp(g, g.p2.active) == 50
    g.act(f"play {HIDEOUT}")
    assert hp(g, g.p2.active) == 70 and hp(g, g.p1.active) == 50
    assert g.stadium is not None and g.stadium.id == HIDEOUT


# --- 64 Old Rod ---------------------------------------------------------------------------
@pytest.mark.parametrize("coins, taken", [("HH", MACHOP), ("TT", POTION), ("HT", None)])
def test_old_rod(coins, taken):
    """Old Rod: flip 2 coins. Both heads, put a Baby, Basic or Evolution card from your
    discard pile into your hand; both tails, a Trainer card; otherwise nothing."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.discard(MACHOP, POTION, "Fire")
    s.p1.hand("neo3-64")
    s.p2.active(PIKACHU)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"play {OLD_ROD}")
    if taken is None:
        assert sorted(ids(g.p1.discard)) == sorted([MACHOP, POTION, FIRE, OLD_ROD])
    else:
        assert ids(g.p1.hand) == [taken] and taken not in ids(g.p1.discard)


def test_breeder_fields_search_is_seen_by_its_player_only():
    """Pokémon Breeder Fields searches the deck: while its player chooses, only that player's
    view holds the decision (and so the deck's cards); the opponent's view shows counts
    (CONTRACT: a view never holds a card its player may not see)."""
    s = scenario()
    s.p1.deck(CHARMELEON)
    s.p1.active(CHARMANDER)
    s.p1.hand(BREEDER_FIELDS)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act(f"play {BREEDER_FIELDS}")
    assert g.decision.kind == "search-deck"
    mine, theirs = g.view("p1"), g.view("p2")
    assert mine.decision is not None and CHARMELEON in {o.key for o in mine.decision.options}
    assert theirs.decision is None and theirs.opp.hand is None
    assert theirs.opp.deck_count == len(g.p1.deck)
