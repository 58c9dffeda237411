"""The Game: state, the decision loop, copies and views.

Procedures are plain functions that call ``g.choose(...)`` when a player must
decide. When the answer is not known yet, ``choose`` raises ``Pause``; the
decision is stored and the game waits. (The main step returns its choice of an
action instead: it is asked at nearly every decision, with nothing to unwind.)
``act(key)`` restores the state the interrupted step started from and runs the
step again, now with one more answer. Every step therefore re-runs
deterministically: the random source is part of the state, and the log is cut
back to where the step began. ``play_out(agents)`` plays a game whose players are
all agents: ``choose`` asks the player at once and the step goes on, so nothing is
paused or run again (the game is the same, key for key).

``attack_ctx`` is the attack being performed (for effects that must decide once
per attack, such as Transparency's flip); it is not state and is never copied.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from itertools import repeat
from typing import TYPE_CHECKING, Protocol

from oldback.card import Card
from oldback.compiled import is_compiled
from oldback.engine import hooks, knockout, setup, turn
from oldback.engine.decisions import (
    KINDS,
    Decision,
    IllegalAction,
    Pause,
    distinct_options,
    new_decision,
    options,
)
from oldback.engine.scripts import (
    ATTACK_RECORD_READERS,
    BASIC,
    BENCH_FORM_CHANGERS,
    CARD_HOOKS,
    FORM_POWERS,
    POWER_HOOKS,
    SCRIPTS,
    missing_behaviour,
)
from oldback.engine.state import FACE_DOWN, Pokemon, Side
from oldback.engine.view import View
from oldback.rng import Rng
from oldback.rules import Rules, resolve

if TYPE_CHECKING:
    from oldback.engine.attack import AttackContext

PLAYERS = ("p1", "p2")
#: a bare Game for each copy: looked up once (a compiled Game is made by its constructor,
#: which object.__new__ may not do: ``_COMPILED``)
_new = object.__new__
#: the slot keys of the first Benched Pokémon, from their owner's side and the opponent's
_BENCH_KEYS = tuple(f"bench{i}" for i in range(1, 11))
_OPP_BENCH_KEYS = tuple(f"opp-bench{i}" for i in range(1, 11))
OTHER = {"p1": "p2", "p2": "p1"}

# Steps of the game loop, by phase. Each runs until it completes or pauses; one may
# return the decision it stops at instead of raising ``Pause`` (see ``Game._step``).
STEPS: dict[str, Callable[[Game], Decision | None]] = {
    "setup": setup.deal,
    "place": setup.place,
    "turn": turn.start,
    "main": turn.main,
    "end": turn.end,
    "sudden-death": knockout.sudden_death,
}
# Steps ``_advance`` takes no snapshot for: those that never ask a question (the start of a
# turn, sudden death), the main step (``_act`` snapshots an action that may ask) and the end
# of the turn (it looks at the board first: ``Game.rerun_from_here``). The others may ask
# at any point and are snapshotted as they begin.
UNSNAPPED = frozenset({"turn", "main", "end", "sudden-death"})

_STATE = ("rules", "rng", "p1", "p2", "turn", "current", "first", "phase", "winner", "result",
          "sudden_deaths", "stadium", "stadium_owner", "next_uid", "energy_played",
          "retreat_failed", "powers_used", "revealed", "decks", "form_changers",
          "bench_form_changers", "records_attacks", "babies", "card_hooks", "power_hooks",
          "answered", "energy_hooks")


class Player(Protocol):
    """What ``Game.play_out`` asks of a player (``oldback.agents.Agent`` is one): the key
    it answers its pending decision with, from the game as its view shows it."""

    def choose_in(self, game: Game, player: str) -> str: ...


def _deck_cards(deck, label: str) -> list[Card]:
    from oldback.facts.catalog import card

    items = getattr(deck, "cards", deck)
    if isinstance(items, str) or not isinstance(items, Iterable):
        raise ValueError(f"{label}: a deck is a Deck or a list of card references")
    if isinstance(items, list | tuple) and all(map(isinstance, items, repeat(Card))):
        return list(items)  # cards already (checked with no Python call per card)
    cards: list[Card] = []
    for i, ref in enumerate(items, 1):
        if isinstance(ref, Card):
            cards.append(ref)
            continue
        if not isinstance(ref, str):
            raise ValueError(f"{label}: entry {i} is {ref!r}, not a card reference")
        try:
            cards.append(card(ref))
        except KeyError as e:
            raise ValueError(f"{label}: entry {i}: {e.args[0]}") from None
    return cards


def check_deck(cards: list[Card], label: str, rules: Rules) -> None:
    """Raise ValueError, naming the problem, for a deck that cannot start a game."""
    from oldback.engine.setup import can_start, is_basic

    if len(cards) < 7 + rules.prizes:
        raise ValueError(
            f"{label} has {len(cards)} cards: at least {7 + rules.prizes} are needed "
            f"to draw a hand of 7 and set {rules.prizes} Prize cards")
    opens = can_start if rules.keep_doll_or_fossil_hand else is_basic
    if not any(map(opens, cards)):
        raise ValueError(f"{label} has no Basic Pokémon: it can never start a game")
    missing = {}
    for c in {c.id: c for c in cards}.values():  # once per card id: a deck repeats many
        gaps = missing_behaviour(c)
        if gaps:
            missing[c.id] = f"{c.name} ({c.id}): {', '.join(gaps)}"
    if missing:
        raise ValueError(
            f"{label} has cards whose behaviour is not implemented yet: "
            + "; ".join(missing[k] for k in sorted(missing)))


def answered_by(cards: Iterable[Card]) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The hooks these cards answer: as cards (attached, Energy, Stadium), through their
    Pokémon Powers, and as cards that may be attached as Energy (every card but the
    Trainers): ``Game.card_hooks``, ``Game.power_hooks``, ``Game.energy_hooks``."""
    return _answered_by(*_behaviours(cards))


def _behaviours(cards: Iterable[Card]) -> tuple[frozenset[str], frozenset[str]]:
    """The behaviour ids of ``cards``: all of them, and those of the cards but Trainers."""
    # (a plain loop, each field read as the interpreter reads a slot: the heuristic's
    # stand-in game asks at every decision)
    ids: set[str] = set()
    trainers: set[str] = set()
    for c in cards:
        bid = c.behaviour_id
        ids.add(bid)
        if c.is_trainer:
            trainers.add(bid)
    found = frozenset(ids)
    return found, found - trainers


class DeckFacts:
    """What the cards of one deck tell of the work a game with them needs, found once: a
    simulation deals the same two decks thousands of times (``deck_facts``)."""

    __slots__ = ("cards", "ids", "energy_ids", "records", "babies", "checked")

    def __init__(self, cards: tuple[Card, ...]):
        self.cards = cards
        #: the behaviour ids of the cards, and of those but the Trainers (``answered_by``)
        self.ids, self.energy_ids = _behaviours(cards)
        #: whether a card reads the record of the last attack (``Game.records_attacks``)
        self.records = not self.ids.isdisjoint(ATTACK_RECORD_READERS)
        #: whether a card is a Baby Pokémon (``Game.babies``)
        self.babies = any(c.stage == "Baby" for c in cards)
        #: the rules (number of Prizes, whether a Doll or Fossil hand is kept) the deck was
        #: found able to start a game under (``check``)
        self.checked: set[tuple[int, bool]] = set()

    def check(self, label: str, rules: Rules) -> None:
        """``check_deck``, once for each rules it matters to."""
        asked = (rules.prizes, rules.keep_doll_or_fossil_hand)
        if asked not in self.checked:
            check_deck(list(self.cards), label, rules)
            self.checked.add(asked)


#: the facts of the decks dealt lately, by the identity of their cards (each entry holds
#: its cards: an identity can't be another card's while the entry is kept)
_FACTS: dict[tuple[int, ...], DeckFacts] = {}
_FACTS_KEPT = 64


def deck_facts(cards: list[Card]) -> DeckFacts:
    """The facts of a deck of these very card objects, found at its first game."""
    key = tuple(map(id, cards))
    facts = _FACTS.get(key)
    if facts is None:
        if len(_FACTS) >= _FACTS_KEPT:
            _FACTS.pop(next(iter(_FACTS)), None)  # the longest kept
        facts = _FACTS[key] = DeckFacts(tuple(cards))
    return facts


@lru_cache(maxsize=512)
def _answered_by(ids: frozenset[str], energy: frozenset[str],
                 ) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    scripts = [SCRIPTS.get(i, BASIC) for i in ids]  # (``script_of``)
    return (frozenset().union(*(s.hooks for s in scripts)),
            frozenset().union(*(p.hooks for s in scripts for p in s.powers.values())),
            frozenset().union(*(SCRIPTS.get(i, BASIC).hooks for i in energy)))


class Game:
    """One game between p1 and p2. See CONTRACT.md §3."""

    __slots__ = (*_STATE, "log", "told", "logging", "decision", "keys", "attack_ctx", "_answers",
                 "_trace", "_pos", "_snap", "_snap_log", "_snap_told", "_driver")

    # The state of the game (``_STATE``: copied by ``copy`` and restored by a re-run).
    rules: Rules
    rng: Rng
    p1: Side
    p2: Side
    #: 1 for the first turn of the game (0 during set-up)
    turn: int
    #: whose turn it is: "p1" or "p2"
    current: str
    #: who went first
    first: str
    #: the step of the game loop: "setup", "turn", "main", "end", "sudden-death" …
    phase: str
    winner: str | None
    #: how the game ended ("prizes", "no-pokemon", "deck-out" …), "" while it goes on
    result: str
    sudden_deaths: int
    stadium: Card | None
    stadium_owner: str | None
    next_uid: int
    energy_played: bool
    #: the uid of the Pokémon whose retreat failed this turn (Confusion), else 0
    retreat_failed: int
    #: (uid, power name) of the once-a-turn powers used this turn
    powers_used: tuple[tuple[int, str], ...]
    #: whether the set-up Pokémon have been revealed
    revealed: bool
    decks: tuple[tuple[Card, ...], tuple[Card, ...]]
    #: whether a card whose power may make a Pokémon another card (Transform) is or has
    #: been in play: until then no Pokémon's form needs refreshing
    form_changers: bool
    #: the same for a card whose power may make it another card on the Bench too
    bench_form_changers: bool
    #: whether a card of the game reads the record of the last attack done to a Pokémon
    #: (Mirror Move): without one, no record is kept (``attack.remember``)
    records_attacks: bool
    #: whether a deck of the game holds a Baby Pokémon card (a Basic Pokémon card may then
    #: evolve one in play)
    babies: bool
    #: the hooks the cards of this game's decks answer as attached cards, Energy or the
    #: Stadium (``hooks.sources`` asks those cards only for these)
    card_hooks: frozenset[str]
    #: the hooks the Pokémon Powers of this game's decks answer
    power_hooks: frozenset[str]
    #: both: the hooks something of this game's decks may answer (beyond lasting effects,
    #: which each Pokémon and side carries: a procedure asked at every step checks
    #: ``hook in g.answered or mon.effects`` before it lists the sources)
    answered: frozenset[str]
    #: the hooks this game's cards answer as Energy (Special Energy, or a Pokémon card a
    #: Power attached as Energy): what a Pokémon's Energy cards need be asked for
    energy_hooks: frozenset[str]
    # What is not state: the log, the pending decision, the keys acted, and the re-run.
    log: list[str]
    #: what one player alone is told, in the order of the log (``tell``): (the log's length
    #: then, the player, the line)
    told: list[tuple[int, str, str]]
    logging: bool
    decision: Decision | None
    keys: list[str]
    attack_ctx: AttackContext | None
    _answers: list[str]
    #: the answer to each question the step being run has asked so far, in order: those
    #: given (``_answers``) and those taken as the only option; a re-run reads them back
    #: from ``_pos`` on
    _trace: list[str]
    _pos: int
    _snap: Game | None
    _snap_log: int
    _snap_told: int
    #: the players answering in the middle of a step, while ``play_out`` plays the game
    _driver: _Driver | None

    # --- making games -----------------------------------------------------------
    @classmethod
    def new(cls, deck1, deck2, seed: object = 0, rules: object = None,
            log: bool = True) -> Game:
        # (``seed`` and ``rules`` typed ``object``: checked here with a clear error, where
        # the compiled engine would raise TypeError at the call)
        r = resolve(rules)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer, not {seed!r}")
        f1 = deck_facts(_deck_cards(deck1, "deck 1"))
        f2 = deck_facts(_deck_cards(deck2, "deck 2"))
        f1.check("deck 1", r)
        f2.check("deck 2", r)
        g = cls._blank(r, Rng(seed), log)
        g.decks = (f1.cards, f2.cards)
        # No Pokémon's form needs refreshing until a card whose power may make it another
        # card comes into play (``new_pokemon``, ``turn.evolve``).
        g.form_changers = g.bench_form_changers = False
        g.records_attacks = f1.records or f2.records
        g.babies = f1.babies or f2.babies
        g.card_hooks, g.power_hooks, g.energy_hooks = _answered_by(
            f1.ids | f2.ids, f1.energy_ids | f2.energy_ids)
        g.answered = g.card_hooks | g.power_hooks
        g.phase = "setup"
        g._advance()
        return g

    @classmethod
    def _blank(cls, rules: Rules, rng: Rng, log: bool = True) -> Game:
        g = cls()
        g.rules = rules
        g.rng = rng
        g.p1 = Side("p1")
        g.p2 = Side("p2")
        g.turn = 0
        g.current = "p1"
        g.first = "p1"
        g.phase = "setup"
        g.winner = None
        g.result = ""
        g.sudden_deaths = 0
        g.stadium = None
        g.stadium_owner = None
        g.next_uid = 1
        g.energy_played = False
        g.retreat_failed = 0
        g.powers_used = ()
        g.revealed = False
        g.decks = ((), ())
        # a game built by hand may have any card in play: assume a form may change
        g.form_changers = g.bench_form_changers = True
        g.records_attacks = g.babies = True
        g.card_hooks = frozenset(CARD_HOOKS)
        g.power_hooks = frozenset(POWER_HOOKS)
        g.answered = g.card_hooks | g.power_hooks
        g.energy_hooks = g.card_hooks
        g.log = []
        g.told = []
        g.logging = log
        g.decision = None
        g.keys = []
        g.attack_ctx = None
        g._answers = []
        g._trace = []
        g._pos = 0
        g._snap = None
        g._snap_log = 0
        g._snap_told = 0
        g._driver = None
        return g

    # --- the public surface -----------------------------------------------------
    @property
    def over(self) -> bool:
        return self.winner is not None

    def act(self, *keys: object) -> None:  # (a key not a string: IllegalAction, by ``_act``)
        """Answer the pending decision with each key in turn."""
        for key in keys:
            self._act(key)

    def play_out(self, agents: Mapping[str, Player],
                 until: Callable[[Game], bool] | None = None) -> None:
        """Play the game to its end, each decision answered by its player's agent
        (``agents["p1"]`` and ``agents["p2"]``, asked through ``choose_in``). ``until``,
        if given, is asked at each decision before its player is: once it says so, the
        game stops there, paused at that decision (a search player's rollout that plays a
        few turns).

        A question asked in the middle of a step is put to its player at once and the step
        goes on, where ``act`` pauses and later plays the step again with the answer: the
        game is the same, key for key, with less work. Should an agent fail, or answer with
        a key that is not an option, its error is raised with the game paused at that
        decision, whole, as ``act`` would have left it.
        """
        missing = [p for p in PLAYERS if p not in agents]
        if missing:
            raise ValueError(f"play_out needs an agent for each player: none for {missing[0]}")
        driver = _Driver(agents, until)
        self._driver = driver
        try:
            while (d := self.decision) is not None:
                if driver.stops_at(self):
                    return
                self._act(agents[d.player].choose_in(self, d.player))
                if driver.failure is not None:
                    raise driver.failure
                if driver.stopped:
                    return
        finally:
            self._driver = None

    def copy(self, keep_log: bool = False) -> Game:
        """An independent copy of the game at its current decision (for AI search).

        The copy's log starts empty unless ``keep_log``.
        """
        g = self._copy_state()
        g.log = self.log.copy() if keep_log else []
        g.told = self.told.copy() if keep_log else []
        g.logging = self.logging and keep_log
        g.decision = self.decision
        g.keys = self.keys.copy() if keep_log else []
        g.attack_ctx = None
        g._answers = self._answers.copy()
        g._trace = self._trace.copy()
        g._pos = 0
        g._snap = self._snap  # never changed in place: safe to share
        g._snap_log = self._snap_log if keep_log else 0
        g._snap_told = self._snap_told if keep_log else 0
        return g

    @property
    def mid_step(self) -> bool:
        """Whether the pending decision interrupts a step begun earlier (a choice made
        while an action resolves, rather than the choice of the next action)."""
        return self._snap is not None

    def determinized(self, player: str, seed: int) -> Game:
        """A copy consistent with what ``player`` can see, the rest dealt at random.

        The player's own deck and Prize cards are shuffled together and dealt back;
        the opponent's hand, deck and Prize cards likewise (their deck list is taken as
        known, as in an open-list tournament); future coins and shuffles are new. The
        hidden cards are put in order by id before they are dealt, so the copy depends
        only on what ``player`` sees and on ``seed``, never on where the hidden cards
        really are. For AI search.

        In the middle of a step (``mid_step``), the step's starting position is dealt so
        and the step is played again with the answers given so far; when ``player``
        would not then see exactly what it sees now (a coin fell otherwise, or it has
        looked through its deck and the deal put a card of it among the Prizes), this
        deal can't be: ValueError, and the caller deals again with another seed. Only
        where ``can_determinize(player)``: the answers replayed must all be known to
        the player.
        """
        # The opponent's hand, when the player sees it (Clairvoyance, Rocket's Sneak
        # Attack's look), is known: it is not dealt again.
        hand_seen = hooks.any_says(self, "reveals_hand", player, sides=(self.p1, self.p2))
        if not self.mid_step:
            g = self.copy()
            g._deal_hidden(player, Rng(seed), hand_seen)
            if g.decision is not None and g.decision.player != player:
                # The deciding player's hand was dealt again: its choice of an action is
                # asked again, from the copy's own cards (with only one, it is taken).
                g.decision = g._step()
                if g.decision is None:
                    g._advance()
            return g
        if not self.can_determinize(player):
            raise ValueError(f"{player} can't know every answer given in this step")
        assert self._snap is not None
        g = self._snap._copy_state()  # the position where the step began
        g.log, g.told, g.logging, g.keys, g.attack_ctx, g.decision = [], [], False, [], None, None
        g._answers, g._trace, g._pos, g._snap, g._snap_log = [], [], 0, None, 0
        g._snap_told = 0
        g._deal_hidden(player, Rng(seed), hand_seen)
        if g.phase != "main":  # the step began here: it re-runs from here (as in _advance)
            g.rerun_from_here()
        g.decision = g._step()
        if g.decision is None:
            raise ValueError("dealt so, the step asks nothing")
        try:
            for key in self._answers:
                g._act(key)
        except IllegalAction:
            raise ValueError("dealt so, an answer given is not an option") from None
        if g.decision is None or not g.mid_step or _seen(g, player) != _seen(self, player):
            raise ValueError("dealt so, the player would see something else")
        return g

    def can_determinize(self, player: str) -> bool:
        """Whether ``determinized(player, …)`` may be asked now: at the choice of an
        action, or in a step whose answers so far ``player`` knows: its own action, an
        attack, or the steps between turns."""
        if not self.mid_step:
            return True
        if self.phase == "main":
            return self.current == player or self._answers[0].startswith("attack ")
        return self.phase == "end"

    def _deal_hidden(self, player: str, rng: Rng, hand_seen: bool = False) -> None:
        me, opp = self.side(player), self.opponent(player)
        # Prize cards face up (Here Comes Team Rocket!) are seen: they stay where they are.
        mine_up = hooks.any_says(self, "prizes_face_up", me.name, sides=(self.p1, self.p2))
        opp_up = hooks.any_says(self, "prizes_face_up", opp.name, sides=(self.p1, self.p2))
        # A Prize card turned face up (Card-Flip Game) is seen too: it stays where it is.
        hidden = [] if mine_up else [c for c in me.prizes if not me.prize_face_up(c)]
        pool = sorted(me.deck + hidden, key=lambda c: c.id)
        rng.shuffle(pool)
        me.deck = pool[:len(me.deck)]
        _deal_prizes(me, pool[len(me.deck):])
        hand = [] if hand_seen else opp.hand
        prizes = [] if opp_up else [c for c in opp.prizes if not opp.prize_face_up(c)]
        # The opponent's cards lying face down (Lt. Surge's Secret Plan) and set aside face
        # down (Tickling Machine) are hidden too: dealt from the same pool.
        face_down = [m for m in opp.in_play if m.form is FACE_DOWN]
        pool = sorted(hand + opp.deck + prizes + opp.aside + [m.stack[0] for m in face_down],
                      key=lambda c: c.id)
        rng.shuffle(pool)
        n_hand, n_deck, n_prizes = len(hand), len(opp.deck), len(prizes)
        if not hand_seen:
            opp.hand = pool[:n_hand]
        opp.deck = pool[n_hand:n_hand + n_deck]
        _deal_prizes(opp, pool[n_hand + n_deck:n_hand + n_deck + n_prizes])
        rest = pool[n_hand + n_deck + n_prizes:]
        opp.aside, rest = rest[:len(opp.aside)], rest[len(opp.aside):]
        for mon, card in zip(face_down, rest, strict=True):
            mon.stack = [card]
            self.in_play_now(card)
        self.rng = Rng(rng.next64())

    def side(self, player: str) -> Side:
        return self.p1 if player == "p1" else self.p2

    def opponent(self, player: str) -> Side:
        return self.p2 if player == "p1" else self.p1

    def view(self, player: str) -> View:
        """What ``player`` may see now (see ``oldback.engine.view``)."""
        return View(self, player)

    def __repr__(self) -> str:
        state = f"winner={self.winner}" if self.over else f"turn {self.turn} {self.current}"
        return f"<Game {state} {self.decision!r}>"

    # --- the loop ---------------------------------------------------------------
    def _advance(self) -> None:
        while self.winner is None:
            phase = self.phase
            if self._trace:  # (new lists only where the last step took answers)
                self._answers = []
                self._trace = []
            self._pos = 0
            self._snap = None
            if phase not in UNSNAPPED:
                self.rerun_from_here()
            try:  # (``_step``, written out: the loop runs at every decision)
                decision = STEPS[phase](self)
            except Pause as p:
                decision = p.decision
            if decision is not None:
                # (``mid_step``, not ``self._snap``: the compiled engine would take the
                # None set above for its type, whatever the step did since; asked after the
                # phase, a property being a call of its own at nearly every decision)
                if phase != "main" and not self.mid_step:  # it could not be re-run
                    raise RuntimeError(f"the {phase} step asked a question; it is not quiet")
                self.decision = decision
                return
        self._snap = None
        self.decision = None

    def _act(self, key: object) -> None:
        d = self.decision
        if d is None:
            raise IllegalAction(f"the game is over; {key!r} answers nothing")
        if not isinstance(key, str) or key not in d:
            raise IllegalAction(_not_an_option(key, d))
        quiet = False
        if self._snap is None:
            quiet = not self._answers and turn.is_quiet(self, key)
            if not quiet:
                self.rerun_from_here()
        else:
            self._restore()
        # (the answers given in the middle of the step, under ``play_out``, follow this one)
        answered, traced, acted = len(self._answers), len(self._trace), len(self.keys)
        self._answers.append(key)
        self._trace.append(key)
        self.keys.append(key)
        self._pos = 0
        try:
            try:  # (``_step``, written out)
                decision = STEPS[self.phase](self)
            except Pause as p:
                decision = p.decision
        except BaseException:
            del self._answers[answered:]
            del self._trace[traced:]
            del self.keys[acted:]
            self.decision = d  # (a question asked under ``play_out`` may have replaced it)
            if self._snap is not None:
                self._restore()
            raise
        if decision is not None and quiet:
            del self.keys[acted:]
            raise RuntimeError(f"action {key!r} asked a question; it is not quiet")
        self.decision = decision
        if decision is None:
            self._advance()

    def rerun_from_here(self) -> None:
        """Let the step being run ask a question: keep the state it is in now, which must be
        the state it began in, to run it again from once answered. The loop asks it as a step
        that may ask begins, ``_act`` for an action that is not quiet, and a step that may ask
        only in some states once it has found out, changing nothing (the end of the turn)."""
        if self._snap is None:  # (on a re-run, the state it began in is kept already)
            self._snap = self._copy_state()
            self._snap_log = len(self.log)
            self._snap_told = len(self.told)

    def _step(self) -> Decision | None:
        """Run the step of the current phase: the decision it stops at, or None when it
        is done."""
        try:
            return STEPS[self.phase](self)
        except Pause as p:
            return p.decision

    def _copy_state(self) -> Game:
        g = Game() if _COMPILED else _new(Game)
        g.attack_ctx = None
        g._driver = None
        g._load_state(self)
        return g

    def _restore(self) -> None:
        assert self._snap is not None
        self._load_state(self._snap)
        del self.log[self._snap_log:]
        del self.told[self._snap_told:]

    def _load_state(self, s: Game) -> None:
        """Make this game's state (the fields of ``_STATE``) a copy of ``s``'s; the
        mutable parts are copied, the rest shared. Written out field by field: it runs
        at nearly every decision."""
        self.rules = s.rules
        self.rng = s.rng.copy()
        self.p1 = s.p1.copy()
        self.p2 = s.p2.copy()
        self.turn = s.turn
        self.current = s.current
        self.first = s.first
        self.phase = s.phase
        self.winner = s.winner
        self.result = s.result
        self.sudden_deaths = s.sudden_deaths
        self.stadium = s.stadium
        self.stadium_owner = s.stadium_owner
        self.next_uid = s.next_uid
        self.energy_played = s.energy_played
        self.retreat_failed = s.retreat_failed
        self.powers_used = s.powers_used
        self.revealed = s.revealed
        self.decks = s.decks
        self.form_changers = s.form_changers
        self.bench_form_changers = s.bench_form_changers
        self.records_attacks = s.records_attacks
        self.babies = s.babies
        self.card_hooks = s.card_hooks
        self.power_hooks = s.power_hooks
        self.answered = s.answered
        self.energy_hooks = s.energy_hooks

    def read_decks(self) -> None:
        """Find what the cards of the game's decks (``decks``) tell of the work it needs:
        whether one reads the record of the last attack (``records_attacks``), whether one
        is a Baby Pokémon (``babies``). (``Game.new`` reads them from ``deck_facts``.)"""
        facts = [DeckFacts(deck) for deck in self.decks]
        self.records_attacks = any(f.records for f in facts)
        self.babies = any(f.babies for f in facts)

    def answer_for(self, cards: Iterable[Card]) -> None:
        """Ask only the effects of ``cards`` (a game's decks, or the cards a player's
        stand-in game shows) for the hooks they answer (``answered_by``)."""
        self.card_hooks, self.power_hooks, self.energy_hooks = answered_by(cards)
        self.answered = self.card_hooks | self.power_hooks

    # --- services for procedures and card scripts --------------------------------
    def choose(self, player: str, kind: str, prompt: str, pairs, ask: bool = False,
               unique: bool = False) -> str:
        """The player's answer among (key, label) pairs. One option is taken without
        asking unless ``ask`` (yes/no questions). ``unique``: the keys are known to be
        distinct already."""
        trace = self._trace
        pos = self._pos
        if pos < len(trace):
            # A re-run: the answer is known (given, or taken as the only option), and the
            # options are not needed.
            self._pos = pos + 1
            return trace[pos]
        opts = distinct_options(pairs) if unique else options(pairs)
        if not opts:
            raise RuntimeError(f"decision {kind!r} for {player} has no options")
        if len(opts) == 1 and not ask:
            key = opts[0].key
            trace.append(key)
            self._pos = pos + 1
            return key
        kind_ = KINDS.get(kind)
        if kind_ is None:
            raise ValueError(f"{kind!r} is not a kind of decision (decisions.Kind)")
        decision = new_decision((player, kind_, prompt, opts))
        driver = self._driver
        if driver is None or self._snap is None:  # (without a snapshot: not quiet, an error)
            raise Pause(decision)
        key = driver.ask(self, decision)
        trace.append(key)
        self._answers.append(key)
        self.keys.append(key)
        self._pos = pos + 1
        return key

    @property
    def replaying(self) -> bool:
        """Whether the next question of the step being run is answered already (a re-run):
        a caller that builds many options may then pass none (``choose`` reads the answer)."""
        return self._pos < len(self._trace)

    def next_answer(self) -> str | None:
        """The next recorded answer of the step being re-run, if any."""
        pos = self._pos
        if pos < len(self._trace):
            self._pos = pos + 1
            return self._trace[pos]
        return None

    def yes_no(self, player: str, kind: str, prompt: str) -> bool:
        return self.choose(player, kind, prompt, (("yes", "yes"), ("no", "no")), ask=True) == "yes"

    def say(self, text: str) -> None:
        """Log ``text``. Where a step says something at nearly every turn, the caller
        checks ``logging`` first: the text is then not even built for a game without a log."""
        if self.logging:
            self.log.append(text)

    def tell(self, player: str, text: str) -> None:
        """Tell ``player`` alone ``text`` (a card only they look at: Peek, Radio Tower): a
        line of their own log (``log_for``), never of the log both players read."""
        if self.logging:
            self.told.append((len(self.log), player, f"(only {player} sees) {text}"))

    def log_for(self, player: str) -> list[str]:
        """The log as ``player`` reads it: every line of ``log``, and where they came, the
        lines told to ``player`` alone (``tell``). A spectator reads ``log``."""
        out: list[str] = []
        done = 0
        for at, who, text in self.told:
            if who == player:
                out += self.log[done:at]
                out.append(text)
                done = at
        out += self.log[done:]
        return out

    def flip(self, who: str = "") -> bool:
        heads = self._flip(who)
        if self.attack_ctx is not None:
            self.attack_ctx.flips += 1
        if "reflip" in self.answered:
            for src in hooks.sources(self, "reflip"):
                if src.effect.reflip(self, src, who, heads):
                    heads = self._flip(who)
        return heads

    def _flip(self, who: str) -> bool:
        heads = self.rng.flip()
        if self.logging:
            self.log.append(f"coin{' (' + who + ')' if who else ''}: "
                            f"{'heads' if heads else 'tails'}")
        return heads

    def new_pokemon(self, owner: str, card: Card) -> Pokemon:
        mon = Pokemon(self.next_uid, owner, card, self.turn)
        self.next_uid += 1
        self.in_play_now(card)
        return mon

    def in_play_now(self, card: Card) -> None:
        """``card`` has come into play as a Pokémon or on top of one: if its power may make
        its Pokémon another card (Transform), what Pokémon are is refreshed from now on
        (``powers.refresh_forms``)."""
        bid = card.behaviour_id
        if bid in FORM_POWERS:
            self.form_changers = True
            if bid in BENCH_FORM_CHANGERS:
                self.bench_form_changers = True

    def find(self, uid: int) -> Pokemon | None:
        for side in (self.p1, self.p2):
            if side.active is not None and side.active.uid == uid:
                return side.active
            for mon in side.bench:
                if mon.uid == uid:
                    return mon
        return None

    def in_play(self) -> list[Pokemon]:
        """Every Pokémon in play: the current player's first (Active, Bench), then the other's."""
        me, opp = (self.p1, self.p2) if self.current == "p1" else (self.p2, self.p1)
        if me.active is not None and opp.active is not None:  # the usual case, built at once
            return [me.active, *me.bench, opp.active, *opp.bench]
        return me.in_play + opp.in_play

    def is_active(self, mon: Pokemon) -> bool:
        return self.side(mon.owner).active is mon

    def slot(self, mon: Pokemon, viewer: str) -> str:
        """The key that names ``mon`` from ``viewer``'s side of the table."""
        owner = mon.owner
        side = self.p1 if owner == "p1" else self.p2
        if side.active is mon:
            return "active" if owner == viewer else "opp-active"
        i = side.bench.index(mon)
        if i < len(_BENCH_KEYS):  # (the keys made once: asked for nearly every option)
            return _BENCH_KEYS[i] if owner == viewer else _OPP_BENCH_KEYS[i]
        return f"{'' if owner == viewer else 'opp-'}bench{i + 1}"

    def at(self, viewer: str, key: str) -> Pokemon:
        """The Pokémon a slot key names from ``viewer``'s side."""
        where = _SLOTS.get(key)  # (the usual spellings, found at once: asked at most actions)
        if where is not None:
            theirs, i = where
            side = self.p1 if (viewer == "p1") != theirs else self.p2
            if i < 0:
                if side.active is not None:
                    return side.active
            elif i < len(side.bench):
                return side.bench[i]
        side = self.side(viewer)
        if key.startswith("opp-"):
            side = self.opponent(viewer)
            key = key[4:]
        if key == "active" and side.active is not None:
            return side.active
        if key.startswith("bench") and key[5:].isdigit():
            i = int(key[5:]) - 1
            if 0 <= i < len(side.bench):
                return side.bench[i]
        raise IllegalAction(f"no Pokémon at {key!r}")

    def label(self, mon: Pokemon, viewer: str) -> str:
        """A Pokémon named for a player's choice: its name and its slot key."""
        return f"{mon.name} ({self.slot(mon, viewer)})"

    @staticmethod
    def whose(mon: Pokemon) -> str:
        """A Pokémon named for the log: its owner and its name."""
        return f"{mon.owner}'s {mon.name}"


def _not_an_option(key: object, d: Decision) -> str:
    shown = ", ".join(d.keys[:12]) + (", …" if len(d.options) > 12 else "")
    return (f"{key!r} is not an option for {d.player}'s {d.kind} decision "
            f"(options: {shown})")


class _Driver:
    """The agents answering a game's questions as they are asked (``Game.play_out``), when
    to stop (``until``), and the first failure of one: raised once the step has paused."""

    __slots__ = ("agents", "until", "stopped", "failure")

    def __init__(self, agents: Mapping[str, Player], until: Callable[[Game], bool] | None):
        self.agents = agents
        self.until = until
        self.stopped = False
        self.failure: BaseException | None = None

    def stops_at(self, g: Game) -> bool:
        """Whether ``until`` says the game stops at its pending decision."""
        return self.until is not None and self.until(g)

    def ask(self, g: Game, decision: Decision) -> str:
        """The answer of ``decision``'s player, asked now; when ``until`` says to stop there,
        or on a failure, the step pauses at ``decision`` (``Pause``) as under ``act``."""
        g.decision = decision
        if self.stops_at(g):
            self.stopped = True
            raise Pause(decision)
        player = decision.player
        try:
            key = self.agents[player].choose_in(g, player)
        except BaseException as e:  # (an interrupt too: the game is left whole, at the question)
            self.failure = e
            raise Pause(decision) from None
        if not isinstance(key, str) or key not in decision:
            self.failure = IllegalAction(_not_an_option(key, decision))
            raise Pause(decision)
        return key


#: each usual slot key: whether it is on the opponent's side, and the index on the Bench (-1:
#: the Active Pokémon)
_SLOTS: dict[str, tuple[bool, int]] = {
    prefix + slot: (prefix == "opp-", i - 1)
    for prefix in ("", "opp-")
    for i, slot in enumerate(turn.SLOTS)
}


def _seen(g: Game, player: str) -> tuple:
    """What ``player`` sees of ``g``, to compare positions: both sides as its view shows
    them, and its pending decision."""
    v = View(g, player)

    def side(s) -> tuple:
        mons = [s.active, *s.bench] if s.active is not None else s.bench
        return (tuple(sorted(c.id for c in s.hand)) if s.hand is not None else None,
                s.hand_count, s.deck_count, tuple(c.id for c in s.discard), s.prize_count,
                tuple((m.card.id, m.damage, tuple(c.id for c in m.energy),
                       tuple(c.id for c in m.attached), m.conditions, len(m.stack))
                      for m in mons))

    d = v.decision
    return (v.turn, v.current, v.stadium, side(v.me), side(v.opp),
            (d.kind, tuple(sorted(d.keys))) if d is not None else None)


def _deal_prizes(side: Side, dealt: list[Card]) -> None:
    """A determinization: ``dealt`` takes the places of ``side``'s face-down Prize cards, in
    order; those face up (Card-Flip Game) stay."""
    if not dealt:
        return
    cards = iter(dealt)
    side.prizes = [c if side.prize_face_up(c) else next(cards) for c in side.prizes]


#: whether this module runs compiled (``Game.copy``)
_COMPILED = is_compiled(Game.copy)
