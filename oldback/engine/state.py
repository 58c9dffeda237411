"""Game state as plain data: the in-play Pokémon, each player's side, lasting effects."""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass
from enum import StrEnum

from oldback.card import Attack, Card, Stage, Supertype
from oldback.compiled import is_compiled
from oldback.engine.scripts import stat


class Condition(StrEnum):
    """The Special Conditions (members are their words: ``Condition.ASLEEP == "asleep"``)."""

    ASLEEP = "asleep"
    CONFUSED = "confused"
    PARALYZED = "paralyzed"
    POISONED = "poisoned"


#: the facts of a card lying face down in play as a Basic Pokémon (Lt. Surge's Secret
#: Plan): no type, attack or Weakness, and an HP no effect of the era reaches, since it is
#: turned over as soon as an attack damages it; views show it for the hidden card
FACE_DOWN = Card("face-down", "face-down card", "", 0, Supertype.POKEMON, stage=Stage.BASIC,
                 hp=1000)

CONDITIONS = tuple(Condition)
#: Asleep, Confused and Paralyzed replace each other; Poisoned stacks with them.
EXCLUSIVE = frozenset({Condition.ASLEEP, Condition.CONFUSED, Condition.PARALYZED})
#: an Asleep or Paralyzed Pokémon can neither attack nor retreat
IMMOBILE = frozenset({Condition.ASLEEP, Condition.PARALYZED})
NO_CONDITIONS: frozenset[str] = frozenset()
#: a bare instance of a class, for the copies made at nearly every step (``object.__new__``
#: called at once is cheaper than looked up through the class each time); a compiled class
#: is made by its constructor instead, which object.__new__ may not do (``_COMPILED``)
_new = object.__new__


@dataclass(frozen=True, slots=True)
class Lasting:
    """A lasting effect or marker as data: its registered ``kind``, and the turn it ends with.

    ``until`` is the number of the last turn during which it applies (it ends at the
    end of that turn). ``value`` and ``data`` carry the effect's numbers or names;
    ``source`` is the uid of the Pokémon whose attack made it. ``card`` is the one card the
    effect is about, where it is about a card (compare it with ``is``: cards of a printing
    are equal, but the one the effect names is a card of its own).
    """

    kind: str
    until: int
    value: int = 0
    source: int = 0
    data: str = ""
    card: Card | None = None


class Pokemon:
    """A Pokémon in play: its stack of cards and everything on it."""

    __slots__ = (
        "uid", "owner", "stack", "energy", "attached", "damage", "conditions",
        "paralyzed_turn", "effects", "entered_turn", "evolved_turn", "form", "poison_damage",
    )

    def __init__(self, uid: int, owner: str, card: Card, entered_turn: int):
        self.uid = uid
        self.owner = owner
        self.stack: list[Card] = [card]
        self.energy: list[Card] = []
        self.attached: list[Card] = []
        self.damage = 0
        self.conditions: frozenset[str] = NO_CONDITIONS
        self.paralyzed_turn = 0
        self.effects: tuple[Lasting, ...] = ()
        self.entered_turn = entered_turn
        self.evolved_turn = -1
        #: the card whose facts this Pokémon has now, when a power makes it another
        #: (Ditto's Transform); None when it is its own top card
        self.form: Card | None = None
        #: the damage Poison does at each Pokémon Checkup while Poisoned (Toxic: 20)
        self.poison_damage = 10

    def copy(self) -> Pokemon:
        p = Pokemon(self.uid, self.owner, FACE_DOWN, 0) if _COMPILED else _new(Pokemon)
        p.uid = self.uid
        p.owner = self.owner
        p.stack = self.stack.copy()
        p.energy = self.energy.copy()
        p.attached = self.attached.copy()
        p.damage = self.damage
        p.conditions = self.conditions
        p.paralyzed_turn = self.paralyzed_turn
        p.effects = self.effects
        p.entered_turn = self.entered_turn
        p.evolved_turn = self.evolved_turn
        p.form = self.form
        p.poison_damage = self.poison_damage
        return p

    @property
    def card(self) -> Card:
        return self.stack[-1]

    @property
    def name(self) -> str:
        """Its top card's name (a card lying face down is named for nobody: the log is
        public)."""
        form = self.form
        return form.name if form is FACE_DOWN else self.stack[-1].name

    @property
    def facts(self) -> Card:
        """The card whose facts (HP, type, Weakness, attacks …) this Pokémon has now."""
        return self.form or self.stack[-1]

    @property
    def hp(self) -> int:
        """The HP of the card it is now, as the sources on it change it (``hooks.hp``
        adds the rest of the game's)."""
        return stat(self, "hp", (self.form or self.stack[-1]).hp or 0)

    @property
    def remaining_hp(self) -> int:
        return max(0, self.hp - self.damage)

    @property
    def types(self) -> tuple[str, ...]:
        return stat(self, "types", (self.form or self.stack[-1]).types)

    @property
    def weakness(self) -> str | None:
        return stat(self, "weakness", (self.form or self.stack[-1]).weakness)

    @property
    def resistance(self) -> str | None:
        return stat(self, "resistance", (self.form or self.stack[-1]).resistance)

    @property
    def attacks(self) -> tuple[Attack, ...]:
        return (self.form or self.stack[-1]).attacks

    @property
    def cards(self) -> list[Card]:
        """Every card of this Pokémon: its stack, Energy and other attached cards."""
        return self.stack + self.energy + self.attached

    def has_effect(self, kind: str) -> bool:
        return any(e.kind == kind for e in self.effects)

    def __repr__(self) -> str:
        extra = f" {self.damage} damage" if self.damage else ""
        cond = f" {'/'.join(sorted(self.conditions))}" if self.conditions else ""
        return f"<{self.owner} {self.name}{extra}{cond}>"


class Side:
    """One player's side of the table."""

    __slots__ = ("name", "hand", "deck", "discard", "prizes", "active", "bench", "mulligans",
                 "effects", "playing", "aside", "face_up")

    def __init__(self, name: str):
        self.name = name
        self.hand: list[Card] = []
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.prizes: list[Card] = []
        self.active: Pokemon | None = None
        self.bench: list[Pokemon] = []
        self.mulligans = 0
        self.effects: tuple[Lasting, ...] = ()
        #: a Trainer card being played: out of the hand, not yet discarded or in play
        self.playing: list[Card] = []
        #: cards set aside face down by an effect, out of every zone (Tickling Machine)
        self.aside: list[Card] = []
        #: Prize cards an effect turned face up (Card-Flip Game), known by identity: each is
        #: a copy of its card made as it was turned (``turn_prize_face_up``), told apart
        #: from the other copies of the card. One that leaves the Prize cards is not face
        #: up there any more; one put back among them is put face down (``put_prize``).
        self.face_up: tuple[Card, ...] = ()

    def copy(self) -> Side:
        s = Side(self.name) if _COMPILED else _new(Side)
        s.name = self.name
        s.hand = self.hand.copy()
        s.deck = self.deck.copy()
        s.discard = self.discard.copy()
        s.prizes = self.prizes.copy()
        s.active = self.active.copy() if self.active is not None else None
        s.bench = bench = []  # (a plain loop: a comprehension is a call of its own)
        for p in self.bench:
            bench.append(p.copy())
        s.mulligans = self.mulligans
        s.effects = self.effects
        s.playing = self.playing.copy()
        s.aside = self.aside.copy()
        s.face_up = self.face_up
        return s

    def turn_prize_face_up(self, i: int) -> Card:
        """Turn the ``i``-th Prize card (from 0) face up, for both players to see: the
        card as it now lies there."""
        card = copy(self.prizes[i])
        self.prizes[i] = card
        self.face_up = (*self.face_up, card)
        return card

    def put_prize(self, i: int, card: Card) -> None:
        """Put ``card`` face down as the ``i``-th Prize card (from 0), in place of the one
        there."""
        self.prizes[i] = card
        if self.face_up:
            self.face_up = tuple(c for c in self.face_up if c is not card)

    def prize_face_up(self, card: Card) -> bool:
        """Whether ``card``, one of the Prize cards, lies face up."""
        for c in self.face_up:  # (a plain loop: few cards, asked for every view)
            if c is card:
                return True
        return False

    @property
    def in_play(self) -> list[Pokemon]:
        """Active first, then the Bench in order."""
        if self.active is None:
            return list(self.bench)
        return [self.active, *self.bench]

    def all_cards(self) -> list[Card]:
        cards = self.hand + self.deck + self.discard + self.prizes + self.playing + self.aside
        for p in self.in_play:
            cards += p.cards
        return cards

    def __repr__(self) -> str:
        return f"<Side {self.name} active={self.active} bench={self.bench}>"


#: whether this module runs compiled (``Pokemon.copy``)
_COMPILED = is_compiled(Pokemon.copy)
