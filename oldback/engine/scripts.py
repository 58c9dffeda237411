"""The effect protocol: how card behaviour plugs into the engine.

Every effect holder in play — a working Pokémon Power, a card attached to a Pokémon
(PlusPower, Defender, a Pokémon Tool), a Special Energy card, a lasting effect or
marker of an attack, a player's side-wide effect, the Stadium in play — is an
``Effect`` and answers the same typed hooks. Each hook receives the ``Source`` it is
asked through: the effect, the Pokémon holding it, the card it comes from, the data of
a lasting effect and the player it belongs to. The procedures of the engine ask every
source in play through one place, ``oldback.engine.hooks``, in one documented order.

The hooks, by kind (the full signatures are the methods of ``Effect`` below):

* damage, by step of the Damage Calculation Procedures: ``outgoing`` (step 2),
  ``ignores_weakness`` (step 3), ``resistance_amount`` (step 4), ``attacker_damage``
  (step 5), ``receiver_damage`` (step 6), ``incoming`` (step 7), ``prevents`` (step 8),
  ``redirects`` (step 10, damage moved to another Pokémon), ``after_damage`` (after step
  10);
* what a Pokémon is: ``hp``, ``types``, ``weakness``, ``resistance`` (each on its own),
  ``retreat_cost``, ``energy_types``, ``attack_list`` (the attacks it may use: attack
  copying), ``form`` (Transform); a player's ``bench_size``;
* what may happen: ``blocks_attack``, ``stops_attack`` and ``attack_check`` (attack step 3),
  ``blocks_retreat``, ``blocks_switch`` (an effect's switch of the Active does nothing:
  Jaw Clamp), ``returns_discarded_energy`` (an Energy card an effect discards goes to the
  hand: Ecogym), ``keeps_in_discard`` (a card an effect would take from a discard pile
  stays there: Pokémon Tower),
  ``blocks_evolution``, ``blocks_trainer`` (Trainer lock), ``intercepts_trainer`` (a
  Trainer played is taken over), ``prevents_effects``, ``prevents_condition``,
  ``shuts_off_powers`` (Toxic Gas, or any effect that turns Powers off),
  ``shuts_off_energy`` (a Special Energy card's effects stop: Miraculous Wind), ``reveals_hand``,
  ``prizes_face_up``, ``reflip`` (a coin flipped again), ``reflips_attack`` (an attack's
  coins all flipped again), ``trainer_price`` (cards a Trainer
  costs from the hand), ``protects_energy`` (Energy the opponent can't remove),
  ``hastens_evolution`` (a Pokémon may evolve although it came into play or evolved this
  turn, or on the first turn), ``shuns_trainers`` (a Pokémon Trainer cards can't
  affect), ``shields_discard`` (the discard piles out of reach of attacks and Pokémon
  Powers);
* triggers: ``on_attack`` (an attack is about to do its damage and effects),
  ``turn_over`` (a face-down card turned over by its owner),
  ``on_played`` (a Trainer), ``on_benched``, ``on_attached``, ``on_evolved``,
  ``on_retreat`` (an Active Pokémon tries to retreat), ``on_retreated``,
  ``on_switched_in``, ``on_moved_to_bench`` (the Active to the Bench), ``on_hp_zero``,
  ``on_knocked_out`` (asked of the Knocked Out Pokémon's own sources and of every source
  in play), ``after_knocked_out``
  (the Knocked Out Pokémon's cards discarded), ``watch`` (a condition of the board,
  looked at after every change of damage), ``start_of_turn``,
  ``end_of_turn``, ``checkup`` (Pokémon Checkup), ``between_turns`` / ``use_between_turns``
  (Tools used when their owner picks during Checkup);
* actions a player takes: ``can_use`` / ``use`` (an activated Pokémon Power, or the
  Stadium's once-a-turn action, key ``stadium``).

A Trainer or a Power ends its player's turn with ``turn.end_turn(g)``.

``Effect.hooks`` lists the hooks a class answers (those it overrides), so the engine
asks only the sources that say something: an unanswered hook costs nothing.

Card scripts (``CardScript``) are keyed by card behaviour id, so reprints share one;
a card's Pokémon Powers are ``PowerScript``s; the behaviour of a kind of lasting effect
(the effect itself is data, ``state.Lasting``) is a ``LastingKind`` registered by name.
Attacks are ``AttackScript``s, asked by the attack procedure: ``usable`` (announce),
``pay`` (mandatory costs), ``base`` (damage step 1), ``effect`` (after damage).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from oldback.card import Attack, Card
from oldback.compiled import PythonClass, mypyc_attr
from oldback.engine.hints import NONE, Hints

if TYPE_CHECKING:
    from oldback.engine.attack import AttackContext
    from oldback.engine.game import Game
    from oldback.engine.state import Lasting, Pokemon, Side


#: not a method: the mark of a Power whose ``energy_types`` also changes other Pokémon's
#: Energy (``PowerScript.energy_of_others``), so that ``energy.units`` looks at the Powers
#: in play only in a game where one is
ENERGY_OF_OTHERS = "energy_types:others"


class Effect(metaclass=PythonClass):
    """The one protocol every effect holder answers. Each hook's default changes nothing."""

    #: the hooks this class answers (filled in for every subclass)
    hooks: ClassVar[frozenset[str]] = frozenset()
    text = ""

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this effect (``engine.hints``)."""
        return NONE

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.hooks = frozenset(name for name in HOOKS
                              if getattr(cls, name) is not getattr(Effect, name))
        if getattr(cls, "energy_of_others", False) and "energy_types" in cls.hooks:
            # a game's power hooks say whether some Power changes other Pokémon's Energy
            cls.hooks = cls.hooks | {ENERGY_OF_OTHERS}

    # --- damage, step by step --------------------------------------------------------
    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
        """Step 2: damage ``attacker`` does with ``attack`` ("" for Confusion damage)."""
        return dmg

    def ignores_weakness(self, g: Game, src: Source, attacker: Pokemon,
                         target: Pokemon) -> bool:
        """Step 3: Weakness is not applied to ``attacker``'s damage to ``target``."""
        return False

    def resistance_amount(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                          amount: int) -> int:
        """Step 4: how much ``target``'s Resistance takes off ``attacker``'s damage (30)."""
        return amount

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        """Step 5: Trainer cards, Special Energy and Stadiums on the attacker's damage."""
        return dmg

    def receiver_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        """Step 6: Trainer cards and Special Energy on the damage ``target`` receives."""
        return dmg

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                 dmg: int) -> int:
        """Step 7: lasting effects and Pokémon Powers on the damage ``target`` receives."""
        return dmg

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                 dmg: int) -> bool:
        """Step 8: whether damage ``dmg`` done to ``target`` is prevented."""
        return False

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        """After step 10: ``target`` took ``dmg`` from ``attacker``'s attack, or (``attacker``
        None) from something that is no attack: a Pokémon Power, an Energy card. A source
        whose card text names an attack ("if an attack damages") answers only to one."""

    def redirects(self, g: Game, src: Source, attacker: Pokemon | None,
                  amounts: list[tuple[Pokemon, int]]) -> list[tuple[Pokemon, int]]:
        """Step 10, before the damage is put: the (Pokémon, damage) pairs about to be dealt,
        with some of the damage moved to another Pokémon (Bench Guard). Asked for damage of
        every source: ``attacker`` is the attacking Pokémon, None for damage that is no
        attack's (a Power's, an Energy card's); a card whose text names an attack looks."""
        return amounts

    # --- what a Pokémon is (pure: a Pokémon's own sources apply in a copy too) -----------
    def hp(self, src: Source, mon: Pokemon, hp: int) -> int:
        """The Pokémon's HP."""
        return hp

    def types(self, src: Source, mon: Pokemon, types: tuple[str, ...]) -> tuple[str, ...]:
        """The Pokémon's types (Shift)."""
        return types

    def weakness(self, src: Source, mon: Pokemon, weakness: str | None) -> str | None:
        """The Pokémon's Weakness (Conversion 1)."""
        return weakness

    def resistance(self, src: Source, mon: Pokemon, resistance: str | None) -> str | None:
        """The Pokémon's Resistance (Conversion 2)."""
        return resistance

    def retreat_cost(self, g: Game, src: Source, mon: Pokemon, cost: int) -> int:
        """The Retreat Cost of the Active Pokémon ``mon`` (Retreat Aid)."""
        return cost

    def bench_size(self, g: Game, src: Source, side: Side, size: int) -> int:
        """How many Pokémon ``side`` may have on its Bench."""
        return size

    def energy_types(self, g: Game, src: Source, mon: Pokemon, card: Card,
                     types: tuple[str, ...]) -> tuple[str, ...]:
        """What the Energy ``card`` attached to ``mon`` provides (Energy Burn)."""
        return types

    def attack_list(self, g: Game, src: Source, mon: Pokemon,
                    attacks: tuple[Attack, ...]) -> tuple[Attack, ...]:
        """The attacks ``mon`` may use (attack copying)."""
        return attacks

    def form(self, g: Game, src: Source, mon: Pokemon) -> Card | None:
        """The card whose facts ``mon`` (the holder) has now (Transform), or None."""
        return None

    # --- what may happen -----------------------------------------------------------
    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack: str) -> bool:
        """Attack step 1: ``mon`` definitely can't announce ``attack``."""
        return False

    def stops_attack(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """Attack step 3: ``mon`` attacks; True when this source makes the attack do
        nothing (it has then done what it does instead: Rebellion)."""
        return False

    def attack_check(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """Attack step 3: a coin must be flipped (tails: the attack does nothing)."""
        return False

    def blocks_retreat(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return False

    def returns_discarded_energy(self, g: Game, src: Source, mon: Pokemon,
                                 card: Card) -> bool:
        """An effect is discarding the Energy ``card`` from ``mon``: True sends it to its
        owner's hand instead (Ecogym)."""
        return False

    def keeps_in_discard(self, g: Game, src: Source, owner: str, card: Card, to: str) -> bool:
        """An effect would move ``card`` from ``owner``'s discard pile to ``to`` ("hand"):
        True keeps it in the discard pile instead (Pokémon Tower)."""
        return False

    def blocks_switch(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """An effect that would switch the Active Pokémon ``mon`` with a Benched one does
        nothing (Jaw Clamp)."""
        return False

    def blocks_evolution(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """No Evolution card may be played on ``mon`` (Prehistoric Power)."""
        return False

    def blocks_attach(self, g: Game, src: Source, mon: Pokemon, card: Card) -> bool:
        """The Energy ``card`` can't be attached to ``mon`` from its owner's hand (Crystal
        Beam)."""
        return False

    def blocks_trainer(self, g: Game, src: Source, player: str, card: Card) -> bool:
        """``player`` can't play the Trainer ``card`` (Headache)."""
        return False

    def intercepts_trainer(self, g: Game, src: Source, player: str, card: Card) -> bool:
        """``player`` plays the Trainer ``card``: True when this source takes it over (it
        then does what it says instead, and the card's own effect does not happen)."""
        return False

    def reflips_attack(self, g: Game, src: Source, attacker: Pokemon) -> bool:
        """``attacker``'s attack flipped coins: True undoes its damage and effects and does
        them again, every coin flipped anew (once an attack: Sabrina's ESP)."""
        return False

    def trainer_price(self, g: Game, src: Source, player: str, card: Card) -> int:
        """How many other cards ``player`` must discard from the hand to play the Trainer
        ``card`` (No Removal Gym); the engine asks for them before the card acts."""
        return 0

    def protects_energy(self, g: Game, src: Source, mon: Pokemon, player: str) -> bool:
        """The Energy cards attached to ``mon`` can't be removed by ``player``'s attacks or
        Trainer cards (Brock's Protection)."""
        return False

    def shields_discard(self, g: Game, src: Source) -> bool:
        """The cards in every player's discard pile are not affected by attacks or Pokémon
        Powers (Allergic Pollen): ``hooks.discard_shielded``."""
        return False

    def shuns_trainers(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """``mon`` isn't affected by the effects of Trainer cards other than Stadiums: a
        Trainer's step can't select it (Legendary Body)."""
        return False

    def hastens_evolution(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """``mon`` may evolve although it came into play or evolved this turn, or on the
        first turns of the game (Giovanni)."""
        return False

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon,
                         target: Pokemon) -> bool:
        """The effects of ``attacker``'s attack on ``target`` are prevented (Barrier)."""
        return False

    def prevents_condition(self, g: Game, src: Source, target: Pokemon,
                           condition: str) -> bool:
        """``target`` can't get ``condition`` (Thick Skinned)."""
        return False

    def shuts_off_powers(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """``mon``'s Pokémon Powers don't work (Toxic Gas shuts off every other one)."""
        return False

    def shuts_off_energy(self, g: Game, src: Source, mon: Pokemon, card: Card) -> bool:
        """The Special Energy ``card`` attached to ``mon`` only provides its Energy: its other
        effects stop working (Miraculous Wind; ``hooks.energy_off``)."""
        return False

    def reveals_hand(self, g: Game, src: Source, player: str) -> bool:
        """``player`` may see the opponent's hand (Clairvoyance)."""
        return False

    def prizes_face_up(self, g: Game, src: Source, player: str) -> bool:
        """``player``'s Prize cards are face up (both players see them)."""
        return False

    def reflip(self, g: Game, src: Source, reason: str, heads: bool) -> bool:
        """A coin (flipped for ``reason``) came up ``heads``: True flips it again, and the
        new result stands."""
        return False

    # --- triggers ------------------------------------------------------------------
    def on_attack(self, g: Game, src: Source, attacker: Pokemon) -> None:
        """``attacker``'s attack has passed its checks (attack steps 1–4) and is about to
        do its damage and effects (``g.attack_ctx``); the Defending Pokémon may still
        change (Koga's Ninja Trick)."""

    def turn_over(self, g: Game, src: Source, mon: Pokemon) -> None:
        """``mon``'s owner turns its face-down card over (key ``reveal <slot>``)."""

    def on_played(self, g: Game, src: Source, player: str, card: Card) -> None:
        """``player`` has played the Trainer ``card``."""

    def on_benched(self, g: Game, src: Source, mon: Pokemon) -> None:
        """``mon`` was put onto its owner's Bench from the hand."""

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        """The Energy ``card`` was attached to ``mon`` (``from_hand``: from its owner's hand;
        else from the deck or the discard pile), by any effect or the turn's attachment."""

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        """``mon`` evolved; ``from_hand``: by a card played from the hand (not one put on it
        from the deck by an effect)."""

    def on_retreat(self, g: Game, src: Source, mon: Pokemon) -> None:
        """``mon`` tries to retreat (Retreat step 1, declared; its Energy not yet paid)."""

    def on_retreated(self, g: Game, src: Source, mon: Pokemon) -> None:
        """``mon`` retreated to the Bench."""

    def on_switched_in(self, g: Game, src: Source, mon: Pokemon) -> None:
        """``mon`` became the Active Pokémon from the Bench."""

    def on_moved_to_bench(self, g: Game, src: Source, mon: Pokemon, new: Pokemon) -> None:
        """``mon``, the Active Pokémon, went to the Bench (a retreat or a switch) and ``new``
        took its place (Magma Pool)."""

    def on_hp_zero(self, g: Game, src: Source, mon: Pokemon, attack_by: str | None) -> bool:
        """Knock Out step 1: ``mon``'s HP reached 0; True saves it (Focus Band)."""
        return False

    def on_knocked_out(self, g: Game, src: Source, mon: Pokemon,
                       attack_by: str | None) -> None:
        """Knock Out step 2: ``mon`` is Knocked Out (Destiny Bond)."""

    def after_knocked_out(self, g: Game, src: Source, mon: Pokemon,
                          attack_by: str | None) -> None:
        """After Knock Out step 3 (``mon``'s cards are in its owner's discard pile), once the
        Knock Out is complete and the game goes on. Asked of the sources that answered it
        while ``mon`` was still in play (Rebirth)."""

    def watch(self, g: Game, src: Source) -> None:
        """A condition of the board this source watches ("if … ever": Scram) is looked at:
        asked after every change of damage, whatever made it (``hooks.watch``)."""

    def start_of_turn(self, g: Game, src: Source) -> None:
        """At the start of each turn, before the draw (Gold Berry)."""

    def end_of_turn(self, g: Game, src: Source) -> bool:
        """At the end of each turn; True discards the card (PlusPower, Defender)."""
        return False

    def checkup(self, g: Game, src: Source, mon: Pokemon) -> None:
        """During Pokémon Checkup: markers at step 4, Special Energy at step 5."""

    def between_turns(self, g: Game, src: Source, mon: Pokemon) -> bool:
        """The card may act now, at a moment of Pokémon Checkup its owner picks."""
        return False

    def use_between_turns(self, g: Game, src: Source, mon: Pokemon) -> None:
        """Do what ``between_turns`` allows."""


#: every hook of the protocol
HOOKS: tuple[str, ...] = tuple(
    name for name, value in vars(Effect).items()
    if callable(value) and not name.startswith("_"))


# (after ``Effect``: a compiled module makes the named tuple's field types as it defines it)
class Source(NamedTuple):
    """One effect holder in play, as a hook sees it.

    ``holder``: the Pokémon it is on (a power's Pokémon, the Pokémon a card is attached
    to, the Pokémon a lasting effect is on), None for the Stadium and side-wide effects;
    ``card``: the card it comes from (the attached card, the Stadium, the power holder's
    top card), None for a lasting effect; ``lasting``: the lasting effect's data;
    ``owner``: the player it belongs to.
    """

    effect: Effect
    holder: Pokemon | None
    card: Card | None
    lasting: Lasting | None
    owner: str

    @property
    def eff(self) -> Lasting:
        """The data of the lasting effect this source is."""
        assert self.lasting is not None, "not a lasting effect"
        return self.lasting

    @property
    def source_card(self) -> Card:
        """The card this source comes from (not a lasting effect)."""
        assert self.card is not None, "a lasting effect has no card"
        return self.card

    @property
    def mon(self) -> Pokemon:
        """The Pokémon this source is on."""
        assert self.holder is not None, "not held by a Pokémon"
        return self.holder


#: ``Source`` made from a tuple of its five fields with no Python call (the named tuple's
#: own constructor is a Python function): sources are made at nearly every step
new_source: Callable[[tuple[Any, ...]], Source] = partial(tuple.__new__, Source)


class AttackScript(metaclass=PythonClass):
    """The behaviour of one attack. Subclasses (the effect vocabulary) override."""

    text = ""

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this attack (``engine.hints``)."""
        return NONE

    #: whether ``usable`` may say no; when not, the engine takes the attack as usable
    #: without building an attack context to ask with
    checks_usable = True
    #: reads the engine's record of what the last attack did to its Pokémon (Mirror Move):
    #: a game whose cards have no such attack keeps no record (``attack.remember``)
    reads_attack_record = False

    def usable(self, ctx: AttackContext) -> bool:
        """Whether the attack's "in order to use" requirements can be met now."""
        return True

    def pay(self, ctx: AttackContext) -> None:
        """Pay the attack's mandatory costs (discards "in order to use this attack")."""

    def base(self, ctx: AttackContext) -> None:
        """Step 1: coin flips and choices that decide the damage and its targets."""

    def effect(self, ctx: AttackContext) -> None:
        """The attack's other effects, after its damage, in printed order."""


@mypyc_attr(native_class=False)
class PowerScript(Effect):
    """The behaviour of one Pokémon Power; its source's holder is the Pokémon with it."""

    #: shut off while the Pokémon is Asleep, Confused or Paralyzed (most powers of the era)
    blocked_by_conditions = True
    #: used by the player with the ``power`` key (otherwise it works by itself)
    activated = False
    #: the power may make its Pokémon another card (``form``): checked whenever the
    #: engine refreshes what in-play Pokémon are (``powers.refresh_forms``)
    changes_form = False
    #: its ``form`` is None while its Pokémon is on the Bench (Transform works only on the
    #: Active Pokémon): the engine then never asks it there
    form_needs_active = False
    #: its ``energy_types`` is asked for the Energy of other Pokémon too (Wild Growth);
    #: otherwise only for its own Pokémon's (Transform)
    energy_of_others = False
    #: reads the record of the last attack done to its Pokémon ([Perform]: ``attack.remember``
    #: keeps it only in a game where a card reads it)
    reads_attack_record = False

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return False

    def use(self, g: Game, mon: Pokemon) -> None:
        """Use an activated power."""


class DeckLimit(NamedTuple):
    """A deck rule printed on a card: a deck holding the card may hold at most ``most`` of
    the cards the rule counts. ``named`` False: the Basic Pokémon cards with ``word`` in
    their names, all of them together (Unown: "up to 4 Basic Pokémon cards in your deck with
    Unown in their names"); ``named``: the cards named exactly ``word`` ("You can't have more
    than 1 Shining Celebi in your deck", Miracle Energy)."""

    word: str
    most: int
    named: bool = False


@mypyc_attr(native_class=False)
class CardScript(Effect):
    """The behaviour of a card: a Pokémon's attacks and powers, a Trainer, an Energy."""

    attacks: dict[str, AttackScript] = {}
    powers: dict[str, PowerScript] = {}
    #: Clefairy Doll and Mysterious Fossil: played onto the Bench as a Basic Pokémon
    plays_as_basic = False
    #: a Knock Out of this card gives the opponent a Prize
    gives_prize = True
    #: a deck rule printed on the card (``DeckLimit``): Unown's, a Shining Pokémon's
    deck_limit: DeckLimit | None = None
    #: put into its owner's discard pile from play, it goes to their hand instead (Recycle
    #: Energy: ``to_discard_from_play``)
    back_to_hand = False
    can_retreat = True
    can_evolve = True
    can_have_conditions = True
    #: Trainer kinds that stay attached to a Pokémon (PlusPower, Defender, Tools)
    attaches = False
    #: a Stadium: in play beside the Pokémon, never attached to one
    is_stadium = False
    #: a Trainer whose play never asks a question nor flips a coin, and changes nothing
    #: that could Knock Out a Pokémon: the engine keeps no snapshot to re-run it from
    quiet = False

    # --- Trainers ---------------------------------------------------------------
    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return True

    def play(self, g: Game, side: Side, card: Card) -> None:
        """Do what the Trainer says. The engine discards it afterwards unless it
        attached itself or stayed in play."""

    # --- Energy -----------------------------------------------------------------
    def provides(self, g: Game, holder: Pokemon, card: Card) -> tuple[str, ...]:
        return ()

    def attaches_to(self, g: Game, mon: Pokemon) -> bool:
        """Whether this Special Energy card may be attached to ``mon`` at all, by the card's
        own words (Miracle Energy: only to a Shining or Light Pokémon)."""
        return True

    # --- a Stadium's once-a-turn action (key ``stadium``) ------------------------
    def can_use(self, g: Game, player: str) -> bool:
        """Whether ``player`` may use the Stadium in play's action now."""
        return False

    def use(self, g: Game, player: str) -> None:
        """``player`` uses the Stadium in play's action."""


@mypyc_attr(native_class=False)
class LastingKind(Effect):
    """The behaviour of a kind of lasting effect or marker (the effect itself is data).

    Markers (Char, Food, Bone, Color…) are kinds that survive the Bench
    (``clears_on_leave = False``); evolution and devolution end every kind.
    """

    #: removed when the Pokémon leaves the Active Spot (evolution always removes it)
    clears_on_leave = True
    #: kept when the Pokémon evolves or devolves (which ends every other kind)
    survives_evolution = False
    #: the Pokémon's cards are face down: its opponent's view shows none of them
    hides_card = False
    #: on a side, it concerns only the Pokémon in play as it begins, each as the card it is
    #: then (Goop Gas Attack, Dark Wave): its ``data`` records them (``powers.in_play_record``),
    #: and a Pokémon put into play or evolved afterwards is not concerned (``was_in_play``)
    records_in_play = False
    #: the card's words for an effect of this kind lasting to the end of its giver's next
    #: turn: "During your next turn" where it matters then only (Focus Energy), "Until the
    #: end of your next turn" where it matters in the opponent's turn between (Screech)
    next_own_turn = "During your next turn"


BASIC = CardScript()
SCRIPTS: dict[str, CardScript] = {}
LASTING: dict[str, LastingKind] = {}


#: the powers that may make a card another card (Transform), by the card's behaviour id:
#: its keys are the cards with such a power
FORM_POWERS: dict[str, tuple[PowerScript, ...]] = {}
#: those cards whose power may make them another card on the Bench too
BENCH_FORM_CHANGERS: set[str] = set()
#: the powers of each card that has Pokémon Powers, by behaviour id (the engine looks for
#: the Pokémon with powers in play at almost every decision)
POWERS: dict[str, dict[str, PowerScript]] = {}
#: behaviour ids of the cards that offer an action of their own while in play: discarded
#: from play (Clefairy Doll), or a Pokémon Power used with the ``power`` key
IN_PLAY_ACTIONS: set[str] = set()
#: behaviour ids of the cards with an attack that reads the record of the last attack
#: done to its Pokémon (``AttackScript.reads_attack_record``)
ATTACK_RECORD_READERS: set[str] = set()
#: the hooks some registered card, power or lasting kind answers: the engine fires a
#: trigger no effect answers at no cost
ANSWERED: set[str] = set()
#: the hooks some registered card script or lasting kind answers (the sources a Pokémon
#: may hold, the Stadium, side-wide effects: everything but Pokémon Powers)
HELD: set[str] = set()
#: the hooks some registered card script answers (Trainers, Energy, Stadiums)
CARD_HOOKS: set[str] = set()
#: the hooks some registered kind of lasting effect answers
LASTING_HOOKS: set[str] = set()
#: the hooks some registered Pokémon Power answers
POWER_HOOKS: set[str] = set()
#: behaviour ids of the cards whose script answers one of the hooks that make what a
#: Pokémon is (``hp``, ``types``, ``weakness``, ``resistance``) while attached to it
STAT_CARDS: set[str] = set()
STATS = frozenset({"hp", "types", "weakness", "resistance"})


#: behaviour ids of the cards that go back to their owner's hand when discarded from play
BACK_TO_HAND: set[str] = set()
#: the Special Energy cards whose own words limit what they may be attached to (a script
#: of its own ``attaches_to``: Miracle Energy), by behaviour id: the others are never asked
ATTACH_LIMITED: set[str] = set()


def to_discard_from_play(g: Game, side: Side, cards: Iterable[Card]) -> None:
    """Put cards that were in play into ``side``'s discard pile: one that says so (Recycle
    Energy) goes to the hand instead."""
    if not BACK_TO_HAND:
        side.discard.extend(cards)
        return
    for card in cards:
        if card.behaviour_id in BACK_TO_HAND:
            side.hand.append(card)
            g.say(f"{card.name} goes back to {side.name}'s hand")
        else:
            side.discard.append(card)


def register(card_id: str, script: CardScript) -> None:
    if card_id in SCRIPTS:
        raise ValueError(f"card {card_id} already has a script")
    SCRIPTS[card_id] = script
    ANSWERED.update(script.hooks)
    HELD.update(script.hooks)
    CARD_HOOKS.update(script.hooks)
    if script.hooks & STATS and not script.is_stadium:  # (a Stadium is asked as the Stadium)
        STAT_CARDS.add(card_id)
    if script.powers:
        POWERS[card_id] = script.powers
        for power in script.powers.values():
            ANSWERED.update(power.hooks)
            POWER_HOOKS.update(power.hooks)
    if any(a.reads_attack_record for a in script.attacks.values()) \
            or any(p.reads_attack_record for p in script.powers.values()):
        ATTACK_RECORD_READERS.add(card_id)
    if script.back_to_hand:
        BACK_TO_HAND.add(card_id)
    if type(script).attaches_to is not CardScript.attaches_to:
        ATTACH_LIMITED.add(card_id)
    if script.plays_as_basic or any(p.activated for p in script.powers.values()):
        IN_PLAY_ACTIONS.add(card_id)
    if any(p.changes_form for p in script.powers.values()):
        FORM_POWERS[card_id] = tuple(p for p in script.powers.values() if p.changes_form)
    if any(p.changes_form and not p.form_needs_active for p in script.powers.values()):
        BENCH_FORM_CHANGERS.add(card_id)


def register_lasting(kind: str, behaviour: LastingKind) -> None:
    LASTING[kind] = behaviour
    ANSWERED.update(behaviour.hooks)
    HELD.update(behaviour.hooks)
    LASTING_HOOKS.update(behaviour.hooks)


def held(mon: Pokemon, hook: str) -> list[Source]:
    """The sources on ``mon`` itself that answer ``hook``, in order: its lasting effects
    and markers, its attached cards, its Special Energy cards."""
    out = []
    owner = mon.owner
    for eff in mon.effects:
        kind = LASTING[eff.kind]
        if hook in kind.hooks:
            out.append(new_source((kind, mon, None, eff, owner)))
    if hook not in CARD_HOOKS:  # no card answers it: nothing attached need be looked at
        return out
    for card in mon.attached:
        script = SCRIPTS.get(card.behaviour_id, BASIC)
        if hook in script.hooks:
            out.append(new_source((script, mon, card, None, owner)))
    for card in mon.energy:
        if not card.is_basic_energy:  # (a flag read, not a comparison of strings)
            script = SCRIPTS.get(card.behaviour_id, BASIC)
            if hook in script.hooks:
                out.append(new_source((script, mon, card, None, owner)))
    return out


def stat(mon: Pokemon, hook: str, value: Any) -> Any:
    """``value`` (the card's printed HP, types, Weakness or Resistance) as changed by the
    sources on ``mon`` itself: a Pokémon's own effects travel with it, into copies and
    views too (``hooks.stat`` adds the effects of the rest of the game)."""
    if hook not in HELD:
        return value
    if mon.effects or (STAT_CARDS and (mon.attached or mon.energy)):
        for src in held(mon, hook):
            value = getattr(src.effect, hook)(src, mon, value)
    return value


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
