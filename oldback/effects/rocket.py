"""Pieces first needed by Team Rocket (base5), each written to be reused: choosing a
target once for several sentences, coins counted by tails, Powers that act when their
card is played from the hand, Powers shut off by an attack or a Trainer, Prizes face up,
looking at the opponent's hand, Special Energy that acts when attached from the hand.

Attack pieces follow ``effects.attacks`` (``Piece``: ``usable``, ``base`` at damage step 1,
``effect`` after the damage), Powers ``effects.powers`` and lasting kinds
``effects.lasting``; each carries its hints for the computer players (``engine.hints``).
"""

from __future__ import annotations

from collections.abc import Callable

from oldback.card import Card, with_id
from oldback.effects.attacks import (
    NEXT_OPPONENT_TURN,
    WHILE_IT_LASTS,
    Piece,
    discard_attached,
    effects_prevented,
)
from oldback.effects.energy import Provides
from oldback.effects.powers import mark_used, move_energy_card, power_name, used_this_turn
from oldback.effects.select import (
    OPPONENTS,
    Active,
    Cards,
    Chosen,
    Count,
    Heads,
    InDeck,
    Place,
    Play,
    Pokemons,
    Where,
    choose_one,
    finds,
)
from oldback.effects.trainers import SearchDeck
from oldback.engine import conditions, damage, energy, hooks, knockout
from oldback.engine.attack import AttackContext
from oldback.engine.hints import Finds, Hints, merge
from oldback.engine.scripts import LastingKind, PowerScript, register_lasting
from oldback.engine.state import Lasting, Pokemon

#: the opponent's Active Pokémon (the Defending Pokémon, for a Trainer: Sleep!)
OPPONENTS_ACTIVE = Active(OPPONENTS)


# --- selectors and counts ----------------------------------------------------------------
def named_among(among: Pokemons, *names: str) -> Where:
    """Those of ``among`` with one of these names, as the card text names them (Mass
    Explosion's Koffings, Weezings and Dark Weezings)."""
    words = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
    found = Where(among, lambda mon: mon.name in names, f"named {words}",
                  each=f"{words} ({among.text})")
    found.number = found.one = f"{words} ({among.text})"
    return found


class Picked(Chosen):
    """One Pokémon chosen once for the whole attack or Trainer: every piece that names the
    same ``Picked`` gets the Pokémon chosen first ("Choose 1 of your opponent's Pokémon.
    This attack does 10 damage to that Pokémon … that power stops working")."""

    def __str__(self) -> str:
        return "that Pokémon"  # named again after it was chosen

    def resolve(self, at: Place) -> list[Pokemon]:
        key = ("picked", id(self))
        if key not in at.memo:
            at.memo[key] = super().resolve(at)
        found: list[Pokemon] = at.memo[key]
        return [m for m in found if at.g.find(m.uid) is not None]


def picked(among: Pokemons, kind: str = "target", prompt: str = "") -> Picked:
    return Picked(among, 1, kind, prompt)


class Tails(Heads):
    """Flip coins — a fixed number, or as many as another count — and count the tails
    (Bench Manipulation: the opponent flips)."""

    number = "tails"

    def count(self, at: Place) -> int:
        coins = self.coins if isinstance(self.coins, int) else self.coins.count(at)
        return sum(not at.flip() for _ in range(coins))


def tails(coins: int | Count) -> Tails:
    return Tails(coins)


class Remembered(Count):
    """A count read once for the whole attack (coins flipped once): pieces that name the
    same ``Remembered`` get the same number (Petal Whirlwind's heads)."""

    def __init__(self, of: Count):
        self.of = of
        self.each, self.number, self.lead = of.each, of.number, of.lead

    def count(self, at: Place) -> int:
        key = ("count", id(self))
        if key not in at.memo:
            at.memo[key] = self.of.count(at)
        return at.memo[key]


def remembered(of: Count) -> Remembered:
    return Remembered(of)


def power_damage(g, target: Pokemon, amount: int, types: tuple[str, ...],
                 weakness_resistance: bool = True) -> int:
    """Damage a Pokémon Power does (not an attack: no other effect changes it): with
    ``weakness_resistance``, Weakness doubles it and Resistance takes 30 off, on any
    Pokémon, Benched too (the card says to apply them). Put on ``target``; returns it."""
    dmg = amount
    if weakness_resistance:
        weak = hooks.weakness(g, target)
        if weak is not None and weak in types:
            dmg *= 2
        res = hooks.resistance(g, target)
        if res is not None and res in types:
            dmg -= 30
    dmg = max(dmg, 0)
    if dmg:
        target.damage += dmg
        g.say(f"{g.whose(target)} takes {dmg} damage")
    return dmg


# --- attack pieces -----------------------------------------------------------------------
class MaySwitchSelf(Piece):
    """After the damage, you may switch this Pokémon with 1 of your Benched Pokémon
    (Teleport Blast; ``done`` keeps it Active)."""

    hints = Hints(switches=True)

    def effect(self, ctx: AttackContext) -> None:
        from oldback.engine import retreat

        g, side = ctx.g, ctx.side
        if not side.bench or side.active is not ctx.attacker:
            return
        key = g.choose(ctx.player, "switch", f"Switch {ctx.attacker.name} with a Benched "
                       f"Pokémon?", [(g.slot(m, ctx.player), g.label(m, ctx.player))
                                     for m in side.bench] + [("done", "stay Active")])
        if key != "done":
            retreat.switch(g, side, g.at(ctx.player, key))

    def describe(self) -> str:
        return ("You may switch this Pokémon with 1 of your Benched Pokémon (after doing the "
                "damage).")


def may_switch_self() -> MaySwitchSelf:
    return MaySwitchSelf()


class IfAtLeast(Piece):
    """If a count (a ``Remembered`` one, already read by the damage) is at least N, the
    pieces happen (Petal Whirlwind: 2 or more heads, this Pokémon is now Confused)."""

    @property
    def hints(self) -> Hints:
        return merge(*(p.hints for p in self.pieces))

    def __init__(self, count: Count, least: int, pieces: tuple[Piece, ...]):
        self.count = count
        self.least = least
        self.pieces = pieces

    def effect(self, ctx: AttackContext) -> None:
        if self.count.count(ctx) >= self.least:
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        rest = " ".join(p.describe() for p in self.pieces)
        return f"If there are {self.least} or more {self.count.number}: {rest}"


def if_at_least(count: Count, least: int, *pieces: Piece) -> IfAtLeast:
    return IfAtLeast(count, least, pieces)


class FlipPerEnergyCard(Piece):
    """Flip a coin for each Energy card of a type attached to this Pokémon: the printed
    damage times the heads; then discard as many of those Energy cards as heads
    (Continuous Fireball)."""

    hints = Hints(decides_damage=True, coin=True, energy_price=1)

    uses_base = True

    def __init__(self, type_: str):
        self.type = type_

    def base(self, ctx: AttackContext) -> None:
        n = len(energy.cards_providing(ctx.g, ctx.attacker, self.type))
        got = sum(ctx.flip() for _ in range(n))
        ctx.memo[id(self)] = got
        if ctx.defender is not None:
            ctx.set(ctx.defender, ctx.attack.base_damage * got)

    def effect(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.attacker
        for n in range(ctx.memo.get(id(self), 0), 0, -1):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                return
            _, card = energy.choose_attached(
                g, ctx.player, "discard-energy",
                f"Discard {n} more {self.type} Energy card(s) from {mon.name}",
                [(mon, c) for c in cards])
            discard_attached(g, mon, card)

    def describe(self) -> str:
        return (f"Flip a coin for each {self.type} Energy card attached to this Pokémon: the "
                f"damage is multiplied by the number of heads. Then discard that many {self.type} "
                f"Energy cards from this Pokémon.")


def flip_per_energy_card(type_: str) -> FlipPerEnergyCard:
    return FlipPerEnergyCard(type_)


class MayDiscardThen(Piece):
    """You may discard an Energy card of a type attached to this Pokémon (choose it, or
    ``done``); if you do, the pieces happen (Flame Pillar: 10 damage to 1 of the opponent's
    Benched Pokémon). Decided at damage step 1."""

    @property
    def hints(self) -> Hints:
        return merge(Hints(energy_price=1), *(p.hints for p in self.pieces))

    uses_base = True

    def __init__(self, type_: str, pieces: tuple[Piece, ...]):
        self.type = type_
        self.pieces = pieces

    def base(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.attacker
        cards = energy.cards_providing(g, mon, self.type)
        if not cards:
            return
        picked = energy.choose_attached(g, ctx.player, "discard-energy",
                                        f"Discard a {self.type} Energy card from {mon.name}?",
                                        [(mon, c) for c in cards], done="discard nothing")
        if picked is None:
            return
        discard_attached(g, mon, picked[1])
        ctx.memo[id(self)] = True
        for p in self.pieces:
            p.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        if ctx.memo.get(id(self)):
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        rest = " ".join(p.describe() for p in self.pieces)
        return (f"You may discard a {self.type} Energy card attached to this Pokémon. If you "
                f"do: {rest}")


def may_discard_then(type_: str, *pieces: Piece) -> MayDiscardThen:
    return MayDiscardThen(type_, pieces)


class RequiresOpponentBench(Piece):
    """The attack can't be used if the opponent has no Benched Pokémon (Fling, Drag Off,
    Fascinate)."""

    hints = Hints(requires=True)

    def usable(self, ctx: AttackContext) -> bool:
        return bool(ctx.opp.bench)

    def describe(self) -> str:
        return "This attack can't be used if your opponent has no Benched Pokémon."


def requires_opponent_bench() -> RequiresOpponentBench:
    return RequiresOpponentBench()


class MoveDefendingEnergy(Piece):
    """If the Defending Pokémon has basic Energy cards, choose 1; if the opponent has
    Benched Pokémon, choose 1 of them and move that Energy card to it (Magnetic Lines)."""

    hints = Hints(removes_energy=1)

    def effect(self, ctx: AttackContext) -> None:
        g, mon, opp, player = ctx.g, ctx.defender, ctx.opp, ctx.player
        if mon is None or not opp.bench or effects_prevented(ctx, mon):
            return
        basics = [c for c in mon.energy if c.is_basic_energy]
        if not basics:
            return
        _, card = energy.choose_attached(g, player, "move-energy",
                                         f"Move which Energy card of {mon.name}?",
                                         [(mon, c) for c in basics])
        to = energy_target(g, player, opp.bench, f"Attach {card.name} to which Pokémon?")
        move_energy_card(g, card, mon, to)

    def describe(self) -> str:
        return ("If the Defending Pokémon has any basic Energy cards attached to it, choose 1 of "
                "them; if your opponent has any Benched Pokémon, choose 1 of them and attach "
                "that Energy card to it.")


def energy_target(g, player: str, mons: list[Pokemon], prompt: str) -> Pokemon:
    """``player`` picks which of ``mons`` an Energy card moves to."""
    return choose_one(g, player, mons, "move-energy-to", prompt)


def move_defending_energy() -> MoveDefendingEnergy:
    return MoveDefendingEnergy()


class EnergyToBench(Piece):
    """Take every Energy card attached to this Pokémon and attach them to your Benched
    Pokémon as you like, one card at a time; with no Benched Pokémon, discard them
    (Energy Bomb)."""

    hints = Hints(moves_energy=energy.ANY)

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon, player = ctx.g, ctx.side, ctx.attacker, ctx.player
        if g.find(mon.uid) is not mon:
            return
        if not side.bench:
            for card in list(mon.energy):
                discard_attached(g, mon, card)
            return
        while mon.energy:
            # one question where the cards differ (the same key for the same result)
            _, card = energy.choose_attached(g, player, "move-energy",
                                             f"Move which Energy card of {mon.name}?",
                                             [(mon, c) for c in mon.energy])
            to = energy_target(g, player, [m for m in side.bench if m is not mon],
                                f"Attach {card.name} to which Benched Pokémon?")
            move_energy_card(g, card, mon, to)

    def describe(self) -> str:
        return ("Attach every Energy card attached to this Pokémon to your Benched Pokémon in any "
                "way you like; if you have no Benched Pokémon, discard them.")


def energy_to_bench() -> EnergyToBench:
    return EnergyToBench()


class SecondHit(Piece):
    """After the attack's damage, it does N more damage to each Pokémon of a selector, as a
    damage of its own without Weakness and Resistance (Mass Explosion: 20 to each Koffing,
    Weezing and Dark Weezing in play, its own too)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, bench=True, on_self=True)

    def __init__(self, amount: int, to: Pokemons):
        self.amount = amount
        self.to = to

    def effect(self, ctx: AttackContext) -> None:
        g = ctx.g
        targets = [m for m in self.to.resolve(ctx) if g.find(m.uid) is m]
        damage.deal(g, [(t, damage.calculate(g, ctx.attacker, t, self.amount,
                                              ctx.attack.name, False)) for t in targets],
                    ctx.attacker)

    def describe(self) -> str:
        return (f"Then this attack does {self.amount} damage to each {self.to.one} (yours too; "
                f"no Weakness or Resistance).")


def second_hit(amount: int, to: Pokemons) -> SecondHit:
    return SecondHit(amount, to)


class ShuffleSelfIntoDeck(Piece):
    """Shuffle this Pokémon's cards (its Pokémon cards) into your deck and discard every
    other card attached to it; a new Active comes up from the Bench, and a player left
    with no Pokémon in play loses (Vanish)."""

    hints = Hints(to_deck=True, on_self=True)

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if g.find(mon.uid) is not mon or mon.damage >= hooks.hp(g, mon):
            return
        side.deck.extend(mon.stack)
        side.discard.extend(mon.energy + mon.attached)
        g.rng.shuffle(side.deck)
        g.say(f"{side.name} shuffles {mon.name} into the deck")
        knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        return ("Shuffle this Pokémon into your deck; discard all cards attached to it.")


def shuffle_self_into_deck() -> ShuffleSelfIntoDeck:
    return ShuffleSelfIntoDeck()


class ShuffleDefendingIntoDeck(Piece):
    """The opponent shuffles the Defending Pokémon and every card attached to it into their
    deck (not a Knock Out: no Prize); they send up a new Active Pokémon, and one with no
    Pokémon left in play loses. An effect of the attack: Barrier and the like prevent it
    (Fling)."""

    hints = Hints(to_deck=True)

    def effect(self, ctx: AttackContext) -> None:
        g, opp, mon = ctx.g, ctx.opp, ctx.defender
        if mon is None or opp.active is not mon or effects_prevented(ctx, mon):
            return
        opp.deck.extend(mon.cards)
        g.rng.shuffle(opp.deck)
        g.say(f"{opp.name} shuffles {mon.name} and its cards into the deck")
        knockout.leave_play(g, opp, mon)

    def describe(self) -> str:
        return ("Your opponent shuffles the Defending Pokémon and all cards attached to it into "
                "their deck.")


def shuffle_defending_into_deck() -> ShuffleDefendingIntoDeck:
    return ShuffleDefendingIntoDeck()


class ShuffleOpponentDeck(Piece):
    """The opponent's deck is shuffled (Mischief)."""

    hints = Hints(shuffles_deck=True)

    def effect(self, ctx: Place) -> None:
        ctx.g.rng.shuffle(ctx.opp.deck)
        ctx.g.say(f"{ctx.opp.name}'s deck is shuffled")

    def describe(self) -> str:
        return "Shuffle your opponent's deck."


def shuffle_opponent_deck() -> ShuffleOpponentDeck:
    return ShuffleOpponentDeck()


# --- lasting effects -----------------------------------------------------------------------
class PrizesShown(LastingKind):
    """On a player's side: that player's Prize cards are face up, for both players to see,
    for the rest of the game (Here Comes Team Rocket!)."""

    hints = Hints(shows_prizes=True)

    clears_on_leave = False
    survives_evolution = True
    text = "{on} plays with the Prize cards face up."

    def prizes_face_up(self, g, src, player):
        return src.owner == player


class LooksAtHand(LastingKind):
    """On a player's side: that player sees the opponent's hand (while a card that looks at
    it is being played: Rocket's Sneak Attack)."""

    hints = Hints(looks=True)

    text = "{on} looks at the opponent's hand."

    def reveals_hand(self, g, src, player):
        return src.owner == player


class StrikesBackEqual(LastingKind):
    """If an opponent's attack damages the holder (even if it is Knocked Out), the holder
    attacks that Pokémon for as much damage: calculated as its own attack's damage, Weakness
    and Resistance included (Mirror Shell)."""

    hints = Hints(reduces=10)

    text = ("if an attack damages {on} (even if it is Knocked Out), it does as much damage to "
            "the attacking Pokémon.")

    def after_damage(self, g, src, attacker, target, dmg):
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


# --- Pokémon Powers --------------------------------------------------------------------
def played_now(g, src, mon: Pokemon, from_hand: bool) -> bool:
    """Whether ``mon``, the holder of the power asked, is the Pokémon just evolved by its
    card played from the hand (an evolution from the hand, or Pokémon Breeder's; not one
    from the deck): the trigger of a power that acts "when you play this card from your
    hand"."""
    return from_hand and mon is src.holder and mon.owner == g.current


class OnPlayBenchFromDeck(PowerScript):
    """When this card is played from the hand to evolve a Pokémon, search the deck for up to
    N Basic Pokémon and put them onto the Bench (as room allows; ``done`` stops); shuffle
    the deck afterward (Summon Minions)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=Finds.POKEMON, finds=self.count)

    def __init__(self, count: int = 2):
        self.count = count
        self.text = (f"When you play this Pokémon from your hand, search your deck for up to "
                     f"{count} Basic Pokémon and put them onto your Bench. Shuffle your deck "
                     f"afterward.")

    def on_evolved(self, g, src, mon, from_hand):
        from oldback.engine.setup import is_basic

        if not played_now(g, src, mon, from_hand):
            return
        side = g.side(mon.owner)
        for n in range(self.count, 0, -1):
            found = [c for c in side.deck if is_basic(c)]
            if not found or not hooks.bench_room(g, side):
                break
            key = g.choose(side.name, "search-deck",
                           f"Put up to {n} more Basic Pokémon from your deck onto your Bench",
                           [(c.id, c.name) for c in found] + [("done", "no more")])
            if key == "done":
                break
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.bench.append(g.new_pokemon(side.name, card))
            g.say(f"{side.name} puts {card.name} from the deck onto the Bench")
        g.rng.shuffle(side.deck)


class OnPlayDamage(PowerScript):
    """When this card is played from the hand to evolve a Pokémon, you may choose 1 of the
    opponent's Pokémon (``done``: none): this Pokémon does N damage to it, Weakness and
    Resistance applied (Sneak Attack; ``power_damage``)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, bench=True)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"When you play this Pokémon from your hand, you may choose 1 of your "
                     f"opponent's Pokémon: this Pokémon does {amount} damage to it (apply "
                     f"Weakness and Resistance).")

    def on_evolved(self, g, src, mon, from_hand):
        if not played_now(g, src, mon, from_hand):
            return
        player = mon.owner
        foes = g.opponent(player).in_play
        if not foes:
            return
        key = g.choose(player, "target", f"Do {self.amount} damage to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in foes]
                       + [("done", "none")])
        if key != "done":
            power_damage(g, g.at(player, key), self.amount, hooks.types(g, mon))


class OnPlayFromDiscard(PowerScript):
    """When this card is played from the hand to evolve a Pokémon, put up to N cards that
    match from the discard pile into the hand, one at a time (``done`` stops) (Reel In:
    Basic Pokémon and Evolution cards)."""

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=finds(self.cards.match), finds=self.count)

    def __init__(self, cards: Cards, count: int = 3):
        self.cards = cards
        self.count = count
        self.text = (f"When you play this Pokémon from your hand, put up to {count} {cards} "
                     f"from your discard pile into your hand.")

    def on_evolved(self, g, src, mon, from_hand):
        if not played_now(g, src, mon, from_hand):
            return
        side = g.side(mon.owner)
        match = self.cards.match
        for n in range(self.count, 0, -1):
            found = [c for c in side.discard if match is None or match(c)]
            if not found:
                return
            key = g.choose(side.name, "from-discard",
                           f"Put up to {n} more {self.cards} into your hand",
                           [(c.id, c.name) for c in found] + [("done", "stop")])
            if key == "done":
                return
            card = with_id(found, key)
            side.discard.remove(card)
            side.hand.append(card)
            g.say(f"{side.name} puts {card.name} from the discard pile into the hand")


class KnockedOutStrikesBack(PowerScript):
    """When this Pokémon is Knocked Out by an opponent's attack, flip a coin: heads, it does
    N damage for each Energy of a type attached to it to the Pokémon that attacked,
    Weakness and Resistance applied (Final Beam). Like most powers, not while Asleep,
    Confused or Paralyzed."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, coin=True)

    def __init__(self, amount: int, type_: str):
        self.amount = amount
        self.type = type_
        self.text = (f"When this Pokémon is Knocked Out by an attack, flip a coin: heads, it "
                     f"does {amount} damage for each {type_} Energy attached to it to the "
                     f"Pokémon that Knocked it Out (apply Weakness and Resistance).")

    def on_knocked_out(self, g, src, mon, attack_by):
        ctx = g.attack_ctx
        if mon is not src.holder or attack_by is None or attack_by == mon.owner or ctx is None:
            return
        attacker = ctx.attacker
        if g.find(attacker.uid) is not attacker:
            return
        n = energy.count_type(g, mon, self.type)
        if not g.flip(power_name(self, mon)) or not n:
            return
        power_damage(g, attacker, self.amount * n, hooks.types(g, mon))


class DamageOnRetreat(PowerScript):
    """Whenever the opponent's Active Pokémon retreats, the opponent flips a coin: tails,
    N damage to that Pokémon (no Weakness or Resistance) (Sinkhole)."""

    @property
    def hints(self) -> Hints:
        return Hints(disables=True, damage=self.amount, coin=True)

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"Whenever your opponent's Active Pokémon retreats, your opponent flips a "
                     f"coin: tails, this power does {amount} damage to that Pokémon (no "
                     f"Weakness or Resistance).")

    def on_retreated(self, g, src, mon):
        holder = src.mon
        if mon.owner == holder.owner or g.find(mon.uid) is not mon:
            return
        if not g.flip(power_name(self, holder)):
            power_damage(g, mon, self.amount, (), weakness_resistance=False)


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

    def retreat_cost(self, g, src, active, cost):
        mon = src.mon
        if mon.owner != active.owner and g.is_active(mon):
            return cost + self.amount
        return cost


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

    def outgoing(self, g, src, attacker, target, dmg, attack):
        if attacker is src.holder and "confused" in attacker.conditions and dmg > 0:
            return dmg + self.amount
        return dmg


class NoTrainersAtAll(PowerScript):
    """No Trainer card can be played, by either player (Hay Fever)."""

    hints = Hints(disables=True, blocks_trainers=True)

    text = "No Trainer cards can be played (by either player)."

    def blocks_trainer(self, g, src, player, card):
        return True


class SearchDeckOnce(PowerScript):
    """Once during your turn (before your attack), search your deck for a card that
    matches, show it and put it into your hand; the search may fail (``done``); shuffle
    the deck afterward (Evolutionary Light: an Evolution card)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=finds(self.cards.match), finds=1)

    activated = True

    def __init__(self, cards: InDeck):
        self.cards = cards
        self.search = SearchDeck(cards, show=True)  # the Trainer's step, done by the Power
        self.text = (f"Once during your turn (before your attack), you may search your deck for "
                     f"{cards}, show it to your opponent and put it into your hand. Shuffle your "
                     f"deck afterward.")

    def can_use(self, g, mon):
        return (mon.owner == g.current and bool(g.side(mon.owner).deck)
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        mark_used(g, mon, self)
        self.search.effect(Play(g, g.side(mon.owner), mon.card))


class FlipConditionEither(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, the opponent's
    Active Pokémon gets a Special Condition; tails, your own Active Pokémon gets it (Pollen
    Stench, Long-Distance Hypnosis)."""

    @property
    def hints(self) -> Hints:
        return Hints(condition=self.condition, coin=True)

    activated = True

    def __init__(self, condition: str):
        self.condition = condition
        name = conditions.NAMES[condition]
        self.text = (f"Once during your turn (before your attack), you may flip a coin: heads, "
                     f"the Defending Pokémon is now {name}; tails, your Active Pokémon is now "
                     f"{name}.")

    def can_use(self, g, mon):
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and g.side(mon.owner).active is not None
                and g.opponent(mon.owner).active is not None)

    def use(self, g, mon):
        mark_used(g, mon, self)
        heads = g.flip(power_name(self, mon))
        side = g.opponent(mon.owner) if heads else g.side(mon.owner)
        if side.active is not None:
            conditions.apply(g, side.active, self.condition)


class DiscardToDraw(PowerScript):
    """Once during your turn (before your attack), discard a card from your hand in order to
    draw a card (Matter Exchange). Not with an empty hand or deck."""

    hints = Hints(draws=1, price=1)

    activated = True
    text = ("Once during your turn (before your attack), you may discard a card from your hand "
            "to draw a card.")

    def can_use(self, g, mon):
        side = g.side(mon.owner)
        return (mon.owner == g.current and bool(side.hand) and bool(side.deck)
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        side = g.side(mon.owner)
        mark_used(g, mon, self)
        key = g.choose(side.name, "discard-from-hand", "Discard which card from your hand?",
                       [(c.id, c.name) for c in side.hand])
        card = with_id(side.hand, key)
        side.hand.remove(card)
        side.discard.append(card)
        g.say(f"{side.name} discards {card.name}")
        side.hand.append(side.deck.pop(0))
        g.say(f"{side.name} draws a card")


class SwapPrize(PowerScript):
    """Once during your turn (before your attack), switch 1 of your Prize cards (key
    ``prize<N>``, in order) with the top card of your deck (Trickery)."""

    hints = Hints(swaps_prize=True)

    activated = True
    text = ("Once during your turn (before your attack), you may switch 1 of your Prize cards "
            "with the top card of your deck.")

    def can_use(self, g, mon):
        side = g.side(mon.owner)
        return (mon.owner == g.current and bool(side.deck) and bool(side.prizes)
                and not used_this_turn(g, mon, self))

    def use(self, g, mon):
        side = g.side(mon.owner)
        mark_used(g, mon, self)
        key = g.choose(side.name, "prize", "Switch which Prize card with the top of your deck?",
                       [(f"prize{i}", f"Prize card {i}") for i in range(1, len(side.prizes) + 1)],
                       unique=True)
        i = int(key[5:]) - 1
        side.prizes[i], side.deck[0] = side.deck[0], side.prizes[i]
        g.say(f"{side.name} switches Prize card {i + 1} with the top card of the deck")


# --- Trainer steps -------------------------------------------------------------------------
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


def prizes_face_up() -> PrizesFaceUp:
    return PrizesFaceUp()


class TrainerBackIntoDeck(Piece):
    """Look at the opponent's hand (while the choice is made, the player's view shows it: a
    ``looks-at-hand`` effect); if it holds a card that matches, choose 1 of them (key: its
    id): the opponent shuffles it into their deck. With none, the player only looks
    (``done``) (Rocket's Sneak Attack: a Trainer card)."""

    hints = Hints(disrupts_hand=True, looks=True)

    def __init__(self, what: str, match: Callable[[Card], bool]):
        self.what = what
        self.match = match

    def effect(self, ctx: Place) -> None:
        g, side, opp = ctx.g, ctx.side, ctx.opp
        # The look lasts while the choice is made: a pending decision leaves the game as it
        # is at that point, and the step is re-run from its start once answered.
        look = Lasting("looks-at-hand", g.turn)
        side.effects = (*side.effects, look)
        g.say(f"{side.name} looks at {opp.name}'s hand ({len(opp.hand)} cards)")
        found = [c for c in opp.hand if self.match(c)]
        if not found:
            g.choose(side.name, "look", f"Your opponent's hand has no {self.what}",
                     [("done", "done")], ask=True)
        else:
            key = g.choose(side.name, "to-deck",
                           f"Which {self.what} does your opponent shuffle into their deck?",
                           [(c.id, c.name) for c in found])
            card = with_id(opp.hand, key)
            opp.hand.remove(card)
            opp.deck.append(card)
            g.rng.shuffle(opp.deck)
            g.say(f"{opp.name} shuffles {card.name} from the hand into the deck")
        side.effects = tuple(e for e in side.effects if e is not look)

    def describe(self) -> str:
        return (f"Look at your opponent's hand. If it has any {self.what}s, choose 1 of them: "
                f"your opponent shuffles it into their deck.")


def trainer_back_into_deck(what: str, match: Callable[[Card], bool]) -> TrainerBackIntoDeck:
    return TrainerBackIntoDeck(what, match)


class ShuffleFromDiscard(Piece):
    """Choose up to N cards that match from your discard pile, one at a time (``done``
    stops), show them and shuffle them into your deck (Nightly Garbage Run). Playable while
    such a card is there."""

    @property
    def hints(self) -> Hints:
        return Hints(recycles=True, finds=self.up_to)

    def __init__(self, cards: Cards, up_to: int):
        self.cards = cards
        self.up_to = up_to

    def can_play(self, at: Place) -> bool:
        return self.cards.exists(at)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        taken: list[str] = []
        for n in range(self.up_to, 0, -1):
            found = self.cards.resolve(ctx)
            if not found:
                break
            key = g.choose(side.name, "from-discard",
                           f"Shuffle up to {n} more {self.cards} into your deck",
                           () if g.replaying else [(c.id, c.name) for c in found]
                           + ([("done", "stop")] if taken else []))
            if key == "done":
                break
            card = with_id(found, key)
            side.discard.remove(card)
            side.deck.append(card)
            taken.append(card.name)
        g.rng.shuffle(side.deck)
        g.say(f"{side.name} shows and shuffles into the deck: {', '.join(taken) or 'nothing'}")

    def describe(self) -> str:
        return (f"Choose up to {self.up_to} {self.cards} from your discard pile, show them to "
                f"your opponent and shuffle them into your deck.")


def shuffle_from_discard(cards: Cards, up_to: int = 3) -> ShuffleFromDiscard:
    return ShuffleFromDiscard(cards, up_to)


class AllPowersStop(Piece):
    """Every Pokémon Power in play, both players', stops working until the end of the
    opponent's next turn (a ``no-powers`` effect on the player's side: Goop Gas Attack)."""

    hints = Hints(disables=True, powers_off=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        side.effects = (*side.effects, Lasting("no-powers", g.turn + NEXT_OPPONENT_TURN))
        g.say("all Pokémon Powers stop working until the end of the next turn")

    def describe(self) -> str:
        return "All Pokémon Powers stop working until the end of your opponent's next turn."


def all_powers_stop() -> AllPowersStop:
    return AllPowersStop()


class Challenge(Piece):
    """The opponent accepts or declines (``yes``/``no``). Declined, or both Benches full:
    you draw 2 cards. Accepted: each player in turn, the player first, chooses any number
    of Basic Pokémon from their deck (``done`` stops; no more than their Bench has room
    for), kept face down aside (``Side.playing``) until both have finished; then both decks
    are shuffled and the cards go onto the Benches."""

    hints = Hints(draws=2, searches=Finds.POKEMON, finds=5)

    def __init__(self, draws: int = 2):
        self.draws = draws

    def effect(self, ctx: Place) -> None:
        from oldback.engine.setup import draw, is_basic

        g, me, opp = ctx.g, ctx.side, ctx.opp
        full = not hooks.bench_room(g, me) and not hooks.bench_room(g, opp)
        if full or not g.yes_no(opp.name, "accept-challenge",
                                f"{me.name} challenges you: accept?"):
            drawn = draw(me, self.draws)
            g.say(f"the challenge is declined: {me.name} draws {drawn} card(s)")
            return
        g.say(f"{opp.name} accepts the challenge")
        aside: dict[str, list[Card]] = {}
        for side in (me, opp):
            picks = aside[side.name] = []
            room = hooks.bench_size(g, side) - len(side.bench)
            while len(picks) < room:
                found = [c for c in side.deck if is_basic(c)]
                if not found:
                    break
                key = g.choose(side.name, "search-deck",
                               "Put a Basic Pokémon from your deck face down onto your Bench",
                               [(c.id, c.name) for c in found] + [("done", "no more")])
                if key == "done":
                    break
                card = with_id(side.deck, key)
                side.deck.remove(card)
                side.playing.append(card)
                picks.append(card)
        for side in (me, opp):
            g.rng.shuffle(side.deck)
            for card in aside[side.name]:
                side.playing.remove(card)
                side.bench.append(g.new_pokemon(side.name, card))
            g.say(f"{side.name} puts onto the Bench: "
                  f"{', '.join(c.name for c in aside[side.name]) or 'nothing'}")

    def describe(self) -> str:
        return ("Ask your opponent to accept your challenge. Declined (or both Benches full): "
                f"draw {self.draws} cards. Accepted: each player searches their deck for any "
                "number of Basic Pokémon and puts them face down onto their Bench; then both "
                "shuffle their decks and turn those cards face up.")


def challenge() -> Challenge:
    return Challenge()


class Digger(Piece):
    """Players flip in turn, you first, until one gets tails: that player puts N damage on
    their own Active Pokémon (no Weakness or Resistance)."""

    hints = Hints(coin=True, damage=10)

    def __init__(self, amount: int = 10):
        self.amount = amount

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        card = getattr(ctx, "card", None)
        name = card.name if card is not None else ""
        order = (ctx.side, ctx.opp)
        turn = 0
        while True:
            side = order[turn % 2]
            if not g.flip(f"{name} ({side.name})"):
                if side.active is not None:
                    power_damage(g, side.active, self.amount, (), weakness_resistance=False)
                return
            turn += 1

    def describe(self) -> str:
        return (f"Flip a coin, then your opponent, then you … until someone gets tails: that "
                f"player does {self.amount} damage to their own Active Pokémon.")


def digger(amount: int = 10) -> Digger:
    return Digger(amount)


# --- Special Energy ----------------------------------------------------------------------
class AttachTrigger(Provides):
    """Special Energy that does something when it is attached from the hand (``on_attached``
    is asked with the card itself: the engine attaches such a card as a card of its own, so
    the one just attached acts, not another of its printing on the same Pokémon)."""

    def on_attached(self, g, src, mon, card):
        if card is src.card and mon is src.holder:
            self.attached(g, mon)

    def attached(self, g, mon: Pokemon) -> None:
        raise NotImplementedError


class AnyTypeEnergy(AttachTrigger):
    """Provides 1 Energy that counts as every type (``energy.ANY``); attached from the hand,
    it does N damage to the Pokémon (no Weakness or Resistance) (Rainbow Energy). Not a
    basic Energy card."""

    hints = Hints(damage=10, on_self=True)

    def __init__(self, amount: int = 10):
        super().__init__(energy.ANY)
        self.amount = amount
        self.text = (f"Provides 1 Energy of every type at once (not a basic Energy card). When "
                     f"you attach it from your hand, it does {amount} damage to that Pokémon (no "
                     f"Weakness or Resistance).")

    def attached(self, g, mon):
        mon.damage += self.amount
        g.say(f"{g.whose(mon)} takes {self.amount} damage from its Energy card")


class CureOnAttach(AttachTrigger):
    """Provides Colorless; attached from the hand, the Pokémon is no longer Asleep,
    Confused, Paralyzed or Poisoned (Full Heal Energy)."""

    hints = Hints(cures=True)

    def __init__(self):
        super().__init__("Colorless")
        self.text = ("Provides Colorless Energy (not a basic Energy card). When you attach it "
                     "from your hand, that Pokémon is no longer Asleep, Confused, Paralyzed or "
                     "Poisoned.")

    def attached(self, g, mon):
        for name in sorted(mon.conditions):
            conditions.remove(g, mon, name)


class HealOnAttach(AttachTrigger):
    """Provides Colorless; attached from the hand, remove N damage from the Pokémon, if it
    has any (Potion Energy)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

    def __init__(self, amount: int = 10):
        super().__init__("Colorless")
        self.amount = amount
        self.text = (f"Provides Colorless Energy (not a basic Energy card). When you attach it "
                     f"from your hand, remove {amount // 10} damage counter(s) from that "
                     f"Pokémon, if it has any.")

    def attached(self, g, mon):
        healed = min(self.amount, mon.damage)
        if healed:
            mon.damage -= healed
            g.say(f"{healed // 10} damage counter(s) removed from {g.whose(mon)}")
