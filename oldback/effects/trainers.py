"""Trainer pieces: cards that attach, search, switch, heal."""

from __future__ import annotations

from oldback.engine import conditions, retreat
from oldback.engine.scripts import CardScript
from oldback.engine.state import NO_CONDITIONS


def choose_own(g, side, kind: str, prompt: str, candidates):
    """``side`` picks one of its own Pokémon among ``candidates``."""
    player = side.name
    key = g.choose(player, kind, prompt, [(g.slot(m, player), g.label(m, player))
                                          for m in candidates])
    return g.at(player, key)


class PlusDamage(CardScript):
    """PlusPower: attach to your Active Pokémon; its attacks do 10 more damage to an Active
    Pokémon (damage step 5); discarded at the end of your turn."""

    attaches = True

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Attach to your Active Pokémon. Its attacks do {amount} more damage to "
                     f"an Active Pokémon (after Weakness and Resistance). Discard it at the end "
                     f"of your turn.")

    def playable(self, g, side, card):
        return side.active is not None

    def play(self, g, side, card):
        side.active.attached.append(card)

    def attacker_card(self, g, holder, target, dmg):
        if not g.is_active(target):
            return dmg
        # ``pluspower_on_self``: the user's damage to itself counts too (Pokémon 1999).
        if target.owner == holder.owner and not g.rules.pluspower_on_self:
            return dmg
        return dmg + self.amount

    def end_of_turn(self, g, holder, card):
        return g.current == holder.owner


class ReduceDamage(CardScript):
    """Defender: attach to one of your Pokémon; damage done to it by attacks is reduced by
    20 (damage step 6); discarded at the end of your opponent's next turn."""

    attaches = True

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"Attach to 1 of your Pokémon. Damage done to it by attacks is reduced by "
                     f"{amount} (after Weakness and Resistance). Discard it at the end of your "
                     f"opponent's next turn.")

    def play(self, g, side, card):
        mon = choose_own(g, side, "attach-to", f"Attach {card.name} to which Pokémon?",
                         side.in_play)
        mon.attached.append(card)

    def receiver_card(self, g, holder, attacker, dmg):
        return dmg - self.amount

    def end_of_turn(self, g, holder, card):
        return g.current != holder.owner


class SwitchOwn(CardScript):
    text = "Switch 1 of your Benched Pokémon with your Active Pokémon."

    def playable(self, g, side, card):
        return bool(side.bench)

    def play(self, g, side, card):
        new = retreat.choose_benched(g, side.name, side, "switch", "Switch in which Pokémon?")
        retreat.switch(g, side, new)


class SwitchOpponent(CardScript):
    text = "Choose 1 of your opponent's Benched Pokémon and switch it with their Active Pokémon."

    def playable(self, g, side, card):
        return bool(g.opponent(side.name).bench)

    def play(self, g, side, card):
        opp = g.opponent(side.name)
        new = retreat.choose_benched(g, side.name, opp, "gust",
                                     "Which of your opponent's Benched Pokémon comes up?")
        retreat.switch(g, opp, new)


class HealConditions(CardScript):
    text = "Your Active Pokémon is no longer Asleep, Confused, Paralyzed or Poisoned."

    def play(self, g, side, card):
        mon = side.active
        for name in sorted(mon.conditions):
            conditions.remove(g, mon, name)
        mon.conditions = NO_CONDITIONS


class SearchDeck(CardScript):
    """Search your deck for a card that matches, put it into your hand, shuffle.

    A search of the deck for a kind of card may fail to find (``done``); a search for
    "any card" may not, and can't be played from an empty deck (spec, "Fail to find").
    ``discard`` cards from the hand are the price of playing it."""

    def __init__(self, what: str, match=None, discard: int = 0):
        self.what = what
        self.match = match
        self.discard = discard
        price = f"Discard {discard} other cards from your hand. " if discard else ""
        self.text = f"{price}Search your deck for {what}, put it into your hand; shuffle."

    def playable(self, g, side, card):
        if len(side.hand) - 1 < self.discard:
            return False
        return self.match is not None or bool(side.deck)

    def play(self, g, side, card):
        player = side.name
        for n in range(self.discard, 0, -1):
            key = g.choose(player, "discard-from-hand", f"Discard {n} more card(s) from your hand",
                           [(c.id, c.name) for c in side.hand])
            gone = next(c for c in side.hand if c.id == key)
            side.hand.remove(gone)
            side.discard.append(gone)
            g.say(f"{player} discards {gone.name}")
        found = [c for c in side.deck if self.match is None or self.match(c)]
        options = [(c.id, c.name) for c in found]
        if self.match is not None:
            options.append(("done", "take nothing"))
        if options:
            key = g.choose(player, "search-deck", f"Take {self.what} from your deck", options)
            if key != "done":
                taken = next(c for c in side.deck if c.id == key)
                side.deck.remove(taken)
                side.hand.append(taken)
                g.say(f"{player} takes a card from the deck")
        g.rng.shuffle(side.deck)


class PlayedAsBasic(CardScript):
    """Clefairy Doll and Mysterious Fossil: played onto the Bench as a Basic Pokémon."""

    plays_as_basic = True
    gives_prize = False
    can_retreat = False
    can_have_conditions = False
    text = ("Play it as a Basic Pokémon. It can't retreat or be affected by Special "
            "Conditions, and your opponent takes no Prize when it is Knocked Out.")


class Tool(CardScript):
    """A Pokémon Tool: attach to 1 of your Pokémon without a Tool."""

    attaches = True

    def candidates(self, side):
        return [m for m in side.in_play
                if not any(c.kind == "Pokémon Tool" for c in m.attached)]

    def playable(self, g, side, card):
        return bool(self.candidates(side))

    def play(self, g, side, card):
        mon = choose_own(g, side, "attach-to", f"Attach {card.name} to which Pokémon?",
                         self.candidates(side))
        mon.attached.append(card)


class SurviveWithTen(Tool):
    """Focus Band: if the holder would be Knocked Out by the opponent's attack, flip; heads,
    it is not, its remaining HP becomes 10, and this card is discarded."""

    text = ("Pokémon Tool. If the Pokémon would be Knocked Out by your opponent's attack, "
            "flip a coin: heads, it survives with 10 HP left and this card is discarded.")

    def on_hp_zero(self, g, holder, card, attack_by):
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

    def __init__(self, counters: int = 4):
        self.counters = counters
        self.text = (f"Pokémon Tool. At any time between turns, if the Pokémon has at least "
                     f"{counters} damage counters, you may remove {counters} of them and discard "
                     f"this card. At the start of each turn, if it has at least {counters}, "
                     f"this happens by itself.")

    def between_turns(self, g, holder, card):
        return holder.damage >= self.counters * 10

    def use_between_turns(self, g, holder, card):
        holder.damage -= self.counters * 10
        holder.attached.remove(card)
        g.side(holder.owner).discard.append(card)
        g.say(f"{card.name} removes {self.counters} damage counters from {holder.name}")

    def start_of_turn(self, g, holder, card):
        if self.between_turns(g, holder, card):
            self.use_between_turns(g, holder, card)

class Stadium(CardScript):
    """A Stadium stays in play until another Stadium replaces it."""


class ReduceByType(Stadium):
    """Damage done by attacks of Pokémon of a type is reduced (damage step 5)."""

    def __init__(self, type_: str, amount: int):
        self.type = type_
        self.amount = amount
        self.text = (f"Stadium. All damage done by attacks of {type_} Pokémon is reduced by "
                     f"{amount} (after Weakness and Resistance).")

    def stadium_attacker(self, g, attacker, target, dmg):
        return dmg - self.amount if self.type in attacker.types else dmg


