"""Card errata as data (``oldback.effects.errata``): where WotC's English text differs
from the Japanese text the spec follows, the card plays WotC's text under the rule switch
of its erratum (on in the ``wotc`` preset) and the spec's text otherwise. First erratum:
Metronome (Clefairy, Base Set; Clefable, Jungle). WotC printed that it copies an attack
"except for its Energy costs and anything else required in order to use that attack,
such as discarding Energy cards"; the spec (Attack Procedures, step 5, examples #1 and #2)
calls that WotC's error and makes the user meet and pay those requirements."""

from __future__ import annotations

import dataclasses

import pytest

from oldback import Rules
from oldback.effects.errata import ERRATA, ByRules
from oldback.engine.scripts import script_of
from oldback.facts.catalog import card
from oldback.lookup import texts
from oldback.rules import PRESETS
from oldback.testing import Scenario
from oldback.testing import card_ids as ids

DECK = ["Grass"] * 6
CLEFAIRY, CLEFABLE, CHARMELEON, HAUNTER, ZAPDOS, DODUO = (
    "base1-5", "base2-1", "base1-24", "base1-29", "base1-16", "base1-48")
FIRE, WATER = "base1-98", "base1-102"
OTHER_PRESETS = ["pokemon1999", "japan", "gameboy"]


def scenario(rules: str | Rules) -> Scenario:
    s = Scenario(rules=rules)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


def flamethrower(rules: str | Rules, clefable_energy: list[str]):
    """p1's Clefable copies Charmeleon's Flamethrower (50; discard a Fire Energy card in
    order to use it) with Metronome."""
    s = scenario(rules)
    s.p1.active(CLEFABLE, energy=clefable_energy)
    s.p2.active(CHARMELEON, energy=["Fire"] * 3)
    g = s.start("p1")
    g.act("attack Metronome", "Flamethrower")
    return g


# --- Metronome under wotc: WotC's English text ------------------------------------------
def test_wotc_metronome_copies_flamethrower_without_a_fire_energy():
    """WotC's Metronome text: the copied Flamethrower's requirement (discard a Fire Energy
    card) is ignored. Clefable with only a Water Energy does Flamethrower's 50 (Clefable is
    Colorless: Charmeleon's Water Weakness does not apply) and keeps its Water Energy; under
    pokemon1999 the same Metronome does nothing (spec, Attack Procedures step 5, ex. #1)."""
    g = flamethrower("wotc", ["Water"])
    assert g.p2.active.damage == 50
    assert ids(g.p1.active.energy) == [WATER] and g.p1.discard == []


def test_wotc_metronome_does_not_discard_the_fire_energy_it_has():
    """WotC's Metronome text: nothing required to use the copied attack is paid, even when
    Clefable could pay it: its Fire Energy stays attached (costs_after_damage is False in
    the wotc preset, so a payment would have come on announcing: it does not)."""
    g = flamethrower("wotc", ["Fire"])
    assert g.p2.active.damage == 50
    assert ids(g.p1.active.energy) == [FIRE] and g.p1.discard == []


@pytest.mark.parametrize("preset", OTHER_PRESETS)
def test_metronome_meets_and_pays_the_requirement_outside_wotc(preset):
    """Spec, Attack Procedures step 5, examples #1 and #2 (the Japanese text), in every
    preset but wotc: without a Fire Energy card Metronome's Flamethrower does nothing; with
    one it does 50 and the Fire Energy is discarded."""
    g = flamethrower(preset, ["Water"])
    assert g.p2.active.damage == 0 and ids(g.p1.active.energy) == [WATER]
    g = flamethrower(preset, ["Fire"])
    assert g.p2.active.damage == 50
    assert g.p1.active.energy == [] and ids(g.p1.discard) == [FIRE]


@pytest.mark.parametrize(("preset", "left"), [("wotc", [WATER] * 3), ("pokemon1999", [])])
def test_clefairy_metronome_thunderbolt_discards_all_energy_only_outside_wotc(preset, left):
    """Clefairy's Metronome copying Zapdos's Thunderbolt (100; discard all Energy cards
    attached in order to use it): 100 damage Knocks Out the 90-HP Zapdos either way;
    under WotC's text Clefairy keeps its 3 Water Energy, under the spec it discards them."""
    s = scenario(preset)
    s.p1.active(CLEFAIRY, energy=["Water"] * 3)
    s.p2.active(ZAPDOS, energy=["Lightning"] * 4)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Metronome", "Thunderbolt")
    assert ZAPDOS in ids(g.p2.discard) and g.p2.active.name == "Doduo"
    assert ids(g.p1.active.energy) == left
    assert len(g.p1.discard) == 3 - len(left)


@pytest.mark.parametrize(("preset", "damage"), [("wotc", 50), ("pokemon1999", 0)])
def test_metronome_dream_eater_needs_a_sleeping_defender_only_outside_wotc(preset, damage):
    """Haunter's Dream Eater (50) can't be used unless the Defending Pokémon is Asleep.
    Copied by Clefable's Metronome against an awake Haunter: WotC's text ignores "anything
    else required in order to use that attack", so it does 50 (our reading: the sleep
    requirement is such a thing); under the spec the requirement is not met and Metronome
    does nothing."""
    s = scenario(preset)
    s.p1.active(CLEFABLE, energy=["Water"])
    s.p2.active(HAUNTER, energy=["Psychic"] * 2)
    g = s.start("p1")
    g.act("attack Metronome", "Dream Eater")
    assert g.p2.active.damage == damage


def test_the_switch_decides_not_the_preset_name():
    """An erratum follows its switch: the japan preset with ``metronome_ignores_costs``
    turned on plays WotC's Metronome (Flamethrower without a Fire Energy: 50)."""
    rules = dataclasses.replace(Rules.preset("japan"), metronome_ignores_costs=True)
    g = flamethrower(rules, ["Water"])
    assert g.p2.active.damage == 50 and ids(g.p1.active.energy) == [WATER]


# --- the table ----------------------------------------------------------------------------
def test_every_erratum_names_a_switch_that_only_wotc_turns_on():
    """Each erratum's switch is a field of Rules, off by default (the spec's text) and on
    in the wotc preset only."""
    switches = {e.switch for e in ERRATA.values()}
    assert switches == {"metronome_ignores_costs"}
    for switch in switches:
        assert {name for name, r in PRESETS.items() if getattr(r, switch)} == {"wotc"}


def test_every_erratum_reaches_its_card_and_its_reprints():
    """Each entry names an attack a card really has; the card, and every reprint sharing
    its behaviour (Clefable base2-17, Base Set 2 Clefairy and Clefable), play it through a
    ByRules script whose text gives both readings."""
    for card_id, attack in ERRATA:
        for ref in [card_id] + [c.id for c in map(card, ("base2-17", "base4-5", "base4-6"))
                                if c.behaviour_id == card_id]:
            c = card(ref)
            assert attack in [a.name for a in c.attacks]
            script = script_of(c).attacks[attack]
            assert isinstance(script, ByRules)
    clefable = " ".join(texts(card("base2-17")))
    assert "its other requirements must be met" in clefable
    assert "As WotC printed it (metronome_ignores_costs)" in clefable
    assert "anything else required in order to use it" in clefable
