"""The hand: shuffle it into the deck, look at the opponent's, discard from it, random cards
from it, requirements on what else it holds, set it aside."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from oldback.card import Card, with_id
from oldback.effects.pieces import Piece, add_side_effect
from oldback.effects.select import YOURS, Play
from oldback.engine import turn
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import NONE, Hand, Hints
from oldback.engine.scripts import CardScript, LastingKind, register_lasting
from oldback.engine.setup import draw, is_basic
from oldback.engine.state import Lasting

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Side


class ShuffleHand(Piece):
    """``whose`` player shuffles their hand into their deck (Eeeeeeek, Gambler, Impostor
    Professor Oak)."""

    @property
    def hints(self) -> Hints:
        return Hints(hand=Hand.SHUFFLE) if self.whose == YOURS else Hints(disrupts_hand=True)

    def __init__(self, whose: str = YOURS):
        self.whose = whose

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        side.deck.extend(side.hand)
        side.hand.clear()
        ctx.g.rng.shuffle(side.deck)
        ctx.g.say(f"{side.name} shuffles the hand into the deck")

    def describe(self) -> str:
        if self.whose == YOURS:
            return "Shuffle your hand into your deck."
        return "Your opponent shuffles their hand into their deck."


class DiscardHand(Piece):
    """Discard the rest of your hand (it may be empty: WotC chat, Professor Oak)."""

    hints = Hints(hand=Hand.DISCARD)

    quiet = True

    def effect(self, ctx: Place) -> None:
        side = ctx.side
        if side.hand and ctx.g.logging:
            ctx.g.say(f"{side.name} discards the hand: {', '.join(c.name for c in side.hand)}")
        side.discard.extend(side.hand)
        side.hand.clear()

    def describe(self) -> str:
        return "Discard the rest of your hand."


class TrainersBackToDecks(CardScript):
    """Lass: both hands are shown; each player shuffles the Trainer cards of their hand
    (Clefairy Doll and Mysterious Fossil included: they are Trainers there) into their
    deck, the Lass player too."""

    hints = Hints(disrupts_hand=True, hand=Hand.SHUFFLE)

    quiet = True

    text = ("You and your opponent show each other your hands; each of you shuffles every "
            "Trainer card from your hand into your deck.")

    def play(self, g: Game, side: Side, card: Card) -> None:
        for s in (side, g.opponent(side.name)):
            g.say(f"{s.name} shows the hand: {', '.join(c.name for c in s.hand) or 'nothing'}")
            trainers = [c for c in s.hand if c.is_trainer]
            if not trainers:
                continue
            s.hand[:] = [c for c in s.hand if not c.is_trainer]
            s.deck.extend(trainers)
            g.rng.shuffle(s.deck)
            g.say(f"{s.name} shuffles {len(trainers)} Trainer card(s) into the deck")


class TrainerBackIntoDeck(Piece):
    """Look at the opponent's hand (while the choice is made, the player's view shows it: a
    ``looks-at-hand`` effect); if it holds a card that matches, choose 1 of them (key: its
    id): the opponent shuffles it into their deck. With none, the player only looks
    (``done``) (Rocket's Sneak Attack: a Trainer card)."""

    hints = Hints(disrupts_hand=True, looks=True)

    def __init__(self, what: str, match: Callable[[Card], bool]):
        self.what = what
        self.match = match

    def effect(self, ctx: Place) -> None:
        g, side, opp = ctx.g, ctx.side, ctx.opp
        # The look lasts while the choice is made: a pending decision leaves the game as it
        # is at that point, and the step is re-run from its start once answered.
        look = Lasting("looks-at-hand", g.turn)
        side.effects = (*side.effects, look)
        g.say(f"{side.name} looks at {opp.name}'s hand ({len(opp.hand)} cards)")
        found = [c for c in opp.hand if self.match(c)]
        if not found:
            g.choose(side.name, "look", f"Your opponent's hand has no {self.what}",
                     [("done", "done")], ask=True)
        else:
            key = g.choose(side.name, "to-deck",
                           f"Which {self.what} does your opponent shuffle into their deck?",
                           [(c.id, c.name) for c in found])
            card = with_id(opp.hand, key)
            opp.hand.remove(card)
            opp.deck.append(card)
            g.rng.shuffle(opp.deck)
            g.say(f"{opp.name} shuffles {card.name} from the hand into the deck")
        side.effects = tuple(e for e in side.effects if e is not look)

    def describe(self) -> str:
        return (f"Look at your opponent's hand. If it has any {self.what}s, choose 1 of them: "
                f"your opponent shuffles it into their deck.")


class SetAside(LastingKind):
    """The side's hand was set aside face down (``Side.aside``); at the end of turn
    ``until`` it comes back into the hand (Tickling Machine)."""

    hints = Hints(disrupts_hand=True)
    text = "{on}'s hand is set aside until the end of their next turn."

    def end_of_turn(self, g: Game, src: Source) -> bool:
        if g.turn < src.eff.until:
            return False
        side = g.side(src.owner)
        side.hand.extend(side.aside)
        side.aside.clear()
        g.say(f"{side.name} puts the cards set aside back into the hand")
        return True


register_lasting("set-aside", SetAside())


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

    def effect(self, ctx: Place | Attacking) -> None:
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


class HandAtMost(Piece):
    """A requirement of a Trainer: playable only while the hand, this card included, holds at
    most ``most`` cards (Mail from Bill: not with 5 or more)."""

    def __init__(self, most: int):
        self.most = most

    def can_play(self, at: Place) -> bool:
        return len(at.side.hand) <= self.most

    def describe(self) -> str:
        return (f"You can't play this card if you have {self.most + 1} or more cards in your "
                f"hand (this one included).")


def only_copies_in_hand() -> HandOnly:
    return HandOnly("You can play this card only if you have no other cards in your hand.")


def no_basic_in_hand() -> HandOnly:
    return HandOnly("You can play this card only if you have no Basic Pokémon cards in your "
                    "hand.", is_basic)


class RandomToDeck(Piece):
    """Up to ``count`` cards chosen at random from the opponent's hand (as many as there
    are) are shuffled into their deck (The Rocket's Trap)."""

    hints = Hints(disrupts_hand=True)

    def __init__(self, count: int = 3):
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


class RandomHandCardToDeck(Piece):
    """Look at a random card from your opponent's hand (picked with the game's Rng); they
    shuffle it into their deck (Surprise)."""

    hints = Hints(disrupts_hand=True, looks=True)

    def effect(self, ctx: Attacking) -> None:
        g, opp = ctx.g, ctx.opp
        if not opp.hand:
            return
        card = opp.hand.pop(g.rng.below(len(opp.hand)))
        opp.deck.append(card)
        g.rng.shuffle(opp.deck)
        g.say(f"{ctx.player} looks at {card.name} from {opp.name}'s hand; it is shuffled "
              f"into the deck")

    def describe(self) -> str:
        return ("Look at a random card from your opponent's hand; your opponent shuffles it "
                "into their deck.")


class EachMayNewHand(Piece):
    """Your opponent may shuffle their hand into their deck and draw ``count`` cards
    (``yes``/``no``); either way, you may do the same ([Engage])."""

    hints = Hints(draws=4, hand=Hand.SHUFFLE)

    def __init__(self, count: int = 4):
        self.count = count

    def effect(self, ctx: Place) -> None:
        from oldback.engine.setup import draw

        g = ctx.g
        for side in (ctx.opp, ctx.side):
            if g.choose(side.name, "may", f"Shuffle your hand into your deck and draw "
                        f"{self.count} cards?", [("yes", "yes"), ("no", "no")]) != "yes":
                continue
            side.deck.extend(side.hand)
            side.hand.clear()
            g.rng.shuffle(side.deck)
            drawn = draw(side, self.count)
            g.say(f"{side.name} shuffles the hand into the deck and draws {drawn} cards")

    def describe(self) -> str:
        return (f"Your opponent may shuffle their hand into their deck and draw {self.count} "
                f"cards. Either way, you may do the same.")


class NewHandSameSize(Piece):
    """Shuffle your hand into your deck, then draw as many cards as it held ([Help]). As a
    step, playable while the hand holds a card."""

    hints = Hints(draws=1, hand=Hand.SHUFFLE)

    def can_play(self, at: Place) -> bool:
        return bool(at.side.hand)

    def effect(self, ctx: Place) -> None:
        side = ctx.side
        n = len(side.hand)
        side.deck.extend(side.hand)
        side.hand.clear()
        ctx.g.rng.shuffle(side.deck)
        drawn = draw(side, n)
        ctx.g.say(f"{side.name} shuffles the hand into the deck and draws {drawn} cards")

    def describe(self) -> str:
        return ("Shuffle your hand into your deck, then draw a new hand of the same number of "
                "cards.")
