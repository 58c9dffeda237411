"""Retreat Procedures (spec: "Retreat Procedures", Official Book 2000), and switching."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine import conditions, energy, hooks
from oldback.engine.hooks import Working, any_says, fire, sources
from oldback.engine.scripts import BASIC, SCRIPTS, to_discard_from_play
from oldback.engine.state import IMMOBILE

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon, Side


def cost(g: Game, side: Side, working: Working | None = None) -> int:
    """The Active Pokémon's Retreat Cost after powers such as Retreat Aid (never below 0).
    ``working``: the powers that work now (``powers.working``), when the caller has them."""
    mon = side.active
    assert mon is not None
    total = (mon.form or mon.stack[-1]).retreat_cost  # (``mon.facts``, read at once)
    if not (mon.effects or "retreat_cost" in g.card_hooks or "retreat_cost" in g.power_hooks):
        return total  # nothing in this game changes it (asked at every action: no call)
    for src in sources(g, "retreat_cost", (mon,), working=working):
        total = src.effect.retreat_cost(g, src, mon, total)
    return max(total, 0)


def can_retreat(g: Game, side: Side, units: list[str],
                working: Working) -> bool:
    """Whether ``side`` may retreat now; ``units`` are its Active Pokémon's Energy units
    (``energy.units``) and ``working`` the powers that work now (``powers.working``)."""
    mon = side.active
    if mon is None or not side.bench:
        return False
    # (``script_of(mon.card)``, looked up at once: asked at every choice of an action)
    if not SCRIPTS.get(mon.stack[-1].behaviour_id, BASIC).can_retreat or mon.conditions & IMMOBILE:
        return False
    # A Confused Pokémon that failed to retreat may not try again this turn while Confused.
    if g.retreat_failed == mon.uid and "confused" in mon.conditions:
        return False
    if (mon.effects or "blocks_retreat" in g.card_hooks or "blocks_retreat" in g.power_hooks) \
            and any_says(g, "blocks_retreat", mon, mons=(mon,), working=working):
        return False
    return len(units) >= cost(g, side, working)


def perform(g: Game, side: Side) -> None:
    """Steps 1–4: declare, discard Energy, the Confusion flip, switch."""
    mon = side.active
    assert mon is not None
    player = side.name
    if g.logging:
        g.say(f"{player} retreats {mon.name}")
    # Step 1: a Power may answer the attempt ([Chase]); a Pokémon it Knocks Out stays.
    if fire(g, "on_retreat", mon, mons=(mon,)) and mon.damage >= hooks.hp(g, mon):
        return
    # Step 2: discard Energy equal to the Retreat Cost.
    owed = cost(g, side)
    while owed > 0:
        _, card = energy.choose_attached(g, player, "retreat-energy",
                                         f"Discard Energy to retreat ({owed} to pay)",
                                         [(mon, c) for c in mon.energy], "discard {card}")
        owed -= len(energy.provides(g, mon, card))
        energy.detach(mon, card)
        to_discard_from_play(g, side, (card,))
        if g.logging:
            g.say(f"{player} discards {card.name} from {mon.name}")
    # Step 3: a Confused Pokémon flips; tails, the retreat fails and the Energy stays discarded.
    if "confused" in mon.conditions and not g.flip("retreat while Confused"):
        g.retreat_failed = mon.uid
        g.say(f"{mon.name} fails to retreat")
        return
    # Step 4: choose a Benched Pokémon and switch.
    new = choose_benched(g, player, side, "retreat-new-active", "Choose your new Active Pokémon")
    switch(g, side, new)
    fire(g, "on_retreated", mon, mons=(mon,))


def choose_benched(g: Game, player: str, side: Side, kind: str, prompt: str) -> Pokemon:
    """``player`` picks one of ``side``'s Benched Pokémon."""
    key = g.choose(player, kind, prompt, () if g.replaying else
                   [(g.slot(m, player), g.label(m, player)) for m in side.bench])
    return g.at(player, key)


def switch(g: Game, side: Side, new: Pokemon) -> None:
    """Exchange the Active Pokémon with a Benched one (not a retreat). The old Active
    takes the new one's place on the Bench, its conditions and attack effects gone."""
    old = side.active
    assert old is not None
    if old.effects and any_says(g, "blocks_switch", old, mons=(old,)):
        g.say(f"{side.name}'s {old.name} can't be switched out")
        return
    i = side.bench.index(new)
    side.bench[i] = old
    side.active = new
    conditions.clear_on_leave(old)
    if g.logging:
        g.say(f"{side.name}'s new Active Pokémon: {new.name}")
    fire(g, "on_switched_in", new, mons=(new,))
    fire(g, "on_moved_to_bench", old, new, mons=(old,))
