"""Attack Procedures (spec: "Attack Procedures", Neo 1 Handy Guide)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from oldback.card import Attack, Card, CopiedAttack, attack_named
from oldback.compiled import mypyc_attr
from oldback.engine import damage, energy, hooks
from oldback.engine.hooks import any_says, fire, sources
from oldback.engine.scripts import (
    BASIC,
    SCRIPTS,
    AttackScript,
    LastingKind,
    Source,
    register_lasting,
)
from oldback.engine.state import IMMOBILE, Lasting

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon, Side


class Place(Protocol):
    """Where the vocabulary's selectors resolve (``oldback.effects.select``): the game, the
    acting side and its opponent, and in an attack the attacking and the Defending
    Pokémon; an attack being performed (``Attacking``), or a Trainer card being played
    (the vocabulary's ``Play``)."""

    @property
    def g(self) -> Game: ...

    @property
    def side(self) -> Side: ...

    @property
    def opp(self) -> Side: ...

    @property
    def attacker(self) -> Pokemon | None: ...

    @property
    def defender(self) -> Pokemon | None: ...

    @property
    def memo(self) -> dict: ...

    def flip(self) -> bool: ...


class Attacking(Place, Protocol):
    """What a piece of the vocabulary reads of the attack being performed
    (``AttackContext``). The pieces are typed against this protocol, not the class: a piece
    a Trainer card shares is given the card's ``Play`` instead, and a compiled method checks
    a class its argument is declared as, never a protocol."""

    @property
    def attacker(self) -> Pokemon: ...

    defender: Pokemon | None

    @property
    def attack(self) -> Attack: ...

    @property
    def player(self) -> str: ...

    damage: dict[int, list]
    memo: dict
    weakness_resistance: bool
    skip: frozenset[str]

    def add(self, target: Pokemon, amount: int) -> None: ...

    def set(self, target: Pokemon, amount: int) -> None: ...

    def base(self, target: Pokemon) -> int: ...

    def retarget(self, new: Pokemon | None) -> None: ...



PLAIN = AttackScript()
PLAIN.checks_usable = False  # an attack with no text has no requirements
CONFUSION_DAMAGE = 20


class AttackContext:
    """One attack being performed: who attacks whom, and the damage it will do.

    ``damage`` holds the step-1 base damage per target, in the order targets were
    named; the Defending Pokémon starts with the printed damage.
    """

    __slots__ = ("g", "side", "opp", "attacker", "defender", "attack", "damage", "memo",
                 "weakness_resistance", "skip", "flips", "performing")

    def __init__(self, g: Game, side: Side, attacker: Pokemon, attack: Attack):
        self.g = g
        self.side = side
        self.opp = g.opponent(side.name)
        self.attacker = attacker
        self.defender = self.opp.active
        self.attack = attack
        self.damage: dict[int, list] = {}
        self.memo: dict = {}
        #: False when the attack says not to apply Weakness and Resistance (damage steps 3–4)
        self.weakness_resistance = True
        #: more damage steps the attack says to skip (``damage.calculate``)
        self.skip: frozenset[str] = frozenset()
        #: coins flipped while the attack is performed (``Game.flip`` counts them)
        self.flips = 0
        #: the attack whose damage and effects are being done now: this one, or the attack
        #: it does as its own (Metronome's copy; ``resolve`` sets it)
        self.performing = attack
        printed = attack.damage
        if self.defender is not None and printed and not printed.endswith(("x", "×")):
            self.add(self.defender, attack.base_damage)

    @property
    def player(self) -> str:
        return self.side.name

    def add(self, target: Pokemon, amount: int) -> None:
        """Add ``amount`` to the base damage done to ``target``."""
        entry = self.damage.get(target.uid)
        if entry is None:
            self.damage[target.uid] = [target, amount]
        else:
            entry[1] += amount

    def set(self, target: Pokemon, amount: int) -> None:
        entry = self.damage.get(target.uid)
        if entry is None:
            self.damage[target.uid] = [target, amount]
        else:
            entry[1] = amount

    def retarget(self, new: Pokemon | None) -> None:
        """The Defending Pokémon is now ``new`` (switched in before the damage): the base
        damage meant for the old one is meant for it."""
        old = self.defender
        entry = self.damage.pop(old.uid, None) if old is not None else None
        self.defender = new
        if entry is not None and new is not None:
            self.add(new, entry[1])

    def base(self, target: Pokemon) -> int:
        entry = self.damage.get(target.uid)
        return entry[1] if entry else 0

    def flip(self) -> bool:
        return self.g.flip(self.attack.name)


def script_for(attacker: Pokemon, attack: Attack) -> AttackScript:
    """The behaviour of ``attack`` as the Pokémon now is (a Transformed Ditto uses the
    card it has become); an attack copied from another card (``CopiedAttack``) keeps
    that card's behaviour."""
    return SCRIPTS.get(origin(attacker, attack).behaviour_id, BASIC).attacks.get(
        attack.name, PLAIN)


def origin(attacker: Pokemon, attack: Attack) -> Card:
    """The card whose behaviour ``attack`` has: the card it was copied from
    (``CopiedAttack``), else the card ``attacker`` is now (``attacker.facts``)."""
    # (the type asked first: looking for a field a plain attack lacks raises inside)
    copied = attack.origin if isinstance(attack, CopiedAttack) else None
    return copied or attacker.form or attacker.stack[-1]


def can_announce(g: Game, side: Side, attack: Attack, units: list[str]) -> bool:
    """Step 1: the Energy is attached, nothing definitely stops the attack, and its
    "in order to use" requirements can be met. ``units``: the Energy units of the
    Active Pokémon (``energy.units``)."""
    mon = side.active
    if mon is None or mon.conditions & IMMOBILE:
        return False
    if not energy.can_pay(units, attack.cost):
        return False
    if (mon.effects or "blocks_attack" in g.card_hooks or "blocks_attack" in g.power_hooks) \
            and any_says(g, "blocks_attack", mon, attack.name, mons=(mon,)):
        return False
    script = script_for(mon, attack)
    return not script.checks_usable or script.usable(AttackContext(g, side, mon, attack))


def perform(g: Game, side: Side, attack: Attack) -> None:
    """Steps 1–5 of the attack procedure. The turn ends afterwards in every case."""
    mon = side.active
    assert mon is not None
    script = script_for(mon, attack)
    ctx = g.attack_ctx = AttackContext(g, side, mon, attack)
    if g.logging:
        g.say(f"{side.name}'s {mon.name} attacks: {attack.name}")
    # Step 2: the Baby rule (a Pokémon that is a Baby now: Transform may make Ditto one).
    defender = ctx.defender
    if defender is not None and defender.facts.stage == "Baby":
        if not g.flip("Baby rule"):
            g.say(f"the attack fails: {defender.name} is a Baby Pokémon")
            return
    # WotC 1999: mandatory costs are paid here, before the Sand-attack and Confusion checks.
    if not g.rules.costs_after_damage:
        script.pay(ctx)
    # Step 3: effects that act whenever this Pokémon attacks (Rebellion) …
    for src in sources(g, "stops_attack", (mon,)):
        if src.effect.stops_attack(g, src, mon):
            g.say("the attack does nothing")
            return
    # … and lasting effects such as Sand-attack that may stop the attack.
    for src in sources(g, "attack_check", (mon,)):
        if src.effect.attack_check(g, src, mon) and not g.flip(_reason(src)):
            g.say("the attack does nothing")
            return
    # Step 4: the Confusion check; tails does 20 damage to itself, calculated in full.
    if "confused" in mon.conditions and not g.flip("Confusion"):
        g.say(f"{mon.name} hurts itself in its confusion")
        damage.deal(g, [(mon, damage.calculate(g, mon, mon, CONFUSION_DAMAGE))], mon)
        return
    # The attack happens: effects that act as it does (Koga's Ninja Trick may switch the
    # Defending Pokémon out, before its damage and effects).
    if hooks.in_game(g, "on_attack"):
        fire(g, "on_attack", mon, mons=(mon, defender) if defender is not None else (mon,))
        if ctx.opp.active is not defender:
            ctx.retarget(ctx.opp.active)
            defender = ctx.defender
    # Step 5: damage first, then the other effects in printed order.
    before = (defender.damage, defender.conditions) if defender is not None else None
    redo = (g._copy_state() if hooks.in_game(g, "reflips_attack")
            and sources(g, "reflips_attack", (mon,)) else None)
    ctx.flips = 0
    resolve(ctx, script)
    if redo is not None and ctx.flips and any_says(g, "reflips_attack", mon, mons=(mon,)):
        # Every coin of the attack flipped again (Sabrina's ESP): what it did is undone,
        # and it is done once more, the random source going on where it was.
        rng = g.rng
        g._load_state(redo)
        g.rng = rng
        g.say(f"{side.name} flips the coins of {attack.name} again")
        side, uid = g.side(side.name), defender.uid if defender is not None else 0
        mon = side.active
        assert mon is not None
        ctx = g.attack_ctx = AttackContext(g, side, mon, attack)
        defender = ctx.defender if defender is None else g.find(uid)
        resolve(ctx, script)
    if defender is not None and before is not None:
        remember(g, mon, defender, *before)
    if g.records_attacks and g.find(mon.uid) is mon:
        # The attacker's record of the attack it did (Sketch copies it next turn), with the
        # opposing Pokémon in play as it was done, which saw it.
        seen = ",".join(str(m.uid) for m in ctx.opp.in_play)
        kept = tuple(e for e in mon.effects if e.kind != ATTACKED_WITH)
        mon.effects = (*kept, Lasting(ATTACKED_WITH, g.turn + 1, 0, mon.uid,
                                      f"{attack.name}|{seen}"))


def _reason(src: Source) -> str:
    """What a coin flipped for a source is logged as: the kind of a lasting effect, or the
    name of the card."""
    if src.lasting is not None:
        return src.lasting.kind
    return src.card.name if src.card is not None else ""


def being_done(g: Game, attacker: Pokemon, name: str) -> Attack | None:
    """The attack named ``name`` that ``attacker`` is doing now: the one it copies too
    (Metronome copying Slash: the Defending Pokémon's Slash, with its printed damage). Outside
    an attack (damage foreseen by a player), the attack of that name it may use; None if it
    has none."""
    ctx = g.attack_ctx
    if ctx is not None and ctx.attacker is attacker and ctx.performing.name == name:
        return ctx.performing
    return attack_named(hooks.attacks(g, attacker), name)


def resolve(ctx: AttackContext, script: AttackScript) -> None:
    """Perform an attack's description: base damage, damage calculation and dealing,
    mandatory costs (``costs_after_damage``), then its effects."""
    g = ctx.g
    outer = g.attack_ctx
    if outer is not None:  # (an attack done as another's: Metronome, its copy)
        outer.performing = ctx.attack
    script.base(ctx)
    name = ctx.attack.name
    wr = ctx.weakness_resistance
    skip = ctx.skip
    damage.deal(g, [(t, damage.calculate(g, ctx.attacker, t, amount, name, wr, skip))
                    for t, amount in ctx.damage.values()], ctx.attacker)
    if g.rules.costs_after_damage:
        script.pay(ctx)
    script.effect(ctx)


@mypyc_attr(native_class=False)
class Attacked(LastingKind):
    """What an attack did to the Defending Pokémon (``value``: the damage it took;
    ``data``: the Special Conditions it got, comma-separated), kept during its owner's next
    turn while it stays Active, for attacks that repeat it (Mirror Move)."""

    text = "{on} was attacked last turn."


#: the kind of the record ``remember`` leaves on an attacked Pokémon
ATTACKED = "attacked"
register_lasting(ATTACKED, Attacked())


@mypyc_attr(native_class=False)
class AttackedWith(LastingKind):
    """The attack the holder did (``data``: its name, then ``|`` and the uids of the opposing
    Pokémon in play then, comma-separated), kept during the opponent's next turn while it
    stays Active, for an attack that copies it (Sketch)."""

    text = "{on} attacked last turn."


#: the kind of the record an attacker keeps of its attack
ATTACKED_WITH = "attacked-with"
register_lasting(ATTACKED_WITH, AttackedWith())


def remember(g: Game, attacker: Pokemon, defender: Pokemon, damage_before: int,
             conditions_before: frozenset[str]) -> None:
    """Record on the Defending Pokémon, if it is still the Active Pokémon, the final result
    of the attack on it: the damage it took and the Special Conditions it got. Kept only
    where a card of the game reads it (``Game.records_attacks``): a lasting effect on a
    Pokémon makes every check that asks its effects look."""
    if not g.records_attacks or not g.is_active(defender):
        return
    took = max(defender.damage - damage_before, 0)
    got = ",".join(sorted(defender.conditions - conditions_before))
    kept = tuple(e for e in defender.effects if e.kind != ATTACKED)
    defender.effects = (*kept, Lasting(ATTACKED, g.turn + 1, took, attacker.uid, got))
