"""Every signature against every example log, the way Semgrep and Sigma test their rules.

The whole set runs on each example, so a broad signature that takes a specific one's line, or a
near miss that fires, fails here with the example's name.
"""

from __future__ import annotations

import pytest

from analyzer.commands.signatures import example_catalog, example_failures
from analyzer.knowledge.lint import lint_signature
from analyzer.knowledge.signatures import load_signatures

SIGNATURES, LOAD_ERRORS = load_signatures()


@pytest.fixture(scope="module")
def whole_set():
    """The whole set compiled once for every signature's examples (each still runs against all of it)."""
    return example_catalog(SIGNATURES)


def test_every_signature_file_loads():
    assert LOAD_ERRORS == []
    assert len(SIGNATURES) >= 3


@pytest.mark.parametrize("sig", SIGNATURES, ids=lambda s: s.id)
def test_signature_lints_clean(sig):
    assert lint_signature(sig) == []


@pytest.mark.parametrize("sig", SIGNATURES, ids=lambda s: s.id)
def test_signature_examples(sig, whole_set):
    assert example_failures([sig], catalog=whole_set) == [], "see the example files beside " + str(sig.path)
