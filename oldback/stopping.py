"""Stopping a command cleanly: a closed terminal (SIGHUP) or SIGTERM stops it as Ctrl-C
does (KeyboardInterrupt); while what was done is being saved, nothing stops it."""

from __future__ import annotations

import signal
from types import FrameType
from typing import Any

_STOPPING = tuple(getattr(signal, name) for name in ("SIGHUP", "SIGTERM") if hasattr(signal, name))


def stop_on_signals() -> dict[int, Any]:
    """SIGHUP and SIGTERM raise KeyboardInterrupt from now on. The handlers there were
    before (SIGINT's included), for ``restore``."""
    before: dict[int, Any] = {signal.SIGINT: signal.getsignal(signal.SIGINT)}
    for num in _STOPPING:
        try:
            before[num] = signal.signal(num, _interrupt)
        except ValueError:  # not the main thread: signals are not this thread's to handle
            break
    return before


def hold_signals() -> None:
    """Ctrl-C, SIGHUP and SIGTERM are ignored (while results are saved)."""
    for num in (signal.SIGINT, *_STOPPING):
        try:
            signal.signal(num, signal.SIG_IGN)
        except ValueError:
            break


def restore(handlers: dict[int, Any]) -> None:
    """The handlers ``stop_on_signals`` found."""
    for num, handler in handlers.items():
        try:
            signal.signal(num, handler if handler is not None else signal.SIG_DFL)
        except ValueError:
            break


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt
