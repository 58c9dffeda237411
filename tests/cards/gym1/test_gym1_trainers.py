"""Gym Heroes (gym1): the Trainer cards and Stadiums (gym1-15 … gym1-126), in number order.

Docstrings give the card's text in our own words and name the source a case follows
(spec = shared/spec/old-school-rules.txt, RULINGS = shared/RULINGS.md). "With X in its
name" counts the Owner's name of an Owner's Pokémon (Misty's Seel has Misty in its name).
p1's Active keeps an Energy so that an attack stays offered and the turn never ends by
itself.
"""

from __future__ import annotations

from collections import Counter

import pytest

from oldback.engine.scripts import SCRIPTS
from oldback.testing import Scenario, check_invariants
from oldback.testing import card_ids as ids

BROCK, ERIKA, SURGE, MISTY, TRAP = "gym1-15", "gym1-16", "gym1-17", "gym1-18", "gym1-19"
QUIZ1, BROCK2, CHARITY, ERIKA2 = "gym1-97", "gym1-98", "gym1-99", "gym1-100"
SURGE2, MISTY2, NO_REMOVAL, TRAINING_GYM = "gym1-101", "gym1-102", "gym1-103", "gym1-104"
LAST_RESORT, TRAINING_METHOD, CELADON, CERULEAN = "gym1-105", "gym1-106", "gym1-107", "gym1-108"
MAIDS, PERFUME, MANNERS, TREATY = "gym1-109", "gym1-110", "gym1-111", "gym1-112"
MINION, WRATH, PEWTER, RECALL = "gym1-113", "gym1-114", "gym1-115", "gym1-116"
ESP, MISSION, TICKLING, VERMILION = "gym1-117", "gym1-118", "gym1-119", "gym1-120"
GAMBLE, FLOW, DUEL, NARROW = "gym1-121", "gym1-122", "gym1-123", "gym1-124"
GAZE, TRASH = "gym1-125", "gym1-126"

MISTYS_SEEL, SURGES_SPEAROW, BROCKS_MANKEY, BROCKS_ONIX = (
    "gym1-88", "gym1-52", "gym1-67", "gym1-69")
ERIKAS_BELLSPROUT, ERIKAS_ODDISH, SABRINAS_DROWZEE = "gym1-75", "gym1-47", "gym1-92"
HITMONCHAN, SEEL, PIKACHU, CHARMANDER, CHARMELEON = (
    "base1-7", "base1-41", "base1-58", "base1-46", "base1-24")
MACHOP, ONIX = "base1-52", "base1-56"
BILL, ENERGY_REMOVAL, GUST, POTION = "base1-91", "base1-92", "base1-93", "base1-94"
FIRE, WATER, FIGHTING, GRASS, LIGHTNING = (
    "base1-98", "base1-102", "base1-97", "base1-99", "base1-100")


def table(hand=(), deck=(), discard=(), active=HITMONCHAN, energy=("Fighting",),
          damage=0) -> Scenario:
    s = Scenario()
    s.p1.active(active, energy=list(energy), damage=damage)
    s.p1.hand(*hand).deck(*deck).discard(*discard)
    s.p2.active(SEEL)
    return s


def plays(g) -> list[str]:
    return [k for k in g.decision.keys if k.startswith("play ")]


# --- 15 Brock ---------------------------------------------------------------------------------
def test_brock_removes_one_counter_from_each_damaged_pokemon():
    """Brock: remove 1 damage counter from each of your Pokémon that has any."""
    s = table(hand=[BROCK], damage=30)
    s.p1.bench(PIKACHU, damage=10)
    s.p1.bench(MACHOP)
    s.p2.active(SEEL, damage=20)
    g = s.start()
    g.act(f"play {BROCK}")
    assert [m.damage for m in g.p1.in_play] == [20, 0, 0]
    assert g.p2.active.damage == 20


def test_brock_is_not_played_without_damage_and_its_reprint_is_the_same_card():
    """Brock needs a damaged Pokémon of yours; gym1-98 is a reprint of gym1-15."""
    assert plays(table(hand=[BROCK, BROCK2]).start()) == []
    g = table(hand=[BROCK2], damage=10).start()
    g.act(f"play {BROCK2}")
    assert g.p1.active.damage == 0


# --- 16 Erika ---------------------------------------------------------------------------------
def test_erika_each_player_chooses_how_many_to_draw_up_to_three():
    """Erika: you may draw up to 3 cards, then your opponent may draw up to 3; each player
    chooses the number for themselves."""
    s = table(hand=[ERIKA], deck=[WATER] * 5)
    s.p2.deck(*[FIRE] * 2)
    g = s.start()
    g.act(f"play {ERIKA}")
    assert g.decision.player == "p1" and g.decision.kind == "draw-count"
    assert g.decision.keys == ["3", "2", "1", "0"]
    g.act("2")
    assert g.decision.player == "p2" and g.decision.keys == ["2", "1", "0"]
    g.act("1")
    assert len(g.p1.hand) == 2 and len(g.p2.hand) == 1 and len(g.p2.deck) == 1


# --- 17 Lt. Surge -----------------------------------------------------------------------------
def test_lt_surge_puts_a_basic_from_the_hand_in_as_active():
    """Lt. Surge: a Basic Pokémon from your hand becomes your Active Pokémon; the old one
    goes to the Bench, its Special Conditions gone (spec: leaving the Active Spot)."""
    s = table(hand=[SURGE, PIKACHU])
    s.p1.active(HITMONCHAN, energy=["Fighting"], conditions=["confused"])
    g = s.start()
    g.act(f"play {SURGE}")
    assert g.p1.active.card.id == PIKACHU
    assert [m.card.id for m in g.p1.bench] == [HITMONCHAN]
    assert g.p1.bench[0].conditions == frozenset()


def test_lt_surge_needs_a_basic_in_hand_and_room_on_the_bench():
    """Lt. Surge can't be played without a Basic Pokémon card in hand, nor with a full
    Bench (the card's own words)."""
    assert plays(table(hand=[SURGE, FIRE]).start()) == []
    s = table(hand=[SURGE2, PIKACHU])
    for _ in range(5):
        s.p1.bench(MACHOP)
    assert plays(s.start()) == []


# --- 18 Misty ---------------------------------------------------------------------------------
def test_misty_adds_20_to_the_attack_of_a_pokemon_with_misty_in_its_name():
    """Misty: discard 2 other cards; this turn's attack of a Pokémon with Misty in its name
    that damages the Defending Pokémon does 20 more (Misty's Seel: Aurora Beam 20 → 40)."""
    s = table(hand=[MISTY, FIRE, GRASS], active=MISTYS_SEEL, energy=("Water", "Water"))
    g = s.start()
    g.act(f"play {MISTY}", FIRE)
    assert sorted(ids(g.p1.discard)) == sorted([MISTY, FIRE, GRASS])
    g.act("attack Aurora Beam")
    assert g.p2.active.damage == 40


def test_misty_does_nothing_for_other_pokemon_and_needs_two_other_cards():
    """A Pokémon without Misty in its name gets no bonus (Hitmonchan's Jab stays 20); with
    only one other card in hand Misty can't be played."""
    assert plays(table(hand=[MISTY2, FIRE]).start()) == []
    g = table(hand=[MISTY, FIRE, GRASS]).start()
    g.act(f"play {MISTY}", FIRE, "attack Jab")
    assert g.p2.active.damage == 20


# --- 19 The Rocket's Trap ---------------------------------------------------------------------
def test_rockets_trap_heads_shuffles_three_random_cards_of_the_opponents_hand_away():
    """The Rocket's Trap: heads, 3 cards chosen at random from the opponent's hand are
    shuffled into their deck; tails, nothing."""
    s = table(hand=[TRAP, TRAP])
    s.p2.hand(FIRE, WATER, GRASS, LIGHTNING, FIGHTING)
    s.coins("H", "T")
    g = s.start()
    g.act(f"play {TRAP}")
    assert len(g.p2.hand) == 2 and len(g.p2.deck) == 3
    assert Counter(ids(g.p2.hand + g.p2.deck)) == Counter(
        [FIRE, WATER, GRASS, LIGHTNING, FIGHTING])
    g.act(f"play {TRAP}")
    assert len(g.p2.hand) == 2


# --- 97 Blaine's Quiz #1 ----------------------------------------------------------------------
def test_blaines_quiz_1_right_guess_lets_the_opponent_draw_two():
    """Blaine's Quiz #1: a Pokémon card of your hand face down, its name told; the
    opponent guesses its length (Pikachu: 0.4 m in the Pokédex). Right: they draw 2; the
    card goes back into your hand."""
    s = table(hand=[QUIZ1, PIKACHU], deck=[FIRE] * 3)
    s.p2.deck(*[WATER] * 3)
    g = s.start()
    g.act(f"play {QUIZ1}")
    d = g.decision
    assert d.player == "p2" and d.kind == "guess" and "0.4m" in d.keys
    assert g.view("p1").decision is None and g.view("p2").opp.hand is None
    g.act("0.4m")
    assert len(g.p2.hand) == 2 and ids(g.p1.hand) == [PIKACHU]


def test_blaines_quiz_1_wrong_guess_lets_the_player_draw_two():
    """A wrong guess: the player of the quiz draws 2 instead."""
    s = table(hand=[QUIZ1, PIKACHU], deck=[FIRE] * 3)
    g = s.start()
    g.act(f"play {QUIZ1}", "1.0m")
    assert Counter(ids(g.p1.hand)) == Counter([PIKACHU, FIRE, FIRE]) and g.p2.hand == []


def test_blaines_quiz_1_needs_a_pokemon_card():
    assert plays(table(hand=[QUIZ1, FIRE]).start()) == []


# --- 99 Charity -------------------------------------------------------------------------------
def test_charity_lets_its_player_lower_the_damage_and_comes_back_to_the_hand():
    """Charity: attached to your Active Pokémon; its damage to the Defending Pokémon may be
    reduced by any amount in tens; it returns to your hand at the end of your turn."""
    s = table(hand=[CHARITY])
    g = s.start()
    g.act(f"play {CHARITY}")
    assert ids(g.p1.active.attached) == [CHARITY]
    g.act("attack Jab")
    assert g.decision.kind == "reduce-damage" and g.decision.keys == ["0", "10", "20"]
    g.act("10")
    assert g.p2.active.damage == 10
    assert ids(g.p1.hand) == [CHARITY] and g.p1.active.attached == []


# --- 103 No Removal Gym -----------------------------------------------------------------------
def test_no_removal_gym_energy_removal_costs_two_cards():
    """No Removal Gym: a player must discard 2 cards from their hand to play Energy
    Removal (the price is paid before the card acts)."""
    s = table(hand=[ENERGY_REMOVAL, FIRE, GRASS, BILL])
    s.p2.active(SEEL, energy=["Water"])
    s.stadium(NO_REMOVAL, "p2")
    g = s.start()
    g.act(f"play {ENERGY_REMOVAL}")
    assert g.decision.kind == "discard-from-hand"
    g.act(FIRE, GRASS)
    assert g.p2.active.energy == [] and ids(g.p1.hand) == [BILL]
    assert Counter(ids(g.p1.discard)) == Counter([FIRE, GRASS, ENERGY_REMOVAL])


def test_no_removal_gym_energy_removal_not_playable_without_two_other_cards():
    s = table(hand=[ENERGY_REMOVAL, FIRE])
    s.p2.active(SEEL, energy=["Water"])
    s.stadium(NO_REMOVAL)
    assert plays(s.start()) == []


# --- 104 The Rocket's Training Gym ------------------------------------------------------------
def test_rockets_training_gym_adds_one_to_every_retreat_cost():
    """The Rocket's Training Gym: each Active Pokémon retreats for 1 more (Hitmonchan: 3)."""
    s = table(energy=("Fighting", "Fighting"))
    s.p1.bench(PIKACHU)
    s.stadium(TRAINING_GYM)
    assert "retreat" not in s.start().decision.keys
    s = table(energy=("Fighting",) * 3)
    s.p1.bench(PIKACHU)
    s.stadium(TRAINING_GYM)
    g = s.start()
    g.act("retreat")
    assert len(g.p1.discard) == 3 - 0 and g.p1.active.card.id == PIKACHU


# --- 105 Blaine's Last Resort -----------------------------------------------------------------
def test_blaines_last_resort_only_with_no_other_card_draws_five():
    """Blaine's Last Resort: only with no other card in hand (other copies of it are no
    other card); show the hand, draw 5."""
    assert plays(table(hand=[LAST_RESORT, FIRE], deck=[WATER] * 6).start()) == []
    g = table(hand=[LAST_RESORT, LAST_RESORT], deck=[WATER] * 6).start()
    g.act(f"play {LAST_RESORT}")
    assert Counter(ids(g.p1.hand)) == Counter([LAST_RESORT] + [WATER] * 5)
    assert "p1's hand: Blaine's Last Resort" in g.log


# --- 106 Brock's Training Method --------------------------------------------------------------
def test_brocks_training_method_finds_a_pokemon_with_brock_in_its_name():
    """Brock's Training Method: search for a Pokémon card with Brock in its name (Brock's
    Onix, not Onix), show it, take it."""
    g = table(hand=[TRAINING_METHOD], deck=[ONIX, BROCKS_ONIX, FIRE]).start()
    g.act(f"play {TRAINING_METHOD}")
    assert set(g.decision.keys) == {BROCKS_ONIX, "done"}
    g.act(BROCKS_ONIX)
    assert ids(g.p1.hand) == [BROCKS_ONIX] and "p1 shows Brock's Onix and takes it from " \
        "the deck" in g.log


# --- 107 Celadon City Gym ---------------------------------------------------------------------
def test_celadon_city_gym_discards_an_energy_to_end_conditions_of_an_erika_pokemon():
    """Celadon City Gym: during their turn a player may discard an Energy card attached to
    1 of their Pokémon with Erika in its name; it is no longer Asleep, Confused,
    Paralyzed or Poisoned (the Stadium's action, key ``stadium``)."""
    s = Scenario()
    s.p1.active(ERIKAS_BELLSPROUT, energy=["Grass", "Grass"], conditions=["asleep", "poisoned"])
    s.p2.active(SEEL)
    s.stadium(CELADON, "p2")
    g = s.start()
    g.act("stadium")
    assert g.p1.active.conditions == frozenset() and len(g.p1.active.energy) == 1
    assert ids(g.p1.discard) == [GRASS]


def test_celadon_city_gym_is_not_offered_without_an_erika_pokemon_with_energy():
    s = table()
    s.stadium(CELADON)
    assert "stadium" not in s.start().decision.keys


# --- 108 Cerulean City Gym --------------------------------------------------------------------
def test_cerulean_city_gym_lowers_the_retreat_cost_of_misty_pokemon_only():
    """Cerulean City Gym: a Pokémon with Misty in its name retreats for 1 less (Misty's
    Seel: free); other Pokémon pay in full (Seel: 1)."""
    s = table(active=MISTYS_SEEL, energy=())
    s.p1.bench(PIKACHU)
    s.stadium(CERULEAN)
    g = s.start()
    g.act("retreat")
    assert g.p1.active.card.id == PIKACHU and g.p1.discard == []
    s = table(hand=[MACHOP], active=SEEL, energy=())
    s.p1.bench(PIKACHU)
    s.stadium(CERULEAN)
    assert "retreat" not in s.start().decision.keys


# --- 109 Erika's Maids ------------------------------------------------------------------------
def test_erikas_maids_trades_two_cards_for_two_erika_pokemon():
    """Erika's Maids: discard 2 other cards to take up to 2 Pokémon cards with Erika in
    their names from the deck, shown."""
    g = table(hand=[MAIDS, FIRE, WATER],
              deck=[ERIKAS_ODDISH, ERIKAS_BELLSPROUT, PIKACHU]).start()
    g.act(f"play {MAIDS}", FIRE)  # the second card is the only one left: taken
    assert set(g.decision.keys) == {ERIKAS_ODDISH, ERIKAS_BELLSPROUT, "done"}
    g.act(ERIKAS_ODDISH, ERIKAS_BELLSPROUT)
    assert Counter(ids(g.p1.hand)) == Counter([ERIKAS_ODDISH, ERIKAS_BELLSPROUT])
    assert ids(g.p1.deck) == [PIKACHU]


# --- 110 Erika's Perfume ----------------------------------------------------------------------
def test_erikas_perfume_benches_basics_from_the_opponents_hand():
    """Erika's Perfume: look at the opponent's hand; put any of its Basic Pokémon onto
    their Bench (while there is room)."""
    s = table(hand=[PERFUME])
    s.p2.hand(PIKACHU, MACHOP, FIRE)
    g = s.start()
    g.act(f"play {PERFUME}")
    assert "p2's hand: Pikachu, Machop, Fire Energy" in g.log
    g.act(PIKACHU, "done")
    assert [m.card.id for m in g.p2.bench] == [PIKACHU]
    assert Counter(ids(g.p2.hand)) == Counter([MACHOP, FIRE])


# --- 111 Good Manners -------------------------------------------------------------------------
def test_good_manners_needs_a_hand_without_basics_and_finds_one():
    """Good Manners: only with no Basic Pokémon card in hand; show the hand, take a Basic
    Pokémon card from the deck (shown)."""
    assert plays(table(hand=[MANNERS, PIKACHU], deck=[MACHOP]).start()) == []
    g = table(hand=[MANNERS, FIRE], deck=[MACHOP, CHARMELEON]).start()
    g.act(f"play {MANNERS}")
    assert set(g.decision.keys) == {MACHOP, "done"}
    g.act(MACHOP)
    assert Counter(ids(g.p1.hand)) == Counter([FIRE, MACHOP])


# --- 112 Lt. Surge's Treaty -------------------------------------------------------------------
@pytest.mark.parametrize("choice", ["yes", "no"])
def test_lt_surges_treaty_the_opponent_chooses(choice):
    """Lt. Surge's Treaty: the opponent chooses: each player takes 1 of their Prize cards
    into the hand, or the player of the card draws a card."""
    g = table(hand=[TREATY], deck=[WATER]).start()
    g.act(f"play {TREATY}")
    assert g.decision.player == "p2" and g.decision.kind == "accept"
    g.act(choice)
    if choice == "yes":
        assert len(g.p1.prizes) == 5 and len(g.p2.prizes) == 5 and len(g.p2.hand) == 1
        assert len(g.p1.hand) == 1 and len(g.p1.deck) == 1
    else:
        assert ids(g.p1.hand) == [WATER] and len(g.p1.prizes) == 6


def test_lt_surges_treaty_with_prize_cards_face_up_each_player_chooses():
    """Lt. Surge's Treaty, "everyone chooses 1 of his or her own Prizes" (issue 33): once Here
    Comes Team Rocket! has turned the Prize cards face up, each player chooses which one,
    the player of the card first (decision ``take-prize``, key: the card's id), as for a
    Knock Out. Face down, any blind choice is the same (the first is taken)."""
    s = table(hand=["base5-15", TREATY, FIRE])  # Here Comes Team Rocket!
    s.p1.prizes(PIKACHU, WATER, GRASS)
    s.p2.prizes(FIRE, MACHOP)
    g = s.start()
    g.act("play base5-15", f"play {TREATY}", "yes")
    assert g.decision.player == "p1" and g.decision.kind == "take-prize"
    assert set(g.decision.keys) == {PIKACHU, WATER, GRASS}
    g.act(WATER)
    assert g.decision.player == "p2" and g.decision.kind == "take-prize"
    g.act(MACHOP)
    assert ids(g.p1.prizes) == [PIKACHU, GRASS] and WATER in ids(g.p1.hand)
    assert ids(g.p2.prizes) == [FIRE] and ids(g.p2.hand) == [MACHOP]


# --- 113 Minion of Team Rocket ----------------------------------------------------------------
def test_minion_of_team_rocket_two_heads_returns_a_benched_pokemon_to_the_hand():
    """Minion of Team Rocket: 2 heads, 1 of the opponent's Benched Pokémon and its cards go
    back into their hand."""
    s = table(hand=[MINION])
    s.p2.bench(PIKACHU, energy=["Lightning"])
    s.coins("H", "H")
    g = s.start()
    g.act(f"play {MINION}")
    assert g.p2.bench == [] and Counter(ids(g.p2.hand)) == Counter([PIKACHU, LIGHTNING])
    assert g.current == "p1"


def test_minion_of_team_rocket_a_tails_ends_the_turn():
    """One tails: the turn ends (no attack)."""
    s = table(hand=[MINION])
    s.p2.bench(PIKACHU)
    s.coins("H", "T")
    g = s.start()
    g.act(f"play {MINION}")
    assert g.current == "p2" and len(g.p2.bench) == 1 and g.p2.active.damage == 0


# --- 114 Misty's Wrath ------------------------------------------------------------------------
def test_mistys_wrath_takes_two_of_the_top_seven_and_discards_the_rest():
    """Misty's Wrath: look at the top 7 cards, put 2 into your hand, discard the other 5."""
    deck = [FIRE, WATER, GRASS, PIKACHU, MACHOP, BILL, POTION, LIGHTNING]
    g = table(hand=[WRATH], deck=deck).start()
    g.act(f"play {WRATH}")
    assert g.decision.kind == "take-card" and "done" not in g.decision.keys
    g.act(PIKACHU, BILL)
    assert Counter(ids(g.p1.hand)) == Counter([PIKACHU, BILL])
    assert ids(g.p1.deck) == [LIGHTNING]
    assert Counter(ids(g.p1.discard)) == Counter([WRATH, FIRE, WATER, GRASS, MACHOP, POTION])


# --- 115 Pewter City Gym ----------------------------------------------------------------------
def test_pewter_city_gym_ignores_resistance_for_brock_pokemon():
    """Pewter City Gym: Resistance is not applied to attacks of Pokémon with Brock in their
    names (damage step 4): Brock's Mankey's Light Kick does 10 to Lt. Surge's Spearow,
    which resists Fighting; Hitmonchan's Jab still loses 30 (20 → 0)."""
    s = table(active=BROCKS_MANKEY, energy=("Fighting",))
    s.p2.active(SURGES_SPEAROW)
    s.stadium(PEWTER)
    g = s.start()
    g.act("attack Light Kick")
    assert g.p2.active.damage == 10
    s = table()
    s.p2.active(SURGES_SPEAROW)
    s.stadium(PEWTER)
    g = s.start()
    g.act("attack Jab")
    assert g.p2.active.damage == 0


# --- 116 Recall -------------------------------------------------------------------------------
def test_recall_lets_the_active_use_an_attack_of_the_card_under_it():
    """Recall: this turn your Active Pokémon may use an attack of its Basic Pokémon card
    (Charmeleon over Charmander: Scratch), paying its cost."""
    s = table(hand=[RECALL], active=CHARMELEON, energy=("Fire",))
    s.p1.active(CHARMELEON, energy=["Fire"], under=[CHARMANDER])
    g = s.start()
    assert "attack Scratch" not in g.decision.keys
    g.act(f"play {RECALL}")
    assert "attack Scratch" in g.decision.keys
    g.act("attack Scratch")
    assert g.p2.active.damage == 10


def test_recall_needs_an_evolved_active():
    assert plays(table(hand=[RECALL]).start()) == []


# --- 117 Sabrina's ESP ------------------------------------------------------------------------
@pytest.fixture
def coin_headbutt(monkeypatch):
    """Sabrina's Drowzee's Headbutt made a two-coin attack for the test (heads: Paralyzed;
    heads: Poisoned)."""
    from oldback.effects.coins import flip
    from oldback.effects.conditions import paralyze, poison
    from oldback.effects.define import PokemonScript
    from oldback.effects.pieces import Attack

    monkeypatch.setitem(SCRIPTS, SABRINAS_DROWZEE, PokemonScript(
        {"Headbutt": Attack(flip(heads=paralyze()), flip(heads=poison()))}, {}))


def esp_table(*coins: str) -> Scenario:
    s = table(hand=[ESP], active=SABRINAS_DROWZEE, energy=("Psychic", "Psychic"))
    s.coins(*coins)
    return s


def test_sabrinas_esp_flips_all_the_coins_of_the_attack_again(coin_headbutt):
    """Sabrina's ESP: attached to a Pokémon with Sabrina in its name; when its attack flips
    coins, they may all be flipped again, once: the attack's damage and effects are undone
    and done again (20 damage, not 40), the new coins standing."""
    g = esp_table("T", "T", "H", "H").start()
    g.act(f"play {ESP}", "attack Headbutt")
    assert g.decision.kind == "reflip" and g.p2.active.conditions == frozenset()
    g.act("yes")
    assert g.p2.active.conditions == frozenset({"paralyzed", "poisoned"})
    assert g.p2.active.damage == 20 + 10  # Headbutt once, then Poison at Checkup
    assert ESP in ids(g.p1.discard)  # discarded at the end of the turn


def test_sabrinas_esp_declined_keeps_the_coins(coin_headbutt):
    g = esp_table("H", "T").start()
    g.act(f"play {ESP}", "attack Headbutt", "no")
    assert g.p2.active.conditions == frozenset({"paralyzed"}) and g.p2.active.damage == 20


def test_sabrinas_esp_replays_the_same(coin_headbutt):
    """Determinism: the same position, seed and keys give the same game and log, the
    re-flipped coins included."""
    g = esp_table("T", "T", "H", "T").start()
    g.act(f"play {ESP}", "attack Headbutt", "yes")
    again = esp_table("T", "T", "H", "T").start()
    again.act(*g.keys)
    assert again.log == g.log and again.p2.active.conditions == frozenset({"paralyzed"})


def test_sabrinas_esp_only_on_a_sabrina_pokemon():
    """Not playable without a Pokémon with Sabrina in its name."""
    assert plays(table(hand=[ESP]).start()) == []


# --- 118 Secret Mission -----------------------------------------------------------------------
def test_secret_mission_looks_at_the_opponents_hand_and_redraws():
    """Secret Mission: look at the opponent's hand; discard any number of your other cards
    and draw that many."""
    s = table(hand=[MISSION, FIRE, GRASS, BILL], deck=[WATER] * 3)
    s.p2.hand(PIKACHU)
    g = s.start()
    g.act(f"play {MISSION}")
    assert "p2's hand: Pikachu" in g.log
    g.act(FIRE, GRASS, "done")
    assert Counter(ids(g.p1.hand)) == Counter([BILL, WATER, WATER])


# --- 119 Tickling Machine ---------------------------------------------------------------------
def test_tickling_machine_heads_sets_the_opponents_hand_aside_until_their_turn_ends():
    """Tickling Machine: heads, the opponent's hand is set aside face down (nobody's view
    shows it) until the end of their next turn."""
    s = table(hand=[TICKLING])
    s.p2.hand(BILL, PIKACHU).deck(WATER, WATER)
    s.coins("H")
    g = s.start()
    g.act(f"play {TICKLING}")
    assert g.p2.hand == [] and Counter(ids(g.p2.aside)) == Counter([BILL, PIKACHU])
    assert g.view("p2").me.hand == [] and g.view("p1").opp.hand_count == 0
    g.act("end")
    assert g.current == "p2" and ids(g.p2.hand) == [WATER]
    g.act("end")
    assert Counter(ids(g.p2.hand)) == Counter([WATER, BILL, PIKACHU]) and g.p2.aside == []
    check_invariants(g)


def test_tickling_machine_tails_ends_the_turn():
    s = table(hand=[TICKLING])
    s.p2.hand(BILL).deck(WATER)
    s.coins("T")
    g = s.start()
    g.act(f"play {TICKLING}")
    assert g.current == "p2" and ids(g.p2.hand) == [BILL, WATER]


# --- 120 Vermilion City Gym -------------------------------------------------------------------
@pytest.mark.parametrize("face, dealt, self_damage", [("H", 30, 0), ("T", 20, 10)])
def test_vermilion_city_gym_coin_for_lt_surge_pokemon(face, dealt, self_damage):
    """Vermilion City Gym: attacking with a Pokémon with Lt. Surge in its name, its player
    may flip: heads, 10 more to the Defending Pokémon; tails, 10 damage to itself too."""
    s = table(active=SURGES_SPEAROW, energy=("Lightning",))
    s.stadium(VERMILION, "p2")
    s.coins(face)
    g = s.start()
    g.act("attack Drill Peck")
    assert g.decision.kind == "may"
    g.act("yes")
    assert g.p2.active.damage == dealt and g.p1.active.damage == self_damage


def test_vermilion_city_gym_may_be_declined_and_ignores_other_pokemon():
    s = table(active=SURGES_SPEAROW, energy=("Lightning",))
    s.stadium(VERMILION)
    g = s.start()
    g.act("attack Drill Peck", "no")
    assert g.p2.active.damage == 20
    s = table()
    s.stadium(VERMILION)
    g = s.start()
    g.act("attack Jab")  # no question for Hitmonchan
    assert g.p2.active.damage == 20


# --- 121 Blaine's Gamble ----------------------------------------------------------------------
def test_blaines_gamble_heads_draws_twice_the_discarded():
    """Blaine's Gamble: discard any number of other cards, flip: heads, draw twice that
    many; tails, nothing."""
    s = table(hand=[GAMBLE, FIRE, GRASS], deck=[WATER] * 5)
    s.coins("H")
    g = s.start()
    g.act(f"play {GAMBLE}", FIRE, GRASS)
    assert ids(g.p1.hand) == [WATER] * 4


def test_blaines_gamble_tails_draws_nothing():
    s = table(hand=[GAMBLE, FIRE], deck=[WATER] * 5)
    s.coins("T")
    g = s.start()
    g.act(f"play {GAMBLE}", FIRE)
    assert g.p1.hand == [] and len(g.p1.deck) == 5


# --- 122 Energy Flow --------------------------------------------------------------------------
def test_energy_flow_returns_attached_energy_to_the_hand():
    """Energy Flow: for each of your Pokémon, return any number of its Energy cards to your
    hand."""
    s = table(hand=[FLOW], energy=("Fighting", "Fighting"))
    s.p1.bench(PIKACHU, energy=["Lightning"])
    g = s.start()
    g.act(f"play {FLOW}", f"active:{FIGHTING}", f"bench1:{LIGHTNING}", "done")
    assert Counter(ids(g.p1.hand)) == Counter([FIGHTING, LIGHTNING])
    assert ids(g.p1.active.energy) == [FIGHTING] and g.p1.bench[0].energy == []


# --- 123 Misty's Duel -------------------------------------------------------------------------
@pytest.mark.parametrize("face, winner", [("H", "p1"), ("T", "p2")])
def test_mistys_duel_the_winner_draws_a_new_hand_of_five(face, winner):
    """Misty's Duel: Rock-Paper-Scissors, decided by a coin as the card allows; the winner
    shuffles their hand into their deck and draws 5."""
    s = table(hand=[DUEL, FIRE], deck=[WATER] * 6)
    s.p2.hand(BILL).deck(*[GRASS] * 6)
    s.coins(face)
    g = s.start()
    g.act(f"play {DUEL}")
    won = g.side(winner)
    assert len(won.hand) == 5 and len(won.deck) == 2
    lost = g.opponent(winner)
    assert len(lost.hand) == 1


# --- 124 Narrow Gym ---------------------------------------------------------------------------
def test_narrow_gym_returns_a_fifth_benched_pokemon_opponent_first():
    """Narrow Gym: no more than 4 Benched Pokémon. When it is played, each player with 5
    returns 1 (with its cards) to their hand, the opponent first."""
    s = table(hand=[NARROW])
    for _ in range(5):
        s.p1.bench(MACHOP)
        s.p2.bench(PIKACHU, energy=["Lightning"])
    g = s.start()
    g.act(f"play {NARROW}")
    assert g.decision.player == "p2" and g.decision.kind == "bench-to-hand"
    g.act("bench1")
    assert g.decision.player == "p1"
    g.act("bench5")
    assert len(g.p1.bench) == 4 and len(g.p2.bench) == 4
    assert Counter(ids(g.p2.hand)) == Counter([PIKACHU, LIGHTNING]) and ids(g.p1.hand) == [MACHOP]
    assert g.stadium.id == NARROW
    assert not any(k.startswith("bench ") for k in g.decision.keys)


# --- 125 Sabrina's Gaze -----------------------------------------------------------------------
def test_sabrinas_gaze_both_players_draw_new_hands_of_the_same_size():
    """Sabrina's Gaze: each player shuffles their hand into their deck and draws as many."""
    s = table(hand=[GAZE, FIRE, FIRE], deck=[WATER] * 3)
    s.p2.hand(BILL).deck(GRASS)
    g = s.start()
    g.act(f"play {GAZE}")
    assert len(g.p1.hand) == 2 and len(g.p1.deck) == 3
    assert len(g.p2.hand) == 1 and len(g.p2.deck) == 1


# --- 126 Trash Exchange -----------------------------------------------------------------------
def test_trash_exchange_shuffles_the_discard_pile_in_and_mills_as_many():
    """Trash Exchange: count the discard pile, shuffle it into the deck, discard that many
    from the top (the card itself is not in the pile yet)."""
    g = table(hand=[TRASH], deck=[WATER] * 4, discard=[FIRE, FIRE, GRASS]).start()
    g.act(f"play {TRASH}")
    assert len(g.p1.deck) == 4 and len(g.p1.discard) == 4
    assert ids(g.p1.discard)[-1] == TRASH


# --- Stadiums by the spec ---------------------------------------------------------------------
def test_a_stadium_replaces_one_of_the_same_name_and_goes_to_its_owners_pile():
    """Spec, Main Differences from 2026 Standard Rules: any number of Stadiums per turn; a
    Stadium may replace a copy of itself; the replaced one goes to its owner's discard
    pile."""
    s = table(hand=[NARROW, PEWTER])
    s.stadium(NARROW, "p2")
    g = s.start()
    g.act(f"play {NARROW}")
    assert g.stadium.id == NARROW and g.stadium_owner == "p1" and ids(g.p2.discard) == [NARROW]
    g.act(f"play {PEWTER}")
    assert g.stadium.id == PEWTER and ids(g.p1.discard) == [NARROW]
    check_invariants(g)


def test_lt_surges_treaty_taking_the_last_prize_card_wins():
    """Win/Loss Determination Chart: a player who has taken all their Prize cards wins —
    by Lt. Surge's Treaty too."""
    s = table(hand=[TREATY])
    s.p1.prizes(WATER)
    g = s.start()
    g.act(f"play {TREATY}", "yes")
    assert g.winner == "p1" and g.result == "prizes"


def test_mistys_wrath_may_take_two_copies_of_one_card():
    """Two cards of one printing among the top 7 may both be taken."""
    g = table(hand=[WRATH], deck=[FIRE, FIRE, WATER]).start()
    g.act(f"play {WRATH}", FIRE, FIRE)
    assert ids(g.p1.hand) == [FIRE, FIRE] and ids(g.p1.discard) == [WATER, WRATH]


def test_recall_an_attack_of_the_card_under_keeps_its_own_text():
    """Recall: the attack of the Basic Pokémon card does what that card says (Charmander's
    Ember discards a Fire Energy card), paid with the Active's Energy."""
    s = table(hand=[RECALL])
    s.p1.active(CHARMELEON, energy=["Fire", "Fire"], under=[CHARMANDER])
    g = s.start()
    g.act(f"play {RECALL}", "attack Ember")
    assert g.p2.active.damage == 30 and ids(g.p1.active.energy) == [FIRE]


def test_erikas_maids_may_take_fewer_and_needs_two_other_cards():
    """Erika's Maids: "up to 2" — one may be taken, or none (a search of the deck may fail
    to find: spec, "Fail to find"); it can't be played without 2 other cards to trade."""
    assert plays(table(hand=[MAIDS, FIRE], deck=[ERIKAS_ODDISH]).start()) == []
    g = table(hand=[MAIDS, FIRE, WATER], deck=[ERIKAS_ODDISH, ERIKAS_ODDISH]).start()
    g.act(f"play {MAIDS}", FIRE, ERIKAS_ODDISH, "done")
    assert ids(g.p1.hand) == [ERIKAS_ODDISH] and ids(g.p1.deck) == [ERIKAS_ODDISH]
    assert "p1 shows Erika's Oddish and takes it from the deck" in g.log


def test_good_manners_shows_the_hand_and_may_fail_to_find():
    """Good Manners: the hand is shown to the opponent (into the log); the search of the
    deck may fail to find (spec, "Fail to find")."""
    g = table(hand=[MANNERS, FIRE, BILL], deck=[MACHOP]).start()
    g.act(f"play {MANNERS}")
    assert "p1's hand: Fire Energy, Bill" in g.log
    g.act("done")
    assert Counter(ids(g.p1.hand)) == Counter([FIRE, BILL]) and ids(g.p1.deck) == [MACHOP]
