"""Players: each chooses a key from its own view of the game."""

from oldback.agents.random import RandomAgent

__all__ = ["RandomAgent"]
