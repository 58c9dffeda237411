"""What the PettingZoo and Gymnasium environments share: the match set-up and the masks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from gymnasium import spaces

from oldback import Card, Deck, Game, Rules, card
from oldback.env import observation
from oldback.env.encoding import MAX_COUNT, MAX_PRIZES, NUM_ACTIONS, legal_indices
from oldback.rules import resolve

DEFAULT_DECKS = ("haymaker", "rain-dance")
DEFAULT_RULES = "pokemon1999"
#: Decisions (both players') after which an unfinished game is truncated: the rules let
#: a player act without end within a turn (retreat and retreat again), and a policy
#: that learns to do so must not hang the episode.
MAX_STEPS = 5000
AGENTS = ("p1", "p2")
OTHER = {"p1": "p2", "p2": "p1"}

DeckLike = str | Deck | Sequence[str | Card]


@dataclass(frozen=True)
class Match:
    """Two decks (lists of card ids) and the rules: everything of a game but its seed."""

    deck1: tuple[str, ...]
    deck2: tuple[str, ...]
    rules: Rules

    @classmethod
    def make(cls, deck1: DeckLike, deck2: DeckLike, rules: Rules | str | None) -> Match:
        """Decks by built-in name, deck file, ``Deck`` or list of card references; ValueError
        for decks or rules the engine or the fixed encoding can't take."""
        r = resolve(rules if rules is not None else DEFAULT_RULES)
        if r.prizes > MAX_PRIZES:
            raise ValueError(f"the action encoding knows at most {MAX_PRIZES} Prize cards, "
                             f"not {r.prizes}")
        match = cls(_card_ids(deck1, "deck1"), _card_ids(deck2, "deck2"), r)
        match.game(0)  # a deck the engine can't play fails here, naming the problem
        return match

    def game(self, seed: int) -> Game:
        return Game.new(list(self.deck1), list(self.deck2), seed=seed, rules=self.rules,
                        log=False)


def _card_ids(deck: DeckLike, label: str) -> tuple[str, ...]:
    if isinstance(deck, str):
        from oldback.decks import load

        deck = load(deck)
    items = deck.cards if isinstance(deck, Deck) else deck
    ids = tuple(c.id if isinstance(c, Card) else _card(c).id for c in items)
    if len(ids) > MAX_COUNT:
        raise ValueError(f"{label} has {len(ids)} cards: the action encoding counts up to "
                         f"{MAX_COUNT}")
    return ids


def _card(ref: str) -> Card:
    try:
        return card(ref)
    except KeyError as e:
        raise ValueError(e.args[0]) from None


def action_mask(g: Game, player: str) -> np.ndarray:
    """1 at the action index of each option of ``player``'s pending decision, else 0."""
    mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
    d = g.decision
    if d is not None and d.player == player:
        mask[legal_indices([o.key for o in d.options])] = 1
    return mask


def observation_box() -> spaces.Box:
    """The observation vector's space: every entry between 0 and 60 (docs/env.md)."""
    return spaces.Box(low=0.0, high=60.0, shape=(observation.SIZE,), dtype=np.float32)


def mask_box() -> spaces.Box:
    return spaces.Box(low=0, high=1, shape=(NUM_ACTIONS,), dtype=np.int8)


def result_reward(g: Game, player: str) -> float:
    """+1 for a win, -1 for a loss, 0 for a draw or a game still going."""
    if g.winner is None or g.winner == "draw":
        return 0.0
    return 1.0 if g.winner == player else -1.0
