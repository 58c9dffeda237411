"""Players: each chooses a key from its own view of the game.

A player is named by a spec: its name, then optionally ``:`` and its settings as
``key=value`` separated by commas, e.g. ``search:iterations=48`` or
``search:seconds=0.5,candidates=4``. Each player class lists the settings it takes
(``Agent.SETTINGS``).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from oldback.agents.base import Agent
from oldback.agents.heuristic import HeuristicAgent, HeuristicV1Agent
from oldback.agents.random import RandomAgent
from oldback.agents.search import SearchAgent

AGENTS: dict[str, type[Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "heuristic-v1": HeuristicV1Agent,
    "search": SearchAgent,
}

Settings = dict[str, int | float]


def parse_spec(spec: str) -> tuple[str, Settings]:
    """A player's name and settings from its spec; ValueError names what is wrong."""
    name, colon, rest = spec.partition(":")
    name = name.strip()
    if name not in AGENTS:
        raise ValueError(f"unknown AI {_cut(name)!r} (available: {', '.join(AGENTS)})")
    kinds = AGENTS[name].SETTINGS
    settings: Settings = {}
    if colon and not rest.strip():
        raise ValueError(f"{_cut(spec)!r}: no settings after ':'")
    for item in rest.split(",") if colon else ():
        key, eq, value = (part.strip() for part in item.partition("="))
        if not eq or not key or not value:
            raise ValueError(f"{_cut(spec)!r}: a setting is key=value, not {_cut(item)!r}")
        if key not in kinds:
            known = ", ".join(kinds) if kinds else "none"
            raise ValueError(f"AI {name!r} has no setting {_cut(key)!r} (its settings: {known})")
        if key in settings:
            raise ValueError(f"{_cut(spec)!r}: {key!r} is set twice")
        settings[key] = _positive(kinds[key], value, f"{name}'s {key}")
    return name, settings


def spec_text(name: str, settings: Settings) -> str:
    """The spec of a player with these settings (``parse_spec``'s inverse)."""
    if not settings:
        return name
    return name + ":" + ",".join(f"{k}={v:g}" if isinstance(v, float) else f"{k}={v}"
                                 for k, v in settings.items())


def split_players(text: str) -> list[str]:
    """The player specs of a command line's ``--ai`` value, split at commas: in
    ``search:iterations=48,heuristic`` the heuristic is a second player, while a
    ``key=value`` after a comma (``search:seconds=0.5,candidates=4``) is another
    setting of the player before it."""
    players: list[str] = []
    for piece in text.split(","):
        if players and "=" in piece and ":" not in piece:
            players[-1] += "," + piece
        else:
            players.append(piece.strip())
    return players


def make_agent(spec: str, seed: int = 0) -> Agent:
    """A player by spec (``random``, ``search:iterations=48`` …), with its own seeded
    source."""
    name, settings = parse_spec(spec)
    factory: Callable[..., Agent] = AGENTS[name]  # each takes the seed and its SETTINGS
    return factory(seed, **settings)


def _positive(kind: type, text: str, what: str) -> int | float:
    if kind is int:
        if not (text.isascii() and text.isdigit() and len(text) <= 9 and int(text) > 0):
            raise ValueError(f"{what} must be a whole number from 1 to 999999999, "
                             f"not {_cut(text)!r}")
        return int(text)
    try:
        value = float(text) if text.isascii() else math.nan
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"{what} must be a number of seconds above 0, not {_cut(text)!r}")
    return value


def _cut(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[:width] + "…"


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "HeuristicV1Agent", "RandomAgent", "SearchAgent",
           "make_agent", "parse_spec", "spec_text", "split_players"]
