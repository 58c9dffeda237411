"""Gym Heroes (gym1): the Trainers, in number order (written in the Trainer session's
branch; this module is its placeholder)."""
