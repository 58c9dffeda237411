"""The short fuzz (issue 15, Also): random play over the decks that play, under each rules
preset, every invariant checked after every decision, and junk keys at every seventh
decision refused with the game unchanged. ``tools/fuzz.py`` runs the long one."""

from __future__ import annotations

import pytest

from oldback import IllegalAction
from oldback.fuzz import JUNK, fingerprint, games, play, playable_decks
from oldback.rng import Rng
from oldback.rules import PRESETS

DECISIONS = 2500  # a preset: about half a second


@pytest.fixture(scope="module")
def decks():
    from oldback.decks import builtin

    return {name: builtin(name) for name in playable_decks()}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_random_decisions_hold_every_invariant_and_refuse_junk(preset, decks):
    decisions = junk = finished = 0
    for _, a, b, seed in games([preset], sorted(decks), seed=15):
        left = DECISIONS - decisions
        if left <= 0:
            break
        played = play(a, b, preset, seed, max_decisions=left, decks=decks)
        assert played.failure is None, str(played.failure)
        decisions += played.decisions
        junk += played.junk
        finished += played.winner is not None
    assert decisions >= DECISIONS and junk > DECISIONS // 7 and finished >= 1


def test_a_fuzzed_game_replays_from_its_seed_and_keys(decks):
    """A failure is reported with the seed and keys that reach it: replaying them gives
    the same game."""
    from oldback import Game

    played = play("haymaker", "rain-dance", "wotc", 3, decks=decks)
    assert played.winner is not None
    g = Game.new(decks["haymaker"], decks["rain-dance"], seed=3, rules=PRESETS["wotc"])
    g.act(*played.keys)
    assert (g.winner, g.result) == (played.winner, played.result)


def test_every_junk_key_is_refused_at_every_kind_of_first_decision(decks):
    from oldback import Game

    g = Game.new(decks["zap"], decks["lockdown"], seed=1)
    rng = Rng(2)
    seen = set()
    while not g.over and len(g.keys) < 300:
        if g.decision.kind not in seen:
            seen.add(g.decision.kind)
            before = fingerprint(g)
            for key in JUNK:
                with pytest.raises(IllegalAction):
                    g.act(key)
            assert fingerprint(g) == before
        g.act(g.decision.options[rng.below(len(g.decision.options))].key)
    assert len(seen) >= 5



def test_a_finished_game_has_no_decision_pending(decks):
    """An invariant the fuzz checks (issue 33): a finished game has no decision pending. In
    the fuzzed game of seed 385 (Sabrina against Haymaker, Game Boy rules) Sabrina's Gastly,
    p1's last Pokémon, Fades Out as it Knocks Out the Defending Pokémon: the fuzz reported
    it broken (p2's choice of a new Active Pokémon left pending in a game already won) until
    the Knock Out was processed to its end before the win check."""
    from oldback import Game
    from oldback.testing import check_invariants

    played = play("sabrina", "haymaker", "gameboy", 385, decks=decks)
    assert played.failure is None, str(played.failure)
    g = Game.new(decks["sabrina"], decks["haymaker"], seed=385, rules=PRESETS["gameboy"])
    g.act(*played.keys)
    assert g.over and g.decision is None
    assert "p1's Sabrina's Gastly attacks: Fade Out" in g.log
    g = Game.new(decks["sabrina"], decks["haymaker"], seed=385, rules=PRESETS["gameboy"])
    g.winner = "p1"  # a finished game with its first decision still pending
    with pytest.raises(AssertionError, match="decision pending"):
        check_invariants(g)


def test_set_decks_hold_every_card_of_a_set_and_play():
    """The fuzz's set decks (``--sets``) hold every card of the set once between them, 60
    cards each, and random play with them holds every invariant (Neo Destiny: its Shining,
    Light and Dark Pokémon, Tools and Stadiums)."""
    from oldback.facts.catalog import cards
    from oldback.fuzz import set_decks

    made = set_decks("neo4")
    assert sorted(made) == ["set-neo4-1", "set-neo4-2", "set-neo4-3"]
    assert all(len(d.cards) == 60 for d in made.values())
    held = {c.id for d in made.values() for c in d.cards}
    assert {c.id for c in cards("neo4")} <= held
    decisions = 0
    for _, a, b, seed in games(["pokemon1999"], sorted(made), seed=3):
        if decisions >= DECISIONS:
            break
        played = play(a, b, "pokemon1999", seed, max_decisions=DECISIONS - decisions,
                      decks=made)
        assert played.failure is None, str(played.failure)
        decisions += played.decisions
