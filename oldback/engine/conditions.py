"""Special Conditions: Asleep, Confused and Paralyzed replace each other; Poisoned stacks.

Conditions exist only on an Active Pokémon. Leaving the Active Spot (retreat,
Switch, Scoop Up …), evolving and devolving remove them and the lasting effects
of attacks, but not markers (lasting effects whose kind survives the Bench).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine.hooks import any_says
from oldback.engine.scripts import LASTING, script_of
from oldback.engine.state import EXCLUSIVE, NO_CONDITIONS, Condition

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon

NAMES: dict[str, str] = {Condition.ASLEEP: "Asleep", Condition.CONFUSED: "Confused",
         Condition.PARALYZED: "Paralyzed", Condition.POISONED: "Poisoned"}


def apply(g: Game, mon: Pokemon, condition: str, poison: int = 10) -> bool:
    """Give ``mon`` a Special Condition; False when it can't have one. ``poison`` is the
    damage Poison will do to it at each Pokémon Checkup (Toxic: 20)."""
    if condition not in NAMES:
        raise ValueError(f"unknown Special Condition {condition!r}")
    if not g.is_active(mon) or not script_of(mon.card).can_have_conditions:
        return False
    if any_says(g, "prevents_condition", mon, condition, mons=(mon,)):
        g.say(f"{mon.owner}'s {mon.name} can't be {NAMES[condition]}")
        return False
    if condition in EXCLUSIVE:
        mon.conditions = (mon.conditions - EXCLUSIVE) | {condition}
        if condition == "paralyzed":
            mon.paralyzed_turn = g.turn
    else:
        mon.conditions = mon.conditions | {condition}
        mon.poison_damage = poison
    if g.logging:
        g.say(f"{g.whose(mon)} is now {NAMES[condition]}")
    return True


def remove(g: Game, mon: Pokemon, condition: str) -> None:
    if condition in mon.conditions:
        mon.conditions = mon.conditions - {condition}
        if g.logging:
            g.say(f"{mon.name} is no longer {NAMES[condition]}")


def clear_on_leave(mon: Pokemon) -> None:
    """The Pokémon left the Active Spot: conditions and attack effects end."""
    mon.conditions = NO_CONDITIONS
    if mon.effects:
        mon.effects = tuple(e for e in mon.effects if not LASTING[e.kind].clears_on_leave)


def clear_on_evolve(mon: Pokemon) -> None:
    """Evolution or devolution: conditions, attack effects and markers end."""
    mon.conditions = NO_CONDITIONS
    mon.effects = tuple(e for e in mon.effects if LASTING[e.kind].survives_evolution)
