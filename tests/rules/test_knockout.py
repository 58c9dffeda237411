"""Knock Out Procedures, the Win/Loss Determination Chart and Sudden Death Procedures (spec;
the chart and Sudden Death from the Official Book 2000)."""

from collections import Counter
from dataclasses import replace

import pytest

from oldback import Rules
from oldback.testing import Scenario

CHANSEY = "base1-3"  # 120 HP; Double-edge (CCCC) 80, and 80 to itself
MACHOP = "base1-52"  # 50 HP; Low Kick (F) 20
HITMONCHAN = "base1-7"  # 70 HP
ELECTABUZZ = "base1-20"  # Thunderpunch (LC) 30+
SQUIRTLE, WARTORTLE = "base1-63", "base1-42"
DCE = "base1-96"
FOCUS_BAND = "neo1-86"
GOLD_BERRY = "neo1-93"
DARKNESS = "neo1-104"
DOLL = "base1-70"
FOSSIL = "base3-62"
SETUP = frozenset({"mulligan", "setup-active", "setup-bench", "bonus-draw", "bonus-bench"})


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 3)
    s.p2.deck(*["Water"] * 3)
    return s


# --- step 1: when HP reaches 0 ----------------------------------------------------------------
def focus_band(face: str):
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(MACHOP, damage=30, attached=[FOCUS_BAND])
    s.p2.bench(CHANSEY)
    s.coins(face)
    g = s.start("p1")
    g.act("attack Low Kick")
    return g


def test_focus_band_heads_leaves_ten_hp():
    """Knock Out step 1, example #2: Focus Band acts before the Knock Out; heads, the Pokémon
    is not Knocked Out, its remaining HP become 10, and Focus Band is discarded."""
    g = focus_band("H")
    mon = g.p2.active
    assert mon.name == "Machop" and mon.remaining_hp == 10 and mon.attached == []
    assert [c.id for c in g.p2.discard] == [FOCUS_BAND] and len(g.p1.prizes) == 6


def test_focus_band_tails_the_knock_out_happens():
    """Knock Out step 1: tails, the Pokémon is Knocked Out with Focus Band attached."""
    g = focus_band("T")
    assert g.p2.active.name == "Chansey" and len(g.p1.prizes) == 5
    assert sorted(c.id for c in g.p2.discard) == sorted([MACHOP, FOCUS_BAND])


def test_focus_band_does_not_act_against_its_owners_own_attack():
    """Knock Out step 1 and Focus Band's text ("by your opponent's attack"): Chansey Knocked
    Out by its own Double-edge flips nothing."""
    s = scenario()
    s.p1.active(CHANSEY, damage=40, energy=[DCE, DCE], attached=[FOCUS_BAND])
    s.p1.bench(MACHOP)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Double-edge")  # no coin scripted
    assert g.p1.active.name == "Machop" and len(g.p2.prizes) == 5


def test_focus_band_does_not_act_against_confusion_damage():
    """Knock Out step 1 and Focus Band's text: damage a Confused Pokémon does to itself
    (Attack step 4) is not the opponent's attack: only the Confusion coin is flipped."""
    s = scenario()
    s.p1.active(MACHOP, damage=30, energy=["Fighting"], conditions=["confused"],
                attached=[FOCUS_BAND])
    s.p1.bench(CHANSEY)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.p1.active.name == "Chansey" and len(g.p2.prizes) == 5


def test_focus_band_does_not_act_against_poison():
    """Knock Out step 1 and Focus Band's text: a Knock Out by Poison between turns is not
    the opponent's attack."""
    s = scenario()
    s.p1.active(MACHOP)
    s.p1.hand("Water")
    s.p2.active(MACHOP, damage=40, conditions=["poisoned"], attached=[FOCUS_BAND])
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    g.act("end")  # no coin scripted
    assert g.p2.active.name == "Chansey" and len(g.p1.prizes) == 5


# --- step 3: discard --------------------------------------------------------------------------
def test_knocked_out_pokemon_is_discarded_with_everything_attached():
    """Knock Out step 3: the Knocked Out Pokémon goes to the discard pile with every card
    attached to it: the Basic it evolved from, its Energy and its Pokémon Tool."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning", "Lightning"])
    s.p2.active(WARTORTLE, under=[SQUIRTLE], energy=["Water", "Water"],
                attached=[GOLD_BERRY])
    s.p2.bench(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thunderpunch")  # (30 + 10) × 2 for Weakness = 80
    assert Counter(c.id for c in g.p2.discard) == Counter(
        [SQUIRTLE, WARTORTLE, "base1-102", "base1-102", GOLD_BERRY])
    assert g.p2.active.name == "Chansey" and g.p2.bench == []


# --- steps 4 and 5: replacing the Active Pokémon ----------------------------------------------
def test_the_owner_chooses_the_new_active_pokemon():
    """Knock Out step 4: the player whose Active Pokémon was Knocked Out chooses a Benched
    Pokémon to send up (decision "promote")."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(MACHOP, damage=30)
    s.p2.bench(CHANSEY)
    s.p2.bench(HITMONCHAN)
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.decision.kind == "promote" and g.decision.player == "p2"
    assert g.decision.keys == ["bench1", "bench2"]
    g.act("bench2")
    assert g.p2.active.name == "Hitmonchan" and [m.name for m in g.p2.bench] == ["Chansey"]
    assert g.current == "p2"


def test_a_player_who_cannot_replace_the_active_pokemon_loses():
    """Knock Out step 4: with no Benched Pokémon to send up, the player loses (though the
    opponent has Prize cards left)."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(MACHOP, damage=30)
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.over and g.winner == "p1" and g.result == "no-pokemon"
    assert len(g.p1.prizes) == 5


def double_edge(p1_bench: int, p2_bench: int, p1_prizes: int = 6, p2_prizes: int = 6,
                chansey_damage: int = 40, rules=None):
    """p1's Chansey (with ``chansey_damage``) uses Double-edge on p2's Machop: 80 each,
    which Knocks Out Machop and, with 40 or more damage already, Chansey as well."""
    s = Scenario(rules=rules or "pokemon1999")
    s.p1.active(CHANSEY, damage=chansey_damage, energy=[DCE, DCE])
    s.p2.active(MACHOP)
    for _ in range(p1_bench):
        s.p1.bench(HITMONCHAN)
    for _ in range(p2_bench):
        s.p2.bench(HITMONCHAN)
    s.p1.prizes(*["Water"] * p1_prizes)
    s.p2.prizes(*["Water"] * p2_prizes)
    s.p1.deck(HITMONCHAN, "Water")
    s.p2.deck(HITMONCHAN, "Water")
    g = s.start("p1")
    g.act("attack Double-edge")
    return g


def test_both_active_knocked_out_the_next_player_promotes_first():
    """Knock Out step 5: when both Active Pokémon are Knocked Out, the player whose turn
    comes next (p2, during p1's turn) sends up a new Active Pokémon first."""
    g = double_edge(2, 2)
    assert g.decision.kind == "promote" and g.decision.player == "p2"
    g.act("bench1")
    assert g.decision.kind == "promote" and g.decision.player == "p1"
    g.act("bench1")
    assert g.p1.active.name == "Hitmonchan" and g.p2.active.name == "Hitmonchan"


def test_of_two_knocked_out_actives_the_one_who_cannot_replace_loses():
    """Knock Out step 5: if one player can send up a new Active Pokémon and the other can't,
    the one who can't loses."""
    g = double_edge(0, 1)
    assert g.winner == "p2" and g.result == "no-pokemon"


# --- step 6: Prize cards ----------------------------------------------------------------------
def test_a_prize_card_for_each_knocked_out_pokemon():
    """Knock Out step 6: 1 Prize card for each of the opponent's Pokémon Knocked Out; two
    Knocked Out at once between turns (Poison and Darkness Energy) give two."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand("Water")
    s.p1.prizes("Water", "Fire", "Grass")
    s.p2.active(MACHOP, damage=40, conditions=["poisoned"])
    s.p2.bench(MACHOP, damage=40, energy=[DARKNESS])
    s.p2.bench(HITMONCHAN)
    g = s.start("p1")
    g.act("end")
    assert [c.name for c in g.p1.prizes] == ["Grass Energy"]
    assert {"Water Energy", "Fire Energy"} <= {c.name for c in g.p1.hand}
    assert g.p2.active.name == "Hitmonchan" and g.p2.bench == []


def test_simultaneous_knock_outs_give_both_players_a_prize():
    """Knock Out steps 5 and 6 (Notes on Pokémon Checkup: Knock Outs at the same time give
    Prizes at the same time): Double-edge Knocks Out both Active Pokémon; each player takes
    1 Prize card."""
    g = double_edge(1, 1)
    assert len(g.p1.prizes) == 5 and len(g.p2.prizes) == 5
    assert not g.over and g.current == "p2"


@pytest.mark.parametrize("trainer", [DOLL, FOSSIL])
def test_clefairy_doll_and_mysterious_fossil_give_no_prize(trainer):
    """Knock Out step 6 with Clefairy Doll and Mysterious Fossil (card text, RULINGS.md): a
    Knocked Out Doll or Fossil is discarded and doesn't count; no Prize card is taken."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(trainer)
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.p2.active.name == "Chansey" and [c.id for c in g.p2.discard] == [trainer]
    assert len(g.p1.prizes) == 6


# --- step 7: the Win/Loss Determination Chart -------------------------------------------------
# Columns, for p1 ("you"): you took all your Prize cards (A); your opponent took all theirs
# (B); you have no Pokémon in play (C); your opponent has no Pokémon in play (D). Every row
# is made by Chansey's Double-edge (or its plain damage) with 1 Prize card left where a
# column needs it and an empty Bench where one needs it.
def assert_sudden_death(g) -> None:
    assert not g.over and g.winner is None and g.sudden_deaths == 1
    assert g.decision.kind in SETUP
    for side, deck in zip((g.p1, g.p2), g.decks, strict=True):
        assert side.active is None and side.bench == [] and side.discard == []
        assert Counter(c.id for c in side.hand + side.deck) == Counter(c.id for c in deck)


def test_chart_row_1_you_took_all_prizes_and_have_no_pokemon_sudden_death():
    """Win/Loss Chart row 1 (A, C): you took your last Prize card but have no Pokémon in
    play: Sudden Death."""
    g = double_edge(0, 1, p1_prizes=1, p2_prizes=2)
    assert_sudden_death(g)


def test_chart_row_2_opponent_took_all_prizes_and_has_no_pokemon_sudden_death():
    """Win/Loss Chart row 2 (B, D): your opponent took their last Prize card but has no
    Pokémon in play: Sudden Death."""
    g = double_edge(1, 0, p1_prizes=2, p2_prizes=1)
    assert_sudden_death(g)


def test_chart_row_3_all_four_sudden_death():
    """Win/Loss Chart row 3 (A, B, C, D): both took their last Prize card and neither has a
    Pokémon in play: Sudden Death."""
    g = double_edge(0, 0, p1_prizes=1, p2_prizes=1)
    assert_sudden_death(g)


def test_chart_row_4_both_took_all_prizes_opponent_has_no_pokemon_you_win():
    """Win/Loss Chart row 4 (A, B, D): both took their last Prize card; only your opponent
    has no Pokémon in play: you win."""
    g = double_edge(1, 0, p1_prizes=1, p2_prizes=1)
    assert g.winner == "p1"


def test_chart_row_5_neither_has_pokemon_you_took_all_prizes_you_win():
    """Win/Loss Chart row 5 (A, C, D): neither player has a Pokémon in play and only you
    took your last Prize card: you win."""
    g = double_edge(0, 0, p1_prizes=1, p2_prizes=2)
    assert g.winner == "p1"


def test_chart_row_6_you_took_all_prizes_opponent_has_no_pokemon_you_win():
    """Win/Loss Chart row 6 (A, D): you took your last Prize card and your opponent has no
    Pokémon in play; Chansey (no damage before) survives its own 80: you win."""
    g = double_edge(0, 0, p1_prizes=1, p2_prizes=1, chansey_damage=0)
    assert g.p1.active.damage == 80
    assert g.winner == "p1" and g.result == "prizes+no-pokemon"


def test_chart_row_7_both_took_all_prizes_you_have_no_pokemon_you_lose():
    """Win/Loss Chart row 7 (A, B, C): both took their last Prize card; only you have no
    Pokémon in play: you lose."""
    g = double_edge(0, 1, p1_prizes=1, p2_prizes=1)
    assert g.winner == "p2"


def test_chart_row_8_neither_has_pokemon_opponent_took_all_prizes_you_lose():
    """Win/Loss Chart row 8 (B, C, D): neither player has a Pokémon in play and only your
    opponent took their last Prize card: you lose."""
    g = double_edge(0, 0, p1_prizes=2, p2_prizes=1)
    assert g.winner == "p2"


def test_chart_row_9_opponent_took_all_prizes_you_have_no_pokemon_you_lose():
    """Win/Loss Chart row 9 (B, C): your opponent took their last Prize card and you have no
    Pokémon in play; their Chansey survives the 80: you lose."""
    s = scenario()
    s.p1.active(CHANSEY, damage=40, energy=[DCE, DCE])
    s.p2.active(CHANSEY)
    s.p2.prizes("Water")
    g = s.start("p1")
    g.act("attack Double-edge")
    assert g.p2.active.damage == 80
    assert g.winner == "p2" and g.result == "prizes+no-pokemon"


def test_taking_the_last_prize_wins():
    """Knock Out step 6 and the chart: taking your last Prize card wins even though the
    opponent still has Pokémon in play."""
    g = double_edge(1, 1, p1_prizes=1, p2_prizes=3)
    assert g.winner == "p1" and g.result == "prizes"


def test_both_last_pokemon_knocked_out_between_turns_is_sudden_death():
    """Win/Loss Determination Chart, its rule (equal win conditions: Sudden Death), between
    turns: Poison Knocks Out both players' last Pokémon; neither took all their Prize cards,
    each has no Pokémon in play."""
    s = Scenario()
    for side in (s.p1, s.p2):
        side.active(MACHOP, damage=40, conditions=["poisoned"])
        side.hand("Water")
        side.deck(HITMONCHAN)
        side.prizes("Water", "Water")
    g = s.start("p1")
    g.act("end")
    assert_sudden_death(g)


def test_a_player_who_cannot_draw_loses():
    """Win/Loss Determination (the third way to lose, WotC rulebook): a player who can't
    draw a card at the start of their turn loses."""
    s = Scenario()
    s.p1.active(MACHOP)
    s.p1.hand("Water")
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act("end")
    assert g.winner == "p1" and g.result == "deck-out"


# --- Sudden Death -----------------------------------------------------------------------------
def test_sudden_death_sets_up_a_new_game_with_one_prize_each():
    """Sudden Death steps 1 and 2: every card goes back to its owner's deck, and a new game
    is set up with 1 Prize card each (Main Differences from 2026 Standard: Sudden Death
    uses 1 Prize card)."""
    s = Scenario()
    s.p1.active(CHANSEY, damage=40, energy=[DCE, DCE])
    s.p2.active(MACHOP)
    s.p1.prizes("Water")
    s.p2.prizes("Water")
    s.p1.deck(*[HITMONCHAN] * 4, *["Water"] * 10)
    s.p2.deck(*[MACHOP] * 4, *["Grass"] * 10)
    s.coins("H")  # who goes first in the Sudden Death game
    g = s.start("p1")
    g.act("attack Double-edge")
    assert g.sudden_deaths == 1 and not g.over
    assert "— Sudden Death game 1 —" in g.log
    while g.decision.kind in SETUP:
        keys = g.decision.keys
        g.act("done" if "done" in keys else "keep" if "keep" in keys else keys[0])
    assert g.turn == 1 and g.current == "p1" and g.decision.kind == "action"
    assert len(g.p1.prizes) == 1 and len(g.p2.prizes) == 1
    for side, deck in zip((g.p1, g.p2), g.decks, strict=True):
        assert side.discard == [] and all(m.damage == 0 for m in side.in_play)
        assert Counter(c.id for c in side.all_cards()) == Counter(c.id for c in deck)
    assert len(g.decks[0]) == 18 and len(g.decks[1]) == 16


def test_sudden_death_limit_declares_a_draw():
    """Notes on Sudden Death: event rules may declare a tie a draw
    (``Rules.sudden_death_limit``: 0 Sudden Death games allowed)."""
    rules = replace(Rules.preset("pokemon1999"), sudden_death_limit=0)
    g = double_edge(0, 0, p1_prizes=1, p2_prizes=1, rules=rules)
    assert g.over and g.winner == "draw" and g.sudden_deaths == 0


def test_sudden_death_limit_allows_that_many_sudden_deaths():
    """Notes on Sudden Death: with ``sudden_death_limit`` 1, the first tie still starts a
    Sudden Death game."""
    rules = replace(Rules.preset("pokemon1999"), sudden_death_limit=1)
    g = double_edge(0, 0, p1_prizes=1, p2_prizes=1, rules=rules)
    assert_sudden_death(g)


# --- the attacker's own last Pokémon leaves play during its attack (issue 33) ----------------
GASTLY_FADE_OUT = "gym2-96"  # Sabrina's Gastly, 30 HP: Fade Out (PP) 30, back to the hand
KOFFING_OBSCURING_GAS = "gym2-48"  # Koga's Koffing: Obscuring Gas (GC) 30, heads to the deck


def leaves_as_it_knocks_out(attacker: str, attack: str, energy: list[str], coins: str,
                            p1_prizes: int):
    """p1's only Pokémon attacks and leaves play with the same attack, which Knocks Out
    p2's Machop (20 damage already); p2 has two Benched Pokémon to choose from."""
    s = Scenario()
    s.p1.active(attacker, energy=energy)
    s.p1.prizes(*["Water"] * p1_prizes)
    s.p1.deck(HITMONCHAN, "Water")
    s.p2.deck(HITMONCHAN, "Water")
    s.p2.active(MACHOP, damage=20)
    s.p2.bench(HITMONCHAN)
    s.p2.bench(CHANSEY)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {attack}")
    return g


@pytest.mark.parametrize("attacker, attack, energy, coins", [
    (GASTLY_FADE_OUT, "Fade Out", ["Psychic"] * 2, ""),
    (KOFFING_OBSCURING_GAS, "Obscuring Gas", ["Grass"] * 2, "H"),
])
def test_the_knock_out_runs_to_its_end_before_a_player_left_without_pokemon_loses(
        attacker, attack, energy, coins):
    """Knock Out Procedures, then the Win/Loss Determination Chart (spec): Fade Out (Sabrina's
    Gastly) and Obscuring Gas (Koga's Koffing) take the attacker's last Pokémon out of play
    while the same attack Knocks Out the Defending Pokémon. The Knock Out runs to its end
    first: p2 sends up a new Active Pokémon, p1 takes its Prize card; then the chart: p1 has
    no Pokémon in play and Prize cards left, so p1 loses. The game ends with no decision
    pending (issue 33, found by random play)."""
    g = leaves_as_it_knocks_out(attacker, attack, energy, coins, p1_prizes=2)
    assert not g.over and g.decision.player == "p2" and g.decision.kind == "promote"
    g.act("bench2")
    assert g.p2.active.name == "Chansey" and len(g.p1.prizes) == 1
    assert g.winner == "p2" and g.result == "no-pokemon" and g.decision is None


@pytest.mark.parametrize("attacker, attack, energy, coins", [
    (GASTLY_FADE_OUT, "Fade Out", ["Psychic"] * 2, ""),
    (KOFFING_OBSCURING_GAS, "Obscuring Gas", ["Grass"] * 2, "H"),
])
def test_taking_the_last_prize_with_no_pokemon_left_is_sudden_death(attacker, attack, energy,
                                                                    coins):
    """Win/Loss Determination Chart row 1 (you took all your Prize cards, you have no Pokémon
    in play): the attacker whose last Pokémon left play takes its last Prize card for the
    Knock Out of the same attack: Sudden Death, not a loss."""
    g = leaves_as_it_knocks_out(attacker, attack, energy, coins, p1_prizes=1)
    g.act("bench1")
    assert_sudden_death(g)


def test_a_random_game_where_fade_out_took_the_last_pokemon_ends_with_no_decision():
    """The game random play found (issue 33): Sabrina's Gastly, p1's last Pokémon, Fades Out
    as it Knocks Out Hitmonchan. The game ends once p2 has sent up a new Active Pokémon and
    p1 has taken its Prize card: p1 loses, and no decision is left pending."""
    from oldback.decks import builtin
    from oldback.engine.game import Game
    from oldback.rng import Rng

    g = Game.new(builtin("sabrina"), builtin("haymaker"), seed=27336, rules="gameboy")
    rng = Rng(27336)
    while not g.over:
        options = g.decision.options
        g.act(options[rng.below(len(options))].key)
    assert "p1's Sabrina's Gastly attacks: Fade Out" in g.log
    assert g.winner == "p2" and g.result == "no-pokemon" and g.decision is None
    assert len(g.p1.prizes) == 5


HCTR = "base5-15"


def face_up_double_knock_out(between_turns: bool):
    """Both Active Pokémon Knocked Out at once with the Prize cards face up (Here Comes Team
    Rocket!), each player with two different Prize cards: by Double-edge during p1's turn,
    or by Poison at the Pokémon Checkup after it."""
    s = Scenario()
    if between_turns:
        s.p1.active(MACHOP, damage=40, conditions=["poisoned"])
        s.p2.active(MACHOP, damage=40, conditions=["poisoned"])
    else:
        s.p1.active(CHANSEY, damage=40, energy=[DCE, DCE])
        s.p2.active(MACHOP)
    s.p1.bench(HITMONCHAN)
    s.p2.bench(HITMONCHAN)
    s.p1.hand(HCTR)
    s.p1.prizes("Water", "Fire")
    s.p2.prizes("Grass", "Psychic")
    s.p1.deck(*["Water"] * 3)
    s.p2.deck(*["Water"] * 3)
    g = s.start("p1")
    g.act(f"play {HCTR}")  # (between turns: p1's only option left, end, is taken)
    if not between_turns:
        g.act("attack Double-edge")
    return g


def test_face_up_prizes_the_player_whose_turn_comes_next_takes_first():
    """Spec, notes on simultaneous Knock Outs (after WotC's Neo rulebook): with the Prize
    cards face up, when both Active Pokémon are Knocked Out at once during p1's turn, the
    player whose turn comes next (p2) takes their Prize card first, then p1."""
    g = face_up_double_knock_out(between_turns=False)
    assert g.decision.kind == "take-prize" and g.decision.player == "p2"
    g.act("base1-101")
    assert g.decision.kind == "take-prize" and g.decision.player == "p1"
    g.act("base1-98")
    assert [c.id for c in g.p1.prizes] == ["base1-102"]
    assert [c.id for c in g.p2.prizes] == ["base1-99"]


def test_face_up_prizes_between_turns_the_player_whose_turn_ended_takes_first():
    """Spec, notes on simultaneous Knock Outs, the case between turns (docs/rulings.md, our
    reading): the player whose turn comes next (p2) would choose the order, and the spec's
    wise choice has the opponent take first: p1, whose turn just ended, takes first."""
    g = face_up_double_knock_out(between_turns=True)
    assert g.decision.kind == "take-prize" and g.decision.player == "p1"
    g.act("base1-98")
    assert g.decision.kind == "take-prize" and g.decision.player == "p2"
