"""The heuristic player uses the promo cards 10–24 through their hints (no card names):
Computer Error ends the turn, so it is kept while an attack is there to make; Solar Power
ends the Special Conditions of its player's Active Pokémon."""

from __future__ import annotations

from oldback.agents import HeuristicAgent
from oldback.testing import Scenario

HITMONCHAN, ONIX = "base1-7", "base1-56"
COMPUTER_ERROR, VENUSAUR = "basep-16", "basep-13"


def _scenario() -> Scenario:
    s = Scenario(seed=0)
    s.p1.deck(*["Fire"] * 30)  # enough to draw: without its hint the card would be played
    s.p2.deck(*["Water"] * 10)
    return s


def test_heuristic_keeps_computer_error_while_it_can_attack():
    """Computer Error (promo 16) says it ends the turn (hint ``ends_turn``): with Jab ready,
    the heuristic attacks instead."""
    s = _scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(COMPUTER_ERROR)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert HeuristicAgent().choose_in(g, "p1") == "attack Jab"


def test_heuristic_uses_solar_power_on_its_paralyzed_active():
    """Solar Power (promo 13, hint ``cures``): a Paralyzed Active can't attack, so the
    heuristic uses the Benched Venusaur's power first."""
    s = _scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"], conditions=["paralyzed"])
    s.p1.bench(VENUSAUR)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert HeuristicAgent().choose_in(g, "p1") == "power bench1 Solar Power"


def test_heuristic_does_not_cure_only_the_opponent():
    """Solar Power would only end the opponent's Active's Asleep: the heuristic leaves it."""
    s = _scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(VENUSAUR)
    s.p2.active(ONIX, conditions=["asleep"])
    g = s.start("p1")
    assert HeuristicAgent().choose_in(g, "p1") != "power bench1 Solar Power"
