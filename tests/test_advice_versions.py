"""Version-aware advice (issue 20): `when:` on fix steps and article passages, the claims behind the
corrected advice checked in the real MindSpore, and `msdiag kb --verify`.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from analyzer.cli import main as cli_main
from analyzer.knowledge.advice import WhenError, filter_markdown, holds, parse_when, stack
from analyzer.knowledge.kb import for_versions, get_article
from analyzer.knowledge.signatures import SignatureError, parse_signature
from analyzer.knowledge.verify import Name, names_in
from analyzer.paths import kb_dir, signatures_dir
from analyzer.pipeline.engine import Options, diagnose

from .conftest import SKIP_HEAVY

heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY=1")
OOM_LINE = ("[ERROR] RUNTIME_FRAMEWORK(20511,fffe5effd0e0,python):2024-07-19-03:12:44.918.320 "
            "[mindspore/ccsrc/runtime/graph_scheduler/actor/memory_manager_actor.cc:293] "
            "SetOpContextMemoryAllocFail] Device(id:3) memory isn't enough and alloc failed, "
            "kernel name: Default/MatMul-op12, alloc size: 2147483648B.\n")
OLD_MS_LINE = ("[WARNING] ME(4242:281473363841040,MainProcess):2024-07-19-03:10:01.000.000 [mindspore/run_check/"
               "_check_version.py:326] MindSpore version 2.3.1 and Ascend AI software package (Ascend Data Center "
               "Solution)version 7.3 does not match, the version of software package expect one of ['7.5'].\n")


def _oom_finding(tmp_path: Path, text: str, lang: str = "en"):
    log = tmp_path / "worker_0.log"
    log.write_text(text, encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False, lang=lang))
    return next(f for f in report.findings if f.signature == "ms_kernel_memory_not_enough")


def test_conditions_compare_numeric_versions() -> None:
    on = stack({"mindspore": "2.10.0"})
    assert holds({"mindspore": ">=2.9"}, on)  # 2.10 > 2.9: numbers, not strings
    assert not holds({"mindspore": "<2.9"}, on)
    assert holds({"mindspore": ">=2.9,<3"}, on)
    assert holds({"cann": "==9.0"}, on)  # unknown package: the assumed stack (CANN 9.0.0)
    assert holds({}, on)


@pytest.mark.parametrize("raw", [{"pytorch": ">=2"}, {"mindspore": "2.9"}, {"mindspore": ">=two"}, {}])
def test_bad_conditions_are_refused(raw) -> None:
    with pytest.raises(WhenError):
        parse_when(raw)


def test_a_signature_with_a_bad_when_names_file_and_field(tmp_path: Path) -> None:
    data = {"id": "x_y", "title": "t", "category": "other", "kb": ["device-oom"],
            "match": [{"literal": "boom boom"}], "fix": [{"text": "do it", "when": {"torch": ">=2"}}]}
    with pytest.raises(SignatureError, match=r"fix\[0\]\.when"):
        parse_signature(tmp_path / "x_y.yaml", data)


def test_the_fix_follows_the_version_the_log_states(tmp_path: Path) -> None:
    assumed = _oom_finding(tmp_path, OOM_LINE)
    assert any("mindspore.runtime.set_memory(max_size=" in f for f in assumed.fixes)
    assert not any("set_context(max_device_memory=" in f for f in assumed.fixes)
    assert assumed.facts["advice_for"] == "mindspore 2.9.0 (assumed)"
    old = _oom_finding(tmp_path, OLD_MS_LINE + OOM_LINE)
    assert any("mindspore.set_context(max_device_memory='58GB')" in f for f in old.fixes)
    assert not any("set_memory" in f for f in old.fixes)
    assert old.facts["advice_for"] == "mindspore 2.3.1 (from the log)"
    zh = _oom_finding(tmp_path, OLD_MS_LINE + OOM_LINE, lang="zh")
    assert len(zh.fixes) == len(old.fixes) and zh.facts["advice_for"] == "mindspore 2.3.1 (来自日志)"


def test_text_report_says_which_versions_the_advice_assumed(tmp_path: Path, capsys) -> None:
    log = tmp_path / "worker_0.log"
    log.write_text(OOM_LINE, encoding="utf-8")
    cli_main([str(log), "--no-probes", "--lang", "en"])
    assert "Advice for: mindspore 2.9.0 (assumed)" in capsys.readouterr().out


def test_article_passages_follow_the_versions() -> None:
    text = textwrap.dedent("""\
        1. Always.
        <!-- when: mindspore>=2.9 -->
        2. New API
           continued.
        <!-- when: mindspore<2.9 -->
        2. Old API.
        3. Always too.
        """)
    new, looked = filter_markdown(text, stack())
    assert "New API\n   continued." in new and "Old API" not in new and "3. Always too." in new
    assert looked == ["mindspore"] and "<!--" not in new
    old, _ = filter_markdown(text, stack({"mindspore": "2.7"}))
    assert "Old API" in old and "New API" not in old and "3. Always too." in old


def test_shipped_article_shows_the_2_9_memory_api_by_default() -> None:
    article, looked = for_versions(get_article("device-oom", "en"))
    assert "mindspore.runtime.set_memory" in article.body
    assert "mindspore.set_context(max_device_memory=" not in article.body
    assert looked == ["mindspore"]
    older, _ = for_versions(get_article("device-oom", "zh"), stack({"mindspore": "2.6.0"}))
    assert "mindspore.set_context(max_device_memory" in older.body and "set_memory" not in older.body


def test_kb_show_versions_flag(capsys) -> None:
    assert cli_main(["kb", "show", "device-oom", "--versions", "mindspore=2.6.0", "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert '"advice_for": "mindspore 2.6.0 (given)"' in out and "set_memory" not in out
    assert cli_main(["kb", "show", "device-oom", "--versions", "pytorch=2"]) == 2


def test_withdrawn_names_appear_nowhere_in_shipped_data() -> None:
    for root in (kb_dir(), signatures_dir()):
        for path in root.rglob("*"):
            if path.is_file():
                text = path.read_text(encoding="utf-8", errors="replace")
                assert "MS_DEV_SYNC_RUN" not in text and "MS_DEV_GETNEXT_TIMEOUT" not in text, path


def test_name_extraction_reads_env_vars_apis_keys_and_yaml_fields() -> None:
    text = ("export MS_DEV_SYNC_RUN=1 then call ms.runtime.set_memory(max_size='58GB') or "
            "mindspore.set_context(max_device_memory='58GB'); in the YAML `load_ckpt_format: safetensors` and "
            "context.max_device_memory. See https://mindspore.cn/docs/mindspore.set_device.html")
    assert names_in(text) == {
        Name("env", "MS_DEV_SYNC_RUN"), Name("api", "mindspore.runtime.set_memory"), Name("key", "max_size"),
        Name("api", "mindspore.set_context"), Name("key", "max_device_memory"), Name("yaml", "load_ckpt_format"),
        Name("yaml", "context.max_device_memory")}


EI0002_CANN9 = ("EI0002: An timeout occurs when the Notify register waits for execution. Waiting peer end: "
                "remote rank[6], server[10.0.0.7], device[6]; task information: [streamID:[3], taskID[9], "
                "taskType[Notify Wait], tag[HcomAllGather_1_0]]; communication operator information: [AllGather]; "
                "communicator: [c0].\n")


def test_ei0002_cann9_wording_names_the_peer_rank(tmp_path: Path) -> None:
    log = tmp_path / "worker_1.log"
    log.write_text(EI0002_CANN9, encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    finding = next(f for f in report.findings if f.signature == "hccl_notify_wait_timeout")
    assert finding.facts["remote_rank"] == "6"
    assert "rank 6" in finding.title and "1836 s" in finding.fixes[0]


_NOT_LOADED = r"""
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")
net = nn.SequentialCell([nn.Dense(4, 8), nn.Dense(8, 2)])
params = {name.replace("0.", "layer0.", 1): p for name, p in net.parameters_and_names()}
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("RETURNED", len(not_loaded), len(unused), flush=True)
"""


@heavy
def test_strict_load_returns_the_not_loaded_list_and_the_fix_says_to_check_it(tmp_path: Path) -> None:
    """The real MindSpore: strict_load=True does not raise on a name mismatch; the finding made from the
    log it writes tells the user to check the returned list, not to rely on strict_load."""
    proc = subprocess.run([sys.executable, "-c", _NOT_LOADED], capture_output=True, text=True, cwd=tmp_path,
                          timeout=600, env={"GLOG_v": "2", "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "RETURNED 2 2" in proc.stdout  # returned normally: two weights of the first layer not loaded
    log = tmp_path / "worker_0.log"
    log.write_text(proc.stderr + proc.stdout, encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    finding = next(f for f in report.findings if f.signature == "ms_load_param_not_loaded")
    advice = " ".join(finding.fixes)
    assert "assert not param_not_load" in advice and "does not raise" in advice
    assert "strict_load=True) in a check script" not in advice


@heavy
def test_kb_verify_checks_every_name_and_passes(capsys) -> None:
    assert cli_main(["kb", "--verify"]) == 0
    out = capsys.readouterr().out
    checked = int(out.split("checked ", 1)[1].split(" ", 1)[0])
    assert checked >= 100 and "unknown env" not in out


@heavy
def test_kb_verify_fails_on_a_name_nobody_reads(tmp_path: Path) -> None:
    from analyzer.knowledge.verify import verify

    (tmp_path / "kb" / "en").mkdir(parents=True)
    (tmp_path / "signatures").mkdir()
    (tmp_path / "kb" / "en" / "a.md").write_text(
        "Set `MS_DEV_SYNC_RUN=1`, call `mindspore.runtime.launch_blocking()` and `mindspore.runtime.no_such_api()`; "
        "`HCCL_EXEC_TIMEOUT` stays.\n", encoding="utf-8")
    (tmp_path / "kb" / "reference_names.yaml").write_text("names: {}\n", encoding="utf-8")
    result = verify(tmp_path / "kb", tmp_path / "signatures")
    assert {n.text for n in result.unknown} == {"MS_DEV_SYNC_RUN", "mindspore.runtime.no_such_api"}
    assert result.found[Name("api", "mindspore.runtime.launch_blocking")] == "importable"
    assert result.found[Name("env", "HCCL_EXEC_TIMEOUT")] == "string in the pinned libraries"


def test_versions_printed_by_run_check_select_the_advice(tmp_path: Path) -> None:
    head = "2026-10-12 09:10:01,102 - mindformers[mindformers/run_check.py:{}] - INFO - "
    run_check = head.format(283) + "MindFormers version: 1.5.0\n" + head.format(284) + "MindSpore version: 2.6.0\n"
    finding = _oom_finding(tmp_path, run_check + OOM_LINE)
    assert finding.facts["advice_for"] == "mindspore 2.6.0 (from the log)"
    assert any("mindspore.set_context(max_device_memory=" in f for f in finding.fixes)


def test_web_page_shows_the_passages_for_the_assumed_stack_without_markers() -> None:
    from webui.kb import load_article

    _title, html, _lang = load_article("device-oom", "en")
    assert "when:" not in html and "mindspore.runtime.set_memory" in html
    assert "Advice for: mindspore 2.9.0 (assumed)" in html
