"""Attack pieces and lasting kinds first needed by Gym Challenge (gym2): conditions on the
board ("if …"), several coins at once, Energy discarded as an effect, cards moved between
play, hand, deck and discard pile, damage counters moved or set, copied attacks.

Each piece is written with the selectors and counts of ``effects.select`` and says what
it does in words (``describe``) and to the players (``hints``).
"""

from __future__ import annotations

from collections.abc import Mapping

from oldback.card import Card, with_id
from oldback.effects.attacks import (
    NEXT_OWN_TURN,
    WHILE_IT_LASTS,
    Lasts,
    Piece,
    discard_attached,
    effects_prevented,
)
from oldback.effects.gym import SideLasts
from oldback.effects.select import (
    SELF,
    Cards,
    Count,
    Place,
    Pokemons,
    basic_energy_of,
    choose_one,
    on_bench,
)
from oldback.engine import energy, knockout, turn
from oldback.engine.attack import AttackContext, being_done
from oldback.engine.hints import ALL, Finds, Hints, Whose
from oldback.engine.hooks import bench_room, hp
from oldback.engine.scripts import LASTING, LastingKind, register_lasting
from oldback.engine.state import Lasting, Pokemon


def _upper(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


def _text(pieces: tuple[Piece, ...]) -> str:
    return " ".join(p.describe() for p in pieces)


def _parts(pieces: tuple[Piece, ...]) -> Hints:
    """The hints of a group of pieces done together: the first that says something, with
    the damage pieces' ``decides_damage`` kept."""
    from oldback.engine.hints import merge

    return merge(*(p.hints for p in pieces))


# --- selectors and counts ------------------------------------------------------------------
class EveryOther(Pokemons):
    """Every Pokémon in play, both players', except this one (the attacker)."""

    text = "each other Pokémon in play (your own too)"
    one = "other Pokémon in play"

    def resolve(self, at: Place) -> list[Pokemon]:
        return [m for side in (at.side, at.opp) for m in side.in_play if m is not at.attacker]


EVERY_OTHER: Pokemons = EveryOther()


class EnergyCardsOfType(Count):
    """The Energy cards providing a type attached to some Pokémon."""

    def __init__(self, on: Pokemons, type_: str):
        self.on = on
        self.type = type_
        self.each = f"{type_} Energy card attached to {on}"
        self.number = f"{type_} Energy cards attached to {on}"

    def count(self, at: Place) -> int:
        return sum(len(energy.cards_providing(at.g, mon, self.type))
                   for mon in self.on.resolve(at))


def energy_cards_of(type_: str, on: Pokemons = SELF) -> EnergyCardsOfType:
    return EnergyCardsOfType(on, type_)


# --- several coins at once ----------------------------------------------------------------
class ByHeads(Piece):
    """Flip ``coins`` coins and do what the number of heads says (``outcomes``: pieces by
    the number of heads; a number not listed does nothing)."""

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, heads=tuple(_parts(ps) for ps in self.outcomes.values()))

    def __init__(self, coins: int, outcomes: Mapping[int, tuple[Piece, ...]]):
        self.coins = coins
        self.outcomes = dict(outcomes)
        self.uses_base = any(p.uses_base for ps in outcomes.values() for p in ps)

    def _pieces(self, ctx: AttackContext) -> tuple[Piece, ...]:
        if id(self) not in ctx.memo:
            ctx.memo[id(self)] = sum(ctx.flip() for _ in range(self.coins))
        return self.outcomes.get(ctx.memo[id(self)], ())

    def base(self, ctx: AttackContext) -> None:
        if self.uses_base:
            for p in self._pieces(ctx):
                p.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        for p in self._pieces(ctx):
            p.effect(ctx)

    def describe(self) -> str:
        said = " ".join(f"{n} heads: {_text(ps)}" for n, ps in sorted(self.outcomes.items()))
        return f"Flip {self.coins} coins. Exactly {said}"


def by_heads(coins: int, outcomes: Mapping[int, Piece | tuple[Piece, ...]]) -> ByHeads:
    return ByHeads(coins, {n: p if isinstance(p, tuple) else (p,) for n, p in outcomes.items()})


# --- damage -------------------------------------------------------------------------------
class NoDamage(Piece):
    """This attack does no damage to the Defending Pokémon (its other effects happen)."""

    hints = Hints(decides_damage=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.set(ctx.defender, 0)

    def describe(self) -> str:
        return "This attack does no damage to the Defending Pokémon."


def no_damage() -> NoDamage:
    return NoDamage()


class DamageInstead(Piece):
    """This attack does ``amount`` damage to the Defending Pokémon instead of its printed
    damage (Pulled Punch: 10 against a damaged Pokémon)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, damage=self.amount)

    uses_base = True

    def __init__(self, amount: int):
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        if ctx.defender is not None:
            ctx.set(ctx.defender, self.amount)

    def describe(self) -> str:
        return f"This attack does {self.amount} damage instead."


def damage_instead(amount: int) -> DamageInstead:
    return DamageInstead(amount)


class DamageTimes(Piece):
    """Choose the targets first (``to``), then ``amount`` times a count (coins flipped
    after the choice) to each of them (Magic Darts)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, bench=on_bench(self.to), damage=self.amount,
                     coin=True)

    uses_base = True

    def __init__(self, amount: int, per: Count, to: Pokemons):
        self.amount = amount
        self.per = per
        self.to = to

    def base(self, ctx: AttackContext) -> None:
        mons = self.to.resolve(ctx)
        n = self.per.count(ctx)
        for mon in mons:
            ctx.add(mon, self.amount * n)

    def describe(self) -> str:
        lead = f"{self.per.lead}: " if self.per.lead else ""
        return (f"Choose {self.to}. {lead}{self.amount} damage to it for each "
                f"{self.per.number.removesuffix('s') or 'one'}.")


def damage_times(amount: int, per: Count, to: Pokemons) -> DamageTimes:
    return DamageTimes(amount, per, to)


class SelfDamagePer(Piece):
    """This Pokémon does ``amount`` damage to itself for each ``per`` counted."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, on_self=True, damage=self.amount)

    uses_base = True

    def __init__(self, amount: int, per: Count):
        self.amount = amount
        self.per = per

    def base(self, ctx: AttackContext) -> None:
        n = self.per.count(ctx)
        if n:
            ctx.add(ctx.attacker, self.amount * n)

    def describe(self) -> str:
        return f"This Pokémon does {self.amount} damage to itself for each {self.per.each}."


def self_damage_per(amount: int, per: Count) -> SelfDamagePer:
    return SelfDamagePer(amount, per)


class DiscardForDamage(Piece):
    """Discard every Energy card attached to this Pokémon that provides ``type``; ``amount``
    more damage for each ``type`` Energy those cards provided (Roaring Flames). Done at
    damage step 1: it decides the damage."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, energy_price=ALL)

    uses_base = True

    def __init__(self, type_: str, amount: int):
        self.type = type_
        self.amount = amount

    def base(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.attacker
        cards = energy.cards_providing(g, mon, self.type)
        units = sum(energy.provides(g, mon, c).count(self.type) for c in cards)
        for card in cards:
            discard_attached(g, mon, card)
        if ctx.defender is not None and units:
            ctx.add(ctx.defender, self.amount * units)

    def describe(self) -> str:
        return (f"Discard all {self.type} Energy cards attached to this Pokémon: "
                f"{self.amount} more damage for each {self.type} Energy they provided.")


def discard_for_damage(type_: str, amount: int) -> DiscardForDamage:
    return DiscardForDamage(type_, amount)


class FlipDiscardDamage(Piece):
    """Flip ``coins`` coins; for each heads discard 1 ``type`` Energy card attached to this
    Pokémon; then ``amount`` damage for each card discarded to each Pokémon of ``to``, with
    no Weakness or Resistance. With no card to discard the attack does nothing (Bonfire)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, coin=True, bench=True, damage=self.amount,
                     energy_price=1)

    uses_base = True

    def __init__(self, coins: int, type_: str, amount: int, to: Pokemons):
        self.coins = coins
        self.type = type_
        self.amount = amount
        self.to = to

    def base(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.attacker
        n = sum(ctx.flip() for _ in range(self.coins))
        done = 0
        for _ in range(n):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                break
            discard_attached(g, *energy.choose_attached(
                g, ctx.player, "discard-energy",
                f"Discard a {self.type} Energy card from {mon.name}", [(mon, c) for c in cards]))
            done += 1
        for entry in ctx.damage.values():
            entry[1] = 0
        ctx.weakness_resistance = False
        if done:
            for target in self.to.resolve(ctx):
                ctx.add(target, self.amount * done)

    def describe(self) -> str:
        return (f"Flip {self.coins} coins. For each heads, discard a {self.type} Energy card "
                f"attached to this Pokémon (none to discard: this attack does nothing). "
                f"{self.amount} damage for each card discarded to {self.to}; no Weakness or "
                f"Resistance.")


def flip_discard_damage(coins: int, type_: str, amount: int, to: Pokemons) -> FlipDiscardDamage:
    return FlipDiscardDamage(coins, type_, amount, to)


# --- requirements ---------------------------------------------------------------------------
class RequiresCounters(Piece):
    """The attack can't be used unless this Pokémon has at least N damage counters."""

    hints = Hints(requires=True)

    def __init__(self, count: int):
        self.count = count

    def usable(self, ctx: AttackContext) -> bool:
        return ctx.attacker.damage >= self.count * 10

    def describe(self) -> str:
        return (f"This attack can't be used unless this Pokémon has {self.count} or more "
                f"damage counters on it.")


def requires_counters(count: int) -> RequiresCounters:
    return RequiresCounters(count)


class RequiresEnergyCard(Piece):
    """The attack can't be used unless an Energy card providing ``type`` is attached to
    this Pokémon."""

    hints = Hints(requires=True)

    def __init__(self, type_: str):
        self.type = type_

    def usable(self, ctx: AttackContext) -> bool:
        return bool(energy.cards_providing(ctx.g, ctx.attacker, self.type))

    def describe(self) -> str:
        return (f"This attack can't be used unless a {self.type} Energy card is attached to "
                f"this Pokémon.")


def requires_energy_card(type_: str) -> RequiresEnergyCard:
    return RequiresEnergyCard(type_)


class UsedAttack(LastingKind):
    """A record on a Pokémon: it used the attack named ``data`` (for an attack that needs
    it done last turn: Earthdrill)."""

    text = "{on} used {e.data}."


register_lasting("used-attack", UsedAttack())


class Remember(Piece):
    """Record that this Pokémon used this attack, until the end of its owner's next turn."""

    hints = Hints(requires=True)

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.attacker
        mon.effects = (*mon.effects, Lasting("used-attack", ctx.g.turn + NEXT_OWN_TURN,
                                             source=mon.uid, data=ctx.attack.name))

    def describe(self) -> str:
        return ""


def remember_attack() -> Remember:
    return Remember()


class RequiresLastTurn(Piece):
    """The attack can't be used unless this Pokémon used the attack ``name`` during its
    owner's last turn (``remember_attack`` on that attack)."""

    hints = Hints(requires=True)

    def __init__(self, name: str):
        self.name = name

    def usable(self, ctx: AttackContext) -> bool:
        turn = ctx.g.turn
        return any(e.kind == "used-attack" and e.data == self.name and e.until >= turn
                   and e.until - NEXT_OWN_TURN < turn for e in ctx.attacker.effects)

    def describe(self) -> str:
        return f"This attack can't be used unless this Pokémon used {self.name} last turn."


def requires_last_turn(name: str) -> RequiresLastTurn:
    return RequiresLastTurn(name)


# --- Energy ---------------------------------------------------------------------------------
class DiscardOwnEnergy(Piece):
    """Discard Energy cards providing ``type`` attached to this Pokémon, as an effect (not
    a cost): all of them (``count`` None), or ``count`` of them, chosen."""

    @property
    def hints(self) -> Hints:
        return Hints(energy_price=ALL if self.count is None else self.count)

    def __init__(self, type_: str, count: int | None):
        self.type = type_
        self.count = count

    def effect(self, ctx: AttackContext) -> None:
        g, mon = ctx.g, ctx.attacker
        if self.count is None:
            for card in energy.cards_providing(g, mon, self.type):
                discard_attached(g, mon, card)
            return
        for _ in range(self.count):
            cards = energy.cards_providing(g, mon, self.type)
            if not cards:
                return
            discard_attached(g, *energy.choose_attached(
                g, ctx.player, "discard-energy", f"Discard an Energy card from {mon.name}",
                [(mon, c) for c in cards]))

    def describe(self) -> str:
        kind = "" if self.type == "Colorless" else f"{self.type} "
        if self.count is None:
            return f"Discard all {kind}Energy cards attached to this Pokémon."
        return f"Discard {self.count} {kind}Energy card(s) attached to this Pokémon."


def discard_own_energy(type_: str = "Colorless", count: int | None = None) -> DiscardOwnEnergy:
    """Discard ``count`` (None: all) Energy cards providing ``type`` from this Pokémon."""
    return DiscardOwnEnergy(type_, count)


class DiscardOneFromEach(Piece):
    """For each of ``among`` with Energy cards attached, choose 1 of them; discard those
    (Super Removal)."""

    hints = Hints(removes_energy=2)

    def __init__(self, among: Pokemons):
        self.among = among

    def effect(self, ctx: AttackContext) -> None:
        g = ctx.g
        picked: list[tuple[Pokemon, Card]] = []
        for mon in self.among.resolve(ctx):
            if not mon.energy or effects_prevented(ctx, mon):
                continue
            picked.append(energy.choose_attached(g, ctx.player, "discard-energy",
                                                 f"Discard an Energy card from {mon.name}",
                                                 [(mon, c) for c in mon.energy]))
        for mon, card in picked:
            discard_attached(g, mon, card)

    def describe(self) -> str:
        return (f"Choose 1 Energy card attached to each of {self.among} that has any, and "
                f"discard them.")


def discard_one_from_each(among: Pokemons) -> DiscardOneFromEach:
    return DiscardOneFromEach(among)


class AttachFromHand(Piece):
    """You may attach up to N basic Energy cards of a type from your hand to this Pokémon,
    one at a time (``done`` stops): not the turn's attachment (Growth)."""

    @property
    def hints(self) -> Hints:
        return Hints(attaches=self.type)

    def __init__(self, type_: str, up_to: int):
        self.type = type_
        self.up_to = up_to

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        for n in range(self.up_to, 0, -1):
            cards = list(filter(basic_energy_of(self.type), side.hand))
            if not cards or g.find(mon.uid) is not mon:
                return
            key = g.choose(ctx.player, "attach-energy",
                           f"Attach up to {n} more {self.type} Energy card(s) to {mon.name}",
                           [(c.id, c.name) for c in cards] + [("done", "stop")])
            if key == "done":
                return
            card = with_id(cards, key)
            side.hand.remove(card)
            turn.attach_energy(g, mon, card, f"{ctx.player} attaches {card.name} to {mon.name}")

    def describe(self) -> str:
        return (f"You may attach up to {self.up_to} {self.type} Energy cards from your hand to "
                f"this Pokémon.")


def attach_from_hand(type_: str, up_to: int = 1) -> AttachFromHand:
    return AttachFromHand(type_, up_to)


# --- damage counters ------------------------------------------------------------------------
class SwapCounters(Piece):
    """Swap the damage counters on this Pokémon and on the Defending Pokémon, even if that
    Knocks either Out (Juxtapose)."""

    hints = Hints(moves_damage=Whose.OPPONENT)

    def effect(self, ctx: AttackContext) -> None:
        me, mon = ctx.attacker, ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        me.damage, mon.damage = mon.damage, me.damage
        ctx.g.say(f"{me.name} and {mon.name} swap their damage counters")

    def describe(self) -> str:
        return ("Swap the number of damage counters on this Pokémon and on the Defending "
                "Pokémon (even if that Knocks Out either).")


def swap_counters() -> SwapCounters:
    return SwapCounters()


class MoveOwnCounters(Piece):
    """Move 1 damage counter from each of your Pokémon that has any to the Defending
    Pokémon (no Weakness or Resistance: counters are not damage) (Damage Shift)."""

    hints = Hints(moves_damage=Whose.OWN, heals=10, every=True)

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        for own in ctx.side.in_play:
            if own.damage:
                own.damage -= 10
                mon.damage += 10
        ctx.g.say(f"damage counters move to {mon.name}")

    def describe(self) -> str:
        return ("Move 1 damage counter from each of your Pokémon that has any to the Defending "
                "Pokémon.")


def move_own_counters() -> MoveOwnCounters:
    return MoveOwnCounters()


class LeaveHp(Piece):
    """Put damage counters on the Defending Pokémon until its remaining HP is ``left``
    (none when it has that little already) (Life Drain)."""

    hints = Hints(damage=40)

    def __init__(self, left: int):
        self.left = left

    def effect(self, ctx: AttackContext) -> None:
        mon = ctx.defender
        if mon is None or effects_prevented(ctx, mon):
            return
        extra = hp(ctx.g, mon) - mon.damage - self.left
        if extra > 0:
            mon.damage += extra
            ctx.g.say(f"{extra // 10} damage counter(s) are put on {mon.name}")

    def describe(self) -> str:
        return (f"Put damage counters on the Defending Pokémon until its remaining HP is "
                f"{self.left}.")


def leave_hp(left: int = 10) -> LeaveHp:
    return LeaveHp(left)


class HealToDraw(Piece):
    """Choose 1 of ``among``; remove any number of damage counters from it (key: a count);
    draw that many cards (Helping Hand)."""

    hints = Hints(draws=2)

    def __init__(self, among: Pokemons):
        self.among = among

    def effect(self, ctx: AttackContext) -> None:
        g = ctx.g
        mons = [m for m in self.among.resolve(ctx) if m.damage]
        if not mons:
            return
        mon = choose_one(g, ctx.player, mons, "target", "Remove damage counters from which "
                         "Pokémon?")
        if effects_prevented(ctx, mon):
            return
        n = int(g.choose(ctx.player, "heal-count", "Remove how many damage counters?",
                         [(str(i), f"remove {i}") for i in range(mon.damage // 10 + 1)]))
        from oldback.engine.setup import draw

        mon.damage -= n * 10
        drawn = draw(ctx.side, n)
        g.say(f"{n} damage counter(s) removed from {mon.name}; {ctx.player} draws {drawn}")

    def describe(self) -> str:
        return (f"Choose 1 of {self.among}. Remove any number of damage counters from it, then "
                f"draw that many cards.")


def heal_to_draw(among: Pokemons) -> HealToDraw:
    return HealToDraw(among)


# --- cards between zones ----------------------------------------------------------------------
class ReturnSelf(Piece):
    """This Pokémon leaves play: its cards go to its owner's hand — all of them, or
    (``energy_only``) its Pokémon cards and Energy cards while the other attached cards
    are discarded. A returned Active is replaced from the Bench (Star Boomerang, Fade Out)."""

    hints = Hints(returns_to_hand=True, on_self=True)

    def __init__(self, energy_only: bool):
        self.energy_only = energy_only

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if g.find(mon.uid) is not mon:
            return
        if self.energy_only:
            side.hand.extend(mon.stack + mon.energy)
            side.discard.extend(mon.attached)
        else:
            side.hand.extend(mon.cards)
        g.say(f"{side.name} returns {mon.name} to the hand")
        knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        if self.energy_only:
            return ("Return this Pokémon and all Energy cards attached to it to your hand; "
                    "discard the other cards attached to it.")
        return "Return this Pokémon and all cards attached to it to your hand."


def return_self(energy_only: bool = False) -> ReturnSelf:
    return ReturnSelf(energy_only)


class SelfOnDeck(Piece):
    """Put this Pokémon and all cards attached to it on top of your deck (Messenger)."""

    hints = Hints(to_deck=True, on_self=True)

    def effect(self, ctx: AttackContext) -> None:
        g, side, mon = ctx.g, ctx.side, ctx.attacker
        if g.find(mon.uid) is not mon:
            return
        side.deck[:0] = mon.cards
        g.say(f"{side.name} puts {mon.name} and its cards on top of the deck")
        knockout.leave_play(g, side, mon)

    def describe(self) -> str:
        return "Put this Pokémon and all cards attached to it on top of your deck."


def self_on_deck() -> SelfOnDeck:
    return SelfOnDeck()


class TopCardCharity(Piece):
    """Look at the top card of your opponent's deck: a Trainer goes to their discard pile,
    any other card into their hand (False Charity)."""

    hints = Hints(looks=True, mills=True)

    def effect(self, ctx: AttackContext) -> None:
        opp = ctx.opp
        if not opp.deck:
            return
        card = opp.deck.pop(0)
        if card.is_trainer:
            opp.discard.append(card)
            ctx.g.say(f"{card.name} from the top of {opp.name}'s deck is discarded")
        else:
            opp.hand.append(card)
            ctx.g.say(f"the top card of {opp.name}'s deck goes into the hand")

    def describe(self) -> str:
        return ("Look at the top card of your opponent's deck. If it is a Trainer card, "
                "discard it; otherwise your opponent puts it into their hand.")


def top_card_charity() -> TopCardCharity:
    return TopCardCharity()


class RandomHandCardToDeck(Piece):
    """Look at a random card from your opponent's hand (picked with the game's Rng); they
    shuffle it into their deck (Surprise)."""

    hints = Hints(disrupts_hand=True, looks=True)

    def effect(self, ctx: AttackContext) -> None:
        g, opp = ctx.g, ctx.opp
        if not opp.hand:
            return
        card = opp.hand.pop(g.rng.below(len(opp.hand)))
        opp.deck.append(card)
        g.rng.shuffle(opp.deck)
        g.say(f"{ctx.player} looks at {card.name} from {opp.name}'s hand; it is shuffled "
              f"into the deck")

    def describe(self) -> str:
        return ("Look at a random card from your opponent's hand; your opponent shuffles it "
                "into their deck.")


def random_hand_card_to_deck() -> RandomHandCardToDeck:
    return RandomHandCardToDeck()


class OpponentsDiscardToDeckTop(Piece):
    """Choose a card from your opponent's discard pile (a card id); put it on top of their
    deck (Pranks)."""

    hints = Hints(disrupts_hand=True)

    def effect(self, ctx: AttackContext) -> None:
        g, opp = ctx.g, ctx.opp
        if not opp.discard:
            return
        key = g.choose(ctx.player, "from-discard", "Put which card on top of your opponent's "
                       "deck?", [(c.id, c.name) for c in opp.discard])
        card = with_id(reversed(opp.discard), key)
        opp.discard.remove(card)
        opp.deck.insert(0, card)
        g.say(f"{ctx.player} puts {card.name} from {opp.name}'s discard pile on top of the deck")

    def describe(self) -> str:
        return ("Choose a card from your opponent's discard pile and put it on top of their "
                "deck.")


def opponents_discard_to_deck_top() -> OpponentsDiscardToDeckTop:
    return OpponentsDiscardToDeckTop()


class RetrievePer(Piece):
    """For each ``per`` counted (heads), put a card of ``cards`` from your discard pile into
    your hand, while there is one (Call Will-o'-the-wisp)."""

    hints = Hints(retrieves=Finds.ENERGY, finds=2, coin=True)

    def __init__(self, cards: Cards, per: Count):
        self.cards = cards
        self.per = per

    def effect(self, ctx: AttackContext) -> None:
        g, side = ctx.g, ctx.side
        for _ in range(self.per.count(ctx)):
            found = self.cards.resolve(ctx)
            if not found:
                return
            key = g.choose(ctx.player, "from-discard", f"Put {self.cards} into your hand",
                           [(c.id, c.name) for c in found])
            card = with_id(found, key)
            side.discard.remove(card)
            side.hand.append(card)
            g.say(f"{ctx.player} puts {card.name} from the discard pile into the hand")

    def describe(self) -> str:
        return f"{self.per.lead}. For each heads, put {self.cards} from your discard pile into " \
               f"your hand."


def retrieve_per(cards: Cards, per: Count) -> RetrievePer:
    return RetrievePer(cards, per)


class BenchFromAnyDiscard(Piece):
    """Choose a Basic Pokémon in either player's discard pile (``yes``/``no``: your own
    pile or your opponent's when both have one, then the card id) and put it onto its
    owner's Bench, if there is room, with damage counters for half its HP rounded down to
    the nearest 10 (Invigorate)."""

    hints = Hints(benches=Whose.OWN)

    def effect(self, ctx: AttackContext) -> None:
        from oldback.engine.setup import is_basic

        g = ctx.g
        piles = [s for s in (ctx.side, ctx.opp)
                 if bench_room(g, s) and any(is_basic(c) and c.is_pokemon for c in s.discard)]
        if not piles:
            return
        pairs = [("yes" if s is ctx.side else "no",
                  "your discard pile" if s is ctx.side else "your opponent's discard pile")
                 for s in piles]
        own = g.choose(ctx.player, "discard-pile", "From your own discard pile (no: your "
                       "opponent's)?", pairs, ask=len(pairs) > 1) == "yes"
        side = ctx.side if own else ctx.opp
        found = [c for c in side.discard if is_basic(c) and c.is_pokemon]
        key = g.choose(ctx.player, "from-discard", "Put which Basic Pokémon onto the Bench?",
                       [(c.id, c.name) for c in found])
        card = with_id(found, key)
        side.discard.remove(card)
        mon = g.new_pokemon(side.name, card)
        mon.damage = (card.hp or 0) // 20 * 10
        side.bench.append(mon)
        g.say(f"{card.name} is put from {side.name}'s discard pile onto the Bench with "
              f"{mon.damage} damage")

    def describe(self) -> str:
        return ("Choose a Basic Pokémon in either player's discard pile and put it onto that "
                "player's Bench (not a full one), with damage counters equal to half its HP "
                "(rounded down to the nearest 10).")


def bench_from_any_discard() -> BenchFromAnyDiscard:
    return BenchFromAnyDiscard()


class BenchAllFromDeck(Piece):
    """Before the damage, you may search your deck for any number of Basic Pokémon of
    ``cards`` and put them onto your Bench while it has room, one at a time (``done``
    stops); shuffle the deck if you searched (Group Attack)."""

    hints = Hints(searches=Finds.POKEMON, finds=5)

    uses_base = True

    def __init__(self, cards: Cards):
        self.cards = cards

    def base(self, ctx: AttackContext) -> None:
        from oldback.engine.setup import is_basic

        g, side = ctx.g, ctx.side
        searched = False
        while bench_room(g, side) and side.deck:
            found = [c for c in self.cards.resolve(ctx) if is_basic(c)]
            if not found:
                break
            key = g.choose(ctx.player, "search-deck", f"Put {self.cards} onto your Bench?",
                           [(c.id, c.name) for c in found] + [("done", "stop")], ask=True)
            if key == "done":
                break
            searched = True
            card = with_id(side.deck, key)
            side.deck.remove(card)
            side.bench.append(g.new_pokemon(ctx.player, card))
            g.say(f"{ctx.player} puts {card.name} from the deck onto the Bench")
        if searched:
            g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Before doing damage, you may search your deck for any number of {self.cards} "
                f"and put them onto your Bench; shuffle your deck afterward.")


def bench_all_from_deck(cards: Cards) -> BenchAllFromDeck:
    return BenchAllFromDeck(cards)


def evolve_from_deck(g, player: str, mons: list[Pokemon], match=None) -> bool:
    """Search ``player``'s deck for an Evolution card that evolves one of ``mons`` (and
    ``match``es) and put it on that Pokémon (keys: the card id, then the slot when it fits
    several; ``done`` finds nothing); shuffle the deck. This counts as evolving: only a
    Pokémon that could evolve now is one of them (not on the first turns of the game, nor
    one put into play or evolved this turn, nor where evolution is blocked: Pojo, Rules &
    Rulings, June 2000); with none, nothing happens. The evolution is not from the hand
    (``turn.evolve``). True if it evolved."""
    from oldback.engine.turn import evolution_allowed, evolve, evolves_onto, is_first_turn

    side = g.side(player)
    mons = [m for m in mons if not is_first_turn(g) and evolution_allowed(g, m)]
    if not mons:
        g.say(f"{player}'s Pokémon can't evolve now")
        return False
    fits = [(c, m) for c in side.deck if c.evolves_from is not None
            and (match is None or match(c)) for m in mons if evolves_onto(c, m)]
    key = g.choose(player, "search-deck", "Evolve with which card from your deck?",
                   [(c.id, c.name) for c, _ in fits] + [("done", "take nothing")])
    if key == "done":
        g.rng.shuffle(side.deck)
        return False
    card = next(c for c, _ in fits if c.id == key)
    targets = [m for c, m in fits if c is card]
    mon = choose_one(g, player, targets, "target", f"Put {card.name} on which Pokémon?")
    side.deck.remove(card)
    evolve(g, mon, card, from_hand=False)
    g.rng.shuffle(side.deck)
    return True


class EvolveFromDeck(Piece):
    """Search your deck for a card that evolves from 1 of ``among`` (named one of ``names``,
    when given) and put it on that Pokémon: this counts as evolving it
    (``evolve_from_deck``); shuffle the deck (Lunar Power: 1 of your Benched Pokémon;
    Rapid Evolution: this Pokémon, into Gyarados or Dark Gyarados)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)

    def __init__(self, among: Pokemons, names: tuple[str, ...] = ()):
        self.among = among
        self.names = names

    def effect(self, ctx: AttackContext) -> None:
        mons = self.among.resolve(ctx)
        if mons:
            names = self.names
            evolve_from_deck(ctx.g, ctx.player, mons,
                             (lambda c: c.name in names) if names else None)

    def describe(self) -> str:
        card = (f"an Evolution card named {' or '.join(self.names)}" if self.names
                else "a card")
        if self.among is SELF:
            where = "this Pokémon and put it on this Pokémon"
        else:
            where = f"1 of {self.among} and put it on that Pokémon"
        return (f"Search your deck for {card} that evolves from {where} (this counts as "
                f"evolving it). Shuffle your deck afterward.")


def evolve_from_deck_piece(among: Pokemons, *names: str) -> EvolveFromDeck:
    return EvolveFromDeck(among, names)


class DiscardStadium(Piece):
    """If a Stadium card is in play, discard it (to its owner's discard pile)."""

    hints = Hints(disables=True)

    def effect(self, ctx: AttackContext) -> None:
        g = ctx.g
        if g.stadium is None:
            return
        card, owner = g.stadium, g.stadium_owner
        g.stadium = None
        g.stadium_owner = None
        g.side(owner or ctx.player).discard.append(card)
        g.say(f"{card.name} is discarded")

    def describe(self) -> str:
        return "If there is a Stadium card in play, discard it."


def discard_stadium() -> DiscardStadium:
    return DiscardStadium()


# --- copying the Defending Pokémon's attacks -------------------------------------------------
class CopyDefendingAttack(Piece):
    """Choose 1 of the attacks the Defending Pokémon has now (``hooks.attacks``: the
    ``attack_list`` hook, so a copied or changed list counts) and do it as this Pokémon's
    own, without its Energy cost; its other requirements must be met with this Pokémon's
    own cards, or nothing happens (spec, Attack Procedures step 5, as for Metronome). The
    attacker's type stays its own (ESP)."""

    hints = Hints(copies=True)

    uses_base = True

    def base(self, ctx: AttackContext) -> None:
        from oldback.engine.attack import resolve, script_for
        from oldback.engine.hooks import attacks

        g, defender = ctx.g, ctx.defender
        if defender is None:
            return
        listed = attacks(g, defender)
        if not listed:
            g.say("there is no attack to copy")
            return
        key = g.choose(ctx.player, "copy-attack", "Copy which attack?",
                       [(a.name, a.name) for a in listed])
        copied = next(a for a in listed if a.name == key)
        inner = AttackContext(g, ctx.side, ctx.attacker, copied)
        script = script_for(defender, copied)
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


def copy_defending_attack() -> CopyDefendingAttack:
    return CopyDefendingAttack()


# --- lasting effects --------------------------------------------------------------------------
class UntilBenched(Lasts):
    """Give ``on`` a lasting effect that ends only when it is Benched, evolves or devolves
    (or leaves play): no end of its own (Giant Growth, Ink Spurt)."""

    def __init__(self, kind: str, on: Pokemons, value: int, data: str):
        super().__init__(kind, on, WHILE_IT_LASTS, value, data)

    def effect(self, ctx: AttackContext) -> None:
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


class MaxHp(LastingKind):
    """The holder's HP is ``value`` (Giant Growth)."""

    hints = Hints(heals=30)

    text = "{on}'s maximum HP is {e.value}."

    def hp(self, src, mon, hp):
        return src.eff.value


class FocusEnergy(LastingKind):
    """The holder's attack named ``data`` has its base damage doubled (the printed number
    added again at damage step 2; an attack of that name it copies too, with the printed
    number of the attack copied); with ``value`` 1 its damage to itself is doubled too
    (Focus Energy)."""

    hints = Hints(boosts=20)

    text = "the base damage of {on}'s {e.data} is doubled."

    def outgoing(self, g, src, attacker, target, dmg, attack):
        if attack != src.eff.data or attacker is not src.holder:
            return dmg
        if target is attacker:
            return dmg * 2 if src.eff.value else dmg
        done = being_done(g, attacker, attack)
        return dmg if done is None else dmg + done.base_damage


register_lasting("max-hp", MaxHp())
register_lasting("focus-energy", FocusEnergy())


def focus_energy(attack: str, self_too: bool = False) -> Lasts:
    """During your next turn, this Pokémon's ``attack`` does double base damage
    (``self_too``: its damage to itself is doubled too)."""
    return Lasts("focus-energy", SELF, NEXT_OWN_TURN, 1 if self_too else 0, attack)

