"""Determinized copies, for either player, at any decision: every option they list is
one the copy accepts (issue 15, item 1)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from oldback import Game
from oldback.decks import load
from oldback.rng import Rng

OTHER = {"p1": "p2", "p2": "p1"}


def _first_action(seed: int) -> Game:
    g = Game.new(load("haymaker"), load("rain-dance"), seed=seed)
    while g.decision.kind != "action":
        g.act(g.decision.options[0].key)
    return g


def _every_option_is_accepted(copy: Game) -> None:
    for option in copy.decision.options:
        trial = copy.copy()
        trial.act(option.key)  # raises IllegalAction (or worse) for an option it lists wrongly


def test_the_waiting_player_s_copy_asks_the_decider_again_from_the_dealt_hand():
    """Haymaker vs Rain Dance, seed 1: at the first choice of an action, a copy dealt for
    the player who waits gives the decider a new hand, and its options are that hand's:
    Computer Search (base1-71) is offered only in copies that dealt one to the decider."""
    g = _first_action(1)
    decider = g.decision.player
    offered = 0
    for seed in range(60):
        d = g.determinized(OTHER[decider], seed)
        assert d.decision.player == decider
        hand = {c.id for c in d.side(decider).hand}
        assert ("play base1-71" in d.decision) == ("base1-71" in hand)
        offered += "play base1-71" in d.decision
        _every_option_is_accepted(d)
    assert 0 < offered < 60
    assert g.decision.player == decider and "play base1-71" in g.decision  # untouched


@settings(max_examples=12, deadline=None)
@given(game_seed=st.integers(0, 10_000), play_seed=st.integers(0, 2**32),
       deal_seed=st.integers(0, 2**32))
def test_every_option_of_every_determinized_copy_is_accepted(game_seed, play_seed,
                                                             deal_seed):
    """Random play; at every decision, for each player that may determinize, a copy is
    dealt and each of its listed options is acted on a copy of it."""
    g = Game.new(load("haymaker"), load("rain-dance"), seed=game_seed, log=False)
    rng = Rng(play_seed)
    tried = 0
    while not g.over and g.turn <= 6:
        for player in ("p1", "p2"):
            if not g.can_determinize(player):
                continue
            try:
                d = g.determinized(player, deal_seed + tried)
            except ValueError:  # a deal mid-action that contradicts what the player saw
                continue
            tried += 1
            if d.decision is not None:
                _every_option_is_accepted(d)
        g.act(g.decision.options[rng.below(len(g.decision.options))].key)
    assert tried > 0
