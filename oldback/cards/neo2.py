"""Neo Discovery (neo2): card behaviour, in number order (21–36, but for 32, reprint the holo
cards 2–17 and share their behaviour)."""

from oldback.effects.attached import DiscardAttachedTrainers
from oldback.effects.bench import (
    SearchToBench,
    SearchToBenchAsBasic,
    opponent_switches,
    you_switch,
)
from oldback.effects.coins import by_heads, flip, flips
from oldback.effects.conditions import ConditionOfChoice, confuse, paralyze, poison, sleep
from oldback.effects.copy_attacks import CopyLastAttack
from oldback.effects.damage import (
    Damage,
    DamageTimes,
    FlipEach,
    HalfRemainingHp,
    NoWeaknessResistance,
    Plus,
    PutCounters,
    Times,
    ignores_defender_effects,
    self_damage,
)
from oldback.effects.deck import LookAtTop, SearchDeck
from oldback.effects.define import card, pokemon, unown
from oldback.effects.energy import AttachFrom, DiscardOrNothing, MoveDefendingEnergy
from oldback.effects.evolution import DevolveOwn, EvolveFromDeck
from oldback.effects.hand import EachMayNewHand, look_at_hand
from oldback.effects.healing import Heal, HealDamageDone
from oldback.effects.lasting import NEXT_OWN_TURN, Lasts, facing, lasting
from oldback.effects.leave_play import ToHand
from oldback.effects.pieces import Attack, DoesNothing, Trainer, if_any
from oldback.effects.powers.activated import OncePerTurn, bench_holds
from oldback.effects.powers.passive import BoostNamedAttack, MoreWhenMany, ReduceFromType
from oldback.effects.powers.triggered import DamageWhenSwitchedIn, EvolveOnAttach, WhenPlayed
from oldback.effects.select import (
    DEFENDING,
    EACH_BENCH,
    EACH_POKEMON,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    YOUR_ACTIVE,
    YOUR_BENCH,
    AtMost,
    Chosen,
    EnergyCards,
    EnergyUnits,
    Heads,
    InDeck,
    InDiscard,
    TypedEnergy,
    UnusedEnergy,
    Where,
    basic_energy_of,
    is_basic_energy,
    is_trainer,
    named_among,
    of_type,
    pokemon_with_name,
    with_power,
)

FROM_FOSSIL = InDeck("a card that evolves from Mysterious Fossil",
                     lambda c: c.evolves_from == "Mysterious Fossil")
UNOWN = InDeck("a card with Unown in its name", pokemon_with_name("Unown"))


pokemon("neo2-1", "Espeon", attacks={"Psychic": Attack(Plus(10, per=EnergyCards(DEFENDING)))})
pokemon("neo2-2", "Forretress",
        attacks={"Rapid Spin": Attack(opponent_switches(), you_switch())},
        powers={"Spikes": DamageWhenSwitchedIn(10)})
pokemon("neo2-3", "Hitmontop", attacks={
    "Detect": Attack(flip(heads=lasting("barrier", SELF))),
    "Triple Kick": Attack(Times(Heads(3))),
})
pokemon("neo2-4", "Houndoom", attacks={
    "Crunch": Attack(lasting("more-if-damaged", DEFENDING, turns=2, value=20)),
    "Flamethrower": Attack(DiscardOrNothing("Fire")),
})
pokemon("neo2-5", "Houndour", attacks={
    "Smog": Attack(flip(heads=poison())),
    "Collect Fire": Attack(AttachFrom(InDiscard("a Fire Energy card", basic_energy_of("Fire")))),
})
pokemon("neo2-6", "Kabutops", attacks={
    "Hydrocutter": Attack(Times(Heads(AtMost(EnergyCards(SELF), 3)))),
})
pokemon("neo2-7", "Magnemite", attacks={
    "Lock-on": Attack(facing("locked-on", SELF, turns=NEXT_OWN_TURN)),
    "Electric Bolt": Attack(flips(2, heads=paralyze(), tails=DoesNothing(),
                                  tails_as_heads="locked-on")),
})
pokemon("neo2-8", "Politoed",
        attacks={"Doubleslap": Attack(Times(Heads(2)))},
        powers={"Frog Song": MoreWhenMany(("Poliwag", "Poliwhirl", "Poliwrath", "Politoed"),
                                          3, 40)})
pokemon("neo2-9", "Poliwrath", attacks={"Submission": Attack(self_damage(20))})
pokemon("neo2-10", "Scizor", attacks={
    "False Swipe": Attack(HalfRemainingHp(round_up=False)),
    "Double Claw": Attack(Times(Heads(2))),
})
pokemon("neo2-11", "Smeargle", attacks={"Sketch": Attack(CopyLastAttack())})
pokemon("neo2-12", "Tyranitar", attacks={
    "Slam": Attack(Times(Heads(2))),
    "Trample": Attack(FlipEach(EACH_BENCH, 30)),
})
unown("neo2-14", "A", ("Anger", BoostNamedAttack("Unown", "Hidden Power")))
pokemon("neo2-15", "Ursaring", attacks={
    "Headpress": Attack(flip(heads=paralyze(), tails=DoesNothing())),
    "Double Lariat": Attack(Times(Heads(2))),
})
pokemon("neo2-16", "Wobbuffet", attacks={"Counter": Attack(lasting("counter", SELF))})
pokemon("neo2-17", "Yanma", attacks={
    "Shockwave": Attack(flip(heads=(NoWeaknessResistance(), Damage(10, to=OPPONENTS_POKEMON))),
                        opponent_switches()),
    "Swift": Attack(ignores_defender_effects()),
})
pokemon("neo2-18", "Beedrill", attacks={
    "Triple Poison": Attack(flip(heads=poison(amount=30))),
    "Pin Missile": Attack(Times(Heads(4))),
})
pokemon("neo2-19", "Butterfree", attacks={
    "Magic Dust": Attack(flip(heads=ConditionOfChoice())),
    "Hyper Reverse": Attack(DamageTimes(10, EnergyUnits(DEFENDING), DEFENDING),
                            HealDamageDone()),
})
pokemon("neo2-20", "Espeon", attacks={
    "Quick Attack": Attack(flip(heads=Plus(20))),
    "Psybeam": Attack(flip(heads=confuse())),
})
pokemon("neo2-32", "Umbreon", attacks={
    "Quick Attack": Attack(flip(heads=Plus(20))),
    "Pursuit": Attack(lasting("pursuit", DEFENDING, value=10)),
})
pokemon("neo2-37", "Corsola", attacks={
    "Recover": Attack(DiscardOrNothing("Water", Heal(None))),
    "Spike Cannon": Attack(Times(Heads(2))),
})
pokemon("neo2-38", "Eevee", powers={"Energy Evolution": EvolveOnAttach()})
pokemon("neo2-40", "Igglybuff", powers={"Gaze": OncePerTurn(Lasts(
    "powers-off", Chosen(with_power(OPPONENTS_BENCH)), turns=0))})
pokemon("neo2-39", "Houndour", attacks={"Plunder": Attack(DiscardAttachedTrainers())})
pokemon("neo2-41", "Kakuna", attacks={
    "Secrete Poison": Attack(lasting("secrete-poison", SELF, value=10)),
})
pokemon("neo2-42", "Metapod", attacks={
    "Harden": Attack(lasting("harden", SELF, value=20)),
    "Hatch": Attack(flip(heads=Heal(None)), EvolveFromDeck(SELF)),
})
pokemon("neo2-43", "Omastar", attacks={
    "Squeeze": Attack(flip(heads=(Plus(20), paralyze()))),
    "Spike Barrage": Attack(Plus(20, per=Heads(TypedEnergy("Water", SELF)))),
})
pokemon("neo2-44", "Poliwhirl", attacks={
    "Belly Drum": Attack(PutCounters(30, on=SELF), if_any(
        Where(SELF, lambda mon: mon.remaining_hp > 0, "if it isn't Knocked Out"),
        AttachFrom(InDeck("basic Energy cards", is_basic_energy), up_to=2))),
    "Water Gun": Attack(Plus(10, per=UnusedEnergy("Water"), most=20)),
})
pokemon("neo2-45", "Pupitar", attacks={
    "Dust Devil": Attack(NoWeaknessResistance(),
                         Damage(10, to=of_type(EACH_POKEMON, "Fighting", negate=True))),
})
pokemon("neo2-46", "Scyther", attacks={
    "Fury Cutter": Attack(by_heads(4, {1: Plus(10), 2: Plus(20), 3: Plus(40), 4: Plus(80)})),
})
unown("neo2-47", "D", ("Darkness", ReduceFromType("Darkness")))
unown("neo2-48", "F", ("Find", OncePerTurn(SearchDeck(InDeck("a Trainer card", is_trainer),
                                                      show=True),
                                           requires=bench_holds("Unown [F]", "Unown [I]",
                                                                "Unown [N]", "Unown [D]"))))
unown("neo2-49", "M", ("Metal", ReduceFromType("Metal")))
unown("neo2-50", "N", ("Normal", ReduceFromType("Colorless")))
unown("neo2-51", "U", ("Undo", OncePerTurn(ToHand(YOUR_ACTIVE),
                                           requires=bench_holds("Unown [U]", "Unown [N]",
                                                                "Unown [D]", "Unown [O]"))))
pokemon("neo2-52", "Xatu", attacks={
    "Energy Cycle": Attack(flip(heads=MoveDefendingEnergy(basic_only=False))),
})
pokemon("neo2-53", "Caterpie", attacks={"Spin Tackle": Attack(self_damage(10))})
pokemon("neo2-54", "Dunsparce", attacks={"Glare": Attack(flip(heads=paralyze()))})
pokemon("neo2-56", "Kabuto",
        attacks={"Work Together": Attack(flip(heads=Plus(10, per=named_among(
            YOUR_BENCH, "Omanyte", "Omastar", "Kabuto", "Kabutops"))))},
        powers={"Revive Friends": OncePerTurn(flip(heads=SearchToBenchAsBasic(
            InDeck("a card named Kabuto", lambda c: c.name == "Kabuto"))))})
pokemon("neo2-58", "Mareep", attacks={"Thunder Jolt": Attack(flip(tails=self_damage(10)))})
pokemon("neo2-59", "Natu", attacks={"Confuse Ray": Attack(flip(heads=confuse()))})
pokemon("neo2-60", "Omanyte", attacks={"Bind": Attack(flip(heads=paralyze()))},
        powers={"Revive Fossil": OncePerTurn(flip(heads=SearchToBenchAsBasic(FROM_FOSSIL)))})
pokemon("neo2-61", "Pineco", attacks={
    "Burst": Attack(flip(heads=(self_damage(40), Damage(10, to=EACH_BENCH))),
                    flip(tails=DoesNothing())),
})
pokemon("neo2-62", "Poliwag", attacks={"Hypnosis": Attack(sleep())})
pokemon("neo2-63", "Sentret", attacks={"Scout": Attack(look_at_hand())})
pokemon("neo2-64", "Spinarak", attacks={"Poison Sting": Attack(flip(heads=poison()))})
pokemon("neo2-65", "Teddiursa", attacks={"Nap Time": Attack(Heal(None), sleep(SELF))})
pokemon("neo2-66", "Tyrogue", attacks={"Smash Punch": Attack(flip(tails=DoesNothing()))})
unown("neo2-67", "E", ("Engage", WhenPlayed(EachMayNewHand(4))))
unown("neo2-68", "I", ("Increase", WhenPlayed(SearchToBench(UNOWN), may=True)))
unown("neo2-69", "O", ("Observe", OncePerTurn(LookAtTop(5))))
pokemon("neo2-70", "Weedle", attacks={
    "Spike Stab": Attack(flip(heads=poison(), tails=DoesNothing())),
})
pokemon("neo2-71", "Wooper", attacks={"Slime": Attack(lasting("slime", SELF))})

card("neo2-72", "Fossil Egg",
     Trainer(flip(heads=SearchToBenchAsBasic(FROM_FOSSIL, or_from_hand=True))))
card("neo2-73", "Hyper Devolution Spray", Trainer(DevolveOwn()))
card("neo2-74", "Ruin Wall", Trainer(SearchToBench(UNOWN)))
card("neo2-75", "Energy Ark", Trainer(SearchDeck(InDeck("a basic Energy card",
                                                        is_basic_energy), Heads(2), show=True)))
