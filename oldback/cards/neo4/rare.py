"""Neo Destiny (neo4), the rare cards: behaviour, in number order."""

from oldback.effects.coins import by_heads, flip
from oldback.effects.conditions import ConditionOfChoice, confuse, paralyze, sleep
from oldback.effects.damage import (
    Damage,
    DamageTimes,
    Plus,
    no_resistance,
    self_damage,
)
from oldback.effects.deck import DiscardTop
from oldback.effects.define import card, only_one, shining
from oldback.effects.energy import DiscardOrNothing, FlipToDiscardBoth
from oldback.effects.healing import HealPer
from oldback.effects.lasting import NEXT_OWN_TURN, lasting
from oldback.effects.pieces import Attack, DoesNothing, if_at_least
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS,
    OPPONENTS_BENCH,
    SELF,
    YOUR_BENCH,
    Chosen,
    EnergyUnits,
    Heads,
    HeadsUntilTails,
    TypedEnergy,
    UnusedEnergy,
    damaged,
    energy_cards_of,
)
from oldback.effects.special_energy import AnyTypeForTheTurn

card("neo4-16", "Miracle Energy", AnyTypeForTheTurn(("Shining", "Light"), 2),
     deck_limit=only_one("Miracle Energy"))

shining("neo4-106", "Shining Celebi", {
    "Healing Water": Attack(HealPer(energy_cards_of("Water"), Chosen(damaged(YOUR_BENCH),
                                                                    kind="heal"))),
    "Miracle Leaf": Attack(if_at_least(Heads(EnergyUnits(DEFENDING)), 1, ConditionOfChoice(
        choices=("asleep", "confused", "poisoned")))),
})
shining("neo4-107", "Shining Charizard", {
    "White-hot Flame": Attack(DiscardOrNothing("Fire", flip(tails=self_damage(30)),
                                               more=("Lightning",))),
})
shining("neo4-108", "Shining Kabutops", {
    "Lightning Cut": Attack(flip(heads=(Plus(10), Damage(10, to=OPPONENTS_BENCH)),
                                 tails=self_damage(10))),
    "Water Slash": Attack(Plus(10, per=UnusedEnergy("Water")), no_resistance()),
})
shining("neo4-109", "Shining Mewtwo", {
    "Reflect Shield": Attack(lasting("reflect-on-heads", SELF, value=20)),
    "Psyburst": Attack(DiscardOrNothing("Fire", Plus(10, per=EnergyUnits(DEFENDING)))),
})
shining("neo4-110", "Shining Noctowl", {
    "Flashing Eyes": Attack(by_heads(3, {1: sleep(), 2: confuse(), 3: paralyze()})),
})
shining("neo4-111", "Shining Raichu", {
    "Thundersquall": Attack(DamageTimes(10, TypedEnergy("Water"), Chosen(OPPONENTS_BENCH))),
})
shining("neo4-112", "Shining Steelix", {
    "Crushing Earth": Attack(flip(heads=Damage(10, to=EACH_BENCH), tails=DoesNothing()),
                             lasting("no-attack", SELF, turns=NEXT_OWN_TURN)),
})
shining("neo4-113", "Shining Tyranitar", {
    "Mountain Crush": Attack(DiscardTop(HeadsUntilTails(), whose=OPPONENTS)),
    "Destructive Fire": Attack(FlipToDiscardBoth("Fire")),
})
