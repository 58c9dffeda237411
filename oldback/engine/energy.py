"""Energy: what attached Energy provides, and paying costs with it."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, overload

from oldback.card import Card
from oldback.engine.decisions import IllegalAction
from oldback.engine.scripts import (
    ENERGY_OF_OTHERS,
    HELD,
    POWERS,
    PowerScript,
    Source,
    held,
    script_of,
)

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon

ENERGY_TYPES = "energy_types"
ANY = "Any"  # a unit of Energy that counts as every type (Rainbow Energy, …)


def basic_type(card: Card) -> str:
    """The type a basic Energy card provides ("Fire Energy" → "Fire")."""
    name = card.name
    found = _BASIC_TYPES.get(name)
    if found is None:
        found = _BASIC_TYPES[name] = name.split(" ", 1)[0]
    return found


#: ``basic_type`` by card name, found once
_BASIC_TYPES: dict[str, str] = {}


def provides(g: Game, mon: Pokemon, card: Card) -> tuple[str, ...]:
    """The Energy units one card attached to ``mon`` provides now."""
    return _provides(g, mon, card, _changers(g, mon))


def units(g: Game, mon: Pokemon,
          working: Iterable[tuple[Pokemon, PowerScript]] | None = None) -> list[str]:
    """Every Energy unit attached to ``mon``, one type name per unit. ``working``: the
    powers that work now (``powers.working``), when the caller has them already."""
    out: list[str] = []
    if mon.energy:
        changers = _changers(g, mon, working)  # the same for every card: found once
        for card in mon.energy:
            if changers or not card.is_basic_energy:
                out.extend(_provides(g, mon, card, changers))
            else:  # a basic Energy card, nothing changing it (``_provides``, written out)
                out.append(basic_type(card))
    return out


def _changers(g: Game, mon: Pokemon,
              working: Iterable[tuple[Pokemon, PowerScript]] | None = None) -> list[Source]:
    """The sources that may change what ``mon``'s Energy provides: those on ``mon`` (Energy
    Burn's effect), then the powers of ``mon`` itself that work now (Transform)."""
    out = held(mon, ENERGY_TYPES) if ENERGY_TYPES in HELD and (mon.effects or mon.attached) else []
    if ENERGY_TYPES not in g.power_hooks:  # no Power of this game changes Energy
        return out
    # A Power that changes what other Pokémon's Energy provides too (Wild Growth): those
    # of the Pokémon in play that work now (only in a game where some Power answers this).
    if ENERGY_OF_OTHERS in g.power_hooks:
        from oldback.engine.powers import working as working_now

        out = out + [Source(p, holder, holder.card, None, holder.owner)
                     for holder, p in (working if working is not None else working_now(g))
                     if holder is not mon and ENERGY_OF_OTHERS in p.hooks]
    own = POWERS.get(mon.stack[-1].behaviour_id)  # (``script_of(mon.card).powers``)
    if not own:
        return out
    if working is not None:
        powers = [power for holder, power in working if holder is mon]
    else:
        from oldback.engine.powers import works

        powers = [power for power in own.values() if works(g, mon, power)]
    return out + [Source(p, mon, mon.card, None, mon.owner) for p in powers
                  if ENERGY_TYPES in p.hooks]


def _provides(g: Game, mon: Pokemon, card: Card, changers: list[Source]) -> tuple[str, ...]:
    if card.kind == "Basic":
        types: tuple[str, ...] = (basic_type(card),)
    else:
        types = script_of(card).provides(g, mon, card)
    for src in changers:
        types = src.effect.energy_types(g, src, mon, card, types)
    return types


def detach(mon: Pokemon, card: Card) -> None:
    """Take ``card`` itself, not another of its printing, off ``mon``'s Energy: cards of a
    printing are equal, but a card attached as Energy by a power (Buzzap) is one of its own
    and provides what was chosen for it."""
    for i, attached in enumerate(mon.energy):
        if attached is card:
            del mon.energy[i]
            return
    raise ValueError(f"{card!r} is not attached to {mon!r}")


def can_pay(available: list[str], cost: tuple[str, ...]) -> bool:
    """Whether Energy units ``available`` pay ``cost`` (Colorless takes any unit)."""
    if len(available) < len(cost):
        return False
    # Colorless takes any unit left over. Each typed unit of the cost takes a unit of its
    # type or, short of those, a unit that counts as every type.
    short = 0
    for t, n in _typed(cost):
        have = available.count(t)
        if have < n:
            short += n - have
    return short == 0 or short <= available.count(ANY)


@cache
def _typed(cost: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """The typed units of a cost as (type, how many); costs are few: each is counted once."""
    return tuple((t, cost.count(t)) for t in dict.fromkeys(cost) if t != "Colorless")


def count_type(g: Game, mon: Pokemon, type_: str) -> int:
    """How many units of ``type_`` are attached to ``mon``."""
    return sum(1 for t in units(g, mon) if t == type_ or t == ANY)


def has_type(g: Game, mon: Pokemon, type_: str) -> bool:
    """Whether an Energy card attached to ``mon`` provides ``type_`` (Colorless: any card):
    ``cards_providing`` not empty, found from ``units`` (asked at every action by a power
    that moves such cards)."""
    if not mon.energy:
        return False
    if type_ == "Colorless":
        return True
    found = units(g, mon)
    return type_ in found or ANY in found


def cards_providing(g: Game, mon: Pokemon, type_: str) -> list[Card]:
    """The Energy cards attached to ``mon`` that provide ``type_`` (Colorless: any card)."""
    if type_ == "Colorless":
        return list(mon.energy)
    return [c for c in mon.energy if any(t == type_ or t == ANY for t in provides(g, mon, c))]


# --- keys of attached cards -------------------------------------------------------------
# A card attached to a Pokémon is named ``<slot>:<card id>`` (CONTRACT §3, Keys). Cards of
# one printing lead to the same result and are one option, with one exception: a Pokémon
# card attached as Energy by a Power (Buzzap) provides what was chosen for it, so where a
# Pokémon has two or more cards of one id attached as Energy that provide different things,
# each of those keys gets ``:<what it provides>`` (``active:base1-21:Fire``). Every other
# key keeps its old spelling.

def attached_options(g: Game, player: str, pairs: Iterable[tuple[Pokemon, Card]],
                     label: str = "{card}") -> list[tuple[str, str]]:
    """The (key, label) options, from ``player``'s side, for (Pokémon, attached card)
    ``pairs``. ``label`` is a format with ``{card}`` (the card's name, with what it provides
    where the key names that) and ``{mon}`` (the Pokémon's ``g.label``). Cards with the same
    key lead to the same result: ``g.choose`` keeps one option for them."""
    split: dict[int, frozenset[str]] = {}
    out = []
    plain, with_mon = label == "{card}", "{mon}" in label
    for mon, card in pairs:
        key, name = _key(g, player, mon, card, split)
        out.append((key, name if plain else label.format(
            card=name, mon=g.label(mon, player) if with_mon else "")))
    return out


def attached_chosen(g: Game, player: str, key: str,
                    pairs: Iterable[tuple[Pokemon, Card]]) -> tuple[Pokemon, Card]:
    """The (Pokémon, card) among ``pairs`` that ``key`` names from ``player``'s side (the
    first of several that the key names alike); ``IllegalAction`` if none."""
    slot, card_id, _ = parse_attached(key)
    split: dict[int, frozenset[str]] = {}
    for mon, card in pairs:
        if card.id == card_id and _key(g, player, mon, card, split)[0] == key:
            return mon, card
    raise IllegalAction(f"no card {card_id!r} attached at {slot!r} is a choice here ({key!r})")


@overload
def choose_attached(g: Game, player: str, kind: str, prompt: str,
                    pairs: Iterable[tuple[Pokemon, Card]], label: str = ...,
                    done: None = None) -> tuple[Pokemon, Card]: ...
@overload
def choose_attached(g: Game, player: str, kind: str, prompt: str,
                    pairs: Iterable[tuple[Pokemon, Card]], label: str = ...,
                    done: str | None = None) -> tuple[Pokemon, Card] | None: ...
def choose_attached(g: Game, player: str, kind: str, prompt: str,
                    pairs: Iterable[tuple[Pokemon, Card]], label: str = "{card}",
                    done: str | None = None) -> tuple[Pokemon, Card] | None:
    """``player`` picks one of (Pokémon, attached card) ``pairs`` (``attached_options``);
    with ``done`` (its label), ``done`` is an option too, and None its answer."""
    pairs = list(pairs)
    if g.replaying:  # a re-run: the answer is known, the options are not needed
        key = g.choose(player, kind, prompt, ())
    else:
        options = attached_options(g, player, pairs, label)
        if done is not None:
            options.append(("done", done))
        key = g.choose(player, kind, prompt, options)
    if key == "done" and done is not None:
        return None
    return attached_chosen(g, player, key, pairs)


def parse_attached(key: str) -> tuple[str, str, str]:
    """A key of an attached card as (slot, card id, what it provides or "")."""
    slot, _, rest = key.partition(":")
    card_id, _, extra = rest.partition(":")
    return slot, card_id, extra


def _key(g: Game, player: str, mon: Pokemon, card: Card,
         split: dict[int, frozenset[str]]) -> tuple[str, str]:
    """(key, name) of ``card`` attached to ``mon``; ``split`` caches ``_split`` per Pokémon."""
    ids = split.get(mon.uid)
    if ids is None:
        ids = split[mon.uid] = _split(g, mon)
    key = f"{g.slot(mon, player)}:{card.id}"
    if not ids or card.id not in ids or not any(c is card for c in mon.energy):
        return key, card.name
    what = _what(provides(g, mon, card))
    return f"{key}:{what}", f"{card.name} ({what})"


def _split(g: Game, mon: Pokemon) -> frozenset[str]:
    """The card ids of which ``mon`` has two or more attached as Energy that provide
    different things (basic Energy cards of one id always provide the same)."""
    seen: set[str] = set()
    twice: set[str] = set()
    for c in mon.energy:
        if not c.is_basic_energy:
            (twice if c.id in seen else seen).add(c.id)
    if not twice:
        return _NONE
    return frozenset(cid for cid in twice
                     if len({_what(provides(g, mon, c)) for c in mon.energy if c.id == cid}) > 1)


_NONE: frozenset[str] = frozenset()


def _what(types: tuple[str, ...]) -> str:
    """What a card provides, for its key: its types, each once, joined by "+"."""
    return "+".join(dict.fromkeys(types)) or "nothing"
