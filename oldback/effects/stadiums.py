"""Stadium cards: the Stadium in play is a source like any other, asked through the
effect protocol; some give each player an action (the key ``stadium``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from oldback.card import with_id
from oldback.effects.energy import discard_attached
from oldback.effects.pieces import Piece
from oldback.effects.select import Play, choose_one, name_has
from oldback.engine import conditions, energy, hooks, knockout
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Finds, Hints
from oldback.engine.scripts import CardScript, script_of
from oldback.engine.setup import draw

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Pokemon, Side


class Stadium(CardScript):
    """A Stadium stays in play until another Stadium replaces it."""

    is_stadium = True


class ReduceByType(Stadium):
    """Damage done by attacks of Pokémon of a type is reduced (damage step 5)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    def __init__(self, type_: str, amount: int):
        self.type = type_
        self.amount = amount
        self.text = (f"Stadium. All damage done by attacks of {type_} Pokémon is reduced by "
                     f"{amount} (after Weakness and Resistance).")

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        return dmg - self.amount if self.type in attacker.types else dmg


class DiscardStadium(Piece):
    """If a Stadium card is in play, discard it (to its owner's discard pile); ``may``: if its
    player wants (Knock Over)."""

    hints = Hints(disables=True)

    def __init__(self, may: bool = False):
        #: "you may discard it" (Knock Over: yes/no, kind "may")
        self.may = may

    def effect(self, ctx: Attacking) -> None:
        g = ctx.g
        if g.stadium is None:
            return
        if self.may and not g.yes_no(ctx.player, "may", f"Discard {g.stadium.name}?"):
            return
        card, owner = g.stadium, g.stadium_owner
        g.stadium = None
        g.stadium_owner = None
        g.side(owner or ctx.player).discard.append(card)
        g.say(f"{card.name} is discarded")

    def describe(self) -> str:
        return f"If there is a Stadium card in play, {'you may ' if self.may else ''}discard it."


def _owners(side, word: str) -> list:
    return [m for m in side.in_play if name_has(m.name, word)]


class RetreatCost(Stadium):
    """Each player's Active Pokémon (with ``word`` in its name, if given) retreats for
    ``delta`` more (a negative ``delta``: less; never below 0)."""

    def __init__(self, delta: int, word: str = "", stages: tuple[str, ...] = ()):
        self.delta = delta
        self.word = word
        #: only an Active Pokémon of these stages (Broken Ground Gym: Baby and Basic)
        self.stages = stages
        whose = f" if it has {word} in its name" if word else ""
        if stages:
            whose += f" if it is a {' or '.join(stages)} Pokémon"
        more = "more" if delta > 0 else "less"
        self.text = (f"Stadium. Each player pays {abs(delta)} Colorless {more} to retreat "
                     f"their Active Pokémon{whose}.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, switches=self.delta < 0, disables=self.delta > 0)

    def retreat_cost(self, g: Game, src: Source, mon: Pokemon, cost: int) -> int:
        if self.word and not name_has(mon.name, self.word):
            return cost
        if self.stages and (mon.form or mon.card).stage not in self.stages:
            return cost
        return cost + self.delta


class SmallBench(Stadium):
    """No player may have more than ``size`` Benched Pokémon. When it is played, a player
    with more chooses Benched Pokémon to return, with every card attached, to their hand
    until they have ``size`` (the opponent of its player first: Narrow Gym)."""

    hints = Hints(disables=True)

    def __init__(self, size: int):
        self.size = size
        self.text = (f"Stadium. No player may have more than {size} Pokémon on their Bench. "
                     f"When it is played, a player with more returns Benched Pokémon of their "
                     f"choice, with all cards attached, to their hand until they have {size} "
                     f"(your opponent first).")

    def bench_size(self, g: Game, src: Source, side: Side, size: int) -> int:
        return min(size, self.size)

    def play(self, g: Game, side: Side, card: Card) -> None:
        for s in (g.opponent(side.name), side):
            while len(s.bench) > self.size:
                mon = choose_one(g, s.name, list(s.bench), "bench-to-hand",
                                 "Which Benched Pokémon goes back into your hand?")
                s.bench.remove(mon)
                s.hand.extend(mon.cards)
                g.say(f"{s.name}'s {mon.name} and its cards go back into the hand")


class PriceForRemoval(Stadium):
    """A player must discard ``price`` other cards from their hand to play a Trainer card
    that removes the opponent's Energy (Energy Removal, Super Energy Removal: the hints of
    its script say so) — No Removal Gym (``trainer_price``)."""

    hints = Hints(disables=True)

    def __init__(self, price: int):
        self.price = price
        self.text = (f"Stadium. A player must discard {price} other cards from their hand to "
                     f"play a Trainer card that discards the opponent's Energy (Energy "
                     f"Removal, Super Energy Removal).")

    def trainer_price(self, g: Game, src: Source, player: str, card: Card) -> int:
        return self.price if script_of(card).hints.removes_energy else 0


class DiscardToCure(Stadium):
    """Once or more during their turn, a player may discard an Energy card attached to 1 of
    their Pokémon with ``word`` in its name; that Pokémon is then no longer Asleep,
    Confused, Paralyzed or Poisoned (Celadon City Gym)."""

    def __init__(self, word: str):
        self.word = word
        self.text = (f"Stadium. During their turn, a player may discard an Energy card "
                     f"attached to 1 of their Pokémon with {word} in its name; that Pokémon is "
                     f"then no longer Asleep, Confused, Paralyzed or Poisoned.")

    @property
    def hints(self) -> Hints:
        return Hints(cures=True, energy_price=1, owner=self.word)

    def can_use(self, g: Game, player: str) -> bool:
        return any(m.energy for m in _owners(g.side(player), self.word))

    def use(self, g: Game, player: str) -> None:
        from oldback.effects.energy import choose_attached_energy

        mons = [m for m in _owners(g.side(player), self.word) if m.energy]
        picked = choose_attached_energy(g, player, mons, "discard-energy",
                                        "Discard which Energy card?")
        assert picked is not None
        mon, card = picked
        discard_attached(g, mon, card)
        for name in sorted(mon.conditions):
            conditions.remove(g, mon, name)


class NoResistanceFor(Stadium):
    """Resistance is not applied to attacks of Pokémon with ``word`` in their name (damage
    step 4: Pewter City Gym)."""

    def __init__(self, word: str):
        self.word = word
        self.text = (f"Stadium. Don't apply Resistance to attacks of Pokémon with {word} in "
                     f"their name.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, boosts=30)

    def resistance_amount(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                          amount: int) -> int:
        return 0 if name_has(attacker.name, self.word) else amount


class LessResistance(Stadium):
    """Each Pokémon's Resistance takes ``amount`` less off the damage (-30 becomes -10:
    damage step 4, Resistance Gym)."""

    hints = Hints(changes_type=True)

    def __init__(self, amount: int):
        self.amount = amount
        self.text = (f"Stadium. Each Pokémon's Resistance is reduced by {amount} (-30 becomes "
                     f"-{30 - amount}).")

    def resistance_amount(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                          amount: int) -> int:
        return max(amount - self.amount, 0)


class NoWeaknessAgainst(Stadium):
    """Weakness is not applied when a Pokémon of ``type_`` does damage to a Pokémon with
    ``word`` in its name (damage step 3: Cinnabar City Gym)."""

    def __init__(self, type_: str, word: str):
        self.type = type_
        self.word = word
        self.text = (f"Stadium. Ignore Weakness when a {type_} Pokémon does damage to a "
                     f"Pokémon with {word} in its name.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, reduces=20)

    def ignores_weakness(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        return name_has(target.name, self.word) and self.type in hooks.types(g, attacker)


class AttackCoin(Stadium):
    """Whenever a player attacks with a Pokémon with ``word`` in its name, they may flip a
    coin (yes/no, kind "may"; ``on_attack``): heads, if the attack does damage to
    the Defending Pokémon (after Weakness and Resistance) it does ``amount`` more (damage
    step 5); tails, the attacker also does ``amount`` damage to itself (Vermilion City
    Gym)."""

    def __init__(self, word: str, amount: int):
        self.word = word
        self.amount = amount
        self.text = (f"Stadium. Whenever a player attacks with a Pokémon with {word} in its "
                     f"name, they may flip a coin. Heads: if the attack does damage to the "
                     f"Defending Pokémon, it does {amount} more. Tails: the attacking Pokémon "
                     f"also does {amount} damage to itself.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, boosts=self.amount, coin=True)

    def on_attack(self, g: Game, src: Source, attacker: Pokemon) -> None:
        ctx = g.attack_ctx
        if ctx is None or ctx.attacker is not attacker or not name_has(attacker.name,
                                                                       self.word):
            return
        if not g.yes_no(attacker.owner, "may", f"Flip a coin for {src.source_card.name}?"):
            return
        heads = g.flip(src.source_card.name)
        ctx.memo[("stadium-coin", id(self))] = heads
        if not heads:
            ctx.add(attacker, self.amount)

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        ctx = g.attack_ctx
        if (ctx is not None and ctx.attacker is attacker and target is ctx.defender
                and dmg > 0 and ctx.memo.get(("stadium-coin", id(self)))):
            return dmg + self.amount
        return dmg


class ShuffleOwnerIntoDeck(Stadium):
    """Once during each player's turn, that player may flip a coin: heads, they may shuffle
    1 of their Pokémon in play with ``word`` in its name, with every card attached, into
    their deck (``done`` declines; a player left with no Pokémon in play loses: Fuchsia City
    Gym)."""

    def __init__(self, word: str):
        self.word = word
        self.text = (f"Stadium. Once during each player's turn, that player may flip a coin. "
                     f"Heads: they may shuffle 1 of their Pokémon with {word} in its name and "
                     f"all cards attached to it into their deck.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, to_deck=True, coin=True)

    USED = (0, "stadium")

    def can_use(self, g: Game, player: str) -> bool:
        return self.USED not in g.powers_used and bool(_owners(g.side(player), self.word))

    def use(self, g: Game, player: str) -> None:
        g.powers_used = (*g.powers_used, self.USED)
        if not g.flip(g.stadium.name if g.stadium is not None else "Stadium"):
            return
        side = g.side(player)
        mons = _owners(side, self.word)
        key = g.choose(player, "to-deck", "Shuffle which Pokémon into your deck?",
                       [("done", "none"), *((g.slot(m, player), g.label(m, player))
                                            for m in mons)])
        if key == "done":
            return
        mon = g.at(player, key)
        side.deck.extend(mon.cards)  # first: a new Active may be asked for as it leaves
        g.rng.shuffle(side.deck)
        g.say(f"{player} shuffles {mon.name} and its cards into the deck")
        knockout.leave_play(g, side, mon)


class BenchMines(Stadium):
    """Whenever a player puts a Basic Pokémon onto their Bench from their hand, they flip a
    coin: tails, it gets ``counters`` damage counters (Rocket's Minefield Gym)."""

    hints = Hints(disables=True, coin=True)

    def __init__(self, counters: int):
        self.counters = counters
        self.text = (f"Stadium. Whenever a player puts a Basic Pokémon onto their Bench from "
                     f"their hand, they flip a coin: tails, put {counters} damage counters on "
                     f"it.")

    def on_benched(self, g: Game, src: Source, mon: Pokemon) -> None:
        if not g.flip(src.source_card.name):
            mon.damage += 10 * self.counters
            g.say(f"{self.counters} damage counters on {mon.owner}'s {mon.name}")


class EnergyBackToHand(Stadium):
    """As often as they like during their turn, a player may return 1 basic Energy card
    attached to 1 of their Pokémon with ``word`` in its name to their hand (Saffron City
    Gym)."""

    def __init__(self, word: str):
        self.word = word
        self.text = (f"Stadium. As often as they like during their turn, a player may return "
                     f"1 basic Energy card attached to 1 of their Pokémon with {word} in its "
                     f"name to their hand.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, moves_energy="Colorless")

    def can_use(self, g: Game, player: str) -> bool:
        return any(c.is_basic_energy for m in _owners(g.side(player), self.word)
                   for c in m.energy)

    def use(self, g: Game, player: str) -> None:
        side = g.side(player)
        mon, card = energy.choose_attached(
            g, player, "return-energy", "Return which Energy card to your hand?",
            [(m, c) for m in _owners(side, self.word) for c in m.energy if c.is_basic_energy],
            label="{card} on {mon}")
        energy.detach(mon, card)
        side.hand.append(card)
        g.say(f"{player} returns {card.name} from {mon.name} to the hand")


class HealOnEvolve(Stadium):
    """Whenever a Pokémon with ``word`` in its name evolves, its owner removes up to
    ``amount`` damage from it (Viridian City Gym)."""

    def __init__(self, word: str, amount: int):
        self.word = word
        self.amount = amount
        self.text = (f"Stadium. Whenever a Pokémon with {word} in its name evolves, remove "
                     f"{amount // 10} damage counters from it (all it has, if fewer).")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word, heals=self.amount)

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if name_has(mon.name, self.word) and mon.damage:
            healed = min(self.amount, mon.damage)
            mon.damage -= healed
            g.say(f"{healed // 10} damage counter(s) removed from {mon.name}")


class Chaos(Stadium):
    """Chaos Gym: whenever a player plays a Trainer card other than a Stadium, they flip a
    coin (``intercepts_trainer``). Heads, it is played normally. Tails, it is not; then,
    unless it is a card put into play (one that attaches, or played as a Pokémon), the
    opponent may use it instead (yes/no, kind "use-trainer"), if they can do everything it
    requires; either way it goes to its owner's discard pile."""

    hints = Hints(coin=True, disables=True)
    text = ("Stadium. Whenever a player plays a Trainer card other than a Stadium, they flip "
            "a coin. Heads: it is played normally. Tails: it isn't, and their opponent may "
            "use it instead (doing all it requires). Either way it goes to its owner's "
            "discard pile.")

    def intercepts_trainer(self, g: Game, src: Source, player: str, card: Card) -> bool:
        from oldback.effects.pieces import playable_as_if_in_hand, used_and_gone

        if card.kind == "Stadium" or g.flip(src.source_card.name):
            return False
        g.say(f"{player} can't play {card.name}")
        opp = g.opponent(player)
        if used_and_gone(card) and playable_as_if_in_hand(g, opp, card) and g.yes_no(
                opp.name, "use-trainer", f"Use {player}'s {card.name} yourself?"):
            g.say(f"{opp.name} uses {card.name}")
            script_of(card).play(g, opp, card)
        return True


class EnergyBackFromDiscard(Stadium):
    """Whenever an attack, Pokémon Power or Trainer card discards another player's Energy
    card that isn't Colorless from a Pokémon, that card goes to its owner's hand instead (the
    discard of a Knocked Out Pokémon's cards doesn't count) (Ecogym; asked where an effect
    discards an attached Energy card: ``energy.discard_attached``; "another player's": the
    Pokémon's owner is not the player whose turn it is)."""

    hints = Hints(guards_energy=True)
    text = ("Stadium. Whenever an attack, Pokémon Power or Trainer card discards another "
            "player's Energy card that isn't Colorless from a Pokémon, return that card to its "
            "owner's hand (not for the cards of a Knocked Out Pokémon).")

    def returns_discarded_energy(self, g: Game, src: Source, mon: Pokemon, card: Card) -> bool:
        from oldback.engine import energy

        return mon.owner != g.current and bool(set(energy.provides(g, mon, card))
                                                - {"Colorless"})


class FlipToHealActive(Stadium):
    """Once during each player's turn, that player may flip a coin: heads, they remove up to
    ``amount`` damage from their Active Pokémon (offered while it has damage counters:
    Healing Field)."""

    def __init__(self, amount: int):
        self.amount = amount
        self.text = (f"Stadium. Once during each player's turn, that player may flip a coin. "
                     f"Heads: they remove {amount // 10} damage counters from their Active "
                     f"Pokémon (all it has, if fewer).")

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount, coin=True)

    USED = (0, "stadium")

    def can_use(self, g: Game, player: str) -> bool:
        active = g.side(player).active
        return self.USED not in g.powers_used and active is not None and active.damage > 0

    def use(self, g: Game, player: str) -> None:
        g.powers_used = (*g.powers_used, self.USED)
        if not g.flip(g.stadium.name if g.stadium is not None else "Stadium"):
            return
        mon = g.side(player).active
        assert mon is not None
        healed = min(self.amount, mon.damage)
        mon.damage -= healed
        g.say(f"{healed // 10} damage counter(s) removed from {g.whose(mon)}")


class MoreHpForName(Stadium):
    """Each Pokémon in play with ``word`` in its name (both players') gets ``amount`` more
    HP (Rocket's Hideout: Dark Pokémon)."""

    def __init__(self, word: str, amount: int):
        self.word = word
        self.amount = amount
        self.text = (f"Stadium. Each Pokémon in play with {word} in its name (your opponent's "
                     f"too) gets +{amount} HP.")

    @property
    def hints(self) -> Hints:
        return Hints(owner=self.word)

    def hp(self, src: Source, mon: Pokemon, hp: int) -> int:
        return hp + self.amount if name_has(mon.name, self.word) else hp


class FlipToDraw(Stadium):
    """Once during each player's turn (before attacking), that player may flip a coin: heads,
    they draw a card (Lucky Stadium). Offered while their deck has a card."""

    hints = Hints(draws=1, coin=True)
    text = ("Stadium. Once during each player's turn (before attacking), that player may flip "
            "a coin. Heads: they draw a card.")

    USED = (0, "stadium")

    def can_use(self, g: Game, player: str) -> bool:
        return self.USED not in g.powers_used and bool(g.side(player).deck)

    def use(self, g: Game, player: str) -> None:
        g.powers_used = (*g.powers_used, self.USED)
        if g.flip(g.stadium.name if g.stadium is not None else "Stadium"):
            draw(g.side(player), 1)
            g.say(f"{player} draws a card")


class KeepInDiscard(Stadium):
    """A card that the effect of a Pokémon Power, an attack, an Energy card or a Trainer
    card would put from a discard pile into its owner's hand stays in that discard pile
    (Pokémon Tower)."""

    hints = Hints(disables=True)
    text = ("Stadium. If an effect of a Pokémon Power, attack, Energy card or Trainer card "
            "would put a card from a discard pile into its owner's hand, that card stays in "
            "the discard pile instead.")

    def keeps_in_discard(self, g: Game, src: Source, owner: str, card: Card, to: str) -> bool:
        return to == "hand"


class StadiumAction(Stadium):
    """Once during each player's turn (before attacking), that player may do the ``pieces``,
    in order, as a Trainer's steps played with the Stadium (key ``stadium``; offered while each
    piece can be done): Energy Stadium, Radio Tower."""

    USED = (0, "stadium")

    @property
    def hints(self) -> Hints:
        from oldback.engine.hints import merge

        return merge(*(p.hints for p in self.pieces))

    def __init__(self, *pieces: Piece):
        self.pieces = pieces
        body = " ".join(p.describe() for p in pieces)
        self.text = (f"Stadium. Once during each player's turn (before attacking), that player "
                     f"may: {body}")

    def _place(self, g: Game, player: str) -> Play:
        assert g.stadium is not None
        return Play(g, g.side(player), g.stadium)

    def can_use(self, g: Game, player: str) -> bool:
        if self.USED in g.powers_used or g.stadium is None:
            return False
        at = self._place(g, player)
        return all(p.can_play(at) for p in self.pieces)

    def use(self, g: Game, player: str) -> None:
        g.powers_used = (*g.powers_used, self.USED)
        at: Any = self._place(g, player)  # (not a cast: a compiled cast checks the type)
        for piece in self.pieces:
            piece.effect(at)


class StadiumFromDiscard(Piece):
    """Choose a Stadium card from your discard pile and put it into play; a Stadium already
    in play goes to its owner's discard pile (Spatial Distortion). As a step, playable while
    there is one."""

    hints = Hints(retrieves=Finds.TRAINER, finds=1)

    def can_play(self, at: Place) -> bool:
        return any(c.kind == "Stadium" for c in at.side.discard)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        stadiums = [c for c in side.discard if c.kind == "Stadium"]
        if not stadiums:
            return
        key = g.choose(side.name, "from-discard", "Put which Stadium card into play?",
                       [(c.id, c.name) for c in stadiums])
        card = with_id(side.discard, key)
        side.discard.remove(card)
        if g.stadium is not None:
            g.side(g.stadium_owner or side.name).discard.append(g.stadium)
            g.say(f"{g.stadium.name} is discarded")
        g.stadium = card
        g.stadium_owner = side.name
        g.say(f"{side.name} puts {card.name} into play from the discard pile")
        script_of(card).play(g, side, card)

    def describe(self) -> str:
        return ("Choose a Stadium card from your discard pile and put it into play (a Stadium "
                "in play is discarded).")
