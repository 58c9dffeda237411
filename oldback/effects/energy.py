"""Energy cards on Pokémon: attach (from the hand, the deck or the discard pile), move,
discard ("in order to use this attack" or as an effect), return to the hand; counts of the
Energy discarded. Every attach goes through ``engine.energy.attach`` and every discard of an
attached card through ``discard_attached``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, overload

from oldback.card import Card, with_id
from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import (
    Cards,
    Count,
    InDeck,
    Place,
    Pokemons,
    basic_energy_of,
    choose_one,
    finds,
    name_has,
    owner_of,
)
from oldback.engine import attach, energy, turn
from oldback.engine.attack import Attacking
from oldback.engine.energy import detach
from oldback.engine.hints import ALL, Finds, Hints, merge
from oldback.engine.hooks import any_says
from oldback.engine.scripts import CardScript, to_discard_from_play
from oldback.engine.state import Pokemon

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class DiscardEnergy(Piece):
    """Discard Energy cards of a type from this Pokémon "in order to use this attack" — or
    return them to your hand (``to_hand``: Energy Loop); both are the attack's cost."""

    @property
    def hints(self) -> Hints:
        return Hints(energy_price=self.count)

    def __init__(self, type_: str = "Colorless", count: int = 1, to_hand: bool = False):
        self.type = type_
        self.count = count
        self.to_hand = to_hand

    def usable(self, ctx: Attacking) -> bool:
        return len(energy.cards_providing(ctx.g, ctx.attacker, self.type)) >= self.count

    def pay(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        for n in range(self.count, 0, -1):
            candidates = energy.cards_providing(g, mon, self.type)
            if not candidates:
                return
            prompt = (f"Return {n} more Energy card(s) from {mon.name} to your hand"
                      if self.to_hand else f"Discard {n} more Energy card(s) from {mon.name}")
            _, card = energy.choose_attached(g, ctx.player, "discard-energy", prompt,
                                             [(mon, c) for c in candidates])
            energy.detach(mon, card)
            if self.to_hand:
                ctx.side.hand.append(card)
                g.say(f"{ctx.player} returns {card.name} from {mon.name} to the hand")
            else:
                to_discard_from_play(g, g.side(mon.owner), (card,))
                g.say(f"{ctx.player} discards {card.name} from {mon.name}")

    def describe(self) -> str:
        if self.to_hand:
            return (f"To use this attack, return {self.count} {self.type} Energy card(s) "
                    f"attached to this Pokémon to your hand.")
        kind = "" if self.type == "Colorless" else f"{self.type} "
        plural = "s" if self.count > 1 else ""
        return (f"To use this attack, discard {self.count} {kind}Energy card{plural} "
                f"attached to this Pokémon.")


@overload
def choose_attached_energy(g: Game, player: str, mons: list[Pokemon], kind: str, prompt: str,
                           optional: Literal[False] = False) -> tuple[Pokemon, Card]: ...
@overload
def choose_attached_energy(g: Game, player: str, mons: list[Pokemon], kind: str, prompt: str,
                           optional: bool) -> tuple[Pokemon, Card] | None: ...
def choose_attached_energy(g: Game, player: str, mons: list[Pokemon], kind: str, prompt: str,
                           optional: bool = False) -> tuple[Pokemon, Card] | None:
    """``player`` picks an Energy card attached to one of ``mons`` (key
    ``<slot>:<card id>``); (Pokémon, card), or None when ``optional`` and ``done``."""
    return energy.choose_attached(g, player, kind, prompt,
                                  [(m, c) for m in mons for c in m.energy], "{card} on {mon}",
                                  done="no more" if optional else None)


def energy_protected(g, mon: Pokemon, player: str) -> bool:
    """Whether the Energy attached to ``mon`` can't be removed by ``player``'s attacks or
    Trainer cards (Brock's Protection)."""
    return any_says(g, "protects_energy", mon, player, mons=(mon,))


def discard_attached(g, mon: Pokemon, card: Card) -> None:
    """Discard ``card`` (an Energy card) from ``mon`` to its owner's discard pile."""
    energy.detach(mon, card)
    if "returns_discarded_energy" in g.card_hooks and any_says(
            g, "returns_discarded_energy", mon, card, mons=(mon,)):
        g.side(mon.owner).hand.append(card)
        g.say(f"{card.name} goes back to {mon.owner}'s hand")
        return
    to_discard_from_play(g, g.side(mon.owner), (card,))
    if g.logging:
        g.say(f"{card.name} on {mon.owner}'s {mon.name} is discarded")


class DiscardDefendingEnergy(Piece):
    """If the Defending Pokémon has any Energy cards attached, choose 1 and discard it."""

    hints = Hints(removes_energy=1)

    def effect(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.defender
        if mon is None or not mon.energy or effects_prevented(ctx, mon):
            return
        if energy_protected(g, mon, ctx.player):
            return
        _, card = energy.choose_attached(g, ctx.player, "discard-energy",
                                         f"Discard an Energy card from {mon.name}",
                                         [(mon, c) for c in mon.energy])
        energy.detach(mon, card)
        g.side(mon.owner).discard.append(card)
        g.say(f"{ctx.player} discards {card.name} from {mon.name}")

    def describe(self) -> str:
        return ("If the Defending Pokémon has any Energy cards attached to it, choose 1 of "
                "them and discard it.")


class DiscardEnergyToMill(Piece):
    """You may discard any number of Energy cards of a type from this Pokémon; then discard
    as many cards from the top of your opponent's deck (Wildfire). Not a cost."""

    hints = Hints(mills=True)

    def __init__(self, type_: str):
        self.type = type_

    def effect(self, ctx: Attacking) -> None:
        g, mon, player = ctx.g, ctx.attacker, ctx.player
        most = len(energy.cards_providing(g, mon, self.type))
        if not most:
            return
        count = int(g.choose(player, "discard-count",
                             f"Discard how many {self.type} Energy cards from {mon.name}?",
                             [(str(n), f"discard {n}") for n in range(most + 1)]))
        for n in range(count, 0, -1):
            candidates = energy.cards_providing(g, mon, self.type)
            _, card = energy.choose_attached(g, player, "discard-energy",
                                             f"Discard {n} more Energy card(s) from {mon.name}",
                                             [(mon, c) for c in candidates])
            energy.detach(mon, card)
            ctx.side.discard.append(card)
            g.say(f"{player} discards {card.name} from {mon.name}")
        opp = ctx.opp
        milled, opp.deck[:] = opp.deck[:count], opp.deck[count:]
        opp.discard.extend(milled)
        if milled:
            g.say(f"{len(milled)} card(s) from the top of {opp.name}'s deck are discarded")

    def describe(self) -> str:
        return (f"You may discard any number of {self.type} Energy cards attached to this "
                f"Pokémon; discard that many cards from the top of your opponent's deck.")


class DiscardAllEnergy(Piece):
    """Discard every Energy card attached to this Pokémon "in order to use this attack"
    (Thunderbolt)."""

    hints = Hints(energy_price=ALL)

    def pay(self, ctx: Attacking) -> None:
        mon = ctx.attacker
        gone = list(mon.energy)
        if not gone:
            return
        mon.energy.clear()
        ctx.g.side(mon.owner).discard.extend(gone)
        ctx.g.say(f"{ctx.player} discards {len(gone)} Energy card(s) from {mon.name}")

    def describe(self) -> str:
        return "To use this attack, discard all Energy cards attached to this Pokémon."


class AttachFrom(Piece):
    """Attach cards of ``cards`` (Energy cards in your discard pile or deck) to this
    Pokémon, up to ``up_to`` of them one at a time, each declinable (``done``). From the
    deck it is a search, which may fail to find, and the deck is shuffled afterward
    (Recharge); from the discard pile, Energy Absorption."""

    @property
    def hints(self) -> Hints:
        kind = finds(self.cards.match)
        most = self.up_to if isinstance(self.up_to, int) else 2
        if isinstance(self.cards, InDeck):
            return Hints(searches=kind, finds=most, attaches=self.cards.energy_type)
        return Hints(retrieves=kind, finds=most)

    def __init__(self, cards: Cards, up_to: int | Count = 1):
        self.cards = cards
        #: a number, or a count (Static Electricity: one for each Mareep in play)
        self.up_to = up_to

    def effect(self, ctx: Attacking) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        deck = isinstance(self.cards, InDeck)
        up_to = self.up_to if isinstance(self.up_to, int) else self.up_to.count(ctx)
        for n in range(up_to, 0, -1):
            found = [c for c in self.cards.resolve(ctx) if attach.may_attach(g, mon, c)]
            if not found:
                break
            if deck:
                key = g.choose(ctx.player, "search-deck", f"Attach {self.cards} from your deck "
                               f"to {mon.name}", [(c.id, c.name) for c in found]
                               + [("done", "take nothing")])
            else:
                key = g.choose(ctx.player, "attach-from-discard",
                               f"Attach up to {n} more {self.cards} from your discard pile",
                               [(c.id, c.name) for c in found] + [("done", "stop")])
            if key == "done":
                break
            card = with_id(found, key)
            self.cards.pile(side).remove(card)
            where = "the deck" if deck else "the discard pile"
            attach.energy(g, mon, card, f"{ctx.player} attaches {card.name} from {where} to "
                          f"{mon.name}", from_hand=False)
        if deck:
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        if isinstance(self.cards, InDeck) and not isinstance(self.up_to, int):
            return (f"For each {self.up_to.each}, you may search your deck for {self.cards} "
                    f"and attach it to this Pokémon. Shuffle your deck afterward.")
        if isinstance(self.cards, InDeck):
            return (f"Search your deck for {self.cards} and attach it to this Pokémon. Shuffle "
                    f"your deck afterward.")
        return (f"Choose up to {self.up_to} {self.cards} from your discard pile and attach them "
                f"to this Pokémon.")


class RemoveEnergy(CardScript):
    """Discard Energy cards attached to 1 of the opponent's Pokémon: one, then up to
    ``count`` in all from the same Pokémon (more may be declined). ``cost``: first
    discard that many Energy cards attached to your own Pokémon (Super Energy Removal)."""

    @property
    def hints(self) -> Hints:
        return Hints(removes_energy=self.count, energy_price=self.cost)

    def __init__(self, count: int = 1, cost: int = 0):
        self.count = count
        self.cost = cost
        what = f"up to {count} Energy cards" if count > 1 else "1 Energy card"
        price = (f"Discard {cost} Energy card attached to 1 of your Pokémon to choose "
                 if cost else "Choose ")
        self.text = (f"{price}1 of your opponent's Pokémon and {what} attached to it; discard "
                     f"{'them' if count > 1 else 'it'}.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        if self.cost:
            attached = 0
            for m in side.in_play:  # (asked at every action: a plain loop)
                attached += len(m.energy)
            if attached < self.cost:
                return False
        for m in g.opponent(side.name).in_play:  # (asked at every action: a plain loop)
            if m.energy and not energy_protected(g, m, side.name):
                return True
        return False

    def play(self, g: Game, side: Side, card: Card) -> None:
        player = side.name
        for n in range(self.cost, 0, -1):
            paid = choose_attached_energy(
                g, player, [m for m in side.in_play if m.energy], "discard-energy",
                f"Discard {n} Energy card(s) from your own Pokémon")
            discard_attached(g, *paid)
        opp = g.opponent(player)
        candidates = [m for m in opp.in_play
                      if m.energy and not energy_protected(g, m, player)]
        if not candidates:
            return
        mon, chosen = choose_attached_energy(g, player, candidates, "discard-energy",
                                             "Discard which Energy card of your opponent's?")
        discard_attached(g, mon, chosen)
        for _ in range(self.count - 1):
            if not mon.energy:
                break
            picked = choose_attached_energy(g, player, [mon], "discard-energy",
                                            f"Discard another Energy card from {mon.name}?",
                                            optional=True)
            if picked is None:
                break
            discard_attached(g, *picked)


def move_energy_card(g, card, src, dst) -> None:
    """Move an Energy card attached to ``src`` onto ``dst``; a Pokémon card attached as an
    Energy card (Buzzap) takes the record of what it provides with it."""
    detach(src, card)
    dst.energy.append(card)
    tag = next((e for e in src.effects if e.kind == "as-energy" and e.card is card), None)
    if tag is not None:
        src.effects = tuple(e for e in src.effects if e is not tag)
        dst.effects = (*dst.effects, tag)
    g.say(f"{card.name} moves from {g.whose(src)} to {g.whose(dst)}")


class MayDiscardThen(Piece):
    """You may discard an Energy card of a type attached to this Pokémon (choose it, or
    ``done``); if you do, the pieces happen (Flame Pillar: 10 damage to 1 of the opponent's
    Benched Pokémon). Decided at damage step 1. ``every``: all the Energy cards of that type
    attached to it, or none (a ``may`` question: Lightning Strike); ``must``: not "you may":
    with such a card attached, 1 is discarded (Dark Fire)."""

    @property
    def hints(self) -> Hints:
        return merge(Hints(energy_price=1), *(p.hints for p in self.pieces))

    uses_base = True

    def __init__(self, type_: str, pieces: tuple[Piece, ...], every: bool = False,
                 must: bool = False):
        self.type = type_
        self.pieces = pieces
        self.every = every
        #: not "you may": if there is such a card, discard 1 (Dark Fire)
        self.must = must

    def base(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        cards = energy.cards_providing(g, mon, self.type)
        if not cards:
            return
        if self.every:
            if not g.yes_no(ctx.player, "may", f"Discard all {self.type} Energy cards from "
                            f"{mon.name}?"):
                return
            for card in cards:
                discard_attached(g, mon, card)
            ctx.memo[id(self)] = True
            for p in self.pieces:
                p.base(ctx)
            return
        picked = energy.choose_attached(g, ctx.player, "discard-energy",
                                        f"Discard a {self.type} Energy card from {mon.name}?",
                                        [(mon, c) for c in cards],
                                        done=None if self.must else "discard nothing")
        if picked is None:
            return
        discard_attached(g, mon, picked[1])
        ctx.memo[id(self)] = True
        for p in self.pieces:
            p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        if ctx.memo.get(id(self)):
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        rest = " ".join(p.describe() for p in self.pieces)
        if self.every:
            return (f"You may discard all {self.type} Energy cards attached to this Pokémon. "
                    f"If you do: {rest}")
        if self.must:
            return (f"If there are any {self.type} Energy cards attached to this Pokémon, "
                    f"discard 1 of them: {rest}")
        return (f"You may discard a {self.type} Energy card attached to this Pokémon. If you "
                f"do: {rest}")


def may_discard_then(type_: str, *pieces: Piece) -> MayDiscardThen:
    return MayDiscardThen(type_, pieces)


class MoveDefendingEnergy(Piece):
    """If the Defending Pokémon has basic Energy cards, choose 1; if the opponent has
    Benched Pokémon, choose 1 of them and move that Energy card to it (Magnetic Lines)."""

    hints = Hints(removes_energy=1)

    def __init__(self, basic_only: bool = True):
        #: False: any Energy card (Energy Cycle)
        self.basic_only = basic_only

    def effect(self, ctx: Attacking) -> None:
        g, mon, opp, player = ctx.g, ctx.defender, ctx.opp, ctx.player
        if mon is None or not opp.bench or effects_prevented(ctx, mon):
            return
        basics = [c for c in mon.energy if c.is_basic_energy or not self.basic_only]
        if not basics:
            return
        _, card = energy.choose_attached(g, player, "move-energy",
                                         f"Move which Energy card of {mon.name}?",
                                         [(mon, c) for c in basics])
        to = energy_target(g, player, opp.bench, f"Attach {card.name} to which Pokémon?")
        move_energy_card(g, card, mon, to)

    def describe(self) -> str:
        basic = "basic " if self.basic_only else ""
        return (f"If the Defending Pokémon has any {basic}Energy cards attached to it, choose 1 "
                f"of them; if your opponent has any Benched Pokémon, choose 1 of them and attach "
                f"that Energy card to it.")


def energy_target(g, player: str, mons: list[Pokemon], prompt: str) -> Pokemon:
    """``player`` picks which of ``mons`` an Energy card moves to."""
    return choose_one(g, player, mons, "move-energy-to", prompt)


class EnergyToBench(Piece):
    """Take every Energy card attached to this Pokémon and attach them to your Benched
    Pokémon as you like, one card at a time; with no Benched Pokémon, discard them
    (Energy Bomb)."""

    hints = Hints(moves_energy=energy.ANY)

    def effect(self, ctx: Attacking) -> None:
        g, side, mon, player = ctx.g, ctx.side, ctx.attacker, ctx.player
        if g.find(mon.uid) is not mon:
            return
        if not side.bench:
            for card in list(mon.energy):
                discard_attached(g, mon, card)
            return
        while mon.energy:
            # one question where the cards differ (the same key for the same result)
            _, card = energy.choose_attached(g, player, "move-energy",
                                             f"Move which Energy card of {mon.name}?",
                                             [(mon, c) for c in mon.energy])
            to = energy_target(g, player, [m for m in side.bench if m is not mon],
                                f"Attach {card.name} to which Benched Pokémon?")
            move_energy_card(g, card, mon, to)

    def describe(self) -> str:
        return ("Attach every Energy card attached to this Pokémon to your Benched Pokémon in any "
                "way you like; if you have no Benched Pokémon, discard them.")


class DiscardAllOfType(Piece):
    """Discard every Energy card providing ``type`` attached to this Pokémon "in order to use
    this attack"; it needs at least 1. How many went is ``discarded(type)`` (Discharge)."""

    hints = Hints(energy_price=ALL)

    def __init__(self, type_: str):
        self.type = type_

    def usable(self, ctx: Attacking) -> bool:
        return bool(energy.cards_providing(ctx.g, ctx.attacker, self.type))

    def pay(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        gone = energy.cards_providing(g, mon, self.type)
        ctx.memo[("discarded", self.type)] = len(gone)
        for card in gone:
            energy.detach(mon, card)
            g.side(mon.owner).discard.append(card)
        if gone:
            g.say(f"{ctx.player} discards {len(gone)} {self.type} Energy card(s) from {mon.name}")

    def describe(self) -> str:
        return (f"To use this attack, discard all {self.type} Energy cards attached to this "
                f"Pokémon.")


class Discarded(Count):
    """How many Energy cards of a type ``DiscardAllOfType`` discarded (before it has: how many
    it will, when costs are paid after damage)."""

    def __init__(self, type_: str):
        self.type = type_
        self.each = f"{type_} Energy card discarded"
        self.number = f"{type_} Energy cards discarded"

    def count(self, at: Place) -> int:
        done = at.memo.get(("discarded", self.type))
        if done is not None:
            return int(done)
        assert at.attacker is not None
        return len(energy.cards_providing(at.g, at.attacker, self.type))


class MoveOwnEnergy(Piece):
    """Take 1 Energy card providing ``type`` attached to this Pokémon and attach it to 1 of
    ``to`` (your Benched Pokémon); with none of those, discard it (Electric Current)."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    def __init__(self, type_: str, to: Pokemons):
        self.type = type_
        self.to = to

    def effect(self, ctx: Attacking) -> None:
        g, me, player = ctx.g, ctx.attacker, ctx.player
        cards = energy.cards_providing(g, me, self.type)
        if not cards:
            return
        _, card = energy.choose_attached(g, player, "move-energy",
                                         f"Move which {self.type} Energy card?",
                                         [(me, c) for c in cards])
        targets = self.to.resolve(ctx)
        if not targets:
            energy.detach(me, card)
            ctx.side.discard.append(card)
            g.say(f"{player} discards {card.name} from {me.name}")
            return
        move_energy_card(g, card, me, choose_one(g, player, targets, "move-energy-to",
                                                 f"Attach {card.name} to which Pokémon?"))

    def describe(self) -> str:
        return (f"Move 1 {self.type} Energy card attached to this Pokémon to 1 of {self.to}; "
                f"if there is none, discard that card.")


class HandForEnergy(Piece):
    """Put up to ``most`` cards from your hand on top of your deck (one at a time, ``done``
    stops), then search your deck for that many basic Energy cards, show them and put them
    into your hand (each search may fail: ``done``); shuffle (Sleight of Hand)."""

    hints = Hints(searches=Finds.ENERGY, finds=3, price=3)

    def __init__(self, most: int = 3):
        self.most = most

    def effect(self, ctx: Attacking) -> None:
        g, side, player = ctx.g, ctx.side, ctx.player
        put = 0
        while put < self.most and side.hand:
            key = g.choose(player, "to-deck-top", "Put which card from your hand on top of your "
                           "deck?", [(c.id, c.name) for c in side.hand] + [("done", "no more")])
            if key == "done":
                break
            card = with_id(side.hand, key)
            side.hand.remove(card)
            side.deck.insert(0, card)
            put += 1
        if put:
            g.say(f"{player} puts {put} card(s) from the hand on top of the deck")
        for n in range(put, 0, -1):
            found = [(c.id, c.name) for c in side.deck if c.is_basic_energy]
            if not found:
                break
            key = g.choose(player, "search-deck", f"Take {n} more basic Energy card(s) from "
                           "your deck", sorted(set(found)) + [("done", "take nothing")])
            if key == "done":
                break
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.hand.append(card)
            g.say(f"{player} shows {card.name} and takes it from the deck")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Put up to {self.most} cards from your hand on top of your deck, then search "
                f"your deck for that many basic Energy cards, show them and put them into your "
                f"hand. Shuffle your deck afterward.")


class MilledEnergy(Count):
    """Discard the top ``count`` cards of your deck (all of them if there are fewer); count the
    basic Energy cards of a type among them (Lava Burst)."""

    def __init__(self, count: int, type_: str):
        self.count_of = count
        self.type = type_
        self.lead = f"Discard the top {count} cards of your deck"
        self.number = f"{type_} Energy cards discarded this way"
        self.each = f"{type_} Energy card discarded this way"

    def count(self, at: Place) -> int:
        side = at.side
        gone, side.deck[:] = side.deck[:self.count_of], side.deck[self.count_of:]
        side.discard.extend(gone)
        if gone:
            at.g.say(f"{side.name} discards the top {len(gone)} card(s) of the deck")
        return sum(map(basic_energy_of(self.type), gone))


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


class AttachInsteadOfTurns(CardScript):
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

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return not g.energy_played and bool(self._targets(g, side))

    def _targets(self, g: Game, side: Side) -> list[Pokemon]:
        found = self._energy(side)
        return [m for m in side.in_play if name_has(m.name, self.word)
                and found and attach.may_attach(g, m, found[0])]

    def play(self, g: Game, side: Side, card: Card) -> None:
        player = side.name
        mon = choose_one(g, player, self._targets(g, side),
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
            attach.energy(g, mon, e, f"{player} attaches {e.name} to {mon.name}")


class DiscardForDamage(Piece):
    """Discard every Energy card attached to this Pokémon that provides ``type``; ``amount``
    more damage for each ``type`` Energy those cards provided (Roaring Flames). Done at
    damage step 1: it decides the damage. ``any_number``: you may discard as many of those
    cards as you like, one at a time (``done`` stops), ``amount`` more for each card (Lava
    Flow)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, energy_price=1 if self.any_number else ALL)

    uses_base = True

    def __init__(self, type_: str, amount: int, any_number: bool = False):
        self.type = type_
        self.amount = amount
        self.any_number = any_number

    def base(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        if self.any_number:
            gone = 0
            while cards := energy.cards_providing(g, mon, self.type):
                picked = energy.choose_attached(g, ctx.player, "discard-energy",
                                                f"Discard a {self.type} Energy card for "
                                                f"{self.amount} more damage?",
                                                [(mon, c) for c in cards], done="stop")
                if picked is None:
                    break
                discard_attached(g, mon, picked[1])
                gone += 1
            if ctx.defender is not None and gone:
                ctx.add(ctx.defender, self.amount * gone)
            return
        cards = energy.cards_providing(g, mon, self.type)
        units = sum(energy.provides(g, mon, c).count(self.type) for c in cards)
        for card in cards:
            discard_attached(g, mon, card)
        if ctx.defender is not None and units:
            ctx.add(ctx.defender, self.amount * units)

    def describe(self) -> str:
        if self.any_number:
            return (f"You may discard any number of {self.type} Energy cards attached to this "
                    f"Pokémon: {self.amount} more damage for each card discarded.")
        return (f"Discard all {self.type} Energy cards attached to this Pokémon: "
                f"{self.amount} more damage for each {self.type} Energy they provided.")


class MayDiscardForDamage(Piece):
    """You may discard any number of Energy cards providing ``type`` attached to your
    Pokémon in play, one at a time (``done`` stops); ``amount`` more damage for each card
    discarded (Burning Fire). Done at damage step 1: it decides the damage."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, energy_price=1)

    uses_base = True

    def __init__(self, type_: str, amount: int):
        self.type = type_
        self.amount = amount

    def base(self, ctx: Attacking) -> None:
        g, player, n = ctx.g, ctx.player, 0
        while True:
            pairs = [(m, c) for m in ctx.side.in_play
                     for c in energy.cards_providing(g, m, self.type)]
            if not pairs:
                break
            picked = energy.choose_attached(g, player, "discard-energy", f"Discard a "
                                            f"{self.type} Energy card for {self.amount} more "
                                            f"damage?", pairs, "{card} on {mon}", done="no more")
            if picked is None:
                break
            discard_attached(g, *picked)
            n += 1
        if ctx.defender is not None and n:
            ctx.add(ctx.defender, self.amount * n)

    def describe(self) -> str:
        return (f"You may discard any number of {self.type} Energy cards attached to your "
                f"Pokémon: {self.amount} more damage for each card discarded.")


class FlipDiscardDamage(Piece):
    """Flip ``coins`` coins; for each heads discard 1 ``type`` Energy card attached to this
    Pokémon; then ``amount`` damage for each card discarded to each Pokémon of ``to``, with
    no Weakness or Resistance. With no card to discard the attack does nothing (Bonfire)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, coin=True, bench=True, damage=self.amount,
                     energy_price=1)

    uses_base = True

    def __init__(self, coins: int, type_: str, amount: int, to: Pokemons):
        self.coins = coins
        self.type = type_
        self.amount = amount
        self.to = to

    def base(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        n = sum(ctx.flip() for _ in range(self.coins))
        done = 0
        for _ in range(n):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                break
            discard_attached(g, *energy.choose_attached(
                g, ctx.player, "discard-energy",
                f"Discard a {self.type} Energy card from {mon.name}", [(mon, c) for c in cards]))
            done += 1
        for entry in ctx.damage.values():
            entry[1] = 0
        ctx.weakness_resistance = False
        if done:
            for target in self.to.resolve(ctx):
                ctx.add(target, self.amount * done)

    def describe(self) -> str:
        return (f"Flip {self.coins} coins. For each heads, discard a {self.type} Energy card "
                f"attached to this Pokémon (none to discard: this attack does nothing). "
                f"{self.amount} damage for each card discarded to {self.to}; no Weakness or "
                f"Resistance.")


class DiscardOwnEnergy(Piece):
    """Discard Energy cards providing ``type`` attached to this Pokémon, as an effect (not
    a cost): all of them (``count`` None), or ``count`` of them, chosen (a number, or a
    count: Mega Flame, one for each tails), as many as it has if fewer."""

    @property
    def hints(self) -> Hints:
        if self.count is None:
            return Hints(energy_price=ALL)
        return Hints(energy_price=self.count if isinstance(self.count, int) else 1)

    def __init__(self, type_: str = 'Colorless', count: int | Count | None = None):
        self.type = type_
        self.count = count

    def effect(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        if self.count is None:
            for card in energy.cards_providing(g, mon, self.type):
                discard_attached(g, mon, card)
            return
        count = self.count if isinstance(self.count, int) else self.count.count(ctx)
        for _ in range(count):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                return
            discard_attached(g, *energy.choose_attached(
                g, ctx.player, "discard-energy", f"Discard an Energy card from {mon.name}",
                [(mon, c) for c in cards]))

    def describe(self) -> str:
        kind = "" if self.type == "Colorless" else f"{self.type} "
        if self.count is None:
            return f"Discard all {kind}Energy cards attached to this Pokémon."
        if not isinstance(self.count, int):
            lead = f"{self.count.lead}. " if self.count.lead else ""
            return (f"{lead}For each {self.count.number.removesuffix('s')}, discard 1 "
                    f"{kind}Energy card attached to this Pokémon, if it has any.")
        return f"Discard {self.count} {kind}Energy card(s) attached to this Pokémon."


class DiscardOneFromEach(Piece):
    """For each of ``among`` with Energy cards attached, choose 1 of them; discard those
    (Super Removal)."""

    hints = Hints(removes_energy=2)

    def __init__(self, among: Pokemons):
        self.among = among

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        picked: list[tuple[Pokemon, Card]] = []
        for mon in self.among.resolve(ctx):
            if not mon.energy or effects_prevented(ctx, mon):
                continue
            picked.append(energy.choose_attached(g, ctx.player, "discard-energy",
                                                 f"Discard an Energy card from {mon.name}",
                                                 [(mon, c) for c in mon.energy]))
        for mon, card in picked:
            discard_attached(g, mon, card)

    def describe(self) -> str:
        return (f"Choose 1 Energy card attached to each of {self.among} that has any, and "
                f"discard them.")


class AttachFromHand(Piece):
    """You may attach up to N basic Energy cards of a type from your hand to this Pokémon,
    one at a time (``done`` stops): not the turn's attachment (Growth). ``to``: to 1 of
    those Pokémon instead, chosen first (Reflected Sunlight: 1 of your Grass Pokémon)."""

    @property
    def hints(self) -> Hints:
        return Hints(attaches=self.type)

    def __init__(self, type_: str, up_to: int = 1, to: Pokemons | None = None):
        self.type = type_
        self.up_to = up_to
        self.to = to

    def effect(self, ctx: Attacking) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if self.to is not None:
            if not any(map(basic_energy_of(self.type), side.hand)):
                return
            mons = self.to.resolve(ctx)
            if not mons:
                return
            mon = choose_one(g, ctx.player, mons, "attach-to",
                             f"Attach {self.type} Energy cards to which Pokémon?")
        for n in range(self.up_to, 0, -1):
            cards = list(filter(basic_energy_of(self.type), side.hand))
            if not cards or g.find(mon.uid) is not mon or not attach.may_attach(g, mon, cards[0]):
                return
            key = g.choose(ctx.player, "attach-energy",
                           f"Attach up to {n} more {self.type} Energy card(s) to {mon.name}",
                           [(c.id, c.name) for c in cards] + [("done", "stop")])
            if key == "done":
                return
            card = with_id(cards, key)
            side.hand.remove(card)
            attach.energy(g, mon, card, f"{ctx.player} attaches {card.name} to {mon.name}")

    def describe(self) -> str:
        to = "this Pokémon" if self.to is None else f"1 of {self.to}"
        return (f"You may attach up to {self.up_to} {self.type} Energy cards from your hand to "
                f"{to}.")


class MoveOpponentEnergy(Piece):
    """Choose a basic Energy card attached to 1 of your opponent's Pokémon and attach it to
    another of their Pokémon of your choice (Energy Control). Pokémon protected from the
    attack's effects (Barrier, Transparency …) are neither a source nor a destination."""

    hints = Hints(removes_energy=1)

    def effect(self, ctx: Attacking) -> None:
        g, player = ctx.g, ctx.player
        mons = [m for m in ctx.opp.in_play if not effects_prevented(ctx, m)]
        if len(mons) < 2:
            return
        sources = [m for m in mons if any(c.is_basic_energy for c in m.energy)]
        if not sources:
            return
        src, card = energy.choose_attached(g, player, "move-energy", "Move which basic Energy "
                                           "card of your opponent's?",
                                           [(m, c) for m in sources for c in m.energy
                                            if c.is_basic_energy], "{card} on {mon}")
        targets = [m for m in mons if m is not src]
        to = g.at(player, g.choose(player, "move-energy-to", f"Attach {card.name} to which of "
                                   "your opponent's Pokémon?",
                                   [(g.slot(m, player), g.label(m, player)) for m in targets]))
        energy.detach(src, card)
        to.energy.append(card)
        g.say(f"{card.name} moves from {g.whose(src)} to {g.whose(to)}")

    def describe(self) -> str:
        return ("Choose a basic Energy card attached to 1 of your opponent's Pokémon and attach "
                "it to another of their Pokémon.")


class DiscardOrNothing(Piece):
    """Discard 1 Energy card providing ``type`` attached to this Pokémon (``count`` of them:
    Searing Flames; and, ``more``, 1 other card for each type of it: White-hot Flame's Fire
    and Lightning, Devastate's 2 Fire); if you can't discard them all, the attack does
    nothing (no damage, and its ``pieces`` don't happen). The discard is part of the attack,
    not a cost: it is done at damage step 1 (spec, attack step 6, its example of Houndoom's
    Flamethrower; Recover)."""

    uses_base = True

    @property
    def hints(self) -> Hints:
        parts = [p.hints for p in self.pieces]
        return Hints(energy_price=len(self.types), heals=max((h.heals for h in parts), default=0))

    def __init__(self, type_: str, *pieces: Piece, count: int = 1, more: tuple[str, ...] = ()):
        self.type = type_
        #: one card for each: ``count`` of ``type_`` (Searing Flames: 2), then ``more``
        self.types = (type_,) * count + more
        self.pieces = pieces

    def base(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        pool = list(mon.energy)
        if not _can_discard(g, mon, self.types, pool):
            ctx.memo[("or-nothing", id(self))] = True
            for entry in ctx.damage.values():
                entry[1] = 0
            g.say("no Energy card to discard: the attack does nothing")
            return
        taken: list[Card] = []
        for i, type_ in enumerate(self.types):
            # a card that leaves the rest of the types still payable (Miracle Energy is any)
            cards = [c for c in pool if _provides(g, mon, c, type_)
                     and _can_discard(g, mon, self.types[i + 1:], _without(pool, c))]
            _, card = energy.choose_attached(g, ctx.player, "discard-energy",
                                             f"Discard which {type_} Energy card?",
                                             [(mon, c) for c in cards])
            taken.append(card)
            pool = _without(pool, card)
        for card in taken:
            discard_attached(g, mon, card)
        for piece in self.pieces:
            piece.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        if ctx.memo.get(("or-nothing", id(self))):
            return
        for piece in self.pieces:
            piece.effect(ctx)

    def describe(self) -> str:
        then = " ".join(p.describe() for p in self.pieces)
        what = " and ".join(f"1 {t} Energy card" for t in self.types)
        if len(self.types) > 1 and len(set(self.types)) == 1:
            what = f"{len(self.types)} {self.type} Energy cards"
        return (f"Discard {what} attached to this Pokémon, or this attack does nothing."
                + (f" {then}" if then else ""))


def _provides(g: Game, mon: Pokemon, card: Card, type_: str) -> bool:
    return type_ == "Colorless" or any(t == type_ or t == energy.ANY
                                       for t in energy.provides(g, mon, card))


def _without(cards: list[Card], card: Card) -> list[Card]:
    """``cards`` less one occurrence of ``card`` itself."""
    out = list(cards)
    for i, c in enumerate(out):
        if c is card:
            del out[i]
            break
    return out


def _can_discard(g: Game, mon: Pokemon, types: tuple[str, ...], pool: list[Card]) -> bool:
    """Whether a card of ``pool`` (Energy cards attached to ``mon``) can be found for each of
    ``types``, one card each."""
    if not types:
        return True
    return any(_can_discard(g, mon, types[1:], _without(pool, c))
               for c in pool if _provides(g, mon, c, types[0]))


class AttachToChosen(Piece):
    """Attach a card of ``cards`` (an Energy card of your discard pile) to 1 of ``to`` (your
    Pokémon of a type), both your choice (Fire Recharge). As a step, playable while there is
    such a card and such a Pokémon. From the deck (``cards`` an ``InDeck``) it is a search,
    which may fail to find (``done``), up to ``up_to`` times (a number or a count: for each
    heads), each card to a Pokémon of your choice; the deck is shuffled afterward (Attract
    Current)."""

    @property
    def hints(self) -> Hints:
        if isinstance(self.cards, InDeck):
            most = self.up_to if isinstance(self.up_to, int) else 2
            return Hints(searches=finds(self.cards.match), finds=most,
                         attaches=self.cards.energy_type)
        return Hints(retrieves=finds(self.cards.match), finds=1)

    def __init__(self, cards: Cards, to: Pokemons, up_to: int | Count = 1):
        self.cards = cards
        self.to = to
        self.up_to = up_to

    def can_play(self, at: Place) -> bool:
        if isinstance(self.cards, InDeck):  # a search may fail: the deck's cards are secret
            return self.to.exists(at)
        return self.cards.exists(at) and self.to.exists(at)

    def effect(self, ctx: Place) -> None:
        if isinstance(self.cards, InDeck):
            self._from_deck(ctx)
            return
        g, side = ctx.g, ctx.side
        found = self.cards.resolve(ctx)
        mons = self.to.resolve(ctx)
        if not found or not mons:
            return
        deck = self.cards.zone == "deck"
        if deck:
            key = g.choose(side.name, "search-deck", f"Attach which of {self.cards}?",
                           [("done", "none"), *((c.id, c.name) for c in found)])
            if key == "done":
                g.rng.shuffle(side.deck)
                return
        else:
            key = g.choose(side.name, "attach-from-discard", f"Attach which of {self.cards}?",
                           [(c.id, c.name) for c in found])
        card = with_id(found, key)
        takers = [m for m in mons if attach.may_attach(g, m, card)]
        if not takers:
            return
        mon = choose_one(g, side.name, takers, "attach-to", f"Attach {card.name} to which "
                         f"Pokémon?")
        side.discard.remove(card)
        attach.energy(g, mon, card, f"{side.name} attaches {card.name} from the discard pile "
                      f"to {mon.name}", from_hand=False)

    def _from_deck(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        up_to = self.up_to if isinstance(self.up_to, int) else self.up_to.count(ctx)
        for _ in range(up_to):
            mons = self.to.resolve(ctx)
            found = self.cards.resolve(ctx)
            if not mons or not found:
                break
            key = g.choose(side.name, "search-deck", f"Attach {self.cards} from your deck "
                           f"to 1 of {self.to}", [(c.id, c.name) for c in found]
                           + [("done", "take nothing")])
            if key == "done":
                break
            card = with_id(found, key)
            takers = [m for m in mons if attach.may_attach(g, m, card)]
            if not takers:
                break
            mon = choose_one(g, side.name, takers, "attach-to",
                             f"Attach {card.name} to which Pokémon?")
            side.deck.remove(card)
            attach.energy(g, mon, card, f"{side.name} attaches {card.name} from the deck to "
                          f"{mon.name}", from_hand=False)
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        if isinstance(self.cards, InDeck):
            if isinstance(self.up_to, int):
                return (f"Search your deck for {self.cards} and attach it to 1 of {self.to}. "
                        f"Shuffle your deck afterward.")
            per = self.up_to
            lead = f"{per.lead}. " if per.lead else ""
            return (f"{lead}For each {per.each or per.number.removesuffix('s')}, you may "
                    f"search your deck for {self.cards} and attach it to 1 of {self.to}. "
                    f"Shuffle your deck afterward.")
        return f"Attach {self.cards} from your discard pile to 1 of {self.to}."


class MoveAllOfTypeThenSwitch(Piece):
    """If you have any Benched Pokémon of ``to``, move every Energy card providing ``type``
    from this Pokémon to 1 of them, then switch this Pokémon with it (Baton Pass)."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type, switches=True)

    def __init__(self, type_: str, to: Pokemons):
        self.type = type_
        self.to = to

    def effect(self, ctx: Attacking) -> None:
        from oldback.engine import retreat

        g, side, me = ctx.g, ctx.side, ctx.attacker
        mons = self.to.resolve(ctx)
        if not mons or g.find(me.uid) is not me:
            return
        target = choose_one(g, side.name, mons, "switch", f"Pass the {self.type} Energy to "
                            f"which Benched Pokémon?")
        for card in energy.cards_providing(g, me, self.type):
            move_energy_card(g, card, me, target)
        if side.active is me:
            retreat.switch(g, side, target)

    def describe(self) -> str:
        return (f"If there are any of {self.to}, move all {self.type} Energy cards from this "
                f"Pokémon to 1 of them, then switch this Pokémon with it.")


class ShuffleAllFromDiscard(Piece):
    """Shuffle every card of ``cards`` in your discard pile into your deck (Riptide)."""

    hints = Hints(recycles=True)

    def __init__(self, cards: Cards):
        self.cards = cards

    def effect(self, ctx: Place) -> None:
        side = ctx.side
        found = self.cards.resolve(ctx)
        for card in found:
            side.discard.remove(card)
        side.deck.extend(found)
        ctx.g.rng.shuffle(side.deck)
        if found:
            ctx.g.say(f"{side.name} shuffles {len(found)} card(s) from the discard pile into "
                      f"the deck")

    def describe(self) -> str:
        return f"Shuffle all {self.cards} from your discard pile into your deck."


class EnergyToOwnersDeck(Piece):
    """Choose a Special Energy card (``special_only``; else any Energy card) attached to 1 of
    ``among`` (your opponent's Pokémon): its owner shuffles it into their deck (Psykiss)."""

    hints = Hints(removes_energy=1)

    def __init__(self, among: Pokemons, special_only: bool = True):
        self.among = among
        self.special_only = special_only

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        pairs = [(mon, c) for mon in self.among.resolve(ctx)
                 if not effects_prevented(ctx, mon) and not energy_protected(g, mon, ctx.player)
                 for c in mon.energy if not self.special_only or c.kind != "Basic"]
        if not pairs:
            return
        mon, card = energy.choose_attached(g, ctx.player, "to-deck", "Which Energy card goes "
                                           "into its owner's deck?", pairs, "{card} on {mon}")
        energy.detach(mon, card)
        side = g.side(mon.owner)
        side.deck.append(card)
        g.rng.shuffle(side.deck)
        g.say(f"{card.name} on {g.whose(mon)} is shuffled into {mon.owner}'s deck")

    def describe(self) -> str:
        what = "a Special Energy card" if self.special_only else "an Energy card"
        return (f"Choose {what} attached to 1 of {self.among}. Its owner shuffles it into "
                f"their deck.")


class MillAttach(Piece):
    """Discard the top ``count`` cards of your deck (all of them if fewer); attach each
    Energy card providing ``type`` among them to 1 of your ``type`` Pokémon of your choice
    (Howl). Cards shielded in the discard pile (Allergic Pollen, against an attack or a
    Power) stay there."""

    @property
    def hints(self) -> Hints:
        return Hints(attaches=self.type, uses_deck=self.count)

    def __init__(self, count: int, type_: str):
        self.count = count
        self.type = type_

    def effect(self, ctx: Place) -> None:
        from oldback.effects.select import Play
        from oldback.engine.hooks import discard_shielded, types

        g, side = ctx.g, ctx.side
        top = side.deck[:self.count]
        del side.deck[:self.count]
        side.discard.extend(top)
        g.say(f"{side.name} discards the top {len(top)} cards of the deck: "
              f"{', '.join(c.name for c in top) or 'none'}")
        if type(ctx) is not Play and discard_shielded(g):
            return
        for card in top:
            if card.supertype != "Energy" or self.type not in _card_types(card):
                continue
            mons = [m for m in side.in_play if self.type in types(g, m)
                    and attach.may_attach(g, m, card)]
            if not mons:
                continue
            mon = choose_one(g, side.name, mons, "attach-to", f"Attach {card.name} to which "
                             f"{self.type} Pokémon?")
            side.discard.remove(card)
            attach.energy(g, mon, card, f"{side.name} attaches {card.name} from the discard "
                          f"pile to {mon.name}", from_hand=False)

    def describe(self) -> str:
        return (f"Discard the top {self.count} cards of your deck (all of them if fewer). Attach "
                f"each {self.type} Energy card among them to 1 of your {self.type} Pokémon of "
                f"your choice.")


def _card_types(card: Card) -> tuple[str, ...]:
    """What an Energy card provides by itself, off any Pokémon (a basic Energy card's type;
    a Special Energy card's printed provision is not known here: none)."""
    return (energy.basic_type(card),) if card.kind == "Basic" else ()


class DiscardEnergyOf(Piece):
    """Discard every Energy card attached to each Pokémon of ``on`` (your own: Wash Away),
    as an effect."""

    hints = Hints(energy_price=ALL)

    def __init__(self, on: Pokemons):
        self.on = on

    def effect(self, ctx: Attacking) -> None:
        for mon in self.on.resolve(ctx):
            for card in list(mon.energy):
                discard_attached(ctx.g, mon, card)

    def describe(self) -> str:
        return f"Discard all Energy cards attached to {self.on}."


class DiscardPerHeads(Piece):
    """Flip ``coins`` coins; for each heads, discard a ``type`` Energy card attached to this
    Pokémon, ``amount`` more damage for each; if it hasn't that many such cards, the attack
    does nothing (Burning Flame). Decided at damage step 1."""

    hints = Hints(decides_damage=True, coin=True, energy_price=1)
    uses_base = True

    def __init__(self, coins: int, type_: str, amount: int):
        self.coins = coins
        self.type = type_
        self.amount = amount

    def base(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        heads = sum(ctx.flip() for _ in range(self.coins))
        if len(energy.cards_providing(g, mon, self.type)) < heads:
            for entry in ctx.damage.values():
                entry[1] = 0
            g.say(f"not enough {self.type} Energy cards to discard: the attack does nothing")
            return
        for _ in range(heads):
            discard_attached(g, *energy.choose_attached(
                g, ctx.player, "discard-energy", f"Discard which {self.type} Energy card?",
                [(mon, c) for c in energy.cards_providing(g, mon, self.type)]))
        if heads and ctx.defender is not None:
            ctx.add(ctx.defender, self.amount * heads)

    def describe(self) -> str:
        return (f"Flip {self.coins} coins. For each heads, discard a {self.type} Energy card "
                f"attached to this Pokémon or this attack does nothing; {self.amount} more "
                f"damage for each heads.")


class FlipToDiscardBoth(Piece):
    """Flip a coin for each ``type`` Energy card attached to this Pokémon; for each heads,
    discard 1 of them, then (after the damage) 1 Energy card attached to the Defending
    Pokémon, all of them if it has fewer (Destructive Fire). The coins are as many as the
    cards: the discards from this Pokémon can always be done."""

    uses_base = True
    hints = Hints(coin=True, energy_price=1, removes_energy=1)

    def __init__(self, type_: str):
        self.type = type_

    def base(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        heads = sum(ctx.flip() for _ in energy.cards_providing(g, mon, self.type))
        ctx.memo[("discard-both", id(self))] = heads
        for _ in range(heads):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                break
            _, card = energy.choose_attached(g, ctx.player, "discard-energy",
                                             f"Discard which {self.type} Energy card?",
                                             [(mon, c) for c in cards])
            discard_attached(g, mon, card)

    def effect(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.defender
        for _ in range(ctx.memo.get(("discard-both", id(self)), 0)):
            if mon is None or not mon.energy or effects_prevented(ctx, mon) \
                    or energy_protected(g, mon, ctx.player):
                return
            _, card = energy.choose_attached(g, ctx.player, "discard-energy",
                                             f"Discard an Energy card from {mon.name}",
                                             [(mon, c) for c in mon.energy])
            discard_attached(g, mon, card)

    def describe(self) -> str:
        return (f"Flip a coin for each {self.type} Energy card attached to this Pokémon. For "
                f"each heads, discard 1 of those cards; then, for each heads, discard an Energy "
                f"card attached to the Defending Pokémon (all of them if it has fewer).")


class ReturnEnergyCards(Piece):
    """For each ``per`` counted (heads), return an Energy card attached to ``on`` (the
    opponent's Active Pokémon), chosen by the player of the card, to its owner's hand; all of
    them if it has fewer (Thought Wave Machine)."""

    hints = Hints(removes_energy=1, coin=True)

    def __init__(self, per: Count, on: Pokemons):
        self.per = per
        self.on = on

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        n = self.per.count(ctx)
        mon = self.on.first(ctx)
        for _ in range(n):
            if mon is None or not mon.energy or energy_protected(g, mon, ctx.player):
                return
            _, card = energy.choose_attached(g, ctx.player, "return-energy",
                                             f"Return which Energy card of {mon.name}?",
                                             [(mon, c) for c in mon.energy])
            detach(mon, card)
            g.side(mon.owner).hand.append(card)
            g.say(f"{card.name} on {g.whose(mon)} goes back to {mon.owner}'s hand")

    def describe(self) -> str:
        lead = f"{self.per.lead}. " if self.per.lead else ""
        return (f"{lead}For each {self.per.number}, return an Energy card "
                f"attached to {self.on} to its owner's hand (all of them if it has fewer).")


class HeadsForDiscarded(Count):
    """You may discard any number of Energy cards providing ``type`` attached to your
    Pokémon (one at a time, ``done`` stops); flip a coin for each card discarded and count
    the heads (Rushing Flames)."""

    number = "heads"

    def __init__(self, type_: str):
        self.type = type_
        self.lead = (f"You may discard any number of {type_} Energy cards attached to your "
                     f"Pokémon; flip a coin for each card discarded")

    def count(self, at: Place) -> int:
        g, side = at.g, at.side
        n = 0
        while True:
            pairs = [(mon, c) for mon in side.in_play
                     for c in energy.cards_providing(g, mon, self.type)]
            if not pairs:
                break
            picked = energy.choose_attached(g, side.name, "discard-energy",
                                            f"Discard a {self.type} Energy card?", pairs,
                                            label="{card} on {mon}", done="no more")
            if picked is None:
                break
            discard_attached(g, *picked)
            n += 1
        return sum(at.flip() for _ in range(n))
