"""Game records: every game played in the terminal, saved as one JSON file.

Where: the folder given with ``--records DIR``; otherwise ``$OLDBACK_HOME/games``
when the environment variable ``OLDBACK_HOME`` is set; otherwise
``~/.oldback/games``. A file is named ``YYYYMMDD-HHMMSS-DECK1-vs-DECK2-seedN.json``.

The format (one JSON object, UTF-8)::

    {
      "format": "oldback-game-record",   # always this text
      "version": 1,                      # of this format
      "oldback": "0.1.0",                # the version that wrote it
      "date": "2025-05-04T18:03:11+02:00",  # when the game was saved (ISO 8601, local)
      "status": "finished",              # or "abandoned" (quit, end of input, Ctrl-C)
      "rules": "pokemon1999",            # the preset's name, or null for other switches
      "switches": {},                    # every rule switch that differs from pokemon1999
      "decks": {"p1": {"name": "haymaker", "cards": ["base1-7", ...]},
                "p2": {"name": "rain-dance", "cards": [...]}},   # 60 card ids each
      "seed": 7,
      "keys": ["keep", "base1-7", "done", ...],  # every key acted, in order
      "human": "p1",                     # the seat of the person (null: none)
      "ai": "search",                    # the computer player's name
      "players": {"p1": "human", "p2": "search"},
      "winner": "p2",                    # "p1", "p2", "draw" or null (not finished)
      "result": "prizes",                # how it ended (the engine's reason), "" if not
      "turns": 14,                       # the turn the game stopped at
      "log_sha256": "…",                 # SHA-256 of the game log, lines joined with "\\n"
      "conceded": "p1",                  # only in a game a player ended by conceding
      "hints": [12, 40]                  # only when the person asked for hints: the number
    }                                    # of keys acted before each

A game can end outside the rules, after its last key: a player concedes (``result``
``"concession"``) or, in a game played on a clock, runs out of time (``"time"``). The
record then names the player who lost so in ``conceded``, and ``rebuild`` ends the
rebuilt game the same way after its keys (``concede``).

The game is a pure function of the rules, the two decks, the seed and the keys, so
``Game.new(decks["p1"].cards, decks["p2"].cards, seed, rules)`` followed by
``act(*keys)`` rebuilds it exactly (``rebuild``); ``check`` compares the rebuilt game
with what the record says (winner, result, turn, and the log's digest). The rules
are ``switches`` applied to the default preset; ``rules`` names the preset for people.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import fields, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.rules import Rules

FORMAT = "oldback-game-record"
VERSION = 1
#: the results of a game ended by a player rather than by the rules: a concession, and
#: a clock run out (timed events count it as a loss)
CONCESSIONS = ("concession", "time")


def concede(g: Game, player: str, reason: str = "concession") -> None:
    """End ``g`` at once: ``player`` concedes (``reason`` "concession") or has run out of
    time ("time"); the other player wins. The log says so; nothing more can be acted."""
    from oldback.engine.knockout import finish

    if g.over:
        raise ValueError("the game is already over")
    if player not in ("p1", "p2") or reason not in CONCESSIONS:
        raise ValueError(f"{player!r} cannot concede by {reason!r}")
    g.say(f"{player} concedes" if reason == "concession" else f"{player} has run out of time")
    finish(g, "p2" if player == "p1" else "p1", reason)
    g.decision = None


def records_dir(override: str | os.PathLike | None = None) -> Path:
    """The folder records are saved in (see the module docstring)."""
    if override:
        return Path(override).expanduser()
    home = os.environ.get("OLDBACK_HOME")
    if home:
        return Path(home).expanduser() / "games"
    return Path.home() / ".oldback" / "games"


def log_digest(log: list[str]) -> str:
    return hashlib.sha256("\n".join(log).encode("utf-8")).hexdigest()


def preset_name(rules: Rules) -> str | None:
    """The name of the preset equal to these rules, or None."""
    from oldback.rules import PRESETS

    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return None


def make(g: Game, *, seed: int, human: str | None, ai: str, deck_names: tuple[str, str],
         status: str | None = None, hints: list[int] | None = None) -> dict:
    """The record of a game (finished if it is over, else abandoned); ``hints``: when the
    person asked for a hint, the number of keys acted before each time."""
    from oldback import __version__

    status = status or ("finished" if g.over else "abandoned")
    players = {p: ("human" if p == human else ai) for p in ("p1", "p2")}
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "oldback": __version__,
        "date": datetime.now().astimezone().isoformat(timespec="seconds"),
        "status": status,
        "rules": preset_name(g.rules),
        "switches": g.rules.changes(),
        "decks": {p: {"name": deck_names[i], "cards": [c.id for c in g.decks[i]]}
                  for i, p in enumerate(("p1", "p2"))},
        "seed": seed,
        "keys": list(g.keys),
        "human": human,
        "ai": ai,
        "players": players,
        "winner": g.winner,
        "result": g.result,
        "turns": g.turn,
        "log_sha256": log_digest(g.log),
        **({"conceded": "p2" if g.winner == "p1" else "p1"} if g.result in CONCESSIONS else {}),
    }
    if hints:
        record["hints"] = list(hints)
    return record


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-")[:40] or "deck"


def save(record: dict, folder: str | os.PathLike | None = None) -> Path:
    """Write the record into the folder (made if needed); the file's path."""
    where = records_dir(folder)
    where.mkdir(parents=True, exist_ok=True)
    stamp = datetime.fromisoformat(record["date"]).strftime("%Y%m%d-%H%M%S")
    d = record["decks"]
    stem = (f"{stamp}-{_slug(d['p1']['name'])}-vs-{_slug(d['p2']['name'])}"
            f"-seed{record['seed']}")
    path = where / f"{stem}.json"
    n = 2
    while path.exists():
        path = where / f"{stem}-{n}.json"
        n += 1
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path


def load(path: str | os.PathLike) -> dict:
    """Read a record; ValueError explains a file that is not one."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise ValueError(f"{path}: cannot read it ({e.strerror or e})") from None
    except (ValueError, RecursionError) as e:  # not UTF-8, not JSON, numbers of 5,000 digits
        raise ValueError(f"{path}: not a JSON game record ({_cut(str(e), 120)[1:-1]})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{path}: not an oldback game record (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise ValueError(f"{path}: record format version {data.get('version')!r}; "
                         f"this oldback reads version {VERSION}")
    for field, kind in (("decks", dict), ("seed", int), ("keys", list)):
        if not isinstance(data.get(field), kind) or isinstance(data.get(field), bool):
            raise ValueError(f"{path}: the record's {field!r} is missing or not "
                             f"{_KIND[kind]}")
    problem = _problem(data)
    if problem:
        raise ValueError(f"{path}: {problem}")
    return data


def _problem(data: dict) -> str:
    """What is wrong with the fields of a record read from JSON, or ""."""
    for p in ("p1", "p2"):
        deck = data["decks"].get(p)
        if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list):
            return f"the record has no card list for {p}'s deck"
        if not all(isinstance(c, str) for c in deck["cards"]):
            return f"{p}'s deck holds an entry that is not a card id"
        if not isinstance(deck.get("name", ""), str):
            return f"the name of {p}'s deck is not text: {_cut(deck['name'])}"
    for n, key in enumerate(data["keys"], 1):
        if not isinstance(key, str):
            return f"key {n} of the record is not text: {_cut(key)}"
    for field, allowed in (("human", (None, "p1", "p2")), ("winner", (None, "p1", "p2", "draw")),
                           ("status", ("finished", "abandoned")), ("conceded", ("p1", "p2"))):
        if field in data and data[field] not in allowed:
            return (f"the record's {field!r} is {_cut(data[field])}, not one of "
                    f"{', '.join(json.dumps(a) for a in allowed)}")
    for field in ("ai", "result", "date", "log_sha256", "oldback"):
        if field in data and not isinstance(data[field], str):
            return f"the record's {field!r} is not text: {_cut(data[field])}"
    if "turns" in data and (not isinstance(data["turns"], int) or isinstance(data["turns"], bool)):
        return f"the record's 'turns' is not a whole number: {_cut(data['turns'])}"
    players = data.get("players", {})
    if not isinstance(players, dict) or not all(
            isinstance(players.get(p, ""), str) for p in ("p1", "p2")):
        return f"the record's 'players' is not {{\"p1\": name, \"p2\": name}}: {_cut(players)}"
    hints = data.get("hints", [])
    if not isinstance(hints, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in hints):
        return f"the record's 'hints' is not a list of whole numbers: {_cut(hints)}"
    if data.get("rules") is not None and not isinstance(data["rules"], str):
        return f"the record's 'rules' is not a preset's name: {_cut(data['rules'])}"
    try:
        rules_of(data)
    except ValueError as e:
        return str(e)
    return ""


_KIND = {dict: "an object", int: "a whole number", list: "a list"}


def _cut(value: object, width: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= width else text[:width] + "…"


def rules_of(record: dict) -> Rules:
    """The rules a record was played with."""
    from oldback.rules import Rules

    switches = record.get("switches")
    if switches is None:
        return Rules.preset(record.get("rules") or "pokemon1999")
    if not isinstance(switches, dict):
        raise ValueError(f"the record's 'switches' is not an object of rule switches: "
                         f"{_cut(switches)}")
    known = {f.name for f in fields(Rules)}
    unknown = sorted(set(switches) - known)
    if unknown:
        raise ValueError(f"the record names unknown rule switches: "
                         f"{_cut(', '.join(unknown))}")
    return replace(Rules(), **switches)  # Rules names a switch with a value it can't have


def start(record: dict, log: bool = True) -> Game:
    """The recorded game before any key is acted."""
    from oldback.engine.game import Game

    g = Game.new(record["decks"]["p1"]["cards"], record["decks"]["p2"]["cards"],
                 seed=record["seed"], rules=rules_of(record), log=log)
    return g


def rebuild(record: dict, log: bool = True) -> Game:
    """The recorded game with every recorded key acted (and a concession after them)."""
    g = start(record, log)
    g.act(*record["keys"])
    end(record, g)
    return g


def end(record: dict, g: Game) -> None:
    """End ``g``, rebuilt to the record's last key, as the record says a player ended it
    (``conceded``); nothing when no one conceded."""
    if record.get("conceded") in ("p1", "p2") and not g.over:
        concede(g, record["conceded"], "time" if record.get("result") == "time"
                else "concession")


def check(record: dict, g: Game) -> list[str]:
    """How the rebuilt game ``g`` differs from what the record says (empty: it agrees)."""
    problems = []
    if len(g.keys) != len(record["keys"]):
        problems.append(f"{len(g.keys)} of {len(record['keys'])} keys were acted")
    if g.winner != record.get("winner"):
        problems.append(f"the winner is {g.winner!r}, the record says {record.get('winner')!r}")
    if g.result != record.get("result", g.result):
        problems.append(f"the game ended by {g.result!r}, the record says {record['result']!r}")
    if "turns" in record and g.turn != record["turns"]:
        problems.append(f"the game stopped at turn {g.turn}, the record says {record['turns']}")
    if record.get("status") == "finished" and not g.over:
        problems.append("the record says the game finished, but it is not over")
    digest = record.get("log_sha256")
    if digest and g.logging and log_digest(g.log) != digest:
        problems.append("the game log differs from the recorded game's log")
    return problems
