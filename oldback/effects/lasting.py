"""The kinds of lasting effects attacks leave behind (the effects themselves are data)."""

from __future__ import annotations

from oldback.engine.scripts import LastingKind, register_lasting


class Harden(LastingKind):
    """Prevent damage of ``value`` or less (after W/R): damage step 8."""

    text = "whenever {e.value} or less damage is done to {on}, prevent it."

    def prevents(self, g, eff, attacker, target, dmg):
        return dmg <= eff.value


class Reduce(LastingKind):
    """Damage done by attacks is reduced by ``value`` (after W/R): damage step 7."""

    text = "damage done by attacks to {on} is reduced by {e.value}."

    def incoming(self, g, eff, attacker, target, dmg):
        return dmg - eff.value


class PreventDamage(LastingKind):
    """Prevent all damage done by attacks: damage step 8."""

    text = "prevent all damage done by attacks to {on}."

    def prevents(self, g, eff, attacker, target, dmg):
        return True


class PreventAll(PreventDamage):
    """Prevent all effects of attacks, damage included, done to the Pokémon."""

    text = "prevent all effects of attacks, including damage, done to {on}."

    def prevents_effects(self, g, eff, attacker):
        return True


class MayFail(LastingKind):
    """Attack step 3: flip when attacking; tails, the attack does nothing."""

    text = "if {on} attacks, its owner flips a coin; tails, the attack does nothing."

    def attack_check(self, g, eff):
        return True


class BaseDamage(LastingKind):
    """Damage step 2: the named attack's base damage becomes ``value``."""

    text = "the base damage of {e.data} is {e.value}."

    def outgoing(self, g, eff, attacker, target, dmg, attack):
        if attack != eff.data:
            return dmg
        printed = next(a for a in attacker.attacks if a.name == attack).base_damage
        return dmg + eff.value - printed


class CantRetreat(LastingKind):
    """The holder can't retreat while the Pokémon whose attack did this stays its owner's
    Active Pokémon, watching (Mean Look). Switching by other effects is not retreating
    (spec, Notes on Retreating)."""

    text = "{on} can't retreat."

    def blocks_retreat(self, g, eff):
        source = g.find(eff.source)
        return source is not None and g.is_active(source) and source.has_effect("watching")


class Watching(LastingKind):
    """On the Pokémon whose attack made a ``cant-retreat`` effect: benching or evolving it
    removes this, and so ends that effect."""

    text = "{on} keeps watching the Defending Pokémon."


class CantUse(LastingKind):
    """Attack step 1: the holder can't announce the attack named ``data`` (Amnesia)."""

    text = "{on} can't use the chosen attack."

    def blocks_attack(self, g, eff, attack_name):
        return attack_name == eff.data


class AllFire(LastingKind):
    """Every Energy card attached provides Fire, for the rest of the turn (Energy Burn)."""

    text = "all Energy attached to {on} is Fire Energy."

    def energy_types(self, g, eff, holder, card, types):
        return ("Fire",) * len(types)


register_lasting("harden", Harden())
register_lasting("reduce-damage", Reduce())
register_lasting("prevent-damage", PreventDamage())
register_lasting("barrier", PreventAll())
register_lasting("sand-attack", MayFail())
register_lasting("base-damage", BaseDamage())
register_lasting("energy-burn", AllFire())
register_lasting("amnesia", CantUse())
register_lasting("cant-retreat", CantRetreat())
register_lasting("watching", Watching())
