"""The heuristic player with the Neo Genesis and Neo Discovery cards (issue 28), through
hints only: a Pokémon Tool that heals goes where it works soonest, a Power that ends the
turn waits for a turn with no attack to make, a Power that takes a free card is used."""

from __future__ import annotations

from oldback.agents.heuristic import HeuristicAgent
from oldback.testing import Scenario

CHANSEY, MACHOP, ZAPDOS = "base1-3", "base1-52", "base1-16"
ELEKID, TYPHLOSION, CYNDAQUIL, GOLD_BERRY = "neo1-22", "neo1-17", "neo1-56", "neo1-93"
UNOWN_F, UNOWN_I, UNOWN_N, UNOWN_D = "neo2-48", "neo2-68", "neo2-50", "neo2-47"
FIRE, WATER = "base1-98", "base1-102"


def choose(g, player: str = "p1") -> str:
    return HeuristicAgent().choose(g.view(player))


def table() -> Scenario:
    s = Scenario()
    s.p1.deck(*[WATER] * 20)
    s.p2.deck(*[WATER] * 20)
    s.p2.active(ZAPDOS)
    return s


def test_gold_berry_goes_to_the_pokemon_with_four_damage_counters():
    """Gold Berry (heals 40) is attached to the Benched Pokémon that already has 4 damage
    counters, not to the undamaged Active."""
    s = table()
    s.p1.active(CHANSEY)
    s.p1.bench(MACHOP, damage=40)
    s.p1.hand(GOLD_BERRY)
    g = s.start()
    g.act(f"play {GOLD_BERRY}")
    assert choose(g) == "bench1"


def test_playful_punch_only_when_no_attack_can_be_made():
    """Elekid's Playful Punch ends the turn: the Active Machop that can attack attacks; with
    no Energy on Machop the Punch is used."""
    s = table()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p1.bench(ELEKID)
    g = s.start()
    assert choose(g) != "power bench1 Playful Punch"
    s = table()
    s.p1.active(ELEKID)
    g = s.start()
    assert choose(g) == "power active Playful Punch"


def test_unown_f_find_is_used_for_a_free_trainer():
    """Unown [F]'s [Find] (a Trainer card from the deck) is used when F, I, N and D are on the
    Bench, with a deck of 40 cards (about what a 60-card deck holds at turn 3, when the deck
    spares a card: ``aware.reserve``)."""
    s = table()
    s.p1.active(CHANSEY)
    for unown in (UNOWN_F, UNOWN_I, UNOWN_N, UNOWN_D):
        s.p1.bench(unown)
    s.p1.deck("base1-91", *[WATER] * 39)
    g = s.start()
    assert choose(g) == "power bench1 [Find]"
