"""Pokémon leaving play: returned to the hand, shuffled into the deck, put on top of the
deck, scooped up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import SELF, Pokemons
from oldback.engine import hooks, knockout
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Hints
from oldback.engine.scripts import to_discard_from_play

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon


class ReturnDefending(Piece):
    """Unless the attack Knocks Out the Defending Pokémon, return it and every card attached
    to it to its owner's hand (Hurricane); they send up a new Active Pokémon, and one with no
    Pokémon left in play loses."""

    hints = Hints(returns_to_hand=True)

    def effect(self, ctx: Attacking) -> None:
        g, opp, mon = ctx.g, ctx.opp, ctx.defender
        if mon is None or opp.active is not mon or mon.damage >= mon.hp:
            return
        if effects_prevented(ctx, mon):
            return
        opp.hand.extend(mon.cards)
        g.say(f"{g.whose(mon)} and the cards attached to it return to {opp.name}'s hand")
        knockout.leave_play(g, opp, mon)

    def describe(self) -> str:
        return ("Unless this attack Knocks Out the Defending Pokémon, return it and all cards "
                "attached to it to your opponent's hand.")


class LeavesPlay(Piece):
    """A step that takes each Pokémon of ``on`` out of play; playable while there is one."""

    def __init__(self, on: Pokemons):
        self.on = on

    def can_play(self, at: Place) -> bool:
        return self.on.exists(at)


class ScoopUp(LeavesPlay):
    """Each Pokémon of ``on`` leaves play; its lowest card (the Basic Pokémon, or the
    Clefairy Doll or Mysterious Fossil played as one) goes back to its owner's hand, every
    other card of it to the discard pile. A scooped Active is replaced from the Bench
    (Scoop Up)."""

    hints = Hints(returns_to_hand=True)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for mon in self.on.resolve(ctx):
            side = g.side(mon.owner)
            basic, rest = mon.stack[0], mon.stack[1:] + mon.energy + mon.attached
            g.say(f"{side.name} scoops up {mon.name}")
            side.hand.append(basic)
            to_discard_from_play(g, side, rest)
            knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        return (f"Return the Basic Pokémon card of {self.on} to your hand; discard all cards "
                f"attached to it.")


class ShuffleIntoDeck(LeavesPlay):
    """Each Pokémon of ``on`` and every card attached to it are shuffled into its owner's
    deck (Mr. Fuji: a Benched Pokémon only, by the Fossil ruling)."""

    hints = Hints(to_deck=True)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for mon in self.on.resolve(ctx):
            side = g.side(mon.owner)
            knockout.leave_play(g, side, mon)
            side.deck.extend(mon.cards)
            g.rng.shuffle(side.deck)
            g.say(f"{side.name} shuffles {mon.name} and its cards into the deck")

    def describe(self) -> str:
        return f"Shuffle {self.on} and all cards attached to it into your deck."


class ShuffleSelfIntoDeck(Piece):
    """Shuffle this Pokémon's cards (its Pokémon cards) into your deck and discard every
    other card attached to it; a new Active comes up from the Bench, and a player left
    with no Pokémon in play loses (Vanish)."""

    hints = Hints(to_deck=True, on_self=True)

    def effect(self, ctx: Attacking) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if g.find(mon.uid) is not mon or mon.damage >= hooks.hp(g, mon):
            return
        side.deck.extend(mon.stack)
        side.discard.extend(mon.energy + mon.attached)
        g.rng.shuffle(side.deck)
        g.say(f"{side.name} shuffles {mon.name} into the deck")
        knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        return ("Shuffle this Pokémon into your deck; discard all cards attached to it.")


class ShuffleIn(Piece):
    """Each Pokémon of ``on`` and every card attached to it are shuffled into its owner's
    deck, unless it is Knocked Out already or the attack's effects on it are prevented; its
    owner sends up a new Active Pokémon, and one with no Pokémon left in play loses
    (Phoenix Flame, Take Away, Call of the Night, Fling). Not a Knock Out: no Prize."""

    hints = Hints(to_deck=True)

    def __init__(self, on: Pokemons):
        self.on = on

    def effect(self, ctx: Attacking) -> None:
        from oldback.engine.hooks import hp

        g = ctx.g
        for mon in self.on.resolve(ctx):
            if g.find(mon.uid) is not mon or mon.damage >= hp(g, mon):
                continue
            if mon is not ctx.attacker and effects_prevented(ctx, mon):
                continue
            side = g.side(mon.owner)
            side.deck.extend(mon.cards)
            g.rng.shuffle(side.deck)
            g.say(f"{side.name} shuffles {mon.name} and the cards attached to it into the deck")
            knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        whose = "its owner's" if self.on is not SELF else "your"
        return f"Shuffle {self.on} and all cards attached to it into {whose} deck."


class ReturnAnyToHand(Piece):
    """Return any number of your Pokémon in play, with every card attached to them, to your
    hand: choose them one at a time (slot keys), ``done`` to stop. An Active Pokémon returned
    is replaced from the Bench afterward; with none left in play, you lose once the action is
    over (Fairy Power; the Win/Loss Determination Chart)."""

    hints = Hints(returns_to_hand=True)

    def effect(self, ctx: Place) -> None:
        g, side, player = ctx.g, ctx.side, ctx.side.name
        picked: list = []
        while True:
            left = [m for m in side.in_play if m not in picked]
            if not left:
                break
            key = g.choose(player, "return-to-hand", "Return which of your Pokémon to your hand?",
                           [(g.slot(m, player), g.label(m, player)) for m in left]
                           + [("done", "no more")])
            if key == "done":
                break
            picked.append(g.at(player, key))
        active_gone = side.active in picked
        for mon in picked:
            side.hand.extend(mon.cards)
            g.say(f"{player} returns {mon.name} and the cards attached to it to the hand")
            if mon is side.active:
                side.active = None
            else:
                side.bench.remove(mon)
        if active_gone:  # a new Active from what stays on the Bench (``knockout.leave_play``)
            knockout.promote(g, side)  # (none left: the chart decides after the action)

    def describe(self) -> str:
        return ("Return any number of your Pokémon in play and all cards attached to them to "
                "your hand.")


class ReturnSelf(Piece):
    """This Pokémon leaves play: its cards go to its owner's hand — all of them, or
    (``energy_only``) its Pokémon cards and Energy cards while the other attached cards
    are discarded. A returned Active is replaced from the Bench (Star Boomerang, Fade Out)."""

    hints = Hints(returns_to_hand=True, on_self=True)

    def __init__(self, energy_only: bool = False):
        self.energy_only = energy_only

    def effect(self, ctx: Attacking) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if g.find(mon.uid) is not mon:
            return
        if self.energy_only:
            side.hand.extend(mon.stack + mon.energy)
            side.discard.extend(mon.attached)
        else:
            side.hand.extend(mon.cards)
        g.say(f"{side.name} returns {mon.name} to the hand")
        knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        if self.energy_only:
            return ("Return this Pokémon and all Energy cards attached to it to your hand; "
                    "discard the other cards attached to it.")
        return "Return this Pokémon and all cards attached to it to your hand."


class SelfOnDeck(Piece):
    """Put this Pokémon and all cards attached to it on top of your deck (Messenger)."""

    hints = Hints(to_deck=True, on_self=True)

    def effect(self, ctx: Attacking) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if g.find(mon.uid) is not mon:
            return
        side.deck[:0] = mon.cards
        g.say(f"{side.name} puts {mon.name} and its cards on top of the deck")
        knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        return "Put this Pokémon and all cards attached to it on top of your deck."


def shuffle_into_deck(g: Game, mon: Pokemon) -> None:
    """``mon`` and every card of it go into its owner's deck, which is shuffled; a missing
    Active is replaced from the Bench (no Pokémon left: its owner loses)."""
    side = g.side(mon.owner)
    if g.find(mon.uid) is not mon:
        return
    side.deck.extend(mon.cards)  # first: a new Active may be asked for next
    g.rng.shuffle(side.deck)
    g.say(f"{side.name} shuffles {mon.name} and the cards attached to it into the deck")
    knockout.leave_play(g, side, mon)


class ToHand(LeavesPlay):
    """Return each Pokémon of ``on`` and every card attached to it to its owner's hand (a
    Pokémon Tool too); a returned Active is replaced from the Bench (Super Scoop Up, Undo).
    ``discard_attached``: only its Pokémon cards go to the hand, the cards attached to it
    to the discard pile ([Vanish])."""

    hints = Hints(returns_to_hand=True)

    def __init__(self, on: Pokemons, discard_attached: bool = False):
        super().__init__(on)
        self.discard_attached = discard_attached

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for mon in self.on.resolve(ctx):
            side = g.side(mon.owner)
            if self.discard_attached:
                g.say(f"{side.name} returns {mon.name} to the hand and discards the cards "
                      f"attached to it")
                side.hand.extend(mon.stack)
                to_discard_from_play(g, side, (*mon.energy, *mon.attached))
            else:
                g.say(f"{side.name} returns {mon.name} and the cards attached to it to the hand")
                side.hand.extend(mon.cards)
            knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        if self.discard_attached:
            return f"Return {self.on} to your hand; discard all cards attached to it."
        return f"Return {self.on} and all cards attached to it to your hand."
