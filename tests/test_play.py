"""The terminal game, game records and replays, driven as a person uses them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from oldback import records

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]")
ROW = re.compile(r"^\s+(\d+)\s+(.*?)\s{2,}(\S.*?)\s*$")
SEED = 4  # haymaker vs rain-dance with random: a whole game in about 25 answers


def env(**extra: str) -> dict:
    e = {k: v for k, v in os.environ.items() if k not in ("OLDBACK_HOME", "COLUMNS", "LINES")}
    e.update(extra)
    return e


def run(*args: str, input: str | None = None, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "oldback", *args], capture_output=True,
                          text=True, input=input, timeout=60, env=env(**extra))


def saved(stdout: str) -> Path:
    m = re.search(r"^Game record: (.+)$", stdout, re.M)
    assert m, stdout[-2000:]
    return Path(m[1].strip())


def human_keys(record: dict) -> list[str]:
    """The keys the person answered, in order, found by replaying the record."""
    g = records.start(record)
    mine = []
    for key in record["keys"]:
        if g.decision.player == record["human"]:
            mine.append(key)
        g.act(key)
    return mine


def test_a_whole_game_in_a_terminal(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    pytest.importorskip("rich")
    child = pexpect.spawn(sys.executable, ["-m", "oldback", "play", "--ai", "random", "--seed",
                                           str(SEED), "--records", str(tmp_path)],
                          encoding="utf-8", dimensions=(50, 160), timeout=30, env=env())
    screens: list[str] = []
    answers = 0
    actions = 0   # answers to "Your move" this turn
    by_key = 0    # answers given as a key rather than a number

    def prompt() -> str:
        child.expect(r"\n> ")
        text = ANSI.sub("", child.before).replace("\r", "")
        screens.append(text)
        return text

    first = prompt()
    # the board: both sides, the person's hand, the opponent's hidden
    assert "Computer (p2, rain-dance, AI random)" in first and "You (p1, haymaker)" in first
    assert re.search(r"Computer \(p2.*hand \d+ \(hidden\) · deck \d+ · prizes \d+", first)
    assert re.search(r"You \(p1.*hand \d+ · deck \d+", first)
    assert "hand (" in first and "face down" in first
    question = [line for line in first.splitlines() if line.startswith("? ")][-1]
    # bad input: a short explanation, then the same question again
    child.sendline("xyzzy")
    text = prompt()
    assert "'xyzzy' is not an answer here" in text and question in text
    child.sendline("99")
    text = prompt()
    assert "There is no option 99" in text and question in text
    child.sendline("help")
    assert "card NAME|ID|SLOT" in prompt()
    child.sendline("card Electabuzz")
    text = prompt()
    assert "Electabuzz (base1-20)" in text and "Thunderpunch" in text and "Flip a coin" in text
    chunk = first
    while True:
        question = [line for line in chunk.splitlines() if line.startswith("? ")][-1]
        rows = [m for m in map(ROW.match, chunk.split(question)[-1].splitlines()) if m]
        answer = "1"
        if "— turn" in chunk:
            actions = 0
        if question == "? Your move":
            attacks = [m[3] for m in rows if m[3].startswith("attack ")]
            if attacks:
                answer = attacks[0]          # the key itself
                by_key += 1
            elif actions >= 2:
                answer = "end"
                by_key += 1
            actions += 1
        child.sendline(answer)
        answers += 1
        i = child.expect([r"\n> ", pexpect.EOF])
        chunk = ANSI.sub("", child.before).replace("\r", "")
        screens.append(chunk)
        if i == 1:
            break
        assert answers < 300, "the game does not end"
    child.close()
    assert child.exitstatus == 0
    assert by_key > 0 and answers > 10
    whole = "".join(screens)
    # every event announced, coin flips and the computer's moves among them
    assert "coin (who goes first" in whole and "— turn 1:" in whole
    assert "p2 ▸ " in whole and re.search(r"\d+/\d+", whole)
    assert re.search(r"^(You win|The computer wins|The game is a draw)", chunk, re.M)
    path = saved(chunk)
    assert path.parent == tmp_path
    record = records.load(path)
    assert record["status"] == "finished" and record["winner"] in ("p1", "p2", "draw")
    assert record["human"] == "p1" and record["ai"] == "random" and record["seed"] == SEED

    # the person's opponent's hand was never shown: the names of the cards in it that
    # the person could not see elsewhere are absent from the first screen
    g = records.start(record)
    while g.decision.player != "p1":
        g.act(record["keys"][len(g.keys)])
    shown_elsewhere = {c.name for c in g.p1.hand} | {c.name for c in g.p1.discard}
    board = "\n".join(line for line in first.splitlines() if "shows:" not in line)
    hidden = {c.name for c in g.p2.hand} - shown_elsewhere
    assert hidden and not [name for name in hidden if name in board]

    # the record replays to the same result and the identical log
    rebuilt = records.rebuild(record)
    assert rebuilt.winner == record["winner"] and rebuilt.result == record["result"]
    assert records.log_digest(rebuilt.log) == record["log_sha256"]
    r = run("replay", str(path), "--check")
    assert r.returncode == 0, r.stderr
    assert f"replays to the recorded result: {record['winner']} wins" in r.stdout

    # the same answers piped through standard input play the same game
    piped = run("play", "--ai", "random", "--seed", str(SEED), "--records", str(tmp_path),
                input="\n".join(human_keys(record)) + "\n")
    assert piped.returncode == 0, piped.stderr
    again = records.load(saved(piped.stdout))
    assert again["keys"] == record["keys"] and again["winner"] == record["winner"]
    assert again["log_sha256"] == record["log_sha256"]


def test_piped_answers_and_end_of_input_saves_the_game_abandoned(tmp_path):
    r = run("play", "--ai", "random", "--seed", "2", input="1\nnonsense\n1\n",
            OLDBACK_HOME=str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert "> 1\n" in r.stdout                      # answers are echoed after the prompt
    assert "'nonsense' is not an answer here" in r.stdout
    assert "End of input: the game is saved as abandoned." in r.stdout
    path = saved(r.stdout)
    assert path.parent == tmp_path / "games"        # $OLDBACK_HOME/games
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["status"] == "abandoned" and record["winner"] is None
    assert len(human_keys(record)) == 2
    assert len(record["decks"]["p1"]["cards"]) == 60 and record["rules"] == "pokemon1999"
    check = run("replay", str(path), "--check")
    assert check.returncode == 0 and "abandoned at turn" in check.stdout


def test_quit_saves_and_plain_text_has_no_markup(tmp_path):
    r = run("play", "--ai", "random", "--seed", "5", "--plain", "--records", str(tmp_path),
            input="board\ndiscard\nlog 3\ncard opp-bench9\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "The game is saved as abandoned." in r.stdout
    assert "There is no Pokémon you can see at opp-bench9" in r.stdout
    assert "discard pile" in r.stdout and "[bold" not in r.stdout and "[/]" not in r.stdout
    assert records.load(saved(r.stdout))["status"] == "abandoned"


def test_a_record_replays_to_the_identical_log(tmp_path, monkeypatch, capsys):
    import io

    from oldback.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 12))
    assert main(["play", "--ai", "random", "--seed", "9", "--records", str(tmp_path),
                 "--rules", "wotc", "--plain"]) == 0
    out = capsys.readouterr().out
    record = records.load(saved(out))
    assert record["rules"] == "wotc" and record["switches"]["costs_after_damage"] is False
    g = records.rebuild(record)
    assert g.rules == records.rules_of(record)
    assert records.log_digest(g.log) == record["log_sha256"] and records.check(record, g) == []
    # the events printed are the log, line by line, in order
    shown = [line.strip() for line in out.splitlines()]
    at = 0
    for line in g.log:
        at = shown.index(line, at) + 1


def play_to_end(tmp_path, seed: int = SEED) -> Path:
    """A finished game saved by piping answers in (number 1, or end after two actions)."""
    from oldback.agents import make_agent
    from oldback.decks import load
    from oldback.engine.game import Game

    game = Game.new(load("haymaker"), load("rain-dance"), seed=seed)
    ai = make_agent("random", seed + 1)
    answers, acts = [], 0
    while not game.over:
        d = game.decision
        if d.player == "p2":
            game.act(ai.choose_in(game, "p2"))
            acts = 0
            continue
        key = d.options[0].key
        if d.kind == "action":
            attacks = [o.key for o in d.options if o.key.startswith("attack ")]
            key = attacks[0] if attacks else ("end" if acts >= 2 else key)
            acts += 1
        answers.append(key)
        game.act(key)
    r = run("play", "--ai", "random", "--seed", str(seed), "--records", str(tmp_path),
            input="\n".join(answers) + "\n")
    assert r.returncode == 0, r.stderr
    assert "End of input" not in r.stdout
    return saved(r.stdout)


def test_replay_steps_through_the_game(tmp_path):
    path = play_to_end(tmp_path)
    record = records.load(path)
    r = run("replay", str(path), "--as", "p2",
            input="\nn 3\np\nturn 3\nstep 2\nbogus\nend\nn\nq\n")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    n = len(record["keys"])
    for step in (0, 1, 4, 3, 2, n):
        assert f"step {step}/{n}" in out
    assert "turn 3 · " in out and "'bogus' is not a command" in out
    assert "This is the last step" in out
    # seen as p2: p1's hand is hidden, p1's private choices are not named
    assert re.search(r"p1 \(haymaker, person\)\s+hand \d+ \(hidden\)", out)
    assert "a private choice (setup-active)" in out
    everything = run("replay", str(path), "--all", input="end\n")
    assert everything.returncode == 0
    assert "p1's prizes:" in everything.stdout and "(hidden)" not in everything.stdout
    assert f"{record['winner']} wins ({record['result']})" in everything.stdout


def test_replay_rejects_a_record_that_does_not_replay(tmp_path):
    path = play_to_end(tmp_path)
    record = records.load(path)
    record["winner"] = "p2" if record["winner"] == "p1" else "p1"
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    r = run("replay", str(bad))
    assert r.returncode == 1 and "the record says" in r.stderr
    record["keys"][5] = "no such key"
    bad.write_text(json.dumps(record), encoding="utf-8")
    r = run("replay", str(bad))
    assert r.returncode == 1 and "key 6 of the record does not replay" in r.stderr
    junk = tmp_path / "junk.json"
    junk.write_text("{}", encoding="utf-8")
    r = run("replay", str(junk))
    assert r.returncode == 2 and "not an oldback game record" in r.stderr
    r = run("replay", str(tmp_path / "missing.json"))
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_records_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("OLDBACK_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert records.records_dir() == tmp_path / ".oldback" / "games"
    monkeypatch.setenv("OLDBACK_HOME", str(tmp_path / "home"))
    assert records.records_dir() == tmp_path / "home" / "games"
    assert records.records_dir(tmp_path / "x") == tmp_path / "x"


def test_play_explains_bad_arguments():
    r = run("play", "--deck", "no-such-deck")
    assert r.returncode == 2 and "neither a deck file nor a built-in deck" in r.stderr
    r = run("play", "--ai", "telepath")
    assert r.returncode == 2 and "unknown AI 'telepath'" in r.stderr
    r = run("play", "--rules", "nope")
    assert r.returncode == 2 and "unknown rules preset" in r.stderr


def test_the_default_computer_player_is_the_strongest_quick_one():
    from oldback.agents import AGENTS
    from oldback.play import pick_ai

    name, agent = pick_ai(None, 1)
    assert name == next(n for n in ("search", "heuristic", "random") if n in AGENTS)
    if name == "search" and hasattr(agent, "seconds"):
        assert agent.seconds <= 1.0


def test_markup_escapes_round_trip():
    from oldback.screen import esc, strip

    for text in ("[bold]x[/]", "a [b] c", "Hydro Pump [Water Water Water]", "\\[x]", "a\\ [b]"):
        assert strip(esc(text)) == text


def test_cards_search_by_type_set_and_text():
    r = run("cards", "--text", "rain dance", "--brief")
    assert r.returncode == 0 and "base1-2 " in r.stdout and "Blastoise" in r.stdout
    r = run("cards", "--type", "Fire", "--set", "FO")
    assert r.returncode == 0 and "Moltres (base3-12)" in r.stdout and "Dive Bomb" in r.stdout
    assert "Magmar (base3-39)" in r.stdout and "Charmander" not in r.stdout
    r = run("cards", "Professor", "--type", "trainer")
    assert "Professor Oak (base1-88)" in r.stdout and "draw 7 cards" in r.stdout
    r = run("cards", "--type", "Plasma")
    assert r.returncode == 2 and "unknown type 'Plasma'" in r.stderr
    r = run("cards", "--text", "no card says this")
    assert r.returncode == 1


def test_without_rich_the_game_falls_back_to_plain_text(tmp_path):
    code = ("import sys; sys.modules['rich'] = None; from oldback.cli import main; "
            f"raise SystemExit(main(['play', '--ai', 'random', '--seed', '3', "
            f"'--records', {str(tmp_path)!r}]))")
    r = subprocess.run([sys.executable, "-c", code], input="2\n", capture_output=True,
                       text=True, timeout=60, env=env())
    assert r.returncode == 0, r.stderr
    assert "rich is not installed: plain text" in r.stderr
    assert "? Choose your Active Pokémon" in r.stdout and "---- set-up ----" in r.stdout
