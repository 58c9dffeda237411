"""Attack pieces: damage, coin flips, conditions, costs, lasting effects."""

from __future__ import annotations

from oldback.effects import lasting as _kinds  # noqa: F401  (registers the lasting kinds)
from oldback.engine import conditions, energy
from oldback.engine.attack import AttackContext
from oldback.engine.scripts import LASTING, AttackScript
from oldback.engine.state import Lasting, Pokemon

DEFENDING = "the Defending Pokémon"
SELF = "this Pokémon"


class Piece:
    """One sentence of an attack's description."""

    uses_base = False  # takes part in step 1 (decides damage or its targets)

    def usable(self, ctx: AttackContext) -> bool:
        return True

    def pay(self, ctx: AttackContext) -> None:
        pass

    def base(self, ctx: AttackContext) -> None:
        pass

    def effect(self, ctx: AttackContext) -> None:
        pass

    def describe(self) -> str:
        raise NotImplementedError


class Attack(AttackScript):
    """An attack's behaviour as a sequence of pieces, in printed order."""

    def __init__(self, *pieces: Piece):
        self.pieces = pieces
        self.text = " ".join(p.describe() for p in pieces)

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


def target_of(ctx: AttackContext, who: str) -> Pokemon | None:
    return ctx.attacker if who == SELF else ctx.defender


def effects_prevented(ctx: AttackContext, target: Pokemon) -> bool:
    """Whether effects of this attack on ``target`` are prevented (Barrier …)."""
    return any(LASTING[e.kind].prevents_effects(ctx.g, e, ctx.attacker) for e in target.effects)


# --- coin flips -------------------------------------------------------------------------
class Flip(Piece):
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


class TimesHeads(Piece):
    """Flip N coins: the printed damage times the number of heads."""

    uses_base = True

    def __init__(self, coins: int):
        self.coins = coins

    def base(self, ctx: AttackContext) -> None:
        heads = sum(ctx.flip() for _ in range(self.coins))
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * heads)

    def describe(self) -> str:
        return f"Flip {self.coins} coins: the damage is multiplied by the number of heads."


def times_heads(coins: int) -> TimesHeads:
    return TimesHeads(coins)


# --- damage -----------------------------------------------------------------------------
class More(Piece):
    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.add(ctx.defender, self.amount)

    def describe(self) -> str:
        return f"{self.amount} more damage."


def more(amount: int) -> More:
    return More(amount)


class SelfDamage(Piece):
    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        ctx.add(ctx.attacker, self.amount)

    def describe(self) -> str:
        return f"This Pokémon also does {self.amount} damage to itself."


def self_damage(amount: int) -> SelfDamage:
    return SelfDamage(amount)


class PlusPerEnergy(Piece):
    """Plus N for each Energy card attached to a Pokémon."""

    uses_base = True

    def __init__(self, amount: int, on: str):
        self.amount = amount
        self.on = on

    def base(self, ctx: AttackContext) -> None:
        mon = target_of(ctx, self.on)
        if ctx.defender is not None and mon is not None:
            ctx.add(ctx.defender, self.amount * len(mon.energy))

    def describe(self) -> str:
        return f"Plus {self.amount} more damage for each Energy card on {self.on}."


def plus_per_energy(amount: int, on: str = DEFENDING) -> PlusPerEnergy:
    return PlusPerEnergy(amount, on)


class PlusPerCounter(Piece):
    """Plus N for each damage counter on a Pokémon."""

    uses_base = True

    def __init__(self, amount: int, on: str):
        self.amount = amount
        self.on = on

    def base(self, ctx: AttackContext) -> None:
        mon = target_of(ctx, self.on)
        if ctx.defender is not None and mon is not None:
            ctx.add(ctx.defender, self.amount * (mon.damage // 10))

    def describe(self) -> str:
        return f"Plus {self.amount} more damage for each damage counter on {self.on}."


def plus_per_counter(amount: int, on: str = DEFENDING) -> PlusPerCounter:
    return PlusPerCounter(amount, on)


# --- Special Conditions ---------------------------------------------------------------
class Condition(Piece):
    def __init__(self, condition: str, on: str):
        self.condition = condition
        self.on = on

    def effect(self, ctx: AttackContext) -> None:
        mon = target_of(ctx, self.on)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        conditions.apply(ctx.g, mon, self.condition)

    def describe(self) -> str:
        name = conditions.NAMES[self.condition]
        return f"{self.on[0].upper()}{self.on[1:]} is now {name}."


def paralyze(on: str = DEFENDING) -> Condition:
    return Condition("paralyzed", on)


def poison(on: str = DEFENDING) -> Condition:
    return Condition("poisoned", on)


def sleep(on: str = DEFENDING) -> Condition:
    return Condition("asleep", on)


def confuse(on: str = DEFENDING) -> Condition:
    return Condition("confused", on)


# --- costs ------------------------------------------------------------------------------
class DiscardEnergy(Piece):
    """Discard Energy cards of a type from this Pokémon "in order to use this attack"."""

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
            key = g.choose(ctx.player, "discard-energy",
                           f"Discard {n} more Energy card(s) from {mon.name}",
                           [(f"{g.slot(mon, ctx.player)}:{c.id}", c.name) for c in candidates])
            card_id = key.partition(":")[2]
            card = next(c for c in candidates if c.id == card_id)
            mon.energy.remove(card)
            g.side(mon.owner).discard.append(card)
            g.say(f"{ctx.player} discards {card.name} from {mon.name}")

    def describe(self) -> str:
        kind = "" if self.type == "Colorless" else f"{self.type} "
        plural = "s" if self.count > 1 else ""
        return (f"To use this attack, discard {self.count} {kind}Energy card{plural} "
                f"attached to this Pokémon.")


def discard_energy(type_: str = "Colorless", count: int = 1) -> DiscardEnergy:
    return DiscardEnergy(type_, count)


# --- lasting effects ---------------------------------------------------------------------
NEXT_OPPONENT_TURN = 1
NEXT_OWN_TURN = 2


class Lasts(Piece):
    """Give a Pokémon a lasting effect of a registered kind."""

    def __init__(self, kind: str, on: str, turns: int, value: int = 0, data: str = ""):
        self.kind = kind
        self.on = on
        self.turns = turns
        self.value = value
        self.data = data

    def effect(self, ctx: AttackContext) -> None:
        mon = target_of(ctx, self.on)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        eff = Lasting(self.kind, ctx.g.turn + self.turns, self.value, ctx.attacker.uid,
                      self.data)
        mon.effects = (*mon.effects, eff)

    def describe(self) -> str:
        when = ("During your opponent's next turn" if self.turns == NEXT_OPPONENT_TURN
                else "During your next turn")
        return f"{when}: {LASTING[self.kind].text.format(on=self.on, e=self)}"


def lasting(kind: str, on: str = SELF, turns: int = NEXT_OPPONENT_TURN, value: int = 0,
            data: str = "") -> Lasts:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return Lasts(kind, on, turns, value, data)


# --- attacks that use other attacks -------------------------------------------------------
class Metronome(AttackScript):
    """Choose one of the Defending Pokémon's attacks and perform it as this Pokémon's own,
    without its Energy cost. Its "in order to use" requirements must still be met with
    this Pokémon's own cards (spec, Attack Procedures step 5, example #1): if they can't,
    the attack fails."""

    text = ("Choose 1 of the Defending Pokémon's attacks and use it as this attack, without its "
            "Energy cost; its other requirements must be met with this Pokémon's own cards, or "
            "this attack does nothing. This Pokémon's type does not change.")

    def base(self, ctx: AttackContext) -> None:
        from oldback.engine.attack import resolve, script_for

        g, defender = ctx.g, ctx.defender
        if defender is None or not defender.card.attacks:
            g.say("there is no attack to copy")
            return
        key = g.choose(ctx.player, "copy-attack", "Copy which attack?",
                       [(a.name, a.name) for a in defender.card.attacks])
        copied = defender.card.attack(key)
        inner = AttackContext(g, ctx.side, ctx.attacker, copied)
        script = script_for(defender, copied)
        if not script.usable(inner):
            g.say(f"{ctx.attacker.name} can't meet what {copied.name} requires: nothing happens")
            return
        g.say(f"{ctx.attacker.name} copies {copied.name}")
        if not g.rules.costs_after_damage:
            script.pay(inner)
        resolve(inner, script)


def metronome() -> Metronome:
    return Metronome()
