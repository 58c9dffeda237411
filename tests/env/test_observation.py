"""The observation vector: its layout, what a position puts where."""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace

import numpy as np

from oldback.env import observation as O
from oldback.env.encoding import CARD_INDEX, ENERGY_IDS, TRAINER_IDS
from oldback.testing import Scenario


def test_layout_sizes():
    assert O.SLOT_SIZE == 1 + 1251 + 3 + 4 + 1 + len(ENERGY_IDS) + 1 + len(TRAINER_IDS) + 1
    assert O.SIDE_SIZE == 5 + 3 * 1251 + 6 * O.SLOT_SIZE
    assert O.SIZE == O.HEADER + 2 * O.SIDE_SIZE == 25686
    assert O.KINDS[-1] == "other" and len(set(O.KINDS)) == len(O.KINDS)


def test_the_kinds_are_the_engines_table():
    """The observation's kinds are the engine's table of decision kinds (``decisions.Kind``),
    general kinds of choice that no single card owns; a card script that asks with an old
    one-card word gets the general kind (``decisions.RENAMED``)."""
    from oldback.engine.decisions import KINDS, RENAMED, Kind

    assert O.KINDS[:-1] == tuple(k.value for k in Kind)
    assert not set(RENAMED) & set(O.KINDS)
    assert KINDS["flee"] is Kind.TARGET and KINDS["rebirth"] is Kind.MAY


def test_a_position_as_numbers():
    s = Scenario(seed=0)
    s.p1.active("base1-20", energy=["Lightning", "Lightning"], attached=["base1-84"],
                damage=20, conditions=["poisoned"])
    s.p1.bench("base1-42", under=["base1-63"])
    s.p1.hand("base1-95", "base1-95", "Fire")
    s.p1.discard("base1-92")
    s.p1.deck("Fire", "Fire", "Fire")
    s.p2.active("base1-7", energy=["Fighting"])
    s.p2.hand("Water", "Water")
    s.p2.deck("Water")
    g = s.start("p1")
    o = O.observe(g.view("p1"))
    assert o.dtype == np.float32 and o.shape == (O.SIZE,)
    assert o[O.MY_TURN] == 1 and o[O.KIND + O.KINDS.index("action")] == 1
    me, opp = O.ME, O.OPP
    assert o[me + O.HAND_KNOWN] == 1 and o[opp + O.HAND_KNOWN] == 0
    assert o[me + O.HAND_COUNT] == 3 / 60 and o[opp + O.HAND_COUNT] == 2 / 60
    assert o[me + O.HAND + CARD_INDEX["base1-95"]] == 2
    assert o[me + O.HAND + CARD_INDEX["base1-98"]] == 1
    assert not o[opp + O.HAND:opp + O.DISCARD].any()  # the other hand: unseen
    assert o[me + O.DISCARD + CARD_INDEX["base1-92"]] == 1
    assert o[me + O.PRIZE_COUNT] == 1 and o[me + O.DECK_COUNT] == 3 / 60
    active = me + O.SLOTS
    assert o[active + O.SLOT_PRESENT] == 1
    assert o[active + O.SLOT_CARD + CARD_INDEX["base1-20"]] == 1
    assert np.isclose(o[active + O.SLOT_HP], 0.7) and np.isclose(o[active + O.SLOT_DAMAGE], 0.2)
    assert np.isclose(o[active + O.SLOT_REMAINING], 0.5)
    assert list(o[active + O.SLOT_CONDITIONS:active + O.SLOT_STACK]) == [0, 0, 0, 1]
    assert o[active + O.SLOT_ENERGY + ENERGY_IDS.index("base1-100")] == 2
    assert o[active + O.SLOT_ATTACHED + TRAINER_IDS.index("base1-84")] == 1
    bench1 = active + O.SLOT_SIZE
    assert o[bench1 + O.SLOT_CARD + CARD_INDEX["base1-42"]] == 1 and o[bench1 + O.SLOT_STACK] == 2
    assert o[bench1 + O.SLOT_SIZE + O.SLOT_PRESENT] == 0  # bench2 empty
    assert o[opp + O.SLOTS + O.SLOT_CARD + CARD_INDEX["base1-7"]] == 1
    # the other player's view: not its decision, its own hand known
    o2 = O.observe(g.view("p2"))
    assert o2[O.MY_TURN] == 0 and not o2[O.KIND:O.STADIUM].any()
    assert o2[O.ME + O.HAND + CARD_INDEX["base1-102"]] == 2


def test_face_up_prize_cards():
    card = SimpleNamespace(id="base1-4")
    side = SimpleNamespace(hand=None, hand_count=5, deck_count=30, discard=[], prize_count=3,
                           prizes=[None, card, None], active=None, bench=[])
    o = np.zeros(O.SIZE, dtype=np.float32)
    O._side(o, O.OPP, side)
    assert o[O.OPP + O.PRIZES + CARD_INDEX["base1-4"]] == 1
    assert o[O.OPP + O.PRIZES:O.OPP + O.SLOTS].sum() == 1


def test_import_oldback_loads_no_extra():
    code = ("import sys, oldback; "
            "print(sorted({'numpy', 'gymnasium', 'pettingzoo', 'ray'} & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
