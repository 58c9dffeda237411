"""Fossil (base3) Pokémon: the Pokémon Powers — Prehistoric Power, Transform, Step In,
Curse, Transparency, Toxic Gas, Strange Behavior, Clairvoyance, Cowardice, Kabuto Armor.
Every coin is scripted; RULINGS.md lines are named where they decide a case."""

from __future__ import annotations

from oldback.engine import turn
from oldback.engine.scripts import script_of
from oldback.facts.catalog import card
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

AERODACTYL, DITTO, DRAGONITE, GENGAR, HAUNTER = (
    "base3-1", "base3-3", "base3-4", "base3-5", "base3-6")
HITMONLEE, MUK, ARBOK, GOLBAT, SLOWBRO, TENTACRUEL, WEEZING, EKANS = (
    "base3-7", "base3-13", "base3-31", "base3-34", "base3-43", "base3-44", "base3-45", "base3-46")
KABUTO, OMANYTE, TENTACOOL, MYSTERIOUS_FOSSIL = "base3-50", "base3-52", "base3-56", "base3-62"
CHANSEY, HITMONCHAN, CHARMELEON, MACHOKE, SEEL = (
    "base1-3", "base1-7", "base1-24", "base1-34", "base1-41")
CHARMANDER, MACHOP, ONIX, STARYU = "base1-46", "base1-52", "base1-56", "base1-65"
POTION, SWITCH = "base1-94", "base1-95"
CLEFAIRY, POLIWHIRL, CLEFFA = "base1-5", "base1-38", "neo1-20"
WATER = "base1-102"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


def evolutions(g) -> set[str]:
    return {k for k in keys(g) if k.startswith("evolve ")}


# --- Aerodactyl: Prehistoric Power ----------------------------------------------------------
def test_prehistoric_power_stops_evolution_on_both_sides():
    """Aerodactyl's Prehistoric Power: no more Evolution cards can be played — by its owner
    or by the opponent."""
    s = scenario()
    s.p1.active(AERODACTYL)
    s.p1.bench(CHARMANDER)
    s.p1.hand(CHARMELEON, WATER)
    s.p2.active(MACHOP)
    s.p2.hand(MACHOKE)
    g = s.start("p1")
    assert g.current == "p1" and evolutions(g) == set()
    g.act("end")
    assert g.current == "p2" and evolutions(g) == set()


def test_prehistoric_power_stops_another_aerodactyl():
    """No Evolution card at all: a second Aerodactyl can't be played onto a Mysterious Fossil
    while the first is in play (without it, it can)."""
    s = scenario()
    s.p1.active(AERODACTYL)
    s.p1.bench(MYSTERIOUS_FOSSIL)
    s.p1.hand("base3-16")
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert g.current == "p1" and evolutions(g) == set()

    s = scenario()
    s.p1.active(STARYU)
    s.p1.bench(MYSTERIOUS_FOSSIL)
    s.p1.hand("base3-16")
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert evolutions(g) == {"evolve base3-16 bench1"}


def test_prehistoric_power_stops_while_aerodactyl_is_asleep():
    """The power stops working while Aerodactyl is Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(AERODACTYL, conditions=["asleep"])
    s.p1.bench(CHARMANDER)
    s.p1.hand(CHARMELEON)
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert evolutions(g) == {f"evolve {CHARMELEON} bench1"}


def test_prehistoric_power_is_ignored_under_toxic_gas():
    """Muk's Toxic Gas turns Prehistoric Power off, so evolving is allowed again."""
    s = scenario()
    s.p1.active(AERODACTYL)
    s.p1.bench(CHARMANDER)
    s.p1.hand(CHARMELEON)
    s.p2.active(MUK)
    g = s.start("p1")
    assert evolutions(g) == {f"evolve {CHARMELEON} bench1"}


# --- Muk: Toxic Gas --------------------------------------------------------------------------
def test_toxic_gas_turns_off_its_own_sides_powers():
    """Toxic Gas: every other Pokémon Power in play is ignored, Muk's own side included
    (RULINGS, Fossil): Kabuto Armor does not halve Special Punch's 40, Kabuto is Knocked
    Out."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.active(KABUTO)
    s.p2.bench(MUK)
    g = s.start("p1")
    g.act("attack Special Punch")
    assert KABUTO in ids(g.p2.discard)
    assert g.p2.active.card.id == MUK


def test_toxic_gas_stops_while_muk_is_asleep():
    """Toxic Gas stops while Muk is Asleep (RULINGS, Fossil): Kabuto Armor works again, and
    Stretch Kick's 20 to the Benched Kabuto is halved to 10."""
    s = scenario()
    s.p1.active(HITMONLEE, energy=["Fighting"] * 2)
    s.p2.active(MUK, conditions=["asleep"])
    s.p2.bench(KABUTO)
    s.coins("T")  # Muk stays asleep at the checkup
    g = s.start("p1")
    g.act("attack Stretch Kick")
    assert g.p2.bench[0].damage == 10

    s = scenario()
    s.p1.active(HITMONLEE, energy=["Fighting"] * 2)
    s.p2.active(MUK)
    s.p2.bench(KABUTO)
    g = s.start("p1")
    g.act("attack Stretch Kick")
    assert g.p2.bench[0].damage == 20


def test_toxic_gas_turns_off_activated_powers_and_transform():
    """Under Toxic Gas, Dragonite's Step In is not offered and Ditto is only Ditto."""
    s = scenario()
    s.p1.active(DITTO)
    s.p1.bench(DRAGONITE)
    s.p1.hand(WATER)
    s.p2.active(MUK)
    g = s.start("p1")
    assert g.current == "p1" and not any(k.startswith("power ") for k in keys(g))
    assert g.p1.active.hp == 50 and g.p1.active.attacks == ()


# --- Ditto: Transform ------------------------------------------------------------------------
def test_transform_copies_the_defending_pokemon():
    """Ditto's Transform: as the Active Pokémon it is the same card as the opposing Active
    (HP, type, Weakness, attacks), keeps its name, and its Energy counts as any type: 3
    Psychic Energy pay Hitmonchan's Special Punch (Fighting, Fighting, Colorless)."""
    s = scenario()
    s.p1.active(DITTO, energy=["Psychic"] * 3)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    ditto = g.p1.active
    assert ditto.name == "Ditto" and ditto.hp == 70
    assert ditto.types == ("Fighting",) and ditto.weakness == "Psychic"
    assert {"attack Jab", "attack Special Punch"} <= keys(g)
    g.act("attack Special Punch")
    assert g.p2.active.damage == 40


def test_transform_takes_the_copied_weakness():
    """Transformed into Slowbro (weak to Psychic), Ditto takes double from Psyshock; as
    itself (Resistance Psychic) it would take none."""
    s = scenario()
    s.p1.active("base3-18")  # the non-holo Ditto
    s.p1.hand(WATER)
    s.p2.active(SLOWBRO, energy=["Psychic"] * 2)
    s.coins("T")
    g = s.start("p2")
    g.act("attack Psyshock")
    assert g.p1.active.damage == 40


def test_transform_follows_a_new_active_and_can_knock_ditto_out():
    """Transform follows the Defending Pokémon at once; damage counters stay, so a lower HP
    Knocks Ditto Out and the opponent takes a Prize (RULINGS, Fossil)."""
    s = scenario()
    s.p1.active(DITTO, damage=60)
    s.p1.bench(STARYU)
    s.p2.active(CHANSEY, energy=["Water"])
    s.p2.bench(MACHOP)
    g = s.start("p2")
    assert g.p1.active.hp == 120
    g.act("retreat")
    assert g.p2.active.card.id == MACHOP
    assert DITTO in ids(g.p1.discard)
    assert g.p1.active.card.id == STARYU
    assert len(g.p2.prizes) == 5


def test_transform_follows_a_switch_without_a_knock_out():
    """After a switch Ditto is the new Active's card at once (HP and attacks)."""
    s = scenario()
    s.p1.active(DITTO, damage=20)
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.p2.hand(SWITCH, WATER)
    g = s.start("p2")
    g.act(f"play {SWITCH}")
    assert g.p1.active.hp == 50 and [a.name for a in g.p1.active.attacks] == ["Low Kick"]
    assert g.p1.active.damage == 20


def test_transform_works_for_a_ditto_benched_during_the_game():
    """With no Ditto in play the engine never looks at forms; a Ditto put onto the Bench
    from the hand is one the engine then follows: switched in, it is the Defending
    Pokémon's card at once (Hitmonchan's 70 HP and attacks)."""
    s = scenario()
    s.p1.active(STARYU)
    s.p1.hand(DITTO, SWITCH)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert not g.form_changers  # nothing in play may change form: no form is looked at
    g.act(f"bench {DITTO}")
    assert g.form_changers
    g.act(f"play {SWITCH}")
    assert g.p1.active.card.id == DITTO
    assert g.p1.active.hp == 70 and [a.name for a in g.p1.active.attacks] == [
        "Jab", "Special Punch"]


def test_a_muk_evolved_on_the_bench_knocks_out_a_damaged_transformed_ditto_at_once():
    """Toxic Gas works from the Bench too (Muk in play ignores every other Power), so a Grimer
    evolved into Muk on the Bench makes a Transformed Ditto only Ditto again: 50 HP, and 60
    damage Knocks it Out at once, before the next action (spec, Knock Out Procedures: a
    Pokémon whose damage reaches its HP is Knocked Out; RULINGS, Fossil: the damage counters
    stay). A basic Energy card attached before, with nothing acting on it, changes no HP:
    Ditto stays Chansey's 120, and nothing is Knocked Out."""
    s = scenario()
    s.p1.active(DITTO, damage=60)
    s.p1.bench(STARYU)
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.p2.bench("base3-48")  # Grimer
    s.p2.hand(WATER, MUK)
    g = s.start("p2")
    g.act(f"attach {WATER} active")
    assert g.p1.active.card.id == DITTO and g.p1.active.hp == 120
    assert len(g.p2.prizes) == 6
    g.act(f"evolve {MUK} bench2")
    assert DITTO in ids(g.p1.discard)
    assert g.p1.active.card.id == STARYU
    assert len(g.p2.prizes) == 5


def test_transform_is_off_while_asleep_or_benched():
    """Ditto isn't a copy while Asleep, Confused or Paralyzed, nor on the Bench."""
    s = scenario()
    s.p1.active(DITTO, conditions=["asleep"])
    s.p1.bench("base3-18")
    s.p1.hand(WATER)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert g.p1.active.hp == 50 and g.p1.active.attacks == ()
    assert g.p1.bench[0].hp == 50 and g.p1.bench[0].types == ("Colorless",)


def test_transform_does_not_copy_powers_and_ditto_cannot_evolve():
    """Ditto always has Transform and only it (the engine reads powers from Ditto's own
    card): transformed into Kabuto it takes Scratch's 10 in full, where Kabuto Armor would
    halve it to 0. Ditto can't evolve."""
    s = scenario()
    s.p1.active(DITTO)
    s.p1.hand(WATER)
    s.p2.active(KABUTO, energy=["Fighting"])
    g = s.start("p2")
    assert g.p1.active.hp == 30
    g.act("attack Scratch")
    assert g.p1.active.damage == 10
    assert script_of(card(DITTO)).can_evolve is False
    assert not turn.evolution_allowed(g, g.p1.active)


def test_transform_ditto_against_ditto_stays_ditto():
    """Two Dittos facing each other: neither becomes the other (each would copy a copier);
    each stays a 50-HP Ditto."""
    s = scenario()
    s.p1.active(DITTO)
    s.p1.hand(WATER)
    s.p2.active("base3-18")
    g = s.start("p1")
    assert g.p1.active.hp == 50 and g.p2.active.hp == 50


def test_amnesia_chooses_among_the_attacks_ditto_copied():
    """Poliwhirl's Amnesia chooses 1 of the Defending Pokémon's attacks: a Transformed
    Ditto's attacks are the ones it copied (Transform: it is the same card as Poliwhirl),
    not its printed card's (none). Amnesia on Doubleslap: during p2's next turn Ditto can
    still announce Amnesia but not Doubleslap (its Energy counts as any type)."""
    s = scenario()
    s.p1.active(POLIWHIRL, energy=["Water"] * 2)
    s.p2.active(DITTO, energy=["Psychic"] * 3)
    g = s.start("p1")
    g.act("attack Amnesia")
    assert g.decision.kind == "disable-attack"
    assert keys(g) == {"Amnesia", "Doubleslap"}
    g.act("Doubleslap")
    assert g.current == "p2" and g.p2.active.hp == 60
    assert "attack Amnesia" in keys(g) and "attack Doubleslap" not in keys(g)


def test_metronome_copies_the_attacks_ditto_copied():
    """Clefairy's Metronome copies 1 of the Defending Pokémon's attacks: against a Ditto
    Transformed into Clefairy, those are Sing and Metronome (Ditto's printed card has
    none). Sing copied: heads, Ditto is Asleep (and, Asleep, no longer Transformed); tails
    at Pokémon Checkup, it stays Asleep."""
    s = scenario()
    s.p1.active(CLEFAIRY, energy=["Water"] * 3)
    s.p2.active(DITTO)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Metronome")
    assert g.decision.kind == "copy-attack" and keys(g) == {"Sing", "Metronome"}
    g.act("Sing")
    assert g.p2.active.conditions == {"asleep"} and g.p2.active.hp == 50


def test_a_ditto_transformed_into_a_baby_gets_the_baby_rule():
    """Attack step 2, the Baby rule: the attacker flips when the Defending Pokémon is a
    Baby Pokémon. A Ditto Transformed into Cleffa is the same card as Cleffa, a Baby
    (our reading of Transform; the rule reads what the Pokémon is now): tails, Cleffa's
    Eeeeeeek against it fails and p1's hand stays as it was."""
    s = scenario()
    s.p1.active(CLEFFA, energy=["Water"])
    s.p1.hand(WATER, CHANSEY)
    s.p2.active(DITTO)
    s.coins("T")
    g = s.start("p1")
    assert g.p2.active.hp == 30
    g.act("attack Eeeeeeek")
    assert ids(g.p1.hand) == [WATER, CHANSEY] and len(g.p1.deck) == 6


# --- Dragonite: Step In ----------------------------------------------------------------------
def test_step_in_switches_a_benched_dragonite_once_a_turn():
    """Dragonite's Step In: once during your turn, if Dragonite is Benched, switch it with
    the Active Pokémon (not a retreat: the old Active's Confusion ends by leaving). After
    retreating back to the Bench, it can't Step In again this turn."""
    s = scenario()
    s.p1.active(STARYU, conditions=["confused"])
    s.p1.bench(DRAGONITE, energy=["Water"])
    s.p1.hand(WATER)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power bench1 Step In" in keys(g)
    g.act("power bench1 Step In")
    assert g.p1.active.card.id == DRAGONITE
    assert g.p1.bench[0].card.id == STARYU and not g.p1.bench[0].conditions
    g.act("retreat")
    assert g.p1.active.card.id == STARYU
    assert g.current == "p1" and "power bench1 Step In" not in keys(g)


def test_step_in_not_from_the_active_spot():
    """Step In works only while Dragonite is on the Bench."""
    s = scenario()
    s.p1.active("base3-19", energy=["Water"])  # the non-holo Dragonite
    s.p1.bench(STARYU)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert g.current == "p1" and not any(k.startswith("power ") for k in keys(g))


# --- Gengar: Curse ---------------------------------------------------------------------------
def test_curse_moves_a_counter_and_may_knock_out():
    """Gengar's Curse: once during your turn, move 1 damage counter from one of the
    opponent's Pokémon to another of theirs, even if that Knocks it Out (a Prize for
    Gengar's owner)."""
    s = scenario()
    s.p1.active(GENGAR)
    s.p1.hand(WATER)
    s.p2.active(ONIX, damage=20)
    s.p2.bench(SEEL, damage=50)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    assert "power active Curse" in keys(g)
    g.act("power active Curse")
    assert keys(g) == {"opp-active", "opp-bench1"}
    g.act("opp-active")
    assert keys(g) == {"opp-bench1", "opp-bench2"}
    g.act("opp-bench1")
    assert g.p2.active.damage == 10
    assert SEEL in ids(g.p2.discard) and len(g.p1.prizes) == 5
    assert g.current == "p1" and "power active Curse" not in keys(g)  # once a turn


def test_curse_needs_damage_and_two_pokemon_and_gengar_awake():
    """Curse can't be used with no damage counter to move, with only one opposing Pokémon,
    or while Gengar is Asleep."""
    for p2_bench, damage, conditions in (([MACHOP], 0, ()), ([], 20, ()),
                                          ([MACHOP], 20, ("asleep",))):
        s = scenario()
        s.p1.active("base3-20", conditions=conditions)  # the non-holo Gengar
        s.p1.hand(WATER)
        s.p2.active(ONIX, damage=damage)
        for mon in p2_bench:
            s.p2.bench(mon)
        g = s.start("p1")
        assert g.current == "p1" and not any(k.startswith("power ") for k in keys(g))


# --- Haunter: Transparency -------------------------------------------------------------------
def test_transparency_heads_prevents_damage_and_effects_with_one_flip():
    """Haunter's Transparency: when an attack does anything to Haunter, flip once: heads,
    all its effects on Haunter, damage included, are prevented. Ekans's Wrap: the
    Transparency coin (heads) comes with the damage; Wrap's own heads then paralyzes
    nothing, and no second Transparency coin is flipped."""
    s = scenario()
    s.p1.active(EKANS, energy=["Grass"] * 2)
    s.p2.active(HAUNTER)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Wrap")
    assert g.p2.active.damage == 0 and not g.p2.active.conditions


def test_transparency_tails_lets_everything_through():
    """Transparency tails: Wrap's 20 and its Paralysis both happen."""
    s = scenario()
    s.p1.active(EKANS, energy=["Grass"] * 2)
    s.p2.active("base3-21")  # the non-holo Haunter
    s.coins("T", "H")
    g = s.start("p1")
    g.act("attack Wrap")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


def test_transparency_against_an_attack_with_no_damage():
    """An effect with no damage is "anything" too: Supersonic's heads would confuse, the
    Transparency flip (heads) prevents it."""
    s = scenario()
    s.p1.active(TENTACRUEL, energy=["Water"])
    s.p2.active(HAUNTER)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Supersonic")
    assert not g.p2.active.conditions


def test_transparency_flips_for_damage_to_the_bench():
    """Benched Haunter: Stretch Kick's 20 is prevented on heads."""
    s = scenario()
    s.p1.active(HITMONLEE, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    s.p2.bench(HAUNTER)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Stretch Kick")
    assert g.p2.bench[0].damage == 0


def test_transparency_no_flip_when_the_attack_does_nothing_to_haunter():
    """Jab's 20 less Haunter's Resistance (30) is no damage: the attack does nothing to
    Haunter, no coin is flipped (none is scripted)."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(HAUNTER)
    g = s.start("p1")
    g.act("attack Jab")
    assert g.p2.active.damage == 0


def test_transparency_does_not_stop_what_the_attacker_does_to_itself():
    """Transparency covers only what is done to Haunter: Weezing's Selfdestruct still
    damages the Benches and Weezing itself (RULINGS, General: pojo.com Jan 2002)."""
    s = scenario()
    s.p1.active(WEEZING, energy=["Grass"] * 3)
    s.p1.bench(STARYU)
    s.p2.active(HAUNTER)
    s.p2.bench(SEEL)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert g.p2.active.damage == 0 and g.p2.bench[0].damage == 10
    assert WEEZING in ids(g.p1.discard) and g.p1.active.damage == 10


def test_transparency_stops_while_haunter_is_asleep():
    """The power stops while Haunter is Asleep: Golbat's Wing Attack hits with no flip."""
    s = scenario()
    s.p1.active(GOLBAT, energy=["Grass"] * 3)
    s.p2.active(HAUNTER, conditions=["asleep"])
    s.coins("T")  # the checkup: Haunter stays asleep
    g = s.start("p1")
    g.act("attack Wing Attack")
    assert g.p2.active.damage == 30


def test_transparency_heads_stops_terror_strike_switch():
    """Arbok's Terror Strike against Haunter: Transparency heads prevents the 10 and the
    switch that heads on Terror Strike would make."""
    s = scenario()
    s.p1.active(ARBOK, energy=["Grass"])
    s.p2.active(HAUNTER)
    s.p2.bench(MACHOP)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Terror Strike")
    assert g.p2.active.card.id == HAUNTER and g.p2.active.damage == 0


# --- Slowbro: Strange Behavior ---------------------------------------------------------------
def test_strange_behavior_moves_counters_to_slowbro_as_often_as_you_like():
    """Slowbro's Strange Behavior: as often as you like, move 1 damage counter from one of
    your Pokémon to Slowbro."""
    s = scenario()
    s.p1.active(SLOWBRO)
    s.p1.bench(STARYU, damage=20)
    s.p1.hand(WATER)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Strange Behavior", "power active Strange Behavior")
    assert g.p1.bench[0].damage == 0 and g.p1.active.damage == 20
    assert g.current == "p1"
    assert "power active Strange Behavior" not in keys(g)  # nothing left to move


def test_strange_behavior_never_knocks_slowbro_out():
    """Strange Behavior can't move a counter that would Knock Slowbro Out (60 HP: stop at
    50), nor be used while Slowbro is Asleep."""
    s = scenario()
    s.p1.active(SLOWBRO, damage=40)
    s.p1.bench(STARYU, damage=30)
    s.p1.hand(WATER)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Strange Behavior")
    assert g.p1.active.damage == 50
    assert "power active Strange Behavior" not in keys(g)

    s = scenario()
    s.p1.active(SLOWBRO, conditions=["asleep"])
    s.p1.bench(STARYU, damage=30)
    s.p1.hand(WATER)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert g.current == "p1" and not any(k.startswith("power ") for k in keys(g))


def test_strange_behavior_from_the_bench_chooses_the_source():
    """A Benched Slowbro may take counters from the Active Pokémon; the source is chosen."""
    s = scenario()
    s.p1.active(STARYU, damage=10)
    s.p1.bench(SLOWBRO)
    s.p1.bench(SEEL, damage=10)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power bench1 Strange Behavior")
    assert keys(g) == {"active", "bench2"}
    g.act("bench2")
    assert g.p1.bench[1].damage == 0 and g.p1.bench[0].damage == 10


# --- Omanyte: Clairvoyance -------------------------------------------------------------------
def test_clairvoyance_shows_the_opponents_hand():
    """Omanyte's Clairvoyance: the opponent plays with their hand face up (only for the
    Omanyte's owner; it stops while Omanyte is Asleep)."""
    s = scenario()
    s.p1.active(OMANYTE)
    s.p1.hand(WATER)
    s.p2.active(ONIX)
    s.p2.hand(POTION)
    g = s.start("p1")
    assert ids(g.view("p1").opp.hand) == [POTION]
    assert g.view("p2").opp.hand is None

    s = scenario()
    s.p1.active(OMANYTE, conditions=["asleep"])
    s.p1.hand(WATER)
    s.p2.active(ONIX)
    s.p2.hand(POTION)
    g = s.start("p1")
    assert g.view("p1").opp.hand is None


# --- Tentacool: Cowardice --------------------------------------------------------------------
def test_cowardice_returns_tentacool_and_discards_its_cards():
    """Tentacool's Cowardice: return Tentacool to the hand, discarding the cards attached."""
    s = scenario()
    s.p1.active(STARYU)
    s.p1.bench(TENTACOOL, energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power bench1 Cowardice")
    assert g.p1.bench == []
    assert TENTACOOL in ids(g.p1.hand) and ids(g.p1.discard) == [WATER]


def test_cowardice_from_the_active_spot_brings_up_a_benched_pokemon():
    """An Active Tentacool may use Cowardice too; a Benched Pokémon replaces it."""
    s = scenario()
    s.p1.active(TENTACOOL, energy=["Water"])
    s.p1.bench(STARYU)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Cowardice")
    assert g.p1.active.card.id == STARYU and TENTACOOL in ids(g.p1.hand)


def test_cowardice_not_the_turn_tentacool_was_played():
    """Cowardice can't be used during the turn Tentacool was put into play."""
    s = scenario()
    s.p1.active(STARYU)
    s.p1.hand(TENTACOOL, WATER)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act(f"bench {TENTACOOL}")
    assert not any(k.startswith("power ") for k in keys(g))


def test_cowardice_with_nothing_left_in_play_loses():
    """Returning the only Pokémon in play leaves none: its owner loses (Win/Loss chart)."""
    s = scenario()
    s.p1.active(TENTACOOL)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Cowardice")
    assert g.winner == "p2"


# --- Kabuto: Kabuto Armor --------------------------------------------------------------------
def test_kabuto_armor_halves_damage():
    """Kabuto Armor: damage done to Kabuto is halved after Weakness and Resistance, rounded
    down to the nearest 10 (Special Punch's 40 does 20)."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.active(KABUTO)
    g = s.start("p1")
    g.act("attack Special Punch")
    assert g.p2.active.damage == 20
