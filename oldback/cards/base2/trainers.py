"""Jungle (base2): the Trainer and Special Energy cards, in number order."""

from oldback.effects.attacks import flip
from oldback.effects.define import card
from oldback.effects.select import in_deck, is_pokemon
from oldback.effects.trainers import Trainer, search_deck

card("base2-64", "Poké Ball", Trainer(flip(heads=search_deck(
    in_deck("a Basic Pokémon or Evolution card", is_pokemon), show=True))))
