"""Fossil (base3): the Trainer and Special Energy cards, in number order."""

from oldback.effects.define import card
from oldback.effects.trainers import PlayedAsBasic, SearchDeck

card("base3-59", "Energy Search",
     SearchDeck("a basic Energy card", match=lambda c: c.is_basic_energy))
card("base3-62", "Mysterious Fossil", PlayedAsBasic())
