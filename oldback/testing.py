"""Scenario: build a position directly, for rules tests (CONTRACT.md §4).

    s = Scenario(rules="pokemon1999", seed=0)
    s.p1.active("base1-20", energy=["Lightning", "Lightning"], attached=["base1-84"])
    s.p2.active("base1-7", energy=["Fighting"] * 2)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thunderpunch")
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from oldback.card import Card
from oldback.engine.conditions import NAMES as CONDITION_NAMES
from oldback.engine.game import Game
from oldback.engine.hooks import hp
from oldback.engine.setup import can_start
from oldback.engine.state import Side
from oldback.facts.catalog import card
from oldback.rng import Rng, UnscriptedFlip
from oldback.rules import Rules, resolve

__all__ = ["Scenario", "UnscriptedFlip", "attack_with", "card_ids", "check_invariants",
           "option_keys", "paying", "water_decks"]

FACES = {"H": True, "HEADS": True, "T": False, "TAILS": False}
DEFAULT_PRIZES = ("Grass",) * 6


def _card(ref: str | Card, what: str) -> Card:
    if isinstance(ref, Card):
        return ref
    try:
        return card(ref)
    except KeyError as e:
        raise ValueError(f"{what}: {e.args[0]}") from None


def _cards(refs: Iterable[str | Card], what: str) -> list[Card]:
    if isinstance(refs, str):
        raise ValueError(f"{what}: give a list of card references, not the string {refs!r}")
    return [_card(r, what) for r in refs]


class _Placed:
    __slots__ = ("card", "energy", "attached", "damage", "conditions", "under")

    def __init__(self, card, energy, attached, damage, conditions, under):
        self.card, self.energy, self.attached = card, energy, attached
        self.damage, self.conditions, self.under = damage, conditions, under


class ScenarioSide:
    """One player's part of a Scenario."""

    def __init__(self, name: str):
        self.name = name
        self._active: _Placed | None = None
        self._bench: list[_Placed] = []
        self._zones: dict[str, list[Card]] = {
            "hand": [], "deck": [], "discard": [],
            "prizes": [card(r) for r in DEFAULT_PRIZES],
        }

    def _place(self, ref, energy, attached, damage, conditions, under) -> _Placed:
        what = f"{self.name} Pokémon {ref!r}"
        c = _card(ref, what)
        if not (c.supertype == "Pokémon" or can_start(c)):
            raise ValueError(f"{what}: {c.name} ({c.id}) is not a Pokémon")
        if not isinstance(damage, int) or damage < 0 or damage % 10:
            raise ValueError(f"{what}: damage must be a non-negative multiple of 10, "
                             f"not {damage!r}")
        conds = frozenset(conditions)
        unknown = conds - set(CONDITION_NAMES)
        if unknown:
            raise ValueError(f"{what}: unknown condition(s) {sorted(unknown)}; "
                             f"known: {sorted(CONDITION_NAMES)}")
        if len(conds & {"asleep", "confused", "paralyzed"}) > 1:
            raise ValueError(f"{what}: Asleep, Confused and Paralyzed replace each other")
        return _Placed(c, _cards(energy, what), _cards(attached, what), damage, conds,
                       _cards(under, what))

    def active(self, ref, *, energy=(), attached=(), damage=0, conditions=(), under=()):
        self._active = self._place(ref, energy, attached, damage, conditions, under)
        return self

    def bench(self, ref, *, energy=(), attached=(), damage=0, conditions=(), under=()):
        if len(self._bench) >= 5:
            raise ValueError(f"{self.name} bench: at most 5 Benched Pokémon")
        if conditions:
            raise ValueError(f"{self.name} bench: Benched Pokémon have no Special Conditions")
        self._bench.append(self._place(ref, energy, attached, damage, (), under))
        return self

    def _zone(self, zone: str, refs) -> ScenarioSide:
        self._zones[zone] = _cards(refs, f"{self.name} {zone}")
        return self

    def hand(self, *refs):
        return self._zone("hand", refs)

    def deck(self, *refs):
        """The deck, top card first."""
        return self._zone("deck", refs)

    def discard(self, *refs):
        return self._zone("discard", refs)

    def prizes(self, *refs):
        return self._zone("prizes", refs)


class Scenario:
    """A position built by hand, with scripted coin flips."""

    def __init__(self, rules: Rules | str | None = "pokemon1999", seed: int = 0):
        self.rules = resolve(rules)
        self.seed = seed
        self.p1 = ScenarioSide("p1")
        self.p2 = ScenarioSide("p2")
        self._coins: list[bool] = []
        self._stadium: tuple[Card, str] | None = None

    def stadium(self, ref: str | Card, owner: str = "p1") -> Scenario:
        """A Stadium card in play, put there by ``owner``."""
        if owner not in ("p1", "p2"):
            raise ValueError(f"owner must be 'p1' or 'p2', not {owner!r}")
        card = _card(ref, "stadium")
        if card.kind != "Stadium":
            raise ValueError(f"{card.name} ({card.id}) is not a Stadium card")
        self._stadium = (card, owner)
        return self

    def coins(self, *faces: str) -> Scenario:
        """The next coin flips, in order: "H"/"T" or "heads"/"tails"."""
        for f in faces:
            key = str(f).upper()
            if key not in FACES:
                raise ValueError(f"coin face {f!r}: use 'H', 'T', 'heads' or 'tails'")
            self._coins.append(FACES[key])
        return self

    def start(self, player: str = "p1", first_turn: bool = False) -> Game:
        """A Game at ``player``'s main phase (after the draw, no Energy attached yet)."""
        if player not in ("p1", "p2"):
            raise ValueError(f"player must be 'p1' or 'p2', not {player!r}")
        g = Game._blank(self.rules, Rng(self.seed, tuple(self._coins), strict=True))
        # As in a dealt game: forms are refreshed once a card whose power may make a
        # Pokémon another card is in play (``_make``, ``Game.new_pokemon``).
        g.form_changers = g.bench_form_changers = False
        if first_turn:
            g.turn = 1 if player == "p1" else 2
        else:
            g.turn = 3 if player == "p1" else 4
        g.first = "p1"
        g.current = player
        g.revealed = True
        for name, spec in (("p1", self.p1), ("p2", self.p2)):
            side: Side = g.side(name)
            if spec._active is None:
                raise ValueError(f"{name} has no Active Pokémon in the scenario")
            side.active = self._make(g, name, spec._active)
            side.bench = [self._make(g, name, p) for p in spec._bench]
            for zone, cards in spec._zones.items():
                setattr(side, zone, list(cards))
        decks = {"p1": g.p1.all_cards(), "p2": g.p2.all_cards()}
        if self._stadium is not None:
            g.stadium, g.stadium_owner = self._stadium
            decks[g.stadium_owner].append(g.stadium)
        g.decks = (tuple(decks["p1"]), tuple(decks["p2"]))
        g.read_decks()  # as in a dealt game
        g.phase = "main"
        g._advance()
        return g

    @staticmethod
    def _make(g: Game, owner: str, p: _Placed):
        mon = g.new_pokemon(owner, p.under[0] if p.under else p.card)
        mon.stack = [*p.under, p.card]
        for c in mon.stack:
            g.in_play_now(c)
        mon.entered_turn = 0
        for c in p.energy:
            (mon.energy if c.supertype == "Energy" else mon.attached).append(c)
        mon.attached.extend(p.attached)
        mon.damage = p.damage
        mon.conditions = p.conditions
        return mon


def check_invariants(g: Game) -> None:
    """Assert what must hold at every decision of every game: each player's cards all
    accounted for (hand, deck, discard, Prizes, in play, a Trainer being played, the
    Stadium), damage in tens, at most 5 on a Bench, no Pokémon left in play with
    damage at or above its HP when a player chooses an action, and no decision pending in
    a finished game."""
    assert not (g.over and g.decision is not None), \
        f"the game is over ({g.winner}, {g.result}) with a decision pending: {g.decision}"
    for index, side in enumerate((g.p1, g.p2)):
        full = Counter(c.id for c in g.decks[index])
        held = Counter(c.id for c in side.all_cards())
        if g.stadium is not None and g.stadium_owner == side.name:
            held[g.stadium.id] += 1
        assert held == full, f"{side.name}'s cards are not all accounted for: " \
                             f"{held - full} extra, {full - held} missing"
        assert len(side.bench) <= 5, f"{side.name} has {len(side.bench)} on the Bench"
        for mon in side.in_play:
            assert mon.damage >= 0 and mon.damage % 10 == 0, f"{mon} has {mon.damage} damage"
            if g.decision is not None and g.decision.kind == "action":
                # its HP as the Knock Out check reads it: Powers count (Gaseous Form)
                assert mon.damage < hp(g, mon), f"{mon} should have been Knocked Out"
        if g.revealed and not g.over and side.active is None:
            assert g.decision is not None and g.decision.kind == "promote", \
                f"{side.name} has no Active Pokémon"


def play_checked(g: Game, rng: Rng) -> None:
    """Play ``g`` to its end with options drawn from ``rng``, asserting
    ``check_invariants`` at every decision and at the end, and that the game has a result."""
    while g.decision is not None:
        check_invariants(g)
        options = g.decision.options
        g.act(options[rng.below(len(options))].key)
    check_invariants(g)
    assert g.winner in ("p1", "p2", "draw"), f"the game ended with no result: {g.winner!r}"


def option_keys(g: Game) -> set[str]:
    """The keys of the pending decision's options (none when the game is over)."""
    return {o.key for o in g.decision.options} if g.decision is not None else set()


def card_ids(cards: Iterable[Card]) -> list[str]:
    """The ids of cards, in order (to compare zones in a test)."""
    return [c.id for c in cards]


#: the Energy card that pays each type in a test: the basic Energy cards, and the Neo
#: Genesis Special Energy cards for Darkness and Metal (which have no basic Energy)
ENERGY_FOR = {"Fire": "Fire", "Water": "Water", "Grass": "Grass", "Lightning": "Lightning",
              "Psychic": "Psychic", "Fighting": "Fighting", "Darkness": "neo1-104",
              "Metal": "neo1-19"}


def water_decks(waits: bool = True, cards: int = 6) -> Scenario:
    """A Scenario whose two decks hold ``cards`` Water Energy each; ``waits``: p2 holds a
    Fighting Energy, so that p2's turn asks for an action (a turn with nothing but "end"
    to do is ended without asking)."""
    s = Scenario()
    s.p1.deck(*["Water"] * cards)
    s.p2.deck(*["Water"] * cards)
    if waits:
        s.p2.hand("Fighting")
    return s


def paying(attacker: str, attack: str) -> list[str]:
    """Energy cards (``ENERGY_FOR``) that pay ``attacker``'s ``attack``: each typed symbol
    with its type, Colorless with the attacker's own type (Water for a Colorless
    Pokémon)."""
    c = card(attacker)
    own = ENERGY_FOR.get(c.types[0], "Water") if c.types else "Water"
    found = next((a for a in c.attacks if a.name == attack), None)
    if found is None:
        raise ValueError(f"{c.name} ({attacker}) has no attack {attack!r}")
    return [own if t == "Colorless" else ENERGY_FOR[t] for t in found.cost]


def attack_with(attacker: str, attack: str, coins: Iterable[str] = (), target: str = "base1-16",
                damage: int = 0, target_damage: int = 0, energy: list[str] | None = None,
                s: Scenario | None = None, then: Iterable[str] = ()) -> Game:
    """p1's Active ``attacker`` (with ``damage``, paying with ``energy``, or ``paying``)
    attacks p2's Active ``target`` (Zapdos unless given; with ``target_damage``) with
    ``attack``, ``coins`` scripted, in ``s`` (``water_decks()`` unless given); ``then``:
    the answers to the questions the attack asks. The game after the attack."""
    s = s or water_decks()
    s.p1.active(attacker, energy=paying(attacker, attack) if energy is None else energy,
                damage=damage)
    s.p2.active(target, damage=target_damage)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {attack}", *then)
    return g
