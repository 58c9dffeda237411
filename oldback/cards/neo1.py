"""Neo Genesis (neo1): card behaviour."""

from oldback.effects.attacks import (
    Attack,
    draw_cards,
    opponent_switches,
    shuffle_hand,
    times,
    while_active,
    you_switch,
)
from oldback.effects.define import card, pokemon
from oldback.effects.energy import DarknessEnergy, MetalEnergy
from oldback.effects.select import SELF, counters
from oldback.effects.trainers import HealBetweenTurns, ReduceByType, SurviveWithTen

pokemon("neo1-20", "Cleffa", attacks={"Eeeeeeek": Attack(shuffle_hand(), draw_cards(7))})
pokemon("neo1-24", "Murkrow", attacks={"Mean Look": Attack(while_active("cant-retreat"))})

card("neo1-19", "Metal Energy", MetalEnergy())
card("neo1-86", "Focus Band", SurviveWithTen())
card("neo1-93", "Gold Berry", HealBetweenTurns(4))
card("neo1-97", "Sprout Tower", ReduceByType("Colorless", 30))
card("neo1-104", "Darkness Energy", DarknessEnergy())
pokemon("neo1-21", "Donphan", attacks={
    "Flail": Attack(times(counters(SELF))),
    "Rapid Spin": Attack(opponent_switches(), you_switch()),
})
