"""Neo Destiny (neo4), the rare cards: behaviour, in number order."""

from oldback.effects.bench import (
    GustFirst,
    GustFromHand,
    OpponentsBenchFromHand,
    choose_opponent_switch,
    opponent_switches,
    you_switch,
)
from oldback.effects.coins import by_heads, flip
from oldback.effects.conditions import ConditionOfChoice, confuse, paralyze, poison, sleep
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
from oldback.effects.deck import (
    DiscardTop,
    DrawUpTo,
    EachMaySearch,
    LookAtTop,
    ShuffleOpponentDeck,
)
from oldback.effects.define import card, only_one, pokemon, shining, unown
from oldback.effects.discard_pile import EachMayFromDiscard, FromDiscard
from oldback.effects.energy import (
    AttachToChosen,
    DiscardAllOfType,
    DiscardDefendingEnergy,
    DiscardOrNothing,
    FlipToDiscardBoth,
    HeadsForDiscarded,
    MayDiscardThen,
    MoveOwnEnergy,
    may_discard_then,
)
from oldback.effects.evolution import FlipDevolveToDeck
from oldback.effects.hand import NewHandSameSize, TrainerBackIntoDeck, look_at_hand
from oldback.effects.healing import Heal, HealDamageDone, HealPer
from oldback.effects.lasting import NEXT_OWN_TURN, lasting, until_benched
from oldback.effects.leave_play import ReturnDefending, ReturnSelf
from oldback.effects.pieces import Attack, DoesNothing, if_any, if_at_least
from oldback.effects.powers.activated import OncePerTurn, bench_holds, while_active
from oldback.effects.powers.passive import (
    FlipBoostNamedAttack,
    ScareStage,
    SleepHarder,
    SpecialEnergyColorless,
)
from oldback.effects.powers.triggered import (
    DamageOnOpponentsAttach,
    DamageWhenBenchedFromHand,
    OnPlayDamage,
    PollenDefense,
    TagTeam,
    WhenPlayed,
)
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    EACH_POKEMON,
    OPPONENTS,
    OPPONENTS_ACTIVE,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_ACTIVE,
    YOUR_BENCH,
    YOUR_POKEMON,
    Chosen,
    EnergyUnits,
    Heads,
    HeadsUntilTails,
    InDeck,
    InDiscard,
    Remembered,
    TypedEnergy,
    UnusedEnergy,
    Where,
    damaged,
    energy_cards_of,
    is_basic_energy,
    is_trainer,
    name_has,
    picked,
    with_energy,
)
from oldback.effects.special_energy import AnyTypeForTheTurn
from oldback.effects.stadiums import DiscardStadium, StadiumFromDiscard

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
pokemon("neo4-12", "Light Arcanine",
        attacks={"Gentle Flames": Attack(
            if_any(Where(DEFENDING, lambda m: m.card.stage == "Baby", "that is a Baby Pokémon"),
                   DamageInstead(10)),
            if_any(Where(DEFENDING, lambda m: m.card.stage == "Basic",
                         "that is a Basic Pokémon"), DamageInstead(30)))},
        powers={"Drive Off": OncePerTurn(opponent_switches(), requires=while_active())})
BUBBLE_JUMP_TO = picked(YOUR_BENCH, kind="move-energy",
                        prompt="Attach the Energy cards to which of your Benched Pokémon?")
pokemon("neo4-13", "Light Azumarill", attacks={
    "Bubble": Attack(flip(heads=paralyze())),
    "Bubble Jump": Attack(if_any(YOUR_BENCH, flip(heads=(
        MoveOwnEnergy("Colorless", BUBBLE_JUMP_TO), MoveOwnEnergy("Colorless", BUBBLE_JUMP_TO),
        ReturnSelf())))),
})
pokemon("neo4-14", "Light Dragonite",
        attacks={"Light Wave": Attack(lasting("prevent-effects", SELF))},
        powers={"Miraculous Wind": SpecialEnergyColorless()})
pokemon("neo4-15", "Light Togetic",
        attacks={"Sweet Kiss": Attack(DrawUpTo(1, OPPONENTS, all_or_none=True))},
        powers={"Gift": WhenPlayed(EachMaySearch(InDeck(
            "a Pokémon Tool card", lambda c: c.kind == "Pokémon Tool")))})
card("neo4-16", "Miracle Energy", AnyTypeForTheTurn(("Shining", "Light"), 2),
     deck_limit=only_one("Miracle Energy"))

pokemon("neo4-17", "Dark Ariados", attacks={
    "Entangle": Attack(if_any(OPPONENTS_BENCH, choose_opponent_switch(),
                              flip(heads=paralyze(OPPONENTS_ACTIVE)))),
    "Poison Bind": Attack(poison(), flip(heads=lasting("no-retreat-or-switch", DEFENDING))),
})
pokemon("neo4-18", "Dark Magcargo",
        attacks={"Ball of Flame": Attack(may_discard_then(
            "Fire", Damage(20, to=Chosen(OPPONENTS_BENCH))))},
        powers={"Hot Plate": DamageWhenBenchedFromHand(10)})
pokemon("neo4-19", "Dark Omastar", attacks={
    "Prehistoric Water": Attack(FlipDevolveToDeck()),
    "Dark Tentacle": Attack(lasting("no-evolving", DEFENDING)),
})
pokemon("neo4-20", "Dark Slowking",
        attacks={"Mind Shock": Attack(NoWeaknessResistance())},
        powers={"Cunning": OncePerTurn(flip(heads=(LookAtTop(1),
                                                   ShuffleOpponentDeck(may=True))))})
pokemon("neo4-21", "Dark Ursaring", attacks={
    "Provoke": Attack(look_at_hand(), OpponentsBenchFromHand(then_yours=True)),
    "Battle Frenzy": Attack(FlipEach(EACH_POKEMON, 20), NoWeaknessResistance()),
})
pokemon("neo4-22", "Light Dragonair", attacks={
    "Healing Light": Attack(Heal(10, on=damaged(YOUR_POKEMON))),
    "Protective Wave": Attack(flip(heads=lasting("barrier", SELF))),
})
pokemon("neo4-23", "Light Lanturn", attacks={
    "Searchlight": Attack(flip(heads=EachMayFromDiscard())),
    "Spark": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH))),
})
pokemon("neo4-24", "Light Ledian", attacks={
    "Flash Touch": Attack(if_any(YOUR_BENCH, you_switch(),
                                 until_benched("no-conditions", YOUR_ACTIVE))),
    "Comet Punch": Attack(Times(Heads(4))),
})
pokemon("neo4-25", "Light Machamp",
        attacks={"Beatdown": Attack(if_any(
            Where(DEFENDING, lambda m: name_has(m.name, "Dark") or "Darkness" in m.types,
                  "with Dark in its name or of Darkness type"),
            flip(heads=DamageInstead(100))))},
        powers={"Tag Team": TagTeam(30)})
pokemon("neo4-26", "Light Piloswine",
        attacks={"Knock Over": Attack(DiscardStadium(may=True))},
        powers={"Fluffy Wool": PollenDefense("asleep", opponents_only=True)})
unown("neo4-27", "G", ("Give", OncePerTurn(
    flip(heads=AttachToChosen(InDeck("a basic Energy card", is_basic_energy), YOUR_POKEMON)),
    requires=bench_holds("Unown [G]", "Unown [I]", "Unown [V]", "Unown [E]"))))
unown("neo4-28", "H", ("Help", OncePerTurn(
    NewHandSameSize(), requires=bench_holds("Unown [H]", "Unown [E]", "Unown [L]", "Unown [P]"))))
unown("neo4-29", "W", ("Want", OncePerTurn(
    flip(heads=FromDiscard(InDiscard("a Trainer card", is_trainer))),
    requires=bench_holds("Unown [W]", "Unown [A]", "Unown [N]", "Unown [T]"))))
unown("neo4-30", "X", ("XXXXX", FlipBoostNamedAttack("Unown", "Hidden Power")))
shining("neo4-106", "Shining Celebi", {
    "Healing Water": Attack(HealPer(energy_cards_of("Water"), Chosen(damaged(YOUR_BENCH),
                                                                    kind="heal"))),
    "Miracle Leaf": Attack(if_at_least(Heads(EnergyUnits(DEFENDING)), 1, ConditionOfChoice(
        among=("asleep", "confused", "poisoned")))),
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
