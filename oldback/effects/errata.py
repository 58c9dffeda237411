"""WotC's English errata of attacks, each following its rule switch."""

from __future__ import annotations

from dataclasses import dataclass

from oldback.effects.copy_attacks import Metronome
from oldback.engine.attack import AttackContext
from oldback.engine.hints import Hints
from oldback.engine.scripts import AttackScript


@dataclass(frozen=True)
class Erratum:
    """WotC's English text of a card's attack, where it differs from the Japanese text."""

    #: the field of ``oldback.Rules`` that, True, plays WotC's text
    switch: str
    #: the attack's behaviour as WotC printed and ruled it
    english: AttackScript
    #: where the difference is stated
    source: str


class ByRules(AttackScript):
    """An attack that plays ``printed`` (the spec's text), or the erratum's behaviour when
    the game's rules turn its switch on."""

    def __init__(self, printed: AttackScript, erratum: Erratum):
        self.printed = printed
        self.erratum = erratum
        self.checks_usable = printed.checks_usable or erratum.english.checks_usable
        self.text = (f"{printed.text} As WotC printed it ({erratum.switch}): "
                     f"{erratum.english.text}")

    @property
    def hints(self) -> Hints:
        return self.printed.hints

    def _now(self, ctx: AttackContext) -> AttackScript:
        return self.erratum.english if getattr(ctx.g.rules, self.erratum.switch) else self.printed

    def usable(self, ctx: AttackContext) -> bool:
        return self._now(ctx).usable(ctx)

    def pay(self, ctx: AttackContext) -> None:
        self._now(ctx).pay(ctx)

    def base(self, ctx: AttackContext) -> None:
        self._now(ctx).base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        self._now(ctx).effect(ctx)


METRONOME = Erratum(
    "metronome_ignores_costs", Metronome(requirements=False),
    "WotC's English text of Metronome copies the attack \"except for its Energy costs and "
    "anything else required in order to use that attack, such as discarding Energy cards\", "
    "as WotC ruled; the spec (Attack Procedures, step 5, examples #1 and #2) calls that text "
    "WotC's error and makes the user meet and pay the requirements (RULINGS.md, opening).",
)


#: (behaviour id of the card, attack name) → its erratum
ERRATA: dict[tuple[str, str], Erratum] = {
    ("base1-5", "Metronome"): METRONOME,  # Clefairy (Base Set)
    ("base2-1", "Metronome"): METRONOME,  # Clefable (Jungle)
}


def apply(card_id: str, attacks: dict[str, AttackScript]) -> dict[str, AttackScript]:
    """The card's attack scripts, those with an erratum made to follow its switch."""
    return {name: ByRules(script, ERRATA[card_id, name]) if (card_id, name) in ERRATA
            else script for name, script in attacks.items()}
