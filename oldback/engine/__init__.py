"""The rules engine: game state and the procedures of the spec, one module each."""
