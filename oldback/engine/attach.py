"""Attaching cards to Pokémon: the one procedure each kind of attachment goes through.

Every Energy card attached to a Pokémon — the turn's attachment, a Power (Rain Dance), a
Trainer (Blaine's), an attack (Growth), from the hand, the deck or the discard pile — is
attached by ``energy``, which asks the effects in play whether it may be (``may_attach``:
``blocks_attach``) and fires ``on_attached`` once, telling whether the card came from the
hand. Moving an Energy card already attached from one Pokémon to another is not attaching
it (``effects.energy.move_energy_card``).

Every other card attached to a Pokémon — PlusPower, Defender, the Gym Leaders' attached
cards, the Pokémon Tools — is attached by ``card``, which keeps the spec's rule of one
Pokémon Tool to a Pokémon (``may_attach_card``); PlusPower and Defender are not Tools.
Each attached card says itself when it goes (its ``end_of_turn``, a Tool's trigger)."""

from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING

from oldback.engine import hooks
from oldback.engine.decisions import IllegalAction
from oldback.engine.scripts import ATTACH_LIMITED, script_of

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.powers import Lazy
    from oldback.engine.state import Pokemon

#: the kind of a Trainer card that is a Pokémon Tool (from Neo Genesis on)
TOOL = "Pokémon Tool"


def may_attach(g: Game, mon: Pokemon, card: Card, working: Lazy | None = None) -> bool:
    """Whether the Energy ``card`` may be attached to ``mon`` now: a Special Energy card's
    own words allow it (``CardScript.attaches_to``: Miracle Energy) and no effect in play
    forbids it (``blocks_attach``: Crystal Beam). ``working``: the working Powers, when the
    caller has them already (the listing of a turn's actions)."""
    if card.behaviour_id in ATTACH_LIMITED and not script_of(card).attaches_to(g, mon):
        return False
    return not (("blocks_attach" in g.answered or mon.effects)
                and hooks.any_says(g, "blocks_attach", mon, card, mons=(mon,), working=working))


def energy(g: Game, mon: Pokemon, card: Card, said: str, from_hand: bool = True) -> bool:
    """Attach the Energy ``card``, already taken from where it was (the hand: ``from_hand``;
    the deck or the discard pile), to ``mon``; ``said`` is logged, then ``on_attached``
    fires. A card whose script answers ``on_attached`` goes as a card of its own, so that
    its trigger knows itself among equal cards. Refused (``IllegalAction``, the game
    unchanged) where an effect forbids it: callers offer only Pokémon that ``may_attach``.
    Whether an effect acted on it (``hooks.fire``)."""
    if not may_attach(g, mon, card):
        raise IllegalAction(f"{card.name} can't be attached to {mon.name} now")
    if "on_attached" in script_of(card).hooks:
        card = copy(card)
    mon.energy.append(card)
    if g.logging:
        g.say(said)
    return hooks.fire(g, "on_attached", mon, card, from_hand, mons=(mon,))


def is_tool(card: Card) -> bool:
    return card.kind == TOOL


def has_tool(mon: Pokemon) -> bool:
    """Whether a Pokémon Tool is attached to ``mon``."""
    return any(c.kind == TOOL for c in mon.attached)


def may_attach_card(mon: Pokemon, card: Card) -> bool:
    """Whether ``card`` (not an Energy card) may be attached to ``mon``: a Pokémon may have
    one Pokémon Tool attached at a time (spec, "Pokémon Tools")."""
    return not (card.kind == TOOL and has_tool(mon))


def card(g: Game, mon: Pokemon, card: Card) -> None:
    """Attach ``card`` (a Trainer that attaches: PlusPower, Defender, a Pokémon Tool) to
    ``mon``; a second Tool is refused (``IllegalAction``, the game unchanged)."""
    if not may_attach_card(mon, card):
        raise IllegalAction(f"{mon.name} already has a Pokémon Tool attached")
    mon.attached.append(card)
