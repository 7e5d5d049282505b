"""The engine end to end through the real CLI entry point, on real library output and real log shapes."""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pytest

from analyzer.cli import main
from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.reader import rank_from_path

from .conftest import FIXTURES


def run_json(capsys, *args: str) -> tuple[int, dict]:
    code = main(["--format", "json", "--no-probes", *args])
    out = capsys.readouterr().out
    return code, json.loads(out)


def test_aimv2_registry_collision_ranks_first_with_concrete_fix(capsys):
    code, report = run_json(capsys, str(FIXTURES / "tf_register_aimv2_builtin.log"))
    assert code == 1
    top = report["findings"][0]
    assert top["category"] == "registry_collision"
    assert top["schema"] if "schema" in top else report["schema"] == "msdiag.report/1"
    fixes = " ".join(top["fixes"])
    assert "'aimv2'" in fixes and "myproject_aimv2" in fixes
    assert top["evidence"][0]["text"].startswith("ValueError: 'aimv2' is already used")
    assert top["source"]["path"].endswith("tf_register_aimv2_builtin.py") and top["source"]["line"] == 15
    assert 0 < top["confidence"] <= 1 and top["kb"]


@pytest.mark.parametrize("name", ["ms_train_normal_loss_monitor.log",
                                  "mf19_llama_forward_cpu.info.log"])
def test_healthy_real_logs_give_no_finding(capsys, name):
    code, report = run_json(capsys, str(FIXTURES / name))
    assert report["findings"] == [], [f["title"] for f in report["findings"]]
    assert code == 0


def test_unreadable_path_exits_2_with_one_line(capsys, tmp_path):
    code = main(["--no-probes", str(tmp_path / "missing.log")])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "missing.log" in err and "Traceback" not in err


def test_bad_argument_exits_2_with_one_line(capsys):
    code = main(["--format", "nope", "x.log"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1


AIMV2_LINE = "ValueError: 'aimv2' is already used by a Transformers config, pick another name."


@pytest.mark.parametrize("wrap", [
    lambda s: s.replace("\n", "\r\n"),                                      # CRLF
    lambda s: "\n".join("> " + ln for ln in s.split("\n")),                 # pasted markdown quote
    lambda s: "\n".join("\x1b[31m" + ln + "\x1b[0m" for ln in s.split("\n")),  # ANSI colours
    lambda s: "  3%|▎  | 1/30 [00:01<00:30]\r 50%|█████ | 15/30\r" + s,      # progress bar before it
    lambda s: "\n".join("[rank3]: " + ln for ln in s.split("\n")),          # torchrun prefixes
    lambda s: s.replace("'aimv2'", "\u2018aimv2\u2019"),                     # copied from a rendered page
    lambda s: s.replace("already", "already").encode("utf-8") + b"\xff\xfe broken \xc3\n",  # broken UTF-8
])
def test_noise_does_not_hide_a_failure(tmp_path, wrap):
    text = f"Traceback (most recent call last):\n  File \"/w/train.py\", line 3, in <module>\n    x()\n{AIMV2_LINE}\n"
    data = wrap(text)
    path = tmp_path / "paste.log"
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].category == "registry_collision"


def test_gzip_by_magic_not_name_and_stdin(tmp_path):
    raw = (FIXTURES / "tf_register_aimv2_builtin.log").read_bytes()
    odd_name = tmp_path / "capture.bin.txt"
    odd_name.write_bytes(gzip.compress(raw))
    assert diagnose([str(odd_name)], Options(probes=False)).findings[0].category == "registry_collision"
    report = diagnose(["-"], Options(probes=False), stdin=io.BytesIO(gzip.compress(raw)))
    assert report.findings[0].category == "registry_collision"
    assert report.inputs[0].path == "<stdin>"


def test_directory_of_rank_logs_knows_each_rank(tmp_path):
    for rank in (0, 1):
        d = tmp_path / f"rank_{rank}"
        d.mkdir()
        body = "2024-05-01 10:00:00,000 - INFO - ok\n"
        if rank == 1:
            body += AIMV2_LINE + "\n"
        (d / "info.log").write_text(body)
    (tmp_path / "worker_7.log").write_text("2024-05-01 10:00:00,000 - INFO - Global rank id is 7\n")
    report = diagnose([str(tmp_path)], Options(probes=False))
    ranks = {str(Path(i.path).relative_to(tmp_path)): i.rank for i in report.inputs}
    assert ranks == {"rank_0/info.log": 0, "rank_1/info.log": 1, "worker_7.log": 7}
    assert report.findings[0].ranks == (1,)


def test_rank_from_path_shapes():
    assert rank_from_path("logs/rank_3/info.log") == 3
    assert rank_from_path("msrun_log/worker_12.log") == 12
    assert rank_from_path("out/rank5.txt") == 5
    assert rank_from_path("ranking/results.log") is None


def test_chained_traceback_keeps_user_frame_and_cause(tmp_path):
    log = tmp_path / "chain.log"
    log.write_text(
        "Traceback (most recent call last):\n"
        '  File "/proj/models/register.py", line 41, in setup\n'
        '    AutoConfig.register("aimv2", Cfg)\n'
        '  File "/venv/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py", line 470, in '
        "register\n    CONFIG_MAPPING.register(model_type, config, exist_ok=exist_ok)\n"
        f"{AIMV2_LINE}\n\nThe above exception was the direct cause of the following exception:\n\n"
        "Traceback (most recent call last):\n"
        '  File "/proj/train.py", line 9, in <module>\n    setup()\n'
        "RuntimeError: model setup failed\n")
    report = diagnose([str(log)], Options(probes=False))
    top = report.findings[0]
    assert top.category == "registry_collision"
    assert (top.source.path, top.source.line) == ("/proj/models/register.py", 41)


def test_findings_are_never_in_file_order_when_a_later_line_is_stronger(tmp_path):
    """A warning first, the raised exception later: the exception's cause ranks first."""
    log = tmp_path / "order.log"
    log.write_text(
        "[WARNING] ME(1:2,MainProcess):2024-01-01-00:00:00.000.000 [mindspore/train/serialization.py:1858] For "
        "'load_param_into_net', 2 parameters in the 'net' are not loaded, because they are not in the "
        "'parameter_dict', please check whether the network structure is consistent.\n"
        f"Traceback (most recent call last):\n  File \"/w/t.py\", line 1, in <module>\n    f()\n{AIMV2_LINE}\n")
    report = diagnose([str(log)], Options(probes=False))
    assert [f.category for f in report.findings] == ["registry_collision", "missing_or_unexpected_keys"]
    assert report.findings[0].score.parts["role"] > report.findings[1].score.parts["role"]


def test_empty_input_is_a_note_not_an_error(tmp_path, capsys):
    empty = tmp_path / "empty.log"
    empty.write_bytes(b"")
    code, report = run_json(capsys, str(empty))
    assert code == 0 and report["findings"] == [] and any("empty" in n for n in report["notes"])


def test_require_clause_needs_its_context_line(tmp_path):
    """A bare `KeyError: 'qwen2'` names a registry only when the traceback shows where it was raised."""
    sigs = tmp_path / "sigs" / "transformers"
    sigs.mkdir(parents=True)
    (sigs / "old_transformers_unknown_model_type.yaml").write_text(
        "id: old_transformers_unknown_model_type\n"
        "title: \"transformers does not know model_type '{model_type}'\"\n"
        "category: version_incompatibility\nconfidence: 0.8\n"
        "match:\n  - literal: \"KeyError: '\"\n    regex: \"^KeyError: '(?P<model_type>[\\\\w-]+)'$\"\n"
        "require:\n  raised_by_config_mapping:\n    regex: \"configuration_auto\\\\.py\"\n    before: 6\n"
        "fix: [\"Upgrade transformers to a release that knows '{model_type}'.\"]\nkb: [version-compatibility]\n")
    frame = '  File "/v/lib/python3.9/site-packages/transformers/models/auto/configuration_auto.py", line 710\n'
    with_context = tmp_path / "with.log"
    with_context.write_text("Traceback (most recent call last):\n" + frame + "    return CONFIG_MAPPING[x]\n"
                            "KeyError: 'qwen2'\n")
    without = tmp_path / "without.log"
    without.write_text("Traceback (most recent call last):\n  File \"/w/t.py\", line 3, in <module>\n"
                       "    d['qwen2']\nKeyError: 'qwen2'\n")
    opts = Options(probes=False, signature_dirs=(str(tmp_path / "sigs"),))
    mine = "old_transformers_unknown_model_type"
    hit = [f for f in diagnose([str(with_context)], opts).findings if f.signature == mine]
    assert hit and "'qwen2'" in hit[0].title
    assert all(f.signature != "old_transformers_unknown_model_type" for f in diagnose([str(without)], opts).findings)


def test_exception_line_after_a_compiled_frame_is_not_taken_for_code(tmp_path):
    """Frames of Cython modules echo no source line: the exception line follows the frame directly."""
    log = tmp_path / "cython.log"
    log.write_text("Traceback (most recent call last):\n  File \"/w/train.py\", line 4, in <module>\n"
                   "    import thing\n  File \"pyarrow/lib.pyx\", line 1, in init pyarrow.lib\n"
                   "ValueError: 'aimv2' is already used by a Transformers config, pick another name.\n")
    assert diagnose([str(log)], Options(probes=False)).findings[0].category == "registry_collision"


def test_mindformers_optional_import_warnings_as_the_last_lines_are_no_failure(tmp_path):
    """MindFormers 1.9 warns on every start that it skipped its optional PyNative classes (`Import
    PyNativeQwen3ForCausalLM failed: No module named 'hyper_parallel'`); a file log that ends there (the
    job went on elsewhere, or was cut) tells of no failure. The lines are the real ones of the fixture."""
    lines = (FIXTURES / "mf19_llama_forward_cpu.info.log").read_text(encoding="utf-8").splitlines()
    warned = [line for line in lines if "hyper_parallel" in line]
    assert warned and all("[WARNING]" in line for line in warned)
    log = tmp_path / "info.log"
    log.write_text("\n".join(warned) + "\n", encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).findings == ()
