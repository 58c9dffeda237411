"""Gym Heroes (gym1): the Pokémon, in number order."""
