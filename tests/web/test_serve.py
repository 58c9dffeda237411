"""A real ``oldback serve`` process: killed in the middle of games and started again."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
import time

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")


def settled(server, token: str) -> dict:
    """The table once the computer has made its moves (it is a person's turn, or over)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        frame = server.get(f"/api/t/{token}")
        if frame["over"] or frame["decision"] is not None:
            return frame
        time.sleep(0.05)
    raise AssertionError("the computer did not move within 60 s")


def test_every_unfinished_game_continues_after_the_server_is_killed(server):
    server.pace = 0.0
    against = server.post("/api/games", {"ai": "random", "seed": 21})
    people = server.post("/api/games", {"opponent": "person", "seed": 22, "deck": "zap"})
    pick = random.Random(2)
    frame = settled(server, against["token"])
    for _ in range(15):  # the last option: often "end the turn", a long game
        key = frame["decision"]["options"][-1]["key"]
        server.post(f"/api/t/{against['token']}/act", {"key": key})
        frame = settled(server, against["token"])
        assert not frame["over"], frame["log"][-5:]
    p1, p2 = people["token"], people["invite"].removeprefix("/t/")
    for _ in range(9):
        waiting = server.get(f"/api/t/{p1}")["waiting"]
        token = p1 if waiting == "p1" else p2
        options = server.get(f"/api/t/{token}")["decision"]["options"]
        server.post(f"/api/t/{token}/act", {"key": options[0]["key"]})
    before = {t: server.get(f"/api/t/{t}") for t in (against["token"], p1, p2)}
    server.kill()
    server.start()
    printed = (server.data / "server.out").read_text()
    assert f"oldback serve: open http://127.0.0.1:{server.port}/" in printed
    for t, was in before.items():
        now = server.get(f"/api/t/{t}")
        for k in ("step", "turn", "me", "opp", "decision", "log", "waiting"):
            assert now[k] == was[k], (k, t)
    # and plays on to the end
    frame = before[against["token"]]
    while not frame["over"]:
        key = pick.choice(frame["decision"]["options"])["key"]
        server.post(f"/api/t/{against['token']}/act", {"key": key})
        frame = settled(server, against["token"])
    assert frame["winner"] in ("p1", "p2", "draw")


def test_the_computer_moves_on_after_a_restart_with_nobody_watching(server):
    """Killed while the computer waits to move: started again, it moves by itself."""
    server.kill()
    server.pace = 60.0  # the computer waits a minute before each move
    server.start()
    made = server.post("/api/games", {"ai": "random", "seed": 10, "seat": "p2"})
    first = server.get(f"/api/t/{made['token']}")
    assert first["step"] == 0 and first["waiting"] == "p1" and first["decision"] is None
    server.kill()
    server.pace = 0.0
    server.start()
    frame = settled(server, made["token"])
    assert frame["step"] > 0
    db = sqlite3.connect(server.data / "oldback.sqlite3")
    (stored,) = db.execute("SELECT COUNT(*) FROM keys WHERE game=?", (made["game"],)).fetchone()
    db.close()
    assert stored == frame["step"]


def test_serve_explains_bad_arguments(tmp_path):
    def serve(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "oldback", "serve", *args],
                              capture_output=True, text=True, timeout=60)

    r = serve("--port", "70000", "--data", str(tmp_path))
    assert r.returncode == 2 and "--port must be 0–65535" in r.stderr
    r = serve("--pace", "-1", "--data", str(tmp_path))
    assert r.returncode == 2 and "--pace must be 0 or more" in r.stderr
    (tmp_path / "file").write_text("")
    r = serve("--data", str(tmp_path / "file" / "x"))
    assert r.returncode == 2 and "cannot use the data folder" in r.stderr
    assert "Traceback" not in r.stderr
