"""The Python checks' rules (checks/<id>.yaml) tested like signatures: every rule against every example.

Each example log runs through the whole engine with the shipped catalog loaded once, so a check that
fires on another rule's near miss, or a rule whose check no longer fires on its hit, fails here with
the example's name. The same hits run with `--lang zh`: every title and fix must be Chinese.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from analyzer.knowledge.catalog import load_catalog
from analyzer.knowledge.check_rules import RuleError, load_rules, parse_rule, shipped
from analyzer.paths import kb_dir
from analyzer.pipeline.engine import Options, diagnose
from analyzer.reporters import RenderContext, sarif

RULES, ERRORS = shipped()
CATALOG = load_catalog()
CJK = re.compile(r"[\u3400-\u9fff]")
CODE_SPAN = re.compile(r"`[^`]*`")


def _run(path: Path, lang: str = "en"):
    return diagnose([str(path)], Options(probes=False, lang=lang), catalog=CATALOG)


def test_the_shipped_table_loads_clean_and_names_real_articles():
    assert ERRORS == ()
    assert {"loss.nan", "loss.flat", "loss.overflow", "run.straggler_hang", "run.key_mapping_loss"} <= set(RULES)
    assert CATALOG.checks is RULES
    for rule in RULES.values():
        if rule.kb is not None:
            assert (kb_dir() / "en" / f"{rule.kb}.md").is_file(), rule.id


@pytest.mark.parametrize("rule", list(RULES.values()), ids=lambda r: r.id)
def test_rule_examples(rule):
    hits, misses = rule.examples()
    assert hits and misses, f"{rule.id}: needs {rule.id}.hit.log and {rule.id}.miss.log beside {rule.path}"
    for path in hits:
        found = [f for f in _run(path).findings if f.rule == rule.id]
        assert found, f"{path.name}: {rule.id} did not fire"
        assert all("rule_problems" not in f.facts for f in found), found[0].facts.get("rule_problems")
    for path in misses:
        fired = [f.rule for f in _run(path).findings]
        assert rule.id not in fired, f"{path.name}: {rule.id} fired on its near miss"


@pytest.mark.parametrize("rule", list(RULES.values()), ids=lambda r: r.id)
def test_rule_hits_read_in_chinese(rule):
    for path in rule.examples()[0]:
        report = _run(path, "zh")
        assert any(f.rule == rule.id for f in report.findings), path.name
        for f in report.findings:
            for text in [f.title, *f.fixes]:
                assert CJK.search(CODE_SPAN.sub("", text)), f"{path.name}: not Chinese: {text!r}"


def test_rule_findings_are_distinct_sarif_rules():
    report = diagnose([str(RULES["loss.nan"].examples()[0][0]), str(RULES["loss.flat"].examples()[0][0])],
                      Options(probes=False), catalog=CATALOG)
    log = sarif.build(report, RenderContext(lang="en"))
    ids = {r["id"] for r in log["runs"][0]["tool"]["driver"]["rules"]}
    assert {"loss.nan", "loss.flat"} <= ids
    assert all(f.signature is None for f in report.findings if f.rule)
    assert {f["rule"] for f in report.to_dict()["findings"]} >= {"loss.nan", "loss.flat"}


ENTRY = """id: loss.demo
category: stuck_or_nan_loss
severity: error
kb: null
provides: [step]
title: {en: "Loss broke at step {step}", zh: "损失在第 {step} 步出错"}
fixes:
  - {en: "Look at step {step}.", zh: "查看第 {step} 步。"}
"""


@pytest.mark.parametrize("change, message", [
    (("{step}.\"", "{lr}.\""), "not a fact the check provides"),
    (("zh: \"查看第 {step} 步。\"", "zh: \"Look at step {step}.\""), "no Chinese text"),
    (("stuck_or_nan_loss", "stuck_loss"), "not a contract category"),
    (("kb: null", "kb: loss-nan-or-stuck"), ""),
    (("id: loss.demo", "id: loss.other"), "match the file name"),
    (("severity: error", "severity: fatal"), "severity"),
])
def test_a_wrong_entry_is_rejected_at_load(tmp_path, change, message):
    text = ENTRY.replace(*change)
    path = tmp_path / "loss.demo.yaml"
    path.write_text(text, encoding="utf-8")
    rules, errors = load_rules(tmp_path)
    if message:
        assert not rules and len(errors) == 1 and message in errors[0]
    else:
        assert errors == [] and "loss.demo" in rules


def test_an_unknown_filter_or_field_is_rejected(tmp_path):
    with pytest.raises(RuleError, match="unknown filter"):
        parse_rule(tmp_path / "loss.demo.yaml", {**_entry(), "title": {"en": "{step|nope}", "zh": "第 {step} 步"}})
    with pytest.raises(RuleError, match="unknown fields"):
        parse_rule(tmp_path / "loss.demo.yaml", {**_entry(), "wording": "x"})


def test_clauses_and_when_lines_follow_the_facts():
    rule = RULES["loss.nan"]
    title, fixes = rule.word({"loss": "nan", "at": "step 3", "repeated": "", "logged_steps": 4, "lr": "",
                              "fp16_scale": False}, "en")
    assert title == "Loss became nan at step 3" and len(fixes) == 2 and "(it was" not in fixes[0]
    title, fixes = rule.word({"loss": "nan", "at": "step 3", "repeated": 2, "logged_steps": 4, "lr": "0.001",
                              "fp16_scale": True}, "en")
    assert title == "Loss became nan at step 3 (2 of 4 logged steps)" and len(fixes) == 3
    assert "(it was 0.001)" in fixes[0]


def _entry() -> dict:
    import yaml

    return yaml.safe_load(ENTRY)


def test_a_list_filter_says_how_many_more_in_the_users_language():
    from analyzer.knowledge.template import render

    assert render("{keys|first3}", {"keys": "a, b, c, d"}) == "a, b, c (+1 more)"
    assert render("{keys|first3}", {"keys": "a, b, c, d"}, "zh") == "a, b, c（另有 1 个）"
