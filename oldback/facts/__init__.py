"""The facts of the cards: the bottom layer, which every other layer may read.

``catalog`` reads the facts table, one TSV per set (``<set>.tsv``, written by
``tools/transcribe_facts.py``): every printing's name, Stage, HP, types, Weakness,
Resistance, Retreat Cost and attacks as printed. ``lengths`` reads each species' Pokédex
length (``lengths.tsv``), which Blaine's Quiz #1 asks about. What the cards *do* is not
here: that is the set modules of ``oldback.cards``, written in the vocabulary."""
