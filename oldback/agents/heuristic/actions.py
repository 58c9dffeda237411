"""Scoring the main-phase actions that move Pokémon and Energy: Basic Pokémon to the
Bench, the Energy for the turn, retreating, and how good each Pokémon would be as the
Active (the escapes from a losing Active build on it)."""

from __future__ import annotations

from oldback.agents.base import Agent
from oldback.agents.heuristic.board import Board, at, find
from oldback.agents.heuristic.values import card_hints, missing
from oldback.card import Card
from oldback.engine import energy, retreat


class ActionScorer(Agent):
    """The scores of the main-phase actions, with the memory of the turn they read."""

    #: what the player did this turn ("energy": attached one, "moved": retreated or switched)
    _flags: set[str]
    #: what an action scored now prepares for a later decision ("gust": whom to bring up)
    _plan: dict[str, object]
    #: estimates kept across the decisions of a turn (``Board``)
    _memo: dict

    def _score_bench(self, b: Board, cid: str) -> float:
        card = find(b.me.hand, cid)
        if card is None:
            return 0.0
        n = len(b.me.bench)
        if card.supertype == "Trainer":  # a Trainer played as a Basic Pokémon
            if any(c.evolves_from == card.name for c in b.me.hand):
                return 45.0
            return 8.0 if n == 0 else 0.0
        if n < 2:
            return 50.0
        if n < 4:
            return 40.0
        return 22.0

    def _doomed(self, b: Board, mon) -> bool:
        return b.threat(mon)[1] >= 0.5

    def _ko_now(self, b: Board) -> bool:
        me, foe = b.me.active, b.opp.active
        if me is None or foe is None:
            return False
        best = b.best_attack(me, foe)
        return best is not None and best[1].p_ko >= 0.5

    def _score_attach(self, b: Board, cid: str, slot: str) -> float:
        card = find(b.me.hand, cid)
        if card is None:
            return 0.0
        mon = at(b.me, slot)
        if mon is None or not mon.attacks:
            return 0.0
        if card.kind != "Basic":  # a Special Energy card that acts as it is attached
            h = card_hints(card)
            if h.damage and h.on_self and mon.remaining_hp <= h.damage:
                return 0.0  # it would Knock Out its own Pokémon
        goal = b.goal(mon, b.me.hand)
        if goal is None:
            return 0.0
        units = b.units(mon)
        is_active = slot == "active"
        if is_active and b.me.bench and self._stuck(b):
            cost = retreat.cost(b.g, b.me)
            if len(units) < cost <= len(units) + len(b.provides(mon, card)) and \
                    self._escape_gain(b, stuck=True) > 0:
                return 50.0  # pays for a retreat to a Pokémon that can fight
        before = missing(units, goal.cost)
        after = missing(units + list(b.provides(mon, card)), goal.cost)
        if after < before:
            score = 34.0 - 3.0 * after
            if after == 0:
                score += 8.0
            if is_active:
                score += 14.0
                if self._doomed(b, mon) and not self._ko_now(b) and after > 0:
                    score -= 20.0  # it will be Knocked Out before it can use it
            elif b.me.active is not None and b.me.active.attacks:
                own = b.goal(b.me.active, b.me.hand)
                if own is not None and missing(b.units(b.me.active), own.cost) > 0 and \
                        self._helps(b, b.me.active, own, card):
                    score -= 10.0  # the Active needs it first
            return score
        # it does not bring the goal closer: spare Energy (retreat, other attacks)
        if is_active:
            need = mon.facts.retreat_cost - len(b.units(mon))
            return 6.0 if need > 0 else 3.0
        return 3.0 + min(len(b.units(mon)), 3) * -0.5 + 1.0

    @staticmethod
    def _helps(b: Board, mon, goal, card: Card) -> bool:
        units = b.units(mon)
        return missing(units + list(b.provides(mon, card)), goal.cost) < missing(units,
                                                                                 goal.cost)

    def _promote_score(self, b: Board, mon, energy_next: bool = True) -> float:
        """How good ``mon`` would be as the Active Pokémon."""
        if not mon.attacks:
            return -50.0 + mon.remaining_hp / 10
        foe = b.opp.active
        now = b.best_attack(mon, foe) if foe is not None else None
        score = 0.0
        if now is not None:
            score += max(now[0], 5.0) + 10.0
        elif energy_next and self._has_energy(b):
            nxt = b.best_attack(mon, foe, b.hand_energy(mon)) if foe is not None else None
            if nxt is not None:
                score += 0.6 * max(nxt[0], 5.0)
        _, p_ko = b.threat(mon)
        score -= 40.0 * p_ko
        score += mon.remaining_hp / 5
        return score

    @staticmethod
    def _has_energy(b: Board) -> bool:
        for c in b.me.hand:  # (a plain loop: asked at every action)
            if c.supertype == "Energy":
                return True
        return False

    def _losing(self, b: Board) -> bool:
        """Whether the Active should leave: it can't attack now (nor after an attach)
        or it will be Knocked Out next turn without Knocking Out first."""
        me = b.me.active
        if me is None:
            return False
        foe = b.opp.active
        if foe is None:
            return False
        if not me.attacks:
            return True
        if me.conditions & {"asleep", "paralyzed", "confused"}:
            return True
        can_now = b.best_attack(me, foe) is not None
        can_soon = can_now or ("energy" not in self._flags and self._has_energy(b)
                               and b.best_attack(me, foe, b.hand_energy(me)) is not None)
        if not can_soon:
            return True
        return self._doomed(b, me) and not self._ko_now(b)

    def _stuck(self, b: Board) -> bool:
        """Whether the Active can't attack this turn, whatever Energy it gets from hand."""
        me, foe = b.me.active, b.opp.active
        if me is None or foe is None:
            return False
        if not me.attacks or me.conditions & {"asleep", "paralyzed"}:
            return True
        if b.best_attack(me, foe) is not None:
            return False
        units = b.units(me)
        for c in b.me.hand:
            if c.supertype == "Energy":
                more = units + list(b.provides(me, c))
                for a in me.attacks:
                    if energy.can_pay(more, a.cost):
                        return False
        return True

    def _best_bench(self, b: Board):
        best = None
        for m in b.me.bench:
            s = self._promote_score(b, m)
            if best is None or s > best[0]:
                best = (s, m)
        return best

    def _escape_gain(self, b: Board, stuck: bool = False) -> float:
        """How much better the best Benched Pokémon is than the Active (0: not enough
        better to leave: a losing Active leaves more easily)."""
        me = b.me.active
        if me is None or not b.me.bench or b.opp.active is None:
            return 0.0
        best = self._best_bench(b)
        if best is None:
            return 0.0
        stay = self._promote_score(b, me, energy_next="energy" not in self._flags)
        if me.conditions & {"asleep", "paralyzed"}:
            stay -= 30.0
        gain = best[0] - stay
        need = 15.0 if stuck or self._losing(b) else 25.0
        return gain if gain > need else 0.0

    def _score_retreat(self, b: Board) -> float:
        me = b.me.active
        if me is None:
            return 0.0
        gain = self._escape_gain(b)
        if gain <= 0:
            return 0.0
        lost = retreat.cost(b.g, b.me)
        if gain - 8.0 * lost <= 10.0:
            return 0.0
        return 62.0 if lost == 0 else 58.0
