"""Deck statistics: mulligans, opening hands, draws by turn and Prize cards (issue 14).

The set-up follows the spec's "Pre-Game Set-Up Procedures" (Official Book 2000) as
``oldback.engine.setup`` plays it, and the turn draw follows ``oldback.engine.turn``:

1. Shuffle, draw 7. A hand is *kept* when it holds a Basic (or Baby) Pokémon; a hand
   whose only starters are Clefairy Doll / Mysterious Fossil is kept or mulliganed by
   the ``doll_fossil`` policy (``"keep"``, the default, or ``"mulligan"``). Every
   mulligan shuffles the hand back into the whole deck, so the attempts are
   independent: the number of mulligans is geometric, and the kept hand is a 7-card
   hand *conditioned* on being kept (whatever the number of mulligans before it).
2. The 6 Prize cards (``rules.prizes``) are set aside from the top of the deck after
   the kept hand. Given the kept hand, the other cards lie in a uniformly random
   order, so the Prizes are a uniformly random 6 of the remaining cards, and every
   later draw comes from the cards that are not Prizes.
3. Bonus draws: a player draws up to 2 cards per mulligan of the opponent not matched
   by one of its own (``rules.mulligan_bonus_draws``). The model assumes the player
   takes *every* card offered (the engine offers 0–2 each), never more than the deck
   holds after the Prizes. Both players' mulligan counts are independent geometric
   variables, which gives the bonus count's distribution in closed form. The opponent
   plays the ``vs`` deck (the same deck by default) under the same policy.
   Whether the bonus cards come after the Prizes (Official Book 2000) or before them
   (``bonus_draws_after_prizes`` off, WotC 1999) does not change any figure here: in
   both, the bonus cards and the Prizes are disjoint random sets of the cards left
   after the kept hand.
4. Turns are the player's own: "by the start of turn k" counts the kept hand, the
   bonus cards and the draws of the player's turns 1 … k, the draw of turn k included.
   The player going first skips the draw of turn 1 only when ``first_player_draws`` is
   off (the ``japan`` preset); otherwise going first or second draws alike.

"Holding a card" means having drawn it: a Basic put into play at set-up counts. Cards
played, discarded or searched for are not modelled — only the natural draws.

So, with ``n`` cards, ``K`` of them keepable starters, a card with ``c`` copies of
which ``a`` are keepable starters, ``R = n - 7`` cards left after the hand and
``P`` Prize cards:

- P(mulligan) = q = C(n-K, 7) / C(n, 7); P(m mulligans) = q^m (1 - q);
- P(no copy in the kept hand) = [C(n-c, 7) - C(n-c-(K-a), 7)] / [C(n, 7) - C(n-K, 7)];
- P(no copy drawn in d later draws | none in the hand) = C(R-c, d) / C(R, d): the d
  cards drawn after the Prizes are a random d of the R cards, apart from the Prizes,
  so the Prizes leave this chance as it is; they bound the draws (d = min(bonus + turn
  draws, R - P): by then every card that is not a Prize has been drawn, and a real
  game would be lost on the next draw) and make "all copies prized" possible;
- P(all copies prized) = P(no copy in the kept hand) · C(R-c, P-c) / C(R, P);
- with q, r the mulligan chances of the player and its opponent, the opponent's lead
  D in mulligans has P(D ≥ j) = r^j (1 - q) / (1 - q r) for j ≥ 1.

``--simulate`` checks every figure against the engine's own set-up
(``oldback.Game.new`` and the set-up decisions, answered by the same policy), with
95% intervals: Wilson's for the probabilities, the normal one for the mean number of
bonus cards; ``DeckStats.disagreements(family=True)`` widens them (Bonferroni) so that
all hold together with 95% confidence.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from statistics import NormalDist
from typing import TYPE_CHECKING

from oldback.card import Card
from oldback.decks import Deck, _plain, load
from oldback.engine.setup import HAND_SIZE, can_start, is_basic
from oldback.rules import PRESETS, Rules, resolve

if TYPE_CHECKING:
    from oldback.engine.state import Side
    from oldback.screen import Screen

GOINGS = ("first", "second")
ORDINAL = {"first": "1st", "second": "2nd"}
POLICIES = ("keep", "mulligan")
#: how many mulligan counts the distribution lists at most; the rest is its tail
MAX_MULLIGAN_ROWS = 100
#: the distribution stops where the chance of more mulligans falls below this
TAIL = 1e-6
#: mulligan counts given as figures of their own (the last one: "or more")
MULLIGAN_FIGURES = 3
#: the half-width of a 95% interval, in standard errors
Z95 = NormalDist().inv_cdf(0.975)


@dataclass(frozen=True)
class CardOdds:
    """The figures of one card name of the deck."""

    name: str
    copies: int
    #: the chance of at least one copy in the kept 7-card hand
    opening: float
    #: going ("first"/"second") -> the chance of at least one copy drawn by the start of
    #: the player's turn 1, 2, … (the draw of that turn included)
    by_turn: dict[str, tuple[float, ...]]
    #: the chance that every copy is among the Prize cards
    all_prized: float


@dataclass(frozen=True)
class Estimate:
    """A simulated figure with its interval."""

    value: float
    low: float
    high: float

    def contains(self, x: float) -> bool:
        return self.low - 1e-12 <= x <= self.high + 1e-12


@dataclass(frozen=True)
class Simulation:
    """The figures counted over the engine's set-ups, keyed as ``DeckStats.figures``."""

    runs: int
    seed: int
    seconds: float
    #: label -> the number of set-ups where the event happened (every figure but the mean)
    hits: dict[str, int]
    bonus_mean: float
    #: the standard error of ``bonus_mean``
    bonus_error: float

    def estimate(self, label: str, z: float = Z95) -> Estimate:
        """A figure with its interval at ``z`` standard errors (1.96: 95%)."""
        from oldback.sim import wilson

        if label == "expected bonus draws":
            m, half = self.bonus_mean, z * self.bonus_error
            return Estimate(m, max(0.0, m - half), m + half)
        hits = self.hits[label]
        low, high = wilson(hits, self.runs, z)
        # (exactly 0 and 1 at the ends, where rounding leaves a trace)
        return Estimate(hits / self.runs, low if hits else 0.0,
                        high if hits < self.runs else 1.0)

    @property
    def figures(self) -> dict[str, Estimate]:
        """Every figure with its 95% interval."""
        return {label: self.estimate(label) for label in (*self.hits, "expected bonus draws")}


@dataclass(frozen=True)
class DeckStats:
    """Exact set-up and draw figures of a deck (see the module's docstring for the model)."""

    deck: str
    size: int
    vs: str
    rules: Rules
    doll_fossil: str
    turns: int
    going: tuple[str, ...]
    #: the chance that a 7-card hand is mulliganed
    mulligan: float
    #: the chance of exactly 0, 1, 2, … mulligans, as far as ``mulligans_tail`` says
    mulligans: tuple[float, ...]
    #: the chance of more mulligans than ``mulligans`` lists
    mulligans_tail: float
    expected_mulligans: float
    #: the number of bonus cards drawn for the opponent's mulligans -> its chance
    bonus_draws: dict[int, float]
    expected_bonus_draws: float
    #: each card that may start (Basic, Baby, Doll, Fossil) -> the chance it is in the kept hand
    can_start: dict[str, float]
    cards: dict[str, CardOdds]
    simulation: Simulation | None = field(default=None, compare=False)

    def figures(self) -> dict[str, float]:
        """Every figure by a label, the labels the simulation uses."""
        out = {"mulligan": self.mulligan}
        for m in range(MULLIGAN_FIGURES):
            out[f"mulligans {m}"] = _exactly(self.mulligan, m)
        out[f"mulligans {MULLIGAN_FIGURES}+"] = self.mulligan ** MULLIGAN_FIGURES
        out["expected bonus draws"] = self.expected_bonus_draws
        for name, odds in self.cards.items():
            out[f"{name}: opening hand"] = odds.opening
            for going in self.going:
                for k, p in enumerate(odds.by_turn[going], 1):
                    out[f"{name}: turn {k} going {going}"] = p
            out[f"{name}: all prized"] = odds.all_prized
        return out

    def disagreements(self, family: bool = False) -> list[str]:
        """The figures whose exact value lies outside the simulation's 95% interval.

        With ``family``, the intervals are widened (Bonferroni) so that all of them hold
        together with 95% confidence: with many figures a few fall outside their own 95%
        interval by chance alone (about 1 in 20), but none should fall outside these."""
        if self.simulation is None:
            return []
        z = self.joint_z() if family else Z95
        return [label for label, value in self.figures().items()
                if not self.simulation.estimate(label, z).contains(value)]

    def joint_z(self) -> float:
        """The half-width, in standard errors, of intervals that hold together with 95%
        confidence for all the figures (Bonferroni: 95% - 5%/m each for m figures)."""
        return NormalDist().inv_cdf(1 - 0.05 / 2 / len(self.figures()))

    def rules_name(self) -> str | None:
        """The preset these rules are, or None."""
        return next((name for name, r in PRESETS.items() if r == self.rules), None)

    def as_json(self) -> dict[str, object]:
        both = len(self.going) > 1
        cards: dict[str, object] = {}
        for name, odds in self.cards.items():
            by_turn: object = ({g: list(odds.by_turn[g]) for g in self.going} if both
                               else list(odds.by_turn[self.going[0]]))
            cards[name] = {"copies": odds.copies, "opening_hand": odds.opening,
                           "by_turn": by_turn, "all_prized": odds.all_prized}
        out: dict[str, object] = {
            "deck": self.deck, "cards_in_deck": self.size, "vs": self.vs,
            "rules": self.rules_name(), "switches": self.rules.changes(),
            "doll_fossil": self.doll_fossil, "going": self.going[0] if not both else "both",
            "turns": self.turns, "mulligan": self.mulligan, "mulligans": list(self.mulligans),
            "mulligans_tail": self.mulligans_tail,
            "expected_mulligans": self.expected_mulligans,
            "bonus_draws": {str(k): v for k, v in self.bonus_draws.items()},
            "expected_bonus_draws": self.expected_bonus_draws,
            "can_start": self.can_start, "cards": cards,
        }
        if self.simulation is not None:
            s = self.simulation
            estimates = s.figures
            out["simulation"] = {
                "runs": s.runs, "seed": s.seed, "seconds": round(s.seconds, 3),
                "figures": {label: {"exact": exact, "simulated": estimates[label].value,
                                    "low": estimates[label].low, "high": estimates[label].high}
                            for label, exact in self.figures().items()},
                "outside": self.disagreements(),
                "outside_family": self.disagreements(family=True),
            }
        return out


# --- the closed forms ----------------------------------------------------------------
def mulligan_chance(size: int, keepable: int, hand: int = HAND_SIZE) -> float:
    """The chance that ``hand`` cards from ``size`` hold none of ``keepable`` cards."""
    return math.comb(size - keepable, hand) / math.comb(size, hand)


def hand_miss(size: int, keepable: int, copies: int, overlap: int,
              hand: int = HAND_SIZE) -> float:
    """The chance that a kept hand (one holding at least one of the ``keepable`` cards)
    holds no copy of a card with ``copies`` copies, ``overlap`` of them keepable."""
    kept = math.comb(size, hand) - math.comb(size - keepable, hand)
    others = keepable - overlap  # keepable cards that are not this card
    missed = math.comb(size - copies, hand) - math.comb(size - copies - others, hand)
    return missed / kept


def draw_miss(left: int, copies: int, draws: int) -> float:
    """The chance that ``draws`` cards drawn at random from ``left`` miss every copy."""
    if copies > left:  # (a copy was in the hand then: the caller's chance is 0 anyway)
        return 0.0
    return math.comb(left - copies, draws) / math.comb(left, draws)


def bonus_distribution(own: float, opp: float, most: int) -> dict[int, float]:
    """The number of bonus cards drawn (2 per uncancelled opponent mulligan, at most
    ``most``) -> its chance, for mulligan chances ``own`` and ``opp`` of the player and
    its opponent."""
    if most <= 0 or opp == 0:
        return {0: 1.0}
    ratio = (1 - own) / (1 - own * opp)

    def lead(j: int) -> float:  # P(the opponent mulligans at least j more times)
        return opp ** j * ratio

    dist = {0: 1 - lead(1)}
    last = (most + 1) // 2  # the lead from which every card left is drawn
    for j in range(1, last):
        dist[2 * j] = lead(j) - lead(j + 1)
    dist[most] = dist.get(most, 0.0) + lead(last)
    return dist


def _exactly(q: float, m: int) -> float:
    return q ** m * (1 - q)


# --- the figures of a deck -------------------------------------------------------------
@dataclass(frozen=True)
class _Setup:
    """What both the closed forms and the simulation need, checked."""

    name: str
    cards: tuple[Card, ...]
    vs_name: str
    vs_cards: tuple[Card, ...]
    rules: Rules
    doll_fossil: str
    turns: int
    going: tuple[str, ...]
    names: tuple[str, ...]

    def keepable(self, c: Card) -> bool:
        return _keepable(c, self.doll_fossil)

    def turn_draws(self, going: str, k: int) -> int:
        """How many cards the player has drawn for its turns by the start of its turn k."""
        skips = going == "first" and not self.rules.first_player_draws
        return k - 1 if skips else k


def _keepable(c: Card, doll_fossil: str) -> bool:
    """Whether a hand holding ``c`` is kept under the Doll/Fossil policy."""
    return can_start(c) if doll_fossil == "keep" else is_basic(c)


def _deck(ref: Deck | str | Sequence[Card | str], label: str) -> tuple[str, tuple[Card, ...]]:
    if isinstance(ref, Deck):
        return ref.name or label, tuple(ref.cards)
    if isinstance(ref, str):
        deck = load(ref)
        return deck.name or ref, tuple(deck.cards)
    try:
        deck = Deck(ref)
    except KeyError as e:
        raise ValueError(f"{label}: {e.args[0]}") from None
    return label, tuple(deck.cards)


def _prepare(deck: Deck | str | Sequence[Card | str], vs: Deck | str | Sequence[Card | str] | None,
             rules: Rules | str | None, doll_fossil: str, turns: int, going: str,
             cards: Iterable[str] | None) -> _Setup:
    r = resolve(rules)
    if doll_fossil not in POLICIES:
        raise ValueError(f"doll_fossil is 'keep' or 'mulligan', not {doll_fossil!r}")
    if going not in (*GOINGS, "both"):
        raise ValueError(f"going is 'first', 'second' or 'both', not {going!r}")
    name, deck_cards = _deck(deck, "the deck")
    vs_name, vs_cards = (name, deck_cards) if vs is None else _deck(vs, "the opponent's deck")
    for label, cs in ((name, deck_cards), (vs_name, vs_cards)):
        if len(cs) < HAND_SIZE + r.prizes:
            raise ValueError(f"{label} has {len(cs)} cards: at least {HAND_SIZE + r.prizes} "
                             f"are needed to draw a hand of 7 and set {r.prizes} Prize cards")
        if not any(_keepable(c, doll_fossil) for c in cs):
            raise ValueError(
                f"{label} has no Basic Pokémon: it never keeps a hand"
                + (" (its Doll/Fossil hands are mulliganed)" if any(map(can_start, cs)) else ""))
    most = len(deck_cards) - HAND_SIZE - r.prizes
    if not isinstance(turns, int) or isinstance(turns, bool) or not 1 <= turns <= most:
        raise ValueError(f"turns must be a whole number from 1 to {most} (the cards left to "
                         f"draw after the hand and the Prize cards), not {turns!r}")
    if cards is None:
        names = [c.name for c in deck_cards]
    else:
        names = [_card_name(ask, name, deck_cards) for ask in cards]
    return _Setup(name, deck_cards, vs_name, vs_cards, r, doll_fossil, turns,
                  GOINGS if going == "both" else (going,), tuple(dict.fromkeys(names)))


def _card_name(asked: str, deck_name: str, cards: Sequence[Card]) -> str:
    """The deck's card name that ``asked`` names (a name, loosely, or a card id)."""
    for c in cards:
        if asked in (c.id, c.name) or _plain(asked) == _plain(c.name):
            return c.name
    from oldback.facts.catalog import card

    try:
        known = card(asked)
    except KeyError:
        raise ValueError(f"no card named {asked!r}") from None
    raise ValueError(f"{deck_name} has no {known.name} ({known.id}) "
                     f"(its cards: {', '.join(dict.fromkeys(c.name for c in cards))})")


def deck_stats(deck: Deck | str | Sequence[Card | str], *, going: str = "first",
               turns: int = 4, cards: Iterable[str] | None = None,
               rules: Rules | str | None = None,
               vs: Deck | str | Sequence[Card | str] | None = None,
               doll_fossil: str = "keep", simulate: int = 0, seed: int = 0) -> DeckStats:
    """The exact figures of ``deck`` (a Deck, a built-in deck's name, a deck file or a list
    of card references), and with ``simulate=N`` the same figures measured over N
    set-ups played by the engine (seeds ``seed`` … ``seed + N - 1``).

    ``going``: "first", "second" or "both"; ``turns``: the figures for turns 1 … turns;
    ``cards``: the names (or card ids) of the deck's cards to report, default all;
    ``vs``: the opponent's deck, whose mulligans give the bonus draws (default: the
    same deck); ``doll_fossil``: "keep" or "mulligan" a hand whose only starters are
    Clefairy Doll or Mysterious Fossil. ValueError, naming the problem, for bad input.
    """
    s = _prepare(deck, vs, rules, doll_fossil, turns, going, cards)
    n = len(s.cards)
    left = n - HAND_SIZE
    prizes = s.rules.prizes
    keepable = sum(map(s.keepable, s.cards))
    q = mulligan_chance(n, keepable)
    q_opp = mulligan_chance(len(s.vs_cards), sum(map(s.keepable, s.vs_cards)))
    most = left - prizes
    bonus = (bonus_distribution(q, q_opp, most) if s.rules.mulligan_bonus_draws else {0: 1.0})
    rows: list[float] = []
    while len(rows) < MAX_MULLIGAN_ROWS:
        rows.append(_exactly(q, len(rows)))
        if q ** len(rows) < TAIL:
            break

    def copies_and_miss(name: str) -> tuple[int, float]:
        """The copies of a card, and the chance the kept hand holds none."""
        copies = sum(c.name == name for c in s.cards)
        overlap = sum(c.name == name and s.keepable(c) for c in s.cards)
        return copies, hand_miss(n, keepable, copies, overlap)

    odds: dict[str, CardOdds] = {}
    for name in s.names:
        copies, miss = copies_and_miss(name)
        by_turn = {
            going: tuple(
                1 - miss * sum(p * draw_miss(left, copies, min(b + s.turn_draws(going, k), most))
                               for b, p in bonus.items())
                for k in range(1, s.turns + 1))
            for going in s.going}
        prized = miss * draw_miss(left, copies, left - prizes) if copies <= prizes else 0.0
        odds[name] = CardOdds(name, copies, 1 - miss, by_turn, prized)
    can = {name: 1 - copies_and_miss(name)[1]
           for name in dict.fromkeys(c.name for c in s.cards if can_start(c))}
    result = DeckStats(
        deck=s.name, size=n, vs=s.vs_name, rules=s.rules, doll_fossil=s.doll_fossil,
        turns=s.turns, going=s.going, mulligan=q, mulligans=tuple(rows),
        mulligans_tail=q ** len(rows), expected_mulligans=q / (1 - q), bonus_draws=bonus,
        expected_bonus_draws=sum(b * p for b, p in bonus.items()), can_start=can, cards=odds)
    if not simulate:
        return result
    if not isinstance(simulate, int) or isinstance(simulate, bool) or simulate < 1:
        raise ValueError(f"the number of simulated set-ups must be at least 1, not {simulate!r}")
    return replace(result, simulation=_simulate(s, simulate, seed))


# --- the engine's set-up, many times ------------------------------------------------
def _simulate(s: _Setup, runs: int, seed: int) -> Simulation:
    """Play the set-up ``runs`` times with the engine (p1 the deck, p2 the opponent's),
    answering its decisions by the model's policy, and count each figure."""
    from oldback.engine.game import Game, check_deck

    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    for label, cards in ((s.name, s.cards), (s.vs_name, s.vs_cards)):
        check_deck(list(cards), f"the simulation plays the engine's set-up, and {label}", s.rules)
    start = time.perf_counter()
    hits: Counter[str] = Counter()
    bonus_total = 0
    bonus_squares = 0
    wanted = set(s.names)
    for run in range(seed, seed + runs):
        g = Game.new(list(s.cards), list(s.vs_cards), seed=run, rules=s.rules, log=False)
        kept: list[str] | None = None
        bonus = 0
        while g.phase in ("setup", "place"):
            d = g.decision
            assert d is not None  # set-up always asks or finishes
            if d.kind == "mulligan":
                g.act(s.doll_fossil)
            elif d.kind == "bonus-draw":
                most = max(d.keys, key=int)
                if d.player == "p1":
                    kept, bonus = _drawn(g.p1), int(most)
                g.act(most)
            elif d.kind == "setup-active":
                g.act(d.options[0].key)
            else:  # setup-bench, bonus-bench
                g.act("done")
        side = g.p1
        deck = [c.name for c in side.deck]
        drawn = _drawn(side)
        if len(drawn) > HAND_SIZE + bonus:  # p1 went first and has drawn for turn 1
            deck.insert(0, drawn.pop())
        if kept is None:
            kept = drawn
        mulligans = side.mulligans
        hits["mulligan"] += mulligans > 0
        label = f"{min(mulligans, MULLIGAN_FIGURES)}{'+' if mulligans >= MULLIGAN_FIGURES else ''}"
        hits[f"mulligans {label}"] += 1
        bonus_total += bonus
        bonus_squares += bonus * bonus
        first_drawn: dict[str, int] = {}
        for i, name in enumerate(deck):
            if name in wanted:
                first_drawn.setdefault(name, i)
        held = set(drawn)
        never = len(s.cards)  # the draw index of a card not in the deck
        opening = set(kept)
        prized = Counter(c.name for c in side.prizes)
        for name in s.names:
            hits[f"{name}: opening hand"] += name in opening
            if prized[name] and prized[name] == sum(c.name == name for c in s.cards):
                hits[f"{name}: all prized"] += 1
            for going in s.going:
                for k in range(1, s.turns + 1):
                    if name in held or first_drawn.get(name, never) < s.turn_draws(going, k):
                        hits[f"{name}: turn {k} going {going}"] += 1
    labels = ["mulligan", *(f"mulligans {m}" for m in range(MULLIGAN_FIGURES)),
              f"mulligans {MULLIGAN_FIGURES}+"]
    for name in s.names:
        labels.append(f"{name}: opening hand")
        labels += [f"{name}: turn {k} going {going}" for going in s.going
                   for k in range(1, s.turns + 1)]
        labels.append(f"{name}: all prized")
    mean = bonus_total / runs
    variance = max(0.0, bonus_squares - runs * mean * mean) / max(1, runs - 1)
    return Simulation(runs, seed, time.perf_counter() - start,
                      {label: hits[label] for label in labels}, mean, math.sqrt(variance / runs))


def _drawn(side: Side) -> list[str]:
    """The names of the cards a side has drawn so far: its hand and its Pokémon in play."""
    mons = ([side.active] if side.active is not None else []) + side.bench
    return [c.name for m in mons for c in m.stack] + [c.name for c in side.hand]


# --- showing the figures ---------------------------------------------------------------
def percent(p: float) -> str:
    """A chance as a percentage: one decimal, two significant digits below 0.1%."""
    if p >= 0.001 or p == 0:
        return f"{100 * p:.1f}%"
    return f"{100 * p:.2g}%" if p >= 1e-6 else "<0.0001%"


def show(st: DeckStats, screen: Screen) -> None:
    """The figures as tables (rich markup, plain text where ``screen`` is plain)."""
    from oldback.screen import esc

    rules = st.rules_name() or ", ".join(f"{k}={v}" for k, v in st.rules.changes().items())
    policy = "kept" if st.doll_fossil == "keep" else "mulliganed"
    screen.line(f"[bold]{esc(st.deck)}[/]: {st.size} cards · rules {esc(rules)} · opponent "
                f"{esc(st.vs)} · hands whose only starters are Doll/Fossil {policy}")
    screen.line("[bold]Mulligans[/]")
    rows = " · ".join(f"{m}: {percent(p)}" for m, p in enumerate(st.mulligans[:MULLIGAN_FIGURES]))
    rest = sum(st.mulligans[MULLIGAN_FIGURES:]) + st.mulligans_tail
    screen.line(f"  a 7-card hand is mulliganed {percent(st.mulligan)}; mulligans {rows} · "
                f"{MULLIGAN_FIGURES}+: {percent(rest)} (mean {st.expected_mulligans:.2f})")
    screen.line(f"  bonus cards for the opponent's mulligans, all taken: "
                f"{st.expected_bonus_draws:.2f} expected (none {percent(st.bonus_draws[0])})")
    screen.line("[bold]Starting Pokémon[/] (in the kept hand)")
    screen.line("  " + " · ".join(f"{esc(n)} {percent(p)}" for n, p in st.can_start.items()))
    both = len(st.going) > 1
    going = "going first and second" if both else f"going {st.going[0]}"
    screen.line(f"[bold]At least one drawn[/] by the start of your turn N ({going}, the turn's "
                "draw included), and all copies prized")
    turns = range(1, st.turns + 1)
    headers = ["card", "n", "hand",
               *(f"{ORDINAL[g] + ' ' if both else ''}T{k}" for g in st.going for k in turns),
               "all prized"]
    rows_ = [[esc(o.name), str(o.copies), percent(o.opening),
              *(percent(p) for g in st.going for p in o.by_turn[g]), percent(o.all_prized)]
             for o in st.cards.values()]
    screen.table(rows_, headers)
    if st.simulation is None:
        return
    sim = st.simulation
    estimates = sim.figures
    outside = set(st.disagreements())
    screen.line(f"[bold]Exact and simulated[/]: {sim.runs} set-ups played by the engine "
                f"(seeds {sim.seed}–{sim.seed + sim.runs - 1}, {sim.seconds:.1f} s)")
    table = []
    for label, exact in st.figures().items():
        e = estimates[label]
        if label == "expected bonus draws":
            cells = [f"{exact:.3f}", f"{e.value:.3f}", f"{e.low:.3f}–{e.high:.3f}"]
        else:
            cells = [percent(exact), percent(e.value), f"{percent(e.low)}–{percent(e.high)}"]
        table.append([esc(label), *cells, "[red]outside[/]" if label in outside else ""])
    screen.table(table, ["figure", "exact", "simulated", "95% interval", ""])
    family = st.disagreements(family=True)
    screen.line(f"  {len(outside)} of {len(table)} figures outside their own 95% interval "
                "(about 1 in 20 is expected by chance); "
                + (f"[red]outside the joint 95% intervals: {esc(', '.join(family))}[/]"
                   if family else "all within the joint (Bonferroni) 95% intervals"))


def plot(st: DeckStats, path: str) -> None:
    """Save the by-turn chances of the cards as a PNG line chart, the kept hand as turn 0
    (needs matplotlib: ImportError without it). Cards whose figures are the same (the
    same number of copies, both starters or neither) share one line; with both
    goings, the line going second is dashed."""
    import textwrap

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups: dict[tuple[float, ...], list[str]] = {}
    for odds in st.cards.values():
        curve = tuple(round(p, 12) for g in st.going for p in (odds.opening, *odds.by_turn[g]))
        groups.setdefault(curve, []).append(odds.name)
    labels = [textwrap.fill(", ".join(names), 40) for names in groups.values()]
    lines = sum(label.count("\n") + 1 for label in labels)
    fig, ax = plt.subplots(figsize=(10, max(5.0, 0.3 * lines + 1.5)))
    xs = list(range(st.turns + 1))
    colours = [plt.get_cmap("tab20")(i) for i in range(20)]
    for i, (curve, label) in enumerate(zip(groups, labels, strict=True)):
        for j, going in enumerate(st.going):
            ys = curve[j * len(xs):(j + 1) * len(xs)]
            ax.plot(xs, ys, color=colours[i % len(colours)], marker="o",
                    linestyle="-" if going == "first" else "--", label=label if j == 0 else None)
    ax.set_xticks(xs, ["hand", *(str(k) for k in xs[1:])])
    ax.set_xlabel("start of your turn (its draw included)")
    ax.set_ylabel("chance of at least one drawn")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    goings = ("solid: going first, dashed: going second" if len(st.going) > 1
              else f"going {st.going[0]}")
    ax.set_title(f"{st.deck}: cards drawn by turn ({st.rules_name() or 'custom rules'})\n"
                 f"{goings}")
    ax.legend(fontsize="small", loc="center left", bbox_to_anchor=(1, 0.5))
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
