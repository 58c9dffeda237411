"""Neo Destiny (neo4), the trainers cards: behaviour, in number order."""
