"""The scanner hands each candidate line to every consumer that registered its literal.

A literal is shared by structural consumers (tracebacks, error lines, loss lines, rank markers) and
signatures; one of them must never silence the others. And whichever prefilter finds the literals
(Hyperscan or the pure-Python `bytes.find` sweep), the scanner sees the same candidate lines.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyzer.cli import main
from analyzer.knowledge.catalog import load_catalog
from analyzer.pipeline.prefilter import FindPrefilter, HyperscanPrefilter
from analyzer.pipeline.scan import ERRWORD, SIG, TRACE
from analyzer.pipeline.traceback import TRACEBACK_HEAD

from .conftest import FIXTURES

LOG = FIXTURES / "tf_register_aimv2_builtin.log"  # a real transformers traceback with a user frame
USER_FRAME = {"path": "/home/user/project/tf_register_aimv2_builtin.py", "line": 15, "function": "<module>"}


def _signature_on_traceback_head(folder: Path) -> Path:
    folder.mkdir()
    (folder / "site_any_traceback.yaml").write_text(
        "id: site_any_traceback\n"
        "title: 'A Python traceback was printed'\n"
        "category: other\nseverity: warning\nstatus: test\nconfidence: 0.3\n"
        "match:\n  - literal: 'Traceback (most recent call last)'\n"
        "fix: ['Read the traceback.']\nkb: [registry-namespaces]\n", encoding="utf-8")
    return folder


def _report(capsys, *args: str) -> dict:
    code = main(["--format", "json", "--no-probes", *args])
    out = capsys.readouterr().out
    assert code in (0, 1), out
    return json.loads(out)


def test_a_user_signature_on_the_traceback_head_keeps_traceback_parsing(tmp_path, capsys):
    sig_dir = _signature_on_traceback_head(tmp_path / "sigs")
    report = _report(capsys, "--signatures", str(sig_dir), str(LOG))
    by_sig = {f["signature"]: f for f in report["findings"]}
    assert "site_any_traceback" in by_sig  # the user's signature matched the head line
    top = by_sig["hf_autoconfig_model_type_taken"]  # and the traceback was still parsed:
    assert top.get("source") == USER_FRAME  # its user frame is what CI annotations point at


def test_the_traceback_head_literal_feeds_both_consumers(tmp_path):
    sig_dir = _signature_on_traceback_head(tmp_path / "sigs")
    scanner = load_catalog((str(sig_dir),)).scanner
    consumers = scanner.tags[scanner.literals.index(TRACEBACK_HEAD)]
    assert {SIG, TRACE} <= consumers
    assert ERRWORD in scanner.tags[scanner.literals.index(b"Traceback")]


def _candidate_lines(chunk: bytes, hits: list[tuple[int, int]]) -> set[tuple[int, int]]:
    return {(chunk.count(b"\n", 0, offset), idx) for offset, idx in hits}


REAL_LOGS = sorted(p for p in FIXTURES.rglob("*.log")) + sorted((FIXTURES.parent / "emitters").glob("*.log"))


@pytest.mark.parametrize("log", REAL_LOGS[:40], ids=lambda p: p.name)
def test_hyperscan_and_bytes_find_give_the_scanner_the_same_candidates_on_real_logs(log):
    """The shipped literal table (signatures and structural literals) over real library output."""
    scanner = load_catalog(()).scanner
    try:
        fast = HyperscanPrefilter(scanner.literals, scanner.step_ids)
    except ImportError:
        pytest.skip("hyperscan (the `fast` extra) is not installed")
    plain = FindPrefilter(scanner.literals, scanner.step_ids)
    chunk = log.read_bytes()
    fast_hits, plain_hits = fast.scan(chunk), plain.scan(chunk)
    assert plain_hits, "a real log with no candidate line says nothing about parity"
    assert _candidate_lines(chunk, fast_hits) == _candidate_lines(chunk, plain_hits)
    first = {idx: off for off, idx in plain_hits if idx in scanner.step_ids}
    assert {idx: off for off, idx in fast_hits if idx in scanner.step_ids} == first
