"""Playing against the computer in the terminal: ``oldback play``.

    oldback play [--deck D] [--vs D] [--ai NAME] [--seed N] [--rules PRESET]
                 [--records DIR] [--plain]

The person plays p1 with ``--deck`` (default ``haymaker``) against the computer's
``--vs`` (default ``rain-dance``). Before each of the person's decisions the board is
drawn from their own view of the game (``Game.view``: the opponent's hand, deck and
Prize cards are counts only), then the decision as numbered options; the answer is the
number or the option's key. Between prompts every new line of the game log (the public
events: draws, coin flips, attacks, Knock Outs) is printed in order, the computer's
moves among them as it makes them.

Commands at the prompt: ``help``, ``card NAME|ID|SLOT``, ``board``, ``hand``,
``discard``, ``log [N]``, ``options``, ``hint``, ``quit``. ``hint`` asks the search player
what it would do here, searched from the person's own view (never a hidden card): its
top three options with their estimated chances to win; the game's record notes each hint
(``hints``: the number of keys acted before it).

The output uses ``rich`` (``pip install -e ".[play]"``) when it is installed and falls
back to plain text otherwise (``--plain`` asks for plain text). When standard input is
not a terminal the answers are read line by line (each echoed after the prompt), so a
game can be scripted; at the end of the input the game is saved as abandoned.

Every game, finished or abandoned, is saved as a record (see ``oldback.records``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from oldback.screen import Screen, discards, draw_board, esc, event

if TYPE_CHECKING:
    from oldback.agents.base import Agent
    from oldback.card import Card
    from oldback.engine.decisions import Decision
    from oldback.engine.game import Game

DEFAULT_DECK = "haymaker"
DEFAULT_VS = "rain-dance"
#: the computer players tried in turn when ``--ai`` is not given
AI_PREFERENCE = ("search", "heuristic", "random")
#: the time budget of the search player in the terminal, seconds per decision
SEARCH_SECONDS = 0.8
#: the time the search player thinks for a hint
HINT_SECONDS = 1.5

HELP = """\
[bold]Answer[/] with the number of an option or its key (the text after it), e.g. [bold]1[/] \
or [bold]end[/].
[bold]Commands[/]:
  card NAME|ID|SLOT  a card's facts and text (card Electabuzz, card base1-20, card opp-active)
  board              the board again          hand       your hand
  discard            both discard piles       log [N]    the last N lines of the game log
  options            the question again       quit       stop; the game is saved (abandoned)
  hint               what the search player would do here, and its estimated chances
Slots: active, bench1…bench5 for yours, opp-active, opp-bench1… for the opponent's.\
"""


class Lines:
    """The person's answers: ``input()`` at a terminal, else lines of standard input."""

    def __init__(self, stream=None, screen: Screen | None = None):
        self.stream = stream if stream is not None else sys.stdin
        if self.stream is sys.stdin and hasattr(sys.stdin, "reconfigure"):
            # bytes that are not text (a stray binary paste) are read as U+FFFD, not an error
            sys.stdin.reconfigure(errors="replace")
        self.screen = screen
        try:
            self.tty = self.stream.isatty()
        except (AttributeError, ValueError):
            self.tty = False

    def read(self, prompt: str = "> ") -> str | None:
        """One line without its newline, or None at the end of the input."""
        if self.tty and self.stream is sys.stdin:
            try:
                import readline  # noqa: F401  (line editing and history for input())
            except ImportError:
                pass
            try:
                return input(prompt)
            except EOFError:
                return None
        out = self.screen.out if self.screen is not None else sys.stdout
        out.write(prompt)
        out.flush()
        line = self.stream.readline()
        if not line:
            out.write("\n")
            return None
        line = line.rstrip("\r\n")
        out.write(line + "\n")
        out.flush()
        return line


def pick_ai(spec: str | None, seed: int) -> tuple[str, Agent]:
    """The computer player: ``spec`` (a name with optional settings, such as
    ``search:seconds=0.5``), or the strongest registered one that answers within about
    a second (search with a small budget, else heuristic, else random). A search
    player given no budget thinks ``SEARCH_SECONDS`` a decision. Its spec, and it."""
    from oldback.agents import AGENTS, parse_spec, spec_text

    if spec is None:
        spec = next(n for n in (*AI_PREFERENCE, *AGENTS) if n in AGENTS)
    name, settings = parse_spec(spec)
    shown = spec_text(name, settings)
    if name == "search" and "seconds" not in settings and "iterations" not in settings:
        settings["seconds"] = SEARCH_SECONDS
    factory: Callable[..., Agent] = AGENTS[name]  # each takes the seed and its SETTINGS
    return shown, factory(seed, **settings)


#: a number typed with more digits than this is read as ``MOST``
DIGITS = 18
MOST = 10 ** DIGITS


def whole(text: str) -> int | None:
    """The whole number ``text`` is, written in ASCII digits, or None. (``²`` and ``①``
    are digits to ``str.isdigit`` but no number to ``int``.) A number of more than
    ``DIGITS`` digits is read as ``MOST``, more than any game has of anything, without
    converting thousands of digits."""
    if not (text.isascii() and text.isdigit()):
        return None
    return int(text) if len(text) <= DIGITS else MOST


def cut(text: str, width: int = 60) -> str:
    """What a person typed, cut to ``width`` characters for a message."""
    return text if len(text) <= width else text[:width] + "…"


def numbered(d: Decision) -> bool:
    """Whether the options are shown with numbers (not when keys are numbers already)."""
    return not any(o.key.isdigit() for o in d.options)


def match(d: Decision, text: str) -> str | None:
    """The key an answer names: an option's number, its key, or its label (any case)."""
    text = " ".join(text.split())
    if text in d:
        return text
    n = whole(text)
    if numbered(d) and n is not None:
        return d.options[n - 1].key if 1 <= n <= len(d.options) else None
    folded = text.casefold()
    for o in d.options:
        if o.key.casefold() == folded or o.label.casefold() == folded:
            return o.key
    return None


class Session:
    """One game between the person (``human``) and a computer player."""

    def __init__(self, g: Game, *, human: str, ai: Agent, ai_name: str, screen: Screen,
                 lines: Lines, deck_names: tuple[str, str], seed: int = 0):
        self.g = g
        self.seed = seed
        self.human = human
        self.other = "p2" if human == "p1" else "p1"
        self.ai = ai
        self.ai_name = ai_name
        self.screen = screen
        self.lines = lines
        self.deck_names = deck_names
        self.shown = 0          # log lines printed so far
        self.drawn_at = -1      # number of keys acted when the board was last drawn
        self.status = "playing"
        self.stopped = ""       # why the person stopped: "quit", "end of input"
        self.hints: list[int] = []  # the number of keys acted when each hint was asked

    # --- what is shown ------------------------------------------------------------------
    def titles(self) -> tuple[str, str]:
        i_opp, i_me = (1, 0) if self.human == "p1" else (0, 1)
        return (f"Computer ({self.other}, {self.deck_names[i_opp]}, AI {self.ai_name})",
                f"You ({self.human}, {self.deck_names[i_me]})")

    def events(self) -> None:
        """Every log line not yet shown, in order."""
        log = self.g.log_for(self.human)
        for line in log[self.shown:]:
            self.screen.line(event(line))
        self.shown = len(log)

    def board(self) -> None:
        v = self.g.view(self.human)
        whose = "your turn" if v.current == self.human else "the computer's turn"
        heading = "set-up" if v.turn == 0 else f"turn {v.turn} · {whose}"
        draw_board(self.screen, v.opp, v.me, titles=self.titles(), turn=v.turn,
                   stadium=v.stadium, heading=heading)
        self.drawn_at = len(self.g.keys)

    @staticmethod
    def asking(d: Decision) -> str:
        """The question's line: the decision's prompt (``Your move`` for an action)."""
        prompt = "Your move" if d.kind == "action" else d.prompt
        return f"[bold green]?[/] [bold]{esc(prompt)}[/]"

    def question(self, d: Decision) -> None:
        self.screen.line(self.asking(d))
        if numbered(d):
            rows = [[f"[bold]{i}[/]", esc(o.label), f"[dim]{esc(o.key)}[/]"]
                    for i, o in enumerate(d.options, 1)]
        else:
            rows = [[f"[bold]{esc(o.key)}[/]", esc(o.label)] for o in d.options]
        self.screen.table(rows)
        hint = (f"1–{len(d.options)} or a key" if numbered(d)
                else ", ".join(o.key for o in d.options))
        self.screen.line(f"[dim]Answer ({esc(hint)}), or help.[/]")

    def card(self, ref: str) -> None:
        from oldback.lookup import describe, exact, find

        ref = ref.strip()
        if not ref:
            self.screen.line("Which card? e.g. [bold]card Electabuzz[/], [bold]card base1-20[/]"
                             " or [bold]card opp-active[/].")
            return
        found = self.slot_card(ref)
        bare = ref.removeprefix("opp-")
        if found is None and (bare == "active" or bare.startswith("bench")
                              and whole(bare[5:]) is not None):
            self.screen.line(f"There is no Pokémon you can see at {esc(cut(ref))}.")
            return
        if found is None:
            one = exact(ref)
            matches = [one] if one is not None else find(ref)
            if not matches:
                self.screen.line(f"No card is called {esc(cut(ref))!r}.")
                return
            names = {c.name for c in matches}
            if len(names) > 1:
                shown = ", ".join(f"{esc(c.name)} [dim]{c.id}[/]" for c in matches[:12])
                more = f" and {len(matches) - 12} more" if len(matches) > 12 else ""
                self.screen.line(f"{len(matches)} cards match: {shown}{more}. "
                                 "Say which, by name or id.")
                return
            found = matches[0]
        lines = describe(found)
        self.screen.line(f"[bold]{esc(lines[0])}[/]")
        for text in lines[1:]:
            self.screen.line("  " + esc(text))

    def slot_card(self, ref: str) -> Card | None:
        """The top card of the Pokémon a slot key names in the person's view."""
        v = self.g.view(self.human)
        side, slot = (v.opp, ref[4:]) if ref.startswith("opp-") else (v.me, ref)
        if slot == "active" and side.active is not None:
            return side.active.card
        n = whole(slot[5:]) if slot.startswith("bench") else None
        if n is not None:
            i = n - 1
            if 0 <= i < len(side.bench):
                return side.bench[i].card
        return None

    def command(self, d: Decision, text: str) -> bool:
        """Run a command; False when the text is no command."""
        word, _, rest = text.partition(" ")
        word = word.casefold()
        v = self.g.view(self.human)
        if word in ("help", "?", "h"):
            self.screen.line(HELP)
        elif word == "card":
            self.card(rest)
        elif word in ("board", "b"):
            self.board()
        elif word == "hand":
            from oldback.screen import group

            hand = v.me.hand or []  # (a player's own hand is always shown)
            self.screen.line(f"[bold]hand[/] ({len(hand)}): " + (group(hand) or "[dim]empty[/]"))
        elif word in ("discard", "discards"):
            discards(self.screen, [("The computer's", v.opp), ("Your", v.me)])
        elif word == "log":
            n = whole(rest.strip())
            log = self.g.log_for(self.human)
            for line in log[max(0, len(log) - (20 if n is None else n)):]:
                self.screen.line(event(line))
        elif word in ("options", "o"):
            self.question(d)
        elif word == "hint":
            self.hint(d)
        else:
            return False
        return True

    def hint(self, d: Decision) -> None:
        """What the search player would do at the person's decision, from their view."""
        from oldback.agents.search import SearchAgent

        advisor = SearchAgent(self.seed + 7919 * (len(self.g.keys) + 1), seconds=HINT_SECONDS)
        console = self.screen.console
        if console is not None and console.is_terminal:
            with console.status("the search player is thinking…", spinner="dots"):
                key, weighed = advisor.advise(self.g, self.human)
        else:
            key, weighed = advisor.advise(self.g, self.human)
        self.hints.append(len(self.g.keys))
        labels = {o.key: o.label for o in d.options}
        number = {o.key: i for i, o in enumerate(d.options, 1)}

        def named(k: str) -> str:
            first = f"[bold]{number[k]}[/] " if numbered(d) else ""
            return f"{first}{esc(labels.get(k, k))} [dim]{esc(k)}[/]"
        self.screen.line(f"[bold cyan]hint[/] the search player would answer {named(key)}")
        if not weighed:
            self.screen.line("  (no search here: it answers as the heuristic player does)")
        for k, chance, rollouts in weighed[:3]:
            self.screen.line(f"  {named(k)}: {100 * chance:.0f}% to win "
                             f"[dim]({rollouts} rollouts)[/]")

    # --- the loop ------------------------------------------------------------------------
    def ask(self, d: Decision) -> str | None:
        """The person's answer to ``d``; None to stop (quit or end of input)."""
        self.question(d)
        while True:
            line = self.lines.read("> ")
            if line is None:
                self.stopped = "end of input"
                return None
            text = line.strip()
            if not text:
                continue
            key = match(d, text)
            if key is not None:
                return key
            if text.casefold() in ("quit", "exit", "q"):
                self.stopped = "quit"
                return None
            if self.command(d, text):
                continue
            if numbered(d) and whole(text) is not None:
                why = f"There is no option {cut(text)}: answer 1–{len(d.options)}."
            else:
                why = f"{cut(text)!r} is not an answer here."
            self.screen.line(f"[bold red]{esc(why)}[/] Type a number or a key, or help.")
            self.screen.line(self.asking(d))

    def run(self) -> str:
        """Play until the game ends or the person stops: ``finished`` or ``abandoned``."""
        g = self.g
        self.screen.line(f"You are [bold]{self.human}[/]; the computer ({esc(self.ai_name)}) "
                         f"is {self.other}. Type [bold]help[/] at any prompt.")
        while not g.over:
            self.events()
            d = g.decision
            assert d is not None  # the game is not over
            if d.player == self.human:
                if self.drawn_at != len(g.keys):
                    self.board()
                key = self.ask(d)
                if key is None:
                    self.status = "abandoned"
                    return self.status
                g.act(key)
            else:
                key = self.think(d)
                if d.kind == "action":
                    label = next(o.label for o in d.options if o.key == key)
                    self.screen.line(f"[bold magenta]{self.other} ▸[/] {esc(label)}")
                g.act(key)
        self.events()
        self.board()
        self.status = "finished"
        return self.status

    def think(self, d: Decision) -> str:
        """The computer's answer; a spinner while a slow player thinks at a terminal."""
        console = self.screen.console
        if console is None or not console.is_terminal or self.ai_name == "random":
            return self.ai.choose_in(self.g, d.player)
        with console.status(f"{self.other} is thinking…", spinner="dots"):
            return self.ai.choose_in(self.g, d.player)

    def verdict(self) -> str:
        g = self.g
        if g.winner == self.human:
            return f"[bold green]You win[/] ({esc(g.result)})."
        if g.winner == "draw":
            return f"[bold]The game is a draw[/] ({esc(g.result)})."
        return f"[bold red]The computer wins[/] ({esc(g.result)})."


def main(args) -> int:
    """``oldback play`` (``args`` from the command line's parser)."""
    from oldback import records
    from oldback.decks import load
    from oldback.engine.game import Game
    from oldback.rules import resolve
    from oldback.stopping import hold_signals, restore, stop_on_signals

    screen = Screen(plain=args.plain)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)
    try:
        rules = resolve(args.rules)
        decks = (load(args.deck), load(args.vs))
        ai_name, ai = pick_ai(args.ai, seed + 1)
        g = Game.new(decks[0], decks[1], seed=seed, rules=rules)
        folder = records.records_dir(args.records)
        if folder.exists() and not folder.is_dir():  # found before the game, not after it
            raise ValueError(f"--records {folder}: is a file, not a folder for game records")
    except ValueError as e:
        print(f"oldback play: {e}", file=sys.stderr)
        return 2
    human = "p1"
    if screen.rich_missing:
        print("(rich is not installed: plain text; pip install 'oldback[play]' for colour)",
              file=sys.stderr)
    names = (decks[0].name or args.deck, decks[1].name or args.vs)
    screen.line(f"[bold]oldback[/] · {esc(names[0])} (you) vs {esc(names[1])} (computer, "
                f"{esc(ai_name)}) · rules {esc(args.rules)} · seed {seed}")
    session = Session(g, human=human, ai=ai, ai_name=ai_name, screen=screen,
                      lines=Lines(screen=screen), deck_names=names, seed=seed)
    status, code = "abandoned", 0
    handlers = stop_on_signals()
    try:
        status = session.run()
    except KeyboardInterrupt:
        session.stopped = "interrupted"
    except Exception:  # an engine or AI failure: keep the record for the bug report
        import traceback

        traceback.print_exc()
        print("oldback play: internal error; the game so far is saved below", file=sys.stderr)
        code = 1
    finally:
        hold_signals()  # now nothing stops the record being saved
    record = records.make(g, seed=seed, human=human, ai=ai_name, deck_names=names,
                          status=status, hints=session.hints)
    try:
        path = records.save(record, args.records)
    except OSError as e:
        print(f"oldback play: could not save the game record ({e})", file=sys.stderr)
        path = None
    try:
        if status == "finished":
            screen.line(session.verdict())
        else:
            why = {"end of input": "End of input: t", "interrupted": "\nInterrupted: t"}
            screen.line(f"{why.get(session.stopped, 'T')}he game is saved as abandoned.")
        if path is not None:
            screen.line(f"Game record: {esc(path)}")
            screen.line(f"Replay it with: oldback replay {esc(path)}")
    except OSError:  # the terminal went away
        pass
    restore(handlers)
    return code
