"""Pokémon Power pieces."""

from __future__ import annotations

from copy import copy

from oldback.card import with_id
from oldback.effects.select import basic_energy_of
from oldback.engine import knockout, turn
from oldback.engine.energy import ANY, cards_providing, choose_attached, detach, has_type
from oldback.engine.hints import ALL, Hints, Whose
from oldback.engine.hooks import any_says
from oldback.engine.scripts import FORM_POWERS, PowerScript
from oldback.engine.state import Lasting


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

    def prevents(self, g, src, attacker, target, dmg):
        mon = src.mon
        return target is mon and dmg >= self.threshold


class HalveDamage(PowerScript):
    """Damage done to this Pokémon by any attack is halved, rounded down to the nearest
    10 (after W/R): damage step 7 (Kabuto Armor)."""

    hints = Hints(reduces=30)  # half of the usual 60

    text = ("Whenever an attack (its owner's too) damages this Pokémon, it does half the "
            "damage after Weakness and Resistance, rounded down to the nearest 10.")

    def incoming(self, g, src, attacker, target, dmg):
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

    def retreat_cost(self, g, src, active, cost):
        mon = src.mon
        if mon.owner == active.owner and mon is not g.side(mon.owner).active:
            return cost - self.amount
        return cost


class TurnEnergyInto(PowerScript):
    """As often as you like during your turn, before attacking: all Energy attached to
    this Pokémon becomes Fire for the rest of the turn (Energy Burn)."""

    hints = Hints(converts="Fire")

    activated = True
    text = ("As often as you like during your turn (before your attack), all Energy attached "
            "to this Pokémon becomes Fire Energy for the rest of the turn.")

    def can_use(self, g, mon):
        return mon.owner == g.current and not mon.has_effect("energy-burn")

    def use(self, g, mon):
        mon.effects = (*mon.effects, Lasting("energy-burn", g.turn, source=mon.uid))


# --- Fossil ------------------------------------------------------------------------------
def power_name(power: PowerScript, mon) -> str:
    """The name under which ``mon``'s card holds ``power``."""
    from oldback.engine.scripts import script_of

    return next(n for n, p in script_of(mon.card).powers.items() if p is power)


def used_this_turn(g, mon, power: PowerScript) -> bool:
    """Whether ``mon`` has used ``power`` this turn (``g.powers_used``)."""
    return (mon.uid, power_name(power, mon)) in g.powers_used


def mark_used(g, mon, power: PowerScript) -> None:
    g.powers_used = (*g.powers_used, (mon.uid, power_name(power, mon)))


class NoEvolution(PowerScript):
    """No Evolution card may be played, on either side (Prehistoric Power)."""

    hints = Hints(disables=True)

    text = "No more Evolution cards can be played, by either player."

    def blocks_evolution(self, g, src, target):
        return True


class ShutOffPowers(PowerScript):
    """Every other Pokémon Power in play is ignored, its owner's too (Toxic Gas)."""

    hints = Hints(disables=True)

    text = "Every other Pokémon Power in play is ignored (other powers like this one aside)."

    def shuts_off_powers(self, g, src, mon):
        return mon is not src.holder


class ShowOpponentHand(PowerScript):
    """The opponent plays with their hand face up (Clairvoyance)."""

    hints = Hints(looks=True)

    text = "Your opponent plays with their hand face up."

    def reveals_hand(self, g, src, player):
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

    def form(self, g, src, mon):
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

    def energy_types(self, g, src, holder, card, types):
        mon = src.mon
        return (ANY,) * len(types) if self.form(g, src, mon) is not None else types


class FlipToPreventAll(PowerScript):
    """Whenever an attack does anything to this Pokémon, flip a coin once for that attack:
    heads, every effect of it on this Pokémon, damage included, is prevented (Transparency).
    Damage of 0 or less is not "anything"."""

    hints = Hints(prevents=True, coin=True)

    text = ("Whenever an attack does anything to this Pokémon, flip a coin: heads, prevent all "
            "effects of that attack, including damage, done to this Pokémon.")

    def coin(self, g, mon) -> bool:
        name = power_name(self, mon)
        ctx = g.attack_ctx
        if ctx is None:
            return g.flip(name)
        key = (name, mon.uid)
        if key not in ctx.memo:
            ctx.memo[key] = g.flip(f"{mon.name}'s {name}")
        return ctx.memo[key]

    def prevents(self, g, src, attacker, target, dmg):
        mon = src.mon
        return target is mon and dmg > 0 and self.coin(g, mon)

    def prevents_effects(self, g, src, attacker, target):
        mon = src.mon
        return target is mon and self.coin(g, mon)


class StepIn(PowerScript):
    """Once during your turn (before your attack), if this Pokémon is Benched, switch it
    with your Active Pokémon (not a retreat)."""

    hints = Hints(switches=True)

    activated = True
    text = ("Once during your turn (before your attack), if this Pokémon is on your Bench, "
            "you may switch it with your Active Pokémon.")

    def can_use(self, g, mon):
        side = g.side(mon.owner)
        return (mon.owner == g.current and mon in side.bench and side.active is not None
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        from oldback.engine.retreat import switch

        mark_used(g, mon, self)
        switch(g, g.side(mon.owner), mon)


class MoveOpponentCounter(PowerScript):
    """Once during your turn (before your attack), move 1 damage counter from 1 of your
    opponent's Pokémon to another of theirs, even if that Knocks it Out (Curse)."""

    hints = Hints(moves_damage=Whose.OPPONENT)

    activated = True
    text = ("Once during your turn (before your attack), you may move 1 damage counter from 1 "
            "of your opponent's Pokémon to another of their Pokémon, even if that Knocks it Out.")

    def can_use(self, g, mon):
        opp = g.opponent(mon.owner).in_play
        return (mon.owner == g.current and len(opp) > 1 and any(m.damage for m in opp)
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        player = mon.owner
        opp = g.opponent(player).in_play
        mark_used(g, mon, self)
        key = g.choose(player, "move-counter-from", "Move a damage counter from which Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in opp if m.damage])
        source = g.at(player, key)
        key = g.choose(player, "move-counter-to", "Move it to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in opp
                        if m is not source])
        target = g.at(player, key)
        source.damage -= 10
        target.damage += 10
        g.say(f"1 damage counter moves from {g.whose(source)} to {g.whose(target)}")


class TakeOwnCounters(PowerScript):
    """As often as you like during your turn (before your attack), move 1 damage counter
    from 1 of your other Pokémon to this one, unless that would Knock it Out (Strange
    Behavior)."""

    hints = Hints(absorbs=True)

    activated = True
    text = ("As often as you like during your turn (before your attack), you may move 1 damage "
            "counter from 1 of your Pokémon to this Pokémon, as long as that doesn't Knock it "
            "Out.")

    def can_use(self, g, mon):
        return (mon.owner == g.current and mon.damage + 10 < mon.hp
                and any(m.damage for m in g.side(mon.owner).in_play if m is not mon))

    def use(self, g, mon):
        player = mon.owner
        key = g.choose(player, "move-counter-from", "Move a damage counter from which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in g.side(player).in_play if m.damage and m is not mon])
        source = g.at(player, key)
        source.damage -= 10
        mon.damage += 10
        g.say(f"1 damage counter moves from {g.whose(source)} to {g.whose(mon)}")


class ReturnToHand(PowerScript):
    """At any time during your turn (before your attack), return this Pokémon to your hand
    and discard every card attached to it; not during the turn it was put into play
    (Cowardice). An Active Pokémon returned is replaced from the Bench; with none there,
    its owner has no Pokémon in play."""

    hints = Hints(returns_to_hand=True)

    activated = True
    text = ("At any time during your turn (before your attack), you may return this Pokémon to "
            "your hand and discard all cards attached to it; not during the turn you put it "
            "into play.")

    def can_use(self, g, mon):
        return mon.owner == g.current and mon.entered_turn < g.turn

    def use(self, g, mon):
        side = g.side(mon.owner)
        side.hand.extend(mon.stack)
        side.discard.extend(mon.energy + mon.attached)
        g.say(f"{side.name} returns {mon.name} to the hand")
        knockout.leave_play(g, side, mon)


# --- Jungle ------------------------------------------------------------------------------
class NoConditions(PowerScript):
    """This Pokémon can't become Asleep, Confused, Paralyzed or Poisoned; like most powers
    it stops while it is Asleep, Confused or Paralyzed already (Thick Skinned)."""

    hints = Hints(cures=True)

    text = "This Pokémon can't become Asleep, Confused, Paralyzed or Poisoned."

    def prevents_condition(self, g, src, target, condition):
        mon = src.mon
        return target is mon


class FlipToHealOne(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, remove ``amount`` of
    damage from 1 of your Pokémon (Heal). It can be used only while one of them is damaged."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount, coin=True)

    activated = True

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Once during your turn (before your attack), you may flip a coin: heads, "
                     f"remove {amount // 10} damage counter(s) from 1 of your Pokémon.")

    def can_use(self, g, mon):
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and any(m.damage for m in g.side(mon.owner).in_play))

    def use(self, g, mon):
        player = mon.owner
        mark_used(g, mon, self)
        if not g.flip(power_name(self, mon)):
            return
        key = g.choose(player, "heal-which", "Remove a damage counter from which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in g.side(player).in_play if m.damage])
        target = g.at(player, key)
        healed = min(self.amount, target.damage)
        target.damage -= healed
        g.say(f"{healed // 10} damage counter(s) removed from {g.whose(target)}")


class ShiftType(PowerScript):
    """Once during your turn (before your attack), this Pokémon's type becomes the type of
    any other Pokémon in play, Colorless excepted (Shift; the choice is a type name). The
    change is a ``changed-type`` effect with no end of its own: it lasts while the Pokémon
    stays in play unevolved, or until the power is used again (the Game Boy game's behaviour;
    there, too, a change made stays while the power is later stopped)."""

    hints = Hints(changes_type=True)

    activated = True
    text = ("Once during your turn (before your attack), you may change this Pokémon's type to "
            "the type of any other Pokémon in play other than Colorless.")

    @staticmethod
    def choices(g, mon) -> list[str]:
        from oldback.card import TYPES

        seen = {t for m in g.in_play() if m is not mon for t in m.types}
        return [t for t in TYPES if t in seen and t != "Colorless" and t not in mon.types]

    def can_use(self, g, mon):
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.choices(g, mon)))

    def use(self, g, mon):
        from oldback.effects.attacks import WHILE_IT_LASTS

        mark_used(g, mon, self)
        new = g.choose(mon.owner, "type", f"Change {mon.name}'s type to which type?",
                       [(t, t) for t in self.choices(g, mon)])
        kept = tuple(e for e in mon.effects if e.kind != "changed-type")
        mon.effects = (*kept, Lasting("changed-type", WHILE_IT_LASTS, source=mon.uid, data=new))
        g.say(f"{g.whose(mon)} is now a {new} Pokémon")


class Peek(PowerScript):
    """Once during your turn (before your attack), look at one of: the top card of either
    player's deck, a random card from the opponent's hand, one of either player's Prize
    cards (Peek). Keys: ``deck``, ``opp-deck``, ``opp-hand``, ``prize<N>``,
    ``opp-prize<N>``. The engine has no private channel to the player yet: the log says
    only which card was looked at, never what it is; a random card of the hand is still
    picked with the game's Rng."""

    hints = Hints(looks=True)

    activated = True
    text = ("Once during your turn (before your attack), you may look at one of these: the top "
            "card of either player's deck, a random card from your opponent's hand, or one of "
            "either player's Prizes.")

    @staticmethod
    def choices(g, mon) -> list[tuple[str, str, str]]:
        """(key, label for the player, words for the log) of each card that may be looked at."""
        me, opp = g.side(mon.owner), g.opponent(mon.owner)
        out = []
        if me.deck:
            out.append(("deck", "the top card of your deck", f"the top card of {me.name}'s deck"))
        if opp.deck:
            out.append(("opp-deck", "the top card of your opponent's deck",
                        f"the top card of {opp.name}'s deck"))
        if opp.hand:
            out.append(("opp-hand", "a random card from your opponent's hand",
                        f"a random card from {opp.name}'s hand"))
        for side, key, whose in ((me, "prize", "your"), (opp, "opp-prize", "your opponent's")):
            out += [(f"{key}{i}", f"{whose} Prize card {i}", f"{side.name}'s Prize card {i}")
                    for i in range(1, len(side.prizes) + 1)]
        return out

    def can_use(self, g, mon):
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.choices(g, mon)))

    def use(self, g, mon):
        player = mon.owner
        mark_used(g, mon, self)
        choices = self.choices(g, mon)
        key = g.choose(player, "peek", "Look at which card?", [c[:2] for c in choices])
        if key == "opp-hand":
            g.rng.below(len(g.opponent(player).hand))
        g.say(f"{player} looks at {next(c[2] for c in choices if c[0] == key)}")


# --- Base Set and the Black Star Promos ----------------------------------------------------
def move_energy_card(g, card, src, dst) -> None:
    """Move an Energy card attached to ``src`` onto ``dst``; a Pokémon card attached as an
    Energy card (Buzzap) takes the record of what it provides with it."""
    detach(src, card)
    dst.energy.append(card)
    tag = next((e for e in src.effects if e.kind == "as-energy" and e.card is card), None)
    if tag is not None:
        src.effects = tuple(e for e in src.effects if e is not tag)
        dst.effects = (*dst.effects, tag)
    g.say(f"{card.name} moves from {g.whose(src)} to {g.whose(dst)}")


class SwapOwnCounters(PowerScript):
    """As often as you like during your turn (before your attack), move 1 damage counter from
    1 of your Pokémon to another of yours, unless that would Knock the other Out (Damage
    Swap). Keys: the slot to take it from, then the slot to put it on."""

    hints = Hints(moves_damage=Whose.OWN)

    activated = True
    text = ("As often as you like during your turn (before your attack), you may move 1 damage "
            "counter from 1 of your Pokémon to another, as long as that doesn't Knock Out the "
            "Pokémon it moves to.")

    @staticmethod
    def takers(side, source) -> list:
        return [m for m in side.in_play if m is not source and m.damage + 10 < m.hp]

    def givers(self, side) -> list:
        return [m for m in side.in_play if m.damage and self.takers(side, m)]

    def can_use(self, g, mon):
        return mon.owner == g.current and bool(self.givers(g.side(mon.owner)))

    def use(self, g, mon):
        player, side = mon.owner, g.side(mon.owner)
        key = g.choose(player, "move-counter-from", "Move a damage counter from which Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in self.givers(side)])
        source = g.at(player, key)
        key = g.choose(player, "move-counter-to", "Move it to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in self.takers(side, source)])
        target = g.at(player, key)
        source.damage -= 10
        target.damage += 10
        g.say(f"1 damage counter moves from {g.whose(source)} to {g.whose(target)}")


class AttachFromHand(PowerScript):
    """As often as you like during your turn (before your attack), attach a basic Energy card
    of a type from your hand to 1 of your Pokémon of that type; this is not the turn's
    Energy attachment (Rain Dance). Keys: the card id (when there is a choice), then the
    slot."""

    @property
    def hints(self) -> Hints:
        return Hints(attaches=self.type)

    activated = True

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"As often as you like during your turn (before your attack), you may "
                     f"attach 1 {type_} Energy card from your hand to 1 of your {type_} Pokémon "
                     f"(this doesn't use up your Energy attachment for the turn).")

    def cards(self, side) -> list:
        return list(filter(basic_energy_of(self.type), side.hand))

    def targets(self, side, g=None) -> list:
        mons = [m for m in side.in_play if self.type in m.types]
        if g is not None:  # not onto a Pokémon no Energy may be attached to (Crystal Beam)
            mons = [m for m in mons if not (
                ("blocks_attach" in g.answered or m.effects)
                and any_says(g, "blocks_attach", m, self.cards(side)[0], mons=(m,)))]
        return mons

    def can_use(self, g, mon):
        side = g.side(mon.owner)
        return (mon.owner == g.current and bool(self.cards(side))
                and bool(self.targets(side, g)))

    def use(self, g, mon):
        player, side = mon.owner, g.side(mon.owner)
        key = g.choose(player, "attach-energy", f"Attach which {self.type} Energy card?",
                       () if g.replaying else [(c.id, c.name) for c in self.cards(side)])
        card = with_id(side.hand, key)
        key = g.choose(player, "attach-to", f"Attach {card.name} to which Pokémon?",
                       () if g.replaying else [(g.slot(m, player), g.label(m, player))
                                               for m in self.targets(side, g)])
        target = g.at(player, key)
        side.hand.remove(card)
        turn.attach_energy(g, target, card, f"{player} attaches {card.name} to {g.whose(target)}")


class MoveEnergyOfType(PowerScript):
    """As often as you like during your turn (before your attack), move an Energy card that
    provides a type (RULINGS, Base Set: Energy Trans moves any card providing Grass) from 1
    of your Pokémon to another of yours (Energy Trans). Keys: ``<slot>:<card id>``, then
    the slot it goes to."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    activated = True

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"As often as you like during your turn (before your attack), you may take "
                     f"1 {type_} Energy card attached to 1 of your Pokémon and attach it to a "
                     f"different one.")

    def pairs(self, g, side) -> list:
        if len(side.in_play) < 2:
            return []
        return [(m, c) for m in side.in_play for c in cards_providing(g, m, self.type)]

    def can_use(self, g, mon):
        if mon.owner != g.current:
            return False
        mons = g.side(mon.owner).in_play
        # (``pairs`` not empty, with no list made: asked at every action)
        return len(mons) >= 2 and any(has_type(g, m, self.type) for m in mons)

    def use(self, g, mon):
        player, side = mon.owner, g.side(mon.owner)
        source, card = choose_attached(g, player, "move-energy",
                                       f"Move which {self.type} Energy card?",
                                       self.pairs(g, side), "{card} on {mon}")
        key = g.choose(player, "move-energy-to", f"Move {card.name} to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in side.in_play if m is not source])
        move_energy_card(g, card, source, g.at(player, key))


class DamageTheAttacker(PowerScript):
    """Whenever an opponent's attack damages this Pokémon, even if it is Knocked Out, put
    damage counters for ``amount`` on the attacking Pokémon: not an attack's damage, so no
    Weakness, Resistance or other changes (Strikes Back). Like most powers it does not work
    while this Pokémon is Asleep, Confused or Paralyzed when the attack damages it."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Whenever your opponent's attack damages this Pokémon (even if it is "
                     f"Knocked Out), put {amount // 10} damage counter(s) on the attacking "
                     f"Pokémon.")

    def after_damage(self, g, src, attacker, target, dmg):
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner:
            return
        if g.find(attacker.uid) is not attacker:
            return
        attacker.damage += self.amount
        g.say(f"{g.whose(mon)} strikes back: {self.amount} damage to {g.whose(attacker)}")


class BecomeEnergy(PowerScript):
    """At any time during your turn (before your attack), if you have another Pokémon in
    play: choose it (a slot key) and a type (a type name other than Colorless); this Pokémon
    is Knocked Out (the opponent takes a Prize: RULINGS, General), and after it is discarded
    (spec, Knock Out step 3) its top card is attached to the chosen Pokémon as an Energy
    card providing 2 Energy of that type (Buzzap). What it provides is an ``as-energy``
    record on the holder, which benching and evolving keep. The record names the attached
    card itself, a card value of its own (``copy``): cards of one printing are equal, and
    two Electrodes attached to one Pokémon as different types each keep their own."""

    hints = Hints(becomes_energy=True)

    activated = True
    text = ("At any time during your turn (before your attack), you may Knock Out this Pokémon "
            "and attach it to 1 of your other Pokémon; choose a type: it is now an Energy card "
            "that provides 2 Energy of that type.")

    def can_use(self, g, mon):
        return mon.owner == g.current and len(g.side(mon.owner).in_play) > 1

    def use(self, g, mon):
        from oldback.card import TYPES
        from oldback.effects.attacks import WHILE_IT_LASTS
        player, side = mon.owner, g.side(mon.owner)
        key = g.choose(player, "attach-to", f"Attach {mon.name} to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player))
                        for m in side.in_play if m is not mon])
        target = g.at(player, key)
        kind = g.choose(player, "type", "It provides 2 Energy of which type?",
                        [(t, t) for t in TYPES if t != "Colorless"])
        card = mon.card
        mon.damage = max(mon.damage, mon.hp)
        knockout.check(g)
        if g.winner is not None or card not in side.discard or g.find(target.uid) is None:
            return
        del side.discard[len(side.discard) - 1 - side.discard[::-1].index(card)]
        card = copy(card)
        target.energy.append(card)
        target.effects = (*target.effects, Lasting("as-energy", WHILE_IT_LASTS, source=target.uid,
                                                   data=kind, card=card))
        g.say(f"{card.name} is attached to {g.whose(target)} as an Energy card providing "
              f"2 {kind} Energy")

    def as_energy(self, g, holder, card):
        kind = next((e.data for e in holder.effects
                     if e.kind == "as-energy" and e.card is card), None)
        return () if kind is None else (kind, kind)


class DrawThenPutBack(PowerScript):
    """Once during your turn (before your attack), draw a card, then put a card from your
    hand on top of your deck (Special Delivery; key: the card id). Not with an empty deck."""

    hints = Hints(draws=1, price=1)

    activated = True
    text = ("Once during your turn (before your attack), you may draw a card; if you do, put a "
            "card from your hand on top of your deck.")

    def can_use(self, g, mon):
        return (mon.owner == g.current and bool(g.side(mon.owner).deck)
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        player, side = mon.owner, g.side(mon.owner)
        mark_used(g, mon, self)
        side.hand.append(side.deck.pop(0))
        g.say(f"{player} draws a card")
        key = g.choose(player, "to-deck-top", "Put which card from your hand on top of your deck?",
                       [(c.id, c.name) for c in side.hand])
        card = with_id(side.hand, key)
        side.hand.remove(card)
        side.deck.insert(0, card)
        g.say(f"{player} puts a card from the hand on top of the deck")


class PreventFromEvolved(PowerScript):
    """Every effect of attacks done to this Pokémon by Evolved Pokémon (those with a lower
    Stage card under them), damage included, is prevented (Neutral Shield)."""

    hints = Hints(prevents=True)

    text = ("Prevent all effects of attacks, including damage, done to this Pokémon by Evolved "
            "Pokémon.")

    @staticmethod
    def evolved(mon) -> bool:
        return len(mon.stack) > 1

    def prevents(self, g, src, attacker, target, dmg):
        mon = src.mon
        return target is mon and attacker is not mon and self.evolved(attacker)

    def prevents_effects(self, g, src, attacker, target):
        mon = src.mon
        return target is mon and attacker is not mon and self.evolved(attacker)
