"""Gym Challenge (gym2): card behaviour, Pokémon and Trainers."""

from oldback.cards.gym2 import pokemon, trainers  # noqa: F401  (register behaviour)
