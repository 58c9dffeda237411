"""Neo Discovery (neo2): the Pokémon's attacks and Powers and the Trainer cards, in number
order. Each test names the card and says its text in our words; rulings name their source
(the spec, RULINGS.md, WotC's rulings of the era). 21–36 (but 32) reprint 2–17."""

from __future__ import annotations

import pytest

from oldback import card
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

ZAPDOS, LAPRAS, CHANSEY, MACHOP = "base1-16", "base3-10", "base1-3", "base1-52"
BULBASAUR, PIKACHU, ABRA, KADABRA = "base1-44", "base1-58", "base1-43", "base1-32"
POLIWAG, POLIWHIRL_B, POLIWRATH_B = "base1-59", "base1-38", "base1-13"
CLEFABLE = "base2-1"  # Metronome
WATER, FIRE, GRASS, LIGHTNING, PSYCHIC = "base1-102", "base1-98", "base1-99", "base1-100", \
    "base1-101"
PLUSPOWER, DEFENDER = "base1-84", "base1-80"
DARKNESS, METAL, FOCUS_BAND = "neo1-104", "neo1-19", "neo1-86"
MURKROW, SKARMORY, SNEASEL = "neo1-24", "neo1-13", "neo1-25"
UNOWN_A, UNOWN_D, UNOWN_F, UNOWN_M, UNOWN_N, UNOWN_U = (
    "neo2-14", "neo2-47", "neo2-48", "neo2-49", "neo2-50", "neo2-51")
UNOWN_E, UNOWN_I, UNOWN_O = "neo2-67", "neo2-68", "neo2-69"
BASIC = {"Fire": "Fire", "Water": "Water", "Grass": "Grass", "Lightning": "Lightning",
         "Psychic": "Psychic", "Fighting": "Fighting", "Darkness": DARKNESS, "Metal": METAL}


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p2.hand("Fighting")  # p2's turn waits for it; Machop's Low Kick (F) 20
    return s


def cost(attacker: str, name: str) -> list[str]:
    c = card(attacker)
    own = BASIC.get(c.types[0], "Water")
    atk = next(a for a in c.attacks if a.name == name)
    return [own if t == "Colorless" else BASIC[t] for t in atk.cost]


def attack(attacker: str, name: str, coins=(), target: str = ZAPDOS, damage: int = 0,
           target_damage: int = 0, energy=None, s=None, then=()):
    s = s or scenario()
    s.p1.active(attacker, energy=cost(attacker, name) if energy is None else energy,
                damage=damage)
    s.p2.active(target, damage=target_damage)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {name}", *then)
    return g


# --- 1 Espeon ------------------------------------------------------------------------------
def test_espeon_psychic_counts_the_defending_pokemons_energy_cards():
    """Espeon, Psychic: 30 plus 10 for each Energy card attached to the Defending Pokémon."""
    s = scenario()
    s.p2.active(ZAPDOS, energy=["Lightning", "Lightning"])
    s.p1.active("neo2-1", energy=["Psychic"] * 3)
    g = s.start()
    g.act("attack Psychic")
    assert g.p2.active.damage == 50


# --- 2 Forretress (the spec's example: Rapid Spin's switches after the damage) ----------
def test_forretress_rapid_spin_damages_then_both_switch():
    """Forretress, Rapid Spin (as Donphan's, the spec's example of effects after damage):
    30 to the Defending Pokémon, then the opponent switches (their choice), then you do."""
    s = scenario()
    s.p1.bench(PIKACHU)
    s.p2.bench(MACHOP)
    g = attack("neo2-2", "Rapid Spin", s=s, energy=[METAL, "Water", "Water"])
    assert g.p2.bench[0].name == "Zapdos" and g.p2.bench[0].damage == 30
    assert g.p1.active.name == "Pikachu" and g.p2.active.name == "Machop"


# --- 3 Hitmontop --------------------------------------------------------------------------
def test_hitmontop_triple_kick_and_detect():
    """Hitmontop, Triple Kick: 30 times heads of 3 coins. Detect: heads, prevent all effects
    of attacks done to it during the opponent's next turn."""
    assert attack("neo2-3", "Triple Kick", coins="HTH", target=LAPRAS).p2.active.damage == 60
    g = attack("neo2-3", "Detect", coins=["H"], target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 4 Houndoom (the spec's example of "or this attack does nothing") --------------------
def test_houndoom_flamethrower_discards_a_fire_energy():
    """Houndoom, Flamethrower: discard 1 Fire Energy card attached to it, or the attack does
    nothing; 50."""
    g = attack("neo2-4", "Flamethrower", target=CHANSEY, energy=["Fire", "Fire", "Water"])
    assert g.p2.active.damage == 50 and ids(g.p1.discard) == [FIRE]


def test_houndoom_flamethrower_without_a_fire_energy_card_does_nothing():
    """Spec, attack step 6, example #2 (Houndoom's Flamethrower): if no Fire Energy card can be
    discarded, the attack does nothing. Clefable's Metronome copying it, with no Fire Energy
    card, does nothing either (the same example)."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"] * 3)
    s.p2.active("neo2-4", energy=["Fire", "Fire", "Water"])
    g = s.start()
    g.act("attack Metronome", "Flamethrower")
    assert g.p2.active.damage == 0


def test_houndoom_crunch_adds_twenty_to_the_next_damage():
    """Houndoom, Crunch: 30; until the end of your next turn, an attack that damages the
    Defending Pokémon does 20 more to it."""
    g = attack("neo2-4", "Crunch", target=CHANSEY, energy=[DARKNESS, "Water", "Water"])
    assert g.p2.active.damage == 40  # 30, and 10 for the Darkness Energy
    g.act("end", "attack Crunch")
    assert g.p2.active.damage == 40 + 40 + 20


# --- 5 Houndour ---------------------------------------------------------------------------
def test_houndour_collect_fire_and_smog():
    """Houndour, Collect Fire: 20, and attach a Fire Energy card from your discard pile to it.
    Smog: heads, Poisoned."""
    s = scenario()
    s.p1.discard("Fire")
    g = attack("neo2-5", "Collect Fire", s=s, then=[FIRE])
    assert ids(g.p1.active.energy) == [FIRE] * 3 and g.p1.discard == []
    assert "poisoned" in attack("neo2-5", "Smog", coins=["H"]).p2.active.conditions


# --- 6 Kabutops ---------------------------------------------------------------------------
def test_kabutops_hydrocutter_at_most_three_coins():
    """Kabutops, Hydrocutter: a coin for each Energy card attached to it, at most 3; 40 times
    the heads."""
    g = attack("neo2-6", "Hydrocutter", coins="HHT", energy=["Fighting"] * 5, target=CHANSEY)
    assert g.p2.active.damage == 80  # (a fourth coin would be unscripted: the test fails)


# --- 7 Magnemite --------------------------------------------------------------------------
@pytest.mark.parametrize("coins, done, paralyzed", [("HH", 50, True), ("HT", 0, False)])
def test_magnemite_electric_bolt_needs_both_heads(coins, done, paralyzed):
    """Magnemite, Electric Bolt: flip 2 coins; both heads, 50 and Paralyzed; either tails,
    nothing (not even damage)."""
    g = attack("neo2-7", "Electric Bolt", coins=coins, target=CHANSEY)
    assert g.p2.active.damage == done and ("paralyzed" in g.p2.active.conditions) == paralyzed


# --- 8 Politoed ---------------------------------------------------------------------------
@pytest.mark.parametrize("benched, done", [(2, 40), (3, 80)])
def test_politoed_frog_song_with_more_than_three(benched, done):
    """Politoed, Frog Song: its attack that damages the Defending Pokémon does 40 more while
    there are more than 3 Poliwags, Poliwhirls, Poliwraths and Politoeds in play (both
    players'). Doubleslap: 40 times heads of 2 coins (one heads here)."""
    s = scenario()
    for _ in range(benched):
        s.p1.bench(POLIWAG)
    g = attack("neo2-8", "Doubleslap", coins="HT", s=s, target=CHANSEY)
    assert g.p2.active.damage == done


# --- 9 Poliwrath, 53 Caterpie -------------------------------------------------------------
def test_self_damage_attacks():
    """Poliwrath, Submission: 70, and 20 to itself. Caterpie, Spin Tackle: 20, 10 to itself."""
    g = attack("neo2-9", "Submission", target=LAPRAS)
    assert g.p2.active.damage == 70 and g.p1.active.damage == 20
    g = attack("neo2-53", "Spin Tackle")
    assert g.p2.active.damage == 20 and g.p1.active.damage == 10


# --- 10 Scizor ----------------------------------------------------------------------------
def test_scizor_false_swipe_half_the_remaining_hp_rounded_down():
    """Scizor, False Swipe: damage equal to half the Defending Pokémon's remaining HP, rounded
    down to the nearest 10: Zapdos with 20 damage has 70 left: 30 (Metal Energy's 10 less:
    Scizor is Metal, so none)."""
    g = attack("neo2-10", "False Swipe", target_damage=20)
    assert g.p2.active.damage == 20 + 30
    assert attack("neo2-10", "Double Claw", coins="HH", target=CHANSEY).p2.active.damage == 40


# --- 14 Unown [A] -------------------------------------------------------------------------
def test_unown_a_anger_adds_its_damage_counters_to_hidden_power():
    """Unown [A], [Anger]: whenever 1 of your Pokémon with Unown in its name uses Hidden
    Power, it does 10 more for each damage counter on Unown [A] (one [Anger] per attack)."""
    s = scenario()
    s.p1.bench(UNOWN_A, damage=20).bench(UNOWN_A, damage=10)
    g = attack(UNOWN_D, "Hidden Power", s=s)
    assert g.p2.active.damage == 10 + 20


# --- 15 Ursaring --------------------------------------------------------------------------
def test_ursaring_headpress_and_double_lariat():
    """Ursaring, Headpress: heads, 20 and Paralyzed; tails, nothing. Double Lariat: 40 times
    heads of 2 coins."""
    g = attack("neo2-15", "Headpress", coins=["T"])
    assert g.p2.active.damage == 0
    g = attack("neo2-15", "Headpress", coins=["H"])
    assert g.p2.active.damage == 20 and "paralyzed" in g.p2.active.conditions
    assert attack("neo2-15", "Double Lariat", coins="HH", target=CHANSEY).p2.active.damage == 80


# --- 16 Wobbuffet -------------------------------------------------------------------------
def test_wobbuffet_counter_strikes_back_on_heads():
    """Wobbuffet, Counter: if an attack damages Wobbuffet during the opponent's next turn
    (even if it is Knocked Out), flip: heads, it does as much damage to the attacker."""
    g = attack("neo2-16", "Counter", coins=["H"], target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 40  # Machop: Weak to Psychic


# --- 17 Yanma (the spec's example of Swift) -----------------------------------------------
def test_yanma_swift_ignores_defender_and_resistance():
    """Spec, Notes on the damage steps: Yanma's Swift's damage isn't affected by Weakness,
    Resistance, Pokémon Powers or "other effects" on the Defending Pokémon (steps 6 to 8:
    Defender). Chansey (Weak to Fighting, not Grass) with Defender takes the whole 30."""
    s = scenario()
    s.p2.active(CHANSEY, attached=[DEFENDER])
    s.p1.active("neo2-17", energy=["Grass"] * 3)
    g = s.start()
    g.act("attack Swift")
    assert g.p2.active.damage == 30


def test_yanma_shockwave_heads_ten_to_each_then_the_opponent_switches():
    """Yanma, Shockwave: heads, 10 to each of the opponent's Pokémon without W/R; then the
    opponent switches the Defending Pokémon with a Benched one (their choice)."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo2-17", "Shockwave", coins=["H"], s=s)
    assert g.p2.active.name == "Machop" and g.p2.active.damage == 10
    assert g.p2.bench[0].damage == 10


# --- 18 Beedrill --------------------------------------------------------------------------
def test_beedrill_triple_poison_three_counters_a_checkup():
    """Beedrill, Triple Poison: heads, Poisoned with 3 damage counters at each Checkup."""
    g = attack("neo2-18", "Triple Poison", coins=["H"], target=CHANSEY)
    assert g.p2.active.damage == 10 + 30
    assert attack("neo2-18", "Pin Missile", coins="HHTH", target=CHANSEY).p2.active.damage == 60


# --- 19 Butterfree ------------------------------------------------------------------------
def test_butterfree_hyper_reverse_and_magic_dust():
    """Butterfree, Hyper Reverse: 10 times the Energy attached to the Defending Pokémon; then
    remove as many damage counters from Butterfree as the damage done. Magic Dust: heads, a
    Special Condition of your choice."""
    s = scenario()
    s.p2.active(ZAPDOS, energy=["Lightning"] * 3)
    s.p1.active("neo2-19", energy=["Grass"] * 3, damage=50)
    g = s.start()
    g.act("attack Hyper Reverse")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 20
    g = attack("neo2-19", "Magic Dust", coins=["H"], then=["confused"])
    assert "confused" in g.p2.active.conditions


# --- 20 Espeon, 32 Umbreon ----------------------------------------------------------------
def test_espeon_quick_attack_and_psybeam():
    """Espeon, Quick Attack: heads, 30; tails, 10. Psybeam: 30; heads, Confused."""
    assert attack("neo2-20", "Quick Attack", coins=["H"]).p2.active.damage == 30
    assert "confused" in attack("neo2-20", "Psybeam", coins=["H"]).p2.active.conditions


def test_umbreon_pursuit_punishes_a_retreat():
    """Umbreon, Pursuit: 30 (and 10 for each Darkness Energy); during the opponent's next
    turn, if the Defending Pokémon retreats, 10 damage to it."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo2-32", "Pursuit", target=CHANSEY, s=s, energy=[DARKNESS, "Water", "Water"])
    g.act("attach base1-97 active", "retreat")
    assert g.p2.bench[0].name == "Chansey" and g.p2.bench[0].damage == 40 + 10
    g2 = attack("neo2-32", "Quick Attack", coins=["T"], target=CHANSEY, energy=["Water"] * 2)
    assert g2.p2.active.damage == 10


# --- 37 Corsola ---------------------------------------------------------------------------
def test_corsola_recover_discards_a_water_energy_to_heal_all():
    """Corsola, Recover: discard 1 Water Energy card attached, or this attack does nothing;
    remove all damage counters from Corsola."""
    g = attack("neo2-37", "Recover", damage=40)
    assert g.p1.active.damage == 0 and ids(g.p1.discard) == [WATER]
    assert attack("neo2-37", "Spike Cannon", coins="HH", target=CHANSEY).p2.active.damage == 60


# --- 38 Eevee -----------------------------------------------------------------------------
def test_eevee_energy_evolution_into_the_type_of_the_energy():
    """Eevee, Energy Evolution: whenever you attach an Energy card to it, flip: heads, search
    your deck for a card that evolves from Eevee of that Energy's type and put it on Eevee
    (this is evolving it)."""
    s = Scenario()
    s.p1.deck("neo2-1", "base2-3", "Water")  # Espeon (Psychic), Flareon (Fire)
    s.p2.deck(*["Water"] * 3)
    s.p1.active("neo2-38")
    s.p1.hand("Psychic")
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start()
    g.act("attach base1-101 active")
    assert keys(g) == {"neo2-1", "done"}
    g.act("neo2-1")
    assert g.p1.active.name == "Espeon" and ids(g.p1.active.energy) == [PSYCHIC]


# --- 39 Houndour --------------------------------------------------------------------------
def test_houndour_plunder_discards_trainers_before_the_damage():
    """Houndour, Plunder: before doing damage, discard all Trainer cards attached to the
    Defending Pokémon (Defender no longer reduces it): 20."""
    s = scenario()
    s.p2.active(CHANSEY, attached=[DEFENDER, FOCUS_BAND])
    s.p1.active("neo2-39", energy=[DARKNESS, "Water"])
    g = s.start()
    g.act("attack Plunder")
    assert g.p2.active.damage == 30 and g.p2.active.attached == []  # 20, Darkness +10
    assert sorted(ids(g.p2.discard)) == sorted([DEFENDER, FOCUS_BAND])


# --- 41 Kakuna ----------------------------------------------------------------------------
def test_kakuna_secrete_poison_strikes_back():
    """Kakuna, Secrete Poison: during the opponent's next turn, whenever their attack damages
    Kakuna, their Active Pokémon is Poisoned and 10 to each of their Benched Pokémon."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack("neo2-41", "Secrete Poison", target=MACHOP, s=s)
    g.act("attach base1-97 active", "attack Low Kick")
    assert "poisoned" in g.p2.active.conditions and g.p2.bench[0].damage == 10


# --- 42 Metapod ---------------------------------------------------------------------------
def test_metapod_harden_and_hatch():
    """Metapod, Harden: during the opponent's next turn, damage of 20 or less done to it is
    prevented. Hatch: heads, remove all its damage counters; then search your deck for a
    card that evolves from Metapod and put it on it."""
    g = attack("neo2-42", "Harden", target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0
    s = Scenario()
    s.p1.deck("base2-33")  # Butterfree
    s.p2.deck(*["Water"] * 3)
    g = attack("neo2-42", "Hatch", coins=["H"], damage=30, s=s, then=["base2-33"])
    assert g.p1.active.name == "Butterfree" and g.p1.active.damage == 0


# --- 43 Omastar ---------------------------------------------------------------------------
def test_omastar_squeeze_and_spike_barrage():
    """Omastar, Squeeze: heads, 30 and Paralyzed. Spike Barrage: 20 plus 20 for each heads,
    a coin for each Water Energy attached."""
    g = attack("neo2-43", "Squeeze", coins=["H"], target=LAPRAS)  # (a Fighting Pokémon)
    assert g.p2.active.damage == 30 and "paralyzed" in g.p2.active.conditions
    g = attack("neo2-43", "Spike Barrage", coins="HTH", target=LAPRAS, energy=["Water"] * 3)
    assert g.p2.active.damage == 60


# --- 44 Poliwhirl -------------------------------------------------------------------------
def test_poliwhirl_belly_drum_attaches_two_basic_energy():
    """Poliwhirl, Belly Drum: put 3 damage counters on Poliwhirl; unless that Knocks it Out,
    search your deck for 2 basic Energy cards and attach them to it."""
    s = Scenario()
    s.p1.deck("Water", "Fire", "Grass")
    s.p2.deck(*["Water"] * 3)
    g = attack("neo2-44", "Belly Drum", s=s, then=[WATER, FIRE])
    assert g.p1.active.damage == 30 and len(g.p1.active.energy) == 3


# --- 45 Pupitar ---------------------------------------------------------------------------
def test_pupitar_dust_devil_hits_each_non_fighting_pokemon():
    """Pupitar, Dust Devil: 10 to each non-Fighting Pokémon in play (both players'), without
    Weakness or Resistance; a Fighting Pokémon is spared."""
    s = scenario()
    s.p1.bench(MACHOP).bench(PIKACHU)
    s.p2.bench(BULBASAUR)
    g = attack("neo2-45", "Dust Devil", s=s)
    assert g.p2.active.damage == 10 and g.p2.bench[0].damage == 10
    assert g.p1.bench[0].damage == 0 and g.p1.bench[1].damage == 10


# --- 46 Scyther ---------------------------------------------------------------------------
@pytest.mark.parametrize("coins, done", [("TTTT", 10), ("HTTT", 20), ("HHTT", 30),
                                         ("HHHT", 50), ("HHHH", 90)])
def test_scyther_fury_cutter(coins, done):
    """Scyther, Fury Cutter: flip 4 coins; 10 plus 10, 20, 40 or 80 for 1, 2, 3 or 4 heads."""
    assert attack("neo2-46", "Fury Cutter", coins=coins, target=CHANSEY).p2.active.damage == done


# --- 47, 49, 50 Unown [D], [M], [N] -------------------------------------------------------
@pytest.mark.parametrize("unown, attacker, name, energy, coins, done", [
    (UNOWN_D, SNEASEL, "Fury Swipes", [DARKNESS], "HHH", 10),  # 30 + 10 (Darkness) - 30
    (UNOWN_M, SKARMORY, "Steel Wing", [METAL, "Water", "Water"], "T", 0),
    (UNOWN_N, "neo1-41", "Body Slam", ["Water"] * 3, "T", 0)])
def test_unown_reduces_damage_from_a_type_by_thirty(unown, attacker, name, energy, coins, done):
    """Unown [D], [M], [N]: whenever a Darkness, Metal or Colorless Pokémon damages 1 of your
    Pokémon, reduce that damage by 30 (after W/R). It works while Asleep (the Unown itself,
    Asleep, is the Active Pokémon attacked here)."""
    s = Scenario()
    s.p1.deck(*["Water"] * 3)
    s.p2.deck(*["Water"] * 3)
    s.p1.active(attacker, energy=energy)
    s.p2.active(unown, conditions=["asleep"])
    s.coins(*coins, "T")  # (T: still Asleep at the Checkup)
    g = s.start()
    g.act(f"attack {name}")
    assert g.p2.active.damage == done


def test_unown_stops_with_two_of_the_same_letter_in_play():
    """Unown [N]: the power stops working while its owner has more than 1 Unown [N] in play:
    Miltank's Body Slam does its 20."""
    s = Scenario()
    s.p1.deck(*["Water"] * 3)
    s.p2.deck(*["Water"] * 3)
    s.p1.active("neo1-41", energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(UNOWN_N).bench(UNOWN_N)
    s.coins("T")
    g = s.start()
    g.act("attack Body Slam")
    assert g.p2.active.damage == 20


# --- 48 Unown [F], 51 Unown [U], 69 Unown [O] ---------------------------------------------
def test_unown_f_find_needs_f_i_n_d_on_the_bench():
    """Unown [F], [Find]: once during your turn, if Unown [F], [I], [N] and [D] are on your
    Bench, search your deck for a Trainer card and put it into your hand."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench(UNOWN_F).bench(UNOWN_I).bench(UNOWN_N)
    s.p1.deck("base1-91", "Water")
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    g = s.start()
    assert "power bench1 [Find]" not in keys(g)
    s.p1.bench(UNOWN_D)
    g = s.start()
    g.act("power bench1 [Find]", "base1-91")
    assert "base1-91" in ids(g.p1.hand)


def test_unown_u_undo_returns_the_active_to_the_hand():
    """Unown [U], [Undo]: once during your turn, if Unown [U], [N], [D] and [O] are on your
    Bench, return your Active Pokémon and all cards attached to it to your hand."""
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning"])
    s.p1.bench(UNOWN_U).bench(UNOWN_N).bench(UNOWN_D).bench(UNOWN_O)
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("power bench1 [Undo]", "bench1")
    assert sorted(ids(g.p1.hand)) == sorted([PIKACHU, LIGHTNING])
    assert g.p1.active.name == "Unown [U]"


def test_unown_o_observe_looks_at_the_top_five_of_the_opponents_deck():
    """Unown [O], [Observe]: once during your turn, look at 5 cards from the top of your
    opponent's deck and put them back in the same order."""
    s = scenario()
    s.p1.active(UNOWN_O)
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    g = s.start()
    before = ids(g.p2.deck)
    top = ", ".join(c.name for c in g.p2.deck[:5])
    g.act("power active [Observe]")
    assert ids(g.p2.deck) == before and "power active [Observe]" not in keys(g)
    # the cards: in p1's log only (``Game.tell``)
    seen = f"(only p1 sees) the top of p2's deck, from the top: {top}"
    assert seen in g.log_for("p1") and seen not in g.log_for("p2") + g.log


# --- 54 Dunsparce, 58 Mareep, 59 Natu, 60 Omanyte, 62 Poliwag, 64 Spinarak ----------------
def test_coin_attacks():
    """Dunsparce's Glare, Omanyte's Bind: heads, Paralyzed. Natu's Confuse Ray: heads,
    Confused. Spinarak's Poison Sting: heads, Poisoned. Poliwag's Hypnosis: Asleep. Mareep's
    Thunder Jolt: tails, 10 to itself."""
    assert "paralyzed" in attack("neo2-54", "Glare", coins="H").p2.active.conditions
    assert "paralyzed" in attack("neo2-60", "Bind", coins="H").p2.active.conditions
    assert "confused" in attack("neo2-59", "Confuse Ray", coins="H").p2.active.conditions
    assert "poisoned" in attack("neo2-64", "Poison Sting", coins="H").p2.active.conditions
    assert "asleep" in attack("neo2-62", "Hypnosis", coins="T").p2.active.conditions
    assert attack("neo2-58", "Thunder Jolt", coins="T").p1.active.damage == 10


# --- 56 Kabuto ----------------------------------------------------------------------------
def test_kabuto_work_together_counts_the_fossil_pokemon_on_the_bench():
    """Kabuto, Work Together: heads, 10 more for each Omanyte, Omastar, Kabuto and Kabutops
    on your Bench."""
    s = scenario()
    s.p1.bench("neo2-60").bench("neo2-56").bench(PIKACHU)
    g = attack("neo2-56", "Work Together", coins=["H"], s=s, target=LAPRAS)
    assert g.p2.active.damage == 30


# --- 61 Pineco ----------------------------------------------------------------------------
def test_pineco_burst():
    """Pineco, Burst: first coin heads, 40 to itself and 10 to each Benched Pokémon (both
    sides); second coin tails, the attack does nothing (no damage to the Defending)."""
    s = scenario()
    s.p2.bench(MACHOP)
    s.p1.bench(PIKACHU)
    g = attack("neo2-61", "Burst", coins="HH", s=s, target=CHANSEY)
    assert g.p2.active.damage == 40 and g.p2.bench[0].damage == 10
    assert "neo2-61" in ids(g.p1.discard)  # (40 HP: its own 40 Knocks it Out)
    assert g.p1.active.damage == 10  # Pikachu, from the Bench
    g = attack("neo2-61", "Burst", coins="TT", target=CHANSEY)
    assert g.p2.active.damage == 0


# --- 63 Sentret, 65 Teddiursa, 66 Tyrogue, 70 Weedle, 71 Wooper ---------------------------
def test_sentret_scout_looks_at_the_hand():
    """Sentret, Scout: look at your opponent's hand."""
    g = attack("neo2-63", "Scout")
    assert any("hand" in line for line in g.log)


def test_teddiursa_nap_time_heals_and_sleeps():
    """Teddiursa, Nap Time: remove all damage counters from it; it is now Asleep."""
    g = attack("neo2-65", "Nap Time", damage=30, coins="T")
    assert g.p1.active.damage == 0 and "asleep" in g.p1.active.conditions


def test_tyrogue_and_weedle_tails_do_nothing():
    """Tyrogue's Smash Punch: tails, nothing. Weedle's Spike Stab: heads, 20 and Poisoned;
    tails, nothing."""
    assert attack("neo2-66", "Smash Punch", coins="T").p2.active.damage == 0
    assert attack("neo2-66", "Smash Punch", coins="H", target=LAPRAS).p2.active.damage == 30
    assert attack("neo2-70", "Spike Stab", coins="T").p2.active.damage == 0


def test_wooper_slime_tails_prevents_the_damage():
    """Wooper, Slime: during the opponent's next turn, an attack that would damage Wooper
    makes them flip: tails, no damage to it."""
    g = attack("neo2-71", "Slime", coins=["T"], target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 67 Unown [E], 68 Unown [I], 74 Ruin Wall ---------------------------------------------
def test_unown_e_engage_each_may_draw_a_new_hand_of_four():
    """Unown [E], [Engage]: when you play it from your hand, your opponent may shuffle their
    hand into their deck and draw 4; either way, you may do the same."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand(UNOWN_E, "Water", "Water")
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act(f"bench {UNOWN_E}")
    assert g.decision.player == "p2"
    g.act("yes", "no")
    assert len(g.p2.hand) == 4 and len(g.p1.hand) == 2


@pytest.mark.parametrize("how", ["power", "trainer"])
def test_unown_i_and_ruin_wall_bench_an_unown_from_the_deck(how):
    """Unown [I], [Increase] (when played from the hand, you may) and Ruin Wall: search your
    deck for a card with Unown in its name and put it onto your Bench."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.deck(UNOWN_F, "Water")
    s.p1.hand(UNOWN_I if how == "power" else "neo2-74", "Water")
    s.p2.active(ZAPDOS)
    g = s.start()
    if how == "power":
        g.act(f"bench {UNOWN_I}", "yes", UNOWN_F)
    else:
        g.act("play neo2-74", UNOWN_F)
    assert "Unown [F]" in [m.name for m in g.p1.bench]


# --- 73 Hyper Devolution Spray ------------------------------------------------------------
def test_hyper_devolution_spray_returns_the_top_card_and_bars_evolving_again():
    """Hyper Devolution Spray: choose 1 of your evolved Pokémon; the highest Stage card on it
    goes back to your hand; it can't evolve again this turn."""
    s = scenario()
    s.p1.active(KADABRA, under=[ABRA], damage=20)
    s.p1.hand("neo2-73")
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("play neo2-73")
    assert g.p1.active.name == "Abra" and ids(g.p1.hand) == [KADABRA]
    assert f"evolve {KADABRA} active" not in keys(g)


# --- 75 Energy Ark ------------------------------------------------------------------------
def test_energy_ark_a_basic_energy_for_each_heads():
    """Energy Ark: flip 2 coins; for each heads, search your deck for a basic Energy card and
    put it into your hand."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.deck("Fire", "Grass", "base1-91")
    s.p1.hand("neo2-75")
    s.p2.active(ZAPDOS)
    s.coins("H", "T")
    g = s.start()
    g.act("play neo2-75", FIRE)
    assert ids(g.p1.hand) == [FIRE]


# --- 2 Forretress: Spikes -----------------------------------------------------------------
def test_forretress_spikes_damages_the_new_active_during_its_owners_turn():
    """Forretress, Spikes: during the opponent's turn, whenever 1 of their Benched Pokémon
    becomes their Active Pokémon, 10 damage to it (no Weakness or Resistance)."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench("neo2-21")
    s.p1.hand("Water")
    s.p2.active(MACHOP)
    s.p2.bench(ZAPDOS)
    s.p2.hand("base1-95", "Fighting")  # Switch
    g = s.start("p2")
    g.act("play base1-95")
    assert g.p2.active.name == "Zapdos" and g.p2.active.damage == 10


# --- 13 Umbreon, 55 Hoppip, 57 Larvitar (no text) -----------------------------------------
@pytest.mark.parametrize("mon", ["neo2-13", "neo2-55", "neo2-57"])
def test_attacks_without_text_do_their_printed_damage(mon):
    """Umbreon (13), Hoppip (55), Larvitar (57): attacks without text do the printed damage."""
    atk = card(mon).attacks[0]
    energy = [BASIC[t] if t != "Colorless" else "Water" for t in atk.cost]
    g = attack(mon, atk.name, target=CHANSEY, energy=energy)  # (no Darkness Energy)
    assert g.p2.active.damage == int(atk.damage) * (2 if card(mon).types[0] == "Fighting" else 1)


# --- 40 Igglybuff -------------------------------------------------------------------------
def test_igglybuff_gaze_stops_a_benched_pokemons_power_this_turn():
    """Igglybuff, Gaze: once during your turn, choose 1 of the opponent's Benched Pokémon with
    a Pokémon Power: that power stops working until the end of this turn (Unown [N] no
    longer reduces Miltank's damage)."""
    s = scenario()
    s.p1.active("neo2-40")
    s.p1.bench("neo1-41", energy=["Water"] * 3)
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    s.p2.bench(UNOWN_N).bench(MACHOP)
    g = s.start()
    g.act("power active Gaze")
    assert g.p2.bench[0].has_effect("powers-off")


# --- 52 Xatu ------------------------------------------------------------------------------
def test_xatu_energy_cycle_moves_a_defending_energy_to_the_bench():
    """Xatu, Energy Cycle: heads, choose 1 Energy card attached to the Defending Pokémon
    (Special ones too) and 1 of the opponent's Benched Pokémon; attach it there."""
    s = scenario()
    s.p2.active(ZAPDOS, energy=[DARKNESS])
    s.p2.bench(MACHOP)
    s.p1.active("neo2-52", energy=["Psychic"])
    s.coins("H")
    g = s.start()
    g.act("attack Energy Cycle")
    assert ids(g.p2.bench[0].energy) == [DARKNESS] and g.p2.active.energy == []


# --- 56 Kabuto, 60 Omanyte, 72 Fossil Egg -------------------------------------------------
@pytest.mark.parametrize("how", ["Revive Friends", "Revive Fossil", "Fossil Egg"])
def test_a_fossil_pokemon_from_the_deck_onto_the_bench_as_a_basic(how):
    """Kabuto's Revive Friends (a Kabuto), Omanyte's Revive Fossil and Fossil Egg (a card that
    evolves from Mysterious Fossil): heads, search your deck for it and put it onto your
    Bench, treated as a Basic Pokémon."""
    s = scenario()
    s.p1.deck("neo2-56", "Water")
    s.p1.hand("Water", "neo2-72")
    s.p2.active(ZAPDOS)
    s.p1.active("neo2-56" if how == "Revive Friends" else "neo2-60")
    s.coins("H")
    g = s.start()
    g.act("play neo2-72" if how == "Fossil Egg" else f"power active {how}", "neo2-56")
    assert [m.name for m in g.p1.bench] == ["Kabuto"]


# --- the Unown deck rule -------------------------------------------------------------------
def test_unown_deck_rule_at_most_four_unown_of_any_letters():
    """Every Unown of Neo Discovery: "You may have up to 4 Basic Pokémon cards in your deck
    with Unown in their names" — all letters together (docs/rulings.md): 4 Unown of 4
    letters are legal, a fifth of any letter is not."""
    from oldback.formats import get_format

    fmt = get_format("rocket-lc")
    four = [card(UNOWN_F), card(UNOWN_I), card(UNOWN_N), card(UNOWN_D)]
    water = [card(WATER)] * 56
    assert fmt.problems(four + water) == []
    assert fmt.problems(four + [card("neo2-33")] + water[1:]) == [
        "5 Basic Pokémon cards with Unown in their names: at most 4"]


def test_magnemite_lock_on_makes_electric_bolts_tails_heads_next_turn():
    """Magnemite, Lock-on: during your next turn, tails flipped for Magnemite's Electric Bolt
    count as heads (benching or evolving either Pokémon ends this): both coins tails, still
    50 and Paralyzed."""
    s = scenario()
    s.p1.active("neo2-7", energy=["Lightning", "Water"])
    s.p2.active(CHANSEY)
    s.coins("T", "T")
    g = s.start()
    g.act("attack Lock-on", "end", "attack Electric Bolt")
    assert g.p2.active.damage == 50 and "paralyzed" in g.p2.active.conditions


def test_lock_on_ends_when_the_defending_pokemon_is_benched():
    """Lock-on ends if either Pokémon is Benched: the opponent retreats Chansey, and against
    Machop the tails count as tails: Electric Bolt does nothing."""
    s = scenario()
    s.p1.active("neo2-7", energy=["Lightning", "Water"])
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.coins("T", "T")
    g = s.start()
    g.act("attack Lock-on", "attach base1-97 active", "retreat")
    g.act("attack Electric Bolt")
    assert g.p2.active.damage == 0


# --- 11 Smeargle --------------------------------------------------------------------------
def test_smeargle_sketch_copies_the_attack_it_saw_last_turn():
    """Smeargle, Sketch: if the Defending Pokémon attacked last turn while Smeargle was in
    play, Smeargle does that attack, without its Energy cost or other requirements."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench("neo2-11", energy=["Water", "Water"])
    s.p1.hand("Water")
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Low Kick")  # Chansey (Weak to Fighting) takes 40; Smeargle on the Bench
    g.act("attach base1-102 active", "retreat", "attack Sketch")
    assert g.p2.active.damage == 20


def test_smeargle_sketch_without_an_attack_to_copy_does_nothing():
    """Smeargle, Sketch: with no attack by the Defending Pokémon last turn, nothing happens."""
    g = attack("neo2-11", "Sketch", target=MACHOP, energy=["Water", "Water"])
    assert g.p2.active.damage == 0


def test_a_pokemon_tool_stays_on_a_devolved_pokemon():
    """Hyper Devolution Spray and the spec's Pokémon Tools: the Evolution card goes back to
    the hand; the Pokémon Tool (Focus Band) stays attached to the Pokémon, as its Energy
    does."""
    s = scenario()
    s.p1.active(KADABRA, under=[ABRA], energy=["Psychic"], attached=[FOCUS_BAND])
    s.p1.hand("neo2-73")
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("play neo2-73")
    assert ids(g.p1.active.attached) == [FOCUS_BAND] and ids(g.p1.active.energy) == [PSYCHIC]


def test_fossil_egg_may_bench_the_fossil_pokemon_from_the_hand():
    """Fossil Egg: heads, the card that evolves from Mysterious Fossil may come from your hand
    instead of your deck (treated as a Basic Pokémon)."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand("neo2-72", "neo2-60", "Water")  # Omanyte in hand
    s.p1.deck("Water", "Water")
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start()
    g.act("play neo2-72", "hand:neo2-60")
    assert [m.name for m in g.p1.bench] == ["Omanyte"] and "neo2-60" not in ids(g.p1.hand)


def test_feint_attack_is_not_reduced_by_unown_d():
    """Murkrow's Feint Attack isn't affected by Pokémon Powers (docs/rulings.md): Unown [D]'s
    [Darkness] doesn't reduce its 20 (+10 for Darkness Energy, damage step 5) to Unown [D]."""
    s = scenario()
    s.p1.active(MURKROW, energy=[DARKNESS, "Water"])
    s.p2.active(UNOWN_D)
    g = s.start()
    g.act("attack Feint Attack")  # (the only opposing Pokémon: no question)
    assert g.p2.active.damage == 30


def test_the_words_of_crunch_screech_and_ruin_wall():
    """The text the tables show follows the cards: Crunch (neo2-4) and Screech (neo1-69)
    last "until the end of your next turn" (they matter in the opponent's turn between);
    Focus Energy (gym1-82) "during your next turn"; Ruin Wall (neo2-74) and [Increase]
    can't be done with a full Bench, whatever plays them (card text)."""
    from oldback.engine.scripts import script_of

    def attack_text(card_id: str, name: str) -> str:
        return script_of(card(card_id)).attacks[name].text

    assert attack_text("neo2-4", "Crunch").startswith("Until the end of your next turn: ")
    assert attack_text("neo1-69", "Screech").startswith("Until the end of your next turn: ")
    assert attack_text("gym1-82", "Focus Energy").startswith("During your next turn: ")
    ruin_wall = script_of(card("neo2-74")).text
    assert ruin_wall.endswith("Not while your Bench is full.")
    assert "This attack" not in ruin_wall
