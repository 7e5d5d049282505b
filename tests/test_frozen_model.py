"""The hand-off between stages: frozen records, typed annotations, one assembly step, one root rule.

A stage that amends a finding returns a new one; a stage that tries to edit one in place fails here
(and in every other test) instead of silently changing what an earlier stage decided.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from analyzer.analysis import timeline
from analyzer.model import (
    ROLE_ERROR,
    ROLE_EXCEPTION,
    Culprit,
    Evidence,
    Finding,
    Frame,
    Hit,
    ProbeResult,
    Symptom,
    Traceback,
)
from analyzer.pipeline import ranking
from analyzer.pipeline.assemble import Draft, assemble
from analyzer.pipeline.engine import Options, diagnose

from .conftest import REPO

ANALYZER = REPO / "analyzer"
REALWORLD = REPO / "tests" / "realworld"


def _finding(name: str = "oom", **fields) -> Finding:
    values = {"category": "device_oom", "signature": name, "title": name, "confidence": 0.8,
              "evidence": [Evidence("x.log", 1, name, role=ROLE_ERROR)], "fixes": ["free memory"], "kb": None,
              "facts": {"size": "2 GB"}, "role": ROLE_ERROR}
    values.update(fields)
    return Finding(**values)


def test_a_finding_cannot_be_changed_in_place():
    f = _finding()
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.confidence = 0.1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.title = "other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        f.facts["size"] = "3 GB"  # type: ignore[index]
    with pytest.raises(TypeError):
        f.facts.update(more=1)  # type: ignore[attr-defined]
    assert isinstance(f.evidence, tuple) and isinstance(f.fixes, tuple) and isinstance(f.ranks, tuple)
    with pytest.raises(AttributeError):
        f.fixes.append("x")  # type: ignore[attr-defined]


@pytest.mark.parametrize("record", [
    Evidence("x.log", 1, "text"),
    Frame("train.py", 3, "main"),
    Traceback("x.log", 1, 3, 4, "ValueError", "bad", [Frame("train.py", 3)]),
    Hit("sig", Evidence("x.log", 1, "text")),
    ProbeResult("versions", "confirmed"),
    Culprit(names_rank=True, rank=3),
])
def test_the_records_between_stages_are_frozen(record):
    field = dataclasses.fields(record)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(record, field, None)


def test_amending_returns_a_new_finding_and_leaves_the_old_one_as_it_was():
    f = _finding()
    g = f.with_facts(phase={"phase": "step"})
    assert "phase" in g.facts and "phase" not in f.facts
    h = g.with_facts_default(size="9 GB", worker="w1")
    assert h.facts["size"] == "2 GB" and h.facts["worker"] == "w1"


def test_typed_annotations_cannot_be_smuggled_in_as_log_facts():
    for key in ("role", "culprit_rank", "symptom_of", "signature_skeleton"):
        with pytest.raises(ValueError, match=key):
            _finding(facts={key: 1})


def test_typed_annotations_keep_their_report_keys():
    f = _finding(culprit=Culprit(names_rank=True, rank=2, rule="root_error", reason="first"),
                 symptom_of=None, symptoms=[Symptom("hccl_timeout", "timeout", 3, (1, 2))],
                 skeleton="id: x\n")
    out = f.public()
    assert out["culprit_rank"] == 2
    facts = out["facts"]
    assert facts["role"] == ROLE_ERROR and facts["size"] == "2 GB"
    assert (facts["culprit_rank"], facts["culprit_rule"], facts["culprit_reason"]) == (2, "root_error", "first")
    assert facts["symptoms"] == [{"signature": "hccl_timeout", "title": "timeout", "count": 3, "ranks": [1, 2]}]
    assert facts["signature_skeleton"] == "id: x\n" and out["related"] == ["hccl_timeout"]
    nobody = _finding(culprit=Culprit(names_rank=True, rank=None, rule="all_ranks", reason="all")).public()
    assert "culprit_rank" in nobody and nobody["culprit_rank"] is None  # CONTRACT §2: null when nobody
    assert "culprit_rank" not in _finding(culprit=Culprit(worker="w0", worker_reason="first")).public()


def test_ranking_leaves_the_match_confidence_alone():
    findings = [_finding("later", confidence=0.7, first_time=200.0),
                _finding("first", confidence=0.6, first_time=100.0, role=ROLE_EXCEPTION, count=4),
                _finding("timeout", confidence=0.9, category="hang_or_timeout", symptom=True)]
    ranked = ranking.fold_symptoms(ranking.score(findings))
    by_name = {f.signature: f for f in ranked}
    for before in findings[:2]:
        after = by_name[before.signature]
        assert after.confidence == before.confidence
        assert after.score is not None and after.score.parts["signature"] == before.confidence
        assert after.final_confidence == after.score.total != after.confidence
    assert [f.confidence for f in findings] == [0.7, 0.6, 0.9] and all(f.score is None for f in findings)


def test_on_a_real_log_confidence_is_the_match_and_the_report_shows_the_score():
    report = diagnose([str(REALWORLD / "ms" / "001.log")], Options(probes=False))
    assert report.findings
    for f in report.findings:
        assert f.score is not None and f.confidence == f.score.parts["signature"]
        assert f.public()["confidence"] == round(f.score.total, 3)


def test_ranking_and_the_run_analysis_agree_on_the_earliest_root():
    oom = _finding("oom", confidence=0.8, first_time=100.0)
    warning = _finding("ckpt_warning", confidence=0.9, severity="warning", first_time=10.0)
    timeout = _finding("timeout", confidence=0.9, category="hang_or_timeout", first_time=50.0)
    findings = [warning, timeout, oom]
    assert timeline.root_finding(findings) is oom
    ranked = ranking.score(findings)
    earliest = [f.signature for f in ranked if "earliest" in f.score.parts]
    assert earliest == ["oom"]


def _calls_of(name: str, tree: ast.AST) -> list[int]:
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id == name)
        or (isinstance(node.func, ast.Attribute) and node.func.attr == name))]


def test_only_the_assembly_step_builds_a_report():
    builders = {}
    for path in sorted(ANALYZER.rglob("*.py")):
        lines = _calls_of("Report", ast.parse(path.read_text(encoding="utf-8")))
        if lines:
            builders[str(path.relative_to(ANALYZER))] = lines
    assert list(builders) == ["pipeline/assemble.py"], builders


def test_assembly_keeps_what_the_stages_drafted():
    draft = Draft(notes=["a note"], extra={"verdict": {"kind": "failed"}})
    report = assemble(draft, [_finding()], tool_version="0")
    out = report.to_dict()
    assert out["notes"] == ["a note"] and out["verdict"] == {"kind": "failed"}
    assert [f["signature"] for f in out["findings"]] == ["oom"]


def test_no_stage_writes_to_a_finding_in_place():
    """Attribute assignment on records only happens through `dataclasses.replace` now: a source check
    that no module assigns to an attribute of a name that holds a finding or evidence line."""
    suspects = {"f", "finding", "target", "top", "key", "root", "found", "ev", "hit", "tb"}
    fields = {fl.name for fl in dataclasses.fields(Finding)} | {fl.name for fl in dataclasses.fields(Evidence)}
    offenders = []
    for path in sorted(ANALYZER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else (
                [node.target] if isinstance(node, ast.AugAssign) else [])
            for t in targets:
                if (isinstance(t, ast.Attribute) and t.attr in fields and isinstance(t.value, ast.Name)
                        and t.value.id in suspects):
                    offenders.append(f"{path.relative_to(ANALYZER)}:{node.lineno}")
    assert not offenders, offenders


def test_the_scan_result_lives_with_the_other_hand_off_records():
    from analyzer import model
    from analyzer.pipeline import scan

    assert scan.ScanResult is model.ScanResult
    assert Path(model.__file__).name == "model.py"


def test_an_assembled_report_cannot_be_changed_only_amended_into_a_new_one():
    import dataclasses

    from analyzer.pipeline.assemble import amend

    report = assemble(Draft(notes=["a note"], extra={"series": []}), [_finding()], tool_version="0")
    with pytest.raises(dataclasses.FrozenInstanceError):
        report.findings = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        report.extra["execution"] = {}  # type: ignore[index]
    assert not hasattr(report.findings, "append") and not hasattr(report.notes, "append")
    more = amend(report, notes=["later"], execution={"backend": "local"})
    assert [n.en for n in more.notes] == ["a note", "later"] and more.extra["execution"] == {"backend": "local"}
    assert [n.en for n in report.notes] == ["a note"] and "execution" not in report.extra
