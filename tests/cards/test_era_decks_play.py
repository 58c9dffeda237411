"""The tournament lists and theme decks of the Team Rocket and Gym era play to the end against
each other and against the Base-Fossil lists: random against random and heuristic against
heuristic, every invariant held at every decision (issues "Team Rocket, promos 10-24 and
Legendary Collection" and "Gym Heroes and Gym Challenge", the deck tests). So do the
tournament lists of June 2001 (Team Rocket to Neo Genesis) against each other, the Neo
Genesis and Neo Discovery theme decks and the tournament lists of the older formats
(issue "Neo Genesis and Neo Discovery", the deck tests). So do the tournament lists of 2002
(Neo Genesis to Legendary Collection) and the Neo Destiny theme decks against each other, the
2001 lists and the Neo Genesis theme decks (issue "Neo Revelation, Neo Destiny, Southern
Islands, promos 25–53", the deck tests)."""

from __future__ import annotations

from itertools import combinations

import pytest

from oldback import Game
from oldback.agents import HeuristicAgent
from oldback.decks import builtin
from oldback.rng import Rng
from oldback.testing import check_invariants, play_checked

#: Base-Fossil: the theme decks and the three tournament lists (tests/cards/test_decks_play.py)
BASE_FOSSIL = ["overgrowth", "zap", "brushfire", "blackout", "water-blast", "power-reserve",
               "lockdown", "bodyguard", "haymaker", "rain-dance", "damage-swap"]
#: Base-Rocket: the 2000 tournament lists and the two Team Rocket theme decks
BASE_ROCKET = ["rocket-marshall-haymaker", "rocket-lieu-wigglytuff", "rocket-savage-sponge",
               "rocket-viray-rain-dance", "rocket-gerhardt-das-boot", "trouble", "devastation"]
#: Base-Gym: the 2000 tournament lists and the eight Gym Leader theme decks
BASE_GYM = ["gym-hanley-clefable", "gym-rodriguez-wigglytuff", "gym-brooks-rain-dance",
            "gym-morris-venusaur", "gym-wrathd-wiggly", "brock", "erika", "lt-surge", "misty",
            "blaine", "giovanni", "koga", "sabrina"]

ERA = BASE_ROCKET + BASE_GYM
#: Team Rocket to Neo Genesis: the lists of the East Coast STS of June 2001
#: (tests/test_neo_era_decks.py)
ROCKET_GENESIS = ["sts2001-goldstein-feraligatr", "sts2001-gerardo-feraligatr",
                  "sts2001-cameron-alakazam", "sts2001-burton-sandslash",
                  "sts2001-hickman-poliwhirl"]
#: their opponents: the Neo Genesis and Neo Discovery theme decks and the tournament lists
#: of the older formats
NEO_OPPONENTS = ["hotfoot", "cold-fusion", "brainwave", "wallop", "haymaker", "rain-dance",
                 "damage-swap", *BASE_ROCKET[:5], *BASE_GYM[:5]]
#: every pair with at least one deck of the era (the Base-Fossil pairs are played elsewhere),
#: then every pair of the 2001 lists and each of them against each opponent
PAIRS = [(a, b) for a, b in combinations(BASE_FOSSIL + ERA, 2) if a in ERA or b in ERA]
PAIRS += list(combinations(ROCKET_GENESIS, 2))
PAIRS += [(a, b) for a in ROCKET_GENESIS for b in NEO_OPPONENTS]
#: Neo Genesis to Legendary Collection: the lists of 2002 (the World Championship, a Gym
#: Challenge) and the Neo Destiny theme decks (tests/test_neo_era_decks.py)
GENESIS_LC = ["worlds2002-robert-enteicargo", "worlds2002-ruelos-kingdra-steelix",
              "worlds2002-hausknecht-dark-blastoise", "worlds2002-chimento-ampharos",
              "gc2002-chimento-dark-blastoise-steelix", "light", "dark"]
PAIRS += list(combinations(GENESIS_LC, 2))
PAIRS += [(a, b) for a in GENESIS_LC
          for b in ("sts2001-goldstein-feraligatr", "sts2001-cameron-alakazam", "hotfoot",
                    "brainwave")]


@pytest.mark.parametrize("first, second", PAIRS)
def test_random_games_play_to_the_end(first, second):
    seed = len(first) * 31 + len(second)
    g = Game.new(builtin(first), builtin(second), seed=seed)
    rng = Rng(seed * 7919)
    play_checked(g, rng)


@pytest.mark.parametrize("first, second", PAIRS)
def test_heuristic_games_play_to_the_end(first, second):
    seed = len(first) * 17 + len(second)
    g = Game.new(builtin(first), builtin(second), seed=seed)
    agents = {"p1": HeuristicAgent(seed), "p2": HeuristicAgent(seed + 1)}
    while not g.over:
        check_invariants(g)
        g.act(agents[g.decision.player].choose_in(g, g.decision.player))
    check_invariants(g)
    assert g.winner in ("p1", "p2", "draw")


#: random games (seed, and the options drawn from ``Rng(seed ^ 0x5EED)``, as
#: ``bench/engine.py`` draws them) that once stopped the engine with an error, each with
#: what it was
STOPPED_ONCE = [
    # Metronome copied Swords Dance, then Slash: the base-damage effect looked for Slash
    # among Clefable's own attacks (tests/cards/base2/test_base2_holo.py)
    ("gym-hanley-clefable", "gym-morris-venusaur", 187),
    ("gym-hanley-clefable", "rocket-lieu-wigglytuff", 14),
]


@pytest.mark.parametrize("first, second, seed", STOPPED_ONCE)
def test_random_games_that_once_stopped_play_to_the_end(first, second, seed):
    """Each game that once stopped with an error now plays to the end, every invariant held
    at every decision."""
    g = Game.new(builtin(first), builtin(second), seed=seed)
    play_checked(g, Rng(seed ^ 0x5EED))
