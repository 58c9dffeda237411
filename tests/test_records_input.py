"""Game records and format files as a user may hand them over, malformed (issue 15, items
7 and 8): each wrong field is named in a one-line ValueError, never a traceback."""

from __future__ import annotations

import copy
import dataclasses
import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oldback import Rules, records
from oldback.agents import make_agent
from oldback.decks import load
from oldback.engine.game import Game
from oldback.formats import load_format
from oldback.replay import Replay, rebuild_steps
from oldback.screen import Screen


def _record() -> dict:
    g = Game.new(load("haymaker"), load("rain-dance"), seed=4)
    ai = make_agent("random", 5)
    for _ in range(12):
        g.act(ai.choose_in(g, g.decision.player))
    return records.make(g, seed=4, human="p1", ai="random", deck_names=("haymaker", "rain-dance"))


RECORD = _record()


def _load(tmp_path, record) -> dict:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return records.load(path)


@pytest.mark.parametrize("field, value, message", [
    ("players", "x", "'players' is not"),
    ("human", "p3", "'human' is 'p3'"),
    ("switches", {"prizes": "6"}, "prizes must be a whole number"),
    ("switches", [1], "'switches' is not an object"),
    ("switches", {"first_player_draws": 0}, "must be True or False"),
    ("rules", ["x"], "'rules' is not a preset's name"),
    ("seed", True, "'seed' is missing or not a whole number"),
    ("keys", [1, "end"], "key 1 of the record is not text"),
    ("winner", "p9", "'winner' is 'p9'"),
    ("turns", "3", "'turns' is not a whole number"),
])
def test_a_malformed_field_is_named(tmp_path, field, value, message):
    record = copy.deepcopy(RECORD)
    record[field] = value
    with pytest.raises(ValueError, match=message):
        _load(tmp_path, record)


def test_a_deck_name_that_is_not_text_is_named(tmp_path):
    record = copy.deepcopy(RECORD)
    record["decks"]["p1"]["name"] = 5
    with pytest.raises(ValueError, match="the name of p1's deck is not text: 5"):
        _load(tmp_path, record)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=3), max_leaves=6)
FIELDS = ["players", "human", "switches", "rules", "seed", "keys", "winner", "status", "turns",
          "date", "result", "ai", "log_sha256", "decks", "oldback"]


@settings(max_examples=60, deadline=None)
@given(field=st.sampled_from(FIELDS), value=JSON, deck_field=st.sampled_from(["name", "cards"]))
def test_any_value_in_any_field_is_read_or_refused_in_one_line(tmp_path_factory, field, value,
                                                               deck_field):
    """A record with one field replaced by any JSON value (a deck's name or cards too):
    either refused with a one-line ValueError, or replayed and shown without error."""
    record = copy.deepcopy(RECORD)
    record[field] = value
    if field == "decks":
        record["decks"] = copy.deepcopy(RECORD["decks"])
        record["decks"]["p2"][deck_field] = value
    try:
        loaded = _load(tmp_path_factory.mktemp("r"), record)
        states, steps = rebuild_steps(loaded)
    except ValueError as e:
        assert "\n" not in str(e)
        return
    viewer = loaded.get("human") or "p1"
    replay = Replay(loaded, states, steps, Screen(plain=True, file=io.StringIO()), viewer)
    replay.show()
    records.check(loaded, states[-1])


# --- format files ---------------------------------------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("sets = [1]", "'sets' entry 1 must be text"),
    ("bans = [5]", "'bans' entry 1 must be text"),
    ("sets = 'BS'", "'sets' must be a list"),
    ("copies = -1", "'copies' must be at least 1"),
    ("points = {Electabuzz = -3}", "points for 'Electabuzz'"),
    ("promos = true", "'promos' must be a whole number"),
])
def test_a_malformed_format_file_names_its_key(tmp_path, text, message):
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        load_format(path)


# --- rule switches ----------------------------------------------------------------------------
@pytest.mark.parametrize("switch, value", [
    ("prizes", -1), ("prizes", 0), ("prizes", 54), ("prizes", "6"), ("prizes", True),
    ("first_player_draws", 1), ("costs_after_damage", None), ("sudden_death_limit", -1),
])
def test_a_rule_switch_refuses_a_value_it_cannot_mean(switch, value):
    """Rules(prizes=-1) would be a game that ends on turn 1."""
    with pytest.raises(ValueError, match=f"rule switch {switch} must be"):
        dataclasses.replace(Rules(), **{switch: value})
    assert dataclasses.replace(Rules(), prizes=1, sudden_death_limit=0).prizes == 1
