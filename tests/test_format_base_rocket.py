"""The ``base-rocket`` format (issue 10): Base Set, Jungle, Fossil, Base Set 2 and Team
Rocket, with the Black Star Promos 1–24; Gym Heroes and later are not in it."""

from __future__ import annotations

import subprocess
import sys

from oldback import Deck
from oldback.decks import builtin
from oldback.formats import FORMATS, get_format


def test_base_rocket_pool():
    fmt = get_format("base-rocket")
    assert fmt.sets == ("base1", "base2", "base3", "base4", "base5") and fmt.promos == 24
    pool = fmt.pool()
    assert {"base5-1", "base5-83", "basep-24", "base1-4"} <= pool
    assert "basep-25" not in pool and "gym1-1" not in pool and "neo1-1" not in pool
    assert "base-rocket" in FORMATS


def test_a_deck_with_team_rocket_cards_is_legal_in_base_rocket_only():
    deck = Deck(builtin("haymaker").cards[:-1] + ["base5-1"])  # Dark Alakazam
    assert deck.problems("base-rocket") == []
    assert deck.problems("base-fossil") == ["Dark Alakazam (base5-1) is not legal in base-fossil"]
    gym = Deck(builtin("haymaker").cards[:-1] + ["gym1-1"])
    assert gym.problems("base-rocket") == [
        f"{gym.cards[-1].name} (gym1-1) is not legal in base-rocket"]


def test_oldback_check_knows_base_rocket(tmp_path):
    deck = tmp_path / "rocket.txt"
    deck.write_text("\n".join(f"1 {c.name} {c.id}" for c in
                              builtin("haymaker").cards[:-1]) + "\n1 Dark Raichu base5-83\n",
                    encoding="utf-8")
    run = [sys.executable, "-m", "oldback", "check", str(deck), "--format"]
    ok = subprocess.run([*run, "base-rocket"], capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = subprocess.run([*run, "base-fossil"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and "Dark Raichu (base5-83)" in bad.stdout
