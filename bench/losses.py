"""How the computer players lose games they need not lose: self-inflicted deck-outs and
losses with a Basic Pokémon left in hand.

    python bench/losses.py [--format base-gym] [--games N] [--ai heuristic] [--jobs J]

Every pair of a format's tournament lists (``oldback.decks.TOURNAMENT_LISTS``) plays
``--games`` games in each deck order, the seats alternating, between two copies of the
player ``--ai`` (``heuristic`` by default; ``A,B`` for two players). Of all the games it
counts, with each share's 95% Wilson interval:

* **self-inflicted deck-outs**: the loser decked out after playing something of its own
  (a Trainer card, a Pokémon Power, an attack) that took cards from its own deck (drew,
  discarded, searched) when that could be foreseen: the cards left afterwards were fewer
  than the turns the game could be expected still to last, two of the player's turns for
  each Prize card the player nearer to winning still needed (a Prize card every other
  turn is a brisk pace for these decks);
* **bench-outs with a Basic in hand**: the loser had no Pokémon left in play, and at the
  end of its own last turn a Basic Pokémon sat in its hand while its Bench had room.

It prints, per pair and in all, the games, the endings, and both counts; the goal is at
most 2% of games for each.
"""

from __future__ import annotations

import argparse
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations

from oldback import Game
from oldback.agents import make_agent, split_players
from oldback.agents.base import Agent
from oldback.decks import TOURNAMENT_LISTS, builtin
from oldback.sim import wilson


@dataclass
class Trace:
    """What the game looked like at each decision, for one player: (turn, whose turn,
    cards in deck, whether the decision was the choice of an action, a Basic in hand with
    room on the Bench, the fewer Prize cards left of the two players')."""

    points: list[tuple[int, str, int, bool, bool, int]] = field(default_factory=list)
    #: the indices into ``points`` of the decisions this player answered
    own: list[int] = field(default_factory=list)


class Watcher(Agent):
    """A player that notes both sides' decks before each of its decisions, then lets the
    real player choose."""

    def __init__(self, inner: Agent, traces: dict[str, Trace], seat: str):
        self.inner = inner
        self.traces = traces
        self.seat = seat

    def choose_in(self, game: Game, player: str) -> str:
        note(game, self.traces, player)
        return self.inner.choose_in(game, player)


def note(game: Game, traces: dict[str, Trace], player: str) -> None:
    d = game.decision
    action = d is not None and d.kind == "action" and not game.mid_step
    for p, trace in traces.items():
        side = game.side(p)
        basic = len(side.bench) < 5 and any(
            c.supertype == "Pokémon" and c.stage in ("Basic", "Baby") for c in side.hand)
        fewer = min(len(game.p1.prizes), len(game.p2.prizes))
        trace.points.append((game.turn, game.current, len(side.deck), action and p == player,
                             basic, fewer))
        if p == player:
            trace.own.append(len(trace.points) - 1)


def self_decked(trace: Trace, loser: str) -> bool:
    """Whether ``loser`` took cards from its own deck when they could not be spared (see
    the module's description)."""
    points = trace.points
    own = set(trace.own)
    for i in range(len(points) - 1):
        if i not in own:
            continue
        turn, _, before, _, _, fewer = points[i]
        after_turn, after_current, after, _, _, _ = points[i + 1]
        taken = before - after
        if after_turn != turn and after_current == loser:
            taken -= 1  # the draw of its next turn
            after += 1
        if taken > 0 and after < 2 * fewer:
            return True
    return False


def basic_left(trace: Trace) -> bool:
    """Whether the player ended its last turn holding a Basic Pokémon it could bench."""
    last = [i for i in trace.own if trace.points[i][3]]
    return bool(last) and trace.points[last[-1]][4]


def one_game(args) -> tuple[str, str, str, bool, bool]:
    """(first deck's name, the game's result, who lost: "d1"/"d2"/"", self-inflicted
    deck-out, bench-out with a Basic in hand)."""
    d1, d2, ai1, ai2, seed = args
    seat1 = "p1" if seed % 2 == 0 else "p2"
    seat2 = "p2" if seat1 == "p1" else "p1"
    decks = {seat1: builtin(d1), seat2: builtin(d2)}
    g = Game.new(decks["p1"], decks["p2"], seed=seed, log=False)
    traces = {"p1": Trace(), "p2": Trace()}
    agents = {seat1: Watcher(make_agent(ai1, 2 * seed + 1), traces, seat1),
              seat2: Watcher(make_agent(ai2, 2 * seed + 2), traces, seat2)}
    g.play_out(agents)
    if g.winner not in ("p1", "p2"):
        return d1, g.result, "", False, False
    loser = "p2" if g.winner == "p1" else "p1"
    lost = "d1" if loser == seat1 else "d2"
    decked = g.result == "deck-out" and self_decked(traces[loser], loser)
    benched = "no-pokemon" in g.result and not g.side(loser).in_play and basic_left(
        traces[loser])
    return d1, g.result, lost, decked, benched


def share(n: int, games: int) -> str:
    lo, hi = wilson(n, games)
    return f"{n} ({100 * n / games:.1f}%, 95%: {100 * lo:.1f}–{100 * hi:.1f}%)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--format", default="base-gym",
                        help=f"whose tournament lists ({', '.join(TOURNAMENT_LISTS)}, all)")
    parser.add_argument("--games", type=int, default=20, help="games per pair and deck order")
    parser.add_argument("--ai", default="heuristic", help="a player, or two: A,B")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    formats = list(TOURNAMENT_LISTS) if args.format == "all" else [args.format]
    if any(f not in TOURNAMENT_LISTS for f in formats):
        parser.error(f"unknown format {args.format!r} (known: {', '.join(TOURNAMENT_LISTS)}, "
                     "all)")
    players = split_players(args.ai)
    ai1, ai2 = (players[0], players[0]) if len(players) == 1 else players[:2]
    for spec in (ai1, ai2):
        make_agent(spec)  # an unknown player fails here, clearly
    work = []
    for f in formats:
        for a, b in combinations(TOURNAMENT_LISTS[f], 2):
            for d1, d2 in ((a, b), (b, a)):
                work += [(d1, d2, ai1, ai2, seed) for seed in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(one_game, work, chunksize=4))
    print(f"{ai1} vs {ai2}, {', '.join(formats)}: {len(results)} games "
          f"({args.games} per pair and deck order, seats alternating)")
    pairs: dict[tuple[str, str], list] = {}
    for w, r in zip(work, results, strict=True):
        pairs.setdefault((w[0], w[1]), []).append(r)
    for (d1, d2), rs in pairs.items():
        endings: dict[str, int] = {}
        for r in rs:
            endings[r[1]] = endings.get(r[1], 0) + 1
        print(f"  {d1} vs {d2}: "
              + ", ".join(f"{k or 'unfinished'} {v}" for k, v in sorted(
                  endings.items(), key=lambda kv: -kv[1]))
              + f"; self-inflicted deck-outs {sum(r[3] for r in rs)}, "
              f"bench-outs with a Basic in hand {sum(r[4] for r in rs)}")
    total = len(results)
    print(f"self-inflicted deck-outs: {share(sum(r[3] for r in results), total)}")
    print(f"bench-outs with a Basic in hand: {share(sum(r[4] for r in results), total)}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
