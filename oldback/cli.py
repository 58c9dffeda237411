"""The command line (CONTRACT.md §6)."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="oldback", description=__doc__)
    parser.add_argument("--version", action="store_true", help="print the version")
    args = parser.parse_args(argv)
    if args.version:
        import oldback

        print(oldback.__version__)
        return 0
    parser.print_help(sys.stdout)
    return 0
