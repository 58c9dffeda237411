"""Pokémon Powers that always work while their Pokémon is in play (and not Asleep,
Confused or Paralyzed, unless they say so): damage changed or prevented, locks, HP and
types, retreat costs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import CopiedAttack
from oldback.effects.select import basic_energy_of, name_has
from oldback.engine.attack import origin
from oldback.engine.energy import ANY
from oldback.engine.hints import ALL, Hints
from oldback.engine.scripts import FORM_POWERS, PowerScript

if TYPE_CHECKING:
    from oldback.card import Attack, Card
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Pokemon


class PreventAtLeast(PowerScript):
    """Damage of ``threshold`` or more done to this Pokémon by any attack is prevented
    (after W/R): damage step 8 (Invisible Wall)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=ALL)

    def __init__(self, threshold: int):
        self.threshold = threshold
        self.text = (f"Whenever an attack (its owner's too) does {threshold} or more damage to "
                     f"this Pokémon after Weakness and Resistance, prevent that damage.")

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        mon = src.mon
        return target is mon and dmg >= self.threshold


class HalveDamage(PowerScript):
    """Damage done to this Pokémon by any attack is halved, rounded down to the nearest
    10 (after W/R): damage step 7 (Kabuto Armor)."""

    hints = Hints(reduces=30)  # half of the usual 60

    text = ("Whenever an attack (its owner's too) damages this Pokémon, it does half the "
            "damage after Weakness and Resistance, rounded down to the nearest 10.")

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        mon = src.mon
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

    def retreat_cost(self, g: Game, src: Source, active: Pokemon, cost: int) -> int:
        mon = src.mon
        if mon.owner == active.owner and mon is not g.side(mon.owner).active:
            return cost - self.amount
        return cost


class FreeRetreatFor(PowerScript):
    """While this Pokémon is Benched, its owner pays no Energy to retreat an Active Pokémon
    with ``word`` in its name ([Zoom]: Unown)."""

    blocked_by_conditions = False

    def __init__(self, word: str):
        self.word = word
        self.text = (f"As long as this Pokémon is on your Bench, you pay no Energy to retreat "
                     f"your Active Pokémon with {word} in its name.")

    def retreat_cost(self, g: Game, src: Source, active: Pokemon, cost: int) -> int:
        mon = src.mon
        if (mon.owner == active.owner and mon is not g.side(mon.owner).active
                and name_has(active.name, self.word)):
            return 0
        return cost


class MoreForDamageTaken(PowerScript):
    """If an attack damaged this Pokémon during the opponent's last turn while it was its
    owner's Active Pokémon (the engine's ``attacked`` record, kept while it stays Active),
    its attack ``attack`` does as much more damage to the Defending Pokémon (damage step 2;
    it works while Confused: [Perform])."""

    hints = Hints(boosts=20)
    blocked_by_conditions = False
    reads_attack_record = True

    def __init__(self, attack: str):
        self.attack = attack
        self.text = (f"If an attack damaged this Pokémon during your opponent's last turn while "
                     f"it was your Active Pokémon, its {attack} attack does that much more "
                     f"damage to the Defending Pokémon. This works even while it is Confused.")

    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
        from oldback.engine.attack import ATTACKED

        mon = src.mon
        if attacker is not mon or attack != self.attack or not g.is_active(target) \
                or target.owner == mon.owner:
            return dmg
        rec = next((e for e in mon.effects if e.kind == ATTACKED and e.until == g.turn), None)
        return dmg + rec.value if rec is not None and rec.value > 0 else dmg


class NoEvolution(PowerScript):
    """No Evolution card may be played, on either side (Prehistoric Power)."""

    hints = Hints(disables=True)

    text = "No more Evolution cards can be played, by either player."

    def blocks_evolution(self, g: Game, src: Source, target: Pokemon) -> bool:
        return True


class ShutOffPowers(PowerScript):
    """Every other Pokémon Power in play is ignored, its owner's too (Toxic Gas)."""

    hints = Hints(disables=True)

    text = "Every other Pokémon Power in play is ignored (other powers like this one aside)."

    def shuts_off_powers(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return mon is not src.holder


class ShowOpponentHand(PowerScript):
    """The opponent plays with their hand face up (Clairvoyance)."""

    hints = Hints(looks=True)

    text = "Your opponent plays with their hand face up."

    def reveals_hand(self, g: Game, src: Source, player: str) -> bool:
        return src.owner == player


class BecomeDefending(PowerScript):
    """While this Pokémon is its owner's Active Pokémon it is the same card as the opposing
    Active Pokémon (type, HP, Weakness, Resistance, Retreat Cost, attacks), keeping its own
    name, this power and its damage counters, and not that card's powers; its Energy counts
    as any type; it can't evolve (give its card ``can_evolve=False``). It follows the
    opposing Active at once (Transform)."""

    hints = Hints(copies=True)

    changes_form = True
    form_needs_active = True
    text = ("While this Pokémon is your Active Pokémon, it is the same card as your opponent's "
            "Active Pokémon (type, HP, Weakness, attacks and so on) except that it keeps this "
            "power, can't evolve, and its Energy counts as Energy of any type.")

    def form(self, g: Game, src: Source, mon: Pokemon) -> Card | None:
        if mon.owner == "p1":
            me, opp = g.p1, g.p2
        else:
            me, opp = g.p2, g.p1
        other = opp.active
        if me.active is not mon or other is None:
            return None
        if other.card.behaviour_id in FORM_POWERS:
            return None  # a copier facing a copier stays itself
        return other.card

    def energy_types(self, g: Game, src: Source, holder: Pokemon, card: Card, types: tuple[str,
                     ...]) -> tuple[str, ...]:
        mon = src.mon
        return (ANY,) * len(types) if self.form(g, src, mon) is not None else types


class NoConditions(PowerScript):
    """This Pokémon can't become Asleep, Confused, Paralyzed or Poisoned; like most powers
    it stops while it is Asleep, Confused or Paralyzed already (Thick Skinned)."""

    hints = Hints(cures=True)

    text = "This Pokémon can't become Asleep, Confused, Paralyzed or Poisoned."

    def prevents_condition(self, g: Game, src: Source, target: Pokemon, condition: str) -> bool:
        mon = src.mon
        return target is mon


class PreventFromEvolved(PowerScript):
    """Every effect of attacks done to this Pokémon by Evolved Pokémon (those with a lower
    Stage card under them), damage included, is prevented (Neutral Shield)."""

    hints = Hints(prevents=True)

    text = ("Prevent all effects of attacks, including damage, done to this Pokémon by Evolved "
            "Pokémon.")

    @staticmethod
    def evolved(mon) -> bool:
        return len(mon.stack) > 1

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        mon = src.mon
        return target is mon and attacker is not mon and self.evolved(attacker)

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        mon = src.mon
        return target is mon and attacker is not mon and self.evolved(attacker)


class RetreatCostMore(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, the opponent's Active Pokémon's
    Retreat Cost is N Colorless more (Sticky Goo)."""

    @property
    def hints(self) -> Hints:
        return Hints(disables=True)

    def __init__(self, amount: int = 2):
        self.amount = amount
        self.text = (f"As long as this Pokémon is your Active Pokémon, your opponent's Active "
                     f"Pokémon's Retreat Cost is {amount} Colorless more.")

    def retreat_cost(self, g: Game, src: Source, active: Pokemon, cost: int) -> int:
        mon = src.mon
        if mon.owner != active.owner and g.is_active(mon):
            return cost + self.amount
        return cost


class ShieldBenchWhileActive(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, every effect of attacks done to
    their Benched Pokémon, damage included, is prevented (Aurora Veil; any attack's, as
    Transparent Walls'). Off while Asleep, Confused or Paralyzed (the card's "Special
    Condition" read by the spec: Main Differences from WotC Rules)."""

    hints = Hints(prevents=True)

    text = ("As long as this Pokémon is your Active Pokémon, prevent all effects of attacks, "
            "including damage, done to your Benched Pokémon.")

    def _shields(self, g: Game, src: Source, target: Pokemon) -> bool:
        mon = src.mon
        return target.owner == mon.owner and target is not mon and g.is_active(mon) \
            and not g.is_active(target)

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        return self._shields(g, src, target)

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        return self._shields(g, src, target)


class NoRetreatWhileActive(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, the opponent's Active Pokémon can't
    retreat (Guard). Switching by other effects is not retreating (spec, Notes on
    Retreating)."""

    hints = Hints(disables=True)

    text = ("As long as this Pokémon is your Active Pokémon, your opponent's Active Pokémon "
            "can't retreat.")

    def blocks_retreat(self, g: Game, src: Source, mon: Pokemon) -> bool:
        me = src.mon
        return mon.owner != me.owner and g.is_active(me) and g.is_active(mon)


class MoreDamageWhileConfused(PowerScript):
    """If this Pokémon does damage while it is Confused (to itself too: Confusion damage),
    it does N more (damage step 2). It works while Confused, as it must (Frenzy)."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=self.amount)

    blocked_by_conditions = False

    def __init__(self, amount: int = 30):
        self.amount = amount
        self.text = (f"If this Pokémon does any damage while it is Confused (even to itself), "
                     f"it does {amount} more damage.")

    def outgoing(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int,
                 attack: str) -> int:
        if attacker is src.holder and "confused" in attacker.conditions and dmg > 0:
            return dmg + self.amount
        return dmg


class NoTrainersAtAll(PowerScript):
    """No Trainer card can be played, by either player (Hay Fever)."""

    hints = Hints(disables=True, blocks_trainers=True)

    text = "No Trainer cards can be played (by either player)."

    def blocks_trainer(self, g: Game, src: Source, player: str, card: Card) -> bool:
        return True


class ReduceIncoming(PowerScript):
    """Damage done to this Pokémon by attacks is reduced by ``amount`` after Weakness and
    Resistance (damage step 7; Shell Armor: "you may", and it is always taken)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Damage done to this Pokémon by attacks is reduced by {amount} (after "
                     f"Weakness and Resistance).")

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        return dmg - self.amount if target is src.holder and dmg > 0 else dmg


class CapFromBasics(PowerScript):
    """Whenever an attack by a Basic Pokémon (its owner's too) does ``threshold`` or more
    damage to this Pokémon after Weakness and Resistance, that damage becomes ``to``
    (damage step 7; Strange Barrier)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=20)

    def __init__(self, threshold: int = 20, to: int = 10):
        self.threshold = threshold
        self.to = to
        self.text = (f"Whenever an attack by a Basic Pokémon (yours too) does {threshold} or more "
                     f"damage to this Pokémon (after Weakness and Resistance), it does {to} "
                     f"instead.")

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        if target is not src.holder or attacker is None or attacker.card.stage != "Basic":
            return dmg
        return self.to if dmg >= self.threshold else dmg


class EnergyIsType(PowerScript):
    """Every Energy card attached to this Pokémon provides ``type`` instead of its usual
    type (as many Energy as before). Works while Asleep, Confused or Paralyzed
    (Photosynthesis)."""

    @property
    def hints(self) -> Hints:
        return Hints(converts=self.type)

    blocked_by_conditions = False

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"All Energy attached to this Pokémon provides {type_} Energy instead of its "
                     f"usual type.")

    def energy_types(self, g: Game, src: Source, holder: Pokemon, card: Card, types: tuple[str,
                     ...]) -> tuple[str, ...]:
        return (self.type,) * len(types) if holder is src.holder else types


class CopyTypeAttacks(PowerScript):
    """This Pokémon also has a copy of every attack of its owner's other Pokémon in play of
    ``type`` (their current cards' attacks), with their costs and requirements; a copy
    keeps the behaviour of the card it comes from (``CopiedAttack``). An attack of the same
    name as one it has already is not added twice (Psylink)."""

    hints = Hints(copies=True)

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"This Pokémon has a copy of every attack of your other {type_} Pokémon in "
                     f"play, with its Energy cost and anything else it requires.")

    def attack_list(self, g: Game, src: Source, mon: Pokemon, attacks: tuple[Attack,
                    ...]) -> tuple[Attack, ...]:
        from oldback.engine.hooks import types

        if mon is not src.holder:
            return attacks
        names = {a.name for a in attacks}
        more = []
        for other in g.side(mon.owner).in_play:
            if other is mon or self.type not in types(g, other):
                continue
            for a in other.attacks:
                if a.name not in names:
                    names.add(a.name)
                    more.append(CopiedAttack(a.name, a.cost, a.damage, a.has_text,
                                             origin(other, a)))
        return (*attacks, *more) if more else attacks


class HalveWhileActive(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, every attack's damage to any
    Pokémon (its owner's attacks too) is halved after Weakness and Resistance, rounded up
    to the nearest 10: damage step 7 (Relaxing Scent)."""

    hints = Hints(reduces=30)

    text = ("While this Pokémon is your Active Pokémon, every attack (yours too) does half "
            "its damage to each Pokémon, after Weakness and Resistance, rounded up to the "
            "nearest 10.")

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        if dmg <= 0 or not g.is_active(src.mon):
            return dmg
        return -(-dmg // 20) * 10


class HpPerEnergy(PowerScript):
    """This Pokémon has ``amount`` more HP for each basic ``type`` Energy card attached to
    it. It works while Asleep, Confused or Paralyzed (Gaseous Form)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    blocked_by_conditions = False

    def __init__(self, type_: str, amount: int = 10):
        self.type = type_
        self.amount = amount
        self.text = (f"This Pokémon gets +{amount} HP for each {type_} Energy card attached to "
                     f"it. This works even while it is Asleep, Confused or Paralyzed.")

    def hp(self, src: Source, mon: Pokemon, hp: int) -> int:
        if mon is not src.holder:
            return hp
        n = sum(map(basic_energy_of(self.type), mon.energy))
        return hp + self.amount * n


class ReduceFromType(PowerScript):
    """Whenever a Pokémon of ``type`` damages 1 of its owner's Pokémon (an attack), that
    damage is reduced by ``amount`` after Weakness and Resistance (damage step 7). It stops
    working while its owner has more than 1 Pokémon of its name in play; it works while
    Asleep, Confused or Paralyzed (Unown [D], [M], [N])."""

    blocked_by_conditions = False

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    def __init__(self, type_: str, amount: int = 30):
        self.type = type_
        self.amount = amount
        self.text = (f"Whenever a {type_} Pokémon damages 1 of your Pokémon, that damage is "
                     f"reduced by {amount} (after Weakness and Resistance). This power stops "
                     f"working while you have more than 1 Pokémon of this name in play; it "
                     f"works even while this Pokémon is Asleep, Confused or Paralyzed.")

    def incoming(self, g, src, attacker, target, dmg):
        mon = src.mon
        if (dmg <= 0 or attacker is None or target.owner != mon.owner
                or self.type not in attacker.types):
            return dmg
        if sum(m.name == mon.name for m in g.side(mon.owner).in_play) > 1:
            return dmg
        return max(dmg - self.amount, 0)


class MoreWhenMany(PowerScript):
    """Whenever this Pokémon's attack damages the Defending Pokémon (after Weakness and
    Resistance), if there are more than ``more_than`` Pokémon in play (both players') named
    one of ``names``, that attack does ``amount`` more damage (damage step 5: Frog Song)."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=self.amount)

    def __init__(self, names: tuple[str, ...], more_than: int, amount: int):
        self.names = names
        self.more_than = more_than
        self.amount = amount
        self.text = (f"Whenever this Pokémon's attack damages the Defending Pokémon, if there are "
                     f"more than {more_than} {', '.join(names)} in play (both players'), it does "
                     f"{amount} more damage.")

    def attacker_damage(self, g, src, attacker, target, dmg):
        if attacker is not src.holder or dmg <= 0 or target is not g.opponent(
                attacker.owner).active:
            return dmg
        many = sum(m.name in self.names for m in g.in_play())
        return dmg + self.amount if many > self.more_than else dmg


class BoostNamedAttack(PowerScript):
    """Whenever 1 of its owner's Pokémon with ``word`` in its name uses its attack
    ``attack``, that attack does 10 more damage for each damage counter on this Pokémon;
    with several Pokémon of this name in play, only 1 of them counts (the one with the most
    counters) ([Anger])."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=10)

    def __init__(self, word: str, attack: str):
        self.word = word
        self.attack = attack
        self.text = (f"Whenever 1 of your Pokémon with {word} in its name uses its {attack} "
                     f"attack, that attack does 10 more damage for each damage counter on this "
                     f"Pokémon. With more than 1 Pokémon of this name in play, only 1 of them "
                     f"counts for each attack.")

    def outgoing(self, g, src, attacker, target, dmg, attack):
        from oldback.effects.select import name_has

        mon = src.mon
        if (attack != self.attack or attacker.owner != mon.owner or target is attacker
                or not name_has(attacker.name, self.word)):
            return dmg
        same = [m for m in g.side(mon.owner).in_play if m.name == mon.name]
        if max(same, key=lambda m: m.damage) is not mon:
            return dmg
        return dmg + mon.damage


class BaseDamageWhenLow(PowerScript):
    """While this Pokémon has ``left`` HP or less remaining, its attack ``attack`` has base
    damage ``base`` instead of its printed damage (damage step 2: Final Blow; the card's
    "you may" is always taken: more damage)."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=self.base - 60)

    def __init__(self, attack: str, left: int, base: int):
        self.attack = attack
        self.left = left
        self.base = base
        self.text = (f"If this Pokémon's remaining HP are {left} or less, you may make its "
                     f"{attack} attack's base damage {base}.")

    def outgoing(self, g, src, attacker, target, dmg, attack):
        from oldback.engine.attack import being_done
        from oldback.engine.hooks import hp

        if attacker is not src.holder or attack != self.attack or target is attacker or dmg <= 0:
            return dmg  # (none: the attack does nothing, Megahorn's tails)
        if hp(g, attacker) - attacker.damage > self.left:
            return dmg
        done = being_done(g, attacker, attack)
        printed = done.base_damage if done is not None else 0
        return dmg + self.base - printed


class MoreForUnused(PowerScript):
    """This Pokémon's attack ``attack`` does ``amount`` more damage for each ``type`` Energy
    attached to it beyond what the attack's cost needs (damage step 2: Hydroelectric
    Power; the card's "you may" is always taken: more damage)."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=self.amount)

    def __init__(self, attack: str, type_: str, amount: int = 10):
        self.attack = attack
        self.type = type_
        self.amount = amount
        self.text = (f"You may make {attack} do {amount} more damage for each {type_} Energy "
                     f"attached to this Pokémon but not used to pay for {attack}'s Energy cost.")

    def outgoing(self, g, src, attacker, target, dmg, attack):
        from oldback.effects.select import UnusedEnergy

        ctx = g.attack_ctx
        if attacker is not src.holder or attack != self.attack or target is attacker or ctx is None:
            return dmg
        return dmg + self.amount * UnusedEnergy(self.type).count(ctx)


class DoubleBasicEnergy(PowerScript):
    """As long as this Pokémon is in play, each basic ``type`` Energy card attached to its
    owner's ``type`` Pokémon provides 2 ``type`` Energy instead (Wild Growth). It stops while
    this Pokémon is Asleep, Confused or Paralyzed."""

    energy_of_others = True

    @property
    def hints(self) -> Hints:
        return Hints(converts=self.type)

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"As long as this Pokémon is in play, each {type_} Energy card attached to "
                     f"your {type_} Pokémon provides 2 {type_} Energy instead.")

    def energy_types(self, g, src, holder, card, types):
        if (holder.owner == src.owner and self.type in holder.types and card.is_basic_energy
                and types == (self.type,)):
            return (self.type, self.type)
        return types


class EarlierAttacks(PowerScript):
    """Every Evolved Pokémon in play (the opponent's too) may also use the attacks of the
    Basic Pokémon card and Evolution cards under it, paying their Energy costs (Prehistoric
    Memory)."""

    hints = Hints(copies=True)

    text = ("Whenever an Evolved Pokémon attacks (your opponent's too), it may use any attack "
            "of its Basic Pokémon card or of an Evolution card under it, paying that attack's "
            "Energy cost.")

    def attack_list(self, g: Game, src: Source, mon: Pokemon, attacks: tuple[Attack,
                    ...]) -> tuple[Attack, ...]:
        from oldback.effects.lasting_kinds import with_attacks_under

        return with_attacks_under(mon, attacks) if len(mon.stack) >= 2 else attacks


class CopyDefendingAttacks(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, it also has a copy of every attack of
    the opponent's Active Pokémon, with its Energy cost and anything else it requires; a copy
    keeps the behaviour of the card it comes from (``CopiedAttack``) (Mimic)."""

    hints = Hints(copies=True)

    text = ("As long as this Pokémon is your Active Pokémon, it has a copy of every attack of "
            "the Defending Pokémon, with its Energy cost and anything else it requires.")

    def attack_list(self, g: Game, src: Source, mon: Pokemon, attacks: tuple[Attack,
                    ...]) -> tuple[Attack, ...]:
        if mon is not src.holder or not g.is_active(mon):
            return attacks
        foe = g.opponent(mon.owner).active
        if foe is None:
            return attacks
        names = {a.name for a in attacks}
        more = [CopiedAttack(a.name, a.cost, a.damage, a.has_text, origin(foe, a))
                for a in foe.attacks if a.name not in names]
        return (*attacks, *more) if more else attacks


class PreventOtherEffects(PowerScript):
    """Prevent all effects of the opponent's attacks, other than damage, done to this
    Pokémon (``prevents_effects``; damage is not an effect this answers: Crystal Body)."""

    hints = Hints(prevents=True)

    text = ("Prevent all effects of your opponent's attacks, other than damage, done to this "
            "Pokémon.")

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon,
                         target: Pokemon) -> bool:
        return target is src.holder and attacker.owner != target.owner


class ShunTrainers(PowerScript):
    """As long as this Pokémon is its owner's Active Pokémon, it and the Energy cards attached
    to it aren't affected by Trainer cards other than Stadiums: a Trainer's steps can't
    select it (``shuns_trainers``), nor remove its Energy (``protects_energy`` while a
    Trainer is being played); Trainer cards attached to it are discarded, as it becomes the
    Active Pokémon and after any Trainer is played. It works even while the Pokémon is
    Asleep, Confused or Paralyzed (Legendary Body)."""

    hints = Hints(prevents=True)
    blocked_by_conditions = False

    text = ("As long as this Pokémon is your Active Pokémon, it and the Energy cards attached to "
            "it aren't affected by Trainer cards other than Stadium cards, and any Trainer "
            "cards attached to it are discarded. This works even while it is Asleep, Confused "
            "or Paralyzed.")

    @staticmethod
    def _on(g: Game, src: Source, mon: Pokemon) -> bool:
        return mon is src.holder and g.is_active(mon)

    def shuns_trainers(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return self._on(g, src, mon)

    def protects_energy(self, g: Game, src: Source, mon: Pokemon, player: str) -> bool:
        return self._on(g, src, mon) and bool(g.p1.playing or g.p2.playing)

    def _discard_trainers(self, g: Game, src: Source) -> None:
        mon = src.holder
        if mon is None or not g.is_active(mon):
            return
        gone = [c for c in mon.attached if c.is_trainer]
        if not gone:
            return
        for c in gone:
            mon.attached.remove(c)
        g.side(mon.owner).discard.extend(gone)
        g.say(f"{', '.join(c.name for c in gone)} discarded from {g.whose(mon)}")

    def on_played(self, g: Game, src: Source, player: str, card: Card) -> None:
        self._discard_trainers(g, src)

    def on_switched_in(self, g: Game, src: Source, mon: Pokemon) -> None:
        if mon is src.holder:
            self._discard_trainers(g, src)


class CapSmallDamage(PowerScript):
    """Whenever an attack (its owner's too) does ``most`` or less damage to this Pokémon
    after Weakness and Resistance, that damage becomes ``to`` (damage step 7; the attack's
    other effects still happen: Hard Shell)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.most - self.to)

    def __init__(self, most: int = 40, to: int = 10):
        self.most = most
        self.to = to
        self.text = (f"Whenever an attack (yours too) does {most} or less damage to this Pokémon "
                     f"(after Weakness and Resistance), it does {to} damage instead (the "
                     f"attack's other effects still happen).")

    def incoming(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> int:
        if target is not src.holder or dmg <= 0:
            return dmg
        return min(dmg, self.to) if dmg <= self.most else dmg


class KeepEnergy(PowerScript):
    """The opponent's attacks, Pokémon Powers and Trainer cards can't remove Energy cards
    from its owner's Pokémon with ``word`` in their names (``protects_energy``); it works
    even while this Pokémon is Asleep, Confused or Paralyzed ([Keep])."""

    hints = Hints(prevents=True)
    blocked_by_conditions = False

    def __init__(self, word: str):
        self.word = word
        self.text = (f"Your opponent's attacks, Pokémon Powers and Trainer cards can't discard "
                     f"Energy cards from your Pokémon with {word} in their names.")

    def protects_energy(self, g: Game, src: Source, mon: Pokemon, player: str) -> bool:
        return (mon.owner == src.owner and player != src.owner
                and name_has(mon.name, self.word))


class ShieldDiscardPiles(PowerScript):
    """As long as this Pokémon is in play, the cards in every player's discard pile are not
    affected by attacks or Pokémon Powers (``shields_discard``: Allergic Pollen)."""

    hints = Hints(disables=True)

    text = ("As long as this Pokémon is in play, cards in each player's discard pile are not "
            "affected by attacks or Pokémon Powers.")

    def shields_discard(self, g: Game, src: Source) -> bool:
        return True


class ScareStage(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, the Pokémon Powers of the opponent's
    Pokémon of ``stage`` stop working and those Pokémon can't attack (Scare: Baby Pokémon)."""

    hints = Hints(disables=True)

    def __init__(self, stage: str = "Baby"):
        self.stage = stage
        self.text = (f"As long as this Pokémon is your Active Pokémon, your opponent's {stage} "
                     f"Pokémon's Pokémon Powers stop working and they can't attack.")

    def _scared(self, g: Game, src: Source, mon: Pokemon) -> bool:
        holder = src.mon
        return (mon.owner != holder.owner and (mon.form or mon.card).stage == self.stage
                and g.side(holder.owner).active is holder)

    def shuts_off_powers(self, g: Game, src: Source, mon: Pokemon) -> bool:
        return self._scared(g, src, mon)

    def blocks_attack(self, g: Game, src: Source, mon: Pokemon, attack: str) -> bool:
        return self._scared(g, src, mon)


class SleepHarder(PowerScript):
    """As long as a Pokémon with this power is in play, a player flips 2 coins instead of 1
    for each of their Asleep Pokémon at Pokémon Checkup; either tails, it stays Asleep (Deep
    Sleep). Written as: a heads of the sleep check is flipped again and the new result
    stands (``reflip``), by the first such working power in play only."""

    hints = Hints(disables=True)
    text = ("As long as this Pokémon is in play, a player flips 2 coins for each of their "
            "Asleep Pokémon between turns; if either is tails, it is still Asleep.")

    def reflip(self, g: Game, src: Source, reason: str, heads: bool) -> bool:
        from oldback.engine.powers import working

        if not heads or not reason.endswith(" asleep"):
            return False
        first = next(mon for mon, p in working(g) if p is self)
        return first is src.holder


class SpecialEnergyColorless(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, each Special Energy card in play
    provides Colorless Energy instead of its usual type, as many units as before, and its
    other effects stop working (``shuts_off_energy``: Darkness Energy's damage, Metal
    Energy's reduction, Miracle Energy's discard …) (Miraculous Wind)."""

    hints = Hints(disables=True)
    energy_of_others = True
    text = ("As long as this Pokémon is your Active Pokémon, each Special Energy card provides "
            "Colorless Energy instead of its usual type, and its other effects stop working.")

    def shuts_off_energy(self, g: Game, src: Source, mon: Pokemon, card: Card) -> bool:
        holder = src.mon
        return g.side(holder.owner).active is holder

    def energy_types(self, g: Game, src: Source, mon: Pokemon, card: Card,
                     types: tuple[str, ...]) -> tuple[str, ...]:
        if card.kind == "Basic" or not card.is_energy:
            return types
        holder = src.mon
        if g.side(holder.owner).active is not holder:
            return types
        return ("Colorless",) * len(types)


class FlipBoostNamedAttack(PowerScript):
    """Whenever 1 of its owner's Pokémon with ``word`` in its name uses its attack ``attack``,
    flip a coin until tails: that attack does 10 more damage for each heads (damage step 2;
    the coins are flipped once, for the attack being done); with more than 1 Pokémon of this
    name in play, only 1 of them acts ([XXXXX])."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=10, coin=True)

    def __init__(self, word: str, attack: str):
        self.word = word
        self.attack = attack
        self.text = (f"Whenever 1 of your Pokémon with {word} in its name uses its {attack} "
                     f"attack, flip a coin until you get tails: that attack does 10 more damage "
                     f"for each heads. With more than 1 Pokémon of this name in play, only 1 of "
                     f"them acts each turn.")

    def outgoing(self, g, src, attacker, target, dmg, attack):
        from oldback.effects.select import name_has

        mon = src.mon
        ctx = g.attack_ctx
        if (ctx is None or ctx.attacker is not attacker or attack != self.attack
                or attacker.owner != mon.owner or target is attacker
                or not name_has(attacker.name, self.word)):
            return dmg
        first = next(m for m in g.side(mon.owner).in_play if m.name == mon.name)
        if first is not mon:
            return dmg
        key = ("flip-boost", id(self), mon.uid)
        if key not in ctx.memo:
            heads = 0
            while g.flip(f"{mon.name}'s power"):
                heads += 1
            ctx.memo[key] = heads
        return dmg + 10 * ctx.memo[key]
