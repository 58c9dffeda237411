"""Healing: remove damage counters (some, all, as many as the damage done, per count),
with or without a price."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects.energy import choose_attached_energy, discard_attached
from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import SELF, Count, Pokemons, choose_one
from oldback.engine import conditions
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import ALL, Hints
from oldback.engine.scripts import CardScript

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class Heal(Piece):
    """Remove damage counters from each Pokémon of ``on``: as many as it has, up to
    ``amount`` (all of them when None). ``cost``: first discard that many Energy cards
    attached to it (Super Potion). As a Trainer's step, playable while ``on`` can name a
    Pokémon."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=ALL if self.amount is None else self.amount, energy_price=self.cost)

    def __init__(self, amount: int | None, on: Pokemons = SELF, cost: int = 0):
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


class HealDamageDone(Piece):
    """Remove from this Pokémon as many damage counters as the damage this attack did to the
    Defending Pokémon (after Weakness and Resistance), or half of it rounded up to the
    nearest 10; all of them if it has fewer (Leech Life, Absorb). ``among``: the damage it
    did to each of those Pokémon, added up (Dark Drain: the opponent's Pokémon)."""

    hints = Hints(drains=True)

    uses_base = True

    def __init__(self, half: bool = False, among: Pokemons | None = None):
        self.half = half
        self.among = among

    def _mons(self, ctx: Attacking) -> list:
        if self.among is not None:
            return self.among.resolve(ctx)
        return [ctx.defender] if ctx.defender is not None else []

    def base(self, ctx: Attacking) -> None:
        ctx.memo[id(self)] = {mon.uid: mon.damage for mon in self._mons(ctx)}

    def effect(self, ctx: Attacking) -> None:
        before = ctx.memo.get(id(self))
        if not before:
            return
        done = sum(max(0, mon.damage - before[mon.uid]) for mon in self._mons(ctx)
                   if mon.uid in before)
        if self.half:
            done = -(-done // 20) * 10
        healed = min(done, ctx.attacker.damage)
        if healed:
            ctx.attacker.damage -= healed
            ctx.g.say(f"{healed // 10} damage counter(s) removed from {ctx.attacker.name}")

    def describe(self) -> str:
        part = "half the damage (rounded up to the nearest 10)" if self.half else "the damage"
        to = "the Defending Pokémon" if self.among is None else str(self.among)
        return (f"Remove damage counters from this Pokémon equal to {part} this attack did to "
                f"{to} after Weakness and Resistance (all if it has fewer).")


class HealUnlessPrevented(Piece):
    """Unless all damage this attack did to the Defending Pokémon was prevented (it took
    none), remove N damage from this Pokémon (Leech Seed)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

    uses_base = True

    def __init__(self, amount: int = 10):
        self.amount = amount

    def base(self, ctx: Attacking) -> None:
        if ctx.defender is not None:
            ctx.memo[id(self)] = ctx.defender.damage

    def effect(self, ctx: Attacking) -> None:
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


class EachFlipsToHealAmong(Piece):
    """Each player flips a coin, the attacking player first; each who gets heads removes a
    total of ``amount`` damage from among their own Pokémon, one damage counter at a time
    from the Pokémon they choose (all of them if they have fewer: Strange Scent). A
    Pokémon whose attack effects are prevented is not offered."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount // 2, coin=True)

    def __init__(self, amount: int):
        self.amount = amount

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        for side in (ctx.side, ctx.opp):
            if not g.flip(f"{ctx.attack.name} ({side.name})"):
                continue
            for _ in range(self.amount // 10):
                hurt = [m for m in side.in_play if m.damage > 0 and (
                    m is ctx.attacker or not effects_prevented(ctx, m))]
                if not hurt:
                    break
                mon = choose_one(g, side.name, hurt, "heal",
                                 "Remove a damage counter from which of your Pokémon?")
                mon.damage -= 10
                g.say(f"1 damage counter removed from {g.whose(mon)}")

    def describe(self) -> str:
        n = self.amount // 10
        return (f"Each player flips a coin; each who gets heads removes a total of {n} damage "
                f"counters from among their own Pokémon (all of them if they have fewer).")


class HealAllDiscardEnergy(CardScript):
    """Pokémon Center: every Pokémon of yours with damage is healed of all of it, and
    discards all its Energy cards (those without damage keep theirs)."""

    hints = Hints(heals=ALL, every=True, energy_price=ALL)

    text = ("Remove all damage counters from each of your Pokémon that has any, then discard "
            "all Energy cards attached to those Pokémon.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return any(m.damage for m in side.in_play)

    def play(self, g: Game, side: Side, card: Card) -> None:
        hurt = [m for m in side.in_play if m.damage]
        for mon in hurt:
            mon.damage = 0
            g.say(f"all damage counters removed from {mon.name}")
        for mon in hurt:
            for energy in list(mon.energy):
                discard_attached(g, mon, energy)


class HealPer(Piece):
    """Remove 1 damage counter for each ``per`` counted (coins) from each Pokémon of ``on``
    (all of a Pokémon's if it has fewer: Healing Pollen); ``counters``: that many for each
    (Milk Drink: 2 for each heads)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=20, every=True, coin=True)

    def __init__(self, per: Count, on: Pokemons, counters: int = 1):
        self.per = per
        self.on = on
        self.counters = counters

    def effect(self, ctx: Attacking) -> None:
        n = self.per.count(ctx) * self.counters
        if not n:
            return
        for mon in self.on.resolve(ctx):
            healed = min(10 * n, mon.damage)
            if healed:
                mon.damage -= healed
                ctx.g.say(f"{healed // 10} damage counter(s) removed from {mon.name}")

    def describe(self) -> str:
        lead = f"{self.per.lead}: f" if self.per.lead else "F"
        return (f"{lead}or each {self.per.number.removesuffix('s')}, remove {self.counters} "
                f"damage counter{'s' if self.counters > 1 else ''} from each of {self.on}.")


class HealToDraw(Piece):
    """Choose 1 of ``among``; remove any number of damage counters from it (key: a count);
    draw that many cards (Helping Hand)."""

    hints = Hints(draws=2)

    def __init__(self, among: Pokemons):
        self.among = among

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        mons = [m for m in self.among.resolve(ctx) if m.damage]
        if not mons:
            return
        mon = choose_one(g, ctx.player, mons, "target", "Remove damage counters from which "
                         "Pokémon?")
        if effects_prevented(ctx, mon):
            return
        n = int(g.choose(ctx.player, "heal-count", "Remove how many damage counters?",
                         [(str(i), f"remove {i}") for i in range(mon.damage // 10 + 1)]))
        from oldback.engine.setup import draw

        mon.damage -= n * 10
        drawn = draw(ctx.side, n)
        g.say(f"{n} damage counter(s) removed from {mon.name}; {ctx.player} draws {drawn}")

    def describe(self) -> str:
        return (f"Choose 1 of {self.among}. Remove any number of damage counters from it, then "
                f"draw that many cards.")


class CureAndHeal(Piece):
    """Each Pokémon of ``on`` is no longer Asleep, Confused, Paralyzed or Poisoned, and up to
    ``amount`` damage is removed from it (Heal Powder). As a Trainer's step, playable while
    one of them has a Special Condition or damage counters."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount, cures=True)

    def __init__(self, amount: int, on: Pokemons):
        self.amount = amount
        self.on = on

    def can_play(self, at: Place) -> bool:
        return any(mon.conditions or mon.damage for mon in self.on.resolve(at))

    def effect(self, ctx: Attacking) -> None:
        for mon in self.on.resolve(ctx):
            for name in sorted(mon.conditions):
                conditions.remove(ctx.g, mon, name)
            healed = min(self.amount, mon.damage)
            if healed:
                mon.damage -= healed
                ctx.g.say(f"{healed // 10} damage counter(s) removed from {mon.name}")

    def describe(self) -> str:
        on = str(self.on)
        return (f"{on[0].upper()}{on[1:]} is no longer Asleep, Confused, Paralyzed or Poisoned; "
                f"remove {self.amount // 10} damage counters from it (all if it has fewer).")
