"""Neo Destiny (neo4): card behaviour, by rarity slot: the rare cards (1–30, the holo and
non-holo rares, with Miracle Energy) and the Shining Pokémon (106–113) in ``rare``, the
uncommon and common Pokémon (31–91) in ``common``, the Trainers (92–105) in ``trainers``."""

from oldback.cards.neo4 import common, rare, trainers  # noqa: F401
