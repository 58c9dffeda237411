"""The deck: draw, draw up to, search (one card, up to N, any number), look at the top cards
and take some, rearrange, shuffle, trade cards of the hand or the discard pile for it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from oldback.card import Card, with_id
from oldback.effects.pieces import Piece
from oldback.effects.select import OPPONENTS, YOURS, Count, InDeck, Remembered, finds
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import NONE, Finds, Hand, Hints
from oldback.engine.scripts import CardScript
from oldback.engine.setup import draw

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class RearrangeTopCards(Piece):
    """Look at up to N cards from the top of either player's deck and put them back in the
    order you like (``yes``: your own deck, ``no``: your opponent's; then how many; then
    the cards from the top down)."""

    hints = Hints(rearranges=True)

    def __init__(self, count: int = 3):
        self.count = count

    def effect(self, ctx: Attacking) -> None:
        g, player = ctx.g, ctx.player
        pairs = [(k, label) for k, label, s in (("yes", "your own deck", ctx.side),
                                                ("no", "your opponent's deck", ctx.opp))
                 if s.deck]
        if not pairs:
            return
        own = g.choose(player, "which-deck", "Look at your own deck (no: your opponent's)?",
                       pairs, ask=len(pairs) > 1) == "yes"
        side = ctx.side if own else ctx.opp
        most = min(self.count, len(side.deck))
        n = int(g.choose(player, "look-count", "Look at how many cards from the top?",
                         [(str(i), f"look at {i}") for i in range(1, most + 1)]))
        top = side.deck[:n]
        order: list[Card] = []
        while len(top) > 1:
            key = g.choose(player, "deck-order",
                           f"Which card goes {'next' if order else 'on top'}?",
                           [(c.id, c.name) for c in top])
            card = with_id(top, key)
            top.remove(card)
            order.append(card)
        side.deck[:n] = order + top
        g.say(f"{player} looks at and rearranges {n} card(s) on top of {side.name}'s deck")

    def describe(self) -> str:
        return (f"Look at up to {self.count} cards from the top of either player's deck and "
                f"put them back in any order.")


class Draw(Piece):
    """``whose`` player draws N cards; from a deck with fewer, as many as there are (drawing
    by an effect never loses the game: "do as much as you can"). ``needs_deck``: as a
    Trainer's step, not playable from an empty deck, there being nothing else to do (Bill);
    without it the draw is reported even when it finds no card (Professor Oak)."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.count) if self.whose == YOURS else NONE

    quiet = True

    def __init__(self, count: int = 1, whose: str = YOURS, needs_deck: bool = True):
        self.count = count
        self.whose = whose
        self.needs_deck = needs_deck

    def can_play(self, at: Place) -> bool:
        return bool(at.side.deck) or not self.needs_deck

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        drawn = draw(side, self.count)
        if (drawn or not self.needs_deck) and ctx.g.logging:
            ctx.g.say(f"{side.name} draws {drawn} card{'' if drawn == 1 else 's'}")

    def describe(self) -> str:
        cards = "a card" if self.count == 1 else f"{self.count} cards"
        return f"Draw {cards}." if self.whose == YOURS else f"Your opponent draws {cards}."


#: ``SearchDeck``'s count for "any number of" cards
ANY_NUMBER = None


class SearchDeck(Piece):
    """Search your deck for cards that match, put them into your hand, shuffle the deck.

    ``count``: 1 (a card), a number (up to that many: Erika's Maids, Misty's Tears), a
    ``Count`` (as many as it counts: "for each heads", Energy Ark, Squaredance) or
    ``ANY_NUMBER`` (Jellyfish Pod). The cards are taken one at a time (``done`` stops, and
    the search stops when no card left matches). A search for a kind of card may fail to
    find (``done``); a search for "any card" may not, and can't be played from an empty
    deck (spec, "Fail to find"). ``show``: each card found is shown to the opponent (its
    name goes into the log). ``owner``: the Owner's name the cards searched for have, if
    they must have one (for hints)."""

    @property
    def hints(self) -> Hints:
        count = self.count
        return Hints(searches=finds(self.cards.match),
                     finds=count if isinstance(count, int) else 3 if count is None else 2,
                     owner=self.owner, coin=isinstance(count, Count))

    def __init__(self, cards: InDeck, count: int | Count | None = 1, show: bool = False,
                 owner: str = ""):
        self.cards = cards
        self.count = count
        self.show = show
        self.owner = owner

    def can_play(self, at: Place) -> bool:
        return self.cards.match is not None or bool(at.side.deck)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        player = side.name
        count = self.count
        most = (count if isinstance(count, int) else len(side.deck) if count is None
                else count.count(ctx))
        # "up to" and "any number" may stop early; one card of a kind may fail to be found;
        # "any card" must be taken
        may_stop = count != 1 or self.cards.match is not None
        for left in range(most, 0, -1):
            found = self.cards.resolve(ctx)
            if not found and may_stop:
                break
            # (on a re-run the answer is known: no options listed, ``Game.replaying``)
            options = [] if g.replaying else [(c.id, c.name) for c in found]
            if may_stop:
                options.append(("done", "take nothing" if left == most else "take no more"))
            prompt = (f"Take {self.cards} from your deck" if most == 1
                      else f"Take {self.cards} from your deck ({left} more at most)")
            key = g.choose(player, "search-deck", prompt, options)
            if key == "done":
                break
            taken = with_id(side.deck, key)
            side.deck.remove(taken)
            side.hand.append(taken)
            if self.show:
                g.say(f"{player} shows {taken.name} and takes it from the deck")
            elif g.logging:
                g.say(f"{player} takes a card from the deck")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        count, cards = self.count, self.cards
        if isinstance(count, Count):
            return (f"{count.lead}. For each heads, you may search your deck for {cards}, show "
                    f"it and put it into your hand. Shuffle your deck afterward.")
        shown = " show it to your opponent and" if self.show else ""
        if count == 1:
            return f"Search your deck for {cards},{shown} put it into your hand; shuffle."
        amount = "any number of" if count is None else f"up to {count}"
        shown = ", show them to your opponent" if self.show else ""
        return (f"Search your deck for {amount} {cards}{shown} and put them into your hand; "
                f"shuffle.")


class Rearrange(CardScript):
    """Pokédex: look at the top cards of the deck and put them back in any order, chosen
    one position at a time from the top (identical cards are one option)."""

    hints = Hints(rearranges=True)

    def __init__(self, count: int, shuffle_first: bool = False):
        self.count = count
        #: shuffle the deck before looking (New Pokédex)
        self.shuffle_first = shuffle_first
        self.text = (("Shuffle your deck. Then, l" if shuffle_first else "L")
                     + f"ook at up to {count} cards from the top of your deck and rearrange "
                     f"them.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(side.deck)

    def play(self, g: Game, side: Side, card: Card) -> None:
        if self.shuffle_first:
            g.rng.shuffle(side.deck)
        top = side.deck[:self.count]
        order: list[Card] = []
        while top:
            key = g.choose(side.name, "rearrange",
                           f"Which card goes {len(order) + 1}. from the top of your deck?",
                           [(c.id, c.name) for c in top])
            chosen = with_id(top, key)
            top.remove(chosen)
            order.append(chosen)
        side.deck[:len(order)] = order
        g.say(f"{side.name} rearranges the top {len(order)} card(s) of the deck")


class TradeWithDeck(CardScript):
    """Pokémon Trader (WotC chat 2000): show a Pokémon card (any stage) from the hand and
    search the deck for a Pokémon card (any stage; not Clefairy Doll or Mysterious Fossil,
    which are Trainers there). The search may find nothing (``done``): the shown card then
    stays in hand. Otherwise the shown card goes into the deck. The deck is shuffled."""

    hints = Hints(trades=True)

    text = ("Show a Basic Pokémon or Evolution card from your hand and trade it for one from "
            "your deck (shown too), which you may fail to find; shuffle your deck.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        for c in side.hand:  # (asked at every action: a plain loop)
            if c.is_pokemon:
                return True
        return False

    def play(self, g: Game, side: Side, card: Card) -> None:
        player = side.name
        key = g.choose(player, "from-hand", "Which Pokémon card of your hand do you trade?",
                       [(c.id, c.name) for c in side.hand if c.is_pokemon])
        given = with_id(side.hand, key)
        g.say(f"{player} shows {given.name}")
        options = [(c.id, c.name) for c in side.deck if c.is_pokemon]
        options.append(("done", "take nothing"))
        key = g.choose(player, "search-deck", "Take a Pokémon card from your deck", options)
        if key != "done":
            taken = with_id(side.deck, key)
            side.deck.remove(taken)
            side.hand.append(taken)
            side.hand.remove(given)
            side.deck.append(given)
            g.say(f"{player} trades {given.name} for {taken.name}")
        g.rng.shuffle(side.deck)


class ShuffleOpponentDeck(Piece):
    """The opponent's deck is shuffled (Mischief); ``may``: if its player wants (Cunning)."""

    hints = Hints(shuffles_deck=True)

    def __init__(self, may: bool = False):
        #: "you may have your opponent shuffle" (Cunning: yes/no, kind "may")
        self.may = may

    def effect(self, ctx: Place) -> None:
        if self.may and not ctx.g.yes_no(ctx.side.name, "may", "Have your opponent shuffle their "
                                                          "deck?"):
            return
        ctx.g.rng.shuffle(ctx.opp.deck)
        ctx.g.say(f"{ctx.opp.name}'s deck is shuffled")

    def describe(self) -> str:
        if self.may:
            return "You may have your opponent shuffle their deck."
        return "Shuffle your opponent's deck."


class ShuffleDeck(Piece):
    """Shuffle your deck (Fidget)."""

    hints = Hints(hand=Hand.SHUFFLE)

    def effect(self, ctx: Place) -> None:
        ctx.g.rng.shuffle(ctx.side.deck)
        ctx.g.say(f"{ctx.side.name} shuffles the deck")

    def describe(self) -> str:
        return "Shuffle your deck."


class DrawUpTo(Piece):
    """``whose`` player may draw up to ``count`` cards: that player chooses how many (key: a
    number, the most first), no more than their deck holds (Erika); ``all_or_none``: they
    may draw those cards or none (Gold Scale: "may draw 2 cards")."""

    @property
    def hints(self) -> Hints:
        return (Hints(draws=self.count) if self.whose == YOURS
                else Hints(opponent_draws=self.count))

    def __init__(self, count: int, whose: str = YOURS, all_or_none: bool = False):
        self.count = count
        self.whose = whose
        self.all_or_none = all_or_none

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        most = min(self.count, len(side.deck))
        counts = (most, 0) if self.all_or_none and most else range(most, -1, -1)
        n = int(ctx.g.choose(side.name, "draw-count", f"Draw how many cards (up to {most})?",
                             [(str(i), f"draw {i}") for i in counts]))
        draw(side, n)
        ctx.g.say(f"{side.name} draws {n} card{'' if n == 1 else 's'}")

    def describe(self) -> str:
        who = "You" if self.whose == YOURS else "Your opponent"
        if self.all_or_none:
            return f"{who} may draw {self.count} card{'' if self.count == 1 else 's'}."
        return f"{who} may draw up to {self.count} cards."


class DrawPerDiscarded(Piece):
    """Draw ``factor`` cards for each card discarded by ``DiscardAny``."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.factor)

    quiet = True

    def __init__(self, factor: int = 1):
        self.factor = factor

    def effect(self, ctx: Place) -> None:
        n = ctx.memo.get("discarded", 0) * self.factor
        drawn = draw(ctx.side, n)
        ctx.g.say(f"{ctx.side.name} draws {drawn} card{'' if drawn == 1 else 's'}")

    def describe(self) -> str:
        return ("Draw that many cards." if self.factor == 1
                else f"Draw {self.factor} times that many cards.")


class DrawPer(Piece):
    """Draw ``factor`` cards for each one ``per`` counts, from a deck with fewer as many as
    there are (Tentacle Grip: 2 for each heads of a coin per Water Energy)."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.factor)

    quiet = True

    def __init__(self, per: Count, factor: int = 1):
        self.per = per
        self.factor = factor

    def effect(self, ctx: Place) -> None:
        drawn = draw(ctx.side, self.per.count(ctx) * self.factor)
        ctx.g.say(f"{ctx.side.name} draws {drawn} card{'' if drawn == 1 else 's'}")

    def describe(self) -> str:
        cards = "a card" if self.factor == 1 else f"{self.factor} cards"
        lead = f"{self.per.lead}: d" if self.per.lead else "D"
        return f"{lead}raw {cards} for each {self.per.number or self.per.each}."


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


class TopCardCharity(Piece):
    """Look at the top card of your opponent's deck: a Trainer goes to their discard pile,
    any other card into their hand (False Charity)."""

    hints = Hints(looks=True, mills=True)

    def effect(self, ctx: Attacking) -> None:
        opp = ctx.opp
        if not opp.deck:
            return
        card = opp.deck.pop(0)
        if card.is_trainer:
            opp.discard.append(card)
            ctx.g.say(f"{card.name} from the top of {opp.name}'s deck is discarded")
        else:
            opp.hand.append(card)
            ctx.g.say(f"the top card of {opp.name}'s deck goes into the hand")

    def describe(self) -> str:
        return ("Look at the top card of your opponent's deck. If it is a Trainer card, "
                "discard it; otherwise your opponent puts it into their hand.")


class ShowTopDiscardIf(Piece):
    """Show the top card of your opponent's deck to both players (it is named in the log);
    if it is ``what`` (``match``), it is discarded, otherwise it stays on top (Incinerate:
    a Trainer card)."""

    hints = Hints(looks=True, mills=True)

    def __init__(self, what: str, match: Callable[[Card], bool]):
        self.what = what
        self.match = match

    def effect(self, ctx: Attacking) -> None:
        opp = ctx.opp
        if not opp.deck:
            return
        card = opp.deck[0]
        ctx.g.say(f"the top card of {opp.name}'s deck is {card.name}")
        if self.match(card):
            opp.discard.append(opp.deck.pop(0))
            ctx.g.say(f"{card.name} is discarded")

    def describe(self) -> str:
        return (f"Show the top card of your opponent's deck to both players. If it is "
                f"{self.what}, discard it.")


class EachTopEnergyToHand(Piece):
    """Your opponent looks at the top ``count`` cards of their deck and may put any of the
    basic Energy cards among them into their hand, showing them (one at a time, key: the
    card id, ``done`` stops); then you do the same; each player shuffles their deck (Flipper
    Stroke). Only the player looking is offered their cards: nothing else is shown."""

    hints = Hints(searches=Finds.ENERGY, finds=2)

    def __init__(self, count: int = 3):
        self.count = count

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        for side in (ctx.opp, ctx.side):
            top = side.deck[:self.count]
            while True:
                found = [c for c in top if c.is_basic_energy]
                if not found:
                    break
                key = g.choose(side.name, "take-card", "Put which basic Energy card from the "
                               "top of your deck into your hand?",
                               [(c.id, c.name) for c in found] + [("done", "stop")])
                if key == "done":
                    break
                card = with_id(found, key)
                top.remove(card)
                side.deck.remove(card)
                side.hand.append(card)
                g.say(f"{side.name} shows {card.name} and puts it into the hand")
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Your opponent looks at the top {self.count} cards of their deck and may put "
                f"any basic Energy cards among them into their hand, showing them. Then you do "
                f"the same. Each player shuffles their deck.")


class DiscardTop(Piece):
    """Discard the top ``count`` cards of a player's deck (``whose``: yours, or the
    opponent's; all of them if there are fewer: Sweep Away, Berserk); ``count`` may be a
    count (a card for each heads: Mountain Crush)."""

    def __init__(self, count: int | Count, whose: str = YOURS):
        self.count = count
        self.whose = whose

    @property
    def hints(self) -> Hints:
        # (your own cards lost: a price, as cards given up are, and cards of the deck used up)
        if self.whose != YOURS:
            return Hints(mills=True)
        n = self.count if isinstance(self.count, int) else 1
        return Hints(price=n, uses_deck=n)

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        n = self.count if isinstance(self.count, int) else self.count.count(ctx)
        gone, side.deck[:] = side.deck[:n], side.deck[n:]
        side.discard.extend(gone)
        if gone:
            ctx.g.say(f"the top {len(gone)} card(s) of {side.name}'s deck are discarded")

    def describe(self) -> str:
        whose = "your" if self.whose == YOURS else "your opponent's"
        if isinstance(self.count, int):
            return f"Discard the top {self.count} cards of {whose} deck."
        # (a ``Remembered`` count was read, and said, by the damage already)
        lead = (f"{self.count.lead}. " if self.count.lead
                and not isinstance(self.count, Remembered) else "")
        return f"{lead}Discard the top card of {whose} deck for each {self.count.number}."


class RevealSameName(Piece):
    """Shuffle your deck and show its top ``count`` cards: if at least 2 of them share a name,
    put every one of that name into your hand; shuffle the rest back into the deck (Arcade
    Game). Playable while the deck has a card."""

    hints = Hints(draws=1)

    def __init__(self, count: int = 3):
        self.count = count

    def can_play(self, at: Place) -> bool:
        return bool(at.side.deck)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        g.rng.shuffle(side.deck)
        top = side.deck[:self.count]
        g.say(f"{side.name} shows the top cards of the deck: "
              + ", ".join(c.name for c in top))
        names = [c.name for c in top]
        pair = next((n for n in names if names.count(n) >= 2), None)
        if pair is not None:
            taken = [c for c in top if c.name == pair]
            for c in taken:
                side.deck.remove(c)
            side.hand.extend(taken)
            g.say(f"{side.name} puts {len(taken)} {pair} into the hand")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Shuffle your deck, then show the top {self.count} cards. If at least 2 of "
                f"them share a name, put all of that name into your hand; shuffle the rest "
                f"into your deck.")


class LookAtTop(Piece):
    """Look at the top ``count`` cards of the opponent's deck (``whose``: or your own: Radio
    Tower) and put them back in the same order ([Observe]; the log says that they were
    looked at, and the player alone is told what they are: ``Game.tell``)."""

    hints = Hints(looks=True)

    def __init__(self, count: int = 5, whose: str = OPPONENTS):
        self.count = count
        self.whose = whose

    def _deck(self, at: Place) -> Side:
        return at.opp if self.whose == OPPONENTS else at.side

    def can_play(self, at: Place) -> bool:
        return bool(self._deck(at).deck)

    def effect(self, ctx: Place) -> None:
        side = self._deck(ctx)
        whose = f"{side.name}'s" if side is ctx.opp else "their own"
        top = side.deck[:self.count]
        ctx.g.say(f"{ctx.side.name} looks at the top {len(top)} cards of {whose} deck")
        ctx.g.tell(ctx.side.name, f"the top of {whose} deck, from the top: "
                                  f"{', '.join(c.name for c in top)}")

    def describe(self) -> str:
        whose = "your opponent's" if self.whose == OPPONENTS else "your"
        return (f"Look at the top {self.count} cards of {whose} deck and put them back "
                f"in the same order.")

class DrawUntil(Piece):
    """Draw cards until you have ``size`` cards in your hand (as many as the deck holds; none
    if you have that many already: Mail from Bill)."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.size // 2)

    def __init__(self, size: int):
        self.size = size

    def effect(self, ctx: Place) -> None:
        n = draw(ctx.side, max(0, self.size - len(ctx.side.hand)))
        ctx.g.say(f"{ctx.side.name} draws {n} card{'' if n == 1 else 's'}")

    def describe(self) -> str:
        return f"Draw cards until you have exactly {self.size} cards in your hand."


class EachMaySearch(Piece):
    """Your opponent may search their deck for a card of ``cards``, show it and put it into
    their hand; either way you may do the same; each player who searched shuffles their deck
    (each search may be declined or fail: ``done``) (Gift: a Pokémon Tool card)."""

    hints = Hints(searches=Finds.TRAINER, finds=1)

    def __init__(self, cards: InDeck):
        self.cards = cards

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for side in (ctx.opp, ctx.side):
            match = self.cards.match
            found = [c for c in side.deck if match is None or match(c)]
            key = g.choose(side.name, "search-deck", f"Search your deck for {self.cards.what}?",
                           [("done", "none"), *((c.id, c.name) for c in found)], ask=True)
            if key == "done":
                continue
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.hand.append(card)
            g.rng.shuffle(side.deck)
            g.say(f"{side.name} shows {card.name} from the deck and puts it into the hand")

    def describe(self) -> str:
        return (f"Your opponent may search their deck for {self.cards.what}, show it and put it "
                f"into their hand; either way, you may do the same. Each player who searched "
                f"shuffles their deck.")
