"""Pokémon Powers: which work now, and the passive ones the engine consults."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from oldback.engine.scripts import (
    BENCH_FORM_CHANGERS,
    FORM_POWERS,
    HELD,
    LASTING,
    LASTING_HOOKS,
    POWERS,
    PowerScript,
    Source,
    held,
    new_source,
    script_of,
)
from oldback.engine.state import FACE_DOWN

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon

STOPPERS = frozenset({"asleep", "confused", "paralyzed"})
SHUTS_OFF = "shuts_off_powers"


def _stopped_by_conditions(g: Game, mon: Pokemon, power: PowerScript) -> bool:
    if not power.blocked_by_conditions:
        return False
    if mon.conditions & STOPPERS:
        return True
    return g.rules.poison_blocks_powers and "poisoned" in mon.conditions


def works(g: Game, mon: Pokemon, power: PowerScript) -> bool:
    """Whether ``mon``'s power works now: not stopped by its Special Conditions
    (or by Poison under ``poison_blocks_powers``), nor shut off by an effect (Toxic Gas)."""
    if _stopped_by_conditions(g, mon, power):
        return False
    if SHUTS_OFF not in g.power_hooks:  # no Power of this game shuts Powers off (Toxic Gas)
        return not _off_by_effects(g, mon)
    return not _shut_off(g, mon, _shutters(g, _holders(g)))


def _holders(g: Game) -> list[tuple[Pokemon, dict[str, PowerScript]]]:
    out = []
    for mon in g.in_play():
        # ``script_of(mon.card).powers``, looked up at once: this runs for every Pokémon
        # in play several times a decision.
        powers = POWERS.get(mon.stack[-1].behaviour_id)
        if powers and mon.form is not FACE_DOWN:  # face down, its Powers don't work
            out.append((mon, powers))
    return out


def _shutters(g: Game, holders: list[tuple[Pokemon, dict[str, PowerScript]]]) -> list[Source]:
    """The powers that shut off powers (``shuts_off_powers``) and are not stopped by their
    own Pokémon's Special Conditions (being shut off by another such power does not stop
    them: two Pokémon with Toxic Gas shut off each other's powers and every other one; an
    effect that is no power, Stare's or Goop Gas Attack's, does stop them)."""
    return [Source(p, mon, mon.card, None, mon.owner) for mon, powers in holders
            for p in powers.values()
            if SHUTS_OFF in p.hooks and not _stopped_by_conditions(g, mon, p)
            and not _off_by_effects(g, mon)]


def _shut_off(g: Game, mon: Pokemon, shutters: list[Source]) -> bool:
    """Whether ``mon``'s powers are shut off by a power of ``shutters``, the Stadium in play,
    an effect on ``mon`` or a side-wide effect of either player."""
    if any(s.effect.shuts_off_powers(g, s, mon) for s in shutters):
        return True
    return _off_by_effects(g, mon)


def _off_by_effects(g: Game, mon: Pokemon) -> bool:
    """Whether ``mon``'s powers are shut off by something other than a power: the Stadium in
    play, an effect on ``mon``, a side-wide effect of either player."""
    if SHUTS_OFF not in HELD:
        return False
    if SHUTS_OFF in LASTING_HOOKS:  # a lasting effect on it or on either side (Goop Gas)
        for eff in mon.effects:
            kind = LASTING[eff.kind]
            if SHUTS_OFF in kind.hooks and kind.shuts_off_powers(
                    g, Source(kind, mon, None, eff, mon.owner), mon):
                return True
        for side in (g.p1, g.p2):
            for eff in side.effects:
                kind = LASTING[eff.kind]
                if SHUTS_OFF in kind.hooks and kind.shuts_off_powers(
                        g, Source(kind, None, None, eff, side.name), mon):
                    return True
    if SHUTS_OFF not in g.card_hooks:  # no card of this game answers it
        return False
    others = [s for s in held(mon, SHUTS_OFF) if s.lasting is None] if (
        mon.attached or mon.energy) else []
    stadium = g.stadium
    if stadium is not None and SHUTS_OFF in script_of(stadium).hooks:
        others.append(Source(script_of(stadium), None, stadium, None, g.stadium_owner or ""))
    return any(s.effect.shuts_off_powers(g, s, mon) for s in others)


def in_play_record(g: Game) -> str:
    """The Pokémon in play now, each as the card it is (its uid and the height of its
    stack: ``uid.height``, comma-separated): the ``data`` of a side-wide lasting effect that
    concerns only the Pokémon in play as it begins (``LastingKind.records_in_play``)."""
    return ",".join(f"{m.uid}.{len(m.stack)}" for m in g.in_play())


def was_in_play(record: str, mon: Pokemon) -> bool:
    """Whether ``mon`` was in play as the card it is now when ``record`` was made
    (``in_play_record``): not if it came into play afterwards (a new uid), nor if it has
    evolved since (its top card came into play afterwards: a Power "when you play this card"
    acts); a Pokémon devolved since was (its top card was in play under the other)."""
    uid = str(mon.uid)
    for entry in record.split(","):
        was, _, height = entry.partition(".")
        if was == uid:
            return len(mon.stack) <= int(height)
    return False


class Lazy:
    """The powers that work now (``working``), found at the first question that iterates
    them: listing the actions passes them to every check, and most checks of most games
    never look."""

    __slots__ = ("g", "found")

    def __init__(self, g: Game):
        self.g = g
        self.found: list[tuple[Pokemon, PowerScript]] | None = None

    def __iter__(self) -> Iterator[tuple[Pokemon, PowerScript]]:
        if self.found is None:
            self.found = working(self.g)
        return iter(self.found)


def working(g: Game) -> list[tuple[Pokemon, PowerScript]]:
    """Every (Pokémon, power) pair in play whose power works now."""
    holders = _holders(g)
    if not holders:
        return []
    shutters = _shutters(g, holders) if SHUTS_OFF in g.power_hooks else []
    # whether any power may be shut off: by a power, or by a card of this game or a lasting
    # effect (on a side, or on a Pokémon with powers) that answers ``shuts_off_powers``
    check = bool(shutters) or (SHUTS_OFF in HELD and (
        SHUTS_OFF in g.card_hooks or bool(g.p1.effects) or bool(g.p2.effects)
        or (SHUTS_OFF in LASTING_HOOKS and _any_effects(holders))))
    out = []
    for mon, powers in holders:
        if check and _shut_off(g, mon, shutters):
            continue
        for p in powers.values():
            if not _stopped_by_conditions(g, mon, p):
                out.append((mon, p))
    return out


def _any_effects(holders: list[tuple[Pokemon, dict[str, PowerScript]]]) -> bool:
    """Whether a Pokémon with powers carries a lasting effect (a plain loop: asked at
    every decision)."""
    for mon, _ in holders:
        if mon.effects:
            return True
    return False


def refresh_forms(g: Game) -> None:
    """Bring up to date what each in-play Pokémon is: a power such as Transform may
    make it another card, and that follows the game at once."""
    if not g.form_changers:
        return
    # (asked at every step of a game with such a card: written out, with no list made;
    # a face-down card keeps its facts until it is turned over, whatever card it is)
    for side in (g.p1, g.p2):
        mon = side.active
        if mon is not None:
            form = mon.form
            if form is None:
                if mon.stack[-1].behaviour_id in FORM_POWERS:
                    _refresh(g, mon)
            elif form is not FACE_DOWN:
                _refresh(g, mon)
        bench_changers = g.bench_form_changers
        for mon in side.bench:  # (on the Bench, a form stays only with some powers)
            form = mon.form
            if form is None:
                if bench_changers and mon.stack[-1].behaviour_id in BENCH_FORM_CHANGERS:
                    _refresh(g, mon)
            elif form is not FACE_DOWN:
                _refresh(g, mon)


def _refresh(g: Game, mon: Pokemon) -> None:
    top = mon.stack[-1]
    changers = FORM_POWERS.get(top.behaviour_id)
    if changers is None:
        mon.form = None
        return
    form = None
    for power in changers:
        # what it would be (a ``form`` only reads the game), then whether the power works:
        # the dearer question, asked only where it would make a difference (Transform on
        # the Bench is no other card)
        shape = power.form(g, new_source((power, mon, top, None, mon.owner)), mon)
        if shape is not None and works(g, mon, power):
            form = shape
            break
    mon.form = form
