"""The command line (CONTRACT.md §6).

    oldback cards [QUERY] [--set SET]     look cards up
    oldback sim D1 D2 [-n GAMES] [--ai A,B] [--seed N] [--json]
    oldback check DECK [--format NAME]    exit 0 legal, 1 not legal, 2 unreadable
"""

from __future__ import annotations

import argparse
import json
import sys


def _cards(args: argparse.Namespace) -> int:
    from oldback.cards.catalog import cards, set_code
    from oldback.engine.scripts import missing_behaviour, script_of

    try:
        pool = cards(set_code(args.set)) if args.set else cards()
    except KeyError as e:
        print(f"oldback cards: {e.args[0]}", file=sys.stderr)
        return 2
    query = (args.query or "").casefold()
    found = [c for c in pool if not query or query in c.name.casefold() or query == c.id]
    if not found:
        print(f"no card matches {args.query!r}")
        return 1
    if len(found) > 1 and not any(c.id == query for c in found):
        for c in found:
            print(f"{c.id:<10} {c.name:<28} {c.supertype:<8} {c.stage or c.kind or ''}")
        return 0
    c = next((c for c in found if c.id == query), found[0])
    print(f"{c.name} ({c.id}) — {c.supertype}" + (f", {c.stage}" if c.stage else "")
          + (f", {c.kind}" if c.kind else ""))
    if c.hp:
        print(f"HP {c.hp}  type {'/'.join(c.types) or '-'}  weakness {c.weakness or '-'}  "
              f"resistance {c.resistance or '-'}  retreat {c.retreat_cost}")
    if c.evolves_from:
        print(f"evolves from {c.evolves_from}")
    script = script_of(c)
    for p in c.powers:
        text = script.powers[p.name].text if p.name in script.powers else ""
        print(f"{p.kind}: {p.name}. {text}".rstrip())
    for a in c.attacks:
        text = script.attacks[a.name].text if a.name in script.attacks else ""
        print(f"[{' '.join(a.cost)}] {a.name} {a.damage}. {text}".rstrip())
    if script.text:
        print(script.text)
    gaps = missing_behaviour(c)
    if gaps:
        print(f"not implemented yet: {', '.join(gaps)}")
    return 0


def _sim(args: argparse.Namespace) -> int:
    from oldback.agents import AGENTS
    from oldback.decks import load
    from oldback.sim import progress_bar, simulate, write_records

    names = args.ai.split(",")
    if len(names) == 1:
        names *= 2
    try:
        if len(names) != 2:
            raise ValueError(f"--ai takes one name or two separated by a comma, not {args.ai!r}")
        for n in names:
            if n not in AGENTS:
                raise ValueError(f"unknown AI {n!r} (available: {', '.join(AGENTS)})")
        deck_names = args.decks or [d for d in (args.deck1, args.deck2) if d]
        if len(deck_names) < 2:
            raise ValueError("name two decks (D1 D2), or several with --decks")
        decks = {name: load(name) for name in deck_names}
        if args.jobs is not None and args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
    except ValueError as e:
        print(f"oldback sim: {e}", file=sys.stderr)
        return 2
    show = sys.stderr.isatty() and not args.json
    pairs = [(a, b) for i, a in enumerate(deck_names) for b in deck_names[i + 1:]]
    results = []
    for a, b in pairs:
        try:
            result = simulate(decks[a], decks[b], games=args.games, ais=(names[0], names[1]),
                              seed=args.seed, jobs=args.jobs, rules=args.rules,
                              progress=progress_bar if show else None, names=(a, b))
        except ValueError as e:
            print(f"oldback sim: {a} vs {b}: {e}", file=sys.stderr)
            return 2
        results.append(result)
        if args.out:
            write_records(result.records, args.out)
    if args.json:
        out = [r.as_json() for r in results]
        print(json.dumps(out[0] if len(out) == 1 else {"matchups": out}))
    else:
        for r in results:
            _print_result(r)
        if args.decks:
            _print_matrix(deck_names, results)
    if args.png:
        try:
            _heat_map(deck_names, results, args.png)
        except ImportError:
            print("oldback sim: --png needs matplotlib (pip install 'oldback[plot]')",
                  file=sys.stderr)
            return 2
    return 0


def _print_result(r) -> None:
    lo, hi = r.interval() or (0.0, 0.0)
    rate = f"{100 * r.win_rate:.1f}%" if r.win_rate is not None else "-"
    print(f"{r.deck1} vs {r.deck2}: {r.games} games in {r.seconds:.1f} s")
    print(f"  {r.deck1:<24} wins {r.wins['p1']:>6}   win rate {rate} "
          f"(95%: {100 * lo:.1f}%–{100 * hi:.1f}%)")
    print(f"  {r.deck2:<24} wins {r.wins['p2']:>6}")
    print(f"  draws {r.wins['draw']}, errors {len(r.errors)}, average turns {r.average_turns}")
    print("  endings: " + ", ".join(f"{k} {v}" for k, v in sorted(r.endings.items())))
    for e in r.errors:
        print(f"  error in game seed {e['seed']}: {e['error']}")


def _rates(names, results) -> dict[tuple[str, str], float | None]:
    rates: dict[tuple[str, str], float | None] = {}
    for r in results:
        rates[(r.deck1, r.deck2)] = r.win_rate
        rates[(r.deck2, r.deck1)] = None if r.win_rate is None else 1 - r.win_rate
    return rates


def _print_matrix(names, results) -> None:
    rates = _rates(names, results)
    width = max(len(n) for n in names) + 2
    print("\nwin rate of the row deck against the column deck")
    print(" " * width + "".join(f"{n[:10]:>11}" for n in names))
    for a in names:
        cells = []
        for b in names:
            rate = rates.get((a, b))
            cells.append(f"{'—' if a == b or rate is None else f'{100 * rate:.1f}%':>11}")
        print(f"{a:<{width}}" + "".join(cells))


def _heat_map(names, results, path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rates = _rates(names, results)
    grid = [[rates.get((a, b)) if a != b else 0.5 for b in names] for a in names]
    grid = [[0.5 if v is None else v for v in row] for row in grid]
    fig, ax = plt.subplots(figsize=(1.2 * len(names) + 2, 1.0 * len(names) + 1.5))
    image = ax.imshow(grid, cmap="RdYlGn", vmin=0, vmax=1)
    ax.set_xticks(range(len(names)), names, rotation=45, ha="right")
    ax.set_yticks(range(len(names)), names)
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            if a != b:
                ax.text(j, i, f"{100 * grid[i][j]:.0f}%", ha="center", va="center")
    fig.colorbar(image, label="row deck's win rate")
    ax.set_title("Matchups")
    fig.tight_layout()
    fig.savefig(path)


def _check(args: argparse.Namespace) -> int:
    from oldback.decks import load
    from oldback.formats import get_format

    try:
        fmt = get_format(args.format)
        deck = load(args.deck)
    except ValueError as e:
        print(f"oldback check: {e}", file=sys.stderr)
        return 2
    problems = fmt.problems(deck.cards)
    for p in problems:
        print(p)
    if not problems:
        print(f"{args.deck}: legal in {fmt.name} ({len(deck)} cards)")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="oldback", description="Old-school Pokémon TCG engine")
    parser.add_argument("--version", action="store_true", help="print the version")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("cards", help="look cards up")
    p.add_argument("query", nargs="?", help="a card id or part of a name")
    p.add_argument("--set", help="only this set (code or abbreviation)")
    p = sub.add_parser("sim", help="simulate games between decks")
    p.add_argument("deck1", nargs="?", help="a deck file or a built-in deck name")
    p.add_argument("deck2", nargs="?")
    p.add_argument("--decks", nargs="+", help="several decks: every pair plays (a matrix)")
    p.add_argument("-n", "--games", type=int, default=100, help="games per matchup")
    p.add_argument("--ai", default="random", help="AI names, A or A,B")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, help="processes (default: all cores)")
    p.add_argument("--rules", default="pokemon1999", help="rules preset")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--out", help="write one record per game to FILE (.db/.sqlite or .csv)")
    p.add_argument("--png", help="save the matchup table as a PNG heat map (needs matplotlib)")
    p = sub.add_parser("check", help="check a deck against a format")
    p.add_argument("deck", help="a deck file or a built-in deck name")
    p.add_argument("--format", default="base-fossil",
                   help="base-fossil, base-gym, prop-15-3, rocket-lc, base-neo, glc, unlimited "
                        "or a .toml file")
    args = parser.parse_args(argv)
    if args.version:
        import oldback

        print(oldback.__version__)
        return 0
    if args.command == "cards":
        return _cards(args)
    if args.command == "sim":
        return _sim(args)
    if args.command == "check":
        return _check(args)
    parser.print_help(sys.stdout)
    return 0
