"""Scoring the Trainer cards and Pokémon Powers the player could use now, from what their
scripts' hints say they do (``engine.hints``) and the position, never from their names."""

from __future__ import annotations

from oldback.agents.heuristic.actions import ActionScorer
from oldback.agents.heuristic.board import KO_BONUS, Board, at, find, slot_of, worth
from oldback.agents.heuristic.values import card_hints, hold_value, missing, trainer_worth
from oldback.engine import energy
from oldback.engine.hints import Finds, Hand, Whose
from oldback.engine.scripts import script_of


class PlayScorer(ActionScorer):
    """The scores of playing a Trainer card and of using a Pokémon Power."""

    def _score_power(self, b: Board, slot: str, name: str) -> float:
        mon = at(b.me, slot)
        if mon is None:
            return 0.0
        power = script_of(mon.card).powers.get(name)
        if power is None:
            return 0.0
        h = power.hints
        if h.attaches:  # more Energy from the hand
            card = next((c for c in b.me.hand if c.is_basic_energy
                         and energy.basic_type(c) == h.attaches), None)
            if card is None:
                return 0.0
            best = max((self._score_attach(b, card.id, slot_of(b.me, m))
                        for m in b.me.in_play if h.attaches in m.types), default=0.0)
            return 55.0 if best >= 20 else 8.0
        if h.converts:  # its Energy becomes another type: when that pays for an attack
            if not b.g.is_active(mon):
                return 0.0
            units = [h.converts] * len(b.units(mon))
            for atk in mon.attacks:
                if not b.payable(mon, atk) and energy.can_pay(units, atk.cost):
                    return 70.0
            return 0.0
        me = b.me.active
        rocket = self._score_rocket_power(b, mon, h)
        if rocket is not None:
            return rocket
        if h.moves_damage == Whose.OWN:  # away from a threatened Active
            if me is not None and me.damage and b.threat(me)[1] >= 0.5 and any(
                    m.remaining_hp > 20 for m in b.me.bench):
                return 30.0
            return 0.0
        if h.absorbs:  # the Active's damage onto this one
            if me is not None and me is not mon and me.damage and mon.remaining_hp > 20:
                return 25.0
            return 0.0
        if h.heals:
            return 20.0 if any(m.damage for m in b.me.in_play) else 0.0
        if h.moves_damage == Whose.OPPONENT:
            return 12.0 if any(m.damage for m in b.opp.in_play) else 0.0
        if h.searches == Finds.POKEMON:  # a Pokémon from the deck (its own evolution): free
            return 45.0
        if h.cures:  # ends Special Conditions, the opponent's Active's too
            mine = me.conditions if me is not None else frozenset()
            foe = b.opp.active
            if mine & {"asleep", "paralyzed", "confused"}:
                return 45.0
            return 10.0 if "poisoned" in mine and (foe is None or not foe.conditions) else 0.0
        if h.ends_turn:  # (Playful Punch) only when the Active has no attack to make
            if me is not None and any(b.payable(me, atk) for atk in me.attacks):
                return 0.0
            return 15.0 if h.damage else 0.0
        if h.retrieves is not None:  # a card back from the discard pile (Fire Recharge)
            return 40.0
        return 0.0

    def _spare(self, b: Board) -> int:
        """The cards of the deck that may be drawn safely."""
        return b.view.me.deck_count - (2 * b.view.me.prize_count + 4)

    def _wants(self, b: Board) -> dict[str, float]:
        """What the player would like to find: evolutions, Energy, Basics."""
        me = b.me
        names = {m.name for m in me.in_play}
        hand = me.hand
        wants = {}
        if not any(c.evolves_from in names for c in hand if c.supertype == "Pokémon"):
            wants["evolution"] = 1.0
        if not any(c.supertype == "Energy" for c in hand) and "energy" not in self._flags:
            wants["energy"] = 1.0
        if len(me.bench) < 2 and not any(
                c.supertype == "Pokémon" and c.stage in ("Basic", "Baby") for c in hand):
            wants["basic"] = 1.0
        return wants

    def _score_trainer(self, b: Board, cid: str, keys: list[str]) -> float:
        card = find(b.me.hand, cid)
        if card is None:
            return 0.0
        h = card_hints(card)
        me, opp = b.me, b.opp
        view = b.view
        others = [c for c in me.hand if c is not card]
        active, foe = me.active, opp.active
        if card.kind == "Stadium":
            return self._score_stadium(b, card, h)
        if h.ends_turn and any(k.startswith("attack ") for k in keys):
            return 0.0  # a coin may end the turn: never before an attack
        if h.owner or h.hastens:
            return self._score_owners(b, card, h, keys)
        spare = self._spare(b)
        rocket = self._score_rocket_trainer(b, h)
        if rocket is not None:
            return rocket
        if h.disrupts_hand:
            if h.hand is not None:  # the player's own hand goes too
                return 0.0
            if view.opp.deck_count <= 8 or view.opp.hand_count >= 7:
                return 10.0
            return 0.0
        if h.ends_turn:  # no attack this turn: only when there is none to make
            if any(k.startswith("attack ") for k in keys) or len(others) > 2 or \
                    spare < h.draws:
                return 0.0
            return 5.0
        if h.draws:
            if h.hand == Hand.DISCARD:  # a new hand: when this one is poor
                if spare < h.draws + 3:
                    return 0.0
                useful = sum(1 for c in others if hold_value(b, c) >= 40)
                return 12.0 if len(others) <= 3 or useful <= 1 else 0.0
            if h.hand == Hand.SHUFFLE:
                return 6.0 if len(others) <= 2 and spare >= h.draws else 0.0
            if h.price:
                return 0.0
            return 90.0 if spare >= h.draws else 0.0
        # what the cards given up would cost, the cheapest first
        cheap = sorted(hold_value(b, c) for c in others)
        if h.searches == Finds.ANY or h.retrieves == Finds.TRAINER:
            if len(others) <= h.price or h.price and cheap[h.price - 1] >= 40:
                return 0.0
            if h.retrieves is not None:
                good = [c for c in view.me.discard if c.supertype == "Trainer"
                        and trainer_worth(card_hints(c), c) >= 38]
                return 10.0 if good else 0.0
            return 72.0 if self._wants(b) else 0.0
        if h.searches == Finds.ENERGY:
            return 75.0 if "energy" in self._wants(b) else 0.0
        if h.searches == Finds.POKEMON:
            w = self._wants(b)
            return 60.0 if ("evolution" in w or "basic" in w) else 0.0
        if h.retrieves == Finds.ENERGY:
            n_energy = sum(1 for c in others if c.supertype == "Energy")
            if n_energy <= 1 and len(others) >= max(h.price, 1) and \
                    (not h.price or cheap[h.price - 1] < 35) and any(
                    c.is_basic_energy for c in view.me.discard):
                return 70.0 if "energy" not in self._flags else 8.0
            return 0.0
        if h.skips_stage:
            return 62.0
        if h.removes_energy and not h.energy_price:
            if foe is not None and foe.energy:
                return 45.0
            return 12.0 if any(m.energy for m in opp.bench) else 0.0
        if h.removes_energy:  # at the price of the player's own Energy
            if foe is None or len(foe.energy) < h.removes_energy and not any(
                    len(b.provides(foe, c)) > 1 for c in foe.energy):
                return 0.0
            left = any(m.energy for m in me.bench) or (
                active is not None and len(active.energy) > 2)
            return 40.0 if left else 0.0
        if h.gusts:
            target = self._gust_target(b)
            if target is not None:
                self._plan["gust"] = target.uid
                return 28.0
            return 0.0
        if h.boosts:
            if active is None or foe is None:
                return 0.0
            now = b.best_attack(active, foe)  # with what is attached already
            more = b.best_attack(active, foe, plus=(card,))
            if now is not None and more is not None and more[1].p_ko - now[1].p_ko >= 0.3:
                return 26.0
            return 0.0
        if h.switches:
            gain = self._escape_gain(b)
            if gain <= 0:
                return 0.0
            if "retreat" in keys and active is not None and active.facts.retreat_cost == 0:
                return 0.0  # retreat is free: keep the card
            return 66.0
        if h.cures:
            if active is not None and active.conditions & {"asleep", "paralyzed", "confused"}:
                return 45.0
            return 10.0 if active is not None and "poisoned" in active.conditions else 0.0
        if h.every and h.heals:  # heals every Pokémon, at the price of their Energy
            hurt = sum(m.damage for m in me.in_play)
            lost = sum(len(m.energy) for m in me.in_play if m.damage)
            return 10.0 if hurt >= 80 and lost <= 2 else 0.0
        if h.heals:
            if active is None or h.hand == Hand.DISCARD and len(others) > 1:
                return 0.0  # (a heal that costs the rest of the hand: only with none left)
            exp, p_ko = b.threat(active)
            if active.damage >= h.heals // 2 and p_ko >= 0.5 and \
                    active.remaining_hp + h.heals > exp:
                return 22.0 if h.energy_price else 30.0
            if not h.energy_price and any(m.damage >= 30 for m in me.in_play):
                return 8.0
            return 0.0
        if h.reduces:
            if active is None:
                return 0.0
            exp, p_ko = b.threat(active)
            if p_ko >= 0.5 and active.remaining_hp > exp - h.reduces:
                return 20.0
            return 0.0
        if h.returns_to_hand:
            if active is not None and active.card.stage in ("Basic", "Baby") and \
                    self._doomed(b, active) and not self._ko_now(b) and me.bench and \
                    len(active.energy) <= 1 and active.damage >= 30:
                return 20.0
            return 0.0
        if h.benches == Whose.OWN:
            return 15.0 if len(me.bench) <= 2 else 0.0
        return 0.0

    def _score_stadium(self, b: Board, card, h) -> float:
        """A Stadium: to put one of the player's own in play in place of the opponent's (or
        of none), when it concerns no Owner's Pokémon or some of the player's."""
        view = b.view
        if view.stadium is not None and view.stadium_owner == view.player:
            return 0.0
        if h.owner and not any(h.owner in m.name for m in b.me.in_play):
            return 0.0
        return 14.0

    def _score_stadium_action(self, b: Board) -> float:
        """The Stadium's action: worth it when it ends a Special Condition that stops the
        Active Pokémon."""
        stadium = b.view.stadium
        if stadium is None:
            return 0.0
        h = card_hints(stadium)
        active = b.me.active
        if h.cures and active is not None and active.conditions and (
                not h.owner or h.owner in active.name):
            return 40.0
        return 0.0

    def _score_owners(self, b: Board, card, h, keys: list[str]) -> float:
        """Cards for the Pokémon with an Owner's name (``owner``) and Giovanni's kind
        (``hastens``): played when they help the player's own such Pokémon now."""
        me = b.me
        active = me.active
        attacking = any(k.startswith("attack ") for k in keys)
        mine = [m for m in me.in_play if h.owner in m.name] if h.owner else me.in_play
        if h.searches is not None:  # such cards from the deck: while the player plays them
            seen = [c for m in me.in_play for c in m.stack]
            if any(h.owner in c.name for c in seen + list(me.hand) + list(b.view.me.discard)
                   if c.is_pokemon):
                return 45.0 if self._wants(b) else 0.0
            return 0.0
        if h.hastens:  # an Evolution card in hand that could not be played yet
            for c in me.hand:
                for m in mine:
                    if c.evolves_from == m.name and not any(
                            k.startswith(f"evolve {c.id} ") for k in keys):
                        return 50.0
            return 0.0
        if not mine:
            return 0.0
        if h.attaches:  # more Energy of that type than the turn's one card
            n = sum(1 for c in me.hand if c.is_basic_energy
                    and energy.basic_type(c) == h.attaches)
            return 50.0 if n >= 2 and "energy" not in self._flags else 0.0
        if h.boosts or h.condition:  # this turn's attack of such a Pokémon
            if active is None or h.owner not in active.name or not attacking:
                return 0.0
            return 0.0 if h.price and len(me.hand) - 1 < h.price + 2 else 24.0
        if h.guards_energy:
            return 15.0 if any(m.energy for m in mine) else 0.0
        if h.moves_energy or h.switches:
            return 0.0
        return 0.0

    def _gust_target(self, b: Board):
        me = b.me.active
        if me is None or not b.opp.bench or me.conditions & {"asleep", "paralyzed"}:
            return None
        foe = b.opp.active
        here = b.best_attack(me, foe) if foe is not None else None
        best = None
        for m in b.opp.bench:
            got = b.best_attack(me, m)
            if got is None or got[1].p_ko < 0.5:
                continue
            score = got[1].p_ko * (KO_BONUS + worth(m)) + got[0] * 0.1
            if best is None or score > best[0]:
                best = (score, m)
        if best is None:
            return None
        if here is not None and here[1].p_ko >= 0.5 and here[0] >= best[0]:
            return None  # the Active is as good a Knock Out
        return best[1]

    # --- effects first met in Team Rocket (read from hints only) --------------------------
    def _score_rocket_trainer(self, b: Board, h) -> float | None:
        """The score of a Trainer doing one of the things Team Rocket brought, or None for
        any other Trainer."""
        view, me, opp = b.view, b.me, b.opp
        foe = opp.active
        if h.disrupts_hand and h.looks:
            # one Trainer of the opponent's hand goes back: only the hand's size is known,
            # and whether the opponent's deck has shown Trainers in its discard pile
            n = view.opp.hand_count
            if n == 0:
                return 0.0
            seen = any(c.supertype == "Trainer" for c in view.opp.discard)
            return min(30.0, 4.0 * n + (6.0 if seen else 0.0))
        if h.shows_prizes:
            if any(c is not None for c in view.me.prizes):
                return 0.0  # face up already
            swap = any(p.hints.swaps_prize for m in me.in_play
                       for p in script_of(m.card).powers.values())
            return 30.0 if swap else 4.0
        if h.powers_off:
            theirs = sum(len(script_of(m.card).powers) for m in opp.in_play)
            mine = sum(len(script_of(m.card).powers) for m in me.in_play)
            return 20.0 if theirs > mine else 0.0
        if h.condition and h.coin and not h.on_self and h.parts is None and not h.damage:
            # a Trainer that may put the Defending Pokémon to sleep (or the like)
            if foe is None or foe.conditions & {"asleep", "paralyzed"}:
                return 0.0
            return 14.0 if me.active is not None and b.threat(me.active)[1] >= 0.3 else 6.0
        if h.recycles and h.finds > 1:  # cards of the discard pile back into the deck
            if view.me.deck_count > 12:
                return 0.0
            back = [c for c in view.me.discard if c.supertype in ("Pokémon", "Energy")]
            return 12.0 if back else 0.0
        return None

    def _score_rocket_power(self, b: Board, mon, h) -> float | None:
        """The score of using an activated Power doing one of the things Team Rocket brought,
        or None for any other Power."""
        view, me = b.view, b.me
        if h.swaps_prize:  # worth it when a Prize card seen face up is one to have
            up = [c for c in view.me.prizes if c is not None]
            if up and max(hold_value(b, c) for c in up) >= 40:
                return 25.0
            return 0.0
        if h.searches is not None:  # a search of the deck once a turn
            w = self._wants(b)
            if h.searches == Finds.POKEMON and not ("evolution" in w or "basic" in w):
                return 0.0
            return 35.0 if view.me.deck_count > 2 * view.me.prize_count + 4 else 0.0
        if h.draws and h.price:  # a card of the hand for one from the deck
            if view.me.deck_count <= 2 * view.me.prize_count + 4:
                return 0.0
            cheap = min((hold_value(b, c) for c in me.hand), default=100.0)
            return 14.0 if cheap < 20 else 0.0
        if h.moves_energy and h.on_self:  # an Energy card pulled onto this Pokémon
            goal = b.goal(mon, me.hand)
            if goal is None or not missing(b.units(mon), goal.cost):
                return 0.0
            return 30.0 if b.g.is_active(mon) else 12.0
        if h.condition and h.coin:  # heads the Defending Pokémon, tails our own Active
            active = me.active
            if active is None or b.opp.active is None:
                return 0.0
            if b.opp.active.conditions & {"asleep", "paralyzed", "confused"}:
                return 0.0
            return 10.0 if self._stuck(b) or not active.attacks else 0.0
        return None

    def _score_evolve(self, b: Board, rest: str, keys: list[str]) -> float:
        """Evolving is worth 60; a little more when the card's Power acts as it is played
        (a search or a retrieval: Summon Minions, Reel In); after the Trainers worth
        playing when its Power stops every Trainer (Hay Fever)."""
        card = find(b.me.hand, rest.partition(" ")[0])
        if card is None:
            return 60.0
        powers = list(script_of(card).powers.values())
        if any(p.hints.blocks_trainers for p in powers) and any(
                k.startswith("play ") for k in keys):
            return 20.0
        if any(not p.activated and (p.hints.searches is not None or p.hints.retrieves
                                    is not None) for p in powers):
            return 64.0
        return 60.0
