"""Base Set (base1): the Trainer and Special Energy cards, in number order."""

from oldback.effects.attacks import (
    choose_opponent_switch,
    cure,
    draw_cards,
    from_discard,
    heal,
    shuffle_hand,
    you_switch,
)
from oldback.effects.define import card
from oldback.effects.energy import Provides
from oldback.effects.select import (
    OPPONENTS,
    YOUR_ACTIVE,
    YOUR_POKEMON,
    chosen,
    damaged,
    in_deck,
    in_discard,
    is_basic_energy,
    is_trainer,
    with_energy,
)
from oldback.effects.trainers import (
    BenchFromDiscard,
    Devolve,
    HealAllDiscardEnergy,
    PlayedAsBasic,
    PlusDamage,
    Rearrange,
    ReduceDamage,
    RemoveEnergy,
    SkipStage,
    TradeForDiscard,
    TradeWithDeck,
    Trainer,
    TrainersBackToDecks,
    discard_from_hand,
    discard_hand,
    scoop_up,
    search_deck,
    shuffle_from_hand,
)

card("base1-70", "Clefairy Doll", PlayedAsBasic())
card("base1-71", "Computer Search",
     Trainer(discard_from_hand(2), search_deck(in_deck("any card"))))
card("base1-72", "Devolution Spray", Devolve())
card("base1-73", "Impostor Professor Oak",
     Trainer(shuffle_hand(OPPONENTS), draw_cards(7, OPPONENTS, needs_deck=False)))
card("base1-74", "Item Finder",
     Trainer(discard_from_hand(2), from_discard(in_discard("a Trainer card", is_trainer))))
card("base1-75", "Lass", TrainersBackToDecks())
card("base1-76", "Pokémon Breeder", SkipStage())
card("base1-77", "Pokémon Trader", TradeWithDeck())
card("base1-78", "Scoop Up", Trainer(scoop_up(chosen(YOUR_POKEMON, kind="scoop-up"))))
card("base1-79", "Super Energy Removal", RemoveEnergy(count=2, cost=1))
card("base1-80", "Defender", ReduceDamage(20))
card("base1-81", "Energy Retrieval",
     TradeForDiscard(in_discard("basic Energy cards", is_basic_energy), count=2, price=1))
card("base1-82", "Full Heal", Trainer(cure(YOUR_ACTIVE)))
card("base1-83", "Maintenance", Trainer(shuffle_from_hand(2), draw_cards(1, needs_deck=False)))
card("base1-84", "PlusPower", PlusDamage(10))
card("base1-85", "Pokémon Center", HealAllDiscardEnergy())
card("base1-86", "Pokémon Flute", BenchFromDiscard(opponent=True))
card("base1-87", "Pokédex", Rearrange(5))
card("base1-88", "Professor Oak", Trainer(discard_hand(), draw_cards(7, needs_deck=False)))
card("base1-89", "Revive", BenchFromDiscard(half_hp=True))
card("base1-90", "Super Potion",
     Trainer(heal(40, on=chosen(with_energy(damaged(YOUR_POKEMON)), kind="heal"), cost=1)))
card("base1-91", "Bill", Trainer(draw_cards(2)))
card("base1-92", "Energy Removal", RemoveEnergy())
card("base1-93", "Gust of Wind", Trainer(choose_opponent_switch()))
card("base1-94", "Potion", Trainer(heal(20, on=chosen(damaged(YOUR_POKEMON), kind="heal"))))
card("base1-95", "Switch", Trainer(you_switch()))
card("base1-96", "Double Colorless Energy", Provides("Colorless", "Colorless"))
