"""Pieces first written for Gym Heroes (gym1): attacks, Pokémon Powers and lasting effects.

Each is a parameterised sentence like those of ``effects.attacks`` and ``effects.powers``
(several coins at once, a Pokémon shuffled into its owner's deck, damage moved to a
Benched Pokémon, an attack that ignores the effects on the Defending Pokémon …); none of
them tests a card's name. Owner's names are matched by the selectors of
``effects.select`` (``name_has``, ``with_name``, ``basic_with_in_name``).
"""

from __future__ import annotations

from oldback.card import with_id
from oldback.effects.attacks import (
    WHILE_IT_LASTS,
    Flip,
    FlipEach,
    Piece,
    _pieces,
    effects_prevented,
    lasting_hints,
)
from oldback.effects.powers import mark_used, move_energy_card, power_name, used_this_turn
from oldback.effects.select import (
    DEFENDING,
    SELF,
    Count,
    Place,
    Pokemons,
    basic_energy_of,
    choose_one,
)
from oldback.engine import conditions, energy, knockout, retreat
from oldback.engine.attack import AttackContext
from oldback.engine.hints import ALL, Finds, Hand, Hints
from oldback.engine.hooks import bench_room, end_source
from oldback.engine.scripts import LastingKind, PowerScript, register_lasting
from oldback.engine.state import Lasting

#: the Special Conditions an attack may let its player choose from (Magic Pollen)
CONDITIONS = ("paralyzed", "poisoned", "confused", "asleep")


# --- several coins at once ------------------------------------------------------------------
class FlipMany(Flip):
    """Flip ``count`` coins (all of them are flipped): the ``heads`` pieces when every coin is
    heads (``all_heads``) or when at least one is (not ``all_heads``), the ``tails`` pieces
    otherwise (Knockout Needle, Drill Tackle, Sonic Distortion, Call of the Night)."""

    def __init__(self, count: int, heads: tuple[Piece, ...], tails: tuple[Piece, ...],
                 all_heads: bool):
        super().__init__(heads, tails)
        self.count = count
        self.all_heads = all_heads

    def _result(self, ctx: AttackContext) -> bool:
        if id(self) not in ctx.memo:
            faces = [ctx.flip() for _ in range(self.count)]
            ctx.memo[id(self)] = all(faces) if self.all_heads else any(faces)
        return ctx.memo[id(self)]

    def describe(self) -> str:
        need = "all of them are heads" if self.all_heads else "at least 1 of them is heads"
        text = f"Flip {self.count} coins."
        if not self.heads and self.all_heads:
            return text + " If any of them is tails: " + " ".join(p.describe() for p in self.tails)
        if self.heads:
            text += f" If {need}: " + " ".join(p.describe() for p in self.heads)
        if self.tails:
            text += " Otherwise: " + " ".join(p.describe() for p in self.tails)
        return text


def flips(count: int, heads: Piece | tuple[Piece, ...] = (),
          tails: Piece | tuple[Piece, ...] = (), all_heads: bool = True) -> FlipMany:
    """Flip ``count`` coins: ``heads`` if all are heads (``all_heads`` False: if any is),
    ``tails`` otherwise."""
    return FlipMany(count, _pieces(heads), _pieces(tails), all_heads)


# --- conditions on the board ----------------------------------------------------------------
class IfAny(Piece):
    """Only if ``on`` selects a Pokémon now, do the pieces (a coin among them is flipped only
    then): "If the Defending Pokémon has any Energy cards attached to it, flip a coin …"."""

    @property
    def hints(self) -> Hints:
        return Hints(parts=tuple(p.hints for p in self.pieces)) if len(self.pieces) > 1 \
            else self.pieces[0].hints

    def __init__(self, on: Pokemons, pieces: tuple[Piece, ...], words: str):
        self.on = on
        self.pieces = pieces
        self.words = words
        self.uses_base = any(p.uses_base for p in pieces)

    def _holds(self, ctx: AttackContext) -> bool:
        key = (id(self), "if")
        if key not in ctx.memo:
            ctx.memo[key] = self.on.exists(ctx)
        return ctx.memo[key]

    def base(self, ctx: AttackContext) -> None:
        if self.uses_base and self._holds(ctx):
            for p in self.pieces:
                p.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        if self._holds(ctx):
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        return f"If {self.words}: " + " ".join(p.describe() for p in self.pieces)


def if_any(on: Pokemons, *pieces: Piece, words: str = "") -> IfAny:
    """Do ``pieces`` only if ``on`` selects a Pokémon (``words``: the condition in words)."""
    return IfAny(on, pieces, words or f"there is {on}")


class UnlessKnockedOut(Piece):
    """Unless this attack Knocked Out the Defending Pokémon (its damage reached its HP), do
    the pieces (Call of the Night)."""

    @property
    def hints(self) -> Hints:
        return self.pieces[0].hints if len(self.pieces) == 1 else Hints(
            parts=tuple(p.hints for p in self.pieces))

    def __init__(self, pieces: tuple[Piece, ...]):
        self.pieces = pieces

    def effect(self, ctx: AttackContext) -> None:
        from oldback.engine.hooks import hp

        mon = ctx.defender
        if mon is None or mon.damage >= hp(ctx.g, mon):
            return
        for p in self.pieces:
            p.effect(ctx)

    def describe(self) -> str:
        return ("Unless this attack Knocks Out the Defending Pokémon: "
                + " ".join(p.describe() for p in self.pieces))


def unless_knocked_out(*pieces: Piece) -> UnlessKnockedOut:
    return UnlessKnockedOut(pieces)


class RequiresAny(Piece):
    """The attack can't be used unless ``on`` selects a Pokémon (Lucky Shot, Flytrap: the
    opponent has a Benched Pokémon; Alert: you have one)."""

    hints = Hints(requires=True)

    def __init__(self, on: Pokemons):
        self.on = on

    def usable(self, ctx: AttackContext) -> bool:
        return self.on.exists(ctx)

    def describe(self) -> str:
        return f"This attack can't be used unless there is a {self.on.one or self.on.text}."


def requires_any(on: Pokemons) -> RequiresAny:
    return RequiresAny(on)


class RequiresBenchRoom(Piece):
    """The attack can't be used while your Bench is full (Call for Friend: its search is on a
    coin, so the requirement stands on its own)."""

    hints = Hints(requires=True)

    def usable(self, ctx: AttackContext) -> bool:
        return bench_room(ctx.g, ctx.side)

    def describe(self) -> str:
        return "This attack can't be used if your Bench is full."


def requires_bench_room() -> RequiresBenchRoom:
    return RequiresBenchRoom()


class FlipToBench(Flip):
    """Flip a coin: heads, search your deck for a Basic Pokémon of ``cards`` and put it onto
    your Bench (``search_to_bench``); the attack can't be used while your Bench is full,
    whatever the coin would show (Call for Friend)."""

    def __init__(self, cards):
        from oldback.effects.attacks import search_to_bench

        self.search = search_to_bench(cards)
        super().__init__((self.search,), ())

    def usable(self, ctx: AttackContext) -> bool:
        return self.search.usable(ctx)

    def describe(self) -> str:
        return "Flip a coin. Heads: " + self.search.describe()


def flip_to_bench(cards) -> FlipToBench:
    return FlipToBench(cards)


# --- Pokémon leaving play -------------------------------------------------------------------
class ShuffleIn(Piece):
    """Each Pokémon of ``on`` and every card attached to it are shuffled into its owner's
    deck, unless it is Knocked Out already or the attack's effects on it are prevented; its
    owner sends up a new Active Pokémon, and one with no Pokémon left in play loses
    (Phoenix Flame, Take Away, Call of the Night). Not a Knock Out: no Prize."""

    hints = Hints(to_deck=True)

    def __init__(self, on: Pokemons):
        self.on = on

    def effect(self, ctx: AttackContext) -> None:
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


def shuffle_in(on: Pokemons) -> ShuffleIn:
    return ShuffleIn(on)


class ReturnAnyToHand(Piece):
    """Return any number of your Pokémon in play, with every card attached to them, to your
    hand: choose them one at a time (slot keys), ``done`` to stop. An Active Pokémon returned
    is replaced from the Bench afterward; with none left in play, you lose (Fairy Power)."""

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
            knockout.promote(g, side)
            if side.active is None:
                knockout.judge(g)

    def describe(self) -> str:
        return ("Return any number of your Pokémon in play and all cards attached to them to "
                "your hand.")


def return_any_to_hand() -> ReturnAnyToHand:
    return ReturnAnyToHand()


# --- Energy ---------------------------------------------------------------------------------
class DiscardAllOfType(Piece):
    """Discard every Energy card providing ``type`` attached to this Pokémon "in order to use
    this attack"; it needs at least 1. How many went is ``discarded(type)`` (Discharge)."""

    hints = Hints(energy_price=ALL)

    def __init__(self, type_: str):
        self.type = type_

    def usable(self, ctx: AttackContext) -> bool:
        return bool(energy.cards_providing(ctx.g, ctx.attacker, self.type))

    def pay(self, ctx: AttackContext) -> None:
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


def discard_all_of_type(type_: str) -> DiscardAllOfType:
    return DiscardAllOfType(type_)


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


def discarded(type_: str) -> Discarded:
    return Discarded(type_)


class TypedEnergy(Count):
    """The Energy of a type provided to some Pokémon (a Double Colorless is 2 Colorless)."""

    def __init__(self, type_: str, on: Pokemons):
        self.type = type_
        self.on = on
        self.each = f"{type_} Energy attached to {on}"
        self.number = self.each

    def count(self, at: Place) -> int:
        return sum(1 for mon in self.on.resolve(at) for t in energy.units(at.g, mon)
                   if t == self.type or t == energy.ANY)


def typed_energy(type_: str, on: Pokemons = SELF) -> TypedEnergy:
    return TypedEnergy(type_, on)


class MoveOwnEnergy(Piece):
    """Take 1 Energy card providing ``type`` attached to this Pokémon and attach it to 1 of
    ``to`` (your Benched Pokémon); with none of those, discard it (Electric Current)."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    def __init__(self, type_: str, to: Pokemons):
        self.type = type_
        self.to = to

    def effect(self, ctx: AttackContext) -> None:
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


def move_own_energy(type_: str, to: Pokemons) -> MoveOwnEnergy:
    return MoveOwnEnergy(type_, to)


class ReturnEnergy(Piece):
    """Return Energy cards providing a type attached to this Pokémon to your hand "in order
    to use this attack" (Energy Loop)."""

    @property
    def hints(self) -> Hints:
        return Hints(energy_price=self.count)

    def __init__(self, type_: str, count: int):
        self.type = type_
        self.count = count

    def usable(self, ctx: AttackContext) -> bool:
        return len(energy.cards_providing(ctx.g, ctx.attacker, self.type)) >= self.count

    def pay(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.attacker
        for n in range(self.count, 0, -1):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                return
            _, card = energy.choose_attached(
                g, ctx.player, "discard-energy",
                f"Return {n} more Energy card(s) from {mon.name} to your hand",
                [(mon, c) for c in cards])
            energy.detach(mon, card)
            ctx.side.hand.append(card)
            g.say(f"{ctx.player} returns {card.name} from {mon.name} to the hand")

    def describe(self) -> str:
        return (f"To use this attack, return {self.count} {self.type} Energy card(s) attached "
                f"to this Pokémon to your hand.")


def return_energy(type_: str, count: int = 1) -> ReturnEnergy:
    return ReturnEnergy(type_, count)


class HandForEnergy(Piece):
    """Put up to ``most`` cards from your hand on top of your deck (one at a time, ``done``
    stops), then search your deck for that many basic Energy cards, show them and put them
    into your hand (each search may fail: ``done``); shuffle (Sleight of Hand)."""

    hints = Hints(searches=Finds.ENERGY, finds=3, price=3)

    def __init__(self, most: int):
        self.most = most

    def effect(self, ctx: AttackContext) -> None:
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


def hand_for_energy(most: int = 3) -> HandForEnergy:
    return HandForEnergy(most)


# --- damage ---------------------------------------------------------------------------------
class PutCounters(Piece):
    """Put damage counters (``amount`` of damage) on each Pokémon of ``on``: not damage, so
    no Weakness, Resistance or other effects on damage (Pain Amplifier)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, bench=True)

    def __init__(self, amount: int, on: Pokemons):
        self.amount = amount
        self.on = on

    def effect(self, ctx: AttackContext) -> None:
        g = ctx.g
        for mon in self.on.resolve(ctx):
            if mon is not ctx.attacker and effects_prevented(ctx, mon):
                continue
            mon.damage += self.amount
            g.say(f"{self.amount // 10} damage counter(s) put on {g.whose(mon)}")

    def describe(self) -> str:
        n = self.amount // 10
        return f"Put {n} damage counter{'s' if n > 1 else ''} on each of {self.on}."


def put_counters(amount: int, on: Pokemons) -> PutCounters:
    return PutCounters(amount, on)


class FlipForChosen(FlipEach):
    """Choose 1 of ``to`` (a ``chosen`` selector), then flip a coin: heads, N damage to it
    (Lucky Shot, Mud Splash)."""

    def __init__(self, amount: int, to: Pokemons):
        super().__init__(to, amount, 0)

    def describe(self) -> str:
        return (f"Choose {self.to} and flip a coin: heads, {self.amount} damage to that "
                f"Pokémon.")


def flip_for_chosen(amount: int, to: Pokemons) -> FlipForChosen:
    return FlipForChosen(amount, to)


class SplitByCoins(Piece):
    """Flip ``coins`` coins: ``amount`` damage times the heads to the Defending Pokémon, and
    ``amount`` times the tails to this Pokémon (Full Speed Charge)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, coin=True)

    uses_base = True

    def __init__(self, coins: int, amount: int):
        self.coins = coins
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        heads = sum(ctx.flip() for _ in range(self.coins))
        if ctx.defender is not None:
            ctx.set(ctx.defender, self.amount * heads)
        tails = self.coins - heads
        if tails:
            ctx.add(ctx.attacker, self.amount * tails)

    def describe(self) -> str:
        return (f"Flip {self.coins} coins: {self.amount} damage times the number of heads to "
                f"the Defending Pokémon, and {self.amount} damage times the number of tails to "
                f"this Pokémon.")


def split_by_coins(coins: int, amount: int) -> SplitByCoins:
    return SplitByCoins(coins, amount)


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


def milled_energy(count: int, type_: str) -> MilledEnergy:
    return MilledEnergy(count, type_)


class GustFirst(Piece):
    """Before doing damage, choose 1 of your opponent's Benched Pokémon and switch it with
    their Active Pokémon; the new Active is the Defending Pokémon and takes the damage
    (Flytrap). Pair it with ``requires_any(OPPONENTS_BENCH)``."""

    hints = Hints(gusts=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        g, opp, old = ctx.g, ctx.opp, ctx.defender
        if not opp.bench or old is None or effects_prevented(ctx, old):
            return
        new = retreat.choose_benched(g, ctx.player, opp, "gust",
                                     "Which of your opponent's Benched Pokémon comes up?")
        retreat.switch(g, opp, new)
        entry = ctx.damage.pop(old.uid, None)
        ctx.defender = new
        if entry is not None:
            ctx.add(new, entry[1])

    def describe(self) -> str:
        return ("Before doing damage, choose 1 of your opponent's Benched Pokémon and switch it "
                "with their Active Pokémon.")


def gust_first() -> GustFirst:
    return GustFirst()


class IgnoreEffects(Piece):
    """The attack's damage skips damage steps: ``"resistance"`` (Hook Shot: Resistance is not
    applied, everything after it still is), or Weakness, Resistance and every effect on the
    Defending Pokémon — Pokémon Powers, Trainers, attack effects (Swift)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, steps: frozenset[str]):
        self.steps = steps

    def base(self, ctx: AttackContext) -> None:
        ctx.skip = ctx.skip | self.steps

    def describe(self) -> str:
        if self.steps == frozenset({"resistance"}):
            return "Resistance is not applied to this attack; other effects after it still are."
        return ("This attack's damage isn't affected by Weakness, Resistance, Pokémon Powers or "
                "any other effects on the Defending Pokémon.")


def no_resistance() -> IgnoreEffects:
    return IgnoreEffects(frozenset({"resistance"}))


def ignores_defender_effects() -> IgnoreEffects:
    return IgnoreEffects(frozenset({"weakness", "resistance", "receiver"}))


# --- healing, conditions, the deck ------------------------------------------------------------
class HealPer(Piece):
    """Remove 1 damage counter for each ``per`` counted (coins) from each Pokémon of ``on``
    (all of a Pokémon's if it has fewer: Healing Pollen)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=20, every=True, coin=True)

    def __init__(self, per: Count, on: Pokemons):
        self.per = per
        self.on = on

    def effect(self, ctx: AttackContext) -> None:
        n = self.per.count(ctx)
        if not n:
            return
        for mon in self.on.resolve(ctx):
            healed = min(10 * n, mon.damage)
            if healed:
                mon.damage -= healed
                ctx.g.say(f"{healed // 10} damage counter(s) removed from {mon.name}")

    def describe(self) -> str:
        lead = f"{self.per.lead}: f" if self.per.lead else "F"
        return (f"{lead}or each {self.per.number.removesuffix('s')}, remove 1 damage counter "
                f"from each of {self.on}.")


def heal_per(per: Count, on: Pokemons) -> HealPer:
    return HealPer(per, on)


class ConditionOfChoice(Piece):
    """``on`` is now Asleep, Confused, Paralyzed or Poisoned, as the attacking player chooses
    (key: the condition's name; Magic Pollen)."""

    hints = Hints(condition="paralyzed")

    def __init__(self, on: Pokemons):
        self.on = on

    def effect(self, ctx: AttackContext) -> None:
        mon = self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        key = ctx.g.choose(ctx.player, "condition", f"Which Special Condition for {mon.name}?",
                           [(c, conditions.NAMES[c]) for c in CONDITIONS])
        conditions.apply(ctx.g, mon, key)

    def describe(self) -> str:
        on = str(self.on)
        return (f"{on[0].upper()}{on[1:]} is now Asleep, Confused, Paralyzed or Poisoned (your "
                f"choice).")


def condition_of_choice(on: Pokemons = DEFENDING) -> ConditionOfChoice:
    return ConditionOfChoice(on)


class Wake(Piece):
    """If ``on`` is Asleep, it is no longer Asleep (Good Morning)."""

    hints = Hints(cures=True)

    def __init__(self, on: Pokemons):
        self.on = on

    def effect(self, ctx: AttackContext) -> None:
        mon = self.on.first(ctx)
        if mon is None or "asleep" not in mon.conditions:
            return
        if mon is not ctx.attacker and effects_prevented(ctx, mon):
            return
        conditions.remove(ctx.g, mon, "asleep")

    def describe(self) -> str:
        return f"If {self.on} is Asleep, it is no longer Asleep."


def wake(on: Pokemons = DEFENDING) -> Wake:
    return Wake(on)


class ShuffleDeck(Piece):
    """Shuffle your deck (Fidget)."""

    hints = Hints(hand=Hand.SHUFFLE)

    def effect(self, ctx: Place) -> None:
        ctx.g.rng.shuffle(ctx.side.deck)
        ctx.g.say(f"{ctx.side.name} shuffles the deck")

    def describe(self) -> str:
        return "Shuffle your deck."


def shuffle_deck() -> ShuffleDeck:
    return ShuffleDeck()


class SearchAnyNumber(Piece):
    """Search your deck for any number of cards of ``cards``, one at a time (``done`` stops),
    show them and put them into your hand; shuffle (Jellyfish Pod)."""

    hints = Hints(searches=Finds.POKEMON, finds=3)

    def __init__(self, cards):
        self.cards = cards

    def effect(self, ctx: Place) -> None:
        g, side, player = ctx.g, ctx.side, ctx.side.name
        while True:
            found = self.cards.resolve(ctx)
            if not found:
                break
            key = g.choose(player, "search-deck", f"Take {self.cards} from your deck",
                           [(c.id, c.name) for c in found] + [("done", "no more")])
            if key == "done":
                break
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.hand.append(card)
            g.say(f"{player} shows {card.name} and takes it from the deck")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Search your deck for any number of {self.cards}, show them to your opponent "
                f"and put them into your hand. Shuffle your deck afterward.")


def search_any_number(cards) -> SearchAnyNumber:
    return SearchAnyNumber(cards)


# --- lasting effects --------------------------------------------------------------------------
class CantAttack(LastingKind):
    """Attack step 1: the holder can't attack at all (Suggestion; Tunneling on itself)."""

    hints = Hints(disables=True)

    text = "{on} can't attack."

    def blocks_attack(self, g, src, mon, attack_name):
        return True


class CantUseThis(LastingKind):
    """Attack step 1: the holder can't use the attack named ``data`` (Screaming Headbutt:
    during its owner's next turn)."""

    hints = Hints(disables=True)

    text = "{on} can't use {e.data}."

    def blocks_attack(self, g, src, mon, attack_name):
        return attack_name == src.eff.data


class NoEnergyAttached(LastingKind):
    """No Energy card may be attached to the holder from its owner's hand (Crystal Beam)."""

    hints = Hints(disables=True)

    text = "no Energy card can be attached to {on}."

    def blocks_attach(self, g, src, mon, card):
        return mon is src.holder


class HitBack(LastingKind):
    """Whenever an opponent's attack does damage to the holder (even if that Knocks it Out),
    the holder attacks the opponent's Active Pokémon: for ``value`` damage (Fire Wall), or,
    ``double``, for twice the damage it took after a coin flip's heads (Crosscounter). The
    base damage goes through the damage steps from the holder, Weakness and Resistance
    included (Fire Wall says so; Crosscounter by Pojo's review of 2000-10-25: "the base
    damage doubles, and then the weakness is applied"); the damage it puts is no attack, so
    nothing answers it in turn."""

    hints = Hints(damage=20, coin=True)

    def __init__(self, double: bool):
        self.double = double
        self.text = ("whenever an opponent's attack damages {on}, flip a coin: heads, {on} does "
                     "twice that damage to the opponent's Active Pokémon." if double else
                     "whenever an opponent's attack damages {on}, it does {e.value} damage to "
                     "the opponent's Active Pokémon (Weakness and Resistance apply).")

    def after_damage(self, g, src, attacker, target, dmg):
        from oldback.engine import damage

        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0:
            return
        foe = g.opponent(mon.owner).active
        if foe is None:
            return
        if self.double and not g.flip(src.eff.kind):
            return
        base = 2 * dmg if self.double else src.eff.value
        done = damage.calculate(g, mon, foe, base)
        if done > 0:
            foe.damage += done
            g.say(f"{g.whose(mon)} hits back: {done} damage to {g.whose(foe)}")


class ShadowImages(LastingKind):
    """Whenever the holder is attacked by the opponent, the opponent flips a coin (once for the
    attack): tails, the attack does no damage to it (damage step 8; other effects still
    happen). It lasts until the holder takes damage, is Benched or evolves."""

    hints = Hints(prevents=True, coin=True)

    clears_on_leave = True
    text = ("whenever {on} is attacked, your opponent flips a coin: tails, that attack does no "
            "damage to it. This lasts until it takes damage.")

    def prevents(self, g, src, attacker, target, dmg):
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0:
            return False
        ctx = g.attack_ctx
        key = ("shadow-images", mon.uid)
        if ctx is None:
            return not g.flip(src.eff.kind)
        if key not in ctx.memo:
            ctx.memo[key] = g.flip(src.eff.kind)
        return not ctx.memo[key]

    def after_damage(self, g, src, attacker, target, dmg):
        if target is src.holder and dmg > 0:
            end_source(g, src)


class Fled(LastingKind):
    """The holder fled from an attack this turn (Flee): that attack's other effects on it are
    prevented."""

    hints = Hints(prevents=True)

    text = "the rest of the attack does nothing to {on}."

    def prevents_effects(self, g, src, attacker, target):
        return target is src.holder and attacker.uid == int(src.eff.data)


register_lasting("no-attack", CantAttack())
register_lasting("no-attack-named", CantUseThis())
register_lasting("no-energy-attach", NoEnergyAttached())
register_lasting("crosscounter", HitBack(double=True))
register_lasting("fire-wall", HitBack(double=False))
register_lasting("shadow-images", ShadowImages())
register_lasting("fled", Fled())


class LastsUntilDamaged(Piece):
    """Give this Pokémon a lasting effect with no end of its own: it goes when the Pokémon
    takes damage, is Benched or evolves (Shadow Images)."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, SELF, 0)

    def __init__(self, kind: str):
        self.kind = kind

    def effect(self, ctx: AttackContext) -> None:
        me = ctx.attacker
        kept = tuple(e for e in me.effects if e.kind != self.kind)
        me.effects = (*kept, Lasting(self.kind, WHILE_IT_LASTS, source=me.uid))

    def describe(self) -> str:
        from oldback.engine.scripts import LASTING

        return "From now on: " + LASTING[self.kind].text.format(on=SELF, e=self)


def lasts_until_damaged(kind: str) -> LastsUntilDamaged:
    return LastsUntilDamaged(kind)


# --- Pokémon Powers -------------------------------------------------------------------------
def _yes(g, player: str, kind: str, prompt: str) -> bool:
    return g.choose(player, kind, prompt, [("yes", "yes"), ("no", "no")]) == "yes"


class BenchGuard(PowerScript):
    """While this Pokémon is on its owner's Bench, whenever an attack is about to damage 1 of
    that player's other Benched Pokémon, the player may have this Pokémon take 10 of that
    damage instead — one choice (``yes``/``no``) for each Pokémon damaged at once (damage
    step 10, after Weakness, Resistance and every other effect)."""

    hints = Hints(reduces=10, absorbs=True)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"While this Pokémon is on your Bench, whenever an attack damages 1 of your "
                     f"other Benched Pokémon you may have this Pokémon take {amount} of that "
                     f"damage instead (a choice for each Pokémon damaged).")

    def redirects(self, g, src, attacker, amounts):
        me = src.mon
        side = g.side(me.owner)
        if me not in side.bench:
            return amounts
        out = list(amounts)
        for i, (target, dmg) in enumerate(amounts):
            if target is me or dmg <= 0 or target not in side.bench:
                continue
            name = power_name(self, me)
            if not _yes(g, me.owner, "bench-guard",
                        f"{name}: have {me.name} take {min(self.amount, dmg)} of the "
                        f"{dmg} damage to {target.name}?"):
                continue
            moved = min(self.amount, dmg)
            out[i] = (target, dmg - moved)
            out.append((me, moved))
            g.say(f"{g.whose(me)}'s {name} takes {moved} damage instead of {g.whose(target)}")
        merged: dict[int, list] = {}
        for target, dmg in out:
            if target.uid in merged:
                merged[target.uid][1] += dmg
            else:
                merged[target.uid] = [target, dmg]
        return [(t, d) for t, d in merged.values()]


class PollenDefense(PowerScript):
    """If an attack (any attack, as the card says: its owner's Confusion damage too) does
    damage to this Pokémon while it is its owner's Active Pokémon (even if that Knocks it
    Out), flip a coin: heads, the opponent's Active Pokémon is now ``condition``. Works
    while Asleep, Confused or Paralyzed."""

    hints = Hints(condition="confused", coin=True)

    blocked_by_conditions = False

    def __init__(self, condition: str = "confused"):
        self.condition = condition
        self.text = (f"If an attack damages this Pokémon while it is your Active Pokémon (even if "
                     f"it is Knocked Out), flip a coin: heads, your opponent's Active Pokémon is "
                     f"now {conditions.NAMES[condition]}.")

    def after_damage(self, g, src, attacker, target, dmg):
        me = src.mon
        if target is not me or attacker is None or not g.is_active(me):
            return
        foe = g.opponent(me.owner).active
        if foe is not None and g.flip(power_name(self, me)):
            conditions.apply(g, foe, self.condition)


class Flee(PowerScript):
    """If an attack does damage to this Pokémon while it is its owner's Active Pokémon (and
    it is not Knocked Out), its owner may switch it with 1 of their Benched Pokémon (a
    bench slot; ``done`` stays): the attack's other effects on it are then prevented. Not while
    it is Asleep, Confused or Paralyzed."""

    hints = Hints(switches=True, prevents=True)

    text = ("If an attack damages this Pokémon while it is your Active Pokémon, you may switch it "
            "with 1 of your Benched Pokémon; the attack's other effects on it are prevented.")

    def after_damage(self, g, src, attacker, target, dmg):
        from oldback.engine.hooks import hp

        me = src.mon
        side = g.side(me.owner)
        if target is not me or side.active is not me or not side.bench or attacker is None:
            return
        if me.damage >= hp(g, me):
            return
        player = me.owner
        key = g.choose(player, "flee", f"{power_name(self, me)}: switch {me.name} with a "
                       f"Benched Pokémon?", [(g.slot(m, player), g.label(m, player))
                                             for m in side.bench] + [("done", "stay")])
        if key == "done":
            return
        retreat.switch(g, side, g.at(player, key))
        if attacker is not me:
            me.effects = (*me.effects, Lasting("fled", g.turn, source=me.uid,
                                               data=str(attacker.uid)))


class Rebirth(PowerScript):
    """When this Pokémon is Knocked Out, its owner may return its card to their hand once it
    has been discarded (``yes``/``no``). Not if it was Asleep, Confused or Paralyzed when
    Knocked Out (its power did not work then)."""

    hints = Hints(survives=True)

    text = ("When this Pokémon is Knocked Out, you may return it to your hand after discarding "
            "it.")

    def after_knocked_out(self, g, src, mon, attack_by):
        if src.holder is not mon:
            return
        card = mon.stack[-1]
        side = g.side(mon.owner)
        if not any(c is card for c in side.discard):
            return
        if not _yes(g, mon.owner, "rebirth", f"{power_name(self, mon)}: return {card.name} to "
                    f"your hand?"):
            return
        i = next(i for i in range(len(side.discard) - 1, -1, -1) if side.discard[i] is card)
        del side.discard[i]
        side.hand.append(card)
        g.say(f"{side.name} returns {card.name} from the discard pile to the hand")


class RestlessSleep(PowerScript):
    """If an opponent's attack does damage to this Pokémon while it is Asleep already (even if
    that Knocks it Out), the power does ``amount`` damage to the attacking Pokémon: not an
    attack's damage, so no Weakness or Resistance."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount)

    blocked_by_conditions = False

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"If your opponent's attack damages this Pokémon while it is Asleep (even if "
                     f"it is Knocked Out), this power does {amount} damage to the attacking "
                     f"Pokémon.")

    def after_damage(self, g, src, attacker, target, dmg):
        me = src.mon
        if target is not me or attacker is None or attacker.owner == me.owner:
            return
        if "asleep" not in me.conditions or g.find(attacker.uid) is not attacker:
            return
        attacker.damage += self.amount
        g.say(f"{g.whose(me)}'s {power_name(self, me)}: {self.amount} damage to "
              f"{g.whose(attacker)}")


class ReduceIncoming(PowerScript):
    """Damage done to this Pokémon by attacks is reduced by ``amount`` after Weakness and
    Resistance (damage step 7; Shell Armor: "you may", and it is always taken)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Damage done to this Pokémon by attacks is reduced by {amount} (after "
                     f"Weakness and Resistance).")

    def incoming(self, g, src, attacker, target, dmg):
        return dmg - self.amount if target is src.holder and dmg > 0 else dmg


class CapFromBasics(PowerScript):
    """Whenever an attack by a Basic Pokémon (its owner's too) does ``threshold`` or more
    damage to this Pokémon after Weakness and Resistance, that damage becomes ``to``
    (damage step 7; Strange Barrier)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=20)

    def __init__(self, threshold: int = 20, to: int = 10):
        self.threshold = threshold
        self.to = to
        self.text = (f"Whenever an attack by a Basic Pokémon (yours too) does {threshold} or more "
                     f"damage to this Pokémon (after Weakness and Resistance), it does {to} "
                     f"instead.")

    def incoming(self, g, src, attacker, target, dmg):
        if target is not src.holder or attacker is None or attacker.card.stage != "Basic":
            return dmg
        return self.to if dmg >= self.threshold else dmg


class EnergyIsType(PowerScript):
    """Every Energy card attached to this Pokémon provides ``type`` instead of its usual
    type (as many Energy as before). Works while Asleep, Confused or Paralyzed
    (Photosynthesis)."""

    @property
    def hints(self) -> Hints:
        return Hints(converts=self.type)

    blocked_by_conditions = False

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"All Energy attached to this Pokémon provides {type_} Energy instead of its "
                     f"usual type.")

    def energy_types(self, g, src, holder, card, types):
        return (self.type,) * len(types) if holder is src.holder else types


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

    def can_use(self, g, mon):
        if mon.owner != g.current:
            return False
        if self.once:
            if used_this_turn(g, mon, self):
                return False
        elif g.side(mon.owner).active is not mon:
            return False
        return bool(self.pairs(g, mon))

    def use(self, g, mon):
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

    def can_use(self, g, mon):
        return mon.owner == g.current and mon.damage > 0 and not used_this_turn(g, mon, self)

    def use(self, g, mon):
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

    def can_use(self, g, mon):
        opp = g.opponent(mon.owner)
        return (mon.owner == g.current and bool(opp.bench) and opp.active is not None
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        mark_used(g, mon, self)
        if not g.flip(power_name(self, mon)):
            return
        opp = g.opponent(mon.owner)
        new = retreat.choose_benched(g, mon.owner, opp, "gust",
                                     "Which of your opponent's Benched Pokémon comes up?")
        retreat.switch(g, opp, new)
