"""Attack pieces: damage, coin flips, conditions, costs, lasting effects.

Pieces are actions written with the selectors and counts of ``effects.select``: which
Pokémon (``DEFENDING``, ``SELF``, ``OPPONENTS_BENCH`` …) and how much (``plus(10,
per=counters(SELF))``, ``times(heads(2))``). Those that make sense outside an attack
(switching, healing, drawing) are also the steps Trainer cards are made of
(``effects.trainers.Trainer``): they resolve against a ``Place``, an attack or a Trainer
being played.
"""

from __future__ import annotations

from dataclasses import replace

from oldback.card import Card, with_id
from oldback.effects import lasting as _kinds  # noqa: F401  (registers the lasting kinds)
from oldback.effects.select import (
    DEFENDING,
    OPPONENTS,
    SELF,
    YOURS,
    Cards,
    Chosen,
    Count,
    Heads,
    HeadsUntilTails,
    InDeck,
    Place,
    Pokemons,
    finds,
    on_bench,
)
from oldback.engine import conditions, energy, knockout, retreat
from oldback.engine.attack import AttackContext
from oldback.engine.hints import ALL, NONE, Finds, Hand, Hints
from oldback.engine.hooks import any_says, bench_room
from oldback.engine.scripts import LASTING, AttackScript
from oldback.engine.setup import draw, is_basic
from oldback.engine.state import NO_CONDITIONS, Lasting, Pokemon, Side


class Piece:
    """One sentence of an attack's (or a Trainer's) description."""

    uses_base = False  # takes part in step 1 (decides damage or its targets)
    quiet = False  # as a Trainer's step: asks its player nothing
    #: reads the record of the last attack done to its Pokémon (Mirror Move)
    reads_attack_record = False

    def usable(self, ctx: AttackContext) -> bool:
        return True

    def pay(self, ctx: AttackContext) -> None:
        pass

    def base(self, ctx: AttackContext) -> None:
        pass

    def effect(self, ctx: AttackContext) -> None:
        pass

    def can_play(self, at: Place) -> bool:
        """As a Trainer's step: whether the card may be played now."""
        return True

    def describe(self) -> str:
        raise NotImplementedError

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this piece (``engine.hints``)."""
        return NONE


class Attack(AttackScript):
    """An attack's behaviour as a sequence of pieces, in printed order."""

    @property
    def hints(self) -> Hints:
        return Hints(parts=tuple(p.hints for p in self.pieces))

    def __init__(self, *pieces: Piece):
        self.pieces = pieces
        self.text = " ".join(p.describe() for p in pieces)
        # Only a piece with requirements of its own may make the attack unusable.
        self.checks_usable = any(type(p).usable is not Piece.usable for p in pieces)
        self.reads_attack_record = any(_reads_record(p) for p in pieces)

    def usable(self, ctx: AttackContext) -> bool:
        return all(p.usable(ctx) for p in self.pieces)

    def pay(self, ctx: AttackContext) -> None:
        for p in self.pieces:
            p.pay(ctx)

    def base(self, ctx: AttackContext) -> None:
        for p in self.pieces:
            p.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        for p in self.pieces:
            p.effect(ctx)


def _reads_record(piece: Piece) -> bool:
    """Whether ``piece``, or a piece it holds (a coin's heads or tails, a choice's
    pieces), reads the record of the last attack done to its Pokémon."""
    return piece.reads_attack_record or any(
        _reads_record(p) for part in ("heads", "tails", "pieces")
        for p in getattr(piece, part, ()) if isinstance(p, Piece))


def lasting_hints(kind: str, on: Pokemons, value: int) -> Hints:
    """The hints of giving ``on`` a lasting effect of ``kind`` (its amount: ``value``)."""
    hints = LASTING[kind].hints
    return replace(hints, lasting=kind, on_self=on is SELF,
                   reduces=(value or hints.reduces) if hints.reduces else 0)


def effects_prevented(ctx: AttackContext, target: Pokemon) -> bool:
    """Whether effects of this attack on ``target`` are prevented (Barrier, Transparency …)."""
    return any_says(ctx.g, "prevents_effects", ctx.attacker, target, mons=(target,))


# --- coin flips -------------------------------------------------------------------------
class Flip(Piece):

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, heads=tuple(p.hints for p in self.heads),
                     tails=tuple(p.hints for p in self.tails))

    def __init__(self, heads: tuple[Piece, ...], tails: tuple[Piece, ...]):
        self.heads = heads
        self.tails = tails
        self.uses_base = any(p.uses_base for p in heads + tails)

    def _result(self, ctx: AttackContext) -> bool:
        if id(self) not in ctx.memo:
            ctx.memo[id(self)] = ctx.flip()
        return ctx.memo[id(self)]

    def base(self, ctx: AttackContext) -> None:
        if self.uses_base:
            for p in self.heads if self._result(ctx) else self.tails:
                p.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        for p in self.heads if self._result(ctx) else self.tails:
            p.effect(ctx)

    def can_play(self, at: Place) -> bool:
        """As a Trainer's step: whatever the coin shows can be done (Recycle: a card in the
        discard pile)."""
        return all(p.can_play(at) for p in self.heads + self.tails)

    def describe(self) -> str:
        text = "Flip a coin."
        if self.heads:
            text += " Heads: " + " ".join(p.describe() for p in self.heads)
        if self.tails:
            text += " Tails: " + " ".join(p.describe() for p in self.tails)
        return text


def _pieces(x: Piece | tuple[Piece, ...]) -> tuple[Piece, ...]:
    return x if isinstance(x, tuple) else (x,)


def flip(heads: Piece | tuple[Piece, ...] = (), tails: Piece | tuple[Piece, ...] = ()) -> Flip:
    """Flip a coin: the ``heads`` pieces on heads, the ``tails`` pieces on tails."""
    return Flip(_pieces(heads), _pieces(tails))


# --- damage -----------------------------------------------------------------------------
class Plus(Piece):
    """N more damage to the Defending Pokémon (N less when negative), once or for each
    ``per`` counted; ``most``: at most that much more."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount if self.per is None else 0)

    uses_base = True

    def __init__(self, amount: int, per: Count | None, most: int | None):
        self.amount = amount
        self.per = per
        self.most = most

    def base(self, ctx: AttackContext) -> None:
        extra = self.amount * (1 if self.per is None else self.per.count(ctx))
        if self.most is not None:
            extra = min(extra, self.most)
        if ctx.defender is not None:
            ctx.add(ctx.defender, extra)

    def describe(self) -> str:
        if self.per is None:
            return f"{self.amount} more damage."
        if self.amount < 0:
            return f"{-self.amount} less damage for each {self.per.each}."
        if self.per.lead:  # coins: "Flip a coin for each …: plus 10 more damage for each heads"
            return f"{self.per.lead}: plus {self.amount} more damage for each {self.per.number}."
        most = f" (at most {self.most} more)" if self.most is not None else ""
        return f"Plus {self.amount} more damage for each {self.per.each}{most}."


def plus(amount: int, per: Count | None = None, most: int | None = None) -> Plus:
    """``amount`` more damage, or that much for each ``per`` (at most ``most`` more)."""
    return Plus(amount, per, most)


def minus(amount: int, per: Count) -> Plus:
    """``amount`` less damage for each ``per`` (0 or less is none)."""
    return Plus(-amount, per, None)


class Times(Piece):
    """The printed damage (of the attack being performed: a copied one under Metronome)
    times a count."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, coin=isinstance(self.per, HeadsUntilTails) or (
            isinstance(self.per, Heads) and not isinstance(self.per.coins, int)))

    uses_base = True

    def __init__(self, per: Count):
        self.per = per

    def base(self, ctx: AttackContext) -> None:
        n = self.per.count(ctx)
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * n)

    def describe(self) -> str:
        rest = f"the damage is multiplied by the number of {self.per.number}."
        return f"{self.per.lead}: {rest}" if self.per.lead else rest[0].upper() + rest[1:]


def times(per: Count) -> Times:
    return Times(per)


class Damage(Piece):
    """N damage to each Pokémon of a selector besides the Defending Pokémon (no Weakness or
    Resistance for Benched Pokémon: the damage steps see to that)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount, bench=on_bench(self.to),
                     on_self=self.to is SELF)

    uses_base = True

    def __init__(self, amount: int, to: Pokemons):
        self.amount = amount
        self.to = to

    def base(self, ctx: AttackContext) -> None:
        for mon in self.to.resolve(ctx):
            ctx.add(mon, self.amount)

    def describe(self) -> str:
        if self.to is SELF:
            return f"This Pokémon also does {self.amount} damage to itself."
        if isinstance(self.to, Chosen):
            it = "it" if self.to.count_of == 1 else "each"
            who = "Your opponent chooses" if self.to.by == OPPONENTS else "Choose"
            return f"{who} {self.to.text}: {self.amount} damage to {it}."
        return f"{self.amount} damage to each {self.to.one}."


def damage(amount: int, to: Pokemons) -> Damage:
    return Damage(amount, to)


def self_damage(amount: int) -> Damage:
    return Damage(amount, SELF)


class FlipEach(Piece):
    """For each Pokémon of a selector, flip a coin (in the selector's order): heads, N
    damage to it; then this Pokémon does ``recoil`` damage to itself for each tails."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=True, damage=self.amount, coin=True)

    uses_base = True

    def __init__(self, to: Pokemons, amount: int, recoil: int):
        self.to = to
        self.amount = amount
        self.recoil = recoil

    def base(self, ctx: AttackContext) -> None:
        tails = 0
        for mon in self.to.resolve(ctx):
            if ctx.g.flip(f"{ctx.attack.name}: {mon.name}"):
                ctx.add(mon, self.amount)
            else:
                tails += 1
        if tails and self.recoil:
            ctx.add(ctx.attacker, self.recoil * tails)

    def describe(self) -> str:
        text = (f"For each {self.to.one}, flip a coin: heads, {self.amount} damage to that "
                f"Pokémon.")
        if self.recoil:
            text += f" Then this Pokémon does {self.recoil} damage to itself for each tails."
        return text


def flip_each(to: Pokemons, amount: int, recoil: int = 0) -> FlipEach:
    return FlipEach(to, amount, recoil)


# --- Special Conditions ---------------------------------------------------------------
class Condition(Piece):
    """``on`` is now Asleep, Confused, Paralyzed or Poisoned (``poison``: the damage its
    Poison does at each Pokémon Checkup, even if it was Poisoned already: Toxic)."""

    @property
    def hints(self) -> Hints:
        return Hints(condition=self.condition, on_self=self.on is SELF,
                     damage=self.poison if self.poison != 10 else 0)

    def __init__(self, condition: str, on: Pokemons, poison: int = 10):
        self.condition = condition
        self.on = on
        self.poison = poison

    def effect(self, ctx: AttackContext) -> None:
        mon = self.on.first(ctx)
        if mon is None:
            return
        # a Trainer (Sleep!) has no attacker: effects of attacks being prevented don't matter
        if ctx.attacker is not None and mon is not ctx.attacker and effects_prevented(ctx, mon):
            return
        conditions.apply(ctx.g, mon, self.condition, poison=self.poison)

    def describe(self) -> str:
        on = str(self.on)
        if self.poison != 10:
            return (f"{on[0].upper()}{on[1:]} is now Poisoned; it takes {self.poison} Poison "
                    f"damage instead of 10 between turns (even if it was Poisoned already).")
        return f"{on[0].upper()}{on[1:]} is now {conditions.NAMES[self.condition]}."


def paralyze(on: Pokemons = DEFENDING) -> Condition:
    return Condition("paralyzed", on)


def poison(on: Pokemons = DEFENDING, amount: int = 10) -> Condition:
    return Condition("poisoned", on, amount)


def sleep(on: Pokemons = DEFENDING) -> Condition:
    return Condition("asleep", on)


def confuse(on: Pokemons = DEFENDING) -> Condition:
    return Condition("confused", on)


# --- costs ------------------------------------------------------------------------------
class DiscardEnergy(Piece):
    """Discard Energy cards of a type from this Pokémon "in order to use this attack"."""

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
            candidates = energy.cards_providing(g, mon, self.type)
            if not candidates:
                return
            _, card = energy.choose_attached(g, ctx.player, "discard-energy",
                                             f"Discard {n} more Energy card(s) from {mon.name}",
                                             [(mon, c) for c in candidates])
            energy.detach(mon, card)
            g.side(mon.owner).discard.append(card)
            g.say(f"{ctx.player} discards {card.name} from {mon.name}")

    def describe(self) -> str:
        kind = "" if self.type == "Colorless" else f"{self.type} "
        plural = "s" if self.count > 1 else ""
        return (f"To use this attack, discard {self.count} {kind}Energy card{plural} "
                f"attached to this Pokémon.")


def discard_energy(type_: str = "Colorless", count: int = 1) -> DiscardEnergy:
    return DiscardEnergy(type_, count)


class RequiresDamage(Piece):
    """The attack can't be used unless this Pokémon has damage counters on it."""

    hints = Hints(requires=True)

    def usable(self, ctx: AttackContext) -> bool:
        return ctx.attacker.damage > 0

    def describe(self) -> str:
        return "This attack can't be used if this Pokémon has no damage counters on it."


def requires_damage() -> RequiresDamage:
    return RequiresDamage()


# --- other effects (after the damage, in printed order; "do as much as you can") ---------
def choose_attached_energy(g, player: str, mons: list[Pokemon], kind: str, prompt: str,
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
    g.side(mon.owner).discard.append(card)
    if g.logging:
        g.say(f"{card.name} on {mon.owner}'s {mon.name} is discarded")


class Heal(Piece):
    """Remove damage counters from each Pokémon of ``on``: as many as it has, up to
    ``amount`` (all of them when None). ``cost``: first discard that many Energy cards
    attached to it (Super Potion). As a Trainer's step, playable while ``on`` can name a
    Pokémon."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=ALL if self.amount is None else self.amount, energy_price=self.cost)

    def __init__(self, amount: int | None, on: Pokemons, cost: int = 0):
        self.amount = amount
        self.on = on
        self.cost = cost

    def can_play(self, at: Place) -> bool:
        return self.on.exists(at)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        for mon in self.on.resolve(ctx):
            for n in range(self.cost, 0, -1):
                picked = choose_attached_energy(g, ctx.side.name, [mon], "discard-energy",
                                                f"Discard {n} Energy card(s) from {mon.name}")
                assert picked is not None
                discard_attached(g, *picked)
            healed = mon.damage if self.amount is None else min(self.amount, mon.damage)
            if healed:
                mon.damage -= healed
                g.say(f"{healed // 10} damage counter(s) removed from {mon.name}")

    def describe(self) -> str:
        if self.amount is None:
            return f"Remove all damage counters from {self.on}."
        n = self.amount // 10
        what = f"up to {n} damage counter{'s' if n > 1 else ''}"
        if self.cost:
            return (f"Discard {self.cost} Energy card attached to {self.on} to remove {what} "
                    f"from it.")
        return f"Remove {what} from {self.on}."


def heal(amount: int | None, on: Pokemons = SELF, cost: int = 0) -> Heal:
    """Remove up to ``amount`` damage (all of it: None) from ``on``."""
    return Heal(amount, on, cost)


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

    def __init__(self, cards: Cards, up_to: int | None, deck_top: bool):
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
        for n in range(self.up_to, 0, -1):
            found = self.cards.resolve(ctx)
            if not found:
                return
            key = g.choose(side.name, "from-discard",
                           f"Put up to {n} more {self.cards} into your hand",
                           [(c.id, c.name) for c in found] + [("done", "stop")])
            if key == "done":
                return
            self._take(ctx, with_id(found, key))

    def _take(self, ctx: Place, card: Card) -> None:
        side = ctx.side
        side.discard.remove(card)
        if self.deck_top:
            side.deck.insert(0, card)
            ctx.g.say(f"{side.name} puts {card.name} from the discard pile on top of the deck")
        else:
            side.hand.append(card)
            ctx.g.say(f"{side.name} puts {card.name} from the discard pile into the hand")

    def describe(self) -> str:
        what = self.cards if self.up_to is None else f"up to {self.up_to} {self.cards}"
        where = "on top of your deck" if self.deck_top else "into your hand"
        return f"Put {what} from your discard pile {where}."


def from_discard(cards: Cards, up_to: int | None = None, deck_top: bool = False) -> FromDiscard:
    """Put a card of ``cards`` (``up_to``: up to that many) from the discard pile into the
    hand (``deck_top``: on top of the deck)."""
    return FromDiscard(cards, up_to, deck_top)


class DiscardDefendingEnergy(Piece):
    """If the Defending Pokémon has any Energy cards attached, choose 1 and discard it."""

    hints = Hints(removes_energy=1)

    def effect(self, ctx: AttackContext) -> None:
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


def discard_defending_energy() -> DiscardDefendingEnergy:
    return DiscardDefendingEnergy()


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
        if self.whose == YOURS:
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


# --- lasting effects ---------------------------------------------------------------------
NEXT_OPPONENT_TURN = 1
NEXT_OWN_TURN = 2


class Lasts(Piece):
    """Give a Pokémon a lasting effect of a registered kind."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, self.value)

    def __init__(self, kind: str, on: Pokemons, turns: int, value: int = 0, data: str = ""):
        self.kind = kind
        self.on = on
        self.turns = turns
        self.value = value
        self.data = data

    def effect(self, ctx: AttackContext) -> None:
        mon = self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        eff = Lasting(self.kind, ctx.g.turn + self.turns, self.value, ctx.attacker.uid,
                      self.data)
        mon.effects = (*mon.effects, eff)

    def describe(self) -> str:
        when = ("During your opponent's next turn" if self.turns == NEXT_OPPONENT_TURN
                else "During your next turn")
        return f"{when}: {LASTING[self.kind].text.format(on=self.on, e=self)}"


def lasting(kind: str, on: Pokemons = SELF, turns: int = NEXT_OPPONENT_TURN, value: int = 0,
            data: str = "") -> Lasts:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return Lasts(kind, on, turns, value, data)


#: the ``until`` of effects that end with a change of the board, not after some turns
WHILE_IT_LASTS = 1 << 30


class WhileActive(Piece):
    """Give the Defending Pokémon a lasting effect that holds as long as this Pokémon stays
    Active: this Pokémon gets a "watching" marker, which benching or evolving it removes,
    and the effect's kind checks for it (Mean Look). Benching or evolving the Defending
    Pokémon ends the effect as any attack effect."""

    hints = Hints(disables=True)

    def __init__(self, kind: str):
        self.kind = kind

    def effect(self, ctx: AttackContext) -> None:
        mon, me = ctx.defender, ctx.attacker
        if mon is None or effects_prevented(ctx, mon):
            return
        mon.effects = (*mon.effects, Lasting(self.kind, WHILE_IT_LASTS, source=me.uid))
        if not me.has_effect("watching"):
            me.effects = (*me.effects, Lasting("watching", WHILE_IT_LASTS, source=me.uid))

    def describe(self) -> str:
        return ("As long as this Pokémon remains your Active Pokémon: "
                + LASTING[self.kind].text.format(on=DEFENDING, e=self))


def while_active(kind: str) -> WhileActive:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return WhileActive(kind)


class DisableAttack(Piece):
    """Choose 1 of the Defending Pokémon's attacks (those it has now: a Transformed Ditto's
    are the ones it copied): it can't use that attack during your opponent's next turn (an
    ``amnesia`` effect: it can't even be announced)."""

    hints = Hints(disables=True)

    def effect(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.defender
        if mon is None or not mon.attacks or effects_prevented(ctx, mon):
            return
        name = g.choose(ctx.player, "disable-attack", f"Which attack of {mon.name}?",
                        [(a.name, a.name) for a in mon.attacks])
        mon.effects = (*mon.effects, Lasting("amnesia", g.turn + NEXT_OPPONENT_TURN,
                                             source=ctx.attacker.uid, data=name))
        g.say(f"{mon.name} can't use {name} during its owner's next turn")

    def describe(self) -> str:
        return ("Choose 1 of the Defending Pokémon's attacks. That Pokémon can't use that "
                "attack during your opponent's next turn.")


def disable_attack() -> DisableAttack:
    return DisableAttack()


# --- attacks that use other attacks -------------------------------------------------------
class Metronome(AttackScript):
    """Choose one of the Defending Pokémon's attacks (those it has now: a Transformed
    Ditto's are the ones it copied) and perform it as this Pokémon's own, without its
    Energy cost. With ``requirements``, its "in order to use" requirements must still be
    met with this Pokémon's own cards (spec, Attack Procedures step 5, example #1): if
    they can't, the attack fails. Without (WotC's English text: ``effects.errata``), they
    are neither checked nor paid."""

    hints = Hints(copies=True)

    def __init__(self, requirements: bool = True):
        self.requirements = requirements
        self.text = (
            "Choose 1 of the Defending Pokémon's attacks and use it as this attack, without "
            + ("its Energy cost; its other requirements must be met with this Pokémon's own "
               "cards, or this attack does nothing." if requirements else
               "its Energy cost or anything else required in order to use it, such as "
               "discarding Energy cards.")
            + " This Pokémon's type does not change.")

    def base(self, ctx: AttackContext) -> None:
        from oldback.engine.attack import resolve, script_for

        g, defender = ctx.g, ctx.defender
        if defender is None or not defender.attacks:
            g.say("there is no attack to copy")
            return
        key = g.choose(ctx.player, "copy-attack", "Copy which attack?",
                       [(a.name, a.name) for a in defender.attacks])
        copied = next(a for a in defender.attacks if a.name == key)
        inner = AttackContext(g, ctx.side, ctx.attacker, copied)
        script = script_for(defender, copied)
        if not self.requirements:
            script = WithoutRequirements(script)
        elif not script.usable(inner):
            g.say(f"{ctx.attacker.name} can't meet what {copied.name} requires: nothing happens")
            return
        g.say(f"{ctx.attacker.name} copies {copied.name}")
        if not g.rules.costs_after_damage:
            script.pay(inner)
        resolve(inner, script)


def metronome(requirements: bool = True) -> Metronome:
    return Metronome(requirements)


class WithoutRequirements(AttackScript):
    """An attack performed without its "in order to use" requirements: nothing to meet and
    nothing to pay, its damage and other effects as written (Metronome as WotC printed it)."""

    checks_usable = False

    def __init__(self, script: AttackScript):
        self.script = script

    def base(self, ctx: AttackContext) -> None:
        self.script.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        self.script.effect(ctx)


# --- healing by the damage done, deck effects ----------------------------------------------
class DoesNothing(Piece):
    """The attack does nothing, not even damage (usually on a coin flip)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        for entry in ctx.damage.values():
            entry[1] = 0

    def describe(self) -> str:
        return "This attack does nothing, not even damage."


def does_nothing() -> DoesNothing:
    return DoesNothing()


class NoWeaknessResistance(Piece):
    """Weakness and Resistance are not applied to this attack's damage (damage steps 3 and 4
    are skipped); everything after them still happens."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        ctx.weakness_resistance = False

    def describe(self) -> str:
        return ("Weakness and Resistance are not applied to this attack's damage; other "
                "effects after them still are.")


def no_weakness_resistance() -> NoWeaknessResistance:
    return NoWeaknessResistance()


class HealDamageDone(Piece):
    """Remove from this Pokémon as many damage counters as the damage this attack did to the
    Defending Pokémon (after Weakness and Resistance), or half of it rounded up to the
    nearest 10; all of them if it has fewer (Leech Life, Absorb)."""

    hints = Hints(drains=True)

    uses_base = True

    def __init__(self, half: bool):
        self.half = half

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.memo[id(self)] = ctx.defender.damage

    def effect(self, ctx: AttackContext) -> None:
        mon, before = ctx.defender, ctx.memo.get(id(self))
        if mon is None or before is None:
            return
        done = max(0, mon.damage - before)
        if self.half:
            done = -(-done // 20) * 10
        healed = min(done, ctx.attacker.damage)
        if healed:
            ctx.attacker.damage -= healed
            ctx.g.say(f"{healed // 10} damage counter(s) removed from {ctx.attacker.name}")

    def describe(self) -> str:
        part = "half the damage (rounded up to the nearest 10)" if self.half else "the damage"
        return (f"Remove damage counters from this Pokémon equal to {part} this attack did to "
                f"the Defending Pokémon after Weakness and Resistance (all if it has fewer).")


def heal_damage_done(half: bool = False) -> HealDamageDone:
    return HealDamageDone(half)


class SearchToBench(Piece):
    """Search your deck for a Basic Pokémon that matches and put it onto your Bench, then
    shuffle the deck. A search of the deck may fail to find (``done``); the attack can't
    be used while the Bench is full (Call for Family)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)

    def __init__(self, cards: InDeck):
        self.cards = cards

    def usable(self, ctx: AttackContext) -> bool:
        return bench_room(ctx.g, ctx.side)

    def effect(self, ctx: AttackContext) -> None:
        g, side, player = ctx.g, ctx.side, ctx.player
        if bench_room(g, side):
            found = [c for c in self.cards.resolve(ctx) if is_basic(c)]
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
                f"deck. This attack can't be used if your Bench is full.")


def search_to_bench(cards: InDeck) -> SearchToBench:
    """Search your deck for a Basic Pokémon of ``cards`` and put it onto your Bench."""
    return SearchToBench(cards)


class DiscardEnergyToMill(Piece):
    """You may discard any number of Energy cards of a type from this Pokémon; then discard
    as many cards from the top of your opponent's deck (Wildfire). Not a cost."""

    hints = Hints(mills=True)

    def __init__(self, type_: str):
        self.type = type_

    def effect(self, ctx: AttackContext) -> None:
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


def discard_energy_to_mill(type_: str) -> DiscardEnergyToMill:
    return DiscardEnergyToMill(type_)


class RearrangeTopCards(Piece):
    """Look at up to N cards from the top of either player's deck and put them back in the
    order you like (``yes``: your own deck, ``no``: your opponent's; then how many; then
    the cards from the top down)."""

    hints = Hints(rearranges=True)

    def __init__(self, count: int):
        self.count = count

    def effect(self, ctx: AttackContext) -> None:
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


def rearrange_top_cards(count: int = 3) -> RearrangeTopCards:
    return RearrangeTopCards(count)


class OpponentLasts(Piece):
    """Give your opponent, the player, a lasting effect of a registered kind (on their
    Side, not on a Pokémon: Headache)."""

    hints = Hints(disables=True)

    def __init__(self, kind: str, turns: int):
        self.kind = kind
        self.turns = turns

    def effect(self, ctx: AttackContext) -> None:
        eff = Lasting(self.kind, ctx.g.turn + self.turns, source=ctx.attacker.uid)
        ctx.opp.effects = (*ctx.opp.effects, eff)

    def describe(self) -> str:
        return ("During your opponent's next turn: "
                + LASTING[self.kind].text.format(on="your opponent", e=self))


def opponent_lasting(kind: str, turns: int = NEXT_OPPONENT_TURN) -> OpponentLasts:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return OpponentLasts(kind, turns)


# --- drawing, new hands and the end of Special Conditions (attacks and Trainers) -------------
class Draw(Piece):
    """``whose`` player draws N cards; from a deck with fewer, as many as there are (drawing
    by an effect never loses the game: "do as much as you can"). ``needs_deck``: as a
    Trainer's step, not playable from an empty deck, there being nothing else to do (Bill);
    without it the draw is reported even when it finds no card (Professor Oak)."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.count) if self.whose == YOURS else NONE

    quiet = True

    def __init__(self, count: int, whose: str, needs_deck: bool):
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


def draw_cards(count: int = 1, whose: str = YOURS, needs_deck: bool = True) -> Draw:
    """``whose`` player draws ``count`` cards (``needs_deck``: see ``Draw``)."""
    return Draw(count, whose, needs_deck)


class ShuffleHand(Piece):
    """``whose`` player shuffles their hand into their deck (Eeeeeeek, Gambler, Impostor
    Professor Oak)."""

    @property
    def hints(self) -> Hints:
        return Hints(hand=Hand.SHUFFLE) if self.whose == YOURS else Hints(disrupts_hand=True)

    def __init__(self, whose: str):
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


def shuffle_hand(whose: str = YOURS) -> ShuffleHand:
    return ShuffleHand(whose)


class Cure(Piece):
    """``on`` is no longer Asleep, Confused, Paralyzed or Poisoned. As a Trainer's step,
    playable while it has a Special Condition to end (Full Heal)."""

    hints = Hints(cures=True)

    def __init__(self, on: Pokemons):
        self.on = on

    def can_play(self, at: Place) -> bool:
        return any(mon.conditions for mon in self.on.resolve(at))

    def effect(self, ctx: Place) -> None:
        for mon in self.on.resolve(ctx):
            for name in sorted(mon.conditions):
                conditions.remove(ctx.g, mon, name)
            mon.conditions = NO_CONDITIONS

    def describe(self) -> str:
        on = str(self.on)
        return f"{on[0].upper()}{on[1:]} is no longer Asleep, Confused, Paralyzed or Poisoned."


def cure(on: Pokemons) -> Cure:
    return Cure(on)


# --- healing unless the damage was prevented (Jungle) -----------------------------------------
class HealUnlessPrevented(Piece):
    """Unless all damage this attack did to the Defending Pokémon was prevented (it took
    none), remove N damage from this Pokémon (Leech Seed)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.memo[id(self)] = ctx.defender.damage

    def effect(self, ctx: AttackContext) -> None:
        mon, before, me = ctx.defender, ctx.memo.get(id(self)), ctx.attacker
        if mon is None or before is None or mon.damage <= before:
            return
        healed = min(self.amount, me.damage)
        if healed:
            me.damage -= healed
            ctx.g.say(f"{healed // 10} damage counter(s) removed from {me.name}")

    def describe(self) -> str:
        return (f"Unless all damage from this attack is prevented, remove {self.amount // 10} "
                f"damage counter(s) from this Pokémon.")


def heal_unless_prevented(amount: int = 10) -> HealUnlessPrevented:
    return HealUnlessPrevented(amount)


# --- moving the Defending Pokémon (Jungle) ---------------------------------------------------
class ReturnDefending(Piece):
    """Unless the attack Knocks Out the Defending Pokémon, return it and every card attached
    to it to its owner's hand (Hurricane); they send up a new Active Pokémon, and one with no
    Pokémon left in play loses."""

    hints = Hints(returns_to_hand=True)

    def effect(self, ctx: AttackContext) -> None:
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


def return_defending() -> ReturnDefending:
    return ReturnDefending()


# --- effects between this Pokémon and the Defending Pokémon (Jungle) -------------------------
class FacingEffect(Piece):
    """Give ``on`` (this Pokémon or the Defending Pokémon) a lasting effect of ``kind`` that
    concerns the pair of them during the opponent's next turn (Snivel, Pounce, Tail Wag,
    Leer). Both get a ``facing`` marker; benching or evolving either one removes its marker,
    which ends the effect. Each Lasting names this Pokémon (``source``) and the Defending
    Pokémon (``data``)."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, self.value)

    def __init__(self, kind: str, on: Pokemons, value: int = 0):
        self.kind = kind
        self.on = on
        self.value = value

    def effect(self, ctx: AttackContext) -> None:
        me, foe = ctx.attacker, ctx.defender
        if foe is None or effects_prevented(ctx, foe):
            return
        until = ctx.g.turn + NEXT_OPPONENT_TURN
        mark = Lasting("facing", until, 0, me.uid, str(foe.uid))
        eff = Lasting(self.kind, until, self.value, me.uid, str(foe.uid))
        holder = me if self.on is SELF else foe
        for mon in (me, foe):
            mon.effects = (*mon.effects, mark, eff) if mon is holder else (*mon.effects, mark)

    def describe(self) -> str:
        return ("During your opponent's next turn (benching either Pokémon ends this): "
                + LASTING[self.kind].text.format(on=self.on, e=self))


def facing(kind: str, on: Pokemons = SELF, value: int = 0) -> FacingEffect:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return FacingEffect(kind, on, value)


# --- repeating what was done to this Pokémon ---------------------------------------------------
class MirrorMove(Piece):
    """If this Pokémon was attacked during the opponent's last turn (the engine's ``attacked``
    record, kept while it stayed Active), do the final result of that attack on it to the
    Defending Pokémon: the damage it took, as this attack's base damage, and the Special
    Conditions it got. Otherwise nothing happens."""

    hints = Hints(decides_damage=True)
    reads_attack_record = True

    uses_base = True

    @staticmethod
    def record(ctx: AttackContext) -> Lasting | None:
        from oldback.engine.attack import ATTACKED

        return next((e for e in ctx.attacker.effects
                     if e.kind == ATTACKED and e.until == ctx.g.turn), None)

    def base(self, ctx: AttackContext) -> None:
        rec = self.record(ctx)
        if rec is None:
            ctx.g.say(f"{ctx.attacker.name} was not attacked last turn")
        elif ctx.defender is not None:
            ctx.set(ctx.defender, rec.value)

    def effect(self, ctx: AttackContext) -> None:
        rec, mon = self.record(ctx), ctx.defender
        if rec is None or mon is None or not rec.data or effects_prevented(ctx, mon):
            return
        for name in rec.data.split(","):
            conditions.apply(ctx.g, mon, name)

    def describe(self) -> str:
        return ("If this Pokémon was attacked last turn, do the final result of that attack on "
                "it (its damage and Special Conditions) to the Defending Pokémon.")


def mirror_move() -> MirrorMove:
    return MirrorMove()


# --- Base Set and the Black Star Promos ------------------------------------------------------
class DiscardAllEnergy(Piece):
    """Discard every Energy card attached to this Pokémon "in order to use this attack"
    (Thunderbolt)."""

    hints = Hints(energy_price=ALL)

    def pay(self, ctx: AttackContext) -> None:
        mon = ctx.attacker
        gone = list(mon.energy)
        if not gone:
            return
        mon.energy.clear()
        ctx.g.side(mon.owner).discard.extend(gone)
        ctx.g.say(f"{ctx.player} discards {len(gone)} Energy card(s) from {mon.name}")

    def describe(self) -> str:
        return "To use this attack, discard all Energy cards attached to this Pokémon."


def discard_all_energy() -> DiscardAllEnergy:
    return DiscardAllEnergy()


class RequiresCondition(Piece):
    """The attack can't be used unless ``on`` has a Special Condition (Dream Eater)."""

    hints = Hints(requires=True)

    def __init__(self, condition: str, on: Pokemons):
        self.condition = condition
        self.on = on

    def usable(self, ctx: AttackContext) -> bool:
        mon = self.on.first(ctx)
        return mon is not None and self.condition in mon.conditions

    def describe(self) -> str:
        return (f"This attack can't be used unless {self.on} is "
                f"{conditions.NAMES[self.condition]}.")


def requires_condition(condition: str, on: Pokemons = DEFENDING) -> RequiresCondition:
    return RequiresCondition(condition, on)


class HalfRemainingHp(Piece):
    """The base damage is half the Defending Pokémon's remaining HP, rounded up to the
    nearest 10 (Super Fang)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        mon = ctx.defender
        if mon is not None:
            ctx.set(mon, -(-mon.remaining_hp // 20) * 10)

    def describe(self) -> str:
        return ("The damage is half the Defending Pokémon's remaining HP, rounded up to the "
                "nearest 10.")


def half_remaining_hp() -> HalfRemainingHp:
    return HalfRemainingHp()


class ChangeWeakResist(Piece):
    """Choose a type other than Colorless (key: the type name): it becomes the Weakness
    (``changed-weakness``; only of a Pokémon that has one) or the Resistance
    (``changed-resistance``) of ``on``, as an attack effect (benching or evolving ends it).
    ``optional``: ``done`` keeps it as it is (Conversion 1 and 2)."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, 0)

    def __init__(self, kind: str, on: Pokemons, optional: bool):
        self.kind = kind
        self.on = on
        self.optional = optional

    def effect(self, ctx: AttackContext) -> None:
        from oldback.card import TYPES

        g, mon = ctx.g, self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        weak = self.kind == "changed-weakness"
        now = mon.weakness if weak else mon.resistance
        if weak and now is None:
            return
        what = "Weakness" if weak else "Resistance"
        pairs = [(t, f"{what}: {t}") for t in TYPES if t not in ("Colorless", now)]
        if self.optional:
            pairs.append(("done", f"keep the {what}"))
        key = g.choose(ctx.player, "type", f"Change {mon.name}'s {what} to which type?", pairs)
        if key == "done":
            return
        kept = tuple(e for e in mon.effects if e.kind != self.kind)
        mon.effects = (*kept, Lasting(self.kind, WHILE_IT_LASTS, source=ctx.attacker.uid,
                                      data=key))
        g.say(f"{g.whose(mon)}'s {what} is now {key}")

    def describe(self) -> str:
        if self.kind == "changed-weakness":
            return (f"If {self.on} has a Weakness, you may change it to a type of your choice "
                    f"other than Colorless.")
        change = "You may change" if self.optional else "Change"
        return f"{change} {self.on}'s Resistance to a type of your choice other than Colorless."


def change_weakness(on: Pokemons = DEFENDING, optional: bool = True) -> ChangeWeakResist:
    return ChangeWeakResist("changed-weakness", on, optional)


def change_resistance(on: Pokemons = SELF, optional: bool = False) -> ChangeWeakResist:
    return ChangeWeakResist("changed-resistance", on, optional)


class OnlyOnce(Piece):
    """This Pokémon can't use this attack again as long as it stays in play, even after a
    trip to the Bench (a ``used-once`` marker: Leek Slap)."""

    hints = Hints(requires=True)

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.attacker
        mon.effects = (*mon.effects, Lasting("used-once", WHILE_IT_LASTS, source=mon.uid,
                                             data=ctx.attack.name))

    def describe(self) -> str:
        return ("Either way, this Pokémon can't use this attack again as long as it stays in "
                "play (going to the Bench does not change that).")


def only_once() -> OnlyOnce:
    return OnlyOnce()


class DevolveAny(Piece):
    """Choose an evolved Pokémon in play, yours or your opponent's (a slot key): the highest
    Stage card on it goes back to its owner's hand. As with evolving, its Special Conditions
    and attack effects end; its damage stays, so a lower HP may Knock it Out (Devolution
    Beam; RULINGS, Promos: either player's Pokémon)."""

    hints = Hints(devolves=True)

    def effect(self, ctx: AttackContext) -> None:
        g, player = ctx.g, ctx.player
        mons = [m for m in g.side(player).in_play + g.opponent(player).in_play
                if len(m.stack) > 1 and (m is ctx.attacker or not effects_prevented(ctx, m))]
        if not mons:
            g.say("there is no evolved Pokémon to devolve")
            return
        key = g.choose(player, "devolve", "Devolve which evolved Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in mons])
        mon = g.at(player, key)
        old = mon.name
        top = mon.stack.pop()
        g.side(mon.owner).hand.append(top)
        conditions.clear_on_evolve(mon)
        g.say(f"{mon.owner}'s {old} devolves into {mon.name}; {top.name} returns to the hand")

    def describe(self) -> str:
        return ("Choose an evolved Pokémon (yours or your opponent's). Return the highest Stage "
                "card on it to its owner's hand; it is no longer affected by Special Conditions "
                "or other effects of attacks, as when a Pokémon evolves.")


def devolve_any() -> DevolveAny:
    return DevolveAny()


class AttachFrom(Piece):
    """Attach cards of ``cards`` (Energy cards in your discard pile or deck) to this
    Pokémon, up to ``up_to`` of them one at a time, each declinable (``done``). From the
    deck it is a search, which may fail to find, and the deck is shuffled afterward
    (Recharge); from the discard pile, Energy Absorption."""

    @property
    def hints(self) -> Hints:
        kind = finds(self.cards.match)
        if isinstance(self.cards, InDeck):
            return Hints(searches=kind, finds=self.up_to, attaches=self.cards.energy_type)
        return Hints(retrieves=kind, finds=self.up_to)

    def __init__(self, cards: Cards, up_to: int):
        self.cards = cards
        self.up_to = up_to

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        deck = isinstance(self.cards, InDeck)
        for n in range(self.up_to, 0, -1):
            found = self.cards.resolve(ctx)
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
            mon.energy.append(card)
            where = "the deck" if deck else "the discard pile"
            g.say(f"{ctx.player} attaches {card.name} from {where} to {mon.name}")
        if deck:
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        if isinstance(self.cards, InDeck):
            return (f"Search your deck for {self.cards} and attach it to this Pokémon. Shuffle "
                    f"your deck afterward.")
        return (f"Choose up to {self.up_to} {self.cards} from your discard pile and attach them "
                f"to this Pokémon.")


def attach_from(cards: Cards, up_to: int = 1) -> AttachFrom:
    """Attach up to ``up_to`` of ``cards`` (in the deck or the discard pile) to this
    Pokémon."""
    return AttachFrom(cards, up_to)
