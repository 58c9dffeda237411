"""Fossil (base3): card behaviour, Pokémon and Trainers."""

from oldback.cards.base3 import pokemon, trainers  # noqa: F401  (register behaviour)
