"""Shared by the web tests: a real ``oldback serve`` process, and the check that what a
seat was sent names no card it may not see."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import oldback
from oldback.web.store import Store

ROOT = Path(__file__).resolve().parents[2]
CARD_ID = re.compile(r"(?<![\w-])([a-z]+\d*-\d+)(?![\w-])")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``oldback serve`` in a subprocess on a loopback port; ``kill`` and ``start`` again."""

    def __init__(self, data: Path, pace: float, images: str | None = None):
        self.data = data
        self.pace = pace
        self.images = images
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.data.mkdir(parents=True, exist_ok=True)
        output = self.data / "server.out"
        with output.open("a") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "oldback", "serve", "--port", str(self.port), "--data",
                 str(self.data), "--pace", str(self.pace),
                 *(["--images", self.images] if self.images else [])],
                stdout=out, stderr=subprocess.STDOUT, text=True, env=env)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"oldback serve stopped: {output.read_text()}")
            try:
                with urllib.request.urlopen(self.url + "/api/choices", timeout=2):
                    return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        raise AssertionError("oldback serve did not answer within 60 s")

    def kill(self) -> None:
        """Kill the process at once (SIGKILL: no clean shutdown)."""
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait(timeout=10)

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.url + path, timeout=30) as r:
            return json.loads(r.read())

    def post(self, path: str, data: Any) -> Any:
        req = urllib.request.Request(self.url + path, data=json.dumps(data).encode(),
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read())


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    s = Server(tmp_path / "data", pace=0.0)
    s.start()
    yield s
    if s.proc is not None and s.proc.poll() is None:
        s.kill()


# --- hidden information --------------------------------------------------------------------

def _side_ids(side: Any) -> set[str]:
    ids = {c.id for c in side.discard}
    ids |= {c.id for c in (side.hand or [])}
    ids |= {c.id for c in (getattr(side, "prizes", None) or []) if c is not None}
    for m in ([side.active] if side.active is not None else []) + list(side.bench):
        ids |= {c.id for c in (*m.stack, *m.energy, *m.attached)} | {m.card.id}
    return ids


def seen_by(g: Any, seat: str) -> tuple[set[str], set[str]]:
    """The card ids ``seat`` (or ``watch``) may see in ``g``, and the ids of hidden cards
    (hands, Prize cards, decks) it may not, worked out from the game itself."""
    if seat == "watch":
        v1, v2 = g.view("p1"), g.view("p2")
        v1.opp.hand = v2.opp.hand = None
        visible = _side_ids(v1.opp) | _side_ids(v2.opp)
        stadium = v1.stadium
    else:
        v = g.view(seat)
        visible = _side_ids(v.me) | _side_ids(v.opp)
        stadium = v.stadium
        if v.decision is not None:
            for o in v.decision.options:
                visible |= {m for m in CARD_ID.findall(o.key)}
    if stadium is not None:
        visible.add(stadium.id)
    hidden = set()
    for side in (g.p1, g.p2):
        hidden |= {c.id for c in (*side.hand, *side.prizes, *side.deck)}
    return visible, hidden - visible


class Leaks:
    """Follows the frames one seat received, in order, against the game rebuilt from its
    stored record, and fails on any card the seat could not see."""

    def __init__(self, data: Path, game: str, seat: str):
        self.data, self.game = data, game
        row = self.load()
        self.row, self.seat = row, seat
        self.g: Any = oldback.Game.new(row.decks["p1"]["cards"], row.decks["p2"]["cards"],
                                  seed=row.seed, rules=oldback.Rules.preset(row.rules))
        self.at = 0
        self.checked = 0
        self.last_lines: list[str] = []  # the log lines of the last key

    def load(self) -> Any:
        store = Store(self.data)
        row = store.game(self.game)
        store.close()
        assert row is not None
        return row

    def check(self, frame: dict) -> None:
        if frame.get("type") != "state":
            return
        step = frame["step"]
        if step > len(self.row.keys):  # played since: read the stored keys again
            self.row = self.load()
        assert step >= self.at, "frames arrive in the order of the game"
        if step > self.at:
            self.g.act(*self.row.keys[self.at:step - 1])
            before = len(self.g.log)
            self.g.act(self.row.keys[step - 1])
            self.last_lines = self.g.log[before:]
        self.at = step
        visible, hidden = seen_by(self.g, self.seat)
        body = {k: v for k, v in frame.items() if k not in ("watch", "game")}
        named = set(CARD_ID.findall(json.dumps(body)))
        assert not named & hidden, (f"{self.seat} was sent hidden cards {named & hidden} "
                                    f"at step {step}")
        assert named <= visible, f"{self.seat} was sent {named - visible} at step {step}"
        # no hidden card named in words outside the public log and the cards' own text;
        # the other player's last move only as the log tells it (a card played is public)
        names = {oldback.card(i).name for i in visible}
        secret = {oldback.card(i).name for i in hidden} - names
        rest = {k: v for k, v in body.items() if k not in ("log", "cards", "decks", "last")}
        text = json.dumps(rest, ensure_ascii=False)
        # the engine's own words to this seat (g.view's decision) are the view's: a prompt
        # such as "Switch in which of your Benched Pokémon?" names no card
        d = self.g.view(self.seat).decision if self.seat != "watch" else None
        for said in ([d.prompt, *(o.label for o in d.options)] if d is not None else []):
            text = text.replace(json.dumps(said, ensure_ascii=False)[1:-1], "")
        self._unnamed(secret, names, text, step)
        last = frame["last"]
        if last is not None and last["player"] != self.seat:
            told = " ".join(self.last_lines)
            self._unnamed({n for n in secret if n not in told}, names, last["label"], step)
        self.checked += 1

    def _unnamed(self, secret: set[str], names: set[str], text: str, step: int) -> None:
        for n in sorted(names, key=len, reverse=True):
            text = text.replace(n, "")
        told = {n for n in secret if n in text}
        assert not told, f"{self.seat} was told of hidden cards {told} at step {step}: {text}"


@pytest.fixture
def leaks() -> type[Leaks]:
    return Leaks

