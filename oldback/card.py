"""Card facts: immutable values describing a printed card (never its behaviour)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import cache

TYPES = (
    "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
    "Darkness", "Metal", "Colorless",
)
TYPE_LETTER = {
    "Grass": "G", "Fire": "R", "Water": "W", "Lightning": "L", "Psychic": "P",
    "Fighting": "F", "Darkness": "D", "Metal": "M", "Colorless": "C",
}
LETTER_TYPE = {v: k for k, v in TYPE_LETTER.items()}


class Supertype(StrEnum):
    """What kind of card it is. Members are their printed words: ``Supertype.POKEMON ==
    "Pokémon"``, so plain strings keep working wherever a supertype is compared."""

    POKEMON = "Pokémon"
    TRAINER = "Trainer"
    ENERGY = "Energy"


class Stage(StrEnum):
    """A Pokémon card's stage, as printed."""

    BASIC = "Basic"
    STAGE_1 = "Stage 1"
    STAGE_2 = "Stage 2"
    BABY = "Baby"


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack as printed: name, Energy cost, printed damage ("30+", "10x", "")."""

    name: str
    cost: tuple[str, ...]
    damage: str
    has_text: bool = False

    @property
    def base_damage(self) -> int:
        """The number in the printed damage (0 when none is printed)."""
        return _printed_number(self.damage)


@dataclass(frozen=True, slots=True)
class CopiedAttack(Attack):
    """An attack a Pokémon has because an effect gives it another Pokémon's attack
    (Psylink): ``origin`` is the card the attack is printed on, whose behaviour it keeps."""

    origin: Card | None = None


@cache
def _printed_number(printed: str) -> int:
    """The number in a printed damage ("30+" → 30; 0 when none). Cached: it is read each
    time an attack is considered, and there are few printed values."""
    digits = "".join(ch for ch in printed if ch.isdigit())
    return int(digits) if digits else 0


@dataclass(frozen=True, slots=True)
class Power:
    """A Pokémon Power (or the one Poké-Body of the era) as printed: its name."""

    name: str
    kind: str = "Pokémon Power"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """The facts of one printing. Cards compare and hash by id."""

    id: str
    name: str
    set: str
    number: int
    supertype: Supertype  # a plain "Pokémon", "Trainer" or "Energy" is taken too
    stage: Stage | None = None  # for Pokémon; a plain "Basic", "Stage 1" … is taken too
    hp: int | None = None
    types: tuple[str, ...] = ()
    evolves_from: str | None = None
    weakness: str | None = None
    resistance: str | None = None
    retreat_cost: int = 0
    attacks: tuple[Attack, ...] = ()
    powers: tuple[Power, ...] = ()
    level: int | None = None
    # Trainer: "Trainer", "Pokémon Tool", "Stadium", "Technical Machine",
    # "Rocket's Secret Machine", "Goldenrod Game Corner"; Energy: "Basic" or "Special".
    kind: str | None = None
    reprint_of: str | None = None  # id of the first printing with the same behaviour
    #: for a Baby Pokémon, the names of the Basic Pokémon that evolve from it
    evolves_to: tuple[str, ...] = ()
    #: the id under which this card's behaviour is written (reprints share it)
    behaviour_id: str = field(init=False, repr=False)
    # What kind of card it is, found once (read at every step, and by C-level matchers:
    # ``operator.attrgetter("is_energy")`` needs no Python call per card).
    is_pokemon: bool = field(init=False, repr=False)
    is_trainer: bool = field(init=False, repr=False)
    is_energy: bool = field(init=False, repr=False)
    is_basic_energy: bool = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "supertype", Supertype(self.supertype))
        if self.stage is not None:
            object.__setattr__(self, "stage", Stage(self.stage))
        object.__setattr__(self, "behaviour_id", self.reprint_of or self.id)
        sup = self.supertype
        object.__setattr__(self, "is_pokemon", sup == "Pokémon")
        object.__setattr__(self, "is_trainer", sup == "Trainer")
        object.__setattr__(self, "is_energy", sup == "Energy")
        object.__setattr__(self, "is_basic_energy", sup == "Energy" and self.kind == "Basic")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id

    def __reduce__(self) -> tuple[type[Card], tuple[object, ...]]:
        """Copied (a card of its own) and pickled by its printed facts: the compiled card
        layer cannot fill in a frozen card field by field."""
        return Card, tuple(getattr(self, f.name) for f in fields(self) if f.init)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"<Card {self.id} {self.name}>"

    def attack(self, name: str) -> Attack:
        found = attack_named(self.attacks, name)
        if found is not None:
            return found
        raise KeyError(f"{self.name} ({self.id}) has no attack named {name!r}")


def with_id(cards: Iterable[Card], card_id: str) -> Card:
    """The first of ``cards`` with that id: the card a chosen key names (cards of one id lead
    to the same result). A plain loop: a generator left unfinished is closed with an
    exception of its own, and this is asked at most choices."""
    for c in cards:
        if c.id == card_id:
            return c
    raise LookupError(f"no card {card_id!r} among these cards")


def attack_named(attacks: Iterable[Attack], name: str) -> Attack | None:
    """The first of ``attacks`` with that name, if any (a plain loop, as ``with_id``)."""
    for a in attacks:
        if a.name == name:
            return a
    return None
