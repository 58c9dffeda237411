"""No line a person types at a prompt of ``oldback play`` or ``oldback replay`` ends the
program (issue 15, item 2): each gets an answer, an explanation or a command's output."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st

from oldback import records
from oldback.agents import make_agent
from oldback.decks import load
from oldback.engine.game import Game
from oldback.play import Lines, Session, whole
from oldback.replay import Replay, rebuild_steps
from oldback.screen import Screen

WORDS = ["1", "2", "99", "0", "end", "help", "board", "hand", "discard", "log", "log 3",
         "log 0", "card", "card opp-active", "card bench1", "card Electabuzz", "options",
         "n", "p", "turn", "step", "start", "next", "q", "bench", "opp-bench", "keep"]
ODD = ["²", "①", "٣", "৪", "½", "Ⅻ", "9" * 5000, " ", "\x00", "\t", "[bold]", "\\", "\ufffd",
       "𝟘", "-1", "+1", "1e3", "0x10", "1_000"]
# Lines made of commands and numbers as people type them, with odd characters mixed in.
TYPED = (st.sampled_from(ODD)
         | st.tuples(st.sampled_from(WORDS), st.sampled_from(ODD)).map(" ".join)
         | st.lists(st.sampled_from(WORDS + ODD), min_size=1, max_size=3).map(" ".join)
         | st.text(max_size=30).map(lambda t: t.replace("\n", " ").replace("\r", " ")))


def test_a_whole_number_is_written_in_ascii_digits():
    """``²``, ``①`` and other digits ``int`` refuses are no numbers; thousands of digits
    are a number larger than anything in a game, read without converting them."""
    assert whole("12") == 12 and whole("007") == 7
    for text in ("²", "①", "৪", "1²", "", " 1", "-1", "+1", "1.0"):
        assert whole(text) is None
    assert whole("9" * 5000) == 10 ** 18


def _session(text: str, seed: int) -> tuple[Session, io.StringIO]:
    g = Game.new(load("haymaker"), load("rain-dance"), seed=seed)
    out = io.StringIO()
    screen = Screen(plain=True, file=out)
    session = Session(g, human="p1", ai=make_agent("random", seed), ai_name="random",
                      screen=screen, lines=Lines(io.StringIO(text), screen),
                      deck_names=("haymaker", "rain-dance"))
    return session, out


def test_the_odd_inputs_of_the_audit_are_explained():
    """At a numbered question: ``²`` is no answer, ``log ²`` shows the last 20 events,
    a count of 5,000 digits is no option, ``log 0`` shows nothing."""
    nines = "9" * 5000
    session, out = _session(f"²\n①\nlog ²\n{nines}\nlog {nines}\nlog 0\ncard bench²\nquit\n", 4)
    assert session.run() == "abandoned" and session.stopped == "quit"
    text = out.getvalue()
    assert "'²' is not an answer here." in text and "'①' is not an answer here." in text
    assert f"There is no option {'9' * 60}…: answer 1–" in text
    assert "No card is called 'bench²'." in text  # still the card command


@settings(max_examples=25, deadline=None)
@given(typed=st.lists(TYPED, min_size=1, max_size=12), seed=st.integers(0, 50))
def test_no_line_typed_at_a_prompt_ends_the_game(typed, seed):
    session, _ = _session("\n".join(typed) + "\n", seed)
    assert session.run() in ("abandoned", "finished")


def _recorded_game() -> dict:
    g = Game.new(load("haymaker"), load("rain-dance"), seed=4)
    ai = make_agent("random", 5)
    while not g.over:
        g.act(ai.choose_in(g, g.decision.player))
    return records.make(g, seed=4, human="p1", ai="random", deck_names=("haymaker", "rain-dance"))


RECORD = _recorded_game()
STATES, STEPS = rebuild_steps(RECORD)


@settings(max_examples=40, deadline=None)
@given(typed=st.lists(TYPED, min_size=1, max_size=10), viewer=st.sampled_from([None, "p1", "p2"]))
def test_no_command_typed_in_a_replay_ends_it_but_q(typed, viewer):
    replay = Replay(RECORD, STATES, STEPS, Screen(plain=True, file=io.StringIO()), viewer)
    for text in typed:
        quits = text.strip().partition(" ")[0].casefold() in ("q", "quit", "exit")
        assert replay.command(text) is not quits
        assert 0 <= replay.at <= len(STEPS)


def test_replay_counts_in_odd_digits_are_one_step_and_huge_counts_go_to_the_end():
    replay = Replay(RECORD, STATES, STEPS, Screen(plain=True, file=io.StringIO()), "p1")
    replay.command("n ²")
    assert replay.at == 1
    replay.command("n " + "9" * 5000)
    assert replay.at == len(STEPS)
    replay.command("step ①")
    assert replay.at == len(STEPS)
