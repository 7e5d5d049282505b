"""Unit tests of the pipeline's middle stages: prefilter parity, templates, ranking.

The end-to-end tests show that a log gets the right answer; these pin down the pieces a maintainer
changes most often, so a change in one stage is caught where it happens.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.knowledge.template import placeholders, render
from analyzer.model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_WARNING, Evidence, Finding, ProbeResult
from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.prefilter import FindPrefilter, HyperscanPrefilter
from analyzer.pipeline.ranking import SYMPTOM_PENALTY, fold_symptoms, score

LITERALS = [b"Out of Memory", b"EI0002", b"Traceback", b"Error:", b"MatMul", b"rank"]
WORDS = st.sampled_from([b"Out of Memory", b"EI0002", b"Traceback", b"Error:", b"MatMul", b"rank", b"rank3",
                         b"Out of", b"Memory", b"EI000", b" ", b"x", b"\n", b"\xe4\xb8\xad", b"Trace", b"\r\n"])


def hyperscan_or_skip(literals: list[bytes]) -> HyperscanPrefilter:
    try:
        return HyperscanPrefilter(literals)
    except ImportError:
        pytest.skip("hyperscan (the `fast` extra) is not installed")


def lines_with_literals(chunk: bytes, hits: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """(line number, literal index): what the scanner does with prefilter hits."""
    return {(chunk.count(b"\n", 0, offset), idx) for offset, idx in hits}


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(WORDS, max_size=80))
def test_hyperscan_and_bytes_find_prefilters_find_the_same_lines(parts):
    chunk = b"".join(parts)
    fast = hyperscan_or_skip(LITERALS)
    plain = FindPrefilter(LITERALS)
    assert lines_with_literals(chunk, fast.scan(chunk)) == lines_with_literals(chunk, plain.scan(chunk))


def test_prefilter_offsets_point_at_the_literal():
    chunk = b"ok\nstep 3 Out of Memory!!!\n[ERROR] EI0002 timeout\n"
    for pre in (FindPrefilter(LITERALS), hyperscan_or_skip(LITERALS)):
        for offset, idx in pre.scan(chunk):
            assert chunk[offset:offset + len(LITERALS[idx])] == LITERALS[idx]


# ---- templates -------------------------------------------------------------------------------

def test_template_filters_render_values_from_the_log():
    values = {"size": "2147483648", "keys": "['model.a', 'model.b', 'model.c', 'model.d']", "op": "MatMul"}
    assert render("{size|gib}", values) == "2.00 GiB"
    assert render("{size|mib}", values) == "2048 MiB"
    assert render("{small|gib}", {"small": "2097152"}) == "2 MiB"  # never "0.00 GiB"
    assert render("{small|mib}", {"small": "4096"}) == "4.0 KiB"
    assert render("{small|mib}", {"small": "512"}) == "512 B"
    assert render("{keys|first}", values) == "model.a"
    assert render("{keys|count} keys: {keys|first3}", values) == "4 keys: model.a, model.b, model.c (+1 more)"
    assert render("{keys|prefix}", values) == "model."
    assert render("{op|upper}", values) == "MATMUL"


def test_a_filter_that_cannot_apply_falls_back_to_the_raw_value():
    assert render("{size|gib}", {"size": "lots"}) == "lots"


def test_placeholders_lists_names_and_filters():
    assert placeholders("{a} and {b|gib|upper}") == [("a", []), ("b", ["gib", "upper"])]


# ---- ranking ---------------------------------------------------------------------------------

def finding(name: str, confidence: float = 0.8, role: str = ROLE_ERROR, time: float | None = None,
            symptom: bool = False, severity: str = "error") -> Finding:
    ev = Evidence("x.log", 1, name, role=role, time=time)
    return Finding(category="device_oom", signature=name, title=name, confidence=confidence, evidence=[ev],
                   fixes=[], kb=None, role=role, symptom=symptom, severity=severity, first_time=time)


def test_a_raised_exception_outranks_an_error_line_of_the_same_confidence():
    ranked = score([finding("line", role=ROLE_ERROR, time=100.0), finding("raised", role=ROLE_EXCEPTION, time=100.0)])
    by_name = {f.signature: f for f in ranked}
    assert by_name["raised"].score.parts["role"] > by_name["line"].score.parts["role"] > 0


def test_the_earliest_root_error_gets_the_bonus():
    ranked = score([finding("later", time=200.0), finding("first", time=100.0)])
    assert ranked[0].signature == "first" and "earliest" in ranked[0].score.parts


def test_a_symptom_is_penalised_only_when_a_root_cause_is_present():
    alone = score([finding("timeout", symptom=True)])
    assert "symptom" not in alone[0].score.parts
    both = score([finding("timeout", confidence=0.9, symptom=True), finding("oom", confidence=0.7)])
    assert both[0].signature == "oom"
    assert both[1].score.parts["symptom"] == -SYMPTOM_PENALTY


def test_probe_verdicts_move_the_score():
    confirmed = replace(finding("a"), probes=[ProbeResult("p", "confirmed")])
    refuted = replace(finding("b"), probes=[ProbeResult("p", "refuted")])
    ranked = score([refuted, confirmed])
    assert [f.signature for f in ranked] == ["a", "b"]
    assert ranked[0].score.parts["probes"] > 0 > ranked[1].score.parts["probes"]


def test_a_warning_ranks_below_any_error_root_cause():
    ranked = score([finding("warn", confidence=0.8, role=ROLE_WARNING, severity="warning"), finding("err", 0.7)])
    assert ranked[0].signature == "err"
    assert ranked[1].score.parts["warning_only"] < 0


def test_a_tie_is_broken_by_meaning_not_by_input_order():
    """Two symptoms of equal score on one line: the peers' timeout is the weaker explanation, in either order."""
    timeout = replace(finding("watchdog", 0.6, symptom=True), category="hang_or_timeout")
    died = replace(finding("worker_died", 0.6, symptom=True), category="host_oom")
    for pair in ([timeout, died], [died, timeout]):
        assert [f.signature for f in score(pair)] == ["worker_died", "watchdog"]


def test_symptoms_fold_into_the_top_root_cause():
    ranked = fold_symptoms(score([finding("oom", 0.9), finding("hccl_timeout", 0.8, symptom=True)]))
    assert [f.signature for f in ranked] == ["oom"]
    assert [s.name for s in ranked[0].symptoms] == ["hccl_timeout"]
    public = ranked[0].public()
    assert public["related"] == ["hccl_timeout"]  # the report keys stay as CONTRACT readers know them
    assert public["facts"]["symptoms"][0]["signature"] == "hccl_timeout"


def test_two_signatures_on_one_line_rank_the_more_specific_first(tmp_path):
    """`py_module_not_found` (any module, 0.85) and `ms_submodule_missing` (a MindSpore submodule, 0.9) both
    match; both scores reach the 0.99 cap, and the earliest bonus must not pick between them arbitrarily."""
    log = tmp_path / "import.log"
    log.write_text("ModuleNotFoundError: No module named 'mindspore.ops._grad'\n", encoding="utf-8")
    found = [f.signature for f in diagnose([str(log)], Options(probes=False)).findings]
    assert found[:2] == ["ms_submodule_missing", "py_module_not_found"]
