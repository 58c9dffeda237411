"""Damage and damage counters: more or less damage (per count), damage times a count,
damage to other Pokémon (the Bench, yourself), a base damage from the board, damage steps
skipped, damage counters put, moved or swapped, and the damage a Pokémon Power does."""

from __future__ import annotations

from oldback.effects.energy import discard_attached
from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import (
    OPPONENTS,
    SELF,
    Chosen,
    Count,
    Heads,
    HeadsUntilTails,
    Place,
    Pokemons,
    on_bench,
)
from oldback.engine import damage as steps
from oldback.engine import energy, hooks
from oldback.engine.attack import Attacking
from oldback.engine.hints import Hints, Whose
from oldback.engine.hooks import hp
from oldback.engine.state import Pokemon


class Plus(Piece):
    """N more damage to the Defending Pokémon (N less when negative), once or for each
    ``per`` counted; ``most``: at most that much more."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount if self.per is None else 0)

    uses_base = True

    def __init__(self, amount: int, per: Count | None = None, most: int | None = None):
        self.amount = amount
        self.per = per
        self.most = most

    def base(self, ctx: Attacking) -> None:
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

    def base(self, ctx: Attacking) -> None:
        n = self.per.count(ctx)
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * n)

    def describe(self) -> str:
        rest = f"the damage is multiplied by the number of {self.per.number}."
        return f"{self.per.lead}: {rest}" if self.per.lead else rest[0].upper() + rest[1:]


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

    def base(self, ctx: Attacking) -> None:
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


def self_damage(amount: int) -> Damage:
    return Damage(amount, SELF)


class FlipEach(Piece):
    """For each Pokémon of a selector, flip a coin (in the selector's order): heads, N
    damage to it; then this Pokémon does ``recoil`` damage to itself for each tails."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=True, damage=self.amount, coin=True)

    uses_base = True

    def __init__(self, to: Pokemons, amount: int, recoil: int = 0):
        self.to = to
        self.amount = amount
        self.recoil = recoil

    def base(self, ctx: Attacking) -> None:
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


class NoWeaknessResistance(Piece):
    """Weakness and Resistance are not applied to this attack's damage (damage steps 3 and 4
    are skipped); everything after them still happens."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: Attacking) -> None:
        ctx.weakness_resistance = False

    def describe(self) -> str:
        return ("Weakness and Resistance are not applied to this attack's damage; other "
                "effects after them still are.")


class HalfRemainingHp(Piece):
    """The base damage is half the Defending Pokémon's remaining HP, rounded up to the
    nearest 10 (Super Fang; ``round_up`` False: rounded down, False Swipe)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, round_up: bool = True):
        self.round_up = round_up

    def base(self, ctx: Attacking) -> None:
        mon = ctx.defender
        if mon is not None:
            hp = mon.remaining_hp
            ctx.set(mon, -(-hp // 20) * 10 if self.round_up else hp // 20 * 10)

    def describe(self) -> str:
        return ("The damage is half the Defending Pokémon's remaining HP, rounded "
                f"{'up' if self.round_up else 'down'} to the nearest 10.")


def power_damage(g, target: Pokemon, amount: int, types: tuple[str, ...],
                 weakness_resistance: bool = True) -> int:
    """Damage a Pokémon Power does (not an attack: no damage step changes it): with
    ``weakness_resistance``, Weakness doubles it and Resistance takes 30 off, on any
    Pokémon, Benched too (the card says to apply them). Dealt to ``target`` as damage of
    no attack (``damage.direct``: Bench Guard may take some); returns it."""
    dmg = amount
    if weakness_resistance:
        weak = hooks.weakness(g, target)
        if weak is not None and weak in types:
            dmg *= 2
        res = hooks.resistance(g, target)
        if res is not None and res in types:
            dmg -= 30
    dmg = max(dmg, 0)
    if dmg:
        steps.direct(g, target, dmg)
    return dmg


class FlipPerEnergyCard(Piece):
    """Flip a coin for each Energy card of a type attached to this Pokémon: the printed
    damage times the heads; then discard as many of those Energy cards as heads
    (Continuous Fireball)."""

    hints = Hints(decides_damage=True, coin=True, energy_price=1)

    uses_base = True

    def __init__(self, type_: str):
        self.type = type_

    def base(self, ctx: Attacking) -> None:
        n = len(energy.cards_providing(ctx.g, ctx.attacker, self.type))
        got = sum(ctx.flip() for _ in range(n))
        ctx.memo[id(self)] = got
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * got)

    def effect(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.attacker
        for n in range(ctx.memo.get(id(self), 0), 0, -1):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                return
            _, card = energy.choose_attached(
                g, ctx.player, "discard-energy",
                f"Discard {n} more {self.type} Energy card(s) from {mon.name}",
                [(mon, c) for c in cards])
            discard_attached(g, mon, card)

    def describe(self) -> str:
        return (f"Flip a coin for each {self.type} Energy card attached to this Pokémon: the "
                f"damage is multiplied by the number of heads. Then discard that many {self.type} "
                f"Energy cards from this Pokémon.")


class SecondHit(Piece):
    """After the attack's damage, it does N more damage to each Pokémon of a selector, as a
    damage of its own without Weakness and Resistance (Mass Explosion: 20 to each Koffing,
    Weezing and Dark Weezing in play, its own too)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, bench=True, on_self=True)

    def __init__(self, amount: int, to: Pokemons):
        self.amount = amount
        self.to = to

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        targets = [m for m in self.to.resolve(ctx) if g.find(m.uid) is m]
        steps.deal(g, [(t, steps.calculate(g, ctx.attacker, t, self.amount,
                                              ctx.attack.name, False)) for t in targets],
                    ctx.attacker)

    def describe(self) -> str:
        return (f"Then this attack does {self.amount} damage to each {self.to.one} (yours too; "
                f"no Weakness or Resistance).")


class Digger(Piece):
    """Players flip in turn, you first, until one gets tails: that player puts N damage on
    their own Active Pokémon (no Weakness or Resistance)."""

    hints = Hints(coin=True, damage=10)

    def __init__(self, amount: int = 10):
        self.amount = amount

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        card = getattr(ctx, "card", None)
        name = card.name if card is not None else ""
        order = (ctx.side, ctx.opp)
        turn = 0
        while True:
            side = order[turn % 2]
            if not g.flip(f"{name} ({side.name})"):
                if side.active is not None:
                    power_damage(g, side.active, self.amount, (), weakness_resistance=False)
                return
            turn += 1

    def describe(self) -> str:
        return (f"Flip a coin, then your opponent, then you … until someone gets tails: that "
                f"player does {self.amount} damage to their own Active Pokémon.")


class PutCounters(Piece):
    """Put damage counters (``amount`` of damage) on each Pokémon of ``on``: not damage, so
    no Weakness, Resistance or other effects on damage (Pain Amplifier)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, bench=True)

    def __init__(self, amount: int, on: Pokemons, per: Count | None = None):
        self.amount = amount
        self.on = on
        #: ``amount`` for each of a count (Psychic Damage: for each heads)
        self.per = per

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        amount = self.amount_now(ctx)
        if amount <= 0:
            return
        for mon in self.on.resolve(ctx):
            if mon is not ctx.attacker and effects_prevented(ctx, mon):
                continue
            mon.damage += amount
            g.say(f"{amount // 10} damage counter(s) put on {g.whose(mon)}")

    def amount_now(self, ctx: Attacking) -> int:
        """The damage this effect puts as counters now."""
        return self.amount if self.per is None else self.amount * self.per.count(ctx)

    def describe(self) -> str:
        n = self.amount // 10
        if self.per is not None:
            lead = f"{self.per.lead}. " if self.per.lead else ""
            return (f"{lead}For each {self.per.number.removesuffix('s') or 'one'}, put {n} "
                    f"damage counter{'s' if n > 1 else ''} on {self.on}.")
        return f"Put {n} damage counter{'s' if n > 1 else ''} on each of {self.on}."


class WeaknessResistanceOnBench(Piece):
    """Weakness and Resistance are applied to this attack's damage to Benched Pokémon too
    (the card says so: Lightning Bolt)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: Attacking) -> None:
        ctx.skip = ctx.skip | {steps.BENCH_EXEMPT}

    def describe(self) -> str:
        return "Apply Weakness and Resistance to this attack's damage to Benched Pokémon too."


class FlipForChosen(FlipEach):
    """Choose 1 of ``to`` (a ``chosen`` selector), then flip a coin: heads, N damage to it
    (Lucky Shot, Mud Splash)."""

    def __init__(self, amount: int, to: Pokemons):
        super().__init__(to, amount, 0)

    def describe(self) -> str:
        return (f"Choose {self.to} and flip a coin: heads, {self.amount} damage to that "
                f"Pokémon.")


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

    def base(self, ctx: Attacking) -> None:
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


class IgnoreEffects(Piece):
    """The attack's damage skips damage steps: ``"resistance"`` (Hook Shot: Resistance is not
    applied, everything after it still is), or Weakness, Resistance and every effect on the
    Defending Pokémon — Pokémon Powers, Trainers, attack effects (Swift)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def __init__(self, steps: frozenset[str]):
        self.steps = steps

    def base(self, ctx: Attacking) -> None:
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


class NoDamage(Piece):
    """This attack does no damage to the Defending Pokémon (its other effects happen)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: Attacking) -> None:
        if ctx.defender is not None:
            ctx.set(ctx.defender, 0)

    def describe(self) -> str:
        return "This attack does no damage to the Defending Pokémon."


class DamageInstead(Piece):
    """This attack does ``amount`` damage to the Defending Pokémon instead of its printed
    damage (Pulled Punch: 10 against a damaged Pokémon)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount)

    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: Attacking) -> None:
        if ctx.defender is not None:
            ctx.set(ctx.defender, self.amount)

    def describe(self) -> str:
        return f"This attack does {self.amount} damage instead."


class DamageTimes(Piece):
    """Choose the targets first (``to``), then ``amount`` times a count (coins flipped
    after the choice) to each of them (Magic Darts)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=on_bench(self.to), damage=self.amount,
                     coin=True)

    uses_base = True

    def __init__(self, amount: int, per: Count, to: Pokemons):
        self.amount = amount
        self.per = per
        self.to = to

    def base(self, ctx: Attacking) -> None:
        mons = self.to.resolve(ctx)
        n = self.per.count(ctx)
        for mon in mons:
            ctx.add(mon, self.amount * n)

    def describe(self) -> str:
        lead = f"{self.per.lead}: " if self.per.lead else ""
        return (f"Choose {self.to}. {lead}{self.amount} damage to it for each "
                f"{self.per.number.removesuffix('s') or 'one'}.")


class SelfDamagePer(Piece):
    """This Pokémon does ``amount`` damage to itself for each ``per`` counted."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, on_self=True, damage=self.amount)

    uses_base = True

    def __init__(self, amount: int, per: Count):
        self.amount = amount
        self.per = per

    def base(self, ctx: Attacking) -> None:
        n = self.per.count(ctx)
        if n:
            ctx.add(ctx.attacker, self.amount * n)

    def describe(self) -> str:
        return f"This Pokémon does {self.amount} damage to itself for each {self.per.each}."


class SwapCounters(Piece):
    """Swap the damage counters on this Pokémon and on the Defending Pokémon, even if that
    Knocks either Out (Juxtapose)."""

    hints = Hints(moves_damage=Whose.OPPONENT)

    def effect(self, ctx: Attacking) -> None:
        me, mon = ctx.attacker, ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        me.damage, mon.damage = mon.damage, me.damage
        ctx.g.say(f"{me.name} and {mon.name} swap their damage counters")

    def describe(self) -> str:
        return ("Swap the number of damage counters on this Pokémon and on the Defending "
                "Pokémon (even if that Knocks Out either).")


class MoveOwnCounters(Piece):
    """Move 1 damage counter from each of your Pokémon that has any to the Defending
    Pokémon (no Weakness or Resistance: counters are not damage) (Damage Shift)."""

    hints = Hints(moves_damage=Whose.OWN, heals=10, every=True)

    def effect(self, ctx: Attacking) -> None:
        mon = ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        for own in ctx.side.in_play:
            if own.damage:
                own.damage -= 10
                mon.damage += 10
        ctx.g.say(f"damage counters move to {mon.name}")

    def describe(self) -> str:
        return ("Move 1 damage counter from each of your Pokémon that has any to the Defending "
                "Pokémon.")


class LeaveHp(Piece):
    """Put damage counters on the Defending Pokémon until its remaining HP is ``left``
    (none when it has that little already) (Life Drain)."""

    hints = Hints(damage=40)

    def __init__(self, left: int = 10):
        self.left = left

    def effect(self, ctx: Attacking) -> None:
        mon = ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        extra = hp(ctx.g, mon) - mon.damage - self.left
        if extra > 0:
            mon.damage += extra
            ctx.g.say(f"{extra // 10} damage counter(s) are put on {mon.name}")

    def describe(self) -> str:
        return (f"Put damage counters on the Defending Pokémon until its remaining HP is "
                f"{self.left}.")


class HeadsAndTails(Piece):
    """Flip as many coins as ``coins`` counts: ``heads`` damage to the Defending Pokémon for
    each heads, then ``tails`` damage to this Pokémon itself for each tails (Miraculous
    Comeback)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, coin=True)

    uses_base = True

    def __init__(self, coins: Count, heads: int = 10, tails: int = 10):
        self.coins = coins
        self.per_heads = heads
        self.per_tails = tails

    def base(self, ctx: Attacking) -> None:
        n = self.coins.count(ctx)
        up = sum(ctx.flip() for _ in range(n))
        if ctx.defender is not None:
            ctx.add(ctx.defender, self.per_heads * up)
        if n - up:
            ctx.add(ctx.attacker, self.per_tails * (n - up))

    def describe(self) -> str:
        return (f"Flip a coin for each {self.coins.each}: {self.per_heads} damage for each "
                f"heads; then this Pokémon does {self.per_tails} damage to itself for each "
                f"tails.")


class PowerDamage(Piece):
    """A Pokémon Power's damage to each Pokémon of ``to`` (the opponent's Active Pokémon),
    Weakness and Resistance applied (``power_damage``): Playful Punch."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount)

    def __init__(self, amount: int, to: Pokemons):
        self.amount = amount
        self.to = to

    def can_play(self, at: Place) -> bool:
        return self.to.exists(at)

    def effect(self, ctx: Place) -> None:
        for mon in self.to.resolve(ctx):
            power_damage(ctx.g, mon, self.amount, ctx.attacker.types if ctx.attacker else ())

    def describe(self) -> str:
        return f"Do {self.amount} damage to {self.to} (apply Weakness and Resistance)."


class MoreIfAttackedLastTurn(Piece):
    """If an attack damaged this Pokémon during the opponent's last turn (the engine's
    ``attacked`` record), this attack does ``amount`` more damage (Fin Slap)."""

    hints = Hints(decides_damage=True)
    reads_attack_record = True
    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: Attacking) -> None:
        from oldback.engine.attack import ATTACKED

        rec = next((e for e in ctx.attacker.effects
                    if e.kind == ATTACKED and e.until == ctx.g.turn), None)
        if rec is not None and rec.value > 0 and ctx.defender is not None:
            ctx.add(ctx.defender, self.amount)

    def describe(self) -> str:
        return (f"If an attack damaged this Pokémon during your opponent's last turn, this "
                f"attack does {self.amount} more damage.")


class DamageByEnergyType(Piece):
    """Choose a type other than Colorless (key: the type): ``amount`` damage to each of
    ``among`` with an Energy card of that type attached (one that provides it) (Core
    Stream; with ``NoWeaknessResistance`` where the card says so)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount, bench=True)

    uses_base = True

    def __init__(self, amount: int, among: Pokemons):
        self.amount = amount
        self.among = among

    def base(self, ctx: Attacking) -> None:
        from oldback.card import TYPES

        g = ctx.g
        kind = g.choose(ctx.player, "type", "Which Energy type?",
                        [(t, t) for t in TYPES if t != "Colorless"])
        for mon in self.among.resolve(ctx):
            if any(kind in energy.provides(g, mon, c) for c in mon.energy):
                ctx.add(mon, self.amount)

    def describe(self) -> str:
        return (f"Choose an Energy type other than Colorless: {self.amount} damage to each of "
                f"{self.among} with any Energy cards of that type attached.")


class KnockOutIf(Piece):
    """``on`` is Knocked Out (its damage made equal to its HP) if it has ``condition`` and
    the ``mark`` lasting effect set by this Pokémon's attack ``attack`` during your last turn
    (Perish Song: Asleep, and attacked with Night Eyes)."""

    hints = Hints(damage=100)

    def __init__(self, on: Pokemons, condition: str, mark: str, attack: str):
        self.on = on
        self.condition = condition
        self.mark = mark
        self.attack = attack

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        for mon in self.on.resolve(ctx):
            if self.condition not in mon.conditions or effects_prevented(ctx, mon):
                continue
            if not any(e.kind == self.mark and e.data == self.attack and e.until == g.turn
                       for e in mon.effects):
                continue
            mon.damage = max(mon.damage, hp(g, mon))
            g.say(f"{g.whose(mon)} is Knocked Out")

    def describe(self) -> str:
        return (f"If {self.on} is {self.condition.capitalize()} and was attacked with "
                f"{self.attack} during your last turn, it is Knocked Out.")


class DamagePerEnergyCard(Piece):
    """``amount`` damage to each Pokémon of ``to`` for each Energy card attached to that
    Pokémon (Psysplash: the opponent's Pokémon; pair it with ``NoWeaknessResistance``)."""

    hints = Hints(decides_damage=True, damage=20, bench=True)

    uses_base = True

    def __init__(self, amount: int, to: Pokemons):
        self.amount = amount
        self.to = to

    def base(self, ctx: Attacking) -> None:
        for mon in self.to.resolve(ctx):
            if mon.energy:
                ctx.add(mon, self.amount * len(mon.energy))

    def describe(self) -> str:
        return (f"{self.amount} damage to each of {self.to} for each Energy card attached to "
                f"that Pokémon.")
