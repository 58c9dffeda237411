"""The heuristic's answers to every decision other than the choice of an action: setup,
mulligans, which Pokémon comes up, which Energy goes, which card a search takes, and a
generic answer from the shape of the keys for any decision without an answer of its own."""

from __future__ import annotations

from typing import ClassVar

from oldback.agents.heuristic.board import (
    Board,
    at,
    attack_names,
    card_in,
    find,
    is_slot,
    printed_value,
    worth,
)
from oldback.agents.heuristic.plays import PlayScorer
from oldback.agents.heuristic.values import card_hints, hold_value, missing, trainer_worth
from oldback.card import Card, with_id
from oldback.engine import energy
from oldback.engine.decisions import Decision, IllegalAction
from oldback.engine.view import View
from oldback.facts.catalog import find as find_card

TYPES = frozenset({"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness",
                   "Metal", "Colorless"})


class Answerer(PlayScorer):
    """Answers to the decisions other than the choice of an action (``_on_<kind>``)."""

    _kind_run: tuple[str, int]
    BOARD: ClassVar[type[Board]]

    def _answer(self, view: View, d: Decision) -> str:
        kind = d.kind
        keys = d.keys
        b = self.BOARD(view, self._memo)
        run = self._kind_run[1]
        if run > 12 and "done" in keys:
            return "done"
        handler = getattr(self, "_on_" + kind.replace("-", "_"), None)
        if handler is not None:
            got = handler(b, keys)
            if got is not None and got in d:
                return got
        return self._generic(b, d)

    def _generic(self, b: Board, d: Decision) -> str:
        keys = d.keys
        if set(keys) == {"yes", "no"}:
            return "yes"
        real = [k for k in keys if k != "done"]
        if not real:
            return keys[0]
        prompt = d.prompt.lower()
        losing = any(w in prompt for w in ("discard", "shuffle", "into your deck", "put back",
                                           "trade", "return"))
        if all(k.isdigit() for k in real):
            return max(real, key=int) if not losing else min(real, key=int)
        if all(k in TYPES for k in real):
            return self._pick_type(b, real)
        if all(is_slot(k) for k in real):
            return self._pick_slot(b, real, losing)
        if all(":" in k for k in real):
            return self._pick_attached(b, real)
        cards = {k: c for k in real if (c := card_in(b, k)) is not None}
        if len(cards) == len(set(real)):
            values = {k: hold_value(b, c) for k, c in cards.items()}
            return (min if losing else max)(real, key=lambda k: values[k])
        names = attack_names(b)
        if all(k in names for k in real):
            return max(real, key=lambda k: printed_value(names[k]))
        return real[0]

    def _on_return_to_hand(self, b: Board, keys):
        """Pokémon in play returned to the hand (an attack's "any number"): keep them."""
        return "done"

    # setup
    def _on_mulligan(self, b: Board, keys):
        return "keep" if b.view.me.mulligans >= 4 else "mulligan"

    def _on_setup_active(self, b: Board, keys):
        hand = b.me.hand

        def score(k):
            c = find(hand, k)
            if c is None:
                return -1e9
            if c.supertype != "Pokémon":
                return -1000.0
            energies = [energy.basic_type(e) if e.kind == "Basic" else "Colorless"
                        for e in hand if e.supertype == "Energy"]
            s = (c.hp or 0) / 10 - 2.0 * c.retreat_cost
            for a in c.attacks:
                if missing(energies, a.cost) <= max(0, len(a.cost) - 1):
                    s += 3.0 + len(a.cost) * -0.5 + a.base_damage / 20
            if any(h.evolves_from == c.name for h in hand):
                s -= 2.0  # keep evolving Pokémon safe on the Bench
            return s
        return max(keys, key=score)

    def _on_setup_bench(self, b: Board, keys):
        hand = b.me.hand
        cards = {k: c for k in keys if (c := find(hand, k)) is not None}
        pokemon = [k for k in cards if cards[k].supertype == "Pokémon"]
        if pokemon:
            return max(pokemon, key=lambda k: (cards[k].hp or 0))
        fossils = [k for k in cards if any(h.evolves_from == cards[k].name for h in hand)]
        if fossils:
            return fossils[0]
        return "done"

    def _on_bonus_bench(self, b: Board, keys):
        return self._on_setup_bench(b, keys)

    def _on_bonus_draw(self, b: Board, keys):
        return max(keys, key=int)

    # choosing Pokémon
    def _on_promote(self, b: Board, keys):
        return self._pick_own_bench(b, keys)

    def _on_retreat_new_active(self, b: Board, keys):
        return self._pick_own_bench(b, keys)

    def _on_switch(self, b: Board, keys):
        if all(k.startswith("opp-") for k in keys):
            return self._on_gust(b, keys)
        return self._pick_own_bench(b, keys)

    def _pick_own_bench(self, b: Board, keys):
        def score(k):
            mon = at(b.me, k)
            return self._promote_score(b, mon) if mon is not None else -1e9
        return max(keys, key=score)

    def _on_gust(self, b: Board, keys):
        planned = self._plan.get("gust")
        for k in keys:
            mon = at(b.opp, k[4:]) if k.startswith("opp-") else None
            if mon is not None and mon.uid == planned:
                return k
        me = b.me.active

        def score(k):
            mon = at(b.opp, k[4:]) if k.startswith("opp-") else None
            if mon is None:
                return -1e9
            s = -mon.remaining_hp / 10
            if me is not None:
                got = b.best_attack(me, mon)
                if got is not None:
                    s += got[0]
            if not any(b.payable(mon, a, (energy.ANY,)) for a in mon.attacks):
                s += 10 + 5 * mon.facts.retreat_cost
            return s
        return max(keys, key=score)

    def _on_retreat_energy(self, b: Board, keys):
        return self._pick_attached(b, keys)

    def _on_discard_energy(self, b: Board, keys):
        return self._pick_attached(b, keys)

    def _pick_attached(self, b: Board, keys):
        """Among ``slot:card`` keys: the opponent's most valuable Energy, or the least
        valuable of one's own."""
        real = [k for k in keys if k != "done"]
        if not real:
            return keys[0]
        theirs = [k for k in real if k.startswith("opp-")]
        if theirs:
            def harm(k):
                slot = energy.parse_attached(k)[0]
                mon = at(b.opp, slot[4:])
                if mon is None:
                    return -1e9
                card = attached(b, mon, k)
                s = 20.0 if slot == "opp-active" else 0.0
                if card is None:
                    return s
                units = b.units(mon)
                gone = list(units)
                for t in b.provides(mon, card):
                    if t in gone:
                        gone.remove(t)
                for a in mon.attacks:
                    if energy.can_pay(units, a.cost) and not energy.can_pay(gone, a.cost):
                        s += 10 + a.base_damage / 10
                s += 4 * len(b.provides(mon, card))
                return s
            return max(theirs, key=harm)

        def keep(k):
            slot = energy.parse_attached(k)[0]
            mon = at(b.me, slot)
            if mon is None:
                return 1e9
            card = attached(b, mon, k)
            if card is None:
                return 1e9
            s = 0.0 if slot != "active" else 5.0
            goal = b.goal(mon, b.me.hand)
            units = b.units(mon)
            if goal is not None:
                gone = list(units)
                for t in b.provides(mon, card):
                    if t in gone:
                        gone.remove(t)
                s += 10 * (missing(gone, goal.cost) - missing(units, goal.cost))
            s += 3 * len(b.provides(mon, card))
            return s
        return min(real, key=keep)

    def _on_attach_to(self, b: Board, keys):
        d = b.view.decision
        prompt = d.prompt if d is not None else ""
        card = next((c for c in b.me.hand if c.supertype == "Energy" and c.name in prompt),
                    None)
        if card is None:  # Defender, a Pokémon Tool: where it works soonest, else the Active
            # (the card being played has left the hand: its name is in the prompt)
            name = prompt.removeprefix("Attach ").partition(" to which")[0]
            tool = find_card(name)
            h = card_hints(tool) if tool is not None and tool.is_trainer else None
            if h is not None and (h.heals or h.cures):
                def gains(k):
                    mon = at(b.me, k)
                    if mon is None:
                        return -1.0
                    ready = (h.heals and mon.damage >= h.heals) or (h.cures and mon.conditions)
                    return 100.0 * bool(ready) + mon.damage + (5 if k == "active" else 0)
                return max(keys, key=gains)
            return "active" if "active" in keys else None
        return max(keys, key=lambda k: self._score_attach(b, card.id, k))

    def _on_heal(self, b: Board, keys):
        def score(k):
            mon = at(b.me, k)
            if mon is None:
                return -1e9
            return mon.damage + (25 if k == "active" else 0)
        return max(keys, key=score)

    def _on_heal_which(self, b: Board, keys):
        return self._on_heal(b, keys)

    def _on_scoop_up(self, b: Board, keys):
        return "active" if "active" in keys else None

    def _on_to_deck(self, b: Board, keys):
        hand = b.view.opp.hand
        if hand is not None and all(any(c.id == k for c in hand) for k in keys):
            # a card of the opponent's hand, seen, goes back into their deck: the best one
            return max(keys, key=lambda k: trainer_worth(
                card_hints(with_id(hand, k)),
                with_id(hand, k)))
        return self._pick_slot(b, keys, True)

    def _on_prize(self, b: Board, keys):
        """Which Prize card goes into the deck for its top card: one seen face up and worth
        having, else the first."""
        prizes = b.view.me.prizes

        def value(k):
            i = int(k[5:]) - 1
            c = prizes[i] if 0 <= i < len(prizes) else None
            return hold_value(b, c) if c is not None else 0.0
        return max(keys, key=value)

    def _on_draw_count(self, b: Board, keys):
        """As many as the deck spares (a deck running low is not drawn out)."""
        spare = b.view.me.deck_count - (2 * b.view.me.prize_count + 2)
        fits = [k for k in keys if int(k) <= max(spare, 0)]
        return max(fits, key=int) if fits else min(keys, key=int)

    def _on_move_counter_from(self, b: Board, keys):
        real = [k for k in keys if k != "done"]
        own = [k for k in real if not k.startswith("opp-")]
        if own:  # move damage away from the most threatened of one's own
            return max(own, key=lambda k: (k == "active", at(b.me, k).damage))
        # the opponent's: from the one least likely to be Knocked Out anyway
        return max(real, key=lambda k: at(b.opp, k[4:]).remaining_hp)

    def _on_move_counter_to(self, b: Board, keys):
        real = [k for k in keys if k != "done"]
        theirs = [k for k in real if k.startswith("opp-")]
        if theirs:
            def finish(k):
                mon = at(b.opp, k[4:])
                return (mon.remaining_hp <= 10, k == "opp-active", -mon.remaining_hp)
            return max(theirs, key=finish)
        return max(real, key=lambda k: (at(b.me, k).remaining_hp > 10, k != "active",
                                        at(b.me, k).remaining_hp))

    def _on_tool_timing(self, b: Board, keys):
        return "yes"

    def _on_disable_attack(self, b: Board, keys):
        foe = b.opp.active
        if foe is None:
            return None
        atts = {a.name: a for a in foe.attacks}

        def score(k):
            a = atts.get(k)
            if a is None:
                return -1
            return (b.payable(foe, a, (energy.ANY,)), printed_value(a))
        return max(keys, key=score)

    def _on_copy_attack(self, b: Board, keys):
        me, foe = b.me.active, b.opp.active
        if foe is None or me is None:
            return None
        atts = {a.name: a for a in foe.attacks}
        return max(keys, key=lambda k: b.attack(me, atts[k], foe).value if k in atts else -1e9)

    def _on_search_deck(self, b: Board, keys):
        real = [k for k in keys if k != "done"]
        if not real:
            return "done"
        return max(real, key=lambda k: find_value(b, k))

    def _on_from_discard(self, b: Board, keys):
        return self._on_search_deck(b, keys)

    def _on_discard_from_hand(self, b: Board, keys):
        return min(keys, key=lambda k: find_value(b, k))

    def _on_shuffle_from_hand(self, b: Board, keys):
        return self._on_discard_from_hand(b, keys)

    def _on_trade_away(self, b: Board, keys):
        return self._on_discard_from_hand(b, keys)

    def _on_to_prizes(self, b: Board, keys):  # the card given up for a Prize card
        return self._on_discard_from_hand(b, keys)

    def _on_reduce_damage(self, b: Board, keys):
        return "0"  # its own attack's damage: keep it all

    def _on_bench_to_hand(self, b: Board, keys):
        return self._pick_slot(b, keys, True)  # the Pokémon it can best do without

    # helpers of the generic answers
    def _pick_type(self, b: Board, keys):
        me, foe = b.me.active, b.opp.active
        if foe is not None and foe.weakness in keys:
            return foe.weakness
        if me is not None:
            for t in me.types:
                if t in keys:
                    return t
        return keys[0]

    def _pick_slot(self, b: Board, keys, losing: bool):
        def score(k):
            if k.startswith("opp-"):
                mon = at(b.opp, k[4:])
                if mon is None:
                    return -1e9
                s = 100.0 if k == "opp-active" else 0.0
                return s + mon.damage / 10 + (-100 if losing else 0)
            mon = at(b.me, k)
            if mon is None:
                return -1e9
            s = 50.0 if k == "active" else 0.0
            s += worth(mon) + mon.remaining_hp / 10
            return -s if losing else s
        return max(keys, key=score)


def attached(b: Board, mon, key: str) -> Card | None:
    """The Energy card attached to ``mon`` that an attached card's key names, if any."""
    try:
        return energy.attached_chosen(b.g, b.view.player, key, [(mon, c) for c in mon.energy])[1]
    except IllegalAction:
        return None


def find_value(b: Board, cid: str) -> float:
    c = card_in(b, cid)
    return hold_value(b, c) if c is not None else 0.0
