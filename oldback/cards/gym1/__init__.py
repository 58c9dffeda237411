"""Gym Heroes (gym1): card behaviour, Pokémon and Trainers."""

from oldback.cards.gym1 import pokemon, trainers  # noqa: F401  (register behaviour)
