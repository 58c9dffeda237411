"""Card behaviour: one module per set, written in the effect vocabulary.

The set modules are the top of the card layer: they sit on the vocabulary and the engine,
and register each card's behaviour when ``load`` imports them; ``import oldback`` calls it
once, explicitly. The cards' facts are not here but at the bottom of the layers
(``oldback.facts``), which every layer may read.
"""

from __future__ import annotations

from importlib import import_module

#: the modules of card behaviour, in release order
SET_MODULES = ("base1", "base2", "basep", "base3", "base5", "gym1", "gym2", "neo1", "neo2",
               "si1", "neo3", "neo4", "base6")


def load() -> None:
    """Register the behaviour of every card written so far (importing a module twice does
    nothing)."""
    for name in SET_MODULES:
        import_module(f"oldback.cards.{name}")
