"""Players: each chooses a key from its own view of the game."""

from __future__ import annotations

from oldback.agents.base import Agent
from oldback.agents.heuristic import HeuristicAgent
from oldback.agents.random import RandomAgent
from oldback.agents.search import SearchAgent

AGENTS: dict[str, type[Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "search": SearchAgent,
}


def make_agent(name: str, seed: int = 0) -> Agent:
    """A player by name (``random`` …), with its own seeded source."""
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown AI {name!r} (available: {', '.join(AGENTS)})") from None


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "RandomAgent", "SearchAgent", "make_agent"]
