"""Pokémon Powers: which work now, and the passive ones the engine consults."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine.scripts import FORM_CHANGERS, POWERS, PowerScript, script_of

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon

STOPPERS = frozenset({"asleep", "confused", "paralyzed"})


def _stopped_by_conditions(g: Game, mon: Pokemon, power: PowerScript) -> bool:
    if not power.blocked_by_conditions:
        return False
    if mon.conditions & STOPPERS:
        return True
    return g.rules.poison_blocks_powers and "poisoned" in mon.conditions


def works(g: Game, mon: Pokemon, power: PowerScript) -> bool:
    """Whether ``mon``'s power works now: not stopped by its Special Conditions
    (or by Poison under ``poison_blocks_powers``), nor shut off by another
    Pokémon's power (Toxic Gas)."""
    if _stopped_by_conditions(g, mon, power):
        return False
    return not any(other is not mon for other in _shutters(g, _holders(g)))


def _holders(g: Game) -> list[tuple[Pokemon, dict[str, PowerScript]]]:
    out = []
    for mon in g.in_play():
        # ``script_of(mon.card).powers``, looked up at once: this runs for every Pokémon
        # in play several times a decision.
        powers = POWERS.get(mon.stack[-1].behaviour_id)
        if powers:
            out.append((mon, powers))
    return out


def _shutters(g: Game, holders) -> list[Pokemon]:
    """The Pokémon whose power shuts off every other power, and works."""
    return [mon for mon, powers in holders for p in powers.values()
            if p.shuts_off_others and not _stopped_by_conditions(g, mon, p)]


def working(g: Game) -> list[tuple[Pokemon, PowerScript]]:
    """Every (Pokémon, power) pair in play whose power works now."""
    holders = _holders(g)
    if not holders:
        return []
    shutters = _shutters(g, holders)
    out = []
    for mon, powers in holders:
        if shutters and any(s is not mon for s in shutters):
            continue
        for p in powers.values():
            if not _stopped_by_conditions(g, mon, p):
                out.append((mon, p))
    return out


def refresh_forms(g: Game) -> None:
    """Bring up to date what each in-play Pokémon is: a power such as Transform may
    make it another card, and that follows the game at once."""
    if not g.form_changers:
        return
    for side in (g.p1, g.p2):
        for mon in (side.active, *side.bench) if side.active is not None else side.bench:
            if mon.form is not None or mon.stack[-1].behaviour_id in FORM_CHANGERS:
                _refresh(g, mon)


def _refresh(g: Game, mon: Pokemon) -> None:
    if mon.stack[-1].behaviour_id not in FORM_CHANGERS:
        mon.form = None
        return
    form = None
    for power in script_of(mon.card).powers.values():
        if power.changes_form and works(g, mon, power):
            form = power.form(g, mon)
            break
    mon.form = form
