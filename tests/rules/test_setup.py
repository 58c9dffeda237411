"""Pre-Game Set-Up Procedures, steps 2–9, and the Notes on Mulligan Draws and Benching.

Every test plays a real set-up with ``Game.new``. The decks are built so the situation
is forced or likely (a deck with a single Basic Pokémon card mulligans; a deck of
nothing but Seel never does), and where a seed matters it was found once by
experiment; each test asserts that precondition first, so a change in shuffling makes
it fail loudly rather than pass without testing anything.
"""

from __future__ import annotations

import dataclasses

import pytest

from oldback import Game, IllegalAction, Rules
from oldback.testing import Scenario
from oldback.testing import card_ids as ids

SEEL, GOLDEEN, SEAKING = "base1-41", "base2-53", "base2-46"
DOLL, FOSSIL, CLEFFA, KABUTO = "base1-70", "base3-62", "neo1-20", "base3-50"
WATER = "base1-102"

ALL_SEEL = [SEEL] * 60  # never mulligans; every set-up choice among Seels is one option
SEEL_AND_GOLDEEN = [SEEL] * 30 + [GOLDEEN] * 30
ONE_BASIC = [SEEL] + ["Water"] * 59  # mulligans nearly every time
DOLLS = [DOLL] * 8 + ["Water"] * 52  # no Basic Pokémon at all, only Clefairy Doll
FOSSILS = [FOSSIL] * 4 + [KABUTO] * 8 + ["Fighting"] * 48
EVERY_KIND = [c for c in (GOLDEEN, SEAKING, DOLL, FOSSIL, CLEFFA, "Water") for _ in range(10)]

SETUP_KINDS = {"mulligan", "setup-active", "setup-bench", "bonus-draw", "bonus-bench"}
PLAIN = {"mulligan": "keep", "setup-bench": "done", "bonus-draw": "0", "bonus-bench": "done"}


def finish_setup(g: Game) -> list[tuple[str, str]]:
    """Answer set-up decisions until the first turn: the first option for an Active, and
    otherwise keep / no Bench / no bonus cards. Returns the (player, kind) of each
    decision answered."""
    asked = []
    while g.decision is not None and g.decision.kind in SETUP_KINDS:
        d = g.decision
        asked.append((d.player, d.kind))
        g.act(PLAIN.get(d.kind, d.options[0].key))
    return asked


# --- steps 2–3 ------------------------------------------------------------------------
def test_each_player_draws_seven_cards():
    """Set-Up steps 2–3: each player shuffles and draws 7 cards; nothing else is dealt
    before the Active Pokémon are chosen."""
    g = Game.new(SEEL_AND_GOLDEEN, SEEL_AND_GOLDEEN, seed=0)
    assert (g.decision.player, g.decision.kind) == ("p1", "setup-active")
    for side in (g.p1, g.p2):
        assert len(side.hand) == 7 and len(side.deck) == 53
        assert side.prizes == [] and side.active is None and side.mulligans == 0


# --- step 4: the Active Pokémon, face down ----------------------------------------------
def test_the_active_pokemon_is_face_down_until_step_9():
    """Set-Up steps 4, 5 and 9: the Active and Benched Pokémon are placed face down; the
    opponent's view shows neither (nor does the log) until everything turns face up."""
    g = Game.new(SEEL_AND_GOLDEEN, SEEL_AND_GOLDEEN, seed=0)
    g.act(GOLDEEN)  # p1's Active
    assert (g.decision.player, g.decision.kind) == ("p2", "setup-active")
    assert g.p1.active.name == "Goldeen"
    assert g.view("p2").opp.active is None
    assert g.view("p1").me.active.name == "Goldeen"
    assert not any("Goldeen" in line for line in g.log)
    g.act(SEEL)  # p2's Active
    assert (g.decision.player, g.decision.kind) == ("p1", "setup-bench")
    g.act(SEEL, "done")  # p1 benches a Seel
    assert (g.decision.player, g.decision.kind) == ("p2", "setup-bench")
    hidden = g.view("p2").opp
    assert hidden.active is None and hidden.bench == []
    assert g.view("p1").opp.active is None
    finish_setup(g)
    shown = g.view("p2").opp
    assert shown.active.name == "Goldeen" and [m.name for m in shown.bench] == ["Seel"]
    assert "p1 reveals Goldeen as Active, Bench: Seel" in g.log


def test_basic_baby_doll_and_fossil_may_be_the_active_pokemon():
    """Set-Up step 4: a Basic Pokémon, a Baby Pokémon (Cleffa), Clefairy Doll or
    Mysterious Fossil may be set as the Active; an Evolution card or Energy may not.
    A Baby chosen as Active is the Active Pokémon when the game begins."""
    g = Game.new(EVERY_KIND, ALL_SEEL, seed=4)
    held = set(ids(g.p1.hand))
    assert {GOLDEEN, SEAKING, DOLL, FOSSIL, CLEFFA, WATER} <= held, "seed precondition"
    assert (g.decision.player, g.decision.kind) == ("p1", "setup-active")
    assert sorted(g.decision.keys) == sorted([GOLDEEN, DOLL, FOSSIL, CLEFFA])
    g.act(CLEFFA)
    finish_setup(g)
    assert g.p1.active.name == "Cleffa" and g.p1.active.card.stage == "Baby"


def test_one_kind_of_basic_in_hand_is_set_without_asking():
    """CONTRACT §3 with Set-Up step 4: a choice with one option (a hand whose only
    Basic Pokémon are Seels) is taken by the engine; the first question is the Bench."""
    g = Game.new(ALL_SEEL, ALL_SEEL, seed=0)
    assert (g.decision.player, g.decision.kind) == ("p1", "setup-bench")
    assert g.p1.active.name == "Seel" and g.p2.active.name == "Seel"


@pytest.mark.parametrize(("deck", "seed", "name"), [
    (DOLLS, 1, "Clefairy Doll"),
    (FOSSILS, 4, "Mysterious Fossil"),
])
def test_a_doll_or_fossil_hand_may_be_kept(deck, seed, name):
    """Set-Up step 4, option #1: with no Basic or Baby Pokémon but a Clefairy Doll or
    Mysterious Fossil in hand, the player may keep the hand and set that card as the
    Active (the spec's rule; WotC required a mulligan)."""
    g = Game.new(deck, ALL_SEEL, seed=seed)
    d = g.decision
    assert (d.player, d.kind) == ("p1", "mulligan")
    assert g.p1.mulligans == 0, "seed precondition: the first hand holds the card"
    assert not any(c.supertype == "Pokémon" and c.stage in ("Basic", "Baby") for c in g.p1.hand)
    assert d.keys == ["keep", "mulligan"]
    g.act("keep")
    finish_setup(g)
    assert g.p1.active.name == name and g.p1.mulligans == 0
    assert not any("mulligans" in line for line in g.log)


def test_a_doll_hand_may_be_mulliganed_and_is_shown():
    """Set-Up step 4, option #2: the player may instead mulligan the Doll hand: it is
    shown to the opponent (the log names every card), counted, and a new 7 drawn."""
    g = Game.new(DOLLS, ALL_SEEL, seed=1)
    assert g.decision.kind == "mulligan" and g.p1.mulligans == 0
    shown = ", ".join(c.name for c in g.p1.hand)
    assert "Clefairy Doll" in shown
    g.act("mulligan")
    assert f"p1 mulligans (shows: {shown})" in g.log
    assert g.p1.mulligans >= 1
    assert len(g.p1.hand) == 7 and len(g.p1.deck) == 53
    # The deck has no Basic Pokémon: p1 mulligans until a Doll comes and is asked again.
    assert (g.decision.player, g.decision.kind) == ("p1", "mulligan")


def test_wotc_mulligans_a_doll_hand_without_asking():
    """Set-Up step 4 under the wotc preset (``keep_doll_or_fossil_hand`` False): WotC
    required a mulligan of a hand with no Basic Pokémon even when it held a Clefairy Doll
    (RULINGS.md, opening: the spec differs from WotC here). The first hand of this seed
    holds a Doll and no Seel: the default rules ask keep or mulligan; wotc mulligans it
    without asking (shown and counted) and keeps drawing until a Seel comes."""
    deck = [DOLL] * 8 + [SEEL] * 2 + ["Water"] * 50
    g = Game.new(deck, ALL_SEEL, seed=1)
    assert g.decision.kind == "mulligan" and g.p1.mulligans == 0, "seed precondition"
    shown = ", ".join(c.name for c in g.p1.hand)
    assert "Clefairy Doll" in shown and "Seel" not in shown
    g = Game.new(deck, ALL_SEEL, seed=1, rules="wotc")
    assert f"p1 mulligans (shows: {shown})" in g.log
    assert g.p1.mulligans == 6 and any(c.name == "Seel" for c in g.p1.hand)
    assert ("p1", "mulligan") not in finish_setup(g) and g.turn == 1


def test_wotc_a_deck_whose_only_starters_are_dolls_cannot_start():
    """Under the wotc preset a hand is kept only for a Basic Pokémon, so a deck of Clefairy
    Dolls and Energy can never start a game: ``Game.new`` says so (under the default rules
    the Doll may start, as above)."""
    with pytest.raises(ValueError, match="deck 1 has no Basic Pokémon"):
        Game.new(DOLLS, ALL_SEEL, seed=1, rules="wotc")
    assert Game.new(DOLLS, ALL_SEEL, seed=1).decision.kind == "mulligan"


def test_a_hand_without_basic_pokemon_is_mulliganed_shown_and_counted():
    """Set-Up step 4: a hand with no Basic or Baby Pokémon (and no Doll or Fossil) is
    shown and reshuffled at once, as often as needed; each player counts the other's
    mulligans, and the opponent, who has a Basic, does not redraw."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0)
    asked = finish_setup(g)
    assert ("p1", "mulligan") not in asked  # nothing to keep: no question
    shows = [line for line in g.log if line.startswith("p1 mulligans (shows: ")]
    assert g.p1.mulligans >= 2, "seed precondition"
    assert len(shows) == g.p1.mulligans
    assert all("Seel" not in line for line in shows)
    assert g.p2.mulligans == 0 and not any(line.startswith("p2 mulligans") for line in g.log)
    assert g.view("p2").opp.mulligans == g.p1.mulligans
    assert g.p1.active.name == "Seel"


# --- step 5: the Bench ------------------------------------------------------------------
def test_up_to_five_pokemon_may_be_benched_face_down():
    """Set-Up step 5: up to 5 Basic Pokémon may be benched; after the fifth the player
    is not asked again, though a sixth Seel is still in hand."""
    g = Game.new(ALL_SEEL, ALL_SEEL, seed=0)
    assert (g.decision.player, g.decision.kind) == ("p1", "setup-bench")
    assert g.decision.keys == [SEEL, "done"]
    g.act(*[SEEL] * 5)
    assert len(g.p1.bench) == 5 and ids(g.p1.hand) == [SEEL]
    assert (g.decision.player, g.decision.kind) == ("p2", "setup-bench")


def test_done_stops_benching():
    """Set-Up step 5: benching is optional ("you may"): "done" stops it at any point."""
    g = Game.new(ALL_SEEL, ALL_SEEL, seed=0)
    g.act(SEEL, "done")
    assert len(g.p1.bench) == 1 and len(g.p1.hand) == 5
    assert (g.decision.player, g.decision.kind) == ("p2", "setup-bench")
    g.act("done")
    assert g.p2.bench == []


def test_baby_doll_and_fossil_may_be_benched_but_not_evolution_cards():
    """Set-Up step 5 and its note: Basic and Baby Pokémon, Clefairy Doll and Mysterious
    Fossil may go to the Bench; a Stage 1 card may not."""
    g = Game.new(EVERY_KIND, ALL_SEEL, seed=4)
    g.act(GOLDEEN)
    while (g.decision.player, g.decision.kind) != ("p1", "setup-bench"):
        g.act(g.decision.options[0].key)
    assert SEAKING in ids(g.p1.hand) and WATER in ids(g.p1.hand), "seed precondition"
    assert set(g.decision.keys) == {DOLL, FOSSIL, CLEFFA, "done"} | (
        {GOLDEEN} if GOLDEEN in ids(g.p1.hand) else set())
    g.act(DOLL, FOSSIL, CLEFFA)
    assert [m.name for m in g.p1.bench] == ["Clefairy Doll", "Mysterious Fossil", "Cleffa"]


# --- step 6: Prizes -----------------------------------------------------------------------
def test_six_prize_cards_after_the_active_pokemon_are_set():
    """Set-Up step 6: each player sets aside the next 6 cards as Prizes, after both
    Actives are set (Rules.prizes; a variant may change the number)."""
    g = Game.new(ALL_SEEL, ALL_SEEL, seed=0)
    assert g.p1.prizes == [] and g.p2.prizes == []
    finish_setup(g)
    assert len(g.p1.prizes) == 6 and len(g.p2.prizes) == 6
    first, second = g.side(g.first), g.opponent(g.first)
    assert len(second.deck) == 60 - 7 - 6
    assert len(first.deck) == 60 - 7 - 6 - 1  # the first player has drawn for turn 1
    few = Game.new(ALL_SEEL, ALL_SEEL, seed=0, rules=dataclasses.replace(Rules(), prizes=3))
    finish_setup(few)
    assert len(few.p1.prizes) == 3 and len(few.p2.prizes) == 3


def test_sudden_death_sets_one_prize_card():
    """Sudden Death Procedures steps 1–2: after a tie, every card returns to its deck and
    a new set-up follows in which each player sets only 1 Prize card."""
    s = Scenario()
    s.p1.active("base1-20", energy=["Lightning"] * 2, damage=60)
    s.p2.active("base1-20", damage=40)
    s.p1.deck(*[SEEL] * 6)
    s.p2.deck(*[SEEL] * 6)
    s.coins("T", "H")  # Thunderpunch tails; then heads: p1 goes first in the new game
    g = s.start("p1")
    g.act("attack Thunderpunch")  # 30 to p2's Electabuzz, 10 to its own: both Knocked Out
    assert g.sudden_deaths == 1 and not g.over
    finish_setup(g)
    assert len(g.p1.prizes) == 1 and len(g.p2.prizes) == 1
    for side, deck in zip((g.p1, g.p2), g.decks, strict=True):
        assert sorted(ids(side.all_cards())) == sorted(ids(deck))
    assert (g.turn, g.current) == (1, "p1")


# --- step 7: bonus draws ------------------------------------------------------------------
def _to_bonus_draw(g: Game) -> list[tuple[str, str]]:
    asked = []
    while g.decision.kind != "bonus-draw":
        asked.append((g.decision.player, g.decision.kind))
        g.act(PLAIN.get(g.decision.kind, g.decision.options[0].key))
    return asked


def test_bonus_draws_come_after_the_prizes():
    """Set-Up step 7 and the Notes on Mulligan Draws: the player whose opponent
    mulliganed chooses 0, 1 or 2 extra cards per mulligan, after both players have set
    their Active Pokémon, Bench and Prize cards (Official Book 2000)."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0)
    _to_bonus_draw(g)
    m = g.p1.mulligans
    assert m >= 2, "seed precondition"
    d = g.decision
    assert d.player == "p2"
    assert d.keys == [str(n) for n in range(2 * m + 1)]
    assert g.p1.active is not None and g.p2.active is not None
    assert len(g.p1.prizes) == 6 and len(g.p2.prizes) == 6


@pytest.mark.parametrize("count", [0, 1, 2])
def test_the_bonus_count_is_the_players_choice(count):
    """Set-Up step 7: "That's 0, 1, or 2 extra cards per opponent's mulligan. You can
    choose." The chosen number of cards is drawn, from the deck left after the Prizes."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0)
    _to_bonus_draw(g)
    assert len(g.p2.hand) == 6 and len(g.p2.deck) == 60 - 7 - 6
    g.act(str(count))
    finish_setup(g)
    drew_for_turn = g.first == "p2"
    assert len(g.p2.hand) == 6 + count + drew_for_turn
    assert len(g.p2.deck) == 60 - 7 - 6 - count - drew_for_turn
    extra = {1: "p2 draws 1 extra card", 2: "p2 draws 2 extra cards"}
    assert [line for line in g.log if "extra card" in line] == (
        [extra[count]] if count else [])


def test_only_the_player_whose_opponent_mulliganed_draws_extra():
    """Set-Up step 7: the bonus is for the opponent's mulligans; the player who
    mulliganed gets no bonus-draw decision."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0)
    asked = finish_setup(g)
    assert g.p1.mulligans >= 1 and g.p2.mulligans == 0, "seed precondition"
    assert ("p2", "bonus-draw") in asked and ("p1", "bonus-draw") not in asked


def test_basics_drawn_as_bonus_may_go_to_the_bench_only():
    """Set-Up step 7: Basic Pokémon drawn as bonus cards may be put face down on the
    Bench ("bonus-bench"), but not in the Active Spot, locked in at step 4."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0)
    _to_bonus_draw(g)
    active = g.p2.active
    g.act("2")
    d = g.decision
    assert (d.player, d.kind) == ("p2", "bonus-bench")
    assert d.keys == [SEEL, "done"]
    g.act(SEEL, SEEL)
    assert g.p2.active.uid == active.uid and g.p2.active.name == "Seel"
    assert len(g.p2.bench) == 2
    assert g.decision.kind == "action"


def test_bonus_basics_do_not_fill_the_bench_past_five():
    """Set-Up steps 5 and 7: the Bench holds 5 at most, bonus Basics included."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0)
    while g.decision.kind != "bonus-draw":
        d = g.decision
        g.act(SEEL if (d.player, d.kind) == ("p2", "setup-bench") else d.options[0].key)
    assert len(g.p2.bench) == 5
    g.act("2")
    assert g.decision.kind == "action" and len(g.p2.bench) == 5


def test_mulligans_of_both_players_cancel_out():
    """Set-Up step 7: "If both players had to mulligan, that doesn't count": with 3
    mulligans against 1, only the difference (2) earns bonus cards, up to 4."""
    g = Game.new(ONE_BASIC, ONE_BASIC, seed=150)
    asked = _to_bonus_draw(g)
    assert (g.p1.mulligans, g.p2.mulligans) == (3, 1), "seed precondition"
    assert g.decision.player == "p2"
    assert g.decision.keys == ["0", "1", "2", "3", "4"]
    asked += finish_setup(g)
    assert ("p1", "bonus-draw") not in asked


def test_equal_mulligans_give_no_bonus_at_all():
    """Set-Up step 7: with as many mulligans on each side, neither player draws extra."""
    g = Game.new(ONE_BASIC, ONE_BASIC, seed=6)
    asked = finish_setup(g)
    assert g.p1.mulligans == g.p2.mulligans >= 1, "seed precondition"
    assert all(kind != "bonus-draw" for _, kind in asked)


def test_gameboy_rules_have_no_bonus_draws():
    """Set-Up step 7, note: in the Game Boy game players don't draw these extra cards
    (the gameboy preset)."""
    g = Game.new(ONE_BASIC, ALL_SEEL, seed=0, rules="gameboy")
    asked = finish_setup(g)
    assert g.p1.mulligans >= 1, "seed precondition"
    assert all(kind != "bonus-draw" for _, kind in asked)
    assert len(g.p2.deck) + len(g.p2.hand) + len(g.p2.prizes) + len(g.p2.in_play) == 60
    assert len(g.p2.deck) == 60 - 7 - 6 - (g.first == "p2")


def test_wotc_bonus_cards_are_drawn_before_the_active_is_chosen():
    """Notes on Mulligan Draws and Benching: many rulebooks (WotC 1999) have the bonus
    cards drawn as the mulligans happen; under the wotc preset they are drawn before
    the Active Pokémon and the Prizes are set, so a Basic drawn that way may be the
    Active."""
    one_goldeen = [GOLDEEN] + [SEEL] * 29 + ["Water"] * 30
    g = Game.new(ONE_BASIC, one_goldeen, seed=67, rules="wotc")
    asked = _to_bonus_draw(g)
    assert g.p1.mulligans >= 1, "seed precondition"
    assert GOLDEEN not in ids(g.p2.hand) and GOLDEEN in ids(g.p2.deck[:2]), "seed precondition"
    assert all(kind == "mulligan" for _, kind in asked)
    assert g.p1.active is None and g.p2.active is None
    assert g.p1.prizes == [] and g.p2.prizes == []
    g.act("2")
    assert len(g.p2.hand) == 9 and len(g.p2.deck) == 60 - 9
    while g.decision.player != "p2":
        g.act(g.decision.options[0].key)
    assert g.decision.kind == "setup-active" and GOLDEEN in g.decision.keys
    g.act(GOLDEEN)
    asked = finish_setup(g)
    assert ("p2", "bonus-bench") not in asked and ("p2", "bonus-draw") not in asked
    assert g.p2.active.name == "Goldeen" and len(g.p2.prizes) == 6


def test_wotc_bonus_cards_leave_enough_for_the_prizes():
    """Notes on Mulligan Draws and Benching: drawing bonus cards before setting Prizes
    could leave too few cards for them; under the wotc timing the offer stops where 6
    Prize cards would still remain (a 14-card deck: 7 in hand, 6 Prizes, 1 spare)."""
    small = [SEEL] * 14
    for preset in ("wotc", "pokemon1999"):
        g = Game.new(ONE_BASIC, small, seed=0, rules=preset)
        _to_bonus_draw(g)
        assert g.p1.mulligans >= 1, "seed precondition"
        assert g.decision.keys == ["0", "1"]
        g.act("1")
        finish_setup(g)
        assert len(g.p2.prizes) == 6 and g.p2.deck == []


# --- steps 8–9: who goes first, face up ---------------------------------------------------
@pytest.mark.parametrize(("seed", "face", "first"), [(0, "heads", "p1"), (1, "tails", "p2")])
def test_the_coin_flip_winner_goes_first(seed, face, first):
    """Set-Up steps 8–9: a coin flip after set-up decides who goes first (heads: p1);
    the winner must go first (no choice is offered), then all Pokémon turn face up and
    turn 1 is theirs."""
    g = Game.new(ALL_SEEL, ALL_SEEL, seed=seed)
    finish_setup(g)
    flips = [line for line in g.log if line.startswith("coin (who goes first")]
    assert flips == [f"coin (who goes first (heads: p1)): {face}"]
    assert g.first == first and g.turn == 1 and g.current == first
    assert (g.decision.player, g.decision.kind) == (first, "action")
    reveal = g.log.index(flips[0]) + 1
    assert g.log[reveal:reveal + 3] == [
        "p1 reveals Seel as Active, Bench: nothing",
        "p2 reveals Seel as Active, Bench: nothing",
        f"{first} goes first",
    ]


def test_turn_order_is_decided_after_set_up():
    """Main Differences from 2026 Standard: turn order is decided after set-up, so the
    Active and Bench are chosen before the coin is flipped."""
    g = Game.new(SEEL_AND_GOLDEEN, SEEL_AND_GOLDEEN, seed=0)
    assert g.decision.kind == "setup-active"
    assert not any(line.startswith("coin") for line in g.log)
    g.act(GOLDEEN, SEEL, "done")
    assert g.decision.kind == "setup-bench"
    assert not any(line.startswith("coin") for line in g.log)
    g.act("done")
    assert g.decision.kind == "action"
    assert any(line.startswith("coin (who goes first") for line in g.log)


def test_an_illegal_set_up_key_changes_nothing():
    """CONTRACT §3: during set-up too, a key that is not an option raises IllegalAction
    and leaves the game as it was, including the answers already given in the step."""
    g = Game.new(ALL_SEEL, ALL_SEEL, seed=0)
    g.act(SEEL)  # one Seel benched; p1 is asked again
    before = (g.decision, list(g.log), ids(g.p1.hand), len(g.p1.bench), ids(g.p1.deck),
              g.rng.state)
    for bad in ("Water", "keep", "active", GOLDEEN, "6"):
        with pytest.raises(IllegalAction):
            g.act(bad)
    assert (g.decision, list(g.log), ids(g.p1.hand), len(g.p1.bench), ids(g.p1.deck),
            g.rng.state) == before
    g.act("done")
    assert len(g.p1.bench) == 1
