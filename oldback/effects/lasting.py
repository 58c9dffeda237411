"""Effects that last: pieces that give a Pokémon, or a player's side, a lasting effect
("until the end of your opponent's next turn", "as long as …", "this turn") — prevention,
disabled attacks, changed Weakness or Resistance, Powers stopped, Prize cards face up. The
kinds of lasting effect themselves are in ``lasting_kinds``."""

from __future__ import annotations

from dataclasses import replace

from oldback.effects.pieces import Piece, add_side_effect, effects_prevented, lasting_hints
from oldback.effects.select import DEFENDING, SELF, YOURS, Pokemons
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Hints
from oldback.engine.powers import in_play_record
from oldback.engine.scripts import LASTING
from oldback.engine.state import Lasting

NEXT_OPPONENT_TURN = 1


NEXT_OWN_TURN = 2


class Lasts(Piece):
    """Give a Pokémon a lasting effect of a registered kind."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, self.value)

    def __init__(self, kind: str, on: Pokemons, turns: int, value: int = 0, data: str = ""):
        self.kind = kind
        self.on = on
        self.turns = turns
        self.value = value
        self.data = data

    def effect(self, ctx: Attacking) -> None:
        mon = self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        eff = Lasting(self.kind, ctx.g.turn + self.turns, self.value, ctx.attacker.uid,
                      self.data)
        mon.effects = (*mon.effects, eff)

    def describe(self) -> str:
        kind = LASTING[self.kind]
        when = ("During your opponent's next turn" if self.turns == NEXT_OPPONENT_TURN
                else "This turn" if self.turns == 0 else kind.next_own_turn)
        return f"{when}: {kind.text.format(on=self.on, e=self)}"


def lasting(kind: str, on: Pokemons = SELF, turns: int = NEXT_OPPONENT_TURN, value: int = 0,
            data: str = "") -> Lasts:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return Lasts(kind, on, turns, value, data)


#: the ``until`` of effects that end with a change of the board, not after some turns
WHILE_IT_LASTS = 1 << 30


class WhileActive(Piece):
    """Give the Defending Pokémon a lasting effect that holds as long as this Pokémon stays
    Active: this Pokémon gets a "watching" marker, which benching or evolving it removes,
    and the effect's kind checks for it (Mean Look). Benching or evolving the Defending
    Pokémon ends the effect as any attack effect."""

    hints = Hints(disables=True)

    def __init__(self, kind: str, turns: int = WHILE_IT_LASTS):
        self.kind = kind
        #: it ends anyway at the end of the turn this many turns on (Jaw Clamp: the
        #: opponent's next turn; Sticky Nectar: your next turn)
        self.turns = turns

    def effect(self, ctx: Attacking) -> None:
        mon, me = ctx.defender, ctx.attacker
        if mon is None or effects_prevented(ctx, mon):
            return
        until = WHILE_IT_LASTS if self.turns == WHILE_IT_LASTS else ctx.g.turn + self.turns
        mon.effects = (*mon.effects, Lasting(self.kind, until, source=me.uid))
        if not me.has_effect("watching"):
            me.effects = (*me.effects, Lasting("watching", WHILE_IT_LASTS, source=me.uid))

    def describe(self) -> str:
        lead = ("As long as" if self.turns == WHILE_IT_LASTS else
                "Until the end of your opponent's next turn, as long as" if self.turns == 1
                else "Until the end of your next turn, as long as")
        return (f"{lead} this Pokémon remains your Active Pokémon: "
                + LASTING[self.kind].text.format(on=DEFENDING, e=self))


def while_active(kind: str, turns: int = WHILE_IT_LASTS) -> WhileActive:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return WhileActive(kind, turns)


class DisableAttack(Piece):
    """Choose 1 of the Defending Pokémon's attacks (those it has now: a Transformed Ditto's
    are the ones it copied): it can't use that attack during your opponent's next turn (an
    ``amnesia`` effect: it can't even be announced)."""

    hints = Hints(disables=True)

    def effect(self, ctx: Attacking) -> None:
        g, mon = ctx.g, ctx.defender
        if mon is None or not mon.attacks or effects_prevented(ctx, mon):
            return
        name = g.choose(ctx.player, "disable-attack", f"Which attack of {mon.name}?",
                        [(a.name, a.name) for a in mon.attacks])
        mon.effects = (*mon.effects, Lasting("amnesia", g.turn + NEXT_OPPONENT_TURN,
                                             source=ctx.attacker.uid, data=name))
        g.say(f"{mon.name} can't use {name} during its owner's next turn")

    def describe(self) -> str:
        return ("Choose 1 of the Defending Pokémon's attacks. That Pokémon can't use that "
                "attack during your opponent's next turn.")


class OpponentLasts(Piece):
    """Give your opponent, the player, a lasting effect of a registered kind (on their
    Side, not on a Pokémon: Headache)."""

    hints = Hints(disables=True)

    def __init__(self, kind: str, turns: int):
        self.kind = kind
        self.turns = turns

    def effect(self, ctx: Attacking) -> None:
        eff = Lasting(self.kind, ctx.g.turn + self.turns, source=ctx.attacker.uid)
        ctx.opp.effects = (*ctx.opp.effects, eff)

    def describe(self) -> str:
        return ("During your opponent's next turn: "
                + LASTING[self.kind].text.format(on="your opponent", e=self))


def opponent_lasting(kind: str, turns: int = NEXT_OPPONENT_TURN) -> OpponentLasts:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return OpponentLasts(kind, turns)


class FacingEffect(Piece):
    """Give ``on`` (this Pokémon or the Defending Pokémon) a lasting effect of ``kind`` that
    concerns the pair of them during the opponent's next turn (Snivel, Pounce, Tail Wag,
    Leer). Both get a ``facing`` marker; benching or evolving either one removes its marker,
    which ends the effect. Each Lasting names this Pokémon (``source``) and the Defending
    Pokémon (``data``)."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, self.value)

    def __init__(self, kind: str, on: Pokemons, value: int = 0,
                 turns: int = NEXT_OPPONENT_TURN):
        self.kind = kind
        self.on = on
        self.value = value
        #: until the end of the opponent's next turn, or (``NEXT_OWN_TURN``) of yours: Lock-on
        self.turns = turns

    def effect(self, ctx: Attacking) -> None:
        me, foe = ctx.attacker, ctx.defender
        if foe is None or effects_prevented(ctx, foe):
            return
        until = ctx.g.turn + self.turns
        mark = Lasting("facing", until, 0, me.uid, str(foe.uid))
        eff = Lasting(self.kind, until, self.value, me.uid, str(foe.uid))
        holder = me if self.on is SELF else foe
        for mon in (me, foe):
            mon.effects = (*mon.effects, mark, eff) if mon is holder else (*mon.effects, mark)

    def describe(self) -> str:
        when = ("During your opponent's next turn" if self.turns == NEXT_OPPONENT_TURN
                else "During your next turn")
        return (f"{when} (benching either Pokémon ends this): "
                + LASTING[self.kind].text.format(on=self.on, e=self))


def facing(kind: str, on: Pokemons = SELF, value: int = 0,
           turns: int = NEXT_OPPONENT_TURN) -> FacingEffect:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return FacingEffect(kind, on, value, turns)


class ChangeWeakResist(Piece):
    """Choose a type other than Colorless (key: the type name): it becomes the Weakness
    (``changed-weakness``; only of a Pokémon that has one) or the Resistance
    (``changed-resistance``) of ``on``, as an attack effect (benching or evolving ends it).
    ``optional``: ``done`` keeps it as it is (Conversion 1 and 2)."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, self.on, 0)

    def __init__(self, kind: str, on: Pokemons, optional: bool):
        self.kind = kind
        self.on = on
        self.optional = optional

    def effect(self, ctx: Attacking) -> None:
        from oldback.card import TYPES

        g, mon = ctx.g, self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        weak = self.kind == "changed-weakness"
        now = mon.weakness if weak else mon.resistance
        if weak and now is None:
            return
        what = "Weakness" if weak else "Resistance"
        pairs = [(t, f"{what}: {t}") for t in TYPES if t not in ("Colorless", now)]
        if self.optional:
            pairs.append(("done", f"keep the {what}"))
        key = g.choose(ctx.player, "type", f"Change {mon.name}'s {what} to which type?", pairs)
        if key == "done":
            return
        kept = tuple(e for e in mon.effects if e.kind != self.kind)
        mon.effects = (*kept, Lasting(self.kind, WHILE_IT_LASTS, source=ctx.attacker.uid,
                                      data=key))
        g.say(f"{g.whose(mon)}'s {what} is now {key}")

    def describe(self) -> str:
        if self.kind == "changed-weakness":
            return (f"If {self.on} has a Weakness, you may change it to a type of your choice "
                    f"other than Colorless.")
        change = "You may change" if self.optional else "Change"
        return f"{change} {self.on}'s Resistance to a type of your choice other than Colorless."


def change_weakness(on: Pokemons = DEFENDING, optional: bool = True) -> ChangeWeakResist:
    return ChangeWeakResist("changed-weakness", on, optional)


def change_resistance(on: Pokemons = SELF, optional: bool = False) -> ChangeWeakResist:
    return ChangeWeakResist("changed-resistance", on, optional)


class OnlyOnce(Piece):
    """This Pokémon can't use this attack again as long as it stays in play, even after a
    trip to the Bench (a ``used-once`` marker: Leek Slap)."""

    hints = Hints(requires=True)

    def effect(self, ctx: Attacking) -> None:
        mon = ctx.attacker
        mon.effects = (*mon.effects, Lasting("used-once", WHILE_IT_LASTS, source=mon.uid,
                                             data=ctx.attack.name))

    def describe(self) -> str:
        return ("Either way, this Pokémon can't use this attack again as long as it stays in "
                "play (going to the Bench does not change that).")


class PrizesFaceUp(Piece):
    """Each player plays with their Prize cards face up for the rest of the game (a
    ``prizes-face-up`` effect on both sides: both views show them)."""

    hints = Hints(shows_prizes=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        for side in (ctx.side, ctx.opp):
            if not any(e.kind == "prizes-face-up" for e in side.effects):
                side.effects = (*side.effects, Lasting("prizes-face-up", WHILE_IT_LASTS))
        ctx.g.say("each player's Prize cards are now face up: "
                  + "; ".join(f"{s.name}: {', '.join(c.name for c in s.prizes) or 'none'}"
                              for s in (ctx.side, ctx.opp)))

    def describe(self) -> str:
        return "Each player plays with their Prize cards face up for the rest of the game."


class AllPowersStop(Piece):
    """Every Pokémon Power in play, both players', stops working until the end of the
    opponent's next turn (a ``no-powers`` effect on the player's side, which records the
    Pokémon in play now: Goop Gas Attack; a Pokémon put into play or evolved afterwards
    has working Powers)."""

    hints = Hints(disables=True, powers_off=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        side.effects = (*side.effects, Lasting("no-powers", g.turn + NEXT_OPPONENT_TURN,
                                               data=in_play_record(g)))
        g.say("all Pokémon Powers stop working until the end of the next turn")

    def describe(self) -> str:
        return "All Pokémon Powers stop working until the end of your opponent's next turn."


class LastsUntilDamaged(Piece):
    """Give this Pokémon a lasting effect with no end of its own: it goes when the Pokémon
    takes damage, is Benched or evolves (Shadow Images)."""

    @property
    def hints(self) -> Hints:
        return lasting_hints(self.kind, SELF, 0)

    def __init__(self, kind: str):
        self.kind = kind

    def effect(self, ctx: Attacking) -> None:
        me = ctx.attacker
        kept = tuple(e for e in me.effects if e.kind != self.kind)
        me.effects = (*kept, Lasting(self.kind, WHILE_IT_LASTS, source=me.uid))

    def describe(self) -> str:
        from oldback.engine.scripts import LASTING

        return "From now on: " + LASTING[self.kind].text.format(on=SELF, e=self)


class SideLasts(Piece):
    """Give the player's side (``whose``: or the opponent's) a lasting effect of ``kind``
    until the end of the turn ``turns`` after this one (0: this turn). ``text`` says it."""

    quiet = True

    @property
    def hints(self) -> Hints:
        from oldback.engine.scripts import LASTING

        hints = LASTING[self.kind].hints
        return replace(hints, owner=self.data) if self.data else hints

    def __init__(self, kind: str, turns: int, text: str, value: int = 0, data: str = "",
                 whose: str = YOURS):
        self.kind = kind
        self.turns = turns
        self.text = text
        self.value = value
        self.data = data
        self.whose = whose

    def effect(self, ctx: Place) -> None:
        side = ctx.side if self.whose == YOURS else ctx.opp
        add_side_effect(ctx.g, side.name, self.kind, ctx.g.turn + self.turns, self.value,
                        self.data)

    def describe(self) -> str:
        return self.text


class SideWhileActive(Piece):
    """Until the end of the opponent's next turn, as long as this Pokémon is your Active
    Pokémon, your side has a lasting effect of ``kind`` (the kind checks that this Pokémon,
    its ``source``, is still the Active Pokémon: Ice Pillar)."""

    quiet = True

    @property
    def hints(self) -> Hints:
        return LASTING[self.kind].hints

    def __init__(self, kind: str):
        if kind not in LASTING:
            raise ValueError(f"unknown lasting effect kind {kind!r}")
        self.kind = kind

    def effect(self, ctx: Attacking) -> None:
        side = ctx.side
        side.effects = (*side.effects, Lasting(self.kind, ctx.g.turn + NEXT_OPPONENT_TURN,
                                               source=ctx.attacker.uid))

    def describe(self) -> str:
        return "Until the end of your opponent's next turn: " + LASTING[self.kind].text


def boost_this_turn(word: str, amount: int) -> SideLasts:
    """This turn, attacks of your Pokémon with ``word`` in its name that damage the
    Defending Pokémon do ``amount`` more (Misty)."""
    return SideLasts("owner-boost", 0, (
        f"If this turn's attack of your Pokémon with {word} in its name does damage to the "
        f"Defending Pokémon (after Weakness and Resistance), it does {amount} more damage."),
        value=amount, data=word)


def poison_this_turn(word: str) -> SideLasts:
    """This turn, the Defending Pokémon damaged by your Pokémon with ``word`` in its name is
    then Poisoned (Koga)."""
    return SideLasts("owner-poison", 0, (
        f"If an attack of your Pokémon with {word} in its name does damage to the Defending "
        f"Pokémon this turn, that Pokémon is then Poisoned."), data=word)


class Recall(SideLasts):
    """``Recalled`` for this turn; playable while the Active Pokémon has a card under its
    top card."""

    def can_play(self, at: Place) -> bool:
        return at.side.active is not None and len(at.side.active.stack) > 1


def recall() -> SideLasts:
    return Recall("recall", 0, (
        "For your attack this turn, your Active Pokémon may use any attack of the Basic "
        "Pokémon card or Evolution cards under it (paying its Energy cost)."))


def shield_bench(turns: int = 1) -> SideLasts:
    return SideLasts("bench-shield", turns, (
        "Until the end of your opponent's next turn, prevent all damage from attacks done "
        "to your Benched Pokémon."))


def bench_barrier(turns: int = 1) -> SideLasts:
    return SideLasts("bench-barrier", turns, (
        "During your opponent's next turn, prevent all effects of attacks, including damage, "
        "done to your Benched Pokémon."))


def no_trainers(turns: int = 2) -> SideLasts:
    return SideLasts("no-trainers", turns,
                     "You can't play Trainer cards until the end of your next turn.")


class Remember(Piece):
    """Record that this Pokémon used this attack, until the end of its owner's next turn."""

    hints = Hints(requires=True)

    def effect(self, ctx: Attacking) -> None:
        mon = ctx.attacker
        mon.effects = (*mon.effects, Lasting("used-attack", ctx.g.turn + NEXT_OWN_TURN,
                                             source=mon.uid, data=ctx.attack.name))

    def describe(self) -> str:
        return ""


class UntilBenched(Lasts):
    """Give ``on`` a lasting effect that ends only when it is Benched, evolves or devolves
    (or leaves play): no end of its own (Giant Growth, Ink Spurt)."""

    def __init__(self, kind: str, on: Pokemons, value: int, data: str):
        super().__init__(kind, on, WHILE_IT_LASTS, value, data)

    def effect(self, ctx: Attacking) -> None:
        mon = self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        mon.effects = (*mon.effects, Lasting(self.kind, WHILE_IT_LASTS, self.value,
                                             ctx.attacker.uid, self.data))

    def describe(self) -> str:
        return (f"Until {self.on} is Benched or evolves: "
                f"{LASTING[self.kind].text.format(on=self.on, e=self)}")


def until_benched(kind: str, on: Pokemons = SELF, value: int = 0, data: str = "") -> UntilBenched:
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return UntilBenched(kind, on, value, data)


def side_lasting(kind: str) -> SideLasts:
    """Give your own side a lasting effect of a registered kind that concerns the whole game,
    until the end of your opponent's next turn (Dark Wave): ``gym.SideLasts``."""
    if kind not in LASTING:
        raise ValueError(f"unknown lasting effect kind {kind!r}")
    return SideLasts(kind, 1, "Until the end of your opponent's next turn: "
                     + LASTING[kind].text.format(on="everyone"))


def focus_energy(attack: str, self_too: bool = False) -> Lasts:
    """During your next turn, this Pokémon's ``attack`` does double base damage
    (``self_too``: its damage to itself is doubled too)."""
    return Lasts("focus-energy", SELF, NEXT_OWN_TURN, 1 if self_too else 0, attack)


class PutMarker(Piece):
    """If ``on`` (the Defending Pokémon) has no marker of ``kind`` yet, flip a coin: heads, put
    one on it; a marker stays while the Pokémon is in play (Char). ``coin`` False: no coin,
    the marker is put (Lightning Rod, on a Pokémon chosen: a ``Chosen`` selector)."""

    @property
    def hints(self) -> Hints:
        return replace(lasting_hints(self.kind, self.on, 0), coin=self.coin)

    def __init__(self, kind: str, on: Pokemons = DEFENDING, coin: bool = True):
        if kind not in LASTING:
            raise ValueError(f"unknown lasting effect kind {kind!r}")
        self.kind = kind
        self.on = on
        self.coin = coin

    def effect(self, ctx: Attacking) -> None:
        mon = self.on.first(ctx)
        if mon is None or mon.has_effect(self.kind) or effects_prevented(ctx, mon):
            return
        if not self.coin or ctx.flip():
            mon.effects = (*mon.effects, Lasting(self.kind, WHILE_IT_LASTS, 0,
                                                 ctx.attacker.uid))
            ctx.g.say(f"{ctx.g.whose(mon)} gets a {self.kind} marker")

    def describe(self) -> str:
        if not self.coin:
            return (f"Choose {self.on}: unless it has one already, from now on "
                    f"{LASTING[self.kind].text.format(on='it', e=self)}")
        return (f"If {self.on} has no such marker, flip a coin: heads, from now on "
                f"{LASTING[self.kind].text.format(on=self.on, e=self)}")


class ChangeType(Piece):
    """Choose a type other than Colorless: ``on`` (the Defending Pokémon) is now of that
    type, by a ``changed-type`` marker that replaces any it had; it stays on the Bench and
    evolution or devolution ends it (Paint's Coloring counter; spec, Notes on Retreating:
    Color markers)."""

    hints = Hints(changes_type=True)

    def __init__(self, on: Pokemons = DEFENDING):
        self.on = on

    def effect(self, ctx: Attacking) -> None:
        from oldback.card import TYPES

        g, mon = ctx.g, self.on.first(ctx)
        if mon is None or (mon is not ctx.attacker and effects_prevented(ctx, mon)):
            return
        key = g.choose(ctx.player, "type", f"Which type is {mon.name} now?",
                       [(t, t) for t in TYPES if t != "Colorless"])
        kept = tuple(e for e in mon.effects if e.kind != "changed-type")
        mon.effects = (*kept, Lasting("changed-type", WHILE_IT_LASTS, source=ctx.attacker.uid,
                                      data=key))
        g.say(f"{g.whose(mon)} is now a {key} Pokémon")

    def describe(self) -> str:
        return (f"Choose a type other than Colorless: {self.on} is now of that type (a "
                f"marker that replaces any it had, and stays on the Bench).")


class NoMoreTrainers(SideLasts):
    """You can't play any more Trainer cards this turn (Professor Elm, PokéGear, Time
    Capsule): a price of the card, not a disruption (no hints of its own)."""

    @property
    def hints(self) -> Hints:
        return Hints()

    def __init__(self) -> None:
        super().__init__("no-trainers", 0, "You can't play any more Trainer cards this turn.")
