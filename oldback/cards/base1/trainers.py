"""Base Set (base1): the Trainer and Special Energy cards, in number order."""

from oldback.effects.define import card
from oldback.effects.energy import Provides
from oldback.effects.trainers import (
    HealConditions,
    PlayedAsBasic,
    PlusDamage,
    ReduceDamage,
    SearchDeck,
    SwitchOpponent,
    SwitchOwn,
)

card("base1-70", "Clefairy Doll", PlayedAsBasic())
card("base1-71", "Computer Search", SearchDeck("any card", discard=2))
card("base1-80", "Defender", ReduceDamage(20))
card("base1-82", "Full Heal", HealConditions())
card("base1-84", "PlusPower", PlusDamage(10))
card("base1-93", "Gust of Wind", SwitchOpponent())
card("base1-95", "Switch", SwitchOwn())
card("base1-96", "Double Colorless Energy", Provides("Colorless", "Colorless"))
