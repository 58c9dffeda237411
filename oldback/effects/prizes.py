"""Prize cards: trade, swap and look at them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects.pieces import Piece
from oldback.engine import knockout, turn
from oldback.engine.attack import Place
from oldback.engine.hints import Hints
from oldback.engine.scripts import CardScript
from oldback.engine.setup import draw

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class Treaty(CardScript):
    """The opponent chooses (kind "accept": ``yes`` / ``no``): each player, the player of
    the card first, puts 1 of their own Prize cards into their hand (``knockout.which_prize``:
    face down the first, face up the player's choice, kind "take-prize"), or the player of
    the card draws a card (Lt. Surge's Treaty)."""

    hints = Hints(draws=1)
    text = ("Your opponent chooses: each player puts 1 of their own Prize cards into their "
            "hand, or you draw a card.")

    def play(self, g: Game, side: Side, card: Card) -> None:
        opp = g.opponent(side.name)
        if not g.yes_no(opp.name, "accept", f"{card.name}: yes, each player puts 1 of "
                                              f"their Prize cards into their hand; no, "
                                              f"{side.name} draws a card"):
            n = draw(side, 1)
            g.say(f"{side.name} draws {n} card{'' if n == 1 else 's'}")
            return
        for s in (side, opp):  # (a last Prize card taken: the win check after the action)
            if s.prizes:
                s.hand.append(s.prizes.pop(knockout.which_prize(
                    g, s, "take-prize", "Put which of your Prize cards into your hand?")))
                g.say(f"{s.name} puts a Prize card into the hand ({len(s.prizes)} left)")


class PrizeSwap(CardScript):
    """Misty's Wish: look at 1 of your Prize cards (``knockout.which_prize``: face down the
    first, face up your choice, kind "prize"); ask the opponent (kind "accept", yes/no)
    whether it may be swapped with a card of your hand. Yes, and with a card in hand: you
    choose which (the Prize card is named in your prompt only). No: the Prize stays and
    you draw a card."""

    hints = Hints(looks=True, draws=1)
    text = ("Look at 1 of your Prize cards and ask your opponent whether you may switch it "
            "with a card from your hand. If they accept, switch them (if you have another "
            "card); if they decline, put it back and draw a card.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(side.prizes)

    def play(self, g: Game, side: Side, card: Card) -> None:
        opp = g.opponent(side.name)
        i = knockout.which_prize(g, side, "prize", "Look at which of your Prize cards?")
        g.say(f"{side.name} looks at a Prize card")
        if g.yes_no(opp.name, "accept",
                    f"{side.name} asks to switch a Prize card with a card of their hand: "
                    f"accept?"):
            g.say(f"{opp.name} accepts")
            if side.hand:
                prize = side.prizes[i]
                key = g.choose(side.name, "to-prizes",
                               f"Your Prize card is {prize.name}: which card of your hand "
                               f"takes its place?", [(c.id, c.name) for c in side.hand])
                given = turn.take_from_hand(side, key)
                side.put_prize(i, given)
                side.hand.append(prize)
                g.say(f"{side.name} switches a card of the hand with a Prize card")
            return
        g.say(f"{opp.name} declines")
        n = draw(side, 1)
        g.say(f"{side.name} draws {n} card{'' if n == 1 else 's'}")


class LookAtPrize(Piece):
    """Look at 1 of your Prize cards and put it back face down ([Search]). Face down they lie
    in random order, so the one looked at is the first (``knockout.which_prize``). The log
    says that a Prize card was looked at; which card it is, the player alone is told
    (``Game.tell``, as for Peek). Not with no Prize card left."""

    hints = Hints(looks=True)
    quiet = True

    def can_play(self, at: Place) -> bool:
        return bool(at.side.prizes)

    def effect(self, ctx: Place) -> None:
        side = ctx.side
        if not side.prizes:
            return
        i = knockout.which_prize(ctx.g, side, "prize", "Look at which of your Prize cards?")
        ctx.g.say(f"{side.name} looks at 1 of their Prize cards and puts it back face down")
        ctx.g.tell(side.name, f"the Prize card looked at is {side.prizes[i].name}")

    def describe(self) -> str:
        return "Look at 1 of your Prize cards, then put it back face down."


class ReshufflePrizes(Piece):
    """Look at the opponent's Prize cards (the log says they were looked at; what they are,
    the player alone is told: ``Game.tell``); you may (``yes``/``no``, kind "may") have the
    opponent shuffle them into their deck and then set aside as many cards from the top of
    it, unseen, as their new Prize cards (Impostor Professor Oak's Invention). Playable while
    the opponent has a Prize card."""

    hints = Hints(looks=True, shuffles_deck=True)

    def can_play(self, at: Place) -> bool:
        return bool(at.opp.prizes)

    def effect(self, ctx: Place) -> None:
        g, opp = ctx.g, ctx.opp
        g.say(f"{ctx.side.name} looks at {opp.name}'s {len(opp.prizes)} Prize cards")
        g.tell(ctx.side.name, f"{opp.name}'s Prize cards: "
                              f"{', '.join(c.name for c in opp.prizes)}")
        if not g.yes_no(ctx.side.name, "may", f"Have {opp.name} shuffle their Prize cards into "
                                              f"their deck and take new ones?"):
            return
        n = len(opp.prizes)
        opp.deck.extend(opp.prizes)
        opp.prizes.clear()
        g.rng.shuffle(opp.deck)
        opp.prizes.extend(opp.deck[:n])
        opp.face_up = ()  # (the new Prize cards lie face down)
        del opp.deck[:n]
        g.say(f"{opp.name} shuffles their Prize cards into the deck and sets aside {n} new ones")

    def describe(self) -> str:
        return ("Look at your opponent's Prize cards. You may have your opponent shuffle them "
                "into their deck; if you do, they set aside as many cards from the top of it "
                "as new Prize cards, without looking at them.")
