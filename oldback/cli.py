"""The command line (CONTRACT.md §6).

    oldback cards [QUERY] [--set SET]     look cards up
    oldback sim D1 D2 [-n GAMES] [--ai A,B] [--seed N] [--json]
    oldback check DECK [--format NAME]    exit 0 legal, 1 not legal, 2 unreadable
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

AIS = ("random",)


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


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _sim(args: argparse.Namespace) -> int:
    from oldback.agents import RandomAgent
    from oldback.decks import load
    from oldback.engine.game import Game

    try:
        d1, d2 = load(args.deck1), load(args.deck2)
        names = args.ai.split(",")
        if len(names) == 1:
            names *= 2
        for n in names:
            if n not in AIS:
                raise ValueError(f"unknown AI {n!r} (available: {', '.join(AIS)})")
        if args.games < 1:
            raise ValueError("-n must be at least 1")
        # Fail fast on decks the engine cannot play.
        Game.new(d1, d2, seed=args.seed, rules=args.rules, log=False)
    except ValueError as e:
        print(f"oldback sim: {e}", file=sys.stderr)
        return 2
    wins = {"p1": 0, "p2": 0, "draw": 0}
    endings: dict[str, int] = {}
    errors: list[dict] = []
    turns = 0
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        # Seats alternate: in odd games D1 sits as p2.
        swap = i % 2 == 1
        g = Game.new(d2 if swap else d1, d1 if swap else d2, seed=seed, rules=args.rules,
                     log=False)
        agents = {"p1": RandomAgent(seed * 2 + 1), "p2": RandomAgent(seed * 2 + 2)}
        try:
            while not g.over:
                player = g.decision.player
                g.act(agents[player].choose(g.view(player)))
        except Exception as e:  # counted and reported with its seed, never dropped
            errors.append({"seed": seed, "error": f"{type(e).__name__}: {e}"})
            continue
        winner = g.winner
        if swap and winner in ("p1", "p2"):
            winner = "p2" if winner == "p1" else "p1"
        wins[winner] += 1
        endings[g.result] = endings.get(g.result, 0) + 1
        turns += g.turn
        if sys.stderr.isatty() and not args.json:
            print(f"\r{i + 1}/{args.games} games", end="", file=sys.stderr)
    seconds = time.perf_counter() - start
    played = args.games - len(errors)
    result = {
        "games": args.games, "wins": wins, "errors": errors, "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 2) if seconds else None,
        "average_turns": round(turns / played, 2) if played else None, "endings": endings,
        "win_rate_p1": wins["p1"] / played if played else None,
        "win_rate_p1_95": wilson(wins["p1"] + wins["draw"] / 2, played) if played else None,
    }
    if args.json:
        print(json.dumps(result))
        return 0
    if sys.stderr.isatty():
        print(file=sys.stderr)
    lo, hi = result["win_rate_p1_95"] or (0, 0)
    print(f"{args.deck1} vs {args.deck2}: {args.games} games, {seconds:.1f} s")
    print(f"  {args.deck1:<24} wins {wins['p1']:>6}  ({100 * lo:.1f}%–{100 * hi:.1f}%, 95%)")
    print(f"  {args.deck2:<24} wins {wins['p2']:>6}")
    print(f"  draws {wins['draw']}, errors {len(errors)}, average turns "
          f"{result['average_turns']}, endings {endings}")
    for e in errors:
        print(f"  error in game seed {e['seed']}: {e['error']}")
    return 0


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
    p = sub.add_parser("sim", help="simulate games between two decks")
    p.add_argument("deck1", help="a deck file or a built-in deck name")
    p.add_argument("deck2")
    p.add_argument("-n", "--games", type=int, default=100)
    p.add_argument("--ai", default="random", help="AI names, A or A,B (available: random)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rules", default="pokemon1999", help="rules preset")
    p.add_argument("--json", action="store_true", help="print one JSON object")
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
