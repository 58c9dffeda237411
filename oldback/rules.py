"""Rules as data: the switches where the variants of the spec differ, and the presets."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

#: at most this many Prize cards: a deck of 60 must still deal a hand of 7
MAX_PRIZES = 53
#: the values of the switch ``birthday``: nobody's, one player's, or both players'
BIRTHDAYS = ("", "p1", "p2", "both")


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule switches of a game. Presets: pokemon1999 (default), wotc, japan, gameboy.

    Each switch is read in the one place of the engine where the spec says the
    variants differ (see the module named beside it).
    """

    #: engine/turn.py — the player who goes first draws at the start of turn 1.
    first_player_draws: bool = True
    #: engine/setup.py — 0–2 extra cards per uncancelled opponent mulligan.
    mulligan_bonus_draws: bool = True
    #: engine/setup.py — a hand with no Basic or Baby Pokémon but a Clefairy Doll or
    #: Mysterious Fossil may be kept, that card as the Active (spec, Set-Up step 4);
    #: False: it is a mulligan like any hand without a Basic Pokémon (WotC).
    keep_doll_or_fossil_hand: bool = True
    #: engine/setup.py — the bonus cards are drawn after Prizes are set (Official Book 2000);
    #: False draws them as the mulligans happen, before the Active Pokémon is chosen.
    bonus_draws_after_prizes: bool = True
    #: engine/attack.py — "in order to use" costs are paid with the effects, after damage.
    costs_after_damage: bool = True
    #: effects/attached.py (PlusPower, damage step 5) — PlusPower also adds to damage the
    #: user does to itself.
    pluspower_on_self: bool = True
    #: effects/errata.py (Metronome) — WotC's English text: Metronome copies an attack
    #: without anything it requires in order to be used (discarding Energy…); False: the
    #: user must meet and pay those with its own cards (spec, Attack Procedures step 5).
    metronome_ignores_costs: bool = False
    #: engine/powers.py — Poison also shuts off "Asleep, Confused, or Paralyzed" powers.
    poison_blocks_powers: bool = False
    #: engine/setup.py — Prize cards per player in a normal game (sudden death uses 1).
    prizes: int = 6
    #: engine/knockout.py — how many sudden-death games may follow a tie before the game
    #: is declared a draw; None repeats them until the tie is broken (Official Book 2000).
    sudden_death_limit: int | None = None
    #: effects/promos.py (Birthday Surprise) — whose birthday it is today: "" nobody's,
    #: "p1", "p2" or "both" (the engine knows no dates).
    birthday: str = ""

    def __post_init__(self) -> None:
        """Each switch holds a value it can mean: ValueError names the one that does not."""
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "prizes":
                if not _whole(value) or not 1 <= value <= MAX_PRIZES:
                    raise ValueError(f"rule switch prizes must be a whole number from 1 to "
                                     f"{MAX_PRIZES}, not {value!r}")
            elif f.name == "sudden_death_limit":
                if value is not None and (not _whole(value) or value < 0):
                    raise ValueError(f"rule switch sudden_death_limit must be None or a whole "
                                     f"number from 0, not {value!r}")
            elif f.name == "birthday":
                if value not in BIRTHDAYS:
                    raise ValueError(f"rule switch birthday must be one of "
                                     f"{', '.join(map(repr, BIRTHDAYS))}, not {value!r}")
            elif not isinstance(value, bool):
                raise ValueError(f"rule switch {f.name} must be True or False, not {value!r}")

    @staticmethod
    def preset(name: str) -> Rules:
        try:
            return PRESETS[name]
        except KeyError:
            known = ", ".join(sorted(PRESETS))
            raise ValueError(f"unknown rules preset {name!r} (known: {known})") from None

    def changes(self) -> dict[str, object]:
        """The switches that differ from the default preset."""
        default = Rules()
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        }


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


PRESETS: dict[str, Rules] = {
    "pokemon1999": Rules(),
    "wotc": replace(
        Rules(), costs_after_damage=False, pluspower_on_self=False,
        bonus_draws_after_prizes=False, metronome_ignores_costs=True,
        keep_doll_or_fossil_hand=False,
    ),
    "japan": replace(Rules(), first_player_draws=False),
    "gameboy": replace(Rules(), mulligan_bonus_draws=False),
}


def resolve(rules: object) -> Rules:
    """A Rules value from a preset name, a Rules, or None (the default)."""
    if rules is None:
        return PRESETS["pokemon1999"]
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return Rules.preset(rules)
    raise ValueError(f"rules must be a preset name or a Rules value, not {type(rules).__name__}")
