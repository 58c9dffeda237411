"""Between Turns "Pokémon Checkup" Procedures (spec: Neo 4 Handy Guide).

The player whose turn just ended goes first at each step. Knock Outs found
afterwards are simultaneous (see ``knockout.check``). Pokémon Tools that act
between turns (Gold Berry) act at a moment their owner picks: before the Poison
check, after it, after the markers, or after the Darkness Energy (spec, Notes on
Pokémon Checkup).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine import conditions, hooks
from oldback.engine.hooks import fire, may_answer, watch
from oldback.engine.scripts import held

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon, Side


def run(g: Game, bare: bool = False) -> None:
    """Pokémon Checkup. ``bare``: no Pokémon in play carries a lasting effect or an
    attached card (no marker or attached card acts then)."""
    sides = (g.p1, g.p2) if g.current == "p1" else (g.p2, g.p1)  # the current player first
    declined: dict[tuple[int, str], int] = {}
    # The Pokémon that may have a Tool to use: no Pokémon gains a card during Checkup, and
    # none moves, so they are found once.
    tooled = ([(side, mon) for side in sides for mon in side.in_play if mon.attached]
              if "between_turns" in g.card_hooks and not bare else [])
    if tooled:
        tools(g, tooled, "before the Poison check", declined)
    # Step 1: Poison puts 1 damage counter on a Poisoned Active Pokémon (2 after Toxic).
    # After each step that changes damage, what watches the board looks (``hooks.watch``).
    poisoned = False
    for side in sides:
        mon = side.active
        if mon is not None and "poisoned" in mon.conditions:
            mon.damage += mon.poison_damage
            poisoned = True
            g.say(f"Poison: {mon.poison_damage} damage to {g.whose(mon)}")
    if poisoned:
        watch(g)
    if tooled:
        tools(g, tooled, "after the Poison check", declined)
    # Step 2: an Asleep Active Pokémon wakes up on heads.
    for side in sides:
        mon = side.active
        if mon is not None and "asleep" in mon.conditions and g.flip(f"{mon.name} asleep"):
            conditions.remove(g, mon, "asleep")
    # Step 3: a Pokémon Paralyzed for its owner's whole turn recovers after that turn.
    mon = sides[0].active
    if mon is not None and "paralyzed" in mon.conditions and mon.paralyzed_turn < g.turn:
        conditions.remove(g, mon, "paralyzed")
    # A Power stopped by a Special Condition may work again: it looks at the board now.
    watch(g)
    # Step 4: markers and counters, and attached cards that act at this step.
    acted = False
    for side in sides if not bare else ():
        active = side.active
        for mon in (side.bench if active is None else (active, *side.bench)):
            if mon.effects or mon.attached:
                for src in held(mon, "checkup"):
                    if src.card is None or src.card in mon.attached:
                        src.effect.checkup(g, src, mon)
                        acted = True
    if acted:
        watch(g)
    if tooled:
        tools(g, tooled, "after the markers", declined)
    # Step 5: Darkness Energy (and any other Special Energy that acts between turns).
    acted = False
    for side in sides if "checkup" in g.energy_hooks else ():
        for mon in side.in_play:
            if mon.energy:
                for src in held(mon, "checkup"):
                    if src.card is not None and src.card in mon.energy and not (
                            hooks.SHUTS_OFF_ENERGY in g.power_hooks
                            and hooks.energy_off(g, src)):
                        src.effect.checkup(g, src, mon)
                        acted = True
    if acted:
        watch(g)
    if tooled:
        tools(g, tooled, "after the Darkness Energy check", declined)


def tools(g: Game, tooled: list[tuple[Side, Pokemon]], moment: str,
          declined: dict[tuple[int, str], int]) -> None:
    """Each owner may use the attached cards that can act between turns now (``tooled``:
    the Pokémon with attached cards and their sides, in order).

    A card declined is offered again only once its Pokémon's damage has changed:
    using it later with the same damage would do the same.
    """
    for side, mon in tooled:
        for src in held(mon, "between_turns"):
            card = src.card
            if card is None or card not in mon.attached or not src.effect.between_turns(
                    g, src, mon):
                continue
            key = (mon.uid, card.id)
            if declined.get(key) == mon.damage:
                continue
            if g.yes_no(side.name, "tool-timing",
                        f"Use {card.name} on {g.label(mon, side.name)} now ({moment})?"):
                src.effect.use_between_turns(g, src, mon)
                watch(g)
            else:
                declined[key] = mon.damage


def start_of_turn(g: Game) -> None:
    """At the start of each turn, attached cards that act then do (Gold Berry)."""
    if may_answer(g, "start_of_turn"):
        fire(g, "start_of_turn", mons=g.in_play())
