"""Decisions: every choice a player makes is a Decision answered by a key."""

from __future__ import annotations

from dataclasses import dataclass
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
        return any(o.key == key for o in self.options)

    def __repr__(self) -> str:
        keys = ", ".join(o.key for o in self.options[:8])
        more = ", …" if len(self.options) > 8 else ""
        return f"Decision({self.player} {self.kind}: {keys}{more})"


class Pause(Exception):
    """Raised inside a procedure when it needs an answer it does not have yet."""

    def __init__(self, decision: Decision):
        super().__init__(decision.kind)
        self.decision = decision


def options(pairs) -> tuple[Option, ...]:
    """Options from (key, label) pairs, the first of each key kept, in order."""
    seen: set[str] = set()
    out = []
    for key, label in pairs:
        if key not in seen:
            seen.add(key)
            out.append(Option(key, label))
    return tuple(out)
