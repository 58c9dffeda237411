"""The facts table: one TSV per set, written by tools/transcribe_facts.py."""
