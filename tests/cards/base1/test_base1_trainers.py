"""Base Set (base1): every Trainer card and Double Colorless Energy, in number order.

Each test arranges a position with ``Scenario``, scripts every coin, plays the card and
checks the numbers. Docstrings give the card's text in our own words and name the source
when a ruling decides the case (spec = shared/spec/old-school-rules.txt, RULINGS =
shared/RULINGS.md). p1's Active Hitmonchan keeps a Fighting Energy so that "attack Jab"
stays offered and the turn never ends by itself.
"""

from __future__ import annotations

from collections import Counter

import pytest

from oldback import Game, IllegalAction
from oldback.engine import conditions
from oldback.rng import Rng
from oldback.testing import Scenario, play_checked
from oldback.testing import card_ids as ids

DOLL, COMPUTER_SEARCH, DEVOLUTION_SPRAY = "base1-70", "base1-71", "base1-72"
IMPOSTOR_OAK = "base1-73"
ITEM_FINDER, LASS, BREEDER, TRADER = "base1-74", "base1-75", "base1-76", "base1-77"
SCOOP_UP, SUPER_REMOVAL, DEFENDER, ENERGY_RETRIEVAL = "base1-78", "base1-79", "base1-80", "base1-81"
FULL_HEAL, MAINTENANCE, PLUSPOWER, CENTER = "base1-82", "base1-83", "base1-84", "base1-85"
FLUTE, POKEDEX, OAK, REVIVE = "base1-86", "base1-87", "base1-88", "base1-89"
SUPER_POTION, BILL, ENERGY_REMOVAL, GUST = "base1-90", "base1-91", "base1-92", "base1-93"
POTION, SWITCH, DCE = "base1-94", "base1-95", "base1-96"

HITMONCHAN, SEEL, PIKACHU, PONYTA = "base1-7", "base1-41", "base1-58", "base1-60"
CHARMANDER, CHARMELEON, CHARIZARD = "base1-46", "base1-24", "base1-4"
SQUIRTLE, WARTORTLE, BLASTOISE = "base1-63", "base1-42", "base1-2"
FOSSIL, KABUTO, KABUTOPS, AERODACTYL = "base3-62", "base3-50", "base3-24", "base3-1"
FIRE, WATER, FIGHTING, LIGHTNING = "base1-98", "base1-102", "base1-97", "base1-100"


def table(hand=(), deck=(), discard=(), active=HITMONCHAN, **active_kw) -> Scenario:
    """p1: an Active (Hitmonchan with a Fighting Energy unless told) and the given zones;
    p2: an Active Seel."""
    s = Scenario()
    active_kw.setdefault("energy", ["Fighting"])
    s.p1.active(active, **active_kw)
    s.p1.hand(*hand).deck(*deck).discard(*discard)
    s.p2.active(SEEL)
    return s


def plays(g) -> list[str]:
    return [k for k in g.decision.keys if k.startswith("play ")]


# --- 70 Clefairy Doll -------------------------------------------------------------------
def test_clefairy_doll_is_benched_as_a_basic_pokemon():
    """Clefairy Doll: played as if it were a Basic Pokémon (key ``bench``), with 10 HP and
    no attacks; it is a Pokémon in play, not a Trainer played."""
    g = table(hand=[DOLL]).start("p1")
    assert f"bench {DOLL}" in g.decision and f"play {DOLL}" not in g.decision
    g.act(f"bench {DOLL}")
    doll = g.p1.bench[0]
    assert doll.card.id == DOLL and doll.hp == 10 and doll.attacks == ()
    assert g.p1.hand == [] and g.p1.discard == []


def test_clefairy_doll_cannot_retreat_or_have_special_conditions():
    """Clefairy Doll can't retreat and can't be Asleep, Confused, Paralyzed or Poisoned
    (card text; RULINGS, Base Set)."""
    s = Scenario()
    s.p1.active(DOLL, energy=["Fighting", "Fighting"])
    s.p1.bench(HITMONCHAN)
    s.p1.hand(WATER)
    s.p2.active(SEEL)
    g = s.start("p1")
    assert "retreat" not in g.decision
    for name in ("asleep", "confused", "paralyzed", "poisoned"):
        assert conditions.apply(g, g.p1.active, name) is False
    assert g.p1.active.conditions == frozenset()


def test_discarding_clefairy_doll_gives_no_prize_and_the_bench_fills_the_active_spot():
    """Clefairy Doll may be discarded during its owner's turn (key ``discard <slot>``): no
    Prize for the opponent (it is not a Knock Out); the Benched Pokémon becomes Active."""
    s = Scenario()
    s.p1.active(DOLL, attached=[PLUSPOWER])
    s.p1.bench(HITMONCHAN, energy=["Fighting"])
    s.p2.active(SEEL)
    g = s.start("p1")
    g.act("discard active")
    assert g.p1.active.card.id == HITMONCHAN and g.p1.bench == []
    assert Counter(ids(g.p1.discard)) == Counter([DOLL, PLUSPOWER])
    assert len(g.p2.prizes) == 6 and len(g.p2.hand) == 0
    assert not g.over


def test_discarding_a_benched_doll_with_two_others_asks_nothing():
    """Clefairy Doll on the Bench is discarded from there; the Active stays."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(PIKACHU)
    s.p1.bench(DOLL)
    s.p2.active(SEEL)
    g = s.start("p1")
    g.act("discard bench2")
    assert [m.card.id for m in g.p1.in_play] == [HITMONCHAN, PIKACHU]
    assert ids(g.p1.discard) == [DOLL]


def test_discarding_the_last_doll_leaves_no_pokemon_and_loses():
    """Clefairy Doll discarded with no Benched Pokémon: its owner has no Pokémon in play
    and loses (Win/Loss Determination Chart); the opponent took no Prize for it."""
    s = Scenario()
    s.p1.active(DOLL)
    s.p2.active(SEEL)
    g = s.start("p1")
    assert g.decision.keys == ["discard active", "end"]
    g.act("discard active")
    assert g.over and g.winner == "p2" and len(g.p2.prizes) == 6


def test_a_knocked_out_clefairy_doll_gives_no_prize():
    """Clefairy Doll Knocked Out doesn't count as a Knocked Out Pokémon: no Prize
    (RULINGS, Base Set)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(DOLL)
    s.p2.bench(SEEL)
    s.p2.deck(WATER)
    g = s.start("p1")
    g.act("attack Jab")
    assert ids(g.p2.discard) == [DOLL] and g.p2.active.card.id == SEEL
    assert len(g.p1.prizes) == 6


# --- 71 Computer Search -----------------------------------------------------------------
def test_computer_search_discards_two_and_takes_any_card():
    """Computer Search: discard 2 other cards from your hand to search your deck for any
    card, put it into your hand, shuffle. A search for "a card" may not fail (spec, Notes on
    "Fail to find"): no ``done``."""
    g = table(hand=[COMPUTER_SEARCH, WATER, FIRE, PIKACHU], deck=[SEEL, CHARIZARD, FIRE]).start()
    g.act(f"play {COMPUTER_SEARCH}", WATER, FIRE)
    assert g.decision.kind == "search-deck" and "done" not in g.decision
    assert set(g.decision.keys) == {SEEL, CHARIZARD, FIRE}
    g.act(CHARIZARD)
    assert Counter(ids(g.p1.hand)) == Counter([PIKACHU, CHARIZARD])
    assert Counter(ids(g.p1.discard)) == Counter([WATER, FIRE, COMPUTER_SEARCH])
    assert Counter(ids(g.p1.deck)) == Counter([SEEL, FIRE])


def test_computer_search_needs_two_other_cards_and_a_deck():
    """Computer Search can't be played from an empty deck (spec, Notes on "Fail to find";
    RULINGS, Base Set) nor without 2 other cards to discard."""
    assert f"play {COMPUTER_SEARCH}" not in table(hand=[COMPUTER_SEARCH, WATER, FIRE]).start(
    ).decision
    g = table(hand=[COMPUTER_SEARCH, WATER], deck=[FIRE]).start()
    assert f"play {COMPUTER_SEARCH}" not in g.decision
    g = table(hand=[COMPUTER_SEARCH, COMPUTER_SEARCH, WATER], deck=[FIRE]).start()
    assert f"play {COMPUTER_SEARCH}" in g.decision


# --- 72 Devolution Spray ----------------------------------------------------------------
def charizard(**kw) -> Scenario:
    s = Scenario()
    kw.setdefault("energy", ["Fire"])
    s.p1.active(CHARIZARD, under=[CHARMANDER, CHARMELEON], **kw)
    s.p1.bench(HITMONCHAN)
    s.p1.hand(DEVOLUTION_SPRAY, WATER)
    s.p2.active(SEEL)
    return s


def test_devolution_spray_from_stage_2_leaves_the_stage_1():
    """Devolution Spray: choose 1 of your Pokémon and a Stage; its Evolution cards of that
    Stage or higher are discarded; it is no longer Asleep, Confused, Paralyzed or Poisoned
    (as if evolved). Damage counters and Energy stay."""
    g = charizard(damage=60, conditions=["confused", "poisoned"]).start()
    g.act(f"play {DEVOLUTION_SPRAY}")  # the only evolved Pokémon: no question
    assert g.decision.kind == "devolve-stage"
    assert g.decision.keys == ["Stage 1", "Stage 2"]
    g.act("Stage 2")
    mon = g.p1.active
    assert ids(mon.stack) == [CHARMANDER, CHARMELEON] and mon.name == "Charmeleon"
    assert mon.damage == 60 and ids(mon.energy) == [FIRE]
    assert mon.conditions == frozenset()
    assert Counter(ids(g.p1.discard)) == Counter([CHARIZARD, DEVOLUTION_SPRAY])


def test_devolution_spray_from_stage_1_can_knock_out_and_gives_a_prize():
    """Devolution Spray choosing Stage 1 discards Stage 1 and Stage 2. Its damage stays:
    a Charmander (50 HP) with 60 damage is Knocked Out and the opponent takes a Prize."""
    s = charizard(damage=60)
    s.p2.hand(WATER)
    g = s.start()
    g.act(f"play {DEVOLUTION_SPRAY}", "Stage 1")
    assert g.p1.active.card.id == HITMONCHAN and g.p1.bench == []
    assert Counter(ids(g.p1.discard)) == Counter(
        [CHARMANDER, CHARMELEON, CHARIZARD, FIRE, DEVOLUTION_SPRAY])
    assert len(g.p2.prizes) == 5


def test_devolution_spray_on_a_stage_1_asks_no_stage_and_may_evolve_again():
    """Devolution Spray on a Stage 1 Pokémon: only Stage 1 can be chosen. A Pokémon in
    play since before this turn that did not evolve this turn may evolve again (our
    reading: devolving is not evolving, and the card says nothing against it)."""
    s = Scenario()
    s.p1.bench(WARTORTLE, under=[SQUIRTLE])
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(DEVOLUTION_SPRAY, WARTORTLE)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {DEVOLUTION_SPRAY}")
    assert g.p1.bench[0].card.id == SQUIRTLE and ids(g.p1.discard) == [WARTORTLE,
                                                                       DEVOLUTION_SPRAY]
    g.act(f"evolve {WARTORTLE} bench1")
    assert g.p1.bench[0].name == "Wartortle"


def test_devolution_spray_turns_kabuto_back_into_the_fossil():
    """Devolution Spray on Kabuto evolved from Mysterious Fossil leaves the Fossil."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(KABUTO, under=[FOSSIL])
    s.p1.hand(DEVOLUTION_SPRAY)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {DEVOLUTION_SPRAY}")
    assert g.p1.bench[0].card.id == FOSSIL


def test_devolution_spray_ends_attack_effects():
    """Devolution Spray: anything else that is the result of an attack ends too, as with
    evolution (RULINGS, General)."""
    from oldback.engine.state import Lasting

    g = charizard().start()
    g.p1.active.effects = (Lasting("amnesia", g.turn + 1, data="Fire Spin"),)
    g.act(f"play {DEVOLUTION_SPRAY}", "Stage 2")
    assert g.p1.active.effects == ()


def test_devolution_spray_needs_an_evolved_pokemon():
    """Devolution Spray is offered only with an evolved Pokémon of your own in play."""
    g = table(hand=[DEVOLUTION_SPRAY]).start()
    assert plays(g) == []


# --- 73 Impostor Professor Oak ----------------------------------------------------------
def test_impostor_professor_oak_gives_the_opponent_a_new_hand_of_seven():
    """Impostor Professor Oak: your opponent shuffles their hand into their deck, then
    draws 7 cards."""
    s = table(hand=[IMPOSTOR_OAK])
    s.p2.hand(FIRE, FIRE, PIKACHU).deck(*[WATER] * 6)
    g = s.start()
    g.act(f"play {IMPOSTOR_OAK}")
    assert len(g.p2.hand) == 7 and len(g.p2.deck) == 2
    assert Counter(ids(g.p2.hand + g.p2.deck)) == Counter([FIRE] * 2 + [PIKACHU] + [WATER] * 6)
    assert ids(g.p1.discard) == [IMPOSTOR_OAK]


def test_impostor_professor_oak_with_a_short_deck_draws_what_there_is():
    """Impostor Professor Oak: "do as much as you can": with 4 cards in all the opponent
    draws 4 and does not lose for it."""
    s = table(hand=[IMPOSTOR_OAK])
    s.p2.hand(FIRE).deck(WATER, WATER, WATER)
    g = s.start()
    g.act(f"play {IMPOSTOR_OAK}")
    assert len(g.p2.hand) == 4 and g.p2.deck == [] and not g.over


# --- 74 Item Finder ---------------------------------------------------------------------
def test_item_finder_discards_two_and_takes_a_trainer_from_the_discard_pile():
    """Item Finder: discard 2 other cards from your hand to put a Trainer card from your
    discard pile into your hand. The pile is public: the search can't fail (spec, Notes on
    "Fail to find")."""
    g = table(hand=[ITEM_FINDER, WATER, FIRE, PIKACHU], discard=[GUST, FIRE, BILL]).start()
    g.act(f"play {ITEM_FINDER}", WATER, FIRE)
    assert g.decision.kind == "from-discard" and g.decision.keys == [GUST, BILL]
    g.act(GUST)
    assert Counter(ids(g.p1.hand)) == Counter([PIKACHU, GUST])
    assert Counter(ids(g.p1.discard)) == Counter([FIRE, BILL, WATER, FIRE, ITEM_FINDER])


def test_item_finder_may_bring_back_a_trainer_it_discarded():
    """Item Finder's discard is paid first ("in order to"), so a Trainer discarded for it
    may be the one taken back (our reading; only Energy Retrieval, a "trade", is ruled
    otherwise in RULINGS)."""
    g = table(hand=[ITEM_FINDER, SWITCH, FIRE], discard=[BILL]).start()
    g.act(f"play {ITEM_FINDER}", SWITCH)  # the Fire Energy is the last other card
    assert set(g.decision.keys) == {BILL, SWITCH}
    g.act(SWITCH)
    assert ids(g.p1.hand) == [SWITCH]


def test_item_finder_needs_two_other_cards_and_a_trainer_in_the_discard_pile():
    """Item Finder is offered only with 2 other cards in hand and a Trainer in the pile."""
    assert plays(table(hand=[ITEM_FINDER, WATER, FIRE], discard=[WATER]).start()) == []
    assert plays(table(hand=[ITEM_FINDER, WATER], discard=[BILL]).start()) == []


# --- 75 Lass ----------------------------------------------------------------------------
def test_lass_shuffles_every_trainer_of_both_hands_into_the_decks():
    """Lass: both players show their hands and shuffle all the Trainer cards from them
    into their decks, the Lass player's own included (Clefairy Doll too: a Trainer in the
    hand). Lass itself is discarded."""
    s = table(hand=[LASS, BILL, DOLL, FIRE, PIKACHU], deck=[WATER])
    s.p2.hand(GUST, POTION, WATER).deck(FIRE)
    g = s.start()
    g.act(f"play {LASS}")
    assert Counter(ids(g.p1.hand)) == Counter([FIRE, PIKACHU])
    assert Counter(ids(g.p1.deck)) == Counter([WATER, BILL, DOLL])
    assert ids(g.p2.hand) == [WATER] and Counter(ids(g.p2.deck)) == Counter([FIRE, GUST, POTION])
    assert ids(g.p1.discard) == [LASS]
    assert any("p2 shows the hand: Gust of Wind, Potion, Water Energy" in line for line in g.log)


# --- 76 Pokémon Breeder -----------------------------------------------------------------
def breeder(first_turn=False, **kw) -> Scenario:
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(CHARMANDER, **kw)
    s.p1.hand(BREEDER, CHARIZARD)
    s.p2.active(SEEL)
    return s


def test_pokemon_breeder_puts_the_stage_2_on_the_basic():
    """Pokémon Breeder: put a Stage 2 card from your hand on the matching Basic Pokémon
    (Charizard on Charmander, skipping Charmeleon). Damage stays; the Pokémon counts as
    evolved this turn."""
    g = breeder(damage=20).start()
    g.act(f"play {BREEDER}")
    mon = g.p1.bench[0]
    assert ids(mon.stack) == [CHARMANDER, CHARIZARD] and mon.damage == 20
    assert mon.evolved_turn == g.turn and ids(g.p1.discard) == [BREEDER]


def test_pokemon_breeder_ends_special_conditions_like_evolving():
    """Pokémon Breeder evolves the Pokémon: an Active Charmander that was Asleep is a
    Charizard with no Special Condition (RULINGS, General)."""
    s = Scenario()
    s.p1.active(CHARMANDER, conditions=["asleep"])
    s.p1.hand(BREEDER, CHARIZARD, WATER)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {BREEDER}")
    assert g.p1.active.name == "Charizard" and g.p1.active.conditions == frozenset()


def test_pokemon_breeder_only_when_the_pokemon_could_evolve_now():
    """Pokémon Breeder can be played only when you could evolve that Pokémon anyway: not
    during the first turns of the game (RULINGS, General), not on a Pokémon put into play
    this turn."""
    assert plays(breeder().start(first_turn=True)) == []
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(BREEDER, CHARIZARD, CHARMANDER)
    s.p2.active(SEEL)
    g = s.start()
    assert plays(g) == []
    g.act(f"bench {CHARMANDER}")
    assert plays(g) == []


def test_pokemon_breeder_is_blocked_by_prehistoric_power():
    """Pokémon Breeder: "only when you would be allowed to evolve that Pokémon anyway":
    while Aerodactyl's Prehistoric Power stops every evolution, Breeder is not offered;
    once Aerodactyl is Asleep (its power off), it is."""
    s = breeder()
    s.p2.active(AERODACTYL, under=[FOSSIL])
    assert plays(s.start()) == []
    s.p2.active(AERODACTYL, under=[FOSSIL], conditions=["asleep"])
    assert plays(s.start()) == [f"play {BREEDER}"]


def test_pokemon_breeder_not_on_a_pokemon_that_evolved_this_turn():
    """Pokémon Breeder: a Pokémon that evolved this turn may not evolve again (a Blastoise
    can't go onto a Squirtle that became a Wartortle… nor onto anything else)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(SQUIRTLE)
    s.p1.bench(SQUIRTLE)
    s.p1.hand(BREEDER, BLASTOISE, WARTORTLE)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"evolve {WARTORTLE} bench1")
    g.act(f"play {BREEDER}")  # one Squirtle left that may evolve: no choice to make
    assert g.p1.bench[0].name == "Wartortle" and ids(g.p1.bench[1].stack) == [SQUIRTLE,
                                                                             BLASTOISE]


def test_pokemon_breeder_chooses_the_card_and_the_pokemon():
    """Pokémon Breeder with two Stage 2 cards and two fitting Basics: the player picks
    the card, then the Pokémon. Kabutops goes onto Mysterious Fossil (played as a Basic
    Pokémon, the Basic under Kabuto)."""
    s = Scenario()
    s.p1.active(FOSSIL)
    s.p1.bench(FOSSIL)
    s.p1.bench(CHARMANDER)
    s.p1.hand(BREEDER, CHARIZARD, KABUTOPS)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {BREEDER}")
    assert g.decision.kind == "from-hand" and g.decision.keys == [CHARIZARD, KABUTOPS]
    g.act(KABUTOPS)
    assert g.decision.keys == ["active", "bench1"]
    g.act("bench1")
    assert ids(g.p1.bench[0].stack) == [FOSSIL, KABUTOPS] and ids(g.p1.hand) == [CHARIZARD]


# --- 77 Pokémon Trader ------------------------------------------------------------------
def test_pokemon_trader_trades_a_pokemon_card_for_one_from_the_deck():
    """Pokémon Trader: trade a Basic Pokémon or Evolution card from your hand for one from
    your deck, showing both; any stage for any stage; the card traded is shuffled into the
    deck (RULINGS, Base Set: WotC chat 2000). Clefairy Doll is a Trainer in the deck: not
    an option."""
    g = table(hand=[TRADER, CHARMANDER, WATER], deck=[CHARIZARD, DOLL, FIRE, PIKACHU]).start()
    g.act(f"play {TRADER}")
    assert g.decision.kind == "search-deck"
    assert g.decision.keys == [CHARIZARD, PIKACHU, "done"]
    g.act(CHARIZARD)
    assert Counter(ids(g.p1.hand)) == Counter([CHARIZARD, WATER])
    assert Counter(ids(g.p1.deck)) == Counter([CHARMANDER, DOLL, FIRE, PIKACHU])
    assert "p1 trades Charmander for Charizard" in g.log


def test_pokemon_trader_with_nothing_found_keeps_the_shown_card():
    """Pokémon Trader may be played with nothing to find; the shown card then stays in
    hand (RULINGS, Base Set). A deck search may fail by choice (spec, "Fail to find")."""
    g = table(hand=[TRADER, CHARMANDER, PIKACHU, WATER], deck=[FIRE, SEEL]).start()
    g.act(f"play {TRADER}")
    assert g.decision.kind == "from-hand" and g.decision.keys == [CHARMANDER, PIKACHU]
    g.act(PIKACHU, "done")
    assert Counter(ids(g.p1.hand)) == Counter([CHARMANDER, PIKACHU, WATER])
    assert Counter(ids(g.p1.deck)) == Counter([FIRE, SEEL])


def test_pokemon_trader_needs_a_pokemon_card_in_hand():
    """Pokémon Trader is offered only with a Pokémon card in hand (Clefairy Doll is not)."""
    assert plays(table(hand=[TRADER, DOLL], deck=[PIKACHU]).start()) == []


# --- 78 Scoop Up ------------------------------------------------------------------------
def test_scoop_up_returns_the_basic_and_discards_the_rest():
    """Scoop Up: choose 1 of your Pokémon; its Basic Pokémon card returns to your hand, all
    cards attached to it (Evolution cards, Energy, PlusPower) are discarded. A scooped
    Active Pokémon is replaced from the Bench by its owner's choice."""
    s = Scenario()
    s.p1.active(CHARIZARD, under=[CHARMANDER, CHARMELEON], energy=["Fire", "Fire"],
                attached=[PLUSPOWER], damage=50, conditions=["poisoned"])
    s.p1.bench(PIKACHU)
    s.p1.bench(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(SCOOP_UP)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {SCOOP_UP}", "active")
    assert g.decision.kind == "promote"
    g.act("bench2")
    assert ids(g.p1.hand) == [CHARMANDER]
    assert Counter(ids(g.p1.discard)) == Counter(
        [CHARMELEON, CHARIZARD, FIRE, FIRE, PLUSPOWER, SCOOP_UP])
    assert g.p1.active.card.id == HITMONCHAN and ids(m.card for m in g.p1.bench) == [PIKACHU]
    assert len(g.p2.prizes) == 6


def test_scoop_up_a_benched_pokemon_and_a_clefairy_doll():
    """Scoop Up on a Benched Pokémon leaves the Active; Clefairy Doll, played as a Basic,
    goes back to the hand as the Basic card."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(DOLL)
    s.p1.hand(SCOOP_UP, SCOOP_UP)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {SCOOP_UP}", "bench1")
    assert g.p1.bench == [] and ids(g.p1.hand) == [SCOOP_UP, DOLL]
    assert ids(g.p1.discard) == [SCOOP_UP]


def test_scoop_up_of_the_only_pokemon_loses():
    """Scoop Up of your only Pokémon leaves you with none in play: you lose
    (Win/Loss Determination Chart)."""
    g = table(hand=[SCOOP_UP]).start()
    g.act(f"play {SCOOP_UP}")
    assert g.over and g.winner == "p2"


# --- 79 Super Energy Removal ------------------------------------------------------------
def test_super_energy_removal_discards_one_own_energy_and_two_of_the_opponents():
    """Super Energy Removal: discard 1 Energy card attached to 1 of your Pokémon in order
    to choose 1 of your opponent's Pokémon and up to 2 Energy cards attached to it;
    discard those."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting", "Fighting"])
    s.p1.bench(PIKACHU, energy=["Lightning"])
    s.p1.hand(SUPER_REMOVAL)
    s.p2.active(SEEL, energy=["Water"])
    s.p2.bench(PONYTA, energy=["Fire", "Fire", DCE])
    g = s.start()
    g.act(f"play {SUPER_REMOVAL}")
    assert g.decision.keys == [f"active:{FIGHTING}", f"bench1:{LIGHTNING}"]
    g.act(f"bench1:{LIGHTNING}")
    assert g.decision.keys == [f"opp-active:{WATER}", f"opp-bench1:{FIRE}", f"opp-bench1:{DCE}"]
    g.act(f"opp-bench1:{DCE}")
    assert g.decision.keys == [f"opp-bench1:{FIRE}", "done"]
    g.act(f"opp-bench1:{FIRE}")
    assert ids(g.p2.bench[0].energy) == [FIRE] and ids(g.p2.active.energy) == [WATER]
    assert Counter(ids(g.p2.discard)) == Counter([DCE, FIRE])
    assert Counter(ids(g.p1.discard)) == Counter([LIGHTNING, SUPER_REMOVAL])
    assert g.p1.bench[0].energy == []


def test_super_energy_removal_may_stop_after_one():
    """Super Energy Removal: "up to 2": one is enough (``done``)."""
    s = table(hand=[SUPER_REMOVAL], energy=["Fighting", "Fighting"])
    s.p2.active(SEEL, energy=["Water", "Water"])
    g = s.start()
    g.act(f"play {SUPER_REMOVAL}", "done")  # one Energy card each side: no choice first
    assert ids(g.p2.active.energy) == [WATER] and ids(g.p1.active.energy) == [FIGHTING]


def test_super_energy_removal_needs_energy_on_both_sides():
    """Super Energy Removal is offered only with an Energy card on your own Pokémon to pay
    and one on an opponent's Pokémon to discard."""
    s = table(hand=[SUPER_REMOVAL, WATER], energy=[])
    s.p2.active(SEEL, energy=["Water"])
    assert plays(s.start()) == []
    assert plays(table(hand=[SUPER_REMOVAL]).start()) == []


# --- 80 Defender ------------------------------------------------------------------------
def test_defender_reduces_damage_by_20_until_the_end_of_the_opponents_next_turn():
    """Defender: attach to 1 of your Pokémon; damage done to it by attacks is reduced by 20
    (after Weakness and Resistance); discarded at the end of your opponent's next turn."""
    s = Scenario()
    s.p1.active(SEEL)
    s.p1.bench(HITMONCHAN)
    s.p1.hand(DEFENDER, WATER).deck(WATER, WATER)
    s.p2.active(HITMONCHAN, energy=["Fighting", "Fighting", "Fighting"]).deck(WATER)
    g = s.start()
    g.act(f"play {DEFENDER}", "active", "end")
    assert ids(g.p1.active.attached) == [DEFENDER]
    g.act("attack Special Punch")  # 40 - 20
    assert g.p1.active.damage == 20
    assert g.p1.active.attached == [] and DEFENDER in ids(g.p1.discard)


# --- 81 Energy Retrieval ----------------------------------------------------------------
def test_energy_retrieval_trades_a_card_for_up_to_two_basic_energy():
    """Energy Retrieval: trade 1 of the other cards in your hand for up to 2 basic Energy
    cards from your discard pile. The card discarded to pay can't be one of those brought
    back (RULINGS, Base Set: WotC chat 2000-03-02); Double Colorless is not basic."""
    g = table(hand=[ENERGY_RETRIEVAL, FIRE, PIKACHU], discard=[WATER, DCE, LIGHTNING]).start()
    g.act(f"play {ENERGY_RETRIEVAL}", FIRE)
    assert g.decision.kind == "from-discard" and g.decision.keys == [WATER, LIGHTNING]
    g.act(WATER)
    assert g.decision.keys == [LIGHTNING, "done"]
    g.act(LIGHTNING)
    assert Counter(ids(g.p1.hand)) == Counter([PIKACHU, WATER, LIGHTNING])
    assert Counter(ids(g.p1.discard)) == Counter([DCE, FIRE, ENERGY_RETRIEVAL])


def test_energy_retrieval_may_take_one_and_the_same_kind_as_paid():
    """Energy Retrieval: "up to 2" allows one (``done``); a Fire Energy paid does not stop
    another Fire Energy that was already in the pile from coming back."""
    g = table(hand=[ENERGY_RETRIEVAL, FIRE], discard=[FIRE, WATER]).start()
    g.act(f"play {ENERGY_RETRIEVAL}", FIRE, "done")
    assert ids(g.p1.hand) == [FIRE]
    assert Counter(ids(g.p1.discard)) == Counter([WATER, FIRE, ENERGY_RETRIEVAL])


def test_energy_retrieval_needs_another_card_and_a_basic_energy_in_the_pile():
    """Energy Retrieval is offered only with another card to trade and a basic Energy card
    in the discard pile."""
    assert plays(table(hand=[ENERGY_RETRIEVAL], discard=[WATER]).start()) == []
    assert plays(table(hand=[ENERGY_RETRIEVAL, FIRE], discard=[DCE]).start()) == []


# --- 82 Full Heal -----------------------------------------------------------------------
def test_full_heal_ends_every_special_condition_of_the_active():
    """Full Heal: your Active Pokémon is no longer Asleep, Confused, Paralyzed or
    Poisoned. Offered only while it has one (nothing to heal otherwise)."""
    g = table(hand=[FULL_HEAL, WATER], conditions=["asleep", "poisoned"]).start()
    g.act(f"play {FULL_HEAL}")
    assert g.p1.active.conditions == frozenset() and "attack Jab" in g.decision
    assert plays(table(hand=[FULL_HEAL]).start()) == []


# --- 83 Maintenance ---------------------------------------------------------------------
def test_maintenance_shuffles_two_cards_into_the_deck_to_draw_one():
    """Maintenance: shuffle 2 of the other cards from your hand into your deck in order to
    draw a card."""
    g = table(hand=[MAINTENANCE, DOLL, BILL, PIKACHU], deck=[WATER]).start()
    g.act(f"play {MAINTENANCE}", DOLL, BILL)
    assert len(g.p1.hand) == 2 and PIKACHU in ids(g.p1.hand)
    assert Counter(ids(g.p1.hand + g.p1.deck)) == Counter([PIKACHU, DOLL, BILL, WATER])
    assert len(g.p1.deck) == 2 and ids(g.p1.discard) == [MAINTENANCE]


def test_maintenance_needs_two_other_cards():
    """Maintenance is offered only with 2 other cards in hand."""
    assert plays(table(hand=[MAINTENANCE, WATER], deck=[FIRE]).start()) == []


# --- 84 PlusPower -----------------------------------------------------------------------
def test_pluspower_adds_10_to_the_attack_and_is_discarded_at_the_end_of_the_turn():
    """PlusPower: attach to your Active Pokémon; its attack does 10 more damage to the
    Defending Pokémon (after Weakness and Resistance); discarded at the end of your turn."""
    s = table(hand=[PLUSPOWER])
    s.p2.deck(WATER)
    g = s.start()
    g.act(f"play {PLUSPOWER}")
    assert ids(g.p1.active.attached) == [PLUSPOWER]
    g.act("attack Jab")
    assert g.p2.active.damage == 30
    assert g.p1.active.attached == [] and ids(g.p1.discard) == [PLUSPOWER]


# --- 85 Pokémon Center ------------------------------------------------------------------
def test_pokemon_center_heals_all_and_discards_the_energy_of_the_healed():
    """Pokémon Center: remove all damage counters from your Pokémon that have any, then
    discard all Energy cards attached to those Pokémon; the undamaged keep theirs."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting", DCE], damage=50)
    s.p1.bench(PIKACHU, energy=["Lightning"])
    s.p1.bench(PONYTA, energy=["Fire"], damage=10)
    s.p1.hand(CENTER, WATER)
    s.p2.active(SEEL, damage=20)
    g = s.start()
    g.act(f"play {CENTER}")
    assert [m.damage for m in g.p1.in_play] == [0, 0, 0]
    assert g.p1.active.energy == [] and g.p1.bench[1].energy == []
    assert ids(g.p1.bench[0].energy) == [LIGHTNING]
    assert Counter(ids(g.p1.discard)) == Counter([FIGHTING, DCE, FIRE, CENTER])
    assert g.p2.active.damage == 20


def test_pokemon_center_needs_a_damaged_pokemon():
    """Pokémon Center is offered only when one of your Pokémon has damage."""
    assert plays(table(hand=[CENTER]).start()) == []


# --- 86 Pokémon Flute -------------------------------------------------------------------
def test_pokemon_flute_puts_a_basic_from_the_opponents_discard_onto_their_bench():
    """Pokémon Flute: choose 1 Basic Pokémon card from your opponent's discard pile and put
    it onto their Bench (an Evolution card or a Clefairy Doll is not a Basic Pokémon
    card)."""
    s = table(hand=[FLUTE])
    s.p2.discard(CHARMELEON, PONYTA, DOLL, PIKACHU, WATER)
    g = s.start()
    g.act(f"play {FLUTE}")
    assert g.decision.player == "p1" and g.decision.keys == [PONYTA, PIKACHU]
    g.act(PIKACHU)
    assert [m.card.id for m in g.p2.bench] == [PIKACHU] and g.p2.bench[0].damage == 0
    assert Counter(ids(g.p2.discard)) == Counter([CHARMELEON, PONYTA, DOLL, WATER])
    assert ids(g.p1.discard) == [FLUTE]


def test_pokemon_flute_not_with_a_full_bench_or_no_basic():
    """Pokémon Flute can't be played while the opponent's Bench is full, nor without a
    Basic Pokémon card in their discard pile."""
    s = table(hand=[FLUTE])
    s.p2.discard(PIKACHU)
    for _ in range(5):
        s.p2.bench(SEEL)
    assert plays(s.start()) == []
    s = table(hand=[FLUTE])
    s.p2.discard(CHARMELEON, WATER)
    assert plays(s.start()) == []


# --- 87 Pokédex -------------------------------------------------------------------------
def test_pokedex_rearranges_the_top_five_cards():
    """Pokédex: look at up to 5 cards from the top of your deck and put them back in the
    order you like, one position at a time; the sixth card stays where it was."""
    g = table(hand=[POKEDEX], deck=[WATER, FIRE, PIKACHU, BILL, WATER, SEEL]).start()
    g.act(f"play {POKEDEX}")
    assert g.decision.kind == "rearrange" and g.decision.keys == [WATER, FIRE, PIKACHU, BILL]
    g.act(BILL, WATER, PIKACHU, WATER)  # the Fire Energy is left for the fifth place
    assert ids(g.p1.deck) == [BILL, WATER, PIKACHU, WATER, FIRE, SEEL]


def test_pokedex_with_a_short_deck_and_an_empty_deck():
    """Pokédex looks at "up to" 5: with 2 cards, those 2; with none it is not offered."""
    g = table(hand=[POKEDEX], deck=[WATER, FIRE]).start()
    g.act(f"play {POKEDEX}", FIRE)
    assert ids(g.p1.deck) == [FIRE, WATER]
    assert plays(table(hand=[POKEDEX]).start()) == []


# --- 88 Professor Oak -------------------------------------------------------------------
def test_professor_oak_discards_the_hand_and_draws_seven():
    """Professor Oak: discard your hand, then draw 7 cards."""
    g = table(hand=[OAK, PIKACHU, WATER], deck=[FIRE] * 9).start()
    g.act(f"play {OAK}")
    assert ids(g.p1.hand) == [FIRE] * 7 and len(g.p1.deck) == 2
    assert Counter(ids(g.p1.discard)) == Counter([PIKACHU, WATER, OAK])


def test_professor_oak_with_an_empty_rest_of_hand_and_a_short_deck():
    """Professor Oak can be played with no other card in hand (RULINGS, Base Set: WotC
    chat); with 3 cards in the deck it draws 3 ("do as much as you can")."""
    g = table(hand=[OAK], deck=[FIRE] * 3).start()
    g.act(f"play {OAK}")
    assert ids(g.p1.hand) == [FIRE] * 3 and g.p1.deck == [] and not g.over


# --- 89 Revive --------------------------------------------------------------------------
@pytest.mark.parametrize("basic, damage", [(HITMONCHAN, 30), (PIKACHU, 20), (SEEL, 30)])
def test_revive_benches_a_basic_with_half_its_hp_in_damage(basic, damage):
    """Revive: put 1 Basic Pokémon card from your discard pile onto your Bench with damage
    counters equal to half its HP, rounded down to the nearest 10 (70 HP: 30; 40: 20;
    60: 30)."""
    g = table(hand=[REVIVE], discard=[basic, CHARMELEON, WATER]).start()
    g.act(f"play {REVIVE}")
    assert g.p1.bench[0].card.id == basic and g.p1.bench[0].damage == damage
    assert Counter(ids(g.p1.discard)) == Counter([CHARMELEON, WATER, REVIVE])


def test_revive_not_with_a_full_bench_or_no_basic():
    """Revive can't be played while your Bench is full, nor without a Basic Pokémon card
    in your discard pile."""
    s = table(hand=[REVIVE], discard=[PIKACHU])
    for _ in range(5):
        s.p1.bench(SEEL)
    assert plays(s.start()) == []
    assert plays(table(hand=[REVIVE], discard=[CHARMELEON, DOLL]).start()) == []


# --- 90 Super Potion --------------------------------------------------------------------
def test_super_potion_discards_an_energy_to_heal_up_to_40():
    """Super Potion: discard 1 Energy card attached to 1 of your own Pokémon in order to
    remove up to 4 damage counters from that Pokémon. Only a Pokémon with damage and Energy
    may be chosen."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting", DCE], damage=50)
    s.p1.bench(PIKACHU, damage=30)
    s.p1.bench(PONYTA, energy=["Fire"])
    s.p1.hand(SUPER_POTION, SUPER_POTION)
    s.p2.active(SEEL)
    g = s.start()
    g.act(f"play {SUPER_POTION}")
    assert g.decision.kind == "discard-energy"
    assert g.decision.keys == [f"active:{FIGHTING}", f"active:{DCE}"]
    g.act(f"active:{DCE}")
    assert g.p1.active.damage == 10 and ids(g.p1.active.energy) == [FIGHTING]
    g.act(f"play {SUPER_POTION}")
    assert g.p1.active.damage == 0 and g.p1.active.energy == []
    assert g.p1.bench[0].damage == 30
    assert Counter(ids(g.p1.discard)) == Counter([DCE, FIGHTING, SUPER_POTION, SUPER_POTION])


def test_super_potion_needs_a_pokemon_with_damage_and_energy():
    """Super Potion is not offered when no Pokémon of yours has both damage and Energy."""
    s = table(hand=[SUPER_POTION])
    s.p1.bench(PIKACHU, damage=30)
    assert plays(s.start()) == []


# --- 91 Bill ----------------------------------------------------------------------------
def test_bill_draws_two_cards():
    """Bill: draw 2 cards; with 1 card left, that one; with none, not offered."""
    g = table(hand=[BILL], deck=[WATER, FIRE, SEEL]).start()
    g.act(f"play {BILL}")
    assert ids(g.p1.hand) == [WATER, FIRE] and ids(g.p1.deck) == [SEEL]
    g = table(hand=[BILL], deck=[SEEL]).start()
    g.act(f"play {BILL}")
    assert ids(g.p1.hand) == [SEEL] and not g.over
    assert plays(table(hand=[BILL]).start()) == []


# --- 92 Energy Removal ------------------------------------------------------------------
def test_energy_removal_discards_one_energy_of_an_opponents_pokemon():
    """Energy Removal: choose 1 Energy card attached to 1 of your opponent's Pokémon
    (Active or Benched) and discard it."""
    s = table(hand=[ENERGY_REMOVAL])
    s.p2.active(SEEL, energy=["Water"])
    s.p2.bench(PONYTA, energy=["Fire", DCE])
    g = s.start()
    g.act(f"play {ENERGY_REMOVAL}")
    assert g.decision.keys == [f"opp-active:{WATER}", f"opp-bench1:{FIRE}", f"opp-bench1:{DCE}"]
    g.act(f"opp-bench1:{DCE}")
    assert ids(g.p2.bench[0].energy) == [FIRE] and ids(g.p2.discard) == [DCE]
    assert ids(g.p1.active.energy) == [FIGHTING]


def test_energy_removal_needs_an_opponents_energy():
    """Energy Removal is offered only when an opponent's Pokémon has an Energy card."""
    assert plays(table(hand=[ENERGY_REMOVAL]).start()) == []


# --- 93 Gust of Wind --------------------------------------------------------------------
def test_gust_of_wind_brings_up_the_benched_pokemon_its_player_chooses():
    """Gust of Wind: choose 1 of your opponent's Benched Pokémon and switch it with their
    Active Pokémon (RULINGS, General: Gust's player picks)."""
    s = table(hand=[GUST])
    s.p2.active(SEEL, conditions=["paralyzed"])
    s.p2.bench(PIKACHU)
    s.p2.bench(PONYTA)
    g = s.start()
    g.act(f"play {GUST}")
    assert g.decision.player == "p1" and g.decision.keys == ["opp-bench1", "opp-bench2"]
    g.act("opp-bench2")
    assert g.p2.active.card.id == PONYTA
    assert [m.card.id for m in g.p2.bench] == [PIKACHU, SEEL]
    assert g.p2.bench[1].conditions == frozenset()
    assert plays(table(hand=[GUST]).start()) == []


# --- 94 Potion --------------------------------------------------------------------------
def test_potion_removes_up_to_two_damage_counters():
    """Potion: remove up to 2 damage counters from 1 of your Pokémon (only a damaged one
    may be chosen; 10 damage: it is healed of 10)."""
    s = table(hand=[POTION, POTION], damage=40)
    s.p1.bench(PIKACHU, damage=10)
    s.p1.bench(PONYTA)
    g = s.start()
    g.act(f"play {POTION}")
    assert g.decision.keys == ["active", "bench1"]
    g.act("active")
    assert g.p1.active.damage == 20
    g.act(f"play {POTION}", "bench1")
    assert g.p1.bench[0].damage == 0 and g.p1.active.damage == 20


def test_potion_needs_a_damaged_pokemon():
    """Potion is offered only when one of your Pokémon has damage."""
    assert plays(table(hand=[POTION]).start()) == []


# --- 95 Switch --------------------------------------------------------------------------
def test_switch_exchanges_the_active_with_a_benched_pokemon():
    """Switch: switch 1 of your own Benched Pokémon with your Active Pokémon (not a
    retreat: no Energy is paid; conditions end on the Bench)."""
    s = table(hand=[SWITCH, WATER], conditions=["confused"])
    s.p1.bench(PIKACHU)
    s.p1.bench(PONYTA)
    g = s.start()
    g.act(f"play {SWITCH}", "bench2")
    assert g.p1.active.card.id == PONYTA and [m.card.id for m in g.p1.bench] == [PIKACHU,
                                                                                HITMONCHAN]
    assert g.p1.bench[1].conditions == frozenset() and ids(g.p1.bench[1].energy) == [FIGHTING]
    assert plays(table(hand=[SWITCH]).start()) == []


# --- 96 Double Colorless Energy ---------------------------------------------------------
def test_double_colorless_energy_provides_two_colorless():
    """Double Colorless Energy provides 2 Colorless Energy (not a basic Energy card): with
    a Fire Energy it pays Charmeleon's Slash (3 Colorless), and alone it pays a Retreat
    Cost of 2."""
    s = Scenario()
    s.p1.active(CHARMELEON, under=[CHARMANDER], energy=["Fire"])
    s.p1.hand(DCE, WATER)
    s.p1.bench(HITMONCHAN)
    s.p2.active(SEEL)
    g = s.start()
    assert "attack Slash" not in g.decision
    g.act(f"attach {DCE} active")
    assert "attack Slash" in g.decision
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[DCE])
    s.p1.bench(PIKACHU)
    s.p1.hand(WATER)
    s.p2.active(SEEL)
    g = s.start()
    g.act("retreat")
    assert g.p1.active.card.id == PIKACHU and ids(g.p1.discard) == [DCE]


def test_an_option_not_offered_is_refused():
    """A Trainer that is not playable now is not an option: playing it raises and changes
    nothing (CONTRACT §3)."""
    g = table(hand=[POTION, WATER]).start()
    with pytest.raises(IllegalAction):
        g.act(f"play {POTION}")
    assert ids(g.p1.hand) == [POTION, WATER]


# --- all of them together ---------------------------------------------------------------
TRAINERS = [f"base1-{n}" for n in range(70, 96)] + ["base2-64"] + [
    f"base3-{n}" for n in range(58, 63)]
MACHOP, DRATINI = "base1-52", "base1-26"


@pytest.mark.parametrize("seed", range(4))
def test_random_games_full_of_trainers_keep_every_invariant(seed):
    """Every Trainer of Base Set, Jungle and Fossil in one deck (with vanilla Pokémon):
    random play to the end keeps every card accounted for, Benches at 5 at most and no
    Pokémon left at 0 HP (``check_invariants``) at every decision."""
    deck = (TRAINERS * 2 + [HITMONCHAN, SEEL, PONYTA, MACHOP, DRATINI] * 3
            + [DCE] * 2 + ["Fire", "Water", "Fighting"] * 3)
    g = Game.new(deck, deck, seed=seed)
    rng = Rng(seed * 7919 + 1)
    play_checked(g, rng)
