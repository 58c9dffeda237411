"""Batch simulation: many AI-vs-AI games between two decks, spread over processes.

Game i uses seed ``seed + i``; seats alternate (in odd games the first deck sits as
p2), so neither deck keeps the advantage of a seat. A game that raises is counted in
``errors`` with its seed, never dropped.

A run is reproducible (the same seed gives the same games, on any number of
processes) when every player is: ``random`` and ``heuristic`` are, and ``search`` is
when its budget is a number of iterations, as it is here by default
(``SIM_ITERATIONS``); ``search:seconds=…`` stops on the clock and is not.

Each batch of finished games is handed to ``on_records`` as it arrives (``Output``
writes them to a file); an interrupted run (Ctrl-C, or SIGTERM turned into
KeyboardInterrupt) stops the workers and returns the games that finished.

Backends: ``process`` (a pool of processes on this machine) and ``ray`` (tasks on a Ray
cluster, the ``ray`` extra). Games are played in chunks of seeds; each chunk's records
are kept once, by chunk, so a chunk that Ray runs again after its worker died counts
once. Both give the same records for the same seeds.
"""

from __future__ import annotations

import gc
import math
import os
import signal
import sys
import time
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import ModuleType
from typing import IO, TYPE_CHECKING

from oldback.agents import make_agent, parse_spec, spec_text
from oldback.engine.game import Game
from oldback.rules import Rules, resolve

if TYPE_CHECKING:
    import sqlite3
    from pathlib import Path

#: the search player's budget in a simulation unless a spec gives one: determinizations
#: a decision (a fixed number, so that ``--seed`` makes a run reproducible)
SIM_ITERATIONS = 48
#: objects allocated between two collections of the youngest generation while a game is
#: played (Python's default is 700)
YOUNG_THRESHOLD = 10_000


@dataclass(frozen=True)
class GameRecord:
    """One finished game: ``winner`` is "d1", "d2", "draw" or "" after an error."""

    seed: int
    d1_seat: str
    winner: str
    turns: int
    end: str
    error: str = ""


@dataclass
class SimResult:
    deck1: str
    deck2: str
    games: int
    wins: dict[str, int]
    errors: list[dict]
    seconds: float
    average_turns: float | None
    endings: dict[str, int]
    records: list[GameRecord] = field(repr=False, default_factory=list)
    #: whether the run was stopped (Ctrl-C, SIGTERM) before every game was played
    interrupted: bool = False
    #: the specs of the players of D1 and D2 as they played (``search:iterations=48``)
    players: tuple[str, str] = ("", "")

    @property
    def played(self) -> int:
        return self.games - len(self.errors)

    @property
    def win_rate(self) -> float | None:
        """The first deck's win rate, a draw counting half."""
        if not self.played:
            return None
        return (self.wins["p1"] + self.wins["draw"] / 2) / self.played

    def interval(self) -> tuple[float, float] | None:
        if not self.played:
            return None
        return wilson(self.wins["p1"] + self.wins["draw"] / 2, self.played)

    def as_json(self) -> dict:
        return {
            "deck1": self.deck1, "deck2": self.deck2, "games": self.games, "wins": self.wins,
            "errors": self.errors, "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None,
            "average_turns": self.average_turns, "endings": self.endings,
            "win_rate": self.win_rate, "win_rate_95": self.interval(),
            "interrupted": self.interrupted, "players": list(self.players),
        }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion wins/n."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@contextmanager
def collecting_less() -> Iterator[None]:
    """The garbage collector tuned to playing a run of games, for its time: what exists
    before it (the cards, the vocabulary, the players' tables: some 50,000 objects) is left
    out of its full collections (``gc.freeze``), and its youngest generation is collected
    every ``YOUNG_THRESHOLD`` allocations rather than 700. A game's objects mostly die
    young, by their reference counts; the collections the defaults run cost the compiled
    engine about a tenth of its time in heuristic games. Both are as they were after."""
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


def play_one(deck1: list[str], deck2: list[str], ai1: str, ai2: str, seed: int,
             rules: Rules) -> GameRecord:
    """Play game ``seed``: the first deck sits as p1 in even games, p2 in odd ones."""
    swap = seed % 2 == 1
    seats = {"p1": (deck2, ai2) if swap else (deck1, ai1),
             "p2": (deck1, ai1) if swap else (deck2, ai2)}
    d1_seat = "p2" if swap else "p1"
    try:
        g = Game.new(seats["p1"][0], seats["p2"][0], seed=seed, rules=rules, log=False)
        agents = {p: make_agent(seats[p][1], seed * 2 + (1 if p == "p1" else 2))
                  for p in ("p1", "p2")}
        g.play_out(agents)
    except Exception as e:  # reported with its seed: a bug to reproduce, never dropped
        return GameRecord(seed, d1_seat, "", 0, "error", f"{type(e).__name__}: {e}")
    if g.winner == "draw":
        winner = "draw"
    else:
        winner = "d1" if g.winner == d1_seat else "d2"
    return GameRecord(seed, d1_seat, winner, g.turn, g.result)


_WORKER: dict = {}


def _init(deck1, deck2, ai1, ai2, rules) -> None:
    _WORKER.update(deck1=deck1, deck2=deck2, ai1=ai1, ai2=ai2, rules=rules)


def _init_worker(deck1, deck2, ai1, ai2, rules) -> None:
    """A worker process: Ctrl-C is the parent's to handle (it stops the workers), and
    SIGTERM ends the worker quietly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _init(deck1, deck2, ai1, ai2, rules)


def _play_chunk(seeds: list[int]) -> list[GameRecord]:
    w = _WORKER
    return play_chunk(w["deck1"], w["deck2"], w["ai1"], w["ai2"], w["rules"], seeds)


def reproducible(spec: str) -> str:
    """The player a simulation uses for ``spec``: a search player given no budget gets
    ``SIM_ITERATIONS`` iterations (not the clock), so its games repeat exactly."""
    name, settings = parse_spec(spec)
    if name == "search" and "seconds" not in settings and "iterations" not in settings:
        settings["iterations"] = SIM_ITERATIONS
    return spec_text(name, settings)


def play_chunk(deck1: list[str], deck2: list[str], ai1: str, ai2: str, rules: Rules,
               seeds: list[int]) -> list[GameRecord]:
    """Play the games of ``seeds``, the garbage collector tuned to it (``collecting_less``):
    a worker's chunk, and a Ray task (everything it needs is in its arguments)."""
    with collecting_less():
        return [play_one(deck1, deck2, ai1, ai2, s, rules) for s in seeds]


#: Times Ray runs a chunk again when the worker running it dies.
RAY_RETRIES = 5
BACKENDS = ("process", "ray")


def simulate(deck1, deck2, games: int = 100, ais: tuple[str, str] = ("heuristic", "heuristic"),
             seed: int = 0, jobs: int | None = None, rules: Rules | str | None = None,
             progress: Callable[[int, int], None] | None = None,
             names: tuple[str, str] = ("deck 1", "deck 2"),
             on_records: Callable[[list[GameRecord]], None] | None = None,
             backend: str = "process", address: str | None = None) -> SimResult:
    """Play ``games`` games between two decks (Decks or lists of references); ``ais`` are
    player specs (``heuristic``, ``search:iterations=48`` …). ``on_records`` receives each
    batch of finished games as it arrives. Interrupted (KeyboardInterrupt), the result
    holds the games that finished, with ``interrupted`` set.

    ``backend="ray"`` plays them as Ray tasks: on the cluster at ``address`` (``auto``,
    ``ray://host:10001`` …), on the Ray instance this process has already started, or
    else on a Ray instance it starts on this machine with ``jobs`` CPUs."""
    if games < 1:
        raise ValueError("the number of games must be at least 1")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (available: {', '.join(BACKENDS)})")
    if address is not None and backend != "ray":
        raise ValueError("an address is for the ray backend")
    r = resolve(rules)
    d1 = [c.id for c in getattr(deck1, "cards", deck1)] if not _refs(deck1) else list(deck1)
    d2 = [c.id for c in getattr(deck2, "cards", deck2)] if not _refs(deck2) else list(deck2)
    ai1, ai2 = reproducible(ais[0]), reproducible(ais[1])  # an unknown name fails here, clearly
    Game.new(d1, d2, seed=seed, rules=r, log=False)  # decks the engine can't play fail here
    seeds = list(range(seed, seed + games))
    setup = (d1, d2, ai1, ai2, r)
    if backend == "ray":
        ray = _ray(jobs, address)  # ``seconds`` count the games once connected
        start = time.perf_counter()
        batches = _ray_batches(ray, setup, seeds)
    else:
        start = time.perf_counter()
        batches = _batches(seeds, jobs or os.cpu_count() or 1, setup)
    records: list[GameRecord] = []
    interrupted = False
    try:
        for batch in batches:
            records.extend(batch)
            if on_records:
                on_records(batch)
            if progress:
                progress(len(records), games)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        batches.close()  # the workers are stopped
    seconds = time.perf_counter() - start
    records.sort(key=lambda rec: rec.seed)  # Ray's chunks arrive as they finish
    result = summarize(records, seconds, names)
    result.interrupted = interrupted
    result.players = (ai1, ai2)
    return result


def _batches(seeds: list[int], jobs: int,
             setup: tuple) -> Generator[list[GameRecord], None, None]:
    """The games' records in the order of their seeds, a batch at a time: one game on
    one process, else chunks from a pool of ``jobs`` workers (stopped on leaving)."""
    if jobs == 1:
        deck1, deck2, ai1, ai2, rules = setup
        with collecting_less():
            for s in seeds:
                yield [play_one(deck1, deck2, ai1, ai2, s, rules)]
        return
    import multiprocessing  # (here: a process that plays its games itself never needs it)

    chunks = _chunks(seeds, jobs)
    with multiprocessing.Pool(min(jobs, len(chunks)), initializer=_init_worker,
                              initargs=setup) as pool:
        yield from pool.imap(_play_chunk, chunks)


def _chunks(seeds: list[int], workers: int) -> list[list[int]]:
    """Seeds in chunks: about four per worker, 25 games at most."""
    size = max(1, min(25, len(seeds) // (workers * 4) or 1))
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def _ray(jobs: int | None, address: str | None) -> ModuleType:
    """The ``ray`` module, connected: to ``address``, to the Ray instance this process has
    started already, or to a new one on this machine with ``jobs`` CPUs."""
    import logging

    try:
        import ray
    except ImportError:
        raise ValueError("the ray backend needs Ray: pip install 'oldback[ray]'") from None
    if ray.is_initialized():
        return ray
    if address is None:
        # "local": always a new instance, never a cluster some other program started here
        ray.init(address="local", num_cpus=jobs or os.cpu_count() or 1,
                 include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING)
        return ray
    # Ship this oldback to the cluster's workers (it is standard library only).
    import oldback

    try:
        ray.init(address=address, runtime_env={"py_modules": [oldback]}, log_to_driver=False,
                 logging_level=logging.WARNING)
    except ConnectionError as e:
        raise ValueError(f"cannot reach the Ray cluster at {address}: {e}") from None
    return ray


def _ray_batches(ray: ModuleType, setup: tuple,
                 seeds: list[int]) -> Generator[list[GameRecord], None, None]:
    """The games' records as Ray tasks finish them, a chunk at a time, each chunk once (a
    chunk Ray runs again after its worker died is kept once); on leaving early, the tasks
    still running are cancelled."""
    workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
    task = ray.remote(max_retries=RAY_RETRIES, retry_exceptions=False)(play_chunk)
    args = [ray.put(x) for x in setup]
    pending = {task.remote(*args, chunk): i for i, chunk in enumerate(_chunks(seeds, workers))}
    try:
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                del pending[ref]
                yield ray.get(ref)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)


def _refs(deck) -> bool:
    items = getattr(deck, "cards", deck)
    return all(isinstance(c, str) for c in items)


def summarize(records: list[GameRecord], seconds: float,
              names: tuple[str, str] = ("deck 1", "deck 2")) -> SimResult:
    wins = {"p1": 0, "p2": 0, "draw": 0}
    endings: dict[str, int] = {}
    errors = []
    turns = 0
    for rec in records:
        if rec.error:
            errors.append({"seed": rec.seed, "error": rec.error})
            continue
        wins[{"d1": "p1", "d2": "p2", "draw": "draw"}[rec.winner]] += 1
        endings[rec.end] = endings.get(rec.end, 0) + 1
        turns += rec.turns
    played = len(records) - len(errors)
    return SimResult(names[0], names[1], len(records), wins, errors, seconds,
                     round(turns / played, 2) if played else None, endings, records)


def writable(path: Path) -> None:
    """ValueError, in one line, unless ``path`` names a file that may be written: not a
    folder, in a folder that exists, a name the system accepts."""
    shown = str(path) if len(str(path)) <= 80 else str(path)[:80] + "…"
    if "\x00" in str(path):
        raise ValueError(f"{shown!r}: no file can have this name (it holds a NUL character)")
    try:
        if path.is_dir():
            raise ValueError(f"{shown}: is a folder, not a file to write to")
        if not path.parent.is_dir():
            raise ValueError(f"{shown}: there is no folder {str(path.parent)[:80]!r}")
        path.exists()  # a name too long for the system fails here
    except OSError as e:
        raise ValueError(f"{shown}: cannot write it ({e.strerror or e})") from None


SQLITE_SUFFIXES = (".db", ".sqlite", ".sqlite3")
#: the columns of ``--out``, one row per game
COLUMNS = ("deck1", "deck2", "seed", "d1_seat", "winner", "turns", "end_reason", "error")
#: rows written to SQLite in one transaction
BATCH = 25


class Output:
    """Where ``oldback sim --out`` keeps one row per game: SQLite (``.db``, ``.sqlite``,
    ``.sqlite3``; rows are added to the ``games`` table, a transaction per batch) or CSV
    (anything else; the file is written anew, flushed after each batch). Opened before
    the first game, so that a path it can't write is ValueError, in one line, at once."""

    def __init__(self, path: str | os.PathLike):
        import csv  # (here, like sqlite3 and pathlib: a worker that only plays never needs
        from pathlib import Path  # them, and each is memory in every worker)

        self.path = Path(path)
        self.db: sqlite3.Connection | None = None
        self.file: IO[str] | None = None
        self.pending: list[tuple] = []
        writable(self.path)
        if self.path.suffix.lower() in SQLITE_SUFFIXES:
            self._open_sqlite()
        else:
            try:
                self.file = self.path.open("w", newline="", encoding="utf-8")
            except OSError as e:
                raise ValueError(f"{self.path}: cannot write it ({e.strerror or e})") from None
            self.csv = csv.writer(self.file)
            self.csv.writerow(COLUMNS)
            self.file.flush()

    def _open_sqlite(self) -> None:
        import sqlite3  # (here: the worker that only plays games never needs it)

        try:
            db = sqlite3.connect(self.path)
        except sqlite3.Error as e:
            raise ValueError(f"{self.path}: cannot open it as an SQLite database ({e})") from None
        try:
            with db:
                db.execute("CREATE TABLE IF NOT EXISTS games (deck1 TEXT, deck2 TEXT, "
                           "seed INTEGER, d1_seat TEXT, winner TEXT, turns INTEGER, "
                           "end_reason TEXT, error TEXT)")
            columns = tuple(row[1] for row in db.execute("PRAGMA table_info(games)"))
        except sqlite3.Error as e:
            db.close()
            raise ValueError(f"{self.path}: not an SQLite database oldback can write to "
                             f"({e})") from None
        if columns != COLUMNS:
            db.close()
            raise ValueError(f"{self.path}: its games table has the columns "
                             f"{', '.join(columns)}, not {', '.join(COLUMNS)}")
        self.db = db

    def add(self, records: list[GameRecord], names: tuple[str, str]) -> None:
        """Keep the records of finished games (of the decks ``names``)."""
        rows = [(names[0], names[1], r.seed, r.d1_seat, r.winner, r.turns, r.end, r.error)
                for r in records]
        if self.file is not None:
            self.csv.writerows(rows)
            self.file.flush()
            return
        self.pending.extend(rows)
        if len(self.pending) >= BATCH:
            self._commit()

    def _commit(self) -> None:
        if self.db is not None and self.pending:
            with self.db:
                self.db.executemany(f"INSERT INTO games VALUES ({', '.join('?' * len(COLUMNS))})",
                                    self.pending)
            self.pending = []

    def close(self) -> None:
        """Write what is still pending and close the file."""
        if self.db is not None:
            self._commit()
            self.db.close()
            self.db = None
        if self.file is not None:
            self.file.close()
            self.file = None


def progress_bar(done: int, total: int) -> None:
    """A one-line progress bar on standard error."""
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
