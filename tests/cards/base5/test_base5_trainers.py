"""Team Rocket (base5): the Trainer and Special Energy cards — Here Comes Team Rocket!,
Rocket's Sneak Attack, Rainbow Energy, The Boss's Way, Challenge!, Digger, Imposter Oak's
Revenge, Nightly Garbage Run, Goop Gas Attack, Sleep!, Full Heal Energy, Potion Energy
(71, 72 and 80 are 15, 16 and 17 again). What a player sees is read from its view
(``g.view(player)``, CONTRACT.md §3). Docstrings give the card's text in our own words."""

from __future__ import annotations

import io
from collections import Counter

import pytest

from oldback.screen import Screen, draw_board
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

HCTR, SNEAK, RAINBOW = "base5-15", "base5-16", "base5-17"
BOSS, CHALLENGE, DIGGER, IMPOSTER_REVENGE = "base5-73", "base5-74", "base5-75", "base5-76"
GARBAGE, GOOP, SLEEP, FULL_HEAL_ENERGY, POTION_ENERGY = (
    "base5-77", "base5-78", "base5-79", "base5-81", "base5-82")
CHANSEY, HITMONCHAN, SEEL, PIKACHU, MACHOP, ONIX = (
    "base1-3", "base1-7", "base1-41", "base1-58", "base1-52", "base1-56")
BLASTOISE, VENUSAUR, ALAKAZAM, MUK, MEWTWO = (
    "base1-2", "base1-15", "base1-1", "base3-13", "base1-10")
POTION, BILL, SWITCH, PLUSPOWER, DCE, GUST = (
    "base1-94", "base1-91", "base1-95", "base1-84", "base1-96", "base1-93")
DARK_CHARMELEON, DARK_GOLBAT, CHARIZARD, DARK_CHARIZARD = (
    "base5-32", "base5-7", "base1-4", "base5-4")
FIRE, WATER, PSYCHIC, GRASS, FIGHTING, LIGHTNING = (
    "base1-98", "base1-102", "base1-101", "base1-99", "base1-97", "base1-100")


def table(hand=(), deck=(), discard=(), opp_hand=(), opp_deck=(FIRE,) * 6) -> Scenario:
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])  # "attack Jab" keeps the turn going
    s.p1.hand(*hand).deck(*deck).discard(*discard)
    s.p2.active(SEEL)
    s.p2.hand(*opp_hand).deck(*opp_deck)
    return s


# --- 15/71 Here Comes Team Rocket! -------------------------------------------------------
@pytest.mark.parametrize("card", [HCTR, "base5-71"])
def test_here_comes_team_rocket_turns_every_prize_face_up_in_both_views(card):
    """Here Comes Team Rocket!: each player plays with their Prize cards face up for the
    rest of the game: both players' views show both players' Prize cards (``prizes``, one
    entry per Prize), where before each was None."""
    s = table(hand=[card])
    s.p1.prizes(WATER, PIKACHU, FIRE)
    s.p2.prizes(GRASS, MACHOP)
    g = s.start()
    for player in ("p1", "p2"):
        v = g.view(player)
        assert v.me.prizes == [None] * len(g.side(player).prizes)
        assert v.opp.prizes == [None] * len(g.opponent(player).prizes)
    g.act(f"play {card}")
    for player in ("p1", "p2"):
        v = g.view(player)
        assert ids(v.me.prizes) == ids(g.side(player).prizes)
        assert ids(v.opp.prizes) == ids(g.opponent(player).prizes)
    assert ids(g.view("p2").opp.prizes) == [WATER, PIKACHU, FIRE]


def test_face_up_prizes_stay_face_up_and_follow_prizes_taken():
    """For the rest of the game: after turns pass and a Prize is taken, the views show the
    Prize cards left."""
    s = table(hand=[HCTR])
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p1.prizes(WATER, PIKACHU, FIRE)
    s.p2.active(PIKACHU)
    s.p2.bench(MACHOP)
    s.p2.prizes(GRASS, MACHOP)
    g = s.start()
    g.act(f"play {HCTR}", "attack Special Punch")  # Knocks Out Pikachu: 1 Prize
    g.act(WATER)  # chosen, being face up
    assert ids(g.p1.prizes) == [PIKACHU, FIRE] and WATER in ids(g.p1.hand)
    v = g.view("p2")
    assert g.current == "p2" and ids(v.opp.prizes) == [PIKACHU, FIRE]
    assert ids(v.me.prizes) == [GRASS, MACHOP]


def test_face_up_prizes_are_taken_by_choice():
    """Face up, the Prize card taken for a Knock Out is the player's choice (face down any
    will do: the first)."""
    s = table(hand=[HCTR], deck=[FIRE] * 3)
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p1.prizes(WATER, PIKACHU, FIRE)
    s.p2.active(PIKACHU)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act(f"play {HCTR}", "attack Special Punch")
    assert g.decision.kind == "take-prize" and g.decision.player == "p1"
    assert set(g.decision.keys) == {WATER, PIKACHU, FIRE}
    g.act(PIKACHU)
    assert ids(g.p1.prizes) == [WATER, FIRE] and PIKACHU in ids(g.p1.hand)


def test_face_up_prizes_are_drawn_on_the_terminal_board():
    """The terminal board lists the face-up Prize cards of both sides (oldback.screen)."""
    s = table(hand=[HCTR])
    s.p1.prizes(WATER)
    s.p2.prizes(MACHOP)
    g = s.start()

    def board() -> str:
        out = io.StringIO()
        v = g.view("p1")
        draw_board(Screen(plain=True, file=out), v.opp, v.me, titles=("p2", "p1"),
                   turn=v.turn, stadium=None, heading="board")
        return out.getvalue()

    assert "face up" not in board()
    g.act(f"play {HCTR}")
    text = board()
    assert "prizes (face up): Machop" in text and "prizes (face up): Water Energy" in text


def test_face_up_prizes_are_kept_in_a_determinized_copy():
    """A copy dealt for the AI's search keeps the Prize cards both players see where they
    are (Game.determinized): only hidden cards are dealt again."""
    s = table(hand=[HCTR], deck=[FIRE] * 5 + [GRASS] * 5)
    s.p1.prizes(WATER, PIKACHU, PSYCHIC)
    s.p2.prizes(MACHOP, ONIX)
    g = s.start()
    g.act(f"play {HCTR}")
    for seed in range(5):
        copy = g.determinized("p1", seed)
        assert ids(copy.p1.prizes) == [WATER, PIKACHU, PSYCHIC]
        assert ids(copy.p2.prizes) == [MACHOP, ONIX]


# --- 16/72 Rocket's Sneak Attack ------------------------------------------------------------
def test_sneak_attack_shows_the_hand_and_shuffles_a_trainer_back():
    """Rocket's Sneak Attack: look at the opponent's hand; if it has Trainer cards, choose 1:
    the opponent shuffles it into their deck. While choosing, the player's view shows the
    whole hand; the choice offers only its Trainers (Clefairy Doll is one)."""
    s = table(hand=[SNEAK], opp_hand=[GUST, FIRE, PIKACHU, BILL, "base1-70"])
    g = s.start()
    assert g.view("p1").opp.hand is None
    g.act(f"play {SNEAK}")
    assert g.decision.kind == "to-deck" and set(g.decision.keys) == {GUST, BILL, "base1-70"}
    v = g.view("p1")
    assert ids(v.opp.hand) == [GUST, FIRE, PIKACHU, BILL, "base1-70"]
    assert g.view("p2").opp.hand is None  # the opponent does not see p1's hand
    g.act(GUST)
    assert ids(g.p2.hand) == [FIRE, PIKACHU, BILL, "base1-70"]
    assert Counter(ids(g.p2.deck)) == Counter([FIRE] * 6 + [GUST])
    assert g.view("p1").opp.hand is None  # the look is over
    assert ids(g.p1.discard) == [SNEAK]


def test_sneak_attack_with_no_trainer_only_looks():
    """No Trainer in the opponent's hand: the player looks (its view shows the hand) and
    confirms with ``done``; nothing goes back."""
    g = table(hand=["base5-72"], opp_hand=[FIRE, PIKACHU]).start()
    g.act("play base5-72")
    assert g.decision.kind == "look" and g.decision.keys == ["done"]
    assert ids(g.view("p1").opp.hand) == [FIRE, PIKACHU]
    g.act("done")
    assert ids(g.p2.hand) == [FIRE, PIKACHU] and g.view("p1").opp.hand is None


def test_sneak_attack_against_an_empty_hand():
    """An empty hand: nothing to choose, the card is still played."""
    g = table(hand=[SNEAK]).start()
    g.act(f"play {SNEAK}", "done")
    assert ids(g.p1.discard) == [SNEAK] and g.p2.hand == []


# --- 17/80 Rainbow Energy ------------------------------------------------------------------
def test_rainbow_energy_does_10_damage_when_attached_from_the_hand():
    """Rainbow Energy: attached from the hand, it does 10 damage to that Pokémon (no
    Weakness or Resistance)."""
    g = table(hand=[RAINBOW, "base5-80"]).start()
    g.act(f"attach {RAINBOW} active")
    assert g.p1.active.damage == 10 and ids(g.p1.active.energy) == [FIGHTING, RAINBOW]


def test_rainbow_energy_counts_as_every_type_one_at_a_time():
    """Rainbow Energy provides 1 Energy of every type: it pays a Fire cost, a Water cost, a
    Psychic cost — but only one unit (Special Punch needs 3)."""
    s = table()
    s.p1.active(HITMONCHAN, energy=["Fighting", RAINBOW])
    g = s.start()
    assert "attack Jab" in keys(g) and "attack Special Punch" not in keys(g)
    s = table()
    s.p1.active("base5-32", energy=[RAINBOW, RAINBOW, "Fire"])  # Fireball: Fire Fire Fire
    assert "attack Fireball" in keys(s.start())


def test_a_second_rainbow_energy_does_10_more_not_20():
    """Each Rainbow Energy attached from the hand does its own 10: a second one on the same
    Pokémon does 10 more (the one already there does nothing)."""
    s = table(hand=[RAINBOW], deck=[FIRE] * 3)
    s.p1.active(HITMONCHAN, energy=[RAINBOW], damage=10)
    g = s.start()
    g.act("attack Jab")  # (p1's turn ends; p2's turn)
    g.act("end")
    g.act(f"attach {RAINBOW} active")
    assert g.p1.active.damage == 20


def test_rainbow_energy_can_knock_out_its_own_pokemon():
    """Attached to a Pokémon with 10 HP left, Rainbow Energy Knocks it Out: the opponent
    takes a Prize and the player sends up a new Active."""
    s = table(hand=[RAINBOW], deck=[FIRE] * 3)
    s.p1.active(HITMONCHAN, energy=["Fighting"], damage=60)
    s.p1.bench(MACHOP)
    g = s.start()
    g.act("attack Jab")
    g.act("end")
    g.act(f"attach {RAINBOW} active")
    assert g.p1.active.card.id == MACHOP and len(g.p2.prizes) == 5


def test_rainbow_energy_attached_by_rain_dance_or_moved_does_no_damage():
    """Only attaching from the hand as the turn's Energy does damage; Energy Trans moving a
    Rainbow Energy (it provides Grass) does none."""
    s = table()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(VENUSAUR, energy=[RAINBOW])
    g = s.start()
    g.act("power bench1 Energy Trans")  # its only card, to the only other Pokémon
    assert g.p1.active.damage == 0 and RAINBOW in ids(g.p1.active.energy)


# --- 73 The Boss's Way ---------------------------------------------------------------------
def test_the_boss_s_way_finds_a_dark_evolution_card():
    """The Boss's Way: search the deck for an Evolution card with Dark in its name, show it,
    put it into your hand; shuffle. Charizard (no Dark) and Basic Pokémon are not offered."""
    g = table(hand=[BOSS], deck=[DARK_CHARMELEON, CHARIZARD, "base5-50", DARK_GOLBAT]).start()
    g.act(f"play {BOSS}")
    assert set(g.decision.keys) == {DARK_CHARMELEON, DARK_GOLBAT, "done"}
    g.act(DARK_GOLBAT)
    assert ids(g.p1.hand) == [DARK_GOLBAT]
    assert any("shows Dark Golbat" in line for line in g.log)


# --- 74 Challenge! -------------------------------------------------------------------------
def test_challenge_declined_draws_2():
    """Challenge!: the opponent declines: you draw 2 cards."""
    g = table(hand=[CHALLENGE], deck=[FIRE, WATER, GRASS]).start()
    g.act(f"play {CHALLENGE}")
    assert g.decision.player == "p2" and g.decision.kind == "accept"
    g.act("no")
    assert ids(g.p1.hand) == [FIRE, WATER]


def test_challenge_accepted_each_player_benches_basics_from_the_deck():
    """Accepted: each player searches their deck for any number of Basic Pokémon and puts
    them face down onto the Bench (the player first; the opponent does not see those
    choices until both are done); then both decks are shuffled and the cards turned up."""
    s = table(hand=[CHALLENGE], deck=[PIKACHU, MACHOP, FIRE, DARK_GOLBAT],
              opp_deck=[ONIX, CHANSEY, WATER])
    g = s.start()
    g.act(f"play {CHALLENGE}", "yes")
    assert g.decision.player == "p1" and set(g.decision.keys) == {PIKACHU, MACHOP, "done"}
    g.act(MACHOP, "done")
    assert g.p1.bench == [] and MACHOP in ids(g.p1.playing)  # face down, aside
    assert g.decision.player == "p2"
    assert g.view("p2").opp.bench == []
    g.act(CHANSEY, ONIX)
    assert [m.card.id for m in g.p1.bench] == [MACHOP]
    assert [m.card.id for m in g.p2.bench] == [CHANSEY, ONIX]
    assert Counter(ids(g.p1.deck)) == Counter([PIKACHU, FIRE, DARK_GOLBAT])
    assert ids(g.p2.deck) == [WATER] and g.p1.playing == []


def test_challenge_with_both_benches_full_draws_2():
    """Both Benches full: no question, you draw 2 cards."""
    s = table(hand=[CHALLENGE], deck=[FIRE, WATER, GRASS])
    for _ in range(5):
        s.p1.bench(MACHOP)
        s.p2.bench(MACHOP)
    g = s.start()
    g.act(f"play {CHALLENGE}")
    assert ids(g.p1.hand) == [FIRE, WATER] and g.decision.player == "p1"


# --- 75 Digger --------------------------------------------------------------------------
def test_digger_the_first_tails_hurts_its_flipper():
    """Digger: you flip, then your opponent, then you … until someone gets tails: that
    player does 10 damage to their own Active Pokémon."""
    g = table(hand=[DIGGER]).coins("H", "H", "T").start()
    g.act(f"play {DIGGER}")
    assert g.p1.active.damage == 10 and g.p2.active.damage == 0
    g = table(hand=[DIGGER]).coins("H", "T").start()
    g.act(f"play {DIGGER}")
    assert g.p2.active.damage == 10 and g.p1.active.damage == 0
    g = table(hand=[DIGGER]).coins("T").start()
    g.act(f"play {DIGGER}")
    assert g.p1.active.damage == 10


# --- 76 Imposter Oak's Revenge -----------------------------------------------------------
def test_imposter_oaks_revenge():
    """Imposter Oak's Revenge: discard a card from your hand to play it; the opponent
    shuffles their hand into their deck and draws 4 cards. Not playable with no other
    card in hand."""
    assert f"play {IMPOSTER_REVENGE}" not in keys(table(hand=[IMPOSTER_REVENGE]).start())
    s = table(hand=[IMPOSTER_REVENGE, WATER], opp_hand=[PIKACHU] * 7, opp_deck=[FIRE] * 3)
    g = s.start()
    g.act(f"play {IMPOSTER_REVENGE}")
    assert ids(g.p1.discard) == [WATER, IMPOSTER_REVENGE]
    assert len(g.p2.hand) == 4 and len(g.p2.deck) == 6
    assert Counter(ids(g.p2.hand + g.p2.deck)) == Counter([PIKACHU] * 7 + [FIRE] * 3)


# --- 77 Nightly Garbage Run ----------------------------------------------------------------
def test_nightly_garbage_run_shuffles_up_to_3_cards_back():
    """Nightly Garbage Run: choose up to 3 Basic Pokémon, Evolution cards and/or basic Energy
    cards from your discard pile, show them, shuffle them into your deck (no Trainers, no
    Special Energy)."""
    s = table(hand=[GARBAGE], discard=[PIKACHU, POTION, DCE, FIRE, DARK_GOLBAT, WATER])
    g = s.start()
    g.act(f"play {GARBAGE}")
    assert set(g.decision.keys) == {PIKACHU, FIRE, DARK_GOLBAT, WATER}
    g.act(PIKACHU, DARK_GOLBAT, "done")
    assert Counter(ids(g.p1.deck)) == Counter([PIKACHU, DARK_GOLBAT])
    assert ids(g.p1.discard) == [POTION, DCE, FIRE, WATER, GARBAGE]


def test_nightly_garbage_run_needs_a_card_to_take():
    """With nothing it can take in the discard pile it is not offered."""
    g = table(hand=[GARBAGE], discard=[POTION, DCE]).start()
    assert f"play {GARBAGE}" not in keys(g)


# --- 78 Goop Gas Attack --------------------------------------------------------------------
def test_goop_gas_attack_stops_every_power_until_the_end_of_the_opponents_turn():
    """Goop Gas Attack: all Pokémon Powers stop working until the end of the opponent's next
    turn — the player's own (Rain Dance) and the opponent's (Damage Swap) — and work again
    on the player's following turn."""
    s = table(hand=[GOOP, WATER, WATER], deck=[FIRE] * 3)
    s.p1.bench(BLASTOISE)
    s.p2.active(SEEL, damage=10)
    s.p2.bench(ALAKAZAM)
    s.p2.hand(FIRE)
    g = s.start()
    assert "power bench1 Rain Dance" in keys(g)
    g.act(f"play {GOOP}")
    assert "power bench1 Rain Dance" not in keys(g)
    g.act("attack Jab")
    assert g.current == "p2" and "power bench1 Damage Swap" not in keys(g)
    g.act("end")
    assert g.current == "p1" and "power bench1 Rain Dance" in keys(g)


def test_goop_gas_attack_stops_toxic_gas_too():
    """Muk's Toxic Gas is a Pokémon Power: under Goop Gas Attack it stops as well (every
    Power is off either way: Rain Dance stays off)."""
    s = table(hand=[GOOP, WATER])
    s.p1.bench(BLASTOISE)
    s.p2.active(MUK)
    g = s.start()
    assert "power bench1 Rain Dance" not in keys(g)
    g.act(f"play {GOOP}")
    assert "power bench1 Rain Dance" not in keys(g)


# --- 79 Sleep! ------------------------------------------------------------------------------
def test_sleep_heads_the_defending_pokemon_falls_asleep():
    """Sleep!: flip a coin; heads, the Defending Pokémon is now Asleep. It is a Trainer, not
    an attack: Mewtwo's Barrier (effects of attacks) does not stop it."""
    g = table(hand=[SLEEP]).coins("H").start()
    g.act(f"play {SLEEP}")
    assert g.p2.active.conditions == {"asleep"}
    g = table(hand=[SLEEP]).coins("T").start()
    g.act(f"play {SLEEP}")
    assert g.p2.active.conditions == frozenset()
    s = table(hand=[SLEEP], deck=[FIRE] * 3)
    s.p2.active(MEWTWO, energy=["Psychic"] * 2)
    g = s.coins("H").start("p2")
    g.act("attack Barrier")  # p2's Mewtwo: prevent all effects of attacks done to it
    assert g.current == "p1" and g.p2.active.has_effect("barrier")
    g.act(f"play {SLEEP}")
    assert g.p2.active.conditions == {"asleep"}


# --- 81 Full Heal Energy, 82 Potion Energy ---------------------------------------------------
def test_full_heal_energy_cures_when_attached_from_the_hand():
    """Full Heal Energy: provides Colorless; played from the hand, the Pokémon it is attached
    to is no longer Asleep, Confused, Paralyzed or Poisoned."""
    s = table(hand=[FULL_HEAL_ENERGY])
    s.p1.active(HITMONCHAN, energy=["Fighting"], conditions=["confused", "poisoned"])
    g = s.start()
    g.act(f"attach {FULL_HEAL_ENERGY} active")
    assert g.p1.active.conditions == frozenset()
    assert "attack Jab" in keys(g)


def test_potion_energy_removes_a_counter_when_attached_from_the_hand():
    """Potion Energy: provides Colorless; played from the hand, remove 1 damage counter from
    that Pokémon, if it has any."""
    s = table(hand=[POTION_ENERGY])
    s.p1.active(HITMONCHAN, energy=["Fighting"], damage=30)
    g = s.start()
    g.act(f"attach {POTION_ENERGY} active")
    assert g.p1.active.damage == 20
    s = table(hand=[POTION_ENERGY])
    s.p1.bench(MACHOP)
    g = s.start()
    g.act(f"attach {POTION_ENERGY} bench1")
    assert g.p1.bench[0].damage == 0 and ids(g.p1.bench[0].energy) == [POTION_ENERGY]


def test_a_determinized_copy_keeps_the_hand_being_looked_at():
    """While Rocket's Sneak Attack shows the opponent's hand, a copy dealt for the AI's
    search keeps that hand (it is seen), and the choice replays in it."""
    s = table(hand=[SNEAK], deck=[FIRE] * 5, opp_hand=[GUST, PIKACHU, BILL],
              opp_deck=[WATER, GRASS, POTION, SWITCH, FIRE])
    g = s.start()
    g.act(f"play {SNEAK}")
    for seed in range(5):
        copy = g.determinized("p1", seed)
        assert ids(copy.p2.hand) == [GUST, PIKACHU, BILL]
        assert set(copy.decision.keys) == {GUST, BILL}
