"""Shared test helpers."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

# Property tests draw the same examples on every run and every machine (the suite is as
# deterministic as the engine); no example database is written.
settings.register_profile("oldback", derandomize=True, database=None)
settings.load_profile("oldback")

REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference"


@pytest.fixture
def reference() -> Path:
    """The public reference card data, when present beside the project (skips otherwise)."""
    if not REFERENCE.is_dir():
        pytest.skip("../shared/reference is not present")
    return REFERENCE
