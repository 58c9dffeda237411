"""Which engine runs: the modules compiled with mypyc where the installing machine had a
C compiler (``setup.py``), or the Python source, which always works. The marks the
compiler reads (``mypyc_attr``) are no-ops for Python.

``OLDBACK_PURE=1`` in the environment runs the Python source even where compiled modules
are installed (``oldback.__init__`` reads it before importing anything else).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from importlib.machinery import SOURCE_SUFFIXES, FileFinder, ModuleSpec, SourceFileLoader
from types import FunctionType, ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:
    def mypyc_attr(*_args: object, **_kwargs: object) -> Callable[[Any], Any]:
        """``mypy_extensions.mypyc_attr``: read by the compiler, nothing at run time."""
        return lambda cls: cls


class PythonClass(type):
    """The metaclass of a class that stays a Python class where its module is compiled, and
    of every subclass (mypyc compiles a class with a metaclass of its own as a Python class):
    the effect protocol (``Effect``, ``AttackScript``), whose subclasses the compiled
    vocabulary, the set modules and tests all define and read like Python classes."""


def is_compiled(fn: object) -> bool:
    """Whether ``fn`` (a function or method of a module) runs compiled: a compiled one is
    not a Python function."""
    return not isinstance(fn, FunctionType)


def engine() -> str:
    """"compiled" when the engine's modules run compiled, else "python"."""
    from oldback.engine.game import Game

    return "compiled" if is_compiled(Game.copy) else "python"


class _SourceOnly:
    """Finds oldback's modules as Python source only, skipping compiled ones (a finder of
    ``sys.meta_path`` needs ``find_spec`` only: the base class of ``importlib.abc`` would
    import ``importlib.resources`` and its train into every process)."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not fullname.startswith("oldback.") or path is None:
            return None
        for entry in path:
            spec = FileFinder(entry, (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(fullname)
            if spec is not None:
                return spec
        return None


#: the folders of the package that hold compiled modules (``setup.py``'s ``COMPILED``)
FOLDERS = ("", "engine", "agents", "agents/heuristic", "effects", "effects/powers")


def stale() -> str:
    """The first compiled module older than its source in a source tree (one built in
    place, or installed with ``pip install -e``, and changed since), else "". An installed
    copy (site-packages) is not looked at: its files are as old as the install. A module's
    code is in its group's library beside the package (``oldback__mypyc`` …): a build
    rewrites the library of every group with a changed source (the newest library's time
    is the build's), and a module's own file only when its name changes."""
    root = os.path.dirname(__file__)
    if "site-packages" in root:
        return ""
    parent = os.path.dirname(root)
    built = [os.stat(os.path.join(parent, n)).st_mtime for n in os.listdir(parent)
             if n.startswith("oldback") and "__mypyc" in n and n.endswith((".so", ".pyd"))]
    if not built:
        return ""
    for folder in FOLDERS:
        path = os.path.join(root, folder)
        with os.scandir(path) as entries:
            for entry in entries:
                if entry.name.endswith((".so", ".pyd")):
                    source = os.path.join(path, entry.name.split(".")[0] + ".py")
                    if os.path.exists(source) and os.stat(source).st_mtime > max(built):
                        return source
    return ""


def pure_if_asked() -> None:
    """With ``OLDBACK_PURE`` set (not "0" or empty), import oldback's modules from their
    Python source from now on; the same, with a warning, when a compiled module is older
    than its source (the compiled one would run instead of the change)."""
    if any(isinstance(f, _SourceOnly) for f in sys.meta_path):
        return
    if os.environ.get("OLDBACK_PURE", "0") not in ("", "0"):
        sys.meta_path.insert(0, _SourceOnly())
        return
    changed = stale()
    if changed:
        print(f"oldback: {changed} changed since the engine was compiled: running the Python "
              "source (install again to compile it)", file=sys.stderr)
        sys.meta_path.insert(0, _SourceOnly())


pure_if_asked()
