"""Decks: the deck text people paste, printing it back, and the built-in decks.

One entry per line, ``COUNT NAME [SET NUMBER]``::

    4 Electabuzz BS 20
    4 Electabuzz base1-20
    4 Electabuzz

Blank lines, lines starting with ``#`` and heading lines such as ``Pokémon: 12``
or ``Trainer - 22`` are ignored.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache

from oldback.card import Card
from oldback.facts.catalog import SET_ABBREVIATIONS, card, card_by_set_number

# The patterns read a line whose runs of white space are one space already (``_words``):
# no pattern then backtracks over a long run of spaces.
_HEADING = re.compile(r"^[^\d\W][\w .'é&-]*? ?[:\-–] ?[0-9]+$")
_ENTRY = re.compile(r"^(?:\* ?)?([0-9]+) ?x? (.+)$")
_BY_ID = re.compile(r"^(.+) ([a-z]+[0-9]*)-([0-9]{1,9})$")
_BY_SET = re.compile(r"^(.+) ([A-Za-z][A-Za-z0-9]{1,3}) ([0-9]{1,9})$")
_ABBREVIATION = {code: abbr for abbr, code in SET_ABBREVIATIONS.items()}
#: more cards than any deck holds (a format's deck is 60; a file may set another size)
MAX_CARDS = 1000
#: more characters than any deck list needs: 1,000 entries with long comments
MAX_TEXT = 1_000_000
#: more characters than any entry needs (the longest card name has 29)
MAX_LINE = 200
#: the built-in tournament lists of each format (the benchmarks of the computer players
#: play every pair of a format's lists)
TOURNAMENT_LISTS: dict[str, tuple[str, ...]] = {
    "base-fossil": ("haymaker", "rain-dance", "damage-swap"),
    "base-rocket": ("rocket-marshall-haymaker", "rocket-lieu-wigglytuff",
                    "rocket-savage-sponge", "rocket-viray-rain-dance",
                    "rocket-gerhardt-das-boot"),
    "base-gym": ("gym-hanley-clefable", "gym-rodriguez-wigglytuff", "gym-brooks-rain-dance",
                 "gym-morris-venusaur", "gym-wrathd-wiggly"),
    "rocket-genesis": ("sts2001-goldstein-feraligatr", "sts2001-gerardo-feraligatr",
                       "sts2001-cameron-alakazam", "sts2001-burton-sandslash",
                       "sts2001-hickman-poliwhirl"),
    "genesis-lc": ("worlds2002-robert-enteicargo", "worlds2002-ruelos-kingdra-steelix",
                   "worlds2002-hausknecht-dark-blastoise", "worlds2002-chimento-ampharos",
                   "gc2002-chimento-dark-blastoise-steelix"),
}


def _words(line: str) -> str:
    """The line with each run of white space one space, none at either end."""
    return " ".join(line.split())


def _cut(text: str, width: int = 60) -> str:
    """Text quoted for a message, cut to ``width`` characters."""
    return repr(text) if len(text) <= width else repr(text[:width]) + "…"


def _plain(name: str) -> str:
    """A name compared loosely: no accents, case or surrounding spaces."""
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold().strip()


def _resolve(text: str) -> Card:
    """The card a deck entry names (without its count); KeyError/ValueError explain."""
    m = _BY_ID.match(text)
    if m:
        found = card(f"{m[2]}-{int(m[3])}")
        _same_name(m[1], found)
        return found
    m = _BY_SET.match(text)
    if m and m[2].upper() in SET_ABBREVIATIONS:
        found = card_by_set_number(m[2].upper(), int(m[3]))
        _same_name(m[1], found)
        return found
    try:
        return card(text)
    except KeyError:
        pass
    loosely = _by_plain_name().get(_plain(text))
    if loosely is not None:
        return loosely
    return card(text)  # raises the catalog's KeyError, with suggestions


@cache
def _by_plain_name() -> dict[str, Card]:
    """The earliest printing of each name, by the name compared loosely (built once)."""
    from oldback.facts.catalog import cards

    out: dict[str, Card] = {}
    for c in cards():  # in release order
        out.setdefault(_plain(c.name), c)
    return out


def _same_name(written: str, found: Card) -> None:
    if _plain(written) != _plain(found.name):
        raise ValueError(f"{found.id} is {found.name}, not {written!r}")


class Deck:
    """A list of cards, usually 60. ``Deck.parse(text)`` reads deck text."""

    __slots__ = ("cards", "name")

    def __init__(self, cards: Iterable[Card | str], name: str = ""):
        self.cards: list[Card] = [c if isinstance(c, Card) else card(c) for c in cards]
        self.name = name

    @classmethod
    def parse(cls, text: str, name: str = "") -> Deck:
        """Read deck text; ValueError naming the line for anything unreadable or unknown."""
        if not isinstance(text, str):
            raise ValueError("deck text must be a string")
        if len(text) > MAX_TEXT:
            raise ValueError(f"the deck text has {len(text):,} characters: more than any deck "
                             f"list (at most {MAX_TEXT:,})")
        out: list[Card] = []
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith(("#", "//")):
                continue
            line = _words(line)
            if _HEADING.match(line):
                continue
            m = _ENTRY.match(line)
            if not m:
                raise ValueError(f"line {lineno}: {_cut(line)} is not 'COUNT NAME [SET NUMBER]'")
            digits = m[1].lstrip("0")
            if len(digits) > len(str(MAX_CARDS)) or int(digits or 0) > MAX_CARDS:
                raise ValueError(f"line {lineno}: {_cut(line)}: the count is more than any "
                                 f"deck holds (at most {MAX_CARDS} cards)")
            count = int(digits or 0)
            if len(out) + count > MAX_CARDS:
                raise ValueError(f"line {lineno}: {_cut(line)}: {len(out) + count} cards so far, "
                                 f"more than any deck holds (at most {MAX_CARDS})")
            if count < 1:
                raise ValueError(f"line {lineno}: {_cut(line)}: the count must be at least 1")
            if len(line) > MAX_LINE:
                raise ValueError(f"line {lineno}: {_cut(line)} has {len(line):,} characters: "
                                 f"more than any entry (at most {MAX_LINE})")
            try:
                found = _resolve(m[2])
            except (KeyError, ValueError) as e:
                reason = e.args[0] if e.args else str(e)
                raise ValueError(f"line {lineno}: {line!r}: {reason}") from None
            out.extend([found] * count)
        if not out:
            raise ValueError("the deck text names no cards")
        return cls(out, name)

    def problems(self, format: str = "unlimited") -> list[str]:
        """Each way the deck breaks the format (a name or a .toml path); [] when legal."""
        from oldback.formats import get_format

        return get_format(format).problems(self.cards)

    def to_text(self) -> str:
        """The deck as text, one line per printing in first-appearance order."""
        counts: dict[str, int] = {}
        first: dict[str, Card] = {}
        for c in self.cards:
            counts[c.id] = counts.get(c.id, 0) + 1
            first.setdefault(c.id, c)
        lines = []
        for cid, n in counts.items():
            c = first[cid]
            lines.append(f"{n} {c.name} {_ABBREVIATION.get(c.set, c.set)} {c.number}")
        return "\n".join(lines) + "\n"

    def __len__(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        label = f" {self.name!r}" if self.name else ""
        return f"<Deck{label} {len(self.cards)} cards>"


def builtin_names() -> list[str]:
    """The names of the built-in decks: theme decks, tournament lists, samples."""
    from importlib import resources

    from oldback.samples import SAMPLES

    folder = resources.files("oldback.deckdata")
    files = sorted(p.name[:-4] for p in folder.iterdir() if p.name.endswith(".txt"))
    return files + list(SAMPLES)


def builtin(name: str) -> Deck:
    """A built-in deck by name (see ``builtin_names``)."""
    from importlib import resources

    from oldback.samples import SAMPLES, deck

    if name in SAMPLES:
        return Deck(deck(name), name)
    if name not in builtin_names():
        raise ValueError(f"no built-in deck named {name!r} (known: {', '.join(builtin_names())})")
    text = resources.files("oldback.deckdata").joinpath(f"{name}.txt").read_text(encoding="utf-8")
    return Deck.parse(text, name)


def load(ref: str) -> Deck:
    """A deck by built-in name or from a deck file's path."""
    from pathlib import Path

    if ref in builtin_names():
        return builtin(ref)
    path = Path(ref)
    try:
        is_file = path.is_file()
    except OSError:  # a path no file can have (a name too long …)
        is_file = False
    if not is_file:
        raise ValueError(f"{_cut(ref)} is neither a deck file nor a built-in deck "
                         f"({', '.join(builtin_names())})")
    try:
        if path.stat().st_size > 4 * MAX_TEXT:  # UTF-8: at most 4 bytes a character
            raise ValueError(f"{ref}: the file has {path.stat().st_size:,} bytes: more than "
                             f"any deck list")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"{ref}: cannot read the deck file ({e})") from None
    try:
        return Deck.parse(text, path.stem)
    except ValueError as e:
        raise ValueError(f"{ref}: {e}") from None
