"""Pokémon Power pieces."""

from __future__ import annotations

from oldback.engine.scripts import PowerScript
from oldback.engine.state import Lasting


class PreventAtLeast(PowerScript):
    """Damage of ``threshold`` or more done to this Pokémon by any attack is prevented
    (after W/R): damage step 8 (Invisible Wall)."""

    def __init__(self, threshold: int):
        self.threshold = threshold
        self.text = (f"Whenever an attack (its owner's too) does {threshold} or more damage to "
                     f"this Pokémon after Weakness and Resistance, prevent that damage.")

    def prevents(self, g, mon, attacker, target, dmg):
        return target is mon and dmg >= self.threshold


class HalveDamage(PowerScript):
    """Damage done to this Pokémon by any attack is halved, rounded down to the nearest
    10 (after W/R): damage step 7 (Kabuto Armor)."""

    text = ("Whenever an attack (its owner's too) damages this Pokémon, it does half the "
            "damage after Weakness and Resistance, rounded down to the nearest 10.")

    def incoming(self, g, mon, attacker, target, dmg):
        if target is not mon or dmg <= 0:
            return dmg
        return dmg // 2 // 10 * 10


class RetreatAid(PowerScript):
    """While this Pokémon is Benched, its owner's Active Pokémon retreats for ``amount``
    Colorless less. Several stack."""

    blocked_by_conditions = False

    def __init__(self, amount: int = 1):
        self.amount = amount
        self.text = (f"While this Pokémon is on the Bench, your Active Pokémon's Retreat Cost "
                     f"is {amount} Colorless less.")

    def retreat_cost(self, g, mon, active, cost):
        if mon.owner == active.owner and mon is not g.side(mon.owner).active:
            return cost - self.amount
        return cost


class TurnEnergyInto(PowerScript):
    """As often as you like during your turn, before attacking: all Energy attached to
    this Pokémon becomes Fire for the rest of the turn (Energy Burn)."""

    activated = True
    text = ("As often as you like during your turn (before your attack), all Energy attached "
            "to this Pokémon becomes Fire Energy for the rest of the turn.")

    def can_use(self, g, mon):
        return mon.owner == g.current and not mon.has_effect("energy-burn")

    def use(self, g, mon):
        mon.effects = (*mon.effects, Lasting("energy-burn", g.turn, source=mon.uid))
