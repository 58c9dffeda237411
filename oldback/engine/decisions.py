"""Decisions: every choice a player makes is a Decision answered by a key."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import partial
from typing import Any, NamedTuple

from oldback.compiled import mypyc_attr


@mypyc_attr(native_class=False)  # (an exception of the compiled engine: a Python class)
class IllegalAction(ValueError):
    """A key that is not among the pending decision's options (the game is unchanged)."""


class Option(NamedTuple):
    """One answer to a decision: the ``key`` to act, and a ``label`` for a person."""

    key: str
    label: str

    def __repr__(self) -> str:
        return f"Option({self.key!r})"


class Kind(StrEnum):
    """The kinds of decision the engine asks (CONTRACT §3: ``Decision.kind``). Members are
    their words, so ``d.kind == "action"`` holds; a decision of an unknown kind is a bug
(``Game.choose`` refuses it)."""

    # set-up
    MULLIGAN = "mulligan"
    SETUP_ACTIVE = "setup-active"
    SETUP_BENCH = "setup-bench"
    BONUS_DRAW = "bonus-draw"
    BONUS_BENCH = "bonus-bench"
    # a turn
    ACTION = "action"
    RETREAT_ENERGY = "retreat-energy"
    RETREAT_NEW_ACTIVE = "retreat-new-active"
    PROMOTE = "promote"
    TOOL_TIMING = "tool-timing"
    # choices an attack, a Trainer or a Power asks for
    ATTACH_TO = "attach-to"
    ATTACH_ENERGY = "attach-energy"
    ATTACH_FROM_DISCARD = "attach-from-discard"
    BENCH_TARGET = "bench-target"
    BENCH_TO_HAND = "bench-to-hand"
    COPY_ATTACK = "copy-attack"
    DECK_ORDER = "deck-order"
    DEVOLVE_STAGE = "devolve-stage"
    DISABLE_ATTACK = "disable-attack"
    DISCARD_COUNT = "discard-count"
    DISCARD_ENERGY = "discard-energy"
    DISCARD_FROM_HAND = "discard-from-hand"
    DISCARD_PILE = "discard-pile"
    DRAW_COUNT = "draw-count"
    FROM_HAND = "from-hand"
    FROM_DISCARD = "from-discard"
    GUST = "gust"
    GUESS = "guess"
    HAND_TO_BENCH = "hand-to-bench"
    HEAL = "heal"
    HEAL_COUNT = "heal-count"
    HEAL_WHICH = "heal-which"
    LOOK_COUNT = "look-count"
    MOVE_COUNTER_FROM = "move-counter-from"
    MOVE_COUNTER_TO = "move-counter-to"
    MOVE_ENERGY = "move-energy"
    MOVE_ENERGY_TO = "move-energy-to"
    PEEK = "peek"
    REARRANGE = "rearrange"
    REDUCE_DAMAGE = "reduce-damage"
    REFLIP = "reflip"
    RETURN_ENERGY = "return-energy"
    RETURN_TO_HAND = "return-to-hand"
    SCOOP_UP = "scoop-up"
    SEARCH_DECK = "search-deck"
    SHUFFLE_FROM_HAND = "shuffle-from-hand"
    SWITCH = "switch"
    TAKE_CARD = "take-card"
    TARGET = "target"
    TO_DECK = "to-deck"
    TO_DECK_TOP = "to-deck-top"
    TO_PRIZES = "to-prizes"
    USE_TRAINER = "use-trainer"
    TYPE = "type"
    WHICH_DECK = "which-deck"
    # general kinds of choice any card may ask: a yes/no to an optional effect ("you may"),
    # the opponent's yes/no to a proposal, a Special Condition
    MAY = "may"
    ACCEPT = "accept"
    CONDITION = "condition"
    LOOK = "look"
    PRIZE = "prize"
    TAKE_PRIZE = "take-prize"


#: the words of kinds that once existed for one card, and the general kind each now is: a
#: card script that still asks with the old word gets the general kind (the old spellings
#: keep working; a decision never shows them)
RENAMED: dict[str, Kind] = {
    "breeder-card": Kind.FROM_HAND, "breeder-target": Kind.TARGET, "shapeshift": Kind.FROM_HAND,
    "flee": Kind.TARGET, "rebirth": Kind.MAY, "bench-guard": Kind.MAY, "stadium-flip": Kind.MAY,
    "may-search": Kind.MAY, "proposal": Kind.ACCEPT, "accept-challenge": Kind.ACCEPT,
    "quiz-attack": Kind.GUESS, "quiz-card": Kind.FROM_HAND, "trade-away": Kind.FROM_HAND,
    "face-down": Kind.FROM_HAND, "devolve": Kind.TARGET, "use-power": Kind.MAY,
}

#: each decision kind by its word (``Kind(word)`` without the Enum machinery: a decision
#: is asked at nearly every step), the renamed words too
KINDS: dict[str, Kind] = {**RENAMED, **{k.value: k for k in Kind}}


class Decision(NamedTuple):
    """Who must choose what now: ``player``, a short ``kind`` (a ``Kind``: it equals its
    word), a ``prompt`` and its options. Immutable; a named tuple, made at nearly every
    step of a game (a frozen dataclass costs a call per field)."""

    player: str
    kind: Kind
    prompt: str
    options: tuple[Option, ...]

    @property
    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def __contains__(self, key: object) -> bool:
        for o in self.options:  # a plain loop, the key read by index: every key acted
            if o[0] == key:
                return True
        return False

    def __repr__(self) -> str:
        keys = ", ".join(o.key for o in self.options[:8])
        more = ", …" if len(self.options) > 8 else ""
        return f"Decision({self.player} {self.kind}: {keys}{more})"


#: a ``Decision`` made from a tuple of its four fields, with no Python call
new_decision: Callable[[tuple[Any, ...]], Decision] = partial(tuple.__new__, Decision)


@mypyc_attr(native_class=False)  # (an exception of the compiled engine: a Python class)
class Pause(Exception):
    """Raised inside a procedure when it needs an answer it does not have yet, with the
    ``Decision`` to ask (made with no Python call of its own: a step pauses at most
    answers)."""

    @property
    def decision(self) -> Decision:
        return self.args[0]


# An Option made straight from a (key, label) pair, with no Python call per option: a
# decision is made at nearly every step, and the choice of an action has many options.
new_option: Callable[[tuple[str, str]], Option] = partial(tuple.__new__, Option)


def options(pairs) -> tuple[Option, ...]:
    """Options from (key, label) pairs, the first of each key kept, in order."""
    seen: set[str] = set()
    out = []
    for pair in pairs:
        key = pair[0]
        if key not in seen:
            seen.add(key)
            out.append(pair)
    return tuple(map(new_option, out))


def distinct_options(pairs: list[tuple[str, str]]) -> tuple[Option, ...]:
    """Options from (key, label) pairs whose keys are known to be distinct already."""
    return tuple(map(new_option, pairs))
