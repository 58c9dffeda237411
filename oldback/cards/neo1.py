"""Neo Genesis (neo1): card behaviour."""

from oldback.effects.attached import HealBetweenTurns, SurviveWithTen
from oldback.effects.bench import opponent_switches, you_switch
from oldback.effects.coins import flip
from oldback.effects.damage import Plus, Times
from oldback.effects.deck import Draw
from oldback.effects.define import card, pokemon
from oldback.effects.hand import ShuffleHand
from oldback.effects.lasting import lasting, while_active
from oldback.effects.pieces import Attack
from oldback.effects.select import SELF, Counters
from oldback.effects.special_energy import DarknessEnergy, MetalEnergy
from oldback.effects.stadiums import ReduceByType

pokemon("neo1-20", "Cleffa", attacks={"Eeeeeeek": Attack(ShuffleHand(), Draw(7))})
pokemon("neo1-24", "Murkrow", attacks={"Mean Look": Attack(while_active("cant-retreat"))})
pokemon("neo1-70", "Pikachu", attacks={
    "Quick Attack": Attack(flip(heads=Plus(10))),
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
})

card("neo1-19", "Metal Energy", MetalEnergy())
card("neo1-86", "Focus Band", SurviveWithTen())
card("neo1-93", "Gold Berry", HealBetweenTurns(4))
card("neo1-97", "Sprout Tower", ReduceByType("Colorless", 30))
card("neo1-104", "Darkness Energy", DarknessEnergy())
pokemon("neo1-21", "Donphan", attacks={
    "Flail": Attack(Times(Counters(SELF))),
    "Rapid Spin": Attack(opponent_switches(), you_switch()),
})
