"""Fossil (base3): the Trainer and Special Energy cards, in number order."""

from oldback.effects.attacks import draw_cards, flip, from_discard, shuffle_hand
from oldback.effects.define import card
from oldback.effects.select import YOUR_BENCH, chosen, in_deck, in_discard, is_basic_energy
from oldback.effects.trainers import (
    PlayedAsBasic,
    Trainer,
    search_deck,
    shuffle_into_deck,
)

card("base3-58", "Mr. Fuji", Trainer(shuffle_into_deck(chosen(YOUR_BENCH, kind="to-deck"))))
card("base3-59", "Energy Search",
     Trainer(search_deck(in_deck("a basic Energy card", is_basic_energy))))
card("base3-60", "Gambler", Trainer(shuffle_hand(), flip(heads=draw_cards(8, needs_deck=False),
                                                         tails=draw_cards(1, needs_deck=False))))
card("base3-61", "Recycle", Trainer(flip(heads=from_discard(in_discard("a card"), deck_top=True))))
card("base3-62", "Mysterious Fossil", PlayedAsBasic())
