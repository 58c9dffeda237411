"""Attacks that use other attacks: Metronome, the Defending Pokémon's attacks, the last
attack done to this Pokémon (Mirror Move), an attack without its requirements."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects.pieces import Piece, effects_prevented
from oldback.engine import conditions
from oldback.engine.attack import AttackContext, Attacking
from oldback.engine.hints import Hints
from oldback.engine.scripts import AttackScript
from oldback.engine.state import Lasting

if TYPE_CHECKING:
    from oldback.card import Attack
    from oldback.engine.state import Pokemon


class Metronome(AttackScript):
    """Choose one of the Defending Pokémon's attacks (those it has now: a Transformed
    Ditto's are the ones it copied) and perform it as this Pokémon's own, without its
    Energy cost. With ``requirements``, its "in order to use" requirements must still be
    met with this Pokémon's own cards (spec, Attack Procedures step 5, example #1): if
    they can't, the attack fails. Without (WotC's English text: ``effects.errata``), they
    are neither checked nor paid."""

    hints = Hints(copies=True)

    def __init__(self, requirements: bool = True):
        self.requirements = requirements
        self.text = (
            "Choose 1 of the Defending Pokémon's attacks and use it as this attack, without "
            + ("its Energy cost; its other requirements must be met with this Pokémon's own "
               "cards, or this attack does nothing." if requirements else
               "its Energy cost or anything else required in order to use it, such as "
               "discarding Energy cards.")
            + " This Pokémon's type does not change.")

    def base(self, ctx: AttackContext) -> None:
        from oldback.engine.attack import resolve, script_for

        g, defender = ctx.g, ctx.defender
        if defender is None or not defender.attacks:
            g.say("there is no attack to copy")
            return
        key = g.choose(ctx.player, "copy-attack", "Copy which attack?",
                       [(a.name, a.name) for a in defender.attacks])
        copied = next(a for a in defender.attacks if a.name == key)
        inner = AttackContext(g, ctx.side, ctx.attacker, copied)
        script = script_for(defender, copied)
        if not self.requirements:
            script = WithoutRequirements(script)
        elif not script.usable(inner):
            g.say(f"{ctx.attacker.name} can't meet what {copied.name} requires: nothing happens")
            return
        g.say(f"{ctx.attacker.name} copies {copied.name}")
        if not g.rules.costs_after_damage:
            script.pay(inner)
        resolve(inner, script)


class WithoutRequirements(AttackScript):
    """An attack performed without its "in order to use" requirements: nothing to meet and
    nothing to pay, its damage and other effects as written (Metronome as WotC printed it)."""

    checks_usable = False

    def __init__(self, script: AttackScript):
        self.script = script

    def base(self, ctx: AttackContext) -> None:
        self.script.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        self.script.effect(ctx)


class MirrorMove(Piece):
    """If this Pokémon was attacked during the opponent's last turn (the engine's ``attacked``
    record, kept while it stayed Active), do the final result of that attack on it to the
    Defending Pokémon: the damage it took, as this attack's base damage, and the Special
    Conditions it got. Otherwise nothing happens."""

    hints = Hints(decides_damage=True)
    reads_attack_record = True

    uses_base = True

    @staticmethod
    def record(ctx: Attacking) -> Lasting | None:
        from oldback.engine.attack import ATTACKED

        return next((e for e in ctx.attacker.effects
                     if e.kind == ATTACKED and e.until == ctx.g.turn), None)

    def base(self, ctx: Attacking) -> None:
        rec = self.record(ctx)
        if rec is None:
            ctx.g.say(f"{ctx.attacker.name} was not attacked last turn")
        elif ctx.defender is not None:
            ctx.set(ctx.defender, rec.value)

    def effect(self, ctx: Attacking) -> None:
        rec, mon = self.record(ctx), ctx.defender
        if rec is None or mon is None or not rec.data or effects_prevented(ctx, mon):
            return
        for name in rec.data.split(","):
            conditions.apply(ctx.g, mon, name)

    def describe(self) -> str:
        return ("If this Pokémon was attacked last turn, do the final result of that attack on "
                "it (its damage and Special Conditions) to the Defending Pokémon.")


class CopyDefendingAttack(Piece):
    """Choose 1 of the attacks the Defending Pokémon has now (``hooks.attacks``: the
    ``attack_list`` hook, so a copied or changed list counts) and do it as this Pokémon's
    own, without its Energy cost; its other requirements must be met with this Pokémon's
    own cards, or nothing happens (spec, Attack Procedures step 5, as for Metronome). The
    attacker's type stays its own (ESP)."""

    hints = Hints(copies=True)

    uses_base = True

    def candidates(self, ctx: Attacking) -> dict[str, tuple[Pokemon, Attack]] | None:
        """The attacks that may be copied, by name, each with the Pokémon it is copied from
        (the first that has it); None when there is no Pokémon to copy from."""
        from oldback.engine.hooks import attacks

        defender = ctx.defender
        if defender is None:
            return None
        listed: dict[str, tuple[Pokemon, Attack]] = {}
        for a in attacks(ctx.g, defender):
            listed.setdefault(a.name, (defender, a))
        return listed

    def base(self, ctx: Attacking) -> None:
        from oldback.engine.attack import resolve, script_for

        g = ctx.g
        listed = self.candidates(ctx)
        if listed is None:
            return
        if not listed:
            g.say("there is no attack to copy")
            return
        key = g.choose(ctx.player, "copy-attack", "Copy which attack?",
                       [(name, name) for name in listed])
        mon, copied = listed[key]
        inner = AttackContext(g, ctx.side, ctx.attacker, copied)
        script = script_for(mon, copied)
        if not script.usable(inner):
            g.say(f"{ctx.attacker.name} can't meet what {copied.name} requires: nothing happens")
            return
        g.say(f"{ctx.attacker.name} copies {copied.name}")
        if not g.rules.costs_after_damage:
            script.pay(inner)
        resolve(inner, script)

    def describe(self) -> str:
        return ("Choose 1 of the Defending Pokémon's attacks and do it as this attack, without "
                "its Energy cost (its other requirements must be met). This Pokémon's type does "
                "not change.")


class CopyOpponentsAttack(CopyDefendingAttack):
    """Choose an attack of 1 of the opponent's Pokémon in play (Benched too; an attack name
    found on several is one option) and do it as this Pokémon's own, without its Energy cost;
    its other requirements must be met with this Pokémon's own cards, or nothing happens
    (Super Metronome). The attacker's type stays its own."""

    def candidates(self, ctx: Attacking) -> dict[str, tuple[Pokemon, Attack]] | None:
        from oldback.engine.hooks import attacks

        listed: dict[str, tuple[Pokemon, Attack]] = {}
        for mon in ctx.opp.in_play:
            for a in attacks(ctx.g, mon):
                listed.setdefault(a.name, (mon, a))
        return listed

    def describe(self) -> str:
        return ("Choose an attack of 1 of your opponent's Pokémon and do it as this attack, "
                "without its Energy cost (its other requirements must be met). This Pokémon's "
                "type does not change.")


class CopyLastAttack(Piece):
    """If the Defending Pokémon attacked during the opponent's last turn and this Pokémon was
    in play then (the engine's ``attacked-with`` record), do that attack as this Pokémon's
    own, without its Energy cost or anything else it requires (Sketch). Otherwise nothing
    happens."""

    hints = Hints(copies=True)
    reads_attack_record = True
    uses_base = True

    def base(self, ctx: Attacking) -> None:
        from oldback.card import attack_named
        from oldback.engine.attack import ATTACKED_WITH, resolve, script_for
        from oldback.engine.hooks import attacks

        g, foe = ctx.g, ctx.defender
        if foe is None:
            return
        rec = next((e for e in foe.effects if e.kind == ATTACKED_WITH and e.until >= g.turn),
                   None)
        if rec is None:
            g.say(f"{foe.name} did not attack last turn")
            return
        name, _, seen = rec.data.partition("|")
        copied = attack_named(attacks(g, foe), name)
        if copied is None or str(ctx.attacker.uid) not in seen.split(","):
            g.say(f"{ctx.attacker.name} did not see that attack: nothing happens")
            return
        g.say(f"{ctx.attacker.name} copies {copied.name}")
        inner = AttackContext(g, ctx.side, ctx.attacker, copied)
        resolve(inner, WithoutRequirements(script_for(foe, copied)))

    def describe(self) -> str:
        return ("If the Defending Pokémon attacked last turn while this Pokémon was in play, "
                "this Pokémon copies that attack, except for its Energy cost and anything else "
                "required in order to use it.")


class CopyEarlierAttack(CopyDefendingAttack):
    """Choose an attack of this Pokémon's Basic Pokémon card or Evolution card under it and
    do it as this attack, without its Energy cost (its other requirements must be met, as
    for Metronome) (Genetic Memory)."""

    def candidates(self, ctx: Attacking) -> dict[str, tuple[Pokemon, Attack]] | None:
        from oldback.card import CopiedAttack

        listed: dict[str, tuple[Pokemon, Attack]] = {}
        for card in ctx.attacker.stack[:-1]:
            for a in card.attacks:
                listed.setdefault(a.name, (ctx.attacker, CopiedAttack(
                    a.name, a.cost, a.damage, a.has_text, origin=card)))
        return listed

    def describe(self) -> str:
        return ("Choose 1 of the attacks of this Pokémon's Basic Pokémon card or Evolution card "
                "and do it as this attack, without its Energy cost (its other requirements must "
                "be met).")
