"""Gym Challenge (gym2): the Gym Leaders' Pokémon with Pokémon Powers, and the attacks that
read or copy attacks or turn Powers off. Several tests a card; each names the ruling or the
part of the spec or of the card's text it follows."""

from __future__ import annotations

from oldback.testing import Scenario, check_invariants
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

NINETALES_B, MACHAMP, PERSIAN, GYARADOS = "gym2-3", "gym2-6", "gym2-8", "gym2-13"
ALAKAZAM, NINETALES_F, MUK, PRIMEAPE = "gym2-16", "gym2-21", "gym2-26", "gym2-35"
BELLSPROUT, IVYSAUR, KAKUNA, ELECTRODE = "gym2-38", "gym2-41", "gym2-47", "gym2-52"
GASTLY, GENGAR, HAUNTER, KADABRA = "gym2-97", "gym2-29", "gym2-55", "gym2-58"
MEOWTH, BEEDRILL, VULPIX_B, ODDISH = "gym2-43", "gym2-9", "gym2-37", "gym2-70"
GIOVANNI, DIGLETT, MAGIKARP, GEODUDE = "gym2-18", "gym2-67", "gym2-88", "gym2-68"
PSYDUCK_M, BULBASAUR_E = "gym2-90", "gym2-39"
ZAPDOS, CHANSEY, ELECTABUZZ, LAPRAS = "base1-16", "base1-3", "base1-20", "base3-10"
BLASTOISE, STARMIE, MEWTWO, HITMONCHAN = "base1-2", "base1-64", "base1-10", "base1-7"
ALAKAZAM_B, KADABRA_B, ABRA = "base1-1", "base1-32", "base1-43"
FIRE, WATER, GRASS, PSYCHIC, LIGHTNING = (
    "base1-98", "base1-102", "base1-99", "base1-101", "base1-100")
BILL = "base1-91"
FIGHTING = "base1-97"


def scenario() -> Scenario:
    """Both decks hold a few cards; p2 holds a Water Energy, so its turn waits for it."""
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    return s


# --- 3 Brock's Ninetales: Shapeshift ---------------------------------------------------------
def test_shapeshift_makes_ninetales_the_attached_evolution_card():
    """Brock's Ninetales, Shapeshift (card text): attach an Evolution card from the hand —
    not an evolution — and Ninetales is that Pokémon: Starmie's HP (60), type and attacks;
    its name and its own power stay."""
    s = scenario()
    s.p1.active(NINETALES_B, energy=["Water"] * 3, damage=10)
    s.p1.hand(STARMIE)
    s.p2.active(CHANSEY)
    s.coins("T")  # Star Freeze's flip
    g = s.start("p1")
    g.act("power active Shapeshift")
    mon = g.p1.active
    assert ids(mon.attached) == [STARMIE] and ids(mon.stack) == [NINETALES_B]
    assert mon.name == "Brock's Ninetales" and mon.hp == 60 and mon.types == ("Water",)
    assert {"attack Recover", "attack Star Freeze"} <= keys(g)
    assert "attack Will-o'-the-wisp" not in keys(g)
    g.act("attack Star Freeze")
    assert g.p2.active.damage == 20


def test_shapeshift_never_gives_the_attached_cards_power():
    """Shapeshift: it can't use the Power of the Pokémon it has become (card text):
    Ninetales as Blastoise has no Rain Dance; its own Shapeshift stays (to discard the
    card), once a turn for attaching."""
    s = scenario()
    s.p1.active(NINETALES_B)
    s.p1.hand(BLASTOISE, STARMIE, "Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Shapeshift", BLASTOISE)
    assert g.p1.active.hp == 100
    assert not any("Rain Dance" in k for k in keys(g))
    g.act("power active Shapeshift")  # only "discard it" is left this turn: taken at once
    assert g.p1.active.attached == [] and ids(g.p1.discard) == [BLASTOISE]
    assert g.p1.active.hp == 70


def test_shapeshift_card_is_discarded_when_ninetales_falls_asleep():
    """Shapeshift (card text): if Brock's Ninetales becomes Asleep, Confused or Paralyzed,
    every Evolution card attached to it is discarded: it is Ninetales again."""
    s = scenario()
    s.p1.active(NINETALES_B, attached=[STARMIE])
    s.p2.active(VULPIX_B, energy=["Water"])
    s.coins("T")  # Ninetales stays Asleep at Checkup
    g = s.start("p2")
    assert g.p1.active.hp == 60
    g.act("attack Hypnotic Gaze")
    assert ids(g.p1.discard) == [STARMIE] and g.p1.active.hp == 70


def test_shapeshift_lower_hp_may_knock_out():
    """Shapeshift: damage counters stay when the form changes (as Ditto's Transform,
    RULINGS.md Fossil), so Ninetales with 60 damage attaching a 60-HP Starmie is Knocked
    Out."""
    s = scenario()
    s.p1.active(NINETALES_B, damage=60)
    s.p1.bench(DIGLETT)
    s.p1.hand(STARMIE)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Shapeshift")
    assert g.p1.active.name == "Brock's Diglett"
    assert sorted(ids(g.p1.discard)) == sorted([NINETALES_B, STARMIE])


# --- 6 Giovanni's Machamp: Fortitude ---------------------------------------------------------
def test_fortitude_heads_leaves_10_hp():
    """Giovanni's Machamp, Fortitude: an opponent's attack that would Knock it Out: flip;
    heads, it stays in play with 10 HP left (Knock Out step 1, as Focus Band)."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.active(MACHAMP, damage=70)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Special Punch")
    assert g.p2.active.name == "Giovanni's Machamp" and g.p2.active.remaining_hp == 10
    assert len(g.p1.prizes) == 6


def test_fortitude_tails_is_knocked_out():
    """Fortitude: tails, Machamp is Knocked Out as usual."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.active(MACHAMP, damage=70)
    s.p2.bench(DIGLETT)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Special Punch")
    assert MACHAMP in ids(g.p2.discard)


def test_fortitude_does_not_work_asleep_nor_against_its_own_attack():
    """Fortitude can't be used while Machamp is Asleep (card text: no coin is flipped), nor
    does it answer its owner's own damage (only "an opponent's attack")."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.active(MACHAMP, damage=70, conditions={"asleep"})
    s.p2.bench(DIGLETT)
    g = s.start("p1")
    g.act("attack Special Punch")
    assert MACHAMP in ids(g.p2.discard)


# --- 8 Giovanni's Persian: Call the Boss -----------------------------------------------------
def test_call_the_boss_finds_giovanni_when_played_from_hand():
    """Giovanni's Persian, Call the Boss: when it is played from the hand (evolving
    Giovanni's Meowth), its player may search the deck for Giovanni, show it, take it."""
    s = scenario()
    s.p1.active(MEOWTH)
    s.p1.hand(PERSIAN)
    s.p1.deck(GRASS, GIOVANNI, GRASS)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"evolve {PERSIAN} active", "yes")
    assert keys(g) == {GIOVANNI, "done"}
    g.act(GIOVANNI)
    assert ids(g.p1.hand) == [GIOVANNI] and GIOVANNI not in ids(g.p1.deck)


def test_call_the_boss_is_optional():
    """Call the Boss: "you may" — ``no`` searches nothing."""
    s = scenario()
    s.p1.active(MEOWTH)
    s.p1.hand(PERSIAN)
    s.p1.deck(GIOVANNI)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"evolve {PERSIAN} active", "no")
    assert g.p1.hand == [] and ids(g.p1.deck) == [GIOVANNI]


# --- 13 Misty's Gyarados: Rebellion ----------------------------------------------------------
def test_rebellion_both_tails_shuffles_gyarados_away():
    """Misty's Gyarados, Rebellion: whenever it attacks, flip 2 coins; both tails, the
    attack does nothing and Gyarados with its cards is shuffled into the deck (no Prize)."""
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water"] * 4)
    s.p1.bench(DIGLETT)
    s.p2.active(CHANSEY)
    s.coins("T", "T")
    g = s.start("p1")
    g.act("attack Tidal Wave")
    assert g.p2.active.damage == 0 and g.p1.active.name == "Brock's Diglett"
    assert ids(g.p1.deck).count(GYARADOS) == 1 and len(g.p1.prizes) == 6 == len(g.p2.prizes)


def test_rebellion_one_heads_lets_the_attack_happen():
    """Rebellion: a heads among the 2 coins and Tidal Wave does its 70."""
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water"] * 4)
    s.p2.active(CHANSEY)
    s.coins("T", "H")
    g = s.start("p1")
    g.act("attack Tidal Wave")
    assert g.p2.active.damage == 70


def test_rebellion_works_while_confused_before_the_confusion_flip():
    """Rebellion "works even if Gyarados is Confused" (card text): its 2 coins come first
    (attack step 3); with a heads, the Confusion flip follows (step 4)."""
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water"] * 4, conditions={"confused"})
    s.p1.bench(DIGLETT)
    s.p2.active(CHANSEY)
    s.coins("T", "T")
    g = s.start("p1")
    g.act("attack Tidal Wave")
    assert g.p1.active.name == "Brock's Diglett"
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water"] * 4, conditions={"confused"})
    s.p2.active(CHANSEY)
    s.coins("H", "T", "T")  # Rebellion; then Confusion tails: 20 to itself
    g = s.start("p1")
    g.act("attack Tidal Wave")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 0


# --- 16 Sabrina's Alakazam: Psylink ----------------------------------------------------------
def test_psylink_copies_the_attacks_of_psychic_pokemon_in_play():
    """Sabrina's Alakazam, Psylink: it has a copy of every attack of its owner's Psychic
    Pokémon in play, with their Energy costs; a Water Pokémon's attacks are not copied."""
    s = scenario()
    s.p1.active(ALAKAZAM, energy=["Psychic"] * 4)
    s.p1.bench(KADABRA)
    s.p1.bench(STARMIE)
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    assert {"attack Mega Burn", "attack Life Drain", "attack Psyshot"} <= keys(g)
    assert "attack Star Freeze" not in keys(g)


def test_psylink_copy_keeps_its_cards_behaviour():
    """A copied attack does what its own card says: Life Drain (Sabrina's Kadabra) heads
    leaves the Defending Pokémon 10 HP."""
    s = scenario()
    s.p1.active(ALAKAZAM, energy=["Psychic"])
    s.p1.bench(KADABRA)
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Life Drain")
    assert g.p2.active.damage == 80


def test_psylink_copy_must_meet_its_requirements_with_alakazams_cards():
    """Psylink copies "anything else required" (card text): Mewtwo's Barrier makes Alakazam
    discard its own Psychic Energy, and needs 2 of them attached."""
    s = scenario()
    s.p1.active(ALAKAZAM, energy=["Psychic"] * 2)
    s.p1.bench(MEWTWO)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("H")  # Thundershock's flip: its Paralysis is prevented too
    g = s.start("p1")
    g.act("attack Barrier")
    assert ids(g.p1.discard) == [PSYCHIC] and len(g.p1.active.energy) == 1
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and not g.p1.active.conditions


def test_psylink_stops_while_alakazam_is_confused():
    """Psylink can't be used while Alakazam is Asleep, Confused or Paralyzed (card text):
    Confused, it has its own attack only."""
    s = scenario()
    s.p1.active(ALAKAZAM, energy=["Psychic"] * 4, conditions={"confused"})
    s.p1.bench(KADABRA)
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    assert "attack Life Drain" not in keys(g) and "attack Mega Burn" in keys(g)


def test_esp_reads_the_defending_pokemons_current_attacks():
    """Misty's Psyduck's ESP copies the attacks the Defending Pokémon has now (the
    ``attack_list`` hook): a Psylinked Alakazam offers Kadabra's Life Drain too."""
    s = scenario()
    s.p1.active(PSYDUCK_M, energy=["Psychic"])
    s.p2.active(ALAKAZAM)
    s.p2.bench(KADABRA)
    s.coins("H", "H", "H")
    g = s.start("p1")
    g.act("attack ESP")
    assert keys(g) == {"Mega Burn", "Life Drain", "Psyshot"}


# --- 21 Blaine's Ninetales: Healing Fire -----------------------------------------------------
def test_healing_fire_heals_on_a_fire_energy_from_the_hand():
    """Blaine's Ninetales, Healing Fire: attaching a Fire Energy card from the hand removes
    1 damage counter; a Water Energy card does not."""
    s = scenario()
    s.p1.active(NINETALES_F, damage=30)
    s.p1.hand("Fire", "Water")
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act(f"attach {FIRE} active")
    assert g.p1.active.damage == 20
    s = scenario()
    s.p1.active(NINETALES_F, damage=30)
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act(f"attach {WATER} active")
    assert g.p1.active.damage == 30


def test_healing_fire_stops_while_asleep():
    """Healing Fire stops working while Blaine's Ninetales is Asleep (card text)."""
    s = scenario()
    s.p1.active(NINETALES_F, damage=30, conditions={"asleep"})
    s.p1.hand("Fire")
    s.p2.active(ZAPDOS)
    s.coins("T")  # the turn ends at once (nothing else to do): it stays Asleep at Checkup
    g = s.start("p1")
    g.act(f"attach {FIRE} active")
    assert g.p1.active.damage == 30


# --- 26 Koga's Muk: Energy Drain -------------------------------------------------------------
def test_energy_drain_discards_an_energy_of_the_attacker():
    """Koga's Muk, Energy Drain: an opponent's attack damages Muk: flip; heads, an Energy
    card of the attacking Pokémon is discarded (Muk's player chooses)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning", "Water"])
    s.p2.active(MUK)
    s.coins("H", "T")  # Energy Drain (as the damage is done); then Thundershock's flip
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.decision.player == "p2"
    g.act(f"opp-active:{WATER}")
    assert ids(g.p1.active.energy) == [LIGHTNING] and ids(g.p1.discard) == [WATER]


def test_energy_drain_works_even_when_muk_is_knocked_out():
    """Energy Drain works even if Muk is Knocked Out by the attack (card text)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(MUK, damage=70)
    s.p2.bench(DIGLETT)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.energy == [] and MUK in ids(g.p2.discard)


def test_energy_drain_not_while_asleep():
    """Energy Drain can't be used if Muk is already Asleep when the attack hits: no coin."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(MUK, conditions={"asleep"})
    s.coins("T", "T")  # Thundershock; Muk stays Asleep at Checkup
    g = s.start("p1")
    g.act("attack Thundershock")
    assert ids(g.p1.active.energy) == [LIGHTNING]


# --- 29 Sabrina's Gengar: Dark Wave ----------------------------------------------------------
def test_dark_wave_turns_off_every_power_until_the_end_of_the_next_turn():
    """Sabrina's Gengar, Dark Wave: all Pokémon Powers, both players', stop working until
    the end of the opponent's next turn: Blastoise can't Rain Dance then, and can again
    after."""
    s = scenario()
    s.p1.active(GENGAR, energy=["Psychic"] * 2)
    s.p2.active(BLASTOISE)
    s.p2.hand("Water", "Water")
    g = s.start("p1")
    g.act("attack Dark Wave")
    assert g.p2.active.damage == 20
    assert not any(k.startswith("power") for k in keys(g))
    g.act("end", "end")
    assert "power active Rain Dance" in keys(g)


def test_dark_wave_turns_off_passive_powers_too():
    """Dark Wave turns off passive Powers as well, from after its damage: its own 20 to
    Erika's Ivysaur is still halved by Relaxing Scent (10), but Ivysaur's Double Razor Leaf
    during the next turn is not (80 to Gengar)."""
    s = scenario()
    s.p1.active(GENGAR, energy=["Psychic"] * 2)
    s.p2.active(IVYSAUR, energy=["Grass"] * 3)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Dark Wave")
    assert g.p2.active.damage == 10
    g.act("attack Double Razor Leaf")
    assert g.p1.active.damage == 80


def test_dark_wave_spares_a_pokemon_evolved_afterwards():
    """Dark Wave has Goop Gas Attack's words ("all Pokémon Powers stop working until the end
    of your opponent's next turn") and its ruling (WotC chat 2002-05-02 Q168; the Japanese
    text): the Powers of the Pokémon in play when it is used stop. The Blastoise p2 evolves
    afterwards can Rain Dance; the Blastoise in play then can't."""
    s = scenario()
    s.p1.active(GENGAR, energy=["Psychic"] * 2)
    s.p2.active(BLASTOISE)
    s.p2.bench("base1-42")  # Wartortle
    s.p2.hand(BLASTOISE, "Water", "Water")
    g = s.start("p1")
    g.act("attack Dark Wave")
    assert not any(k.startswith("power") for k in keys(g))
    g.act(f"evolve {BLASTOISE} bench1")
    assert "power bench1 Rain Dance" in keys(g) and "power active Rain Dance" not in keys(g)


# --- 35 Brock's Primeape: Scram --------------------------------------------------------------
def test_scram_leaves_at_exactly_10_hp():
    """Brock's Primeape, Scram: with exactly 10 HP left, it and its cards are shuffled into
    its owner's deck: no Knock Out, no Prize."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(PRIMEAPE, energy=["Fighting"], damage=20)
    s.p2.bench(DIGLETT)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thunderpunch")  # heads: 40; 70 HP, 60 damage: 10 left
    assert g.p2.active.name == "Brock's Diglett" and PRIMEAPE in ids(g.p2.deck)
    assert len(g.p1.prizes) == 6


def test_scram_not_at_other_hp():
    """Scram: 20 HP left is not exactly 10; it stays."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(PRIMEAPE, damage=10)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thunderpunch")
    assert g.p2.active.name == "Brock's Primeape" and g.p2.active.remaining_hp == 20


def test_scram_after_poison_at_pokemon_checkup():
    """Scram, "if Brock's Primeape ever has exactly 10 HP left" (issue 33): a condition of the
    board, looked at after every change of damage. Poison at Pokémon Checkup leaves Primeape
    (70 HP, 50 damage) at 10: it and its cards go into the deck, no Prize. Poison does not
    turn its Power off (spec, Main Differences from WotC). Its owner then sends up a new
    Active Pokémon during Checkup (two to choose from)."""
    s = scenario()
    s.p1.active(ZAPDOS)
    s.p1.hand("Water")
    s.p2.active(PRIMEAPE, energy=["Fighting"], damage=50, conditions=["poisoned"])
    s.p2.bench(DIGLETT)
    s.p2.bench(GEODUDE)
    g = s.start("p1")
    g.act("end")
    assert g.decision.player == "p2" and g.decision.kind == "promote"
    g.act("bench2")
    assert g.p2.active.name == "Brock's Geodude" and [m.name for m in g.p2.bench] == [
        "Brock's Diglett"] and len(g.p1.prizes) == 6
    # shuffled in with its Energy (p2's turn has begun: one of them may have been drawn)
    assert {PRIMEAPE, FIGHTING} <= set(ids(g.p2.deck + g.p2.hand)) and g.p2.discard == []


def test_scram_does_not_look_while_asleep():
    """Scram stops working while Primeape is Asleep: Poison leaving it at 10 HP then does
    nothing (it stays Asleep on the coin's tails)."""
    s = scenario()
    s.p1.active(ZAPDOS)
    s.p1.hand("Water")
    s.p2.active(PRIMEAPE, damage=50, conditions=["poisoned", "asleep"])
    s.p2.bench(DIGLETT)
    s.coins("T")
    g = s.start("p1")
    g.act("end")
    assert g.p2.active.name == "Brock's Primeape" and g.p2.active.remaining_hp == 10


def test_scram_once_its_power_works_again():
    """Scram is a condition of the board ("ever has"): a Primeape left at 10 HP while its
    Power was off (Confused) goes once the Power works again and the board is looked at,
    at the end of the action that cured it (Full Heal)."""
    s = scenario()
    s.p1.active(PRIMEAPE, damage=60, conditions=["confused"])
    s.p1.bench(DIGLETT)
    s.p1.hand("base1-82", "Water")  # Full Heal
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("play base1-82")
    assert g.p1.active.name == "Brock's Diglett" and PRIMEAPE in ids(g.p1.deck)


def test_scram_as_primeape_wakes_up_at_pokemon_checkup():
    """Scram as a condition: Primeape Asleep with exactly 10 HP left wakes up at Pokémon
    Checkup (heads); its Power works again, it looks at the board, and it goes: its owner
    sends up a new Active Pokémon during Checkup (two to choose from)."""
    s = scenario()
    s.p1.active(ZAPDOS)
    s.p1.hand("Water")
    s.p2.active(PRIMEAPE, damage=60, conditions=["asleep"])
    s.p2.bench(DIGLETT)
    s.p2.bench(GEODUDE)
    s.coins("H")
    g = s.start("p1")
    g.act("end")
    assert g.decision.player == "p2" and g.decision.kind == "promote"
    g.act("bench1")  # (p2's turn begins: the card drawn may be Primeape, shuffled in)
    assert g.p2.active.name == "Brock's Diglett" and PRIMEAPE in ids(g.p2.deck + g.p2.hand)


def test_scram_after_a_damage_counter_is_moved():
    """Scram after moved damage counters (issue 33): Alakazam's Damage Swap moves a counter
    from Alakazam onto Primeape (70 HP, 50 damage): 10 HP left, Primeape goes into the deck."""
    s = scenario()
    s.p1.active(ALAKAZAM_B, damage=20)
    s.p1.bench(PRIMEAPE, damage=50)
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("power active Damage Swap", "active")
    assert g.p1.bench == [] and PRIMEAPE in ids(g.p1.deck)
    assert g.p1.active.damage == 10


def test_scram_after_a_powers_damage():
    """Scram after a Pokémon Power's damage (issue 33): Dark Golbat's Sneak Attack does 10 to
    the Benched Primeape (70 HP, 50 damage): 10 HP left, Primeape goes into the deck."""
    s = scenario()
    s.p1.active("base5-70")  # Zubat
    s.p1.hand("base5-7", "Water")  # Dark Golbat
    s.p2.active(ZAPDOS)
    s.p2.bench(PRIMEAPE, damage=50)
    g = s.start("p1")
    g.act("evolve base5-7 active", "opp-bench1")
    assert g.p2.bench == [] and PRIMEAPE in ids(g.p2.deck)


# --- 38 Erika's Bellsprout: Soak Up ----------------------------------------------------------
def test_soak_up_moves_up_to_two_grass_energy():
    """Erika's Bellsprout, Soak Up: once a turn, up to 2 Grass Energy cards attached to its
    owner's other Pokémon move onto Bellsprout."""
    s = scenario()
    s.p1.active(BELLSPROUT)
    s.p1.bench(ODDISH, energy=["Grass", "Grass", "Water"])
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("power active Soak Up", f"bench1:{GRASS}", f"bench1:{GRASS}")
    assert ids(g.p1.active.energy) == [GRASS, GRASS] and ids(g.p1.bench[0].energy) == [WATER]
    assert "power active Soak Up" not in keys(g)


# --- 41 Erika's Ivysaur: Relaxing Scent ------------------------------------------------------
def test_relaxing_scent_halves_every_attack_while_active_rounded_up():
    """Erika's Ivysaur, Relaxing Scent: while it is its owner's Active Pokémon, every
    attack's damage to any Pokémon is halved after Weakness and Resistance, rounded up to
    the nearest 10: Electabuzz's 30 → 20 to Ivysaur."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(IVYSAUR)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thunderpunch")  # tails: 30 to Ivysaur, 10 to Electabuzz itself
    assert g.p2.active.damage == 20 and g.p1.active.damage == 10


def test_relaxing_scent_not_from_the_bench():
    """Relaxing Scent works only while Ivysaur is Active: from the Bench, nothing changes."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.p2.bench(IVYSAUR)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thunderpunch")
    assert g.p2.active.damage == 30


# --- 47 Koga's Kakuna: Emerge ----------------------------------------------------------------
def test_emerge_heads_evolves_from_the_deck():
    """Koga's Kakuna, Emerge: once a turn, flip; heads, Koga's Beedrill from the deck is put
    on it (it evolves); the deck is shuffled."""
    s = scenario()
    s.p1.active(KAKUNA)
    s.p1.deck(GRASS, BEEDRILL)
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("power active Emerge", BEEDRILL)
    assert g.p1.active.name == "Koga's Beedrill" and BEEDRILL not in ids(g.p1.deck)


def test_emerge_tails_and_once_a_turn():
    """Emerge: tails, nothing; either way it can't be used again this turn."""
    s = scenario()
    s.p1.active(KAKUNA)
    s.p1.deck(BEEDRILL)
    s.p2.active(ZAPDOS)
    s.coins("T")
    g = s.start("p1")
    g.act("power active Emerge")
    assert g.p1.active.name == "Koga's Kakuna" and "power active Emerge" not in keys(g)


def test_emerge_counts_as_evolving_not_on_the_first_turn():
    """Emerge "counts as evolving": like evolving, not during its player's first turn
    (RULINGS.md General: nobody evolves on their first turn)."""
    s = scenario()
    s.p1.active(KAKUNA)
    s.p1.deck(BEEDRILL)
    s.p2.active(ZAPDOS)
    g = s.start("p1", first_turn=True)
    assert "power active Emerge" not in keys(g)


# --- 52 Lt. Surge's Electrode: Shock Blast ---------------------------------------------------
def test_shock_blast_tails_damages_both_actives():
    """Lt. Surge's Electrode, Shock Blast: Active and damaged by an attack, flip; tails, 20
    to each Active Pokémon (no Weakness: put as damage by the power)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(ELECTRODE)
    s.coins("T", "H")  # Shock Blast (as the damage is done); then Thundershock: Paralyzed
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p2.active.damage == 10 + 20 and g.p1.active.damage == 20


def test_shock_blast_works_while_asleep_and_only_when_active():
    """Shock Blast works even if Electrode is Asleep (card text); from the Bench it does
    nothing (it must be the Active Pokémon)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(ELECTRODE, conditions={"asleep"})
    s.coins("T", "T", "T")  # Shock Blast; Thundershock; Electrode stays Asleep at Checkup
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 20
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(CHANSEY)
    s.p2.bench(ELECTRODE)
    s.coins("T")  # Thundershock only: no Shock Blast from the Bench
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 10


def test_shock_blast_is_not_set_off_by_a_powers_damage():
    """Shock Blast, "damaged by an attack": a Pokémon Power's damage is no attack's (issue 33:
    which hooks answer only to attacks is said by the card text). Dark Golbat's Sneak Attack
    does 10 to the Active Electrode: no coin is flipped (none is scripted), no Shock Blast."""
    s = scenario()
    s.p1.active("base5-70")  # Zubat
    s.p1.hand("base5-7", "Water")  # Dark Golbat
    s.p2.active(ELECTRODE)
    g = s.start("p1")
    g.act("evolve base5-7 active", "opp-active")
    assert g.p2.active.damage == 10 and g.p1.active.damage == 0


# --- 97 Sabrina's Gastly: Gaseous Form -------------------------------------------------------
def test_gaseous_form_adds_10_hp_per_psychic_energy_card():
    """Sabrina's Gastly, Gaseous Form: +10 HP for each Psychic Energy card attached, even
    while Asleep: with 2, 60 HP, so 50 damage does not Knock it Out."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(GASTLY, energy=["Psychic", "Psychic", "Water"], damage=10,
                conditions={"asleep"})
    s.coins("H", "T")  # Thunderpunch heads: 40; Gastly stays Asleep at Checkup
    g = s.start("p1")
    g.act("attack Thunderpunch")
    assert g.p2.active.name == "Sabrina's Gastly" and g.p2.active.damage == 50
    check_invariants(g)  # its HP counts the Power there too: 50 < 60


def test_soak_up_not_while_asleep_and_only_grass():
    """Soak Up can't be used while Bellsprout is Asleep, Confused or Paralyzed (card text),
    and takes only Grass Energy cards: with only Water on the Bench, it can't be used."""
    s = scenario()
    s.p1.active(BELLSPROUT, conditions={"asleep"})
    s.p1.bench(ODDISH, energy=["Grass"])
    s.p1.hand("Grass")  # something to decide, so the turn waits
    s.p2.active(ZAPDOS)
    assert "power active Soak Up" not in keys(s.start("p1"))
    s = scenario()
    s.p1.active(BELLSPROUT)
    s.p1.bench(ODDISH, energy=["Water"])
    s.p1.hand("Grass")
    s.p2.active(ZAPDOS)
    assert "power active Soak Up" not in keys(s.start("p1"))


def test_relaxing_scent_halves_its_owners_attacks_too():
    """Relaxing Scent applies to "even your own" attacks (card text): Ivysaur's own Double
    Razor Leaf, 2 heads, does 80 → 40."""
    s = scenario()
    s.p1.active(IVYSAUR, energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Double Razor Leaf")
    assert g.p2.active.damage == 40


def test_gaseous_form_without_psychic_energy_is_40():
    """Gaseous Form counts Psychic Energy cards only: with a Water Energy card, HP stays
    40."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Water"])
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    assert g.p1.active.hp == 40
