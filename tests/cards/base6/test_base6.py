"""Legendary Collection (base6): its own printings, and reworded reprints played as their
originals (spec, Main Differences from WotC Rules; docs/rulings.md, Legendary Collection)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from oldback.engine.scripts import script_of
from oldback.facts.catalog import card
from oldback.rules import Rules
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8
JOLTEON, GASTLY, GRIMER, PSYDUCK = "base6-14", "base6-76", "base6-78", "base6-88"
LC_ALAKAZAM, LC_MUK, LC_SNORLAX, LC_FOSSIL = "base6-1", "base6-16", "base6-64", "base6-109"
LC_BREEDER, LC_CHARMANDER, LC_CHARIZARD = "base6-102", "base6-70", "base6-3"
LC_HITMONLEE, LC_RHYHORN = "base6-13", "base6-90"
FOSSIL_GASTLY = "base3-33"
CHANSEY, ONIX, HITMONCHAN, PINSIR = "base1-3", "base1-56", "base1-7", "base2-9"
FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (f"base1-{n}" for n in range(97, 103))


def scenario(rules: Rules | str = "pokemon1999") -> Scenario:
    s = Scenario(rules=rules)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- the set's own printings ------------------------------------------------------------------
def test_jolteon_pin_missle_is_jungles_pin_missile():
    """Jolteon (LC 14): its attack is printed "Pin Missle" — flip 4 coins, 20 times the heads
    — and Quick Attack is 10, 30 on heads, as Jungle's Jolteon."""
    s = scenario()
    s.p1.active(JOLTEON, energy=["Lightning"] * 3)
    s.p2.active(CHANSEY)
    s.coins("H", "T", "H", "H")
    g = s.start("p1")
    g.act("attack Pin Missle")
    assert g.p2.active.damage == 60

    s = scenario()
    s.p1.active(JOLTEON, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == 30


def test_gastly_lick_costs_colorless():
    """Gastly (LC 76): Lick costs one Colorless Energy (Fossil's Gastly needs a Psychic), so a
    Water Energy pays for it; heads, the Defending Pokémon is now Paralyzed."""
    s = scenario()
    s.p1.active(FOSSIL_GASTLY, energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Lick" not in keys(g)

    s = scenario()
    s.p1.active(GASTLY, energy=["Water"])
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    assert "attack Lick" in keys(g)
    g.act("attack Lick")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}


def test_gastly_energy_conversion():
    """Gastly (LC 76), Energy Conversion: up to 2 Energy cards from the discard pile into the
    hand; Gastly does 10 damage to itself."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2)
    s.p1.discard("Fire", "Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Energy Conversion", FIRE, WATER)
    assert g.p1.discard == [] and FIRE in ids(g.p1.hand) and WATER in ids(g.p1.hand)
    assert g.p1.active.damage == 10


def test_grimer_minimized_reduces_the_next_attack_by_20():
    """Grimer (LC 78), "Minimized" (Fossil's Minimize): damage done to Grimer by attacks during
    the opponent's next turn is reduced by 20 — Special Punch does 20, not 40. Nasty Goo
    heads Paralyzes."""
    s = scenario()
    s.p1.active(GRIMER, energy=["Grass"])
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    g.act("attack Minimized", "attack Special Punch")
    assert g.p1.active.damage == 20

    s = scenario()
    s.p1.active(GRIMER, energy=["Grass"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Nasty Goo")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}


def test_psyduck_dizziness_draws_a_card():
    """Psyduck (LC 88), Dizziness: draw a card; no damage."""
    s = scenario()
    s.p1.active(PSYDUCK, energy=["Psychic"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    hand = len(g.p1.hand)
    deck = len(g.p1.deck)
    g.act("attack Dizziness")
    assert len(g.p1.hand) == hand + 1 and len(g.p1.deck) == deck - 1
    assert g.p2.active.damage == 0


@pytest.mark.parametrize(("water", "done"), [(2, 20), (3, 30), (4, 40), (5, 40)])
def test_psyduck_water_gun_counts_the_extra_water(water, done):
    """Psyduck (LC 88), Water Gun: 20, plus 10 for each Water Energy not needed for its cost
    (Water and Colorless), at most 20 more."""
    s = scenario()
    s.p1.active(PSYDUCK, energy=["Water"] * water)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == done


# --- reworded reprints play as their originals ---------------------------------------------
@pytest.mark.parametrize(("lc", "original"), [
    (LC_ALAKAZAM, "base1-1"), (LC_CHARIZARD, "base1-4"), ("base6-10", "base2-3"),
    ("base6-11", "base3-5"), (LC_HITMONLEE, "base3-7"), ("base6-15", "base1-8"),
    (LC_MUK, "base3-13"), ("base6-17", "base1-12"), ("base6-18", "base1-15"),
    ("base6-19", "base1-16"), ("base6-21", "base2-33"), ("base6-22", "base2-2"),
    ("base6-34", "base1-22"), ("base6-35", "base2-45"), ("base6-36", "base1-23"),
    ("base6-37", "base1-24"), ("base6-46", "base3-6"), ("base6-48", "base3-50"),
    ("base6-49", "base1-32"), ("base6-57", "base3-52"), (LC_SNORLAX, "base2-11"),
    (LC_CHARMANDER, "base1-46"), ("base6-82", "base2-57"), ("base6-85", "base1-57"),
    (LC_RHYHORN, "base2-61"), ("base6-96", "base3-56"), (LC_BREEDER, "base1-76"),
    (LC_FOSSIL, "base3-62"),
])
def test_reworded_reprint_shares_the_originals_behaviour(lc, original):
    """A Legendary Collection reprint reworded without a change of behaviour is linked to its
    original in the facts table and plays by the original's one definition (DESIGN.md:
    reprints are not rewritten)."""
    c = card(lc)
    assert c.reprint_of == original and c.behaviour_id == original
    assert script_of(c) is script_of(card(original))


def test_lc_alakazam_damage_swap_works_while_poisoned():
    """Alakazam (LC 1) says Damage Swap can't be used while "affected by a Special
    Condition"; the spec plays the original "Asleep, Confused, or Paralyzed", so Poison does
    not stop it (spec, Main Differences from WotC Rules)."""
    s = scenario()
    s.p1.active(LC_ALAKAZAM, damage=20, conditions=["poisoned"])
    s.p1.bench(CHANSEY)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Damage Swap")
    assert g.p1.active.damage == 10 and g.p1.bench[0].damage == 10


def test_lc_alakazam_damage_swap_under_poison_blocks_powers():
    """The rule switch poison_blocks_powers plays WotC's 2002 errata, which the Legendary
    Collection text follows: a Poisoned Alakazam (LC 1) can't use Damage Swap."""
    s = scenario(replace(Rules(), poison_blocks_powers=True))
    s.p1.active(LC_ALAKAZAM, damage=20, conditions=["poisoned"])
    s.p1.bench(CHANSEY)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Damage Swap" not in keys(g)


def test_lc_muk_toxic_gas_keeps_working_while_poisoned():
    """Muk (LC 16), Toxic Gas "stops working while Muk is affected by a Special Condition":
    played as Fossil's "Asleep, Confused, or Paralyzed", a Poisoned Muk still turns off
    Alakazam's Damage Swap; an Asleep one does not."""
    s = scenario()
    s.p1.active(LC_ALAKAZAM, damage=20)
    s.p1.bench(CHANSEY)
    s.p2.active(LC_MUK, conditions=["poisoned"])
    g = s.start("p1")
    assert "power active Damage Swap" not in keys(g)

    s = scenario()
    s.p1.active(LC_ALAKAZAM, damage=20)
    s.p1.bench(CHANSEY)
    s.p2.active(LC_MUK, conditions=["asleep"])
    g = s.start("p1")
    assert "power active Damage Swap" in keys(g)


def test_lc_snorlax_thick_skinned_while_poisoned():
    """Snorlax (LC 64), Thick Skinned "stops working while affected by a Special
    Condition": played as Jungle's text, a Poisoned Snorlax still can't be Paralyzed by
    Pinsir's Irongrip heads (the Burned it also names does not exist in these rules: spec,
    Main Differences from 2026 Standard Rules)."""
    s = scenario()
    s.p1.active(PINSIR, energy=["Grass"] * 2)
    s.p2.active(LC_SNORLAX, conditions=["poisoned"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Irongrip")
    # Irongrip's 20, and 10 from Poison at the Pokémon Checkup
    assert g.p2.active.damage == 30 and g.p2.active.conditions == {"poisoned"}


def test_lc_pokemon_breeder_puts_lc_charizard_on_lc_charmander():
    """Pokémon Breeder (LC 102) plays as Base Set's: the Stage 2 Charizard (LC 3) from the
    hand goes on the Basic Charmander (LC 70)."""
    s = Scenario()
    s.p1.active(LC_CHARMANDER, conditions=["asleep"])
    s.p1.hand(LC_BREEDER, LC_CHARIZARD, WATER)
    s.p2.active(ONIX)
    g = s.start()
    g.act(f"play {LC_BREEDER}")
    assert ids(g.p1.active.stack) == [LC_CHARMANDER, LC_CHARIZARD]
    assert g.p1.active.conditions == frozenset() and ids(g.p1.discard) == [LC_BREEDER]


def test_lc_mysterious_fossil_gives_no_prize():
    """Mysterious Fossil (LC 109) plays as Fossil's: Knocked Out, it gives no Prize (its
    owner's other Pokémon comes up)."""
    s = scenario()
    s.p1.active(LC_HITMONLEE, energy=["Fighting"] * 3)
    s.p2.active(LC_FOSSIL)
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    prizes = len(g.p1.prizes)
    g.act("attack High Jump Kick")
    assert len(g.p1.prizes) == prizes
    assert LC_FOSSIL in ids(g.p2.discard)


def test_lc_machop_plain_attacks():
    """Machop (LC 79) reprints Team Rocket's Machop (base5-59), whose attacks have no text:
    Punch 20, Kick 30, with Weakness as usual (Psychic-weak Mewtwo is not weak to Fighting,
    so 30)."""
    assert card("base6-79").reprint_of == "base5-59"
    s = scenario()
    s.p1.active("base6-79", energy=["Fighting"] * 3)
    s.p2.active("base1-10")
    g = s.start("p1")
    g.act("attack Kick")
    assert g.p2.active.damage == 30
