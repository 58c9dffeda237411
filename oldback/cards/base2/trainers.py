"""Jungle (base2): the Trainer and Special Energy cards, in number order."""

from oldback.effects.coins import flip
from oldback.effects.deck import SearchDeck
from oldback.effects.define import card
from oldback.effects.pieces import Trainer
from oldback.effects.select import InDeck, is_pokemon

card("base2-64", "Poké Ball", Trainer(flip(heads=SearchDeck(
    InDeck("a Basic Pokémon or Evolution card", is_pokemon), show=True))))
