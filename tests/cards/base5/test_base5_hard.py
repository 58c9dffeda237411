"""Team Rocket (base5): the hard cards, several cases each — Dark evolutions (a Dark
Pokémon evolves only from the exact name printed on it, Pokémon Breeder included), Dark
Vileplume's Hay Fever with Toxic Gas, Goop Gas Attack and Stare, Dark Weezing's Mass
Explosion, Dark Golduck's Third Eye, Dark Muk's Sticky Goo, Dark Alakazam and Dark
Kadabra, Dark Slowbro, Dark Raichu's Surprise Thunder. Every coin is scripted."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

CHANSEY, SEEL, PIKACHU, MACHOP, ONIX, STARYU = (
    "base1-3", "base1-41", "base1-58", "base1-52", "base1-56", "base1-65")
CHARMANDER, CHARMELEON, CHARIZARD = "base1-46", "base1-24", "base1-4"
KOFFING, WEEZING, MUK, BREEDER, POTION, BILL = (
    "base1-51", "base3-45", "base3-13", "base1-76", "base1-94", "base1-91")
DARK_CHARMELEON, DARK_CHARIZARD, TR_CHARMANDER = "base5-32", "base5-4", "base5-50"
ODDISH, DARK_GLOOM, DARK_VILEPLUME, DARK_ARBOK = "base5-63", "base5-36", "base5-13", "base5-2"
DARK_WEEZING, TR_KOFFING, DARK_GOLDUCK, PSYDUCK = "base5-14", "base5-58", "base5-37", "base5-65"
DARK_MUK, GRIMER, GOOP, DARK_RAICHU = "base5-41", "base5-57", "base5-78", "base5-83"
ABRA, DARK_KADABRA, DARK_ALAKAZAM, SLOWPOKE, DARK_SLOWBRO = (
    "base5-49", "base5-39", "base5-1", "base5-67", "base5-12")
WARTORTLE = "base1-42"
FIRE, WATER, PSYCHIC, GRASS = "base1-98", "base1-102", "base1-101", "base1-99"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*[GRASS] * 6)
    s.p2.deck(*[GRASS] * 6)
    return s


# --- Dark evolutions ---------------------------------------------------------------------
def test_dark_charmeleon_evolves_from_any_charmander():
    """Dark Charmeleon evolves from Charmander (its printed name), either printing."""
    s = scenario()
    s.p1.active(CHARMANDER)
    s.p1.bench(TR_CHARMANDER)
    s.p1.hand(DARK_CHARMELEON)
    s.p2.active(CHANSEY)
    g = s.start()
    assert {f"evolve {DARK_CHARMELEON} active", f"evolve {DARK_CHARMELEON} bench1"} <= keys(g)
    g.act(f"evolve {DARK_CHARMELEON} bench1")
    assert g.p1.bench[0].name == "Dark Charmeleon"


def test_dark_charizard_evolves_from_dark_charmeleon_never_from_charmeleon():
    """Dark Charizard evolves only from Dark Charmeleon; Charizard never from Dark
    Charmeleon (a Dark Pokémon evolves only from the exact name printed on it)."""
    s = scenario()
    s.p1.active(CHARMELEON, under=[CHARMANDER])
    s.p1.bench(DARK_CHARMELEON, under=[CHARMANDER])
    s.p1.hand(DARK_CHARIZARD, CHARIZARD)
    s.p2.active(CHANSEY)
    g = s.start()
    evolves = {k for k in keys(g) if k.startswith("evolve ")}
    assert evolves == {f"evolve {DARK_CHARIZARD} bench1", f"evolve {CHARIZARD} active"}


def test_pokemon_breeder_puts_dark_charizard_on_charmander():
    """Pokémon Breeder: the Stage 2 goes onto the Basic its Stage 1 evolves from — Dark
    Charizard (from Dark Charmeleon, from Charmander) onto Charmander."""
    s = scenario()
    s.p1.active(TR_CHARMANDER)
    s.p1.hand(BREEDER, DARK_CHARIZARD)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"play {BREEDER}")
    assert g.p1.active.name == "Dark Charizard"
    assert ids(g.p1.active.stack) == [TR_CHARMANDER, DARK_CHARIZARD]


def test_pokemon_breeder_offers_charizard_and_dark_charizard_for_one_charmander():
    """Both lines start at Charmander: with Charizard and Dark Charizard in hand, Breeder
    offers both Stage 2 cards for it; Charizard goes on as Charizard."""
    s = scenario()
    s.p1.active(CHARMANDER)
    s.p1.hand(BREEDER, DARK_CHARIZARD, CHARIZARD)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"play {BREEDER}")
    assert g.decision.kind == "from-hand"
    assert set(g.decision.keys) == {DARK_CHARIZARD, CHARIZARD}
    g.act(CHARIZARD)
    assert ids(g.p1.active.stack) == [CHARMANDER, CHARIZARD]


def test_pokemon_breeder_never_puts_dark_charizard_on_a_stage_1():
    """Breeder goes onto a Basic Pokémon only: with Charmeleon or Dark Charmeleon and no
    Charmander it is not offered; nor is any Stage 2 whose line is not in play."""
    s = scenario()
    s.p1.active(CHARMELEON, under=[CHARMANDER])
    s.p1.bench(DARK_CHARMELEON, under=[CHARMANDER])
    s.p1.bench(KOFFING)
    s.p1.hand(BREEDER, DARK_CHARIZARD)
    s.p2.active(CHANSEY)
    assert f"play {BREEDER}" not in keys(s.start())


def test_dark_weezing_evolves_from_either_koffing():
    """Dark Weezing evolves from Koffing (Base Set or Team Rocket printing)."""
    s = scenario()
    s.p1.active(KOFFING)
    s.p1.bench(TR_KOFFING)
    s.p1.hand(DARK_WEEZING)
    s.p2.active(CHANSEY)
    g = s.start()
    assert {f"evolve {DARK_WEEZING} active", f"evolve {DARK_WEEZING} bench1"} <= keys(g)


# --- Dark Vileplume: Hay Fever ---------------------------------------------------------------
def vileplume_table(**kw) -> Scenario:
    s = scenario()
    s.p1.active(CHANSEY, damage=20)
    s.p1.bench(DARK_VILEPLUME, under=[ODDISH, DARK_GLOOM], **kw)
    s.p1.hand(POTION, BILL, FIRE)
    s.p2.active(SEEL)
    return s


def plays(g) -> set[str]:
    return {k for k in keys(g) if k.startswith("play ")}


def test_hay_fever_works_from_the_bench():
    """Hay Fever works wherever Dark Vileplume is in play: on the Bench too."""
    assert plays(vileplume_table().start()) == set()


def test_hay_fever_is_off_under_toxic_gas():
    """Muk's Toxic Gas turns off every other Pokémon Power (RULINGS, Fossil): with Muk in
    play, Trainers can be played again."""
    s = vileplume_table()
    s.p2.active(MUK)
    assert plays(s.start()) == {f"play {POTION}", f"play {BILL}"}


def test_hay_fever_stops_while_vileplume_is_asleep():
    """Hay Fever stops working while Dark Vileplume is Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(DARK_VILEPLUME, under=[ODDISH, DARK_GLOOM], conditions=["asleep"], damage=10)
    s.p1.hand(POTION, BILL, FIRE)
    s.p2.active(SEEL)
    assert plays(s.start()) == {f"play {POTION}", f"play {BILL}"}


def test_hay_fever_starts_as_soon_as_vileplume_evolves():
    """Evolving into Dark Vileplume stops Trainers at once, in the same turn."""
    s = scenario()
    s.p1.active(CHANSEY, damage=20)
    s.p1.bench(DARK_GLOOM, under=[ODDISH])
    s.p1.hand(DARK_VILEPLUME, POTION, FIRE)
    s.p2.active(SEEL)
    g = s.start()
    assert f"play {POTION}" in keys(g)
    g.act(f"evolve {DARK_VILEPLUME} bench1")
    assert plays(g) == set()


def test_goop_gas_attack_cannot_be_played_under_hay_fever():
    """Goop Gas Attack is a Trainer card: Hay Fever keeps it from being played (it can't
    turn Hay Fever off)."""
    s = vileplume_table()
    s.p2.hand(GOOP, FIRE)
    s.p2.active(SEEL)
    g = s.start("p2")
    assert f"play {GOOP}" not in keys(g)


def test_stare_on_vileplume_frees_the_trainers():
    """Dark Arbok's Stare stops Dark Vileplume's power until the end of the opponent's next
    turn: its owner may play Trainers then."""
    s = scenario()
    s.p1.active(DARK_ARBOK, energy=["Grass"] * 2)
    s.p2.active(CHANSEY, damage=20)
    s.p2.bench(DARK_VILEPLUME, under=[ODDISH, DARK_GLOOM])
    s.p2.hand(POTION, FIRE)
    g = s.start()
    g.act("attack Stare", "opp-bench1")
    assert g.current == "p2" and f"play {POTION}" in keys(g)


def test_goop_gas_attack_stops_sticky_goo():
    """Goop Gas Attack stops every Power: Dark Muk's Sticky Goo too (Seel retreats for 1)."""
    s = scenario()
    s.p1.active(SEEL, energy=["Water"])
    s.p1.bench(MACHOP)
    s.p1.hand(GOOP)
    s.p2.active(DARK_MUK, under=[GRIMER])
    g = s.start()
    assert "retreat" not in keys(g)
    g.act(f"play {GOOP}")
    assert "retreat" in keys(g)


def test_sticky_goo_stops_while_dark_muk_is_asleep():
    """Sticky Goo stops working while Dark Muk is Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(SEEL, energy=["Water"])
    s.p1.bench(MACHOP)
    s.p2.active(DARK_MUK, under=[GRIMER], conditions=["paralyzed"])
    assert "retreat" in keys(s.start())


# --- Dark Weezing: Mass Explosion --------------------------------------------------------------
def test_mass_explosion_counts_every_koffing_and_weezing_and_hits_each():
    """Mass Explosion: 20 times the number of Koffings, Weezings and Dark Weezings in play
    (both sides, itself included) to the Defending Pokémon; then 20 damage to each of them,
    its own and itself too, without Weakness or Resistance."""
    s = scenario()
    s.p1.active(DARK_WEEZING, energy=["Grass"] * 2)
    s.p1.bench(TR_KOFFING)
    s.p1.bench(MACHOP)
    s.p2.active(CHANSEY)
    s.p2.bench(WEEZING)
    g = s.start()
    g.act("attack Mass Explosion")
    assert g.p2.active.damage == 60
    assert g.p1.active.damage == 20 and g.p1.bench[0].damage == 20
    assert g.p1.bench[1].damage == 0 and g.p2.bench[0].damage == 20


def test_mass_explosion_applies_weakness_to_the_main_damage_only():
    """The main damage gets Weakness (Onix is weak to Grass: 1 Dark Weezing in play, 20 × 2
    = 40, and Onix is no Koffing: nothing more); a Defending Koffing takes both the main
    damage (2 in play: 40) and the 20 after it: 60, Knocked Out."""
    s = scenario()
    s.p1.active(DARK_WEEZING, energy=["Grass"] * 2)
    s.p2.active(ONIX)
    g = s.start()
    g.act("attack Mass Explosion")
    assert g.p2.active.damage == 40 and g.p1.active.damage == 20
    s = scenario()
    s.p1.active(DARK_WEEZING, energy=["Grass"] * 2)
    s.p2.active(KOFFING)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act("attack Mass Explosion")
    assert g.p2.active.card.id == MACHOP and len(g.p1.prizes) == 5


def test_mass_explosion_knocking_out_its_own_koffing_gives_a_prize():
    """Its own Koffing Knocked Out by Mass Explosion gives the opponent a Prize."""
    s = scenario()
    s.p1.active(DARK_WEEZING, energy=["Grass"] * 2)
    s.p1.bench(TR_KOFFING, damage=30)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Mass Explosion")
    assert g.p1.bench == [] and len(g.p2.prizes) == 5 and g.p2.active.damage == 40


# --- Dark Golduck: Third Eye ------------------------------------------------------------------
def test_third_eye_draws_no_more_than_the_deck_holds():
    """Third Eye with 1 card in the deck: draw 1 or 0."""
    s = scenario()
    s.p1.active(DARK_GOLDUCK, energy=["Psychic"], under=[PSYDUCK])
    s.p1.deck(FIRE)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Third Eye")
    assert g.decision.keys == ["1", "0"]
    g.act("1")
    assert ids(g.p1.hand) == [FIRE] and ids(g.p1.discard) == [PSYCHIC]


def test_third_eye_may_draw_nothing_and_still_discards():
    """Drawing 0 is allowed; the Energy card is discarded all the same (its price)."""
    s = scenario()
    s.p1.active(DARK_GOLDUCK, energy=["Psychic", "Water"], under=[PSYDUCK])
    s.p1.deck(FIRE, FIRE)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Third Eye", f"active:{PSYCHIC}", "0")
    assert g.p1.hand == [] and ids(g.p1.active.energy) == [WATER]


def test_third_eye_with_an_empty_deck_only_discards():
    """An empty deck: nothing to draw (no question); the Energy card is still discarded."""
    s = scenario()
    s.p1.active(DARK_GOLDUCK, energy=["Psychic"], under=[PSYDUCK])
    s.p1.deck()
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Third Eye")
    assert g.p1.active.energy == [] and ids(g.p1.discard) == [PSYCHIC]


# --- Dark Alakazam, Dark Kadabra -------------------------------------------------------------
def test_mind_shock_ignores_resistance():
    """Mind Shock: Chansey resists Psychic; no Resistance applies: 40."""
    s = scenario()
    s.p1.active(DARK_ALAKAZAM, energy=["Psychic"] * 3, under=[ABRA, DARK_KADABRA])
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Mind Shock")
    assert g.p2.active.damage == 40


def test_teleport_blast_with_no_bench_asks_nothing():
    """With no Benched Pokémon there is nothing to switch with: no question."""
    s = scenario()
    s.p1.active(DARK_ALAKAZAM, energy=["Psychic"] * 3)
    s.p2.active(ONIX)
    g = s.start()
    g.act("attack Teleport Blast")
    assert g.current == "p2" and g.p2.active.damage == 30


def test_dark_alakazam_evolves_from_dark_kadabra_only():
    """Dark Alakazam evolves from Dark Kadabra, never from Kadabra."""
    s = scenario()
    s.p1.active(DARK_KADABRA, under=[ABRA])
    s.p1.bench("base1-32", under=[ABRA])  # Kadabra
    s.p1.hand(DARK_ALAKAZAM)
    s.p2.active(ONIX)
    evolves = {k for k in keys(s.start()) if k.startswith("evolve ")}
    assert evolves == {f"evolve {DARK_ALAKAZAM} active"}


def test_matter_exchange_needs_a_deck_and_works_once_a_turn_per_kadabra():
    """Matter Exchange can't be used with an empty deck; two Dark Kadabra use it once each."""
    s = scenario()
    s.p1.active(DARK_KADABRA, under=[ABRA])
    s.p1.bench(DARK_KADABRA, under=[ABRA])
    s.p1.hand(FIRE, WATER)
    s.p1.deck(PIKACHU, MACHOP)
    s.p2.active(ONIX)
    g = s.start()
    g.act("power active Matter Exchange", FIRE, "power bench1 Matter Exchange", WATER)
    assert ids(g.p1.hand) == [PIKACHU, MACHOP] and g.p1.deck == []
    assert not any(k.startswith("power ") for k in keys(g))


# --- Dark Slowbro --------------------------------------------------------------------------
def test_reel_in_acts_when_dark_slowbro_is_played_after_goop_gas():
    """Goop Gas Attack stops the Powers of the Pokémon in play when it is played (WotC chat
    2002-05-02 Q168; the Japanese text, as Jason Klaczynski reports it): Dark Slowbro played
    afterwards onto Slowpoke is a card that was not in play then, so Reel In acts."""
    s = scenario()
    s.p1.active(SLOWPOKE)
    s.p1.hand(GOOP, DARK_SLOWBRO)
    s.p1.discard(PIKACHU)
    s.p2.active(ONIX)
    g = s.start()
    g.act(f"play {GOOP}", f"evolve {DARK_SLOWBRO} active")
    assert g.decision.kind == "from-discard"
    g.act(PIKACHU)
    assert ids(g.p1.hand) == [PIKACHU] and ids(g.p1.discard) == [GOOP]


def test_sneak_attack_acts_when_dark_golbat_is_played_after_goop_gas():
    """The ruling's own case (WotC chat 2002-05-02 Q168): Dark Golbat played after Goop Gas
    Attack does its Sneak Attack (10 to Onix, weak to Grass: 20), while Blastoise, in play
    when Goop Gas Attack was played, still can't Rain Dance."""
    s = scenario()
    s.p1.active("base5-70")  # Zubat
    s.p1.bench("base1-2")  # Blastoise
    s.p1.hand(GOOP, "base5-7", WATER)  # Dark Golbat
    s.p2.active(ONIX)
    g = s.start()
    g.act(f"play {GOOP}", "evolve base5-7 active")
    assert g.decision.kind == "target"
    g.act("opp-active")
    assert g.p2.active.damage == 20
    assert not any(k.startswith("power") for k in keys(g))


# --- Dark Raichu: Surprise Thunder -------------------------------------------------------------
def raichu_table(*coins: str):
    s = scenario()
    s.p1.active(DARK_RAICHU, energy=["Lightning"] * 3, under=[PIKACHU])
    s.p2.active(WARTORTLE)  # weak to Lightning
    s.p2.bench(STARYU)  # weak to Lightning too: no Weakness on the Bench
    s.p2.bench(MACHOP)
    return s.coins(*coins).start()


def test_surprise_thunder_two_heads_20_to_each_benched():
    """Surprise Thunder: 30 damage (Wartortle's Weakness: 60); heads, flip again: heads, 20
    damage to each of the opponent's Benched Pokémon (no Weakness or Resistance)."""
    g = raichu_table("H", "H")
    g.act("attack Surprise Thunder")
    assert g.p2.active.damage == 60 and [m.damage for m in g.p2.bench] == [20, 20]


def test_surprise_thunder_heads_then_tails_10_to_each_benched():
    """Heads, then tails: 10 damage to each Benched Pokémon."""
    g = raichu_table("H", "T")
    g.act("attack Surprise Thunder")
    assert g.p2.active.damage == 60 and [m.damage for m in g.p2.bench] == [10, 10]


def test_surprise_thunder_tails_leaves_the_bench_alone():
    """Tails on the first coin: no second coin, the Bench takes nothing; own Bench never."""
    s = scenario()
    s.p1.active(DARK_RAICHU, energy=["Lightning"] * 3, under=[PIKACHU])
    s.p1.bench(MACHOP)
    s.p2.active(WARTORTLE)
    s.p2.bench(STARYU)
    g = s.coins("T").start()
    g.act("attack Surprise Thunder")
    assert g.p2.active.damage == 60 and g.p2.bench[0].damage == 0
    assert g.p1.bench[0].damage == 0


@pytest.mark.parametrize(("coins", "ko"), [(("H", "H"), True), (("H", "T"), False)])
def test_surprise_thunder_knocks_out_on_the_bench(coins, ko):
    """20 to a Benched Pokémon with 20 HP left Knocks it Out (a Prize); 10 does not."""
    s = scenario()
    s.p1.active(DARK_RAICHU, energy=["Lightning"] * 3, under=[PIKACHU])
    s.p2.active(CHANSEY)
    s.p2.bench(STARYU, damage=20)
    g = s.coins(*coins).start()
    g.act("attack Surprise Thunder")
    assert (g.p2.bench == []) is ko and len(g.p1.prizes) == (5 if ko else 6)
