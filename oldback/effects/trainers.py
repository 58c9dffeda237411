"""Trainer pieces: cards that attach, search, switch, heal.

Most Trainers are a ``Trainer`` of steps, the same pieces attacks are made of where they
fit (heal, switch, draw, flip) with a few of their own (pay from the hand, search the
deck); attached cards, Stadiums and the odd ones have a class each."""

from __future__ import annotations

from functools import cache, cached_property

from oldback.card import Card, with_id
from oldback.effects.attacks import (
    Piece,
    choose_attached_energy,
    discard_attached,
    energy_protected,
)
from oldback.effects.select import InDeck, InDiscard, Place, Play, Pokemons, choose_one, finds
from oldback.engine import conditions, knockout, turn
from oldback.engine.hints import ALL, Hand, Hints, Whose, merge
from oldback.engine.hooks import bench_room
from oldback.engine.scripts import CardScript, script_of
from oldback.engine.setup import is_basic


def pay_from_hand(g, side, count: int, to_deck: bool = False) -> list[Card]:
    """``side`` puts ``count`` cards of its choice from its hand (the Trainer being played is
    no longer there) into its discard pile, or, ``to_deck``, into its deck (not shuffled
    here). The cards paid, in order."""
    player = side.name
    paid: list[Card] = []
    where = "deck" if to_deck else "discard pile"
    for n in range(count, 0, -1):
        if not side.hand:
            break
        key = g.choose(player, "shuffle-from-hand" if to_deck else "discard-from-hand",
                       f"Put {n} more card(s) from your hand into your {where}",
                       () if g.replaying else [(c.id, c.name) for c in side.hand])
        gone = turn.take_from_hand(side, key)
        paid.append(gone)
        if to_deck:
            side.deck.append(gone)
            g.say(f"{player} puts a card from the hand into the deck")
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

    def playable(self, g, side, card):
        if not self.checks:
            return True
        at = Play(g, side, card)
        for p in self.checks:  # a plain loop: asked for every Trainer in hand, every action
            if not p.can_play(at):
                return False
        return True

    def play(self, g, side, card):
        at = Play(g, side, card)
        for p in self.pieces:
            p.effect(at)


class PayFromHand(Piece):
    """The price of a Trainer: put N other cards of your choice from your hand into your
    discard pile or, ``to_deck``, shuffle them into your deck (Computer Search, Item Finder,
    Maintenance). Not playable without them."""

    @property
    def hints(self) -> Hints:
        return Hints(price=self.count)

    def __init__(self, count: int, to_deck: bool):
        self.count = count
        self.to_deck = to_deck

    def can_play(self, at: Place) -> bool:
        return len(at.side.hand) - 1 >= self.count  # the Trainer itself is still there

    def effect(self, ctx: Place) -> None:
        pay_from_hand(ctx.g, ctx.side, self.count, to_deck=self.to_deck)
        if self.to_deck:
            ctx.g.rng.shuffle(ctx.side.deck)

    def describe(self) -> str:
        cards = "card" if self.count == 1 else "cards"
        if self.to_deck:
            return f"Shuffle {self.count} other {cards} from your hand into your deck."
        return f"Discard {self.count} other {cards} from your hand."


def discard_from_hand(count: int) -> PayFromHand:
    return PayFromHand(count, to_deck=False)


def shuffle_from_hand(count: int) -> PayFromHand:
    return PayFromHand(count, to_deck=True)


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


def discard_hand() -> DiscardHand:
    return DiscardHand()


class SearchDeck(Piece):
    """Search your deck for a card that matches, put it into your hand, shuffle. A search
    for a kind of card may fail to find (``done``); a search for "any card" may not, and
    can't be played from an empty deck (spec, "Fail to find"). ``show``: the card found is
    shown to the opponent (its name goes into the log)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=finds(self.cards.match), finds=1)

    def __init__(self, cards: InDeck, show: bool):
        self.cards = cards
        self.show = show

    def can_play(self, at: Place) -> bool:
        return self.cards.match is not None or bool(at.side.deck)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        player = side.name
        found = self.cards.resolve(ctx)
        if found or self.cards.match is not None:  # (a search that may fail asks always)
            # (on a re-run the answer is known: no options listed, ``Game.replaying``)
            options = [] if g.replaying else [(c.id, c.name) for c in found]
            if self.cards.match is not None:
                options.append(("done", "take nothing"))
            key = g.choose(player, "search-deck", f"Take {self.cards} from your deck", options)
            if key != "done":
                taken = with_id(side.deck, key)
                side.deck.remove(taken)
                side.hand.append(taken)
                if self.show:
                    g.say(f"{player} shows {taken.name} and takes it from the deck")
                elif g.logging:
                    g.say(f"{player} takes a card from the deck")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        if self.show:
            return (f"Search your deck for {self.cards}, show it to your opponent and put it "
                    f"into your hand; shuffle.")
        return f"Search your deck for {self.cards}, put it into your hand; shuffle."


def search_deck(cards: InDeck, show: bool = False) -> SearchDeck:
    return SearchDeck(cards, show)


class PlusDamage(CardScript):
    """PlusPower: attach to your Active Pokémon; its attacks do 10 more damage to an Active
    Pokémon (damage step 5); discarded at the end of your turn."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=self.amount)

    attaches = True
    quiet = True

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Attach to your Active Pokémon. Its attacks do {amount} more damage to "
                     f"an Active Pokémon (after Weakness and Resistance). Discard it at the end "
                     f"of your turn.")

    def playable(self, g, side, card):
        return side.active is not None

    def play(self, g, side, card):
        side.active.attached.append(card)

    def attacker_damage(self, g, src, attacker, target, dmg):
        holder = attacker
        if not g.is_active(target):
            return dmg
        # ``pluspower_on_self``: the user's damage to itself counts too (Pokémon 1999).
        if target.owner == holder.owner and not g.rules.pluspower_on_self:
            return dmg
        return dmg + self.amount

    def end_of_turn(self, g, src):
        return g.current == src.owner


class ReduceDamage(CardScript):
    """Defender: attach to one of your Pokémon; damage done to it by attacks is reduced by
    20 (damage step 6); discarded at the end of your opponent's next turn."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    attaches = True

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"Attach to 1 of your Pokémon. Damage done to it by attacks is reduced by "
                     f"{amount} (after Weakness and Resistance). Discard it at the end of your "
                     f"opponent's next turn.")

    def play(self, g, side, card):
        mon = choose_one(g, side.name, side.in_play, "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        mon.attached.append(card)

    def receiver_damage(self, g, src, attacker, target, dmg):
        return dmg - self.amount

    def end_of_turn(self, g, src):
        return g.current != src.owner


class PlayedAsBasic(CardScript):
    """Clefairy Doll and Mysterious Fossil: played onto the Bench as a Basic Pokémon."""

    hints = Hints(plays_as_basic=True)

    plays_as_basic = True
    gives_prize = False
    can_retreat = False
    can_have_conditions = False
    text = ("Play it as a Basic Pokémon. It can't retreat or be affected by Special "
            "Conditions, and your opponent takes no Prize when it is Knocked Out. You may "
            "discard it from play during your turn.")


class Tool(CardScript):
    """A Pokémon Tool: attach to 1 of your Pokémon without a Tool."""

    attaches = True

    def candidates(self, side):
        return [m for m in side.in_play
                if not any(c.kind == "Pokémon Tool" for c in m.attached)]

    def playable(self, g, side, card):
        return bool(self.candidates(side))

    def play(self, g, side, card):
        mon = choose_one(g, side.name, self.candidates(side), "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        mon.attached.append(card)


class SurviveWithTen(Tool):
    """Focus Band: if the holder would be Knocked Out by the opponent's attack, flip; heads,
    it is not, its remaining HP becomes 10, and this card is discarded."""

    hints = Hints(survives=True, coin=True)

    text = ("Pokémon Tool. If the Pokémon would be Knocked Out by your opponent's attack, "
            "flip a coin: heads, it survives with 10 HP left and this card is discarded.")

    def on_hp_zero(self, g, src, holder, attack_by):
        card = src.card
        if attack_by is None or attack_by == holder.owner:
            return False
        if not g.flip(card.name):
            return False
        holder.damage = holder.hp - 10
        holder.attached.remove(card)
        g.side(holder.owner).discard.append(card)
        g.say(f"{card.name} saves {holder.name}")
        return True


class HealBetweenTurns(Tool):
    """Gold Berry: between turns, when its owner picks during Pokémon Checkup, a holder with
    at least ``counters`` damage counters may have that many removed, and this card is
    discarded; at the start of each turn that happens by itself."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=10 * self.counters)

    def __init__(self, counters: int = 4):
        self.counters = counters
        self.text = (f"Pokémon Tool. At any time between turns, if the Pokémon has at least "
                     f"{counters} damage counters, you may remove {counters} of them and discard "
                     f"this card. At the start of each turn, if it has at least {counters}, "
                     f"this happens by itself.")

    def between_turns(self, g, src, holder):
        return holder.damage >= self.counters * 10

    def use_between_turns(self, g, src, holder):
        card = src.card
        holder.damage -= self.counters * 10
        holder.attached.remove(card)
        g.side(holder.owner).discard.append(card)
        g.say(f"{card.name} removes {self.counters} damage counters from {holder.name}")

    def start_of_turn(self, g, src):
        if self.between_turns(g, src, src.mon):
            self.use_between_turns(g, src, src.mon)

class Stadium(CardScript):
    """A Stadium stays in play until another Stadium replaces it."""


class ReduceByType(Stadium):
    """Damage done by attacks of Pokémon of a type is reduced (damage step 5)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    def __init__(self, type_: str, amount: int):
        self.type = type_
        self.amount = amount
        self.text = (f"Stadium. All damage done by attacks of {type_} Pokémon is reduced by "
                     f"{amount} (after Weakness and Resistance).")

    def attacker_damage(self, g, src, attacker, target, dmg):
        return dmg - self.amount if self.type in attacker.types else dmg


class TrainersBackToDecks(CardScript):
    """Lass: both hands are shown; each player shuffles the Trainer cards of their hand
    (Clefairy Doll and Mysterious Fossil included: they are Trainers there) into their
    deck, the Lass player too."""

    hints = Hints(disrupts_hand=True, hand=Hand.SHUFFLE)

    quiet = True

    text = ("You and your opponent show each other your hands; each of you shuffles every "
            "Trainer card from your hand into your deck.")

    def play(self, g, side, card):
        for s in (side, g.opponent(side.name)):
            g.say(f"{s.name} shows the hand: {', '.join(c.name for c in s.hand) or 'nothing'}")
            trainers = [c for c in s.hand if c.is_trainer]
            if not trainers:
                continue
            s.hand[:] = [c for c in s.hand if not c.is_trainer]
            s.deck.extend(trainers)
            g.rng.shuffle(s.deck)
            g.say(f"{s.name} shuffles {len(trainers)} Trainer card(s) into the deck")


# --- the deck and the discard pile ----------------------------------------------------
class Rearrange(CardScript):
    """Pokédex: look at the top cards of the deck and put them back in any order, chosen
    one position at a time from the top (identical cards are one option)."""

    hints = Hints(rearranges=True)

    def __init__(self, count: int):
        self.count = count
        self.text = f"Look at up to {count} cards from the top of your deck and rearrange them."

    def playable(self, g, side, card):
        return bool(side.deck)

    def play(self, g, side, card):
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

    def playable(self, g, side, card):
        for c in side.hand:  # (asked at every action: a plain loop)
            if c.is_pokemon:
                return True
        return False

    def play(self, g, side, card):
        player = side.name
        key = g.choose(player, "trade-away", "Which Pokémon card of your hand do you trade?",
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

    def playable(self, g, side, card):
        return len(side.hand) - 1 >= self.price and self.cards.exists(Play(g, side, card))

    def play(self, g, side, card):
        found = self.cards.resolve(Play(g, side, card))
        pay_from_hand(g, side, self.price)
        for n in range(self.count):
            if not found:
                break
            options = [] if g.replaying else [(c.id, c.name) for c in found]
            if n:
                options.append(("done", "take no more"))
            key = g.choose(side.name, "from-discard", f"Take {self.cards} from your discard pile",
                           options)
            if key == "done":
                break
            taken = with_id(found, key)
            found.remove(taken)
            side.discard.remove(taken)
            side.hand.append(taken)
            if g.logging:
                g.say(f"{side.name} puts {taken.name} from the discard pile into the hand")


class BenchFromDiscard(CardScript):
    """A Basic Pokémon card from a discard pile onto its owner's Bench (not when that
    Bench is full), chosen by the player of the card. ``opponent``: from the opponent's
    pile to the opponent's Bench (Pokémon Flute). ``half_hp``: it comes with damage
    counters for half its HP, rounded down to a multiple of 10 (Revive)."""

    @property
    def hints(self) -> Hints:
        return Hints(benches=Whose.OPPONENT if self.opponent else Whose.OWN)

    def __init__(self, opponent: bool = False, half_hp: bool = False):
        self.opponent = opponent
        self.half_hp = half_hp
        whose = "your opponent's" if opponent else "your"
        self.text = (f"Put a Basic Pokémon card from {whose} discard pile onto {whose} Bench"
                     + (" with damage counters equal to half its HP, rounded down to the "
                        "nearest 10" if half_hp else "")
                     + f". Not playable while {whose} Bench is full.")

    def _side(self, g, side):
        return g.opponent(side.name) if self.opponent else side

    def playable(self, g, side, card):
        target = self._side(g, side)
        return bench_room(g, target) and any(is_basic(c) for c in target.discard)

    def play(self, g, side, card):
        target = self._side(g, side)
        found = [c for c in target.discard if is_basic(c)]
        if not found or not bench_room(g, target):
            return
        key = g.choose(side.name, "from-discard", "Put which Basic Pokémon onto the Bench?",
                       [(c.id, c.name) for c in found])
        chosen = with_id(found, key)
        target.discard.remove(chosen)
        mon = g.new_pokemon(target.name, chosen)
        if self.half_hp:
            mon.damage = (chosen.hp or 0) // 20 * 10
        target.bench.append(mon)
        g.say(f"{chosen.name} comes onto {target.name}'s Bench from the discard pile")


# --- Energy and damage ------------------------------------------------------------------
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

    def playable(self, g, side, card):
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

    def play(self, g, side, card):
        player = side.name
        for n in range(self.cost, 0, -1):
            picked = choose_attached_energy(
                g, player, [m for m in side.in_play if m.energy], "discard-energy",
                f"Discard {n} Energy card(s) from your own Pokémon")
            discard_attached(g, *picked)
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


class HealAllDiscardEnergy(CardScript):
    """Pokémon Center: every Pokémon of yours with damage is healed of all of it, and
    discards all its Energy cards (those without damage keep theirs)."""

    hints = Hints(heals=ALL, every=True, energy_price=ALL)

    text = ("Remove all damage counters from each of your Pokémon that has any, then discard "
            "all Energy cards attached to those Pokémon.")

    def playable(self, g, side, card):
        return any(m.damage for m in side.in_play)

    def play(self, g, side, card):
        hurt = [m for m in side.in_play if m.damage]
        for mon in hurt:
            mon.damage = 0
            g.say(f"all damage counters removed from {mon.name}")
        for mon in hurt:
            for energy in list(mon.energy):
                discard_attached(g, mon, energy)


# --- Pokémon in play --------------------------------------------------------------------
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
            side.discard.extend(rest)
            knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        return (f"Return the Basic Pokémon card of {self.on} to your hand; discard all cards "
                f"attached to it.")


def scoop_up(on: Pokemons) -> ScoopUp:
    return ScoopUp(on)


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


def shuffle_into_deck(on: Pokemons) -> ShuffleIntoDeck:
    return ShuffleIntoDeck(on)


class Devolve(CardScript):
    """Devolution Spray: choose 1 of your evolved Pokémon and a stage (key: the stage as
    printed, "Stage 1" or "Stage 2"); its Evolution cards of that stage and above are
    discarded. As with evolving, its Special Conditions and attack effects end; its damage
    stays (a lower HP may Knock it Out)."""

    hints = Hints(devolves=True)

    text = ("Choose 1 of your evolved Pokémon and a Stage: discard its Evolution cards of that "
            "Stage and higher. Its Special Conditions and attack effects end, as when it "
            "evolves.")

    def candidates(self, side):
        return [m for m in side.in_play if len(m.stack) > 1]

    def playable(self, g, side, card):
        return bool(self.candidates(side))

    def play(self, g, side, card):
        mon = choose_one(g, side.name, self.candidates(side), "devolve", "Devolve which Pokémon?")
        options = []
        for i in range(1, len(mon.stack)):
            gone = ", ".join(c.name for c in mon.stack[i:])
            options.append((mon.stack[i].stage or str(i), f"discard {gone}"))
        key = g.choose(side.name, "devolve-stage", "Discard Evolution cards from which Stage?",
                       options)
        i = next(i for i in range(1, len(mon.stack))
                 if (mon.stack[i].stage or str(i)) == key)
        old = mon.name
        gone = mon.stack[i:]
        del mon.stack[i:]
        side.discard.extend(gone)
        conditions.clear_on_evolve(mon)
        g.say(f"{side.name} devolves {old} into {mon.name}")


@cache
def _basic_of(stage2_from: str) -> str | None:
    """The name of the Basic Pokémon under the Stage 1 named ``stage2_from``."""
    from oldback.cards.catalog import card as catalog_card

    try:
        stage1 = catalog_card(stage2_from)
    except KeyError:
        return None
    return stage1.evolves_from if stage1.stage == "Stage 1" else None


class SkipStage(CardScript):
    """Pokémon Breeder: a Stage 2 card from the hand goes straight onto the Basic Pokémon
    its Stage 1 evolves from (Mysterious Fossil included: it is played as a Basic), only
    when that Pokémon could evolve now: not during the first turns of the game, not put
    into play or evolved this turn, not blocked (Prehistoric Power)."""

    hints = Hints(skips_stage=True)

    text = ("Put a Stage 2 card from your hand onto the matching Basic Pokémon, skipping its "
            "Stage 1; only when you could evolve that Pokémon now.")

    def pairs(self, g, side):
        if turn.is_first_turn(g):
            return []
        out = []
        for c in side.hand:
            if not (c.is_pokemon and c.stage == "Stage 2" and c.evolves_from):
                continue
            basic = _basic_of(c.evolves_from)
            for mon in side.in_play:
                top = mon.card
                if (top.name == basic
                        and (top.stage == "Basic" or script_of(top).plays_as_basic)
                        and turn.evolution_allowed(g, mon)):
                    out.append((c, mon))
        return out

    def playable(self, g, side, card):
        return bool(self.pairs(g, side))

    def play(self, g, side, card):
        player = side.name
        pairs = self.pairs(g, side)
        key = g.choose(player, "breeder-card", "Which Stage 2 card?",
                       [(c.id, c.name) for c, _ in pairs])
        mons = [m for c, m in pairs if c.id == key]
        mon = choose_one(g, side.name, mons, "breeder-target", "Put it onto which Pokémon?")
        stage2 = turn.take_from_hand(side, key)
        turn.evolve(g, mon, stage2)
