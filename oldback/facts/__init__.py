"""The facts of the cards: the bottom layer, which every other layer may read.

``catalog`` reads the facts table, one TSV per set (``<set>.tsv``, written by
``tools/transcribe_facts.py``): every printing's name, Stage, HP, types, Weakness,
Resistance, Retreat Cost and attacks as printed. ``lengths`` reads each species' Pokédex
length (``lengths.tsv``), which Blaine's Quiz #1 asks about. What the cards *do* is not
here: that is the set modules of ``oldback.cards``, written in the vocabulary."""

import os


def read(name: str) -> str:
    """The text of one of the facts' tables (``base1.tsv``, ``lengths.tsv`` …). Read beside
    this file, not with ``importlib.resources``: that imports pathlib, tempfile, zipfile and
    more into every simulation worker (about 2 MiB)."""
    with open(os.path.join(os.path.dirname(__file__), name), encoding="utf-8") as f:
        return f.read()
