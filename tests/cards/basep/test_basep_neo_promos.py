"""Wizards Black Star Promos basep-25 … basep-53 (but 28, 40 and 47, tested with the earlier
promos), in number order: the Neo-era promos, the Baby Pokémon, the Stadiums (Lucky Stadium
also as Neo Destiny's reprint neo4-100) and the legends. Each test says the card's text in
our words; rulings and readings name their source (docs/rulings.md, Promos)."""

from __future__ import annotations

from dataclasses import replace

from oldback.engine import hooks
from oldback.rules import Rules
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

FLYING_PIKACHU, PIKACHU_26, PIKACHU_27, MARILL, TOGEPI, CLEFFA = (
    "basep-25", "basep-26", "basep-27", "basep-29", "basep-30", "basep-31")
SMEARGLE, SCIZOR, ENTEI, PICHU, IGGLYBUFF, HITMONTOP = (
    "basep-32", "basep-33", "basep-34", "basep-35", "basep-36", "basep-37")
UNOWN_J, MISDREAVUS, LUCKY_STADIUM, POKEMON_TOWER, MACHAMP, MAGMAR = (
    "basep-38", "basep-39", "basep-41", "basep-42", "basep-43", "basep-44")
SCYTHER, ELECTABUZZ, ARTICUNO, SNORLAX, CELEBI, RAPIDASH = (
    "basep-45", "basep-46", "basep-48", "basep-49", "basep-50", "basep-51")
HO_OH, SUICUNE = "basep-52", "basep-53"
ARTICUNO_22 = "basep-22"  # Diamond Dust: heads, 10 to each of the opponent's Benched Pokémon
LUCKY_STADIUM_NEO4 = "neo4-100"
UNOWN_N, UNOWN_I, UNOWN_O = "neo2-50", "neo2-68", "neo2-69"
CHANSEY, ZAPDOS, MACHOP, MEWTWO, CHARMANDER = (
    "base1-3", "base1-16", "base1-52", "base1-10", "base1-46")
SEEL, DIGLETT, VULPIX = "base1-41", "base1-47", "base1-68"
ENERGY_RETRIEVAL, PLUSPOWER, DCE, METAL = "base1-81", "base1-84", "base1-96", "neo1-19"
FIRE, WATER = "base1-98", "base1-102"


def scenario(rules: Rules | str = "pokemon1999") -> Scenario:
    s = Scenario(rules=rules)
    s.p1.deck(*["Water"] * 8)
    s.p2.deck(*["Water"] * 8)
    s.p2.hand("Fighting")  # p2's turn waits for an action
    return s


def attack(attacker: str, name: str, energy, defender: str = CHANSEY, coins=(), damage=0,
           s: Scenario | None = None):
    s = s or scenario()
    s.p1.active(attacker, energy=energy, damage=damage)
    s.p2.active(defender)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {name}")
    return g


# --- 25 Flying Pikachu ---------------------------------------------------------------------
def test_flying_pikachu_thundershock_and_fly():
    """Flying Pikachu: Thundershock's heads paralyzes; Fly's tails does nothing at all, its
    heads does 30 and shields Flying Pikachu from the next turn's attacks."""
    g = attack(FLYING_PIKACHU, "Thundershock", ["Lightning"], coins="H")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}
    g = attack(FLYING_PIKACHU, "Fly", ["Lightning"] * 3, coins="T")
    assert g.p2.active.damage == 0
    s = scenario()
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p1.active(FLYING_PIKACHU, energy=["Lightning"] * 3)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Fly")
    assert g.p2.active.damage == 30
    g.act("attack Low Kick")
    assert g.p1.active.damage == 0


# --- 26 Pikachu ----------------------------------------------------------------------------
def test_pikachu_thunderbolt_discards_all_its_energy():
    """Pikachu (promo 26), Thunderbolt: 40, then discard every Energy card on Pikachu."""
    g = attack(PIKACHU_26, "Thunderbolt", ["Lightning", "Lightning", DCE])
    assert g.p2.active.damage == 40 and g.p1.active.energy == []
    assert sorted(ids(g.p1.discard)) == sorted(["base1-100", "base1-100", DCE])


# --- 27 Pikachu ----------------------------------------------------------------------------
def test_pikachu_agility_heads_prevents_everything_next_turn():
    """Pikachu (promo 27), Agility: 20; heads, the next turn's attacks do nothing to it;
    Thundershock paralyzes on heads."""
    s = scenario()
    s.p1.active(PIKACHU_27, energy=["Lightning"] * 2)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Agility")
    assert g.p2.active.damage == 20
    g.act("attack Low Kick")
    assert g.p1.active.damage == 0
    g = attack(PIKACHU_27, "Thundershock", ["Lightning"], coins="H")
    assert g.p2.active.conditions == {"paralyzed"}


# --- 29 Marill -----------------------------------------------------------------------------
def test_marill_water_gun_counts_every_spare_energy_at_most_20():
    """Marill (promo 29), Water Gun: 20 plus 10 for each Energy of any type beyond the cost
    (a Double Colorless is 2), at most 20 more."""
    g = attack(MARILL, "Water Gun", ["Water", "Water", "Fire"])
    assert g.p2.active.damage == 30
    g = attack(MARILL, "Water Gun", ["Water", "Water", DCE, "Fire"])
    assert g.p2.active.damage == 40


# --- 30 Togepi -----------------------------------------------------------------------------
def test_togepi_snivel_reduces_before_weakness_and_resistance():
    """Togepi (promo 30), Snivel: the Defending Pokémon's attack on Togepi next turn does 20
    less *before* Weakness and Resistance (damage step 2): Machop's Low Kick, 20 with a
    PlusPower, stops at 0 there and the PlusPower can't bring it back (spec, Damage
    Calculation step 2; Cubone's Snivel, "after", would let 10 through)."""
    s = scenario()
    s.p1.active(TOGEPI, energy=["Water"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p2.hand(PLUSPOWER)
    g = s.start("p1")
    g.act("attack Snivel")
    g.act(f"play {PLUSPOWER}")
    g.act("attack Low Kick")
    assert g.p1.active.damage == 0


def test_togepi_snivel_concerns_only_the_pokemon_it_faced():
    """Snivel: "benching either Pokémon ends this effect" — once a Switch benches that
    Machop, another Machop's Low Kick does its full 20 to Togepi."""
    s = scenario()
    s.p1.active(TOGEPI, energy=["Water"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p2.bench(MACHOP, energy=["Fighting"])
    s.p2.hand("base1-95")  # Switch
    g = s.start("p1")
    g.act("attack Snivel")
    g.act("play base1-95")
    g.act("attack Low Kick")
    assert g.p1.active.damage == 20


def test_togepi_mini_metronome_copies_a_defending_attack_on_heads():
    """Mini-Metronome: heads, choose 1 of the Defending Pokémon's attacks and do it (no Energy
    cost; Togepi stays Colorless: Machop's Psychic Weakness doesn't apply); tails, nothing."""
    g = attack(TOGEPI, "Mini-Metronome", ["Water", "Water"], defender=MACHOP, coins="H")
    assert g.p2.active.damage == 20
    g = attack(TOGEPI, "Mini-Metronome", ["Water", "Water"], defender=MACHOP, coins="T")
    assert g.p2.active.damage == 0


# --- 31 Cleffa -----------------------------------------------------------------------------
def test_cleffa_eek_draws_two():
    """Cleffa (promo 31), Eek: draw 2 cards."""
    s = scenario()
    s.p1.active(CLEFFA, energy=["Water"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    hand = len(g.p1.hand)
    g.act("attack Eek")
    assert len(g.p1.hand) == hand + 2


def test_cleffa_is_a_baby_the_attacker_flips_first():
    """Cleffa is a Baby Pokémon: an attack on it starts with the Baby Rule's coin; tails, the
    attack fails and the turn ends (spec, Attack Procedures step 2)."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(CLEFFA)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.p2.active.damage == 0 and g.current == "p2"


# --- 32 Smeargle ---------------------------------------------------------------------------
def test_smeargle_paint_makes_the_defending_pokemon_the_chosen_type():
    """Smeargle, Paint: heads, choose a type (not Colorless): the Defending Pokémon has a
    Coloring counter and is that type; a second one replaces the first. A Color marker
    stays when its Pokémon goes to the Bench (spec, Notes on Retreating)."""
    s = scenario()
    s.p1.active(SMEARGLE, energy=["Water"])
    s.p2.active(CHARMANDER)
    s.p2.bench(VULPIX)
    s.p2.hand(ENERGY_RETRIEVAL)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Paint")
    assert g.decision.kind == "type" and "Colorless" not in keys(g)
    g.act("Water")
    assert hooks.types(g, g.p2.active) == ("Water",)
    g.act("end")
    g.act("attack Paint", "Grass")
    assert hooks.types(g, g.p2.active) == ("Grass",)
    assert [e.kind for e in g.p2.active.effects].count("changed-type") == 1


def test_smeargle_paint_tails_does_nothing():
    """Paint, tails: nothing; the Defending Pokémon keeps its type."""
    g = attack(SMEARGLE, "Paint", ["Water"], defender=CHARMANDER, coins="T")
    assert hooks.types(g, g.p2.active) == ("Fire",)


# --- 33 Scizor -----------------------------------------------------------------------------
def test_scizor_leer_heads_the_defending_pokemon_cant_attack_scizor():
    """Scizor, Leer: heads, the Defending Pokémon can't attack Scizor next turn."""
    s = scenario()
    s.p1.active(SCIZOR, energy=[METAL])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Leer")
    assert "attack Low Kick" not in keys(g)


def test_scizor_metal_pincer_flips_until_tails():
    """Metal Pincer: 30 plus 10 for each heads before the first tails."""
    g = attack(SCIZOR, "Metal Pincer", [METAL, "Water", "Water"], defender=ZAPDOS,
               coins="HHT")
    assert g.p2.active.damage == 50


# --- 34 Entei ------------------------------------------------------------------------------
def bolt(coins: str, damage: int = 0, conditions=()) -> Scenario:
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(ENTEI, energy=["Fire", "Fire"], damage=damage, conditions=conditions)
    s.p2.bench(VULPIX)
    s.coins(*coins)
    return s


def test_entei_bolt_heads_shuffles_entei_into_the_deck():
    """Entei, Bolt: the opponent's attack damages Entei without Knocking it Out; heads,
    Entei and its cards are shuffled into its owner's deck, the Benched Vulpix comes up, and
    no Prize is taken."""
    g = bolt("H").start("p1")
    cards = len(g.p2.deck) + len(g.p2.hand)
    g.act("attack Low Kick")
    assert g.p2.active.card.id == VULPIX and g.p2.bench == []
    assert len(g.p2.deck) + len(g.p2.hand) == cards + 3
    assert ENTEI in ids(g.p2.deck) + ids(g.p2.hand) and ENTEI not in ids(g.p2.discard)
    assert len(g.p1.prizes) == 6


def test_entei_bolt_tails_entei_stays():
    """Bolt, tails: Entei stays with its damage."""
    g = bolt("T").start("p1")
    g.act("attack Low Kick")
    assert g.p2.active.card.id == ENTEI and g.p2.active.damage == 20


def test_entei_bolt_not_when_knocked_out_nor_when_already_asleep():
    """Bolt: no coin when the attack Knocks Entei Out ("unless that attack Knocks Out
    Entei"), nor when Entei is already Asleep when damaged (no coin is scripted: a flip
    would fail the test)."""
    g = bolt("", damage=70).start("p1")
    g.act("attack Low Kick")
    assert ENTEI in ids(g.p2.discard)
    g = bolt("T", conditions=("asleep",)).start("p1")  # T: the Checkup's Sleep coin
    g.act("attack Low Kick")
    assert g.p2.active.card.id == ENTEI and g.p2.active.damage == 20


def test_entei_bolt_the_attacks_later_effects_dont_follow_the_new_active():
    """Bolt shuffles Entei away at the damage; Thundershock's Paralysis, an effect on the
    Defending Pokémon done after the damage, does not fall on the Pokémon sent up."""
    s = scenario()
    s.p1.active("base1-20", energy=["Lightning"])  # Electabuzz: Thundershock
    s.p2.active(ENTEI, energy=["Fire"])
    s.p2.bench(VULPIX)
    s.p2.bench(SEEL)
    s.coins("H", "H")  # Bolt, then Thundershock
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.decision.player == "p2" and keys(g) == {"bench1", "bench2"}
    g.act("bench2")
    assert g.p2.active.card.id == SEEL and not g.p2.active.conditions


def test_entei_bolt_only_for_the_opponents_attack():
    """Bolt answers the opponent's attacks only: Entei's own Confusion damage flips no
    coin for it."""
    s = scenario()
    s.p1.active(ENTEI, energy=["Fire"] * 3, conditions=("confused",))
    s.p2.active(CHANSEY)
    s.coins("T")  # the Confusion check only
    g = s.start("p1")
    g.act("attack Protective Flame")
    assert g.p1.active.card.id == ENTEI and g.p1.active.damage == 20


def test_entei_protective_flame_shields_the_bench_from_damage_and_effects():
    """Entei, Protective Flame: during the opponent's next turn every effect of attacks,
    damage included, done to Entei's Benched Pokémon is prevented: Articuno's Diamond Dust
    does its 10 to no Benched Pokémon of Entei's; a Lightning Rod marker can't be put on
    them."""
    s = scenario()
    s.p1.active(ENTEI, energy=["Fire"] * 3)
    s.p1.bench(SEEL)
    s.p2.active(ARTICUNO_22, energy=["Water"] * 3)
    s.coins("H", "T")  # Diamond Dust's heads; Bolt's tails (Entei stays)
    g = s.start("p1")
    g.act("attack Protective Flame")
    assert g.p2.active.damage == 50
    g.act("attack Diamond Dust")
    assert g.p1.active.damage == 40 and g.p1.active.conditions == {"paralyzed"}
    assert g.p1.bench[0].damage == 0
    s = scenario()
    s.p1.active(ENTEI, energy=["Fire"] * 3)
    s.p1.bench(SEEL)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    g = s.start("p1")
    g.act("attack Protective Flame")
    g.act("attack Lightning Rod", "opp-bench1")
    assert not g.p1.bench[0].has_effect("lightning-rod")


# --- 35 Pichu ------------------------------------------------------------------------------
def test_pichu_lets_play_benches_a_baby_from_the_deck():
    """Pichu (promo 35), Let's Play!: search the deck for a Baby Pokémon card and put it onto
    the Bench (a Basic one is not offered; the search may fail); not with a full Bench."""
    s = scenario()
    s.p1.active(PICHU, energy=["Lightning"])
    s.p1.deck(CLEFFA, CHARMANDER, "Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Let's Play!")
    assert keys(g) == {CLEFFA, "done"}
    g.act(CLEFFA)
    assert [m.card.id for m in g.p1.bench] == [CLEFFA]
    s = scenario()
    s.p1.active(PICHU, energy=["Lightning"])
    for _ in range(5):
        s.p1.bench(CHARMANDER)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "attack Let's Play!" not in keys(g)


# --- 36 Igglybuff --------------------------------------------------------------------------
def test_igglybuff_good_night_song_puts_to_sleep():
    """Igglybuff (promo 36), Good Night Song: the Defending Pokémon is now Asleep."""
    g = attack(IGGLYBUFF, "Good Night Song", ["Water"], coins="T")  # T: stays Asleep
    assert g.p2.active.conditions == {"asleep"}


# --- 37 Hitmontop --------------------------------------------------------------------------
def test_hitmontop_repeating_kick_and_rapid_spin():
    """Hitmontop (promo 37): Repeating Kick does 20 for each heads before tails; Rapid Spin
    does 30, then the opponent switches (they choose), then you switch."""
    g = attack(HITMONTOP, "Repeating Kick", ["Fighting"] * 2, defender=ZAPDOS, coins="HHHT")
    assert g.p2.active.damage == 30  # 60 - Zapdos's Fighting Resistance
    s = scenario()
    s.p1.active(HITMONTOP, energy=["Fighting"] * 3)
    s.p1.bench(SEEL)
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.p2.bench(ZAPDOS)
    g = s.start("p1")
    g.act("attack Rapid Spin")
    assert g.decision.player == "p2"
    g.act("bench2")
    assert g.p2.active.card.id == ZAPDOS and g.p1.active.card.id == SEEL
    assert g.p2.bench[1].damage == 60  # Chansey: 30, doubled by its Fighting Weakness


# --- 38 Unown [J] --------------------------------------------------------------------------
def join() -> Scenario:
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench(UNOWN_J)
    s.p1.bench(UNOWN_O)
    s.p1.bench(UNOWN_I)
    s.p1.bench(UNOWN_N)
    s.p1.deck(MACHAMP, ENERGY_RETRIEVAL, "Water")
    s.p2.active(CHANSEY)
    return s


def test_unown_j_join_searches_a_pokemon_card_with_j_o_i_n_benched():
    """Unown [J], [Join]: once a turn, with Unown [J], [O], [I] and [N] on the Bench, search
    the deck for a Basic Pokémon or Evolution card, show it and take it (the card's
    "Unown Dragon" is a transcription error for Unown [N]: docs/rulings.md, Promos). The
    opponent's view shows neither the search nor the deck."""
    g = join().start("p1")
    g.act("power bench1 [Join]")
    assert keys(g) == {MACHAMP, "done"}
    seen = g.view("p2")
    assert seen.decision is None and seen.opp.hand is None
    g.act(MACHAMP)
    assert MACHAMP in ids(g.p1.hand)
    assert "power bench1 [Join]" not in keys(g)


def test_unown_j_join_needs_all_four_letters():
    """[Join] is not offered without Unown [N] on the Bench."""
    s = join()
    s.p1._bench.pop()  # Unown [N] leaves
    g = s.start("p1")
    assert "power bench1 [Join]" not in keys(g)


# --- 39 Misdreavus -------------------------------------------------------------------------
def test_misdreavus_pain_split_puts_as_many_counters_as_it_has():
    """Misdreavus, Pain Split: 1 damage counter on the Defending Pokémon for each damage
    counter on Misdreavus (counters, not damage: Machop's Psychic Weakness doesn't
    double them); Confuse Ray confuses on heads."""
    g = attack(MISDREAVUS, "Pain Split", ["Psychic"], defender=MACHOP, damage=30)
    assert g.p2.active.damage == 30 and g.p1.active.damage == 30
    g = attack(MISDREAVUS, "Confuse Ray", ["Psychic"] * 2, defender=ZAPDOS, coins="H")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"confused"}


# --- 41 Lucky Stadium (and neo4-100) -------------------------------------------------------
def test_lucky_stadium_once_a_turn_each_player_flips_to_draw():
    """Lucky Stadium: once during each player's turn, that player may flip a coin; heads,
    draw a card. Neo Destiny's Lucky Stadium (neo4-100) reprints it and plays the same."""
    for stadium in (LUCKY_STADIUM, LUCKY_STADIUM_NEO4):
        s = scenario()
        s.p1.active(CHANSEY)
        s.p2.active(CHANSEY)
        s.stadium(stadium, owner="p2")
        s.coins("H", "T")
        g = s.start("p1")
        hand = len(g.p1.hand)
        g.act("stadium")
        assert len(g.p1.hand) == hand + 1 and "stadium" not in keys(g)
        g.act("end")
        hand = len(g.p2.hand)
        assert "stadium" in keys(g)
        g.act("stadium")
        assert len(g.p2.hand) == hand and "stadium" not in keys(g)


# --- 42 Pokémon Tower ----------------------------------------------------------------------
def test_pokemon_tower_keeps_cards_in_the_discard_pile():
    """Pokémon Tower: a card that an effect would put from a discard pile into its owner's
    hand stays in the discard pile (Energy Retrieval takes nothing; its price is paid)."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand(ENERGY_RETRIEVAL, "Grass")
    s.p1.discard(FIRE, WATER)
    s.p2.active(CHANSEY)
    s.stadium(POKEMON_TOWER, owner="p2")
    g = s.start("p1")
    g.act(f"play {ENERGY_RETRIEVAL}", WATER, FIRE)  # the Grass Energy pays for it
    assert FIRE in ids(g.p1.discard) and WATER in ids(g.p1.discard)
    assert "base1-99" in ids(g.p1.discard)
    assert FIRE not in ids(g.p1.hand) and WATER not in ids(g.p1.hand)


def test_energy_retrieval_works_without_pokemon_tower():
    """Without Pokémon Tower, the same play puts the Energy cards into the hand."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand(ENERGY_RETRIEVAL, "Grass")
    s.p1.discard(FIRE, WATER)
    s.p2.active(CHANSEY)
    s.p1.bench(SEEL)  # (an action is left: the turn goes on)
    g = s.start("p1")
    g.act(f"play {ENERGY_RETRIEVAL}", WATER, FIRE)
    assert FIRE in ids(g.p1.hand) and WATER in ids(g.p1.hand)


# --- 43 Machamp ----------------------------------------------------------------------------
def test_machamp_seething_anger_a_coin_per_counter():
    """Machamp (promo 43), Seething Anger: a coin for each damage counter on Machamp; 20 plus
    10 for each heads."""
    g = attack(MACHAMP, "Seething Anger", ["Fighting"] * 2, defender=ZAPDOS, damage=30,
               coins="HHT")
    assert g.p2.active.damage == 10  # 40 - 30 Resistance


def test_machamp_fling_the_opponent_switches_after_the_damage():
    """Fling: 50, then the opponent chooses 1 of their Benched Pokémon to switch in."""
    s = scenario()
    s.p1.active(MACHAMP, energy=["Fighting"] * 4)
    s.p2.active(ZAPDOS)
    s.p2.bench(MACHOP)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Fling")
    assert g.decision.player == "p2"
    g.act("bench2")
    assert g.p2.active.card.id == SEEL and g.p2.bench[1].damage == 20


# --- 44 Magmar -----------------------------------------------------------------------------
def test_magmar_burning_fire_discards_fire_from_any_of_your_pokemon():
    """Magmar (promo 44), Burning Fire: discard any number of Fire Energy cards attached to
    your Pokémon in play (``done`` stops): 10 plus 10 for each."""
    s = scenario()
    s.p1.active(MAGMAR, energy=["Fire", "Fire"])
    s.p1.bench(VULPIX, energy=["Fire"])
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("attack Burning Fire")
    assert keys(g) == {f"active:{FIRE}", f"bench1:{FIRE}", "done"}
    g.act(f"bench1:{FIRE}", f"active:{FIRE}", "done")
    assert g.p2.active.damage == 30
    assert len(g.p1.active.energy) == 1 and g.p1.bench[0].energy == []


# --- 45 Scyther ----------------------------------------------------------------------------
def test_scyther_slashing_strike_cant_be_used_next_turn():
    """Scyther (promo 45), Slashing Strike: 40, and Scyther can't use it during its owner's
    next turn."""
    s = scenario()
    s.p1.active(SCYTHER, energy=["Grass", "Grass"])
    s.p1.hand("Grass")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Slashing Strike")
    assert g.p2.active.damage == 40
    g.act("end")
    assert "attack Slashing Strike" not in keys(g)


# --- 46 Electabuzz -------------------------------------------------------------------------
def test_electabuzz_lightning_rod_then_lightning_bolt_with_weakness_on_the_bench():
    """Electabuzz (promo 46): Lightning Rod puts a marker on a chosen opposing Pokémon; it
    stays on the Bench. Lightning Bolt does 10 to the Defending Pokémon and 20 to each
    Pokémon with a marker, Weakness and Resistance applied on the Bench too (Seel: 40;
    Diglett resists: 0)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning", "Lightning"])
    s.p1.hand("Lightning")
    s.p2.active(CHANSEY)
    s.p2.bench(SEEL)
    s.p2.bench(DIGLETT)
    g = s.start("p1")
    g.act("attack Lightning Rod", "opp-bench1")
    g.act("end")
    g.act("attack Lightning Rod", "opp-bench2")
    g.act("end")
    assert g.p2.bench[0].has_effect("lightning-rod") and g.p2.bench[1].has_effect(
        "lightning-rod")
    g.act("attack Lightning Bolt")
    assert g.p2.active.damage == 10
    assert g.p2.bench[0].damage == 40 and g.p2.bench[1].damage == 0


def test_lightning_bolt_adds_to_the_defending_pokemons_damage_when_it_is_marked():
    """A marked Defending Pokémon takes the 10 and the 20 (our reading: docs/rulings.md,
    Promos)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning", "Lightning"])
    s.p1.hand("Lightning")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Lightning Rod")
    g.act("end")
    g.act("attack Lightning Bolt")
    assert g.p2.active.damage == 30


# --- 48 Articuno ---------------------------------------------------------------------------
def test_articuno_aurora_veil_shields_the_bench_while_active():
    """Articuno (promo 48), Aurora Veil: while Articuno is Active, its Benched Pokémon take no
    damage from attacks and no effects (Diamond Dust's 10 to each Benched Pokémon);
    Asleep, it stops working (the card's "Special Condition" is the spec's Asleep, Confused
    or Paralyzed)."""
    for conditions, coins, bench_damage in (((), "H", 0), (("asleep",), "HT", 10)):
        s = scenario()
        s.p1.active(ARTICUNO_22, energy=["Water"] * 3)
        s.p2.active(ARTICUNO, conditions=conditions)
        s.p2.bench(SEEL)
        s.coins(*coins)
        g = s.start("p1")
        g.act("attack Diamond Dust")
        assert g.p2.bench[0].damage == bench_damage


def test_articuno_aurora_veil_works_while_poisoned():
    """Aurora Veil works while Articuno is Poisoned (spec, Main Differences from WotC
    Rules: Poison does not shut such Powers off), and not under ``poison_blocks_powers``."""
    for rules, bench_damage in ((Rules(), 0), (replace(Rules(), poison_blocks_powers=True), 10)):
        s = scenario(rules)
        s.p1.active(ARTICUNO_22, energy=["Water"] * 3)
        s.p2.active(ARTICUNO, conditions=("poisoned",))
        s.p2.bench(SEEL)
        s.coins("H")
        g = s.start("p1")
        g.act("attack Diamond Dust")
        assert g.p2.bench[0].damage == bench_damage


def test_articuno_ice_beam():
    """Ice Beam: 30; heads, Paralyzed."""
    g = attack(ARTICUNO, "Ice Beam", ["Water"] * 4, coins="H")
    assert g.p2.active.damage == 30 and g.p2.active.conditions == {"paralyzed"}


# --- 49 Snorlax ----------------------------------------------------------------------------
def test_snorlax_guard_the_defending_pokemon_cant_retreat():
    """Snorlax (promo 49), Guard: while Snorlax is Active, the opponent's Active Pokémon
    can't retreat; a Switch still may switch it (spec, Notes on Retreating). Asleep, Snorlax's
    Guard stops."""
    s = scenario()
    s.p1.active(SNORLAX)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p2.bench(SEEL)
    s.p2.hand("base1-95")  # Switch
    g = s.start("p2")
    assert "retreat" not in keys(g) and "play base1-95" in keys(g)
    g.act("play base1-95")
    assert g.p2.active.card.id == SEEL
    s = scenario()
    s.p1.active(SNORLAX, conditions=("asleep",))
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p2.bench(SEEL)
    g = s.start("p2")
    assert "retreat" in keys(g)


def test_snorlax_roll_over_sleeps_itself_and_maybe_the_defending_pokemon():
    """Roll Over: 30; Snorlax is now Asleep; heads, the Defending Pokémon too."""
    g = attack(SNORLAX, "Roll Over", ["Water"] * 4, defender=ZAPDOS, coins="HTT")
    assert g.p2.active.damage == 30
    assert g.p1.active.conditions == {"asleep"} and g.p2.active.conditions == {"asleep"}


# --- 50 Celebi -----------------------------------------------------------------------------
def test_celebi_leaf_slice():
    """Celebi (promo 50), Leaf Slice: 20 for each heads of 2 coins."""
    g = attack(CELEBI, "Leaf Slice", ["Grass", "Grass"], defender=ZAPDOS, coins="HH")
    assert g.p2.active.damage == 40


# --- 51 Rapidash ---------------------------------------------------------------------------
def test_rapidash_jump_over_heads_20_to_a_chosen_benched_pokemon():
    """Rapidash (promo 51), Jump Over: choose 1 of the opponent's Benched Pokémon, flip:
    heads, 20 to it (no Weakness on the Bench: Seel is not weak to Fire anyway)."""
    s = scenario()
    s.p1.active(RAPIDASH, energy=["Fire", "Fire"])
    s.p2.active(CHANSEY)
    s.p2.bench(SEEL)
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Jump Over", "opp-bench2")
    assert g.p2.bench[1].damage == 20 and g.p2.active.damage == 0


def test_rapidash_super_singe_burns_nothing():
    """Super Singe: 30; its heads would Burn the Defending Pokémon, but the Burned Special
    Condition does not exist in the spec's rules (Main Differences from 2026 Standard
    Rules): nothing more happens."""
    g = attack(RAPIDASH, "Super Singe", ["Fire"] * 3, coins="H")
    assert g.p2.active.damage == 30 and not g.p2.active.conditions


# --- 52 Ho-oh ------------------------------------------------------------------------------
def test_ho_oh_sacred_wing_tails_base_damage_20():
    """Ho-oh (promo 52), Sacred Wing: 60; tails, its base damage is 20 instead."""
    g = attack(HO_OH, "Sacred Wing", ["Fire"] * 4, defender=ZAPDOS, coins="H")
    assert g.p2.active.damage == 60
    g = attack(HO_OH, "Sacred Wing", ["Fire"] * 4, defender=ZAPDOS, coins="T")
    assert g.p2.active.damage == 20


# --- 53 Suicune ----------------------------------------------------------------------------
def test_suicune_pure_body_discards_after_a_water_is_attached():
    """Suicune (promo 53), Pure Body: attach a Water Energy card from the hand to Suicune,
    then discard an Energy card from Suicune (the owner chooses which; the Water just
    attached may be it). A Fire Energy card attaches with no discard."""
    s = scenario()
    s.p1.active(SUICUNE, energy=["Fire"])
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"attach {WATER} active")
    assert g.decision.kind == "discard-energy"
    assert keys(g) == {f"active:{FIRE}", f"active:{WATER}"}
    g.act(f"active:{FIRE}")
    assert ids(g.p1.active.energy) == [WATER] and FIRE in ids(g.p1.discard)
    s = scenario()
    s.p1.active(SUICUNE, energy=["Water"])
    s.p1.hand("Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"attach {FIRE} active")
    assert sorted(ids(g.p1.active.energy)) == sorted([WATER, FIRE])


def test_suicune_pure_body_works_while_asleep():
    """Pure Body is the era's one Poké-Body: Special Conditions don't stop it."""
    s = scenario()
    s.p1.active(SUICUNE, conditions=("asleep",))
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    s.coins("T")  # the turn then ends by itself: the Checkup's Sleep coin
    g = s.start("p1")
    g.act(f"attach {WATER} active")
    assert g.p1.active.energy == [] and WATER in ids(g.p1.discard)


def test_suicune_hypno_wave():
    """Hypno Wave: heads, 30 plus 20; tails, 30 and the Defending Pokémon is Asleep."""
    g = attack(SUICUNE, "Hypno Wave", ["Water"] * 3, defender=ZAPDOS, coins="H")
    assert g.p2.active.damage == 50
    g = attack(SUICUNE, "Hypno Wave", ["Water"] * 3, defender=ZAPDOS, coins="TT")
    assert g.p2.active.damage == 30 and g.p2.active.conditions == {"asleep"}
