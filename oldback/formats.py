"""Formats as data: legal sets and promos, bans, copy limits, Trainer caps, singleton,
one-type rules and point-buy costs; read from TOML for formats of a user's own.

    deck.problems("base-fossil")      # [] when legal
    load_format("my-format.toml")     # a Format from a file

A printing is legal when it, or another printing of the same card (a reprint with
the same behaviour), belongs to the format's pool.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, cast

from oldback.card import Card
from oldback.facts.catalog import SETS, card, cards, set_code

ALL_SETS = SETS


@dataclass(frozen=True)
class Format:
    """The rules a deck must follow to be legal in a format."""

    name: str
    sets: tuple[str, ...]
    #: the legal Black Star Promos: a number N for promos 1..N, or the numbers themselves
    promos: int | tuple[int, ...] = 0
    bans: frozenset[str] = frozenset()  # card ids (any printing of the same card)
    deck_size: int = 60
    copies: int = 4  # of a name, basic Energy excepted
    trainer_cap: int | None = None
    singleton: bool = False
    one_type: bool = False  # every Pokémon shares one type (GLC)
    points: dict[str, int] = field(default_factory=dict)  # card name -> points
    point_cap: int | None = None

    def pool(self) -> frozenset[str]:
        """Behaviour ids of every card legal in the format."""
        return _pool(self.sets, self.promos)

    def problems(self, deck_cards: list[Card]) -> list[str]:
        """Each way the deck breaks the format, one sentence each; [] when legal."""
        out: list[str] = []
        if len(deck_cards) != self.deck_size:
            out.append(f"the deck has {len(deck_cards)} cards; {self.name} decks have exactly "
                       f"{self.deck_size}")
        pool = self.pool()
        banned = {card(b).behaviour_id for b in self.bans}
        seen: set[str] = set()
        for c in deck_cards:
            if c.id in seen:
                continue
            seen.add(c.id)
            if c.behaviour_id not in pool:
                out.append(f"{c.name} ({c.id}) is not legal in {self.name}")
            elif c.behaviour_id in banned:
                out.append(f"{c.name} ({c.id}) is banned in {self.name}")
        by_name: dict[str, int] = {}
        for c in deck_cards:
            if not c.is_basic_energy:
                by_name[c.name] = by_name.get(c.name, 0) + 1
        limit = 1 if self.singleton else self.copies
        for name, n in by_name.items():
            if n > limit:
                out.append(f"{n} copies of {name}: at most {limit} of a card other than basic "
                           f"Energy")
        out += _card_rules(deck_cards)
        if not any(c.is_pokemon and c.stage in ("Basic", "Baby") for c in deck_cards):
            out.append("the deck has no Basic Pokémon")
        if self.trainer_cap is not None:
            trainers = sum(1 for c in deck_cards if c.is_trainer)
            if trainers > self.trainer_cap:
                out.append(f"{trainers} Trainer cards: at most {self.trainer_cap}")
        if self.one_type:
            types = {t for c in deck_cards if c.is_pokemon for t in c.types}
            if len(types) > 1:
                out.append(f"Pokémon of {len(types)} types ({', '.join(sorted(types))}): "
                           f"{self.name} allows one")
        if self.point_cap is not None:
            total = sum(self.points.get(c.name, 0) for c in deck_cards)
            if total > self.point_cap:
                out.append(f"{total} points: at most {self.point_cap}")
        return out


def _card_rules(deck_cards: list[Card]) -> list[str]:
    """The deck rules printed on the deck's cards (``CardScript.deck_limit``): Neo
    Discovery's Unown allow up to 4 Basic Pokémon cards with Unown in their names, all
    letters together; a Shining Pokémon (Neo Revelation, Neo Destiny) or Miracle Energy, no
    more than 1 card of its name (docs/rulings.md)."""
    from oldback.effects.select import name_has
    from oldback.engine.scripts import script_of

    out: list[str] = []
    limits = {lim for c in deck_cards if (lim := script_of(c).deck_limit) is not None}
    for word, most, named in sorted(limits):
        if named:
            n = sum(1 for c in deck_cards if c.name == word)
            if n > most:
                out.append(f"{n} cards named {word}: at most {most}")
            continue
        n = sum(1 for c in deck_cards
                if c.is_pokemon and c.stage == "Basic" and name_has(c.name, word))
        if n > most:
            out.append(f"{n} Basic Pokémon cards with {word} in their names: at most {most}")
    return out


@cache
def _pool(sets: tuple[str, ...], promos: int | tuple[int, ...]) -> frozenset[str]:
    numbers = set(range(1, promos + 1)) if isinstance(promos, int) else set(promos)
    ids = {c.behaviour_id for s in sets for c in cards(s)}
    ids |= {c.behaviour_id for c in cards("basep") if c.number in numbers}
    return frozenset(ids)


_BASE_FOSSIL = ("base1", "base2", "base3", "base4")
_GYM = (*_BASE_FOSSIL, "base5", "gym1", "gym2")
_BASE_GYM = Format("base-gym", _GYM, promos=24)
#: the sets of Neo Genesis to Neo Destiny with Southern Islands, in release order
_NEO = ("neo1", "neo2", "si1", "neo3", "neo4")
#: Neo Genesis's Sneasel, banned from WotC's Modified format from its first day (PTCG
#: Legends, "Banned Cards", https://www.ptcglegends.com/other/banned-cards#sep01; Johto
#: Times, "Memories of Pokémon TCG East Coast Super Trainer Showdown", June 2001:
#: https://johto.substack.com/p/pokemon-tcg-east-coast-super-trainer-showdown), and
#: _____'s Pikachu (Black Star Promo 24), barred from organized play on its release in
#: September 2000 (PTCG Legends, same page, #pika)
_SNEASEL, _BIRTHDAY_PIKACHU = "neo1-25", "basep-24"
FORMATS: dict[str, Format] = {
    "base-fossil": Format("base-fossil", _BASE_FOSSIL, promos=9),
    "base-gym": _BASE_GYM,
    # Base Set to Team Rocket with the Black Star Promos 1–24 (the era before Gym Heroes)
    "base-rocket": Format("base-rocket", (*_BASE_FOSSIL, "base5"), promos=24),
    "prop-15-3": replace(_BASE_GYM, name="prop-15-3", trainer_cap=15, copies=3),
    # WotC's first Modified format ("Rocket-On"), played at the East Coast Super Trainer
    # Showdown of 23-24 June 2001: Team Rocket, Gym Heroes, Gym Challenge and Neo Genesis,
    # the Black Star Promos 1-14, 27 and 29-33, Sneasel banned. PTCG Legends, "Team Rocket -
    # Neo Genesis", https://www.ptcglegends.com/decks-by-era/2001/tr-n1 (sets, promos, ban);
    # Alex Wilson, "The 2001 East Coast Super Trainer Showdown (Looking Back After 10 Years)"
    # (the four sets).
    "rocket-genesis": Format("rocket-genesis", ("base5", "gym1", "gym2", "neo1"),
                             promos=(*range(1, 15), 27, *range(29, 34)),
                             bans=frozenset({_SNEASEL})),
    # Team Rocket to Legendary Collection (the spec's "Team Rocket-Legendary Collection"):
    # Team Rocket, Gym Heroes, Gym Challenge, Neo Genesis to Neo Destiny with Southern
    # Islands, and Legendary Collection, Sneasel banned (PTCG Legends, "Team Rocket -
    # Legendary Collection", https://www.ptcglegends.com/decks-by-era/2002/tr-lc). That page
    # names no promo range: we take the 1-49 of the 2002 World Championship, played in the
    # same months (below), and its ban of _____'s Pikachu.
    "rocket-lc": Format("rocket-lc", ("base5", "gym1", "gym2", *_NEO, "base6"), promos=49,
                        bans=frozenset({_SNEASEL, _BIRTHDAY_PIKACHU})),
    # Neo Genesis to Legendary Collection, the format of the 2002 World Championship
    # (Seattle, 2-4 August 2002): Neo Genesis, Neo Discovery, Southern Islands, Neo
    # Revelation, Neo Destiny, Legendary Collection, Black Star Promos 1-49; Sneasel and
    # _____'s Pikachu banned (PTCG Legends, "2002 World Championship",
    # https://www.ptcglegends.com/worlds/2002/summary; the third card it names, the
    # Japanese Ancient Mew, has no English printing).
    "genesis-lc": Format("genesis-lc", (*_NEO, "base6"), promos=49,
                         bans=frozenset({_SNEASEL, _BIRTHDAY_PIKACHU})),
    # Base Set to Neo Destiny, every set and promo of the era: the Unlimited format of
    # 2001-2002 (PTCG Legends, "Base Set - Neo",
    # https://www.ptcglegends.com/decks-by-era/2001/bs-n4: no bans). The spec's Base-Neo
    # point buy ("Hall of Fame") has its own points table, which we have not found
    # published: examples/base-neo-point-buy.toml shows how to give one (docs/rulings.md).
    "base-neo": Format("base-neo", ALL_SETS, promos=53),
    # WotC GLC: Gym Leader Challenge (https://gymleaderchallenge.com/faq) with the cards of
    # the era: 60 cards, one of each name but basic Energy, every Pokémon of one type. Its
    # ban on cards with a Rule Box bans no card of the era (none has one); its ban on cards
    # not allowed in official tournaments bans _____'s Pikachu (docs/rulings.md, Formats).
    "glc": Format("glc", ALL_SETS, promos=53, bans=frozenset({_BIRTHDAY_PIKACHU}),
                  singleton=True, one_type=True),
    "unlimited": Format("unlimited", ALL_SETS, promos=53),
}


def load_format(path: str | Path) -> Format:
    """A format from a TOML file. Keys: name, sets (codes or abbreviations), promos (N for
    Black Star Promos 1..N, or a list of promo numbers), bans (card references), deck_size,
    copies, trainer_cap, singleton, one_type, points (a table of card name = points),
    point_cap. ValueError names the key."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"{path}: cannot read the format file ({e})") from None
    except tomllib.TOMLDecodeError as e:
        raise ValueError(f"{path}: not valid TOML ({e})") from None
    known = {"name", "sets", "promos", "bans", "deck_size", "copies", "trainer_cap",
             "singleton", "one_type", "points", "point_cap"}
    for key in data:
        if key not in known:
            raise ValueError(f"{path}: unknown key {key!r} (known: {', '.join(sorted(known))})")

    def typed(key: str, kind: type, default: Any, least: int = 0) -> Any:
        """The value of ``key`` (``default`` when absent), checked: a whole number is
        ``least`` or more; a list holds text only."""
        if key not in data:
            return default
        value: Any = data[key]
        if type(value) is not kind:  # (bool is an int to isinstance)
            raise ValueError(f"{path}: {key!r} must be {_KIND[kind]}, not {_cut(value)}")
        if kind is int and cast(int, value) < least:
            raise ValueError(f"{path}: {key!r} must be at least {least}, not {value}")
        if kind is list:
            for i, item in enumerate(cast(list, value), 1):
                if not isinstance(item, str):
                    raise ValueError(f"{path}: {key!r} entry {i} must be text (a "
                                     f"{'set' if key == 'sets' else 'card'}), not {_cut(item)}")
        return value

    try:
        sets = tuple(set_code(s) for s in typed("sets", list, []))
        bans = frozenset(card(b).id for b in typed("bans", list, []))
    except KeyError as e:
        raise ValueError(f"{path}: {e.args[0]}") from None
    promos: int | tuple[int, ...]
    if isinstance(data.get("promos"), list):
        for i, number in enumerate(data["promos"], 1):
            if type(number) is not int or number < 1:
                raise ValueError(f"{path}: 'promos' entry {i} must be a promo number (1 or "
                                 f"more), not {_cut(number)}")
        promos = tuple(data["promos"])
    else:
        promos = typed("promos", int, 0)
    points = typed("points", dict, {})
    for name, value in points.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"{path}: points for {name!r} must be a whole number from 0, "
                             f"not {_cut(value)}")
    return Format(
        name=typed("name", str, path.stem), sets=sets, promos=promos,
        bans=bans, deck_size=typed("deck_size", int, 60, least=1),
        copies=typed("copies", int, 4, least=1), trainer_cap=typed("trainer_cap", int, None),
        singleton=typed("singleton", bool, False), one_type=typed("one_type", bool, False),
        points=dict(points), point_cap=typed("point_cap", int, None),
    )


_KIND = {str: "text", int: "a whole number", bool: "true or false", list: "a list",
         dict: "a table"}


def _cut(value: object, width: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= width else text[:width] + "…"


def get_format(name_or_path: str | Format) -> Format:
    """A format by name, or from a TOML file's path."""
    if isinstance(name_or_path, Format):
        return name_or_path
    if name_or_path in FORMATS:
        return FORMATS[name_or_path]
    if name_or_path.endswith(".toml") or _is_file(Path(name_or_path)):
        return load_format(name_or_path)
    raise ValueError(f"unknown format {_cut(name_or_path)} (known: {', '.join(FORMATS)}, "
                     f"or a .toml file)")


def _is_file(path: Path) -> bool:
    """Whether ``path`` is a file; False for a path no file can have (too long …)."""
    try:
        return path.is_file()
    except OSError:
        return False
