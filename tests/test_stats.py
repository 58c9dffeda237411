"""Deck statistics (issue 14): the exact figures against hand-computed values, and against
the engine's own set-up played many times (``oldback.stats``, ``oldback stats``).

Hand computations use the spec's set-up ("Pre-Game Set-Up Procedures"): a 7-card hand
with no Basic Pokémon is mulliganed (step 4), the Prize cards come from the deck after
the kept hand (step 6), the bonus cards for the opponent's mulligans after them (step 7),
and the player going first draws on turn 1 except under the Japanese rule ("First Turn
Rules").
"""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from math import comb

import pytest

import oldback
from oldback.stats import bonus_distribution, deck_stats

# A 15-card deck: 2 Basics, 3 Double Colorless Energy, 10 Lightning Energy. After the
# hand (7) and the Prizes (6) only 2 cards are left to draw.
SMALL = ["base1-20"] * 2 + ["base1-96"] * 3 + ["base1-100"] * 10
DCE = "Double Colorless Energy"
# 15 cards: one Mysterious Fossil, one Electabuzz, 13 Lightning Energy.
FOSSIL = ["base3-62", "base1-20"] + ["base1-100"] * 13
# 60 cards with few Basics: mulligans and bonus draws are frequent.
FEW_BASICS = ["base1-20"] * 4 + ["base1-96"] * 4 + ["base1-100"] * 52

# The small deck by hand: a hand is mulliganed with no Electabuzz, C(13,7)/C(15,7) = 4/15.
Q_SMALL = Fraction(comb(13, 7), comb(15, 7))
# A kept hand (one with an Electabuzz) has no DCE in (2·C(10,6) + C(10,5)) of its
# C(15,7) - C(13,7) hands.
MISS_SMALL = Fraction(2 * comb(10, 6) + comb(10, 5), comb(15, 7) - comb(13, 7))
# The mirror's opponent mulligans more often than the player with chance
# sum_m (11/15)(4/15)^m (4/15)^(m+1) = 4/19: then 2 bonus cards (all that is left).
BONUS_SMALL = Fraction(4, 19)


def close(x: float, y: Fraction | float) -> bool:
    return abs(x - float(y)) < 1e-12


# --- exact figures by hand ---------------------------------------------------------------
def test_a_hand_without_a_starter_is_mulliganed_and_the_mulligans_are_geometric():
    """Step 4: haymaker's 12 starters (4 Electabuzz, 4 Hitmonchan, 2 Scyther, 2 Mysterious
    Fossil; Aerodactyl is a Stage 1) miss a 7-card hand with chance C(48,7)/C(60,7); every
    mulligan reshuffles the whole deck, so m mulligans have chance q^m (1 - q)."""
    st = deck_stats("haymaker")
    q = comb(48, 7) / comb(60, 7)
    assert close(st.mulligan, q)
    for m in range(4):
        assert close(st.mulligans[m], q ** m * (1 - q))
    assert close(sum(st.mulligans) + st.mulligans_tail, 1)
    assert close(st.expected_mulligans, q / (1 - q))
    assert set(st.can_start) == {"Electabuzz", "Hitmonchan", "Scyther", "Mysterious Fossil"}


def test_the_small_deck_by_hand():
    """The kept hand always holds an Electabuzz; DCE misses it with MISS_SMALL; the
    opponent's extra mulligans give the 2 cards left after the Prizes with chance 4/19."""
    st = deck_stats(SMALL, turns=2)
    assert close(st.mulligan, Q_SMALL) and Q_SMALL == Fraction(4, 15)
    assert st.bonus_draws.keys() == {0, 2}
    assert close(st.bonus_draws[2], BONUS_SMALL) and close(st.bonus_draws[0], 1 - BONUS_SMALL)
    assert close(st.expected_bonus_draws, 2 * BONUS_SMALL)
    buzz = st.cards["Electabuzz"]
    assert buzz.opening == 1 and buzz.by_turn["first"] == (1, 1) and buzz.all_prized == 0
    assert st.can_start == {"Electabuzz": 1}
    dce = st.cards[DCE]
    assert close(dce.opening, 1 - MISS_SMALL)
    # Turn 1: the turn's draw alone (1 of the 8 cards after the hand: 5/8 miss the 3 DCE),
    # or with the 2 bonus cards the 2 cards left (C(5,2)/C(8,2) = 5/14 miss).
    no_bonus, bonus = Fraction(5, 8), Fraction(5, 14)
    assert close(dce.by_turn["first"][0],
                 1 - MISS_SMALL * ((1 - BONUS_SMALL) * no_bonus + BONUS_SMALL * bonus))
    assert close(dce.by_turn["first"][1], 1 - MISS_SMALL * bonus)


def test_the_prize_cards_cannot_be_drawn():
    """Step 6: the 6 Prizes are set aside before any later draw. In the 15-card deck every
    card that is not a Prize is drawn by turn 2, so the DCE missing then are all prized:
    all three of the 8 cards after the hand among its 6 Prizes, C(5,3)/C(8,6) = 5/14."""
    dce = deck_stats(SMALL, turns=2).cards[DCE]
    assert close(dce.all_prized, MISS_SMALL * Fraction(comb(5, 3), comb(8, 6)))
    assert close(dce.by_turn["first"][1], 1 - dce.all_prized)


def test_more_copies_than_prizes_are_never_all_prized():
    st = deck_stats("haymaker", cards=["Fighting Energy"])
    assert st.cards["Fighting Energy"].all_prized == 0


def test_under_the_japanese_rule_the_first_player_skips_the_first_draw():
    """First Turn Rules (``japan``): going first, turn 1 adds only the bonus cards; going
    second, the turn-1 draw counts as under the 1999 rules, where going first or second
    draws alike."""
    st = deck_stats(SMALL, turns=2, going="both", rules="japan")
    dce = st.cards[DCE]
    assert close(dce.by_turn["first"][0], 1 - MISS_SMALL * ((1 - BONUS_SMALL) + BONUS_SMALL
                                                            * Fraction(5, 14)))
    assert dce.by_turn["second"] == deck_stats(SMALL, turns=2).cards[DCE].by_turn["first"]
    both = deck_stats("haymaker", going="both")
    assert all(o.by_turn["first"] == o.by_turn["second"] for o in both.cards.values())


def test_without_bonus_draws_the_opponents_mulligans_give_nothing():
    """Game Boy rules: no bonus cards; turn 1 of the small deck is one draw of 8 cards."""
    st = deck_stats(SMALL, turns=2, rules="gameboy")
    assert st.bonus_draws == {0: 1.0} and st.expected_bonus_draws == 0
    assert close(st.cards[DCE].by_turn["first"][0], 1 - MISS_SMALL * Fraction(5, 8))


def test_the_bonus_cards_never_exceed_the_cards_left_after_the_prizes():
    """Step 7 after step 6: against a deck with one Basic in 15 cards (mulligan chance
    C(14,7)/C(15,7) = 8/15) the opponent's lead is often 2 or more, but only 2 cards are
    left to draw: P(lead ≥ 1) = (8/15)(11/15) / (1 - (4/15)(8/15)) = 88/193."""
    vs = ["base1-20"] + ["base1-100"] * 14
    st = deck_stats(SMALL, vs=vs, turns=1)
    assert st.bonus_draws.keys() == {0, 2}
    assert close(st.bonus_draws[2], Fraction(88, 193))
    dist = bonus_distribution(0.5, 0.5, 5)
    assert dist.keys() == {0, 2, 4, 5} and close(sum(dist.values()), 1)
    # A lead of j ≥ 1 has chance r^j (1 - r)(1 - q) / (1 - q r); 3 or more: all 5 cards.
    assert close(dist[2], 0.5 * 0.5 * 0.5 / 0.75) and close(dist[5], 0.5 ** 3 * 0.5 / 0.75)


def test_when_the_bonus_cards_are_drawn_changes_no_figure():
    """WotC 1999 draws the bonus cards before the Prizes are set: the bonus cards and the
    Prizes are still two disjoint random sets of the cards after the hand."""
    a = deck_stats("rain-dance", going="both", rules="wotc")
    b = deck_stats("rain-dance", going="both")
    assert a.figures() == b.figures()


def test_doll_and_fossil_hands_are_kept_or_mulliganed_by_the_policy():
    """Step 4, options #1 and #2: with one Mysterious Fossil and one Electabuzz in 15
    cards, keeping Fossil hands mulligans only hands with neither (C(13,7)/C(15,7));
    mulliganing them, every hand without Electabuzz (C(14,7)/C(15,7) = 8/15). The Fossil
    is in the kept hand C(14,6) times of C(15,7) - C(13,7), or, mulliganing Fossil-only
    hands, C(13,5) times of C(14,6) (= 3/7)."""
    keep = deck_stats(FOSSIL, turns=1)
    mull = deck_stats(FOSSIL, turns=1, doll_fossil="mulligan")
    assert close(keep.mulligan, Fraction(4, 15)) and close(mull.mulligan, Fraction(8, 15))
    assert close(keep.can_start["Mysterious Fossil"],
                 Fraction(comb(14, 6), comb(15, 7) - comb(13, 7)))
    assert close(mull.can_start["Mysterious Fossil"], Fraction(3, 7))
    assert mull.can_start["Electabuzz"] == 1


def test_cards_are_named_loosely_or_by_id_and_bad_input_is_explained():
    st = deck_stats("haymaker", cards=["double colorless energy", "base1-20"])
    assert list(st.cards) == [DCE, "Electabuzz"]
    with pytest.raises(ValueError, match="no card named 'Pikahcu'"):
        deck_stats("haymaker", cards=["Pikahcu"])
    with pytest.raises(ValueError, match="haymaker has no Pikachu"):
        deck_stats("haymaker", cards=["Pikachu"])
    with pytest.raises(ValueError, match="turns must be a whole number from 1 to 47"):
        deck_stats("haymaker", turns=48)
    with pytest.raises(ValueError, match="no Basic Pokémon"):
        deck_stats(["base1-100"] * 60)
    with pytest.raises(ValueError, match="Doll/Fossil hands are mulliganed"):
        deck_stats(["base3-62"] + ["base1-100"] * 59, doll_fossil="mulligan")
    with pytest.raises(ValueError, match="at least 13 are needed"):
        deck_stats(SMALL[:12])
    with pytest.raises(ValueError, match="neither a deck file nor a built-in deck"):
        deck_stats("no-such-deck")


def test_deck_stats_is_reachable_from_the_package():
    assert oldback.stats.deck_stats("zap").size == 60


# --- against the engine's set-up ----------------------------------------------------------
def agree(st) -> None:
    """Every figure within the simulation's joint 95% intervals (each widened by Bonferroni
    so that all hold together with 95% confidence: of a hundred figures, about five fall
    outside their own 95% interval by chance alone)."""
    assert st.disagreements(family=True) == [], [
        (label, st.figures()[label], st.simulation.estimate(label, st.joint_z()))
        for label in st.disagreements(family=True)]


def test_haymaker_agrees_with_the_engines_set_up():
    agree(deck_stats("haymaker", going="both", simulate=1500, seed=1))


def test_rain_dance_agrees_under_the_japanese_and_wotc_rules():
    for rules in ("japan", "wotc"):
        agree(deck_stats("rain-dance", going="both", turns=3, rules=rules, simulate=1000,
                         seed=2))


def test_fossil_hands_agree_under_either_policy():
    for policy in ("keep", "mulligan"):
        agree(deck_stats(FOSSIL, vs="haymaker", turns=2, doll_fossil=policy, simulate=800,
                         seed=3))


def test_the_mulligans_and_bonus_cards_matter_and_the_simulation_sees_it():
    """A deck with 4 Basics in 60 mulligans 60% of its hands. The engine's set-ups agree
    with the model, and tell it apart from the plain hypergeometric chance of a card in
    the first 7 + k cards of 60 (no mulligans, no Prizes, no bonus cards) and from the
    figures without bonus cards, even with the joint intervals."""
    st = deck_stats(FEW_BASICS, going="both", turns=3, simulate=1500, seed=4)
    agree(st)
    turn1 = st.simulation.estimate(f"{DCE}: turn 1 going first", st.joint_z())
    plain = 1 - comb(56, 8) / comb(60, 8)  # a DCE among the first 8 cards
    assert not turn1.contains(plain)
    no_bonus = deck_stats(FEW_BASICS, turns=3, rules="gameboy")
    assert not turn1.contains(no_bonus.cards[DCE].by_turn["first"][0])


def test_simulation_is_reproducible_and_reported_in_json():
    a = deck_stats("zap", turns=2, simulate=200, seed=9).as_json()
    b = deck_stats("zap", turns=2, simulate=200, seed=9).as_json()
    assert a["simulation"]["figures"] == b["simulation"]["figures"]
    assert a["simulation"]["runs"] == 200
    row = a["simulation"]["figures"]["mulligan"]
    assert row["exact"] == a["mulligan"] and row["low"] <= row["simulated"] <= row["high"]


# --- the command line ------------------------------------------------------------------------
def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "oldback", "stats", *args],
                          capture_output=True, text=True, timeout=120)


def test_stats_json_has_the_issues_fields():
    out = json.loads(run("haymaker", "--json", "--turns", "3").stdout)
    assert out["mulligan"] == pytest.approx(comb(48, 7) / comb(60, 7))
    assert out["mulligans"][0] == pytest.approx(1 - out["mulligan"])
    buzz = out["cards"]["Electabuzz"]
    assert len(buzz["by_turn"]) == 3 and buzz["by_turn"] == sorted(buzz["by_turn"])
    assert 0 < buzz["all_prized"] < 0.001
    assert len(out["cards"]) == 18 and out["expected_bonus_draws"] > 0
    both = json.loads(run("haymaker", "--json", "--going", "both", "--card", "Bill").stdout)
    assert set(both["cards"]) == {"Bill"}
    assert set(both["cards"]["Bill"]["by_turn"]) == {"first", "second"}


def test_stats_prints_a_table_and_the_simulation_beside_it():
    r = run("haymaker", "--plain", "--card", "Electabuzz", "Scyther", "--simulate", "300")
    assert r.returncode == 0, r.stderr
    assert "a 7-card hand is mulliganed 19.1%" in r.stdout
    assert "Electabuzz" in r.stdout and "all prized" in r.stdout
    assert "95% interval" in r.stdout and "300 set-ups played by the engine" in r.stdout


def test_stats_explains_bad_input_in_one_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Electabuzz\n3 Pikachuu\n", encoding="utf-8")
    for args, message in (((str(bad),), "line 2"),
                          (("no-such-deck",), "neither a deck file nor a built-in deck"),
                          (("haymaker", "--card", "Pikahcu"), "no card named 'Pikahcu'"),
                          (("haymaker", "--card", "Blastoise"), "haymaker has no Blastoise"),
                          (("haymaker", "--rules", "modern"), "unknown rules preset"),
                          (("haymaker", "--simulate", "-3"), "at least 1")):
        r = run(*args)
        assert r.returncode == 2 and message in r.stderr, (args, r.stderr)
        assert r.stderr.count("\n") == 1 and r.stdout == ""


def test_stats_names_a_card_without_behaviour_in_one_line(monkeypatch, capsys):
    """A deck with a card the engine cannot play is refused in one line naming it, before a
    game is simulated (every card of the era plays now: Dark Typhlosion's behaviour is taken
    away for the test)."""
    from oldback.cli import main
    from oldback.engine.scripts import SCRIPTS

    monkeypatch.delitem(SCRIPTS, "neo4-10")
    assert main(["stats", "dark", "--simulate", "5"]) == 2
    err = capsys.readouterr().err
    assert "not implemented yet" in err and "Dark Typhlosion" in err and err.count("\n") == 1


def test_stats_png_draws_the_chart(tmp_path):
    pytest.importorskip("matplotlib")
    path = tmp_path / "odds.png"
    r = run("rain-dance", "--going", "both", "--png", str(path))
    assert r.returncode == 0, r.stderr
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_stats_without_rich_prints_plain_columns():
    code = ("import sys; sys.modules['rich'] = None; from oldback.cli import main; "
            "raise SystemExit(main(['stats', 'haymaker', '--card', 'Bill', '--turns', '2']))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "  card  n  hand   T1     T2     all prized" in lines
    assert "  Bill  3  29.9%  35.4%  39.1%  0.06%" in lines
