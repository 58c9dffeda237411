"""oldback: an engine, simulator and AI playground for old-school Pokémon TCG formats.

The public surface is fixed in CONTRACT.md: ``card``, ``cards``, ``Rules``,
``Game``, ``IllegalAction``; ``oldback.testing.Scenario`` for rules tests;
``oldback.stats.deck_stats`` for a deck's mulligan and draw odds.
Only the standard library is imported here; ``oldback.stats`` when first asked for
(``statistics`` and its ``decimal`` and ``fractions``: no simulation worker needs them).
"""

from importlib import import_module
from types import ModuleType

import oldback.compiled  # noqa: F401  (first: OLDBACK_PURE may ask for the Python source)
from oldback.card import Attack, Card, Power
from oldback.cards import load as load_behaviour
from oldback.decks import Deck
from oldback.engine.decisions import Decision, IllegalAction, Option
from oldback.engine.game import Game
from oldback.facts.catalog import card, cards
from oldback.rules import Rules

load_behaviour()

__version__ = "0.1.0"


def __getattr__(name: str) -> ModuleType:
    if name == "stats":
        return import_module("oldback.stats")
    raise AttributeError(f"module 'oldback' has no attribute {name!r}")


__all__ = [
    "Attack", "Card", "Deck", "Decision", "Game", "IllegalAction", "Option", "Power", "Rules",
    "card", "cards", "stats",
]
