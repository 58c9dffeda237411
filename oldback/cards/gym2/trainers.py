"""Gym Challenge (gym2): the Trainer cards, in number order (written on their own branch)."""
