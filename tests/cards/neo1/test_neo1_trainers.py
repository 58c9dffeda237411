"""Neo Genesis (neo1): the Trainer cards and Pokémon Tools, in number order. Each test names
the card and says its text in our words; the Tools follow the spec's "Main Differences from
2026" (a Trainer subcategory from Neo on, one Tool per Pokémon) and its Pokémon Checkup
notes (Berries)."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

ZAPDOS, CHANSEY, MACHOP, MACHOKE = "base1-16", "base1-3", "base1-52", "base1-34"
BULBASAUR, IVYSAUR, PIKACHU, ABRA = "base1-44", "base1-30", "base1-58", "base1-43"
WATER, FIRE, GRASS, FIGHTING = "base1-102", "base1-98", "base1-99", "base1-97"
BILL, POTION, SWITCH, DCE = "base1-91", "base1-94", "base1-95", "base1-96"
ARCADE, CHARGE, FOCUS_BAND, MARY, POKEGEAR = "neo1-83", "neo1-85", "neo1-86", "neo1-87", \
    "neo1-88"
SER, TIME_CAPSULE, TELEPORTER, GOLD_BERRY = "neo1-89", "neo1-90", "neo1-91", "neo1-93"
MIRACLE_BERRY, NEW_POKEDEX, ELM, SCOOP = "neo1-94", "neo1-95", "neo1-96", "neo1-98"
BERRY, DOUBLE_GUST, MILK, MARCH, ROD = "neo1-99", "neo1-100", "neo1-101", "neo1-102", \
    "neo1-103"


def table(hand=(), deck=("Water",) * 6) -> Scenario:
    s = Scenario()
    s.p1.active(CHANSEY)
    s.p1.hand(*hand)
    s.p1.deck(*deck)
    s.p2.active(ZAPDOS)
    s.p2.deck(*["Water"] * 6)
    return s


# --- 83 Arcade Game ------------------------------------------------------------------------
@pytest.mark.parametrize("deck, taken", [((BILL, BILL, WATER), [BILL, BILL]),
                                         ((BILL, POTION, WATER), [])])
def test_arcade_game_takes_the_cards_that_share_a_name(deck, taken):
    """Arcade Game: shuffle your deck and show the top 3 cards; if at least 2 share a name,
    put all of those into your hand; shuffle the rest back (the 3 cards are the whole deck
    here, so the shuffle can't change which they are)."""
    g = table(hand=[ARCADE], deck=deck).start()
    g.act(f"play {ARCADE}")
    assert ids(g.p1.hand) == taken and len(g.p1.deck) == 3 - len(taken)


# --- 85 Energy Charge ----------------------------------------------------------------------
def test_energy_charge_heads_shuffles_two_energy_cards_into_the_deck():
    """Energy Charge: heads, shuffle up to 2 Energy cards from your discard pile into your
    deck."""
    s = table(hand=[CHARGE])
    s.p1.discard("Fire", "Fire", "Grass")
    s.coins("H")
    g = s.start()
    g.act(f"play {CHARGE}", FIRE, GRASS)
    assert ids(g.p1.discard) == [FIRE, CHARGE] and len(g.p1.deck) == 8


# --- 86 Focus Band and the Tools on evolution, Knock Out, leaving play ----------------------
def test_a_tool_stays_attached_when_its_pokemon_evolves():
    """Spec, Main Differences (Pokémon Tools) and Focus Band's text: a Tool stays attached
    to the Pokémon as it evolves (the Evolution card goes on top; what is attached stays)."""
    s = table(hand=[MACHOKE])
    s.p1.active(MACHOP, attached=[FOCUS_BAND])
    g = s.start()
    g.act(f"evolve {MACHOKE} active")
    assert g.p1.active.name == "Machoke" and ids(g.p1.active.attached) == [FOCUS_BAND]


def test_a_tool_goes_to_the_discard_pile_with_a_knocked_out_pokemon():
    """Knock Out step 3: a Knocked Out Pokémon is discarded with every card attached to it,
    a Pokémon Tool too (Berry here)."""
    s = table()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(PIKACHU, damage=30, attached=[BERRY])
    s.p2.bench(ZAPDOS)
    g = s.start()
    g.act("attack Low Kick")
    assert BERRY in ids(g.p2.discard) and g.p2.active.name == "Zapdos"


# --- 87 Mary ------------------------------------------------------------------------------
def test_mary_draws_two_then_shuffles_two_back():
    """Mary: draw 2 cards, then shuffle 2 cards from your hand into your deck."""
    g = table(hand=[MARY, BILL, POTION], deck=["Fire", "Grass"]).start()
    g.act(f"play {MARY}", BILL, POTION)
    assert sorted(ids(g.p1.hand)) == sorted([FIRE, GRASS]) and len(g.p1.deck) == 2


# --- 88 PokéGear --------------------------------------------------------------------------
def test_pokegear_takes_a_trainer_from_the_top_seven_and_ends_trainers():
    """PokéGear: look at the top 7 cards of your deck; you may put a Trainer card of them into
    your hand; shuffle the deck; no more Trainer cards this turn."""
    s = table(hand=[POKEGEAR, BILL], deck=["Water", SWITCH, "Water"])
    g = s.start()
    g.act(f"play {POKEGEAR}", SWITCH)
    assert SWITCH in ids(g.p1.hand) and f"play {BILL}" not in keys(g)


# --- 89 Super Energy Retrieval -------------------------------------------------------------
def test_super_energy_retrieval_trades_two_cards_for_four_basic_energy():
    """Super Energy Retrieval: discard 2 other cards from your hand to take up to 4 basic
    Energy cards from your discard pile into your hand."""
    s = table(hand=[SER, BILL, POTION])
    s.p1.discard("Fire", "Fire", "Grass", "Water", "Water", DCE)
    g = s.start()
    g.act(f"play {SER}", BILL, FIRE, FIRE, GRASS, WATER)  # (Potion, the last, goes too)
    assert sorted(ids(g.p1.hand)) == sorted([FIRE, FIRE, GRASS, WATER])
    assert DCE in ids(g.p1.discard)


# --- 90 Time Capsule ---------------------------------------------------------------------
def test_time_capsule_each_player_may_shuffle_five_cards_back():
    """Time Capsule: your opponent may shuffle up to 5 Basic Pokémon, Evolution and/or
    basic Energy cards from their discard pile into their deck, then you may do the same;
    you can't play more Trainer cards this turn. (Trainer cards stay.)"""
    s = table(hand=[TIME_CAPSULE, BILL, "Water"])
    s.p1.discard(MACHOP, POTION)
    s.p2.discard("Water", "Fire")
    g = s.start()
    g.act(f"play {TIME_CAPSULE}")
    assert g.decision.player == "p2" and keys(g) == {WATER, FIRE, "done"}
    g.act(WATER, "done", MACHOP)
    assert ids(g.p2.discard) == [FIRE] and ids(g.p1.discard) == [POTION, TIME_CAPSULE]
    assert len(g.p2.deck) == 7 and f"play {BILL}" not in keys(g)


# --- 91 Bill's Teleporter ----------------------------------------------------------------
@pytest.mark.parametrize("face, drawn", [("H", 4), ("T", 0)])
def test_bills_teleporter_heads_draws_four(face, drawn):
    """Bill's Teleporter: flip a coin; heads, draw 4 cards."""
    s = table(hand=[TELEPORTER])
    s.coins(face)
    g = s.start()
    g.act(f"play {TELEPORTER}")
    assert len(g.p1.hand) == drawn


# --- 93 Gold Berry, 99 Berry --------------------------------------------------------------
def test_berry_removes_two_counters_at_the_start_of_the_turn():
    """Berry: at the start of each turn, if the Pokémon has at least 2 damage counters, remove
    2 of them and discard Berry (between turns its owner may do it earlier)."""
    s = table(hand=["Water"])
    s.p1.active(CHANSEY, damage=30, attached=[BERRY])
    g = s.start()
    g.act("end")  # Checkup: p1 may use Berry now
    assert g.decision.kind == "tool-timing"
    g.act("yes")
    assert g.p1.active.damage == 10 and ids(g.p1.discard) == [BERRY]


# --- 94 Miracle Berry ---------------------------------------------------------------------
def test_miracle_berry_cures_every_special_condition():
    """Miracle Berry: between turns (its owner's pick) or at the start of a turn, if the
    Pokémon is Asleep, Confused, Paralyzed or Poisoned, remove all of those and discard
    Miracle Berry."""
    s = table(hand=["Water"])
    s.p2.active(ZAPDOS, conditions=["poisoned", "confused"], attached=[MIRACLE_BERRY])
    g = s.start()
    g.act("end")
    while g.decision.kind == "tool-timing":
        g.act("yes")
    assert not g.p2.active.conditions and ids(g.p2.discard) == [MIRACLE_BERRY]


# --- 95 New Pokédex ------------------------------------------------------------------------
def test_new_pokedex_shuffles_then_orders_the_top_five():
    """New Pokédex: shuffle your deck, then look at up to 5 cards from its top and put them
    back in any order."""
    g = table(hand=[NEW_POKEDEX], deck=[BILL, WATER]).start()
    g.act(f"play {NEW_POKEDEX}", WATER)
    assert ids(g.p1.deck) == [WATER, BILL]


# --- 96 Professor Elm ----------------------------------------------------------------------
def test_professor_elm_new_hand_of_seven_and_no_more_trainers():
    """Professor Elm: shuffle your hand into your deck, draw 7 cards; no more Trainer cards
    this turn."""
    g = table(hand=[ELM, BILL], deck=[BILL] * 8).start()
    g.act(f"play {ELM}")
    assert len(g.p1.hand) == 7 and f"play {BILL}" not in keys(g)


# --- 98 Super Scoop Up ---------------------------------------------------------------------
def test_super_scoop_up_returns_a_pokemon_with_everything_attached():
    """Super Scoop Up: heads, return 1 of your Pokémon and all cards attached to it (its
    Evolution cards, Energy and Pokémon Tool) to your hand."""
    s = table(hand=[SCOOP])
    s.p1.bench(IVYSAUR, under=[BULBASAUR], energy=["Grass"], attached=[FOCUS_BAND], damage=30)
    s.coins("H")
    g = s.start()
    g.act(f"play {SCOOP}", "bench1")
    assert sorted(ids(g.p1.hand)) == sorted([BULBASAUR, IVYSAUR, GRASS, FOCUS_BAND])
    assert g.p1.bench == []


# --- 100 Double Gust -----------------------------------------------------------------------
def test_double_gust_the_opponent_picks_yours_then_you_pick_theirs():
    """Double Gust: if you have Benched Pokémon, your opponent chooses 1 and switches it with
    your Active Pokémon; then you choose 1 of their Benched Pokémon to switch with theirs."""
    s = table(hand=[DOUBLE_GUST])
    s.p1.bench(MACHOP).bench(PIKACHU)
    s.p2.bench(ABRA).bench(BULBASAUR)
    g = s.start()
    g.act(f"play {DOUBLE_GUST}")
    assert g.decision.player == "p2"
    g.act("opp-bench2")
    assert g.decision.player == "p1"
    g.act("opp-bench2")
    assert g.p1.active.name == "Pikachu" and g.p2.active.name == "Bulbasaur"


# --- 101 Moo-Moo Milk ---------------------------------------------------------------------
def test_moo_moo_milk_two_counters_per_heads():
    """Moo-Moo Milk: choose 1 of your Pokémon, flip 2 coins; remove 2 damage counters per
    heads."""
    s = table(hand=[MILK])
    s.p1.active(CHANSEY, damage=60)
    s.coins("H", "H")
    g = s.start()
    g.act(f"play {MILK}")
    assert g.p1.active.damage == 20


# --- 102 Pokémon March ---------------------------------------------------------------------
def test_pokemon_march_the_opponent_benches_first_then_you():
    """Pokémon March: your opponent may put a Basic Pokémon from their deck onto their Bench,
    then you may; each shuffles."""
    s = table(hand=[MARCH], deck=[MACHOP, "Water"])
    s.p2.deck(ABRA, "Water")
    g = s.start()
    g.act(f"play {MARCH}")
    assert g.decision.player == "p2"
    g.act(ABRA, MACHOP)
    assert [m.name for m in g.p2.bench] == ["Abra"] and [m.name for m in g.p1.bench] == ["Machop"]


# --- 103 Super Rod ------------------------------------------------------------------------
@pytest.mark.parametrize("face, got", [("H", IVYSAUR), ("T", BULBASAUR)])
def test_super_rod_evolution_on_heads_basic_on_tails(face, got):
    """Super Rod: heads, an Evolution card from your discard pile into your hand; tails, a
    Basic Pokémon card."""
    s = table(hand=[ROD])
    s.p1.discard(BULBASAUR, IVYSAUR)
    s.coins(face)
    g = s.start()
    g.act(f"play {ROD}")
    assert ids(g.p1.hand) == [got]


# --- 105 Recycle Energy -------------------------------------------------------------------
RECYCLE = "neo1-105"


def test_recycle_energy_returns_to_the_hand_when_discarded_for_a_retreat():
    """Recycle Energy: provides Colorless; if it is put into your discard pile from play, it
    goes to your hand instead: paid for a Retreat Cost (spec, retreat step 2)."""
    s = table(hand=["Water"])
    s.p1.active(MACHOP, energy=[RECYCLE])
    s.p1.bench(CHANSEY)
    g = s.start()
    g.act("retreat")
    assert RECYCLE in ids(g.p1.hand) and RECYCLE not in ids(g.p1.discard)


def test_recycle_energy_returns_to_the_hand_after_a_knock_out():
    """Recycle Energy: a Knocked Out Pokémon's cards go to the discard pile (Knock Out step
    3), but Recycle Energy goes to its owner's hand."""
    s = table()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(PIKACHU, damage=30, energy=[RECYCLE])
    s.p2.bench(ZAPDOS)
    g = s.start()
    g.act("attack Low Kick")
    assert RECYCLE in ids(g.p2.hand) and PIKACHU in ids(g.p2.discard)


def test_recycle_energy_discarded_by_energy_removal_goes_to_the_hand():
    """Recycle Energy removed by the opponent's Energy Removal goes to its owner's hand (it
    was discarded from play)."""
    s = table(hand=["base1-92", "Water"])  # Energy Removal
    s.p2.active(ZAPDOS, energy=[RECYCLE])
    g = s.start()
    g.act("play base1-92")
    assert ids(g.p2.hand) == [RECYCLE] and g.p2.active.energy == []


# --- 84 Ecogym ----------------------------------------------------------------------------
@pytest.mark.parametrize("energy, back", [("Lightning", True), (DCE, False)])
def test_ecogym_returns_the_opponents_discarded_energy_to_the_hand(energy, back):
    """Ecogym: whenever an attack, Power or Trainer card discards another player's Energy
    card that isn't Colorless from a Pokémon, it goes to its owner's hand: Energy Removal's
    Lightning Energy does; a Double Colorless Energy (Colorless) is discarded."""
    s = table(hand=["base1-92", "Water"])  # Energy Removal
    s.stadium("neo1-84")
    s.p2.active(ZAPDOS, energy=[energy])
    g = s.start()
    g.act("play base1-92")
    assert g.p2.active.energy == []
    assert (len(g.p2.hand) == 1) == back and (len(g.p2.discard) == 1) == (not back)


# --- 92 Card-Flip Game ---------------------------------------------------------------------
@pytest.mark.parametrize("guess, drawn", [("energy", 2), ("pokemon", 0)])
def test_card_flip_game_draws_two_on_a_right_guess(guess, drawn):
    """Card-Flip Game: choose 1 of the opponent's face-down Prize cards, guess Pokémon,
    Trainer or Energy, turn it face up (named for both players); right, draw 2 cards."""
    s = table(hand=["neo1-92", "Water"])
    s.p2.prizes(MACHOP, "Water")
    g = s.start()
    g.act("play neo1-92", "opp-prize2", guess)
    assert len(g.p1.hand) == 1 + drawn
    assert "p1 turns p2's Prize card face up: Water Energy" in g.log


def test_card_flip_game_prize_stays_face_up_in_both_views():
    """Card-Flip Game: the Prize card turned face up stays so (card text): both players'
    views show it where it lies, the other Prize cards stay hidden; once taken into the
    hand it is no Prize card any more, and a card put among the Prize cards (Misty's Wish
    swapping the taken one back) lies face down (CONTRACT: a view's ``prizes``)."""
    s = table(hand=["neo1-92", "Water"])
    s.p2.prizes(MACHOP, "Water", MACHOP)
    g = s.start()
    g.act("play neo1-92", "opp-prize3", "pokemon")
    for player, side in (("p1", "opp"), ("p2", "me")):
        shown = getattr(g.view(player), side).prizes
        assert [c.id if c is not None else None for c in shown] == [None, None, MACHOP]
    for seed in range(8):  # a player's guess at the hidden cards keeps the face-up one
        for player, side in (("p1", "opp"), ("p2", "me")):
            shown = getattr(g.determinized(player, seed).view(player), side).prizes[2]
            assert shown is not None and shown.id == MACHOP
    flipped = g.p2.prizes.pop(2)  # taken into the hand, as by a Knock Out
    g.p2.hand.append(flipped)
    assert g.view("p1").opp.prizes == [None, None]
    g.p2.put_prize(0, flipped)  # put back among the Prize cards: face down
    assert g.view("p1").opp.prizes == [None, None]
    assert g.view("p2").me.prizes == [None, None]


def test_card_flip_game_chooses_among_the_face_down_prize_cards_only():
    """Card-Flip Game: "choose 1 of your opponent's face-down Prize cards" (card text): a
    second one offers only the Prize cards still face down, and none is playable while
    every Prize card lies face up."""
    s = table(hand=["neo1-92", "neo1-92", "neo1-92"])
    s.p2.prizes(MACHOP, "Water", MACHOP)
    g = s.start()
    g.act("play neo1-92", "opp-prize3", "pokemon")
    g.act("play neo1-92")
    assert keys(g) == {"opp-prize1", "opp-prize2"}
    g.act("opp-prize1", "pokemon", "play neo1-92", "energy")  # (the last one: no choice)
    assert g.view("p1").opp.prizes == list(g.p2.prizes)  # all three face up
    assert "play neo1-92" not in keys(g)


def test_mary_is_playable_with_no_other_card_in_hand():
    """Mary: the 2 cards shuffled back may be the 2 just drawn: Mary can be played as the
    only card of the hand."""
    g = table(hand=[MARY], deck=["Fire", "Grass", "Water"]).start()
    g.act(f"play {MARY}", FIRE)  # (Grass, the last card, goes too)
    assert g.p1.hand == [] and len(g.p1.deck) == 3
