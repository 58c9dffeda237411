"""Card facts (the catalog) and card behaviour (one module per set)."""

from oldback.cards import base1, base2, base3, basep, neo1, neo2  # noqa: F401  (register behaviour)
