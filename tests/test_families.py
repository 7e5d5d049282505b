"""Failure families (families/*.yaml): the set loads and lints clean, every hit and near-miss example
holds against the whole set, the scored model says why, and real excerpts get their family."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.analysis import families
from analyzer.knowledge.kb import get_article
from analyzer.model import CATEGORIES
from analyzer.pipeline.engine import Options, diagnose

FAMILIES = families.load_families()


def test_every_family_file_loads_and_covers_the_issue_families():
    assert families.load_errors() == []
    cats = {f.category for f in FAMILIES}
    assert {"device_oom", "host_oom", "hang_or_timeout", "missing_kernel", "op_shape_mismatch",
            "version_incompatibility", "import_or_install_error", "config_field_error",
            "data_pipeline_error"} <= cats
    assert cats <= set(CATEGORIES) - {"other"}


@pytest.mark.parametrize("fam", FAMILIES, ids=lambda f: f.category)
def test_family_cites_a_real_article_and_speaks_both_languages(fam):
    assert fam.kb is not None and get_article(fam.kb) is not None
    assert fam.title_zh != fam.title and len(fam.fixes_zh) == len(fam.fixes)
    assert all(c.name_zh for c in fam.cues)


def test_every_example_against_the_whole_set():
    assert families.example_failures(FAMILIES) == []


def test_a_bad_family_file_is_rejected_with_file_and_field(tmp_path):
    (tmp_path / "device_oom.yaml").write_text(
        "category: device_oom\ntitle: t\ntitle_zh: t\nthreshold: 2\n"
        "cues: [{name: a, weight: 2, where: texts, regex: 'x'}]\nfix: [a]\nfix_zh: [b]\n"
        "examples: {hit: [x], miss: [y]}\n", encoding="utf-8")
    (tmp_path / "host_oom.yaml").write_text(
        "category: host_oom\ntitle: t\ntitle_zh: t\nthreshold: 2\n"
        "cues: [{name: a, weight: 2, regex: '(a+)+$'}]\nfix: ['{x}']\nfix_zh: [b]\n"
        "examples: {hit: [x], miss: [y]}\n", encoding="utf-8")
    loaded, errors = families.load_dir(tmp_path)
    assert loaded == []
    assert any("device_oom.yaml: cues[0]: 'where'" in e for e in errors)
    assert any("host_oom.yaml: cues[0]: regex can backtrack exponentially" in e for e in errors)


def test_the_verdict_names_the_cues_that_decided_in_both_languages():
    clue = families.clue_from_text("RuntimeError: CUDA Error: out of memory at /x/cumem_allocator.cpp:62")
    verdict = families.recognise(clue)
    assert verdict is not None and verdict.family.category == "device_oom"
    names = {c.name for c in verdict.fired}
    assert "out-of-memory words" in names and any(n.startswith("device words") for n in names)
    assert verdict.score == sum(c.weight for c in verdict.fired) >= verdict.family.threshold
    assert "device_oom because of out-of-memory words (+2)" in verdict.why("en")
    assert verdict.why("zh").startswith("归为 device_oom 的依据：内存不足字样")


def test_nothing_fits_a_line_with_no_family_cue():
    assert families.recognise(families.Clue("QuotaServiceError: quota service rejected handle 0x7f")) is None


def _diagnose_text(tmp_path: Path, text: str, lang: str = "en"):
    path = tmp_path / "job.log"
    path.write_text(text, encoding="utf-8")
    return diagnose([str(path)], Options(probes=False, lang=lang))


@pytest.mark.parametrize("text, category", [
    ("RuntimeError: CUDA Error: out of memory at /workspace/vllm/csrc/cumem_allocator.cpp:62\n", "device_oom"),
    ("Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n"
     "torch.distributed.DistStoreError: Socket Timeout\n", "hang_or_timeout"),
    ("After two hours the job printed torch.distributed.DistStoreError: Socket Timeout and stopped.\n",
     "hang_or_timeout"),
    ("2024-05-01 10:00:00.000001: E external/local_xla/xla/stream_executor/rocm/rocm_driver.cc:601] failed to "
     "allocate 7.35G (7889485824 bytes) from device: hipErrorOutOfMemory\n", "device_oom"),
    ("  File \"/opt/venv/lib/python3.10/site-packages/torch/_dynamo/symbolic_convert.py\", line 600, in step\n"
     "torch._dynamo.exc.Unsupported: generic_jump DynamicShapeVariable()\n", "unsupported_syntax_graph_mode"),
    # a full /dev/shm seen by NCCL: a WARN line with no error word, then NCCL's return-code trail
    ("gpu2-ru7:2143:2561 [1] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device\n"
     "gpu2-ru7:2143:2561 [1] NCCL INFO include/shm.h:41 -> 2\n", "host_oom"),
    ("Traceback (most recent call last):\n  File \"run.py\", line 3, in <module>\n"
     "  File \"/usr/lib/python3/site-packages/transformers/models/auto/configuration_auto.py\", line 1200, "
     "in register\n"
     "    raise ValueError(f\"'{key}' is already used by a Transformers config, pick another name.\")\n",
     "registry_collision"),
])
def test_family_findings_on_excerpts_no_signature_knows(tmp_path, text, category):
    report = _diagnose_text(tmp_path, text)
    assert report.findings, "a failure line must never give zero findings"
    top = report.findings[0]
    assert top.category == category
    if top.signature is None and top.emitter is None:  # found by the family fallback: it says why
        assert top.facts["family"]["category"] == category
        assert top.facts["why_category"]["en"].startswith(category)
        assert top.facts["why_category"]["zh"].startswith(f"归为 {category}")


def test_unknown_message_with_no_family_is_still_reported_as_other(tmp_path):
    report = _diagnose_text(tmp_path, "Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\n"
                                      "QuotaServiceError: quota service rejected handle 0x7f3a\n")
    assert [f.category for f in report.findings] == ["other"]


def test_family_finding_in_chinese(tmp_path):
    report = _diagnose_text(tmp_path, "torch.distributed.DistNetworkError: The client socket has timed out after "
                                      "300000ms while trying to connect to (10.0.0.1, 29500).\n", lang="zh")
    top = report.findings[0]
    assert top.category == "hang_or_timeout" and top.title.startswith("进程间超时或连接中断")
    assert top.fixes[0].startswith("找出最先失败")


def test_the_telling_line_is_picked_not_the_wrapper_or_a_frame(tmp_path):
    prefix = "(EngineCore_DP0 pid=4242) ERROR 03-02 10:20:30 [core.py:700] "
    report = _diagnose_text(tmp_path, "".join(prefix + line + "\n" for line in [
        "EngineCore failed to start.",
        "Traceback (most recent call last):",
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py", line 240, in determine',
        "    self.model_runner.profile_run()",
        "RuntimeError: ZorbleAllocator: out of memory on device 0 while reserving 1.50 GiB for the KV cache",
    ]) + "Engine core initialization failed. See root cause above.\n")
    top = report.findings[0]
    assert top.category == "device_oom" and top.signature is None  # no signature knows this message
    assert "ZorbleAllocator: out of memory" in top.evidence[0].text


@pytest.mark.parametrize("cue, reason", [
    ("{name: a, weight: 1.5, regex: 'No OpKernel', literals: ['No OpKernel']}", "weight is below the threshold"),
    ("{name: a, weight: 3, regex: 'No OpKernel', literals: ['no kernel at all']}", "is not found by the cue's regex"),
    ("{name: a, weight: 3, regex: 'No OpKernel', literals: ['OpKern']}", "at least 8 characters"),
    ("{name: a, weight: 3, where: exception, regex: 'Error', literals: ['ZorbleError']}", "only for cues on the text"),
])
def test_seed_literals_only_from_a_strong_text_cue_that_finds_them(tmp_path, cue, reason):
    (tmp_path / "missing_kernel.yaml").write_text(
        f"category: missing_kernel\ntitle: t\ntitle_zh: t\nthreshold: 3\ncues: [{cue}]\nfix: [a]\nfix_zh: [b]\n"
        "examples: {hit: [x], miss: [y]}\n", encoding="utf-8")
    loaded, errors = families.load_dir(tmp_path)
    assert loaded == [] and len(errors) == 1 and reason in errors[0]


def test_a_seed_may_be_the_fixed_part_of_what_the_regex_matches_in_a_hit_example(tmp_path):
    """`max abs diff` before the number the regex judges: the scanner looks at the line, the cue decides."""
    (tmp_path / "precision_mismatch.yaml").write_text(
        "category: precision_mismatch\ntitle: t\ntitle_zh: t\nthreshold: 3\n"
        "cues: [{name: a, weight: 3, regex: 'max abs diff: [1-9]', literals: ['max abs diff']}]\n"
        "fix: [a]\nfix_zh: [b]\nexamples: {hit: ['max abs diff: 3.2'], miss: ['max abs diff: 0.0001']}\n",
        encoding="utf-8")
    loaded, errors = families.load_dir(tmp_path)
    assert errors == [] and loaded[0].cues[0].literals == ("max abs diff",)


def test_every_shipped_seed_is_a_strong_cue_with_an_example_that_holds_it():
    """A seed makes lines candidates: its cue decides the family alone and a hit example shows it."""
    for fam in FAMILIES:
        for cue in fam.cues:
            for lit in cue.literals:
                assert cue.weight >= fam.threshold
                assert any(lit in ex.text for ex in fam.hits), f"{fam.category}: no hit example holds {lit!r}"


REALWORLD = Path(__file__).resolve().parent / "realworld"


def test_a_wrapper_line_is_judged_by_the_message_it_wraps():
    """Keras 3 re-raises a layer's error as `Exception encountered when calling X.call().` and prints the
    error itself below it: that line names no family, the lines under it do (a real TF/Keras run)."""
    text = (REALWORLD / "runs64" / "004.log").read_text(encoding="utf-8")
    clue = families.clue_from_text(text)
    assert clue.text == "TypeError: Exception encountered when calling SelfAttention.call()."
    assert "must have the same dtype, got tf.float16 != tf.float32" in clue.detail
    assert "args=(" not in clue.detail  # the indented argument list under it is no part of the message
    assert families.recognise(clue.__class__(clue.text, clue.exc_type, clue.frames)) is None
    assert families.recognise(clue).family.category == "dtype_mismatch"
    report = diagnose([str(REALWORLD / "runs64" / "004.log")], Options(probes=False))
    assert report.findings[0].category == "dtype_mismatch"


def test_the_detail_never_outvotes_the_line_itself():
    """A line that names its family keeps it when what follows names another less strongly (the detail wins only
    by scoring higher than the line alone gave any family)."""
    clue = families.Clue("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
                         "torch.OutOfMemoryError", detail="Error encountered: No space left on device")
    assert families.recognise(clue).family.category == "device_oom"


def test_the_detail_decides_when_it_names_the_family_more_strongly():
    """JAX's ConcretizationTypeError names the Python function that met the tracer only on its next line: `float`
    is Python code run on a traced value (graph mode), which outweighs the shape reading of the line alone."""
    line = ("jax.errors.ConcretizationTypeError: Abstract tracer value encountered where concrete value is expected: "
            "traced array with shape float32[]")
    alone = families.Clue(line, "jax.errors.ConcretizationTypeError")
    assert families.recognise(alone).family.category == "dynamic_shape"
    detail = "The problem arose with the `float` function. If trying to convert the data type of a value, try using"
    fuller = families.Clue(line, "jax.errors.ConcretizationTypeError", detail=detail)
    assert families.recognise(fuller).family.category == "unsupported_syntax_graph_mode"


def test_a_comparison_verdict_stands_when_the_script_trains_on(tmp_path):
    """A MindSpore port's parity check prints `allclose=False` and the script trains on (real output): the steps
    after it do not make it an error the run survived, as they do for a stray error line."""
    parity = ("forward parity: max_abs_diff=2.551025e-02 mean_abs_diff=1.433684e-02 (rtol=1e-4, atol=1e-5) "
              "allclose=False\n")
    steps = "".join(f"step {s:3d} ms_loss {1.65 - s / 1000:.6f} ref_loss {1.65 - s / 1100:.6f} diff 1.0e-03\n"
                    for s in range(0, 60, 5))
    report = _diagnose_text(tmp_path, parity + steps)
    assert [f.category for f in report.findings][:1] == ["precision_mismatch"]
    assert report.findings[0].evidence[0].line == 1
    stray = "[ERROR] cache directory /tmp/x could not be created, using memory\n"
    assert not _diagnose_text(tmp_path, stray + steps).findings


def test_stands_after_steps_must_be_a_boolean(tmp_path):
    (tmp_path / "device_oom.yaml").write_text(
        "category: device_oom\ntitle: t\ntitle_zh: t\nthreshold: 2\nstands_after_steps: 'yes'\n"
        "cues: [{name: a, weight: 2, regex: 'x'}]\nfix: [a]\nfix_zh: [b]\n"
        "examples: {hit: [x], miss: [y]}\n", encoding="utf-8")
    loaded, errors = families.load_dir(tmp_path)
    assert loaded == [] and any("'stands_after_steps' must be true or false" in e for e in errors)
