"""How card behaviour plugs into the engine: scripts keyed by card id, and their hooks.

The engine never tests a card's name. It asks the script of a card (looked up by
the card's behaviour id, so reprints share one script) at these named points:

* attack procedure: ``AttackScript.usable`` (announce), ``pay`` (mandatory costs),
  ``base`` (damage step 1), ``effect`` (after damage, in printed order);
* damage steps: ``outgoing`` (step 2, attacker's powers), ``attacker_card``
  (step 5, Trainers and Special Energy on the attacker), ``receiver_card`` (step 6),
  ``incoming`` (step 7, receiver's powers), ``prevents`` (step 8);
* ``retreat_cost`` (powers that change any Active Pokémon's Retreat Cost),
  ``shuts_off_others`` (Toxic Gas), ``checkup`` (between turns),
  ``between_turns`` / ``use_between_turns`` (Tools used when their owner picks during
  Pokémon Checkup), ``start_of_turn``,
  ``end_of_turn`` (attached cards such as PlusPower and Defender),
  ``provides`` (Energy), ``on_knocked_out``;
* what a Pokémon is: ``form`` (Transform), ``LastingKind.types`` / ``weakness`` /
  ``resistance`` (Shift, Conversion), ``energy_types``;
* ``blocks_evolution``, ``after_damage`` (Strikes Back), ``prevents_effects``,
  ``prevents_condition``, ``reveals_hand``.

Lasting effects of attacks are data (``state.Lasting``) whose behaviour is a
``LastingKind`` registered by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import Card
from oldback.engine.hints import NONE, Hints

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Lasting, Pokemon, Side


class AttackScript:
    """The behaviour of one attack. Subclasses (the effect vocabulary) override."""

    text = ""

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this effect (``engine.hints``)."""
        return NONE

    #: whether ``usable`` may say no; when not, the engine takes the attack as usable
    #: without building an attack context to ask with
    checks_usable = True

    def usable(self, ctx) -> bool:
        """Whether the attack's "in order to use" requirements can be met now."""
        return True

    def pay(self, ctx) -> None:
        """Pay the attack's mandatory costs (discards "in order to use this attack")."""

    def base(self, ctx) -> None:
        """Step 1: coin flips and choices that decide the damage and its targets."""

    def effect(self, ctx) -> None:
        """The attack's other effects, after its damage, in printed order."""


class PowerScript:
    """The behaviour of one Pokémon Power."""

    text = ""

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this effect (``engine.hints``)."""
        return NONE

    #: shut off while the Pokémon is Asleep, Confused or Paralyzed (most powers of the era)
    blocked_by_conditions = True
    #: used by the player with the ``power`` key (otherwise it works by itself)
    activated = False
    #: shuts off every other Pokémon Power in play while it works (Toxic Gas)
    shuts_off_others = False

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return False

    def use(self, g: Game, mon: Pokemon) -> None:
        """Use an activated power."""

    def outgoing(self, g: Game, mon: Pokemon, attacker: Pokemon, target: Pokemon,
                 dmg: int, attack: str) -> int:
        """Step 2: change damage that ``attacker`` does with ``attack`` (``mon`` holds
        this power; ``attack`` is "" for Confusion damage)."""
        return dmg

    def incoming(self, g: Game, mon: Pokemon, attacker: Pokemon, target: Pokemon,
                 dmg: int) -> int:
        """Step 7: change damage done to ``target`` (``mon`` holds this power)."""
        return dmg

    def prevents(self, g: Game, mon: Pokemon, attacker: Pokemon, target: Pokemon,
                 dmg: int) -> bool:
        """Step 8: whether damage ``dmg`` done to ``target`` is prevented."""
        return False

    def retreat_cost(self, g: Game, mon: Pokemon, active: Pokemon, cost: int) -> int:
        """Change the Retreat Cost of ``active`` (``mon`` holds this power)."""
        return cost

    #: the power may make its Pokémon another card (``form``): checked whenever the
    #: engine refreshes what in-play Pokémon are (``powers.refresh_forms``)
    changes_form = False

    def form(self, g: Game, mon: Pokemon) -> Card | None:
        """The card whose facts ``mon`` has now (Ditto's Transform), or None."""
        return None

    def energy_types(self, g: Game, mon: Pokemon, card: Card,
                     types: tuple[str, ...]) -> tuple[str, ...]:
        """Change what an Energy card attached to ``mon`` itself provides."""
        return types

    def blocks_evolution(self, g: Game, mon: Pokemon, target: Pokemon) -> bool:
        """Whether no Evolution card may be played on ``target`` (Prehistoric Power)."""
        return False

    def after_damage(self, g: Game, mon: Pokemon, attacker: Pokemon | None,
                     target: Pokemon, dmg: int) -> None:
        """After damage step 10: ``target`` took ``dmg`` from ``attacker``'s attack."""

    def prevents_effects(self, g: Game, mon: Pokemon, attacker: Pokemon) -> bool:
        """Whether the effects of ``attacker``'s attack on ``mon`` (the holder) are
        prevented (Transparency, Neutral Shield)."""
        return False

    def prevents_condition(self, g: Game, mon: Pokemon, target: Pokemon,
                           condition: str) -> bool:
        """Whether ``target`` can't get ``condition`` (Thick Skinned)."""
        return False

    def reveals_hand(self, g: Game, mon: Pokemon) -> bool:
        """Whether the holder's owner may see the opponent's hand (Clairvoyance)."""
        return False



class CardScript:
    """The behaviour of a card. ``attacks`` and ``powers`` map names to scripts."""

    attacks: dict[str, AttackScript] = {}
    powers: dict[str, PowerScript] = {}
    text = ""
    #: Clefairy Doll and Mysterious Fossil: played onto the Bench as a Basic Pokémon
    plays_as_basic = False
    #: a Knock Out of this card gives the opponent a Prize
    gives_prize = True
    can_retreat = True
    can_evolve = True
    can_have_conditions = True
    #: Trainer kinds that stay attached to a Pokémon (PlusPower, Defender, Tools)
    attaches = False
    #: a Trainer whose play never asks a question nor flips a coin, and changes nothing
    #: that could Knock Out a Pokémon: the engine keeps no snapshot to re-run it from
    quiet = False

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this effect (``engine.hints``)."""
        return NONE

    # --- Trainers ---------------------------------------------------------------
    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return True

    def play(self, g: Game, side: Side, card: Card) -> None:
        """Do what the Trainer says. The engine discards it afterwards unless it
        attached itself or stayed in play."""

    # --- Energy -----------------------------------------------------------------
    def provides(self, g: Game, holder: Pokemon, card: Card) -> tuple[str, ...]:
        return ()

    # --- cards attached to a Pokémon, Energy included -------------------------
    def attacker_card(self, g: Game, holder: Pokemon, target: Pokemon, dmg: int) -> int:
        """Step 5: change damage that ``holder`` does to ``target``."""
        return dmg

    def receiver_card(self, g: Game, holder: Pokemon, attacker: Pokemon, dmg: int) -> int:
        """Step 6: change damage done to ``holder``."""
        return dmg

    def end_of_turn(self, g: Game, holder: Pokemon, card: Card) -> bool:
        """At the end of each turn; True discards this attached card."""
        return False

    def checkup(self, g: Game, holder: Pokemon, card: Card) -> None:
        """During Pokémon Checkup (step 5: Darkness Energy). A script that acts here sets
        ``acts_at_checkup``."""

    #: ``checkup`` does something (the engine skips the snapshot of an end of turn
    #: where nothing may act: ``turn.end_asks_nothing``)
    acts_at_checkup = False

    def between_turns(self, g: Game, holder: Pokemon, card: Card) -> bool:
        """Whether this attached card may act now, at a moment of Pokémon Checkup its
        owner picks (Gold Berry); ``use_between_turns`` then does it."""
        return False

    def use_between_turns(self, g: Game, holder: Pokemon, card: Card) -> None:
        """Do what ``between_turns`` allows."""

    def start_of_turn(self, g: Game, holder: Pokemon, card: Card) -> None:
        """At the start of each turn, before the draw (Gold Berry)."""

    def on_hp_zero(self, g: Game, holder: Pokemon, card: Card, attack_by: str | None) -> bool:
        """Knock Out step 1: the holder's HP reached 0; True saves it (Focus Band)."""
        return False

    def on_knocked_out(self, g: Game, holder: Pokemon, card: Card) -> None:
        """Knock Out step 2: when the Pokémon this card belongs to is Knocked Out."""

    # --- Stadiums ---------------------------------------------------------------
    def stadium_attacker(self, g: Game, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        """Step 5, for a Stadium in play."""
        return dmg


class LastingKind:
    """The behaviour of a kind of lasting effect or marker (the effect itself is data).

    Markers (Char, Food, Bone, Color…) are kinds that survive the Bench
    (``clears_on_leave = False``); evolution and devolution end every kind.
    """

    #: removed when the Pokémon leaves the Active Spot (evolution always removes it)
    clears_on_leave = True
    text = ""

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this effect (``engine.hints``)."""
        return NONE

    def outgoing(self, g: Game, eff: Lasting, attacker: Pokemon, target: Pokemon,
                 dmg: int, attack: str) -> int:
        """Step 2: on the attacking Pokémon, which uses ``attack`` ("" for Confusion)."""
        return dmg

    def incoming(self, g: Game, eff: Lasting, attacker: Pokemon, target: Pokemon,
                 dmg: int) -> int:
        """Step 7: on the Pokémon receiving the damage."""
        return dmg

    def prevents(self, g: Game, eff: Lasting, attacker: Pokemon, target: Pokemon,
                 dmg: int) -> bool:
        """Step 8."""
        return False

    def prevents_effects(self, g: Game, eff: Lasting, attacker: Pokemon) -> bool:
        """Whether other effects of ``attacker``'s attacks on the holder are prevented."""
        return False

    def blocks_attack(self, g: Game, eff: Lasting, attack_name: str) -> bool:
        """Attack step 1: the holder definitely can't announce this attack."""
        return False

    def attack_check(self, g: Game, eff: Lasting) -> bool:
        """Attack step 3: True when a coin must be flipped (tails: the attack fails)."""
        return False

    def blocks_retreat(self, g: Game, eff: Lasting) -> bool:
        return False

    def blocks_trainers(self, g: Game, eff: Lasting, card: Card) -> bool:
        """On a player's Side: that player can't play the Trainer ``card`` (Headache)."""
        return False

    #: kept when the Pokémon evolves or devolves (which ends every other kind)
    survives_evolution = False

    def types(self, eff: Lasting, types: tuple[str, ...]) -> tuple[str, ...]:
        """Change the holder's type (Shift)."""
        return types

    def weakness(self, eff: Lasting, weakness: str | None) -> str | None:
        """Change the holder's Weakness (Conversion 1)."""
        return weakness

    def resistance(self, eff: Lasting, resistance: str | None) -> str | None:
        """Change the holder's Resistance (Conversion 2)."""
        return resistance

    def on_knocked_out(self, g: Game, eff: Lasting, holder: Pokemon,
                       attack_by: str | None) -> None:
        """Knock Out step 2: the holder is Knocked Out (Destiny Bond)."""

    def checkup(self, g: Game, eff: Lasting, holder: Pokemon) -> None:
        """Pokémon Checkup step 4 (markers and counters). A kind that acts here sets
        ``acts_at_checkup``."""

    #: ``checkup`` does something (see ``CardScript.acts_at_checkup``)
    acts_at_checkup = False

    def energy_types(self, g: Game, eff: Lasting, holder: Pokemon, card: Card,
                     types: tuple[str, ...]) -> tuple[str, ...]:
        """Change what an Energy card attached to the holder provides (Energy Burn)."""
        return types


BASIC = CardScript()
SCRIPTS: dict[str, CardScript] = {}
LASTING: dict[str, LastingKind] = {}


#: behaviour ids of the cards with a power that may make them another card (Transform)
FORM_CHANGERS: set[str] = set()
#: the powers of each card that has Pokémon Powers, by behaviour id (the engine looks for
#: the Pokémon with powers in play at almost every decision)
POWERS: dict[str, dict[str, PowerScript]] = {}


def register(card_id: str, script: CardScript) -> None:
    if card_id in SCRIPTS:
        raise ValueError(f"card {card_id} already has a script")
    SCRIPTS[card_id] = script
    if script.powers:
        POWERS[card_id] = script.powers
    if any(p.changes_form for p in script.powers.values()):
        FORM_CHANGERS.add(card_id)


def register_lasting(kind: str, behaviour: LastingKind) -> None:
    LASTING[kind] = behaviour


def script_of(card: Card) -> CardScript:
    """The card's script; cards with nothing to say (vanilla Pokémon, basic Energy) share one."""
    return SCRIPTS.get(card.behaviour_id, BASIC)


def missing_behaviour(card: Card) -> list[str]:
    """What of this card has no behaviour yet (empty when the card is fully implemented)."""
    script = SCRIPTS.get(card.reprint_of or card.id)
    if card.supertype == "Pokémon":
        attacks = script.attacks if script else {}
        powers = script.powers if script else {}
        missing = [f"attack {a.name}" for a in card.attacks if a.has_text and a.name not in attacks]
        missing += [f"power {p.name}" for p in card.powers if p.name not in powers]
        return missing
    if card.supertype == "Energy" and card.kind == "Basic":
        return []
    return [] if script is not None else [f"{card.supertype.lower()} effect"]
