"""Team Rocket (base5): card behaviour, Pokémon and Trainers."""

from oldback.cards.base5 import pokemon, trainers  # noqa: F401  (register behaviour)
