"""Neo Revelation (neo3): card behaviour, in number order."""
