"""The ``oldback`` command's entry point, outside the package: it runs before the package
is imported, so that Ctrl-C while the program is still starting (importing the cards
takes a moment) ends it with one line rather than a traceback."""

from __future__ import annotations

import sys


def main() -> int:
    try:
        from oldback.cli import main as run
    except KeyboardInterrupt:
        print("\noldback: interrupted", file=sys.stderr)
        return 130
    return run()
