"""One declared signature schema: the parser, the lint and the README table all follow it."""

from __future__ import annotations

import pytest

from analyzer.knowledge.lint import REGEX_EXTRACTORS, lint_signature
from analyzer.knowledge.signature_schema import FIELDS, NAMES, REGEX_FIELDS, with_table
from analyzer.knowledge.signatures import SignatureError, load_file

from .conftest import REPO

MINIMAL = ("id: {id}\ntitle: t\ncategory: other\nmatch:\n  - literal: 'some text'\nfix: ['x']\n"
           "kb: [unrecognised-failure]\n")


def test_the_readme_field_table_is_the_schema():
    readme = (REPO / "signatures" / "README.md").read_text(encoding="utf-8")
    assert readme == with_table(readme), "run: python scripts/signature_fields.py"
    for f in FIELDS:
        assert f"| `{f.name}` |" in readme


def test_every_regex_field_of_the_schema_is_linted():
    assert set(REGEX_FIELDS) == set(REGEX_EXTRACTORS)
    assert "require.<name>.regex" in REGEX_FIELDS


def test_the_parser_accepts_exactly_the_schema_fields(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(MINIMAL.format(id="s") + "false_positives: []\nreferences: []\n", encoding="utf-8")
    assert load_file(path).id == "s"
    path.write_text(MINIMAL.format(id="s") + "colour: red\n", encoding="utf-8")
    with pytest.raises(SignatureError, match="'colour': unknown field"):
        load_file(path)
    for f in FIELDS:
        assert f.name in NAMES
        if f.required:
            text = "\n".join(line for line in MINIMAL.format(id="s").splitlines()
                             if not line.startswith(f"{f.name}:") and not (f.name == "match" and line.startswith(" ")))
            path.write_text(text + "\n", encoding="utf-8")
            with pytest.raises(SignatureError, match=f"'{f.name}'"):
                load_file(path)


def test_an_exponential_require_regex_fails_lint(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(MINIMAL.format(id="s") + "require:\n  near:\n    regex: '(a+)+$'\n    before: 2\n",
                    encoding="utf-8")
    assert any("require.near" in p for p in lint_signature(load_file(path)))


def test_compare_relations_gate_a_match_on_the_numbers_captured(tmp_path):
    """`compare: [worker_count > world_size]`: the same line shape matches only when the numbers say so."""
    path = tmp_path / "s.yaml"
    pattern = "  - literal: 'barrier'\n    regex: 'world_size=(?P<world>\\d+), worker_count=(?P<workers>\\d+)'\n"
    path.write_text(MINIMAL.format(id="s").replace("match:\n", "match:\n" + pattern, 1)
                    + "compare:\n  - 'workers > world'\n", encoding="utf-8")
    sig = load_file(path)
    assert [r.holds({"world": "2", "workers": "4"}) for r in sig.relations] == [True]
    assert [r.holds({"world": "8", "workers": "7"}) for r in sig.relations] == [False]
    assert [r.holds({"world": "8"}) for r in sig.relations] == [False]  # a capture missing fails it
    path.write_text(MINIMAL.format(id="s") + "compare:\n  - 'workers is world'\n", encoding="utf-8")
    with pytest.raises(SignatureError, match="compare"):
        load_file(path)


def test_a_compare_relation_may_scale_its_right_side(tmp_path):
    """`src_size >= 2 * dest_size`: one size at least twice the other (two collectives met, not one tensor of
    two shapes); a factor on the left side is not part of the grammar."""
    path = tmp_path / "s.yaml"
    path.write_text(MINIMAL.format(id="s") + "compare:\n  - 'src >= 2 * dest'\n", encoding="utf-8")
    (relation,) = load_file(path).relations
    assert relation.holds({"src": "64", "dest": "4"}) and relation.holds({"src": "128", "dest": "64"})
    assert not relation.holds({"src": "8192", "dest": "6144"})
    path.write_text(MINIMAL.format(id="s") + "compare:\n  - '2 * src >= dest'\n", encoding="utf-8")
    with pytest.raises(SignatureError, match="compare"):
        load_file(path)


def test_min_count_makes_a_repeated_line_the_finding_and_a_few_of_it_nothing(tmp_path):
    """`min_count: 3` with `fold_by`: three lines naming one function are a finding; two lines of another are not."""
    from analyzer.pipeline.engine import Options, diagnose

    sig_dir = tmp_path / "sigs"
    sig_dir.mkdir()
    pattern = "  - literal: 'Compiling fn('\n    regex: 'Compiling fn\\((?P<name>\\w+)\\)'\n"
    (sig_dir / "s.yaml").write_text(MINIMAL.format(id="s").replace("match:\n", "match:\n" + pattern, 1)
                                    + "fold_by: [name]\nmin_count: 3\n", encoding="utf-8")
    log = tmp_path / "run.log"
    log.write_text("".join(f"WARNING Compiling fn({n})\nstep {k} loss 1.0\n"
                           for k, n in enumerate(["a", "b", "a", "b", "a"])), encoding="utf-8")
    found = [f for f in diagnose([str(log)], Options(probes=False, signature_dirs=(str(sig_dir),))).findings
             if f.signature == "s"]
    assert [(f.facts.get("name"), f.count) for f in found] == [("a", 3)]
    (sig_dir / "s.yaml").write_text(MINIMAL.format(id="s") + "min_count: 0\n", encoding="utf-8")
    with pytest.raises(SignatureError, match="min_count"):
        load_file(sig_dir / "s.yaml")
