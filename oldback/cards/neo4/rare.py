"""Neo Destiny (neo4), the rare cards: behaviour, in number order."""
