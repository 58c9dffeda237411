"""The Bench and switching: switch the Active Pokémon (yours or your opponent's, chosen by
either), put Basic Pokémon onto a Bench (from the deck, the hand, a discard pile, face
down), cards played as Basic Pokémon."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from oldback.card import Card, with_id
from oldback.effects.coins import Flip
from oldback.effects.pieces import FOREVER, Piece, effects_prevented
from oldback.effects.select import OPPONENTS, YOURS, Cards, InDeck, Play, pick_each
from oldback.engine import conditions, hooks, knockout, retreat, turn
from oldback.engine.attack import AttackContext, Attacking, Place
from oldback.engine.hints import Finds, Hints, Whose
from oldback.engine.hooks import bench_room
from oldback.engine.scripts import CardScript, LastingKind, register_lasting
from oldback.engine.setup import can_start, is_basic
from oldback.engine.state import FACE_DOWN as FACE_DOWN_CARD
from oldback.engine.state import Lasting, Side

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Pokemon


class Switch(Piece):
    """If a side has any Benched Pokémon, 1 of them is switched with its Active Pokémon
    (not a retreat). ``whose``: ``YOURS`` (you choose: Teleport, Switch) or ``OPPONENTS``
    — the opponent chooses (Whirlwind) or, ``you_choose``, the acting player does (Lure,
    Gust of Wind). In an attack, the opponent's switch is an effect on the Defending
    Pokémon. As a Trainer's step, playable while that side has a Benched Pokémon."""

    @property
    def hints(self) -> Hints:
        return Hints(gusts=True) if self.whose == OPPONENTS else Hints(switches=True)

    def __init__(self, whose: str, you_choose: bool):
        self.whose = whose
        self.you_choose = you_choose

    def _side(self, at: Place) -> Side:
        return at.side if self.whose == YOURS else at.opp

    def can_play(self, at: Place) -> bool:
        return bool(self._side(at).bench)

    def effect(self, ctx: Place) -> None:
        side = self._side(ctx)
        if not side.bench:
            return
        if self.whose == OPPONENTS and isinstance(ctx, AttackContext):
            mon = ctx.defender
            if mon is None or effects_prevented(ctx, mon):
                return
        if self.whose == YOURS and not self.you_choose:  # (the opponent chooses: Double Gust)
            new = retreat.choose_benched(ctx.g, ctx.opp.name, side, "gust",
                                         "Which of your opponent's Benched Pokémon comes up?")
        elif self.whose == YOURS:
            new = retreat.choose_benched(ctx.g, side.name, side, "switch",
                                         "Switch in which of your Benched Pokémon?")
        elif self.you_choose:
            new = retreat.choose_benched(ctx.g, ctx.side.name, side, "gust",
                                         "Which of your opponent's Benched Pokémon comes up?")
        else:
            new = retreat.choose_benched(ctx.g, side.name, side, "switch",
                                         "Switch in which of your Benched Pokémon?")
        retreat.switch(ctx.g, side, new)

    def describe(self) -> str:
        if self.whose == YOURS:
            return ("If you have any Benched Pokémon, switch 1 of them with your Active "
                    "Pokémon.")
        who = "choose 1 of them" if self.you_choose else "they choose 1 of them"
        return (f"If your opponent has any Benched Pokémon, {who} and switch it with their "
                f"Active Pokémon.")


def opponent_switches() -> Switch:
    """The opponent switches their Active Pokémon with 1 of their Benched Pokémon."""
    return Switch(OPPONENTS, you_choose=False)


def choose_opponent_switch() -> Switch:
    """You switch your opponent's Active Pokémon with 1 of their Benched Pokémon."""
    return Switch(OPPONENTS, you_choose=True)


def you_switch() -> Switch:
    """You switch your Active Pokémon with 1 of your Benched Pokémon."""
    return Switch(YOURS, you_choose=True)


class SearchToBench(Piece):
    """Search your deck for a Basic Pokémon that matches and put it onto your Bench, then
    shuffle the deck. A search of the deck may fail to find (``done``); the attack can't
    be used while the Bench is full (Call for Family)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)
    #: the card found may be of any Stage and is put onto the Bench as a Basic Pokémon
    #: (``SearchToBenchAsBasic``)
    as_basic = False

    def __init__(self, cards: InDeck):
        self.cards = cards

    def usable(self, ctx: Attacking) -> bool:
        return bench_room(ctx.g, ctx.side)

    def can_play(self, at: Place) -> bool:  # (as a Trainer's step: Ruin Wall)
        return bench_room(at.g, at.side)

    def effect(self, ctx: Attacking) -> None:
        g, side, player = ctx.g, ctx.side, ctx.side.name
        if bench_room(g, side):
            found = [c for c in self.cards.resolve(ctx) if is_basic(c) or self.as_basic]
            key = g.choose(player, "search-deck", f"Put {self.cards} from your deck onto "
                           f"your Bench", [(c.id, c.name) for c in found]
                           + [("done", "take nothing")])
            if key != "done":
                card = with_id(side.deck, key)
                side.deck.remove(card)
                side.bench.append(g.new_pokemon(player, card))
                g.say(f"{player} puts {card.name} from the deck onto the Bench")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Search your deck for {self.cards} and put it onto your Bench; shuffle your "
                f"deck. Not while your Bench is full.")


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

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        target = self._side(g, side)
        return bench_room(g, target) and any(is_basic(c) for c in target.discard)

    def play(self, g: Game, side: Side, card: Card) -> None:
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


class MaySwitchSelf(Piece):
    """After the damage, you may switch this Pokémon with 1 of your Benched Pokémon
    (Teleport Blast; ``done`` keeps it Active)."""

    hints = Hints(switches=True)

    def effect(self, ctx: Attacking) -> None:
        from oldback.engine import retreat

        g, side = ctx.g, ctx.side
        if not side.bench or side.active is not ctx.attacker:
            return
        key = g.choose(ctx.player, "switch", f"Switch {ctx.attacker.name} with a Benched "
                       f"Pokémon?", [(g.slot(m, ctx.player), g.label(m, ctx.player))
                                     for m in side.bench] + [("done", "stay Active")])
        if key != "done":
            retreat.switch(g, side, g.at(ctx.player, key))

    def describe(self) -> str:
        return ("You may switch this Pokémon with 1 of your Benched Pokémon (after doing the "
                "damage).")


class Challenge(Piece):
    """The opponent accepts or declines (``yes``/``no``). Declined, or both Benches full:
    you draw 2 cards. Accepted: each player in turn, the player first, chooses any number
    of Basic Pokémon from their deck (``done`` stops; no more than their Bench has room
    for), kept face down aside (``Side.playing``) until both have finished; then both decks
    are shuffled and the cards go onto the Benches."""

    hints = Hints(draws=2, searches=Finds.POKEMON, finds=5)

    def __init__(self, draws: int = 2):
        self.draws = draws

    def effect(self, ctx: Place) -> None:
        from oldback.engine.setup import draw

        g, me, opp = ctx.g, ctx.side, ctx.opp
        full = not hooks.bench_room(g, me) and not hooks.bench_room(g, opp)
        if full or not g.yes_no(opp.name, "accept",
                                f"{me.name} challenges you: accept?"):
            drawn = draw(me, self.draws)
            g.say(f"the challenge is declined: {me.name} draws {drawn} card(s)")
            return
        g.say(f"{opp.name} accepts the challenge")
        aside: dict[str, list[Card]] = {}
        for side in (me, opp):
            picks = aside[side.name] = []
            deck = side.deck
            for card in pick_each(
                    g, side.name, "search-deck", hooks.bench_size(g, side) - len(side.bench),
                    partial(_basics_among, deck),
                    lambda n: "Put a Basic Pokémon from your deck face down onto your Bench"):
                side.deck.remove(card)
                side.playing.append(card)
                picks.append(card)
        for side in (me, opp):
            g.rng.shuffle(side.deck)
            for card in aside[side.name]:
                side.playing.remove(card)
                side.bench.append(g.new_pokemon(side.name, card))
            g.say(f"{side.name} puts onto the Bench: "
                  f"{', '.join(c.name for c in aside[side.name]) or 'nothing'}")

    def describe(self) -> str:
        return ("Ask your opponent to accept your challenge. Declined (or both Benches full): "
                f"draw {self.draws} cards. Accepted: each player searches their deck for any "
                "number of Basic Pokémon and puts them face down onto their Bench; then both "
                "shuffle their decks and turn those cards face up.")


class FlipToBench(Flip):
    """Flip a coin: heads, search your deck for a Basic Pokémon of ``cards`` and put it onto
    your Bench (``search_to_bench``); the attack can't be used while your Bench is full,
    whatever the coin would show (Call for Friend)."""

    def __init__(self, cards):

        self.search = SearchToBench(cards)
        super().__init__((self.search,), ())

    def usable(self, ctx: Attacking) -> bool:
        return self.search.usable(ctx)

    def describe(self) -> str:
        return "Flip a coin. Heads: " + self.search.describe()


class GustFirst(Piece):
    """Before doing damage, choose 1 of your opponent's Benched Pokémon and switch it with
    their Active Pokémon; the new Active is the Defending Pokémon and takes the damage
    (Flytrap). Pair it with ``requires_any(OPPONENTS_BENCH)``. ``optional``: you may
    (``done`` keeps the Defending Pokémon: Pull In)."""

    hints = Hints(gusts=True)

    uses_base = True

    def __init__(self, optional: bool = False):
        self.optional = optional

    def base(self, ctx: Attacking) -> None:
        g, opp, old = ctx.g, ctx.opp, ctx.defender
        if not opp.bench or old is None or effects_prevented(ctx, old):
            return
        if self.optional:
            key = g.choose(ctx.player, "gust", "Which of your opponent's Benched Pokémon comes "
                           "up?", [("done", "none"), *((g.slot(m, ctx.player),
                                                        g.label(m, ctx.player))
                                                       for m in opp.bench)])
            if key == "done":
                return
            new = g.at(ctx.player, key)
        else:
            new = retreat.choose_benched(g, ctx.player, opp, "gust",
                                         "Which of your opponent's Benched Pokémon comes up?")
        retreat.switch(g, opp, new)
        entry = ctx.damage.pop(old.uid, None)
        ctx.defender = new
        if entry is not None:
            ctx.add(new, entry[1])

    def describe(self) -> str:
        may = "you may choose" if self.optional else "choose"
        return (f"Before doing damage, {may} 1 of your opponent's Benched Pokémon and switch it "
                f"with their Active Pokémon.")


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

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if mon is src.holder:
            reveal(g, mon)

    def turn_over(self, g: Game, src: Source, mon: Pokemon) -> None:
        if mon is src.holder:
            reveal(g, mon)

    def on_switched_in(self, g: Game, src: Source, mon: Pokemon) -> None:
        if mon is src.holder:
            reveal(g, mon)

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
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


register_lasting(FACE_DOWN, FaceDown())


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


class FaceDownToBench(Piece):
    """Put a card of your choice from your hand face down onto your Bench, as a Basic
    Pokémon while it stays face down (``FaceDown``); the log names no card (Lt. Surge's
    Secret Plan). Not playable with a full Bench or nothing else in hand."""

    hints = Hints(hides=True)

    def can_play(self, at: Place) -> bool:
        return hooks.bench_room(at.g, at.side) and len(at.side.hand) >= 2

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        key = g.choose(side.name, "from-hand", "Put which card face down onto your Bench?",
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


class OpponentsBenchFromHand(Piece):
    """Put any number of the Basic Pokémon cards of the opponent's hand onto their Bench,
    one at a time while there is room (``done`` stops: Erika's Perfume). ``then_yours``:
    then the opponent looks at your hand and may do the same to you (Provoke)."""

    hints = Hints(benches=Whose.OPPONENT)

    def __init__(self, then_yours: bool = False):
        self.then_yours = then_yours

    def effect(self, ctx: Place) -> None:
        g, side, opp = ctx.g, ctx.side, ctx.opp
        _bench_from_hand(g, side.name, opp)
        if self.then_yours:
            g.say(f"{opp.name} looks at {side.name}'s hand ({len(side.hand)} cards)")
            _bench_from_hand(g, opp.name, side)

    def describe(self) -> str:
        text = ("You may put any number of the Basic Pokémon cards there onto your "
                "opponent's Bench (as long as there is room).")
        if self.then_yours:
            text += (" Then your opponent looks at your hand and may put any number of its "
                     "Basic Pokémon cards onto your Bench.")
        return text


def _bench_from_hand(g: Game, chooser: str, side: Side) -> None:
    """``chooser`` puts Basic Pokémon cards of ``side``'s hand onto ``side``'s Bench, one at a
    time while there is room (``done`` stops)."""
    while hooks.bench_room(g, side):
        basics = [c for c in side.hand if is_basic(c)]
        if not basics:
            break
        key = g.choose(chooser, "hand-to-bench",
                       f"Put a Basic Pokémon of {side.name}'s hand onto their Bench?",
                       [("done", "no more"), *((c.id, c.name) for c in basics)])
        if key == "done":
            break
        card = turn.take_from_hand(side, key)
        side.bench.append(g.new_pokemon(side.name, card))
        g.say(f"{chooser} puts {side.name}'s {card.name} onto the Bench")


class GustFromHand(Piece):
    """If the opponent's Bench isn't full, look at their hand; if it holds a Baby or Basic
    Pokémon card, choose 1, put it onto their Bench, then switch it with the Defending
    Pokémon (an effect on the Defending Pokémon: Eerie Howl)."""

    hints = Hints(gusts=True, looks=True)

    def effect(self, ctx: Attacking) -> None:
        g, side, opp = ctx.g, ctx.side, ctx.opp
        if not hooks.bench_room(g, opp):
            return
        g.say(f"{side.name} looks at {opp.name}'s hand ({len(opp.hand)} cards)")
        basics = [c for c in opp.hand if is_basic(c)]
        if not basics:
            return
        key = g.choose(side.name, "hand-to-bench",
                       "Put which Pokémon of your opponent's hand onto their Bench?",
                       [(c.id, c.name) for c in basics])
        card = turn.take_from_hand(opp, key)
        new = g.new_pokemon(opp.name, card)
        opp.bench.append(new)
        g.say(f"{side.name} puts {opp.name}'s {card.name} onto the Bench")
        old = ctx.defender
        if old is not None and opp.active is old and not effects_prevented(ctx, old):
            retreat.switch(g, opp, new)

    def describe(self) -> str:
        return ("If your opponent's Bench isn't full, look at their hand; choose a Baby or "
                "Basic Pokémon there, put it onto their Bench, then switch it with the "
                "Defending Pokémon.")


class ReturnBenched(CardScript):
    """Flip 2 coins: both heads, choose 1 of the opponent's Benched Pokémon; it and every
    card attached to it go back into their hand; otherwise your turn ends (Minion of Team
    Rocket)."""

    hints = Hints(coin=True, ends_turn=True, returns_to_hand=True)
    text = ("Flip 2 coins. If both are heads, choose 1 of your opponent's Benched Pokémon: "
            "it and all cards attached to it go back into their hand. Otherwise your turn "
            "ends (you can't attack).")

    def play(self, g: Game, side: Side, card: Card) -> None:
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

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return (sum(1 for c in side.hand if c.is_energy) >= self.price
                and super().playable(g, side, card))

    def play(self, g: Game, side: Side, card: Card) -> None:
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

    def __init__(self, gust: bool = False):
        #: Double Gust: the opponent chooses which of your Benched Pokémon comes up first;
        #: then you choose which of theirs comes up
        self.gust = gust
        self.text = (
            "If you have any Benched Pokémon, your opponent chooses 1 of them and switches it "
            "with your Active Pokémon; then, if your opponent has any Benched Pokémon, choose "
            "1 of them and switch it with their Active Pokémon." if gust else
            "If your opponent has any Benched Pokémon, they choose 1 of them and switch it "
            "with their Active Pokémon; then, if you have any Benched Pokémon, switch 1 of "
            "them with your Active Pokémon.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(side.bench or g.opponent(side.name).bench)

    def play(self, g: Game, side: Side, card: Card) -> None:
        at = Play(g, side, card)
        if self.gust:
            Switch(YOURS, you_choose=False).effect(at)
            choose_opponent_switch().effect(at)
            return
        opponent_switches().effect(at)
        you_switch().effect(at)


class BenchFromAnyDiscard(Piece):
    """Choose a Basic Pokémon in either player's discard pile (``yes``/``no``: your own
    pile or your opponent's when both have one, then the card id) and put it onto its
    owner's Bench, if there is room, with damage counters for half its HP rounded down to
    the nearest 10 (Invigorate)."""

    hints = Hints(benches=Whose.OWN)

    def effect(self, ctx: Attacking) -> None:
        from oldback.engine.setup import is_basic

        g = ctx.g
        if hooks.discard_shielded(g):
            return
        piles = [s for s in (ctx.side, ctx.opp)
                 if bench_room(g, s) and any(is_basic(c) and c.is_pokemon for c in s.discard)]
        if not piles:
            return
        pairs = [("yes" if s is ctx.side else "no",
                  "your discard pile" if s is ctx.side else "your opponent's discard pile")
                 for s in piles]
        own = g.choose(ctx.player, "discard-pile", "From your own discard pile (no: your "
                       "opponent's)?", pairs, ask=len(pairs) > 1) == "yes"
        side = ctx.side if own else ctx.opp
        found = [c for c in side.discard if is_basic(c) and c.is_pokemon]
        key = g.choose(ctx.player, "from-discard", "Put which Basic Pokémon onto the Bench?",
                       [(c.id, c.name) for c in found])
        card = with_id(found, key)
        side.discard.remove(card)
        mon = g.new_pokemon(side.name, card)
        mon.damage = (card.hp or 0) // 20 * 10
        side.bench.append(mon)
        g.say(f"{card.name} is put from {side.name}'s discard pile onto the Bench with "
              f"{mon.damage} damage")

    def describe(self) -> str:
        return ("Choose a Basic Pokémon in either player's discard pile and put it onto that "
                "player's Bench (not a full one), with damage counters equal to half its HP "
                "(rounded down to the nearest 10).")


class BenchAllFromDeck(Piece):
    """Before the damage, you may search your deck for any number of Basic Pokémon of
    ``cards`` and put them onto your Bench while it has room, one at a time (``done``
    stops); shuffle the deck if you searched (Group Attack)."""

    hints = Hints(searches=Finds.POKEMON, finds=5)

    uses_base = True

    def __init__(self, cards: Cards):
        self.cards = cards

    def base(self, ctx: Attacking) -> None:
        from oldback.engine.setup import is_basic

        g, side = ctx.g, ctx.side
        searched = False
        while bench_room(g, side) and side.deck:
            found = [c for c in self.cards.resolve(ctx) if is_basic(c)]
            if not found:
                break
            key = g.choose(ctx.player, "search-deck", f"Put {self.cards} onto your Bench?",
                           [(c.id, c.name) for c in found] + [("done", "stop")], ask=True)
            if key == "done":
                break
            searched = True
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.bench.append(g.new_pokemon(ctx.player, card))
            g.say(f"{ctx.player} puts {card.name} from the deck onto the Bench")
        if searched:
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Before doing damage, you may search your deck for any number of {self.cards} "
                f"and put them onto your Bench; shuffle your deck afterward.")


class EachBenchesFromDeck(Piece):
    """Your opponent may search their deck for a Basic Pokémon and put it onto their Bench;
    then you may do the same (not with a full Bench; ``done``: none); each player shuffles
    their deck (Pokémon March)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for side in (ctx.opp, ctx.side):
            if bench_room(g, side):
                found = [c for c in side.deck if c.is_pokemon and is_basic(c)]
                key = g.choose(side.name, "search-deck", "Put a Basic Pokémon from your deck "
                               "onto your Bench", [(c.id, c.name) for c in found]
                               + [("done", "take nothing")])
                if key != "done":
                    card = with_id(side.deck, key)
                    side.deck.remove(card)
                    side.bench.append(g.new_pokemon(side.name, card))
                    g.say(f"{side.name} puts {card.name} from the deck onto the Bench")
        for side in (ctx.opp, ctx.side):
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return ("Your opponent may search their deck for a Basic Pokémon and put it onto their "
                "Bench; then you may do the same. Each player shuffles their deck afterward.")


class SearchToBenchAsBasic(SearchToBench):
    """Search your deck for a card of ``cards`` (an Evolution card) and put it onto your
    Bench, treated as a Basic Pokémon; shuffle the deck (Revive Friends: a Kabuto; Revive
    Fossil, Fossil Egg: a card that evolves from Mysterious Fossil). Not with a full Bench.
    ``or_from_hand``: such a card of your hand may be put there instead (key
    ``hand:<card id>``; Fossil Egg); the deck is shuffled only if it was searched."""

    as_basic = True

    def __init__(self, cards: InDeck, or_from_hand: bool = False):
        super().__init__(cards)
        self.or_from_hand = or_from_hand

    def effect(self, ctx: Attacking) -> None:
        if not self.or_from_hand:
            super().effect(ctx)
            return
        g, side = ctx.g, ctx.side
        if not bench_room(g, side):
            return
        match = self.cards.match
        in_hand = [c for c in side.hand if match is None or match(c)]
        key = g.choose(side.name, "search-deck", f"Put {self.cards} onto your Bench (from "
                       f"your deck, or hand:… from your hand)",
                       [(c.id, c.name) for c in self.cards.resolve(ctx)]
                       + [(f"hand:{c.id}", f"{c.name} (from your hand)") for c in in_hand]
                       + [("done", "take nothing")])
        if key.startswith("hand:"):
            card = with_id(side.hand, key.removeprefix("hand:"))
            side.hand.remove(card)
        elif key != "done":
            card = with_id(side.deck, key)
            side.deck.remove(card)
        if key != "done":
            side.bench.append(g.new_pokemon(side.name, card))
            g.say(f"{side.name} puts {card.name} onto the Bench")
        if not key.startswith("hand:"):
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        where = "your deck (or your hand)" if self.or_from_hand else "your deck"
        return (f"Search {where} for {self.cards} and put it onto your Bench; treat it as a "
                f"Basic Pokémon. Shuffle your deck afterward if you searched it.")


class BenchFromPile(Piece):
    """Put a Baby or Basic Pokémon card from a discard pile onto its owner's Bench, chosen by
    the attacking player (key: the card id): yours (Guiding Flame) or, ``opponent``, your
    opponent's (Call Back), with ``counters`` damage counters on it. The attack can't be used
    while that Bench is full; with no such card there, nothing happens."""

    @property
    def hints(self) -> Hints:
        return Hints(benches=Whose.OPPONENT if self.opponent else Whose.OWN)

    def __init__(self, opponent: bool = False, counters: int = 0):
        self.opponent = opponent
        self.counters = counters

    def usable(self, ctx: Attacking) -> bool:
        return bench_room(ctx.g, ctx.opp if self.opponent else ctx.side)

    def effect(self, ctx: Attacking) -> None:
        g, side = ctx.g, ctx.opp if self.opponent else ctx.side
        found = [c for c in side.discard if is_basic(c)]
        if not found or not bench_room(g, side):
            return
        key = g.choose(ctx.player, "from-discard", "Put which Pokémon onto the Bench?",
                       [(c.id, c.name) for c in found])
        card = with_id(found, key)
        side.discard.remove(card)
        mon = g.new_pokemon(side.name, card)
        mon.damage = 10 * self.counters
        side.bench.append(mon)
        g.say(f"{card.name} comes onto {side.name}'s Bench from the discard pile")

    def describe(self) -> str:
        whose = "your opponent's" if self.opponent else "your"
        counters = (f" Put {self.counters} damage counter(s) on that Pokémon." if self.counters
                    else "")
        return (f"Put a Baby or Basic Pokémon card from {whose} discard pile onto {whose} "
                f"Bench.{counters} (This attack can't be used while that Bench is full.)")


def _basics_among(cards: list[Card]) -> list[Card]:
    # (a function of the module, not a closure in a method: the compiled vocabulary cannot
    # close over a method's variables)
    return [c for c in cards if is_basic(c)]
