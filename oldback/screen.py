"""Drawing a game in a terminal: with ``rich`` when it is installed, plain text otherwise.

Everything drawn is built as text with ``rich`` markup (``[bold]…[/]``); the plain
screen strips the markup. Text that comes from the game goes through ``esc`` first.
The board is drawn from what one player may see (``Game.view``): ``draw_board`` takes
two ``SideView`` objects and never looks at the game itself.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.state import Pokemon
    from oldback.engine.view import SideView

_TAG = re.compile(r"(\\*)\[([a-z#/@][^[]*?)]")
_ESCAPED = re.compile(r"\\\[")

TYPE_STYLE = {
    "Grass": "green", "Fire": "red", "Water": "blue", "Lightning": "yellow",
    "Psychic": "magenta", "Fighting": "dark_orange3", "Darkness": "grey50",
    "Metal": "grey70", "Colorless": "white",
}
TYPE_LETTER = {
    "Grass": "G", "Fire": "R", "Water": "W", "Lightning": "L", "Psychic": "P",
    "Fighting": "F", "Darkness": "D", "Metal": "M", "Colorless": "C",
}
CONDITION_STYLE = {"asleep": "blue", "confused": "magenta", "paralyzed": "yellow",
                   "poisoned": "green"}


def esc(text: object) -> str:
    """Text with anything that looks like markup escaped."""
    def double(m: re.Match) -> str:
        return f"{m[1]}{m[1]}\\[{m[2]}]"

    out = _TAG.sub(double, str(text))
    if out.endswith("\\") and not out.endswith("\\\\"):
        out += "\\"
    return out


def strip(markup: str) -> str:
    """Markup as plain text: tags removed, escapes undone."""
    def keep(m: re.Match) -> str:
        slashes = m[1]
        if len(slashes) % 2:
            return slashes[:-1][: len(slashes) // 2] + f"[{m[2]}]"
        return slashes[: len(slashes) // 2]

    return _TAG.sub(keep, markup)


class Screen:
    """Where the game is drawn. ``plain=True`` (or no ``rich``) prints plain text."""

    def __init__(self, plain: bool = False, file=None):
        self.file = file
        self.console = None
        self.rich_missing = False
        if not plain:
            try:
                from rich.console import Console
            except ImportError:
                self.rich_missing = True
            else:
                self.console = Console(file=file, highlight=False, emoji=False)

    @property
    def out(self):
        return self.file or sys.stdout

    @property
    def plain(self) -> bool:
        return self.console is None

    def line(self, markup: str = "") -> None:
        if self.console is not None:
            # at a terminal rich wraps long lines between words; piped, lines stay whole
            self.console.print(markup, soft_wrap=not self.console.is_terminal)
        else:
            print(strip(markup), file=self.out, flush=True)

    def rule(self, title: str = "") -> None:
        if self.console is not None:
            self.console.rule(title, style="cyan")
        else:
            text = f" {strip(title)} " if title else ""
            print(f"{text:-^78}", file=self.out, flush=True)

    def table(self, rows: list[list[str]], headers: list[str] | None = None,
              indent: int = 2) -> None:
        """Rows of markup cells, in aligned columns."""
        if not rows:
            return
        if self.console is not None:
            from rich import box
            from rich.padding import Padding
            from rich.table import Table

            t = Table(box=box.SIMPLE_HEAD if headers else None, show_header=bool(headers),
                      show_edge=False, padding=(0, 1), pad_edge=False, header_style="dim")
            for i, h in enumerate(headers or [""] * len(rows[0])):
                t.add_column(h, overflow="fold", no_wrap=i == 0)
            for r in rows:
                t.add_row(*r)
            self.console.print(Padding(t, (0, 0, 0, indent), expand=False))
            return
        cells = [[strip(c) for c in r] for r in ([headers] if headers else []) + rows]
        widths = [max(len(r[i]) for r in cells) for i in range(len(cells[0]))]
        for r in cells:
            text = "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
            print(" " * indent + text, file=self.out, flush=True)


# --- pieces of the board --------------------------------------------------------------

def energy_marks(cards: list[Card]) -> str:
    """Energy cards as letters (F F W) and short names for special Energy."""
    from oldback.lookup import energy_type

    out = []
    for c in cards:
        t = energy_type(c)
        if t:
            out.append(f"[{TYPE_STYLE[t]}]{TYPE_LETTER[t]}[/]")
        else:
            out.append(esc(c.name.removesuffix(" Energy")))
    return " ".join(out)


def hp_text(mon: Pokemon) -> str:
    left, full = mon.remaining_hp, mon.hp
    style = "green" if mon.damage == 0 else ("red" if left <= full // 3 else "yellow")
    return f"[{style}]{left}[/]/{full}"


def notes(mon: Pokemon) -> str:
    parts = [f"[{CONDITION_STYLE.get(c, 'bold')}]{c}[/]" for c in sorted(mon.conditions)]
    if mon.attached:
        parts.append("with " + ", ".join(esc(c.name) for c in mon.attached))
    if len(mon.stack) > 1:
        parts.append("from " + esc(" ← ".join(c.name for c in reversed(mon.stack[:-1]))))
    if mon.form is not None:
        parts.append(f"as {esc(mon.form.name)}")
    effects = sorted({e.kind for e in mon.effects})
    if effects:
        parts.append("[dim]" + esc(", ".join(effects)) + "[/]")
    return "; ".join(parts)


def pokemon_row(slot: str, mon: Pokemon) -> list[str]:
    types = "".join(f"[{TYPE_STYLE.get(t, 'white')}]{TYPE_LETTER.get(t, '?')}[/]"
                    for t in mon.types)
    return [f"[dim]{slot}[/]", f"[bold]{esc(mon.name)}[/] ({types})", hp_text(mon),
            energy_marks(mon.energy) or "[dim]-[/]", notes(mon)]


def counts(side: SideView) -> str:
    hand = f"hand {side.hand_count}" + ("" if side.hand is not None else " [dim](hidden)[/]")
    return (f"{hand} · deck {side.deck_count} · prizes {side.prize_count} · "
            f"discard {len(side.discard)}")


def group(cards: list[Card]) -> str:
    """Cards named once each with a count, in first-seen order, with their ids."""
    seen: dict[str, list] = {}
    for c in cards:
        if c.id in seen:
            seen[c.id][1] += 1
        else:
            seen[c.id] = [c, 1]
    return ", ".join(f"{n}× {esc(c.name)} [dim]{c.id}[/]" if n > 1
                     else f"{esc(c.name)} [dim]{c.id}[/]" for c, n in seen.values())


def draw_side(screen: Screen, title: str, side: SideView, face_down: bool) -> None:
    screen.line(f"[bold]{title}[/]  {counts(side)}")
    rows = []
    if side.active is not None:
        rows.append(pokemon_row("active", side.active))
    elif face_down:
        rows.append(["[dim]active[/]", "[dim](face down until both are revealed)[/]", "", "", ""])
    else:
        rows.append(["[dim]active[/]", "[dim](none)[/]", "", "", ""])
    for i, mon in enumerate(side.bench, 1):
        rows.append(pokemon_row(f"bench{i}", mon))
    screen.table(rows, ["slot", "Pokémon", "HP", "Energy", "notes"])
    if side.hand is not None:
        screen.line(f"  [bold]hand[/] ({len(side.hand)}): " + (group(side.hand) or "[dim]empty[/]"))
    shown = [c for c in side.prizes if c is not None]
    if shown:  # Prize cards face up (Here Comes Team Rocket!)
        screen.line("  [bold]prizes[/] (face up): " + group(shown))


def draw_board(screen: Screen, top: SideView, bottom: SideView, *, titles: tuple[str, str],
               turn: int, stadium: Card | None, heading: str, hide_top: bool = True) -> None:
    """The board: ``top`` (the opponent, or p2) above ``bottom`` (the viewer, or p1);
    hands are listed where the view shows them."""
    screen.rule(heading)
    face_down = turn == 0 and hide_top
    draw_side(screen, titles[0], top, face_down)
    if stadium is not None:
        screen.line(f"[bold]Stadium[/]: {esc(stadium.name)}")
    draw_side(screen, titles[1], bottom, False)


def event(line: str) -> str:
    """A line of the game log, styled."""
    text = esc(line)
    if line.startswith("— "):
        return f"[bold cyan]{text}[/]"
    if line.startswith("coin"):
        return f"  [bold yellow]{text}[/]"
    if " wins (" in line or line == "the game is a draw":
        return f"  [bold reverse] {text} [/]"
    if "Knocked Out" in line or "Prize card" in line:
        return f"  [bold red]{text}[/]"
    return f"  {text}"


def discards(screen: Screen, sides: list[tuple[str, SideView]]) -> None:
    """Discard piles, each titled with its owner's possessive (``Your``, ``p2's``)."""
    for title, side in sides:
        screen.line(f"[bold]{esc(title)} discard pile[/] ({len(side.discard)}): "
                    + (group(side.discard) or "[dim]empty[/]"))
