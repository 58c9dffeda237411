"""The command line as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys


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
