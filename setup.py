"""Builds oldback with its engine compiled by mypyc where the installing machine has a C
compiler; anywhere the compiler or mypyc is missing or fails, the package is installed as
its Python source, which always works (``oldback --version`` says which engine runs).

``OLDBACK_PURE=1`` at install time skips the compilation; ``OLDBACK_OPT_LEVEL`` (0–3, 3 by
default) is the C compiler's optimisation, lower to build faster while working on the
engine. The metadata is in pyproject.toml.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: the modules compiled, in groups that compile side by side, each a library of its own:
#: the engine, the random source and the card layer (not the rules: a compiled dataclass
#: refuses a switch of the wrong type before ``Rules.__post_init__`` can name it); the
#: vocabulary in two halves of about the same size (the powers, the lasting effects,
#: Energy, attached cards and Stadiums; the rest); the players: random, heuristic (with
#: heuristic-v1) and search
EFFECTS = sorted(str(p) for p in Path("oldback/effects").rglob("*.py"))
LASTING = [p for p in EFFECTS if "/powers/" in p or Path(p).stem in (
    "lasting", "lasting_kinds", "energy", "attached", "stadiums")]
GROUPS = {
    "oldback": [*sorted(str(p) for p in Path("oldback/engine").glob("*.py")),
                "oldback/card.py", "oldback/rng.py"],
    "oldback_lasting": LASTING,
    "oldback_effects": [p for p in EFFECTS if p not in LASTING],
    "oldback_players": [*sorted(str(p) for p in Path("oldback/agents/heuristic").glob("*.py")),
                        "oldback/agents/base.py", "oldback/agents/random.py",
                        "oldback/agents/search.py"],
}
COMPILED = [path for paths in GROUPS.values() for path in paths]
#: the groups compiled for size rather than speed (``_smaller``)
SMALL = ("oldback_lasting", "oldback_effects")


def _warn(what: str, error: BaseException) -> None:
    print(f"oldback: {what} ({type(error).__name__}: {error}); the Python source is "
          "installed instead", file=sys.stderr)


class OptionalBuild(build_ext):
    """Builds every compiled module or none: one that fails takes the others out with it
    (a module of the group cannot run without the group's shared library)."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:  # (the groups compile side by side)
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # (no compiler, a compiler error …)
            _warn("the compiled engine could not be built", error)
            for out in self.get_outputs():
                Path(out).unlink(missing_ok=True)
            if self.inplace:
                for ext in self.extensions:
                    Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
            self.extensions = []


def extensions() -> list:
    if os.environ.get("OLDBACK_PURE", "0") not in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify

        # compiled for separate compilation: a class's subclasses are not assumed known, so
        # a script class of the set modules passes where its compiled base is expected
        # (mypyc checks a class with only compiled subclasses by exact type)
        # (no debug information: it is not loaded, and it makes the build slower)
        built = mypycify(COMPILED, opt_level=os.environ.get("OLDBACK_OPT_LEVEL", "3"),
                         debug_level="0",
                         separate=[(paths, name) for name, paths in GROUPS.items()])
    except BaseException as error:  # (mypyc missing, or a type error: SystemExit)
        _warn("mypyc could not compile the engine", error)
        return []
    if sys.platform != "win32":
        for ext in built:
            _smaller(ext)
    return built


def _smaller(ext: Extension) -> None:
    """Less of a library in every process that loads it (GCC and Clang): its functions not
    exported (the groups reach each other through mypyc's tables, and a module's init is
    exported by its own mark); the vocabulary's libraries optimised for size (they are
    two thirds of the code and a twentieth of the time); on Linux, the addresses the
    loader relocates packed (``DT_RELR``: a linker or C library without it leaves them
    as they were)."""
    ext.extra_compile_args = [*ext.extra_compile_args, "-fvisibility=hidden"]
    if ext.name.startswith(tuple(f"{name}__" for name in SMALL)):
        ext.extra_compile_args.append("-Os")
    if sys.platform.startswith("linux"):
        ext.extra_link_args = [*ext.extra_link_args, "-Wl,-z,pack-relative-relocs"]


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuild})
