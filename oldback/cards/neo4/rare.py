"""Neo Destiny (neo4), the rare cards: behaviour, in number order."""

from oldback.effects.bench import GustFirst, GustFromHand, opponent_switches
from oldback.effects.coins import by_heads, flip
from oldback.effects.conditions import ConditionOfChoice, confuse, paralyze, sleep
from oldback.effects.damage import (
    Damage,
    DamageInstead,
    DamagePerEnergyCard,
    DamageTimes,
    FlipEach,
    NoWeaknessResistance,
    Plus,
    Times,
    no_resistance,
    self_damage,
)
from oldback.effects.deck import DiscardTop
from oldback.effects.define import card, only_one, pokemon, shining
from oldback.effects.energy import (
    DiscardAllOfType,
    DiscardDefendingEnergy,
    DiscardOrNothing,
    FlipToDiscardBoth,
    HeadsForDiscarded,
    MayDiscardThen,
)
from oldback.effects.hand import TrainerBackIntoDeck
from oldback.effects.healing import HealDamageDone, HealPer
from oldback.effects.lasting import NEXT_OWN_TURN, lasting
from oldback.effects.leave_play import ReturnDefending
from oldback.effects.pieces import Attack, DoesNothing, if_any, if_at_least
from oldback.effects.powers.activated import OncePerTurn
from oldback.effects.powers.passive import ScareStage, SleepHarder
from oldback.effects.powers.triggered import DamageOnOpponentsAttach, OnPlayDamage
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    Chosen,
    EnergyUnits,
    Heads,
    HeadsUntilTails,
    Remembered,
    TypedEnergy,
    UnusedEnergy,
    damaged,
    energy_cards_of,
    is_trainer,
    with_energy,
)
from oldback.effects.special_energy import AnyTypeForTheTurn
from oldback.effects.stadiums import StadiumFromDiscard

pokemon("neo4-1", "Dark Ampharos",
        attacks={"Shock Bolt": Attack(DiscardAllOfType("Lightning"))},
        powers={"Conductivity": DamageOnOpponentsAttach(10)})
pokemon("neo4-2", "Dark Crobat",
        attacks={"Dark Drain": Attack(FlipEach(OPPONENTS_POKEMON, 10), NoWeaknessResistance(),
                                      HealDamageDone(among=OPPONENTS_POKEMON))},
        powers={"Surprise Bite": OnPlayDamage(20, weakness_resistance=False)})
pokemon("neo4-3", "Dark Donphan", attacks={"Tusk Toss": Attack(if_any(
    OPPONENTS_BENCH, flip(heads=ReturnDefending(), tails=opponent_switches())))})
pokemon("neo4-4", "Dark Espeon", attacks={
    "Gouge": Attack(flip(heads=Plus(10))),
    "Psysplash": Attack(DamagePerEnergyCard(10, OPPONENTS_POKEMON), NoWeaknessResistance()),
})
pokemon("neo4-5", "Dark Feraligatr",
        attacks={"Crushing Blow": Attack(if_any(with_energy(DEFENDING),
                                                flip(heads=DiscardDefendingEnergy())))},
        powers={"Scare": ScareStage("Baby")})
pokemon("neo4-6", "Dark Gengar",
        attacks={"Pull In": Attack(GustFirst(optional=True), sleep())},
        powers={"Deep Sleep": SleepHarder()})
pokemon("neo4-7", "Dark Houndoom", attacks={
    "Eerie Howl": Attack(GustFromHand()),
    "Dark Fire": Attack(MayDiscardThen("Darkness", (Plus(30),), must=True)),
})
pokemon("neo4-8", "Dark Porygon2",
        attacks={"Curve Attack": Attack(flip(heads=lasting("prevent-damage", SELF)))},
        powers={"Spatial Distortion": OncePerTurn(flip(heads=StadiumFromDiscard()))})
pokemon("neo4-9", "Dark Scizor", attacks={
    "Threaten": Attack(flip(heads=TrainerBackIntoDeck("Trainer card", is_trainer))),
})
pokemon("neo4-10", "Dark Typhlosion", attacks={
    "Rushing Flames": Attack(Times(HeadsForDiscarded("Fire"))),
})
MOUNTAIN_SMASHER = Remembered(Heads(energy_cards_of("Fighting")))
pokemon("neo4-11", "Dark Tyranitar", attacks={
    "Mountain Smasher": Attack(Times(MOUNTAIN_SMASHER),
                               DiscardTop(MOUNTAIN_SMASHER, whose=OPPONENTS)),
    "Fling Away": Attack(if_any(OPPONENTS_BENCH, DamageInstead(30),
                                Damage(30, to=Chosen(OPPONENTS_BENCH)))),
})
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
