"""Gym Heroes (gym1): the Trainer cards, in number order (reprints share a definition)."""

from oldback.effects.attacks import draw_cards, flip, heal
from oldback.effects.define import card
from oldback.effects.gym import (
    Charity,
    MayEndTurn,
    OwnerReflip,
    Quiz,
    ReturnBenched,
    Treaty,
    boost_this_turn,
    discard_any,
    draw_per_discarded,
    draw_up_to,
    duel,
    end_your_turn,
    energy_to_hand,
    look_at_hand,
    new_hands,
    no_basic_in_hand,
    only_copies_in_hand,
    opponents_bench_from_hand,
    promote_from_hand,
    random_to_deck,
    recall,
    search_up_to,
    set_aside_hand,
    show_hand,
    top_cards,
    trash_exchange,
)
from oldback.effects.select import (
    OPPONENTS,
    YOUR_POKEMON,
    damaged,
    in_deck,
    pokemon_with_name,
)
from oldback.effects.stadiums import (
    AttackCoin,
    DiscardToCure,
    NoResistanceFor,
    PriceForRemoval,
    RetreatCost,
    SmallBench,
)
from oldback.effects.trainers import Trainer, discard_from_hand, search_deck
from oldback.engine.setup import is_basic

card("gym1-15", "Brock", Trainer(heal(10, on=damaged(YOUR_POKEMON))))
card("gym1-16", "Erika", Trainer(draw_up_to(3), draw_up_to(3, OPPONENTS)))
card("gym1-17", "Lt. Surge", Trainer(promote_from_hand()))
card("gym1-18", "Misty", Trainer(discard_from_hand(2), boost_this_turn("Misty", 20)))
card("gym1-19", "The Rocket's Trap", Trainer(flip(heads=random_to_deck(3))))
card("gym1-97", "Blaine's Quiz #1", Quiz("length", 2))
card("gym1-99", "Charity", Charity())
card("gym1-103", "No Removal Gym", PriceForRemoval(2))
card("gym1-104", "The Rocket's Training Gym", RetreatCost(1))
card("gym1-105", "Blaine's Last Resort",
     Trainer(only_copies_in_hand(), show_hand(), draw_cards(5, needs_deck=False)))
card("gym1-106", "Brock's Training Method", Trainer(search_up_to(
    in_deck("Pokémon card with Brock in its name", pokemon_with_name("Brock")), 1,
    owner="Brock")))
card("gym1-107", "Celadon City Gym", DiscardToCure("Erika"))
card("gym1-108", "Cerulean City Gym", RetreatCost(-1, "Misty"))
card("gym1-109", "Erika's Maids", Trainer(discard_from_hand(2), search_up_to(
    in_deck("Pokémon cards with Erika in their names", pokemon_with_name("Erika")), 2,
    owner="Erika")))
card("gym1-110", "Erika's Perfume", Trainer(look_at_hand(), opponents_bench_from_hand()))
card("gym1-111", "Good Manners", Trainer(no_basic_in_hand(), show_hand(), search_deck(
    in_deck("a Basic Pokémon card", is_basic), show=True)))
card("gym1-112", "Lt. Surge's Treaty", Treaty())
card("gym1-113", "Minion of Team Rocket", ReturnBenched())
card("gym1-114", "Misty's Wrath", Trainer(top_cards(7, 2)))
card("gym1-115", "Pewter City Gym", NoResistanceFor("Brock"))
card("gym1-116", "Recall", Trainer(recall()))
card("gym1-117", "Sabrina's ESP", OwnerReflip("Sabrina"))
card("gym1-118", "Secret Mission", Trainer(look_at_hand(), discard_any(), draw_per_discarded(1)))
card("gym1-119", "Tickling Machine",
     MayEndTurn(flip(heads=set_aside_hand(), tails=end_your_turn())))
card("gym1-120", "Vermilion City Gym", AttackCoin("Lt. Surge", 10))
card("gym1-121", "Blaine's Gamble", Trainer(discard_any(), flip(heads=draw_per_discarded(2))))
card("gym1-122", "Energy Flow", Trainer(energy_to_hand()))
card("gym1-123", "Misty's Duel", Trainer(duel(5)))
card("gym1-124", "Narrow Gym", SmallBench(4))
card("gym1-125", "Sabrina's Gaze", Trainer(new_hands()))
card("gym1-126", "Trash Exchange", Trainer(trash_exchange()))
