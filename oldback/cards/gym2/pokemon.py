"""Gym Challenge (gym2): the Pokémon, in number order."""
