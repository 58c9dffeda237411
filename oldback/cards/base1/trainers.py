"""Base Set (base1): the Trainer and Special Energy cards, in number order."""

from oldback.effects.define import card
from oldback.effects.energy import Provides
from oldback.effects.select import is_basic_energy, is_trainer
from oldback.effects.trainers import (
    BenchFromDiscard,
    Devolve,
    DiscardHandDraw,
    DrawCards,
    FromDiscardPile,
    HealAllDiscardEnergy,
    HealConditions,
    HealOwn,
    PlayedAsBasic,
    PlusDamage,
    Rearrange,
    ReduceDamage,
    RemoveEnergy,
    ScoopUp,
    SearchDeck,
    ShuffleCardsForDraw,
    ShuffleHandDraw,
    SkipStage,
    SwitchOpponent,
    SwitchOwn,
    TradeWithDeck,
    TrainersBackToDecks,
)

card("base1-70", "Clefairy Doll", PlayedAsBasic())
card("base1-71", "Computer Search", SearchDeck("any card", discard=2))
card("base1-72", "Devolution Spray", Devolve())
card("base1-73", "Impostor Professor Oak", ShuffleHandDraw(7, opponent=True))
card("base1-74", "Item Finder",
     FromDiscardPile("a Trainer card", is_trainer, discard=2))
card("base1-75", "Lass", TrainersBackToDecks())
card("base1-76", "Pokémon Breeder", SkipStage())
card("base1-77", "Pokémon Trader", TradeWithDeck())
card("base1-78", "Scoop Up", ScoopUp())
card("base1-79", "Super Energy Removal", RemoveEnergy(count=2, cost=1))
card("base1-80", "Defender", ReduceDamage(20))
card("base1-81", "Energy Retrieval",
     FromDiscardPile("basic Energy cards", is_basic_energy, count=2, discard=1,
                     trade=True))
card("base1-82", "Full Heal", HealConditions())
card("base1-83", "Maintenance", ShuffleCardsForDraw(shuffle=2, count=1))
card("base1-84", "PlusPower", PlusDamage(10))
card("base1-85", "Pokémon Center", HealAllDiscardEnergy())
card("base1-86", "Pokémon Flute", BenchFromDiscard(opponent=True))
card("base1-87", "Pokédex", Rearrange(5))
card("base1-88", "Professor Oak", DiscardHandDraw(7))
card("base1-89", "Revive", BenchFromDiscard(half_hp=True))
card("base1-90", "Super Potion", HealOwn(40, energy_cost=1))
card("base1-91", "Bill", DrawCards(2))
card("base1-92", "Energy Removal", RemoveEnergy())
card("base1-93", "Gust of Wind", SwitchOpponent())
card("base1-94", "Potion", HealOwn(20))
card("base1-95", "Switch", SwitchOwn())
card("base1-96", "Double Colorless Energy", Provides("Colorless", "Colorless"))
