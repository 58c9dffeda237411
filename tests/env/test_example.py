"""The numpy learning example, short: it must still learn to beat the random player."""

from __future__ import annotations

import importlib.util
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "reinforce_numpy.py"


def test_the_learning_example_learns(capsys):
    spec = importlib.util.spec_from_file_location("reinforce_numpy", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    before, after = module.main(["--episodes", "100", "--eval", "40"])
    assert after >= before + 0.15
    out = capsys.readouterr().out
    assert "before training" in out and "after 100 games" in out
