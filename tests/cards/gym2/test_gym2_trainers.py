"""Gym Challenge (gym2): the Trainer cards and Stadiums (gym2-17 … gym2-126), in number order.

Docstrings give the card's text in our own words and name the source a case follows
(spec = shared/spec/old-school-rules.txt, RULINGS = shared/RULINGS.md). "With X in its
name" counts the Owner's name of an Owner's Pokémon.
"""

from __future__ import annotations

from collections import Counter

import pytest

from oldback.testing import Scenario, check_invariants
from oldback.testing import card_ids as ids

BLAINE, GIOVANNI, KOGA, SABRINA = "gym2-17", "gym2-18", "gym2-19", "gym2-20"
BLAINE2, GIOVANNI2, KOGA2, SABRINA2 = "gym2-100", "gym2-104", "gym2-106", "gym2-110"
PROTECTION, CHAOS, KINDNESS, LAST_RESORT = "gym2-101", "gym2-102", "gym2-103", "gym2-105"
SECRET_PLAN, WISH, RESISTANCE_GYM = "gym2-107", "gym2-108", "gym2-109"
QUIZ2, QUIZ3, CINNABAR, FUCHSIA, NINJA = "gym2-111", "gym2-112", "gym2-113", "gym2-114", "gym2-115"
MASTER_BALL, MAX_REVIVE, TEARS, MINEFIELD = "gym2-116", "gym2-117", "gym2-118", "gym2-119"
EXPERIMENT, PSYCHIC_CONTROL, SAFFRON, VIRIDIAN = "gym2-120", "gym2-121", "gym2-122", "gym2-123"
FERVOR, WALLS, WARP = "gym2-124", "gym2-125", "gym2-126"

BLAINES_GROWLITHE, GIOVANNIS_MEOWTH, GIOVANNIS_PERSIAN = "gym1-35", "gym2-43", "gym2-8"
KOGAS_GRIMER, KOGAS_PIDGEY, BROCKS_ONIX, MISTYS_SEEL = "gym2-78", "gym2-49", "gym1-69", "gym1-88"
SABRINAS_DROWZEE, SABRINAS_JYNX, SURGES_SPEAROW = "gym1-92", "gym1-59", "gym1-52"
HITMONCHAN, SEEL, PIKACHU, MACHOP, MAGNETON, MEOWTH = (
    "base1-7", "base1-41", "base1-58", "base1-52", "base1-9", "base1-55")
DITTO = "base3-3"
BILL, ENERGY_REMOVAL, GUST, PLUSPOWER, SWITCH = (
    "base1-91", "base1-92", "base1-93", "base1-84", "base1-95")
FIRE, WATER, FIGHTING, GRASS, LIGHTNING, PSYCHIC = (
    "base1-98", "base1-102", "base1-97", "base1-99", "base1-100", "base1-101")


def table(hand=(), deck=(), discard=(), active=HITMONCHAN, energy=("Fighting",),
          damage=0) -> Scenario:
    s = Scenario()
    s.p1.active(active, energy=list(energy), damage=damage)
    s.p1.hand(*hand).deck(*deck).discard(*discard)
    s.p2.active(SEEL)
    return s


def plays(g) -> list[str]:
    return [k for k in g.decision.keys if k.startswith("play ")]


# --- 17 Blaine --------------------------------------------------------------------------------
def test_blaine_attaches_two_fire_energy_to_a_blaine_pokemon_as_the_turns_energy():
    """Blaine: instead of the turn's Energy card, attach 2 Fire Energy cards from your hand
    to 1 of your Pokémon with Blaine in its name; no other Energy may be attached after."""
    s = table(hand=[BLAINE, FIRE, FIRE, WATER], active=BLAINES_GROWLITHE, energy=())
    g = s.start()
    g.act(f"play {BLAINE}", FIRE)  # the first Fire Energy is the only choice: taken
    assert ids(g.p1.active.energy) == [FIRE, FIRE]
    assert not any(k.startswith("attach ") for k in g.decision.keys)


def test_blaine_is_not_played_after_the_turns_energy_or_without_a_blaine_pokemon():
    assert plays(table(hand=[BLAINE2, FIRE]).start()) == []
    g = table(hand=[BLAINE, FIRE, WATER], active=BLAINES_GROWLITHE, energy=()).start()
    g.act(f"attach {WATER} active")
    assert plays(g) == []


# --- 18 Giovanni ------------------------------------------------------------------------------
def test_giovanni_lets_a_giovanni_pokemon_evolve_on_the_first_turn_and_after_benching():
    """Giovanni: 1 of your Pokémon with Giovanni in its name may evolve this turn even on
    the first turn, or just after it was played (RULINGS: nobody evolves on the first turn
    otherwise)."""
    s = table(hand=[GIOVANNI, GIOVANNIS_PERSIAN], active=GIOVANNIS_MEOWTH, energy=())
    g = s.start(first_turn=True)
    assert f"evolve {GIOVANNIS_PERSIAN} active" not in g.decision.keys
    g.act(f"play {GIOVANNI}")
    g.act(f"evolve {GIOVANNIS_PERSIAN} active")
    assert g.p1.active.card.id == GIOVANNIS_PERSIAN


def test_giovanni_works_on_a_pokemon_benched_this_turn_only_if_chosen():
    s = table(hand=[GIOVANNI2, GIOVANNIS_MEOWTH, GIOVANNIS_PERSIAN])
    s.p1.bench(MEOWTH)
    g = s.start()
    assert plays(g) == []  # no Giovanni Pokémon in play yet
    g.act(f"bench {GIOVANNIS_MEOWTH}")
    assert f"evolve {GIOVANNIS_PERSIAN} bench2" not in g.decision.keys
    g.act(f"play {GIOVANNI2}", f"evolve {GIOVANNIS_PERSIAN} bench2")
    assert g.p1.bench[1].card.id == GIOVANNIS_PERSIAN


# --- 19 Koga ----------------------------------------------------------------------------------
def test_koga_poisons_the_defending_pokemon_damaged_by_a_koga_pokemon():
    """Koga: this turn, an attack of a Pokémon with Koga in its name that damages the
    Defending Pokémon then Poisons it."""
    g = table(hand=[KOGA], active=KOGAS_GRIMER, energy=("Grass", "Grass")).start()
    g.act(f"play {KOGA}", "attack Sludge Toss")
    # 20 from the attack, 10 from Poison at the Pokémon Checkup that ends the turn
    assert g.p2.active.damage == 30 and "poisoned" in g.p2.active.conditions


def test_koga_does_nothing_for_other_pokemon():
    g = table(hand=[KOGA2]).start()
    g.act(f"play {KOGA2}", "attack Jab")
    assert g.p2.active.conditions == frozenset()


# --- 20 Sabrina -------------------------------------------------------------------------------
def test_sabrina_moves_all_energy_between_sabrina_pokemon():
    """Sabrina: take all Energy cards attached to 1 of your Pokémon with Sabrina in its name
    and attach them to another."""
    s = table(hand=[SABRINA], active=SABRINAS_DROWZEE, energy=("Psychic", "Psychic"))
    s.p1.bench(SABRINAS_JYNX)
    s.p1.bench(PIKACHU)
    g = s.start()
    g.act(f"play {SABRINA}")
    assert g.p1.active.energy == [] and ids(g.p1.bench[0].energy) == [PSYCHIC, PSYCHIC]


def test_sabrina_needs_two_sabrina_pokemon():
    s = table(hand=[SABRINA2], active=SABRINAS_DROWZEE, energy=("Psychic",))
    s.p1.bench(PIKACHU)
    assert plays(s.start()) == []


# --- 101 Brock's Protection -------------------------------------------------------------------
def test_brocks_protection_keeps_energy_removal_away_and_several_may_attach():
    """Brock's Protection: attach to a Pokémon with Brock in its name; its Energy can't be
    removed by the opponent's Trainers. Not a Pokémon Tool: several may attach (spec,
    Main Differences from 2026: pre-Neo attachments are not Tools)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(ENERGY_REMOVAL, BILL)
    s.p2.active(BROCKS_ONIX, energy=["Fighting"], attached=[PROTECTION, PROTECTION])
    s.p2.bench(PIKACHU, energy=["Lightning"])
    g = s.start()
    assert len(g.p2.active.attached) == 2
    g.act(f"play {ENERGY_REMOVAL}")  # only Pikachu's Energy can go: taken at once
    assert ids(g.p2.active.energy) == [FIGHTING] and g.p2.bench[0].energy == []


def test_brocks_protection_attaches_to_brock_pokemon_only_and_stays():
    assert plays(table(hand=[PROTECTION]).start()) == []
    s = table(hand=[PROTECTION, PROTECTION], active=BROCKS_ONIX)
    g = s.start()
    g.act(f"play {PROTECTION}", f"play {PROTECTION}", "end")
    assert ids(g.p1.active.attached) == [PROTECTION, PROTECTION]


def test_brocks_protection_only_guards_against_the_opponent():
    """Only the opponent's removal is stopped: with Energy Removal all its target's Energy
    is protected, so Energy Removal is not offered."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(ENERGY_REMOVAL)
    s.p2.active(BROCKS_ONIX, energy=["Fighting"], attached=[PROTECTION])
    assert plays(s.start()) == []


# --- 102 Chaos Gym ----------------------------------------------------------------------------
def test_chaos_gym_heads_plays_the_trainer_normally():
    """Chaos Gym: a Trainer other than a Stadium is played on a coin: heads, normally."""
    s = table(hand=[BILL], deck=[WATER] * 3)
    s.stadium(CHAOS, "p2")
    s.coins("H")
    g = s.start()
    g.act(f"play {BILL}")
    assert ids(g.p1.hand) == [WATER, WATER] and ids(g.p1.discard) == [BILL]


def test_chaos_gym_tails_the_opponent_may_use_the_card_instead():
    """Tails: the card is not played; the opponent may use it instead (doing what it
    requires); it goes to its owner's discard pile either way."""
    s = table(hand=[BILL], deck=[WATER] * 3)
    s.p2.deck(FIRE, FIRE, FIRE)
    s.stadium(CHAOS, "p2")
    s.coins("T")
    g = s.start()
    g.act(f"play {BILL}")
    assert g.decision.player == "p2" and g.decision.kind == "use-trainer"
    g.act("yes")
    assert ids(g.p2.hand) == [FIRE, FIRE] and g.p1.hand == []
    assert ids(g.p1.discard) == [BILL] and g.p2.discard == []
    check_invariants(g)


def test_chaos_gym_tails_declined_and_stadiums_are_not_flipped_for():
    s = table(hand=[BILL, RESISTANCE_GYM], deck=[WATER] * 3)
    s.p2.deck(FIRE, FIRE)
    s.stadium(CHAOS, "p2")
    s.coins("T")
    g = s.start()
    g.act(f"play {BILL}", "no")
    assert ids(g.p1.hand) == [RESISTANCE_GYM] and g.p2.hand == []
    g.act(f"play {RESISTANCE_GYM}")  # no coin: a Stadium is played normally
    assert g.stadium.id == RESISTANCE_GYM and ids(g.p2.discard) == [CHAOS]


def test_chaos_gym_an_attaching_card_is_not_used_by_the_opponent():
    """A card put into play (PlusPower attaches) is simply not played on tails."""
    s = table(hand=[PLUSPOWER])
    s.stadium(CHAOS)
    s.coins("T")
    g = s.start()
    g.act(f"play {PLUSPOWER}")
    assert g.decision.player == "p1" and ids(g.p1.discard) == [PLUSPOWER]
    assert g.p1.active.attached == []


# --- 103 Erika's Kindness ---------------------------------------------------------------------
def test_erikas_kindness_heals_two_counters_from_every_damaged_pokemon():
    """Erika's Kindness: remove 2 damage counters (1 if it has 1) from each Pokémon, yours
    and your opponent's."""
    s = table(hand=[KINDNESS], damage=30)
    s.p1.bench(PIKACHU, damage=10)
    s.p2.active(SEEL, damage=40)
    g = s.start()
    g.act(f"play {KINDNESS}")
    assert [m.damage for m in g.p1.in_play] == [10, 0] and g.p2.active.damage == 20


# --- 105 Giovanni's Last Resort ---------------------------------------------------------------
def test_giovannis_last_resort_heals_a_giovanni_pokemon_and_discards_the_hand():
    """Giovanni's Last Resort: remove all damage from 1 of your Pokémon with Giovanni in its
    name, then discard your hand."""
    g = table(hand=[LAST_RESORT, FIRE, BILL], active=GIOVANNIS_MEOWTH, energy=(),
              damage=30).start()
    g.act(f"play {LAST_RESORT}")
    assert g.p1.active.damage == 0 and g.p1.hand == []
    assert Counter(ids(g.p1.discard)) == Counter([LAST_RESORT, FIRE, BILL])


# --- 107 Lt. Surge's Secret Plan --------------------------------------------------------------
def _secret(card=BILL) -> Scenario:
    s = table(hand=[SECRET_PLAN, card, FIRE])
    return s


def test_secret_plan_puts_a_card_face_down_hidden_from_the_opponent():
    """Lt. Surge's Secret Plan: a card from your hand goes face down onto your Bench as a
    Basic Pokémon. The opponent's view shows no card of it, nor does the log; its owner
    sees it."""
    g = _secret().start()
    g.act(f"play {SECRET_PLAN}", BILL)
    assert g.p1.bench[0].card.id == BILL
    assert g.view("p1").me.bench[0].card.id == BILL
    seen = g.view("p2").opp.bench[0]
    assert seen.card.id == "face-down" and seen.stack[0].id == "face-down"
    g.act(f"attach {FIRE} bench1")
    assert not any("Bill" in line for line in g.log)
    assert g.log[-1] == "p1 attaches Fire Energy to face-down card"
    check_invariants(g)


def test_secret_plan_a_gusted_trainer_is_turned_over_and_discarded_without_a_prize():
    """A face-down card that becomes the Active Pokémon (the opponent's Gust of Wind) is
    turned over; not being a Basic Pokémon, it is discarded with its cards (no Prize: not
    a Knock Out) and its owner sends up another."""
    s = _secret()
    s.p2.hand(GUST).deck(WATER)
    s.p1.bench(PIKACHU)
    g = s.start()
    g.act(f"play {SECRET_PLAN}", BILL, "end")
    assert g.current == "p2"
    g.act(f"play {GUST}", "opp-bench2")
    assert BILL in ids(g.p1.discard) and [m.card.id for m in g.p1.bench] == [PIKACHU] \
        or g.decision.player == "p1"
    if g.decision.player == "p1":  # p1 sends up a new Active
        g.act(g.decision.keys[0])
    assert BILL in ids(g.p1.discard) and len(g.p2.prizes) == 6
    check_invariants(g)


def test_secret_plan_a_basic_pokemon_turned_over_stays_in_play():
    """A face-down Basic Pokémon turned over (it becomes the Active) stays, a Pokémon like
    any other."""
    s = _secret(PIKACHU)
    s.p2.hand(GUST).deck(WATER)
    g = s.start()
    g.act(f"play {SECRET_PLAN}", PIKACHU, "end", f"play {GUST}")
    assert g.p1.active.card.id == PIKACHU and g.p1.active.effects == ()
    assert g.view("p2").opp.active.card.id == PIKACHU


def test_secret_plan_damage_from_an_attack_turns_it_over():
    """An attack that damages the face-down card turns it over (Magneton's Selfdestruct
    hits each Bench): a Trainer is then discarded, no Prize given for it."""
    s = _secret()
    s.p2.active(MAGNETON, energy=["Lightning"] * 4)
    s.p2.bench(MACHOP)
    s.p2.deck(WATER)
    g = s.start()
    g.act(f"play {SECRET_PLAN}", BILL, "end", "attack Selfdestruct")
    assert BILL in ids(g.p1.discard) and g.p1.bench == []


def test_secret_plan_needs_room_and_another_card():
    assert plays(table(hand=[SECRET_PLAN]).start()) == []


# --- 108 Misty's Wish -------------------------------------------------------------------------
def test_mistys_wish_accepted_switches_a_prize_with_a_hand_card():
    """Misty's Wish: look at a Prize card; the opponent accepts: it is switched with a card
    of your hand (the Prize is named to you only, in your decision)."""
    s = table(hand=[WISH, FIRE])
    s.p1.prizes(PIKACHU, WATER)
    g = s.start()
    g.act(f"play {WISH}")
    assert g.decision.player == "p2" and g.decision.kind == "accept"
    g.act("yes")
    assert ids(g.p1.hand) == [PIKACHU] and ids(g.p1.prizes) == [FIRE, WATER]


def test_mistys_wish_with_prize_cards_face_up_the_player_chooses_which():
    """Misty's Wish, "look at 1 of your Prize cards" (issue 33): with the Prize cards face up
    (Here Comes Team Rocket!) the player chooses which one (decision ``prize``, key: the
    card's id), as for taking a Prize for a Knock Out; that one is switched."""
    s = table(hand=["base5-15", WISH, FIRE])  # Here Comes Team Rocket!
    s.p1.prizes(PIKACHU, WATER)
    g = s.start()
    g.act("play base5-15", f"play {WISH}")
    assert g.decision.player == "p1" and g.decision.kind == "prize"
    assert set(g.decision.keys) == {PIKACHU, WATER}
    g.act(WATER, "yes")
    assert ids(g.p1.hand) == [WATER] and ids(g.p1.prizes) == [PIKACHU, FIRE]


def test_mistys_wish_declined_draws_a_card():
    s = table(hand=[WISH, FIRE], deck=[GRASS])
    s.p1.prizes(PIKACHU, WATER)
    g = s.start()
    g.act(f"play {WISH}", "no")
    assert Counter(ids(g.p1.hand)) == Counter([FIRE, GRASS]) and ids(g.p1.prizes) == [
        PIKACHU, WATER]


# --- 109 Resistance Gym -----------------------------------------------------------------------
def test_resistance_gym_resistance_takes_off_10():
    """Resistance Gym: each Resistance is reduced by 20 (-30 becomes -10): Jab 20 against
    Lt. Surge's Spearow (resists Fighting) does 10."""
    s = table()
    s.p2.active(SURGES_SPEAROW)
    s.stadium(RESISTANCE_GYM)
    g = s.start()
    g.act("attack Jab")
    assert g.p2.active.damage == 10


# --- 111 Blaine's Quiz #2 ---------------------------------------------------------------------
@pytest.mark.parametrize("guess, p1_draws, p2_draws", [("Energy", 0, 2), ("Trainer", 2, 0)])
def test_blaines_quiz_2_opponent_guesses_the_kind_of_card(guess, p1_draws, p2_draws):
    """Blaine's Quiz #2: a card of your hand face down; the opponent guesses Pokémon,
    Trainer or Energy: right, they draw 2; wrong, you draw 2. The card comes back."""
    s = table(hand=[QUIZ2, FIRE, PIKACHU], deck=[WATER] * 2)
    s.p2.deck(GRASS, GRASS)
    g = s.start()
    g.act(f"play {QUIZ2}", FIRE)
    assert g.decision.player == "p2" and g.decision.keys == ["Pokémon", "Trainer", "Energy"]
    assert not any("Fire" in line for line in g.log)  # face down: not named
    g.act(guess)
    assert len(g.p1.hand) == 2 + p1_draws and len(g.p2.hand) == p2_draws


# --- 112 Blaine's Quiz #3 ---------------------------------------------------------------------
def test_blaines_quiz_3_opponent_guesses_the_name_from_an_attack():
    """Blaine's Quiz #3: a Pokémon card face down; its player tells the name of 1 of its
    attacks; the opponent guesses the card's name: right, they draw 3."""
    s = table(hand=[QUIZ3, PIKACHU], deck=[WATER] * 3)
    s.p2.deck(GRASS, GRASS, GRASS)
    g = s.start()
    g.act(f"play {QUIZ3}")
    assert g.decision.kind == "guess" and set(g.decision.keys) == {"Gnaw",
                                                                          "Thunder Jolt"}
    g.act("Thunder Jolt")
    assert g.decision.player == "p2" and PIKACHU in g.decision.keys  # Pikachu's first print
    g.act(PIKACHU)
    assert len(g.p2.hand) == 3 and ids(g.p1.hand) == [PIKACHU]


def test_blaines_quiz_3_wrong_guess_lets_the_player_draw_three():
    s = table(hand=[QUIZ3, PIKACHU], deck=[WATER] * 3)
    g = s.start()
    g.act(f"play {QUIZ3}", "Gnaw")
    wrong = next(k for k in g.decision.keys if k != PIKACHU)
    g.act(wrong)
    assert len(g.p1.hand) == 4 and g.p2.hand == []


# --- 113 Cinnabar City Gym --------------------------------------------------------------------
def test_cinnabar_city_gym_water_ignores_weakness_of_blaine_pokemon():
    """Cinnabar City Gym: no Weakness when a Water Pokémon damages a Pokémon with Blaine in
    its name (Misty's Seel's Aurora Beam does 20 to Blaine's Growlithe, not 40)."""
    s = table(active=MISTYS_SEEL, energy=("Water", "Water"))
    s.p2.active(BLAINES_GROWLITHE)
    s.stadium(CINNABAR)
    g = s.start()
    g.act("attack Aurora Beam")
    assert g.p2.active.damage == 20
    s = table(active=MISTYS_SEEL, energy=("Water", "Water"))
    s.p2.active(BLAINES_GROWLITHE)
    g = s.start()
    g.act("attack Aurora Beam")
    assert g.p2.active.damage == 40


# --- 114 Fuchsia City Gym ---------------------------------------------------------------------
def test_fuchsia_city_gym_heads_shuffles_a_koga_pokemon_into_the_deck_once_a_turn():
    """Fuchsia City Gym: once during each player's turn, flip: heads, they may shuffle 1 of
    their Pokémon with Koga in its name and its cards into their deck."""
    s = table()
    s.p1.bench(KOGAS_GRIMER, energy=["Grass"])
    s.stadium(FUCHSIA)
    s.coins("H")
    g = s.start()
    g.act("stadium", "bench1")
    assert g.p1.bench == [] and Counter(ids(g.p1.deck)) == Counter([KOGAS_GRIMER, GRASS])
    assert "stadium" not in g.decision.keys


def test_fuchsia_city_gym_tails_does_nothing_and_is_used_up():
    s = table()
    s.p1.bench(KOGAS_GRIMER)
    s.stadium(FUCHSIA)
    s.coins("T")
    g = s.start()
    g.act("stadium")
    assert len(g.p1.bench) == 1 and "stadium" not in g.decision.keys


# --- 115 Koga's Ninja Trick -------------------------------------------------------------------
def test_kogas_ninja_trick_switches_out_before_the_opponents_attack():
    """Koga's Ninja Trick: when the opponent attacks, its holder (the Active, with Koga in
    its name) may switch with a Benched Pokémon before the damage; the card is then
    discarded (its Pokémon went to the Bench)."""
    s = Scenario()
    s.p1.active(KOGAS_GRIMER, attached=[NINJA])
    s.p1.bench(MACHOP)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Jab")
    assert g.decision.player == "p1" and g.decision.keys == ["done", "bench1"]
    g.act("bench1")
    assert g.p1.active.card.id == MACHOP and g.p1.active.damage == 20
    assert g.p1.bench[0].damage == 0 and ids(g.p1.discard) == [NINJA]


def test_kogas_ninja_trick_may_be_declined_and_only_attaches_to_a_koga_active():
    assert plays(table(hand=[NINJA]).start()) == []
    s = Scenario()
    s.p1.active(KOGAS_GRIMER, attached=[NINJA])
    s.p1.bench(MACHOP)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Jab", "done")
    assert g.p1.active.damage == 20 and ids(g.p1.active.attached) == [NINJA]


# --- 116 Master Ball --------------------------------------------------------------------------
def test_master_ball_may_take_a_pokemon_of_the_top_seven_and_shuffles_the_rest():
    """Master Ball: look at the top 7 cards; you may take a Basic Pokémon or Evolution card
    of them, shown; shuffle the rest into the deck."""
    deck = [FIRE, PIKACHU, WATER, GRASS, FIRE, FIRE, FIRE, MACHOP]
    g = table(hand=[MASTER_BALL], deck=deck).start()
    g.act(f"play {MASTER_BALL}")
    assert set(g.decision.keys) == {PIKACHU, "done"}  # Machop is 8th
    g.act(PIKACHU)
    assert ids(g.p1.hand) == [PIKACHU] and len(g.p1.deck) == 7


# --- 117 Max Revive ---------------------------------------------------------------------------
def test_max_revive_discards_two_energy_to_bench_a_basic_from_the_discard_pile():
    """Max Revive: discard 2 Energy cards from your hand to put a Basic Pokémon from your
    discard pile onto your Bench."""
    g = table(hand=[MAX_REVIVE, FIRE, WATER, BILL], discard=[PIKACHU]).start()
    g.act(f"play {MAX_REVIVE}", FIRE)
    assert [m.card.id for m in g.p1.bench] == [PIKACHU] and ids(g.p1.hand) == [BILL]
    assert g.p1.bench[0].damage == 0


def test_max_revive_needs_two_energy_cards():
    assert plays(table(hand=[MAX_REVIVE, FIRE, BILL], discard=[PIKACHU]).start()) == []


# --- 118 Misty's Tears ------------------------------------------------------------------------
def test_mistys_tears_finds_up_to_two_water_energy():
    """Misty's Tears: discard 1 other card to take up to 2 Water Energy from the deck."""
    g = table(hand=[TEARS, FIRE], deck=[WATER, GRASS, WATER, WATER]).start()
    g.act(f"play {TEARS}", WATER, WATER)
    assert ids(g.p1.hand) == [WATER, WATER] and ids(g.p1.discard) == [FIRE, TEARS]


# --- 119 Rocket's Minefield Gym ---------------------------------------------------------------
@pytest.mark.parametrize("face, damage", [("T", 20), ("H", 0)])
def test_rockets_minefield_gym_benching_a_basic_flips_for_two_counters(face, damage):
    """Rocket's Minefield Gym: a Basic Pokémon put onto the Bench from the hand: flip,
    tails 2 damage counters on it."""
    s = table(hand=[PIKACHU])
    s.stadium(MINEFIELD, "p2")
    s.coins(face)
    g = s.start()
    g.act(f"bench {PIKACHU}")
    assert g.p1.bench[0].damage == damage


# --- 120 Rocket's Secret Experiment -----------------------------------------------------------
def test_rockets_secret_experiment_heads_takes_any_card():
    s = table(hand=[EXPERIMENT], deck=[FIRE, BILL])
    s.coins("H")
    g = s.start()
    g.act(f"play {EXPERIMENT}", BILL)
    assert ids(g.p1.hand) == [BILL]


def test_rockets_secret_experiment_tails_no_trainers_until_the_end_of_the_next_turn():
    """Tails: you can't play Trainer cards until the end of your next turn."""
    s = table(hand=[EXPERIMENT, BILL], deck=[FIRE] * 3)
    s.p2.deck(WATER, WATER)
    s.coins("T")
    g = s.start()
    g.act(f"play {EXPERIMENT}")
    assert plays(g) == []
    g.act("end", "end")
    assert g.current == "p1" and plays(g) == []
    g.act("end", "end")
    assert plays(g) == [f"play {BILL}"]


# --- 121 Sabrina's Psychic Control ------------------------------------------------------------
def test_sabrinas_psychic_control_heads_uses_a_trainer_from_the_opponents_pile():
    """Sabrina's Psychic Control: heads, use a Trainer of the opponent's discard pile that
    isn't put into play as if it were in your hand; it stays in their pile."""
    s = table(hand=[PSYCHIC_CONTROL], deck=[FIRE, FIRE])
    s.p2.discard(BILL, PLUSPOWER)
    s.coins("H")
    g = s.start()
    g.act(f"play {PSYCHIC_CONTROL}")
    assert set(g.decision.keys) == {BILL, "done"}  # PlusPower is put into play
    g.act(BILL)
    assert ids(g.p1.hand) == [FIRE, FIRE] and ids(g.p2.discard) == [BILL, PLUSPOWER]
    check_invariants(g)


def test_sabrinas_psychic_control_tails_and_nothing_to_use():
    s = table(hand=[PSYCHIC_CONTROL], deck=[FIRE, FIRE])
    s.p2.discard(BILL)
    s.coins("T")
    g = s.start()
    g.act(f"play {PSYCHIC_CONTROL}")
    assert g.p1.hand == []
    s = table(hand=[PSYCHIC_CONTROL])
    s.p2.discard(PLUSPOWER)
    assert plays(s.start()) == []


# --- 122 Saffron City Gym ---------------------------------------------------------------------
def test_saffron_city_gym_returns_basic_energy_from_sabrina_pokemon_as_often_as_liked():
    """Saffron City Gym: as often as they like during their turn, a player may return 1
    basic Energy card attached to 1 of their Pokémon with Sabrina in its name to their
    hand."""
    s = table(active=SABRINAS_DROWZEE, energy=("Psychic", "Psychic"))
    s.stadium(SAFFRON, "p2")
    g = s.start()
    g.act("stadium", "stadium")
    assert ids(g.p1.hand) == [PSYCHIC, PSYCHIC] and g.p1.active.energy == []
    assert "stadium" not in g.decision.keys


# --- 123 Viridian City Gym --------------------------------------------------------------------
def test_viridian_city_gym_heals_two_counters_when_a_giovanni_pokemon_evolves():
    """Viridian City Gym: whenever a Pokémon with Giovanni in its name evolves, its owner
    removes 2 damage counters from it."""
    s = table(hand=[GIOVANNIS_PERSIAN], active=GIOVANNIS_MEOWTH, energy=(), damage=30)
    s.stadium(VIRIDIAN)
    g = s.start()
    g.act(f"evolve {GIOVANNIS_PERSIAN} active")
    assert g.p1.active.damage == 10


# --- 124 Fervor -------------------------------------------------------------------------------
def test_fervor_takes_the_fire_energy_of_the_top_three_and_discards_the_rest():
    """Fervor: show the top 3 cards; Fire Energy cards there go into the hand, the rest to
    the discard pile."""
    g = table(hand=[FERVOR], deck=[FIRE, WATER, FIRE, GRASS]).start()
    g.act(f"play {FERVOR}")
    assert ids(g.p1.hand) == [FIRE, FIRE] and ids(g.p1.deck) == [GRASS]
    assert ids(g.p1.discard) == [WATER, FERVOR]


# --- 125 Transparent Walls --------------------------------------------------------------------
def test_transparent_walls_prevents_damage_to_the_bench_until_the_opponents_turn_ends():
    """Transparent Walls: until the end of the opponent's next turn, damage from attacks to
    your Benched Pokémon is prevented (Selfdestruct hits the other Bench as usual)."""
    s = table(hand=[WALLS], active="base1-56", energy=())  # Onix: 90 HP outlasts the 80
    s.p1.bench(PIKACHU)
    s.p2.active(MAGNETON, energy=["Lightning"] * 4)
    s.p2.bench(MACHOP)
    s.p2.deck(WATER)
    g = s.start()
    g.act(f"play {WALLS}", "attack Selfdestruct")  # p1 had nothing left: its turn ended
    # Magneton Knocked itself Out: p2's Machop, hit on the Bench, came up in its place
    assert g.p1.bench[0].damage == 0 and g.p2.active.card.id == MACHOP
    assert g.p2.active.damage == 20


# --- 126 Warp Point ---------------------------------------------------------------------------
def test_warp_point_the_opponent_switches_then_you_do():
    """Warp Point: the opponent chooses a Benched Pokémon to switch with their Active; then
    you switch yours."""
    s = table(hand=[WARP])
    s.p1.bench(PIKACHU)
    s.p2.bench(MACHOP)
    s.p2.bench(MEOWTH)
    g = s.start()
    g.act(f"play {WARP}")
    assert g.decision.player == "p2"
    g.act("bench2")
    assert g.p2.active.card.id == MEOWTH and g.p1.active.card.id == PIKACHU


def test_warp_point_needs_a_bench_somewhere():
    assert plays(table(hand=[WARP]).start()) == []


# --- the hard ones, more cases ---------------------------------------------------------------
GIOVANNIS_MACHOP, GIOVANNIS_MACHOKE, GIOVANNIS_MACHAMP = "gym2-72", "gym2-42", "gym2-6"
POLIWRATH, POTION = "base1-13", "base1-94"


def test_giovanni_the_pokemon_it_evolves_into_may_evolve_again():
    """Giovanni: the effect also applies to the Pokémon it evolves into: Basic, Stage 1
    and Stage 2 in one turn (the first turn here)."""
    s = table(hand=[GIOVANNI, GIOVANNIS_MACHOKE, GIOVANNIS_MACHAMP], active=GIOVANNIS_MACHOP,
              energy=())
    g = s.start(first_turn=True)
    g.act(f"play {GIOVANNI}", f"evolve {GIOVANNIS_MACHOKE} active",
          f"evolve {GIOVANNIS_MACHAMP} active")
    assert [c.id for c in g.p1.active.stack] == [GIOVANNIS_MACHOP, GIOVANNIS_MACHOKE,
                                                  GIOVANNIS_MACHAMP]


def test_brocks_protection_stops_an_attack_discarding_the_defending_energy():
    """Brock's Protection: the opponent's attacks can't remove the Energy either
    (Poliwrath's Whirlpool still does its damage)."""
    s = Scenario()
    s.p1.active(BROCKS_ONIX, energy=["Fighting"], attached=[PROTECTION])
    s.p2.active(POLIWRATH, energy=["Water"] * 4)
    g = s.start("p2")
    g.act("attack Whirlpool")
    assert ids(g.p1.active.energy) == [FIGHTING] and g.p1.active.damage == 40


def test_chaos_gym_the_opponent_is_not_asked_for_a_card_they_cannot_play():
    """Tails: the opponent may use the card only if they can do all it requires (Potion
    needs a damaged Pokémon of theirs): not asked otherwise."""
    s = table(hand=[POTION], damage=20)
    s.stadium(CHAOS)
    s.coins("T")
    g = s.start()
    g.act(f"play {POTION}")
    assert g.decision.player == "p1" and g.p1.active.damage == 20
    assert ids(g.p1.discard) == [POTION]


def test_secret_plan_a_face_down_pokemon_may_evolve_and_is_then_shown():
    """A face-down Basic Pokémon may evolve on a later turn (only a card of its name evolves
    it); the evolved Pokémon is face up."""
    s = table(hand=[SECRET_PLAN, GIOVANNIS_MEOWTH, GIOVANNIS_PERSIAN], deck=[FIRE])
    s.p2.deck(WATER)
    g = s.start()
    g.act(f"play {SECRET_PLAN}", GIOVANNIS_MEOWTH)
    assert g.view("p2").opp.bench[0].card.id == "face-down"
    g.act("end", "end")
    g.act(f"evolve {GIOVANNIS_PERSIAN} bench1")
    assert g.view("p2").opp.bench[0].card.id == GIOVANNIS_PERSIAN
    assert g.p1.bench[0].effects == ()


def test_secret_plan_a_face_down_ditto_keeps_the_face_down_facts():
    """A Ditto put face down is a face-down card like any other until turned over: its
    Transform does not work (face down, its Powers do not), so it keeps the face-down
    card's facts at every later step, and the opponent's view still shows no card."""
    s = _secret(DITTO)
    s.p1.deck(WATER)
    g = s.start()
    g.act(f"play {SECRET_PLAN}", DITTO)
    assert g.p1.bench[0].card.id == DITTO
    g.act(f"attach {FIRE} bench1")
    mon = g.p1.bench[0]
    assert mon.facts.id == "face-down" and mon.hp == 1000 and mon.attacks == ()
    assert g.view("p2").opp.bench[0].card.id == "face-down"
    g.act("reveal bench1")
    assert g.p1.bench[0].facts.id == DITTO and g.p1.bench[0].hp == 50
    check_invariants(g)


def test_kogas_ninja_trick_is_discarded_when_its_pokemon_retreats():
    """Koga's Ninja Trick: if its Pokémon goes to the Bench, the card is discarded."""
    s = Scenario()
    s.p1.active(KOGAS_GRIMER, energy=["Grass"], attached=[NINJA])
    s.p1.bench(MACHOP)
    s.p2.active(SEEL)
    s.p2.deck(WATER)
    g = s.start()
    g.act("retreat", "end")
    assert ids(g.p1.discard) == [GRASS, NINJA]


@pytest.mark.parametrize("card, stays", [(BILL, False), (PIKACHU, True)])
def test_secret_plan_its_owner_may_turn_it_over_during_their_turn(card, stays):
    """Lt. Surge's Secret Plan: "at any time during your turn, you may flip the card over"
    (key ``reveal <slot>``): a Basic Pokémon stays, shown to both; any other card is
    discarded with its cards."""
    g = _secret(card).start()
    g.act(f"play {SECRET_PLAN}", card)
    assert "reveal bench1" in g.decision.keys
    g.act("reveal bench1")
    if stays:
        assert g.view("p2").opp.bench[0].card.id == PIKACHU
        assert g.p1.bench[0].hp == 40 and "reveal bench1" not in g.decision.keys
    else:
        assert g.p1.bench == [] and ids(g.p1.discard) == [SECRET_PLAN, BILL]
    check_invariants(g)


def test_fuchsia_city_gym_may_take_the_active_and_a_new_one_comes_up():
    """Fuchsia City Gym on the Active Pokémon: it and its cards go into the deck, and its
    owner sends up a Benched Pokémon (every card accounted for meanwhile)."""
    s = table(active=KOGAS_GRIMER, energy=("Grass",))
    s.p1.bench(MACHOP)
    s.p1.bench(PIKACHU)
    s.stadium(FUCHSIA)
    s.coins("H")
    g = s.start()
    g.act("stadium", "active")
    assert g.decision.kind == "promote"
    check_invariants(g)
    g.act("bench2")
    assert g.p1.active.card.id == PIKACHU and Counter(ids(g.p1.deck)) == Counter(
        [KOGAS_GRIMER, GRASS])


def test_secret_plan_the_browser_table_shows_the_card_to_its_owner_only():
    """The web table is built from the views: the owner sees the card, the opponent and a
    spectator a face-down card (with details of its own, no card of the catalog)."""
    from oldback.web.rooms import card_info, snapshot

    g = _secret().start()
    g.act(f"play {SECRET_PLAN}", BILL)
    mine, _ = snapshot(g, "p1")
    theirs, ids = snapshot(g, "p2")
    watched, _ = snapshot(g, "watch")
    assert [m["card"] for m in mine["me"]["bench"]] == [BILL]
    assert [m["card"] for m in theirs["opp"]["bench"]] == ["face-down"]
    assert [m["card"] for m in watched["me"]["bench"]] == ["face-down"]
    assert BILL not in ids and card_info("face-down")["name"] == "face-down card"


def test_secret_plan_a_determinized_copy_deals_the_face_down_card_anew():
    """Hidden information for the search player: its determinized copies deal the
    opponent's face-down card from the opponent's hidden cards, like their hand; the owner's
    own copies keep it."""
    s = table(hand=[SECRET_PLAN, BILL, FIRE], deck=[WATER] * 8)
    g = s.start()
    g.act(f"play {SECRET_PLAN}", BILL)
    dealt = {g.determinized("p2", seed).p1.bench[0].card.id for seed in range(12)}
    assert len(dealt) > 1  # any of p1's hidden cards: hand, deck, Prize cards, this one
    assert {g.determinized("p1", seed).p1.bench[0].card.id for seed in range(4)} == {BILL}


@pytest.mark.parametrize("face, benched", [("H", True), ("T", False)])
def test_chaos_gym_flips_for_a_trainer_played_as_a_pokemon(face, benched):
    """Chaos Gym: Clefairy Doll is a Trainer card too (RULINGS: it is played, as a Basic
    Pokémon); tails, it is not played and goes to its owner's discard pile (being put into
    play, the opponent can't use it)."""
    s = table(hand=["base1-70"])
    s.stadium(CHAOS, "p2")
    s.coins(face)
    g = s.start()
    g.act("bench base1-70")
    assert bool(g.p1.bench) == benched and (ids(g.p1.discard) == []) == benched
    assert g.decision.player == "p1"
    check_invariants(g)
