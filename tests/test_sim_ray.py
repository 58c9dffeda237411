"""oldback sim on Ray: the same records as the process pool, and none lost or counted
twice when a worker dies. Skipped only where Ray is not installed (CI installs it)."""

from __future__ import annotations

import json
import logging
import os
import signal
import threading
import time

import pytest

from oldback.cli import main
from oldback.decks import builtin
from oldback.sim import simulate

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False,
             logging_level=logging.WARNING)
    yield ray
    ray.shutdown()


def decks():
    return builtin("sample-fire"), builtin("sample-fighting")


def test_ray_gives_the_records_of_the_process_pool(local_ray):
    for ais, games in ((("random", "random"), 30), (("heuristic", "random"), 6)):
        pool = simulate(*decks(), games=games, ais=ais, seed=7, jobs=2)
        seen: list[int] = []
        on_ray = simulate(*decks(), games=games, ais=ais, seed=7, backend="ray",
                          progress=lambda done, total, seen=seen: seen.append(done))
        assert on_ray.records == pool.records
        assert on_ray.as_json()["wins"] == pool.as_json()["wins"]
        assert seen[-1] == games and seen == sorted(seen)


def test_a_worker_killed_mid_run_loses_no_game_and_counts_none_twice(local_ray):
    @ray.remote
    def worker_pid() -> int:
        time.sleep(0.5)  # both workers busy at once: two different processes
        return os.getpid()

    pids = set(ray.get([worker_pid.remote() for _ in range(2)]))
    games = 160
    result = {}
    progress: list[int] = []

    def run() -> None:
        result["sim"] = simulate(*decks(), games=games, ais=("random", "random"), seed=3,
                                 backend="ray", progress=lambda d, t: progress.append(d))

    thread = threading.Thread(target=run)
    thread.start()
    killed = None
    deadline = time.monotonic() + 60
    while killed is None and time.monotonic() < deadline and thread.is_alive():
        for pid in pids:
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    title = f.read()
            except OSError:
                continue
            if b"play_chunk" in title:  # the worker is playing a chunk of games now
                os.kill(pid, signal.SIGKILL)
                killed = pid
                break
        time.sleep(0.005)
    thread.join()
    assert killed is not None, "no worker was caught playing"
    sim = result["sim"]
    assert (progress[-1] if progress else 0) == games
    assert sorted(r.seed for r in sim.records) == list(range(3, 3 + games))
    pool = simulate(*decks(), games=games, ais=("random", "random"), seed=3, jobs=2)
    assert sim.records == pool.records


def test_cli_backend_ray(local_ray, capsys):
    args = ["sim", "sample-fire", "sample-fighting", "-n", "6", "--ai", "random", "--seed", "2",
            "--json"]
    outs = []
    for more in (["--backend", "ray"], ["--jobs", "2"]):
        assert main([*args, *more]) == 0
        outs.append(json.loads(capsys.readouterr().out))
    on_ray, pool = outs
    assert on_ray["wins"] == pool["wins"] and on_ray["endings"] == pool["endings"]
    assert on_ray["games"] == 6
    assert main(["sim", "sample-fire", "sample-fighting", "--address", "auto"]) == 2
    assert "--address is for --backend ray" in capsys.readouterr().err
