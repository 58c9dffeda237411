"""The two engines: the compiled one (mypyc, built where the installing machine has a C
compiler: ``setup.py``) and the Python source (``OLDBACK_PURE=1``) play the same games, key
for key and log line for log line. Whichever this process runs, the other runs in a child
process."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from oldback import Game
from oldback.agents import make_agent
from oldback.compiled import engine
from oldback.decks import builtin

ROOT = Path(__file__).parent.parent

#: (players, decks, seed) of the games compared: the random, heuristic and heuristic-v1
#: players (compiled with the engine and the vocabulary), Base-Fossil, Base-Rocket,
#: Base-Gym and Neo decks
GAMES = [("random", "haymaker", "rain-dance", s) for s in range(4)] + [
    ("random", "gym-hanley-clefable", "gym-brooks-rain-dance", 1),
    ("random", "cold-fusion", "brainwave", 2),
    ("heuristic", "haymaker", "rain-dance", 3),
    ("heuristic", "rocket-savage-sponge", "rocket-viray-rain-dance", 4),
    ("heuristic", "cold-fusion", "brainwave", 5),
    ("heuristic-v1", "gym-hanley-clefable", "gym-brooks-rain-dance", 6),
]

PLAY = """
import hashlib, json, sys
from oldback import Game
from oldback.agents import make_agent
from oldback.compiled import engine
from oldback.decks import builtin
out = []
for spec, d1, d2, seed in json.loads(sys.argv[1]):
    g = Game.new(builtin(d1), builtin(d2), seed=seed)
    g.play_out({"p1": make_agent(spec, 2 * seed + 1), "p2": make_agent(spec, 2 * seed + 2)})
    out.append([g.keys, g.winner, hashlib.sha256("\\n".join(g.log).encode()).hexdigest()])
print(json.dumps([engine(), out]))
"""


def _played(pure: bool) -> tuple[str, list]:
    env = {**os.environ, "OLDBACK_PURE": "1" if pure else "0"}
    run = subprocess.run([sys.executable, "-c", PLAY, json.dumps(GAMES)], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True)
    which, games = json.loads(run.stdout)
    return which, games


def test_the_python_source_runs_when_asked():
    which, _ = _played(pure=True)
    assert which == "python"


def test_both_engines_play_the_same_games_key_for_key():
    here = []
    for spec, d1, d2, seed in GAMES:
        g = Game.new(builtin(d1), builtin(d2), seed=seed)
        g.play_out({"p1": make_agent(spec, 2 * seed + 1), "p2": make_agent(spec, 2 * seed + 2)})
        here.append([g.keys, g.winner, hashlib.sha256("\n".join(g.log).encode()).hexdigest()])
    which, there = _played(pure=engine() == "compiled")
    assert which != engine() or which == "python"  # (no compiler: both are the source)
    assert [len(k) for k, _, _ in here] == [len(k) for k, _, _ in there]
    assert here == there


def test_every_folder_of_compiled_modules_is_watched_for_changes():
    """``stale()`` looks for changed sources in ``FOLDERS``: each folder ``setup.py``
    compiles a module of must be one of them, or a change there would run stale code."""
    import ast

    from oldback.compiled import FOLDERS

    tree = ast.parse((ROOT / "setup.py").read_text())
    paths = {n.value for n in ast.walk(tree)
             if isinstance(n, ast.Constant) and isinstance(n.value, str)
             and n.value.startswith("oldback/")}
    folders = {str(Path(p).relative_to("oldback").parent if p.endswith(".py")
                   else Path(p).relative_to("oldback")).replace(".", "") for p in paths}
    assert folders and folders <= set(FOLDERS), folders - set(FOLDERS)
