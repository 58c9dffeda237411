"""The command line (CONTRACT.md §6).

    oldback play [--deck D] [--vs D] [--ai NAME] [--seed N] [--rules PRESET] [--records DIR]
    oldback replay FILE [--as p1|p2 | --all] [--check]
    oldback cards [QUERY] [--set SET] [--type TYPE] [--text TEXT] [--brief]
    oldback sim D1 D2 [-n GAMES] [--ai A,B] [--seed N] [--jobs J] [--json] [--out FILE]
                [--backend process|ray [--address A]]
    oldback check DECK [--format NAME]    exit 0 legal, 1 not legal, 2 unreadable
    oldback stats DECK [--going first|second|both] [--turns N] [--card NAME …] [--rules PRESET]
                  [--vs D] [--doll-fossil keep|mulligan] [--json] [--png FILE] [--simulate N]
    oldback serve [--host H] [--port P] [--data DIR] [--pace S] [--images D]  play in the browser
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
from functools import partial
from pathlib import Path

#: at most this many games a matchup (each game's record is kept in memory)
MAX_GAMES = 1_000_000
#: at most this many worker processes
MAX_JOBS = 256


def _cards(args: argparse.Namespace) -> int:
    from oldback.lookup import describe, search, summary

    try:
        found = search(args.query, set=args.set, type=args.type, text=args.text)
    except (KeyError, ValueError) as e:
        print(f"oldback cards: {e.args[0]}", file=sys.stderr)
        return 2
    if not found:
        asked = " ".join(f"{k} {v!r}" for k, v in (("name", args.query), ("set", args.set),
                                                     ("type", args.type), ("text", args.text))
                         if v)
        print(f"no card matches {asked or 'the search'}")
        return 1
    unfiltered = not (args.query or args.set or args.type or args.text)
    if args.brief or unfiltered:
        for c in found:
            print(summary(c))
        return 0
    for i, c in enumerate(found):
        if i:
            print()
        print("\n".join(describe(c)))
    if len(found) > 1:
        print(f"\n{len(found)} cards")
    return 0


def _sim(args: argparse.Namespace) -> int:
    from oldback.agents import split_players
    from oldback.decks import load
    from oldback.sim import Output, progress_bar, reproducible, simulate, writable
    from oldback.stopping import hold_signals, restore, stop_on_signals

    names = split_players(args.ai)
    if len(names) == 1:
        names *= 2
    out = None
    try:
        if len(names) != 2:
            raise ValueError(f"--ai takes one player or two separated by a comma, not "
                             f"{_cut(args.ai)!r}")
        names = [reproducible(n) for n in names]  # an unknown player fails here
        deck_names = args.decks or [d for d in (args.deck1, args.deck2) if d]
        if len(deck_names) < 2:
            raise ValueError("name two decks (D1 D2), or several with --decks")
        if not 1 <= args.games <= MAX_GAMES:
            raise ValueError(f"the number of games (-n) must be from 1 to {MAX_GAMES:,}")
        decks = {name: load(name) for name in deck_names}
        if args.jobs is not None and not 1 <= args.jobs <= MAX_JOBS:
            raise ValueError(f"--jobs must be from 1 to {MAX_JOBS}")
        if args.address is not None and args.backend != "ray":
            raise ValueError("--address is for --backend ray")
        if args.png:
            if importlib.util.find_spec("matplotlib") is None:
                raise ValueError("--png needs matplotlib (pip install 'oldback[plot]')")
            writable(Path(args.png))
        if args.out:
            out = Output(args.out)  # before the first game: a path it can't write fails now
    except ValueError as e:
        print(f"oldback sim: {e}", file=sys.stderr)
        return 2
    show = sys.stderr.isatty() and not args.json
    pairs = [(a, b) for i, a in enumerate(deck_names) for b in deck_names[i + 1:]]
    results = []
    before = stop_on_signals()
    try:
        for a, b in pairs:
            keep = None if out is None else partial(out.add, names=(a, b))
            result = simulate(decks[a], decks[b], games=args.games, ais=(names[0], names[1]),
                              seed=args.seed, jobs=args.jobs, rules=args.rules,
                              progress=progress_bar if show else None, names=(a, b),
                              on_records=keep, backend=args.backend, address=args.address)
            results.append(result)
            if result.interrupted:
                break
    except ValueError as e:
        print(f"oldback sim: {e}", file=sys.stderr)
        return 2
    finally:
        hold_signals()  # nothing stops the games that finished being kept
        if out is not None:
            out.close()
        restore(before)
    interrupted = bool(results) and results[-1].interrupted
    if interrupted and show:
        sys.stderr.write("\n")
    if args.json:
        shown = [r.as_json() for r in results]
        print(json.dumps(shown[0] if len(shown) == 1 else {"matchups": shown}))
    else:
        for r in results:
            _print_result(r)
        if args.decks and not interrupted:
            _print_matrix(deck_names, results)
    if interrupted:
        played = sum(r.games for r in results)
        kept = f"; {args.out} keeps them" if args.out else ""
        print(f"oldback sim: interrupted after {played} finished games (counted above{kept})"
              if played else "oldback sim: interrupted before any game finished",
              file=sys.stderr)
        return 130
    if args.png:
        try:
            _heat_map(deck_names, results, args.png)
        except (OSError, ValueError) as e:  # the file (checked before) went away, a bad type
            print(f"oldback sim: --png {_cut(args.png)}: {e}", file=sys.stderr)
            return 2
    return 0


def _cut(text: str, width: int = 60) -> str:
    return text if len(text) <= width else text[:width] + "…"


def _print_result(r) -> None:
    lo, hi = r.interval() or (0.0, 0.0)
    rate = f"{100 * r.win_rate:.1f}%" if r.win_rate is not None else "-"
    print(f"{r.deck1} vs {r.deck2}: {r.games} games in {r.seconds:.1f} s "
          f"({r.players[0]} vs {r.players[1]})")
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
    grid: list[list[float]] = [[_or_half(rates.get((a, b))) if a != b else 0.5 for b in names]
                               for a in names]
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


def _or_half(rate: float | None) -> float:
    return 0.5 if rate is None else rate


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


def _stats(args: argparse.Namespace) -> int:
    from oldback.screen import Screen
    from oldback.stats import deck_stats, plot, show

    try:
        st = deck_stats(args.deck, going=args.going, turns=args.turns, cards=args.card,
                        rules=args.rules, vs=args.vs, doll_fossil=args.doll_fossil,
                        simulate=args.simulate, seed=args.seed)
    except ValueError as e:
        print(f"oldback stats: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(st.as_json()))
    else:
        show(st, Screen(plain=args.plain))
    if args.png:
        try:
            plot(st, args.png)
        except ImportError:
            print("oldback stats: --png needs matplotlib (pip install 'oldback[plot]')",
                  file=sys.stderr)
            return 2
        except OSError as e:
            print(f"oldback stats: cannot write {args.png}: {e.strerror or e}", file=sys.stderr)
            return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run a command; Ctrl-C before a command handles it (while starting, loading decks
    or cards) ends the program with one line and exit status 130. A reader that stops
    reading the output (``oldback cards | head``) ends it quietly, with status 141, as
    the broken pipe's signal would."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print("\noldback: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # Nothing more can be written; standard output now goes nowhere, so that flushing
        # it as the program ends does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


def _main(argv: list[str] | None) -> int:
    from oldback.sim import SIM_ITERATIONS

    parser = argparse.ArgumentParser(prog="oldback", description="Old-school Pokémon TCG engine")
    parser.add_argument("--version", action="store_true", help="print the version")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("cards", help="look cards up")
    p.add_argument("query", nargs="?", help="a card id or part of a name")
    p.add_argument("--set", help="only this set (code or abbreviation)")
    p.add_argument("--type", help="only this type (Fire …), supertype (Trainer …), stage or kind")
    p.add_argument("--text", help="only cards whose text (ours) contains this")
    p.add_argument("--brief", action="store_true", help="one line per card")
    p = sub.add_parser("play", help="play against the computer in the terminal")
    p.add_argument("--deck", default="haymaker", help="your deck: a file or a built-in deck")
    p.add_argument("--vs", default="rain-dance", help="the computer's deck")
    p.add_argument("--ai", help="the computer player, with optional settings, e.g. "
                                "search:seconds=0.5 (default: the strongest quick one)")
    p.add_argument("--seed", type=int, help="the game's seed (default: a random one)")
    p.add_argument("--rules", default="pokemon1999", help="rules preset")
    p.add_argument("--records", help="save the game record here (default: $OLDBACK_HOME/games "
                                     "or ~/.oldback/games)")
    p.add_argument("--plain", action="store_true", help="plain text, even with rich installed")
    p = sub.add_parser("replay", help="step through a recorded game")
    p.add_argument("file", help="a game record (JSON) saved by oldback play")
    seat = p.add_mutually_exclusive_group()
    seat.add_argument("--as", dest="as_", choices=("p1", "p2"),
                      help="show the board as this player saw it (default: the person's seat)")
    seat.add_argument("--all", action="store_true", help="show everything, both hands included")
    p.add_argument("--check", action="store_true", help="only check that the record replays")
    p.add_argument("--plain", action="store_true", help="plain text, even with rich installed")
    p = sub.add_parser("sim", help="simulate games between decks")
    p.add_argument("deck1", nargs="?", help="a deck file or a built-in deck name")
    p.add_argument("deck2", nargs="?")
    p.add_argument("--decks", nargs="+", help="several decks: every pair plays (a matrix)")
    p.add_argument("-n", "--games", type=int, default=100, help="games per matchup")
    p.add_argument("--ai", default="heuristic",
                   help="players, A or A,B, each with optional settings, e.g. "
                        "search:iterations=48,heuristic (default: heuristic; search plays "
                        f"{SIM_ITERATIONS} iterations a decision unless given seconds=S)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, help="processes (default: all cores); with --backend ray "
                                            "and no --address, the CPUs of the local Ray")
    p.add_argument("--backend", choices=("process", "ray"), default="process",
                   help="process: a pool on this machine; ray: a Ray cluster (needs ray)")
    p.add_argument("--address", help="the Ray cluster's address (auto, ray://HOST:10001 …); "
                                     "default: start Ray on this machine")
    p.add_argument("--rules", default="pokemon1999", help="rules preset")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--out", help="write one record per game to FILE (.db/.sqlite or .csv)")
    p.add_argument("--png", help="save the matchup table as a PNG heat map (needs matplotlib)")
    p = sub.add_parser("check", help="check a deck against a format")
    p.add_argument("deck", help="a deck file or a built-in deck name")
    p.add_argument("--format", default="base-fossil",
                   help="base-fossil, base-rocket, base-gym, prop-15-3, rocket-genesis, rocket-lc, "
                        "genesis-lc, base-neo, glc, unlimited or a .toml file")
    p = sub.add_parser("stats", help="mulligan, opening-hand, draw and Prize odds of a deck")
    p.add_argument("deck", help="a deck file or a built-in deck name")
    p.add_argument("--going", choices=("first", "second", "both"), default="first",
                   help="the figures for going first, second or both (default: first)")
    p.add_argument("--turns", type=int, default=4, help="the figures for turns 1 … N (default 4)")
    p.add_argument("--card", nargs="+", action="extend",
                   help="only these cards (names or card ids; default: every card)")
    p.add_argument("--rules", default="pokemon1999", help="rules preset")
    p.add_argument("--vs", help="the opponent's deck, whose mulligans give bonus draws "
                                "(default: the same deck)")
    p.add_argument("--doll-fossil", choices=("keep", "mulligan"), default="keep",
                   help="keep or mulligan a hand whose only starters are Clefairy Doll or "
                        "Mysterious Fossil (default: keep)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--png", help="save the by-turn chances as a PNG chart (needs matplotlib)")
    p.add_argument("--simulate", type=int, default=0, metavar="N",
                   help="also play the set-up N times with the engine, side by side")
    p.add_argument("--seed", type=int, default=0, help="the first seed of --simulate")
    p.add_argument("--plain", action="store_true", help="plain text, even with rich installed")
    p = sub.add_parser("serve", help="play in the browser: a local web server")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0 for the LAN)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--data", help="folder for the games database (default: $OLDBACK_HOME/web "
                                  "or ~/.oldback/web)")
    p.add_argument("--pace", type=float, default=0.6,
                   help="seconds between the computer's moves (default 0.6)")
    p.add_argument("--images", metavar="DIR_OR_URL_TEMPLATE",
                   help="card pictures: a folder of your own images named by card id "
                        "(base1-4.png), or a URL template such as "
                        "https://example.org/{set}/{number}.png (default: none, text faces)")
    args = parser.parse_args(argv)
    if args.version:
        import oldback
        from oldback.compiled import engine

        print(f"oldback {oldback.__version__} ({engine()} engine)")
        return 0
    if args.command == "cards":
        return _cards(args)
    if args.command == "sim":
        return _sim(args)
    if args.command == "play":
        from oldback.play import main as play

        return play(args)
    if args.command == "replay":
        from oldback.replay import main as replay

        return replay(args)
    if args.command == "check":
        return _check(args)
    if args.command == "stats":
        return _stats(args)
    if args.command == "serve":
        from oldback.web import main as serve

        return serve(args)
    parser.print_help(sys.stdout)
    return 0
