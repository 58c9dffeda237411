"""The games a server holds: making one from a lobby's request, what each seat is sent,
and acting for a seat. Standard library and ``oldback`` only (the web layer is ``app``).

What a seat is sent is built from ``g.view(seat)`` alone: its own hand, both boards,
discard piles, counts of the hidden zones, face-up Prize cards and its own pending
decision. Spectators get each side as that side's opponent sees it, with no hand.
The game log is public (draws are counted, not named) and goes to everyone.
"""

from __future__ import annotations

import random
import re
import secrets
import time
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from oldback.engine.energy import parse_attached
from oldback.records import CONCESSIONS, concede
from oldback.web.store import GameRow

if TYPE_CHECKING:
    from oldback.agents.base import Agent
    from oldback.card import Card
    from oldback.engine.game import Game

SEATS = ("p1", "p2")
RULES = ("pokemon1999", "wotc", "japan", "gameboy")
#: the thinking budget of the search player, seconds a decision: default and limits
SECONDS, MIN_SECONDS, MAX_SECONDS = 0.8, 0.1, 10.0
#: a player's clock, seconds for the whole game: the least and the most a game may give
MIN_CLOCK, MAX_CLOCK = 5, 6 * 3600
#: characters in one line of the chat
MAX_CHAT = 300
PUBLIC_KEYS = frozenset({"yes", "no", "done", "keep", "mulligan"})
SLOT = re.compile(r"\((opp-)?(active|bench[1-5])\)")


class Refused(ValueError):
    """A request the server will not carry out; the message says why, for a person."""

    def __init__(self, message: str, problems: list[str] | None = None, status: int = 400):
        super().__init__(message)
        self.message = message
        self.problems = problems or []
        self.status = status  # the HTTP status that says it


def other(seat: str) -> str:
    return "p2" if seat == "p1" else "p1"


def public(kind: str, key: str) -> bool:
    """Whether the other player may see which option was chosen: actions, slots,
    attached cards, counts and yes/no are public; a card chosen from a hand, deck or
    discard pile by its id is not (the log says what became public)."""
    if kind in ("action", "concede") or key in PUBLIC_KEYS or key.isdigit():
        return True
    slot = parse_attached(key)[0].removeprefix("opp-")
    return slot == "active" or (slot.startswith("bench") and slot[5:].isdigit())


# --- making a game ------------------------------------------------------------------------

def _text(spec: dict, name: str, default: str | None = None) -> str:
    value = spec.get(name, default)
    if not isinstance(value, str) or not value.strip():
        raise Refused(f"{name!r} must be given as text")
    return value.strip()


def _deck(ref: str, saved: dict[str, tuple[str, str]], label: str):
    from oldback.decks import Deck, builtin, builtin_names

    if ref in builtin_names():
        return builtin(ref)
    if ref in saved:
        return Deck.parse(saved[ref][0], ref)
    raise Refused(f"{label}: there is no deck named {ref!r}")


def pasted_deck(text: str, fmt: str, name: str):
    """A pasted deck list, read and checked against a format with the messages of
    ``oldback check``; Refused lists the problems."""
    from oldback.decks import Deck
    from oldback.formats import get_format

    if fmt not in _formats():
        raise Refused(f"unknown format {fmt!r} (known: {', '.join(_formats())})")
    try:
        deck = Deck.parse(text, name or "pasted deck")
    except ValueError as e:
        raise Refused(f"your deck list can't be read: {e}") from None
    problems = get_format(fmt).problems(deck.cards)
    if problems:
        raise Refused(f"your deck is not legal in {fmt}", problems)
    return deck


def _formats() -> list[str]:
    from oldback.formats import FORMATS

    return list(FORMATS)


def find_cards(query: str, set: str, type: str, text: str, most: int = 150) -> dict[str, Any]:
    """Cards found as ``oldback cards`` finds them (``oldback.lookup.search``): at most
    ``most`` of them, each with what the deck builder lists, and how many there were."""
    from oldback.lookup import search

    try:
        found = search(query.strip() or None, set=set.strip() or None,
                       type=type.strip() or None, text=text.strip() or None)
    except (KeyError, ValueError) as e:
        raise Refused(str(e.args[0] if e.args else e)) from None
    return {"found": len(found), "list": [
        {"id": c.id, "name": c.name, "supertype": c.supertype, "stage": c.stage,
         "kind": c.kind, "types": list(c.types), "hp": c.hp} for c in found[:most]]}


def check_deck(text: str, fmt: Any) -> dict[str, Any]:
    """A deck list as the deck builder shows it: its cards counted, whether it can be
    read (``error``), its problems in ``fmt`` (the messages of ``oldback check``), its
    opening figures (``oldback.stats``: the mulligan chance, each starter's chance in
    the kept hand) and its text written out again."""
    from oldback.decks import Deck
    from oldback.formats import get_format
    from oldback.stats import deck_stats

    if fmt not in _formats():
        raise Refused(f"unknown format {fmt!r} (known: {', '.join(_formats())})")
    try:
        deck = Deck.parse(text, "deck")
    except ValueError as e:
        return {"error": f"the deck list can't be read: {e}", "size": 0, "counts": [],
                "problems": [], "stats": None, "text": ""}
    counts: dict[str, int] = {}
    for c in deck.cards:
        counts[c.id] = counts.get(c.id, 0) + 1
    stats = None
    try:
        st = deck_stats(deck)
        stats = {"mulligan": st.mulligan, "expected_mulligans": st.expected_mulligans,
                 "starters": st.can_start}
    except ValueError as e:  # too few cards, no Basic Pokémon …
        stats = {"error": str(e)}
    return {"error": None, "size": len(deck), "text": deck.to_text(),
            "counts": [{"id": i, "count": n, "name": card_info(i)["name"],
                        "supertype": card_info(i)["supertype"]} for i, n in counts.items()],
            "problems": get_format(fmt).problems(deck.cards), "stats": stats}


def choices(saved: dict[str, tuple[str, str]]) -> dict[str, Any]:
    """What the lobby offers: decks, formats, rules presets and computer players."""
    from oldback.agents import AGENTS
    from oldback.decks import builtin_names
    from oldback.facts.catalog import SET_NAMES, SETS

    return {"decks": builtin_names(), "saved": list(saved), "formats": _formats(),
            "rules": list(RULES), "ais": list(AGENTS), "seconds": SECONDS,
            "sets": [[code, SET_NAMES[code]] for code in SETS]}


def new_game(spec: Any, saved: dict[str, tuple[str, str]]) -> tuple[GameRow, Game]:
    """A game from a lobby's request (a JSON object); Refused names what is wrong.

    Keys: ``deck`` (a deck's name) or ``deck_text`` (a pasted list, checked against
    ``format``; ``deck_name`` names it), ``vs`` (the other deck's name), ``seat``
    (``p1``/``p2``: yours), ``rules`` (a preset), ``opponent`` (``computer``/``person``),
    ``ai`` and ``seconds`` (the computer player, and the search player's budget: other
    players ignore it), ``seed`` (optional), ``clock`` (optional: seconds each person has
    for the whole game) and ``open`` (true: the other seat is offered to visitors in the
    lobby's open tables; against a person only).
    """
    from oldback.agents import AGENTS
    from oldback.decks import builtin_names
    from oldback.engine.game import Game
    from oldback.rules import Rules

    if not isinstance(spec, dict):
        raise Refused("the request must be a JSON object")
    seat = spec.get("seat", "p1")
    if seat not in SEATS:
        raise Refused(f"seat must be 'p1' or 'p2', not {seat!r}")
    rules = spec.get("rules", "pokemon1999")
    if rules not in RULES:
        raise Refused(f"unknown rules preset {rules!r} (known: {', '.join(RULES)})")
    if spec.get("deck_text"):
        text = spec["deck_text"]
        if not isinstance(text, str):
            raise Refused("the pasted deck list must be text")
        name = spec.get("deck_name") or ""
        if not isinstance(name, str) or len(name) > 60:
            raise Refused("a deck's name is text of at most 60 characters")
        if name.strip() in builtin_names():
            raise Refused(f"{name.strip()!r} is a built-in deck's name: choose another")
        mine = pasted_deck(text, _text(spec, "format", "base-fossil"), name.strip())
    else:
        mine = _deck(_text(spec, "deck", "haymaker"), saved, "your deck")
    theirs = _deck(_text(spec, "vs", "rain-dance"), saved, "the other deck")
    opponent = spec.get("opponent", "computer")
    ai = None
    if opponent == "computer":
        name = spec.get("ai", "heuristic")
        if name not in AGENTS:
            raise Refused(f"unknown computer player {name!r} (known: {', '.join(AGENTS)})")
        seconds = spec.get("seconds", SECONDS) if name == "search" else SECONDS
        if seconds is None or seconds == "":  # a field left empty: the default
            seconds = SECONDS
        if (not isinstance(seconds, int | float) or isinstance(seconds, bool)
                or not MIN_SECONDS <= seconds <= MAX_SECONDS):
            raise Refused(f"the thinking budget must be a number of seconds from {MIN_SECONDS}"
                          f" to {MAX_SECONDS}")
        ai = {"name": name, "seconds": float(seconds)}
        players = {seat: "human", other(seat): name}
    elif opponent == "person":
        players = {"p1": "human", "p2": "human"}
    else:
        raise Refused(f"the opponent is 'computer' or 'person', not {opponent!r}")
    clock = spec.get("clock")
    if clock is not None:
        if (not isinstance(clock, int | float) or isinstance(clock, bool)
                or not MIN_CLOCK <= clock <= MAX_CLOCK):
            raise Refused(f"the clock is a number of seconds for each player, from {MIN_CLOCK}"
                          f" to {MAX_CLOCK} (or none)")
        clock = {"limit": float(clock), "used": {"p1": 0.0, "p2": 0.0}}
    listed = spec.get("open", False)
    if not isinstance(listed, bool):
        raise Refused("'open' is true (list the table for visitors to join) or false")
    if listed and opponent != "person":
        raise Refused("only a game against a person can be an open table")
    seed = spec.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000_000)
    elif not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise Refused("the seed must be a whole number, 0 or more")
    decks = {seat: mine, other(seat): theirs}
    try:
        g = Game.new(decks["p1"], decks["p2"], seed=seed, rules=Rules.preset(rules))
    except ValueError as e:
        raise Refused(f"this game cannot start: {e}") from None
    row = GameRow(
        id=secrets.token_hex(6), seed=seed, rules=rules,
        decks={p: {"name": decks[p].name, "cards": [c.id for c in decks[p].cards]}
               for p in SEATS},
        players=players, ai=ai, seeded=spec.get("seed") is not None, clock=clock,
        listed=other(seat) if listed else None,
        tokens={k: secrets.token_urlsafe(18) for k in ("p1", "p2", "watch")})
    return row, g


def rebuild(row: GameRow, step: int | None = None) -> tuple[Game, dict[str, str] | None]:
    """The stored game at its last key (or at ``step``: after that many keys), ended as it
    ended when a player conceded or ran out of time after its last key; and the last move
    made, as ``Room.last`` holds it."""
    from oldback.engine.game import Game
    from oldback.rules import Rules

    keys = row.keys if step is None else row.keys[:step]
    g = Game.new(row.decks["p1"]["cards"], row.decks["p2"]["cards"], seed=row.seed,
                 rules=Rules.preset(row.rules))
    g.act(*keys[:-1])
    last = None
    if keys:
        d = g.decision
        assert d is not None  # the keys of a stored game replay
        label = next((o.label for o in d.options if o.key == keys[-1]), keys[-1])
        last = {"player": d.player, "kind": d.kind, "key": keys[-1], "label": label}
        g.act(keys[-1])
    if len(keys) == len(row.keys) and row.result in CONCESSIONS and not g.over:
        loser = other(row.winner or "p1")
        concede(g, loser, row.result)
        last = _conceded(loser, row.result)
    return g, last


def _conceded(seat: str, reason: str) -> dict[str, str]:
    return {"player": seat, "kind": "concede", "key": reason,
            "label": "concedes" if reason == "concession" else "has run out of time"}


def make_ai(spec: dict, seed: int) -> Agent:
    from oldback.agents import AGENTS, make_agent

    if spec["name"] == "search":
        return AGENTS["search"](seed, seconds=spec["seconds"])  # type: ignore[call-arg]
    return make_agent(spec["name"], seed)


# --- what a seat is sent ------------------------------------------------------------------

@lru_cache(maxsize=2048)
def card_info(card_id: str) -> dict[str, Any]:
    """A card's facts and our text, for the details shown on hover."""
    from oldback.engine.state import FACE_DOWN
    from oldback.facts.catalog import card
    from oldback.lookup import describe

    if card_id == FACE_DOWN.id:  # a card lying face down (Lt. Surge's Secret Plan)
        return {"name": FACE_DOWN.name, "supertype": FACE_DOWN.supertype, "stage": "Basic",
                "hp": None, "types": [], "kind": None,
                "text": "A card lying face down, played as a Basic Pokémon."}
    from oldback.engine.scripts import script_of

    c = card(card_id)
    script = script_of(c)

    def said(table: dict, name: str) -> str:
        return table[name].text if name in table else ""

    return {"name": c.name, "supertype": c.supertype, "stage": c.stage, "hp": c.hp,
            "types": list(c.types), "kind": c.kind, "set": c.set, "number": c.number,
            "weakness": c.weakness, "resistance": c.resistance, "retreat": c.retreat_cost,
            "evolves_from": c.evolves_from,
            "attacks": [{"name": a.name, "cost": list(a.cost), "damage": a.damage,
                         "text": said(script.attacks, a.name)} for a in c.attacks],
            "powers": [{"name": p.name, "kind": p.kind, "text": said(script.powers, p.name)}
                       for p in c.powers],
            "rules": script.text or "", "text": describe(c)}


def _mon(m: Any, ids: set[str]) -> dict[str, Any]:
    def refs(cards: list[Card]) -> list[str]:
        ids.update(c.id for c in cards)
        return [c.id for c in cards]

    ids.add(m.card.id)
    return {"card": m.card.id, "name": m.name, "types": list(m.card.types), "hp": m.hp,
            "damage": m.damage, "remaining_hp": m.remaining_hp,
            "conditions": sorted(m.conditions), "energy": refs(m.energy),
            "attached": refs(m.attached), "stack": refs(m.stack)}


def _side(s: Any, ids: set[str], hand: bool) -> dict[str, Any]:
    def refs(cards: list[Card]) -> list[str]:
        ids.update(c.id for c in cards)
        return [c.id for c in cards]

    prizes = getattr(s, "prizes", None) or [None] * s.prize_count
    return {"name": s.name,
            "hand": refs(s.hand) if hand and s.hand is not None else None,
            "hand_count": s.hand_count, "deck_count": s.deck_count,
            "discard": refs(s.discard), "prize_count": s.prize_count,
            "prizes": [refs([c])[0] if c is not None else None for c in prizes],
            "active": _mon(s.active, ids) if s.active is not None else None,
            "bench": [_mon(m, ids) for m in s.bench]}


def snapshot(g: Game, seat: str) -> tuple[dict[str, Any], set[str]]:
    """The table as ``seat`` (``p1``, ``p2`` or ``watch``) may see it, and the card ids
    it names. Built from ``g.view`` only."""
    ids: set[str] = set()
    if seat in SEATS:
        v = g.view(seat)
        me, opp = _side(v.me, ids, True), _side(v.opp, ids, True)
        d = v.decision
        decision = ({"kind": d.kind, "prompt": d.prompt,
                     "options": [{"key": o.key, "label": o.label} for o in d.options]}
                    if d is not None else None)
        stadium = v.stadium
    else:  # a spectator: each side as its opponent sees it, no hand
        v, v2 = g.view("p1"), g.view("p2")
        me, opp = _side(v2.opp, ids, False), _side(v.opp, ids, False)
        decision, stadium = None, v.stadium
    if stadium is not None:
        ids.add(stadium.id)
    pending = g.decision
    return ({"turn": v.turn, "current": v.current, "over": v.over, "winner": v.winner,
             "result": getattr(g, "result", "") if v.over else "",
             "me": me, "opp": opp, "stadium": stadium.id if stadium is not None else None,
             "decision": decision,
             "waiting": pending.player if pending is not None else None}, ids)


class Room:
    """One game being played: the game, its stored row, the last move made, its chat and
    its players' clocks."""

    def __init__(self, row: GameRow, g: Game, last: dict[str, str] | None = None,
                 chat: list[dict] | None = None):
        self.row = row
        self.g = g
        #: the last move made: who, the decision's kind, the key and its label
        self.last = last
        self.chat: list[dict] = chat or []
        self.ai_seat = next((p for p in SEATS if row.players[p] != "human"), None)
        self.agent = make_ai(row.ai, row.seed + 1 + len(row.keys)) if row.ai else None
        #: when the running clock was last read (a restart does not charge the time down)
        self.since = time.monotonic()
        #: the steps at which a hint was asked (``app.hint``; kept while the server runs)
        self.hints: list[int] = []

    @property
    def step(self) -> int:
        return len(self.row.keys)

    # --- the clocks ---------------------------------------------------------------------
    @property
    def running(self) -> str | None:
        """The seat whose clock runs now: a person's, at their decision, in a timed game."""
        d = self.g.decision
        if self.row.clock is None or d is None or self.row.players[d.player] != "human":
            return None
        return d.player

    def left(self, seat: str) -> float:
        """Seconds left on a seat's clock (the game must have one)."""
        clock = self.row.clock
        assert clock is not None
        used = clock["used"][seat]
        if seat == self.running:
            used += time.monotonic() - self.since
        return clock["limit"] - used

    def _charge(self) -> None:
        """Charge the time since the clock was last read to the seat whose clock runs."""
        now = time.monotonic()
        seat = self.running
        if seat is not None and self.row.clock is not None:
            self.row.clock["used"][seat] += now - self.since
        self.since = now

    def clocks(self) -> dict[str, Any] | None:
        if self.row.clock is None:
            return None
        return {"limit": self.row.clock["limit"], "running": self.running,
                "left": {p: round(max(0.0, self.left(p)), 2) for p in SEATS}}

    # --- acting -------------------------------------------------------------------------
    def act(self, seat: str, key: Any) -> None:
        """Act ``key`` for ``seat`` (Refused, game unchanged, when it may not)."""
        from oldback.engine.decisions import IllegalAction

        d = self._deciding(seat)
        if not isinstance(key, str):
            raise Refused("send a key as text: one of the options' keys "
                          f"({_keys(d.options)})")
        if key not in d:
            raise Refused(f"“{_cut(key)}” is not one of the options ({_keys(d.options)})")
        if self.running == seat and self.left(seat) <= 0:
            raise Refused("your time has run out", status=409)
        self._charge()
        try:
            self.g.act(key)
        except IllegalAction as e:
            raise Refused(str(e)) from None
        label = next(o.label for o in d.options if o.key == key)
        self.last = {"player": seat, "kind": d.kind, "key": key, "label": label}
        self.row.keys.append(key)
        self._ended()

    def _deciding(self, seat: str) -> Any:
        if seat not in SEATS:
            raise Refused("spectators cannot act", status=403)
        d = self.g.decision
        if d is None:
            raise Refused("the game is over", status=409)
        if d.player != seat:
            raise Refused(f"it is not your decision: waiting for {d.player}", status=409)
        return d

    def concede(self, seat: str, reason: str = "concession") -> None:
        """``seat`` concedes, or has run out of time: the other player wins."""
        if seat not in SEATS:
            raise Refused("spectators cannot concede", status=403)
        if self.g.over:
            raise Refused("the game is over", status=409)
        self._charge()
        concede(self.g, seat, reason)
        self.last = _conceded(seat, reason)
        self._ended()

    def _ended(self) -> None:
        g = self.g
        self.row.status = "finished" if g.over else "playing"
        self.row.winner, self.row.turns = g.winner, g.turn
        self.row.result = (getattr(g, "result", "") or "") if g.over else ""
        if g.over:
            self.row.listed = None

    def state(self, seat: str, log_from: int = 0,
              chat_from: int = 0) -> tuple[dict[str, Any], set[str]]:
        """What ``seat`` is sent now: the table, the log from ``log_from`` on and the chat
        from ``chat_from`` on, the last move (a private choice of the other player not
        named), the clocks, and the card ids named."""
        data, ids = frame(self.g, self.row, seat, log_from, self.last)
        data["clock"] = self.clocks()
        data["chat_from"] = min(chat_from, len(self.chat))
        data["chat"] = self.chat[chat_from:]
        return data, ids


def _cut(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[:width] + "…"


def _keys(options: list) -> str:
    return ", ".join(_cut(o.key) for o in options[:12]) + (", …" if len(options) > 12 else "")


def seen_from(label: str, actor: str, viewer: str) -> str:
    """An option's label, written from ``actor``'s side of the table (``opp-bench1`` is
    the other player's), told to ``viewer``: each slot named by its owner."""
    def owner(m: re.Match) -> str:
        whose = other(actor) if m.group(1) else actor
        return f"(your {m.group(2)})" if whose == viewer else f"({whose}'s {m.group(2)})"

    return SLOT.sub(owner, label)


def frame(g: Game, row: GameRow, seat: str, log_from: int,
          last: dict[str, str] | None) -> tuple[dict[str, Any], set[str]]:
    table, ids = snapshot(g, seat)
    shown = None
    if last is not None:
        shown = {"player": last["player"], "kind": last["kind"],
                 "label": seen_from(last["label"], last["player"], seat)}
        if last["player"] != seat and not public(last["kind"], last["key"]):
            shown["label"] = "a private choice"
    # a player reads the lines told to them alone too (a card only they looked at)
    log: list[str] = g.log_for(seat) if seat in SEATS else g.log
    return ({"type": "state", "game": row.id, "seat": seat, "step": len(row.keys),
             "players": row.players, "ai": row.ai,
             "decks": {p: row.decks[p]["name"] for p in SEATS},
             "rules": row.rules, "status": row.status, "last": shown, "seeded": row.seeded,
             "watch": f"/t/{row.tokens['watch']}" if seat in SEATS else None,
             "log_from": min(log_from, len(log)), "log": log[log_from:], **table}, ids)


def replay_frame(row: GameRow, seat: str, step: int) -> tuple[dict[str, Any], set[str]]:
    """A finished game at ``step`` (0: before any key), as ``seat`` saw it; the last step
    ends as the game ended (a concession after the last key too)."""
    if not 0 <= step <= len(row.keys):
        raise Refused(f"the game has steps 0 to {len(row.keys)}, not {step}")
    g, last = rebuild(row, step)
    played = GameRow(**{**row.__dict__, "keys": row.keys[:step]})
    data, ids = frame(g, played, seat, 0, last)
    data["type"] = "replay"
    data["steps"] = len(row.keys)
    return data, ids
