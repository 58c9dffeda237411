"""``hint`` at the terminal prompt (issue 30): what the search player would do at the
person's decision, searched from their own view, its top three options with estimated
chances to win; the game's record notes the hints asked."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys

import pytest

from oldback import play, records
from oldback.agents import make_agent
from oldback.agents.search import SearchAgent
from oldback.decks import load
from oldback.engine.game import Game
from oldback.play import Lines, Session
from oldback.screen import Screen
from oldback.testing import Scenario

HITMONCHAN, SEEL, MACHOP = "base1-7", "base1-41", "base1-52"
BILL, GUST, POTION, FIGHTING, WATER = "base1-91", "base1-93", "base1-94", "base1-97", "base1-102"


def table(opp_hand, opp_deck, own_deck) -> Game:
    s = Scenario()
    s.p1.active(HITMONCHAN)
    s.p1.bench(MACHOP)
    s.p1.hand(FIGHTING, BILL)
    s.p1.deck(*own_deck)
    s.p1.prizes(WATER, WATER)
    s.p2.active(SEEL, damage=20)
    s.p2.bench(SEEL)
    s.p2.hand(*opp_hand)
    s.p2.deck(*opp_deck)
    s.p2.prizes(WATER, WATER)
    return s.start()


def test_the_advice_depends_on_nothing_the_player_cannot_see():
    """The same board, the opponent's Gust of Wind and Potion in their hand or in their
    deck, the player's own deck in another order: the same advice, the same chances."""
    own = [WATER] * 10 + [FIGHTING] * 5
    a = table([GUST, POTION], [WATER] * 10, own)
    b = table([WATER, WATER], [GUST, POTION] + [WATER] * 8, own[::-1])
    advice = [SearchAgent(3, iterations=6).advise(g, "p1") for g in (a, b)]
    assert advice[0] == advice[1]
    key, weighed = advice[0]
    assert key in a.decision and len(weighed) >= 3
    assert all(0.0 <= chance <= 1.0 and n == 6 for _, chance, n in weighed)
    assert [c for _, c, _ in weighed] == sorted((c for _, c, _ in weighed), reverse=True)


def test_advising_leaves_the_game_as_it_was():
    g = table([GUST], [WATER] * 10, [WATER] * 15)
    keys, log, hand = list(g.keys), list(g.log), list(g.p2.hand)
    SearchAgent(1, iterations=2).advise(g, "p1")
    assert (g.keys, g.log, g.p2.hand) == (keys, log, hand)


def test_hint_at_the_prompt_shows_three_options_with_chances(monkeypatch):
    monkeypatch.setattr(play, "HINT_SECONDS", 0.3)
    g = Game.new(load("haymaker"), load("rain-dance"), seed=5)
    out = io.StringIO()
    screen = Screen(plain=True, file=out)
    session = Session(g, human="p1", ai=make_agent("random", 5), ai_name="random",
                      screen=screen, lines=Lines(io.StringIO("1\nhint\nquit\n"), screen),
                      deck_names=("haymaker", "rain-dance"), seed=5)
    assert session.run() == "abandoned"
    text = out.getvalue()
    assert "hint the search player would answer" in text
    chances = re.findall(r"^  .+: (\d+)% to win \((\d+) rollouts\)$", text, re.M)
    assert 1 <= len(chances) <= 3
    assert session.hints == [len(g.keys)]


def test_the_record_notes_the_hints(tmp_path):
    r = subprocess.run([sys.executable, "-m", "oldback", "play", "--ai", "random", "--seed",
                        "5", "--plain", "--records", str(tmp_path)], input="1\nhint\nquit\n",
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    path = re.search(r"^Game record: (.+)$", r.stdout, re.M)
    assert path is not None
    record = records.load(path[1].strip())
    assert record["hints"] == [len(record["keys"])]
    no_hint = json.loads(json.dumps(record))
    del no_hint["hints"]
    assert records.rebuild(no_hint).keys == records.rebuild(record).keys


def test_a_record_with_a_bad_hints_field_is_explained(tmp_path):
    g = Game.new(load("haymaker"), load("rain-dance"), seed=5)
    record = records.make(g, seed=5, human="p1", ai="random",
                          deck_names=("haymaker", "rain-dance"), hints=[0])
    assert record["hints"] == [0]
    assert "hints" not in records.make(g, seed=5, human="p1", ai="random",
                                       deck_names=("haymaker", "rain-dance"))
    record["hints"] = ["soon"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(ValueError, match="'hints' is not a list of whole numbers"):
        records.load(path)
