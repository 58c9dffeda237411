"""The kinds of lasting effects attacks leave behind (the effects themselves are data)."""

from __future__ import annotations

from oldback.engine.attack import being_done
from oldback.engine.hints import Hints
from oldback.engine.scripts import LastingKind, register_lasting


class Harden(LastingKind):
    """Prevent damage of ``value`` or less (after W/R): damage step 8."""

    hints = Hints(reduces=30)  # up to its effect's value

    text = "whenever {e.value} or less damage is done to {on}, prevent it."

    def prevents(self, g, src, attacker, target, dmg):
        return dmg <= src.eff.value


class Reduce(LastingKind):
    """Damage done by attacks is reduced by ``value`` (after W/R): damage step 7."""

    hints = Hints(reduces=10)  # by its effect's value

    text = "damage done by attacks to {on} is reduced by {e.value}."

    def incoming(self, g, src, attacker, target, dmg):
        return dmg - src.eff.value


class PreventDamage(LastingKind):
    """Prevent all damage done by attacks: damage step 8."""

    hints = Hints(prevents=True)

    text = "prevent all damage done by attacks to {on}."

    def prevents(self, g, src, attacker, target, dmg):
        return True


class PreventAll(PreventDamage):
    """Prevent all effects of attacks, damage included, done to the Pokémon."""

    text = "prevent all effects of attacks, including damage, done to {on}."

    def prevents_effects(self, g, src, attacker, target):
        return True


class MayFail(LastingKind):
    """Attack step 3: flip when attacking; tails, the attack does nothing."""

    hints = Hints(disables=True, coin=True)

    text = "if {on} attacks, its owner flips a coin; tails, the attack does nothing."

    def attack_check(self, g, src, mon):
        return True


class BaseDamage(LastingKind):
    """Damage step 2: the named attack's base damage becomes ``value``, however its holder
    does it: an attack of that name it copies (Metronome) too, in place of the printed
    damage of the attack copied."""

    text = "the base damage of {e.data} is {e.value}."

    def outgoing(self, g, src, attacker, target, dmg, attack):
        if attack != src.eff.data:
            return dmg
        done = being_done(g, attacker, attack)
        return dmg if done is None else dmg + src.eff.value - done.base_damage


class CantRetreat(LastingKind):
    """The holder can't retreat while the Pokémon whose attack did this stays its owner's
    Active Pokémon, watching (Mean Look). Switching by other effects is not retreating
    (spec, Notes on Retreating)."""

    hints = Hints(disables=True)

    text = "{on} can't retreat."

    def blocks_retreat(self, g, src, mon):
        source = g.find(src.eff.source)
        return source is not None and g.is_active(source) and source.has_effect("watching")


class Watching(LastingKind):
    """On the Pokémon whose attack made a ``cant-retreat`` effect: benching or evolving it
    removes this, and so ends that effect."""

    text = "{on} keeps watching the Defending Pokémon."


class CantUse(LastingKind):
    """Attack step 1: the holder can't announce the attack named ``data`` (Amnesia)."""

    hints = Hints(disables=True)

    text = "{on} can't use the chosen attack."

    def blocks_attack(self, g, src, mon, attack_name):
        return attack_name == src.eff.data


class AllFire(LastingKind):
    """Every Energy card attached provides Fire, for the rest of the turn (Energy Burn)."""

    text = "all Energy attached to {on} is Fire Energy."

    def energy_types(self, g, src, holder, card, types):
        return ("Fire",) * len(types)


class PowersOff(LastingKind):
    """On a Pokémon: its Pokémon Powers stop working (Stare). On a player's side (``no-
    powers``): every Pokémon Power in play stops working (Goop Gas Attack)."""

    hints = Hints(disables=True)

    text = "the Pokémon Powers of {on} stop working (to the end of that turn)."

    def shuts_off_powers(self, g, src, mon):
        return src.holder is None or mon is src.holder


class AllPowersOff(PowersOff):
    text = "every Pokémon Power in play stops working."


register_lasting("harden", Harden())
register_lasting("reduce-damage", Reduce())
register_lasting("prevent-damage", PreventDamage())
register_lasting("barrier", PreventAll())
register_lasting("sand-attack", MayFail())
register_lasting("base-damage", BaseDamage())
register_lasting("energy-burn", AllFire())
register_lasting("powers-off", PowersOff())
register_lasting("no-powers", AllPowersOff())
register_lasting("amnesia", CantUse())
register_lasting("cant-retreat", CantRetreat())
register_lasting("watching", Watching())


class NoTrainers(LastingKind):
    """On a player's Side: that player can't play Trainer cards (Headache), Clefairy Doll
    and Mysterious Fossil included (they are Trainer cards)."""

    hints = Hints(disables=True)

    text = "{on} can't play Trainer cards."

    def blocks_trainer(self, g, src, player, card):
        return True


register_lasting("no-trainers", NoTrainers())


# --- Jungle ----------------------------------------------------------------------------------
class NoRetreat(LastingKind):
    """The holder can't retreat (Acid). Switching by other effects is not retreating (spec,
    Notes on Retreating)."""

    hints = Hints(disables=True)

    text = "{on} can't retreat."

    def blocks_retreat(self, g, src, mon):
        return True


def still_facing(g, eff) -> bool:
    """Whether the two Pokémon an effect of ``FacingEffect`` names (``source`` and ``data``)
    are both in play and still carry their ``facing`` markers for each other (benching or
    evolving either removed its marker)."""
    pair = (eff.source, int(eff.data))
    for uid in pair:
        mon = g.find(uid)
        if mon is None or not any(e.kind == "facing" and (e.source, int(e.data)) == pair
                                  for e in mon.effects):
            return False
    return True


class Facing(LastingKind):
    """Marker of a ``FacingEffect``: the pair it names stays face to face."""

    text = "{on} faces the other Pokémon."


class SofterFrom(LastingKind):
    """On the Pokémon that attacked (``source``): damage done to it by the Pokémon named in
    ``data`` is reduced by ``value`` after Weakness and Resistance (damage step 7), while
    the two still face each other (Snivel, Pounce)."""

    hints = Hints(reduces=10)  # by its effect's value

    text = ("if the Defending Pokémon attacks {on}, its damage is reduced by {e.value} "
            "(after Weakness and Resistance).")

    def incoming(self, g, src, attacker, target, dmg):
        if attacker.uid == int(src.eff.data) and still_facing(g, src.eff):
            return dmg - src.eff.value
        return dmg


class CantAttackFacing(LastingKind):
    """On the Defending Pokémon (named in ``data``): it can't attack while the Pokémon whose
    attack did this (``source``) still faces it (Tail Wag, Leer)."""

    hints = Hints(disables=True)

    text = "the Defending Pokémon can't attack this Pokémon."

    def blocks_attack(self, g, src, mon, attack_name):
        return still_facing(g, src.eff)


class ChangedType(LastingKind):
    """The holder's type is ``data`` (Shift). A power's effect, not an attack's: it stays on
    the Bench; evolution or devolution ends it; it has no end of its own."""

    hints = Hints(changes_type=True)

    clears_on_leave = False
    text = "{on} is of the chosen type."

    def types(self, src, mon, types):
        return (src.eff.data,)


register_lasting("no-retreat", NoRetreat())
register_lasting("facing", Facing())
register_lasting("softer-from", SofterFrom())
register_lasting("cant-attack-facing", CantAttackFacing())
register_lasting("changed-type", ChangedType())


# --- Base Set and the Black Star Promos ------------------------------------------------------
class KnockOutTheAttacker(LastingKind):
    """If the holder is Knocked Out by damage from an opposing attack, the Pokémon that
    attacked is Knocked Out as well, at the same time (Destiny Bond)."""

    text = "if {on} is Knocked Out by damage from an attack, Knock Out the attacking Pokémon."

    def on_knocked_out(self, g, src, holder, attack_by):
        ctx = g.attack_ctx
        if attack_by is None or attack_by == holder.owner or ctx is None:
            return
        attacker = ctx.attacker
        if g.find(attacker.uid) is not attacker or attacker.damage >= attacker.hp:
            return
        attacker.damage = attacker.hp
        g.say(f"{g.whose(attacker)} is Knocked Out along with {g.whose(holder)}")


class UsedOnce(LastingKind):
    """The holder can't use the attack named ``data`` again while it stays in play, on the
    Bench too (Leek Slap). It has no end of its own: it goes when the Pokémon leaves play."""

    clears_on_leave = False
    survives_evolution = True
    text = "{on} can't use this attack again as long as it stays in play."

    def blocks_attack(self, g, src, mon, attack_name):
        return attack_name == src.eff.data


class ChangedWeakness(LastingKind):
    """The holder's Weakness, if it has one, is the type ``data`` (Conversion 1)."""

    hints = Hints(changes_type=True)

    text = "{on}'s Weakness is the chosen type."

    def weakness(self, src, mon, weakness):
        return src.eff.data if weakness is not None else None


class ChangedResistance(LastingKind):
    """The holder's Resistance is the type ``data`` (Conversion 2)."""

    hints = Hints(reduces=30)  # of the chosen type

    text = "{on}'s Resistance is the chosen type."

    def resistance(self, src, mon, resistance):
        return src.eff.data


class AsEnergy(LastingKind):
    """A Pokémon card attached to the holder as an Energy card (Buzzap): ``card`` is that
    card and ``data`` the type it provides 2 of. Benching, evolving and devolving the
    holder keep it; it is only read while that card is attached."""

    clears_on_leave = False
    survives_evolution = True
    text = "a Pokémon card attached to {on} is an Energy card."


class HalveIncoming(LastingKind):
    """Damage done to the holder by attacks is halved, rounded down to the nearest 10, after
    Weakness and Resistance: damage step 7 (Light Screen)."""

    hints = Hints(reduces=30)  # half of the usual 60

    text = ("whenever an attack damages {on}, it does half the damage (after Weakness and "
            "Resistance, rounded down to the nearest 10).")

    def incoming(self, g, src, attacker, target, dmg):
        return dmg // 2 // 10 * 10 if dmg > 0 else dmg


register_lasting("destiny-bond", KnockOutTheAttacker())
register_lasting("used-once", UsedOnce())
register_lasting("changed-weakness", ChangedWeakness())
register_lasting("changed-resistance", ChangedResistance())
register_lasting("as-energy", AsEnergy())
register_lasting("halve-damage", HalveIncoming())
