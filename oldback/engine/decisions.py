"""Decisions: every choice a player makes is a Decision answered by a key."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import NamedTuple


class IllegalAction(ValueError):
    """A key that is not among the pending decision's options (the game is unchanged)."""


class Option(NamedTuple):
    """One answer to a decision: the ``key`` to act, and a ``label`` for a person."""

    key: str
    label: str

    def __repr__(self) -> str:
        return f"Option({self.key!r})"


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must choose what now: ``player``, a short ``kind``, a ``prompt`` and its options."""

    player: str
    kind: str
    prompt: str
    options: tuple[Option, ...]

    @property
    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def __contains__(self, key: str) -> bool:
        for o in self.options:  # a plain loop: this checks every key acted
            if o.key == key:
                return True
        return False

    def __repr__(self) -> str:
        keys = ", ".join(o.key for o in self.options[:8])
        more = ", …" if len(self.options) > 8 else ""
        return f"Decision({self.player} {self.kind}: {keys}{more})"


class Pause(Exception):
    """Raised inside a procedure when it needs an answer it does not have yet."""

    def __init__(self, decision: Decision):
        super().__init__(decision.kind)
        self.decision = decision


# An Option made straight from a (key, label) pair, with no Python call per option: a
# decision is made at nearly every step, and the choice of an action has many options.
_option = partial(tuple.__new__, Option)


def options(pairs) -> tuple[Option, ...]:
    """Options from (key, label) pairs, the first of each key kept, in order."""
    seen: set[str] = set()
    out = []
    for key, label in pairs:
        if key not in seen:
            seen.add(key)
            out.append((key, label))
    return tuple(map(_option, out))


def distinct_options(pairs: list[tuple[str, str]]) -> tuple[Option, ...]:
    """Options from (key, label) pairs whose keys are known to be distinct already."""
    return tuple(map(_option, pairs))
