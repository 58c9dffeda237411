"""``oldback sim --out`` and interruptions (issue 15, items 3, 4 and 9): the output is
checked before the first game, each game's row is kept as it finishes, and a stopped
run keeps and counts the games that finished."""

from __future__ import annotations

import csv
import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from oldback.sim import COLUMNS, Output, reproducible, simulate


def run(capsys, *args: str) -> tuple[int, str, str]:
    """The command line, in this process: exit status, standard output and error."""
    from oldback.cli import main

    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def rows(path) -> list[tuple]:
    if str(path).endswith(".db"):
        with sqlite3.connect(path) as db:
            return db.execute("SELECT * FROM games").fetchall()
    with open(path, newline="", encoding="utf-8") as f:
        return [tuple(r) for r in csv.reader(f)][1:]


@pytest.mark.parametrize("name, make, message", [
    ("missing/games.db", None, "there is no folder"),
    ("missing/games.csv", None, "there is no folder"),
    ("folder.db", "dir", "is a folder"),
    ("folder.csv", "dir", "is a folder"),
    ("text.db", "text", "not an SQLite database"),
    ("other.db", "other-table", "its games table has the columns"),
])
def test_an_output_it_cannot_write_is_refused_before_the_first_game(tmp_path, capsys, name,
                                                                     make, message):
    path = tmp_path / name
    if make == "dir":
        path.mkdir()
    elif make == "text":
        path.write_text("seed,winner\n" * 100, encoding="utf-8")
    elif make == "other-table":
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE games (seed INTEGER, winner TEXT)")
    with pytest.raises(ValueError, match=message):
        Output(path)
    code, out, err = run(capsys, "sim", "haymaker", "rain-dance", "-n", "1000000", "--out",
                         str(path))  # (a million games would take hours)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and message in err


def test_rows_are_kept_as_games_finish_in_either_format(tmp_path):
    for name in ("games.db", "games.csv"):
        path = tmp_path / name
        out = Output(path)
        seen: list[int] = []

        def keep(batch, out=out, seen=seen):
            out.add(batch, ("sample-fire", "sample-fighting"))
            seen.append(len(batch))

        result = simulate(["base1-46"] * 20 + ["Fire"] * 40, ["base1-56"] * 20 + ["Fighting"] * 40,
                          games=3, ais=("random", "random"), jobs=1, on_records=keep)
        out.close()
        assert seen == [1] * 3 and not result.interrupted
        kept = rows(path)
        assert [r[:3] for r in kept] == [("sample-fire", "sample-fighting", s if name.endswith(
            ".db") else str(s)) for s in range(3)]
        assert len(kept[0]) == len(COLUMNS)


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_interrupted_simulation_counts_the_games_that_finished(jobs):
    """Ctrl-C (KeyboardInterrupt) after four games: the workers stop, the result counts
    the games that finished and says it was interrupted."""
    batches: list[int] = []

    def stop_after_four(done, total):
        batches.append(done)
        if done >= 4:
            raise KeyboardInterrupt

    deck = ["base1-46"] * 20 + ["Fire"] * 40
    result = simulate(deck, deck, games=16, jobs=jobs, progress=stop_after_four)
    assert result.interrupted and result.games == batches[-1] >= 4
    assert sum(result.wins.values()) + len(result.errors) == result.games < 16


def test_sigterm_and_a_hangup_stop_a_command_like_ctrl_c():
    from oldback.stopping import hold_signals, restore, stop_on_signals

    before = stop_on_signals()
    try:
        for sig in (signal.SIGTERM, signal.SIGHUP):
            with pytest.raises(KeyboardInterrupt):
                os.kill(os.getpid(), sig)
                time.sleep(5)  # the signal arrives first
        hold_signals()
        os.kill(os.getpid(), signal.SIGINT)  # ignored while results are saved
    finally:
        restore(before)
    assert signal.getsignal(signal.SIGINT) is before[signal.SIGINT]


def test_ctrl_c_at_the_terminal_keeps_the_rows_and_prints_the_summary(tmp_path):
    """SIGINT to the whole process group, as a terminal sends it, once rows are on disk:
    one line says the run was interrupted; the summary counts the rows kept."""
    path = tmp_path / "games.csv"
    p = subprocess.Popen([sys.executable, "-m", "oldback", "sim", "haymaker", "rain-dance",
                          "-n", "5000", "--jobs", "2", "--ai", "random",
                          "--out", str(path), "--json"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not path.exists() or len(rows(path)) < 1):
        time.sleep(0.05)
    os.killpg(p.pid, signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130 and "Traceback" not in err, err
    assert err.strip().splitlines()[-1].startswith("oldback sim: interrupted after")
    import json

    summary = json.loads(out)
    assert summary["interrupted"] and 1 <= summary["games"] < 5000
    assert len(rows(path)) == summary["games"]


# --- the players' settings and reproducible runs (item 9) ---------------------------------
def test_a_simulation_s_search_player_has_a_fixed_budget_unless_given_seconds():
    assert reproducible("search") == "search:iterations=48"
    assert reproducible("search:candidates=3") == "search:candidates=3,iterations=48"
    assert reproducible("search:seconds=0.5") == "search:seconds=0.5"
    assert reproducible("heuristic") == "heuristic"


def test_players_and_their_settings_on_the_command_line(capsys):
    from oldback.agents import split_players

    assert split_players("search:iterations=48,heuristic") == ["search:iterations=48",
                                                               "heuristic"]
    assert split_players("search:seconds=0.5,candidates=4,random") == [
        "search:seconds=0.5,candidates=4", "random"]
    for bad, message in [("search:iterations=0", "whole number from 1"),
                         ("search:seconds=nan", "above 0"), ("search:depth=3", "no setting"),
                         ("heuristic:seconds=1", "its settings: none"),
                         ("search:", "no settings"), ("a,b,c", "one player or two"),
                         ("search:iterations=4,iterations=5", "set twice")]:
        code, _, err = run(capsys, "sim", "sample-fire", "sample-fighting", "-n", "1",
                           "--ai", bad)
        assert code == 2 and message in err and len(err.strip().splitlines()) == 1, bad


def test_the_summary_names_the_players_exactly_as_they_played(capsys):
    """A run is reproducible from what it prints: the players with their budgets."""
    code, out, _ = run(capsys, "sim", "sample-fire", "sample-fighting", "-n", "1", "--jobs",
                       "1", "--ai", "random,heuristic", "--json")
    import json

    assert code == 0 and json.loads(out)["players"] == ["random", "heuristic"]


def test_a_run_of_games_tunes_the_garbage_collector_and_leaves_it_as_it_was():
    """``collecting_less`` (a worker's chunk, a Ray task, a run on one core): while the
    games are played, what existed before is frozen out of the collections and the
    youngest generation waits ``YOUNG_THRESHOLD`` allocations; after, both are as before,
    an error in a game included."""
    import gc

    from oldback.sim import YOUNG_THRESHOLD, collecting_less

    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    seen = []
    with pytest.raises(ZeroDivisionError), collecting_less():
        seen.append((gc.get_threshold()[0], gc.get_freeze_count()))
        1 / 0  # noqa: B018
    assert seen[0][0] == YOUNG_THRESHOLD != before[0]
    assert seen[0][1] > frozen + 10_000  # the cards, the vocabulary … at the least
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == frozen
