"""The heuristic player itself: its memory of the turn, the ranking of the main-phase
actions, and the dispatch of every other decision to its answers."""

from __future__ import annotations

from typing import ClassVar, Self

from oldback.agents.heuristic.answers import Answerer
from oldback.agents.heuristic.board import Board, card_in, find
from oldback.agents.heuristic.values import card_hints, hold_value
from oldback.card import attack_named
from oldback.engine import hooks
from oldback.engine.view import View

#: actions that never lead the heuristic into a loop but still count toward its cap
MAX_ACTIONS_PER_TURN = 40
MAX_SAME_KEY = 3
MAX_REPEATED_POWER = 8


class HeuristicV1Agent(Answerer):
    """A fast rule-based player (see the module's description), as it played before it
    knew how games are lost (``heuristic-v1``: kept as the baseline the ``heuristic``
    player, ``aware.HeuristicAgent``, is measured against). Deterministic: it uses no
    randomness at all; ``seed`` is accepted for the common constructor."""

    name = "heuristic-v1"
    #: the board it reads its view through
    BOARD: ClassVar[type[Board]] = Board

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._turn: int | None = None
        self._counts: dict[str, int] = {}
        self._flags: set[str] = set()
        self._actions = 0
        self._kind_run: tuple[str, int] = ("", 0)
        self._plan: dict[str, object] = {}
        self._memo: dict = {}

    def fork(self) -> Self:
        """A copy with the same memory of this turn (for search rollouts)."""
        h = type(self)(self.seed)
        h._turn = self._turn
        h._counts = dict(self._counts)
        h._flags = set(self._flags)
        h._actions = self._actions
        h._kind_run = self._kind_run
        h._plan = dict(self._plan)
        return h

    # --- per-turn memory ----------------------------------------------------------------
    def _sync(self, view: View) -> None:
        if view.turn != self._turn:
            self._turn = view.turn
            self._counts = {}
            self._flags = set()
            self._actions = 0
            self._plan = {}
        if len(self._memo) > 4000:
            self._memo.clear()

    def note(self, view: View, key: str) -> None:
        """Remember that ``key`` was chosen at this action decision."""
        self._sync(view)
        self._counts[key] = self._counts.get(key, 0) + 1
        self._actions += 1
        verb = key.split(" ", 1)[0]
        if verb == "attach":
            self._flags.add("energy")
        elif verb == "retreat":
            self._flags.add("moved")
        elif verb == "play":
            card = find(view.me.hand or [], key[5:])
            if card is not None and card_hints(card).switches:
                self._flags.add("moved")

    def blocked(self, key: str) -> bool:
        n = self._counts.get(key, 0)
        if key.startswith("power "):
            return n >= MAX_REPEATED_POWER
        if key == "retreat":
            return "moved" in self._flags or n >= 1
        return n >= MAX_SAME_KEY

    # --- choosing ---------------------------------------------------------------------
    def choose(self, view: View) -> str:
        d = view.decision
        if d is None:
            raise ValueError(f"{view.player} has no decision to make")
        if len(d.options) == 1:
            return d.options[0].key
        self._sync(view)
        if d.kind == "action":
            self._kind_run = ("", 0)
            ranked = self.rank(view)
            key = ranked[0][1]
            self.note(view, key)
            return key
        kind, n = self._kind_run
        self._kind_run = (d.kind, n + 1 if kind == d.kind else 1)
        key = self._answer(view, d)
        if key not in d:  # never an illegal key, whatever a handler thought
            key = d.options[0].key
        return key

    def card_values(self, view: View, keys: list[str]) -> dict[str, float] | None:
        """How useful the card each key names would be in this player's hand now; None
        when a key names no card the player can see."""
        b = self.BOARD(view, self._memo)
        cards = {k: c for k in keys if (c := card_in(b, k)) is not None}
        if len(cards) < len(set(keys)):
            return None
        return {k: hold_value(b, c) for k, c in cards.items()}

    def rank(self, view: View) -> list[tuple[float, str]]:
        """The action options worth considering, best first, as (score, key): the
        non-final actions worth taking, then the attacks and ``end``. The first is the
        heuristic's choice."""
        d = view.decision
        assert d is not None and d.kind == "action"
        self._sync(view)
        return self._ranked(self.BOARD(view, self._memo), [o.key for o in d.options])

    def _ranked(self, b: Board, keys: list[str]) -> list[tuple[float, str]]:
        """``rank`` on the board ``b`` of the view, whose options are ``keys``."""
        steps: list[tuple[float, str]] = []
        finals: list[tuple[float, str]] = []
        capped = self._actions >= MAX_ACTIONS_PER_TURN
        for key in keys:
            if key == "end":
                finals.append((0.0, key))
                continue
            if key.startswith("attack "):
                finals.append((self._attack_value(b, key[7:]), key))
                continue
            if capped or self.blocked(key):
                continue
            s = self._score(b, key, keys)
            if s > 0:
                steps.append((s, key))
        steps.sort(key=lambda x: -x[0])
        finals.sort(key=lambda x: -x[0])
        return steps + finals

    # --- scoring main-phase actions ------------------------------------------------------
    def _attack_value(self, b: Board, name: str) -> float:
        me = b.me.active
        if me is None:
            return -1.0
        atk = attack_named(me.attacks, name)
        if atk is None:  # an attack an effect gives it (attack_list: a copied attack)
            atk = attack_named(hooks.attacks(b.g, me), name)
        if atk is None:
            return 0.5
        est = b.attack(me, atk, b.opp.active)
        v = est.value
        if "confused" in me.conditions:
            v = v / 2 - 10
        # an attack always beats ending the turn unless it hurts more than it helps
        return v + 1.0 if v >= 0 else v

    def _score(self, b: Board, key: str, keys: list[str]) -> float:
        verb, _, rest = key.partition(" ")
        if verb == "bench":
            return self._score_bench(b, rest)
        if verb == "evolve":
            return self._score_evolve(b, rest, keys)
        if verb == "attach":
            cid, _, slot = rest.partition(" ")
            return self._score_attach(b, cid, slot)
        if verb == "play":
            return self._score_trainer(b, rest, keys)
        if verb == "retreat":
            return self._score_retreat(b)
        if verb == "power":
            slot, _, name = rest.partition(" ")
            return self._score_power(b, slot, name)
        if verb == "stadium":
            return self._score_stadium_action(b)
        return 0.0  # discard a Doll or Fossil, or anything unknown: not worth it
