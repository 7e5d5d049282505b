"""Failure families beyond the plain words: the canonical status codes TensorFlow / XLA / JAX / gRPC print
(kb/status_codes.yaml, `where: status` cues), JAX's error classes, assertion messages about parallel
degrees and process counts, cut-off lines, and which line of a broken traceback the fallback keeps.
The excerpts under tests/fixtures/families/ are real public threads (labels.yaml names each source)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from analyzer.analysis import families, status
from analyzer.paths import kb_dir
from analyzer.pipeline.engine import Options, diagnose

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "families"
TABLE = yaml.safe_load((kb_dir() / "status_codes.yaml").read_text(encoding="utf-8"))["codes"]


def test_the_status_table_loads_and_lists_the_canonical_codes():
    table, errors = status.shipped()
    assert errors == ()
    numbers = sorted(entry["number"] for entry in TABLE.values())
    assert numbers == list(range(1, 17))  # absl::StatusCode, OK (0) left out: it is no failure
    assert {"INVALID_ARGUMENT", "RESOURCE_EXHAUSTED", "UNIMPLEMENTED", "DEADLINE_EXCEEDED", "UNAVAILABLE",
            "INTERNAL", "FAILED_PRECONDITION"} <= set(table.codes)


@pytest.mark.parametrize("code", sorted(TABLE))
def test_every_spelling_of_a_code_names_it(code):
    entry = TABLE[code]
    assert status.code_in(f"jaxlib.xla_extension.XlaRuntimeError: {code}: something failed") == code
    assert status.code_in(f"grpc._channel._InactiveRpcError: status = StatusCode.{code}, details = x") == code
    assert status.code_in(f"W tensorflow/core/framework/op_kernel.cc:1192] {entry['text']}: something") == code
    assert status.code_in(f"tensorflow.python.framework.errors_impl.{entry['tf_error']}: something") == code


def test_status_words_in_prose_are_no_status():
    assert status.code_in("the device state is UNKNOWN until the first step") == ""
    assert status.code_in("Internal buffers were resized") == ""


def test_a_bad_status_table_names_the_file_and_the_code(tmp_path):
    path = tmp_path / "status_codes.yaml"
    path.write_text("schema: msdiag.status_codes/1\ncodes:\n  bad_code: {number: 3, text: x, tf_error: y}\n",
                    encoding="utf-8")
    with pytest.raises(status.StatusTableError, match=r"status_codes\.yaml: code 'bad_code'"):
        status.load_table(path)
    path.write_text("schema: msdiag.status_codes/1\ncodes:\n  INTERNAL: {number: 13, text: Internal}\n",
                    encoding="utf-8")
    with pytest.raises(status.StatusTableError, match="code INTERNAL: needs number, text, tf_error"):
        status.load_table(path)
    table, errors = status.shipped(str(tmp_path))
    assert table.code_in("XlaRuntimeError: INTERNAL: x") == "" and "code INTERNAL" in errors[0]


def _verdict(text: str) -> families.Verdict:
    verdict = families.recognise(families.clue_from_text(text))
    assert verdict is not None, text
    return verdict


def test_the_same_status_code_goes_to_the_family_its_message_words_name():
    """UNIMPLEMENTED from the XLA runtime is a runtime of another release; from a TensorFlow kernel it is a
    missing implementation: the code is one cue among the message's words."""
    xla = _verdict("jaxlib.xla_extension.XlaRuntimeError: UNIMPLEMENTED: Only 1 computation per replica "
                   "supported, 8 requested.")
    tf = _verdict("tensorflow.python.framework.errors_impl.UnimplementedError: The Conv2D op currently only "
                  "supports the NHWC tensor format on the CPU.")
    assert (xla.family.category, tf.family.category) == ("version_incompatibility", "missing_kernel")
    assert any(c.on == families.ON_STATUS for c in xla.fired) and any(c.on == families.ON_STATUS for c in tf.fired)
    assert "status UNIMPLEMENTED" in xla.why("en") and "状态码 UNIMPLEMENTED" in xla.why("zh")


@pytest.mark.parametrize("text, category", [
    ("FilteredStackTrace: jax.core.ConcretizationTypeError: Abstract tracer value encountered where concrete "
     "value is expected.", "dynamic_shape"),
    ("jax.errors.NonConcreteBooleanIndexError: Array boolean indices must be concrete; got ShapedArray(bool[10])",
     "dynamic_shape"),
    ("jax.errors.TracerBoolConversionError: Attempted boolean conversion of traced array with shape bool[].",
     "unsupported_syntax_graph_mode"),
    ("jax.errors.UnexpectedTracerError: Encountered an unexpected tracer.", "unsupported_syntax_graph_mode"),
])
def test_jax_error_classes_name_their_family(text, category):
    assert _verdict(text).family.category == category


def test_the_inner_exception_of_a_jax_stack_filter_is_the_type_raised():
    assert families.exception_type("FilteredStackTrace: jax.core.ConcretizationTypeError: x") == \
        "jax.core.ConcretizationTypeError"
    assert families.exception_type("jax._src.traceback_util.UnfilteredStackTrace: ValueError: x") == "ValueError"


@pytest.mark.parametrize("text, category", [
    ("AssertionError: Micro batch size per gpu: 0 has to be greater than 0", "parallel_config_invalid"),
    ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: mpiSize == tp * pp (/x/worldConfig.cpp:89)",
     "rank_count_mismatch"),
    ("RuntimeError: CUDA out of", "device_oom"),
    ("ValueError: invalid literal for int() with base 10: '--work-dir'", "config_field_error"),
])
def test_assertions_cut_lines_and_cli_values_name_their_family(text, category):
    assert _verdict(text).family.category == category


def test_near_misses_of_the_new_cues_stay_unrecognised():
    for text in ("RuntimeError: CUDA out of range index 3",
                 "RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: mpiSize >= 1"):
        assert families.recognise(families.clue_from_text(text)) is None, text


def test_an_int_of_a_data_value_is_the_data_and_of_an_option_the_command_line():
    """`int('N/A')` is a missing-value mark read from the data; `int('--work-dir')` a parser that took an option
    for a value."""
    data = families.recognise(families.clue_from_text("ValueError: invalid literal for int() with base 10: 'N/A'"))
    option = families.recognise(families.clue_from_text(
        "ValueError: invalid literal for int() with base 10: '--work-dir'"))
    assert data is not None and data.family.category == "data_pipeline_error"
    assert option is not None and option.family.category == "config_field_error"


LABELS = yaml.safe_load((FIXTURES / "labels.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", LABELS, ids=lambda e: e["id"])
def test_real_excerpts_get_their_family_and_say_why(entry):
    report = diagnose([str(FIXTURES / f"{entry['id']}.log")], Options(probes=False))
    assert report.findings, "a failure line must never give zero findings"
    top = report.findings[0]
    assert top.category == entry["category"], (entry["source"], top.title)
    if top.signature is None and top.emitter is None:
        assert top.facts["why_category"]["en"].startswith(entry["category"])
        assert top.facts["why_category"]["zh"].startswith(f"归为 {entry['category']}")


def test_a_cut_off_launcher_traceback_defers_to_its_cause():
    """The launcher's traceback re-raises the rendezvous error and is cut off at a call: the finding is
    the cause (the connect timeout), not `return launch_agent(...`."""
    top = diagnose([str(FIXTURES / "004.log")], Options(probes=False)).findings[0]
    assert "connect() timed out" in top.evidence[0].text
    assert all("launch_agent" not in ev.text for ev in top.evidence)


def test_a_frame_line_defers_to_the_exception_written_after_it():
    """Newlines lost: the line the fallback first sees is a traceback frame; the exception follows it."""
    top = diagnose([str(FIXTURES / "007.log")], Options(probes=False)).findings[0]
    assert top.category == "device_oom" and "NPU out of memory" in top.evidence[0].text
    assert top.title.endswith(": RuntimeError: NPU out of memory.")  # the message, not the frames glued before it


def test_a_family_finding_in_chinese_names_the_status_cue(tmp_path):
    log = tmp_path / "job.log"
    log.write_text((FIXTURES / "001.log").read_text(encoding="utf-8"), encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False, lang="zh")).findings[0]
    assert top.category == "op_shape_mismatch"
    assert "状态码 INVALID_ARGUMENT" in top.facts["why_category"]["zh"]
    assert not any("<" in f and ">" in f for f in top.fixes)
