"""Fossil (base3): the Trainer and Special Energy cards, in number order."""

from oldback.effects.attacks import draw_cards, flip, shuffle_hand
from oldback.effects.define import card
from oldback.effects.select import in_deck, is_basic_energy
from oldback.effects.trainers import (
    BenchedToDeck,
    DiscardToDeckTop,
    PlayedAsBasic,
    Trainer,
    search_deck,
)

card("base3-58", "Mr. Fuji", BenchedToDeck())
card("base3-59", "Energy Search",
     Trainer(search_deck(in_deck("a basic Energy card", is_basic_energy))))
card("base3-60", "Gambler", Trainer(shuffle_hand(), flip(heads=draw_cards(8, needs_deck=False),
                                                         tails=draw_cards(1, needs_deck=False))))
card("base3-61", "Recycle", DiscardToDeckTop())
card("base3-62", "Mysterious Fossil", PlayedAsBasic())
