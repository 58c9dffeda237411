"""Neo Genesis (neo1): card behaviour."""

from oldback.effects.attacks import (
    Attack,
    Piece,
    opponent_switches,
    times_counters,
    while_active,
    you_switch,
)
from oldback.effects.define import card, pokemon
from oldback.effects.energy import DarknessEnergy, MetalEnergy
from oldback.effects.trainers import HealBetweenTurns, ReduceByType, SurviveWithTen
from oldback.engine.hints import Hand, Hints
from oldback.engine.setup import HAND_SIZE, draw


class NewHand(Piece):
    """Shuffle your hand into your deck, then draw 7 cards."""

    hints = Hints(draws=HAND_SIZE, hand=Hand.SHUFFLE)

    def effect(self, ctx):
        side = ctx.side
        side.deck.extend(side.hand)
        side.hand.clear()
        ctx.g.rng.shuffle(side.deck)
        draw(side, HAND_SIZE)

    def describe(self):
        return "Shuffle your hand into your deck, then draw 7 cards."


pokemon("neo1-20", "Cleffa", attacks={"Eeeeeeek": Attack(NewHand())})
pokemon("neo1-24", "Murkrow", attacks={"Mean Look": Attack(while_active("cant-retreat"))})

card("neo1-19", "Metal Energy", MetalEnergy())
card("neo1-86", "Focus Band", SurviveWithTen())
card("neo1-93", "Gold Berry", HealBetweenTurns(4))
card("neo1-97", "Sprout Tower", ReduceByType("Colorless", 30))
card("neo1-104", "Darkness Energy", DarknessEnergy())
pokemon("neo1-21", "Donphan", attacks={
    "Flail": Attack(times_counters()),
    "Rapid Spin": Attack(opponent_switches(), you_switch()),
})
