"""Cards attached to Pokémon that are not Energy: PlusPower and Defender, the Pokémon
Tools (one to a Pokémon), the Gym Leaders' attached cards. Every attach goes through
``engine.attach.card`` (one Tool to a Pokémon); each goes when its own words say (its
``end_of_turn``, a Tool's trigger), discarded by ``hooks.end_source``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import DEFENDING, Pokemons, choose_one, name_has
from oldback.engine import attach, hooks, retreat
from oldback.engine.hints import Hints
from oldback.engine.scripts import CardScript

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.attack import Attacking
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Pokemon, Side


class PlusDamage(CardScript):
    """PlusPower: attach to your Active Pokémon; its attacks do 10 more damage to an Active
    Pokémon (damage step 5); discarded at the end of your turn."""

    @property
    def hints(self) -> Hints:
        return Hints(boosts=self.amount)

    attaches = True
    quiet = True

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Attach to your Active Pokémon. Its attacks do {amount} more damage to "
                     f"an Active Pokémon (after Weakness and Resistance). Discard it at the end "
                     f"of your turn.")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return side.active is not None

    def play(self, g: Game, side: Side, card: Card) -> None:
        assert side.active is not None  # (playable)
        attach.card(g, side.active, card)

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        holder = attacker
        if not g.is_active(target):
            return dmg
        # ``pluspower_on_self``: the user's damage to itself counts too (Pokémon 1999).
        if target.owner == holder.owner and not g.rules.pluspower_on_self:
            return dmg
        return dmg + self.amount

    def end_of_turn(self, g: Game, src: Source) -> bool:
        return g.current == src.owner


class ReduceDamage(CardScript):
    """Defender: attach to one of your Pokémon; damage done to it by attacks is reduced by
    20 (damage step 6); discarded at the end of your opponent's next turn."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    attaches = True

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"Attach to 1 of your Pokémon. Damage done to it by attacks is reduced by "
                     f"{amount} (after Weakness and Resistance). Discard it at the end of your "
                     f"opponent's next turn.")

    def play(self, g: Game, side: Side, card: Card) -> None:
        mon = choose_one(g, side.name, side.in_play, "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        attach.card(g, mon, card)

    def receiver_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        return dmg - self.amount

    def end_of_turn(self, g: Game, src: Source) -> bool:
        return g.current != src.owner


class Tool(CardScript):
    """A Pokémon Tool: attach to 1 of your Pokémon without a Tool."""

    attaches = True

    def candidates(self, side):
        return [m for m in side.in_play if not attach.has_tool(m)]

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(self.candidates(side))

    def play(self, g: Game, side: Side, card: Card) -> None:
        mon = choose_one(g, side.name, self.candidates(side), "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        attach.card(g, mon, card)


class SurviveWithTen(Tool):
    """Focus Band: if the holder would be Knocked Out by the opponent's attack, flip; heads,
    it is not, its remaining HP becomes 10, and this card is discarded."""

    hints = Hints(survives=True, coin=True)

    text = ("Pokémon Tool. If the Pokémon would be Knocked Out by your opponent's attack, "
            "flip a coin: heads, it survives with 10 HP left and this card is discarded.")

    def on_hp_zero(self, g: Game, src: Source, holder: Pokemon, attack_by: str | None) -> bool:
        card = src.source_card
        if attack_by is None or attack_by == holder.owner:
            return False
        if not g.flip(card.name):
            return False
        holder.damage = holder.hp - 10
        holder.attached.remove(card)
        g.side(holder.owner).discard.append(card)
        g.say(f"{card.name} saves {holder.name}")
        return True


class HealBetweenTurns(Tool):
    """Gold Berry: between turns, when its owner picks during Pokémon Checkup, a holder with
    at least ``counters`` damage counters may have that many removed, and this card is
    discarded; at the start of each turn that happens by itself."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=10 * self.counters)

    def __init__(self, counters: int = 4):
        self.counters = counters
        self.text = (f"Pokémon Tool. At any time between turns, if the Pokémon has at least "
                     f"{counters} damage counters, you may remove {counters} of them and discard "
                     f"this card. At the start of each turn, if it has at least {counters}, "
                     f"this happens by itself.")

    def between_turns(self, g: Game, src: Source, holder: Pokemon) -> bool:
        return holder.damage >= self.counters * 10

    def use_between_turns(self, g: Game, src: Source, holder: Pokemon) -> None:
        card = src.source_card
        holder.damage -= self.counters * 10
        holder.attached.remove(card)
        g.side(holder.owner).discard.append(card)
        g.say(f"{card.name} removes {self.counters} damage counters from {holder.name}")

    def start_of_turn(self, g: Game, src: Source) -> None:
        if self.between_turns(g, src, src.mon):
            self.use_between_turns(g, src, src.mon)


class RetreatForFree(Tool):
    """A Pokémon Tool: when its holder retreats, this card is discarded instead of Energy
    cards (the Retreat Cost is 0 while it is attached; it goes to the discard pile as the
    holder retreats: Balloon Berry). For the players, it is a free switch of the Active."""

    hints = Hints(switches=True)

    text = ("Pokémon Tool. When the Pokémon this card is attached to retreats, discard this "
            "card instead of discarding Energy cards.")

    def retreat_cost(self, g: Game, src: Source, mon: Pokemon, cost: int) -> int:
        return 0 if mon is src.holder else cost

    def on_retreated(self, g: Game, src: Source, mon: Pokemon) -> None:
        if mon is not src.holder:
            return
        card = src.source_card
        mon.attached.remove(card)
        g.side(mon.owner).discard.append(card)
        g.say(f"{card.name} is discarded from {mon.name} as it retreats")


class AttachToOwners(CardScript):
    """A card that attaches to 1 of your Pokémon with ``word`` in its name (``active``: to
    your Active Pokémon only). Not a Pokémon Tool: a Pokémon may hold several."""

    attaches = True

    def __init__(self, word: str, active: bool = False):
        self.word = word
        self.active = active

    def candidates(self, side):
        mons = [side.active] if self.active and side.active is not None else (
            [] if self.active else side.in_play)
        return [m for m in mons if name_has(m.name, self.word)]

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(self.candidates(side))

    def play(self, g: Game, side: Side, card: Card) -> None:
        mon = choose_one(g, side.name, self.candidates(side), "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        attach.card(g, mon, card)
        g.say(f"{side.name} attaches {card.name} to {mon.name}")


class GuardEnergy(AttachToOwners):
    """Brock's Protection: Energy attached to the holder can't be removed by the opponent's
    attacks or Trainer cards (the rest of them still works); it stays attached."""

    @property
    def hints(self) -> Hints:
        return Hints(guards_energy=True, owner=self.word)

    def __init__(self, word: str):
        super().__init__(word)
        self.text = (f"Attach to 1 of your Pokémon with {word} in its name. Energy cards "
                     f"attached to it can't be removed by your opponent's attacks or Trainer "
                     f"cards (the rest of them still works). Not a Pokémon Tool.")

    def protects_energy(self, g: Game, src: Source, mon: Pokemon, player: str) -> bool:
        return mon is src.holder and player != src.owner


class OwnerReflip(AttachToOwners):
    """Sabrina's ESP: attached to a Pokémon with ``word`` in its name until the end of your
    turn. When that Pokémon's attack has flipped coins, you may flip all of them again, once
    (``reflips_attack``, yes/no of kind "reflip"): the attack's damage and effects are
    undone and done again with the new coins."""

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, owner=self.word)

    def __init__(self, word: str):
        super().__init__(word)
        self.text = (f"Attach to 1 of your Pokémon with {word} in its name; discard it at the "
                     f"end of your turn. If that Pokémon's attack flips coins, you may flip "
                     f"all of them again, once.")

    def reflips_attack(self, g: Game, src: Source, attacker: Pokemon) -> bool:
        if attacker is not src.holder:
            return False
        return g.yes_no(src.owner, "reflip", f"Flip all the coins of this attack again with "
                                              f"{src.source_card.name}?")

    def end_of_turn(self, g: Game, src: Source) -> bool:
        return g.current == src.owner


class NinjaTrick(AttachToOwners):
    """Koga's Ninja Trick: attached to your Active Pokémon with ``word`` in its name. When
    the opponent attacks it, you may switch it with 1 of your Benched Pokémon before the
    attack's damage and effects (``on_attack``; ``done`` declines); this card is discarded
    when its Pokémon goes to the Bench."""

    @property
    def hints(self) -> Hints:
        return Hints(switches=True, owner=self.word)

    def __init__(self, word: str):
        super().__init__(word, active=True)
        self.text = (f"Attach to your Active Pokémon with {word} in its name. When your "
                     f"opponent attacks, you may switch it with 1 of your Benched Pokémon "
                     f"(before the attack's damage and effects). Discard this card when that "
                     f"Pokémon goes to your Bench.")

    def on_attack(self, g: Game, src: Source, attacker: Pokemon) -> None:
        mon = src.mon
        side = g.side(src.owner)
        if attacker.owner == src.owner or side.active is not mon or not side.bench:
            return
        key = g.choose(src.owner, "switch", f"{src.source_card.name}: switch {mon.name} out?",
                       [("done", "stay"),
                        *((g.slot(m, src.owner), g.label(m, src.owner)) for m in side.bench)])
        if key == "done":
            return
        retreat.switch(g, side, g.at(src.owner, key))
        hooks.end_source(g, src)

    def end_of_turn(self, g: Game, src: Source) -> bool:
        return not g.is_active(src.mon)


class Charity(CardScript):
    """Charity: attach to your Active Pokémon; it comes back to your hand at the end of your
    turn unless that Pokémon was Knocked Out. When that Pokémon's attack does damage to the
    Defending Pokémon, its player may reduce that damage by any multiple of 10 (damage step
    5, kind "reduce-damage": "0" keeps it)."""

    hints = Hints(softens=True)
    attaches = True
    text = ("Attach to your Active Pokémon; unless it is Knocked Out, return this card to your "
            "hand at the end of your turn. If that Pokémon's attack does damage to the "
            "Defending Pokémon, you may reduce that damage by any amount (in tens).")

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return side.active is not None

    def play(self, g: Game, side: Side, card: Card) -> None:
        assert side.active is not None  # (playable)
        attach.card(g, side.active, card)

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        ctx = g.attack_ctx
        if (ctx is None or attacker is not src.holder or ctx.attacker is not attacker
                or target is not ctx.defender or dmg <= 0):
            return dmg
        key = g.choose(src.owner, "reduce-damage", f"Reduce the {dmg} damage by how much?",
                       [(str(n), f"reduce by {n}") for n in range(0, dmg + 1, 10)])
        return dmg - int(key)

    def end_of_turn(self, g: Game, src: Source) -> bool:
        if g.current == src.owner:
            src.mon.attached.remove(src.source_card)
            g.side(src.owner).hand.append(src.source_card)
            g.say(f"{src.source_card.name} goes back into {src.owner}'s hand")
        return False


class CureBetweenTurns(Tool):
    """Miracle Berry: between turns, when its owner picks during Pokémon Checkup, a holder
    that is Asleep, Confused, Paralyzed or Poisoned may be cured of all of them, and this
    card is discarded; at the start of each turn that happens by itself."""

    hints = Hints(cures=True)
    text = ("Pokémon Tool. At any time between turns, if the Pokémon is Asleep, Confused, "
            "Paralyzed or Poisoned, you may remove all of those from it and discard this card. "
            "At the start of each turn, if it is, this happens by itself.")

    def between_turns(self, g: Game, src: Source, holder: Pokemon) -> bool:
        return bool(holder.conditions)

    def use_between_turns(self, g: Game, src: Source, holder: Pokemon) -> None:
        from oldback.engine import conditions

        card = src.source_card
        for name in list(holder.conditions):
            conditions.remove(g, holder, name)
        holder.attached.remove(card)
        g.side(holder.owner).discard.append(card)
        g.say(f"{card.name} cures {holder.name}")

    def start_of_turn(self, g: Game, src: Source) -> None:
        if self.between_turns(g, src, src.mon):
            self.use_between_turns(g, src, src.mon)


class DiscardAttachedTrainers(Piece):
    """Before doing damage, discard every Trainer card attached to the Defending Pokémon
    (PlusPower, Defender, Pokémon Tools …), before they affect the damage (Plunder); ``on``:
    to each of those Pokémon instead (Swipe: your opponent's Pokémon)."""

    uses_base = True
    hints = Hints(removes_energy=1)

    def __init__(self, on: Pokemons = DEFENDING):
        self.on = on

    def base(self, ctx: Attacking) -> None:
        for mon in self.on.resolve(ctx):
            if not mon.attached or effects_prevented(ctx, mon):
                continue
            gone = [c for c in mon.attached if c.is_trainer]
            for c in gone:
                mon.attached.remove(c)
            ctx.g.side(mon.owner).discard.extend(gone)
            ctx.g.say(f"{', '.join(c.name for c in gone)} discarded from {ctx.g.whose(mon)}")

    def describe(self) -> str:
        if self.on is not DEFENDING:
            return f"Discard all Trainer cards attached to {self.on}."
        return ("Before doing damage, discard all Trainer cards attached to the Defending "
                "Pokémon.")


class AttachedTrainerToDeck(Piece):
    """Choose a Trainer card attached to 1 of ``among`` (your opponent's Pokémon): its owner
    shuffles it into their deck (Grab). Keys: ``<slot>:<card id>``."""

    hints = Hints(removes_energy=1)

    def __init__(self, among: Pokemons):
        self.among = among

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        pairs = [(mon, c) for mon in self.among.resolve(ctx)
                 if not effects_prevented(ctx, mon) for c in mon.attached if c.is_trainer]
        if not pairs:
            return
        key = g.choose(ctx.player, "to-deck", "Which attached Trainer card goes into its "
                       "owner's deck?", [(f"{g.slot(m, ctx.player)}:{c.id}",
                                          f"{c.name} on {m.name}") for m, c in pairs])
        mon, card = next((m, c) for m, c in pairs if f"{g.slot(m, ctx.player)}:{c.id}" == key)
        mon.attached.remove(card)
        side = g.side(mon.owner)
        side.deck.append(card)
        g.rng.shuffle(side.deck)
        g.say(f"{card.name} on {g.whose(mon)} is shuffled into {mon.owner}'s deck")

    def describe(self) -> str:
        return (f"Choose a Trainer card attached to 1 of {self.among}. Its owner shuffles it "
                f"into their deck.")


class EnergyOnKnockOut(Tool):
    """EXP.ALL: during the opponent's turn, when its owner's Active Pokémon (not the holder)
    is Knocked Out by the opponent's attack, its owner may take 1 basic Energy card attached
    to that Pokémon and attach it to the holder (``done``: keep none); if they do, this card
    is discarded. Knock Out step 2, after the effects of step 1 (spec, Knock Out Procedures:
    EXP.ALL is its example #2)."""

    hints = Hints(moves_energy="Colorless")
    text = ("Pokémon Tool. During your opponent's turn, if your Active Pokémon is Knocked Out "
            "by their attack, you may move 1 basic Energy card attached to it to the Pokémon "
            "with this card; if you do, discard this card.")

    def on_knocked_out(self, g: Game, src: Source, mon: Pokemon, attack_by: str | None) -> None:
        from oldback.engine import energy

        holder = src.mon
        if (mon is holder or mon.owner != holder.owner or attack_by is None
                or attack_by == holder.owner or g.side(mon.owner).active is not mon
                or holder.damage >= hooks.hp(g, holder)):
            return
        cards = [c for c in mon.energy if c.is_basic_energy]
        if not cards or not attach.may_attach(g, holder, cards[0]):
            return
        picked = energy.choose_attached(g, holder.owner, "move-energy",
                                        f"{src.source_card.name}: move an Energy card of "
                                        f"{mon.name} to {holder.name}?",
                                        [(mon, c) for c in cards], done="none")
        if picked is None:
            return
        card = picked[1]
        energy.detach(mon, card)
        attach.energy(g, holder, card, f"{holder.owner} moves {card.name} from {mon.name} to "
                                       f"{holder.name}", from_hand=False)
        hooks.end_source(g, src)


class CountersOnAttacker(Tool):
    """Counterattack Claws: during the opponent's turn, if an opponent's attack damages the
    holder while it is its owner's Active Pokémon (even if it is Knocked Out), flip a coin:
    heads, put ``counters`` damage counters on the attacking Pokémon (not damage: no Weakness
    or Resistance); either way this card is discarded."""

    hints = Hints(coin=True, damage=20)

    def __init__(self, counters: int = 2):
        self.counters = counters
        self.text = (f"Pokémon Tool. If an attack of your opponent's damages the Pokémon with "
                     f"this card while it is your Active Pokémon, flip a coin: heads, put "
                     f"{counters} damage counters on the attacking Pokémon. Then discard this "
                     f"card.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        holder = src.mon
        if (target is not holder or attacker is None or attacker.owner == holder.owner
                or dmg <= 0 or g.side(holder.owner).active is not holder
                or src.source_card not in holder.attached):
            return
        if g.flip(src.source_card.name):
            attacker.damage += 10 * self.counters
            g.say(f"{src.source_card.name}: {self.counters} damage counters on "
                  f"{g.whose(attacker)}")
        hooks.end_source(g, src)


class NoResistanceAttached(CardScript):
    """Magnifier: attach to 1 of your Pokémon (not a Pokémon Tool); when that Pokémon
    attacks, Resistance is not applied (damage step 4); discarded at the end of your turn."""

    hints = Hints(boosts=10)
    attaches = True
    quiet = False
    text = ("Attach to 1 of your Pokémon. When it attacks, Resistance is not applied to that "
            "attack. Discard it at the end of your turn.")

    def play(self, g: Game, side: Side, card: Card) -> None:
        mon = choose_one(g, side.name, side.in_play, "attach-to",
                         f"Attach {card.name} to which Pokémon?")
        attach.card(g, mon, card)

    def resistance_amount(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                          amount: int) -> int:
        return 0 if attacker is src.holder else amount

    def end_of_turn(self, g: Game, src: Source) -> bool:
        return g.current == src.owner
