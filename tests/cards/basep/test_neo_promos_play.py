"""Decks built around Southern Islands and promos 25–53 play to the end: random against
random and heuristic against heuristic, every invariant held at every decision."""

from __future__ import annotations

from oldback import Game
from oldback.agents import HeuristicAgent
from oldback.rng import Rng
from oldback.testing import check_invariants, play_checked

# Each list is 60 cards: the new cards, with their lower Stages and enough Energy to play.
PROMOS_C = (
    ["basep-25"] * 2 + ["basep-26"] * 2 + ["basep-27"] * 2 + ["basep-29"] * 2
    + ["basep-30"] * 2 + ["basep-31"] + ["basep-35"] * 2 + ["basep-36"] + ["basep-34"] * 2
    + ["basep-48"] * 2 + ["basep-49"] * 2 + ["basep-46"] * 2 + ["basep-41"] * 2
    + ["basep-42"] + ["base1-81"] * 2 + ["base1-95"] * 2
    + ["Lightning"] * 12 + ["Water"] * 10 + ["Fire"] * 5 + ["base1-96"] * 4
)
PROMOS_D = (
    ["basep-32"] * 2 + ["base2-10"] * 2 + ["basep-45"] + ["basep-33"] * 2 + ["basep-37"] * 2
    + ["basep-38"] * 2 + ["neo2-69", "neo2-68", "neo2-50"] + ["basep-39"] * 2
    + ["basep-44"] * 2 + ["basep-50", "basep-52"] + ["basep-53"] * 2 + ["base1-60"] * 2
    + ["basep-51"] + ["base1-52"] * 2 + ["base1-34", "basep-43"] + ["basep-41"]
    + ["Fire"] * 8 + ["Water"] * 6 + ["Psychic"] * 6 + ["Fighting"] * 6 + ["Grass"] * 2
    + ["neo1-19"] * 2
)
SOUTHERN_ISLANDS = (
    ["si1-1"] * 2 + ["base1-57", "base1-22", "si1-2"] + ["si1-3"] * 2 + ["si1-4"] * 2
    + ["base1-44"] * 2 + ["si1-5"] + ["base1-61", "si1-6"] + ["si1-7"] * 2 + ["si1-8"] * 2
    + ["base1-45", "base1-54", "si1-9"] + ["base3-56"] * 2 + ["si1-10"] + ["si1-11"] * 2
    + ["si1-12"] * 2 + ["base2-52"] * 2 + ["si1-13"] + ["base3-55"] * 2 + ["si1-14"]
    + ["base1-63"] * 2 + ["si1-15"] + ["si1-16"] * 2 + ["base2-58", "base2-37", "si1-17"]
    + ["base2-55"] * 2 + ["si1-18"]
    + ["Water"] * 5 + ["Grass"] * 5 + ["Psychic"] * 2 + ["Fighting"] * 2 + ["base1-96"]
)


def test_the_decks_are_60_cards():
    assert len(PROMOS_C) == len(PROMOS_D) == len(SOUTHERN_ISLANDS) == 60


def test_neo_promo_decks_play_to_the_end_random():
    pairs = ((PROMOS_C, PROMOS_D), (SOUTHERN_ISLANDS, PROMOS_C), (PROMOS_D, SOUTHERN_ISLANDS))
    for n, (a, b) in enumerate(pairs):
        for seed in (1, 2, 3):
            g = Game.new(a, b, seed=seed + 10 * n)
            play_checked(g, Rng(seed * 7919 + n))


def test_neo_promo_decks_play_to_the_end_heuristic():
    for a, b in ((PROMOS_C, PROMOS_D), (SOUTHERN_ISLANDS, PROMOS_D)):
        for seed in (1, 2):
            g = Game.new(a, b, seed=seed)
            agents = {"p1": HeuristicAgent(seed), "p2": HeuristicAgent(seed + 1)}
            while not g.over:
                check_invariants(g)
                g.act(agents[g.decision.player].choose_in(g, g.decision.player))
            assert g.winner in ("p1", "p2", "draw")
