"""Neo Destiny (neo4), the uncommon Dark and Light Pokémon (32–54) and the commons with new
pieces, in number order. Each test names the card and says its text in our words; rulings
name their source (the spec, docs/rulings.md). The spec gives no example of these cards."""

from __future__ import annotations

import pytest

from oldback.testing import card_ids as ids
from oldback.testing import check_invariants
from oldback.testing import option_keys as keys

from .test_neo4_common import (
    CHANSEY,
    DCE,
    FIRE,
    GRASS,
    LAPRAS,
    MACHOP,
    PIKACHU,
    WATER,
    ZAPDOS,
    attack,
    scenario,
)

BULBASAUR, RAICHU, MACHOKE, GUST = "base1-44", "base1-14", "base1-34", "base1-93"
BILL, POTION, DARK_PUPITAR = "base1-91", "base1-94", "neo4-38"


# --- 32 Dark Croconaw -----------------------------------------------------------------------
def test_dark_croconaw_clamping_jaw_no_retreat_and_a_coin_to_attack():
    """Dark Croconaw (neo4-32), Clamping Jaw: 20; during the opponent's next turn the
    Defending Pokémon can't retreat, and if it attacks its owner flips: tails, the attack
    does nothing."""
    s = scenario()
    s.p2.bench(PIKACHU)
    g = attack("neo4-32", "Clamping Jaw", coins="T", target=MACHOP, s=s)
    assert g.p2.active.damage == 20 and "retreat" not in keys(g)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


def test_dark_croconaw_clamping_jaw_ends_when_croconaw_is_benched():
    """Dark Croconaw (neo4-32), Clamping Jaw: "Benching either Pokémon ends this effect" —
    Gust of Wind brings p1's Benched Lapras up: the Defending Pokémon may retreat again
    and attacks without a coin."""
    s = scenario()
    s.p1.bench(LAPRAS)
    s.p2.bench(PIKACHU)
    s.p2.hand("Fighting", GUST)
    g = attack("neo4-32", "Clamping Jaw", target=MACHOP, s=s)
    g.act(f"play {GUST}", "attach base1-97 active")  # (p1 has one Benched Pokémon)
    assert g.p1.active.name == "Lapras" and "retreat" in keys(g)
    g.act("attack Low Kick")  # no coin scripted: none is flipped
    assert g.p1.active.damage == 20


# --- 35 Dark Forretress ---------------------------------------------------------------------
def test_dark_forretress_armor_up_heads_survives_with_ten():
    """Dark Forretress (neo4-35), Armor Up: until the end of your next turn, if damage from
    an attack would Knock it Out, flip: heads, it is not Knocked Out and has 10 HP left."""
    s = scenario()
    s.p1.active("neo4-35", energy=["Grass"], damage=50)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start()
    g.act("attack Armor Up", "attach base1-97 active", "attack Low Kick")
    assert g.p1.active is not None and g.p1.active.damage == 50


def test_dark_forretress_armor_up_tails_is_knocked_out():
    """Dark Forretress (neo4-35), Armor Up: tails, it is Knocked Out as usual."""
    s = scenario()
    s.p1.active("neo4-35", energy=["Grass"], damage=50)
    s.p1.bench(PIKACHU)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("T")
    g = s.start()
    g.act("attack Armor Up", "attach base1-97 active", "attack Low Kick")
    assert "neo4-35" in ids(g.p1.discard) and g.p1.active.name == "Pikachu"


def test_dark_forretress_armor_up_covers_its_own_explosion_next_turn():
    """Dark Forretress (neo4-35), Armor Up then Explosion (60 to itself): the card says "by
    damage from an attack", any attack — its own Explosion during your next turn too
    (docs/rulings.md, Neo Destiny: Armor Up)."""
    s = scenario()
    s.p1.active("neo4-35", energy=["Grass", "Grass"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start()
    g.act("attack Armor Up", "end", "attack Explosion")
    assert g.p2.active.damage == 60 and g.p1.active.damage == 50


# --- 36 Dark Haunter ------------------------------------------------------------------------
def test_dark_haunter_call_back_benches_from_the_opponents_discard_with_a_counter():
    """Dark Haunter (neo4-36), Call Back: put a Baby or Basic Pokémon card from the
    opponent's discard pile onto their Bench, with 1 damage counter."""
    s = scenario()
    s.p2.discard(PIKACHU, "neo4-80")
    g = attack("neo4-36", "Call Back", s=s, then=["neo4-80"])
    assert [m.name for m in g.p2.bench] == ["Remoraid"] and g.p2.bench[0].damage == 10
    assert ids(g.p2.discard) == [PIKACHU]


def test_dark_haunter_call_back_not_with_a_full_bench():
    """Dark Haunter (neo4-36), Call Back can't be used while that Bench (the opponent's,
    where the card goes) is full (docs/rulings.md, Neo Destiny: Call Back)."""
    s = scenario()
    s.p2.discard(PIKACHU)
    for _ in range(5):
        s.p2.bench(PIKACHU)
    s.p1.active("neo4-36", energy=["Psychic", "Psychic"])
    s.p2.active(ZAPDOS)
    g = s.start()
    assert "attack Call Back" not in keys(g) and "attack Surround" in keys(g)


def test_dark_haunter_surround():
    """Dark Haunter (neo4-36), Surround: 20; heads Asleep, tails the Defending Pokémon can't
    retreat during the opponent's next turn."""
    assert attack("neo4-36", "Surround", coins="HT").p2.active.conditions == {"asleep"}
    s = scenario()
    s.p2.bench(PIKACHU)
    g = attack("neo4-36", "Surround", coins="T", s=s, target=MACHOP)
    assert g.p2.active.conditions == frozenset() and "retreat" not in keys(g)


# --- 37 Dark Omanyte ------------------------------------------------------------------------
def test_dark_omanyte_water_cannon_at_most_thirty_to_the_pokemon_chosen():
    """Dark Omanyte (neo4-37), Water Cannon: choose 1 of the opponent's Pokémon; 10 damage for
    each Water Energy card attached, at most 30; no Weakness or Resistance."""
    s = scenario()
    s.p2.bench(PIKACHU)
    g = attack("neo4-37", "Water Cannon", target=ZAPDOS, energy=["Water"] * 4, s=s,
               then=["opp-bench1"])
    assert g.p2.bench[0].damage == 30 and g.p2.active.damage == 0
    g = attack("neo4-37", "Water Cannon", target="base1-50", energy=["Water", DCE])
    assert g.p2.active.damage == 10  # one Water Energy card


# --- 39 Dark Quilava ------------------------------------------------------------------------
@pytest.mark.parametrize("top, name, discarded", [(BILL, "Bill", True),
                                                   (GRASS, "Grass Energy", False)])
def test_dark_quilava_incinerate_discards_a_trainer_on_top(top, name, discarded):
    """Dark Quilava (neo4-39), Incinerate: show the top card of the opponent's deck to both
    players (the log names it); a Trainer card is discarded, any other card stays on top
    (and is drawn by its owner at the start of their turn)."""
    s = scenario()
    s.p2.deck(top, "Water")
    g = attack("neo4-39", "Incinerate", s=s)
    assert (ids(g.p2.discard) == [top]) == discarded
    assert (top in ids(g.p2.hand)) != discarded
    assert any(f"is {name}" in line for line in g.log)


def test_dark_quilava_rushing_magma_counts_fire_energy_discarded():
    """Dark Quilava (neo4-39), Rushing Magma: discard the top 5 cards of your deck; 20 for
    each Fire Energy card discarded."""
    s = scenario()
    s.p1.deck("Fire", "Water", "Fire", BILL, "Grass", "Fire")
    g = attack("neo4-39", "Rushing Magma", s=s, target=CHANSEY)
    assert g.p2.active.damage == 40 and ids(g.p1.deck) == [FIRE]


# --- 40 Dark Wigglytuff ---------------------------------------------------------------------
def test_dark_wigglytuff_slap_awake_on_a_sleeping_pokemon():
    """Dark Wigglytuff (neo4-40), Slap Awake: 20, plus 20 if the Defending Pokémon is Asleep
    or Confused; then it is no longer Asleep or Confused."""
    s = scenario()
    s.p1.active("neo4-40", energy=["Water"] * 3)
    s.p2.active(ZAPDOS, conditions=["asleep"])
    g = s.start()
    g.act("attack Slap Awake")
    assert g.p2.active.damage == 40 and g.p2.active.conditions == frozenset()
    assert attack("neo4-40", "Slap Awake").p2.active.damage == 20


def test_dark_wigglytuff_dark_song():
    """Dark Wigglytuff (neo4-40), Dark Song: heads Asleep, tails Confused."""
    assert attack("neo4-40", "Dark Song", coins="HT").p2.active.conditions == {"asleep"}
    assert attack("neo4-40", "Dark Song", coins="T").p2.active.conditions == {"confused"}


# --- 45 Light Dewgong -----------------------------------------------------------------------
def test_light_dewgong_ice_pillar_shields_the_bench_while_active():
    """Light Dewgong (neo4-45), Ice Pillar: 40; until the end of the opponent's next turn, as
    long as it is your Active Pokémon, damage from attacks to your Benched Pokémon is
    prevented (Dark Pupitar's Explosive Evolution hits only the Active)."""
    s = scenario()
    s.p1.active("neo4-45", energy=["Water"] * 3)
    s.p1.bench(PIKACHU)
    s.p2.active(DARK_PUPITAR, energy=["Fighting"] * 3)
    s.p2.hand()
    s.coins("H")
    g = s.start()
    g.act("attack Ice Pillar", "attack Explosive Evolution")
    assert g.p1.active.damage == 10 and g.p1.bench[0].damage == 0


def test_light_dewgong_ice_pillar_ends_when_it_leaves_the_active_spot():
    """Light Dewgong (neo4-45), Ice Pillar holds only "as long as Light Dewgong is your
    Active Pokémon": switched out by Gust of Wind, the Bench takes damage again."""
    s = scenario()
    s.p1.active("neo4-45", energy=["Water"] * 3)
    s.p1.bench(PIKACHU)
    s.p2.active(DARK_PUPITAR, energy=["Fighting"] * 3)
    s.p2.hand(GUST)
    s.coins("H")
    g = s.start()
    g.act("attack Ice Pillar", f"play {GUST}", "attack Explosive Evolution")
    assert g.p1.active.name == "Pikachu" and g.p1.bench[0].damage == 10


def test_light_dewgong_freezing_breath():
    """Light Dewgong (neo4-45), Freezing Breath: heads Paralyzed, tails Asleep."""
    assert attack("neo4-45", "Freezing Breath", coins="H").p2.active.conditions == {"paralyzed"}


# --- 46 Light Flareon -----------------------------------------------------------------------
def test_light_flareon_warm_up_attaches_a_fire_energy_to_a_benched_pokemon():
    """Light Flareon (neo4-46), Warm Up: if you have Benched Pokémon, search the deck for a
    Fire Energy card and attach it to 1 of them; shuffle."""
    s = scenario()
    s.p1.bench(PIKACHU)
    s.p1.deck("Water", "Fire")
    g = attack("neo4-46", "Warm Up", s=s, then=[FIRE])
    assert ids(g.p1.bench[0].energy) == [FIRE] and ids(g.p1.deck) == [WATER]
    s = scenario()
    s.p1.active("neo4-46", energy=["Fire"])
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("attack Warm Up")  # no Benched Pokémon: nothing happens
    assert g.current == "p2"


@pytest.mark.parametrize("coins, done, left", [("HT", 50, 2), ("HH", 70, 1), ("TT", 30, 3)])
def test_light_flareon_burning_flame_discards_a_fire_energy_for_each_heads(coins, done, left):
    """Light Flareon (neo4-46), Burning Flame: flip 2 coins; for each heads discard a Fire
    Energy card attached to it (or the attack does nothing); 30 plus 20 for each heads."""
    g = attack("neo4-46", "Burning Flame", coins=coins, target=CHANSEY,
               energy=["Fire", "Fire", "Water"])
    assert g.p2.active.damage == done and len(g.p1.active.energy) == left


def test_light_flareon_burning_flame_without_enough_fire_does_nothing():
    """Light Flareon (neo4-46), Burning Flame: two heads but one Fire Energy card (the cost
    paid by a Rainbow Energy): the attack does nothing."""
    g = attack("neo4-46", "Burning Flame", coins="HH", target=CHANSEY,
               energy=["Fire", "base5-17", "Water"])
    assert g.p2.active.damage == 0


# --- 47 Light Golduck -----------------------------------------------------------------------
def test_light_golduck_flipper_stroke_each_takes_basic_energy_from_the_top_three():
    """Light Golduck (neo4-47), Flipper Stroke: the opponent looks at their top 3 cards and may
    put the basic Energy cards among them into their hand; then you do the same; each
    shuffles. The opponent is asked first, and offered only their Energy cards."""
    s = scenario()
    s.p2.deck(PIKACHU, "Grass", BILL, "Fire")
    s.p1.deck("Fire", "Water", "Psychic", "Water")
    s.p2.hand()
    s.p1.active("neo4-47", energy=["Water"])
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("attack Flipper Stroke")
    assert g.decision.player == "p2" and keys(g) == {GRASS, "done"}
    g.act(GRASS)
    assert g.decision.player == "p1" and keys(g) == {FIRE, WATER, "base1-101", "done"}
    g.act(FIRE, "done")
    assert GRASS in ids(g.p2.hand) and FIRE in ids(g.p1.hand)
    assert len(g.p1.deck) == 3


def test_light_golduck_core_blast_counts_special_energy():
    """Light Golduck (neo4-47), Core Blast: 30 plus 20 for each Special Energy card attached
    to the Defending Pokémon."""
    s = scenario()
    s.p2.active(CHANSEY, energy=[DCE, "Water"])
    s.p1.active("neo4-47", energy=["Psychic", "Water", "Water"])
    g = s.start()
    g.act("attack Core Blast")
    assert g.p2.active.damage == 50


# --- 48 Light Jolteon -----------------------------------------------------------------------
@pytest.mark.parametrize("attacker, name, taken", [
    (MACHOP, "Low Kick", 0),  # 20, doubled by Weakness: 40, prevented
    ("base1-56", "Rock Throw", 20)])  # Onix: 10, doubled: 20, under 30
def test_light_jolteon_pulse_guard_prevents_thirty_or_more(attacker, name, taken):
    """Light Jolteon (neo4-48), Pulse Guard: during the opponent's next turn, damage of 30 or
    more done to it (after Weakness and Resistance) is prevented."""
    s = scenario()
    s.p1.active("neo4-48", energy=["Lightning"])
    s.p2.active(attacker, energy=["Fighting"])
    g = s.start()
    g.act("attack Pulse Guard", "attach base1-97 active", f"attack {name}")
    assert g.p1.active.damage == taken


def test_light_jolteon_thunder_needle_paralyzes_on_two_heads():
    """Light Jolteon (neo4-48), Thunder Needle: 20 times the heads of 3 coins; 2 or more
    heads, the Defending Pokémon is Paralyzed."""
    g = attack("neo4-48", "Thunder Needle", coins="HTH", target=CHANSEY)
    assert g.p2.active.damage == 40 and g.p2.active.conditions == {"paralyzed"}
    g = attack("neo4-48", "Thunder Needle", coins="HTT", target=CHANSEY)
    assert g.p2.active.damage == 20 and g.p2.active.conditions == frozenset()


# --- 49 Light Machoke -----------------------------------------------------------------------
def test_light_machoke_return_home_shuffles_a_benched_pokemon_into_the_deck():
    """Light Machoke (neo4-49), Return Home: shuffle 1 of your Benched Pokémon and all cards
    attached to it into your deck."""
    s = scenario()
    s.p1.bench(PIKACHU, energy=["Lightning"])
    s.p1.deck()
    g = attack("neo4-49", "Return Home", s=s)
    assert g.p1.bench == [] and sorted(ids(g.p1.deck)) == sorted([PIKACHU, "base1-100"])


@pytest.mark.parametrize("damaged, done", [(0, 40), (10, 20)])
def test_light_machoke_gentle_kick_is_gentler_on_a_damaged_pokemon(damaged, done):
    """Light Machoke (neo4-49), Gentle Kick: 40, or 20 if the Defending Pokémon has damage
    counters."""
    g = attack("neo4-49", "Gentle Kick", target=LAPRAS, target_damage=damaged)
    assert g.p2.active.damage == damaged + done


# --- 50 Light Ninetales ---------------------------------------------------------------------
def test_light_ninetales_guiding_flame_benches_from_your_discard():
    """Light Ninetales (neo4-50), Guiding Flame: put a Baby or Basic Pokémon card from your
    discard pile onto your Bench; not with a full Bench. Fire Blast: discard a Fire Energy
    card to use it; 50."""
    s = scenario()
    s.p1.discard("neo1-20", MACHOKE)  # Cleffa, a Baby Pokémon; Machoke, no Basic
    g = attack("neo4-50", "Guiding Flame", s=s)
    assert [m.name for m in g.p1.bench] == ["Cleffa"] and g.p1.bench[0].damage == 0
    g = attack("neo4-50", "Fire Blast", target=CHANSEY, energy=["Fire"] * 3)
    assert g.p2.active.damage == 50 and ids(g.p1.discard) == [FIRE]


# --- 51 Light Slowbro -----------------------------------------------------------------------
def test_light_slowbro_fish_out_the_opponent_first_then_you():
    """Light Slowbro (neo4-51), Fish Out: the opponent may shuffle up to 3 Baby, Basic or
    Evolution cards from their discard pile into their deck; then you may."""
    s = scenario()
    s.p2.discard(PIKACHU, BILL, BULBASAUR)
    s.p1.discard(MACHOKE)
    g = attack("neo4-51", "Fish Out", s=s)
    assert g.decision.player == "p2" and keys(g) == {PIKACHU, BULBASAUR, "done"}
    g.act(PIKACHU)
    check_invariants(g)  # the card chosen is in the deck already, not out of every zone
    g.act("done", MACHOKE)
    assert ids(g.p2.discard) == [BILL, BULBASAUR] and g.p1.discard == []
    assert MACHOKE in ids(g.p1.deck) and PIKACHU in ids(g.p2.deck) + ids(g.p2.hand)


@pytest.mark.parametrize("defending, done", [(["Water", "Water", "Water"], 40),
                                              (["Water", "Water"], 20)])
def test_light_slowbro_splash_about(defending, done):
    """Light Slowbro (neo4-51), Splash About: 20, plus 20 if more Energy is attached to the
    Defending Pokémon than to it."""
    s = scenario()
    s.p2.active(ZAPDOS, energy=defending)
    s.p1.active("neo4-51", energy=["Water", "Water"])
    g = s.start()
    g.act("attack Splash About")
    assert g.p2.active.damage == done


# --- 52 Light Vaporeon ----------------------------------------------------------------------
def test_light_vaporeon_wash_away_heals_and_strips_a_benched_pokemon():
    """Light Vaporeon (neo4-52), Wash Away: if you have Benched Pokémon, flip: heads, remove
    all damage counters from 1 of them and discard all its Energy cards."""
    s = scenario()
    s.p1.bench(PIKACHU, damage=30, energy=["Lightning", "Lightning"])
    s.p1.bench(BULBASAUR, damage=10)
    g = attack("neo4-52", "Wash Away", coins="H", s=s, then=["bench1"])
    assert g.p1.bench[0].damage == 0 and g.p1.bench[0].energy == []
    assert g.p1.bench[1].damage == 10 and ids(g.p1.discard) == ["base1-100"] * 2


def test_light_vaporeon_hypnoshower_sleeps_and_heals_each_bench():
    """Light Vaporeon (neo4-52), Hypnoshower: 30, Asleep; remove 1 damage counter from each
    Benched Pokémon (both players') that has any."""
    s = scenario()
    s.p1.bench(PIKACHU, damage=20)
    s.p2.bench(BULBASAUR, damage=10)
    s.p2.bench(PIKACHU)
    g = attack("neo4-52", "Hypnoshower", coins="T", s=s)
    assert g.p2.active.conditions == {"asleep"} and g.p2.active.damage == 30
    assert [m.damage for m in (*g.p1.bench, *g.p2.bench)] == [10, 0, 0]


# --- 53 Light Venomoth ----------------------------------------------------------------------
def test_light_venomoth_mysterious_wing_each_takes_a_pokemon_card_back():
    """Light Venomoth (neo4-53), Mysterious Wing: the opponent may put a Baby, Basic or
    Evolution card from their discard pile into their hand; then you may do the same."""
    s = scenario()
    s.p2.discard(PIKACHU, MACHOKE)
    s.p1.discard(BULBASAUR)
    g = attack("neo4-53", "Mysterious Wing", s=s)
    assert g.decision.player == "p2"
    g.act(MACHOKE)
    assert g.decision.player == "p1" and keys(g) == {BULBASAUR, "done"}
    g.act(BULBASAUR)
    assert MACHOKE in ids(g.p2.hand) and ids(g.p2.discard) == [PIKACHU]
    assert BULBASAUR in ids(g.p1.hand) and g.p1.discard == []


@pytest.mark.parametrize("defending, done", [(["Water", "Water"], 40), (["Water"], 0)])
def test_light_venomoth_synchronize_needs_as_many_energy_cards(defending, done):
    """Light Venomoth (neo4-53), Synchronize: 40, but nothing if it and the Defending
    Pokémon have a different number of Energy cards attached."""
    s = scenario()
    s.p2.active(LAPRAS, energy=defending)
    s.p1.active("neo4-53", energy=["Psychic", "Grass"])
    g = s.start()
    g.act("attack Synchronize")
    assert g.p2.active.damage == done


# --- 54 Light Wigglytuff --------------------------------------------------------------------
def test_light_wigglytuff_evolution_song_each_may_evolve_from_the_deck():
    """Light Wigglytuff (neo4-54), Evolution Song: the opponent may search their deck for a
    card that evolves from 1 of their Pokémon and put it on it (evolving it); then you may;
    each shuffles."""
    s = scenario()
    s.p2.deck(MACHOKE, "Water")
    s.p1.bench(PIKACHU)
    s.p1.deck(RAICHU, "Water")
    s.p1.active("neo4-54", energy=["Water"])
    s.p2.active(MACHOP)
    g = s.start()
    g.act("attack Evolution Song")
    assert g.decision.player == "p2"
    g.act(MACHOKE)
    assert g.decision.player == "p1"
    g.act(RAICHU)
    assert g.p2.active.name == "Machoke" and g.p1.bench[0].name == "Raichu"


# --- 56 Togepi ------------------------------------------------------------------------------
def test_togepi_charm_weakens_the_defending_pokemons_next_attack():
    """Togepi (neo4-56), Charm: if the Defending Pokémon attacks during the opponent's next
    turn, its damage is reduced by 10 before Weakness and Resistance (Machop's Low Kick 20
    becomes 10, to any target)."""
    s = scenario()
    s.p1.active("neo4-56", energy=["Water"])
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start()
    g.act("attack Charm", "attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 10


def test_togepi_spike_ball_tackle():
    """Togepi (neo4-56), Spike Ball Tackle: 20, 10 to itself."""
    g = attack("neo4-56", "Spike Ball Tackle", target=CHANSEY)
    assert g.p2.active.damage == 20 and g.p1.active.damage == 10


# --- 62 Dark Octillery ----------------------------------------------------------------------
def test_dark_octillery_ink_blast_any_energy_beyond_the_cost():
    """Dark Octillery (neo4-62), Ink Blast: 20 plus 10 for each Energy (any type) beyond the
    cost, at most 20 more."""
    g = attack("neo4-62", "Ink Blast", target=CHANSEY, energy=["Water", "Fire"])
    assert g.p2.active.damage == 30
    g = attack("neo4-62", "Ink Blast", target=CHANSEY, energy=["Water", DCE, "Fire"])
    assert g.p2.active.damage == 40


def test_dark_octillery_tentacle_wrap_tails_raises_the_retreat_cost():
    """Dark Octillery (neo4-62), Tentacle Wrap: heads Paralyzed; tails, during the opponent's
    next turn the Defending Pokémon's Retreat Cost is 1 more (Machop: 1 becomes 2)."""
    s = scenario()
    s.p2.bench(PIKACHU)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p1.active("neo4-62", energy=["Water", "Water"])
    s.coins("T")
    g = s.start()
    g.act("attack Tentacle Wrap")
    assert "retreat" not in keys(g)
    g.act("attach base1-97 active")
    assert "retreat" in keys(g)


# --- 69 Hitmonchan --------------------------------------------------------------------------
@pytest.mark.parametrize("coin, taken", [("H", 0), ("T", 20)])
def test_hitmonchan_dodge_heads_prevents_the_damage(coin, taken):
    """Hitmonchan (neo4-69), Dodge: if an attack would damage it during the opponent's next
    turn, flip: heads, that damage is prevented."""
    s = scenario()
    s.p1.active("neo4-69", energy=["Fighting"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins(coin)
    g = s.start()
    g.act("attack Dodge", "attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == taken


# --- 72 Light Sunflora, 83 Sunkern ---------------------------------------------------------
def test_light_sunflora_reflected_sunlight_two_grass_to_a_grass_pokemon():
    """Light Sunflora (neo4-72), Reflected Sunlight: attach up to 2 Grass Energy cards from
    your hand to 1 of your Grass Pokémon."""
    s = scenario()
    s.p1.bench(PIKACHU)
    s.p1.bench(BULBASAUR)
    s.p1.hand("Grass", "Grass", "Water")
    g = attack("neo4-72", "Reflected Sunlight", s=s, energy=["Water", "Water"])
    assert g.decision.player == "p1" and keys(g) == {"active", "bench2"}
    g.act("bench2", GRASS, GRASS)
    assert ids(g.p1.bench[1].energy) == [GRASS, GRASS] and ids(g.p1.hand) == [WATER]


def test_sunkern_sunbathe_heals_and_evolves_into_light_sunflora():
    """Sunkern (neo4-83), Sunbathe: heads, remove all its damage counters; search the deck for
    a card that evolves from Sunkern and put it on it (evolving it); shuffle."""
    s = scenario()
    s.p1.deck("neo4-72", "Water")
    g = attack("neo4-83", "Sunbathe", coins="H", damage=20, s=s, then=["neo4-72"])
    assert g.p1.active.name == "Light Sunflora" and g.p1.active.damage == 0
