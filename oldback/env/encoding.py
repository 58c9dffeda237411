"""The fixed action encoding: every key the engine may offer, one index each, and back.

The engine names each option of a decision by a key (CONTRACT.md §3, "Keys"). The keys
follow a small grammar whose parts are all finite: words (``end``, ``done`` …), the 12
slots, the card ids of the fixed card table (``oldback.cards()``, 1,251 cards), the
attack and Pokémon Power names printed on those cards, the types, counts and stages.
``ACTION_KEYS`` lists every key those parts can form, in a fixed order (the blocks of
``BLOCKS``); ``index(key)`` and ``key(index)`` convert. The encoding is by the key's
text alone, so it holds whatever the decision's kind: a key such as ``opp-active`` or
``2`` is one index wherever it is asked. See docs/env.md for the layout.

Standard library only: the table is plain lists and a dict (built once, on import).
"""

from __future__ import annotations

import oldback
from oldback import Card
from oldback.engine.scripts import script_of
from oldback.facts.lengths import quiz_lengths

#: Keys of one word.
WORDS = ("end", "retreat", "done", "yes", "no", "keep", "mulligan")
#: The deciding player's own slots, then the opponent's (bench in bench order).
OWN_SLOTS = ("active", "bench1", "bench2", "bench3", "bench4", "bench5")
SLOTS = (*OWN_SLOTS, *(f"opp-{s}" for s in OWN_SLOTS))
#: The most Prize cards a game may set (``Rules.prizes``), for the places a power looks at.
MAX_PRIZES = 6
#: Places a player may look at (Mankey's Peek): decks, a hand, Prize cards by number.
PLACES = ("deck", "opp-deck", "opp-hand",
          *(f"prize{i}" for i in range(1, MAX_PRIZES + 1)),
          *(f"opp-prize{i}" for i in range(1, MAX_PRIZES + 1)))
#: Stages of the evolution cards a Pokémon may lose (Devolution Spray).
STAGES = ("Basic", "Stage 1", "Stage 2")
#: The types, in the order the cards print them.
TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal",
         "Colorless")
#: The largest count asked (cards to draw, to discard, to look at): a deck's 60 cards.
MAX_COUNT = 60
COUNTS = tuple(str(n) for n in range(MAX_COUNT + 1))

#: The card table: every card id, in the order of ``oldback.cards()`` (set, then number).
CARDS: tuple[Card, ...] = tuple(oldback.cards())
CARD_IDS = tuple(c.id for c in CARDS)
CARD_INDEX = {cid: i for i, cid in enumerate(CARD_IDS)}
POKEMON_IDS = tuple(c.id for c in CARDS if c.supertype == "Pokémon")
TRAINER_IDS = tuple(c.id for c in CARDS if c.supertype == "Trainer")
ENERGY_IDS = tuple(c.id for c in CARDS if c.supertype == "Energy")
#: Every attack name and Pokémon Power name printed on a card, sorted.
ATTACK_NAMES = tuple(sorted({a.name for c in CARDS for a in c.attacks}))
POWER_NAMES = tuple(sorted({p.name for c in CARDS for p in c.powers}))
#: The Pokémon cards a Power attaches as Energy (Buzzap): two of one id on one Pokémon that
#: provide different types are named ``<slot>:<id>:<Type>``.
AS_ENERGY_IDS = tuple(c.id for c in CARDS if c.supertype == "Pokémon"
                      and any(p.hints.becomes_energy for p in script_of(c).powers.values()))


#: Keys added after the first table, at its end so the earlier indices stay: the Stadium's
#: action, and the kinds of card a quiz guesses (Blaine's Quiz #2).
MORE_WORDS = ("stadium", "Pokémon", "Trainer", "Energy")
#: The Pokédex lengths a quiz guesses (Blaine's Quiz #1), ``0.2m`` … in metres.
LENGTHS = quiz_lengths()


def _blocks() -> tuple[tuple[str, tuple[str, ...]], ...]:
    bench = tuple(cid for cid in CARD_IDS if cid not in ENERGY_IDS)
    return (
        ("word", WORDS),
        ("slot", SLOTS),
        ("place", PLACES),
        ("stage", STAGES),
        ("type", TYPES),
        ("count", COUNTS),
        ("card", CARD_IDS),
        ("bench", tuple(f"bench {cid}" for cid in bench)),
        ("play", tuple(f"play {cid}" for cid in TRAINER_IDS)),
        ("evolve", tuple(f"evolve {cid} {s}" for cid in POKEMON_IDS for s in OWN_SLOTS)),
        ("attach", tuple(f"attach {cid} {s}" for cid in ENERGY_IDS for s in OWN_SLOTS)),
        ("discard", tuple(f"discard {s}" for s in OWN_SLOTS)),
        ("power", tuple(f"power {s} {name}" for s in OWN_SLOTS for name in POWER_NAMES)),
        ("attack", tuple(f"attack {name}" for name in ATTACK_NAMES)),
        ("attack-name", ATTACK_NAMES),
        ("attached", tuple(f"{s}:{cid}" for s in SLOTS for cid in CARD_IDS)),
        ("attached-as", tuple(f"{s}:{cid}:{t}" for cid in AS_ENERGY_IDS for s in SLOTS
                              for t in TYPES)),
        ("more", MORE_WORDS),
        ("length", LENGTHS),
        ("reveal", tuple(f"reveal {s}" for s in OWN_SLOTS)),
    )


def _table() -> tuple[tuple[str, ...], dict[str, int], dict[str, range]]:
    keys: list[str] = []
    where: dict[str, int] = {}
    spans: dict[str, range] = {}
    for name, block in _blocks():
        start = len(keys)
        for k in block:
            # A text that is already in the table (an attack named like a type, say) keeps
            # its first index: the encoding is by the key's text.
            if k not in where:
                where[k] = len(keys)
                keys.append(k)
        spans[name] = range(start, len(keys))
    return tuple(keys), where, spans


#: Every encodable key; its position is its action index.
ACTION_KEYS, ACTION_INDEX, BLOCKS = _table()
#: The size of the Discrete action space.
NUM_ACTIONS = len(ACTION_KEYS)


class UnencodableKey(KeyError):
    """A key the fixed table has no index for (a bug in the table: tell us)."""


def index(key: str) -> int:
    """The action index of an option's key."""
    try:
        return ACTION_INDEX[key]
    except KeyError:
        raise UnencodableKey(f"the action encoding has no index for the key {key!r}") from None


def key(action: int) -> str:
    """The key of an action index."""
    if not 0 <= action < NUM_ACTIONS:
        raise IndexError(f"action {action} is outside 0..{NUM_ACTIONS - 1}")
    return ACTION_KEYS[action]


def block(action: int) -> str:
    """The name of the block an action index is in (``word``, ``slot``, ``attack`` …)."""
    for name, span in BLOCKS.items():
        if action in span:
            return name
    raise IndexError(f"action {action} is outside 0..{NUM_ACTIONS - 1}")


def legal_indices(keys: list[str]) -> list[int]:
    """The action indices of a decision's keys, in the decision's order."""
    where = ACTION_INDEX
    try:
        return [where[k] for k in keys]
    except KeyError:
        bad = next(k for k in keys if k not in where)
        raise UnencodableKey(f"the action encoding has no index for the key {bad!r}") from None
