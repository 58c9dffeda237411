"""The index of the card vocabulary (docs/vocabulary.md) is generated from the code by
``tools/vocabulary.py`` (issue #27, "An index of the vocabulary … checked in CI so it
cannot go stale"). The tool imports oldback itself, tracing the loading of the cards, so
it runs in a process of its own."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "vocabulary.py"
INDEX = ROOT / "docs" / "vocabulary.md"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)


def entry(name: str) -> str:
    """The lines of one entry of the index, up to the next heading."""
    text = INDEX.read_text(encoding="utf-8")
    found = re.search(rf"^### {re.escape(name)}\n(.*?)(?=^#)", text, re.M | re.S)
    assert found, f"no entry {name} in {INDEX}"
    return found.group(1)


def test_docs_vocabulary_md_is_what_the_code_generates():
    done = run("--check")
    assert done.returncode == 0, done.stderr


def test_a_stale_index_fails_the_check_naming_the_file(tmp_path):
    stale = tmp_path / "vocabulary.md"
    stale.write_text(INDEX.read_text(encoding="utf-8") + "A line written by hand.\n",
                     encoding="utf-8")
    done = run("--check", "--file", str(stale))
    assert done.returncode == 1
    assert f"{stale} is stale" in done.stderr
    assert "python3 tools/vocabulary.py" in done.stderr


def test_the_index_finds_pieces_inside_coins_and_kinds_given_by_a_piece():
    """Alakazam's Confuse Ray (base1-1): a coin whose heads confuse; Poliwhirl's Amnesia
    (base1-38) chooses an attack the Defending Pokémon can't use: the piece
    ``DisableAttack`` gives the lasting kind ``amnesia`` (``CantUse``)."""
    assert "base1-1 Alakazam" in entry("flip()")
    assert "base1-1 Alakazam" in entry("Condition")
    assert "base1-38 Poliwhirl" in entry("DisableAttack")
    amnesia = entry("CantUse")
    assert "registered as `amnesia`" in amnesia
    assert "base1-38 Poliwhirl" in amnesia
    assert "`blocks_attack`" in amnesia
