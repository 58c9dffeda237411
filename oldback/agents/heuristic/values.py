"""What effects and cards are worth to the heuristic, read from the hints their scripts
carry (``engine.hints``), never from a card's name: the effects of an attack beyond its
damage, and how useful a card is to hold (searches take the most useful card, discards
give up the least useful one)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from oldback.card import Card
from oldback.engine import energy
from oldback.engine.hints import ALL, Finds, Hand, Hints, Whose
from oldback.engine.scripts import script_of

if TYPE_CHECKING:
    from oldback.agents.heuristic.board import Board
    from oldback.engine.state import Pokemon

#: the hints of each card's script and of each attack, read once (scripts never change)
_CARD_HINTS: dict[str, Hints] = {}
_ATTACK_HINTS: dict[tuple[str, str], Hints | None] = {}


def card_hints(card: Card) -> Hints:
    """The hints of the script of ``card`` (a Trainer, an Energy)."""
    got = _CARD_HINTS.get(card.behaviour_id)
    if got is None:
        got = _CARD_HINTS[card.behaviour_id] = script_of(card).hints
    return got


def attack_hints(mon: Pokemon, name: str) -> Hints | None:
    """The hints of the attack ``name`` of ``mon`` as it is now; None: it has no script."""
    key = (mon.facts.behaviour_id, name)
    if key in _ATTACK_HINTS:
        return _ATTACK_HINTS[key]
    script = script_of(mon.facts).attacks.get(name)
    got = _ATTACK_HINTS[key] = script.hints if script is not None else None
    return got


CONDITION_VALUE = {"paralyzed": 30.0, "asleep": 15.0, "confused": 15.0, "poisoned": 12.0}


# --- the effects of an attack ------------------------------------------------------------
def effect_value(h: Hints, attacker: Pokemon, defender: Pokemon | None) -> tuple[float, float]:
    """(value gained, value lost) expected from an attack's effects other than its damage
    (``h``: the hints of the attack or of one of its pieces)."""
    if h.parts is not None:
        return _total([effect_value(p, attacker, defender) for p in h.parts])
    if h.heads or h.tails:
        gain, lost = _total([effect_value(p, attacker, defender) for p in h.heads + h.tails])
        return gain / 2, lost / 2
    if h.decides_damage or h.requires:
        return 0.0, 0.0  # counted in the damage estimate
    if h.condition:
        value = CONDITION_VALUE.get(h.condition, 10.0)
        if h.on_self:
            return 0.0, value
        if defender is not None and h.condition not in defender.conditions \
                and script_of(defender.card).can_have_conditions:
            return value, 0.0
        return 0.0, 0.0
    if h.energy_price:
        return 0.0, 9.0 * (len(attacker.energy) if h.energy_price >= ALL else h.energy_price)
    if h.heals:
        return 0.6 * min(h.heals, attacker.damage), 0.0
    if h.drains:
        return min(20.0, 0.4 * attacker.damage), 0.0
    if h.removes_energy:
        return (22.0 if defender is not None and defender.energy else 0.0), 0.0
    if h.lasting:
        return (_protection(h) if h.on_self else 8.0), 0.0
    if h.returns_to_hand:  # the Defending Pokémon and its cards back to the hand
        return 15.0, 0.0
    if h.disables or h.devolves:
        return 8.0, 0.0
    if h.retrieves or h.searches or h.draws or h.gusts or h.switches:
        return 4.0, 0.0
    return 2.0, 0.0  # an effect this player does not know: a little something


def _total(values: list[tuple[float, float]]) -> tuple[float, float]:
    return sum(v[0] for v in values), sum(v[1] for v in values)


def _protection(h: Hints) -> float:
    """What a lasting effect on the attacker itself is worth."""
    if h.prevents:
        return 25.0
    return 12.0 if h.reduces else 5.0


# --- Trainer cards ---------------------------------------------------------------------------
def trainer_worth(h: Hints, card: Card) -> float:
    """How useful a Trainer card doing ``h`` is to hold, before the position: disruption
    and searches most, then drawing, evolving, damage, switching and healing."""
    if h.gusts:
        return 50.0
    if h.removes_energy:
        return 40.0 + 6.0 * (h.removes_energy - h.energy_price)
    if h.searches is not None:
        return (56.0 if h.searches == Finds.ANY else 28.0) - 4.0 * h.price
    if h.retrieves is not None:
        base = 21.0 if h.retrieves in (Finds.ENERGY, Finds.POKEMON) else 34.0
        return base + 8.0 * h.finds - 4.0 * h.price
    if h.disrupts_hand:
        return 18.0 if h.hand is None else 12.0
    if h.draws:
        if h.hand == Hand.DISCARD:
            return 26.0 + 2.0 * h.draws
        if h.hand is not None or h.price:
            return 10.0  # a gamble, or a net loss of cards
        return 35.0 + 5.0 * h.draws
    if h.skips_stage:
        return 40.0
    if h.boosts:
        return 28.0 + h.boosts
    if h.switches:
        return 34.0
    if h.every:
        return 15.0
    if h.heals:
        return 16.0 + 0.4 * h.heals - 2.0 * h.energy_price
    if h.cures:
        return 20.0
    if h.reduces:
        return 10.0 + h.reduces / 2
    if h.returns_to_hand:
        return 26.0
    if h.benches is not None:
        return 15.0 if h.benches == Whose.OWN else 5.0
    if h.recycles or h.trades:
        return 10.0
    if h.rearranges:
        return 8.0
    if h.devolves:
        return 6.0
    if h.to_deck:
        return 5.0
    if h.plays_as_basic:
        return 12.0 if card.name in _evolved_from() else 8.0
    return 20.0


def _evolved_from() -> frozenset[str]:
    """The names some card evolves from."""
    global _EVOLVED_FROM
    if _EVOLVED_FROM is None:
        from oldback.facts.catalog import cards

        _EVOLVED_FROM = frozenset(c.evolves_from for c in cards() if c.evolves_from)
    return _EVOLVED_FROM


_EVOLVED_FROM: frozenset[str] | None = None


# --- cards in hand ---------------------------------------------------------------------------
def hold_value(b: Board, c: Card) -> float:
    """How useful the card ``c`` is in this player's hand now (found once a board for each
    printing: every Trainer that costs cards asks it of the whole hand)."""
    return float(b.once(("hold", c.id), lambda: _hold_value(b, c) + b.hold_bonus(c)))


def _hold_value(b: Board, c: Card) -> float:
    me = b.me
    hand = me.hand
    in_play = me.in_play
    copies = 0
    for h in hand:  # (plain loops: a generator is a call of its own per card)
        if h.id == c.id:
            copies += 1
    if c.supertype == "Pokémon":
        if c.stage in ("Basic", "Baby") and c.evolves_from is None:
            v = 55.0 if len(in_play) < 3 else 30.0
            return v - 8 * max(0, copies - 1)
        names = {m.name for m in in_play}
        if c.evolves_from in names:
            return 70.0 - 20 * max(0, copies - 1)
        if any(h.name == c.evolves_from for h in hand):
            return 42.0
        if c.stage == "Stage 2":
            # the Basic of its line in play (Pokémon Breeder skips the middle stage)
            line = {h.evolves_from for h in hand if h.name == c.evolves_from}
            line |= first_stage_basics(c.evolves_from or "")
            if line & names or any(card_hints(h).skips_stage for h in hand):
                return 58.0 - 15 * max(0, copies - 1)
            return 30.0
        return 12.0
    if c.supertype == "Energy":
        n_energy = 0
        for h in hand:
            if h.supertype == "Energy":
                n_energy += 1
        v = 30.0
        if c.kind != "Basic":
            v = 45.0
        else:
            t = energy.basic_type(c)
            for m in in_play:
                goal = b.goal(m, hand)
                if goal is not None and t in goal.cost and missing(b.units(m), goal.cost) > 0:
                    v = 55.0
                    break
        return v - 6 * max(0, n_energy - 2)
    return trainer_worth(card_hints(c), c) - 5 * max(0, copies - 1)


def _first_stages() -> dict[str, set[str]]:
    """For each Stage 1 name, the names of the Basic Pokémon it evolves from."""
    from oldback.facts.catalog import cards

    out: dict[str, set[str]] = {}
    for c in cards():
        if c.stage == "Stage 1" and c.evolves_from:
            out.setdefault(c.name, set()).add(c.evolves_from)
    return out


#: ``_first_stages()``, filled on first use (a plain dict: the compiled player reads a dict
#: without its methods' overrides)
_FIRST_STAGE: dict[str, set[str]] = {}


def first_stage_basics(name: str) -> set[str]:
    """The names of the Basic Pokémon the Stage 1 ``name`` evolves from."""
    if not _FIRST_STAGE:
        _FIRST_STAGE.update(_first_stages())
    return _FIRST_STAGE.get(name, set())


def missing(units: list[str], cost: tuple[str, ...]) -> int:
    """How many more Energy units ``units`` need to pay ``cost``."""
    return _missing(tuple(units), cost)


@lru_cache(maxsize=4096)
def _missing(units: tuple[str, ...], cost: tuple[str, ...]) -> int:
    """``missing``, found once for each set of units and cost (they are few)."""
    have: dict[str, int] = {}
    for t in units:
        have[t] = have.get(t, 0) + 1
    wild = have.pop(energy.ANY, 0)
    short = 0
    colorless = 0
    for t in cost:
        if t == "Colorless":
            colorless += 1
        elif have.get(t, 0) > 0:
            have[t] -= 1
        elif wild > 0:
            wild -= 1
        else:
            short += 1
    left = sum(have.values()) + wild
    return short + max(0, colorless - left)
