"""Requirements of attacks: "this attack can't be used unless …" (damage counters, an
Energy card, a Special Condition, a Benched Pokémon, room on the Bench, the last turn's
attack)."""

from __future__ import annotations

from oldback.effects.lasting import NEXT_OWN_TURN
from oldback.effects.pieces import Piece
from oldback.effects.select import DEFENDING, Count, Pokemons
from oldback.engine import conditions, energy
from oldback.engine.attack import Attacking
from oldback.engine.hints import Hints
from oldback.engine.hooks import bench_room


class RequiresDamage(Piece):
    """The attack can't be used unless this Pokémon has damage counters on it."""

    hints = Hints(requires=True)

    def usable(self, ctx: Attacking) -> bool:
        return ctx.attacker.damage > 0

    def describe(self) -> str:
        return "This attack can't be used if this Pokémon has no damage counters on it."


class RequiresCondition(Piece):
    """The attack can't be used unless ``on`` has a Special Condition (Dream Eater)."""

    hints = Hints(requires=True)

    def __init__(self, condition: str, on: Pokemons = DEFENDING):
        self.condition = condition
        self.on = on

    def usable(self, ctx: Attacking) -> bool:
        mon = self.on.first(ctx)
        return mon is not None and self.condition in mon.conditions

    def describe(self) -> str:
        return (f"This attack can't be used unless {self.on} is "
                f"{conditions.NAMES[self.condition]}.")


class RequiresBenchRoom(Piece):
    """The attack can't be used while your Bench is full (Call for Friend: its search is on a
    coin, so the requirement stands on its own)."""

    hints = Hints(requires=True)

    def usable(self, ctx: Attacking) -> bool:
        return bench_room(ctx.g, ctx.side)

    def describe(self) -> str:
        return "This attack can't be used if your Bench is full."


class RequiresOpponentBench(Piece):
    """The attack can't be used if the opponent has no Benched Pokémon (Fling, Drag Off,
    Fascinate)."""

    hints = Hints(requires=True)

    def usable(self, ctx: Attacking) -> bool:
        return bool(ctx.opp.bench)

    def describe(self) -> str:
        return "This attack can't be used if your opponent has no Benched Pokémon."


class RequiresAny(Piece):
    """The attack can't be used unless ``on`` selects a Pokémon (Lucky Shot, Flytrap: the
    opponent has a Benched Pokémon; Alert: you have one)."""

    hints = Hints(requires=True)

    def __init__(self, on: Pokemons):
        self.on = on

    def usable(self, ctx: Attacking) -> bool:
        return self.on.exists(ctx)

    def describe(self) -> str:
        return f"This attack can't be used unless there is a {self.on.one or self.on.text}."


class RequiresCounters(Piece):
    """The attack can't be used unless this Pokémon has at least N damage counters."""

    hints = Hints(requires=True)

    def __init__(self, count: int):
        self.count = count

    def usable(self, ctx: Attacking) -> bool:
        return ctx.attacker.damage >= self.count * 10

    def describe(self) -> str:
        return (f"This attack can't be used unless this Pokémon has {self.count} or more "
                f"damage counters on it.")


class RequiresEnergyCard(Piece):
    """The attack can't be used unless an Energy card providing ``type`` is attached to
    this Pokémon."""

    hints = Hints(requires=True)

    def __init__(self, type_: str):
        self.type = type_

    def usable(self, ctx: Attacking) -> bool:
        return bool(energy.cards_providing(ctx.g, ctx.attacker, self.type))

    def describe(self) -> str:
        return (f"This attack can't be used unless a {self.type} Energy card is attached to "
                f"this Pokémon.")


class RequiresLastTurn(Piece):
    """The attack can't be used unless this Pokémon used the attack ``name`` during its
    owner's last turn (``remember_attack`` on that attack)."""

    hints = Hints(requires=True)

    def __init__(self, name: str):
        self.name = name

    def usable(self, ctx: Attacking) -> bool:
        turn = ctx.g.turn
        return any(e.kind == "used-attack" and e.data == self.name and e.until >= turn
                   and e.until - NEXT_OWN_TURN < turn for e in ctx.attacker.effects)

    def describe(self) -> str:
        return f"This attack can't be used unless this Pokémon used {self.name} last turn."


class RequiresSame(Piece):
    """The attack can't be used unless two counts are equal (Synchronize: as many Energy
    cards on this Pokémon as on the Defending Pokémon)."""

    hints = Hints(requires=True)

    def __init__(self, first: Count, second: Count):
        self.first = first
        self.second = second

    def usable(self, ctx: Attacking) -> bool:
        return self.first.count(ctx) == self.second.count(ctx)

    def describe(self) -> str:
        return (f"This attack can't be used unless the number of {self.first.number} equals "
                f"the number of {self.second.number}.")
