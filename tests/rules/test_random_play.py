"""Whole games of random play: every invariant holds at every decision.

Invariants (issue "Engine core"): each player's 60 cards are all accounted for,
damage is in tens, a Bench holds at most 5, and no Pokémon is left in play with
damage at or above its HP when a player chooses an action.
"""

from __future__ import annotations

from collections import Counter

import pytest

from oldback import Game, Rules
from oldback.rng import Rng
from oldback.samples import deck
from oldback.testing import check_invariants

PRESETS = ["pokemon1999", "wotc", "japan", "gameboy"]


def play_out(g: Game, seed: int, check: bool = True) -> int:
    rng = Rng(seed)
    decisions = 0
    while not g.over:
        if check:
            check_invariants(g)
        options = g.decision.options
        g.act(options[rng.below(len(options))].key)
        decisions += 1
    return decisions


@pytest.mark.parametrize("preset", PRESETS)
def test_random_games_hold_every_invariant(preset):
    """Random play to the end under each rules preset, invariants checked throughout."""
    endings = Counter()
    for seed in range(12):
        g = Game.new(deck("sample-fire"), deck("sample-fighting"), seed=seed,
                     rules=Rules.preset(preset))
        play_out(g, seed + 100)
        check_invariants(g)
        assert g.winner in ("p1", "p2", "draw")
        endings[g.result] += 1
    assert sum(endings.values()) == 12


def test_same_seed_and_keys_replay_the_same_game():
    """CONTRACT §3: the game is a pure function of decks, rules, seed and keys."""
    g = Game.new(deck("sample-fire"), deck("sample-fighting"), seed=5)
    play_out(g, 9, check=False)
    again = Game.new(deck("sample-fire"), deck("sample-fighting"), seed=5)
    again.act(*g.keys)
    assert again.log == g.log and again.winner == g.winner and again.over


def test_a_copy_plays_on_exactly_like_the_original():
    """A copy taken at any decision, nested ones included, continues identically."""
    g = Game.new(deck("sample-fire"), deck("sample-fighting"), seed=3)
    rng = Rng(77)
    copies = 0
    while not g.over:
        key = g.decision.options[rng.below(len(g.decision.options))].key
        if copies < 40 and rng.below(4) == 0:
            c = g.copy()
            c.act(key)
            g.act(key)
            copies += 1
            for a, b in ((g.p1, c.p1), (g.p2, c.p2)):
                assert [x.id for x in a.hand] == [x.id for x in b.hand]
                assert [x.id for x in a.deck] == [x.id for x in b.deck]
                assert [(m.name, m.damage) for m in a.in_play] == \
                    [(m.name, m.damage) for m in b.in_play]
            assert c.decision == g.decision
        else:
            g.act(key)
    assert copies > 10


def test_a_copy_in_the_middle_of_a_step_plays_on_like_the_original():
    """A step that stops for an answer runs again from its start once answered, reading
    back the answers it took before, those given and those taken as the only option. A
    copy taken at any answer in the middle of a step (Computer Search's discards, a
    retreat, Nightly Garbage Run's picks …) plays the rest of the game to the same log."""
    from oldback.decks import builtin

    d1, d2 = builtin("gym-hanley-clefable"), builtin("gym-brooks-rain-dance")
    g = Game.new(d1, d2, seed=11)
    rng = Rng(5)
    middles = []
    while not g.over:
        if g.mid_step:
            middles.append((len(g.keys), g.copy(keep_log=True)))
        g.act(g.decision.options[rng.below(len(g.decision.options))].key)
    assert len(middles) > 20
    for at, c in middles:
        c.act(*g.keys[at:])
        assert c.log == g.log and c.winner == g.winner


def test_a_copy_is_independent():
    """Acting on a copy leaves the original untouched."""
    g = Game.new(deck("sample-fire"), deck("sample-fighting"), seed=1)
    before = (g.decision, [c.id for c in g.p1.hand], len(g.log))
    c = g.copy()
    play_out(c, 4, check=False)
    assert (g.decision, [c.id for c in g.p1.hand], len(g.log)) == before
    assert not g.over
