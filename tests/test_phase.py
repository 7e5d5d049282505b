"""The phase a rank failed in decides what a memory failure means and how it is worded."""

from __future__ import annotations

import random

from analyzer.pipeline.engine import Options, diagnose

from .scenarios import build


def dynamic_pool_oom(t: float) -> list[str]:
    """MindSpore's dynamic memory pool running dry (the same `Out of Memory!!!` text as the static pool)."""
    return [
        build.cpp("ERROR", "DEVICE", t, "mindspore/ccsrc/plugin/device/ascend/hal/device/ascend_memory_adapter.cc:184",
                  "MallocDynamicDevMem", "Out of Memory!!! Request memory size: 2147483648B, Memory Statistic:"),
        "Device HBM memory size: 62432M",
        "MindSpore Used memory size: 58000M",
        "Total Static Memory size: 41000M",
        "Total Dynamic memory size: 17000M",
    ]


def _run(tmp_path, lines: list[str]):
    path = tmp_path / "worker_0.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(path)], Options(probes=False))


def python_reraise_oom() -> list[str]:
    """The same message re-raised to Python: no C++ function name says which pool ran out."""
    return ["RuntimeError: Preprocess failed before run graph 1.", "- Framework Error Message:",
            "Out of Memory!!! Request memory size: 2147483648B, Memory Statistic:",
            "Device HBM memory size: 62432M"]


def test_out_of_memory_after_training_steps_is_device_oom_at_that_step(tmp_path):
    rng = random.Random(1)
    body, t = build.training(build.T0 + 300, 221_500, 221_528, 300_000, build.decaying_loss(rng), rng)
    report = _run(tmp_path, build.header(build.T0, 0) + body + dynamic_pool_oom(t + 3))
    top = report.findings[0]
    assert top.category == "device_oom" and top.signature == "ms_dynamic_memory_oom"
    assert "at step 221,528" in top.title and "run-time" in top.title
    assert top.facts["phase"]["phase"] == "training" and top.facts["phase"]["step"] == 221_528


def test_an_oom_without_its_pool_named_takes_the_category_of_its_phase(tmp_path):
    rng = random.Random(1)
    body, t = build.training(build.T0 + 300, 1_000, 1_040, 300_000, build.decaying_loss(rng), rng)
    report = _run(tmp_path, build.header(build.T0, 0) + body + python_reraise_oom())
    top = report.findings[0]
    assert top.category == "device_oom" and "at step 1,040" in top.title
    assert top.facts["category_from_phase"]["was"] == "compile_oom"


def test_the_same_text_before_any_step_is_compile_oom(tmp_path):
    report = _run(tmp_path, build.header(build.T0, 0)[:6] + dynamic_pool_oom(build.T0 + 100))
    top = report.findings[0]
    assert top.category == "compile_oom"
    assert top.facts["phase"]["phase"] == "compile"
    assert not any(ch.isdigit() for ch in top.title.split("(")[-1])  # no step number named


def test_hang_during_a_checkpoint_save_says_so(tmp_path):
    run = build.write(build.silent_hang(), tmp_path / "run")
    report = diagnose([str(run)], Options(probes=False))
    hang = next(f for f in report.findings if f.category == "hang_or_timeout")
    assert "saving a checkpoint" in hang.title
    ranks = {r["rank"]: r for r in report.to_dict()["ranks"]}
    assert ranks[2]["phase"]["phase"] == "checkpoint_save"
    assert ranks[0]["phase"]["phase"] == "training"


def test_the_failure_line_itself_does_not_decide_the_phase(tmp_path):
    """`.../compiler/xla/...` in the failing line's own path is not a graph compile before it."""
    report = _run(tmp_path, ["E tensorflow/compiler/xla/stream_executor/rocm/rocm_driver.cc:601] failed to allocate "
                             "7.35G (7889485824 bytes) from device: hipErrorOutOfMemory"])
    top = report.findings[0]
    assert top.category == "device_oom" and top.facts["phase"]["phase"] == "startup"


def test_a_process_killed_while_the_graph_compiles_is_compile_oom_and_after_steps_stays_host_oom(tmp_path):
    """The OOM killer stopping a run during graph compilation (XLA/Neuron `generating HLO`) is the compile's
    memory; the same `Killed` after training steps is the host's."""
    compiling = ["INFO:Neuron:generating HLO: context_encoding_model, input example shape = torch.Size([2, 32])",
                 "Killed"]
    found = _run(tmp_path, compiling).findings
    assert found[0].category == "compile_oom"
    assert found[0].facts["category_from_phase"]["was"] == "host_oom"
    rng = random.Random(2)
    body, _ = build.training(build.T0 + 300, 1, 40, 1000, build.decaying_loss(rng), rng)
    assert _run(tmp_path, build.header(build.T0, 0) + body + ["Killed"]).findings[0].category == "host_oom"


def test_a_bare_crash_is_judged_with_the_phase_it_came_in(tmp_path):
    """`Segmentation fault (core dumped)` and nothing else: at start-up the families read it as builds that do
    not fit together, with both cues named; the same line after training steps names no family (`other`)."""
    crash = "Segmentation fault (core dumped)"
    early = _run(tmp_path, build.header(build.T0, 0)[:5] + [crash]).findings[0]  # before `Start compiling`
    assert early.category == "version_incompatibility"
    assert early.facts["phase"]["phase"] == "startup"
    assert [c["where"] for c in early.facts["family"]["cues"]] == ["text", "phase"]
    rng = random.Random(2)
    body, _ = build.training(build.T0 + 300, 10, 60, 1_000, build.decaying_loss(rng), rng)
    late = _run(tmp_path, build.header(build.T0, 0) + body + [crash]).findings[0]
    assert late.category == "other" and late.facts["phase"]["phase"] == "training"
    assert "family" not in late.facts


def test_a_host_allocation_failing_after_a_script_announces_its_jit_compile_is_compile_oom(tmp_path):
    """A JAX script that says it compiles its step (`compiling train_step ...`, or JAX's own `Compiling
    jit(train_step)`) and then dies on std::bad_alloc ran out of memory compiling; the same announcement once
    the compile said it ended is no longer the phase."""
    for announce in ("[06:53:19] compiling train_step ...", "Compiling jit(train_step) with global shapes and types"):
        found = _run(tmp_path, [announce, "terminate called after throwing an instance of 'std::bad_alloc'",
                                "  what():  std::bad_alloc"]).findings
        assert found[0].category == "compile_oom", announce
    ended = ["[06:53:19] compiling train_step ...", "[06:53:40] compile done",
             "terminate called after throwing an instance of 'std::bad_alloc'", "  what():  std::bad_alloc"]
    assert _run(tmp_path, ended).findings[0].category == "host_oom"
