"""Base Set (base1): the Trainer and Special Energy cards, in number order."""

from oldback.effects.attached import PlusDamage, ReduceDamage
from oldback.effects.bench import (
     BenchFromDiscard,
     PlayedAsBasic,
     choose_opponent_switch,
     you_switch,
)
from oldback.effects.conditions import Cure
from oldback.effects.deck import Draw, Rearrange, SearchDeck, TradeWithDeck
from oldback.effects.define import card
from oldback.effects.discard_pile import FromDiscard, TradeForDiscard
from oldback.effects.energy import RemoveEnergy
from oldback.effects.evolution import Devolve, SkipStage
from oldback.effects.hand import DiscardHand, ShuffleHand, TrainersBackToDecks
from oldback.effects.healing import Heal, HealAllDiscardEnergy
from oldback.effects.leave_play import ScoopUp
from oldback.effects.pieces import Trainer, discard_from_hand, shuffle_from_hand
from oldback.effects.select import (
     OPPONENTS,
     YOUR_ACTIVE,
     YOUR_POKEMON,
     Chosen,
     InDeck,
     InDiscard,
     damaged,
     is_basic_energy,
     is_trainer,
     with_energy,
)
from oldback.effects.special_energy import Provides

card("base1-70", "Clefairy Doll", PlayedAsBasic())
card("base1-71", "Computer Search",
     Trainer(discard_from_hand(2), SearchDeck(InDeck("any card"))))
card("base1-72", "Devolution Spray", Devolve())
card("base1-73", "Impostor Professor Oak",
     Trainer(ShuffleHand(OPPONENTS), Draw(7, OPPONENTS, needs_deck=False)))
card("base1-74", "Item Finder",
     Trainer(discard_from_hand(2), FromDiscard(InDiscard("a Trainer card", is_trainer))))
card("base1-75", "Lass", TrainersBackToDecks())
card("base1-76", "Pokémon Breeder", SkipStage())
card("base1-77", "Pokémon Trader", TradeWithDeck())
card("base1-78", "Scoop Up", Trainer(ScoopUp(Chosen(YOUR_POKEMON, kind="scoop-up"))))
card("base1-79", "Super Energy Removal", RemoveEnergy(count=2, cost=1))
card("base1-80", "Defender", ReduceDamage(20))
card("base1-81", "Energy Retrieval",
     TradeForDiscard(InDiscard("basic Energy cards", is_basic_energy), count=2, price=1))
card("base1-82", "Full Heal", Trainer(Cure(YOUR_ACTIVE)))
card("base1-83", "Maintenance", Trainer(shuffle_from_hand(2), Draw(1, needs_deck=False)))
card("base1-84", "PlusPower", PlusDamage(10))
card("base1-85", "Pokémon Center", HealAllDiscardEnergy())
card("base1-86", "Pokémon Flute", BenchFromDiscard(opponent=True))
card("base1-87", "Pokédex", Rearrange(5))
card("base1-88", "Professor Oak", Trainer(DiscardHand(), Draw(7, needs_deck=False)))
card("base1-89", "Revive", BenchFromDiscard(half_hp=True))
card("base1-90", "Super Potion",
     Trainer(Heal(40, on=Chosen(with_energy(damaged(YOUR_POKEMON)), kind="heal"), cost=1)))
card("base1-91", "Bill", Trainer(Draw(2)))
card("base1-92", "Energy Removal", RemoveEnergy())
card("base1-93", "Gust of Wind", Trainer(choose_opponent_switch()))
card("base1-94", "Potion", Trainer(Heal(20, on=Chosen(damaged(YOUR_POKEMON), kind="heal"))))
card("base1-95", "Switch", Trainer(you_switch()))
card("base1-96", "Double Colorless Energy", Provides("Colorless", "Colorless"))
