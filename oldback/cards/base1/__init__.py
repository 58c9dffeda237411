"""Base Set (base1): card behaviour, Pokémon and Trainers."""

from oldback.cards.base1 import pokemon, trainers  # noqa: F401  (register behaviour)
