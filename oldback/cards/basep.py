"""Wizards Black Star Promos (basep): card behaviour, in number order.

Mew basep-9 is a reprint of basep-8, Mewtwo basep-14 of basep-3: they share its behaviour.
Psyduck basep-20 is written beside its Fossil reprint. _____'s Pikachu's birthday bonus
follows the rule switch ``birthday`` (docs/rulings.md).
"""

from oldback.effects.bench import (
    SearchToBench,
    choose_opponent_switch,
    opponent_switches,
    you_switch,
)
from oldback.effects.coins import flip, flip_cost
from oldback.effects.conditions import LaterCondition, confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import CopyDefendingAttack
from oldback.effects.damage import (
    Damage,
    DamageInstead,
    FlipForChosen,
    HeadsAndTails,
    NoWeaknessResistance,
    Plus,
    PutCounters,
    Times,
    WeaknessResistanceOnBench,
    self_damage,
)
from oldback.effects.deck import Draw, DrawUpTo, SearchDeck
from oldback.effects.define import card, pokemon, unown
from oldback.effects.energy import (
    AttachFrom,
    DiscardAllEnergy,
    DiscardEnergy,
    MayDiscardForDamage,
    MoveOpponentEnergy,
)
from oldback.effects.evolution import DevolveAny
from oldback.effects.healing import Heal, HealDamageDone
from oldback.effects.lasting import (
    NEXT_OWN_TURN,
    ChangeType,
    PutMarker,
    bench_barrier,
    change_resistance,
    change_weakness,
    facing,
    lasting,
)
from oldback.effects.pieces import Attack, DoesNothing, EndTurn, Trainer, if_any, on_birthday
from oldback.effects.powers.activated import CureActives, DrawThenPutBack, OncePerTurn, bench_holds
from oldback.effects.powers.passive import (
    NoRetreatWhileActive,
    PreventFromEvolved,
    ShieldBenchWhileActive,
)
from oldback.effects.powers.triggered import DiscardAfterAttach, EvolveAlong, FlipToShuffleIn
from oldback.effects.requirements import RequiresSame
from oldback.effects.select import (
    DEFENDING,
    EACH_PLAYERS_POKEMON,
    EACH_POKEMON,
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    Chosen,
    Counters,
    EnergyCards,
    Heads,
    HeadsUntilTails,
    InDeck,
    InDiscard,
    SpareEnergy,
    basic_energy_in_deck,
    is_energy,
    is_pokemon,
    with_marker,
)
from oldback.effects.stadiums import FlipToDraw, KeepInDiscard

BABY = InDeck("a Baby Pokémon card", lambda c: c.is_pokemon and c.stage == "Baby")

pokemon("basep-1", "Pikachu", attacks={
    "Growl": Attack(facing("softer-from", SELF, value=10)),
    "Thundershock": Attack(flip(heads=paralyze())),
})
pokemon("basep-2", "Electabuzz", attacks={
    "Light Screen": Attack(lasting("halve-damage", SELF)),
    "Quick Attack": Attack(flip(heads=Plus(20))),
})
pokemon("basep-3", "Mewtwo", attacks={
    "Energy Absorption": Attack(AttachFrom(InDiscard("Energy cards", is_energy), up_to=2)),
})
pokemon("basep-4", "Pikachu", attacks={
    "Recharge": Attack(AttachFrom(basic_energy_in_deck("Lightning"))),
    "Thunderbolt": Attack(DiscardAllEnergy()),
})
pokemon("basep-5", "Dragonite",
        attacks={"Supersonic Flight": Attack(flip(tails=DoesNothing()))},
        powers={"Special Delivery": DrawThenPutBack()})
pokemon("basep-6", "Arcanine", attacks={
    "Quick Attack": Attack(flip(heads=Plus(20))),
    "Flames of Rage": Attack(DiscardEnergy("Fire", 2), Plus(10, per=Counters(SELF))),
})
pokemon("basep-7", "Jigglypuff", attacks={
    "First Aid": Attack(Heal(10)),
    "Double-edge": Attack(self_damage(20)),
})
pokemon("basep-8", "Mew", attacks={
    "Psywave": Attack(Times(EnergyCards(DEFENDING))),
    "Devolution Beam": Attack(DevolveAny()),
})
pokemon("basep-10", "Meowth", attacks={
    "Cat Punch": Attack(flip(
        heads=Plus(20),
        tails=Damage(20, to=Chosen(OPPONENTS_BENCH, by=OPPONENTS)))),
})
pokemon("basep-11", "Eevee", powers={"Chain Reaction": EvolveAlong()})
pokemon("basep-12", "Mewtwo", attacks={
    "Energy Control": Attack(flip(heads=MoveOpponentEnergy())),
    "Telekinesis": Attack(Damage(30, to=Chosen(OPPONENTS_POKEMON)), NoWeaknessResistance()),
})
pokemon("basep-13", "Venusaur",
        attacks={"Mega Drain": Attack(HealDamageDone(half=True))},
        powers={"Solar Power": CureActives()})
# Mewtwo basep-14 reprints basep-3 and shares its behaviour.
pokemon("basep-15", "Cool Porygon", attacks={
    "Texture Magic": Attack(change_resistance(SELF, optional=True),
                            change_weakness(DEFENDING, optional=True)),
    "3-D Attack": Attack(Times(Heads(3))),
})
card("basep-16", "Computer Error",
     Trainer(DrawUpTo(5), DrawUpTo(5, OPPONENTS), EndTurn()))
pokemon("basep-17", "Dark Persian", attacks={
    "Tempt": Attack(if_any(OPPONENTS_BENCH, flip(heads=choose_opponent_switch()))),
    "Poison Claws": Attack(flip(heads=poison())),
})
pokemon("basep-18", "Team Rocket's Meowth", attacks={
    "Miraculous Comeback": Attack(HeadsAndTails(EACH_PLAYERS_POKEMON, heads=10, tails=10)),
})
pokemon("basep-19", "Sabrina's Abra", attacks={
    "Synchronize": Attack(RequiresSame(EnergyCards(SELF), EnergyCards(DEFENDING))),
})
# Psyduck basep-20 is written with Fossil's reprint of it (oldback/cards/base3/pokemon.py).
pokemon("basep-21", "Moltres", attacks={
    "Hyper Flame": Attack(flip_cost(heads=DiscardEnergy("Fire", 1), tails=DiscardAllEnergy())),
})
pokemon("basep-22", "Articuno", attacks={
    "Diamond Dust": Attack(flip(heads=(paralyze(), Damage(10, to=OPPONENTS_BENCH)))),
})
pokemon("basep-23", "Zapdos", attacks={
    "Lightning Burn": Attack(flip(heads=Damage(30, to=Chosen(OPPONENTS_BENCH)),
                                  tails=self_damage(30))),
})
pokemon("basep-24", "_____'s Pikachu", attacks={
    "Birthday Surprise": Attack(on_birthday(flip(heads=Plus(50)))),
})
pokemon("basep-25", "Flying Pikachu", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Fly": Attack(flip(heads=lasting("barrier", SELF), tails=DoesNothing())),
})
pokemon("basep-26", "Pikachu", attacks={"Thunderbolt": Attack(DiscardAllEnergy())})
pokemon("basep-27", "Pikachu", attacks={
    "Thundershock": Attack(flip(heads=paralyze())),
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
})
pokemon("basep-29", "Marill", attacks={"Water Gun": Attack(Plus(10, per=SpareEnergy(), most=20))})
pokemon("basep-30", "Togepi", attacks={
    "Snivel": Attack(facing("weaker-against", DEFENDING, value=20)),
    "Mini-Metronome": Attack(flip(heads=CopyDefendingAttack())),
})
pokemon("basep-31", "Cleffa", attacks={"Eek": Attack(Draw(2))})
pokemon("basep-32", "Smeargle", attacks={
    "Paint": Attack(flip(heads=ChangeType(DEFENDING), tails=DoesNothing())),
})
pokemon("basep-33", "Scizor", attacks={
    "Leer": Attack(flip(heads=facing("cant-attack-facing", DEFENDING))),
    "Metal Pincer": Attack(Plus(10, per=HeadsUntilTails())),
})
pokemon("basep-34", "Entei",
        attacks={"Protective Flame": Attack(bench_barrier())},
        powers={"Bolt": FlipToShuffleIn(when="damaged")})
pokemon("basep-35", "Pichu", attacks={"Let's Play!": Attack(SearchToBench(BABY))})
pokemon("basep-36", "Igglybuff", attacks={"Good Night Song": Attack(sleep())})
pokemon("basep-37", "Hitmontop", attacks={
    "Repeating Kick": Attack(Times(HeadsUntilTails())),
    "Rapid Spin": Attack(opponent_switches(), you_switch()),
})
# [Join] names Unown [J], [O], [I] and [N] (docs/rulings.md, Promos).
unown("basep-38", "J", ("Join", OncePerTurn(
    SearchDeck(InDeck("a Basic Pokémon or Evolution card", is_pokemon), show=True),
    requires=bench_holds("Unown [J]", "Unown [O]", "Unown [I]", "Unown [N]"))))
pokemon("basep-39", "Misdreavus", attacks={
    "Pain Split": Attack(PutCounters(10, DEFENDING, per=Counters(SELF))),
    "Confuse Ray": Attack(flip(heads=confuse())),
})
card("basep-41", "Lucky Stadium", FlipToDraw())
card("basep-42", "Pokémon Tower", KeepInDiscard())
pokemon("basep-43", "Machamp", attacks={
    "Seething Anger": Attack(Plus(10, per=Heads(Counters(SELF)))),
    "Fling": Attack(opponent_switches()),
})
pokemon("basep-44", "Magmar", attacks={"Burning Fire": Attack(MayDiscardForDamage("Fire", 10))})
pokemon("basep-45", "Scyther", attacks={
    "Slashing Strike": Attack(lasting("no-attack-named", SELF, turns=NEXT_OWN_TURN,
                                      data="Slashing Strike")),
})
# Lightning Bolt's 20 adds to the 10 when the Defending Pokémon has the marker
# (docs/rulings.md, Promos).
pokemon("basep-46", "Electabuzz", attacks={
    "Lightning Rod": Attack(PutMarker("lightning-rod", Chosen(OPPONENTS_POKEMON), coin=False)),
    "Lightning Bolt": Attack(WeaknessResistanceOnBench(), Damage(20, to=with_marker(
        EACH_POKEMON, "lightning-rod", "a Lightning Rod marker"))),
})
pokemon("basep-47", "Mew",
        attacks={"Psyshock": Attack(flip(heads=confuse()))},
        powers={"Neutral Shield": PreventFromEvolved()})
pokemon("basep-48", "Articuno",
        attacks={"Ice Beam": Attack(flip(heads=paralyze()))},
        powers={"Aurora Veil": ShieldBenchWhileActive()})
pokemon("basep-49", "Snorlax",
        attacks={"Roll Over": Attack(sleep(SELF), flip(heads=sleep()))},
        powers={"Guard": NoRetreatWhileActive()})
pokemon("basep-50", "Celebi", attacks={"Leaf Slice": Attack(Times(Heads(2)))})
# Burned does not exist in the spec's rules (docs/rulings.md, Promos).
pokemon("basep-51", "Rapidash", attacks={
    "Jump Over": Attack(FlipForChosen(20, Chosen(OPPONENTS_BENCH))),
    "Super Singe": Attack(LaterCondition("Burned")),
})
pokemon("basep-52", "Ho-oh", attacks={"Sacred Wing": Attack(flip(tails=DamageInstead(20)))})
# Pure Body is the era's one Poké-Body, played as a Power (docs/rulings.md, Promos).
pokemon("basep-53", "Suicune",
        attacks={"Hypno Wave": Attack(flip(heads=Plus(20), tails=sleep()))},
        powers={"Pure Body": DiscardAfterAttach("Water")})
