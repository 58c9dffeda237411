"""Trainer pieces of Gym Heroes and Gym Challenge: the Gym Leaders' cards, their quizzes,
face-down cards and the effects that last for a turn on a player's side.

Cards that say "with X in its name" select with ``select.with_name`` /
``select.pokemon_with_name``: an Owner's Pokémon (Misty's Staryu) has its Owner's name
in its name. The pieces here are written for these sets but take their words, amounts
and kinds of card as parameters, so later cards can use them too."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from importlib.resources import files

from oldback.card import Attack, Card, CopiedAttack, with_id
from oldback.effects.attacks import Piece, choose_attached_energy, opponent_switches, you_switch
from oldback.effects.select import (
    YOUR_POKEMON,
    YOURS,
    InDeck,
    Place,
    Play,
    Pokemons,
    Where,
    basic_energy_of,
    choose_one,
    finds,
    name_has,
    with_name,
)
from oldback.effects.trainers import BenchFromDiscard, Trainer
from oldback.engine import conditions, energy, hooks, knockout, retreat, turn
from oldback.engine.attack import AttackContext
from oldback.engine.hints import NONE, Hand, Hints, Whose
from oldback.engine.scripts import CardScript, LastingKind, register_lasting, script_of
from oldback.engine.setup import can_start, draw, is_basic
from oldback.engine.state import FACE_DOWN as FACE_DOWN_CARD
from oldback.engine.state import Lasting

#: the last turn of a lasting effect that never ends by itself (a face-down card)
FOREVER = 1 << 30


def add_side_effect(g, player: str, kind: str, until: int, value: int = 0,
                    data: str = "") -> None:
    """Give ``player``'s side a lasting effect of ``kind`` until the end of turn ``until``."""
    side = g.side(player)
    side.effects = (*side.effects, Lasting(kind, until, value, 0, data))


# --- effects that last on a player's side -----------------------------------------------------
class OwnerBoost(LastingKind):
    """This turn, an attack of the side's Pokémon with ``data`` in its name that does
    damage to the Defending Pokémon (after Weakness and Resistance) does ``value`` more
    (damage step 5: Misty)."""

    hints = Hints(boosts=20)
    text = ("this turn, attacks of {e.data}'s Pokémon do {e.value} more damage to the "
            "Defending Pokémon.")

    def attacker_damage(self, g, src, attacker, target, dmg):
        if (attacker.owner != src.owner or dmg <= 0 or not name_has(attacker.name, src.eff.data)
                or target is not g.opponent(src.owner).active):
            return dmg
        return dmg + src.eff.value


class OwnerPoison(LastingKind):
    """This turn, when an attack of the side's Pokémon with ``data`` in its name does damage
    to the Defending Pokémon, that Pokémon is then Poisoned (after the damage: Koga)."""

    hints = Hints(condition="poisoned")
    text = "this turn, the Defending Pokémon damaged by {e.data}'s Pokémon is Poisoned."

    def after_damage(self, g, src, attacker, target, dmg):
        if (attacker is not None and attacker.owner == src.owner and dmg > 0
                and name_has(attacker.name, src.eff.data)
                and target is g.opponent(src.owner).active):
            conditions.apply(g, target, "poisoned")


class Recalled(LastingKind):
    """This turn, the side's Active Pokémon may also use the attacks of the cards under its
    top card (its Basic Pokémon and Evolution cards), paying their costs (Recall)."""

    hints = Hints(copies=True)
    text = "this turn, the Active Pokémon may use the attacks of the cards under it."

    def attack_list(self, g, src, mon, attacks):
        if mon.owner != src.owner or not g.is_active(mon) or len(mon.stack) < 2:
            return attacks
        names = {a.name for a in attacks}
        more: list[Attack] = []
        for card in mon.stack[:-1]:
            for a in card.attacks:
                if a.name not in names:
                    names.add(a.name)
                    more.append(CopiedAttack(a.name, a.cost, a.damage, a.has_text, origin=card))
        return (*attacks, *more)


class SetAside(LastingKind):
    """The side's hand was set aside face down (``Side.aside``); at the end of turn
    ``until`` it comes back into the hand (Tickling Machine)."""

    hints = Hints(disrupts_hand=True)
    text = "{on}'s hand is set aside until the end of their next turn."

    def end_of_turn(self, g, src):
        if g.turn < src.eff.until:
            return False
        side = g.side(src.owner)
        side.hand.extend(side.aside)
        side.aside.clear()
        g.say(f"{side.name} puts the cards set aside back into the hand")
        return True


class BenchShield(LastingKind):
    """Damage from attacks done to the side's Benched Pokémon is prevented (damage step 8;
    other effects of attacks still happen: Transparent Walls)."""

    hints = Hints(prevents=True)
    text = "prevent all damage from attacks done to {on}'s Benched Pokémon."

    def prevents(self, g, src, attacker, target, dmg):
        return target.owner == src.owner and not g.is_active(target)


class Hastened(LastingKind):
    """On a Pokémon: this turn it may evolve although it came into play or evolved this
    turn, or on the first turn; it stays with the Pokémon it evolves into (Giovanni)."""

    hints = Hints(hastens=True)
    clears_on_leave = False
    survives_evolution = True
    text = "{on} may evolve again this turn."

    def hastens_evolution(self, g, src, mon):
        return mon is src.holder


class FaceDown(LastingKind):
    """On a Pokémon: its card lies face down (Lt. Surge's Secret Plan). It is a Basic
    Pokémon as long as it stays so, with the facts of ``state.FACE_DOWN`` (its ``form``:
    no attack, type or Weakness, an HP nothing reaches); its opponent's view shows none of
    its cards (``hides_card``); its Powers do not work (``engine.powers``). It is turned
    over when it becomes the Active Pokémon (to attack or be attacked it must be known),
    when an attack damages it, when it evolves, and whenever its owner likes during their
    turn (key ``reveal <slot>``); a card that is not a Basic Pokémon (or played as one) is
    then discarded with every card attached to it."""

    hints = Hints(hides=True)
    hides_card = True
    clears_on_leave = False
    survives_evolution = True  # evolving turns it over (``on_evolved``)
    text = "{on} is a face-down card."

    def on_evolved(self, g, src, mon, from_hand):
        if mon is src.holder:
            reveal(g, mon)

    def turn_over(self, g, src, mon):
        if mon is src.holder:
            reveal(g, mon)

    def on_switched_in(self, g, src, mon):
        if mon is src.holder:
            reveal(g, mon)

    def after_damage(self, g, src, attacker, target, dmg):
        if target is src.holder and attacker is not None:
            reveal(g, target)


def reveal(g, mon) -> None:
    """Turn a face-down Pokémon's card over; one that is not a Basic Pokémon is discarded
    with every card attached to it (no Prize: it is not Knocked Out)."""
    mon.effects = tuple(e for e in mon.effects if e.kind != FACE_DOWN)
    mon.form = None
    card = mon.stack[0]
    g.say(f"{mon.owner} turns the face-down card over: {card.name}")
    if can_start(card):
        return
    side = g.side(mon.owner)
    side.discard.extend(mon.cards)
    g.say(f"{card.name} is not a Basic Pokémon: it is discarded with its cards")
    knockout.leave_play(g, side, mon)


FACE_DOWN = "face-down"
register_lasting("owner-boost", OwnerBoost())
register_lasting("owner-poison", OwnerPoison())
register_lasting("recall", Recalled())
register_lasting("set-aside", SetAside())
register_lasting("bench-shield", BenchShield())
register_lasting("hastened", Hastened())
register_lasting(FACE_DOWN, FaceDown())


class SideLasts(Piece):
    """Give the player's side (``whose``: or the opponent's) a lasting effect of ``kind``
    until the end of the turn ``turns`` after this one (0: this turn). ``text`` says it."""

    quiet = True

    @property
    def hints(self) -> Hints:
        from oldback.engine.scripts import LASTING

        hints = LASTING[self.kind].hints
        return replace(hints, owner=self.data) if self.data else hints

    def __init__(self, kind: str, turns: int, text: str, value: int = 0, data: str = "",
                 whose: str = YOURS):
        self.kind = kind
        self.turns = turns
        self.text = text
        self.value = value
        self.data = data
        self.whose = whose

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        add_side_effect(ctx.g, side.name, self.kind, ctx.g.turn + self.turns, self.value,
                        self.data)

    def describe(self) -> str:
        return self.text


def boost_this_turn(word: str, amount: int) -> SideLasts:
    """This turn, attacks of your Pokémon with ``word`` in its name that damage the
    Defending Pokémon do ``amount`` more (Misty)."""
    return SideLasts("owner-boost", 0, (
        f"If this turn's attack of your Pokémon with {word} in its name does damage to the "
        f"Defending Pokémon (after Weakness and Resistance), it does {amount} more damage."),
        value=amount, data=word)


def poison_this_turn(word: str) -> SideLasts:
    """This turn, the Defending Pokémon damaged by your Pokémon with ``word`` in its name is
    then Poisoned (Koga)."""
    return SideLasts("owner-poison", 0, (
        f"If an attack of your Pokémon with {word} in its name does damage to the Defending "
        f"Pokémon this turn, that Pokémon is then Poisoned."), data=word)


class Recall(SideLasts):
    """``Recalled`` for this turn; playable while the Active Pokémon has a card under its
    top card."""

    def can_play(self, at: Place) -> bool:
        return at.side.active is not None and len(at.side.active.stack) > 1


def recall() -> SideLasts:
    return Recall("recall", 0, (
        "For your attack this turn, your Active Pokémon may use any attack of the Basic "
        "Pokémon card or Evolution cards under it (paying its Energy cost)."))


def shield_bench(turns: int = 1) -> SideLasts:
    return SideLasts("bench-shield", turns, (
        "Until the end of your opponent's next turn, prevent all damage from attacks done "
        "to your Benched Pokémon."))


def no_trainers(turns: int = 2) -> SideLasts:
    return SideLasts("no-trainers", turns,
                     "You can't play Trainer cards until the end of your next turn.")


# --- the hand -------------------------------------------------------------------------------
class DrawUpTo(Piece):
    """``whose`` player may draw up to ``count`` cards: that player chooses how many (key: a
    number, the most first), no more than their deck holds (Erika)."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.count) if self.whose == YOURS else Hints(draws=0)

    def __init__(self, count: int, whose: str):
        self.count = count
        self.whose = whose

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        most = min(self.count, len(side.deck))
        n = int(ctx.g.choose(side.name, "draw-count", f"Draw how many cards (up to {most})?",
                             [(str(i), f"draw {i}") for i in range(most, -1, -1)]))
        draw(side, n)
        ctx.g.say(f"{side.name} draws {n} card{'' if n == 1 else 's'}")

    def describe(self) -> str:
        who = "You" if self.whose == YOURS else "Your opponent"
        return f"{who} may draw up to {self.count} cards."


def draw_up_to(count: int, whose: str = YOURS) -> DrawUpTo:
    return DrawUpTo(count, whose)


class LookAtHand(Piece):
    """The player looks at the opponent's hand (it goes into the log: the opponent knows
    their own hand already). ``own``: the player shows their own hand instead. A step of a
    Trainer (Erika's Perfume) or of an attack (Psyscan)."""

    quiet = True

    def __init__(self, own: bool):
        self.own = own

    @property
    def hints(self) -> Hints:
        return NONE if self.own else Hints(looks=True)

    def effect(self, ctx: Place | AttackContext) -> None:
        side = ctx.side if self.own else ctx.opp
        ctx.g.say(f"{side.name}'s hand: {', '.join(c.name for c in side.hand) or 'nothing'}")

    def describe(self) -> str:
        return "Show your hand to your opponent." if self.own else "Look at your opponent's hand."


def look_at_hand() -> LookAtHand:
    return LookAtHand(own=False)


def show_hand() -> LookAtHand:
    return LookAtHand(own=True)


class HandOnly(Piece):
    """A requirement of a Trainer about the rest of the hand. ``copies``: no other card but
    copies of this one (Blaine's Last Resort); otherwise no card that ``absent`` matches
    (Good Manners: no Basic Pokémon)."""

    def __init__(self, text: str, absent: Callable[[Card], bool] | None = None):
        self.text = text
        self.absent = absent

    def can_play(self, at: Place) -> bool:
        assert isinstance(at, Play)
        if self.absent is None:
            return all(c.name == at.card.name for c in at.side.hand)
        return not any(self.absent(c) for c in at.side.hand)

    def describe(self) -> str:
        return self.text


def only_copies_in_hand() -> HandOnly:
    return HandOnly("You can play this card only if you have no other cards in your hand.")


def no_basic_in_hand() -> HandOnly:
    return HandOnly("You can play this card only if you have no Basic Pokémon cards in your "
                    "hand.", is_basic)


class RandomToDeck(Piece):
    """Up to ``count`` cards chosen at random from the opponent's hand (as many as there
    are) are shuffled into their deck (The Rocket's Trap)."""

    hints = Hints(disrupts_hand=True)

    def __init__(self, count: int):
        self.count = count

    def effect(self, ctx: Place) -> None:
        g, opp = ctx.g, ctx.opp
        taken = []
        for _ in range(min(self.count, len(opp.hand))):
            taken.append(opp.hand.pop(g.rng.below(len(opp.hand))))
        opp.deck.extend(taken)
        g.rng.shuffle(opp.deck)
        g.say(f"{opp.name} shuffles {len(taken)} card(s) from the hand into the deck")

    def describe(self) -> str:
        return (f"Choose up to {self.count} cards at random from your opponent's hand; your "
                f"opponent shuffles them into their deck.")


def random_to_deck(count: int = 3) -> RandomToDeck:
    return RandomToDeck(count)


class DiscardAny(Piece):
    """Discard any number of the other cards of your hand, one at a time (``done`` stops);
    how many is remembered for a later step (``DrawPerDiscarded``)."""

    hints = Hints(hand=Hand.DISCARD)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        n = 0
        while side.hand:
            key = g.choose(side.name, "discard-from-hand", "Discard another card from your hand?",
                           [("done", "stop"), *((c.id, c.name) for c in side.hand)])
            if key == "done":
                break
            card = turn.take_from_hand(side, key)
            side.discard.append(card)
            g.say(f"{side.name} discards {card.name}")
            n += 1
        ctx.memo["discarded"] = n

    def describe(self) -> str:
        return "Discard any number of the other cards in your hand."


def discard_any() -> DiscardAny:
    return DiscardAny()


class DrawPerDiscarded(Piece):
    """Draw ``factor`` cards for each card discarded by ``DiscardAny``."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.factor)

    quiet = True

    def __init__(self, factor: int):
        self.factor = factor

    def effect(self, ctx: Place) -> None:
        n = ctx.memo.get("discarded", 0) * self.factor
        drawn = draw(ctx.side, n)
        ctx.g.say(f"{ctx.side.name} draws {drawn} card{'' if drawn == 1 else 's'}")

    def describe(self) -> str:
        return ("Draw that many cards." if self.factor == 1
                else f"Draw {self.factor} times that many cards.")


def draw_per_discarded(factor: int = 1) -> DrawPerDiscarded:
    return DrawPerDiscarded(factor)


class NewHands(Piece):
    """Each player shuffles their hand into their deck and draws a new hand of as many
    cards (Sabrina's Gaze)."""

    hints = Hints(hand=Hand.SHUFFLE, disrupts_hand=True)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for side in (ctx.side, ctx.opp):
            n = len(side.hand)
            side.deck.extend(side.hand)
            side.hand.clear()
            g.rng.shuffle(side.deck)
            draw(side, n)
            g.say(f"{side.name} shuffles the hand into the deck and draws {n} cards")

    def describe(self) -> str:
        return ("Each player shuffles their hand into their deck and draws as many cards as "
                "they had.")


def new_hands() -> NewHands:
    return NewHands()


class Duel(Piece):
    """A game of Rock-Paper-Scissors, decided by a coin as the card allows (heads: the
    player of the card wins); the winner shuffles their hand into their deck and draws
    ``count`` cards (Misty's Duel)."""

    hints = Hints(hand=Hand.SHUFFLE, draws=5, coin=True)

    def __init__(self, count: int):
        self.count = count

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        winner = ctx.side if ctx.flip() else ctx.opp
        winner.deck.extend(winner.hand)
        winner.hand.clear()
        g.rng.shuffle(winner.deck)
        n = draw(winner, self.count)
        g.say(f"{winner.name} wins the duel, shuffles the hand into the deck and draws {n}")

    def describe(self) -> str:
        return (f"Flip a coin (for Rock-Paper-Scissors): heads you win, tails your opponent "
                f"does. The winner shuffles their hand into their deck and draws "
                f"{self.count} cards.")


def duel(count: int = 5) -> Duel:
    return Duel(count)


# --- the deck ----------------------------------------------------------------------------
class SearchUpTo(Piece):
    """Search your deck for up to ``count`` cards that match (each may be declined,
    ``done``), put them into your hand (``show``: shown to the opponent, named in the log);
    shuffle (Erika's Maids, Misty's Tears)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=finds(self.cards.match), finds=self.count, owner=self.owner)

    def __init__(self, cards: InDeck, count: int, show: bool, owner: str = ""):
        self.cards = cards
        self.count = count
        self.show = show
        #: the Owner's name the cards searched for have, if they must have one
        self.owner = owner

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        for n in range(self.count, 0, -1):
            found = self.cards.resolve(ctx)
            key = g.choose(side.name, "search-deck", f"Take up to {n} more of {self.cards}",
                           [*((c.id, c.name) for c in found), ("done", "take no more")])
            if key == "done":
                break
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.hand.append(card)
            g.say(f"{side.name} shows {card.name} and takes it from the deck" if self.show
                  else f"{side.name} takes a card from the deck")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        shown = ", show them to your opponent" if self.show else ""
        return (f"Search your deck for up to {self.count} {self.cards}{shown} and put them "
                f"into your hand; shuffle.")


def search_up_to(cards: InDeck, count: int, show: bool = True, owner: str = "") -> SearchUpTo:
    """Search the deck for up to ``count`` of ``cards`` (``owner``: Pokémon cards with that
    Owner's name in their name, for the players' hints)."""
    return SearchUpTo(cards, count, show, owner)


class TopCards(Piece):
    """Look at the top ``look`` cards of your deck and put cards of them into your hand:
    ``take`` of your choice (None: every card that ``match`` takes, no choice), each
    declinable when ``optional``; the rest is discarded or (``shuffle``) shuffled back into
    the deck. ``show``: the cards are shown to both players (named in the log). Playable
    while the deck has a card (Misty's Wrath, Master Ball, Fervor)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=finds(self.match), finds=self.take or 1,
                     uses_deck=0 if self.shuffle else self.look)

    def __init__(self, look: int, take: int | None, match: Callable[[Card], bool] | None,
                 what: str, optional: bool, shuffle: bool, show: bool):
        self.look = look
        self.take = take
        self.match = match
        self.what = what
        self.optional = optional
        self.shuffle = shuffle
        self.show = show

    def can_play(self, at: Place) -> bool:
        return bool(at.side.deck)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        top = side.deck[:self.look]  # they stay in the deck while the player chooses
        if self.show:
            g.say(f"{side.name} shows the top cards: {', '.join(c.name for c in top)}")
        match = self.match
        taken: list[Card] = []
        rest = list(top)
        if self.take is None:
            taken = [c for c in top if match is None or match(c)]
            rest = [c for c in top if not (match is None or match(c))]
        else:
            for n in range(self.take, 0, -1):
                pool = [c for c in rest if match is None or match(c)]
                if not pool and not self.optional:
                    break
                options = [] if g.replaying else [(c.id, c.name) for c in pool]
                if self.optional:
                    options.append(("done", "take no more"))
                key = g.choose(side.name, "take-card", f"Put {n} more of {self.what} into "
                               f"your hand", options)
                if key == "done":
                    break
                card = with_id(pool, key)
                rest.remove(card)
                taken.append(card)
        del side.deck[:len(top)]
        side.hand.extend(taken)
        if taken:
            g.say(f"{side.name} puts {', '.join(c.name for c in taken)} into the hand"
                  if self.show or self.optional else
                  f"{side.name} puts {len(taken)} card(s) into the hand")
        if self.shuffle:
            side.deck.extend(rest)
            g.rng.shuffle(side.deck)
        else:
            side.discard.extend(rest)
            if rest:
                g.say(f"{side.name} discards {', '.join(c.name for c in rest)}")

    def describe(self) -> str:
        if self.take is None:
            took = f"put every {self.what} there into your hand"
        else:
            which = self.what if self.take == 1 else f"{self.take} of {self.what}"
            took = (f"{'you may ' if self.optional else ''}choose {which} there and put "
                    f"{'it' if self.take == 1 else 'them'} into your hand")
        rest = "shuffle the rest into your deck" if self.shuffle else "discard the rest"
        verb = "Show" if self.show else "Look at"
        return f"{verb} the top {self.look} cards of your deck; {took}; {rest}."


def top_cards(look: int, take: int | None, what: str = "those cards",
              match: Callable[[Card], bool] | None = None, optional: bool = False,
              shuffle: bool = False, show: bool = False) -> TopCards:
    return TopCards(look, take, match, what, optional, shuffle, show)


class TrashExchange(Piece):
    """Count the cards of your discard pile and shuffle them into your deck; then discard
    that many cards from the top of your deck."""

    hints = Hints(recycles=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        n = len(side.discard)
        side.deck.extend(side.discard)
        side.discard.clear()
        g.rng.shuffle(side.deck)
        gone = side.deck[:n]
        del side.deck[:n]
        side.discard.extend(gone)
        g.say(f"{side.name} shuffles {n} cards from the discard pile into the deck and "
              f"discards the top {len(gone)}")

    def describe(self) -> str:
        return ("Count the cards in your discard pile and shuffle them into your deck, then "
                "discard that many cards from the top of your deck.")


def trash_exchange() -> TrashExchange:
    return TrashExchange()


# --- Pokémon in play ---------------------------------------------------------------------------
class PromoteFromHand(Piece):
    """A Basic Pokémon card from your hand becomes your Active Pokémon; the old Active goes
    onto the Bench (its Special Conditions and attack effects end). Not playable without a
    Basic Pokémon card in hand or with a full Bench (Lt. Surge)."""

    hints = Hints(switches=True)

    def can_play(self, at: Place) -> bool:
        side = at.side
        return (side.active is not None and hooks.bench_room(at.g, side)
                and any(is_basic(c) for c in side.hand))

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        key = g.choose(side.name, "from-hand", "Which Basic Pokémon becomes your Active?",
                       [(c.id, c.name) for c in side.hand if is_basic(c)])
        card = turn.take_from_hand(side, key)
        old = side.active
        assert old is not None
        side.bench.append(old)
        conditions.clear_on_leave(old)
        side.active = g.new_pokemon(side.name, card)
        g.say(f"{side.name} puts {card.name} into play as the Active Pokémon; {old.name} goes "
              f"to the Bench")

    def describe(self) -> str:
        return ("Put a Basic Pokémon card from your hand into play as your Active Pokémon and "
                "your old Active Pokémon onto your Bench (not with a full Bench).")


def promote_from_hand() -> PromoteFromHand:
    return PromoteFromHand()


class FaceDownToBench(Piece):
    """Put a card of your choice from your hand face down onto your Bench, as a Basic
    Pokémon while it stays face down (``FaceDown``); the log names no card (Lt. Surge's
    Secret Plan). Not playable with a full Bench or nothing else in hand."""

    hints = Hints(hides=True)

    def can_play(self, at: Place) -> bool:
        return hooks.bench_room(at.g, at.side) and len(at.side.hand) >= 2

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        key = g.choose(side.name, "face-down", "Put which card face down onto your Bench?",
                       [(c.id, c.name) for c in side.hand])
        card = turn.take_from_hand(side, key)
        mon = g.new_pokemon(side.name, card)
        mon.effects = (Lasting(FACE_DOWN, FOREVER),)
        mon.form = FACE_DOWN_CARD  # its facts while it lies face down
        side.bench.append(mon)
        g.say(f"{side.name} puts a card face down onto the Bench")

    def describe(self) -> str:
        return ("Put 1 card from your hand face down onto your Bench; it is a Basic Pokémon "
                "while face down. It is turned over when it becomes your Active Pokémon or "
                "an attack damages it, or when you like during your turn; if it is not a "
                "Basic Pokémon, it is then discarded with its cards. Not playable with a full "
                "Bench.")


def face_down_to_bench() -> FaceDownToBench:
    return FaceDownToBench()


class OpponentsBenchFromHand(Piece):
    """Put any number of the Basic Pokémon cards of the opponent's hand onto their Bench,
    one at a time while there is room (``done`` stops: Erika's Perfume)."""

    hints = Hints(benches=Whose.OPPONENT)

    def effect(self, ctx: Place) -> None:
        g, side, opp = ctx.g, ctx.side, ctx.opp
        while hooks.bench_room(g, opp):
            basics = [c for c in opp.hand if is_basic(c)]
            if not basics:
                break
            key = g.choose(side.name, "hand-to-bench",
                           "Put a Basic Pokémon of your opponent's hand onto their Bench?",
                           [("done", "no more"), *((c.id, c.name) for c in basics)])
            if key == "done":
                break
            card = turn.take_from_hand(opp, key)
            opp.bench.append(g.new_pokemon(opp.name, card))
            g.say(f"{side.name} puts {opp.name}'s {card.name} onto the Bench")

    def describe(self) -> str:
        return ("You may put any number of the Basic Pokémon cards there onto your "
                "opponent's Bench (as long as there is room).")


def opponents_bench_from_hand() -> OpponentsBenchFromHand:
    return OpponentsBenchFromHand()


class Hasten(Piece):
    """Choose 1 of ``on``: this turn it may evolve although it came into play or evolved
    this turn, or on the first turn, and so may what it evolves into (Giovanni)."""

    @property
    def hints(self) -> Hints:
        return Hints(hastens=True, owner=owner_of(self.on))

    def __init__(self, on: Pokemons):
        self.on = on

    def can_play(self, at: Place) -> bool:
        return self.on.exists(at)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        mon = choose_one(g, ctx.side.name, self.on.resolve(ctx), "target",
                         "Which Pokémon may evolve again this turn?")
        mon.effects = (*mon.effects, Lasting("hastened", g.turn))
        g.say(f"{mon.name} may evolve again this turn")

    def describe(self) -> str:
        return (f"Choose 1 of {self.on}. For the rest of your turn you may evolve it even if "
                f"it came into play or evolved this turn, or on your first turn; so may the "
                f"Pokémon it evolves into.")


def hasten(on: Pokemons) -> Hasten:
    return Hasten(on)


class MoveAllEnergy(Piece):
    """Move every Energy card attached to 1 of ``among`` to another of them (Sabrina).
    Playable while one of them has Energy and there is another."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy="Colorless", owner=owner_of(self.among))

    def __init__(self, among: Pokemons):
        self.among = among

    def can_play(self, at: Place) -> bool:
        mons = self.among.resolve(at)
        return len(mons) >= 2 and any(m.energy for m in mons)

    def effect(self, ctx: Place) -> None:
        g, player = ctx.g, ctx.side.name
        mons = self.among.resolve(ctx)
        source = choose_one(g, player, [m for m in mons if m.energy], "move-energy",
                            "Take all Energy cards from which Pokémon?")
        target = choose_one(g, player, [m for m in mons if m is not source], "move-energy-to",
                            "Attach them to which Pokémon?")
        moved = list(source.energy)
        for card in moved:
            energy.detach(source, card)
            target.energy.append(card)
        g.say(f"{player} moves {len(moved)} Energy card(s) from {source.name} to {target.name}")

    def describe(self) -> str:
        return (f"Take all Energy cards attached to 1 of {self.among} and attach them to "
                f"another of them.")


def move_all_energy(among: Pokemons) -> MoveAllEnergy:
    return MoveAllEnergy(among)


class EnergyToHand(Piece):
    """For each of your Pokémon, return any number of the Energy cards attached to it to
    your hand (one at a time, ``done`` stops: Energy Flow). Playable while one has Energy."""

    hints = Hints(moves_energy="Colorless")

    def can_play(self, at: Place) -> bool:
        return any(m.energy for m in at.side.in_play)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        while True:
            mons = [m for m in side.in_play if m.energy]
            if not mons:
                break
            picked = choose_attached_energy(g, side.name, mons, "return-energy",
                                            "Return an Energy card to your hand?", optional=True)
            if picked is None:
                break
            mon, card = picked
            energy.detach(mon, card)
            side.hand.append(card)
            g.say(f"{side.name} returns {card.name} from {mon.name} to the hand")

    def describe(self) -> str:
        return ("For each of your Pokémon, you may return any number of Energy cards attached "
                "to it to your hand.")


def energy_to_hand() -> EnergyToHand:
    return EnergyToHand()


class EndYourTurn(Piece):
    """Your turn ends (you can't attack): only when it is your turn (a Trainer played for
    the opponent, through Chaos Gym, ends nobody's turn)."""

    hints = Hints(ends_turn=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        if ctx.g.current == ctx.side.name:
            ctx.g.say(f"{ctx.side.name}'s turn ends")
            turn.end_turn(ctx.g)

    def describe(self) -> str:
        return "Your turn ends (you can't attack this turn)."


def end_your_turn() -> EndYourTurn:
    return EndYourTurn()


class SetAsideHand(Piece):
    """The opponent sets their hand aside face down (nobody may look) until the end of
    their next turn, when it comes back (Tickling Machine)."""

    hints = Hints(disrupts_hand=True)

    def effect(self, ctx: Place) -> None:
        opp = ctx.opp
        opp.aside.extend(opp.hand)
        n = len(opp.hand)
        opp.hand.clear()
        add_side_effect(ctx.g, opp.name, "set-aside", ctx.g.turn + 1)
        ctx.g.say(f"{opp.name} sets {n} card(s) of the hand aside face down")

    def describe(self) -> str:
        return ("Your opponent sets all the cards of their hand aside face down; nobody may "
                "look at them. At the end of your opponent's next turn, they go back into "
                "their hand.")


def set_aside_hand() -> SetAsideHand:
    return SetAsideHand()


class MayEndTurn(Trainer):
    """A Trainer of steps one of which may end the player's turn (on a coin): its hints say
    so, whichever face the coin shows."""

    @property
    def hints(self) -> Hints:
        return replace(super().hints, ends_turn=True)


# --- Trainers with a class of their own ------------------------------------------------------
class ReturnBenched(CardScript):
    """Flip 2 coins: both heads, choose 1 of the opponent's Benched Pokémon; it and every
    card attached to it go back into their hand; otherwise your turn ends (Minion of Team
    Rocket)."""

    hints = Hints(coin=True, ends_turn=True, returns_to_hand=True)
    text = ("Flip 2 coins. If both are heads, choose 1 of your opponent's Benched Pokémon: "
            "it and all cards attached to it go back into their hand. Otherwise your turn "
            "ends (you can't attack).")

    def play(self, g, side, card):
        first, second = g.flip(card.name), g.flip(card.name)
        opp = g.opponent(side.name)
        if first and second:
            if opp.bench:
                mon = retreat.choose_benched(g, side.name, opp, "bench-target",
                                             "Which of your opponent's Benched Pokémon goes "
                                             "back into their hand?")
                opp.bench.remove(mon)
                opp.hand.extend(mon.cards)
                g.say(f"{opp.name}'s {mon.name} and its cards go back into the hand")
        elif g.current == side.name:
            g.say(f"{side.name}'s turn ends")
            turn.end_turn(g)


class Treaty(CardScript):
    """The opponent chooses (kind "proposal": ``yes`` / ``no``): each player puts 1 of
    their Prize cards into their hand (they lie face down, so the first is taken), or the
    player of the card draws a card (Lt. Surge's Treaty)."""

    hints = Hints(draws=1)
    text = ("Your opponent chooses: each player puts 1 of their own Prize cards into their "
            "hand, or you draw a card.")

    def play(self, g, side, card):
        opp = g.opponent(side.name)
        if not g.yes_no(opp.name, "proposal", f"{card.name}: yes, each player puts 1 of "
                                              f"their Prize cards into their hand; no, "
                                              f"{side.name} draws a card"):
            n = draw(side, 1)
            g.say(f"{side.name} draws {n} card{'' if n == 1 else 's'}")
            return
        for s in (side, opp):
            if s.prizes:
                s.hand.append(s.prizes.pop(0))
                g.say(f"{s.name} puts a Prize card into the hand ({len(s.prizes)} left)")
        if not side.prizes or not opp.prizes:  # a last Prize card taken: who has won
            knockout.judge(g)


class PrizeSwap(CardScript):
    """Misty's Wish: look at 1 Prize card (the first: they lie face down); ask the opponent
    (kind "proposal", yes/no) whether it may be swapped with a card of your hand. Yes, and
    with a card in hand: you choose which (the Prize card is named in your prompt only).
    No: the Prize stays and you draw a card."""

    hints = Hints(looks=True, draws=1)
    text = ("Look at 1 of your Prize cards and ask your opponent whether you may switch it "
            "with a card from your hand. If they accept, switch them (if you have another "
            "card); if they decline, put it back and draw a card.")

    def playable(self, g, side, card):
        return bool(side.prizes)

    def play(self, g, side, card):
        opp = g.opponent(side.name)
        g.say(f"{side.name} looks at a Prize card")
        if g.yes_no(opp.name, "proposal",
                    f"{side.name} asks to switch a Prize card with a card of their hand: "
                    f"accept?"):
            g.say(f"{opp.name} accepts")
            if side.hand:
                prize = side.prizes[0]
                key = g.choose(side.name, "to-prizes",
                               f"Your Prize card is {prize.name}: which card of your hand "
                               f"takes its place?", [(c.id, c.name) for c in side.hand])
                given = turn.take_from_hand(side, key)
                side.prizes[0] = given
                side.hand.append(prize)
                g.say(f"{side.name} switches a card of the hand with a Prize card")
            return
        g.say(f"{opp.name} declines")
        n = draw(side, 1)
        g.say(f"{side.name} draws {n} card{'' if n == 1 else 's'}")


# --- attached to a Pokémon ----------------------------------------------------------------
class AttachToOwners(CardScript):
    """A card that attaches to 1 of your Pokémon with ``word`` in its name (``active``: to
    your Active Pokémon only). Not a Pokémon Tool: a Pokémon may hold several."""

    attaches = True

    def __init__(self, word: str, active: bool = False):
        self.word = word
        self.active = active

    def candidates(self, side):
        mons = [side.active] if self.active and side.active is not None else (
            [] if self.active else side.in_play)
        return [m for m in mons if name_has(m.name, self.word)]

    def playable(self, g, side, card):
        return bool(self.candidates(side))

    def play(self, g, side, card):
        mon = choose_one(g, side.name, self.candidates(side), "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        mon.attached.append(card)
        g.say(f"{side.name} attaches {card.name} to {mon.name}")


class GuardEnergy(AttachToOwners):
    """Brock's Protection: Energy attached to the holder can't be removed by the opponent's
    attacks or Trainer cards (the rest of them still works); it stays attached."""

    @property
    def hints(self) -> Hints:
        return Hints(guards_energy=True, owner=self.word)

    def __init__(self, word: str):
        super().__init__(word)
        self.text = (f"Attach to 1 of your Pokémon with {word} in its name. Energy cards "
                     f"attached to it can't be removed by your opponent's attacks or Trainer "
                     f"cards (the rest of them still works). Not a Pokémon Tool.")

    def protects_energy(self, g, src, mon, player):
        return mon is src.holder and player != src.owner


class OwnerReflip(AttachToOwners):
    """Sabrina's ESP: attached to a Pokémon with ``word`` in its name until the end of your
    turn. When that Pokémon's attack has flipped coins, you may flip all of them again, once
    (``reflips_attack``, yes/no of kind "reflip"): the attack's damage and effects are
    undone and done again with the new coins."""

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, owner=self.word)

    def __init__(self, word: str):
        super().__init__(word)
        self.text = (f"Attach to 1 of your Pokémon with {word} in its name; discard it at the "
                     f"end of your turn. If that Pokémon's attack flips coins, you may flip "
                     f"all of them again, once.")

    def reflips_attack(self, g, src, attacker):
        if attacker is not src.holder:
            return False
        return g.yes_no(src.owner, "reflip", f"Flip all the coins of this attack again with "
                                              f"{src.card.name}?")

    def end_of_turn(self, g, src):
        return g.current == src.owner


class NinjaTrick(AttachToOwners):
    """Koga's Ninja Trick: attached to your Active Pokémon with ``word`` in its name. When
    the opponent attacks it, you may switch it with 1 of your Benched Pokémon before the
    attack's damage and effects (``on_attack``; ``done`` declines); this card is discarded
    when its Pokémon goes to the Bench."""

    @property
    def hints(self) -> Hints:
        return Hints(switches=True, owner=self.word)

    def __init__(self, word: str):
        super().__init__(word, active=True)
        self.text = (f"Attach to your Active Pokémon with {word} in its name. When your "
                     f"opponent attacks, you may switch it with 1 of your Benched Pokémon "
                     f"(before the attack's damage and effects). Discard this card when that "
                     f"Pokémon goes to your Bench.")

    def on_attack(self, g, src, attacker):
        mon = src.mon
        side = g.side(src.owner)
        if attacker.owner == src.owner or side.active is not mon or not side.bench:
            return
        key = g.choose(src.owner, "switch", f"{src.card.name}: switch {mon.name} out?",
                       [("done", "stay"),
                        *((g.slot(m, src.owner), g.label(m, src.owner)) for m in side.bench)])
        if key == "done":
            return
        retreat.switch(g, side, g.at(src.owner, key))
        hooks.end_source(g, src)

    def end_of_turn(self, g, src):
        return not g.is_active(src.mon)


class Charity(CardScript):
    """Charity: attach to your Active Pokémon; it comes back to your hand at the end of your
    turn unless that Pokémon was Knocked Out. When that Pokémon's attack does damage to the
    Defending Pokémon, its player may reduce that damage by any multiple of 10 (damage step
    5, kind "reduce-damage": "0" keeps it)."""

    hints = Hints(softens=True)
    attaches = True
    text = ("Attach to your Active Pokémon; unless it is Knocked Out, return this card to your "
            "hand at the end of your turn. If that Pokémon's attack does damage to the "
            "Defending Pokémon, you may reduce that damage by any amount (in tens).")

    def playable(self, g, side, card):
        return side.active is not None

    def play(self, g, side, card):
        side.active.attached.append(card)

    def attacker_damage(self, g, src, attacker, target, dmg):
        ctx = g.attack_ctx
        if (ctx is None or attacker is not src.holder or ctx.attacker is not attacker
                or target is not ctx.defender or dmg <= 0):
            return dmg
        key = g.choose(src.owner, "reduce-damage", f"Reduce the {dmg} damage by how much?",
                       [(str(n), f"reduce by {n}") for n in range(0, dmg + 1, 10)])
        return dmg - int(key)

    def end_of_turn(self, g, src):
        if g.current == src.owner:
            src.mon.attached.remove(src.card)
            g.side(src.owner).hand.append(src.card)
            g.say(f"{src.card.name} goes back into {src.owner}'s hand")
        return False


# --- energy ------------------------------------------------------------------------------
class AttachFromHand(CardScript):
    """Blaine: instead of this turn's Energy card, attach up to ``count`` basic Energy cards
    of ``type_`` from your hand to 1 of your Pokémon with ``word`` in its name (that is the
    turn's attachment). Not playable once an Energy card was attached this turn."""

    def __init__(self, word: str, type_: str, count: int):
        self.word = word
        self.type = type_
        self.count = count
        self.text = (f"Instead of attaching your Energy card for the turn, attach up to "
                     f"{count} {type_} Energy cards from your hand to 1 of your Pokémon with "
                     f"{word} in its name.")

    @property
    def hints(self) -> Hints:
        return Hints(attaches=self.type, owner=self.word)

    def _energy(self, side):
        return list(filter(basic_energy_of(self.type), side.hand))

    def playable(self, g, side, card):
        return (not g.energy_played and bool(self._energy(side))
                and any(name_has(m.name, self.word) for m in side.in_play))

    def play(self, g, side, card):
        player = side.name
        mon = choose_one(g, player, [m for m in side.in_play if name_has(m.name, self.word)],
                         "attach-to", f"Attach {self.type} Energy to which Pokémon?")
        g.energy_played = True
        for n in range(self.count):
            found = self._energy(side)
            if not found:
                break
            options = [(c.id, c.name) for c in found]
            if n:
                options.append(("done", "no more"))
            key = g.choose(player, "attach-energy", f"Attach another {self.type} Energy?",
                           options)
            if key == "done":
                break
            e = turn.take_from_hand(side, key)
            turn.attach_energy(g, mon, e, f"{player} attaches {e.name} to {mon.name}")


# --- the discard pile ------------------------------------------------------------------------
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

    def playable(self, g, side, card):
        return any(used_and_gone(c) for c in g.opponent(side.name).discard)

    def play(self, g, side, card):
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


class MaxRevive(BenchFromDiscard):
    """Max Revive: discard ``price`` Energy cards from your hand to put a Basic Pokémon from
    your discard pile onto your Bench (not with a full Bench)."""

    def __init__(self, price: int = 2):
        super().__init__()
        self.price = price
        self.text = (f"Discard {price} Energy cards from your hand to put a Basic Pokémon card "
                     f"from your discard pile onto your Bench. Not playable with a full Bench.")

    @property
    def hints(self) -> Hints:
        return Hints(benches=Whose.OWN, price=self.price)

    def playable(self, g, side, card):
        return (sum(1 for c in side.hand if c.is_energy) >= self.price
                and super().playable(g, side, card))

    def play(self, g, side, card):
        for n in range(self.price, 0, -1):
            key = g.choose(side.name, "discard-from-hand", f"Discard {n} more Energy card(s)",
                           [(c.id, c.name) for c in side.hand if c.is_energy])
            gone = turn.take_from_hand(side, key)
            side.discard.append(gone)
            g.say(f"{side.name} discards {gone.name}")
        super().play(g, side, card)


class BothSwitch(CardScript):
    """Warp Point: if the opponent has Benched Pokémon, they switch 1 of them (their choice)
    with their Active Pokémon; then, if you have Benched Pokémon, you switch 1 of yours.
    Playable while either player has a Benched Pokémon."""

    hints = Hints(switches=True, gusts=True)
    text = ("If your opponent has any Benched Pokémon, they choose 1 of them and switch it "
            "with their Active Pokémon; then, if you have any Benched Pokémon, switch 1 of "
            "them with your Active Pokémon.")

    def playable(self, g, side, card):
        return bool(side.bench or g.opponent(side.name).bench)

    def play(self, g, side, card):
        at = Play(g, side, card)
        opponent_switches().effect(at)
        you_switch().effect(at)


# --- Blaine's quizzes ----------------------------------------------------------------------
@cache
def _lengths() -> dict[str, int]:
    """Each species' Pokédex length, in decimetres (``cards/facts/lengths.tsv``)."""
    text = files("oldback.cards.facts").joinpath("lengths.tsv").read_text(encoding="utf-8")
    out = {}
    for line in text.splitlines()[1:]:
        _, species, dm = line.split("\t")
        out[species.lower()] = int(dm)
    return out


@cache
def length_of(name: str) -> int | None:
    """The length in decimetres of the species a Pokémon card's name names (the longest
    species name in it: Misty's Seadra is a Seadra, Dark Dragonite a Dragonite)."""
    low = name.lower()
    found = [s for s in _lengths() if s in low]
    return _lengths()[max(found, key=len)] if found else None


def metres(dm: int) -> str:
    return f"{dm // 10}.{dm % 10}m"


@cache
def quiz_lengths() -> tuple[str, ...]:
    """Every length a guess of Blaine's Quiz #1 may name (its keys), shortest first."""
    return tuple(metres(dm) for dm in sorted(set(_lengths().values())))


@cache
def _names_with_attack(attack: str) -> tuple[tuple[str, str], ...]:
    """(card id, name) for each name of a Pokémon card with an attack named ``attack``: the
    first printing of the name stands for it (the guess is a name)."""
    from oldback.cards.catalog import cards

    out: dict[str, str] = {}
    for c in cards():
        if c.is_pokemon and c.name not in out and any(a.name == attack for a in c.attacks):
            out[c.name] = c.id
    return tuple(sorted((cid, name) for name, cid in out.items()))


def _kind_of(card: Card) -> str:
    return str(card.supertype)


class Quiz(CardScript):
    """Blaine's quizzes: put a card of your hand face down (it stays yours: it goes back
    into your hand), tell your opponent a clue, and your opponent guesses (decision kind
    "guess"): right, they draw ``reward`` cards; wrong, you do. ``asks``:

    * ``"length"`` — a Pokémon card; its name is told; the guess is its Pokédex length
      (keys like ``0.7m``, every length of the catalog's species);
    * ``"kind"`` — any card; the guess is ``Pokémon``, ``Trainer`` or ``Energy``;
    * ``"name"`` — a Pokémon card with an attack; the name of 1 of its attacks is told; the
      guess is the card's name (keys: for each name of a Pokémon card with that attack,
      the id of its first printing; labels: the names).

    Neither view shows the other player's part: the card chosen is in the player's hand
    and decisions, the clue and the answer go into the log only once told."""

    def __init__(self, asks: str, reward: int):
        self.asks = asks
        self.reward = reward
        clue = {"length": "tell your opponent its name; they guess its length",
                "kind": "your opponent guesses whether it is a Pokémon, Trainer or Energy card",
                "name": "tell your opponent the name of 1 of its attacks; they guess its name"}
        what = {"length": "a Pokémon card", "kind": "a card",
                "name": "a Pokémon card"}[asks]
        self.text = (f"Put {what} from your hand face down and {clue[asks]}. Right: your "
                     f"opponent draws {reward} cards; wrong: you draw {reward}. The card goes "
                     f"back into your hand.")

    @property
    def hints(self) -> Hints:
        return Hints(quiz=True)

    def fits(self, card: Card) -> bool:
        if self.asks == "kind":
            return True
        if not card.is_pokemon:
            return False
        if self.asks == "length":
            return length_of(card.name) is not None
        return bool(card.attacks)

    def playable(self, g, side, card):
        # the quiz itself is still in the hand: another card must fit
        return sum(1 for c in side.hand if self.fits(c)) > int(self.fits(card))

    def play(self, g, side, card):
        player, opp = side.name, g.opponent(side.name)
        key = g.choose(player, "quiz-card", "Put which card face down?",
                       [(c.id, c.name) for c in side.hand if self.fits(c)])
        chosen = with_id(side.hand, key)
        if self.asks == "length":
            g.say(f"{player} puts a card face down: {chosen.name}")
            answer = metres(length_of(chosen.name) or 0)
            options = [(m, m) for m in quiz_lengths()]
            prompt = f"Guess the length of {chosen.name}"
        elif self.asks == "kind":
            g.say(f"{player} puts a card face down")
            answer = _kind_of(chosen)
            options = [(k, k) for k in ("Pokémon", "Trainer", "Energy")]
            prompt = "Guess the kind of the face-down card"
        else:
            attack = g.choose(player, "quiz-attack", "Tell which attack's name?",
                              [(a.name, a.name) for a in chosen.attacks])
            g.say(f"{player} puts a card face down; one of its attacks is {attack}")
            named = dict(_names_with_attack(attack))
            answer = next(cid for cid, name in named.items() if name == chosen.name)
            options = list(named.items())
            prompt = f"Guess the name of the card with the attack {attack}"
        guess = g.choose(opp.name, "guess", prompt, options)
        g.say(f"{opp.name} guesses {guess}; the card is {chosen.name}")
        winner = opp if guess == answer else side
        n = draw(winner, self.reward)
        g.say(f"{winner.name} {'guessed right' if winner is opp else 'wins the quiz'} and "
              f"draws {n} card{'' if n == 1 else 's'}")


# --- helpers for the set modules -------------------------------------------------------------
class Owners(Where):
    """Your Pokémon in play with the Owner's name ``word`` in their name (``with_name``),
    the word kept for the players' hints."""

    def __init__(self, word: str):
        base = with_name(YOUR_POKEMON, word)
        super().__init__(base.among, base.test, f"with {word} in its name")
        self.word = word


def owners(word: str) -> Owners:
    """Your Pokémon in play with ``word`` in its name."""
    return Owners(word)


def owner_of(on: Pokemons) -> str:
    """The Owner's name ``on`` selects by (``Owners``), if it does."""
    return on.word if isinstance(on, Owners) else ""
