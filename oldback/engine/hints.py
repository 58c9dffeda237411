"""What a computer player needs to know about an effect, carried by the effect itself.

Every script and piece of the effect vocabulary (attack pieces, Trainer, Energy and Power
scripts, lasting-effect kinds) answers ``hints`` (a property of each base class in
``engine.scripts``, overridden where a piece knows more): a ``Hints`` saying, with
amounts, what it does to cards, to Pokémon in play, to Energy and to damage. The players
read these and never a card's name or a script's class, so a new card written with the
vocabulary is valued as soon as it plays. A field left at its default means "does not do
that"; a piece that says nothing (``NONE``) is an effect the players do not know.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum


class Finds(StrEnum):
    """The kind of card a search of the deck or the discard pile takes."""

    ANY = "any card"
    POKEMON = "Pokémon"
    ENERGY = "Energy"
    TRAINER = "Trainer"


class Hand(StrEnum):
    """What happens to the rest of the player's hand before the draw."""

    DISCARD = "discard"
    SHUFFLE = "shuffle"


class Whose(StrEnum):
    OWN = "own"
    OPPONENT = "opponent"


#: ``heals`` of an effect that removes every damage counter
ALL = 1000


@dataclass(frozen=True, slots=True)
class Hints:
    """What an effect does, with amounts (every field: see the module's description)."""

    # --- cards ------------------------------------------------------------------------
    #: cards drawn (the better outcome when a coin decides)
    draws: int = 0
    #: the rest of the hand goes first (discarded, or shuffled into the deck)
    hand: Hand | None = None
    #: other cards from the hand given up to play it
    price: int = 0
    #: searches the deck for this kind of card
    searches: Finds | None = None
    #: takes this kind of card from the discard pile into the hand
    retrieves: Finds | None = None
    #: how many cards a search or a retrieval takes at most
    finds: int = 0
    #: cards of the player's own deck it may use up, beyond those ``draws`` and ``finds``
    #: say: the top cards it looks at and discards (the deck-out risk it brings)
    uses_deck: int = 0
    #: puts a card of the discard pile back on top of the deck
    recycles: bool = False
    #: looks at the top of a deck and orders it
    rearranges: bool = False
    #: trades a card of the hand for one of the deck
    trades: bool = False
    #: the opponent's hand (or its Trainers) goes back into their deck
    disrupts_hand: bool = False
    #: the player's turn ends with it (no attack this turn)
    ends_turn: bool = False
    #: cards the opponent may draw (a gift to them: Sweet Kiss, Gold Scale)
    opponent_draws: int = 0
    # --- Pokémon in play ----------------------------------------------------------------
    #: brings up a Benched Pokémon of the opponent's as their Active
    gusts: bool = False
    #: switches the player's own Active Pokémon with a Benched one
    switches: bool = False
    #: damage removed (``ALL``: every counter)
    heals: int = 0
    #: on every Pokémon of the player's
    every: bool = False
    #: heals as much as the attack's damage did
    drains: bool = False
    #: ends Special Conditions (or keeps them away)
    cures: bool = False
    #: a Pokémon in play goes back into its owner's hand
    returns_to_hand: bool = False
    #: a Pokémon in play goes back into its owner's deck
    to_deck: bool = False
    #: an evolved Pokémon goes back to a lower stage
    devolves: bool = False
    #: puts a Basic Pokémon from a discard pile onto that player's Bench
    benches: Whose | None = None
    #: played onto the Bench as a Basic Pokémon
    plays_as_basic: bool = False
    #: evolves a Basic Pokémon straight into its Stage 2
    skips_stage: bool = False
    #: the user takes on the Defending Pokémon's attacks or form
    copies: bool = False
    #: may keep its holder from being Knocked Out
    survives: bool = False
    #: the Pokémon itself becomes an Energy card attached to another
    becomes_energy: bool = False
    #: changes the type, Weakness or Resistance of a Pokémon
    changes_type: bool = False
    #: looks at hidden cards (a Prize, the top of a deck, the opponent's hand)
    looks: bool = False
    #: discards cards from the top of the opponent's deck
    mills: bool = False
    #: shuffles the opponent's deck
    shuffles_deck: bool = False
    #: turns the Prize cards face up (both players then see them)
    shows_prizes: bool = False
    #: no Trainer card can be played, by either player, while it works
    blocks_trainers: bool = False
    #: every Pokémon Power in play stops working for a while
    powers_off: bool = False
    #: switches one of the player's Prize cards with the top card of the deck
    swaps_prize: bool = False
    # --- Energy -------------------------------------------------------------------------
    #: the player's own Energy cards discarded (``ALL``: every one of those Pokémon's)
    energy_price: int = 0
    #: the opponent's Energy cards discarded
    removes_energy: int = 0
    #: attaches Energy of this type from the hand (beyond the one a turn)
    attaches: str = ""
    #: moves Energy of this type between the player's Pokémon
    moves_energy: str = ""
    #: the user's Energy all provides this type
    converts: str = ""
    # --- damage -------------------------------------------------------------------------
    #: an attack piece whose whole effect is in the attack's damage (or its coin flips)
    decides_damage: bool = False
    #: damages Benched Pokémon
    bench: bool = False
    #: damage this attack does
    damage: int = 0
    #: more damage done by the holder's attacks
    boosts: int = 0
    #: less damage done to the holder (or by the attackers it names)
    reduces: int = 0
    #: all damage to the holder prevented
    prevents: bool = False
    #: moves damage counters among this player's (OWN) or the opponent's Pokémon
    moves_damage: Whose | None = None
    #: takes damage counters from the player's other Pokémon onto itself
    absorbs: bool = False
    # --- conditions and lasting effects -------------------------------------------------
    #: the Special Condition it gives
    condition: str = ""
    #: its condition or lasting effect lands on the user itself
    on_self: bool = False
    #: the lasting effect it gives (a registered kind)
    lasting: str = ""
    #: stops the opponent from doing something (attacking, retreating, evolving, powers)
    disables: bool = False
    #: only a requirement of the attack ("can't be used unless …")
    requires: bool = False
    # --- the Gym sets -------------------------------------------------------------------
    #: concerns the Pokémon with this Owner's name ("Misty": Misty's Staryu …)
    owner: str = ""
    #: lets a Pokémon evolve again this turn (or on the first turn)
    hastens: bool = False
    #: the holder's Energy can't be removed by the opponent
    guards_energy: bool = False
    #: puts a card face down into play (hidden from the opponent)
    hides: bool = False
    #: a quiz: the opponent guesses, and whoever is right draws
    quiz: bool = False
    #: the holder's own damage may be lowered by its player (Charity)
    softens: bool = False
    # --- composition --------------------------------------------------------------------
    #: works on a coin flip
    coin: bool = False
    #: what happens on heads / on tails (a flip of an attack)
    heads: tuple[Hints, ...] = ()
    tails: tuple[Hints, ...] = ()
    #: the hints of each piece of an attack, in printed order (None: not made of pieces)
    parts: tuple[Hints, ...] | None = None


NONE = Hints()
#: the names of the fields of ``Hints``
_FIELDS = tuple(f.name for f in fields(Hints))



def merge(*parts: Hints) -> Hints:
    """The hints of steps done one after another (a Trainer's): each field is the first
    step's that says something; a step on a coin counts with its better outcome (heads),
    and the whole then works on a coin."""
    out: dict[str, object] = {}
    coin = False
    for part in parts:
        if part.coin and (part.heads or part.tails):
            coin = True
            part = merge(*part.heads) if part.heads else merge(*part.tails)
        for name in _FIELDS:
            value = getattr(part, name)
            if value != getattr(NONE, name) and name not in out:
                out[name] = value
    if coin:
        out["coin"] = True
    return Hints(**out)  # type: ignore[arg-type]
