"""Load benchmark of ``oldback serve``: many games against the random player at once.

    python bench/serve.py [--games 50] [--seed 0]

Starts one ``oldback serve`` process (``--pace 0``) on a loopback port, makes ``--games``
games against the random player and plays all of them at the same time, each by its own
WebSocket client answering with random options until the game ends. It reports the median
and 95th percentile of the time from sending a click (``{"type": "act"}``) to receiving
the updated table for it: the server checks the key, acts it, commits it to SQLite and
sends the table, before the computer starts thinking, so the computer's thinking time is
not counted. The clients run in this process (one event loop): the figures include their
own share of the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(url: str, data: dict) -> dict:
    req = urllib.request.Request(url, data=json.dumps(data).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


async def play(url: str, token: str, seed: int, times: list[float]) -> int:
    """One game to its end; the click-to-table times appended to ``times``."""
    rng = random.Random(seed)
    clicks = 0
    async with websockets.connect(f"{url}/ws/{token}", max_size=None) as ws:
        frame = json.loads(await ws.recv())
        while not frame["over"]:
            if frame["decision"] is None:
                frame = json.loads(await ws.recv())
                continue
            key = rng.choice(frame["decision"]["options"])["key"]
            step = frame["step"]
            start = time.perf_counter()
            await ws.send(json.dumps({"type": "act", "key": key}))
            while True:
                frame = json.loads(await ws.recv())
                if frame["type"] == "state" and frame["step"] > step:
                    break
                if frame["type"] == "error":
                    raise RuntimeError(frame["message"])
            times.append(time.perf_counter() - start)
            clicks += 1
    return clicks


async def run(url: str, tokens: list[str], seed: int) -> tuple[list[float], float]:
    times: list[float] = []
    start = time.perf_counter()
    await asyncio.gather(*(play(url, t, seed + i, times) for i, t in enumerate(tokens)))
    return times, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        server = subprocess.Popen([sys.executable, "-m", "oldback", "serve", "--port", str(port),
                                   "--data", data, "--pace", "0"], env=env,
                                  stdout=subprocess.DEVNULL)
        try:
            for _ in range(600):
                try:
                    urllib.request.urlopen(url + "/api/choices", timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            tokens = [post(url + "/api/games", {"ai": "random", "seed": args.seed + i})["token"]
                      for i in range(args.games)]
            times, seconds = asyncio.run(run(url.replace("http", "ws"), tokens, args.seed))
        finally:
            server.terminate()
            server.wait()
    ms = sorted(1000 * t for t in times)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    print(f"{args.games} games against the random player at once, one server process: "
          f"{len(ms)} clicks in {seconds:.1f} s")
    print(f"click to updated table: median {statistics.median(ms):.1f} ms, "
          f"95th percentile {p95:.1f} ms, max {ms[-1]:.1f} ms")


if __name__ == "__main__":
    main()
