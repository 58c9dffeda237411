"""Jungle (base2) Pokémon 33–63, and the vanilla Pokémon of the set. Each test names the
card and paraphrases its text; rulings name their source (spec, RULINGS.md, or the Game Boy
game where those are silent)."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

BUTTERFREE, DODRIO, EXEGGUTOR, FEAROW = "base2-33", "base2-34", "base2-35", "base2-36"
GLOOM, LICKITUNG, MAROWAK, NIDORINA = "base2-37", "base2-38", "base2-39", "base2-40"
PARASECT, PERSIAN, PRIMEAPE, RAPIDASH = "base2-41", "base2-42", "base2-43", "base2-44"
RHYDON, SEAKING, TAUROS, WEEPINBELL = "base2-45", "base2-46", "base2-47", "base2-48"
BELLSPROUT, CUBONE, EEVEE, EXEGGCUTE = "base2-49", "base2-50", "base2-51", "base2-52"
GOLDEEN, JIGGLYPUFF, MANKEY, MEOWTH = "base2-53", "base2-54", "base2-55", "base2-56"
NIDORAN_F, ODDISH, PARAS, PIKACHU = "base2-57", "base2-58", "base2-59", "base2-60"
RHYHORN, SPEAROW, VENONAT = "base2-61", "base2-62", "base2-63"
KANGASKHAN, PINSIR = "base2-5", "base2-9"

CHANSEY, ELECTABUZZ, HITMONCHAN, ONIX = "base1-3", "base1-20", "base1-7", "base1-56"
DODUO, MACHOP, MACHOKE, NIDORAN_M = "base1-48", "base1-52", "base1-34", "base1-55"
NIDORINO, SEEL, CHARMANDER, MAGNEMITE = "base1-37", "base1-41", "base1-46", "base1-53"
SWITCH, GUST, PLUSPOWER, DEFENDER, DCE = "base1-95", "base1-93", "base1-84", "base1-80", "base1-96"
FIRE, WATER, GRASS, FIGHTING = "base1-98", "base1-102", "base1-99", "base1-97"


def scenario() -> Scenario:
    """Both decks hold a few cards; p2 holds a Water Energy, so its turn waits for it."""
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    return s


# --- vanilla Pokémon -------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "attack", "energy", "damage"), [
    (SEAKING, "Horn Attack", ["Water"], 10),
    (GOLDEEN, "Horn Attack", ["Water"], 10),
])
def test_vanilla_first_attack_does_its_printed_damage(card, attack, energy, damage):
    """The Jungle Pokémon with no attack text and no power (Seaking, Goldeen): the first
    attack does its printed damage to a Defending Pokémon with no Weakness or Resistance
    to it (Kangaskhan: Weakness Fighting, Resistance Psychic)."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p2.active.damage == damage


# --- Butterfree ------------------------------------------------------------------------------
def test_butterfree_whirlwind_damage_then_the_opponent_switches():
    """Butterfree, Whirlwind: 20 first; then, if the opponent has Benched Pokémon, the
    opponent (not Butterfree's player) chooses 1 to switch with the Defending Pokémon."""
    s = scenario()
    s.p1.active(BUTTERFREE, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN)
    s.p2.bench(DODUO)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Whirlwind")
    assert g.decision.player == "p2" and keys(g) == {"bench1", "bench2"}
    g.act("bench2")
    assert g.p2.active.name == "Seel"
    assert [(m.name, m.damage) for m in g.p2.bench] == [("Doduo", 0), ("Kangaskhan", 20)]


@pytest.mark.parametrize(("defending", "attached", "butterfree_attached", "done", "healed"), [
    (KANGASKHAN, [], [], 40, 20),
    (ONIX, [], [], 80, 40),              # Weakness to Grass: 80 done, 40 healed
    (KANGASKHAN, [DEFENDER], [], 20, 10),
    (KANGASKHAN, [], [PLUSPOWER], 50, 30),  # half of 50 is 25: rounded up to 30
])
def test_butterfree_mega_drain(defending, attached, butterfree_attached, done, healed):
    """Butterfree, Mega Drain: 40; remove from Butterfree damage counters for half the
    damage done to the Defending Pokémon after Weakness and Resistance (and PlusPower,
    Defender), rounded up to the nearest 10."""
    s = scenario()
    s.p1.active(BUTTERFREE, energy=["Grass"] * 4, damage=60, attached=butterfree_attached)
    s.p2.active(defending, attached=attached)
    g = s.start("p1")
    g.act("attack Mega Drain")
    assert g.p2.active.damage == done
    assert g.p1.active.damage == 60 - healed


# --- Dodrio ----------------------------------------------------------------------------------
def test_dodrio_rage():
    """Dodrio, Rage: 10, plus 10 for each damage counter on Dodrio."""
    s = scenario()
    s.p1.active(DODRIO, energy=["Water"] * 3, damage=30)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Rage")
    assert g.p2.active.damage == 40


def test_dodrio_retreat_aid_from_the_bench():
    """Dodrio, Retreat Aid: while Dodrio is Benched, its owner's Active Pokémon retreats for
    1 Colorless less; two Benched Dodrio make 2 less (spec, Notes on Retreating: it stacks).
    Kangaskhan (Retreat Cost 3) retreats with 1 Energy discarded."""
    s = scenario()
    s.p1.active(KANGASKHAN, energy=["Water", "Fire", "Grass"])
    s.p1.bench(DODRIO)
    s.p1.bench(DODRIO)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("retreat", f"active:{FIRE}", "bench2")
    assert g.p1.active.name == "Dodrio"
    assert ids(g.p1.discard) == [FIRE]
    assert sorted(ids(g.p1.bench[1].energy)) == sorted([WATER, GRASS])


# --- Exeggutor -------------------------------------------------------------------------------
def test_exeggutor_teleport():
    """Exeggutor, Teleport: switch Exeggutor with 1 of its owner's Benched Pokémon."""
    s = scenario()
    s.p1.active(EXEGGUTOR, energy=["Psychic"])
    s.p1.bench(ODDISH)
    s.p1.bench(PARAS)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Teleport", "bench2")
    assert g.p1.active.name == "Paras"
    assert [m.name for m in g.p1.bench] == ["Oddish", "Exeggutor"]


def test_exeggutor_big_eggsplosion_flips_a_coin_per_energy():
    """Exeggutor, Big Eggsplosion: flip a coin for each Energy attached to Exeggutor (a
    Double Colorless Energy is 2): 20 per heads. Grass and Double Colorless: 3 coins."""
    s = scenario()
    s.p1.active(EXEGGUTOR, energy=["Grass", DCE])
    s.p2.active(KANGASKHAN)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Big Eggsplosion")
    assert g.p2.active.damage == 40


# --- Fearow, Rapidash (Agility) ---------------------------------------------------------------
@pytest.mark.parametrize("card", [FEAROW, RAPIDASH])
def test_agility_heads_prevents_all_effects_of_the_next_attack(card):
    """Fearow and Rapidash, Agility: its damage, then heads: during the opponent's next turn,
    all effects of attacks, damage included, done to it are prevented: Lickitung's Tongue
    Wrap heads does nothing to it."""
    s = scenario()
    s.p1.active(card, energy=["Fire"] * 3)
    s.p2.active(LICKITUNG, energy=["Water"])
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Agility")
    assert g.p2.active.damage == (20 if card == FEAROW else 30)
    g.act("attack Tongue Wrap")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == frozenset()


def test_agility_tails():
    """Fearow, Agility: tails, nothing more: Irongrip heads does 20 and Paralyzes."""
    s = scenario()
    s.p1.active(FEAROW, energy=["Water"] * 3)
    s.p2.active(PINSIR, energy=["Grass"] * 2)
    s.coins("T", "H")
    g = s.start("p1")
    g.act("attack Agility")
    g.act("attack Irongrip")
    assert g.p1.active.damage == 20 and g.p1.active.conditions == {"paralyzed"}


# --- Gloom -----------------------------------------------------------------------------------
def test_gloom_poisonpowder():
    """Gloom, Poisonpowder: the Defending Pokémon is now Poisoned (10 at Checkup)."""
    s = scenario()
    s.p1.active(GLOOM, energy=["Grass"])
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Poisonpowder")
    assert g.p2.active.conditions == {"poisoned"} and g.p2.active.damage == 10


def test_gloom_foul_odor_confuses_both():
    """Gloom, Foul Odor: 20, then both the Defending Pokémon and Gloom are Confused."""
    s = scenario()
    s.p1.active(GLOOM, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Foul Odor")
    assert g.p2.active.damage == 20
    assert g.p2.active.conditions == {"confused"} and g.p1.active.conditions == {"confused"}


# --- Lickitung -------------------------------------------------------------------------------
def test_lickitung_tongue_wrap_and_supersonic():
    """Lickitung, Tongue Wrap: 10, heads Paralyzed. Supersonic: heads, Confused."""
    s = scenario()
    s.p1.active(LICKITUNG, energy=["Water"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Tongue Wrap")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}

    s = scenario()
    s.p1.active(LICKITUNG, energy=["Water"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Supersonic")
    assert g.p2.active.damage == 0 and g.p2.active.conditions == {"confused"}


# --- Marowak ---------------------------------------------------------------------------------
def test_marowak_bonemerang():
    """Marowak, Bonemerang: 2 coins, 30 per heads."""
    s = scenario()
    s.p1.active(MAROWAK, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Bonemerang")
    assert g.p2.active.damage == 60


def test_marowak_call_for_friend_benches_a_fighting_basic():
    """Marowak, Call for Friend: search the deck for a Fighting Basic Pokémon card and put it
    onto the Bench; shuffle. Only Fighting Basic Pokémon are offered (not Machoke, a Stage
    1, nor the Lightning Magnemite), and ``done`` fails the search (spec, "Fail to find")."""
    s = scenario()
    s.p1.active(MAROWAK, energy=["Fighting"] * 3)
    s.p1.deck(MACHOP, MACHOKE, MAGNEMITE, HITMONCHAN, "Fighting")
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Call for Friend")
    assert keys(g) == {MACHOP, HITMONCHAN, "done"}
    g.act(HITMONCHAN)
    assert [m.name for m in g.p1.bench] == ["Hitmonchan"]
    assert sorted(ids(g.p1.deck)) == sorted([MACHOP, MACHOKE, MAGNEMITE, FIGHTING])


def test_marowak_call_for_friend_may_fail_and_not_with_a_full_bench():
    """Marowak, Call for Friend: the search may find nothing (``done``); and the attack
    can't be used while the Bench is full (card text)."""
    s = scenario()
    s.p1.active(MAROWAK, energy=["Fighting"] * 3)
    s.p1.deck(MACHOP)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Call for Friend", "done")
    assert g.p1.bench == [] and ids(g.p1.deck) == [MACHOP]

    s = scenario()
    s.p1.active(MAROWAK, energy=["Fighting"] * 3)
    for _ in range(5):
        s.p1.bench(MACHOP)
    s.p1.deck(MACHOP)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    assert "attack Call for Friend" not in keys(g) and "attack Bonemerang" in keys(g)


# --- Nidorina --------------------------------------------------------------------------------
def test_nidorina_supersonic_and_double_kick():
    """Nidorina, Supersonic: heads, the Defending Pokémon is Confused. Double Kick: 2 coins,
    30 per heads."""
    s = scenario()
    s.p1.active(NIDORINA, energy=["Grass"] * 3)
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Supersonic")
    assert g.p2.active.conditions == {"confused"}

    s = scenario()
    s.p1.active(NIDORINA, energy=["Grass"] * 3)
    s.p2.active(KANGASKHAN)
    s.coins("T", "H")
    g = s.start("p1")
    g.act("attack Double Kick")
    assert g.p2.active.damage == 30


# --- Parasect, Paras -------------------------------------------------------------------------
@pytest.mark.parametrize("card", [PARASECT, PARAS])
def test_spore(card):
    """Parasect and Paras, Spore: the Defending Pokémon is now Asleep."""
    s = scenario()
    s.p1.active(card, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins("T")  # it stays Asleep at Pokémon Checkup
    g = s.start("p1")
    g.act("attack Spore")
    assert g.p2.active.conditions == {"asleep"}


# --- Persian, Cubone (Pounce, Snivel) --------------------------------------------------------
def pounced(card=PERSIAN, attack="Pounce", p2_hand=(), p2_bench=()):
    """p1's ``card`` has used ``attack`` on p2's Kangaskhan (4 Energy); it is p2's turn."""
    s = scenario()
    s.p1.active(card, energy=["Water"] * 3)
    s.p2.active(KANGASKHAN, energy=["Water"] * 4)
    for mon in p2_bench:
        s.p2.bench(mon, energy=["Fighting"] * 3)
    s.p2.hand("Water", *p2_hand)
    return s


def test_persian_pounce_reduces_the_defending_pokemons_next_attack():
    """Persian, Pounce: 30; if the Defending Pokémon attacks Persian during the opponent's
    next turn, its damage is reduced by 10 after Weakness and Resistance (the card's "your
    next turn" can only be the opponent's: that is when it attacks). Comet Punch with 2
    heads: 40 → 30."""
    s = pounced()
    s.coins("H", "H", "T", "T")
    g = s.start("p1")
    g.act("attack Pounce")
    assert g.p2.active.damage == 30
    g.act("attack Comet Punch")
    assert g.p1.active.damage == 30


def test_pounce_ends_when_the_defending_pokemon_is_benched():
    """Persian, Pounce: benching either Pokémon ends the effect (card text): Kangaskhan goes
    to the Bench and back with two Switch, then Comet Punch does its full 40."""
    s = pounced(p2_hand=(SWITCH, SWITCH), p2_bench=(DODUO,))
    s.coins("H", "H", "T", "T")
    g = s.start("p1")
    g.act("attack Pounce")
    g.act(f"play {SWITCH}", f"play {SWITCH}")
    assert g.p2.active.name == "Kangaskhan"
    g.act("attack Comet Punch")
    assert g.p1.active.damage == 40


def test_pounce_does_not_reduce_another_attacker():
    """Persian, Pounce concerns only the Pokémon it hit: after a Switch, p2's Hitmonchan's
    Jab does its full 20 (Weakness to Fighting: 40)."""
    s = pounced(p2_hand=(SWITCH,), p2_bench=(HITMONCHAN,))
    g = s.start("p1")
    g.act("attack Pounce")
    g.act(f"play {SWITCH}", "attack Jab")
    assert g.p1.active.damage == 40


def test_cubone_snivel_reduces_by_20_after_weakness():
    """Cubone, Snivel: if the Defending Pokémon attacks Cubone during the opponent's next
    turn, its damage is reduced by 20 after Weakness and Resistance. Hitmonchan's Special
    Punch (40; Cubone is not weak to Fighting) does 20."""
    s = scenario()
    s.p1.active(CUBONE, energy=["Water"])
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    g.act("attack Snivel")
    g.act("attack Special Punch")
    assert g.p1.active.damage == 20


def test_cubone_snivel_ends_when_cubone_is_benched():
    """Cubone, Snivel: benching Cubone ends it (card text): Gust of Wind brings up p1's
    Doduo, a second Gust brings Cubone back, and Jab does its full 20 (not 0)."""
    s = scenario()
    s.p1.active(CUBONE, energy=["Water"])
    s.p1.bench(DODUO)
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.hand(GUST, GUST)
    g = s.start("p1")
    g.act("attack Snivel")
    g.act(f"play {GUST}", f"play {GUST}")
    assert g.p1.active.name == "Cubone"
    g.act("attack Jab")
    assert g.p1.active.damage == 20


def test_cubone_rage():
    """Cubone, Rage: 10, plus 10 for each damage counter on Cubone."""
    s = scenario()
    s.p1.active(CUBONE, energy=["Fighting"] * 2, damage=20)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Rage")
    assert g.p2.active.damage == 30


# --- Eevee, Rhyhorn (Tail Wag, Leer) ---------------------------------------------------------
@pytest.mark.parametrize(("card", "attack"), [(EEVEE, "Tail Wag"), (RHYHORN, "Leer")])
def test_heads_the_defending_pokemon_cannot_attack(card, attack):
    """Eevee, Tail Wag and Rhyhorn, Leer: heads, the Defending Pokémon can't attack this
    Pokémon during the opponent's next turn; the turn after, it can."""
    s = scenario()
    s.p1.active(card, energy=["Water"])
    s.p2.active(PINSIR, energy=["Grass"] * 2)
    s.coins("H")
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.current == "p2"
    assert not any(k.startswith("attack") for k in keys(g))
    g.act("end")
    g.act("end")
    assert g.current == "p2" and "attack Irongrip" in keys(g)


def test_tail_wag_tails():
    """Eevee, Tail Wag: tails, nothing happens; Irongrip can be announced."""
    s = scenario()
    s.p1.active(EEVEE, energy=["Water"])
    s.p2.active(PINSIR, energy=["Grass"] * 2)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Tail Wag")
    assert "attack Irongrip" in keys(g)


def test_tail_wag_ends_when_eevee_is_benched():
    """Eevee, Tail Wag: benching either Pokémon ends the effect (card text): after Gust of
    Wind brings up p1's Doduo, Pinsir may attack it."""
    s = scenario()
    s.p1.active(EEVEE, energy=["Water"])
    s.p1.bench(DODUO)
    s.p2.active(PINSIR, energy=["Grass"] * 2)
    s.p2.hand(GUST)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Tail Wag")
    assert "attack Irongrip" not in keys(g)
    g.act(f"play {GUST}")
    assert "attack Irongrip" in keys(g)


@pytest.mark.parametrize(("coin", "damage"), [("H", 30), ("T", 10)])
def test_eevee_quick_attack(coin, damage):
    """Eevee, Quick Attack: 10, and 20 more on heads."""
    s = scenario()
    s.p1.active(EEVEE, energy=["Water"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == damage


# --- Primeape --------------------------------------------------------------------------------
def test_primeape_fury_swipes():
    """Primeape, Fury Swipes: 3 coins, 20 per heads."""
    s = scenario()
    s.p1.active(PRIMEAPE, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    s.coins("H", "H", "H")
    g = s.start("p1")
    g.act("attack Fury Swipes")
    assert g.p2.active.damage == 60


@pytest.mark.parametrize(("coin", "conditions"), [("T", {"confused"}), ("H", set())])
def test_primeape_tantrum(coin, conditions):
    """Primeape, Tantrum: 50; tails, Primeape is now Confused (after the damage)."""
    s = scenario()
    s.p1.active(PRIMEAPE, energy=["Fighting"] * 3)
    s.p2.active(ONIX)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Tantrum")
    assert g.p2.active.damage == 50 and g.p1.active.conditions == conditions


# --- Rapidash, Tauros (Stomp) ----------------------------------------------------------------
@pytest.mark.parametrize("card", [RAPIDASH, TAUROS])
@pytest.mark.parametrize(("coin", "damage"), [("H", 30), ("T", 20)])
def test_stomp(card, coin, damage):
    """Rapidash and Tauros, Stomp: 20, and 10 more on heads."""
    s = scenario()
    s.p1.active(card, energy=["Water"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Stomp")
    assert g.p2.active.damage == damage


# --- Rhydon ----------------------------------------------------------------------------------
def test_rhydon_ram():
    """Rhydon, Ram: 50 to the Defending Pokémon and 20 to Rhydon itself; then, if the
    opponent has Benched Pokémon, the opponent chooses 1 to switch with the Defending
    Pokémon (after the damage)."""
    s = scenario()
    s.p1.active(RHYDON, energy=["Fighting"] * 4)
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Ram", "bench1")
    assert g.p1.active.damage == 20
    assert g.p2.active.name == "Doduo"
    assert [(m.name, m.damage) for m in g.p2.bench] == [("Onix", 50), ("Seel", 0)]


def test_rhydon_ram_switches_even_if_rhydon_is_knocked_out():
    """Rhydon, Ram: the switch happens even if Rhydon's own 20 Knocks it Out (card text)."""
    s = scenario()
    s.p1.active(RHYDON, energy=["Fighting"] * 4, damage=80)
    s.p1.bench(MACHOP)
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Ram")
    assert RHYDON in ids(g.p1.discard)
    assert g.p2.active.name == "Doduo" and g.p2.bench[0].damage == 50


# --- Tauros ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "conditions"), [("T", {"confused"}), ("H", set())])
def test_tauros_rampage(coin, conditions):
    """Tauros, Rampage: 20, plus 10 for each damage counter on Tauros; then flip: tails,
    Tauros is now Confused."""
    s = scenario()
    s.p1.active(TAUROS, energy=["Water"] * 3, damage=30)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Rampage")
    assert g.p2.active.damage == 50 and g.p1.active.conditions == conditions


# --- Weepinbell ------------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "conditions", "damage"), [("H", {"poisoned"}, 20),
                                                            ("T", set(), 10)])
def test_weepinbell_poisonpowder(coin, conditions, damage):
    """Weepinbell, Poisonpowder: 10; heads, the Defending Pokémon is now Poisoned (10 more at
    Pokémon Checkup)."""
    s = scenario()
    s.p1.active(WEEPINBELL, energy=["Grass"])
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Poisonpowder")
    assert g.p2.active.conditions == conditions and g.p2.active.damage == damage


# --- Call for Family: Bellsprout, Nidoran ♀, Oddish (Sprout) ----------------------------------
def test_bellsprout_call_for_family():
    """Bellsprout, Call for Family: search the deck for a Basic Pokémon named Bellsprout and
    put it onto the Bench; shuffle. Only Bellsprout is offered."""
    s = scenario()
    s.p1.active(BELLSPROUT, energy=["Grass"])
    s.p1.deck(ODDISH, BELLSPROUT, "Grass")
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Call for Family")
    assert keys(g) == {BELLSPROUT, "done"}
    g.act(BELLSPROUT)
    assert [m.name for m in g.p1.bench] == ["Bellsprout"]
    assert sorted(ids(g.p1.deck)) == sorted([ODDISH, GRASS])


def test_nidoran_f_call_for_family_offers_both_nidoran():
    """Nidoran ♀, Call for Family: a Basic Pokémon named Nidoran ♂ or Nidoran ♀ (not
    Nidorino) goes from the deck onto the Bench."""
    s = scenario()
    s.p1.active(NIDORAN_F, energy=["Grass"] * 2)
    s.p1.deck(NIDORINO, NIDORAN_M, NIDORAN_F)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Call for Family")
    assert keys(g) == {NIDORAN_M, NIDORAN_F, "done"}
    g.act(NIDORAN_M)
    assert [m.name for m in g.p1.bench] == ["Nidoran ♂"]


def test_nidoran_f_fury_swipes():
    """Nidoran ♀, Fury Swipes: 3 coins, 10 per heads."""
    s = scenario()
    s.p1.active(NIDORAN_F, energy=["Grass"])
    s.p2.active(KANGASKHAN)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Fury Swipes")
    assert g.p2.active.damage == 20


def test_oddish_sprout_and_stun_spore():
    """Oddish, Sprout: a Basic Pokémon named Oddish from the deck onto the Bench (with only
    that and ``done`` offered). Stun Spore: 10, heads Paralyzed."""
    s = scenario()
    s.p1.active(ODDISH, energy=["Grass"] * 2)
    s.p1.deck(BELLSPROUT, ODDISH)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Sprout")
    assert keys(g) == {ODDISH, "done"}
    g.act(ODDISH)
    assert [m.name for m in g.p1.bench] == ["Oddish"]

    s = scenario()
    s.p1.active(ODDISH, energy=["Grass"])
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Stun Spore")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}


def test_pokemon_called_to_the_bench_evolves_from_the_next_turn():
    """Call for Family puts a Pokémon into play during that turn: like any Pokémon put into
    play, it may evolve from its owner's next turn on."""
    s = scenario()
    s.p1.active(BELLSPROUT, energy=["Grass"])
    s.p1.deck(BELLSPROUT, "Grass", "Grass")
    s.p1.hand("base2-48")  # Weepinbell
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Call for Family", BELLSPROUT)
    assert g.p1.bench[0].entered_turn == 3  # p1's turn of the attack: no evolving then
    g.act("end")
    assert g.current == "p1"
    assert "evolve base2-48 bench1" in keys(g)


# --- Exeggcute -------------------------------------------------------------------------------
def test_exeggcute_hypnosis():
    """Exeggcute, Hypnosis: the Defending Pokémon is now Asleep."""
    s = scenario()
    s.p1.active(EXEGGCUTE, energy=["Psychic"])
    s.p2.active(KANGASKHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Hypnosis")
    assert g.p2.active.conditions == {"asleep"}


def test_exeggcute_leech_seed_heals_one_counter():
    """Exeggcute, Leech Seed: 20; unless all its damage is prevented, remove 1 damage counter
    from Exeggcute."""
    s = scenario()
    s.p1.active(EXEGGCUTE, energy=["Grass"] * 2, damage=30)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Leech Seed")
    assert g.p2.active.damage == 20 and g.p1.active.damage == 20


def test_exeggcute_leech_seed_all_damage_prevented():
    """Exeggcute, Leech Seed against Chansey after a heads Scrunch (all damage to Chansey
    prevented): no damage, and no counter removed from Exeggcute."""
    s = scenario()
    s.p1.active(EXEGGCUTE, energy=["Grass"] * 2, damage=30)
    s.p1.hand("Grass")
    s.p2.active(CHANSEY, energy=["Water"] * 2)
    s.coins("H")
    g = s.start("p2")
    g.act("attack Scrunch")
    g.act("attack Leech Seed")
    assert g.p2.active.damage == 0 and g.p1.active.damage == 30


# --- Jigglypuff ------------------------------------------------------------------------------
def test_jigglypuff_lullaby():
    """Jigglypuff, Lullaby: the Defending Pokémon is now Asleep."""
    s = scenario()
    s.p1.active(JIGGLYPUFF, energy=["Water"])
    s.p2.active(KANGASKHAN)
    s.coins("H")  # p2's Kangaskhan wakes up at Pokémon Checkup
    g = s.start("p1")
    g.act("attack Lullaby")
    assert g.p2.active.conditions == frozenset()
    assert any("now Asleep" in line for line in g.log)


# --- Mankey ----------------------------------------------------------------------------------
def test_mankey_peek_offers_every_card_it_may_look_at():
    """Mankey, Peek: once during its owner's turn, look at the top card of either deck, a
    random card of the opponent's hand, or one of either player's Prizes."""
    s = scenario()
    s.p1.active(MANKEY)
    s.p1.prizes("Grass", "Fire")
    s.p2.active(KANGASKHAN)
    s.p2.prizes("Water")
    g = s.start("p1")
    g.act("power active Peek")
    assert keys(g) == {"deck", "opp-deck", "opp-hand", "prize1", "prize2", "opp-prize1"}


def test_mankey_peek_looks_privately_once_a_turn():
    """Mankey, Peek: the card looked at stays private: the log both players read names only
    which card was looked at; the card, Mankey's player alone reads in their own log
    (``Game.log_for``). Nothing moves, and the power can't be used again this turn."""
    s = scenario()
    s.p1.active(MANKEY, energy=["Fighting"])
    s.p2.active(KANGASKHAN)
    s.p2.hand(ONIX, SEEL)
    g = s.start("p1")
    g.act("power active Peek", "opp-hand")
    assert "p1 looks at a random card from p2's hand" in g.log
    assert not any("Onix" in line or "Seel" in line for line in g.log + g.log_for("p2"))
    told = [line for line in g.log_for("p1") if line not in g.log]
    assert len(told) == 1 and told[0].startswith("(only p1 sees) a random card from p2's "
                                                 "hand is ")
    assert told[0].endswith(("Onix", "Seel"))
    assert ids(g.p2.hand) == [ONIX, SEEL]
    assert "power active Peek" not in keys(g)


def test_mankey_peek_not_while_asleep():
    """Mankey, Peek can't be used while Mankey is Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(MANKEY, conditions=["asleep"])
    s.p1.hand("Fighting")
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    assert "power active Peek" not in keys(g)


# --- Meowth ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "hand"), [("H", [ONIX]), ("T", [])])
def test_meowth_pay_day(coin, hand):
    """Meowth, Pay Day: 10; heads, draw a card."""
    s = scenario()
    s.p1.active(MEOWTH, energy=["Water"] * 2)
    s.p1.deck(ONIX, *DECK)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Pay Day")
    assert g.p2.active.damage == 10 and ids(g.p1.hand) == hand


# --- Pikachu ---------------------------------------------------------------------------------
def test_pikachu_spark_hits_a_chosen_benched_pokemon():
    """Pikachu, Spark: 20, and 10 to 1 of the opponent's Benched Pokémon that Pikachu's
    player chooses (no Weakness or Resistance for Benched Pokémon: Seel, weak to
    Lightning, takes 10)."""
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning"] * 2)
    s.p2.active(KANGASKHAN)
    s.p2.bench(DODUO)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Spark")
    assert keys(g) == {"opp-bench1", "opp-bench2"}
    g.act("opp-bench2")
    assert g.p2.active.damage == 20
    assert [m.damage for m in g.p2.bench] == [0, 10]


def test_pikachu_spark_with_no_bench():
    """Pikachu, Spark: with no Benched Pokémon, just the 20."""
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning"] * 2)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Spark")
    assert g.p2.active.damage == 20


# --- Spearow ---------------------------------------------------------------------------------
def test_spearow_mirror_move_returns_damage_and_conditions():
    """Spearow, Mirror Move: if Spearow was attacked last turn, the final result of that
    attack on Spearow is done to the Defending Pokémon. Weepinbell's Poisonpowder heads did
    10 and Poisoned Spearow; Mirror Move does 10 to Weepinbell and Poisons it."""
    s = scenario()
    s.p1.active(SPEAROW, energy=["Water"] * 3)
    s.p1.hand("Water")
    s.p2.active(WEEPINBELL, energy=["Grass"])
    s.coins("H")
    g = s.start("p2")
    g.act("attack Poisonpowder")
    assert g.p1.active.damage == 20  # 10, and 10 of Poison at Pokémon Checkup
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 10 + 10  # the mirrored 10, then Poison
    assert g.p2.active.conditions == {"poisoned"}


def test_spearow_mirror_move_final_damage_after_weakness():
    """Spearow, Mirror Move: the final damage Spearow took (Comet Punch, 2 heads: 40) is
    this attack's damage to the Defending Pokémon."""
    s = scenario()
    s.p1.active(SPEAROW, energy=["Water"] * 3)
    s.p1.hand("Water")
    s.p2.active(KANGASKHAN, energy=["Water"] * 4)
    s.coins("H", "T", "H", "T")
    g = s.start("p2")
    g.act("attack Comet Punch")
    assert g.p1.active.damage == 40
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 40


def test_spearow_mirror_move_without_an_attack_last_turn():
    """Spearow, Mirror Move: if Spearow was not attacked last turn, nothing happens."""
    s = scenario()
    s.p1.active(SPEAROW, energy=["Water"] * 3)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 0


def test_spearow_mirror_move_forgets_after_the_bench():
    """Spearow, Mirror Move: an attack effect ends when the Pokémon goes to the Bench
    (RULINGS, General), and so does the memory of the attack: after Switch there and back,
    Mirror Move does nothing."""
    s = scenario()
    s.p1.active(SPEAROW, energy=["Water"] * 3)
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH, SWITCH)
    s.p2.active(KANGASKHAN, energy=["Water"] * 4)
    s.coins("H", "H", "T", "T")
    g = s.start("p2")
    g.act("attack Comet Punch")
    g.act(f"play {SWITCH}", f"play {SWITCH}", "attack Mirror Move")
    assert g.p2.active.damage == 0


# --- Venonat ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("defending", "done"), [(KANGASKHAN, 10), (ONIX, 20)])
def test_venonat_leech_life(defending, done):
    """Venonat, Leech Life: 10; remove from Venonat as many damage counters as the damage
    done to the Defending Pokémon after Weakness and Resistance (Onix, weak to Grass: 20)."""
    s = scenario()
    s.p1.active(VENONAT, energy=["Grass"] * 2, damage=30)
    s.p2.active(defending)
    g = s.start("p1")
    g.act("attack Leech Life")
    assert g.p2.active.damage == done and g.p1.active.damage == 30 - done


def test_venonat_stun_spore():
    """Venonat, Stun Spore: 10; heads, the Defending Pokémon is now Paralyzed."""
    s = scenario()
    s.p1.active(VENONAT, energy=["Grass"])
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Stun Spore")
    assert g.p2.active.conditions == {"paralyzed"}
