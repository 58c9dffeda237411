"""The command line as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "oldback", *args], capture_output=True,
                          text=True, timeout=120)


def test_sim_json_counts_every_game():
    r = run("sim", "sample-fire", "sample-fighting", "-n", "6", "--seed", "3", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["games"] == 6 and out["errors"] == []
    assert sum(out["wins"].values()) == 6
    assert out["games_per_second"] > 0


def test_sim_is_deterministic():
    a = json.loads(run("sim", "sample-fire", "sample-fighting", "-n", "4", "--json").stdout)
    b = json.loads(run("sim", "sample-fire", "sample-fighting", "-n", "4", "--json").stdout)
    assert a["wins"] == b["wins"] and a["endings"] == b["endings"]


def test_sim_explains_bad_input(tmp_path):
    r = run("sim", "no-such-deck", "sample-fire")
    assert r.returncode == 2 and "neither a deck file nor a built-in deck" in r.stderr
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Electabuzz\n3 Pikachuu\n", encoding="utf-8")
    r = run("sim", str(bad), "sample-fire")
    assert r.returncode == 2 and "line 2" in r.stderr and "Traceback" not in r.stderr
    r = run("sim", "sample-fire", "sample-fire", "--ai", "telepath")
    assert r.returncode == 2 and "unknown AI 'telepath'" in r.stderr


def test_cards_shows_a_card_with_its_text():
    r = run("cards", "base1-20")
    assert r.returncode == 0
    assert "Electabuzz (base1-20)" in r.stdout and "Thunderpunch" in r.stdout
    assert "Flip a coin" in r.stdout


def test_cards_lists_matches_and_says_when_none():
    r = run("cards", "Electabuzz")
    assert "base1-20" in r.stdout and "neo1-33" in r.stdout
    assert run("cards", "Zzzz").returncode == 1


def test_sim_over_two_processes_matches_one(tmp_path):
    """Batch simulation: the same seeds give the same results on 1 or 2 processes, and
    --out writes one record per game."""
    one = json.loads(run("sim", "sample-fire", "sample-fighting", "-n", "8", "--jobs", "1",
                         "--json").stdout)
    out = tmp_path / "games.db"
    two = json.loads(run("sim", "sample-fire", "sample-fighting", "-n", "8", "--jobs", "2",
                         "--json", "--out", str(out)).stdout)
    assert one["wins"] == two["wins"] and one["endings"] == two["endings"]
    import sqlite3

    with sqlite3.connect(out) as db:
        rows = db.execute("SELECT seed, winner, turns, end_reason FROM games").fetchall()
    assert sorted(r[0] for r in rows) == list(range(8))
    assert all(r[1] in ("d1", "d2", "draw") for r in rows)


def test_sim_matrix_prints_every_pair():
    r = run("sim", "--decks", "sample-fire", "sample-fighting", "-n", "4", "--jobs", "1")
    assert r.returncode == 0, r.stderr
    assert "win rate of the row deck against the column deck" in r.stdout


ODD_ARGUMENTS = [
    ["cards", "--set", "²"],
    ["cards", "--type", "x" * 10_000], ["check", "x" * 10_000], ["check", "/dev/null"],
    ["check", "haymaker", "--format", "x" * 10_000], ["check", "haymaker", "--format", "²"],
    ["sim", "sample-fire", "sample-fighting", "-n", "10000000"],
    ["sim", "sample-fire", "sample-fighting", "--jobs", "100000"],
    ["sim", "sample-fire", "sample-fighting", "--ai", "search:iterations=" + "9" * 5000],
    ["sim", "sample-fire", "sample-fighting", "--ai", "random:seed=1"],
    ["sim", "sample-fire", "sample-fighting", "--ai", ","],
    ["sim", "sample-fire", "sample-fighting", "--out", "x" * 10_000 + ".db"],
    ["sim", "sample-fire", "sample-fighting", "--out", "/nonexistent/games.csv"],
    ["sim", "sample-fire", "sample-fighting", "--png", "/nonexistent/table.png"],
    ["sim", "sample-fire", "sample-fighting", "--rules", "x" * 10_000],
    ["play", "--deck", "x" * 10_000], ["play", "--ai", "search:seconds=nan"],
    ["play", "--ai", "search:iterations=1,heuristic"], ["play", "--records", "/dev/null"],
    ["replay", "x" * 10_000], ["replay", "/dev/null", "--check"], ["replay", "/"],
]


@pytest.mark.parametrize("argv", ODD_ARGUMENTS, ids=lambda a: " ".join(x[:12] for x in a))
def test_odd_arguments_get_one_line_and_exit_2(argv, capsys):
    """Each is refused before any game is played, in one line naming the problem."""
    from oldback.cli import main

    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, err


def test_ctrl_c_while_the_command_is_still_importing_is_one_line(monkeypatch, capsys):
    """The ``oldback`` command starts outside the package: Ctrl-C while the cards are
    still being imported ends it with one line and status 130."""
    import oldback_start

    class CtrlC:
        def find_spec(self, name, path=None, target=None):
            if name == "oldback.cli":
                raise KeyboardInterrupt
            return None

    monkeypatch.delitem(sys.modules, "oldback.cli", raising=False)
    monkeypatch.setattr(sys, "meta_path", [CtrlC(), *sys.meta_path])
    assert oldback_start.main() == 130
    assert capsys.readouterr().err.strip() == "oldback: interrupted"


def test_ctrl_c_while_a_command_starts_is_one_line(monkeypatch, capsys):
    """Past the imports (loading decks, cards, the computer player), the same."""
    from oldback import cli

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_check", interrupted)
    assert cli.main(["check", "haymaker"]) == 130
    assert capsys.readouterr().err.strip() == "oldback: interrupted"


def test_a_reader_that_stops_reading_ends_the_program_quietly():
    """``oldback cards | head``: the rest of the listing (more than a pipe holds) can't be
    written; the program stops with status 141, as the pipe's signal would, and no
    traceback."""
    p = subprocess.Popen([sys.executable, "-m", "oldback", "cards"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    assert p.stdout is not None and p.stderr is not None
    assert p.stdout.readline()
    p.stdout.close()
    err = p.stderr.read()
    assert p.wait(timeout=120) == 141
    assert err == ""
