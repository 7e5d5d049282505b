"""Shared fixtures: paths to the repository's data and the shared material beside it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
FIXTURES = SHARED / "fixtures"
CORPUS = SHARED / "corpus"

# Heavy tests run by default (CI too); MSDIAG_SKIP_HEAVY=1 skips them for a quick local loop.
SKIP_HEAVY = bool(os.environ.get("MSDIAG_SKIP_HEAVY"))


def needs_shared(path: Path) -> None:
    if not path.exists():
        pytest.skip(f"{path} is not present beside the checkout")


@pytest.fixture
def fixtures_dir() -> Path:
    needs_shared(FIXTURES)
    return FIXTURES


@pytest.fixture
def corpus_dir() -> Path:
    needs_shared(CORPUS)
    return CORPUS
