"""Attack pieces: damage, coin flips, conditions, costs, lasting effects."""

from __future__ import annotations

from collections.abc import Callable

from oldback.card import Card
from oldback.effects import lasting as _kinds  # noqa: F401  (registers the lasting kinds)
from oldback.engine import conditions, energy, powers, retreat
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
    """Whether effects of this attack on ``target`` are prevented (Barrier, Transparency …)."""
    if any(LASTING[e.kind].prevents_effects(ctx.g, e, ctx.attacker) for e in target.effects):
        return True
    return any(p.prevents_effects(ctx.g, h, ctx.attacker) for h, p in powers.working(ctx.g)
               if h is target)


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


class TimesCounters(Piece):
    """The printed damage times the number of damage counters on this Pokémon."""

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * (ctx.attacker.damage // 10))

    def describe(self) -> str:
        return "The damage is multiplied by the number of damage counters on this Pokémon."


def times_counters() -> TimesCounters:
    return TimesCounters()


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


# --- damage to the Bench (no Weakness or Resistance: the damage steps see to that) -------
OPPONENTS = "your opponent's"
YOUR_OWN = "your own"
EACH_PLAYERS = "each player's"


def benched(ctx: AttackContext, whose: str) -> list[Pokemon]:
    """The Benched Pokémon of ``whose`` side(s): the attacker's first, each in bench order."""
    sides = {OPPONENTS: (ctx.opp,), YOUR_OWN: (ctx.side,), EACH_PLAYERS: (ctx.side, ctx.opp)}
    return [mon for side in sides[whose] for mon in side.bench]


class BenchDamage(Piece):
    """N damage to each Benched Pokémon of one side or of both."""

    uses_base = True

    def __init__(self, amount: int, whose: str):
        self.amount = amount
        self.whose = whose

    def base(self, ctx: AttackContext) -> None:
        for mon in benched(ctx, self.whose):
            ctx.add(mon, self.amount)

    def describe(self) -> str:
        return f"{self.amount} damage to each Pokémon on {self.whose} Bench."


def bench_damage(amount: int, whose: str = OPPONENTS) -> BenchDamage:
    return BenchDamage(amount, whose)


class FlipEachBenched(Piece):
    """For each Benched Pokémon of one side or of both, flip a coin: heads, N damage to it.
    The coins are flipped in the order of ``benched`` (the attacker's Bench first)."""

    uses_base = True

    def __init__(self, amount: int, whose: str):
        self.amount = amount
        self.whose = whose

    def base(self, ctx: AttackContext) -> None:
        for mon in benched(ctx, self.whose):
            if ctx.g.flip(f"{ctx.attack.name}: {mon.name}"):
                ctx.add(mon, self.amount)

    def describe(self) -> str:
        return (f"For each Pokémon on {self.whose} Bench, flip a coin: heads, "
                f"{self.amount} damage to that Pokémon.")


def flip_each_benched(amount: int, whose: str = EACH_PLAYERS) -> FlipEachBenched:
    return FlipEachBenched(amount, whose)


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


class RequiresDamage(Piece):
    """The attack can't be used unless this Pokémon has damage counters on it."""

    def usable(self, ctx: AttackContext) -> bool:
        return ctx.attacker.damage > 0

    def describe(self) -> str:
        return "This attack can't be used if this Pokémon has no damage counters on it."


def requires_damage() -> RequiresDamage:
    return RequiresDamage()


# --- other effects (after the damage, in printed order; "do as much as you can") ---------
class Heal(Piece):
    """Remove damage counters from this Pokémon (as many as it has, up to N × 10)."""

    def __init__(self, amount: int):
        self.amount = amount

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.attacker
        healed = min(self.amount, mon.damage)
        if healed:
            mon.damage -= healed
            ctx.g.say(f"{healed // 10} damage counter(s) removed from {mon.name}")

    def describe(self) -> str:
        return f"Remove {self.amount // 10} damage counter(s) from this Pokémon."


def heal(amount: int) -> Heal:
    return Heal(amount)


class FromDiscard(Piece):
    """Put a card of a kind from your discard pile into your hand. The discard pile is
    public, so the search can't fail while such a card is there (spec, "Fail to find");
    with none there, nothing happens."""

    def __init__(self, what: str, match: Callable[[Card], bool]):
        self.what = what
        self.match = match

    def effect(self, ctx: AttackContext) -> None:
        g, side = ctx.g, ctx.side
        found = [c for c in side.discard if self.match(c)]
        if not found:
            g.say(f"there is no {self.what} in {side.name}'s discard pile")
            return
        key = g.choose(ctx.player, "from-discard", f"Put {self.what} into your hand",
                       [(c.id, c.name) for c in found])
        taken = next(c for c in found if c.id == key)
        side.discard.remove(taken)
        side.hand.append(taken)
        g.say(f"{ctx.player} puts {taken.name} from the discard pile into the hand")

    def describe(self) -> str:
        return f"Put {self.what} from your discard pile into your hand."


def from_discard(what: str, match: Callable[[Card], bool]) -> FromDiscard:
    return FromDiscard(what, match)


class DiscardDefendingEnergy(Piece):
    """If the Defending Pokémon has any Energy cards attached, choose 1 and discard it."""

    def effect(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.defender
        if mon is None or not mon.energy or effects_prevented(ctx, mon):
            return
        slot = g.slot(mon, ctx.player)
        key = g.choose(ctx.player, "discard-energy", f"Discard an Energy card from {mon.name}",
                       [(f"{slot}:{c.id}", c.name) for c in mon.energy])
        card = next(c for c in mon.energy if c.id == key.partition(":")[2])
        mon.energy.remove(card)
        g.side(mon.owner).discard.append(card)
        g.say(f"{ctx.player} discards {card.name} from {mon.name}")

    def describe(self) -> str:
        return ("If the Defending Pokémon has any Energy cards attached to it, choose 1 of "
                "them and discard it.")


def discard_defending_energy() -> DiscardDefendingEnergy:
    return DiscardDefendingEnergy()


class OpponentSwitches(Piece):
    """If your opponent has any Benched Pokémon, they choose 1 and switch it with the
    Defending Pokémon (not a retreat)."""

    def effect(self, ctx: AttackContext) -> None:
        opp, mon = ctx.opp, ctx.defender
        if not opp.bench or mon is None or effects_prevented(ctx, mon):
            return
        new = retreat.choose_benched(ctx.g, opp.name, opp, "switch",
                                     "Switch in which of your Benched Pokémon?")
        retreat.switch(ctx.g, opp, new)

    def describe(self) -> str:
        return ("If your opponent has any Benched Pokémon, they choose 1 of them and switch "
                "it with their Active Pokémon.")


def opponent_switches() -> OpponentSwitches:
    return OpponentSwitches()


class YouSwitch(Piece):
    """If you have any Benched Pokémon, switch 1 of them with this Pokémon."""

    def effect(self, ctx: AttackContext) -> None:
        side = ctx.side
        if not side.bench:
            return
        new = retreat.choose_benched(ctx.g, side.name, side, "switch",
                                     "Switch in which of your Benched Pokémon?")
        retreat.switch(ctx.g, side, new)

    def describe(self) -> str:
        return ("If you have any Benched Pokémon, switch 1 of them with your Active "
                "Pokémon.")


def you_switch() -> YouSwitch:
    return YouSwitch()


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


#: the ``until`` of effects that end with a change of the board, not after some turns
WHILE_IT_LASTS = 1 << 30


class WhileActive(Piece):
    """Give the Defending Pokémon a lasting effect that holds as long as this Pokémon stays
    Active: this Pokémon gets a "watching" marker, which benching or evolving it removes,
    and the effect's kind checks for it (Mean Look). Benching or evolving the Defending
    Pokémon ends the effect as any attack effect."""

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
    """Choose 1 of the Defending Pokémon's attacks: it can't use that attack during your
    opponent's next turn (an ``amnesia`` effect: it can't even be announced)."""

    def effect(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.defender
        if mon is None or not mon.card.attacks or effects_prevented(ctx, mon):
            return
        name = g.choose(ctx.player, "disable-attack", f"Which attack of {mon.name}?",
                        [(a.name, a.name) for a in mon.card.attacks])
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
