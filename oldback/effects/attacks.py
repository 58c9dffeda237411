"""Attack pieces: damage, coin flips, conditions, costs, lasting effects."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from oldback.card import Card
from oldback.effects import lasting as _kinds  # noqa: F401  (registers the lasting kinds)
from oldback.effects.define import finds
from oldback.engine import conditions, energy, powers, retreat
from oldback.engine.attack import AttackContext
from oldback.engine.hints import ALL, NONE, Finds, Hints
from oldback.engine.scripts import LASTING, AttackScript
from oldback.engine.state import Lasting, Pokemon

DEFENDING = "the Defending Pokémon"
SELF = "this Pokémon"


class Piece:
    """One sentence of an attack's description."""

    @property
    def hints(self) -> Hints:
        """What a computer player needs to know about this piece (``engine.hints``)."""
        return NONE

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

    @property
    def hints(self) -> Hints:
        return Hints(parts=tuple(p.hints for p in self.pieces))

    def __init__(self, *pieces: Piece):
        self.pieces = pieces
        self.text = " ".join(p.describe() for p in pieces)
        # Only a piece with requirements of its own may make the attack unusable.
        self.checks_usable = any(type(p).usable is not Piece.usable for p in pieces)

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


def lasting_hints(kind: str, on: str, value: int) -> Hints:
    """The hints of giving ``on`` a lasting effect of ``kind`` (its amount: ``value``)."""
    hints = LASTING[kind].hints
    return replace(hints, lasting=kind, on_self=on == SELF,
                   reduces=(value or hints.reduces) if hints.reduces else 0)


def effects_prevented(ctx: AttackContext, target: Pokemon) -> bool:
    """Whether effects of this attack on ``target`` are prevented (Barrier, Transparency …)."""
    if any(LASTING[e.kind].prevents_effects(ctx.g, e, ctx.attacker) for e in target.effects):
        return True
    return any(p.prevents_effects(ctx.g, h, ctx.attacker) for h, p in powers.working(ctx.g)
               if h is target)


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

    hints = Hints(decides_damage=True)

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

    hints = Hints(decides_damage=True)

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
    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount)

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
    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount, on_self=True)

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

    hints = Hints(decides_damage=True)

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

    hints = Hints(decides_damage=True)

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

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=True, damage=self.amount)

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

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=True, damage=self.amount, coin=True)

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
    @property
    def hints(self) -> Hints:
        return Hints(condition=self.condition, on_self=self.on == SELF)

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

    hints = Hints(requires=True)

    def usable(self, ctx: AttackContext) -> bool:
        return ctx.attacker.damage > 0

    def describe(self) -> str:
        return "This attack can't be used if this Pokémon has no damage counters on it."


def requires_damage() -> RequiresDamage:
    return RequiresDamage()


# --- other effects (after the damage, in printed order; "do as much as you can") ---------
class Heal(Piece):
    """Remove damage counters from this Pokémon (as many as it has, up to N × 10)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

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

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=finds(self.match), finds=1)

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

    hints = Hints(removes_energy=1)

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
    """If the opponent has any Benched Pokémon, 1 of them is switched with the Defending
    Pokémon (not a retreat): the opponent chooses (Whirlwind), or with ``you_choose``
    the attacking player does (Lure)."""

    hints = Hints(gusts=True)

    def __init__(self, you_choose: bool = False):
        self.you_choose = you_choose

    def effect(self, ctx: AttackContext) -> None:
        opp, mon = ctx.opp, ctx.defender
        if not opp.bench or mon is None or effects_prevented(ctx, mon):
            return
        if self.you_choose:
            new = retreat.choose_benched(ctx.g, ctx.player, opp, "gust",
                                         "Which of your opponent's Benched Pokémon comes up?")
        else:
            new = retreat.choose_benched(ctx.g, opp.name, opp, "switch",
                                         "Switch in which of your Benched Pokémon?")
        retreat.switch(ctx.g, opp, new)

    def describe(self) -> str:
        who = "choose 1 of them" if self.you_choose else "they choose 1 of them"
        return (f"If your opponent has any Benched Pokémon, {who} and switch it with their "
                f"Active Pokémon.")


def opponent_switches() -> OpponentSwitches:
    return OpponentSwitches()


def choose_opponent_switch() -> OpponentSwitches:
    return OpponentSwitches(you_choose=True)


class YouSwitch(Piece):
    """If you have any Benched Pokémon, switch 1 of them with this Pokémon."""

    hints = Hints(switches=True)

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

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, self.value)

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
    """Choose 1 of the Defending Pokémon's attacks: it can't use that attack during your
    opponent's next turn (an ``amnesia`` effect: it can't even be announced)."""

    hints = Hints(disables=True)

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

    hints = Hints(copies=True)

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


# --- damage to chosen Benched Pokémon, healing by the damage done, deck effects ------------
class ChosenBenchDamage(Piece):
    """Choose ``count`` of your opponent's Benched Pokémon (every one of them when they have
    no more than that): N damage to each (Dark Mind, Stretch Kick, Gigashock)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=True, damage=self.amount)

    uses_base = True

    def __init__(self, amount: int, count: int):
        self.amount = amount
        self.count = count

    def base(self, ctx: AttackContext) -> None:
        g, player = ctx.g, ctx.player
        bench = list(ctx.opp.bench)
        chosen = bench if len(bench) <= self.count else []
        while len(chosen) < min(self.count, len(bench)):
            left = self.count - len(chosen)
            key = g.choose(player, "bench-target",
                           f"Choose {left} more of your opponent's Benched Pokémon",
                           [(g.slot(m, player), g.label(m, player))
                            for m in bench if m not in chosen])
            chosen.append(g.at(player, key))
        for mon in chosen:
            ctx.add(mon, self.amount)

    def describe(self) -> str:
        if self.count == 1:
            return (f"If your opponent has any Benched Pokémon, choose 1 of them: "
                    f"{self.amount} damage to it.")
        return (f"Choose {self.count} of your opponent's Benched Pokémon (all of them if they "
                f"have fewer): {self.amount} damage to each.")


def chosen_bench_damage(amount: int, count: int = 1) -> ChosenBenchDamage:
    return ChosenBenchDamage(amount, count)


class FlipEachBenchedRecoil(FlipEachBenched):
    """For each Benched Pokémon of a side, flip a coin: heads, N damage to it; then this
    Pokémon does ``recoil`` damage to itself for each tails (Thunderstorm)."""

    def __init__(self, amount: int, recoil: int, whose: str):
        super().__init__(amount, whose)
        self.recoil = recoil

    def base(self, ctx: AttackContext) -> None:
        tails = 0
        for mon in benched(ctx, self.whose):
            if ctx.g.flip(f"{ctx.attack.name}: {mon.name}"):
                ctx.add(mon, self.amount)
            else:
                tails += 1
        if tails:
            ctx.add(ctx.attacker, self.recoil * tails)

    def describe(self) -> str:
        return (super().describe() + f" Then this Pokémon does {self.recoil} damage to itself "
                f"for each tails.")


def flip_each_benched_recoil(amount: int, recoil: int,
                             whose: str = OPPONENTS) -> FlipEachBenchedRecoil:
    return FlipEachBenchedRecoil(amount, recoil, whose)


class FlipUntilTails(Piece):
    """Flip coins until tails: the printed damage times the number of heads."""

    hints = Hints(decides_damage=True, coin=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        heads = 0
        while ctx.flip():
            heads += 1
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * heads)

    def describe(self) -> str:
        return "Flip coins until you get tails: the damage is multiplied by the number of heads."


def flip_until_tails() -> FlipUntilTails:
    return FlipUntilTails()


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


class PlusPerUnusedEnergy(Piece):
    """N more damage for each Energy of a type attached to this Pokémon beyond what the
    attack's cost needs (Colorless symbols are paid with other Energy first), at most
    ``limit`` more (Water Gun)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, type_: str, amount: int, limit: int):
        self.type = type_
        self.amount = amount
        self.limit = limit

    def extra(self, ctx: AttackContext) -> int:
        units = energy.units(ctx.g, ctx.attacker)
        mine = sum(1 for t in units if t == self.type or t == energy.ANY)
        others = len(units) - mine
        # Copied by Metronome, the cost paid is Metronome's (RULINGS, Jungle: Metronome).
        cost = (ctx.g.attack_ctx or ctx).attack.cost
        colorless = cost.count("Colorless")
        other_typed = len(cost) - colorless - cost.count(self.type)
        others_left = others - other_typed
        need = (cost.count(self.type) + max(0, -others_left)
                + max(0, colorless - max(0, others_left)))
        return max(0, mine - need)

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.add(ctx.defender, min(self.amount * self.extra(ctx), self.limit))

    def describe(self) -> str:
        return (f"Plus {self.amount} more damage for each {self.type} Energy attached to this "
                f"Pokémon but not needed to pay for this attack (at most {self.limit} more).")


def plus_per_unused_energy(type_: str, amount: int = 10,
                           limit: int = 20) -> PlusPerUnusedEnergy:
    return PlusPerUnusedEnergy(type_, amount, limit)


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


class FromDiscardUpTo(Piece):
    """Put up to N cards of a kind from your discard pile into your hand, one at a time
    (``done`` stops)."""

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=finds(self.match), finds=self.count)

    def __init__(self, count: int, what: str, match: Callable[[Card], bool]):
        self.count = count
        self.what = what
        self.match = match

    def effect(self, ctx: AttackContext) -> None:
        g, side = ctx.g, ctx.side
        for n in range(self.count, 0, -1):
            found = [c for c in side.discard if self.match(c)]
            if not found:
                return
            key = g.choose(ctx.player, "from-discard",
                           f"Put up to {n} more {self.what} into your hand",
                           [(c.id, c.name) for c in found] + [("done", "stop")])
            if key == "done":
                return
            taken = next(c for c in found if c.id == key)
            side.discard.remove(taken)
            side.hand.append(taken)
            g.say(f"{ctx.player} puts {taken.name} from the discard pile into the hand")

    def describe(self) -> str:
        return f"Put up to {self.count} {self.what} from your discard pile into your hand."


def from_discard_up_to(count: int, what: str,
                       match: Callable[[Card], bool]) -> FromDiscardUpTo:
    return FromDiscardUpTo(count, what, match)


class SearchToBench(Piece):
    """Search your deck for a Basic Pokémon that matches and put it onto your Bench, then
    shuffle the deck. A search of the deck may fail to find (``done``); the attack can't
    be used while the Bench is full (Call for Family)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=Finds.POKEMON, finds=1)

    def __init__(self, what: str, match: Callable[[Card], bool]):
        self.what = what
        self.match = match

    def usable(self, ctx: AttackContext) -> bool:
        from oldback.engine.setup import MAX_BENCH

        return len(ctx.side.bench) < MAX_BENCH

    def effect(self, ctx: AttackContext) -> None:
        from oldback.engine.setup import MAX_BENCH, is_basic

        g, side, player = ctx.g, ctx.side, ctx.player
        if len(side.bench) < MAX_BENCH:
            found = [c for c in side.deck if is_basic(c) and self.match(c)]
            key = g.choose(player, "search-deck", f"Put {self.what} from your deck onto "
                           f"your Bench", [(c.id, c.name) for c in found]
                           + [("done", "take nothing")])
            if key != "done":
                card = next(c for c in side.deck if c.id == key)
                side.deck.remove(card)
                side.bench.append(g.new_pokemon(player, card))
                g.say(f"{player} puts {card.name} from the deck onto the Bench")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Search your deck for {self.what} and put it onto your Bench; shuffle your "
                f"deck. This attack can't be used if your Bench is full.")


def search_to_bench(what: str, match: Callable[[Card], bool]) -> SearchToBench:
    return SearchToBench(what, match)


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
            key = g.choose(player, "discard-energy",
                           f"Discard {n} more Energy card(s) from {mon.name}",
                           [(f"{g.slot(mon, player)}:{c.id}", c.name) for c in candidates])
            card = next(c for c in candidates if c.id == key.partition(":")[2])
            mon.energy.remove(card)
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
        top, order = side.deck[:n], []
        while len(top) > 1:
            key = g.choose(player, "deck-order",
                           f"Which card goes {'next' if order else 'on top'}?",
                           [(c.id, c.name) for c in top])
            card = next(c for c in top if c.id == key)
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


# --- drawing and calling Pokémon from the deck (Jungle) --------------------------------------
class DrawCards(Piece):
    """Draw N cards; from a deck with fewer, as many as there are (drawing by an effect never
    loses the game: "do as much as you can")."""

    @property
    def hints(self) -> Hints:
        return Hints(draws=self.count)

    def __init__(self, count: int):
        self.count = count

    def effect(self, ctx: AttackContext) -> None:
        from oldback.engine.setup import draw

        drawn = draw(ctx.side, self.count)
        if drawn:
            ctx.g.say(f"{ctx.player} draws {drawn} card{'s' if drawn > 1 else ''}")

    def describe(self) -> str:
        return "Draw a card." if self.count == 1 else f"Draw {self.count} cards."


def draw_cards(count: int = 1) -> DrawCards:
    return DrawCards(count)


# --- damage that depends on counts (Jungle) --------------------------------------------------
class PlusPerNamed(Piece):
    """Plus N for each Pokémon of a name its user has in play (Boyfriends)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, amount: int, name: str):
        self.amount = amount
        self.name = name

    def base(self, ctx: AttackContext) -> None:
        count = sum(1 for mon in ctx.side.in_play if mon.name == self.name)
        if ctx.defender is not None:
            ctx.add(ctx.defender, self.amount * count)

    def describe(self) -> str:
        return f"Plus {self.amount} more damage for each {self.name} you have in play."


def plus_per_named(amount: int, name: str) -> PlusPerNamed:
    return PlusPerNamed(amount, name)


class PlusPerBenched(Piece):
    """Plus N for each of its user's Benched Pokémon (Do the Wave)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.add(ctx.defender, self.amount * len(ctx.side.bench))

    def describe(self) -> str:
        return f"Plus {self.amount} more damage for each of your Benched Pokémon."


def plus_per_benched(amount: int) -> PlusPerBenched:
    return PlusPerBenched(amount)


class FlipPerEnergy(Piece):
    """Flip a coin for each Energy attached to this Pokémon (a Double Colorless counts 2): the
    printed damage times the number of heads (Big Eggsplosion)."""

    hints = Hints(decides_damage=True, coin=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        coins = len(energy.units(ctx.g, ctx.attacker))
        heads = sum(ctx.flip() for _ in range(coins))
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * heads)

    def describe(self) -> str:
        return ("Flip a coin for each Energy attached to this Pokémon: the damage is multiplied "
                "by the number of heads.")


def flip_per_energy() -> FlipPerEnergy:
    return FlipPerEnergy()


# --- damage to chosen or matching Benched Pokémon (Jungle) -----------------------------------
class BenchDamageSameType(Piece):
    """Unless the Defending Pokémon is Colorless, N damage to each Benched Pokémon, both
    sides, that shares a type with it (Chain Lightning)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=True, damage=self.amount)

    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        mon = ctx.defender
        if mon is None:
            return
        types = set(mon.types) - {"Colorless"}
        for other in benched(ctx, EACH_PLAYERS):
            if types & set(other.types):
                ctx.add(other, self.amount)

    def describe(self) -> str:
        return (f"If the Defending Pokémon isn't Colorless, {self.amount} damage to each "
                f"Benched Pokémon (yours too) of its type.")


def bench_damage_same_type(amount: int) -> BenchDamageSameType:
    return BenchDamageSameType(amount)


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
        from oldback.engine import knockout

        g, opp, mon = ctx.g, ctx.opp, ctx.defender
        if mon is None or opp.active is not mon or mon.damage >= mon.hp:
            return
        if effects_prevented(ctx, mon):
            return
        opp.active = None
        opp.hand.extend(mon.cards)
        g.say(f"{g.whose(mon)} and the cards attached to it return to {opp.name}'s hand")
        knockout.promote(g, opp)
        if opp.active is None:
            knockout.judge(g)

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

    def __init__(self, kind: str, on: str, value: int = 0):
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
        holder = me if self.on == SELF else foe
        for mon in (me, foe):
            mon.effects = (*mon.effects, mark, eff) if mon is holder else (*mon.effects, mark)

    def describe(self) -> str:
        return ("During your opponent's next turn (benching either Pokémon ends this): "
                + LASTING[self.kind].text.format(on=self.on, e=self))


def facing(kind: str, on: str = SELF, value: int = 0) -> FacingEffect:
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

    def __init__(self, condition: str, on: str):
        self.condition = condition
        self.on = on

    def usable(self, ctx: AttackContext) -> bool:
        mon = target_of(ctx, self.on)
        return mon is not None and self.condition in mon.conditions

    def describe(self) -> str:
        return (f"This attack can't be used unless {self.on} is "
                f"{conditions.NAMES[self.condition]}.")


def requires_condition(condition: str, on: str = DEFENDING) -> RequiresCondition:
    return RequiresCondition(condition, on)


class HealAll(Piece):
    """Remove every damage counter from this Pokémon (Recover)."""

    hints = Hints(heals=ALL)

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.attacker
        if mon.damage:
            ctx.g.say(f"{mon.damage // 10} damage counter(s) removed from {mon.name}")
            mon.damage = 0

    def describe(self) -> str:
        return "Remove all damage counters from this Pokémon."


def heal_all() -> HealAll:
    return HealAll()


class MinusPerCounter(Piece):
    """N less damage for each damage counter on a Pokémon (Karate Chop); 0 or less is none."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, amount: int, on: str):
        self.amount = amount
        self.on = on

    def base(self, ctx: AttackContext) -> None:
        mon = target_of(ctx, self.on)
        if ctx.defender is not None and mon is not None:
            ctx.add(ctx.defender, -self.amount * (mon.damage // 10))

    def describe(self) -> str:
        return f"{self.amount} less damage for each damage counter on {self.on}."


def minus_per_counter(amount: int, on: str = SELF) -> MinusPerCounter:
    return MinusPerCounter(amount, on)


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

    def __init__(self, kind: str, on: str, optional: bool):
        self.kind = kind
        self.on = on
        self.optional = optional

    def effect(self, ctx: AttackContext) -> None:
        from oldback.card import TYPES

        g, mon = ctx.g, target_of(ctx, self.on)
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
        return f"Change {self.on}'s Resistance to a type of your choice other than Colorless."


def change_weakness(on: str = DEFENDING, optional: bool = True) -> ChangeWeakResist:
    return ChangeWeakResist("changed-weakness", on, optional)


def change_resistance(on: str = SELF, optional: bool = False) -> ChangeWeakResist:
    return ChangeWeakResist("changed-resistance", on, optional)


class StrongPoison(Piece):
    """The Defending Pokémon is now Poisoned, taking N Poison damage instead of 10 at each
    Pokémon Checkup, even if it was Poisoned already (Toxic)."""

    @property
    def hints(self) -> Hints:
        return Hints(condition="poisoned", damage=self.amount)

    def __init__(self, amount: int):
        self.amount = amount

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        conditions.apply(ctx.g, mon, "poisoned", poison=self.amount)

    def describe(self) -> str:
        return (f"The Defending Pokémon is now Poisoned; it takes {self.amount} Poison damage "
                f"instead of 10 between turns (even if it was Poisoned already).")


def strong_poison(amount: int = 20) -> StrongPoison:
    return StrongPoison(amount)


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


class TimesEnergyCards(Piece):
    """The printed damage times the number of Energy cards attached to a Pokémon (Psywave;
    a Double Colorless is one card)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, on: str):
        self.on = on

    def base(self, ctx: AttackContext) -> None:
        mon = target_of(ctx, self.on)
        if ctx.defender is not None and mon is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * len(mon.energy))

    def describe(self) -> str:
        return f"The damage is multiplied by the number of Energy cards attached to {self.on}."


def times_energy_cards(on: str = DEFENDING) -> TimesEnergyCards:
    return TimesEnergyCards(on)


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


class AttachFromDiscard(Piece):
    """Choose up to N Energy cards from your discard pile and attach them to this Pokémon,
    one at a time (``done`` stops: Energy Absorption)."""

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=Finds.ENERGY, finds=self.count)

    def __init__(self, count: int):
        self.count = count

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        for n in range(self.count, 0, -1):
            found = [c for c in side.discard if c.is_energy]
            if not found:
                return
            key = g.choose(ctx.player, "attach-from-discard",
                           f"Attach up to {n} more Energy card(s) from your discard pile",
                           [(c.id, c.name) for c in found] + [("done", "stop")])
            if key == "done":
                return
            card = next(c for c in found if c.id == key)
            side.discard.remove(card)
            mon.energy.append(card)
            g.say(f"{ctx.player} attaches {card.name} from the discard pile to {mon.name}")

    def describe(self) -> str:
        return (f"Choose up to {self.count} Energy cards from your discard pile and attach them "
                f"to this Pokémon.")


def attach_from_discard(count: int = 2) -> AttachFromDiscard:
    return AttachFromDiscard(count)


class AttachFromDeck(Piece):
    """Search your deck for a basic Energy card of a type and attach it to this Pokémon, then
    shuffle the deck. A search of the deck may fail to find (``done``: Recharge)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=Finds.ENERGY, finds=1, attaches=self.type)

    def __init__(self, type_: str):
        self.type = type_

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        found = [c for c in side.deck
                 if c.is_basic_energy and energy.basic_type(c) == self.type]
        key = g.choose(ctx.player, "search-deck", f"Attach a {self.type} Energy card from your "
                       f"deck to {mon.name}", [(c.id, c.name) for c in found]
                       + [("done", "take nothing")])
        if key != "done":
            card = next(c for c in side.deck if c.id == key)
            side.deck.remove(card)
            mon.energy.append(card)
            g.say(f"{ctx.player} attaches {card.name} from the deck to {mon.name}")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Search your deck for a {self.type} Energy card and attach it to this "
                f"Pokémon. Shuffle your deck afterward.")


def attach_from_deck(type_: str) -> AttachFromDeck:
    return AttachFromDeck(type_)
