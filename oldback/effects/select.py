"""Which Pokémon and how much: the selectors (``DEFENDING``, ``SELF``, ``YOUR_BENCH`` …),
the counts (heads, Energy, damage counters …) and the card tests (``in_deck``, ``is_basic_energy``
…) that pieces are written with. A piece resolves them against a ``Place``: an attack being
done, or a Trainer being played (``Play``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache
from operator import attrgetter
from typing import TYPE_CHECKING

from oldback.card import Card, with_id
from oldback.engine import energy
from oldback.engine.attack import Place
from oldback.engine.hints import Finds
from oldback.engine.hooks import any_says, discard_shielded
from oldback.engine.state import Pokemon

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon, Side


class Play:
    """A Trainer card being played by ``side``: there is no attacker or Defending Pokémon,
    and its coins are flipped in the card's name."""

    __slots__ = ("g", "side", "card", "memo")

    attacker: Pokemon | None = None
    defender: Pokemon | None = None

    def __init__(self, g: Game, side: Side, card: Card):
        self.g = g
        self.side = side
        self.card = card
        self.memo: dict = {}

    @property
    def opp(self) -> Side:
        return self.g.opponent(self.side.name)

    @property
    def player(self) -> str:
        return self.side.name

    def flip(self) -> bool:
        return self.g.flip(self.card.name)


class Count:
    """A number read from the game (or from coins). ``each`` is its words after "for each",
    ``number`` after "the number of"; ``lead`` is the sentence that makes it, if any
    ("Flip 2 coins")."""

    each = ""
    number = ""
    lead = ""

    def count(self, at: Place) -> int:
        raise NotImplementedError


class Heads(Count):
    """Flip coins — a fixed number, or as many as another count — and count the heads."""

    number = "heads"

    def __init__(self, coins: int | Count):
        self.coins = coins
        self.lead = (f"Flip {coins} coins" if isinstance(coins, int)
                     else f"Flip a coin for each {coins.each}")

    def count(self, at: Place) -> int:
        coins = self.coins if isinstance(self.coins, int) else self.coins.count(at)
        return sum(at.flip() for _ in range(coins))


class HeadsUntilTails(Count):
    """Flip coins until tails; count the heads."""

    number = "heads"
    lead = "Flip coins until you get tails"

    def count(self, at: Place) -> int:
        n = 0
        while at.flip():
            n += 1
        return n


class Pokemons(Count):
    """Which Pokémon; as a count, how many. ``text`` names them as a group ("your Benched
    Pokémon"), ``one`` one of them ("Pokémon on your own Bench"), ``each`` one of them
    after "for each"."""

    text = ""
    one = ""

    def resolve(self, at: Place) -> list[Pokemon]:
        raise NotImplementedError

    def count(self, at: Place) -> int:
        return len(self.resolve(at))

    def exists(self, at: Place) -> bool:
        """Whether there is a Pokémon to select (without choosing one)."""
        return bool(self.resolve(at))

    def first(self, at: Place) -> Pokemon | None:
        found = self.resolve(at)
        return found[0] if found else None

    def __str__(self) -> str:
        return self.text


class _Defending(Pokemons):
    text = "the Defending Pokémon"

    def resolve(self, at: Place) -> list[Pokemon]:
        return [] if at.defender is None else [at.defender]


class _This(Pokemons):
    text = "this Pokémon"

    def resolve(self, at: Place) -> list[Pokemon]:
        return [] if at.attacker is None else [at.attacker]


DEFENDING: Pokemons = _Defending()


SELF: Pokemons = _This()


#: whose Pokémon: the acting player's, the opponent's, or both (the acting player's first)
YOURS = "your own"


OPPONENTS = "your opponent's"


EACH_PLAYERS = "each player's"


def _sides(at: Place, whose: str) -> tuple[Side, ...]:
    # (asked for every Trainer in hand at every action: no table built, no opponent looked
    # up where only the acting side is meant)
    if whose == YOURS:
        return (at.side,)
    if whose == OPPONENTS:
        return (at.opp,)
    if whose == EACH_PLAYERS:
        return (at.side, at.opp)
    raise ValueError(f"whose Pokémon: {whose!r}")


def trainer_may_select(at: Place, mons: list[Pokemon]) -> list[Pokemon]:
    """``mons`` but those a Trainer card being played (``at`` a ``Play``) can't affect: a
    Pokémon whose effects say so (``shuns_trainers``: Legendary Body)."""
    g = at.g
    if type(at) is not Play or "shuns_trainers" not in g.answered or not mons:
        return mons
    return [m for m in mons if not any_says(g, "shuns_trainers", m, mons=(m,))]


class Benched(Pokemons):
    """The Benched Pokémon of one side or of both, each side in bench order."""

    def __init__(self, whose: str):
        self.whose = whose
        self.text = f"{'your' if whose == YOURS else whose} Benched Pokémon"
        self.one = f"Pokémon on {whose} Bench"
        self.each = f"of {self.text}"

    def resolve(self, at: Place) -> list[Pokemon]:
        return [mon for side in _sides(at, self.whose) for mon in side.bench]

    def exists(self, at: Place) -> bool:
        return any(side.bench for side in _sides(at, self.whose))


class Active(Pokemons):
    """The Active Pokémon of one side."""

    def __init__(self, whose: str):
        self.whose = whose
        self.text = f"{'your' if whose == YOURS else whose} Active Pokémon"

    def resolve(self, at: Place) -> list[Pokemon]:
        return trainer_may_select(at, [side.active for side in _sides(at, self.whose)
                                       if side.active is not None])


class InPlay(Pokemons):
    """The Pokémon in play of one side (Active first, then the Bench)."""

    def __init__(self, whose: str):
        self.whose = whose
        self.text = f"{'your' if whose == YOURS else whose} Pokémon"
        self.one = f"of {self.text}"
        self.each = f"of {self.text}"

    def resolve(self, at: Place) -> list[Pokemon]:
        return trainer_may_select(at, [mon for side in _sides(at, self.whose)
                                       for mon in side.in_play])

    def exists(self, at: Place) -> bool:
        for side in _sides(at, self.whose):  # (asked at every action: a plain loop)
            if side.active is not None or side.bench:
                return True
        return False


class Where(Pokemons):
    """Those of ``among`` that pass a test (``words`` say which, after the group's name)."""

    def __init__(self, among: Pokemons, test: Callable[[Pokemon], bool], words: str,
                 each: str = ""):
        self.among = among
        self.test = test
        if isinstance(among, Where):  # "… with damage counters and Energy attached"
            words = "and " + words.removeprefix("with ")
        self.text = f"{among.text} {words}"
        self.one = f"{among.one} {words}"
        self.each = each or f"{among.each} {words}"

    def resolve(self, at: Place) -> list[Pokemon]:
        return [mon for mon in self.among.resolve(at) if self.test(mon)]

    def exists(self, at: Place) -> bool:
        return any(map(self.test, self.among.resolve(at)))


def named(name: str) -> Where:
    """Your Pokémon in play with that name."""
    return Where(YOUR_POKEMON, lambda mon: mon.name == name, f"named {name}",
                 each=f"{name} you have in play")


@cache
def name_has(name: str, word: str) -> bool:
    """Whether a card's ``name`` has ``word`` in it, as a word of its own: an Owner's
    Pokémon counts its Owner ("with Misty in its name": Misty's Staryu, Misty's Starmie),
    and a Pokémon its own name (Staryu) — never part of a longer word."""
    return re.search(rf"(?<![\w]){re.escape(word)}(?![\w])", name) is not None


def with_name(among: Pokemons, word: str) -> Where:
    """Those of ``among`` with ``word`` in their name (``name_has``)."""
    return Where(among, lambda mon: name_has(mon.name, word), f"with {word} in its name")


def pokemon_with_name(word: str) -> Callable[[Card], bool]:
    """A test for Pokémon cards (Basic or Evolution) with ``word`` in their name."""
    return _pokemon_with_name(word)


@cache
def _pokemon_with_name(word: str) -> Callable[[Card], bool]:
    def match(card: Card) -> bool:
        return card.is_pokemon and name_has(card.name, word)
    return match


def damaged(among: Pokemons) -> Where:
    return Where(among, lambda mon: mon.damage > 0, "with damage counters")


def with_marker(among: Pokemons, kind: str, words: str) -> Where:
    """Those of ``among`` with a marker of ``kind`` (a lasting effect: ``PutMarker``) on
    them; ``words`` name the marker ("a Lightning Rod marker")."""
    return Where(among, lambda mon: mon.has_effect(kind), f"with {words} on it")


def with_energy(among: Pokemons) -> Where:
    return Where(among, lambda mon: bool(mon.energy), "with Energy attached")


class SharingType(Pokemons):
    """Those of ``among`` that share a type other than Colorless with ``other``."""

    def __init__(self, among: Pokemons, other: Pokemons):
        self.among = among
        self.other = other
        self.text = f"{among.text} that share a type other than Colorless with {other}"
        self.one = f"{among.one} that shares a type other than Colorless with {other}"

    def resolve(self, at: Place) -> list[Pokemon]:
        mon = self.other.first(at)
        if mon is None:
            return []
        types = set(mon.types) - {"Colorless"}
        return [m for m in self.among.resolve(at) if types & set(m.types)]


class OfAttachedEnergyType(Pokemons):
    """Those of ``among`` of one type, chosen by the acting player among the types of Energy
    other than Colorless attached to this Pokémon (an Energy that counts as every type
    offers every type), once for the whole attack (Rainbow Wave)."""

    def __init__(self, among: Pokemons):
        self.among = among
        self.text = (f"{among.text} of a type of Energy (other than Colorless) attached to "
                     f"this Pokémon, of your choice")
        self.one = (f"{among.one} of a type you choose among the Energy attached to this "
                    f"Pokémon (not Colorless)")

    def chosen_type(self, at: Place) -> str | None:
        key = ("energy-type", id(self))
        if key not in at.memo:
            at.memo[key] = self._choose(at)
        return at.memo[key]

    @staticmethod
    def _choose(at: Place) -> str | None:
        from oldback.card import TYPES

        if at.attacker is None:
            return None
        found = set(energy.units(at.g, at.attacker))
        types = [t for t in TYPES if t != "Colorless" and (t in found or energy.ANY in found)]
        if not types:
            return None
        return at.g.choose(at.side.name, "type", "Choose a type of Energy attached to "
                           f"{at.attacker.name}", [(t, t) for t in types])

    def resolve(self, at: Place) -> list[Pokemon]:
        type_ = self.chosen_type(at)
        return [] if type_ is None else [m for m in self.among.resolve(at) if type_ in m.types]


YOUR_BENCH = Benched(YOURS)


OPPONENTS_BENCH = Benched(OPPONENTS)


EACH_BENCH = Benched(EACH_PLAYERS)


YOUR_ACTIVE = Active(YOURS)


YOUR_POKEMON = InPlay(YOURS)


EACH_POKEMON = InPlay(EACH_PLAYERS)


def choose_one(g: Game, player: str, mons: list[Pokemon], kind: str, prompt: str) -> Pokemon:
    """``player`` picks one of ``mons`` (a slot key)."""
    key = g.choose(player, kind, prompt, [(g.slot(m, player), g.label(m, player))
                                          for m in mons])
    return g.at(player, key)


class Chosen(Pokemons):
    """Up to ``count`` of ``among``, chosen by the acting player (all of them when there
    are no more than that); ``by`` ``OPPONENTS``: chosen by the opponent (Cat Punch: "he
    or she chooses 1 of them"). ``kind`` and ``prompt`` of the decision: by default
    "bench-target" (or "target") and "Choose N more of …"."""

    def __init__(self, among: Pokemons, count: int = 1, kind: str = "", prompt: str = "",
                 by: str = YOURS):
        self.among = among
        self.count_of = count
        self.kind = kind or ("bench-target" if isinstance(among, Benched) else "target")
        self.prompt = prompt
        self.by = by
        self.text = (f"1 of {among.text}" if count == 1
                     else f"{count} of {among.text} (all of them if there are fewer)")

    def exists(self, at: Place) -> bool:
        return self.among.exists(at)

    def resolve(self, at: Place) -> list[Pokemon]:
        g, player = at.g, (at.opp if self.by == OPPONENTS else at.side).name
        pool = self.among.resolve(at)
        Chosen = pool if len(pool) <= self.count_of else []
        while len(Chosen) < min(self.count_of, len(pool)):
            left = self.count_of - len(Chosen)
            more = " more" if Chosen else ""
            prompt = self.prompt or f"Choose {left}{more} of {self.among.text}"
            Chosen.append(choose_one(g, player, [m for m in pool if m not in Chosen],
                                     self.kind, prompt))
        return Chosen


class EnergyCards(Count):
    """The Energy cards attached to some Pokémon (a Double Colorless is one card)."""

    def __init__(self, on: Pokemons = DEFENDING):
        self.on = on
        self.each = f"Energy card on {on}"
        self.number = f"Energy cards attached to {on}"

    def count(self, at: Place) -> int:
        return sum(len(mon.energy) for mon in self.on.resolve(at))


class SpecialEnergyCards(Count):
    """The Special Energy cards (Energy cards that aren't basic) attached to some Pokémon
    (Core Blast)."""

    def __init__(self, on: Pokemons = DEFENDING):
        self.on = on
        self.each = f"Special Energy card attached to {on}"
        self.number = f"Special Energy cards attached to {on}"

    def count(self, at: Place) -> int:
        return sum(1 for mon in self.on.resolve(at) for c in mon.energy
                   if c.supertype == "Energy" and not c.is_basic_energy)


class EnergyUnits(Count):
    """The Energy provided to some Pokémon (a Double Colorless counts 2)."""

    def __init__(self, on: Pokemons = SELF):
        self.on = on
        self.each = f"Energy attached to {on}"
        self.number = f"Energy attached to {on}"

    def count(self, at: Place) -> int:
        return sum(len(energy.units(at.g, mon)) for mon in self.on.resolve(at))


class Counters(Count):
    """The damage counters on some Pokémon."""

    def __init__(self, on: Pokemons = DEFENDING):
        self.on = on
        self.each = f"damage counter on {on}"
        self.number = f"damage counters on {on}"

    def count(self, at: Place) -> int:
        return sum(mon.damage // 10 for mon in self.on.resolve(at))


class UnusedEnergy(Count):
    """The Energy of a type attached to the attacker beyond what the attack's cost needs
    (Colorless symbols are paid with other Energy first: Water Gun); ``type_`` "": Energy of
    any type (Ink Blast)."""

    def __init__(self, type_: str):
        self.type = type_
        kind = f"{type_} " if type_ else ""
        self.each = (f"{kind}Energy attached to this Pokémon but not needed to pay for this "
                     f"attack")

    def count(self, at: Place) -> int:
        from oldback.engine.attack import AttackContext

        assert isinstance(at, AttackContext)
        units = energy.units(at.g, at.attacker)
        if not self.type:
            return max(0, len(units) - len((at.g.attack_ctx or at).attack.cost))
        mine = sum(1 for t in units if t == self.type or t == energy.ANY)
        others = len(units) - mine
        # Copied by Metronome, the cost paid is Metronome's (RULINGS, Jungle: Metronome).
        cost = (at.g.attack_ctx or at).attack.cost
        colorless = cost.count("Colorless")
        other_typed = len(cost) - colorless - cost.count(self.type)
        others_left = others - other_typed
        need = (cost.count(self.type) + max(0, -others_left)
                + max(0, colorless - max(0, others_left)))
        return max(0, mine - need)


class SpareEnergy(Count):
    """The Energy of any type attached to the attacker beyond what the attack's cost needs
    (Marill's Water Gun: "each Energy attached but not used to pay for this attack")."""

    each = "Energy attached to this Pokémon but not needed to pay for this attack"

    def count(self, at: Place) -> int:
        from oldback.engine.attack import AttackContext

        assert isinstance(at, AttackContext)
        # Copied by Metronome, the cost paid is Metronome's (RULINGS, Jungle: Metronome).
        cost = (at.g.attack_ctx or at).attack.cost
        return max(0, len(energy.units(at.g, at.attacker)) - len(cost))


class Cards:
    """Cards of a zone of the acting side that match (``what`` names one of them)."""

    zone = ""
    #: the type of the basic Energy cards it selects, if that is all it selects
    energy_type = ""
    #: a zone that may be shielded from attacks and Pokémon Powers (the discard pile:
    #: ``hooks.discard_shielded``); a Trainer card (``Play``) still reaches it
    shieldable = False

    def __init__(self, what: str, match: Callable[[Card], bool] | None = None):
        self.what = what
        self.match = match

    def pile(self, side: Side) -> list[Card]:
        return getattr(side, self.zone)

    def resolve(self, at: Place) -> list[Card]:
        if self.shieldable and type(at) is not Play and discard_shielded(at.g):
            return []
        pile = getattr(at.side, self.zone)
        return list(pile) if self.match is None else list(filter(self.match, pile))

    def exists(self, at: Place) -> bool:
        """Whether there is a card to select."""
        if self.shieldable and type(at) is not Play and discard_shielded(at.g):
            return False
        pile = getattr(at.side, self.zone)
        return any(map(self.match, pile)) if self.match else bool(pile)

    def __str__(self) -> str:
        return self.what


class InDeck(Cards):
    zone = "deck"


class InDiscard(Cards):
    """Cards of the acting side's discard pile; none for an attack or a Pokémon Power while
    the discard piles are shielded from them (``hooks.discard_shielded``: Allergic
    Pollen); a Trainer card (``Play``) still reaches them."""

    zone = "discard"
    shieldable = True


def basic_named(*names: str) -> InDeck:
    """Basic Pokémon cards in your deck with one of these names."""
    return InDeck(f"a Basic Pokémon named {' or '.join(names)}",
                  lambda c: c.name in names)


def named_any(*names: str) -> Where:
    """Your Pokémon in play with one of these names (an Owner's Pokémon is named by its whole
    name: "Sabrina's Gastly")."""
    listed = ", ".join(names[:-1]) + f" or {names[-1]}"
    return Where(YOUR_POKEMON, lambda mon: mon.name in names, f"named {listed}",
                 each=f"{listed} you have in play")


def of_type(among: Pokemons, type_: str, negate: bool = False) -> Where:
    """Those of ``among`` of a type (``negate``: those that aren't), as their card says."""
    if negate:
        return Where(among, lambda mon: type_ not in mon.types, f"that aren't {type_}")
    return Where(among, lambda mon: type_ in mon.types, f"that are {type_}")


#: the opponent's Pokémon in play
OPPONENTS_POKEMON = InPlay(OPPONENTS)


def pokemon_named(*names: str) -> InDeck:
    """Pokémon cards of any Stage in your deck with one of these names."""
    return InDeck(f"Pokémon named {', '.join(names[:-1])} or {names[-1]}"
                  if len(names) > 1 else f"Pokémon named {names[0]}",
                  lambda c: c.is_pokemon and c.name in names)


def basic_with_in_name(word: str) -> InDeck:
    """Basic Pokémon cards in your deck with ``word`` in their name (``name_has``: an
    Owner's name counts, "Brock" is in "Brock's Onix": issue #11, Owner's Pokémon)."""
    return InDeck(f"a Basic Pokémon with {word} in its name",
                  lambda c: c.is_pokemon and c.stage == "Basic" and name_has(c.name, word))


def card_named(*names: str) -> Callable[[Card], bool]:
    """A card match: the cards named exactly one of ``names``."""
    return lambda c: c.name in names


@cache
def basic_energy_of(type_: str) -> Callable[[Card], bool]:
    """A card match: a basic Energy card of that type (named "<type> Energy", as
    ``energy.basic_type`` reads it: compared at once, this is asked of every card in hand)."""
    name = f"{type_} Energy"
    return lambda c: c.is_basic_energy and c.name == name


def basic_energy_in_deck(type_: str) -> InDeck:
    """Basic Energy cards of a type in your deck."""
    cards = InDeck(f"a {type_} Energy card", basic_energy_of(type_))
    cards.energy_type = type_
    return cards


# Matchers of a kind of card (C-level: a search through a pile makes no Python call per card).
is_energy: Callable[[Card], bool] = attrgetter("is_energy")


is_basic_energy: Callable[[Card], bool] = attrgetter("is_basic_energy")


is_trainer: Callable[[Card], bool] = attrgetter("is_trainer")


is_pokemon: Callable[[Card], bool] = attrgetter("is_pokemon")


def on_bench(mons: Pokemons) -> bool:
    """Whether ``mons`` selects Benched Pokémon (for the players' hints: bench damage)."""
    if isinstance(mons, Benched):
        return True
    among = getattr(mons, "among", None)
    return isinstance(among, Pokemons) and on_bench(among)


def finds(match: Callable[[Card], bool] | None) -> Finds:
    """The kind of card a search with ``match`` takes (None: any card), for ``hints``."""
    return Finds.ANY if match is None else _finds(match)


@cache
def _finds(match: Callable[[Card], bool]) -> Finds:
    from oldback.facts.catalog import cards

    kinds = {c.supertype for c in cards() if match(c)}
    return Finds(kinds.pop()) if len(kinds) == 1 else Finds.ANY


#: the opponent's Active Pokémon (the Defending Pokémon, for a Trainer: Sleep!)
OPPONENTS_ACTIVE = Active(OPPONENTS)


def named_among(among: Pokemons, *names: str) -> Where:
    """Those of ``among`` with one of these names, as the card text names them (Mass
    Explosion's Koffings, Weezings and Dark Weezings)."""
    words = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
    found = Where(among, lambda mon: mon.name in names, f"named {words}",
                  each=f"{words} ({among.text})")
    found.number = found.one = f"{words} ({among.text})"
    return found


class Picked(Chosen):
    """One Pokémon chosen once for the whole attack or Trainer: every piece that names the
    same ``Picked`` gets the Pokémon chosen first ("Choose 1 of your opponent's Pokémon.
    This attack does 10 damage to that Pokémon … that power stops working")."""

    def __str__(self) -> str:
        return "that Pokémon"  # named again after it was chosen

    def resolve(self, at: Place) -> list[Pokemon]:
        key = ("picked", id(self))
        if key not in at.memo:
            at.memo[key] = super().resolve(at)
        found: list[Pokemon] = at.memo[key]
        return [m for m in found if at.g.find(m.uid) is not None]


def picked(among: Pokemons, kind: str = "target", prompt: str = "") -> Picked:
    return Picked(among, 1, kind, prompt)


class Tails(Heads):
    """Flip coins — a fixed number, or as many as another count — and count the tails
    (Bench Manipulation: the opponent flips)."""

    number = "tails"

    def count(self, at: Place) -> int:
        coins = self.coins if isinstance(self.coins, int) else self.coins.count(at)
        return sum(not at.flip() for _ in range(coins))


class Remembered(Count):
    """A count read once for the whole attack (coins flipped once): pieces that name the
    same ``Remembered`` get the same number (Petal Whirlwind's heads)."""

    def __init__(self, of: Count):
        self.of = of
        self.each, self.number, self.lead = of.each, of.number, of.lead

    def count(self, at: Place) -> int:
        key = ("count", id(self))
        if key not in at.memo:
            at.memo[key] = self.of.count(at)
        return at.memo[key]


class TypedEnergy(Count):
    """The Energy of a type provided to some Pokémon (a Double Colorless is 2 Colorless)."""

    def __init__(self, type_: str, on: Pokemons = SELF):
        self.type = type_
        self.on = on
        self.each = f"{type_} Energy attached to {on}"
        self.number = self.each

    def count(self, at: Place) -> int:
        return sum(1 for mon in self.on.resolve(at) for t in energy.units(at.g, mon)
                   if t == self.type or t == energy.ANY)


class Owners(Where):
    """Your Pokémon in play with the Owner's name ``word`` in their name (``with_name``),
    the word kept for the players' hints."""

    def __init__(self, word: str):
        base = with_name(YOUR_POKEMON, word)
        super().__init__(base.among, base.test, f"with {word} in its name")
        self.word = word


def owner_of(on: Pokemons) -> str:
    """The Owner's name ``on`` selects by (``Owners``), if it does."""
    return on.word if isinstance(on, Owners) else ""


class EveryOther(Pokemons):
    """Every Pokémon in play, both players', except this one (the attacker)."""

    text = "each other Pokémon in play (your own too)"
    one = "other Pokémon in play"

    def resolve(self, at: Place) -> list[Pokemon]:
        return [m for side in (at.side, at.opp) for m in side.in_play if m is not at.attacker]


EVERY_OTHER: Pokemons = EveryOther()


class EnergyCardsOfType(Count):
    """The Energy cards providing a type attached to some Pokémon."""

    def __init__(self, on: Pokemons, type_: str):
        self.on = on
        self.type = type_
        self.each = f"{type_} Energy card attached to {on}"
        self.number = f"{type_} Energy cards attached to {on}"

    def count(self, at: Place) -> int:
        return sum(len(energy.cards_providing(at.g, mon, self.type))
                   for mon in self.on.resolve(at))


def energy_cards_of(type_: str, on: Pokemons = SELF) -> EnergyCardsOfType:
    return EnergyCardsOfType(on, type_)


class PokemonInPlay(Count):
    """The Pokémon in play of ``among`` (a Clefairy Doll or Mysterious Fossil counts: it is
    a Pokémon while in play)."""

    def __init__(self, among: Pokemons, each: str):
        self.among = among
        self.each = each
        self.number = each

    def count(self, at: Place) -> int:
        return len(self.among.resolve(at))


#: both players' Pokémon in play
EACH_PLAYERS_POKEMON = PokemonInPlay(InPlay(EACH_PLAYERS), "Pokémon in play (both players')")


def with_power(among: Pokemons) -> Where:
    """Those of ``among`` that have a Pokémon Power (as they are now: a Transformed Ditto
    has the powers of the card it copies)."""
    return Where(among, lambda mon: bool(mon.facts.powers), "with a Pokémon Power")


class CardsIn(Count):
    """How many cards of a zone match (``cards``: an ``InDeck`` or ``InDiscard``): "the number
    of Water Energy cards in your discard pile"."""

    def __init__(self, cards: Cards):
        self.cards = cards
        self.each = f"{cards} in your {cards.zone.replace('discard', 'discard pile')}"
        self.number = self.each

    def count(self, at: Place) -> int:
        return len(self.cards.resolve(at))


class AtMost(Count):
    """A count, but no more than ``most`` ("You can't flip more than 3 coins in this way")."""

    def __init__(self, of: Count, most: int):
        self.of = of
        self.most = most
        self.each = of.each
        self.number = f"{of.number} (at most {most})"

    def count(self, at: Place) -> int:
        return min(self.of.count(at), self.most)


class BasicEnergyTypes(Count):
    """The number of types of the basic Energy cards attached to some Pokémon (Rainbow
    Burn: 3 Fire and 1 Water Energy card are 2 types)."""

    def __init__(self, on: Pokemons = SELF):
        self.on = on
        self.each = f"type of basic Energy card attached to {on}"
        self.number = f"types of basic Energy cards attached to {on}"

    def count(self, at: Place) -> int:
        return len({energy.basic_type(c) for mon in self.on.resolve(at) for c in mon.energy
                    if c.kind == "Basic"})


def pick_each(g: Game, player: str, kind: str, most: int, found: Callable[[], list[Card]],
              prompt: Callable[[int], str], done: str = "no more",
              first_required: bool = False) -> Iterator[Card]:
    """"Up to ``most`` cards, one at a time": the cards ``player`` picks, each among those
    ``found`` offers then (kind ``kind``; ``prompt`` is given how many may still be
    picked), until ``most`` are picked, none is left to pick, or the player stops
    (``done``). The caller moves each card as it comes, before the next is offered.
    ``first_required``: the first card may not be declined (a pile both players see, where
    the spec's "fail to find" does not apply): ``done`` is offered from the second on."""
    for left in range(most, 0, -1):
        cards = found()
        if not cards:
            return
        options = [] if g.replaying else [(c.id, c.name) for c in cards]
        if not (first_required and left == most):
            options.append(("done", done))
        key = g.choose(player, kind, prompt(left), options)
        if key == "done":
            return
        yield with_id(cards, key)
