"""The board as the heuristic player sees it: a stand-in game built from its view alone,
and the estimates it needs, each computed once: what an attack does over its coin flips
(damage, Knock Out chances, the worth of its other effects), the threat of the opponent's
Active Pokémon, and the attack each Pokémon should be powered for."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from oldback.agents.heuristic.values import attack_hints, effect_value
from oldback.card import Card
from oldback.engine import damage, energy, hooks
from oldback.engine.attack import AttackContext, script_for
from oldback.engine.game import Game
from oldback.engine.scripts import script_of
from oldback.engine.state import Side
from oldback.engine.view import SideView, View
from oldback.facts.catalog import find as find_card
from oldback.rng import Rng, UnscriptedFlip
from oldback.rules import Rules

DEFAULT_RULES = Rules()
KO_BONUS = 60.0
WIN_BONUS = 1000.0


# --- the stand-in game ------------------------------------------------------------------
def _side(sv: SideView) -> Side:
    s = Side(sv.name)
    s.hand = list(sv.hand) if sv.hand is not None else []
    s.discard = sv.discard
    s.active = sv.active
    s.bench = sv.bench
    s.mulligans = sv.mulligans
    return s


def standin(view: View) -> Game:
    """A game holding only what ``view`` shows (for the engine's pure calculations)."""
    g = Game._blank(DEFAULT_RULES, Rng(0), log=False)
    g.turn = view.turn
    g.current = view.current
    g.stadium = view.stadium
    g.revealed = True
    g.phase = "main"
    me, opp = _side(view.me), _side(view.opp)
    if view.player == "p1":
        g.p1, g.p2 = me, opp
    else:
        g.p1, g.p2 = opp, me
    # Only the cards in play, in the hands (the heuristic tries them in play) and the
    # Stadium act in its calculations.
    shown = [c for side in (me, opp) for m in side.in_play for c in m.cards]
    shown += me.hand + opp.hand + ([view.stadium] if view.stadium else [])
    g.answer_for(shown)
    return g


# --- attacks: the outcomes of their coin flips ----------------------------------------
class _Attack:
    """What an attack will do, estimated over its coin flips."""

    __slots__ = ("exp", "p_ko", "p_self_ko", "value", "self_dmg")

    def __init__(self, exp: float, p_ko: float, p_self_ko: float, value: float,
                 self_dmg: float):
        self.exp = exp
        self.p_ko = p_ko
        self.p_self_ko = p_self_ko
        self.value = value
        self.self_dmg = self_dmg


class Board:
    """The view, with the estimates the heuristic needs, each computed once."""

    def __init__(self, view: View, memo: dict | None = None):
        self.view = view
        self.g = standin(view)
        self.me = self.g.side(view.player)
        self.opp = self.g.opponent(view.player)
        self._cache: dict = {}
        #: estimates keyed by what they depend on, kept across the decisions of a turn
        self._memo: dict = memo if memo is not None else {}
        self._powers: tuple | None = None

    def once(self, key: tuple, compute: Callable[[], Any]) -> Any:
        """``compute()``, found once for this board (the state it stands for) under ``key``."""
        got = self._cache.get(key, _NONE)
        if got is _NONE:
            got = self._cache[key] = compute()
        return got

    def powers_key(self) -> tuple:
        """What the Pokémon Powers in play and the Stadium are now (estimates depend on it)."""
        if self._powers is None:
            out: list = [self.g.stadium.id if self.g.stadium is not None else ""]
            for side in (self.me, self.opp):
                for m in side.in_play:
                    if script_of(m.card).powers:
                        out.append((m.card.id, m.conditions, m is side.active, m.owner))
            # whose last Prize is at stake, by name (the memo is shared by both players)
            last = {self.me.name: self.view.me.prize_count <= 1,
                    self.opp.name: self.view.opp.prize_count <= 1}
            out.append((last["p1"], last["p2"]))
            self._powers = tuple(out)
        return self._powers

    # energy -----------------------------------------------------------------------------
    def units(self, mon) -> list[str]:
        key = ("u", mon.uid, len(mon.energy))
        got = self._cache.get(key)
        if got is None:
            got = self._cache[key] = energy.units(self.g, mon)
        return got

    def provides(self, mon, card: Card) -> tuple[str, ...]:
        if card.kind == "Basic":
            return (energy.basic_type(card),)
        return energy.provides(self.g, mon, card)

    # attacks ----------------------------------------------------------------------------
    def outcomes(self, attacker, atk, defender) -> list[tuple[float, dict, bool]]:
        """The damage step 1 of ``atk`` would give, per coin-flip sequence: (probability,
        {uid: (Pokémon, base damage)}, apply Weakness and Resistance). The engine's own
        script runs on the stand-in game with scripted coins (``attacker`` and
        ``defender`` must be the Active Pokémon there)."""
        g = self.g
        script = script_for(attacker, atk)
        side = self.side_of(attacker)
        out: list[tuple[float, dict, bool]] = []
        todo: list[tuple[tuple[bool, ...], float]] = [((), 1.0)]
        saved = g.rng
        undo = self.keep(attacker, defender)
        try:
            while todo:
                seq, p = todo.pop()
                g.rng = Rng(0, script=seq, strict=True)
                ctx = AttackContext(g, side, attacker, atk)
                flipped = False  # (not ``continue`` in the ``try``: mypyc has no such jump)
                try:
                    script.base(ctx)
                except UnscriptedFlip:
                    flipped = True
                    if len(seq) >= 6:  # flip until tails …: the rest is tails
                        todo.append((seq + (False,), p))
                    else:
                        todo.append((seq + (False,), p / 2))
                        todo.append((seq + (True,), p / 2))
                finally:
                    if undo is not None:
                        undo()
                if flipped:
                    continue
                out.append((p, {uid: (m, d) for uid, (m, d) in ctx.damage.items()},
                            ctx.weakness_resistance))
                if len(out) > 64:
                    break
        except Exception:  # a choice made in step 1, or anything odd: the printed damage
            base = atk.base_damage
            out = [(1.0, {defender.uid: (defender, base)} if defender is not None else {}, True)]
        finally:
            g.rng = saved
        return out

    def keep(self, attacker, defender) -> Callable[[], None] | None:
        """What undoes the changes a run of an attack's step 1 makes to the stand-in game (a
        discard that is part of the attack: Searing Flames); None: they stay (the baseline
        player's board)."""
        return None

    def effects(self, attacker, atk, defender) -> tuple[float, float]:
        """(value gained, value lost) expected from the attack's effects other than damage."""
        key = ("e", atk.name, _sig(attacker), _sig(defender))
        got = self._memo.get(key)
        if got is not None:
            return got
        h = attack_hints(attacker, atk.name)
        got = (0.0, 0.0) if h is None else effect_value(h, attacker, defender)
        self._memo[key] = got
        return got

    def side_of(self, mon) -> Side:
        return self.g.side(mon.owner)

    def other_of(self, mon) -> Side:
        return self.g.opponent(mon.owner)

    def attack(self, attacker, atk, defender, plus: tuple[Card, ...] = ()) -> _Attack:
        """The estimate of ``attacker`` (as the Active) using ``atk`` on ``defender`` as the
        Defending Pokémon, with the cards ``plus`` attached too (PlusPower)."""
        key: tuple = (atk.name, _sig(attacker), _sig(defender), tuple(map(_ID, plus)),
                      self.powers_key())
        if _touches_bench(attacker, atk):
            key += (tuple(_sig(m) for m in self.me.bench), tuple(_sig(m) for m in self.opp.bench))
        got = self._memo.get(key)
        if got is not None:
            return got
        g = self.g
        side = self.side_of(attacker)
        other = self.other_of(attacker)
        saved = (side.active, list(side.bench), other.active, list(other.bench))
        _put_active(side, attacker)
        if defender is not None:
            _put_active(other, defender)
        added = list(plus)
        attacker.attached.extend(added)
        try:
            gain, lost = self.effects(attacker, atk, defender)
            exp = p_ko = p_self = own_exp = 0.0
            value = -lost
            wins_on_ko = self._last_prize(attacker.owner, defender)
            name = atk.name
            for p, hits, wr in self.outcomes(attacker, atk, defender):
                v = 0.0
                for mon, base in hits.values():
                    if base <= 0:
                        continue
                    dmg = damage.calculate(g, attacker, mon, base, name, wr)
                    if dmg <= 0:
                        continue
                    ko = dmg >= mon.remaining_hp
                    if mon is defender:
                        exp += p * dmg
                        p_ko += p * ko
                        v += min(dmg, mon.remaining_hp)
                        if ko:
                            v += WIN_BONUS if wins_on_ko else KO_BONUS + worth(mon)
                    elif mon is attacker:
                        own_exp += p * dmg
                        p_self += p * ko
                        v -= 0.5 * min(dmg, mon.remaining_hp)
                        if ko:
                            v -= KO_BONUS + worth(mon)
                            if self._last_prize(other.name, attacker):
                                v -= WIN_BONUS
                    elif mon.owner == attacker.owner:
                        v -= 0.5 * min(dmg, mon.remaining_hp) + (KO_BONUS if ko else 0)
                    else:
                        v += 0.4 * min(dmg, mon.remaining_hp) + (0.8 * KO_BONUS if ko else 0)
                value += p * v
        finally:
            if added:
                del attacker.attached[-len(added):]
            side.active, side.bench[:], other.active, other.bench[:] = saved
        value += gain * (1.0 - p_ko)  # the effects do not matter on a Knocked Out Pokémon
        got = self._memo[key] = _Attack(exp, p_ko, p_self, value, own_exp)
        return got

    def hold_bonus(self, c: Card) -> float:
        """What this board adds to the worth of holding ``c`` beyond ``values.hold_value``'s
        own (nothing: a board that knows more says more)."""
        return 0.0

    def _last_prize(self, taker: str, victim) -> bool:
        """Whether ``taker`` wins the game by Knocking Out ``victim``."""
        if victim is None or not script_of(victim.card).gives_prize:
            return False
        sv = self.view.me if taker == self.view.player else self.view.opp
        return sv.prize_count <= 1

    def payable(self, mon, atk, extra: tuple[str, ...] = ()) -> bool:
        units = self.units(mon)
        if extra:
            units = units + list(extra)
        if not energy.can_pay(units, atk.cost):
            return False
        g = self.g
        return not (("blocks_attack" in g.answered or mon.effects)  # (the guard pattern)
                    and hooks.any_says(g, "blocks_attack", mon, atk.name, mons=(mon,)))

    def hand_energy(self, mon) -> list[tuple[str, ...]]:
        """The Energy units each distinct Energy card in hand would give ``mon``."""
        out = []
        for c in self.me.hand:
            if c.supertype == "Energy":
                units = self.provides(mon, c)
                if units not in out:
                    out.append(units)
        return out

    def best_attack(self, attacker, defender, extras: list[tuple[str, ...]] | None = None,
                    plus: tuple[Card, ...] = ()):
        """(value, estimate, attack) of ``attacker``'s best payable attack, or None.
        ``extras``: alternative Energy units it may get first (one of them); None: none."""
        best = None
        if attacker.conditions & {"asleep", "paralyzed"} and extras is None:
            return None
        for atk in attacker.attacks:
            if extras is None:
                if not self.payable(attacker, atk):
                    continue
            else:
                for e in extras:  # (a plain loop: a generator left unfinished is closed
                    if self.payable(attacker, atk, e):  # with an exception of its own)
                        break
                else:
                    continue
            est = self.attack(attacker, atk, defender, plus)
            if best is None or est.value > best[0]:
                best = (est.value, est, atk)
        return best

    def threat(self, target) -> tuple[float, float]:
        """(expected damage, Knock Out probability) the opponent's Active may do to
        ``target`` as the Defending Pokémon in their next turn (with one more Energy)."""
        key = ("t", target.uid, target.damage, target.owner)
        got = self._cache.get(key)
        if got is not None:
            return got
        enemy = self.other_of(target).active
        result = (0.0, 0.0)
        if enemy is not None and "paralyzed" not in enemy.conditions:
            sv = self.view.opp if target.owner == self.view.player else self.view.me
            extra = (energy.ANY,) if sv.hand_count > 0 else ()
            for atk in enemy.attacks:
                if not self.payable(enemy, atk, extra):
                    continue
                est = self.attack(enemy, atk, target)
                if (est.p_ko, est.exp) > (result[1], result[0]):
                    result = (est.exp, est.p_ko)
            if "asleep" in enemy.conditions:
                result = (result[0] / 2, result[1] / 2)
            if "confused" in enemy.conditions:
                result = (result[0] / 2, result[1] / 2)
        self._cache[key] = result
        return result

    def goal(self, mon, hand: list[Card]):
        """The attack ``mon`` should be powered for: its own or an evolution's in hand
        (the strongest by printed damage, the cheaper on a tie)."""
        key = ("g", mon.uid, mon.card.id)
        if key in self._cache:
            return self._cache[key]
        attacks = list(mon.attacks)
        for c in hand:
            if c.supertype == "Pokémon" and c.evolves_from == mon.name:
                attacks.extend(c.attacks)
        best = None
        for a in attacks:
            score = (printed_value(a), -len(a.cost))
            if best is None or score > best[0]:
                best = (score, a)
        got = self._cache[key] = best[1] if best else None
        return got


def _sig(mon) -> tuple | None:
    """What an estimate depends on about one Pokémon."""
    if mon is None:
        return None
    # (the ids read without a Python call per card: asked for every estimate looked up)
    return (mon.stack[-1].id, mon.form, mon.damage, tuple(map(_ID, mon.energy)),
            tuple(map(_ID, mon.attached)) if mon.attached else (), mon.effects,
            mon.conditions, mon.owner, len(mon.stack))


_ID = attrgetter("id")
_NONE = object()  # no value found yet (a found value may be None)



_TOUCHES_BENCH: dict[tuple[str, str], bool] = {}


def _touches_bench(mon, atk) -> bool:
    """Whether ``atk`` may damage a Benched Pokémon (its estimate then depends on them)."""
    key = (mon.facts.behaviour_id, atk.name)
    got = _TOUCHES_BENCH.get(key)
    if got is None:
        h = attack_hints(mon, atk.name)
        parts = h.parts if h is not None else ()
        got = parts is None or any(p.bench or any(q.bench for q in p.heads + p.tails)
                                   for p in parts)
        _TOUCHES_BENCH[key] = got
    return got


def _put_active(side: Side, mon) -> None:
    """Make ``mon`` the Active Pokémon of ``side`` (swapping places), for an estimate."""
    if side.active is mon:
        return
    if mon in side.bench:
        i = side.bench.index(mon)
        old, side.active = side.active, mon
        if old is None:
            del side.bench[i]
        else:
            side.bench[i] = old
    else:
        side.active = mon


def printed_value(atk) -> float:
    dmg = atk.base_damage
    if atk.damage.endswith(("x", "×")):
        dmg = dmg * 1.5
    elif atk.damage.endswith("+"):
        dmg += 10
    return dmg + (5 if atk.has_text and not dmg else 0)


def worth(mon) -> float:
    """How much a Pokémon in play is worth beyond its Prize: its stage and Energy."""
    return 10.0 * (len(mon.stack) - 1) + 6.0 * len(mon.energy)


# --- the view's cards and places -----------------------------------------------------------
def find(cards, cid: str) -> Card | None:
    for c in cards:
        if c.id == cid:
            return c
    return None


def at(side: Side, slot: str):
    if slot == "active":
        return side.active
    if slot.startswith("bench") and slot[5:].isdigit():
        i = int(slot[5:]) - 1
        if 0 <= i < len(side.bench):
            return side.bench[i]
    return None


def slot_of(side: Side, mon) -> str:
    if side.active is mon:
        return "active"
    return f"bench{side.bench.index(mon) + 1}"


def is_slot(k: str) -> bool:
    k = k[4:] if k.startswith("opp-") else k
    return k == "active" or (k.startswith("bench") and k[5:].isdigit())


def card_in(b: Board, cid: str) -> Card | None:
    return find_card(cid)


def attack_names(b: Board) -> dict:
    out = {}
    for m in (b.me.active, b.opp.active):
        if m is not None:
            for a in m.attacks:
                out[a.name] = a
    return out
