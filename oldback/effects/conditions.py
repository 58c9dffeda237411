"""Special Conditions: make a Pokémon Asleep, Confused, Paralyzed or Poisoned (or one of
them, by choice), cure them, wake it up."""

from __future__ import annotations

from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import DEFENDING, SELF, Pokemons
from oldback.engine import conditions
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Hints
from oldback.engine.state import NO_CONDITIONS


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

    def effect(self, ctx: Place) -> None:
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


#: the Special Conditions an attack may let its player choose from (Magic Pollen)
CONDITIONS = ("paralyzed", "poisoned", "confused", "asleep")
#: the order the card texts name them in
_ORDER = ("asleep", "confused", "paralyzed", "poisoned")


class ConditionOfChoice(Piece):
    """``on`` is now Asleep, Confused, Paralyzed or Poisoned, as the attacking player chooses
    (key: the condition's name; Magic Pollen); ``among``: only those (Delta Beam: Asleep,
    Confused or Paralyzed)."""

    @property
    def hints(self) -> Hints:
        return Hints(condition=self.among[0])

    def __init__(self, on: Pokemons = DEFENDING, among: tuple[str, ...] = CONDITIONS):
        self.on = on
        self.among = among

    def effect(self, ctx: Attacking) -> None:
        mon = self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        key = ctx.g.choose(ctx.player, "condition", f"Which Special Condition for {mon.name}?",
                           [(c, conditions.NAMES[c]) for c in self.among])
        conditions.apply(ctx.g, mon, key)

    def describe(self) -> str:
        on = str(self.on)
        names = [conditions.NAMES[c] for c in sorted(self.among, key=_ORDER.index)]
        return (f"{on[0].upper()}{on[1:]} is now {', '.join(names[:-1])} or {names[-1]} (your "
                f"choice).")


class Wake(Piece):
    """If ``on`` is Asleep, it is no longer Asleep (Good Morning); ``conditions``: the
    Special Conditions it ends (Slap Awake: Asleep or Confused)."""

    hints = Hints(cures=True)

    def __init__(self, on: Pokemons = DEFENDING, conditions: tuple[str, ...] = ("asleep",)):
        self.on = on
        self.conditions = conditions

    def effect(self, ctx: Attacking) -> None:
        mon = self.on.first(ctx)
        if mon is None or not mon.conditions.intersection(self.conditions):
            return
        if mon is not ctx.attacker and effects_prevented(ctx, mon):
            return
        for name in self.conditions:
            if name in mon.conditions:
                conditions.remove(ctx.g, mon, name)

    def describe(self) -> str:
        if self.conditions == ("asleep",):
            return f"If {self.on} is Asleep, it is no longer Asleep."
        names = " or ".join(c.capitalize() for c in self.conditions)
        on = str(self.on)
        return f"{on[0].upper()}{on[1:]} is no longer {names}."


class LaterCondition(Piece):
    """"Flip a coin: heads, ``on`` is now <a Special Condition of later rules>" where the
    spec's rules don't have that condition ("The 'Burned' Special Condition does not exist":
    Main Differences from 2026 Standard Rules): the coin is flipped, as printed, and
    nothing happens."""

    hints = Hints(coin=True)

    def __init__(self, condition: str, on: Pokemons = DEFENDING):
        self.condition = condition
        self.on = on

    def effect(self, ctx: Attacking) -> None:
        ctx.flip()

    def describe(self) -> str:
        return (f"Flip a coin. Heads: nothing happens ({self.on} would be {self.condition}, a "
                f"Special Condition these rules don't have).")
