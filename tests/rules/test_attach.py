"""Attaching: every way an Energy card gets attached goes through one procedure
(``engine.attach.energy``), which asks the effects in play whether it may (``blocks_attach``)
and fires ``on_attached`` once; every other attached card goes through ``attach.card``, which
keeps the rule of one Pokémon Tool to a Pokémon (spec, "Pokémon Tools": a Pokémon may have
only one Pokémon Tool attached; PlusPower and Defender are not Tools).

The forbidding effect in these tests is Crystal Beam's (Misty's Tentacool, gym1-57: heads, "no
Energy card can be attached to" the Defending Pokémon during the opponent's next turn): the
opponent uses it on the Pokémon that would receive the card, then each path is tried alone."""

from __future__ import annotations

import pytest

from oldback.engine import attach
from oldback.engine.decisions import IllegalAction
from oldback.engine.game import Game
from oldback.engine.state import Lasting, Pokemon
from oldback.testing import Scenario, option_keys

WATER, FIRE, GRASS, LIGHTNING, PSYCHIC = "base1-102", "base1-98", "base1-99", "base1-100", \
    "base1-101"
BLASTOISE = "base1-2"  # Rain Dance
ERIKAS_VENUSAUR = "gym2-4"  # Growth: heads, attach up to 2 Grass Energy cards from the hand
BLAINES_GROWLITHE = "gym2-62"
BLAINE = "gym2-17"  # attach up to 2 Fire Energy cards to 1 of your Blaine's Pokémon
LT_SURGES_ELECTABUZZ = "gym1-27"  # Charge: Lightning Energy cards from the discard pile
SLOWPOKE = "base5-67"  # Afternoon Nap: a Psychic Energy card from the deck
MACHOP = "base1-52"
PLUSPOWER, DEFENDER = "base1-84", "base1-80"
FOCUS_BAND, GOLD_BERRY = "neo1-86", "neo1-93"


TENTACOOL = "gym1-57"  # Misty's Tentacool: Crystal Beam


def beamed(s: Scenario, *coins: str, deck: tuple[str, ...] = ("Water",)) -> Game:
    """p2's Misty's Tentacool hits p1's Active Pokémon with Crystal Beam (heads); then it is
    p1's turn (p1 draws the top card of ``deck``), with ``coins`` to come."""
    s.p2.active(TENTACOOL, energy=["Water"] * 2)
    s.p1.bench(MACHOP)  # (so that p1 has a choice to make: one option is taken for them)
    s.p1.deck(*deck)
    s.p2.deck("Water")
    s.coins("H", *coins)
    g = s.start("p2")
    g.act("attack Crystal Beam")
    assert g.current == "p1"
    return g


def forbid(mon: Pokemon | None) -> None:
    """Crystal Beam's lasting effect on ``mon``, put there directly (for the procedure)."""
    assert mon is not None
    mon.effects = (*mon.effects, Lasting("no-energy-attach", 1 << 30))


def test_the_turns_attachment_is_not_offered_to_a_pokemon_that_forbids_it():
    """From the hand, the turn's attachment: not onto the forbidding Pokémon, onto another."""
    s = Scenario()
    s.p1.active(MACHOP)
    s.p1.hand("Fighting")
    g = beamed(s)
    keys = option_keys(g)
    assert "attach base1-97 active" not in keys and "attach base1-97 bench1" in keys


def test_a_power_does_not_attach_to_a_pokemon_that_forbids_it():
    """Rain Dance (Blastoise, base1-2): the Power offers only the Water Pokémon that may
    receive the card; with the only one forbidding it, the Power can't be used."""
    s = Scenario()
    s.p1.active(BLASTOISE)
    s.p1.hand("Water")
    s.p2.active(MACHOP)
    assert "power active Rain Dance" in option_keys(s.start("p1"))
    s = Scenario()
    s.p1.active(BLASTOISE)
    s.p1.hand("Water")
    assert "power active Rain Dance" not in option_keys(beamed(s))


def test_a_trainer_does_not_attach_to_a_pokemon_that_forbids_it():
    """Blaine (gym2-17): with its only Blaine's Pokémon forbidding Energy, it can't be played;
    (spec: a Trainer that can't do what it says can't be played)."""
    s = Scenario()
    s.p1.active(BLAINES_GROWLITHE)
    s.p1.hand(BLAINE, "Fire", "Fire")
    s.p2.active(MACHOP)
    assert f"play {BLAINE}" in option_keys(s.start("p1"))
    s = Scenario()
    s.p1.active(BLAINES_GROWLITHE)
    s.p1.hand(BLAINE, "Fire", "Fire")
    assert f"play {BLAINE}" not in option_keys(beamed(s))


def test_an_attack_does_not_attach_from_the_hand_to_a_pokemon_that_forbids_it():
    """Growth (Erika's Venusaur, gym2-4): heads, but the Pokémon forbids Energy: the Grass
    Energy cards stay in the hand."""
    s = Scenario()
    s.p1.active(ERIKAS_VENUSAUR, energy=["Grass"])
    s.p1.hand("Grass", "Grass")
    g = beamed(s, "H")
    g.act("attack Growth")
    assert g.p1.active is not None
    assert [c.id for c in g.p1.hand].count(GRASS) == 2 and len(g.p1.active.energy) == 1


def test_an_attack_does_not_attach_from_the_discard_pile_to_a_pokemon_that_forbids_it():
    """Charge (Lt. Surge's Electabuzz, gym1-31): the Lightning Energy cards stay in the
    discard pile of a Pokémon that forbids Energy; without the effect they are attached."""
    for forbidden in (True, False):
        s = Scenario()
        s.p1.active(LT_SURGES_ELECTABUZZ, energy=["Lightning"])
        s.p1.discard("Lightning")
        if forbidden:
            g = beamed(s)
        else:
            s.p2.active(MACHOP)
            g = s.start("p1")
        g.act("attack Charge")
        if not forbidden:
            g.act(LIGHTNING)
        assert len(g.p1.discard) == (1 if forbidden else 0)


def test_an_attack_does_not_attach_from_the_deck_to_a_pokemon_that_forbids_it():
    """Afternoon Nap (Slowpoke, base5-67): the Psychic Energy card stays in the deck."""
    s = Scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"])
    g = beamed(s, deck=("Water", "Psychic", "Water"))
    g.act("attack Afternoon Nap")
    assert g.p1.active is not None
    assert len(g.p1.active.energy) == 1 and [c.id for c in g.p1.deck] == [PSYCHIC, WATER]


def test_the_procedure_refuses_a_forbidden_attach_and_leaves_the_pokemon_unchanged():
    """``attach.energy`` itself refuses what an effect forbids (a piece that forgot to ask
    ``may_attach`` can't corrupt the game)."""
    s = Scenario()
    s.p1.active(MACHOP)
    s.p2.active(MACHOP)
    g = s.start("p1")
    mon = g.p1.active
    forbid(mon)
    card = g.p1.active.card
    with pytest.raises(IllegalAction, match="can't be attached"):
        attach.energy(g, mon, card, "")
    assert mon.energy == []


def test_a_second_tool_is_not_offered_but_pluspower_and_defender_are_not_tools():
    """One Pokémon Tool to a Pokémon (spec, "Pokémon Tools"): with Focus Band on the Active
    Pokémon, Gold Berry goes only to the Benched one; PlusPower and Defender (not Tools)
    may still be attached beside it."""
    s = Scenario()
    s.p1.active(MACHOP, attached=[FOCUS_BAND])
    s.p1.hand(GOLD_BERRY, PLUSPOWER, DEFENDER)
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert f"play {GOLD_BERRY}" not in option_keys(g)
    s = Scenario()
    s.p1.active(MACHOP, attached=[FOCUS_BAND])
    s.p1.bench(MACHOP)
    s.p1.hand(GOLD_BERRY, PLUSPOWER, DEFENDER, "Water")
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert g.decision is not None
    g.act(f"play {GOLD_BERRY}")
    assert [c.id for c in g.p1.bench[0].attached] == [GOLD_BERRY]
    g.act(f"play {PLUSPOWER}", f"play {DEFENDER}", "active")
    assert g.p1.active is not None
    assert sorted(c.id for c in g.p1.active.attached) == sorted([FOCUS_BAND, PLUSPOWER, DEFENDER])


def test_the_procedure_refuses_a_second_tool():
    """``attach.card`` refuses a second Pokémon Tool on one Pokémon, the game unchanged."""
    s = Scenario()
    s.p1.active(MACHOP, attached=[FOCUS_BAND])
    s.p1.hand(GOLD_BERRY)
    s.p2.active(MACHOP)
    g = s.start("p1")
    mon, berry = g.p1.active, g.p1.hand[0]
    assert mon is not None
    with pytest.raises(IllegalAction, match="already has a Pokémon Tool"):
        attach.card(g, mon, berry)
    assert [c.id for c in mon.attached] == [FOCUS_BAND] and g.p1.hand == [berry]
