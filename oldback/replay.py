"""Stepping through a recorded game: ``oldback replay FILE``.

    oldback replay FILE [--as p1|p2 | --all] [--check] [--plain]

The game is rebuilt from the record (``Game.new`` with its decks, seed and rules, then
every recorded key acted) and checked against it: the same winner, result, turn and
log (``oldback.records.check``); a record that does not replay so is reported and the
command exits 1. ``--check`` stops there. Otherwise it steps through the game, one key
at a time, showing each step's events and the board as one player saw it (``--as``;
by default the person's seat) or everything (``--all``: both hands, the Prize cards).
Seen as one player, the other's private choices (which card from the hand or deck)
are not named.

Commands: Enter or ``n`` (next; ``n 5`` five steps), ``p`` (previous), ``turn N``
(the start of turn N), ``step N``, ``start``, ``end``, ``log``, ``discard``, ``card NAME``,
``help``, ``q``. When standard input is not a terminal the commands are read line
by line; the end of the input ends the replay.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from oldback.engine.energy import parse_attached
from oldback.play import cut, whole
from oldback.screen import Screen, discards, draw_board, esc, event

if TYPE_CHECKING:
    from oldback.engine.decisions import Decision
    from oldback.engine.game import Game

HELP = """\
[bold]Commands[/]: Enter or n [N] (next step, or N steps) · p [N] (previous) · turn N · \
step N · start · end · log · discard · card NAME · help · q (quit)"""

PUBLIC_KEYS = frozenset({"yes", "no", "done", "keep", "mulligan"})


def public(d: Decision, key: str) -> bool:
    """Whether the other player sees which option was chosen (hand and deck choices
    are private; actions, slots, attached cards and counts are not)."""
    if d.kind == "action" or key in PUBLIC_KEYS or key.isdigit():
        return True
    slot = parse_attached(key)[0].removeprefix("opp-")
    return slot == "active" or (slot.startswith("bench") and slot[5:].isdigit())


class Replay:
    def __init__(self, record: dict, states: list[Game], steps: list[tuple[Decision, str]],
                 screen: Screen, viewer: str | None):
        self.record = record
        self.states = states
        self.steps = steps
        self.screen = screen
        self.viewer = viewer      # None: everything
        self.at = 0

    def titles(self, top: str, bottom: str) -> tuple[str, str]:
        def name(p: str) -> str:
            who = self.record.get("players", {}).get(p, "")
            who = "person" if who == "human" else (f"AI {who}" if who else "")
            deck = self.record["decks"][p].get("name", "")
            return f"{p} ({', '.join(x for x in (deck, who) if x)})"

        return name(top), name(bottom)

    def show(self) -> None:
        i, g = self.at, self.states[self.at]
        n = len(self.steps)
        if i > 0:
            d, key = self.steps[i - 1]
            label = next((o.label for o in d.options if o.key == key), key)
            if self.viewer is None or d.player == self.viewer or public(d, key):
                what = f"{esc(label)} [dim]({esc(key)})[/]"
            else:
                what = f"[dim]a private choice ({esc(d.kind)})[/]"
            self.screen.line(f"[bold]step {i}/{n}[/] · [bold magenta]{d.player}[/]: {what}")
            for line in g.log[len(self.states[i - 1].log):]:
                self.screen.line(event(line))
        else:
            self.screen.line(f"[bold]step 0/{n}[/] · the game before any choice")
            for line in g.log:
                self.screen.line(event(line))
        heading = "set-up" if g.turn == 0 else f"turn {g.turn} · {g.current}'s turn"
        if self.viewer is None:
            from oldback.engine.view import SideView

            top, bottom = SideView(g.p2, True, True), SideView(g.p1, True, True)
            draw_board(self.screen, top, bottom, titles=self.titles("p2", "p1"), turn=g.turn,
                       stadium=g.stadium, heading=heading + " · everything", hide_top=False)
            for side in (g.p2, g.p1):
                self.screen.line(f"  [dim]{side.name}'s prizes: "
                                 + esc(", ".join(c.name for c in side.prizes) or "none") + "[/]")
        else:
            v = g.view(self.viewer)
            other = "p2" if self.viewer == "p1" else "p1"
            draw_board(self.screen, v.opp, v.me, titles=self.titles(other, self.viewer),
                       turn=v.turn, stadium=v.stadium, heading=heading + f" · as {self.viewer}")
        if g.decision is not None:
            d = g.decision
            self.screen.line(f"[dim]next: {d.player} — {esc(d.prompt)}[/]")
        if g.over:
            self.screen.line(f"[bold]{esc(g.log[-1] if g.log else g.winner)}[/]")
        elif i == n:
            self.screen.line("[bold]The record ends here (the game was abandoned).[/]")

    def go(self, i: int) -> None:
        self.at = max(0, min(len(self.steps), i))
        self.show()

    def turn_start(self, t: int) -> int | None:
        for i, g in enumerate(self.states):
            if g.turn >= t:
                return i
        return None

    def command(self, text: str) -> bool:
        """Run one command; False to stop."""
        word, _, rest = text.strip().partition(" ")
        word = word.casefold()
        rest = rest.strip()
        number = whole(rest)
        count = 1 if number is None else number
        if word in ("", "n", "next"):
            if self.at == len(self.steps):
                self.screen.line("This is the last step (p goes back, q quits).")
            else:
                self.go(self.at + count)
        elif word in ("p", "prev", "previous", "back"):
            if self.at == 0:
                self.screen.line("This is the first step.")
            else:
                self.go(self.at - count)
        elif word in ("t", "turn") and number is not None:
            i = self.turn_start(number)
            if i is None:
                self.screen.line(f"The game has no turn {cut(rest)} (it ends at turn "
                                 f"{self.states[-1].turn}).")
            else:
                self.go(i)
        elif word in ("s", "step") and number is not None:
            self.go(number)
        elif word in ("start", "first"):
            self.go(0)
        elif word in ("end", "last"):
            self.go(len(self.steps))
        elif word in ("discard", "discards"):
            g = self.states[self.at]
            if self.viewer is None:
                from oldback.engine.view import SideView

                sides = [(f"{s.name}'s", SideView(s, True, True)) for s in (g.p2, g.p1)]
            else:
                v = g.view(self.viewer)
                sides = [(f"{v.opp.name}'s", v.opp), (f"{v.me.name}'s", v.me)]
            discards(self.screen, sides)
        elif word == "log":
            for line in self.states[self.at].log:
                self.screen.line(event(line))
        elif word == "card":
            from oldback.lookup import describe, exact, find

            c = (exact(rest) or next(iter(find(rest)), None)) if rest else None
            if c is None:
                self.screen.line(f"No card is called {esc(cut(rest))!r}.")
            else:
                for line in describe(c):
                    self.screen.line(esc(line))
        elif word in ("q", "quit", "exit"):
            return False
        elif word in ("help", "h", "?"):
            self.screen.line(HELP)
        else:
            self.screen.line(f"[bold red]{esc(cut(text.strip()))!r} is not a command.[/] {HELP}")
        return True


def rebuild_steps(record: dict) -> tuple[list[Game], list[tuple[Decision, str]]]:
    """The game after each recorded key (ValueError when a key is not an option)."""
    from oldback import records
    from oldback.engine.decisions import IllegalAction

    g = records.start(record)
    states = [g.copy(keep_log=True)]
    steps = []
    for n, key in enumerate(record["keys"], 1):
        d = g.decision
        if d is None:
            raise ValueError(f"key {n} of the record does not replay: the game is over")
        try:
            g.act(key)
        except IllegalAction as e:
            raise ValueError(f"key {n} of the record does not replay: {e}") from None
        states.append(g.copy(keep_log=True))
        steps.append((d, key))
    if record.get("conceded") and not g.over:  # ended by a player after the last key
        records.end(record, g)
        states[-1] = g.copy(keep_log=True)
    return states, steps


def main(args) -> int:
    """``oldback replay`` (``args`` from the command line's parser)."""
    from oldback import records
    from oldback.play import Lines

    screen = Screen(plain=args.plain)
    try:
        record = records.load(args.file)
    except ValueError as e:
        print(f"oldback replay: {e}", file=sys.stderr)
        return 2
    try:
        states, steps = rebuild_steps(record)
    except ValueError as e:
        print(f"oldback replay: {args.file}: {e}", file=sys.stderr)
        return 1
    final = states[-1]
    problems = records.check(record, final)
    if problems:
        for p in problems:
            print(f"oldback replay: {args.file}: {p}", file=sys.stderr)
        return 1
    if final.over:
        outcome = (f"{final.winner} wins ({final.result})" if final.winner != "draw"
                   else f"a draw ({final.result})")
    else:
        outcome = f"abandoned at turn {final.turn}"
    d = record["decks"]
    screen.line(f"{esc(d['p1'].get('name', 'p1'))} (p1) vs {esc(d['p2'].get('name', 'p2'))} "
                f"(p2) · seed {record['seed']} · {len(steps)} steps · "
                f"{esc(record.get('date', ''))}")
    screen.line(f"The record replays to the recorded result: {esc(outcome)}.")
    if args.check:
        return 0
    viewer = None if args.all else (args.as_ or record.get("human") or "p1")
    replay = Replay(record, states, steps, screen, viewer)
    lines = Lines(screen=screen)
    replay.show()
    screen.line(HELP)
    while True:
        try:
            text = lines.read("replay> ")
        except KeyboardInterrupt:
            screen.line("")
            return 0
        if text is None or not replay.command(text):
            return 0
