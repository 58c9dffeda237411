"""Gym Heroes (gym1): the Trainer cards, in number order (reprints share a definition)."""

from oldback.effects.attached import Charity, OwnerReflip
from oldback.effects.bench import OpponentsBenchFromHand, PromoteFromHand, ReturnBenched
from oldback.effects.coins import flip
from oldback.effects.deck import (
     Draw,
     DrawPerDiscarded,
     DrawUpTo,
     NewHands,
     SearchDeck,
     TrashExchange,
     top_cards,
)
from oldback.effects.define import card
from oldback.effects.energy import EnergyToHand
from oldback.effects.games import Duel, Quiz
from oldback.effects.hand import (
     DiscardAny,
     RandomToDeck,
     SetAsideHand,
     look_at_hand,
     no_basic_in_hand,
     only_copies_in_hand,
     show_hand,
)
from oldback.effects.healing import Heal
from oldback.effects.lasting import boost_this_turn, recall
from oldback.effects.pieces import EndTurn, MayEndTurn, Trainer, discard_from_hand
from oldback.effects.prizes import Treaty
from oldback.effects.select import OPPONENTS, YOUR_POKEMON, InDeck, damaged, pokemon_with_name
from oldback.effects.stadiums import (
     AttackCoin,
     DiscardToCure,
     NoResistanceFor,
     PriceForRemoval,
     RetreatCost,
     SmallBench,
)
from oldback.engine.setup import is_basic

card("gym1-15", "Brock", Trainer(Heal(10, on=damaged(YOUR_POKEMON))))
card("gym1-16", "Erika", Trainer(DrawUpTo(3), DrawUpTo(3, OPPONENTS)))
card("gym1-17", "Lt. Surge", Trainer(PromoteFromHand()))
card("gym1-18", "Misty", Trainer(discard_from_hand(2), boost_this_turn("Misty", 20)))
card("gym1-19", "The Rocket's Trap", Trainer(flip(heads=RandomToDeck(3))))
card("gym1-97", "Blaine's Quiz #1", Quiz("length", 2))
card("gym1-99", "Charity", Charity())
card("gym1-103", "No Removal Gym", PriceForRemoval(2))
card("gym1-104", "The Rocket's Training Gym", RetreatCost(1))
card("gym1-105", "Blaine's Last Resort",
     Trainer(only_copies_in_hand(), show_hand(), Draw(5, needs_deck=False)))
card("gym1-106", "Brock's Training Method", Trainer(SearchDeck(
    InDeck("Pokémon card with Brock in its name", pokemon_with_name("Brock")), 1, show=True,
    owner="Brock")))
card("gym1-107", "Celadon City Gym", DiscardToCure("Erika"))
card("gym1-108", "Cerulean City Gym", RetreatCost(-1, "Misty"))
card("gym1-109", "Erika's Maids", Trainer(discard_from_hand(2), SearchDeck(
    InDeck("Pokémon cards with Erika in their names", pokemon_with_name("Erika")), 2, show=True,
    owner="Erika")))
card("gym1-110", "Erika's Perfume", Trainer(look_at_hand(), OpponentsBenchFromHand()))
card("gym1-111", "Good Manners", Trainer(no_basic_in_hand(), show_hand(), SearchDeck(
    InDeck("a Basic Pokémon card", is_basic), show=True)))
card("gym1-112", "Lt. Surge's Treaty", Treaty())
card("gym1-113", "Minion of Team Rocket", ReturnBenched())
card("gym1-114", "Misty's Wrath", Trainer(top_cards(7, 2)))
card("gym1-115", "Pewter City Gym", NoResistanceFor("Brock"))
card("gym1-116", "Recall", Trainer(recall()))
card("gym1-117", "Sabrina's ESP", OwnerReflip("Sabrina"))
card("gym1-118", "Secret Mission", Trainer(look_at_hand(), DiscardAny(), DrawPerDiscarded(1)))
card("gym1-119", "Tickling Machine",
     MayEndTurn(flip(heads=SetAsideHand(), tails=EndTurn())))
card("gym1-120", "Vermilion City Gym", AttackCoin("Lt. Surge", 10))
card("gym1-121", "Blaine's Gamble", Trainer(DiscardAny(), flip(heads=DrawPerDiscarded(2))))
card("gym1-122", "Energy Flow", Trainer(EnergyToHand()))
card("gym1-123", "Misty's Duel", Trainer(Duel(5)))
card("gym1-124", "Narrow Gym", SmallBench(4))
card("gym1-125", "Sabrina's Gaze", Trainer(NewHands()))
card("gym1-126", "Trash Exchange", Trainer(TrashExchange()))
