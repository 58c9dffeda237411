"""Pokémon Powers, by when they act: activated by their owner (``activated``), always on
(``passive``), or set off by an event (``triggered``)."""
