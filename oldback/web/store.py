"""Where ``oldback serve`` keeps its games: one SQLite file (standard library ``sqlite3``).

A game is its record: the seed, the rules, the two decks and the keys acted, plus who
sits where (the three unguessable tokens: one per seat and one for spectators) and how
it ended (a concession, or a clock run out, is its result: ``oldback.records.CONCESSIONS``).
Every accepted key is committed before the server answers, so a server that
is killed loses nothing that any player was told; on restart each unfinished game is
rebuilt from its record (``Game.new`` then every key) and continues where it was.

Tables::

    games(id, created, updated, status, seed, rules, decks, players, ai,
          tok_p1, tok_p2, tok_watch, winner, result, turns, seeded, clock, listed)
    keys(game, n, key)          -- the n-th key acted (0 first)
    chat(game, n, seat, at, text) -- what the seats said to each other, in order
    decks(name, text, format)   -- deck lists people pasted and named, to use again

A database written before ``clock`` and ``listed`` existed gets them on opening.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    status TEXT NOT NULL,          -- 'playing' or 'finished'
    seed INTEGER NOT NULL,
    rules TEXT NOT NULL,           -- a preset name
    decks TEXT NOT NULL,           -- JSON {"p1": {"name", "cards"}, "p2": {...}}
    players TEXT NOT NULL,         -- JSON {"p1": "human", "p2": "random"}
    ai TEXT,                       -- JSON {"name", "seconds"} or null
    tok_p1 TEXT NOT NULL UNIQUE,
    tok_p2 TEXT NOT NULL UNIQUE,
    tok_watch TEXT NOT NULL UNIQUE,
    winner TEXT,
    result TEXT NOT NULL DEFAULT '',
    turns INTEGER NOT NULL DEFAULT 0,
    seeded INTEGER NOT NULL DEFAULT 0,  -- 1: the maker chose the seed (not dealt at random)
    clock TEXT,                    -- JSON {"limit": seconds, "used": {"p1": s, "p2": s}} or null
    listed TEXT                    -- an open table: the seat ('p1'/'p2') free for a visitor
);
CREATE TABLE IF NOT EXISTS chat (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    seat TEXT NOT NULL,
    at TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (game, n)
);
CREATE TABLE IF NOT EXISTS keys (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    key TEXT NOT NULL,
    PRIMARY KEY (game, n)
);
CREATE TABLE IF NOT EXISTS decks (
    name TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    format TEXT NOT NULL
);
"""


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class GameRow:
    """One game as stored: its record and its seats."""

    id: str
    seed: int
    rules: str
    decks: dict[str, dict]
    players: dict[str, str]
    ai: dict | None
    tokens: dict[str, str]          # "p1", "p2", "watch" -> token
    status: str = "playing"
    winner: str | None = None
    result: str = ""
    turns: int = 0
    seeded: bool = False            # the maker chose the seed
    clock: dict | None = None       # {"limit": seconds a player, "used": {"p1": s, "p2": s}}
    listed: str | None = None       # an open table: the seat free for a visitor
    created: str = ""
    updated: str = ""
    keys: list[str] = field(default_factory=list)


class Store:
    """The games and decks of one server, in ``DIR/oldback.sqlite3``."""

    def __init__(self, folder: str | Path):
        path = Path(folder).expanduser()
        path.mkdir(parents=True, exist_ok=True)
        self.path = path / "oldback.sqlite3"
        # one connection, used from the server's event loop only
        self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: safe when the process is killed
        self.db.executescript(SCHEMA)
        have = {r[1] for r in self.db.execute("PRAGMA table_info(games)")}
        for column, kind in (("clock", "TEXT"), ("listed", "TEXT")):
            if column not in have:  # a database of an older oldback serve
                self.db.execute(f"ALTER TABLE games ADD COLUMN {column} {kind}")

    def close(self) -> None:
        self.db.close()

    def add(self, row: GameRow) -> None:
        row.created = row.updated = now()
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO games (id, created, updated, status, seed, rules, decks, players,"
                " ai, tok_p1, tok_p2, tok_watch, winner, result, turns, seeded, clock, listed)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (row.id, row.created, row.updated, row.status, row.seed, row.rules,
                 json.dumps(row.decks), json.dumps(row.players),
                 json.dumps(row.ai) if row.ai is not None else None,
                 row.tokens["p1"], row.tokens["p2"], row.tokens["watch"], row.winner,
                 row.result, row.turns, int(row.seeded),
                 json.dumps(row.clock) if row.clock is not None else None, row.listed))
            self._keys(row.id, 0, row.keys)

    def _keys(self, game: str, start: int, keys: list[str]) -> None:
        self.db.executemany("INSERT INTO keys (game, n, key) VALUES (?, ?, ?)",
                            [(game, start + i, k) for i, k in enumerate(keys)])

    def append(self, row: GameRow, start: int, keys: list[str]) -> None:
        """Commit keys acted from position ``start`` on, and how the game stands."""
        row.updated = now()
        with self.db:
            self.db.execute("BEGIN")
            self._keys(row.id, start, keys)
            self.db.execute("UPDATE games SET updated=?, status=?, winner=?, result=?, turns=?,"
                            " clock=? WHERE id=?",
                            (row.updated, row.status, row.winner, row.result, row.turns,
                             json.dumps(row.clock) if row.clock is not None else None,
                             row.id))

    def take_seat(self, game_id: str) -> str | None:
        """Take the free seat of an open table: its token, or None when it is taken
        already (or the game is over, or not an open table)."""
        r = self.db.execute("SELECT listed, tok_p1, tok_p2 FROM games WHERE id=? AND"
                            " listed IS NOT NULL AND status='playing'", (game_id,)).fetchone()
        if r is None:
            return None
        cur = self.db.execute("UPDATE games SET listed=NULL WHERE id=? AND listed IS NOT NULL",
                              (game_id,))
        if cur.rowcount != 1:
            return None
        return r[1] if r[0] == "p1" else r[2]

    def listed(self) -> list[GameRow]:
        """The open tables, newest first."""
        return [self._row(r) for r in self.db.execute(
            f"SELECT {self._COLUMNS} FROM games WHERE listed IS NOT NULL AND status='playing'"
            " ORDER BY created DESC LIMIT 100")]

    def say(self, game_id: str, seat: str, text: str) -> dict:
        """Keep a line of the chat; the line as it is sent."""
        at = now()
        with self.db:
            self.db.execute("BEGIN")
            (n,) = self.db.execute("SELECT COUNT(*) FROM chat WHERE game=?",
                                   (game_id,)).fetchone()
            self.db.execute("INSERT INTO chat (game, n, seat, at, text) VALUES (?, ?, ?, ?, ?)",
                            (game_id, n, seat, at, text))
        return {"seat": seat, "at": at, "text": text}

    def chat(self, game_id: str) -> list[dict]:
        return [{"seat": seat, "at": at, "text": text} for seat, at, text in self.db.execute(
            "SELECT seat, at, text FROM chat WHERE game=? ORDER BY n", (game_id,))]

    _COLUMNS = ("id, created, updated, status, seed, rules, decks, players, ai, tok_p1, tok_p2,"
                " tok_watch, winner, result, turns, seeded, clock, listed")

    def _row(self, r: tuple) -> GameRow:
        (gid, created, updated, status, seed, rules, decks, players, ai, t1, t2, tw, winner,
         result, turns, seeded, clock, listed) = r
        keys = [k for (k,) in self.db.execute("SELECT key FROM keys WHERE game=? ORDER BY n",
                                              (gid,))]
        return GameRow(id=gid, seed=seed, rules=rules, decks=json.loads(decks),
                       players=json.loads(players), ai=json.loads(ai) if ai else None,
                       tokens={"p1": t1, "p2": t2, "watch": tw}, status=status, winner=winner,
                       result=result, turns=turns, seeded=bool(seeded),
                       clock=json.loads(clock) if clock else None, listed=listed,
                       created=created, updated=updated, keys=keys)

    def game(self, game_id: str) -> GameRow | None:
        r = self.db.execute(f"SELECT {self._COLUMNS} FROM games WHERE id=?",
                            (game_id,)).fetchone()
        return self._row(r) if r else None

    def by_token(self, token: str) -> tuple[str, str] | None:
        """The game a token opens and the seat (``p1``, ``p2`` or ``watch``), or None."""
        r = self.db.execute("SELECT id, tok_p1, tok_p2 FROM games"
                            " WHERE tok_p1=? OR tok_p2=? OR tok_watch=?",
                            (token, token, token)).fetchone()
        if r is None:
            return None
        gid, t1, t2 = r
        return gid, "p1" if token == t1 else "p2" if token == t2 else "watch"

    def unfinished(self) -> list[str]:
        return [gid for (gid,) in self.db.execute(
            "SELECT id FROM games WHERE status='playing' ORDER BY created")]

    def save_deck(self, name: str, text: str, format: str) -> None:
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO decks (name, text, format) VALUES (?, ?, ?)",
                            (name, text, format))

    def decks(self) -> dict[str, tuple[str, str]]:
        """Saved deck lists: name -> (text, format)."""
        return {n: (t, f) for n, t, f in self.db.execute(
            "SELECT name, text, format FROM decks ORDER BY name")}
