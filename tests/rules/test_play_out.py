"""``Game.play_out``: every question put to its player as it is asked, with no pause and no
re-run of the step, and the same game, key for key, as answering through ``act``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from oldback import Game, IllegalAction
from oldback.agents import make_agent
from oldback.agents.base import Agent
from oldback.agents.random import RandomAgent
from oldback.compiled import engine
from oldback.decks import builtin
from oldback.records import start

#: the 330 golden games' set-ups: every pair of the Base-Fossil decks, every rules preset,
#: random and heuristic players
GOLDEN = sorted((Path(__file__).parent.parent / "golden").glob("*/*.json"))

# Computer Search, Item Finder, Nightly Garbage Run, Misty's Wrath, retreats, promotions:
# many questions asked in the middle of an action
CLEFABLE, RAIN_DANCE = builtin("gym-hanley-clefable"), builtin("gym-brooks-rain-dance")


def _agents(spec: str, seed: int) -> dict[str, Agent]:
    return {"p1": make_agent(spec, 2 * seed + 1), "p2": make_agent(spec, 2 * seed + 2)}


def _acted(spec: str, seed: int, d1=CLEFABLE, d2=RAIN_DANCE) -> Game:
    g = Game.new(d1, d2, seed=seed)
    agents = _agents(spec, seed)
    while g.decision is not None:
        player = g.decision.player
        g.act(agents[player].choose_in(g, player))
    return g


def _played_out(spec: str, seed: int, d1=CLEFABLE, d2=RAIN_DANCE) -> Game:
    g = Game.new(d1, d2, seed=seed)
    g.play_out(_agents(spec, seed))
    return g


def _same_game(a: Game, b: Game) -> None:
    assert b.keys == a.keys
    assert b.log == a.log
    assert (b.winner, b.result, b.turn) == (a.winner, a.result, a.turn)


@pytest.mark.parametrize("spec, seeds", [("random", range(12)), ("heuristic", range(3))])
def test_the_game_is_the_one_act_plays(spec, seeds):
    for seed in seeds:
        _same_game(_acted(spec, seed), _played_out(spec, seed))


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_golden_games_players_play_the_same_game_under_play_out(path):
    """Each golden game's decks, rules, seed and players: the game they play through
    ``act`` and the one they play through ``play_out``, key for key and line for line."""
    record = json.loads(path.read_text(encoding="utf-8"))
    seed, players = record["seed"], record["players"]
    games = []
    for through_act in (True, False):
        g = start(record)
        agents = {"p1": make_agent(players["p1"], seed), "p2": make_agent(players["p2"], seed + 1)}
        if through_act:
            while g.decision is not None:
                player = g.decision.player
                g.act(agents[player].choose_in(g, player))
        else:
            g.play_out(agents)
        games.append(g)
    _same_game(*games)


def test_a_search_player_copies_and_deals_again_in_the_middle_of_an_action():
    """The search player copies the game and deals its hidden cards again at every
    question, also at those asked in the middle of an action: under ``play_out`` the step
    is still running when it does, and the copies are those ``act`` would give it."""
    spec = "search:iterations=4,candidates=2,turns=1"
    _same_game(_acted(spec, 3), _played_out(spec, 3))


def test_random_players_choose_from_their_own_decision_as_their_view_shows_it():
    """A random player reads its pending decision alone, not the rest of its view: the same
    choices as when handed the whole view."""
    g = Game.new(CLEFABLE, RAIN_DANCE, seed=5)
    by_view = {"p1": RandomAgent(11), "p2": RandomAgent(12)}
    while g.decision is not None:
        player = g.decision.player
        g.act(by_view[player].choose(g.view(player)))
    h = Game.new(CLEFABLE, RAIN_DANCE, seed=5)
    h.play_out({"p1": RandomAgent(11), "p2": RandomAgent(12)})
    _same_game(g, h)
    with pytest.raises(ValueError, match="p2 has no decision to make"):
        RandomAgent().choose_in(Game.new(CLEFABLE, RAIN_DANCE, seed=5), "p2")


def test_no_step_is_played_again(monkeypatch):
    """Under ``act``, each question asked in the middle of a step restores the state the
    step began in and plays it again; under ``play_out`` none does, but for a step paused
    before it began (the choice of the Active Pokémon, asked as ``Game.new`` returns).
    (It counts the restores by patching a method, which only the Python source allows: the
    compiled engine runs it in a child process on the source, ``OLDBACK_PURE``.)"""
    if engine() == "compiled":
        test = f"{Path(__file__)}::test_no_step_is_played_again"
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                              test], env={**os.environ, "OLDBACK_PURE": "1"},
                             cwd=Path(__file__).parents[2], capture_output=True, text=True)
        assert run.returncode == 0, run.stdout[-2000:]
        return
    restores = []
    restore = Game._restore
    monkeypatch.setattr(Game, "_restore", lambda g: restores.append(g.phase) or restore(g))
    for seed in range(6):
        _acted("random", seed)
    under_act = len(restores)
    restores.clear()
    paused_at_start = 0
    for seed in range(6):
        g = Game.new(CLEFABLE, RAIN_DANCE, seed=seed)
        paused_at_start += g.mid_step
        g.play_out(_agents("random", seed))
    assert under_act > 100
    assert len(restores) == paused_at_start


class _Failing(Agent):
    """A random player that fails, once, at the first question asked in the middle of an
    action: by raising, or by answering with a key that is not an option."""

    def __init__(self, seed: int, answer: str | None = None):
        self.inner = RandomAgent(seed)
        self.answer = answer
        self.failed_at = None

    def choose_in(self, game, player):
        if self.failed_at is None and game.phase == "main" and game.mid_step:
            self.failed_at = game.decision
            if self.answer is None:
                raise RuntimeError("the player's program failed")
            return self.answer
        return self.inner.choose_in(game, player)


@pytest.mark.parametrize("answer", [None, "no-such-key"])
def test_a_player_failing_in_the_middle_of_an_action_leaves_the_game_paused_whole(answer):
    """The failure is raised; the game waits at that question as ``act`` would have left
    it, and answering it goes on to the very game ``act`` plays."""
    seed = 2
    g = Game.new(CLEFABLE, RAIN_DANCE, seed=seed)
    p1, p2 = _Failing(2 * seed + 1, answer), _Failing(2 * seed + 2, answer)
    if answer is None:
        with pytest.raises(RuntimeError, match="the player's program failed"):
            g.play_out({"p1": p1, "p2": p2})
    else:
        with pytest.raises(IllegalAction, match=r"'no-such-key' is not an option for p\d's"):
            g.play_out({"p1": p1, "p2": p2})
    failed = p1.failed_at or p2.failed_at
    assert failed is not None and g.decision == failed and g.mid_step
    assert not g.over
    agents = {"p1": p1.inner, "p2": p2.inner}
    while g.decision is not None:
        player = g.decision.player
        g.act(agents[player].choose_in(g, player))
    _same_game(_acted("random", seed), g)


def test_until_stops_the_game_at_a_decision_even_in_the_middle_of_an_action():
    """``until`` is asked at every decision before its player is; the game stops at the
    first it says yes to, paused there as ``act`` leaves it, and plays on to the same end."""
    seed = 4
    by_act = Game.new(CLEFABLE, RAIN_DANCE, seed=seed)
    agents = _agents("random", seed)
    mid_steps = []
    while len(mid_steps) < 3:  # up to the third question asked in the middle of an action
        player = by_act.decision.player
        by_act.act(agents[player].choose_in(by_act, player))
        if by_act.phase == "main" and by_act.mid_step:
            mid_steps.append(len(by_act.keys))
    asked = []

    def enough(g: Game) -> bool:
        asked.append(len(g.keys))
        return len(g.keys) >= mid_steps[-1]

    g = Game.new(CLEFABLE, RAIN_DANCE, seed=seed)
    again = _agents("random", seed)
    g.play_out(again, until=enough)
    assert g.keys == by_act.keys and g.log == by_act.log
    assert g.decision == by_act.decision and g.mid_step
    assert asked == sorted(set(asked))  # once a decision
    for game, players in ((by_act, agents), (g, again)):
        while game.decision is not None:
            player = game.decision.player
            game.act(players[player].choose_in(game, player))
    _same_game(by_act, g)


def test_each_player_needs_an_agent():
    g = Game.new(CLEFABLE, RAIN_DANCE, seed=1)
    with pytest.raises(ValueError, match="none for p2"):
        g.play_out({"p1": RandomAgent(1)})
    assert g.keys == []
