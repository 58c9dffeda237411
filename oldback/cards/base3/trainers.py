"""Fossil (base3): the Trainer and Special Energy cards, in number order."""

from oldback.effects.define import card
from oldback.effects.select import is_basic_energy
from oldback.effects.trainers import (
    BenchedToDeck,
    DiscardToDeckTop,
    PlayedAsBasic,
    SearchDeck,
    ShuffleHandDraw,
)

card("base3-58", "Mr. Fuji", BenchedToDeck())
card("base3-59", "Energy Search",
    SearchDeck("a basic Energy card", match=is_basic_energy))
card("base3-60", "Gambler", ShuffleHandDraw(8, tails=1))
card("base3-61", "Recycle", DiscardToDeckTop())
card("base3-62", "Mysterious Fossil", PlayedAsBasic())
