"""Pokémon Powers their owner uses during their turn (key ``power <slot> <name>``): once
a turn, or as often as they like, before the attack."""

from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING

from oldback.card import with_id
from oldback.effects.energy import move_energy_card
from oldback.effects.select import Play, basic_energy_of, card_named, name_has
from oldback.engine import attach, conditions, energy, knockout, retreat, turn
from oldback.engine.energy import cards_providing, choose_attached, has_type
from oldback.engine.hints import Finds, Hints, Whose
from oldback.engine.hooks import discard_shielded, hp
from oldback.engine.powers import STOPPERS
from oldback.engine.scripts import PowerScript
from oldback.engine.state import NO_CONDITIONS, Lasting, Pokemon

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Side


class TurnEnergyInto(PowerScript):
    """As often as you like during your turn, before attacking: all Energy attached to
    this Pokémon becomes Fire for the rest of the turn (Energy Burn)."""

    hints = Hints(converts="Fire")

    activated = True
    text = ("As often as you like during your turn (before your attack), all Energy attached "
            "to this Pokémon becomes Fire Energy for the rest of the turn.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return mon.owner == g.current and not mon.has_effect("energy-burn")

    def use(self, g: Game, mon: Pokemon) -> None:
        mon.effects = (*mon.effects, Lasting("energy-burn", g.turn, source=mon.uid))


def power_name(power: PowerScript, mon) -> str:
    """The name under which ``mon``'s card holds ``power``."""
    from oldback.engine.scripts import script_of

    return next(n for n, p in script_of(mon.card).powers.items() if p is power)


def used_this_turn(g, mon, power: PowerScript) -> bool:
    """Whether ``mon`` has used ``power`` this turn (``g.powers_used``)."""
    return (mon.uid, power_name(power, mon)) in g.powers_used


def mark_used(g, mon, power: PowerScript) -> None:
    g.powers_used = (*g.powers_used, (mon.uid, power_name(power, mon)))


class StepIn(PowerScript):
    """Once during your turn (before your attack), if this Pokémon is Benched, switch it
    with your Active Pokémon (not a retreat)."""

    hints = Hints(switches=True)

    activated = True
    text = ("Once during your turn (before your attack), if this Pokémon is on your Bench, "
            "you may switch it with your Active Pokémon.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        side = g.side(mon.owner)
        return (mon.owner == g.current and mon in side.bench and side.active is not None
                and not used_this_turn(g, mon, self))

    def use(self, g: Game, mon: Pokemon) -> None:
        from oldback.engine.retreat import switch

        mark_used(g, mon, self)
        switch(g, g.side(mon.owner), mon)


class MoveDamageCounter(PowerScript):
    """Move 1 damage counter from 1 Pokémon to another during your turn (before your
    attack), one at a time: the Pokémon to take it from (keys: slots), then the one to put
    it on. Damage Swap: as often as you like, among your Pokémon, as long as the one it goes
    to is not Knocked Out. ``whose``: the opponent's Pokémon instead (Curse); ``to_self``:
    always onto this Pokémon (Strange Behavior); ``once``: once during your turn;
    ``knocks_out``: even if that Knocks the Pokémon Out (Curse); ``word``: only from your
    Pokémon with that word in its name; ``always``: it works while this Pokémon is Asleep,
    Confused or Paralyzed ([Bear]: Unown)."""

    activated = True

    def __init__(self, whose: Whose = Whose.OWN, to_self: bool = False, once: bool = False,
                 knocks_out: bool = False, word: str = "", always: bool = False):
        self.whose = whose
        self.to_self = to_self
        self.once = once
        self.knocks_out = knocks_out
        self.word = word
        self.blocked_by_conditions = not always
        when = "Once during your turn" if once else "As often as you like during your turn"
        if whose is Whose.OPPONENT:
            which, to = "your opponent's Pokémon", "another of their Pokémon"
        else:
            which = f"your other Pokémon with {word} in its name" if word else "your Pokémon"
            to = "this Pokémon" if to_self else "another"
        rule = (", even if that Knocks it Out" if knocks_out
                else ", as long as that doesn't Knock it Out" if to_self
                else ", as long as that doesn't Knock Out the Pokémon it moves to")
        self.text = (f"{when} (before your attack), you may move 1 damage counter from 1 of "
                     f"{which} to {to}{rule}"
                     + (" (even while it is Asleep, Confused or Paralyzed)." if always else "."))

    @property
    def hints(self) -> Hints:
        return Hints(absorbs=True) if self.to_self else Hints(moves_damage=self.whose)

    def _pool(self, g: Game, mon: Pokemon) -> list[Pokemon]:
        side = g.opponent(mon.owner) if self.whose is Whose.OPPONENT else g.side(mon.owner)
        return side.in_play

    def _takers(self, g: Game, mon: Pokemon, source: Pokemon) -> list[Pokemon]:
        """The Pokémon the counter taken from ``source`` may go to."""
        found = [mon] if self.to_self else [m for m in self._pool(g, mon) if m is not source]
        return found if self.knocks_out else [m for m in found if m.damage + 10 < hp(g, m)]

    def _givers(self, g: Game, mon: Pokemon) -> list[Pokemon]:
        """The Pokémon a counter may be taken from (each with somewhere for it to go)."""
        return [m for m in self._pool(g, mon)
                if m.damage and not (self.to_self and m is mon)
                and (not self.word or name_has(m.name, self.word))
                and self._takers(g, mon, m)]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not (self.once and used_this_turn(g, mon, self))
                and bool(self._givers(g, mon)))

    def use(self, g: Game, mon: Pokemon) -> None:
        player = mon.owner
        if self.once:
            mark_used(g, mon, self)
        key = g.choose(player, "move-counter-from", "Move a damage counter from which Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in self._givers(g, mon)])
        source = g.at(player, key)
        target = mon
        if not self.to_self:
            key = g.choose(player, "move-counter-to", "Move it to which Pokémon?",
                           [(g.slot(m, player), g.label(m, player))
                            for m in self._takers(g, mon, source)])
            target = g.at(player, key)
        source.damage -= 10
        target.damage += 10
        g.say(f"1 damage counter moves from {g.whose(source)} to {g.whose(target)}")


class ReturnToHand(PowerScript):
    """At any time during your turn (before your attack), return this Pokémon to your hand
    and discard every card attached to it; not during the turn it was put into play
    (Cowardice). An Active Pokémon returned is replaced from the Bench; with none there,
    its owner has no Pokémon in play."""

    hints = Hints(returns_to_hand=True)

    activated = True
    text = ("At any time during your turn (before your attack), you may return this Pokémon to "
            "your hand and discard all cards attached to it; not during the turn you put it "
            "into play.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return mon.owner == g.current and mon.entered_turn < g.turn

    def use(self, g: Game, mon: Pokemon) -> None:
        side = g.side(mon.owner)
        side.hand.extend(mon.stack)
        side.discard.extend(mon.energy + mon.attached)
        g.say(f"{side.name} returns {mon.name} to the hand")
        knockout.leave_play(g, side, mon)


class FlipToHealOne(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, remove ``amount`` of
    damage from 1 of your Pokémon (Heal). It can be used only while one of them is damaged."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount, coin=True)

    activated = True

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Once during your turn (before your attack), you may flip a coin: heads, "
                     f"remove {amount // 10} damage counter(s) from 1 of your Pokémon.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and any(m.damage for m in g.side(mon.owner).in_play))

    def use(self, g: Game, mon: Pokemon) -> None:
        player = mon.owner
        mark_used(g, mon, self)
        if not g.flip(power_name(self, mon)):
            return
        key = g.choose(player, "heal-which", "Remove a damage counter from which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in g.side(player).in_play if m.damage])
        target = g.at(player, key)
        healed = min(self.amount, target.damage)
        target.damage -= healed
        g.say(f"{healed // 10} damage counter(s) removed from {g.whose(target)}")


class ShiftType(PowerScript):
    """Once during your turn (before your attack), this Pokémon's type becomes the type of
    any other Pokémon in play, Colorless excepted (Shift; the choice is a type name). The
    change is a ``changed-type`` effect with no end of its own: it lasts while the Pokémon
    stays in play unevolved, or until the power is used again (the Game Boy game's behaviour;
    there, too, a change made stays while the power is later stopped)."""

    hints = Hints(changes_type=True)

    activated = True
    text = ("Once during your turn (before your attack), you may change this Pokémon's type to "
            "the type of any other Pokémon in play other than Colorless.")

    @staticmethod
    def choices(g, mon) -> list[str]:
        from oldback.card import TYPES

        seen = {t for m in g.in_play() if m is not mon for t in m.types}
        return [t for t in TYPES if t in seen and t != "Colorless" and t not in mon.types]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.choices(g, mon)))

    def use(self, g: Game, mon: Pokemon) -> None:
        from oldback.effects.lasting import WHILE_IT_LASTS

        mark_used(g, mon, self)
        new = g.choose(mon.owner, "type", f"Change {mon.name}'s type to which type?",
                       [(t, t) for t in self.choices(g, mon)])
        kept = tuple(e for e in mon.effects if e.kind != "changed-type")
        mon.effects = (*kept, Lasting("changed-type", WHILE_IT_LASTS, source=mon.uid, data=new))
        g.say(f"{g.whose(mon)} is now a {new} Pokémon")


class Peek(PowerScript):
    """Once during your turn (before your attack), look at one of: the top card of either
    player's deck, a random card from the opponent's hand, one of either player's Prize
    cards (Peek). Keys: ``deck``, ``opp-deck``, ``opp-hand``, ``prize<N>``,
    ``opp-prize<N>``. The log says which card was looked at; what it is, the player alone
    is told (``Game.tell``). A random card of the hand is picked with the game's Rng."""

    hints = Hints(looks=True)

    activated = True
    text = ("Once during your turn (before your attack), you may look at one of these: the top "
            "card of either player's deck, a random card from your opponent's hand, or one of "
            "either player's Prizes.")

    @staticmethod
    def choices(g, mon) -> list[tuple[str, str, str]]:
        """(key, label for the player, words for the log) of each card that may be looked at."""
        me, opp = g.side(mon.owner), g.opponent(mon.owner)
        out = []
        if me.deck:
            out.append(("deck", "the top card of your deck", f"the top card of {me.name}'s deck"))
        if opp.deck:
            out.append(("opp-deck", "the top card of your opponent's deck",
                        f"the top card of {opp.name}'s deck"))
        if opp.hand:
            out.append(("opp-hand", "a random card from your opponent's hand",
                        f"a random card from {opp.name}'s hand"))
        for side, key, whose in ((me, "prize", "your"), (opp, "opp-prize", "your opponent's")):
            out += [(f"{key}{i}", f"{whose} Prize card {i}", f"{side.name}'s Prize card {i}")
                    for i in range(1, len(side.prizes) + 1)]
        return out

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.choices(g, mon)))

    def use(self, g: Game, mon: Pokemon) -> None:
        player = mon.owner
        mark_used(g, mon, self)
        choices = self.choices(g, mon)
        key = g.choose(player, "peek", "Look at which card?", [c[:2] for c in choices])
        me, opp = g.side(player), g.opponent(player)
        if key == "opp-hand":
            seen = opp.hand[g.rng.below(len(opp.hand))]
        elif key in ("deck", "opp-deck"):
            seen = (me if key == "deck" else opp).deck[0]
        else:
            prizes = opp.prizes if key.startswith("opp-") else me.prizes
            seen = prizes[int(key.removeprefix("opp-").removeprefix("prize")) - 1]
        what = next(c[2] for c in choices if c[0] == key)
        g.say(f"{player} looks at {what}")
        g.tell(player, f"{what} is {seen.name}")


class AttachAsOftenAsYouLike(PowerScript):
    """As often as you like during your turn (before your attack), attach a basic Energy card
    of a type from your hand to 1 of your Pokémon of that type; this is not the turn's
    Energy attachment (Rain Dance). Keys: the card id (when there is a choice), then the
    slot."""

    @property
    def hints(self) -> Hints:
        return Hints(attaches=self.type)

    activated = True

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"As often as you like during your turn (before your attack), you may "
                     f"attach 1 {type_} Energy card from your hand to 1 of your {type_} Pokémon "
                     f"(this doesn't use up your Energy attachment for the turn).")

    def cards(self, side: Side) -> list[Card]:
        return list(filter(basic_energy_of(self.type), side.hand))

    def targets(self, g: Game, side: Side, card: Card) -> list[Pokemon]:
        """Its owner's Pokémon of the type that may receive ``card`` (Crystal Beam)."""
        return [m for m in side.in_play
                if self.type in m.types and attach.may_attach(g, m, card)]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        side = g.side(mon.owner)
        if mon.owner != g.current:
            return False
        cards = self.cards(side)
        return bool(cards) and bool(self.targets(g, side, cards[0]))

    def use(self, g: Game, mon: Pokemon) -> None:
        player, side = mon.owner, g.side(mon.owner)
        key = g.choose(player, "attach-energy", f"Attach which {self.type} Energy card?",
                       () if g.replaying else [(c.id, c.name) for c in self.cards(side)])
        card = with_id(side.hand, key)
        key = g.choose(player, "attach-to", f"Attach {card.name} to which Pokémon?",
                       () if g.replaying else [(g.slot(m, player), g.label(m, player))
                                               for m in self.targets(g, side, card)])
        target = g.at(player, key)
        side.hand.remove(card)
        attach.energy(g, target, card, f"{player} attaches {card.name} to {g.whose(target)}")


class MoveEnergyOfType(PowerScript):
    """As often as you like during your turn (before your attack), move an Energy card that
    provides a type (RULINGS, Base Set: Energy Trans moves any card providing Grass) from 1
    of your Pokémon to another of yours (Energy Trans). Keys: ``<slot>:<card id>``, then
    the slot it goes to."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    activated = True

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"As often as you like during your turn (before your attack), you may take "
                     f"1 {type_} Energy card attached to 1 of your Pokémon and attach it to a "
                     f"different one.")

    def pairs(self, g, side) -> list:
        if len(side.in_play) < 2:
            return []
        return [(m, c) for m in side.in_play for c in cards_providing(g, m, self.type)]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        if mon.owner != g.current:
            return False
        mons = g.side(mon.owner).in_play
        # (``pairs`` not empty, with no list made: asked at every action)
        return len(mons) >= 2 and any(has_type(g, m, self.type) for m in mons)

    def use(self, g: Game, mon: Pokemon) -> None:
        player, side = mon.owner, g.side(mon.owner)
        source, card = choose_attached(g, player, "move-energy",
                                       f"Move which {self.type} Energy card?",
                                       self.pairs(g, side), "{card} on {mon}")
        key = g.choose(player, "move-energy-to", f"Move {card.name} to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in side.in_play if m is not source])
        move_energy_card(g, card, source, g.at(player, key))


class MoveEnergyAmong(MoveEnergyOfType):
    """As often as you like during your turn (before your attack), move an Energy card from
    1 of your Pokémon named one of ``names`` to another of them (Electromagnetic Power:
    Magnemite, Magneton, Dark Magneton). Keys as for Energy Trans."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy="Colorless")

    def __init__(self, *names: str):
        self.names = names
        self.type = "Colorless"
        listed = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
        self.text = (f"As often as you like during your turn (before your attack), you may take "
                     f"1 Energy card attached to 1 of your Pokémon named {listed} and attach it "
                     f"to a different one of them.")

    def _mons(self, side) -> list[Pokemon]:
        return [m for m in side.in_play if m.name in self.names]

    def pairs(self, g, side) -> list:
        mons = self._mons(side)
        return [(m, c) for m in mons for c in m.energy] if len(mons) >= 2 else []

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return mon.owner == g.current and bool(self.pairs(g, g.side(mon.owner)))

    def use(self, g: Game, mon: Pokemon) -> None:
        player, side = mon.owner, g.side(mon.owner)
        source, card = choose_attached(g, player, "move-energy", "Move which Energy card?",
                                       self.pairs(g, side), "{card} on {mon}")
        key = g.choose(player, "move-energy-to", f"Move {card.name} to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in self._mons(side) if m is not source])
        move_energy_card(g, card, source, g.at(player, key))


class BecomeEnergy(PowerScript):
    """At any time during your turn (before your attack), if you have another Pokémon in
    play: choose it (a slot key) and a type (a type name other than Colorless); this Pokémon
    is Knocked Out (the opponent takes a Prize: RULINGS, General), and after it is discarded
    (spec, Knock Out step 3) its top card is attached to the chosen Pokémon as an Energy
    card providing 2 Energy of that type (Buzzap). What it provides is an ``as-energy``
    record on the holder, which benching and evolving keep. The record names the attached
    card itself, a card value of its own (``copy``): cards of one printing are equal, and
    two Electrodes attached to one Pokémon as different types each keep their own. With the
    discard piles shielded from Powers (Allergic Pollen), the card stays there (spec, Knock
    Out Procedures step 3, its note)."""

    hints = Hints(becomes_energy=True)

    activated = True
    text = ("At any time during your turn (before your attack), you may Knock Out this Pokémon "
            "and attach it to 1 of your other Pokémon; choose a type: it is now an Energy card "
            "that provides 2 Energy of that type.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return mon.owner == g.current and len(g.side(mon.owner).in_play) > 1

    def use(self, g: Game, mon: Pokemon) -> None:
        from oldback.card import TYPES
        from oldback.effects.lasting import WHILE_IT_LASTS
        player, side = mon.owner, g.side(mon.owner)
        key = g.choose(player, "attach-to", f"Attach {mon.name} to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in side.in_play if m is not mon])
        target = g.at(player, key)
        kind = g.choose(player, "type", "It provides 2 Energy of which type?",
                        [(t, t) for t in TYPES if t != "Colorless"])
        card = mon.card
        mon.damage = max(mon.damage, mon.hp)
        knockout.check(g)
        if g.winner is not None or card not in side.discard or g.find(target.uid) is None:
            return
        if discard_shielded(g):  # the card can't leave the discard pile (Allergic Pollen)
            g.say(f"{card.name} stays in the discard pile")
            return
        del side.discard[len(side.discard) - 1 - side.discard[::-1].index(card)]
        card = copy(card)
        target.energy.append(card)
        target.effects = (*target.effects, Lasting("as-energy", WHILE_IT_LASTS, source=target.uid,
                                                   data=kind, card=card))
        g.say(f"{card.name} is attached to {g.whose(target)} as an Energy card providing "
              f"2 {kind} Energy")

    def as_energy(self, g, holder, card):
        kind = next((e.data for e in holder.effects
                     if e.kind == "as-energy" and e.card is card), None)
        return () if kind is None else (kind, kind)


class DrawThenPutBack(PowerScript):
    """Once during your turn (before your attack), draw a card, then put a card from your
    hand on top of your deck (Special Delivery; key: the card id). Not with an empty deck."""

    hints = Hints(draws=1, price=1)

    activated = True
    text = ("Once during your turn (before your attack), you may draw a card; if you do, put a "
            "card from your hand on top of your deck.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and bool(g.side(mon.owner).deck)
                and not used_this_turn(g, mon, self))

    def use(self, g: Game, mon: Pokemon) -> None:
        player, side = mon.owner, g.side(mon.owner)
        mark_used(g, mon, self)
        side.hand.append(side.deck.pop(0))
        g.say(f"{player} draws a card")
        key = g.choose(player, "to-deck-top", "Put which card from your hand on top of your deck?",
                       [(c.id, c.name) for c in side.hand])
        card = with_id(side.hand, key)
        side.hand.remove(card)
        side.deck.insert(0, card)
        g.say(f"{player} puts a card from the hand on top of the deck")


class FlipConditionEither(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, the opponent's
    Active Pokémon gets a Special Condition; tails, your own Active Pokémon gets it (Pollen
    Stench, Long-Distance Hypnosis)."""

    @property
    def hints(self) -> Hints:
        return Hints(condition=self.condition, coin=True)

    activated = True

    def __init__(self, condition: str):
        self.condition = condition
        name = conditions.NAMES[condition]
        self.text = (f"Once during your turn (before your attack), you may flip a coin: heads, "
                     f"the Defending Pokémon is now {name}; tails, your Active Pokémon is now "
                     f"{name}.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and g.side(mon.owner).active is not None
                and g.opponent(mon.owner).active is not None)

    def use(self, g: Game, mon: Pokemon) -> None:
        mark_used(g, mon, self)
        heads = g.flip(power_name(self, mon))
        side = g.opponent(mon.owner) if heads else g.side(mon.owner)
        if side.active is not None:
            conditions.apply(g, side.active, self.condition)


class DiscardToDraw(PowerScript):
    """Once during your turn (before your attack), discard a card from your hand in order to
    draw a card (Matter Exchange). Not with an empty hand or deck."""

    hints = Hints(draws=1, price=1)

    activated = True
    text = ("Once during your turn (before your attack), you may discard a card from your hand "
            "to draw a card.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        side = g.side(mon.owner)
        return (mon.owner == g.current and bool(side.hand) and bool(side.deck)
                and not used_this_turn(g, mon, self))

    def use(self, g: Game, mon: Pokemon) -> None:
        side = g.side(mon.owner)
        mark_used(g, mon, self)
        key = g.choose(side.name, "discard-from-hand", "Discard which card from your hand?",
                       [(c.id, c.name) for c in side.hand])
        card = with_id(side.hand, key)
        side.hand.remove(card)
        side.discard.append(card)
        g.say(f"{side.name} discards {card.name}")
        side.hand.append(side.deck.pop(0))
        g.say(f"{side.name} draws a card")


class SwapPrize(PowerScript):
    """Once during your turn (before your attack), switch 1 of your Prize cards (key
    ``prize<N>``, in order) with the top card of your deck (Trickery)."""

    hints = Hints(swaps_prize=True)

    activated = True
    text = ("Once during your turn (before your attack), you may switch 1 of your Prize cards "
            "with the top card of your deck.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        side = g.side(mon.owner)
        return (mon.owner == g.current and bool(side.deck) and bool(side.prizes)
                and not used_this_turn(g, mon, self))

    def use(self, g: Game, mon: Pokemon) -> None:
        side = g.side(mon.owner)
        mark_used(g, mon, self)
        key = g.choose(side.name, "prize", "Switch which Prize card with the top of your deck?",
                       [(f"prize{i}", f"Prize card {i}") for i in range(1, len(side.prizes) + 1)],
                       unique=True)
        i = int(key[5:]) - 1
        prize = side.prizes[i]
        side.put_prize(i, side.deck[0])
        side.deck[0] = prize
        g.say(f"{side.name} switches Prize card {i + 1} with the top card of the deck")


class PullEnergy(PowerScript):
    """During your turn (before your attack), move 1 Energy card providing ``type`` from 1 of
    your other Pokémon to this one (key ``<slot>:<card id>``): as often as you like while
    this Pokémon is its owner's Active Pokémon (Energy Charge), or, ``once``, once a turn
    wherever it is (Gather Fire)."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type, on_self=True)  # onto this Pokémon

    activated = True

    def __init__(self, type_: str, once: bool = False):
        self.type = type_
        self.once = once
        when = ("Once during your turn (before your attack)" if once else
                "As often as you like during your turn (before your attack), if this Pokémon "
                "is your Active Pokémon")
        self.text = (f"{when}, you may move 1 {type_} Energy card from 1 of your other "
                     f"Pokémon to this Pokémon.")

    def pairs(self, g, mon) -> list:
        return [(m, c) for m in g.side(mon.owner).in_play if m is not mon
                for c in energy.cards_providing(g, m, self.type)]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        if mon.owner != g.current:
            return False
        if self.once:
            if used_this_turn(g, mon, self):
                return False
        elif g.side(mon.owner).active is not mon:
            return False
        return bool(self.pairs(g, mon))

    def use(self, g: Game, mon: Pokemon) -> None:
        if self.once:
            mark_used(g, mon, self)
        source, card = energy.choose_attached(g, mon.owner, "move-energy",
                                              f"Move which {self.type} Energy card to "
                                              f"{mon.name}?", self.pairs(g, mon),
                                              "{card} on {mon}")
        move_energy_card(g, card, source, mon)


class HealSelfOnce(PowerScript):
    """Once during your turn (before your attack), remove ``amount`` of damage from this
    Pokémon (Natural Healing)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

    activated = True

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Once during your turn (before your attack), you may remove {amount // 10} "
                     f"damage counter(s) from this Pokémon.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return mon.owner == g.current and mon.damage > 0 and not used_this_turn(g, mon, self)

    def use(self, g: Game, mon: Pokemon) -> None:
        mark_used(g, mon, self)
        healed = min(self.amount, mon.damage)
        mon.damage -= healed
        g.say(f"{healed // 10} damage counter(s) removed from {g.whose(mon)}")


class FlipToGust(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, choose 1 of your
    opponent's Benched Pokémon and switch it with their Active Pokémon (Fragrance Trap).
    Offered while the opponent has a Benched Pokémon."""

    hints = Hints(gusts=True, coin=True)

    activated = True
    text = ("Once during your turn (before your attack), you may flip a coin: heads, switch 1 of "
            "your opponent's Benched Pokémon with their Active Pokémon.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        opp = g.opponent(mon.owner)
        return (mon.owner == g.current and bool(opp.bench) and opp.active is not None
                and not used_this_turn(g, mon, self))

    def use(self, g: Game, mon: Pokemon) -> None:
        mark_used(g, mon, self)
        if not g.flip(power_name(self, mon)):
            return
        opp = g.opponent(mon.owner)
        new = retreat.choose_benched(g, mon.owner, opp, "gust",
                                     "Which of your opponent's Benched Pokémon comes up?")
        retreat.switch(g, opp, new)


class TakeShape(PowerScript):
    """Once during your turn (before your attack), attach an Evolution card from your hand
    to this Pokémon (not an evolution; key: the card id): it is that Pokémon now (its HP,
    type, Weakness, Resistance, Retreat Cost and attacks — the ``form`` hook), keeping its
    own name and powers and not that card's power. During your turn it may discard the
    Evolution cards attached (key ``done`` among the choices: "discard them"). When it
    becomes Asleep, Confused or Paralyzed they are discarded, and the power can't be used
    while it is (Shapeshift)."""

    hints = Hints(copies=True)

    activated = True
    changes_form = True
    #: its Special Conditions are checked by the power itself: it still hears one arrive
    blocked_by_conditions = False
    text = ("Once during your turn (before your attack), you may attach an Evolution card from "
            "your hand to this Pokémon (this is not evolving it): it is that Pokémon now, but "
            "can't evolve, devolve or use that Pokémon's Power. During your turn you may "
            "discard the attached Evolution card. Not while Asleep, Confused or Paralyzed; if "
            "it becomes so, discard every attached Evolution card.")

    @staticmethod
    def attached(mon) -> list:
        return [c for c in mon.attached if c.is_pokemon]

    @staticmethod
    def in_hand(side) -> list:
        return [c for c in side.hand if c.is_pokemon and c.evolves_from is not None]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        if mon.owner != g.current or mon.conditions & STOPPERS:
            return False
        attach = not used_this_turn(g, mon, self) and bool(self.in_hand(g.side(mon.owner)))
        return attach or bool(self.attached(mon))

    def use(self, g: Game, mon: Pokemon) -> None:
        player, side = mon.owner, g.side(mon.owner)
        pairs = []
        if not used_this_turn(g, mon, self):
            pairs = [(c.id, f"attach {c.name}") for c in self.in_hand(side)]
        if self.attached(mon):
            pairs.append(("done", "discard the attached Evolution card"))
        key = g.choose(player, "from-hand", f"Which Evolution card for {mon.name}?", pairs)
        if key == "done":
            self.discard(g, mon)
            return
        mark_used(g, mon, self)
        card = with_id(side.hand, key)
        side.hand.remove(card)
        mon.attached.append(card)
        g.say(f"{player} attaches {card.name} to {mon.name}: it is now {card.name}")

    def discard(self, g, mon) -> None:
        for card in self.attached(mon):
            mon.attached.remove(card)
            g.side(mon.owner).discard.append(card)
            g.say(f"{card.name} attached to {mon.name} is discarded")

    def form(self, g: Game, src: Source, mon: Pokemon) -> Card | None:
        shapes = self.attached(mon)
        return shapes[-1] if shapes else None

    def prevents_condition(self, g: Game, src: Source, target: Pokemon, condition: str) -> bool:
        if target is src.holder and condition in STOPPERS and self.attached(target):
            self.discard(g, target)
        return False


class GatherEnergy(PowerScript):
    """Once during your turn (before your attack), take up to ``up_to`` Energy cards of a
    type attached to your other Pokémon and attach them to this one (keys:
    ``<slot>:<card id>``, ``done`` stops) (Soak Up)."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    activated = True

    def __init__(self, type_: str, up_to: int = 2):
        self.type = type_
        self.up_to = up_to
        self.text = (f"Once during your turn (before your attack), you may take up to {up_to} "
                     f"{type_} Energy cards attached to your other Pokémon and attach them to "
                     f"this Pokémon.")

    def pairs(self, g, mon) -> list:
        match = basic_energy_of(self.type)
        return [(m, c) for m in g.side(mon.owner).in_play if m is not mon
                for c in m.energy if match(c)]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.pairs(g, mon)))

    def use(self, g: Game, mon: Pokemon) -> None:
        from oldback.effects.energy import move_energy_card

        player = mon.owner
        mark_used(g, mon, self)
        for n in range(self.up_to, 0, -1):
            pairs = self.pairs(g, mon)
            if not pairs:
                return
            picked = energy.choose_attached(g, player, "move-energy", f"Take up to {n} more "
                                            f"{self.type} Energy card(s) to {mon.name}", pairs,
                                            "{card} on {mon}", done="stop")
            if picked is None:
                return
            source, card = picked
            move_energy_card(g, card, source, mon)


class FlipToEvolve(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, search your deck for
    an Evolution card named ``name`` and put it on this Pokémon (it evolves, so only when
    it could evolve now); shuffle the deck (Emerge)."""

    hints = Hints(searches=Finds.POKEMON, finds=1, coin=True)

    activated = True

    def __init__(self, name: str):
        self.name = name
        self.text = (f"Once during your turn (before your attack), you may flip a coin. Heads: "
                     f"search your deck for an Evolution card named {name} and put it on this "
                     f"Pokémon (this counts as evolving it). Shuffle your deck afterward.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        from oldback.engine.turn import evolution_allowed, is_first_turn

        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and not is_first_turn(g) and evolution_allowed(g, mon))

    def use(self, g: Game, mon: Pokemon) -> None:
        from oldback.effects.evolution import evolve_from_deck

        mark_used(g, mon, self)
        if not g.flip(power_name(self, mon)):
            return
        evolve_from_deck(g, mon.owner, [mon], card_named(self.name))


class CureActives(PowerScript):
    """Once during your turn (before your attack): both Active Pokémon are no longer Asleep,
    Confused, Paralyzed or Poisoned (Solar Power). Offered only while one of them has a
    Special Condition."""

    hints = Hints(cures=True)

    activated = True
    text = ("Once during your turn (before your attack), you may make your Active Pokémon and "
            "the Defending Pokémon no longer Asleep, Confused, Paralyzed or Poisoned.")

    @staticmethod
    def actives(g, mon) -> list[Pokemon]:
        return [m for m in (g.side(mon.owner).active, g.opponent(mon.owner).active)
                if m is not None]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and any(m.conditions for m in self.actives(g, mon)))

    def use(self, g: Game, mon: Pokemon) -> None:
        mark_used(g, mon, self)
        for target in self.actives(g, mon):
            for name in sorted(target.conditions):
                conditions.remove(g, target, name)
            target.conditions = NO_CONDITIONS
        g.say(f"{power_name(self, mon)}: both Active Pokémon are no longer affected by Special "
              "Conditions")


class PowerPlace(Play):
    """Where the pieces of a power that acts when its card is played resolve: the power's
    Pokémon is "this Pokémon" (``attacker``), its coins flipped in the power's name."""

    __slots__ = ("attacker", "name")

    def __init__(self, g, side, mon: Pokemon, name: str):
        super().__init__(g, side, mon.card)
        self.attacker = mon
        self.name = name

    def flip(self) -> bool:
        return self.g.flip(self.name)


class Requirement:
    """A requirement of a power: a test of the game and this Pokémon, and what it ``says``
    in the power's text (a class, not a function with attributes: a compiled function has
    none)."""

    says = ""

    def __call__(self, g: Game, mon: Pokemon) -> bool:
        raise NotImplementedError


class BenchHolds(Requirement):
    def __init__(self, names: tuple[str, ...]):
        self.names = names
        self.says = f"if you have {' and '.join(names)} on your Bench, "

    def __call__(self, g: Game, mon: Pokemon) -> bool:
        benched = {m.name for m in g.side(mon.owner).bench}
        return all(n in benched for n in self.names)


class WhileActive(Requirement):
    says = "as long as this Pokémon is your Active Pokémon, "

    def __call__(self, g: Game, mon: Pokemon) -> bool:
        return g.side(mon.owner).active is mon


def bench_holds(*names: str) -> Requirement:
    """A requirement of a power: its owner has a Pokémon of each of these names on their
    Bench (Unown [F]'s [Find]: Unown [F], [I], [N] and [D])."""
    return BenchHolds(names)


def while_active() -> Requirement:
    """A requirement of a power: this Pokémon is its owner's Active Pokémon (Drive Off)."""
    return WhileActive()


class OncePerTurn(PowerScript):
    """Once during your turn (before your attack), you may do the ``pieces``, in order, as a
    Trainer's steps with this Pokémon as "this Pokémon" (coins in the power's name): offered
    while each piece can be done and ``requires`` (a test of the game and this Pokémon,
    ``bench_holds``) holds; ``ends_turn``: then your turn ends (Playful Punch).
    ``always``: it can be used even while this Pokémon is Asleep, Confused or Paralyzed;
    ``one_a_turn``: only 1 power of this name is used each turn, however many Pokémon have
    it ([Quicken])."""

    activated = True

    @property
    def hints(self) -> Hints:
        from dataclasses import replace

        from oldback.engine.hints import merge

        merged = merge(*(p.hints for p in self.pieces))
        return replace(merged, ends_turn=True) if self.ends_turn else merged

    def __init__(self, *pieces, requires: Requirement | None = None, ends_turn: bool = False,
                 always: bool = False, one_a_turn: bool = False):
        self.pieces = pieces
        self.requires = requires
        self.ends_turn = ends_turn
        self.blocked_by_conditions = not always
        self.one_a_turn = one_a_turn
        body = " ".join(p.describe() for p in pieces)
        need = "" if requires is None else requires.says
        end = " Either way, your turn ends." if ends_turn else ""
        only = (" With more than 1 Pokémon with this power in play, use only 1 of them each "
                "turn." if one_a_turn else "")
        works = (" This power can be used even if this Pokémon is Asleep, Confused or "
                 "Paralyzed." if always else "")
        self.text = (f"Once during your turn (before your attack), {need}you may: {body}{end}"
                     f"{only}{works}")

    def _place(self, g, mon):
        return PowerPlace(g, g.side(mon.owner), mon, f"{mon.name}'s {power_name(self, mon)}")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        if mon.owner != g.current or used_this_turn(g, mon, self):
            return False
        if self.one_a_turn:
            name = power_name(self, mon)
            if any(used == name for _, used in g.powers_used):
                return False
        if self.requires is not None and not self.requires(g, mon):
            return False
        at = self._place(g, mon)
        return all(p.can_play(at) for p in self.pieces)

    def use(self, g: Game, mon: Pokemon) -> None:
        mark_used(g, mon, self)
        at = self._place(g, mon)
        for piece in self.pieces:
            piece.effect(at)
        if self.ends_turn:
            turn.end_turn(g)


class DiscardFromHandAtWill(PowerScript):
    """As often as you like during your turn (before your attack), you may discard a basic
    ``type`` Energy card from your hand (Downpour: fuel for Riptide)."""

    hints = Hints(price=1)
    activated = True

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"As often as you like during your turn (before your attack), you may "
                     f"discard a {type_} Energy card from your hand.")

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        match = basic_energy_of(self.type)
        return mon.owner == g.current and any(map(match, g.side(mon.owner).hand))

    def use(self, g: Game, mon: Pokemon) -> None:
        side = g.side(mon.owner)
        match = basic_energy_of(self.type)
        card = next(c for c in side.hand if match(c))
        side.hand.remove(card)
        side.discard.append(card)
        g.say(f"{side.name} discards {card.name} from the hand")


class ConvertEnergy(PowerScript):
    """Once during your turn (before your attack), choose a basic Energy card attached to 1
    of your Pokémon (``<slot>:<card id>``) and a type (its name): that card provides that
    type until the end of the turn, or until this Pokémon is Asleep, Confused or Paralyzed
    (an ``energy-as-type`` effect on the Pokémon with the card: Energy Converter)."""

    hints = Hints(moves_energy="Colorless")

    activated = True
    text = ("Once during your turn (before your attack), you may choose 1 basic Energy card "
            "attached to 1 of your Pokémon and an Energy type: that card is of that type until "
            "the end of your turn (or until this Pokémon is Asleep, Confused or Paralyzed).")

    @staticmethod
    def pairs(g: Game, mon: Pokemon) -> list[tuple[Pokemon, Card]]:
        return [(m, c) for m in g.side(mon.owner).in_play for c in m.energy
                if c.kind == "Basic"]

    def can_use(self, g: Game, mon: Pokemon) -> bool:
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.pairs(g, mon)))

    def use(self, g: Game, mon: Pokemon) -> None:
        from oldback.card import TYPES

        mark_used(g, mon, self)
        player = mon.owner
        holder, card = choose_attached(g, player, "move-energy", "Change which Energy card?",
                                       self.pairs(g, mon), "{card} on {mon}")
        kind = g.choose(player, "type", f"{card.name} provides which type?",
                        [(t, t) for t in TYPES if t != "Colorless"])
        # a card of its own (``copy``): another card of its printing there stays as it is
        own = copy(card)
        holder.energy[next(i for i, c in enumerate(holder.energy) if c is card)] = own
        holder.effects = (*holder.effects, Lasting("energy-as-type", g.turn, source=mon.uid,
                                                   data=kind, card=own))
        g.say(f"{card.name} on {g.whose(holder)} provides {kind} Energy this turn")
