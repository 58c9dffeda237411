"""Neo Destiny (neo4), the uncommon and common Pokémon (31–91): behaviour, in number order.
Dark and Light Pokémon evolve from the exact name their card prints (``evolves_from``);
Growlithe, Machop, Mareep, Pineco, Porygon and Slugma have no card text."""

from oldback.effects.bench import BenchFromPile
from oldback.effects.coins import flip, flips
from oldback.effects.conditions import Wake, confuse, paralyze, poison, sleep
from oldback.effects.damage import (
    Damage,
    DamageInstead,
    DamageTimes,
    NoWeaknessResistance,
    Plus,
    Times,
    ignores_defender_effects,
    self_damage,
)
from oldback.effects.deck import (
    EachTopEnergyToHand,
    ShowTopDiscardIf,
    ShuffleDeck,
    ShuffleOpponentDeck,
)
from oldback.effects.define import pokemon, unown
from oldback.effects.discard_pile import EachShufflesFromDiscard
from oldback.effects.energy import (
    AttachFromHand,
    AttachToChosen,
    DiscardEnergy,
    DiscardEnergyOf,
    DiscardPerHeads,
    MilledEnergy,
)
from oldback.effects.evolution import EachEvolvesFromDeck, EvolveFromDeck
from oldback.effects.hand import look_at_hand, show_hand
from oldback.effects.healing import Heal
from oldback.effects.lasting import (
    NEXT_OWN_TURN,
    SideLasts,
    SideWhileActive,
    facing,
    lasting,
    opponent_lasting,
)
from oldback.effects.leave_play import ShuffleIn, ToHand
from oldback.effects.pieces import (
    Attack,
    DoesNothing,
    if_any,
    if_at_least,
    if_differ,
    if_more,
)
from oldback.effects.powers.activated import OncePerTurn
from oldback.effects.powers.passive import FreeRetreatFor, MoreForDamageTaken
from oldback.effects.powers.triggered import DamageOnRetreatTry, WhenPlayed
from oldback.effects.prizes import LookAtPrize
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_BENCH,
    YOUR_POKEMON,
    AtMost,
    Chosen,
    EnergyCards,
    EnergyUnits,
    Heads,
    InDiscard,
    Remembered,
    SpecialEnergyCards,
    UnusedEnergy,
    Where,
    basic_energy_in_deck,
    damaged,
    energy_cards_of,
    is_pokemon,
    is_trainer,
    of_type,
    picked,
    with_name,
)

#: "Baby Pokémon, Basic Pokémon and/or Evolution cards" of a discard pile
POKEMON_CARDS = InDiscard("Baby Pokémon, Basic Pokémon or Evolution cards", is_pokemon)
#: the Defending Pokémon if it is Asleep or Confused (Slap Awake)
DOZING = Where(DEFENDING, lambda mon: bool(mon.conditions & {"asleep", "confused"}),
               "is Asleep or Confused")
#: the Benched Pokémon Wash Away picks once, for both of its sentences
WASHED = picked(YOUR_BENCH, kind="bench-target")
#: Thunder Needle's heads, read once for its damage and its Paralysis
NEEDLES = Remembered(Heads(3))

pokemon("neo4-31", "Chansey", attacks={
    "Doubleslap": Attack(Times(Heads(2))),
    "Egg Toss": Attack(flips(2, tails=DoesNothing())),
})
pokemon("neo4-32", "Dark Croconaw", attacks={
    "Clamping Jaw": Attack(facing("no-retreat-facing", DEFENDING),
                           facing("sand-attack-facing", DEFENDING)),
})
pokemon("neo4-33", "Dark Exeggutor", attacks={
    "Triple Headbutt": Attack(Times(Heads(3))),
    "MAX Burst": Attack(Times(Heads(EnergyCards(OPPONENTS_POKEMON)))),
})
pokemon("neo4-34", "Dark Flaaffy", attacks={
    "High Voltage": Attack(flip(heads=opponent_lasting("no-trainers"))),
    "Stun Wave": Attack(lasting("powers-off", DEFENDING, turns=NEXT_OWN_TURN)),
})
pokemon("neo4-35", "Dark Forretress", attacks={
    "Armor Up": Attack(lasting("armor-up", SELF, turns=NEXT_OWN_TURN)),
    "Explosion": Attack(self_damage(60)),
})
pokemon("neo4-36", "Dark Haunter", attacks={
    "Call Back": Attack(BenchFromPile(opponent=True, counters=1)),
    "Surround": Attack(flip(heads=sleep(), tails=lasting("no-retreat", DEFENDING))),
})
pokemon("neo4-37", "Dark Omanyte", attacks={
    "Water Cannon": Attack(NoWeaknessResistance(), DamageTimes(
        10, AtMost(energy_cards_of("Water"), 3), Chosen(OPPONENTS_POKEMON))),
})
pokemon("neo4-38", "Dark Pupitar", attacks={
    "Rock Tackle": Attack(self_damage(10), lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN,
                                                   data="Rock Tackle")),
    "Explosive Evolution": Attack(
        flip(heads=(NoWeaknessResistance(), Damage(10, to=OPPONENTS_POKEMON))),
        EvolveFromDeck(SELF, names=("Dark Tyranitar",))),
})
pokemon("neo4-39", "Dark Quilava", attacks={
    "Incinerate": Attack(ShowTopDiscardIf("a Trainer card", is_trainer)),
    "Rushing Magma": Attack(Times(MilledEnergy(5, "Fire"))),
})
pokemon("neo4-40", "Dark Wigglytuff", attacks={
    "Dark Song": Attack(flip(heads=sleep(), tails=confuse())),
    "Slap Awake": Attack(if_any(DOZING, Plus(20), words="the Defending Pokémon is Asleep or "
                                                        "Confused"),
                         Wake(DEFENDING, ("asleep", "confused"))),
})
pokemon("neo4-41", "Heracross", attacks={"Charging Horn": Attack(flip(heads=Plus(30)))})
pokemon("neo4-42", "Hitmonlee", attacks={
    "One-Two Kick": Attack(Times(Heads(2))),
    "Heel Drop": Attack(flip(tails=DoesNothing())),
})
pokemon("neo4-43", "Houndour", attacks={
    "Corner": Attack(lasting("no-retreat", DEFENDING)),
    "Lunge": Attack(flip(tails=DoesNothing())),
})
pokemon("neo4-44", "Jigglypuff", attacks={"Expand": Attack(lasting("reduce-damage", SELF,
                                                                   value=10))})
pokemon("neo4-45", "Light Dewgong", attacks={
    "Freezing Breath": Attack(flip(heads=paralyze(), tails=sleep())),
    "Ice Pillar": Attack(SideWhileActive("bench-shield-while-active")),
})
pokemon("neo4-46", "Light Flareon", attacks={
    "Warm Up": Attack(if_any(YOUR_BENCH, AttachToChosen(basic_energy_in_deck("Fire"),
                                                        YOUR_BENCH),
                             words="you have any Benched Pokémon")),
    "Burning Flame": Attack(DiscardPerHeads(2, "Fire", 20)),
})
pokemon("neo4-47", "Light Golduck", attacks={
    "Flipper Stroke": Attack(EachTopEnergyToHand(3)),
    "Core Blast": Attack(Plus(20, per=SpecialEnergyCards(DEFENDING))),
})
pokemon("neo4-48", "Light Jolteon", attacks={
    "Pulse Guard": Attack(lasting("prevent-at-least", SELF, value=30)),
    "Thunder Needle": Attack(Times(NEEDLES), if_at_least(NEEDLES, 2, paralyze())),
})
pokemon("neo4-49", "Light Machoke", attacks={
    "Return Home": Attack(ShuffleIn(Chosen(YOUR_BENCH))),
    "Gentle Kick": Attack(if_any(damaged(DEFENDING), DamageInstead(20),
                                 words="the Defending Pokémon has any damage counters on it")),
})
pokemon("neo4-50", "Light Ninetales", attacks={
    "Guiding Flame": Attack(BenchFromPile()),
    "Fire Blast": Attack(DiscardEnergy("Fire", 1)),
})
pokemon("neo4-51", "Light Slowbro", attacks={
    "Fish Out": Attack(EachShufflesFromDiscard(POKEMON_CARDS, 3)),
    "Splash About": Attack(if_more(EnergyUnits(DEFENDING), EnergyUnits(SELF), Plus(20))),
})
pokemon("neo4-52", "Light Vaporeon", attacks={
    "Wash Away": Attack(if_any(YOUR_BENCH, flip(heads=(Heal(None, on=WASHED),
                                                      DiscardEnergyOf(WASHED))),
                               words="you have any Benched Pokémon")),
    "Hypnoshower": Attack(sleep(), Heal(10, on=damaged(EACH_BENCH))),
})
pokemon("neo4-53", "Light Venomoth", attacks={
    "Mysterious Wing": Attack(EachShufflesFromDiscard(POKEMON_CARDS, 1, to_hand=True)),
    "Synchronize": Attack(if_differ(EnergyCards(SELF), EnergyCards(DEFENDING), DoesNothing())),
})
pokemon("neo4-54", "Light Wigglytuff", attacks={
    "Evolution Song": Attack(EachEvolvesFromDeck()),
    "Body Slam": Attack(flip(heads=paralyze())),
})
pokemon("neo4-55", "Scyther", attacks={"Agility": Attack(flip(heads=lasting("barrier", SELF)))})
pokemon("neo4-56", "Togepi", attacks={
    "Charm": Attack(lasting("weaken", DEFENDING, value=10)),
    "Spike Ball Tackle": Attack(self_damage(10)),
})
unown("neo4-57", "C", ("Chase", DamageOnRetreatTry(10)))
unown("neo4-58", "P", ("Perform", MoreForDamageTaken("Hidden Power")))
unown("neo4-59", "Q", ("Quicken", OncePerTurn(flip(heads=SideLasts("shield-named", 1, (
    "During your opponent's next turn, prevent all effects of attacks, including damage, "
    "done to any of your Pokémon with Unown in its name."), data="Unown")),
    always=True, one_a_turn=True)))
unown("neo4-60", "Z", ("Zoom", FreeRetreatFor("Unown")))
pokemon("neo4-61", "Cyndaquil", attacks={"Smokescreen": Attack(lasting("sand-attack", DEFENDING))})
pokemon("neo4-62", "Dark Octillery", attacks={
    "Ink Blast": Attack(Plus(10, per=UnusedEnergy(""), most=20)),
    "Tentacle Wrap": Attack(flip(heads=paralyze(),
                                 tails=lasting("retreat-more", DEFENDING, value=1))),
})
pokemon("neo4-63", "Dratini", attacks={
    "Shed": Attack(Heal(10)),
    "Fury Attack": Attack(Times(Heads(2))),
})
pokemon("neo4-64", "Exeggcute", attacks={
    "Sleep Powder": Attack(sleep()),
    "Psyshock": Attack(flip(heads=paralyze())),
})
pokemon("neo4-65", "Gastly", attacks={"Nightmare": Attack(sleep())})
pokemon("neo4-66", "Girafarig", attacks={
    "Tail Bite": Attack(flip(heads=Plus(20))),
    "Psychic": Attack(Plus(10, per=EnergyCards(DEFENDING))),
})
pokemon("neo4-67", "Gligar", attacks={"Stun Poison": Attack(flip(heads=(paralyze(), poison())))})
pokemon("neo4-69", "Hitmonchan", attacks={"Dodge": Attack(lasting("dodge", SELF))})
pokemon("neo4-70", "Larvitar", attacks={
    "Leer": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
})
pokemon("neo4-71", "Ledyba", attacks={"Swift": Attack(ignores_defender_effects())})
pokemon("neo4-72", "Light Sunflora", attacks={
    "Reflected Sunlight": Attack(AttachFromHand("Grass", 2, to=of_type(YOUR_POKEMON,
                                                                      "Grass"))),
})
pokemon("neo4-74", "Mantine", attacks={
    "Giant Wave": Attack(lasting("no-attack", SELF, turns=NEXT_OWN_TURN)),
})
pokemon("neo4-76", "Phanpy", attacks={"Crushing Step": Attack(flip(heads=Plus(10)))})
pokemon("neo4-79", "Psyduck", attacks={
    "Migraine": Attack(flip(heads=confuse(), tails=confuse(SELF))),
})
pokemon("neo4-80", "Remoraid", attacks={"Fury Strikes": Attack(Times(Heads(3)))})
pokemon("neo4-81", "Seel", attacks={"Take Down": Attack(self_damage(10))})
pokemon("neo4-83", "Sunkern", attacks={
    "Sunbathe": Attack(flip(heads=Heal(None)), EvolveFromDeck(SELF)),
})
pokemon("neo4-84", "Swinub", attacks={"Generate Cold": Attack(flip(heads=paralyze()))})
pokemon("neo4-85", "Totodile", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
unown("neo4-86", "L", ("Laugh", OncePerTurn(flip(heads=(ShuffleDeck(), ShuffleOpponentDeck())),
                                              always=True)))
unown("neo4-87", "S", ("Search", OncePerTurn(LookAtPrize(), always=True)))
unown("neo4-88", "T", ("Tell", OncePerTurn(flip(heads=(look_at_hand(), show_hand())),
                                             always=True)))
unown("neo4-89", "V", ("Vanish", WhenPlayed(flip(heads=ToHand(Chosen(Where(
    with_name(YOUR_POKEMON, "Unown"), lambda mon: mon.name != "Unown [V]",
    "other than Unown [V]")), discard_attached=True)), may=True)))
pokemon("neo4-90", "Venonat", attacks={"Poisonpowder": Attack(poison())})
pokemon("neo4-91", "Vulpix", attacks={"Ember": Attack(DiscardEnergy("Fire", 1))})
