"""The heuristic player: fast rules of thumb in the spirit of the Game Boy game's AI.

It sees only its own view of the game (``choose(view)``). At a main-phase action it
scores every option and takes the best one worth taking: searches and draws first,
escapes (Switch, retreat) from a losing Active, Basics to the Bench, evolutions, the
Energy for the turn (toward the Active's best attack, else the Benched Pokémon
closest to attacking), Energy Removal, Gust of Wind and PlusPower when they bring a
Knock Out; when nothing more is worth doing, the best attack, or the end of the turn.

Damage is estimated with the engine's own damage calculation (``damage.calculate``,
a pure function) on a stand-in game built from the view alone: the opponent's hand,
deck and Prize cards are empty there. Coin flips of the attacks written with the
effect vocabulary are enumerated, so a Knock Out has a probability.

It never loops: each key may be chosen only a few times per turn, retreat and
Switch once, and after many actions in one turn only attacking or ending is left.
"""

from __future__ import annotations

from oldback.agents.base import Agent
from oldback.card import Card
from oldback.effects import attacks as _vocab
from oldback.effects import select as _select
from oldback.engine import damage, energy, hooks, retreat
from oldback.engine.decisions import Decision
from oldback.engine.game import Game
from oldback.engine.scripts import script_of
from oldback.engine.state import Side
from oldback.engine.view import SideView, View
from oldback.rng import Rng, UnscriptedFlip
from oldback.rules import Rules

DEFAULT_RULES = Rules()
TYPES = frozenset({"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness",
                   "Metal", "Colorless"})
#: actions that never lead the heuristic into a loop but still count toward its cap
MAX_ACTIONS_PER_TURN = 40
MAX_SAME_KEY = 3
MAX_REPEATED_POWER = 8
KO_BONUS = 60.0
WIN_BONUS = 1000.0

#: how useful a Trainer card is to hold, by name (searches take the most useful card,
#: discards give up the least useful one)
TRAINER_VALUE = {
    "Gust of Wind": 50, "Computer Search": 48, "Bill": 45, "Energy Removal": 46,
    "Super Energy Removal": 46, "Professor Oak": 40, "PlusPower": 38, "Pokémon Breeder": 40,
    "Item Finder": 34, "Switch": 34, "Energy Retrieval": 33, "Super Potion": 30,
    "Energy Search": 28, "Poké Ball": 28, "Scoop Up": 26, "Potion": 24, "Full Heal": 20,
    "Defender": 20, "Impostor Professor Oak": 18, "Revive": 15, "Pokémon Center": 15,
    "Lass": 12, "Maintenance": 10, "Pokémon Trader": 10, "Gambler": 10, "Recycle": 10,
    "Pokédex": 8, "Mysterious Fossil": 12, "Clefairy Doll": 8, "Devolution Spray": 6,
    "Mr. Fuji": 5, "Pokémon Flute": 5,
}
CONDITION_VALUE = {"paralyzed": 30.0, "asleep": 15.0, "confused": 15.0, "poisoned": 12.0}
PROTECTIVE = {"harden": 12.0, "reduce-damage": 12.0, "prevent-damage": 25.0, "barrier": 25.0}


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
        from oldback.engine.attack import AttackContext, script_for

        g = self.g
        script = script_for(attacker, atk)
        side = self.side_of(attacker)
        out: list[tuple[float, dict, bool]] = []
        todo: list[tuple[tuple[bool, ...], float]] = [((), 1.0)]
        saved = g.rng
        try:
            while todo:
                seq, p = todo.pop()
                g.rng = Rng(0, script=seq, strict=True)
                ctx = AttackContext(g, side, attacker, atk)
                try:
                    script.base(ctx)
                except UnscriptedFlip:
                    if len(seq) >= 6:  # flip until tails …: the rest is tails
                        todo.append((seq + (False,), p))
                    else:
                        todo.append((seq + (False,), p / 2))
                        todo.append((seq + (True,), p / 2))
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

    def effects(self, attacker, atk, defender) -> tuple[float, float]:
        """(value gained, value lost) expected from the attack's effects other than damage."""
        key = ("e", atk.name, _sig(attacker), _sig(defender))
        got = self._memo.get(key)
        if got is not None:
            return got
        script = script_of(attacker.facts).attacks.get(atk.name)
        pieces = getattr(script, "pieces", None)
        gain = lost = 0.0
        if pieces is not None:
            for piece in pieces:
                g2, l2 = self._effect(piece, attacker, defender)
                gain += g2
                lost += l2
        elif script is not None:
            gain = 2.0
        got = self._memo[key] = (gain, lost)
        return got

    def _effect(self, piece, attacker, defender) -> tuple[float, float]:
        name = _piece_name(piece)
        if name == "Flip":
            gain = lost = 0.0
            for p in piece.heads + piece.tails:
                g2, l2 = self._effect(p, attacker, defender)
                gain += g2 / 2
                lost += l2 / 2
            return gain, lost
        if name in _DAMAGE_PIECES:
            return 0.0, 0.0
        on_self = getattr(piece, "on", None) is _select.SELF
        if name == "Condition":
            value = CONDITION_VALUE.get(piece.condition, 10.0)
            if on_self:
                return 0.0, value
            if defender is not None and piece.condition not in defender.conditions \
                    and script_of(defender.card).can_have_conditions:
                return value, 0.0
            return 0.0, 0.0
        if name == "DiscardEnergy":
            return 0.0, 9.0 * piece.count
        if name == "Heal":
            return 0.6 * min(piece.amount, attacker.damage), 0.0
        if name == "HealDamageDone":
            return min(20.0, 0.4 * attacker.damage), 0.0
        if name == "DiscardDefendingEnergy":
            return (22.0 if defender is not None and defender.energy else 0.0), 0.0
        if name == "Lasts":
            if on_self:
                return PROTECTIVE.get(piece.kind, 5.0), 0.0
            return 8.0, 0.0
        if name in ("DisableAttack", "WhileActive", "OpponentLasts"):
            return 8.0, 0.0
        if name in ("FromDiscard", "FromDiscardUpTo", "OpponentSwitches", "YouSwitch",
                    "DrawCards", "SearchToBench"):
            return 4.0, 0.0
        return 2.0, 0.0  # an effect this player does not know: a little something

    def side_of(self, mon) -> Side:
        return self.g.side(mon.owner)

    def other_of(self, mon) -> Side:
        return self.g.opponent(mon.owner)

    def attack(self, attacker, atk, defender, plus: int = 0) -> _Attack:
        """The estimate of ``attacker`` (as the Active) using ``atk`` on ``defender`` as the
        Defending Pokémon, with ``plus`` more PlusPower cards attached."""
        key = (atk.name, _sig(attacker), _sig(defender), plus, self.powers_key())
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
        added = []
        if plus:
            added = [_pluspower()] * plus
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
                            v += WIN_BONUS if wins_on_ko else KO_BONUS + _worth(mon)
                    elif mon is attacker:
                        own_exp += p * dmg
                        p_self += p * ko
                        v -= 0.5 * min(dmg, mon.remaining_hp)
                        if ko:
                            v -= KO_BONUS + _worth(mon)
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

    def _last_prize(self, taker: str, victim) -> bool:
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
        return not hooks.any_says(self.g, "blocks_attack", mon, atk.name, mons=(mon,))

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
                    plus: int = 0):
        """(value, estimate, attack) of ``attacker``'s best payable attack, or None.
        ``extras``: alternative Energy units it may get first (one of them); None: none."""
        best = None
        if attacker.conditions & {"asleep", "paralyzed"} and extras is None:
            return None
        for atk in attacker.attacks:
            if extras is None:
                if not self.payable(attacker, atk):
                    continue
            elif not any(self.payable(attacker, atk, e) for e in extras):
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
            score = (_printed_value(a), -len(a.cost))
            if best is None or score > best[0]:
                best = (score, a)
        got = self._cache[key] = best[1] if best else None
        return got


def _sig(mon) -> tuple | None:
    """What an estimate depends on about one Pokémon."""
    if mon is None:
        return None
    return (mon.card.id, mon.form, mon.damage, tuple(c.id for c in mon.energy),
            tuple(c.id for c in mon.attached), mon.effects, mon.conditions, mon.owner,
            len(mon.stack))


_BENCH_PIECES = frozenset({"BenchDamage", "FlipEachBenched", "FlipEachBenchedRecoil",
                           "ChosenBenchDamage"})
#: pieces of the effect vocabulary that only decide damage (step 1 runs them)
_DAMAGE_PIECES = frozenset({"TimesHeads", "TimesCounters", "More", "SelfDamage",
                            "PlusPerEnergy", "PlusPerCounter", "PlusPerUnusedEnergy",
                            "PlusPerNamed", "FlipUntilTails", "DoesNothing",
                            "NoWeaknessResistance", "RequiresDamage", *_BENCH_PIECES})


def _piece_name(piece) -> str:
    """The name of the vocabulary class that ``piece`` was before pieces took selectors and
    counts; the tables above and ``_effect`` go by these names."""
    per = getattr(piece, "per", None)
    if isinstance(piece, _vocab.Times):
        if isinstance(per, _select.Heads):
            return "TimesHeads" if isinstance(per.coins, int) else "FlipPerEnergy"
        return {_select.HeadsUntilTails: "FlipUntilTails", _select.Counters: "TimesCounters",
                _select.EnergyCards: "TimesEnergyCards"}.get(type(per), "Times")
    if isinstance(piece, _vocab.Plus):
        if per is None:
            return "More"
        if piece.amount < 0:
            return "MinusPerCounter"
        return {_select.EnergyCards: "PlusPerEnergy", _select.Counters: "PlusPerCounter",
                _select.UnusedEnergy: "PlusPerUnusedEnergy", _select.Where: "PlusPerNamed",
                _select.Benched: "PlusPerBenched"}.get(type(per), "Plus")
    if isinstance(piece, _vocab.Damage):
        if piece.to is _select.SELF:
            return "SelfDamage"
        return {_select.Chosen: "ChosenBenchDamage", _select.Benched: "BenchDamage",
                _select.SharingType: "BenchDamageSameType"}.get(type(piece.to), "Damage")
    if isinstance(piece, _vocab.FlipEach):
        return "FlipEachBenchedRecoil" if piece.recoil else "FlipEachBenched"
    if isinstance(piece, _vocab.Condition) and piece.poison != 10:
        return "StrongPoison"
    if isinstance(piece, _vocab.Heal) and piece.amount is None:
        return "HealAll"
    if isinstance(piece, _vocab.Switch):
        return "YouSwitch" if piece.whose == _select.YOURS else "OpponentSwitches"
    if isinstance(piece, _vocab.Draw):
        return "DrawCards"
    return type(piece).__name__


def _first_stages() -> dict[str, set[str]]:
    """For each Stage 1 name, the names of the Basic Pokémon it evolves from."""
    from oldback.cards.catalog import cards

    out: dict[str, set[str]] = {}
    for c in cards():
        if c.stage == "Stage 1" and c.evolves_from:
            out.setdefault(c.name, set()).add(c.evolves_from)
    return out


class _Lazy(dict):
    def get(self, key, default=None):  # noqa: D102 (filled on first use)
        if not self:
            self.update(_first_stages())
        return super().get(key, default)


_FIRST_STAGE: dict[str, set[str]] = _Lazy()


def _pluspower() -> Card:
    from oldback.cards.catalog import card

    return card("base1-84")
_TOUCHES_BENCH: dict[tuple[str, str], bool] = {}


def _touches_bench(mon, atk) -> bool:
    key = (mon.facts.behaviour_id, atk.name)
    got = _TOUCHES_BENCH.get(key)
    if got is None:
        script = script_of(mon.facts).attacks.get(atk.name)
        pieces = getattr(script, "pieces", None)
        if script is None:
            got = False
        elif pieces is None:
            got = True
        else:
            got = any(_piece_name(p) in _BENCH_PIECES or _piece_name(p) == "Flip"
                      and any(_piece_name(q) in _BENCH_PIECES for q in p.heads + p.tails)
                      for p in pieces)
        _TOUCHES_BENCH[key] = got
    return got


def _put_active(side: Side, mon) -> None:
    """Make ``mon`` the Active Pokémon of ``side`` (swapping places), for an estimate."""
    if side.active is mon:
        return
    if mon in side.bench:
        i = side.bench.index(mon)
        side.bench[i] = side.active
        side.active = mon
        if side.bench[i] is None:
            del side.bench[i]
    else:
        side.active = mon


def _printed_value(atk) -> float:
    dmg = atk.base_damage
    if atk.damage.endswith(("x", "×")):
        dmg = dmg * 1.5
    elif atk.damage.endswith("+"):
        dmg += 10
    return dmg + (5 if atk.has_text and not dmg else 0)


def _worth(mon) -> float:
    """How much a Pokémon in play is worth beyond its Prize: its stage and Energy."""
    return 10.0 * (len(mon.stack) - 1) + 6.0 * len(mon.energy)


def missing(units: list[str], cost: tuple[str, ...]) -> int:
    """How many more Energy units ``units`` need to pay ``cost``."""
    have: dict[str, int] = {}
    for t in units:
        have[t] = have.get(t, 0) + 1
    wild = have.pop(energy.ANY, 0)
    short = 0
    colorless = 0
    for t in cost:
        if t == "Colorless":
            colorless += 1
        elif have.get(t, 0) > 0:
            have[t] -= 1
        elif wild > 0:
            wild -= 1
        else:
            short += 1
    left = sum(have.values()) + wild
    return short + max(0, colorless - left)


# --- the player ------------------------------------------------------------------------
class HeuristicAgent(Agent):
    """A fast rule-based player (see the module's description). Deterministic: it uses
    no randomness at all; ``seed`` is accepted for the common constructor."""

    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._turn: int | None = None
        self._counts: dict[str, int] = {}
        self._flags: set[str] = set()
        self._actions = 0
        self._kind_run: tuple[str, int] = ("", 0)
        self._plan: dict[str, object] = {}
        self._memo: dict = {}

    def fork(self) -> HeuristicAgent:
        """A copy with the same memory of this turn (for search rollouts)."""
        h = HeuristicAgent(self.seed)
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
            name = _card_name(view, key[5:])
            if name == "Switch":
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
        b = Board(view, self._memo)
        cards = [_card_in(b, k) for k in keys]
        if any(c is None for c in cards):
            return None
        return {k: _hold_value(b, c) for k, c in zip(keys, cards, strict=True)}

    def rank(self, view: View) -> list[tuple[float, str]]:
        """The action options worth considering, best first, as (score, key): the
        non-final actions worth taking, then the attacks and ``end``. The first is the
        heuristic's choice."""
        d = view.decision
        assert d is not None and d.kind == "action"
        self._sync(view)
        b = Board(view, self._memo)
        keys = [o.key for o in d.options]
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
        atk = next((a for a in me.attacks if a.name == name), None)
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
            return 60.0
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
        return 0.0  # discard a Doll or Fossil, or anything unknown: not worth it

    def _hand(self, b: Board) -> list[Card]:
        return b.me.hand

    def _score_bench(self, b: Board, cid: str) -> float:
        card = _find(b.me.hand, cid)
        if card is None:
            return 0.0
        n = len(b.me.bench)
        if card.supertype == "Trainer":  # Clefairy Doll, Mysterious Fossil
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
        card = _find(b.me.hand, cid)
        if card is None:
            return 0.0
        mon = _at(b.me, slot)
        if mon is None or not mon.attacks:
            return 0.0
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
        return any(c.supertype == "Energy" for c in b.me.hand)

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
                if any(energy.can_pay(more, a.cost) for a in me.attacks):
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

    def _score_power(self, b: Board, slot: str, name: str) -> float:
        mon = _at(b.me, slot)
        if mon is None:
            return 0.0
        hand = b.me.hand
        if name == "Rain Dance":
            water = next((c for c in hand if c.name == "Water Energy"), None)
            if water is None:
                return 0.0
            best = max((self._score_attach(b, water.id, _slot_of(b.me, m))
                        for m in b.me.in_play if "Water" in m.types), default=0.0)
            return 55.0 if best >= 20 else 8.0
        if name == "Energy Burn":
            if mon is b.me.active:
                fire = ["Fire"] * len(b.units(mon))
                for atk in mon.attacks:
                    if not b.payable(mon, atk) and energy.can_pay(fire, atk.cost):
                        return 70.0
            return 0.0
        if name == "Damage Swap":
            me = b.me.active
            if me is not None and me.damage and b.threat(me)[1] >= 0.5 and any(
                    m.remaining_hp > 20 for m in b.me.bench):
                return 30.0
            return 0.0
        if name == "Strange Behavior":
            me = b.me.active
            if me is not None and me is not mon and me.damage and mon.remaining_hp > 20:
                return 25.0
            return 0.0
        if name == "Heal":
            return 20.0 if any(m.damage for m in b.me.in_play) else 0.0
        if name == "Curse":
            return 12.0 if any(m.damage for m in b.opp.in_play) else 0.0
        return 0.0

    def _wants(self, b: Board) -> dict[str, float]:
        """What the player would like to find: evolutions, Energy, Basics."""
        me = b.me
        names = {m.name for m in me.in_play}
        hand = me.hand
        wants = {}
        if not any(c.evolves_from in names for c in hand if c.supertype == "Pokémon"):
            wants["evolution"] = 1.0
        if not any(c.supertype == "Energy" for c in hand) and "energy" not in self._flags:
            wants["energy"] = 1.0
        if len(me.bench) < 2 and not any(
                c.supertype == "Pokémon" and c.stage in ("Basic", "Baby") for c in hand):
            wants["basic"] = 1.0
        return wants

    def _score_trainer(self, b: Board, cid: str, keys: list[str]) -> float:
        card = _find(b.me.hand, cid)
        if card is None:
            return 0.0
        name = card.name
        me, opp = b.me, b.opp
        view = b.view
        others = [c for c in me.hand if c is not card]
        deck = view.me.deck_count
        active, foe = me.active, opp.active
        spare = deck - (2 * view.me.prize_count + 4)  # cards that may be drawn safely
        if name == "Bill":
            return 90.0 if spare >= 2 else 0.0
        if name == "Professor Oak":
            if spare < 10:
                return 0.0
            useful = sum(1 for c in others if _hold_value(b, c) >= 40)
            return 12.0 if len(others) <= 3 or useful <= 1 else 0.0
        if name == "Impostor Professor Oak":
            if view.opp.deck_count <= 8 or view.opp.hand_count >= 7:
                return 10.0
            return 0.0
        if name == "Gambler":
            return 6.0 if len(others) <= 2 and spare >= 8 else 0.0
        cheap = sorted(_hold_value(b, c) for c in others)  # what a discard would cost
        if name in ("Computer Search", "Item Finder"):
            if len(others) < 3 or cheap[1] >= 40:
                return 0.0
            if name == "Item Finder":
                good = [c for c in view.me.discard if c.supertype == "Trainer"
                        and TRAINER_VALUE.get(c.name, 0) >= 38]
                return 10.0 if good else 0.0
            return 72.0 if self._wants(b) else 0.0
        if name == "Energy Search":
            return 75.0 if "energy" in self._wants(b) else 0.0
        if name == "Poké Ball":
            w = self._wants(b)
            return 60.0 if ("evolution" in w or "basic" in w) else 0.0
        if name == "Energy Retrieval":
            n_energy = sum(1 for c in others if c.supertype == "Energy")
            if n_energy <= 1 and len(others) >= 1 and cheap[0] < 35 and any(
                    c.is_basic_energy for c in view.me.discard):
                return 70.0 if "energy" not in self._flags else 8.0
            return 0.0
        if name == "Pokémon Breeder":
            return 62.0
        if name == "Energy Removal":
            if foe is not None and foe.energy:
                return 45.0
            return 12.0 if any(m.energy for m in opp.bench) else 0.0
        if name == "Super Energy Removal":
            if foe is None or len(foe.energy) < 2 and not any(
                    len(b.provides(foe, c)) > 1 for c in foe.energy):
                return 0.0
            spare = any(m.energy for m in me.bench) or (
                active is not None and len(active.energy) > 2)
            return 40.0 if spare else 0.0
        if name == "Gust of Wind":
            target = self._gust_target(b)
            if target is not None:
                self._plan["gust"] = target.uid
                return 28.0
            return 0.0
        if name == "PlusPower":
            if active is None or foe is None:
                return 0.0
            n = sum(1 for c in active.attached if c.name == "PlusPower")
            now = b.best_attack(active, foe, plus=n)
            more = b.best_attack(active, foe, plus=n + 1)
            if now is not None and more is not None and more[1].p_ko - now[1].p_ko >= 0.3:
                return 26.0
            return 0.0
        if name == "Switch":
            gain = self._escape_gain(b)
            if gain <= 0:
                return 0.0
            if "retreat" in keys and active is not None and active.facts.retreat_cost == 0:
                return 0.0  # retreat is free: keep the card
            return 66.0
        if name == "Full Heal":
            if active is not None and active.conditions & {"asleep", "paralyzed", "confused"}:
                return 45.0
            return 10.0 if active is not None and "poisoned" in active.conditions else 0.0
        if name in ("Potion", "Super Potion"):
            heal = 20 if name == "Potion" else 40
            if active is None:
                return 0.0
            exp, p_ko = b.threat(active)
            if active.damage >= heal // 2 and p_ko >= 0.5 and active.remaining_hp + heal > exp:
                return 30.0 if name == "Potion" else 22.0
            if name == "Potion" and any(m.damage >= 30 for m in me.in_play):
                return 8.0
            return 0.0
        if name == "Defender":
            if active is None:
                return 0.0
            exp, p_ko = b.threat(active)
            if p_ko >= 0.5 and active.remaining_hp > exp - 20:
                return 20.0
            return 0.0
        if name == "Scoop Up":
            if active is not None and active.card.stage in ("Basic", "Baby") and \
                    self._doomed(b, active) and not self._ko_now(b) and me.bench and \
                    len(active.energy) <= 1 and active.damage >= 30:
                return 20.0
            return 0.0
        if name == "Revive":
            return 15.0 if len(me.bench) <= 2 else 0.0
        if name == "Pokémon Center":
            hurt = sum(m.damage for m in me.in_play)
            lost = sum(len(m.energy) for m in me.in_play if m.damage)
            return 10.0 if hurt >= 80 and lost <= 2 else 0.0
        return 0.0

    def _gust_target(self, b: Board):
        me = b.me.active
        if me is None or not b.opp.bench or me.conditions & {"asleep", "paralyzed"}:
            return None
        foe = b.opp.active
        here = b.best_attack(me, foe) if foe is not None else None
        best = None
        for m in b.opp.bench:
            got = b.best_attack(me, m)
            if got is None or got[1].p_ko < 0.5:
                continue
            score = got[1].p_ko * (KO_BONUS + _worth(m)) + got[0] * 0.1
            if best is None or score > best[0]:
                best = (score, m)
        if best is None:
            return None
        if here is not None and here[1].p_ko >= 0.5 and here[0] >= best[0]:
            return None  # the Active is as good a Knock Out
        return best[1]

    # --- the other decisions -------------------------------------------------------------
    def _answer(self, view: View, d: Decision) -> str:
        kind = d.kind
        keys = d.keys
        b = Board(view, self._memo)
        run = self._kind_run[1]
        if run > 12 and "done" in keys:
            return "done"
        handler = getattr(self, "_on_" + kind.replace("-", "_"), None)
        if handler is not None:
            got = handler(b, keys)
            if got is not None and got in d:
                return got
        return self._generic(b, d)

    def _generic(self, b: Board, d: Decision) -> str:
        keys = d.keys
        if set(keys) == {"yes", "no"}:
            return "yes"
        real = [k for k in keys if k != "done"]
        if not real:
            return keys[0]
        prompt = d.prompt.lower()
        losing = any(w in prompt for w in ("discard", "shuffle", "into your deck", "put back",
                                           "trade", "return"))
        if all(k.isdigit() for k in real):
            return max(real, key=int) if not losing else min(real, key=int)
        if all(k in TYPES for k in real):
            return self._pick_type(b, real)
        if all(_is_slot(k) for k in real):
            return self._pick_slot(b, real, losing)
        if all(":" in k for k in real):
            return self._pick_attached(b, real)
        cards = [k for k in real if _card_in(b, k) is not None]
        if len(cards) == len(real):
            values = {k: _hold_value(b, _card_in(b, k)) for k in real}
            return (min if losing else max)(real, key=lambda k: values[k])
        names = _attack_names(b)
        if all(k in names for k in real):
            return max(real, key=lambda k: _printed_value(names[k]))
        return real[0]

    # setup
    def _on_mulligan(self, b: Board, keys):
        return "keep" if b.view.me.mulligans >= 4 else "mulligan"

    def _on_setup_active(self, b: Board, keys):
        hand = b.me.hand

        def score(k):
            c = _find(hand, k)
            if c is None:
                return -1e9
            if c.supertype != "Pokémon":
                return -1000.0
            energies = [energy.basic_type(e) if e.kind == "Basic" else "Colorless"
                        for e in hand if e.supertype == "Energy"]
            s = (c.hp or 0) / 10 - 2.0 * c.retreat_cost
            for a in c.attacks:
                if missing(energies, a.cost) <= max(0, len(a.cost) - 1):
                    s += 3.0 + len(a.cost) * -0.5 + a.base_damage / 20
            if any(h.evolves_from == c.name for h in hand):
                s -= 2.0  # keep evolving Pokémon safe on the Bench
            return s
        return max(keys, key=score)

    def _on_setup_bench(self, b: Board, keys):
        hand = b.me.hand
        real = [k for k in keys if k != "done"]
        pokemon = [k for k in real if (c := _find(hand, k)) is not None
                   and c.supertype == "Pokémon"]
        if pokemon:
            return max(pokemon, key=lambda k: (_find(hand, k).hp or 0))
        fossils = [k for k in real if any(h.evolves_from == _find(hand, k).name for h in hand)]
        if fossils:
            return fossils[0]
        return "done"

    _on_bonus_bench = _on_setup_bench

    def _on_bonus_draw(self, b: Board, keys):
        return max(keys, key=int)

    # choosing Pokémon
    def _on_promote(self, b: Board, keys):
        return self._pick_own_bench(b, keys)

    def _on_retreat_new_active(self, b: Board, keys):
        return self._pick_own_bench(b, keys)

    def _on_switch(self, b: Board, keys):
        if all(k.startswith("opp-") for k in keys):
            return self._on_gust(b, keys)
        return self._pick_own_bench(b, keys)

    def _pick_own_bench(self, b: Board, keys):
        def score(k):
            mon = _at(b.me, k)
            return self._promote_score(b, mon) if mon is not None else -1e9
        return max(keys, key=score)

    def _on_gust(self, b: Board, keys):
        planned = self._plan.get("gust")
        for k in keys:
            mon = _at(b.opp, k[4:]) if k.startswith("opp-") else None
            if mon is not None and mon.uid == planned:
                return k
        me = b.me.active

        def score(k):
            mon = _at(b.opp, k[4:]) if k.startswith("opp-") else None
            if mon is None:
                return -1e9
            s = -mon.remaining_hp / 10
            if me is not None:
                got = b.best_attack(me, mon)
                if got is not None:
                    s += got[0]
            if not any(b.payable(mon, a, (energy.ANY,)) for a in mon.attacks):
                s += 10 + 5 * mon.facts.retreat_cost
            return s
        return max(keys, key=score)

    def _on_retreat_energy(self, b: Board, keys):
        return self._pick_attached(b, keys)

    def _on_discard_energy(self, b: Board, keys):
        return self._pick_attached(b, keys)

    def _pick_attached(self, b: Board, keys):
        """Among ``slot:card`` keys: the opponent's most valuable Energy, or the least
        valuable of one's own."""
        real = [k for k in keys if k != "done"]
        if not real:
            return keys[0]
        theirs = [k for k in real if k.startswith("opp-")]
        if theirs:
            def harm(k):
                slot, _, cid = k.partition(":")
                mon = _at(b.opp, slot[4:])
                if mon is None:
                    return -1e9
                card = _find(mon.energy, cid)
                s = 20.0 if slot == "opp-active" else 0.0
                if card is None:
                    return s
                units = b.units(mon)
                gone = list(units)
                for t in b.provides(mon, card):
                    if t in gone:
                        gone.remove(t)
                for a in mon.attacks:
                    if energy.can_pay(units, a.cost) and not energy.can_pay(gone, a.cost):
                        s += 10 + a.base_damage / 10
                s += 4 * len(b.provides(mon, card))
                return s
            return max(theirs, key=harm)

        def keep(k):
            slot, _, cid = k.partition(":")
            mon = _at(b.me, slot)
            if mon is None:
                return 1e9
            card = _find(mon.energy, cid)
            if card is None:
                return 1e9
            s = 0.0 if slot != "active" else 5.0
            goal = b.goal(mon, b.me.hand)
            units = b.units(mon)
            if goal is not None:
                gone = list(units)
                for t in b.provides(mon, card):
                    if t in gone:
                        gone.remove(t)
                s += 10 * (missing(gone, goal.cost) - missing(units, goal.cost))
            s += 3 * len(b.provides(mon, card))
            return s
        return min(real, key=keep)

    def _on_attach_to(self, b: Board, keys):
        d = b.view.decision
        prompt = d.prompt if d is not None else ""
        card = next((c for c in b.me.hand if c.supertype == "Energy" and c.name in prompt),
                    None)
        if card is None:  # Defender, a Pokémon Tool: the Active
            return "active" if "active" in keys else None
        return max(keys, key=lambda k: self._score_attach(b, card.id, k))

    def _on_heal(self, b: Board, keys):
        def score(k):
            mon = _at(b.me, k)
            if mon is None:
                return -1e9
            return mon.damage + (25 if k == "active" else 0)
        return max(keys, key=score)

    _on_heal_which = _on_heal

    def _on_scoop_up(self, b: Board, keys):
        return "active" if "active" in keys else None

    def _on_to_deck(self, b: Board, keys):
        return self._pick_slot(b, keys, True)

    def _on_move_counter_from(self, b: Board, keys):
        real = [k for k in keys if k != "done"]
        own = [k for k in real if not k.startswith("opp-")]
        if own:  # move damage away from the most threatened of one's own
            return max(own, key=lambda k: (k == "active", _at(b.me, k).damage))
        # the opponent's: from the one least likely to be Knocked Out anyway
        return max(real, key=lambda k: _at(b.opp, k[4:]).remaining_hp)

    def _on_move_counter_to(self, b: Board, keys):
        real = [k for k in keys if k != "done"]
        theirs = [k for k in real if k.startswith("opp-")]
        if theirs:
            def finish(k):
                mon = _at(b.opp, k[4:])
                return (mon.remaining_hp <= 10, k == "opp-active", -mon.remaining_hp)
            return max(theirs, key=finish)
        return max(real, key=lambda k: (_at(b.me, k).remaining_hp > 10, k != "active",
                                        _at(b.me, k).remaining_hp))

    def _on_tool_timing(self, b: Board, keys):
        return "yes"

    def _on_disable_attack(self, b: Board, keys):
        foe = b.opp.active
        if foe is None:
            return None
        atts = {a.name: a for a in foe.attacks}

        def score(k):
            a = atts.get(k)
            if a is None:
                return -1
            return (b.payable(foe, a, (energy.ANY,)), _printed_value(a))
        return max(keys, key=score)

    def _on_copy_attack(self, b: Board, keys):
        me, foe = b.me.active, b.opp.active
        if foe is None or me is None:
            return None
        atts = {a.name: a for a in foe.attacks}
        return max(keys, key=lambda k: b.attack(me, atts[k], foe).value if k in atts else -1e9)

    def _on_search_deck(self, b: Board, keys):
        real = [k for k in keys if k != "done"]
        if not real:
            return "done"
        return max(real, key=lambda k: _find_value(b, k))

    def _on_from_discard(self, b: Board, keys):
        return self._on_search_deck(b, keys)

    def _on_discard_from_hand(self, b: Board, keys):
        return min(keys, key=lambda k: _find_value(b, k))

    _on_shuffle_from_hand = _on_discard_from_hand
    _on_trade_away = _on_discard_from_hand

    # helpers of the generic answers
    def _pick_type(self, b: Board, keys):
        me, foe = b.me.active, b.opp.active
        if foe is not None and foe.weakness in keys:
            return foe.weakness
        if me is not None:
            for t in me.types:
                if t in keys:
                    return t
        return keys[0]

    def _pick_slot(self, b: Board, keys, losing: bool):
        def score(k):
            if k.startswith("opp-"):
                mon = _at(b.opp, k[4:])
                if mon is None:
                    return -1e9
                s = 100.0 if k == "opp-active" else 0.0
                return s + mon.damage / 10 + (-100 if losing else 0)
            mon = _at(b.me, k)
            if mon is None:
                return -1e9
            s = 50.0 if k == "active" else 0.0
            s += _worth(mon) + mon.remaining_hp / 10
            return -s if losing else s
        return max(keys, key=score)


# --- small helpers ---------------------------------------------------------------------
def _find(cards, cid: str) -> Card | None:
    for c in cards:
        if c.id == cid:
            return c
    return None


def _card_name(view: View, cid: str) -> str:
    c = _find(view.me.hand or [], cid)
    return c.name if c is not None else ""


def _at(side: Side, slot: str):
    if slot == "active":
        return side.active
    if slot.startswith("bench") and slot[5:].isdigit():
        i = int(slot[5:]) - 1
        if 0 <= i < len(side.bench):
            return side.bench[i]
    return None


def _slot_of(side: Side, mon) -> str:
    if side.active is mon:
        return "active"
    return f"bench{side.bench.index(mon) + 1}"


def _is_slot(k: str) -> bool:
    k = k[4:] if k.startswith("opp-") else k
    return k == "active" or (k.startswith("bench") and k[5:].isdigit())


def _card_in(b: Board, cid: str) -> Card | None:
    from oldback.cards.catalog import card

    try:
        return card(cid)
    except KeyError:
        return None


def _find_value(b: Board, cid: str) -> float:
    c = _card_in(b, cid)
    return _hold_value(b, c) if c is not None else 0.0


def _attack_names(b: Board) -> dict:
    out = {}
    for m in (b.me.active, b.opp.active):
        if m is not None:
            for a in m.attacks:
                out[a.name] = a
    return out


def _hold_value(b: Board, c: Card) -> float:
    """How useful the card ``c`` is in this player's hand now."""
    me = b.me
    hand = me.hand
    in_play = me.in_play
    copies = sum(1 for h in hand if h.id == c.id)
    if c.supertype == "Pokémon":
        if c.stage in ("Basic", "Baby") and c.evolves_from is None:
            v = 55.0 if len(in_play) < 3 else 30.0
            return v - 8 * max(0, copies - 1)
        names = {m.name for m in in_play}
        if c.evolves_from in names:
            return 70.0 - 20 * max(0, copies - 1)
        if any(h.name == c.evolves_from for h in hand):
            return 42.0
        if c.stage == "Stage 2":
            # the Basic of its line in play (Pokémon Breeder skips the middle stage)
            line = {h.evolves_from for h in hand if h.name == c.evolves_from}
            line |= _FIRST_STAGE.get(c.evolves_from or "", set())
            if line & names or any(h.name == "Pokémon Breeder" for h in hand):
                return 58.0 - 15 * max(0, copies - 1)
            return 30.0
        return 12.0
    if c.supertype == "Energy":
        n_energy = sum(1 for h in hand if h.supertype == "Energy")
        v = 30.0
        if c.kind != "Basic":
            v = 45.0
        else:
            t = energy.basic_type(c)
            for m in in_play:
                goal = b.goal(m, hand)
                if goal is not None and t in goal.cost and missing(b.units(m), goal.cost) > 0:
                    v = 55.0
                    break
        return v - 6 * max(0, n_energy - 2)
    v = float(TRAINER_VALUE.get(c.name, 20))
    return v - 5 * max(0, copies - 1)


__all__ = ["Board", "HeuristicAgent", "missing", "standin"]
