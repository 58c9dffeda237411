"""Write the built-in decks into oldback/deckdata/ as deck text.

    python tools/transcribe_decks.py [REFERENCE_DIR] [TOURNAMENT_DIR]

Theme decks come from the reference data's deck lists (card ids and counts only);
the tournament lists are deck text already and are re-printed in the project's
own form. Only 60-card decks are kept (the 2-player starter sets hold 61).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

from oldback.decks import Deck  # noqa: E402

OUT = REPO_ROOT / "oldback" / "deckdata"


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def main(argv: list[str]) -> int:
    reference = Path(argv[0]) if argv else REPO_ROOT.parent / "shared" / "reference"
    tournament = Path(argv[1]) if len(argv) > 1 else REPO_ROOT.parent / "shared" / "decks"
    OUT.mkdir(exist_ok=True)
    written = []
    for path in sorted((reference / "decks").glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8")):
            ids = [c["id"] for c in entry["cards"] for _ in range(c["count"])]
            if len(ids) != 60:
                continue
            deck = Deck(ids)
            header = f"# {entry['name']} (theme deck, {path.stem})\n"
            name = slug(entry["name"])
            (OUT / f"{name}.txt").write_text(header + deck.to_text(), encoding="utf-8")
            written.append(name)
    for path in sorted(tournament.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        deck = Deck.parse(text)
        title = text.splitlines()[0] if text.startswith("#") else f"# {path.stem}"
        (OUT / path.name).write_text(f"{title}\n{deck.to_text()}", encoding="utf-8")
        written.append(path.stem)
    print(f"{len(written)} decks: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
