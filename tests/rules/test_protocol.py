"""The effect protocol (issue "One effect protocol for card behaviour"): every hook is asked
at its place in the procedures, of every kind of source, through ``engine.hooks``.

The hooks that no card of Base Set–Fossil answers yet are proven here with scratch
effects: a Stadium (Lucky Stadium's card, its real behaviour not written yet) or a Trainer
given a behaviour for the length of one test. Each test says where in the rules the
hook acts.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from oldback.card import Attack
from oldback.engine import damage, hooks, scripts, turn
from oldback.engine.scripts import CardScript, LastingKind, Source
from oldback.engine.state import Lasting
from oldback.testing import Scenario, option_keys

STADIUM = "basep-41"  # Lucky Stadium: a Stadium card whose own text is not written yet
TRAINER = "basep-42"  # Pokémon Tower, used here as a Trainer card with a scratch behaviour
ELECTABUZZ = "base1-20"  # Basic, 70 HP, Weakness Fighting, Retreat Cost 1
HITMONCHAN = "base1-7"  # Basic, 70 HP, Weakness Psychic, Jab 20, Special Punch 40
MACHOP = "base1-52"  # Basic, 50 HP, Low Kick 20 (Fighting)
MACHOKE = "base1-34"  # Stage 1 of Machop
BLASTOISE = "base1-2"  # Rain Dance
SQUIRTLE = "base1-63"


@pytest.fixture
def scratch() -> Iterator[object]:
    """Give card ids a behaviour for one test, then take it back (the registries as they
    were)."""
    saved = (dict(scripts.SCRIPTS), set(scripts.ANSWERED), set(scripts.HELD),
             dict(scripts.LASTING))

    def give(card_id: str, script: CardScript) -> CardScript:
        scripts.SCRIPTS.pop(card_id, None)
        scripts.register(card_id, script)
        return script

    yield give
    scripts.SCRIPTS.clear()
    scripts.SCRIPTS.update(saved[0])
    for registry, old in ((scripts.ANSWERED, saved[1]), (scripts.HELD, saved[2])):
        registry.clear()
        registry.update(old)
    scripts.LASTING.clear()
    scripts.LASTING.update(saved[3])


class Recorder(CardScript):
    """A Stadium that writes down every trigger it hears."""

    def __init__(self) -> None:
        self.heard: list[str] = []

    def on_benched(self, g, src, mon):
        self.heard.append(f"benched {mon.name}")

    def on_attached(self, g, src, mon, card, from_hand):
        self.heard.append(f"attached {card.name} to {mon.name}")

    def on_evolved(self, g, src, mon, from_hand):
        self.heard.append(f"evolved {mon.name}")

    def on_retreated(self, g, src, mon):
        self.heard.append(f"retreated {mon.name}")

    def on_switched_in(self, g, src, mon):
        self.heard.append(f"switched in {mon.name}")

    def on_knocked_out(self, g, src, mon, attack_by):
        self.heard.append(f"knocked out {mon.name} by {attack_by}")

    def on_played(self, g, src, player, card):
        self.heard.append(f"{player} played {card.name}")


def test_triggers_are_heard_when_a_pokemon_is_benched_attached_evolved_and_retreats(scratch):
    """Benching, attaching Energy, evolving, retreating (and the switch that ends the
    retreat, step 4) each fire their trigger once, after the action is done."""
    rec = scratch(STADIUM, Recorder())
    s = Scenario().stadium(STADIUM)
    s.p1.active(ELECTABUZZ, energy=["Lightning", "Lightning"])  # Retreat Cost 2
    s.p1.bench(MACHOP)
    s.p1.hand(SQUIRTLE, MACHOKE, "Fighting")
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("bench base1-63", "attach base1-97 bench1", "evolve base1-34 bench1", "retreat")
    g.act("bench1")
    assert rec.heard == [
        "benched Squirtle", "attached Fighting Energy to Machop", "evolved Machoke",
        "switched in Machoke", "retreated Electabuzz"]


def test_every_energy_attached_from_the_hand_is_heard(scratch):
    """An Energy card attached from the hand fires ``on_attached`` whoever attaches it: the
    turn's attachment, a Power (Rain Dance), an attack (Erika's Venusaur's Growth) and a
    Trainer (Blaine) alike."""
    rec = scratch(STADIUM, Recorder())
    s = Scenario().stadium(STADIUM)
    s.p1.active("gym2-4", energy=["Grass"] * 4)  # Erika's Venusaur
    s.p1.bench(BLASTOISE, energy=["Water"] * 3)
    s.p1.bench("gym2-62")  # Blaine's Growlithe
    s.p1.hand("Water", "Water", "Grass", "gym2-17", "Fire")  # Blaine
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("power bench1 Rain Dance", "play gym2-17", "attack Growth", "base1-99")
    assert [h for h in rec.heard if h.startswith("attached")] == [
        "attached Water Energy to Blastoise", "attached Fire Energy to Blaine's Growlithe",
        "attached Grass Energy to Erika's Venusaur"]


def test_a_knock_out_is_heard_by_every_source_in_play(scratch):
    """Knock Out step 2: the Stadium hears of a Pokémon Knocked Out, and by whose attack."""
    rec = scratch(STADIUM, Recorder())
    s = Scenario().stadium(STADIUM, owner="p2")
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(ELECTABUZZ, damage=60)
    s.p2.bench(MACHOP)
    s.p1.deck("Water")
    s.p2.deck("Water")
    g = s.start("p1")
    g.act("attack Jab")
    assert "knocked out Electabuzz by p1" in rec.heard


class Narrow(CardScript):
    def bench_size(self, g, src, side, size):
        return 3


def test_bench_size_comes_from_the_effects_in_play(scratch):
    """A Stadium that makes Benches hold 3: with 3 Benched, no Basic may be Benched."""
    scratch(STADIUM, Narrow())
    s = Scenario().stadium(STADIUM)
    s.p1.active(ELECTABUZZ)
    s.p1.bench(MACHOP)
    s.p1.bench(MACHOP)
    s.p1.hand(SQUIRTLE, MACHOP, "Water")
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert "bench base1-63" in option_keys(g)
    g.act("bench base1-63")
    assert not any(k.startswith("bench ") for k in option_keys(g))
    assert hooks.bench_size(g, g.p1) == 3


class Sturdy(CardScript):
    """HP +20 for every Pokémon; no Weakness; Resistance Lightning; retreat costs 1 more."""

    def hp(self, src, mon, hp):
        return hp + 20

    def weakness(self, src, mon, weakness):
        return None

    def resistance(self, src, mon, resistance):
        return "Lightning"

    def retreat_cost(self, g, src, mon, cost):
        return cost + 1


def test_hp_weakness_resistance_and_retreat_cost_each_come_from_the_effects(scratch):
    """HP, Weakness (damage step 3), Resistance (step 4) and the Retreat Cost are changed
    each on its own by a source in play: a Fighting attack does no double damage to
    Electabuzz, a Lightning one does 30 less, 70 damage does not Knock Out a 70-HP
    Pokémon that has 90 now, and Electabuzz (cost 1) can't retreat with 1 Energy."""
    scratch(STADIUM, Sturdy())
    s = Scenario().stadium(STADIUM)
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p1.bench(MACHOP)
    s.p2.active(HITMONCHAN, damage=70)
    g = s.start("p1")
    zap, chan = g.p1.active, g.p2.active
    assert hooks.hp(g, chan) == 90 and chan in g.in_play()
    assert damage.calculate(g, chan, zap, 20) == 20  # no Weakness to Fighting any more
    assert damage.calculate(g, zap, chan, 40) == 10  # Resistance Lightning: 40 - 30
    assert "retreat" not in option_keys(g)


class NoPowers(CardScript):
    def shuts_off_powers(self, g, src, mon):
        return True


def test_a_stadium_may_shut_off_pokemon_powers(scratch):
    """Pokémon Powers shut off by an effect other than Toxic Gas: Rain Dance is not
    offered while the Stadium is in play."""
    s = Scenario()
    s.p1.active(BLASTOISE)
    s.p1.hand("Water", "Water")
    s.p2.active(HITMONCHAN)
    assert "power active Rain Dance" in option_keys(s.start("p1"))
    scratch(STADIUM, NoPowers())
    s.stadium(STADIUM)
    assert "power active Rain Dance" not in option_keys(s.start("p1"))


class NoTrainersButThis(CardScript):
    """Trainer lock for p2; p1's Trainers are intercepted (they do nothing)."""

    def blocks_trainer(self, g, src, player, card):
        return player == "p2"

    def intercepts_trainer(self, g, src, player, card):
        g.say(f"{card.name} is intercepted")
        return True


def test_trainer_lock_and_interception(scratch):
    """A lock removes the Trainer from the player's options; an interception discards the
    card played without its effect (Bill draws nothing)."""
    scratch(STADIUM, NoTrainersButThis())
    s = Scenario().stadium(STADIUM)
    s.p1.active(ELECTABUZZ)
    s.p1.hand("base1-91")  # Bill
    s.p1.deck("Water", "Water", "Water")
    s.p2.active(HITMONCHAN)
    s.p2.hand("base1-91")
    s.p2.deck("Water", "Water", "Water")
    g = s.start("p1")
    g.act("play base1-91")
    assert g.p1.hand == [] and len(g.p1.deck) == 3  # Bill drew nothing
    assert "Bill is intercepted" in g.log
    assert [c.name for c in g.p1.discard] == ["Bill"]
    g.act("end")
    assert not any(k.startswith("play ") for k in option_keys(g))


class OnlyJab(CardScript):
    def attack_list(self, g, src, mon, attacks):
        return tuple(a for a in attacks if a.name == "Jab")


def test_the_attacks_a_pokemon_may_use_come_from_the_effects(scratch):
    """Attack step 1 offers the attacks of ``hooks.attacks``: the list an effect leaves."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting", "Fighting", "Fighting"])
    s.p2.active(ELECTABUZZ)
    assert {"attack Jab", "attack Special Punch"} <= option_keys(s.start("p1"))
    scratch(STADIUM, OnlyJab())
    g = s.stadium(STADIUM).start("p1")
    assert "attack Jab" in option_keys(g)
    assert "attack Special Punch" not in option_keys(g)
    assert [a.name for a in hooks.attacks(g, g.p1.active)] == ["Jab"]
    assert all(isinstance(a, Attack) for a in hooks.attacks(g, g.p1.active))


class SecondChance(CardScript):
    def reflip(self, g, src, reason, heads):
        return not heads


def test_a_coin_may_be_flipped_again(scratch):
    """A re-flip replaces a tails: the coins are scripted T then H, and the flip is heads,
    both coins logged (replays stay deterministic: the re-flip draws from the one Rng)."""
    scratch(STADIUM, SecondChance())
    s = Scenario().stadium(STADIUM).coins("T", "H")
    s.p1.active(ELECTABUZZ)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert g.flip("test") is True
    assert g.log[-2:] == ["coin (test): tails", "coin (test): heads"]


class FaceUp(CardScript):
    def prizes_face_up(self, g, src, player):
        return player == src.owner


def test_prize_cards_face_up_show_in_both_players_views(scratch):
    """Prize cards turned face up by an effect are in both players' views (CONTRACT §3,
    ``prizes``); the others stay None."""
    scratch(STADIUM, FaceUp())
    s = Scenario().stadium(STADIUM, owner="p1")
    s.p1.active(ELECTABUZZ)
    s.p1.prizes("Water", "Fire")
    s.p2.active(HITMONCHAN)
    s.p2.prizes("Grass")
    g = s.start("p1")
    assert [c.name for c in g.view("p2").opp.prizes] == ["Water Energy", "Fire Energy"]
    assert [c.name for c in g.view("p1").me.prizes] == ["Water Energy", "Fire Energy"]
    assert g.view("p1").opp.prizes == [None]


class OncePerTurn(CardScript):
    """Once during each player's turn: draw a card."""

    def can_use(self, g, player):
        return (player, g.turn) not in self.used

    def use(self, g, player):
        self.used.add((player, g.turn))
        side = g.side(player)
        side.hand.append(side.deck.pop(0))

    def __init__(self) -> None:
        self.used: set[tuple[str, int]] = set()


def test_a_stadium_action_has_the_key_stadium(scratch):
    """A Stadium's once-a-turn action is the main-phase key ``stadium``."""
    scratch(STADIUM, OncePerTurn())
    s = Scenario().stadium(STADIUM, owner="p2")
    s.p1.active(ELECTABUZZ)
    s.p1.deck("Water", "Fire")
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    hand = len(g.p1.hand)
    g.act("stadium")
    assert len(g.p1.hand) == hand + 1
    assert "stadium" not in option_keys(g)


class EndsTheTurn(CardScript):
    def play(self, g, side, card):
        turn.end_turn(g)


def test_a_trainer_may_end_the_turn(scratch):
    """``turn.end_turn``: the turn ends once the card is played, as after an attack."""
    scratch(TRAINER, EndsTheTurn())
    s = Scenario()
    s.p1.active(ELECTABUZZ)
    s.p1.hand(TRAINER)
    s.p1.deck("Water")
    s.p2.active(HITMONCHAN)
    s.p2.deck("Water")
    g = s.start("p1")
    g.act(f"play {TRAINER}")
    assert g.current == "p2"


class Marked(LastingKind):
    """A lasting effect that takes 10 off every damage its holder receives (step 7) and
    ends itself at the end of a turn."""

    def incoming(self, g, src, attacker, target, dmg):
        return dmg - 10

    def end_of_turn(self, g, src):
        return True


def test_a_source_is_told_which_holder_and_data_it_is(scratch):
    """A lasting effect's hook sees its own data (``src.eff``) and holder (``src.mon``);
    ``end_of_turn`` answering True ends a lasting effect as it discards a card."""
    scripts.register_lasting("scratch-mark", Marked())
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(ELECTABUZZ)
    s.p1.deck("Water")
    s.p2.deck("Water")
    g = s.start("p1")
    zap = g.p2.active
    zap.effects = (Lasting("scratch-mark", 99),)
    (src,) = hooks.sources(g, "incoming", (zap,))
    assert isinstance(src, Source) and src.mon is zap and src.eff.kind == "scratch-mark"
    assert damage.calculate(g, g.p1.active, zap, 20) == 30  # 20 × 2 (Weakness), 10 less
    g.act("end")
    assert zap.effects == ()


class StopsAttacks(CardScript):
    def __init__(self) -> None:
        self.asked: list[str] = []

    def stops_attack(self, g, src, mon):
        self.asked.append(mon.name)
        return True


def test_an_effect_may_stop_an_attack_at_step_3(scratch):
    """Attack step 3 asks ``stops_attack`` before the Sand-attack-like checks and the
    Confusion check (Rebellion): True and the attack does nothing — no Confusion coin is
    flipped (none is scripted), no damage is done."""
    recorder = scratch(STADIUM, StopsAttacks())
    s = Scenario().stadium(STADIUM)
    s.p1.active(HITMONCHAN, energy=["Fighting"], conditions={"confused"})
    s.p2.active(ELECTABUZZ)
    s.p2.hand("Water")
    g = s.start("p1")
    g.act("attack Jab")
    assert recorder.asked == ["Hitmonchan"]
    assert g.p2.active.damage == 0 and g.p1.active.damage == 0
    assert "the attack does nothing" in g.log


class Watcher(CardScript):
    """A Stadium that watches the board: it writes down the Defending Machop's damage each
    time it is asked."""

    def __init__(self) -> None:
        self.seen: list[int] = []

    def watch(self, g, src):
        mon = g.p2.active
        self.seen.append(mon.damage if mon is not None else -1)


def test_what_watches_the_board_is_asked_after_every_change_of_damage(scratch):
    """``watch`` (issue 33: "if … ever", Scram): asked after every change of damage, whatever
    made it: an attack's damage as it is dealt (and once more after the attack, whose
    effects may put counters), Poison at Pokémon Checkup, and an action that removes
    counters (Potion); and as Checkup ends a Special Condition (a Power it stopped may work
    again), not when none ends. A Power's damage is dealt the same way
    (``damage.direct``)."""
    rec = scratch(STADIUM, Watcher())
    s = Scenario().stadium(STADIUM)
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand("Water")
    s.p2.active(MACHOP, conditions=["poisoned"])
    s.p2.hand("base1-94", "Water")  # Potion
    s.p1.deck("Water")
    s.p2.deck("Water")
    g = s.start("p1")
    g.act("attack Jab")
    # dealt; after the attack; after Poison at Checkup (Poison goes on: no condition ends)
    assert rec.seen == [20, 20, 30]
    g.act("play base1-94")
    assert rec.seen[3:] == [10]
    damage.direct(g, g.p2.active, 20)
    assert rec.seen[4:] == [30]


def test_what_watches_the_board_looks_as_checkup_ends_a_special_condition(scratch):
    """``watch`` is asked once Pokémon Checkup has ended a Special Condition: a Power the
    condition stopped may work again (issue 33, Scram). Here Paralysis ends after its
    owner's turn; no damage changes, and the watcher looks once."""
    rec = scratch(STADIUM, Watcher())
    s = Scenario().stadium(STADIUM)
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand("Water")
    s.p2.active(MACHOP, damage=10, conditions=["paralyzed"])
    s.p2.hand("Water")
    s.p1.deck("Water", "Water")
    s.p2.deck("Water", "Water")
    g = s.start("p2")
    g.act("end")
    assert "paralyzed" not in g.p2.active.conditions
    assert rec.seen == [10]
