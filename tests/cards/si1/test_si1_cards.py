"""Southern Islands (si1): the 18 Pokémon's attacks, in number order. Each test names the
card and says its text in our words; a reading of ours says so and is in docs/rulings.md."""

from __future__ import annotations

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

MEW, PIDGEOT, ONIX, TOGEPI, IVYSAUR, RATICATE = (
    "si1-1", "si1-2", "si1-3", "si1-4", "si1-5", "si1-6")
LEDYBA, JIGGLYPUFF, BUTTERFREE, TENTACRUEL, MARILL, LAPRAS = (
    "si1-7", "si1-8", "si1-9", "si1-10", "si1-11", "si1-12")
EXEGGUTOR, SLOWKING, WARTORTLE, LICKITUNG, VILEPLUME, PRIMEAPE = (
    "si1-13", "si1-14", "si1-15", "si1-16", "si1-17", "si1-18")
CHANSEY, CHARMANDER, SQUIRTLE, VULPIX, ABRA = (
    "base1-3", "base1-46", "base1-63", "base1-68", "base1-43")
ELECTABUZZ, MACHOP, BULBASAUR, ZAPDOS = "base1-20", "base1-52", "base1-44", "base1-16"
POTION, DCE, PLUSPOWER = "base1-94", "base1-96", "base1-84"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 8)
    s.p2.deck(*["Water"] * 8)
    s.p2.hand("Fighting")  # p2's turn waits for an action
    return s


# --- 1 Mew ---------------------------------------------------------------------------------
def test_mew_rainbow_wave_hits_each_opposing_pokemon_of_the_chosen_type():
    """Mew, Rainbow Wave: choose a type (not Colorless) of the Energy attached to Mew; 20
    damage to each of the opponent's Pokémon of that type, Benched ones included, without
    Weakness or Resistance (Charmander is weak to nothing Mew is, Vulpix on the Bench)."""
    s = scenario()
    s.p1.active(MEW, energy=["Psychic", "Fire", DCE])
    s.p2.active(CHARMANDER)
    s.p2.bench(SQUIRTLE)
    s.p2.bench(VULPIX)
    g = s.start("p1")
    g.act("attack Rainbow Wave")
    assert g.decision.kind == "type" and keys(g) == {"Psychic", "Fire"}
    g.act("Fire")
    assert g.p2.active.damage == 20 and g.p2.bench[1].damage == 20
    assert g.p2.bench[0].damage == 0


def test_mew_rainbow_wave_applies_no_weakness_and_spares_other_types():
    """Rainbow Wave on Psychic: Abra (weak to Psychic) takes 20, not 40; the Fire Pokémon
    takes nothing."""
    s = scenario()
    s.p1.active(MEW, energy=["Psychic"])
    s.p2.active(ABRA)
    s.p2.bench(VULPIX)
    g = s.start("p1")
    g.act("attack Rainbow Wave")
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 0


# --- 2 Pidgeot -----------------------------------------------------------------------------
def test_pidgeot_supersonic_flight_tails_does_nothing():
    """Pidgeot, Supersonic Flight: 40, but tails and the attack does nothing."""
    for coin, done in (("H", 40), ("T", 0)):
        s = scenario()
        s.p1.active(PIDGEOT, energy=["Water", "Water"])
        s.p2.active(CHANSEY)
        s.coins(coin)
        g = s.start("p1")
        g.act("attack Supersonic Flight")
        assert g.p2.active.damage == done


# --- 3 Onix --------------------------------------------------------------------------------
def test_onix_slam_and_body_slam():
    """Onix: Slam does 20 for each heads of 2 coins; Body Slam's heads paralyzes."""
    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 4)
    s.p2.active("base1-10")  # Mewtwo: no Weakness to Fighting
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Slam")
    assert g.p2.active.damage == 40
    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 4)
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Body Slam")
    assert g.p2.active.damage == 10 and "paralyzed" in g.p2.active.conditions


# --- 4 Togepi ------------------------------------------------------------------------------
def test_togepi_bawl_heads_confuses():
    """Togepi, Bawl: 10; heads, the Defending Pokémon is now Confused."""
    s = scenario()
    s.p1.active(TOGEPI, energy=["Water"])
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Bawl")
    assert g.p2.active.damage == 10 and "confused" in g.p2.active.conditions


# --- 5 Ivysaur -----------------------------------------------------------------------------
def test_ivysaur_strange_scent_the_player_with_heads_removes_3_counters_among_theirs():
    """Ivysaur, Strange Scent: each player flips (the attacker first); one with heads removes
    3 damage counters in all from among their own Pokémon, choosing one at a time."""
    s = scenario()
    s.p1.active(IVYSAUR, energy=["Grass"], damage=20)
    s.p1.bench(BULBASAUR, damage=30)
    s.p2.active(CHANSEY, damage=50)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Strange Scent")
    assert g.decision.kind == "heal" and g.decision.player == "p1"
    assert keys(g) == {"active", "bench1"}
    g.act("active", "active")
    assert g.p1.active.damage == 0
    assert keys(g) == {"bench1"} or g.p1.bench[0].damage == 20  # only one left: taken
    assert g.p1.bench[0].damage == 20 and g.p2.active.damage == 50


def test_ivysaur_strange_scent_fewer_counters_removes_them_all_and_the_opponent_heals_too():
    """Strange Scent, both heads: p1 has only 1 counter (removes it); p2 removes 3 from its
    Pokémon too — the opponent chooses which."""
    s = scenario()
    s.p1.active(IVYSAUR, energy=["Grass"], damage=10)
    s.p2.active(CHANSEY, damage=20)
    s.p2.bench(ZAPDOS, damage=40)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Strange Scent")
    assert g.p1.active.damage == 0
    assert g.decision.player == "p2" and keys(g) == {"active", "bench1"}
    g.act("bench1", "bench1", "active")
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 10


# --- 6 Raticate ----------------------------------------------------------------------------
def test_raticate_sharp_teeth_heads_is_40():
    """Raticate, Sharp Teeth: 10, or 10 plus 30 on heads."""
    for coin, done in (("H", 40), ("T", 10)):
        s = scenario()
        s.p1.active(RATICATE, energy=["Water", "Water"])
        s.p2.active(ZAPDOS)
        s.coins(coin)
        g = s.start("p1")
        g.act("attack Sharp Teeth")
        assert g.p2.active.damage == done


# --- 7 Ledyba ------------------------------------------------------------------------------
def test_ledyba_agility_heads_prevents_everything_next_turn():
    """Ledyba, Agility: 20; heads, during the opponent's next turn everything attacks do to
    Ledyba, damage included, is prevented."""
    s = scenario()
    s.p1.active(LEDYBA, energy=["Grass", "Grass"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Agility")
    assert g.p2.active.damage == 20
    g.act("attack Low Kick")
    assert g.p1.active.damage == 0


# --- 8 Jigglypuff --------------------------------------------------------------------------
def test_jigglypuff_tempting_eyes_brings_up_the_benched_pokemon_you_choose():
    """Jigglypuff, Tempting Eyes: choose 1 of the opponent's Benched Pokémon and switch it
    with the Defending Pokémon."""
    s = scenario()
    s.p1.active(JIGGLYPUFF, energy=["Water"])
    s.p2.active(CHANSEY)
    s.p2.bench(ZAPDOS)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Tempting Eyes")
    assert g.decision.player == "p1"
    g.act("opp-bench2")
    assert g.p2.active.card.id == MACHOP and ids(m.card for m in g.p2.bench) == [ZAPDOS, CHANSEY]


def test_jigglypuff_sing_heads_puts_to_sleep():
    """Jigglypuff, Sing: heads, the Defending Pokémon is now Asleep."""
    s = scenario()
    s.p1.active(JIGGLYPUFF, energy=["Water"])
    s.p2.active(CHANSEY)
    s.coins("H", "T")  # Sing's coin, then the Checkup's: it stays Asleep
    g = s.start("p1")
    g.act("attack Sing")
    assert "asleep" in g.p2.active.conditions


# --- 9 Butterfree --------------------------------------------------------------------------
def test_butterfree_fly_tails_does_nothing_heads_shields():
    """Butterfree, Fly: tails, nothing at all; heads, 30 and the next turn's attacks do
    nothing to Butterfree."""
    s = scenario()
    s.p1.active(BUTTERFREE, energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Fly")
    assert g.p2.active.damage == 0
    s = scenario()
    s.p1.active(BUTTERFREE, energy=["Grass"] * 3)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Fly")
    assert g.p2.active.damage == 30
    g.act("attack Low Kick")
    assert g.p1.active.damage == 0


def test_butterfree_rainbow_powder_heads_paralyzes_tails_poisons():
    """Butterfree, Rainbow Powder: 20; heads Paralyzed, tails Poisoned."""
    for coin, condition, done in (("H", "paralyzed", 20), ("T", "poisoned", 30)):
        s = scenario()
        s.p1.active(BUTTERFREE, energy=["Grass"] * 3)
        s.p2.active(CHANSEY)
        s.coins(coin)
        g = s.start("p1")
        g.act("attack Rainbow Powder")  # Poison's counter comes at the Pokémon Checkup
        assert g.p2.active.damage == done and g.p2.active.conditions == {condition}


# --- 10 Tentacruel -------------------------------------------------------------------------
def test_tentacruel_tentacle_grip_draws_2_per_heads_of_a_coin_per_water():
    """Tentacruel, Tentacle Grip: a coin for each Water Energy attached (3 here; the Double
    Colorless adds none); 2 cards drawn for each heads."""
    s = scenario()
    s.p1.active(TENTACRUEL, energy=["Water", "Water", "Water", DCE])
    s.p2.active(CHANSEY)
    s.coins("H", "T", "H")
    g = s.start("p1")
    hand = len(g.p1.hand)
    g.act("attack Tentacle Grip")
    assert len(g.p1.hand) == hand + 4 and g.p2.active.damage == 0


def test_tentacruel_poison_sting_heads_paralyzes_as_printed():
    """Tentacruel, Poison Sting: 20; heads, the Defending Pokémon is now Paralyzed (the
    printed text; docs/rulings.md, Southern Islands)."""
    s = scenario()
    s.p1.active(TENTACRUEL, energy=["Water", "Water"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Poison Sting")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


# --- 11 Marill -----------------------------------------------------------------------------
def test_marill_squirt_10_to_any_opposing_pokemon_without_weakness():
    """Marill, Squirt: 10 to 1 of the opponent's Pokémon of your choice, no Weakness
    (Charmander, weak to Water, takes 10) or Resistance."""
    s = scenario()
    s.p1.active(MARILL, energy=["Water"])
    s.p2.active(CHARMANDER)
    s.p2.bench(ZAPDOS)
    g = s.start("p1")
    g.act("attack Squirt")
    assert g.decision.kind == "target"
    g.act("opp-active")
    assert g.p2.active.damage == 10 and g.p2.bench[0].damage == 0
    s = scenario()
    s.p1.active(MARILL, energy=["Water"])
    s.p2.active(CHARMANDER)
    s.p2.bench(ZAPDOS)
    g = s.start("p1")
    g.act("attack Squirt", "opp-bench1")
    assert g.p2.active.damage == 0 and g.p2.bench[0].damage == 10


# --- 12 Lapras -----------------------------------------------------------------------------
def test_lapras_gentle_song_heals_both_then_puts_to_sleep():
    """Lapras, Gentle Song: 2 counters off Lapras (1 if it has 1) and 2 off the Defending
    Pokémon; then the Defending Pokémon is Asleep."""
    s = scenario()
    s.p1.active(LAPRAS, energy=["Water"], damage=10)
    s.p2.active(CHANSEY, damage=50)
    s.coins("T")  # the Checkup's coin: it stays Asleep
    g = s.start("p1")
    g.act("attack Gentle Song")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 30
    assert g.p2.active.conditions == {"asleep"}


def test_lapras_ice_beam_heads_paralyzes():
    """Lapras, Ice Beam: 20; heads, Paralyzed."""
    s = scenario()
    s.p1.active(LAPRAS, energy=["Water", "Water"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Ice Beam")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


# --- 13 Exeggutor --------------------------------------------------------------------------
def test_exeggutor_sharpshooter_chooses_then_flips_a_coin_per_grass():
    """Exeggutor, Sharpshooter: choose 1 of the opponent's Pokémon, then a coin for each
    Grass Energy attached: 10 for each heads to it, no Weakness or Resistance."""
    s = scenario()
    s.p1.active(EXEGGUTOR, energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(ZAPDOS)
    s.coins("H", "H", "T")
    g = s.start("p1")
    g.act("attack Sharpshooter", "opp-bench1")
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 0


# --- 14 Slowking ---------------------------------------------------------------------------
def test_slowking_revelation_heads_finds_a_trainer_tails_nothing():
    """Slowking, Revelation: heads, search the deck for a Trainer card, show it and put it
    into the hand (the search may fail: spec, "Fail to find"); tails, nothing."""
    s = scenario()
    s.p1.active(SLOWKING, energy=["Psychic"])
    s.p1.deck(POTION, "Water", "Water")
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Revelation")
    assert g.decision.kind == "search-deck" and keys(g) == {POTION, "done"}
    g.act(POTION)
    assert POTION in ids(g.p1.hand) and POTION not in ids(g.p1.deck)
    s = scenario()
    s.p1.active(SLOWKING, energy=["Psychic"])
    s.p1.deck(POTION, "Water", "Water")
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Revelation")
    assert POTION in ids(g.p1.deck)


def test_slowking_psychic_counts_the_defending_pokemons_energy_cards():
    """Slowking, Psychic: 10 plus 10 for each Energy card on the Defending Pokémon (a
    Double Colorless is one card)."""
    s = scenario()
    s.p1.active(SLOWKING, energy=["Psychic", "Water"])
    s.p2.active(ZAPDOS, energy=["Water", DCE])
    g = s.start("p1")
    g.act("attack Psychic")
    assert g.p2.active.damage == 30


# --- 15 Wartortle --------------------------------------------------------------------------
def test_wartortle_water_gun_at_most_20_more():
    """Wartortle, Water Gun: 20 plus 10 for each Water Energy beyond the cost, at most 20
    more."""
    for extra, done in ((1, 30), (3, 40)):
        s = scenario()
        s.p1.active(WARTORTLE, energy=["Water"] * (2 + extra))
        s.p2.active(CHANSEY)
        g = s.start("p1")
        g.act("attack Water Gun")
        assert g.p2.active.damage == done


# --- 16 Lickitung --------------------------------------------------------------------------
def test_lickitung_lick_wounds_heals_any_damaged_pokemon_on_heads():
    """Lickitung, Lick Wounds: heads, choose 1 Pokémon with damage counters, yours or the
    opponent's, and remove 2 counters from it."""
    s = scenario()
    s.p1.active(LICKITUNG, energy=["Water"])
    s.p1.bench(BULBASAUR, damage=30)
    s.p2.active(CHANSEY, damage=40)
    s.p2.bench(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Lick Wounds")
    assert g.decision.kind == "heal" and keys(g) == {"bench1", "opp-active"}
    g.act("opp-active")
    assert g.p2.active.damage == 20 and g.p1.bench[0].damage == 30


def test_lickitung_tongue_stretch_heads_20_to_a_chosen_pokemon():
    """Lickitung, Tongue Stretch: heads, 20 to 1 of the opponent's Pokémon of your choice,
    no Weakness or Resistance; tails, nothing."""
    s = scenario()
    s.p1.active(LICKITUNG, energy=["Water", "Water"])
    s.p2.active(MACHOP)
    s.p2.bench(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Tongue Stretch", "opp-bench1")
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 0
    s = scenario()
    s.p1.active(LICKITUNG, energy=["Water", "Water"])
    s.p2.active(MACHOP)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Tongue Stretch")
    assert g.p2.active.damage == 0


# --- 17 Vileplume --------------------------------------------------------------------------
def test_vileplume_paradise_pollen_heads_heals_itself_and_a_benched_pokemon():
    """Vileplume, Paradise Pollen, heads: 2 counters off Vileplume (1 if it has 1), then 2
    off 1 of your damaged Benched Pokémon of your choice."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"], damage=10)
    s.p1.bench(BULBASAUR, damage=30)
    s.p1.bench(ZAPDOS)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Paradise Pollen")
    assert g.p1.active.damage == 0 and g.p1.bench[0].damage == 10


def test_vileplume_paradise_pollen_tails_still_heals_the_bench():
    """Paradise Pollen, tails: Vileplume keeps its counters, but "Then, if you have any
    Benched Pokémon with damage counters …" is done whatever the coin (our reading, as for
    Yanma's Shockwave: docs/rulings.md, Southern Islands)."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"], damage=30)
    s.p1.bench(BULBASAUR, damage=30)
    s.p1.bench(ZAPDOS, damage=10)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Paradise Pollen")
    assert keys(g) == {"bench1", "bench2"}
    g.act("bench2")
    assert g.p1.active.damage == 30 and g.p1.bench[1].damage == 0 and g.p1.bench[0].damage == 30


def test_vileplume_horrid_pollen_heads_paralyzes_tails_confuses():
    """Vileplume, Horrid Pollen: 30; heads Paralyzed, tails Confused."""
    for coin, condition in (("H", "paralyzed"), ("T", "confused")):
        s = scenario()
        s.p1.active(VILEPLUME, energy=["Grass"] * 3)
        s.p2.active(CHANSEY)
        s.coins(coin)
        g = s.start("p1")
        g.act("attack Horrid Pollen")
        assert g.p2.active.damage == 30 and g.p2.active.conditions == {condition}


# --- 18 Primeape ---------------------------------------------------------------------------
def test_primeape_rampage_counts_its_counters_and_tails_confuses_itself():
    """Primeape, Rampage: 20 plus 10 for each damage counter on Primeape; then a coin,
    tails, Primeape is Confused (after the damage)."""
    s = scenario()
    s.p1.active(PRIMEAPE, energy=["Fighting"] * 2, damage=30)
    s.p2.active(ZAPDOS)  # Fighting Resistance: 50 - 30
    s.coins("T")
    g = s.start("p1")
    g.act("attack Rampage")
    assert g.p2.active.damage == 20 and g.p1.active.conditions == {"confused"}
    s = scenario()
    s.p1.active(PRIMEAPE, energy=["Fighting"] * 2, damage=30)
    s.p2.active(CHANSEY)  # weak to Fighting: 50 × 2
    s.coins("H")
    g = s.start("p1")
    g.act("attack Rampage")
    assert g.p2.active.damage == 100 and not g.p1.active.conditions
