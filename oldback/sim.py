"""Batch simulation: many AI-vs-AI games between two decks, spread over processes.

Game i uses seed ``seed + i``; seats alternate (in odd games the first deck sits as
p2), so neither deck keeps the advantage of a seat. A game that raises is counted in
``errors`` with its seed, never dropped.

Backends: ``process`` (a pool of processes on this machine) and ``ray`` (tasks on a Ray
cluster, the ``ray`` extra). Games are played in chunks of seeds; each chunk's records
are kept once, by chunk, so a chunk that Ray runs again after its worker died counts
once. Both give the same records for the same seeds.
"""

from __future__ import annotations

import csv
import logging
import math
import os
import sqlite3
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import ModuleType

from oldback.agents import make_agent
from oldback.engine.game import Game
from oldback.rules import Rules, resolve


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
        while not g.over:
            player = g.decision.player
            g.act(agents[player].choose_in(g, player))
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


def _play_chunk(seeds: list[int]) -> list[GameRecord]:
    w = _WORKER
    return [play_one(w["deck1"], w["deck2"], w["ai1"], w["ai2"], s, w["rules"]) for s in seeds]


def play_chunk(deck1: list[str], deck2: list[str], ai1: str, ai2: str, rules: Rules,
               seeds: list[int]) -> list[GameRecord]:
    """Play the games of ``seeds`` (a Ray task: everything it needs is in its arguments)."""
    return [play_one(deck1, deck2, ai1, ai2, s, rules) for s in seeds]


#: Times Ray runs a chunk again when the worker running it dies.
RAY_RETRIES = 5
BACKENDS = ("process", "ray")


def simulate(deck1, deck2, games: int = 100, ais: tuple[str, str] = ("heuristic", "heuristic"),
             seed: int = 0, jobs: int | None = None, rules: Rules | str | None = None,
             progress: Callable[[int, int], None] | None = None,
             names: tuple[str, str] = ("deck 1", "deck 2"), backend: str = "process",
             address: str | None = None) -> SimResult:
    """Play ``games`` games between two decks (Decks or lists of references).

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
    for ai in ais:
        make_agent(ai, 0)  # an unknown name fails here, clearly
    Game.new(d1, d2, seed=seed, rules=r, log=False)  # decks the engine can't play fail here
    seeds = list(range(seed, seed + games))
    if backend == "ray":
        ray = _ray(jobs, address)
        start = time.perf_counter()  # once connected: ``seconds`` are the games' time
        played = _simulate_ray(ray, d1, d2, ais, r, seeds, progress)
        return summarize(played, time.perf_counter() - start, names)
    jobs = jobs or os.cpu_count() or 1
    start = time.perf_counter()
    records: list[GameRecord] = []
    if jobs == 1:
        _init(d1, d2, ais[0], ais[1], r)
        for s in seeds:
            records.append(_play_chunk([s])[0])
            if progress:
                progress(len(records), games)
    else:
        chunks = _chunks(seeds, jobs)
        with ProcessPoolExecutor(jobs, initializer=_init,
                                 initargs=(d1, d2, ais[0], ais[1], r)) as pool:
            for chunk in pool.map(_play_chunk, chunks):
                records.extend(chunk)
                if progress:
                    progress(len(records), games)
    seconds = time.perf_counter() - start
    return summarize(records, seconds, names)


def _chunks(seeds: list[int], workers: int) -> list[list[int]]:
    """Seeds in chunks: about four per worker, 25 games at most."""
    size = max(1, min(25, len(seeds) // (workers * 4) or 1))
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def _ray(jobs: int | None, address: str | None) -> ModuleType:
    """The ``ray`` module, connected: to ``address``, to the Ray instance this process has
    started already, or to a new one on this machine with ``jobs`` CPUs."""
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


def _simulate_ray(ray: ModuleType, d1: list[str], d2: list[str], ais: tuple[str, str], rules: Rules,
                  seeds: list[int],
                  progress: Callable[[int, int], None] | None) -> list[GameRecord]:
    workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
    task = ray.remote(max_retries=RAY_RETRIES, retry_exceptions=False)(play_chunk)
    args = [ray.put(x) for x in (d1, d2, ais[0], ais[1], rules)]
    chunks = _chunks(seeds, workers)
    pending = {task.remote(*args, chunk): i for i, chunk in enumerate(chunks)}
    done: dict[int, list[GameRecord]] = {}
    finished = 0
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            chunk = ray.get(ref)
            done[pending.pop(ref)] = chunk
            finished += len(chunk)
            if progress:
                progress(finished, len(seeds))
    return [rec for i in range(len(chunks)) for rec in done[i]]


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


def write_records(records: list[GameRecord], path: str | Path) -> None:
    """One row per game to SQLite (.db/.sqlite/.sqlite3) or CSV (anything else)."""
    path = Path(path)
    rows = [asdict(r) for r in records]
    columns = list(GameRecord.__dataclass_fields__)
    if path.suffix.lower() in (".db", ".sqlite", ".sqlite3"):
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE IF NOT EXISTS games (seed INTEGER, d1_seat TEXT, "
                       "winner TEXT, turns INTEGER, end_reason TEXT, error TEXT)")
            db.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?)",
                           [tuple(r[c] for c in columns) for r in rows])
        return
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)


def progress_bar(done: int, total: int) -> None:
    """A one-line progress bar on standard error."""
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
