"""Neo Destiny (neo4), the common cards: behaviour, in number order."""
