"""The fixed action encoding: one index per key, and the mask is exactly the options."""

from __future__ import annotations

import random

import numpy as np
import pytest

import oldback
from oldback.decks import builtin
from oldback.env import encoding
from oldback.env.core import action_mask
from oldback.env.encoding import (
    ACTION_INDEX,
    ACTION_KEYS,
    BLOCKS,
    NUM_ACTIONS,
    UnencodableKey,
    block,
    index,
    key,
    legal_indices,
)
from oldback.env.observation import KINDS
from oldback.testing import Scenario

PLAYABLE = ["blackout", "bodyguard", "brushfire", "damage-swap", "grass-chopper", "haymaker",
            "hot-water", "lightning-bug", "lockdown", "overgrowth", "power-reserve",
            "psych-out", "rain-dance", "water-blast", "zap", "sample-fire", "sample-fighting"]


def assert_mask_is_options(g: oldback.Game) -> None:
    """The deciding player's mask marks exactly the options; the other player's nothing."""
    d = g.decision
    keys = [o.key for o in d.options]
    mask = action_mask(g, d.player)
    marked = np.flatnonzero(mask)
    assert {key(int(i)) for i in marked} == set(keys)
    assert len(marked) == len(keys)  # no two options share an index
    assert sorted(legal_indices(keys)) == list(marked)
    other = "p2" if d.player == "p1" else "p1"
    assert not action_mask(g, other).any()


def test_table_is_fixed_and_two_way():
    assert NUM_ACTIONS == len(ACTION_KEYS) == len(ACTION_INDEX) == 26799
    assert ACTION_KEYS[:7] == ("end", "retreat", "done", "yes", "no", "keep", "mulligan")
    for i in (0, 100, 5000, NUM_ACTIONS - 1):
        assert index(key(i)) == i
    assert all(index(k) == i for i, k in enumerate(ACTION_KEYS))
    spans = list(BLOCKS.values())
    assert spans[0].start == 0 and spans[-1].stop == NUM_ACTIONS
    assert all(a.stop == b.start for a, b in zip(spans, spans[1:], strict=False))
    assert block(index("attack Thunderpunch")) == "attack"
    assert block(index("opp-bench3:base1-98")) == "attached"
    assert block(index("opp-active:base1-21:Water")) == "attached-as"
    assert index("active:base1-21:Fire") >= 26543  # after every key of the table before
    assert key(index("evolve base1-42 bench2")) == "evolve base1-42 bench2"


def test_unknown_keys_and_indices_fail_clearly():
    with pytest.raises(UnencodableKey, match="no index for the key 'fly away'"):
        index("fly away")
    with pytest.raises(UnencodableKey, match="'attack Nothing'"):
        legal_indices(["end", "attack Nothing"])
    with pytest.raises(IndexError):
        key(NUM_ACTIONS)
    with pytest.raises(IndexError):
        key(-1)


def test_the_table_covers_the_card_table():
    every = oldback.cards()
    assert len(every) == len(encoding.CARD_IDS) == 1251
    for c in every:
        assert c.id in ACTION_INDEX and f"active:{c.id}" in ACTION_INDEX
        assert set(c.types) <= set(encoding.TYPES)
        for a in c.attacks:
            assert f"attack {a.name}" in ACTION_INDEX and a.name in ACTION_INDEX
        for p in c.powers:
            assert f"power bench5 {p.name}" in ACTION_INDEX
        if c.supertype == "Energy":
            assert f"attach {c.id} bench5" in ACTION_INDEX
        if c.supertype == "Trainer":
            assert f"play {c.id}" in ACTION_INDEX and f"bench {c.id}" in ACTION_INDEX
        if c.supertype == "Pokémon":
            assert f"evolve {c.id} active" in ACTION_INDEX and f"bench {c.id}" in ACTION_INDEX


def test_masks_are_the_options_in_thousands_of_random_positions():
    decks = {n: builtin(n) for n in PLAYABLE}
    positions = 0
    kinds: set[str] = set()
    for seed in range(34):
        rng = random.Random(seed)
        g = oldback.Game.new(decks[PLAYABLE[seed % 17]], decks[PLAYABLE[(seed * 7 + 3) % 17]],
                             seed=seed, log=False)
        while not g.over:
            assert_mask_is_options(g)
            kinds.add(g.decision.kind)
            positions += 1
            g.act(rng.choice(g.decision.options).key)
    assert positions > 4000
    assert kinds <= set(KINDS)  # every kind asked has its own place in the observation
    # a fair spread of the kinds of decision
    assert {"action", "setup-active", "setup-bench", "promote", "retreat-energy",
            "discard-from-hand", "search-deck"} <= kinds


def rare_position() -> Scenario:
    s = Scenario(seed=0)
    s.p1.deck("Fire", "Fire")
    s.p2.deck("Water", "Water")
    s.p2.hand("Water")
    s.p2.active("base1-7", energy=["Fighting"])  # Hitmonchan: Jab, Special Punch
    return s


def test_places_to_peek_at():
    s = rare_position()
    s.p1.active("base2-55")  # Mankey: Peek
    g = s.start("p1")
    g.act("power active Peek")
    assert g.decision.kind == "peek"
    assert_mask_is_options(g)
    assert {block(index(k)) for k in g.decision.keys} == {"place"}


def test_types_and_attack_names():
    s = rare_position()
    s.p1.active("base1-39", energy=["Fire"])  # Porygon: Conversion 1
    g = s.start("p1")
    g.act("attack Conversion 1")
    assert g.decision.kind == "type"
    assert_mask_is_options(g)
    assert {block(index(k)) for k in g.decision.keys if k != "done"} == {"type"}
    s = rare_position()
    s.p1.active("base1-5", energy=["Fire"] * 3)  # Clefairy: Metronome
    g = s.start("p1")
    g.act("attack Metronome")
    assert g.decision.kind == "copy-attack"
    assert_mask_is_options(g)
    assert set(g.decision.keys) == {"Jab", "Special Punch"}


def test_stages_of_a_devolution():
    s = rare_position()
    s.p1.active("base1-2", under=["base1-63", "base1-42"])  # Blastoise
    s.p1.hand("base1-72")  # Devolution Spray
    g = s.start("p1")
    g.act("play base1-72")
    assert g.decision.kind == "devolve-stage"
    assert_mask_is_options(g)
    assert set(g.decision.keys) == {"Stage 1", "Stage 2"}


def test_two_buzzap_electrodes_of_one_id_as_different_types():
    s = rare_position()
    s.p1.active("base1-24")  # Charmeleon, Retreat Cost 1
    s.p1.bench("base1-21")  # Electrode: Buzzap
    s.p1.bench("base1-21")
    s.p1.bench("base1-48")
    g = s.start("p1")
    g.act("power bench1 Buzzap", "active", "Fire", "power bench1 Buzzap", "active", "Water")
    g.act("retreat")
    assert g.decision.kind == "retreat-energy"
    assert_mask_is_options(g)
    assert {block(index(k)) for k in g.decision.keys} == {"attached-as"}
