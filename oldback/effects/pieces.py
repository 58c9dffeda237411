"""The frame card text is written in: ``Piece`` (one sentence), ``Attack`` (an attack's pieces
in printed order) and ``Trainer`` (a Trainer card's steps in order), the pieces that make
other pieces conditional ("if …", "unless …", "only if"), and the price a Trainer asks of the
hand. Every other module of the vocabulary builds on these."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from oldback.card import Card, with_id
from oldback.compiled import PythonClass
from oldback.effects.select import SELF, Count, Play, Pokemons, Remembered
from oldback.engine import hooks, turn
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import NONE, Hints, merge
from oldback.engine.hooks import any_says
from oldback.engine.powers import in_play_record
from oldback.engine.scripts import LASTING, AttackScript, CardScript, script_of
from oldback.engine.state import Lasting, Pokemon

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class Piece(metaclass=PythonClass):
    """One sentence of an attack's (or a Trainer's) description."""

    uses_base = False  # takes part in step 1 (decides damage or its targets)
    quiet = False  # as a Trainer's step: asks its player nothing
    #: reads the record of the last attack done to its Pokémon (Mirror Move)
    reads_attack_record = False

    def usable(self, ctx: Attacking) -> bool:
        return True

    def pay(self, ctx: Attacking) -> None:
        pass

    def base(self, ctx: Attacking) -> None:
        pass

    def effect(self, ctx: Attacking) -> None:
        pass

    def can_play(self, at: Place) -> bool:
        """As a Trainer's step: whether the card may be played now."""
        return True

    def describe(self) -> str:
        raise NotImplementedError

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this piece (``engine.hints``)."""
        return NONE


class Attack(AttackScript):
    """An attack's behaviour as a sequence of pieces, in printed order."""

    @property
    def hints(self) -> Hints:
        return Hints(parts=tuple(p.hints for p in self.pieces))

    def __init__(self, *pieces: Piece):
        self.pieces = pieces
        self.text = " ".join(p.describe() for p in pieces)
        # Only a piece with requirements of its own may make the attack unusable.
        self.checks_usable = any(type(p).usable is not Piece.usable for p in pieces)
        self.reads_attack_record = any(_reads_record(p) for p in pieces)

    def usable(self, ctx: Attacking) -> bool:
        return all(p.usable(ctx) for p in self.pieces)

    def pay(self, ctx: Attacking) -> None:
        for p in self.pieces:
            p.pay(ctx)

    def base(self, ctx: Attacking) -> None:
        for p in self.pieces:
            p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        for p in self.pieces:
            p.effect(ctx)


def _reads_record(piece: Piece) -> bool:
    """Whether ``piece``, or a piece it holds (a coin's heads or tails, a choice's
    pieces), reads the record of the last attack done to its Pokémon."""
    return piece.reads_attack_record or any(
        _reads_record(p) for part in ("heads", "tails", "pieces")
        for p in getattr(piece, part, ()) if isinstance(p, Piece))


def lasting_hints(kind: str, on: Pokemons, value: int) -> Hints:
    """The hints of giving ``on`` a lasting effect of ``kind`` (its amount: ``value``)."""
    hints = LASTING[kind].hints
    return replace(hints, lasting=kind, on_self=on is SELF,
                   reduces=(value or hints.reduces) if hints.reduces else 0)


def effects_prevented(ctx: Place, target: Pokemon) -> bool:
    """Whether effects of this attack on ``target`` are prevented (Barrier, Transparency …)."""
    return any_says(ctx.g, "prevents_effects", ctx.attacker, target, mons=(target,),
                    sides=(ctx.g.side(target.owner),))


def _pieces(x: Piece | tuple[Piece, ...]) -> tuple[Piece, ...]:
    return x if isinstance(x, tuple) else (x,)


class DoesNothing(Piece):
    """The attack does nothing, not even damage (usually on a coin flip)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: Attacking) -> None:
        for entry in ctx.damage.values():
            entry[1] = 0

    def describe(self) -> str:
        return "This attack does nothing, not even damage."


def pay_from_hand(g, side, count: int, to_deck: bool = False,
                  match: Callable[[Card], bool] | None = None, show: bool = False) -> list[Card]:
    """``side`` puts ``count`` cards of its choice from its hand (the Trainer being played is
    no longer there) into its discard pile, or, ``to_deck``, into its deck (not shuffled
    here); ``match``: cards of that kind only; ``show``: each is shown (named in the log). The
    cards paid, in order."""
    player = side.name
    paid: list[Card] = []
    where = "deck" if to_deck else "discard pile"
    for n in range(count, 0, -1):
        if not any(match is None or match(c) for c in side.hand):
            break
        key = g.choose(player, "shuffle-from-hand" if to_deck else "discard-from-hand",
                       f"Put {n} more card(s) from your hand into your {where}",
                       () if g.replaying else [(c.id, c.name) for c in side.hand
                                               if match is None or match(c)])
        gone = turn.take_from_hand(side, key)
        paid.append(gone)
        if to_deck:
            side.deck.append(gone)
            g.say(f"{player} shows {gone.name} and puts it into the deck" if show
                  else f"{player} puts a card from the hand into the deck")
        else:
            side.discard.append(gone)
            if g.logging:
                g.say(f"{player} discards {gone.name}")
    return paid


class Trainer(CardScript):
    """A Trainer card that does its steps in order: pieces of the vocabulary (those of
    attacks where they fit: ``heal``, ``you_switch``, ``draw_cards``, ``flip`` …) resolved
    against the card being played (``Play``). Playable while every step can be done
    (``can_play``); quiet when every step is."""

    @cached_property
    def hints(self) -> Hints:
        # (merged once: a Stadium asks it of every Trainer in hand at every action, No
        # Removal Gym; the pieces never change)
        return merge(*(p.hints for p in self.pieces))

    def __init__(self, *pieces: Piece):
        self.pieces = pieces
        first, *rest = [p.describe() for p in pieces]
        self.text = first
        for sentence in rest:  # "Discard the rest of your hand, then draw 7 cards."
            self.text = f"{self.text[:-1]}, then {sentence[0].lower()}{sentence[1:]}"
        self.quiet = all(p.quiet for p in pieces)
        #: the steps that may keep the card from being played now
        self.checks = tuple(p for p in pieces if type(p).can_play is not Piece.can_play)

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        if not self.checks:
            return True
        at = Play(g, side, card)
        for p in self.checks:  # a plain loop: asked for every Trainer in hand, every action
            if not p.can_play(at):
                return False
        return True

    def play(self, g: Game, side: Side, card: Card) -> None:
        # a Trainer's step reads of its Place what an attack's piece reads of its context
        at: Any = Play(g, side, card)  # (not a cast: a compiled cast checks the type)
        for p in self.pieces:
            p.effect(at)


class PayFromHand(Piece):
    """The price of a Trainer: put N other cards of your choice from your hand into your
    discard pile or, ``to_deck``, shuffle them into your deck (Computer Search, Item Finder,
    Maintenance). Not playable without them. ``match`` and ``what``: cards of that kind only,
    each shown to the opponent (Energy Amplifier: an Energy card)."""

    @property
    def hints(self) -> Hints:
        return Hints(price=self.count)

    def __init__(self, count: int, to_deck: bool, drawn: int = 0,
                 match: Callable[[Card], bool] | None = None, what: str = ""):
        self.count = count
        self.to_deck = to_deck
        #: cards the Trainer draws before this step (Mary: draw 2, then shuffle 2 back)
        self.drawn = drawn
        self.match = match
        self.what = what

    def can_play(self, at: Place) -> bool:
        if self.match is not None:
            match = self.match
            # (a card of that kind other than the Trainer itself: an Energy card)
            return sum(1 for c in at.side.hand if match(c)) >= self.count
        # (the Trainer itself is still there)
        return len(at.side.hand) - 1 + min(self.drawn, len(at.side.deck)) >= self.count

    def effect(self, ctx: Place) -> None:
        pay_from_hand(ctx.g, ctx.side, self.count, to_deck=self.to_deck, match=self.match,
                      show=self.match is not None)
        if self.to_deck:
            ctx.g.rng.shuffle(ctx.side.deck)

    def describe(self) -> str:
        cards = "card" if self.count == 1 else "cards"
        if self.match is not None:
            where = "shuffle it into your deck" if self.to_deck else "discard it"
            return (f"Choose {self.count} {self.what} from your hand, show it to your opponent "
                    f"and {where}.")
        if self.to_deck:
            return f"Shuffle {self.count} other {cards} from your hand into your deck."
        return f"Discard {self.count} other {cards} from your hand."


def discard_from_hand(count: int) -> PayFromHand:
    return PayFromHand(count, to_deck=False)


def shuffle_from_hand(count: int, drawn: int = 0) -> PayFromHand:
    return PayFromHand(count, to_deck=True, drawn=drawn)


class IfAtLeast(Piece):
    """If a count (a ``Remembered`` one, already read by the damage) is at least N, the
    pieces happen (Petal Whirlwind: 2 or more heads, this Pokémon is now Confused)."""

    @property
    def hints(self) -> Hints:
        return merge(*(p.hints for p in self.pieces))

    def __init__(self, count: Count, least: int, pieces: tuple[Piece, ...]):
        self.count = count
        self.least = least
        self.pieces = pieces

    def effect(self, ctx: Attacking) -> None:
        if self.count.count(ctx) >= self.least:
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        rest = " ".join(p.describe() for p in self.pieces)
        # (a ``Remembered`` count was read, and said, by the damage already)
        lead = "" if isinstance(self.count, Remembered) or not self.count.lead \
            else f"{self.count.lead}. "
        return f"{lead}If there are {self.least} or more {self.count.number}: {rest}"


def if_at_least(count: Count, least: int, *pieces: Piece) -> IfAtLeast:
    return IfAtLeast(count, least, pieces)


class Conditional(Piece):
    """Only if the card's condition holds (``holds``, read once for the attack, before the
    damage if a piece decides it: a coin among the pieces is flipped only then), do the
    pieces; ``words``: the condition in words."""

    @property
    def hints(self) -> Hints:
        return Hints(parts=tuple(p.hints for p in self.pieces)) if len(self.pieces) > 1 \
            else self.pieces[0].hints

    def __init__(self, pieces: tuple[Piece, ...], words: str):
        self.pieces = pieces
        self.words = words
        self.uses_base = any(p.uses_base for p in pieces)

    def holds(self, ctx: Attacking) -> bool:
        raise NotImplementedError

    def _holds(self, ctx: Attacking) -> bool:
        key = (id(self), "if")
        if key not in ctx.memo:
            ctx.memo[key] = self.holds(ctx)
        return ctx.memo[key]

    def base(self, ctx: Attacking) -> None:
        if self.uses_base and self._holds(ctx):
            for p in self.pieces:
                p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        if self._holds(ctx):
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        return f"If {self.words}: " + " ".join(p.describe() for p in self.pieces)


class IfAny(Conditional):
    """Only if ``on`` selects a Pokémon now, do the pieces (a coin among them is flipped only
    then): "If the Defending Pokémon has any Energy cards attached to it, flip a coin …"."""

    def __init__(self, on: Pokemons, pieces: tuple[Piece, ...], words: str):
        super().__init__(pieces, words)
        self.on = on

    def holds(self, ctx: Attacking) -> bool:
        return self.on.exists(ctx)


def if_any(on: Pokemons, *pieces: Piece, words: str = "") -> IfAny:
    """Do ``pieces`` only if ``on`` selects a Pokémon (``words``: the condition in words)."""
    return IfAny(on, pieces, words or f"there is {on}")


class IfCompare(Conditional):
    """Only if two counts compare as the card says, do the pieces: ``more``, the first is
    greater (Splash About: more Energy on the Defending Pokémon than on this one); otherwise
    they differ (Synchronize: a different number of Energy cards on each, this attack does
    nothing)."""

    def __init__(self, first: Count, second: Count, more: bool, pieces: tuple[Piece, ...],
                 words: str):
        super().__init__(pieces, words)
        self.first = first
        self.second = second
        self.more = more

    def holds(self, ctx: Attacking) -> bool:
        a, b = self.first.count(ctx), self.second.count(ctx)
        return a > b if self.more else a != b


def if_more(first: Count, second: Count, *pieces: Piece, words: str = "") -> IfCompare:
    """Do ``pieces`` only if ``first`` counts more than ``second``."""
    return IfCompare(first, second, True, pieces,
                     words or f"there are more {first.number} than {second.number}")


def if_differ(first: Count, second: Count, *pieces: Piece, words: str = "") -> IfCompare:
    """Do ``pieces`` only if ``first`` and ``second`` count differently."""
    return IfCompare(first, second, False, pieces,
                     words or f"the {first.number} and the {second.number} differ in number")


class UnlessKnockedOut(Piece):
    """Unless this attack Knocked Out the Defending Pokémon (its damage reached its HP), do
    the pieces (Call of the Night)."""

    @property
    def hints(self) -> Hints:
        return self.pieces[0].hints if len(self.pieces) == 1 else Hints(
            parts=tuple(p.hints for p in self.pieces))

    def __init__(self, pieces: tuple[Piece, ...]):
        self.pieces = pieces

    def effect(self, ctx: Attacking) -> None:
        from oldback.engine.hooks import hp

        mon = ctx.defender
        if mon is None or mon.damage >= hp(ctx.g, mon):
            return
        for p in self.pieces:
            p.effect(ctx)

    def describe(self) -> str:
        return ("Unless this attack Knocks Out the Defending Pokémon: "
                + " ".join(p.describe() for p in self.pieces))


def unless_knocked_out(*pieces: Piece) -> UnlessKnockedOut:
    return UnlessKnockedOut(pieces)


#: the last turn of a lasting effect that never ends by itself (a face-down card)
FOREVER = 1 << 30


def add_side_effect(g, player: str, kind: str, until: int, value: int = 0,
                    data: str = "") -> None:
    """Give ``player``'s side a lasting effect of ``kind`` until the end of turn ``until``
    (a kind that concerns the Pokémon in play as it begins records them in ``data``)."""
    side = g.side(player)
    if LASTING[kind].records_in_play:
        data = in_play_record(g)
    side.effects = (*side.effects, Lasting(kind, until, value, 0, data))


class EndTurn(Piece):
    """Your turn ends now: you don't get to attack (``turn.end_turn``); only when it is your
    turn (a Trainer played for the opponent, through Chaos Gym, ends nobody's turn)."""

    hints = Hints(ends_turn=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        if ctx.g.current == ctx.side.name:
            ctx.g.say(f"{ctx.side.name}'s turn ends")
            turn.end_turn(ctx.g)

    def describe(self) -> str:
        return "Your turn ends (you can't attack this turn)."


class MayEndTurn(Trainer):
    """A Trainer of steps one of which may end the player's turn (on a coin): its hints say
    so, whichever face the coin shows."""

    @property
    def hints(self) -> Hints:
        return replace(super().hints, ends_turn=True)


def playable_as_if_in_hand(g, side, card: Card) -> bool:
    """Whether ``side`` could play the Trainer ``card`` (not theirs, or not in their hand)
    as if it were in their hand: it is there while its script is asked."""
    side.hand.append(card)
    try:
        return script_of(card).playable(g, side, card) and not hooks.any_says(
            g, "blocks_trainer", side.name, card, sides=(side,))
    finally:
        side.hand.pop()


def used_and_gone(card: Card) -> bool:
    """A Trainer that is not put into play: no Stadium, nothing that attaches, nothing
    played as a Pokémon."""
    script = script_of(card)
    return (card.is_trainer and card.kind != "Stadium" and not script.attaches
            and not script.plays_as_basic)


class UseOpponentsTrainer(CardScript):
    """Sabrina's Psychic Control: flip a coin; heads, you may use a Trainer card of your
    opponent's discard pile that is not put into play, as if it were in your hand (doing
    all it requires, ``done`` declines); it stays in their discard pile."""

    hints = Hints(coin=True, copies=True)
    text = ("Flip a coin. If heads, choose a Trainer card in your opponent's discard pile "
            "that isn't put into play; you may use it as if it were in your hand. It stays in "
            "their discard pile.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return any(used_and_gone(c) for c in g.opponent(side.name).discard)

    def play(self, g: Game, side: Side, card: Card) -> None:
        if not g.flip(card.name):
            return
        opp = g.opponent(side.name)
        found = [c for c in opp.discard if used_and_gone(c) and c.id != card.id
                 and playable_as_if_in_hand(g, side, c)]
        key = g.choose(side.name, "from-discard", "Use which Trainer of your opponent's?",
                       [("done", "none"), *((c.id, c.name) for c in found)])
        if key == "done":
            return
        used = with_id(found, key)
        g.say(f"{side.name} uses {opp.name}'s {used.name}")
        script_of(used).play(g, side, used)


def _upper(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


def _text(pieces: tuple[Piece, ...]) -> str:
    return " ".join(p.describe() for p in pieces)


def _parts(pieces: tuple[Piece, ...]) -> Hints:
    """The hints of a group of pieces done together: the first that says something, with
    the damage pieces' ``decides_damage`` kept."""
    from oldback.engine.hints import merge

    return merge(*(p.hints for p in pieces))


class OnBirthday(Piece):
    """``pieces`` happen only if it is the attacking player's birthday. The engine knows no
    dates: the rule switch ``birthday`` says whose birthday it is (``""`` nobody's, the
    default; ``"p1"``, ``"p2"`` or ``"both"``): docs/rulings.md, Birthday Surprise."""

    @property
    def hints(self) -> Hints:
        hints = [p.hints for p in self.pieces]
        return hints[0] if len(hints) == 1 else Hints(parts=tuple(hints))

    def __init__(self, pieces: tuple[Piece, ...]):
        self.pieces = pieces
        self.uses_base = any(p.uses_base for p in pieces)

    @staticmethod
    def today(ctx: Attacking) -> bool:
        return ctx.g.rules.birthday in (ctx.player, "both")

    def base(self, ctx: Attacking) -> None:
        if self.uses_base and self.today(ctx):
            for p in self.pieces:
                p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        if self.today(ctx):
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        return ("If it is your birthday (the rule switch birthday): "
                + " ".join(p.describe() for p in self.pieces))


def on_birthday(*pieces: Piece) -> OnBirthday:
    return OnBirthday(pieces)
