"""The discard pile: put cards of it into the hand, onto the deck or shuffled into the deck."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from oldback.card import Card, with_id
from oldback.effects.pieces import Piece, pay_from_hand
from oldback.effects.select import Cards, Count, InDiscard, Play, finds, pick_each
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Finds, Hints
from oldback.engine.hooks import any_says, discard_shielded
from oldback.engine.scripts import CardScript

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Side


def more_into_hand(cards: Cards, n: int) -> str:
    """The prompt of "up to ``n`` more cards into your hand", one at a time (``pick_each``)."""
    return f"Put up to {n} more {cards} into your hand"


def more_into_deck(cards: Cards, n: int) -> str:
    """The prompt of "up to ``n`` more cards shuffled into your deck", one at a time."""
    return f"Shuffle up to {n} more {cards} into your deck"


def _same(cards: list[Card]) -> list[Card]:
    # (the options of a pick as they are now: a module's function, not a closure in a
    # method, which the compiled vocabulary cannot have)
    return cards


def _fixed(prompt: str, _n: int) -> str:
    return prompt


def to_hand(g: Game, side: Side, card: Card) -> bool:
    """Put ``card`` of ``side``'s discard pile into its hand, unless an effect in play keeps
    it in the discard pile (``keeps_in_discard``: Pokémon Tower); whether it went."""
    if "keeps_in_discard" in g.answered and any_says(g, "keeps_in_discard", side.name, card,
                                                     "hand"):
        g.say(f"{card.name} stays in {side.name}'s discard pile")
        return False
    side.discard.remove(card)  # (the first of its id: the pile's order as it always was)
    side.hand.append(card)
    return True


class FromDiscard(Piece):
    """Put a card that matches from your discard pile into your hand. The discard pile is
    public, so the search can't fail while such a card is there (spec, "Fail to find");
    with none there, nothing happens. ``up_to``: up to that many instead, one at a time,
    each of them declinable (``done`` stops). ``deck_top``: the card goes on top of the
    deck instead (Recycle). As a Trainer's step, playable while such a card is there."""

    @property
    def hints(self) -> Hints:
        if self.deck_top:
            return Hints(recycles=True)
        return Hints(retrieves=finds(self.cards.match), finds=self.up_to or 1)

    def __init__(self, cards: Cards, up_to: int | None = None, deck_top: bool = False):
        self.cards = cards
        self.up_to = up_to
        self.deck_top = deck_top

    def can_play(self, at: Place) -> bool:
        return self.cards.exists(at)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        if self.up_to is None:
            found = self.cards.resolve(ctx)
            if not found:
                g.say(f"there is no {self.cards} in {side.name}'s discard pile")
                return
            where = "on top of your deck" if self.deck_top else "into your hand"
            key = g.choose(side.name, "from-discard", f"Put {self.cards} {where}",
                           [(c.id, c.name) for c in found])
            self._take(ctx, with_id(found, key))
            return
        for card in pick_each(g, side.name, "from-discard", self.up_to,
                              partial(self.cards.resolve, ctx),
                              partial(more_into_hand, self.cards),
                              "stop"):
            self._take(ctx, card)

    def _take(self, ctx: Place, card: Card) -> None:
        side = ctx.side
        if self.deck_top:
            side.discard.remove(card)
            side.deck.insert(0, card)
            ctx.g.say(f"{side.name} puts {card.name} from the discard pile on top of the deck")
        elif to_hand(ctx.g, side, card):
            ctx.g.say(f"{side.name} puts {card.name} from the discard pile into the hand")

    def describe(self) -> str:
        what = self.cards if self.up_to is None else f"up to {self.up_to} {self.cards}"
        where = "on top of your deck" if self.deck_top else "into your hand"
        return f"Put {what} from your discard pile {where}."


class TradeForDiscard(CardScript):
    """Energy Retrieval: put ``price`` other cards from the hand into the discard pile,
    then up to ``count`` cards that were already there and match into the hand (the cards
    paid can't be among them: WotC chat 2000-03-02); the first must be taken (the pile is
    public: spec, "Fail to find"), the others may be declined (``done``)."""

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=finds(self.cards.match), finds=self.count, price=self.price)

    def __init__(self, cards: InDiscard, count: int, price: int):
        self.cards = cards
        self.count = count
        self.price = price
        card = "card" if price == 1 else "cards"
        self.text = (f"Trade {price} other {card} from your hand for up to {count} {cards} "
                     f"from your discard pile.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return len(side.hand) - 1 >= self.price and self.cards.exists(Play(g, side, card))

    def play(self, g: Game, side: Side, card: Card) -> None:
        found = self.cards.resolve(Play(g, side, card))
        pay_from_hand(g, side, self.price)
        prompt = f"Take {self.cards} from your discard pile"
        for taken in pick_each(g, side.name, "from-discard", self.count, partial(_same, found),
                               partial(_fixed, prompt), done="take no more",
                               first_required=True):
            found.remove(taken)
            if to_hand(g, side, taken) and g.logging:
                g.say(f"{side.name} puts {taken.name} from the discard pile into the hand")


class ShuffleFromDiscard(Piece):
    """Choose up to N cards that match from your discard pile, one at a time (``done``
    stops), show them and shuffle them into your deck (Nightly Garbage Run). Playable while
    such a card is there."""

    @property
    def hints(self) -> Hints:
        return Hints(recycles=True, finds=self.up_to)

    def __init__(self, cards: Cards, up_to: int = 3):
        self.cards = cards
        self.up_to = up_to

    def can_play(self, at: Place) -> bool:
        return self.cards.exists(at)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        taken: list[str] = []
        for card in pick_each(g, side.name, "from-discard", self.up_to,
                              partial(self.cards.resolve, ctx),
                              partial(more_into_deck, self.cards), done="stop",
                              first_required=True):
            side.discard.remove(card)
            side.deck.append(card)
            taken.append(card.name)
        g.rng.shuffle(side.deck)
        g.say(f"{side.name} shows and shuffles into the deck: {', '.join(taken) or 'nothing'}")

    def describe(self) -> str:
        return (f"Choose up to {self.up_to} {self.cards} from your discard pile, show them to "
                f"your opponent and shuffle them into your deck.")


class OpponentsDiscardToDeckTop(Piece):
    """Choose a card from your opponent's discard pile (a card id); put it on top of their
    deck (Pranks)."""

    hints = Hints(disrupts_hand=True)

    def effect(self, ctx: Attacking) -> None:
        g, opp = ctx.g, ctx.opp
        if not opp.discard or discard_shielded(g):
            return
        key = g.choose(ctx.player, "from-discard", "Put which card on top of your opponent's "
                       "deck?", [(c.id, c.name) for c in opp.discard])
        card = with_id(reversed(opp.discard), key)
        opp.discard.remove(card)
        opp.deck.insert(0, card)
        g.say(f"{ctx.player} puts {card.name} from {opp.name}'s discard pile on top of the deck")

    def describe(self) -> str:
        return ("Choose a card from your opponent's discard pile and put it on top of their "
                "deck.")


class RetrievePer(Piece):
    """For each ``per`` counted (heads), put a card of ``cards`` from your discard pile into
    your hand, while there is one (Call Will-o'-the-wisp)."""

    hints = Hints(retrieves=Finds.ENERGY, finds=2, coin=True)

    def __init__(self, cards: Cards, per: Count):
        self.cards = cards
        self.per = per

    def effect(self, ctx: Attacking) -> None:
        g, side = ctx.g, ctx.side
        for _ in range(self.per.count(ctx)):
            found = self.cards.resolve(ctx)
            if not found:
                return
            key = g.choose(ctx.player, "from-discard", f"Put {self.cards} into your hand",
                           [(c.id, c.name) for c in found])
            card = with_id(found, key)
            if not to_hand(g, side, card):
                return
            g.say(f"{ctx.player} puts {card.name} from the discard pile into the hand")

    def describe(self) -> str:
        return f"{self.per.lead}. For each heads, put {self.cards} from your discard pile into " \
               f"your hand."


class EachShufflesFromDiscard(Piece):
    """Your opponent may choose up to ``count`` cards that match from their discard pile and
    shuffle them into their deck; then you may do the same (one at a time, ``done`` stops:
    Time Capsule). ``to_hand``: the cards go into the player's hand instead, shown (the
    pile is public) and the deck not shuffled (Mysterious Wing)."""

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=finds(self.cards.match), finds=self.count) if self.to_hand \
            else Hints(recycles=True, finds=5)

    def __init__(self, cards: Cards, count: int = 5, to_hand: bool = False):
        self.cards = cards
        self.count = count
        self.to_hand = to_hand

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        match = self.cards.match
        for side in (ctx.opp, ctx.side):
            taken: list[Card] = []
            for n in range(self.count, 0, -1):
                found = [c for c in side.discard if match is None or match(c)]
                if not found:
                    break
                where = "your hand" if self.to_hand else "your deck"
                key = g.choose(side.name, "from-discard",
                               f"Put up to {n} more {self.cards} into {where}",
                               [(c.id, c.name) for c in found] + [("done", "stop")])
                if key == "done":
                    break
                card = with_id(found, key)
                side.discard.remove(card)
                # (at once where it goes: a card is never out of every zone at a decision)
                (side.hand if self.to_hand else side.deck).append(card)
                taken.append(card)
            if self.to_hand:
                if taken:
                    g.say(f"{side.name} puts " + ", ".join(c.name for c in taken)
                          + " into the hand")
                continue
            g.rng.shuffle(side.deck)
            if taken:
                g.say(f"{side.name} shuffles " + ", ".join(c.name for c in taken)
                      + " into the deck")

    def describe(self) -> str:
        if self.to_hand:
            return (f"Your opponent may put up to {self.count} {self.cards} from their discard "
                    f"pile into their hand; then you may do the same.")
        return (f"Your opponent may shuffle up to {self.count} {self.cards} from their discard "
                f"pile into their deck; then you may do the same.")


class EachMayFromDiscard(Piece):
    """Each player, you first, may choose a card from their discard pile and put it into
    their hand (``done``: none) (Searchlight)."""

    hints = Hints(retrieves=Finds.ANY, finds=1)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for side in (ctx.side, ctx.opp):
            if not side.discard:
                continue
            key = g.choose(side.name, "from-discard",
                           "Put a card from your discard pile into your hand?",
                           [("done", "none"), *((c.id, c.name) for c in side.discard)])
            if key == "done":
                continue
            card = with_id(side.discard, key)
            side.discard.remove(card)
            side.hand.append(card)
            g.say(f"{side.name} puts {card.name} from the discard pile into the hand")

    def describe(self) -> str:
        return "Each player may put a card from their discard pile into their hand."
