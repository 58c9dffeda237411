"""Jungle (base2): the Trainer and Special Energy cards, in number order."""


