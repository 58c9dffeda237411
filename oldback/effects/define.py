"""Writing card scripts: one call per card, its id and name side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects import errata
from oldback.effects import lasting_kinds as _kinds  # noqa: F401  (registers the kinds of lasting effect)
from oldback.engine.scripts import AttackScript, CardScript, DeckLimit, PowerScript, register

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon

#: (card id, name) of every card given behaviour, for the coverage report and its test
DEFINED: list[tuple[str, str]] = []


class PokemonScript(CardScript):
    def __init__(self, attacks: dict[str, AttackScript], powers: dict[str, PowerScript],
                 base: CardScript | None = None):
        self.attacks = attacks
        self.powers = powers
        if base is not None:
            for flag in ("gives_prize", "can_retreat", "can_evolve", "can_have_conditions"):
                setattr(self, flag, getattr(base, flag))

    def provides(self, g: Game, holder: Pokemon, card: Card) -> tuple[str, ...]:
        """The card attached to ``holder`` as an Energy card (Buzzap): what a power of its
        says it provides (the power's ``as_energy``)."""
        for power in self.powers.values():
            as_energy = getattr(power, "as_energy", None)
            if as_energy is not None:
                return as_energy(g, holder, card)
        return ()


def pokemon(card_id: str, name: str, attacks: dict[str, AttackScript] | None = None,
            powers: dict[str, PowerScript] | None = None, can_evolve: bool = True,
            deck_limit: DeckLimit | None = None) -> None:
    """Give a Pokémon card its attacks' and powers' behaviour (``can_evolve`` False: no
    card may evolve it, as Ditto); an attack with an erratum (``errata.ERRATA``) follows
    its rule switch. ``deck_limit``: the card's own deck rule (``DeckLimit``: Unown's,
    a Shining Pokémon's)."""
    script = PokemonScript(errata.apply(card_id, attacks or {}), powers or {})
    if not can_evolve:
        script.can_evolve = False
    if deck_limit is not None:
        script.deck_limit = deck_limit
    register(card_id, script)
    DEFINED.append((card_id, name))


def card(card_id: str, name: str, script: CardScript,
         deck_limit: DeckLimit | None = None) -> None:
    """Give a Trainer or Special Energy card its behaviour (``deck_limit``: its own deck
    rule, as Miracle Energy's ``only_one``)."""
    if deck_limit is not None:
        script.deck_limit = deck_limit
    register(card_id, script)
    DEFINED.append((card_id, name))


def unown(card_id: str, letter: str, power: tuple[str, PowerScript]) -> None:
    """An Unown: its one Power (name, behaviour), and the deck rule printed on every Unown of
    the Neo sets (up to 4 Basic Pokémon cards with Unown in their names)."""
    pokemon(card_id, f"Unown [{letter}]", powers={f"[{power[0]}]": power[1]},
            deck_limit=DeckLimit("Unown", 4))


def only_one(name: str) -> DeckLimit:
    """The deck rule "You can't have more than 1 <name> in your deck" (Miracle Energy, every
    Shining Pokémon): at most 1 card of that very name."""
    return DeckLimit(name, 1, named=True)


def shining(card_id: str, name: str, attacks: dict[str, AttackScript]) -> None:
    """A Shining Pokémon (Neo Revelation, Neo Destiny): a Basic Pokémon with its attacks,
    and the deck rule printed on each of them, no more than 1 card of its name in a deck.
    Nothing evolves from it: an Evolution card names the Pokémon it evolves from exactly
    (``turn.evolves_onto``), and none names a Shining Pokémon."""
    pokemon(card_id, name, attacks=attacks, deck_limit=only_one(name))
