"""The effect vocabulary: the recurring sentences of old cards, each named once.

Card scripts are compositions of these pieces; each piece describes itself, so
a card's text for a person comes from its effect.
"""
