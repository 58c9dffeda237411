"""Jungle (base2): card behaviour, Pokémon and Trainers."""

from oldback.cards.base2 import pokemon, trainers  # noqa: F401  (register behaviour)
