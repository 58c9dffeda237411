"""Coins and repetition: flip a coin (or several) and do what heads or tails says; a number
of heads that picks an outcome; a coin that decides which cost an attack pays. (Counts of
heads and of tails, and "flip until tails", are counts in ``select``.)"""

from __future__ import annotations

from collections.abc import Mapping

from oldback.effects.pieces import Piece, _parts, _pieces, _text
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Hints


class Flip(Piece):

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, heads=tuple(p.hints for p in self.heads),
                     tails=tuple(p.hints for p in self.tails))

    def __init__(self, heads: tuple[Piece, ...], tails: tuple[Piece, ...]):
        self.heads = heads
        self.tails = tails
        self.uses_base = any(p.uses_base for p in heads + tails)

    def _result(self, ctx: Attacking) -> bool:
        if id(self) not in ctx.memo:
            ctx.memo[id(self)] = ctx.flip()
        return ctx.memo[id(self)]

    def base(self, ctx: Attacking) -> None:
        if self.uses_base:
            for p in self.heads if self._result(ctx) else self.tails:
                p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
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


class MayFlip(Flip):
    """You may flip a coin (a ``may`` question: ``no`` flips no coin, and neither ``heads``
    nor ``tails`` happens), decided at damage step 1 (Aerowing)."""

    uses_base = True

    def __init__(self, heads: tuple[Piece, ...], tails: tuple[Piece, ...]):
        super().__init__(heads, tails)
        self.uses_base = True

    def _chosen(self, ctx: Attacking) -> tuple[Piece, ...]:
        key = ("may-flip", id(self))
        if key not in ctx.memo:
            flipping = ctx.g.yes_no(ctx.player, "may", "Flip a coin?")
            ctx.memo[key] = ctx.flip() if flipping else None
        result = ctx.memo[key]
        if result is None:
            return ()
        return self.heads if result else self.tails

    def base(self, ctx: Attacking) -> None:
        for p in self._chosen(ctx):
            p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        for p in self._chosen(ctx):
            p.effect(ctx)

    def describe(self) -> str:
        return "You may flip a coin." + super().describe().removeprefix("Flip a coin.")


def may_flip(heads: Piece | tuple[Piece, ...] = (),
             tails: Piece | tuple[Piece, ...] = ()) -> MayFlip:
    """You may flip a coin: the ``heads`` pieces on heads, the ``tails`` pieces on tails."""
    return MayFlip(_pieces(heads), _pieces(tails))


def flip(heads: Piece | tuple[Piece, ...] = (), tails: Piece | tuple[Piece, ...] = ()) -> Flip:
    """Flip a coin: the ``heads`` pieces on heads, the ``tails`` pieces on tails."""
    return Flip(_pieces(heads), _pieces(tails))


class FlipMany(Flip):
    """Flip ``count`` coins (all of them are flipped): the ``heads`` pieces when every coin is
    heads (``all_heads``) or when at least one is (not ``all_heads``), the ``tails`` pieces
    otherwise (Knockout Needle, Drill Tackle, Sonic Distortion, Call of the Night)."""

    def __init__(self, count: int, heads: tuple[Piece, ...], tails: tuple[Piece, ...],
                 all_heads: bool, tails_as_heads: str = ""):
        super().__init__(heads, tails)
        self.count = count
        self.all_heads = all_heads
        #: a lasting kind: while the attacker has it, still facing the Defending Pokémon,
        #: its tails count as heads (Lock-on's ``locked-on``)
        self.tails_as_heads = tails_as_heads

    def _result(self, ctx: Attacking) -> bool:
        if id(self) not in ctx.memo:
            faces = [ctx.flip() for _ in range(self.count)]
            if self.tails_as_heads and _locked_on(ctx, self.tails_as_heads):
                faces = [True] * self.count
                ctx.g.say("the tails count as heads")
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
          tails: Piece | tuple[Piece, ...] = (), all_heads: bool = True,
          tails_as_heads: str = "") -> FlipMany:
    """Flip ``count`` coins: ``heads`` if all are heads (``all_heads`` False: if any is),
    ``tails`` otherwise (``tails_as_heads``: ``FlipMany``)."""
    return FlipMany(count, _pieces(heads), _pieces(tails), all_heads, tails_as_heads)


def _locked_on(ctx: Attacking, kind: str) -> bool:
    """Whether the attacker has a lasting effect of ``kind`` from an attack on the Pokémon
    that is the Defending Pokémon now, both still facing (``lasting_kinds.still_facing``)."""
    from oldback.effects.lasting_kinds import still_facing

    foe = ctx.defender
    return foe is not None and any(
        e.kind == kind and e.until >= ctx.g.turn and e.data == str(foe.uid)
        and still_facing(ctx.g, e) for e in ctx.attacker.effects)


class ByHeads(Piece):
    """Flip ``coins`` coins and do what the number of heads says (``outcomes``: pieces by
    the number of heads; a number not listed does nothing)."""

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, heads=tuple(_parts(ps) for ps in self.outcomes.values()))

    def __init__(self, coins: int, outcomes: Mapping[int, tuple[Piece, ...]]):
        self.coins = coins
        self.outcomes = dict(outcomes)
        self.uses_base = any(p.uses_base for ps in outcomes.values() for p in ps)

    def _pieces(self, ctx: Attacking) -> tuple[Piece, ...]:
        if id(self) not in ctx.memo:
            ctx.memo[id(self)] = sum(ctx.flip() for _ in range(self.coins))
        return self.outcomes.get(ctx.memo[id(self)], ())

    def base(self, ctx: Attacking) -> None:
        if self.uses_base:
            for p in self._pieces(ctx):
                p.base(ctx)

    def effect(self, ctx: Attacking) -> None:
        for p in self._pieces(ctx):
            p.effect(ctx)

    def describe(self) -> str:
        said = " ".join(f"{n} heads: {_text(ps)}" for n, ps in sorted(self.outcomes.items()))
        return f"Flip {self.coins} coins. Exactly {said}"


def by_heads(coins: int, outcomes: Mapping[int, Piece | tuple[Piece, ...]]) -> ByHeads:
    return ByHeads(coins, {n: p if isinstance(p, tuple) else (p,) for n, p in outcomes.items()})


class FlipCost(Piece):
    """An "in order to use" cost chosen by a coin: heads, pay the ``heads`` costs; tails, the
    ``tails`` costs. The attack can't be announced unless both could be paid (spec, Main
    Differences from WotC: "if you can't discard …, this attack does nothing"); the coin is
    flipped when the cost is paid (after the damage, or before it under ``wotc``: the rule
    switch ``costs_after_damage``). Hyper Flame."""

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, heads=tuple(p.hints for p in self.heads),
                     tails=tuple(p.hints for p in self.tails))

    def __init__(self, heads: tuple[Piece, ...], tails: tuple[Piece, ...]):
        self.heads = heads
        self.tails = tails

    def usable(self, ctx: Attacking) -> bool:
        return all(p.usable(ctx) for p in self.heads + self.tails)

    def pay(self, ctx: Attacking) -> None:
        for p in self.heads if ctx.flip() else self.tails:
            p.pay(ctx)

    def describe(self) -> str:
        return (f"To use this attack, flip a coin. Heads: {_costs(self.heads)} Tails: "
                f"{_costs(self.tails)} If you can't, this attack can't be used.")


def _costs(pieces: tuple[Piece, ...]) -> str:
    return " ".join(p.describe().removeprefix("To use this attack, ") for p in pieces)


def flip_cost(heads: Piece | tuple[Piece, ...], tails: Piece | tuple[Piece, ...]) -> FlipCost:
    """A coin decides which "in order to use" cost the attack pays."""
    return FlipCost(_pieces(heads), _pieces(tails))
