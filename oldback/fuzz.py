"""Random play with every invariant checked after every decision, and junk keys: the
engine's own reliability audit, for the test suite (short) and ``tools/fuzz.py`` (long).

Each game is a pure function of its decks, rules and seed: the options are chosen by a
random source seeded from the game's seed, so a failure is reproduced from the
``Failure`` it is reported with. At every ``junk_every``-th decision, junk keys (text a
person or a program might send: odd digits, slots that don't exist, valid keys
misspelt) are acted first: each must raise ``IllegalAction`` and leave the game as it
was.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from oldback.decks import Deck, builtin, builtin_names
from oldback.engine.decisions import Decision, IllegalAction
from oldback.engine.game import Game
from oldback.rng import Rng
from oldback.rules import PRESETS, Rules
from oldback.testing import check_invariants

#: keys that answer no decision of any game
JUNK: tuple[object, ...] = (
    "", " ", "end ", " end", "END", "attack", "attack ", "bench", "bench base1-999",
    "attach base1-97 bench9", "evolve base1-2 opp-active", "opp-bench0", "bench0", "active ",
    "power active Nothing", "²", "①", "٣", "\x00", "\ufffd", "9" * 5000, "x" * 100_000,
    "-1", "yes please", "done done", "play", "play ", None, 5, 1.5, b"end", ("end",), ["end"],
)


@dataclass
class Failure:
    """A broken invariant, an unexpected exception or a junk key accepted."""

    deck1: str
    deck2: str
    preset: str
    seed: int
    keys: list[str]  # acted before the failure: Game.new(...) then act(*keys) reaches it
    message: str

    def __str__(self) -> str:
        return (f"{self.preset} {self.deck1} vs {self.deck2} seed {self.seed}, after "
                f"{len(self.keys)} keys: {self.message}")


@dataclass
class Played:
    """One fuzzed game: how many decisions and junk keys, and how it ended."""

    deck1: str
    deck2: str
    preset: str
    seed: int
    decisions: int = 0
    junk: int = 0
    winner: str | None = None
    result: str = ""
    failure: Failure | None = None
    keys: list[str] = field(default_factory=list, repr=False)


def playable_decks() -> list[str]:
    """The built-in decks whose every card plays."""
    out = []
    for name in builtin_names():
        deck = builtin(name)
        try:
            Game.new(deck, deck, seed=0, log=False)
        except ValueError:
            continue
        out.append(name)
    return out


#: the basic Energy cards that fill a set deck, by type (Base Set's)
_ENERGY = {"Grass": "base1-99", "Fire": "base1-98", "Water": "base1-102",
           "Lightning": "base1-100", "Psychic": "base1-101", "Fighting": "base1-97"}


def set_decks(code: str, size: int = 40) -> dict[str, Deck]:
    """Decks that hold every card of the set ``code`` once between them (``set-<code>-<n>``):
    its cards in number order, ``size`` to a deck, each deck filled to 60 with basic Energy
    of its Pokémon's types (Colorless and Darkness, Metal: of every type), so a fuzz plays
    every card, not only those of the built-in decks. A deck without a Basic Pokémon gets
    Base Set's Chansey. They keep no format's deck rules (one Unown or Shining Pokémon to a
    name is no matter to the engine)."""
    from oldback.facts.catalog import card, cards

    pool = [c for c in cards(code) if not (c.supertype == "Energy" and c.kind == "Basic")]
    out: dict[str, Deck] = {}
    for n, start in enumerate(range(0, len(pool), size), 1):
        part = list(pool[start:start + size])
        if not any(c.is_pokemon and c.stage in ("Basic", "Baby") and c.evolves_from is None
                   for c in part):
            part.append(card("base1-3"))
        types = sorted({t for c in part if c.is_pokemon for t in c.types} & set(_ENERGY))
        types = types or sorted(_ENERGY)
        fill = [card(_ENERGY[types[i % len(types)]]) for i in range(60 - len(part))]
        out[f"set-{code}-{n}"] = Deck(part + fill, f"set-{code}-{n}")
    return out


def fingerprint(g: Game) -> tuple:
    """Enough of a game's state to tell whether an act changed it."""
    def side(s) -> tuple:
        return (tuple(c.id for c in s.hand), tuple(c.id for c in s.deck),
                tuple(c.id for c in s.discard), tuple(c.id for c in s.prizes),
                tuple((m.uid, m.card.id, m.damage, m.conditions, len(m.energy))
                      for m in s.in_play))

    d = g.decision
    return (len(g.log), tuple(g.keys), g.turn, g.current, g.winner, side(g.p1), side(g.p2),
            None if d is None else (d.player, d.kind, tuple(d.keys)), g.rng.state)


def junk_keys(d: Decision, rng: Rng) -> list[object]:
    """A few junk keys for ``d``: some of ``JUNK`` and its own keys misspelt."""
    keys: list[object] = [JUNK[rng.below(len(JUNK))] for _ in range(3)]
    real = d.options[rng.below(len(d.options))].key
    for bent in (real + " ", real.upper(), real[:-1], real + "x", "opp-" + real,
                 real.replace(" ", "  ")):
        if bent not in d:
            keys.append(bent)
    return keys


def play(deck1: str, deck2: str, preset: str, seed: int, max_decisions: int = 10_000,
         junk_every: int = 7, decks: dict[str, Deck] | None = None) -> Played:
    """One game of random play, checked throughout (see the module's description)."""
    decks = decks if decks is not None else {}
    for name in (deck1, deck2):
        if name not in decks:
            decks[name] = builtin(name)
    rules: Rules = PRESETS[preset]
    out = Played(deck1, deck2, preset, seed)
    g = Game.new(decks[deck1], decks[deck2], seed=seed, rules=rules)
    rng = Rng(seed ^ 0xF022)

    def fail(message: str) -> Played:
        out.failure = Failure(deck1, deck2, preset, seed, list(g.keys), message)
        return out

    while not g.over and out.decisions < max_decisions:
        try:
            check_invariants(g)
        except AssertionError as e:
            return fail(f"invariant: {e}")
        d = g.decision
        assert d is not None  # the game is not over
        if out.decisions % junk_every == 0:
            before = fingerprint(g)
            for key in junk_keys(d, rng):
                try:
                    g.act(key)  # (junk of any type, on purpose)
                except IllegalAction:
                    pass
                except Exception as e:  # reported, with how to reproduce it
                    return fail(f"junk key {str(key)[:40]!r} raised {type(e).__name__}: {e}")
                else:
                    return fail(f"junk key {str(key)[:40]!r} was accepted")
                if fingerprint(g) != before:
                    return fail(f"junk key {str(key)[:40]!r} changed the game")
                out.junk += 1
        key = d.options[rng.below(len(d.options))].key
        try:
            g.act(key)
        except Exception as e:  # reported, with how to reproduce it
            return fail(f"{key!r} raised {type(e).__name__}: {e}")
        out.decisions += 1
    try:
        check_invariants(g)
    except AssertionError as e:
        return fail(f"invariant: {e}")
    out.winner, out.result, out.keys = g.winner, g.result, list(g.keys)
    return out


def games(presets: list[str], deck_names: list[str], seed: int = 0) -> Iterator[tuple[str, str,
                                                                                      str, int]]:
    """Endless (preset, deck1, deck2, seed) to fuzz: every preset in turn, the decks
    paired at random from ``seed``."""
    rng = Rng(seed)
    n = seed
    while True:
        for preset in presets:
            a = deck_names[rng.below(len(deck_names))]
            b = deck_names[rng.below(len(deck_names))]
            yield preset, a, b, n
            n += 1
