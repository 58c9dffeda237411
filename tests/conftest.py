"""Shared test helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference"


@pytest.fixture
def reference() -> Path:
    """The public reference card data, when present beside the project (skips otherwise)."""
    if not REFERENCE.is_dir():
        pytest.skip("../shared/reference is not present")
    return REFERENCE
