"""Built-in decks as deck text (written by tools/transcribe_decks.py)."""
