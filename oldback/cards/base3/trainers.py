"""Fossil (base3): the Trainer and Special Energy cards, in number order."""

from oldback.effects.bench import PlayedAsBasic
from oldback.effects.coins import flip
from oldback.effects.deck import Draw, SearchDeck
from oldback.effects.define import card
from oldback.effects.discard_pile import FromDiscard
from oldback.effects.hand import ShuffleHand
from oldback.effects.leave_play import ShuffleIntoDeck
from oldback.effects.pieces import Trainer
from oldback.effects.select import YOUR_BENCH, Chosen, InDeck, InDiscard, is_basic_energy

card("base3-58", "Mr. Fuji", Trainer(ShuffleIntoDeck(Chosen(YOUR_BENCH, kind="to-deck"))))
card("base3-59", "Energy Search",
     Trainer(SearchDeck(InDeck("a basic Energy card", is_basic_energy))))
card("base3-60", "Gambler", Trainer(ShuffleHand(), flip(heads=Draw(8, needs_deck=False),
                                                         tails=Draw(1, needs_deck=False))))
card("base3-61", "Recycle", Trainer(flip(heads=FromDiscard(InDiscard("a card"), deck_top=True))))
card("base3-62", "Mysterious Fossil", PlayedAsBasic())
