"""Between Turns "Pokémon Checkup" Procedures (spec: Neo 4 Handy Guide).

The player whose turn just ended goes first at each step. Knock Outs found
afterwards are simultaneous (see ``knockout.check``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine import conditions
from oldback.engine.scripts import LASTING, script_of

if TYPE_CHECKING:
    from oldback.engine.game import Game


def run(g: Game) -> None:
    sides = (g.side(g.current), g.opponent(g.current))
    # Step 1: Poison puts 1 damage counter on a Poisoned Active Pokémon.
    for side in sides:
        mon = side.active
        if mon is not None and "poisoned" in mon.conditions:
            mon.damage += 10
            g.say(f"Poison: 10 damage to {g.label(mon, side.name)}")
    # Step 2: an Asleep Active Pokémon wakes up on heads.
    for side in sides:
        mon = side.active
        if mon is not None and "asleep" in mon.conditions and g.flip(f"{mon.name} asleep"):
            conditions.remove(g, mon, "asleep")
    # Step 3: a Pokémon Paralyzed for its owner's whole turn recovers after that turn.
    mon = sides[0].active
    if mon is not None and "paralyzed" in mon.conditions and mon.paralyzed_turn < g.turn:
        conditions.remove(g, mon, "paralyzed")
    # Step 4: markers and counters, and Pokémon Tools that act between turns.
    for side in sides:
        for mon in side.in_play:
            for eff in mon.effects:
                LASTING[eff.kind].checkup(g, eff, mon)
            for card in mon.attached:
                script_of(card).checkup(g, mon, card)
    # Step 5: Darkness Energy (and any other Special Energy that acts between turns).
    for side in sides:
        for mon in side.in_play:
            for card in mon.energy:
                if card.kind != "Basic":
                    script_of(card).checkup(g, mon, card)
