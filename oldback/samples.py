"""Two sample decks made only of cards the engine plays today, for tests and benchmarks.

Each is a list of (count, card id) entries; ``deck(name)`` expands it to 60 references.
"""

from __future__ import annotations

SAMPLES: dict[str, tuple[tuple[int, str], ...]] = {
    # Fire and Lightning Basics with Charmeleon and Charizard, PlusPower and Gust of Wind.
    "sample-fire": (
        (4, "base1-20"),   # Electabuzz
        (3, "base1-28"),   # Growlithe
        (3, "base1-60"),   # Ponyta
        (2, "base1-67"),   # Voltorb
        (2, "base2-1"),    # Clefable (no Clefairy: never evolves)
        (2, "base1-24"),   # Charmeleon
        (1, "base1-4"),    # Charizard
        (2, "base1-48"),   # Doduo
        (1, "base2-34"),   # Dodrio
        (1, "base1-70"),   # Clefairy Doll
        (3, "base1-71"),   # Computer Search
        (3, "base1-84"),   # PlusPower
        (2, "base1-93"),   # Gust of Wind
        (2, "base1-95"),   # Switch
        (1, "base1-82"),   # Full Heal
        (2, "base1-96"),   # Double Colorless Energy
        (13, "base1-98"),  # Fire Energy
        (13, "base1-100"), # Lightning Energy
    ),
    # Fighting and Water Basics with Kabuto from Mysterious Fossil, Defender and Harden.
    "sample-fighting": (
        (4, "base1-7"),    # Hitmonchan
        (3, "base1-56"),   # Onix
        (3, "base1-52"),   # Machop
        (2, "base1-62"),   # Sandshrew
        (2, "base3-62"),   # Mysterious Fossil
        (2, "base3-50"),   # Kabuto
        (2, "base2-53"),   # Goldeen
        (2, "base2-46"),   # Seaking
        (2, "base2-6"),    # Mr. Mime
        (2, "base3-48"),   # Grimer
        (2, "base1-10"),   # Mewtwo
        (3, "base3-59"),   # Energy Search
        (2, "base1-80"),   # Defender
        (2, "base1-84"),   # PlusPower
        (2, "base1-93"),   # Gust of Wind
        (1, "base1-95"),   # Switch
        (12, "base1-97"),  # Fighting Energy
        (8, "base1-102"),  # Water Energy
        (4, "base1-101"),  # Psychic Energy
    ),
}


def deck(name: str) -> list[str]:
    """A sample deck as 60 card references."""
    try:
        entries = SAMPLES[name]
    except KeyError:
        raise ValueError(f"unknown sample deck {name!r} (known: {', '.join(SAMPLES)})") from None
    return [ref for count, ref in entries for _ in range(count)]
