"""Play in the browser: ``oldback serve`` (the ``web`` extra: FastAPI, uvicorn).

    oldback serve [--host 127.0.0.1] [--port 8000] [--data DIR] [--pace SECONDS]
                  [--images DIR_OR_URL_TEMPLATE]

Nothing here is imported by ``import oldback``; the web modules load only when the
server starts.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def data_dir(override: str | None) -> Path:
    """Where the server keeps its games: ``--data``, else ``$OLDBACK_HOME/web``, else
    ``~/.oldback/web``."""
    if override:
        return Path(override).expanduser()
    home = os.environ.get("OLDBACK_HOME")
    return (Path(home).expanduser() if home else Path.home() / ".oldback") / "web"


def main(args: argparse.Namespace) -> int:
    """``oldback serve`` (``args`` from the command line's parser)."""
    try:
        import uvicorn

        from oldback.web.app import create_app
    except ImportError as e:
        print(f"oldback serve needs the web extra (pip install 'oldback[web]'): {e}",
              file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print(f"oldback serve: --port must be 0–65535, not {args.port}", file=sys.stderr)
        return 2
    if args.pace < 0:
        print("oldback serve: --pace must be 0 or more seconds", file=sys.stderr)
        return 2
    # listening on every address: the page opens at the loopback one on this machine
    shown = {"0.0.0.0": "127.0.0.1", "::": "::1"}.get(args.host, args.host)
    host = f"[{shown}]" if ":" in shown else shown
    try:
        app = create_app(data_dir(args.data), pace=args.pace,
                         url=f"http://{host}:{args.port}/", images=args.images)
    except OSError as e:
        print(f"oldback serve: {e}" if str(e).startswith("--images") else
              f"oldback serve: cannot use the data folder: {e}", file=sys.stderr)
        return 2
    try:
        # frames of a few kB on a LAN: compressing each costs more time than it saves
        uvicorn.run(app, host=args.host, port=args.port, log_level="warning",
                    ws_per_message_deflate=False)
    except KeyboardInterrupt:
        pass
    return 0
