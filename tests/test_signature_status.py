"""A signature's `status` has an effect: `experimental` counts for less, `deprecated` never matches."""

from __future__ import annotations

import json

import pytest

from analyzer.cli import main

from .conftest import FIXTURES

LOG = FIXTURES / "tf_register_aimv2_builtin.log"
SHIPPED = "hf_autoconfig_model_type_taken"  # the shipped signature that explains LOG


def _override(folder, status: str) -> None:
    """A user folder's copy of the shipped signature (same id, so it replaces it) with another status."""
    from analyzer.knowledge.signatures import load_signatures

    shipped = next(s for s in load_signatures()[0] if s.id == SHIPPED)
    text = shipped.path.read_text(encoding="utf-8")
    folder.mkdir()
    (folder / f"{SHIPPED}.yaml").write_text(text.replace("status: stable", f"status: {status}"), encoding="utf-8")


def _finding(capsys, *args: str):
    main(["--format", "json", "--no-probes", *args])
    report = json.loads(capsys.readouterr().out)
    return next((f for f in report["findings"] if f["signature"] == SHIPPED), None), report


@pytest.mark.parametrize("status", ["experimental", "deprecated"])
def test_status_changes_what_a_match_counts_for(tmp_path, capsys, status):
    stable, _ = _finding(capsys, str(LOG))
    _override(tmp_path / "sigs", status)
    changed, report = _finding(capsys, "--signatures", str(tmp_path / "sigs"), str(LOG))
    assert not [n for n in report["notes"] if "signature skipped" in n]
    if status == "experimental":
        assert changed["confidence"] < stable["confidence"]  # later stages adjust both alike
    else:
        assert changed is None  # the failure is still reported, by the fallback, not by the deprecated rule
        assert report["findings"]
