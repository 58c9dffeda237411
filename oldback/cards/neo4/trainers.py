"""Neo Destiny (neo4), the trainers cards: behaviour, in number order (100 Lucky Stadium
reprints basep-41 and shares its behaviour)."""

from oldback.effects.attached import CountersOnAttacker, EnergyOnKnockOut, NoResistanceAttached
from oldback.effects.coins import flip
from oldback.effects.deck import DrawUntil, DrawUpTo, LookAtTop, SearchDeck
from oldback.effects.define import card
from oldback.effects.discard_pile import FromDiscard
from oldback.effects.energy import ReturnEnergyCards
from oldback.effects.games import Quiz
from oldback.effects.hand import HandAtMost, TrainerBackIntoDeck
from oldback.effects.healing import CureAndHeal
from oldback.effects.pieces import EndTurn, PayFromHand, Trainer
from oldback.effects.prizes import ReshufflePrizes
from oldback.effects.select import (
    OPPONENTS,
    OPPONENTS_ACTIVE,
    YOUR_ACTIVE,
    YOURS,
    HeadsUntilTails,
    InDeck,
    InDiscard,
    is_basic_energy,
    is_energy,
)
from oldback.effects.stadiums import RetreatCost, StadiumAction

card("neo4-92", "Broken Ground Gym", RetreatCost(1, stages=("Baby", "Basic")))
card("neo4-93", "EXP.ALL", EnergyOnKnockOut())
card("neo4-94", "Impostor Professor Oak's Invention", Trainer(ReshufflePrizes()))
card("neo4-95", "Radio Tower", StadiumAction(LookAtTop(2, whose=YOURS)))
card("neo4-96", "Thought Wave Machine",
     Trainer(ReturnEnergyCards(HeadsUntilTails(), OPPONENTS_ACTIVE), EndTurn()))
card("neo4-97", "Counterattack Claws", CountersOnAttacker(2))
card("neo4-98", "Energy Amplifier", Trainer(
    PayFromHand(1, to_deck=True, match=is_energy, what="Energy card"),
    flip(heads=SearchDeck(InDeck("basic Energy cards", is_basic_energy), 3, show=True))))
card("neo4-99", "Energy Stadium", StadiumAction(flip(heads=FromDiscard(InDiscard(
    "a basic Energy card", is_basic_energy)))))
card("neo4-101", "Magnifier", NoResistanceAttached())
card("neo4-102", "Pokémon Personality Test", Quiz("light-dark", 3))
card("neo4-103", "Team Rocket's Evil Deeds",
     Trainer(TrainerBackIntoDeck("card", lambda c: True), DrawUpTo(2, OPPONENTS)))
card("neo4-104", "Heal Powder", Trainer(flip(heads=CureAndHeal(20, YOUR_ACTIVE))))
card("neo4-105", "Mail from Bill", Trainer(HandAtMost(4), DrawUntil(4)))
