"""The kinds of lasting effect (``LastingKind``), each registered under its word: what a
lasting effect on a Pokémon or a side does to the game while it lasts (damage prevented or
reduced, attacks or retreat forbidden, types changed, Powers off, markers of an attack used)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import Attack, CopiedAttack
from oldback.effects.select import name_has
from oldback.engine import conditions, damage
from oldback.engine.attack import being_done
from oldback.engine.hints import Hints
from oldback.engine.hooks import end_source
from oldback.engine.powers import was_in_play
from oldback.engine.scripts import LastingKind, register_lasting

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Pokemon


class Harden(LastingKind):
    """Prevent damage of ``value`` or less (after W/R): damage step 8."""

    hints = Hints(reduces=30)  # up to its effect's value

    text = "whenever {e.value} or less damage is done to {on}, prevent it."

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        return dmg <= src.eff.value


class Reduce(LastingKind):
    """Damage done by attacks is reduced by ``value`` (after W/R): damage step 7."""

    hints = Hints(reduces=10)  # by its effect's value

    text = "damage done by attacks to {on} is reduced by {e.value}."

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        return dmg - src.eff.value


class PreventDamage(LastingKind):
    """Prevent all damage done by attacks: damage step 8."""

    hints = Hints(prevents=True)

    text = "prevent all damage done by attacks to {on}."

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        return True


class PreventAll(PreventDamage):
    """Prevent all effects of attacks, damage included, done to the Pokémon."""

    text = "prevent all effects of attacks, including damage, done to {on}."

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        return True


class MayFail(LastingKind):
    """Attack step 3: flip when attacking; tails, the attack does nothing."""

    hints = Hints(disables=True, coin=True)

    text = "if {on} attacks, its owner flips a coin; tails, the attack does nothing."

    def attack_check(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return True


class BaseDamage(LastingKind):
    """Damage step 2: the named attack's base damage becomes ``value``, however its holder
    does it: an attack of that name it copies (Metronome) too, in place of the printed
    damage of the attack copied."""

    text = "the base damage of {e.data} is {e.value}."

    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
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

    def blocks_retreat(self, g: Game, src: Source, mon: Pokemon) -> bool:
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

    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack_name: str) -> bool:
        return attack_name == src.eff.data


class AllFire(LastingKind):
    """Every Energy card attached provides Fire, for the rest of the turn (Energy Burn)."""

    text = "all Energy attached to {on} is Fire Energy."

    def energy_types(self, g: Game, src: Source, holder: Pokemon, card: Card, types: tuple[str,
                     ...]) -> tuple[str, ...]:
        return ("Fire",) * len(types)


class PowersOff(LastingKind):
    """On a Pokémon: its Pokémon Powers stop working (Stare). On a player's side (``no-
    powers``): see ``AllPowersOff``."""

    hints = Hints(disables=True)

    text = "the Pokémon Powers of {on} stop working (to the end of that turn)."

    def shuts_off_powers(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return src.holder is None or mon is src.holder


class AllPowersOff(PowersOff):
    """On a player's side: the Pokémon Powers of every Pokémon in play as it began stop
    working (Goop Gas Attack, Dark Wave); a Pokémon put into play or evolved afterwards
    has working Powers (``records_in_play``: WotC chat 2002-05-02 Q168, the Japanese
    text)."""

    text = "the Pokémon Powers of every Pokémon in play as it began stop working."
    records_in_play = True

    def shuts_off_powers(self, g, src, mon):
        return was_in_play(src.eff.data, mon)


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

    def blocks_trainer(self, g: Game, src: Source, player: str, card: Card) -> bool:
        return True


register_lasting("no-trainers", NoTrainers())


class NoRetreat(LastingKind):
    """The holder can't retreat (Acid). Switching by other effects is not retreating (spec,
    Notes on Retreating)."""

    hints = Hints(disables=True)

    text = "{on} can't retreat."

    def blocks_retreat(self, g: Game, src: Source, mon: Pokemon) -> bool:
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

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        if attacker.uid == int(src.eff.data) and still_facing(g, src.eff):
            return dmg - src.eff.value
        return dmg


class WeakerAgainst(LastingKind):
    """On the Defending Pokémon (the Pokémon whose attack did this is ``source``): the
    damage its attacks do to that Pokémon is reduced by ``value`` before Weakness and
    Resistance (damage step 2), while the two still face each other (Togepi's Snivel)."""

    hints = Hints(reduces=10)  # by its effect's value

    text = ("if {on} attacks this Pokémon, its damage is reduced by {e.value} (before "
            "Weakness and Resistance).")

    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
        if attacker is src.holder and target.uid == src.eff.source and still_facing(g, src.eff):
            return dmg - src.eff.value
        return dmg


class CantAttackFacing(LastingKind):
    """On the Defending Pokémon (named in ``data``): it can't attack while the Pokémon whose
    attack did this (``source``) still faces it (Tail Wag, Leer)."""

    hints = Hints(disables=True)

    text = "the Defending Pokémon can't attack this Pokémon."

    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack_name: str) -> bool:
        return still_facing(g, src.eff)


class ChangedType(LastingKind):
    """The holder's type is ``data`` (Shift). A power's effect, not an attack's: it stays on
    the Bench; evolution or devolution ends it; it has no end of its own."""

    hints = Hints(changes_type=True)

    clears_on_leave = False
    text = "{on} is of the chosen type."

    def types(self, src: Source, mon: Pokemon, types: tuple[str, ...]) -> tuple[str, ...]:
        return (src.eff.data,)


register_lasting("no-retreat", NoRetreat())


register_lasting("facing", Facing())


register_lasting("softer-from", SofterFrom())


register_lasting("cant-attack-facing", CantAttackFacing())


register_lasting("weaker-against", WeakerAgainst())


register_lasting("changed-type", ChangedType())


class KnockOutTheAttacker(LastingKind):
    """If the holder is Knocked Out by damage from an opposing attack, the Pokémon that
    attacked is Knocked Out as well, at the same time (Destiny Bond)."""

    text = "if {on} is Knocked Out by damage from an attack, Knock Out the attacking Pokémon."

    def on_knocked_out(self, g: Game, src: Source, holder: Pokemon, attack_by: str | None) -> None:
        ctx = g.attack_ctx
        if (holder is not src.holder or attack_by is None or attack_by == holder.owner
                or ctx is None):
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

    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack_name: str) -> bool:
        return attack_name == src.eff.data


class ChangedWeakness(LastingKind):
    """The holder's Weakness, if it has one, is the type ``data`` (Conversion 1)."""

    hints = Hints(changes_type=True)

    text = "{on}'s Weakness is the chosen type."

    def weakness(self, src: Source, mon: Pokemon, weakness: str | None) -> str | None:
        return src.eff.data if weakness is not None else None


class ChangedResistance(LastingKind):
    """The holder's Resistance is the type ``data`` (Conversion 2)."""

    hints = Hints(reduces=30)  # of the chosen type

    text = "{on}'s Resistance is the chosen type."

    def resistance(self, src: Source, mon: Pokemon, resistance: str | None) -> str | None:
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

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        return dmg // 2 // 10 * 10 if dmg > 0 else dmg


register_lasting("destiny-bond", KnockOutTheAttacker())


register_lasting("used-once", UsedOnce())


register_lasting("changed-weakness", ChangedWeakness())


register_lasting("changed-resistance", ChangedResistance())


register_lasting("as-energy", AsEnergy())


register_lasting("halve-damage", HalveIncoming())


class PrizesShown(LastingKind):
    """On a player's side: that player's Prize cards are face up, for both players to see,
    for the rest of the game (Here Comes Team Rocket!)."""

    hints = Hints(shows_prizes=True)

    clears_on_leave = False
    survives_evolution = True
    text = "{on} plays with the Prize cards face up."

    def prizes_face_up(self, g: Game, src: Source, player: str) -> bool:
        return src.owner == player


class LooksAtHand(LastingKind):
    """On a player's side: that player sees the opponent's hand (while a card that looks at
    it is being played: Rocket's Sneak Attack)."""

    hints = Hints(looks=True)

    text = "{on} looks at the opponent's hand."

    def reveals_hand(self, g: Game, src: Source, player: str) -> bool:
        return src.owner == player


class StrikesBackEqual(LastingKind):
    """If an opponent's attack damages the holder (even if it is Knocked Out), the holder
    attacks that Pokémon for as much damage: calculated as its own attack's damage, Weakness
    and Resistance included (Mirror Shell)."""

    hints = Hints(reduces=10)

    text = ("if an attack damages {on} (even if it is Knocked Out), it does as much damage to "
            "the attacking Pokémon.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner:
            return
        if g.find(attacker.uid) is not attacker:
            return
        back = damage.calculate(g, mon, attacker, dmg, "")
        if back > 0:
            attacker.damage += back
            g.say(f"{g.whose(mon)} strikes back: {back} damage to {g.whose(attacker)}")


register_lasting("prizes-face-up", PrizesShown())


register_lasting("looks-at-hand", LooksAtHand())


register_lasting("mirror-shell", StrikesBackEqual())


class CantAttack(LastingKind):
    """Attack step 1: the holder can't attack at all (Suggestion; Tunneling on itself)."""

    hints = Hints(disables=True)

    text = "{on} can't attack."

    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack_name: str) -> bool:
        return True


class CantUseThis(LastingKind):
    """Attack step 1: the holder can't use the attack named ``data`` (Screaming Headbutt:
    during its owner's next turn)."""

    hints = Hints(disables=True)

    text = "{on} can't use {e.data}."

    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack_name: str) -> bool:
        return attack_name == src.eff.data


class NoEnergyAttached(LastingKind):
    """No Energy card may be attached to the holder from its owner's hand (Crystal Beam)."""

    hints = Hints(disables=True)

    text = "no Energy card can be attached to {on}."

    def blocks_attach(self, g: Game, src: Source, mon: Pokemon, card: Card) -> bool:
        return mon is src.holder


class HitBack(LastingKind):
    """Whenever an opponent's attack does damage to the holder (even if that Knocks it Out),
    the holder attacks the opponent's Active Pokémon: for ``value`` damage (Fire Wall), or,
    ``double``, for twice the damage it took after a coin flip's heads (Crosscounter). The
    base damage goes through the damage steps from the holder, Weakness and Resistance
    included (Fire Wall says so; Crosscounter by Pojo's review of 2000-10-25: "the base
    damage doubles, and then the weakness is applied"); the damage it puts is no attack, so
    nothing answers it in turn."""

    hints = Hints(damage=20, coin=True)

    def __init__(self, double: bool):
        self.double = double
        self.text = ("whenever an opponent's attack damages {on}, flip a coin: heads, {on} does "
                     "twice that damage to the opponent's Active Pokémon." if double else
                     "whenever an opponent's attack damages {on}, it does {e.value} damage to "
                     "the opponent's Active Pokémon (Weakness and Resistance apply).")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        from oldback.engine import damage

        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0:
            return
        foe = g.opponent(mon.owner).active
        if foe is None:
            return
        if self.double and not g.flip(src.eff.kind):
            return
        base = 2 * dmg if self.double else src.eff.value
        done = damage.calculate(g, mon, foe, base)
        if done > 0:
            foe.damage += done
            g.say(f"{g.whose(mon)} hits back: {done} damage to {g.whose(foe)}")


class ShadowImages(LastingKind):
    """Whenever the holder is attacked by the opponent, the opponent flips a coin (once for the
    attack): tails, the attack does no damage to it (damage step 8; other effects still
    happen). It lasts until the holder takes damage, is Benched or evolves."""

    hints = Hints(prevents=True, coin=True)

    clears_on_leave = True
    text = ("whenever {on} is attacked, your opponent flips a coin: tails, that attack does no "
            "damage to it. This lasts until it takes damage.")

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0:
            return False
        ctx = g.attack_ctx
        key = ("shadow-images", mon.uid)
        if ctx is None:
            return not g.flip(src.eff.kind)
        if key not in ctx.memo:
            ctx.memo[key] = g.flip(src.eff.kind)
        return not ctx.memo[key]

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        if target is src.holder and dmg > 0:
            end_source(g, src)


class Fled(LastingKind):
    """The holder fled from an attack this turn (Flee): that attack's other effects on it are
    prevented."""

    hints = Hints(prevents=True)

    text = "the rest of the attack does nothing to {on}."

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        return target is src.holder and attacker.uid == int(src.eff.data)


register_lasting("no-attack", CantAttack())


register_lasting("no-attack-named", CantUseThis())


register_lasting("no-energy-attach", NoEnergyAttached())


register_lasting("crosscounter", HitBack(double=True))


register_lasting("fire-wall", HitBack(double=False))


register_lasting("shadow-images", ShadowImages())


register_lasting("fled", Fled())


class OwnerBoost(LastingKind):
    """This turn, an attack of the side's Pokémon with ``data`` in its name that does
    damage to the Defending Pokémon (after Weakness and Resistance) does ``value`` more
    (damage step 5: Misty)."""

    hints = Hints(boosts=20)
    text = ("this turn, attacks of {e.data}'s Pokémon do {e.value} more damage to the "
            "Defending Pokémon.")

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        if (attacker.owner != src.owner or dmg <= 0 or not name_has(attacker.name, src.eff.data)
                or target is not g.opponent(src.owner).active):
            return dmg
        return dmg + src.eff.value


class OwnerPoison(LastingKind):
    """This turn, when an attack of the side's Pokémon with ``data`` in its name does damage
    to the Defending Pokémon, that Pokémon is then Poisoned (after the damage: Koga)."""

    hints = Hints(condition="poisoned")
    text = "this turn, the Defending Pokémon damaged by {e.data}'s Pokémon is Poisoned."

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        if (attacker is not None and attacker.owner == src.owner and dmg > 0
                and name_has(attacker.name, src.eff.data)
                and target is g.opponent(src.owner).active):
            conditions.apply(g, target, "poisoned")


class Recalled(LastingKind):
    """This turn, the side's Active Pokémon may also use the attacks of the cards under its
    top card (its Basic Pokémon and Evolution cards), paying their costs (Recall)."""

    hints = Hints(copies=True)
    text = "this turn, the Active Pokémon may use the attacks of the cards under it."

    def attack_list(self, g: Game, src: Source, mon: Pokemon, attacks: tuple[Attack,
                    ...]) -> tuple[Attack, ...]:
        if mon.owner != src.owner or not g.is_active(mon) or len(mon.stack) < 2:
            return attacks
        return with_attacks_under(mon, attacks)


def with_attacks_under(mon: Pokemon, attacks: tuple[Attack, ...]) -> tuple[Attack, ...]:
    """``attacks`` and those of the cards under ``mon``'s top card (its Basic Pokémon and
    Evolution cards), each as a ``CopiedAttack`` of its card; a name it has already is not
    added twice (Recall, Prehistoric Memory)."""
    names = {a.name for a in attacks}
    more: list[Attack] = []
    for card in mon.stack[:-1]:
        for a in card.attacks:
            if a.name not in names:
                names.add(a.name)
                more.append(CopiedAttack(a.name, a.cost, a.damage, a.has_text, origin=card))
    return (*attacks, *more)


class BenchShield(LastingKind):
    """Damage from attacks done to the side's Benched Pokémon is prevented (damage step 8;
    other effects of attacks still happen: Transparent Walls)."""

    hints = Hints(prevents=True)
    text = "prevent all damage from attacks done to {on}'s Benched Pokémon."

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        return target.owner == src.owner and not g.is_active(target)


class BenchBarrier(BenchShield):
    """Every effect of attacks done to the side's Benched Pokémon, damage included, is
    prevented (damage step 8 and ``prevents_effects``: Protective Flame)."""

    text = "prevent all effects of attacks, including damage, done to {on}'s Benched Pokémon."

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon,
                         target: Pokemon) -> bool:
        return target.owner == src.owner and not g.is_active(target)


register_lasting("bench-barrier", BenchBarrier())


class Marker(LastingKind):
    """A marker an attack put on the holder, with no effect of its own: other attacks look
    for it (a Lightning Rod marker). It stays on the Bench; evolution or devolution ends it
    (spec, Notes on Retreating: markers)."""

    clears_on_leave = False

    def __init__(self, name: str):
        self.text = f"{{on}} has a {name}."


register_lasting("lightning-rod", Marker("Lightning Rod marker"))


class Hastened(LastingKind):
    """On a Pokémon: this turn it may evolve although it came into play or evolved this
    turn, or on the first turn; it stays with the Pokémon it evolves into (Giovanni)."""

    hints = Hints(hastens=True)
    clears_on_leave = False
    survives_evolution = True
    text = "{on} may evolve again this turn."

    def hastens_evolution(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return mon is src.holder


register_lasting("owner-boost", OwnerBoost())


register_lasting("owner-poison", OwnerPoison())


register_lasting("recall", Recalled())


register_lasting("bench-shield", BenchShield())


register_lasting("hastened", Hastened())


class UsedAttack(LastingKind):
    """A record on a Pokémon: it used the attack named ``data`` (for an attack that needs
    it done last turn: Earthdrill)."""

    text = "{on} used {e.data}."


register_lasting("used-attack", UsedAttack())


class MaxHp(LastingKind):
    """The holder's HP is ``value`` (Giant Growth)."""

    hints = Hints(heals=30)

    text = "{on}'s maximum HP is {e.value}."

    def hp(self, src: Source, mon: Pokemon, hp: int) -> int:
        return src.eff.value


class FocusEnergy(LastingKind):
    """The holder's attack named ``data`` has its base damage doubled (the printed number
    added again at damage step 2; an attack of that name it copies too, with the printed
    number of the attack copied); with ``value`` 1 its damage to itself is doubled too
    (Focus Energy)."""

    hints = Hints(boosts=20)

    text = "the base damage of {on}'s {e.data} is doubled."

    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
        if attack != src.eff.data or attacker is not src.holder:
            return dmg
        if target is attacker:
            return dmg * 2 if src.eff.value else dmg
        done = being_done(g, attacker, attack)
        return dmg if done is None else dmg + done.base_damage


register_lasting("max-hp", MaxHp())


register_lasting("focus-energy", FocusEnergy())


class Char(LastingKind):
    """A Char counter: after every turn (Pokémon Checkup step 4, markers), the holder's owner
    flips a coin; tails, 2 damage counters on the holder. It stays as long as the holder is
    in play (on the Bench, and through evolution: Quilava's Char)."""

    hints = Hints(condition="poisoned")
    clears_on_leave = False
    survives_evolution = True
    text = "{on} has a Char counter: after every turn, its owner flips a coin; tails, 2 " \
           "damage counters on it."

    def checkup(self, g, src, mon):
        if mon is src.holder and not g.flip(f"Char counter on {mon.name}"):
            mon.damage += 20
            g.say(f"Char: 20 damage to {g.whose(mon)}")


register_lasting("char", Char())


class MoreIfDamaged(LastingKind):
    """If an attack damages the holder (after Weakness and Resistance), that attack does
    ``value`` more damage to it (damage step 7: Screech, Crunch)."""

    hints = Hints(boosts=20)
    text = "if an attack damages {on}, it does {e.value} more damage to it."
    next_own_turn = "Until the end of your next turn"

    def incoming(self, g, src, attacker, target, dmg):
        return dmg + src.eff.value if target is src.holder and dmg > 0 else dmg


register_lasting("more-if-damaged", MoreIfDamaged())


class NoConditionsNow(LastingKind):
    """The holder can't become Asleep, Confused, Paralyzed or Poisoned (Pollen Shield)."""

    hints = Hints(cures=True)
    text = "{on} can't become Asleep, Confused, Paralyzed or Poisoned."

    def prevents_condition(self, g, src, target, condition):
        return target is src.holder


register_lasting("no-conditions", NoConditionsNow())


class Endure(LastingKind):
    """If an opponent's attack would Knock Out the holder, it is not Knocked Out and its
    remaining HP become 10 (Endure: the coin was flipped when the effect was given)."""

    hints = Hints(survives=True)
    text = "if an attack would Knock Out {on}, it is not Knocked Out and its remaining HP " \
           "become 10."

    def on_hp_zero(self, g, src, mon, attack_by):
        from oldback.engine.hooks import hp

        if mon is not src.holder or attack_by is None or attack_by == mon.owner:
            return False
        mon.damage = max(hp(g, mon) - 10, 0)
        g.say(f"{g.whose(mon)} is not Knocked Out: 10 HP left")
        return True


register_lasting("endure", Endure())


class FlipToStrikeBack(StrikesBackEqual):
    """If an opponent's attack damages the holder (even if it is Knocked Out), flip a coin:
    heads, the holder attacks that Pokémon for as much damage (Counter)."""

    hints = Hints(reduces=10, coin=True)
    text = ("if an attack damages {on} (even if it is Knocked Out), flip a coin: heads, it "
            "does as much damage to the attacking Pokémon.")

    def after_damage(self, g, src, attacker, target, dmg):
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0:
            return
        if g.flip(f"{mon.name}'s Counter"):
            super().after_damage(g, src, attacker, target, dmg)


register_lasting("counter", FlipToStrikeBack())


class MayBlockDamage(ShadowImages):
    """Whenever an opponent's attack would do damage to the holder, the opponent flips a coin
    (once for the attack): tails, no damage to it (other effects still happen: Slime)."""

    text = ("if an attack would do damage to {on}, your opponent flips a coin: tails, that "
            "attack does no damage to it.")

    def after_damage(self, g, src, attacker, target, dmg):
        return None


register_lasting("slime", MayBlockDamage())


class DamageIfRetreats(LastingKind):
    """If the holder retreats, it takes ``value`` damage, no Weakness or Resistance
    (Pursuit)."""

    hints = Hints(disables=True, damage=10)
    clears_on_leave = False
    text = "if {on} retreats, it takes {e.value} damage."

    def on_retreated(self, g, src, mon):
        if mon is src.holder:
            damage_counters = src.eff.value
            mon.damage += damage_counters
            g.say(f"{g.whose(mon)} takes {damage_counters} damage for retreating")


register_lasting("pursuit", DamageIfRetreats())


class PoisonBack(LastingKind):
    """Whenever an opponent's attack damages the holder (even if it is Knocked Out), the
    opponent's Active Pokémon is now Poisoned and the holder does ``value`` damage to each of
    the opponent's Benched Pokémon, no Weakness or Resistance (Secrete Poison)."""

    hints = Hints(condition="poisoned")
    text = ("whenever an attack damages {on}, the attacker's Active Pokémon is Poisoned and "
            "{e.value} damage is done to each of that player's Benched Pokémon.")

    def after_damage(self, g, src, attacker, target, dmg):
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0:
            return
        other = g.side(attacker.owner)
        if other.active is not None:
            conditions.apply(g, other.active, "poisoned")
        for bench in other.bench:
            bench.damage += src.eff.value
            g.say(f"{src.eff.value} damage to {g.whose(bench)}")


register_lasting("secrete-poison", PoisonBack())


class Clamped(CantRetreat):
    """The holder can't retreat, and an effect that would switch it with a Benched Pokémon
    does nothing, while the Pokémon whose attack did this stays its owner's Active Pokémon
    (Jaw Clamp, Sticky Nectar)."""

    text = ("{on} can't retreat, and an effect of an attack, Pokémon Power or Trainer card "
            "that would switch it with a Benched Pokémon does nothing.")

    def blocks_switch(self, g, src, mon):
        return mon is src.holder and self.blocks_retreat(g, src, mon)


register_lasting("clamped", Clamped())


class LockedOn(LastingKind):
    """On the Pokémon whose attack did this (``source``), facing the Defending Pokémon named
    in ``data``: the tails of its attack ``FlipMany(tails_as_heads="locked-on")`` count as
    heads while both still face each other (Lock-on)."""

    hints = Hints(boosts=50)
    text = "tails flipped for {on}'s Electric Bolt count as heads."


register_lasting("locked-on", LockedOn())


class SofterBeforeWeakness(LastingKind):
    """On the Defending Pokémon (``FacingEffect``): its attacks' damage to the Pokémon that
    did this (``source``) is reduced by ``value`` before Weakness and Resistance (damage step
    2), while the two still face each other (Negative Ion)."""

    hints = Hints(reduces=10)  # by its effect's value

    text = ("if {on} attacks the Pokémon that did this, its damage is reduced by {e.value} "
            "(before Weakness and Resistance).")

    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
        if attacker is src.holder and target.uid == src.eff.source and still_facing(g, src.eff):
            return dmg - src.eff.value
        return dmg


register_lasting("softer-before-weakness", SofterBeforeWeakness())


class AttackedWith(LastingKind):
    """A marker: the holder was attacked with the attack named ``data`` by the Pokémon named
    in ``source`` (Night Eyes, read by Perish Song during its owner's next turn)."""

    text = "{on} is marked as attacked with {e.data}."


register_lasting("attacked-with", AttackedWith())


class PoisonOnAttach(LastingKind):
    """If its owner attaches an Energy card to the holder while this lasts (during their
    next turn), the holder is now Poisoned (Triggered Poison)."""

    hints = Hints(disables=True)

    text = "if an Energy card is attached to {on} by its owner, {on} is now Poisoned."

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        if mon is src.holder and g.current == mon.owner:
            conditions.apply(g, mon, "poisoned")


register_lasting("poison-on-attach", PoisonOnAttach())


def _source_stopped(g: Game, src: Source) -> bool:
    """Whether the Pokémon whose Power made a lasting effect (``source``) is now Asleep,
    Confused or Paralyzed: an effect that says it ends then has ended (Submerge, Energy
    Converter)."""
    from oldback.engine.powers import STOPPERS

    mon = g.find(src.eff.source)
    return mon is not None and bool(mon.conditions & STOPPERS)


class PowerType(LastingKind):
    """Until the end of the turn, the holder's type is ``data``, set by its own Power; it
    changes back once the holder is Asleep, Confused or Paralyzed. It stays on the Bench
    (Submerge)."""

    hints = Hints(changes_type=True)

    clears_on_leave = False
    text = "{on} is a {e.data} Pokémon (not while it is Asleep, Confused or Paralyzed)."

    def types(self, src: Source, mon: Pokemon, types: tuple[str, ...]) -> tuple[str, ...]:
        return types if mon.conditions & {"asleep", "confused", "paralyzed"} else (src.eff.data,)


register_lasting("power-type", PowerType())


class EnergyAsType(LastingKind):
    """On the Pokémon with the Energy card: that basic Energy card (``card``, a card of its
    own) provides the type ``data`` until the end of the turn; it goes back to its own type
    once the Pokémon whose Power did this (``source``) is Asleep, Confused or Paralyzed
    (Energy Converter)."""

    hints = Hints(changes_type=True)

    clears_on_leave = False
    text = "an Energy card attached to {on} provides another type."

    def energy_types(self, g: Game, src: Source, mon: Pokemon, card: Card,
                     types: tuple[str, ...]) -> tuple[str, ...]:
        if card is not src.eff.card or _source_stopped(g, src):
            return types
        return (src.eff.data,)


register_lasting("energy-as-type", EnergyAsType())


class NoRetreatFacing(NoRetreat):
    """On the Defending Pokémon (named in ``data``): it can't retreat while the Pokémon
    whose attack did this (``source``) still faces it ("Benching either Pokémon ends this
    effect": Clamping Jaw)."""

    text = "the Defending Pokémon can't retreat."

    def blocks_retreat(self, g, src, mon):
        return still_facing(g, src.eff)


class MayFailFacing(MayFail):
    """Attack step 3, on the Defending Pokémon (named in ``data``): while the Pokémon whose
    attack did this (``source``) still faces it, its owner flips when it attacks; tails, the
    attack does nothing (Clamping Jaw)."""

    text = ("if the Defending Pokémon attacks, its owner flips a coin; tails, the attack does "
            "nothing.")

    def attack_check(self, g, src, mon):
        return still_facing(g, src.eff)


register_lasting("no-retreat-facing", NoRetreatFacing())


register_lasting("sand-attack-facing", MayFailFacing())


class FlipToEndure(LastingKind):
    """If damage from an attack (any attack, its own owner's too: the card says "an attack")
    would Knock Out the holder, flip a coin: heads, it is not Knocked Out and its remaining
    HP become 10 (Armor Up: the coin is flipped then, not when the effect is given)."""

    hints = Hints(survives=True, coin=True)
    text = ("if damage from an attack would Knock Out {on}, flip a coin: heads, it is not "
            "Knocked Out and its remaining HP become 10.")

    def on_hp_zero(self, g, src, mon, attack_by):
        from oldback.engine.hooks import hp

        if mon is not src.holder or attack_by is None or not g.flip(src.eff.kind):
            return False
        mon.damage = max(hp(g, mon) - 10, 0)
        g.say(f"{g.whose(mon)} is not Knocked Out: 10 HP left")
        return True


register_lasting("armor-up", FlipToEndure())


class BenchShieldWhileActive(BenchShield):
    """On a player's side: damage from attacks done to their Benched Pokémon is prevented as
    long as the Pokémon whose attack did this (``source``) is their Active Pokémon (damage
    step 8; other effects still happen: Ice Pillar)."""

    text = ("as long as this Pokémon is your Active Pokémon, prevent all damage from attacks "
            "done to your Benched Pokémon.")

    def prevents(self, g, src, attacker, target, dmg):
        guard = g.find(src.eff.source)
        return (guard is not None and g.side(src.owner).active is guard
                and super().prevents(g, src, attacker, target, dmg))


register_lasting("bench-shield-while-active", BenchShieldWhileActive())


class FlipToDodge(MayBlockDamage):
    """Whenever an opponent's attack would do damage to the holder, its owner flips a coin
    (once for the attack): heads, no damage to it (other effects still happen: Dodge)."""

    text = ("if an attack would do damage to {on}, flip a coin: heads, prevent that attack's "
            "damage to it.")

    def prevents(self, g, src, attacker, target, dmg):
        if target is not src.holder or attacker is None or attacker.owner == target.owner \
                or dmg <= 0:
            return False
        return not super().prevents(g, src, attacker, target, dmg)  # (its coin: heads)


register_lasting("dodge", FlipToDodge())


class RetreatMore(LastingKind):
    """The holder's Retreat Cost is ``value`` Colorless more (Tentacle Wrap)."""

    hints = Hints(disables=True)
    text = "{on}'s Retreat Cost is {e.value} Colorless more."

    def retreat_cost(self, g, src, mon, cost):
        return cost + src.eff.value if mon is src.holder else cost


register_lasting("retreat-more", RetreatMore())


class PreventAtLeast(LastingKind):
    """Prevent damage of ``value`` or more done to the holder by an attack (after Weakness
    and Resistance): damage step 8 (Pulse Guard)."""

    hints = Hints(prevents=True)
    text = "whenever {e.value} or more damage is done to {on}, prevent that damage."

    def prevents(self, g, src, attacker, target, dmg):
        return target is src.holder and dmg >= src.eff.value


register_lasting("prevent-at-least", PreventAtLeast())


class Weakened(LastingKind):
    """Damage done by the holder's attacks is reduced by ``value`` before Weakness and
    Resistance: damage step 2 (Charm)."""

    hints = Hints(reduces=10)  # by its effect's value
    text = ("any damage {on}'s attacks do is reduced by {e.value} (before Weakness and "
            "Resistance).")

    def outgoing(self, g, src, attacker, target, dmg, attack):
        return dmg - src.eff.value if attacker is src.holder else dmg


register_lasting("weaken", Weakened())


class ShieldNamed(LastingKind):
    """On a player's side: every effect of attacks, damage included, done to their Pokémon
    with ``data`` in their name is prevented ([Quicken]: Unown)."""

    hints = Hints(prevents=True)
    text = "prevent all effects of attacks, including damage, done to {on}'s Pokémon."

    def prevents(self, g, src, attacker, target, dmg):
        return target.owner == src.owner and name_has(target.name, src.eff.data)

    def prevents_effects(self, g, src, attacker, target):
        return target.owner == src.owner and name_has(target.name, src.eff.data)


register_lasting("shield-named", ShieldNamed())


class ReflectOnHeads(LastingKind):
    """If an opponent's attack would do damage to the holder, its owner flips a coin (once for
    the attack): heads, that damage is prevented (damage step 8; the attack's other effects
    still happen) and the holder puts ``value`` damage on the attacking Pokémon, no Weakness
    or Resistance: the card says none (Reflect Shield)."""

    hints = Hints(prevents=True, coin=True)
    text = ("if an attack would do damage to {on}, flip a coin: heads, prevent that damage and "
            "do {e.value} damage to the attacking Pokémon.")

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        mon = src.mon
        ctx = g.attack_ctx
        if (target is not mon or attacker is None or attacker.owner == mon.owner or dmg <= 0
                or ctx is None):
            return False
        key = ("reflect", mon.uid)
        if key not in ctx.memo:
            ctx.memo[key] = heads = g.flip(src.eff.kind)
            if heads:
                attacker.damage += src.eff.value
                g.say(f"{g.whose(mon)} reflects the damage: {src.eff.value} damage to "
                      f"{g.whose(attacker)}")
        return bool(ctx.memo[key])


register_lasting("reflect-on-heads", ReflectOnHeads())


class NoRetreatOrSwitch(LastingKind):
    """The holder can't retreat, and an effect of an attack, Power or Trainer that would switch
    it out of the Active Spot does nothing, until the effect ends (Poison Bind: the end of the
    opponent's next turn)."""

    hints = Hints(disables=True)
    text = ("{on} can't retreat, and an effect that would switch it with a Benched Pokémon "
            "does nothing.")

    def blocks_retreat(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return mon is src.holder

    def blocks_switch(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return mon is src.holder


register_lasting("no-retreat-or-switch", NoRetreatOrSwitch())


class NoEvolvingFromHand(LastingKind):
    """The holder can't evolve except by the effect of an attack (Dark Tentacle: "except from
    effects of attacks or Pokémon Powers"; an attack's evolving is told by the attack being
    done, a Power's is not told apart: docs/rulings.md)."""

    hints = Hints(disables=True)
    text = "{on} can't evolve, except by the effects of attacks or Pokémon Powers."

    def blocks_evolution(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return mon is src.holder and g.attack_ctx is None


register_lasting("no-evolving", NoEvolvingFromHand())


class PreventEffectsOnly(LastingKind):
    """Prevent all effects of attacks, other than damage, done to the holder (Light Wave)."""

    hints = Hints(prevents=True)
    text = "prevent all effects of attacks, except damage, done to {on}."

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        return target is src.holder and attacker.owner != target.owner


register_lasting("prevent-effects", PreventEffectsOnly())
