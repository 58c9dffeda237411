"""Jungle (base2): the Trainer and Special Energy cards, in number order."""

from oldback.effects.define import card
from oldback.effects.select import is_pokemon
from oldback.effects.trainers import SearchDeck

card("base2-64", "Poké Ball",
     SearchDeck("a Basic Pokémon or Evolution card", match=is_pokemon, coin=True,
                show=True))
