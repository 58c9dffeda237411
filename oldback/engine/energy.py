"""Energy: what attached Energy provides, and paying costs with it."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from oldback.card import Card
from oldback.engine.scripts import HELD, PowerScript, Source, held, script_of

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon

ENERGY_TYPES = "energy_types"
ANY = "Any"  # a unit of Energy that counts as every type (Rainbow Energy, …)


def basic_type(card: Card) -> str:
    """The type a basic Energy card provides ("Fire Energy" → "Fire")."""
    return card.name.split(" ", 1)[0]


def provides(g: Game, mon: Pokemon, card: Card) -> tuple[str, ...]:
    """The Energy units one card attached to ``mon`` provides now."""
    return _provides(g, mon, card, _changers(g, mon))


def units(g: Game, mon: Pokemon,
          working: list[tuple[Pokemon, PowerScript]] | None = None) -> list[str]:
    """Every Energy unit attached to ``mon``, one type name per unit. ``working``: the
    powers that work now (``powers.working``), when the caller has them already."""
    out: list[str] = []
    if mon.energy:
        changers = _changers(g, mon, working)  # the same for every card: found once
        for card in mon.energy:
            out.extend(_provides(g, mon, card, changers))
    return out


def _changers(g: Game, mon: Pokemon,
              working: list[tuple[Pokemon, PowerScript]] | None = None) -> list[Source]:
    """The sources that may change what ``mon``'s Energy provides: those on ``mon`` (Energy
    Burn's effect), then the powers of ``mon`` itself that work now (Transform)."""
    out = held(mon, ENERGY_TYPES) if ENERGY_TYPES in HELD and (mon.effects or mon.attached) else []
    own = script_of(mon.card).powers
    if not own:
        return out
    if working is not None:
        powers = [power for holder, power in working if holder is mon]
    else:
        from oldback.engine.powers import works

        powers = [power for power in own.values() if works(g, mon, power)]
    return out + [Source(p, mon, mon.card, None, mon.owner) for p in powers
                  if ENERGY_TYPES in p.hooks]


def _provides(g: Game, mon: Pokemon, card: Card, changers: list[Source]) -> tuple[str, ...]:
    if card.kind == "Basic":
        types: tuple[str, ...] = (basic_type(card),)
    else:
        types = script_of(card).provides(g, mon, card)
    for src in changers:
        types = src.effect.energy_types(g, src, mon, card, types)
    return types


def detach(mon: Pokemon, card: Card) -> None:
    """Take ``card`` itself, not another of its printing, off ``mon``'s Energy: cards of a
    printing are equal, but a card attached as Energy by a power (Buzzap) is one of its own
    and provides what was chosen for it."""
    for i, attached in enumerate(mon.energy):
        if attached is card:
            del mon.energy[i]
            return
    raise ValueError(f"{card!r} is not attached to {mon!r}")


def can_pay(available: list[str], cost: tuple[str, ...]) -> bool:
    """Whether Energy units ``available`` pay ``cost`` (Colorless takes any unit)."""
    if len(available) < len(cost):
        return False
    # Colorless takes any unit left over. Each typed unit of the cost takes a unit of its
    # type or, short of those, a unit that counts as every type.
    short = 0
    for t, n in _typed(cost):
        have = available.count(t)
        if have < n:
            short += n - have
    return short == 0 or short <= available.count(ANY)


@cache
def _typed(cost: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The typed units of a cost as (type, how many); costs are few: each is counted once."""
    return tuple((t, cost.count(t)) for t in dict.fromkeys(cost) if t != "Colorless")


def count_type(g: Game, mon: Pokemon, type_: str) -> int:
    """How many units of ``type_`` are attached to ``mon``."""
    return sum(1 for t in units(g, mon) if t == type_ or t == ANY)


def cards_providing(g: Game, mon: Pokemon, type_: str) -> list[Card]:
    """The Energy cards attached to ``mon`` that provide ``type_`` (Colorless: any card)."""
    if type_ == "Colorless":
        return list(mon.energy)
    return [c for c in mon.energy if any(t == type_ or t == ANY for t in provides(g, mon, c))]
