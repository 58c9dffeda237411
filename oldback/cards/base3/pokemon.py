"""Fossil (base3): the Pokémon, in number order (the non-holo printings 16–30 reprint the
holo ones 1–15 and share their behaviour)."""

from oldback.effects.bench import SearchToBench, opponent_switches
from oldback.effects.coins import flip
from oldback.effects.conditions import confuse, paralyze, poison, sleep
from oldback.effects.damage import Damage, FlipEach, NoWeaknessResistance, Plus, Times, self_damage
from oldback.effects.deck import RearrangeTopCards
from oldback.effects.define import pokemon
from oldback.effects.discard_pile import FromDiscard
from oldback.effects.energy import DiscardDefendingEnergy, DiscardEnergy, DiscardEnergyToMill
from oldback.effects.healing import Heal, HealDamageDone
from oldback.effects.lasting import lasting, opponent_lasting
from oldback.effects.pieces import Attack, DoesNothing
from oldback.effects.powers.activated import (
    MoveDamageCounter,
    ReturnToHand,
    StepIn,
)
from oldback.effects.powers.passive import (
    BecomeDefending,
    HalveDamage,
    NoEvolution,
    ShowOpponentHand,
    ShutOffPowers,
)
from oldback.effects.powers.triggered import FlipToPreventAll
from oldback.effects.requirements import RequiresDamage
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    OPPONENTS_BENCH,
    SELF,
    YOUR_BENCH,
    Chosen,
    Counters,
    Heads,
    HeadsUntilTails,
    InDiscard,
    UnusedEnergy,
    basic_named,
    is_energy,
    is_trainer,
)
from oldback.engine.hints import Whose

pokemon("base3-1", "Aerodactyl", powers={"Prehistoric Power": NoEvolution()})
pokemon("base3-2", "Articuno", attacks={
    "Freeze Dry": Attack(flip(heads=paralyze())),
    "Blizzard": Attack(flip(heads=Damage(10, to=OPPONENTS_BENCH),
                            tails=Damage(10, to=YOUR_BENCH))),
})
pokemon("base3-3", "Ditto", powers={"Transform": BecomeDefending()}, can_evolve=False)
pokemon("base3-4", "Dragonite",
        attacks={"Slam": Attack(Times(Heads(2)))},
        powers={"Step In": StepIn()})
pokemon("base3-5", "Gengar",
        attacks={"Dark Mind": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH)))},
        powers={"Curse": MoveDamageCounter(Whose.OPPONENT, once=True, knocks_out=True)})
pokemon("base3-6", "Haunter",
        attacks={"Nightmare": Attack(sleep())},
        powers={"Transparency": FlipToPreventAll()})
pokemon("base3-7", "Hitmonlee", attacks={
    "Stretch Kick": Attack(Damage(20, to=Chosen(OPPONENTS_BENCH))),
})
pokemon("base3-8", "Hypno", attacks={
    "Prophecy": Attack(RearrangeTopCards(3)),
    "Dark Mind": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH))),
})
pokemon("base3-9", "Kabutops", attacks={"Absorb": Attack(HealDamageDone(half=True))})
pokemon("base3-10", "Lapras", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
    "Confuse Ray": Attack(flip(heads=confuse())),
})
pokemon("base3-11", "Magneton", attacks={
    "Sonicboom": Attack(NoWeaknessResistance()),
    "Selfdestruct": Attack(Damage(20, to=EACH_BENCH), self_damage(100)),
})
pokemon("base3-12", "Moltres", attacks={
    "Wildfire": Attack(DiscardEnergyToMill("Fire")),
    "Dive Bomb": Attack(flip(tails=DoesNothing())),
})
pokemon("base3-13", "Muk",
        attacks={"Sludge": Attack(flip(heads=poison()))},
        powers={"Toxic Gas": ShutOffPowers()})
pokemon("base3-14", "Raichu", attacks={
    "Gigashock": Attack(Damage(10, to=Chosen(OPPONENTS_BENCH, 3))),
})
pokemon("base3-15", "Zapdos", attacks={
    "Thunderstorm": Attack(FlipEach(OPPONENTS_BENCH, 20, recoil=10)),
})
pokemon("base3-31", "Arbok", attacks={
    "Terror Strike": Attack(flip(heads=opponent_switches())),
    "Poison Fang": Attack(poison()),
})
pokemon("base3-32", "Cloyster", attacks={
    "Clamp": Attack(flip(heads=paralyze(), tails=DoesNothing())),
    "Spike Cannon": Attack(Times(Heads(2))),
})
pokemon("base3-33", "Gastly", attacks={
    "Lick": Attack(flip(heads=paralyze())),
    "Energy Conversion": Attack(
        FromDiscard(InDiscard("Energy cards", is_energy), up_to=2), self_damage(10)),
})
pokemon("base3-34", "Golbat", attacks={"Leech Life": Attack(HealDamageDone())})
pokemon("base3-35", "Golduck", attacks={
    "Psyshock": Attack(flip(heads=paralyze())),
    "Hyper Beam": Attack(DiscardDefendingEnergy()),
})
pokemon("base3-36", "Golem", attacks={
    "Selfdestruct": Attack(Damage(20, to=EACH_BENCH), self_damage(100)),
})
pokemon("base3-37", "Graveler", attacks={"Harden": Attack(lasting("harden", SELF, value=30))})
pokemon("base3-38", "Kingler", attacks={"Flail": Attack(Times(Counters(SELF)))})
pokemon("base3-39", "Magmar", attacks={
    "Smokescreen": Attack(lasting("sand-attack", DEFENDING)),
    "Smog": Attack(flip(heads=poison())),
})
pokemon("base3-40", "Omastar", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
    "Spike Cannon": Attack(Times(Heads(2))),
})
pokemon("base3-41", "Sandslash", attacks={"Fury Swipes": Attack(Times(Heads(3)))})
pokemon("base3-42", "Seadra", attacks={
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
    "Agility": Attack(flip(heads=lasting("barrier", SELF))),
})
pokemon("base3-43", "Slowbro",
        attacks={"Psyshock": Attack(flip(heads=paralyze()))},
        powers={"Strange Behavior": MoveDamageCounter(to_self=True)})
pokemon("base3-44", "Tentacruel", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Jellyfish Sting": Attack(poison()),
})
pokemon("base3-45", "Weezing", attacks={
    "Smog": Attack(flip(heads=poison())),
    "Selfdestruct": Attack(Damage(10, to=EACH_BENCH), self_damage(60)),
})
pokemon("base3-46", "Ekans", attacks={
    "Spit Poison": Attack(flip(heads=poison())),
    "Wrap": Attack(flip(heads=paralyze())),
})
pokemon("base3-47", "Geodude", attacks={"Stone Barrage": Attack(Times(HeadsUntilTails()))})
pokemon("base3-48", "Grimer", attacks={
    "Nasty Goo": Attack(flip(heads=paralyze())),
    "Minimize": Attack(lasting("reduce-damage", SELF, value=20)),
})
pokemon("base3-49", "Horsea", attacks={"Smokescreen": Attack(lasting("sand-attack", DEFENDING))})
pokemon("base3-50", "Kabuto", powers={"Kabuto Armor": HalveDamage()})
pokemon("base3-51", "Krabby", attacks={
    "Call for Family": Attack(SearchToBench(basic_named("Krabby"))),
})
pokemon("base3-52", "Omanyte",
        attacks={"Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20))},
        powers={"Clairvoyance": ShowOpponentHand()})
# Psyduck (base3-53) reprints the Black Star promo 20: its behaviour is written under that id.
pokemon("basep-20", "Psyduck", attacks={
    "Headache": Attack(opponent_lasting("no-trainers")),
    "Fury Swipes": Attack(Times(Heads(3))),
})
pokemon("base3-54", "Shellder", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Hide in Shell": Attack(flip(heads=lasting("prevent-damage", SELF))),
})
pokemon("base3-55", "Slowpoke", attacks={
    "Spacing Out": Attack(RequiresDamage(), flip(heads=Heal(10))),
    "Scavenge": Attack(DiscardEnergy("Psychic", 1),
                       FromDiscard(InDiscard("a Trainer card", is_trainer))),
})
pokemon("base3-56", "Tentacool", powers={"Cowardice": ReturnToHand()})
pokemon("base3-57", "Zubat", attacks={
    "Supersonic": Attack(flip(heads=confuse())),
    "Leech Life": Attack(HealDamageDone()),
})
