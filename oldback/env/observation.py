"""A player's observation: a flat float32 vector built only from ``g.view(player)``.

The layout (docs/env.md has it with every offset) is fixed by the card table:

* the header: whose turn, the turn number, the game's end, the pending decision's kind
  (one-hot over ``KINDS``, ``other`` for a kind not listed; all zero when the player has
  no decision), and the Stadium in play (one-hot over the Trainer cards);
* the player's side, then the opponent's: counts (hand, deck, discard, Prize cards),
  whether the hand is known, the hand, the discard pile and the face-up Prize cards as
  counts per card of the table, then the Active Pokémon and the five Bench slots.

A Pokémon slot holds: present, its top card (one-hot over the table), HP, damage and
remaining HP, the four Special Conditions, the number of cards in its stack, its
attached Energy (counts per Energy card, and of other cards attached as Energy) and its
other attached cards (counts per Trainer card, and of other cards).

Scales: HP and damage are divided by 100, counts of cards by 60, the turn by 100 (at
most 60), the Prize count by 6; flags and per-card counts are plain numbers. Every entry
is between 0 and 60.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from oldback.engine.decisions import Kind
from oldback.env.encoding import CARD_IDS, CARD_INDEX, ENERGY_IDS, TRAINER_IDS

if TYPE_CHECKING:
    from oldback.engine.state import Pokemon
    from oldback.engine.view import SideView, View

#: The decision kinds the engine asks, in the order of its table (``decisions.Kind``);
#: ``other`` is any other kind.
KINDS = (*(k.value for k in Kind), "other")
CONDITIONS = ("asleep", "confused", "paralyzed", "poisoned")

N_CARDS = len(CARD_IDS)
ENERGY_INDEX = {cid: i for i, cid in enumerate(ENERGY_IDS)}
TRAINER_INDEX = {cid: i for i, cid in enumerate(TRAINER_IDS)}
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}

# --- offsets ------------------------------------------------------------------------
# header
MY_TURN, TURN, OVER = 0, 1, 2
KIND = 3
STADIUM = KIND + len(KINDS)
HEADER = STADIUM + len(TRAINER_IDS)

# a Pokémon slot, relative to its start
SLOT_PRESENT = 0
SLOT_CARD = 1
SLOT_HP = SLOT_CARD + N_CARDS
SLOT_DAMAGE = SLOT_HP + 1
SLOT_REMAINING = SLOT_HP + 2
SLOT_CONDITIONS = SLOT_HP + 3
SLOT_STACK = SLOT_CONDITIONS + len(CONDITIONS)
SLOT_ENERGY = SLOT_STACK + 1
SLOT_OTHER_ENERGY = SLOT_ENERGY + len(ENERGY_IDS)
SLOT_ATTACHED = SLOT_OTHER_ENERGY + 1
SLOT_OTHER_ATTACHED = SLOT_ATTACHED + len(TRAINER_IDS)
SLOT_SIZE = SLOT_OTHER_ATTACHED + 1

# a side, relative to its start
HAND_COUNT, DECK_COUNT, DISCARD_COUNT, PRIZE_COUNT, HAND_KNOWN = 0, 1, 2, 3, 4
HAND = 5
DISCARD = HAND + N_CARDS
PRIZES = DISCARD + N_CARDS
SLOTS = PRIZES + N_CARDS  # six slots: the Active, then Bench 1–5
SIDE_SIZE = SLOTS + 6 * SLOT_SIZE

ME = HEADER
OPP = ME + SIDE_SIZE
SIZE = OPP + SIDE_SIZE


def observe(view: View) -> np.ndarray:
    """The observation vector of ``view`` (``g.view(player)``)."""
    obs = np.zeros(SIZE, dtype=np.float32)
    obs[MY_TURN] = view.current == view.player
    obs[TURN] = min(view.turn / 100, 60.0)
    obs[OVER] = view.over
    d = view.decision
    if d is not None:
        obs[KIND + KIND_INDEX.get(d.kind, KIND_INDEX["other"])] = 1
    if view.stadium is not None:
        obs[STADIUM + TRAINER_INDEX[view.stadium.id]] = 1
    _side(obs, ME, view.me)
    _side(obs, OPP, view.opp)
    return obs


def _side(obs: np.ndarray, at: int, side: SideView) -> None:
    where = CARD_INDEX
    obs[at + HAND_COUNT] = side.hand_count / 60
    obs[at + DECK_COUNT] = side.deck_count / 60
    obs[at + DISCARD_COUNT] = len(side.discard) / 60
    obs[at + PRIZE_COUNT] = side.prize_count / 6
    if side.hand is not None:
        obs[at + HAND_KNOWN] = 1
        for c in side.hand:
            obs[at + HAND + where[c.id]] += 1
    for c in side.discard:
        obs[at + DISCARD + where[c.id]] += 1
    for p in _face_up_prizes(side):
        obs[at + PRIZES + where[p]] += 1
    slot = at + SLOTS
    if side.active is not None:
        _pokemon(obs, slot, side.active)
    for i, mon in enumerate(side.bench, 1):
        _pokemon(obs, slot + i * SLOT_SIZE, mon)


def _face_up_prizes(side: SideView) -> list[str]:
    # ``prizes`` (one entry per Prize card: the Card where it is face up, else None) is in
    # CONTRACT.md §3; a view without it shows no Prize card.
    prizes = getattr(side, "prizes", None) or ()
    return [c.id for c in prizes if c is not None]


def _pokemon(obs: np.ndarray, at: int, mon: Pokemon) -> None:
    obs[at + SLOT_PRESENT] = 1
    top = CARD_INDEX.get(mon.card.id)  # None: a face-down card (Lt. Surge's Secret Plan)
    if top is not None:
        obs[at + SLOT_CARD + top] = 1
    obs[at + SLOT_HP] = mon.hp / 100
    obs[at + SLOT_DAMAGE] = mon.damage / 100
    obs[at + SLOT_REMAINING] = mon.remaining_hp / 100
    conditions = mon.conditions
    if conditions:
        for i, name in enumerate(CONDITIONS):
            if name in conditions:
                obs[at + SLOT_CONDITIONS + i] = 1
    obs[at + SLOT_STACK] = len(mon.stack)
    for c in mon.energy:
        e = ENERGY_INDEX.get(c.id)
        obs[at + (SLOT_OTHER_ENERGY if e is None else SLOT_ENERGY + e)] += 1
    for c in mon.attached:
        t = TRAINER_INDEX.get(c.id)
        obs[at + (SLOT_OTHER_ATTACHED if t is None else SLOT_ATTACHED + t)] += 1
