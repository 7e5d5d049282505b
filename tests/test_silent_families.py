"""Failed runs that used to get no finding at all (issue 14, "no silent failure") and a healthy one that got
a false alarm, each by the mechanism that holds for its whole family:

- an fp16 loss scale that keeps halving down to a few units (apex amp, DeepSpeed skip lines), versus the
  few skips of a fresh run while its scale settles;
- a loss that stays at one level from the run's first step (a model whose output ignores its input), versus
  a loss that falls, or a flat tail posted from the middle of a run;
- two ranks' noisy curves printed one after the other are two curves, not one that rises;
- what load_param_into_net returned (real mindspore 2.9.0 output, tests/fixtures/library), and
  MindSpore's prefix retry that filled the network from optimizer state;
- absl/TensorFlow status lines at W level and compiler processes killed by a signal are failure lines.

Line formats are the emitters' own: apex/amp/handle.py ("Gradient overflow.  Skipping step, loss scaler {}
reducing loss scale to {}"), DeepSpeed runtime/fp16/loss_scaler.py, mmskeleton's `Batch(i/N) done. Loss:`,
TensorFlow's op_kernel.cc status warning, CPython subprocess.CalledProcessError.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from analyzer.pipeline.engine import Options, diagnose

from .conftest import FIXTURES

APEX = "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to {scale:.1f}"
DS = ("[2023-04-28 06:51:{s:02d},150] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] OVERFLOW! Rank 0 "
      "Skipping step. Attempted loss scale: {a}, reducing to {b}")
BATCH = "[ Wed Jun  6 16:{m:02d}:16 2018 ] \tBatch({i}/1879) done. Loss: {loss:.4f}  lr:0.100000"


def _run(tmp_path: Path, lines: list[str], name: str = "train.log"):
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(path)], Options(probes=False))


def _checks(report) -> list[str]:
    return [f.facts.get("check") for f in report.findings]


# -- fp16 loss scale ------------------------------------------------------------------------------
def _epochs(n: int) -> list[str]:
    out = []
    for e in range(n):
        out += [f"Epoch: {e}", f"Validation loss {526 * e}:  {0.15 - e / 1000:.6f}", f"Epoch {e} time 30.5 lr 0.001"]
    return out


def test_apex_scale_halving_from_its_working_value_down_to_two_is_a_collapse(tmp_path):
    lines = _epochs(4) + ["Epoch: 4"] + [APEX.format(scale=512.0 / 2 ** k) for k in range(1, 9)]
    report = _run(tmp_path, lines)
    assert _checks(report) == ["overflow"]
    finding = report.findings[0]
    assert finding.category == "stuck_or_nan_loss" and "2" in finding.title


def test_apex_scale_settling_at_the_start_is_healthy(tmp_path):
    """apex starts at 2^16 and halves a few times before its first good step: that is how it calibrates."""
    lines = [APEX.format(scale=65536.0 / 2 ** k) for k in range(1, 5)] + _epochs(3)
    assert _run(tmp_path, lines).findings == ()


def test_a_scale_that_halves_a_few_times_mid_run_and_stays_high_is_healthy(tmp_path):
    lines = _epochs(3) + [APEX.format(scale=4096.0 / 2 ** k) for k in range(1, 4)] + _epochs(2)
    assert _run(tmp_path, lines).findings == ()


def test_deepspeed_calibration_skips_of_a_fresh_run_are_healthy(tmp_path):
    lines = ["Beginning of Epoch 1/16, Total Micro Batches 1840"]
    lines.append(DS.format(s=29, a=65536, b=65536).replace("reducing to 65536", "but hysteresis is 2. Reducing "
                                                                                 "hysteresis to 1"))
    lines += [DS.format(s=30 + k, a=65536 >> k, b=32768 >> k) for k in range(3)]
    assert _run(tmp_path, lines).findings == ()


# -- a loss stuck from the first step -------------------------------------------------------------
def _batches(loss_at, first: int = 0, n: int = 17) -> list[str]:
    rng = random.Random(4)
    return ["[ Wed Jun  6 16:01:01 2018 ] Training epoch: 1"] + [
        BATCH.format(m=(i // 100) % 60, i=i, loss=loss_at(i, rng)) for i in range(first, first + 100 * n, 100)]


def test_a_loss_that_stays_at_one_level_from_the_first_batch_is_stuck(tmp_path):
    report = _run(tmp_path, _batches(lambda i, rng: 6.36 if i == 0 else 5.88 + rng.uniform(-0.06, 0.06)))
    assert _checks(report) == ["plateau"]
    assert report.findings[0].rule == "loss.plateau" and "5.8" in report.findings[0].title


def test_a_loss_that_falls_from_the_first_batch_is_healthy(tmp_path):
    report = _run(tmp_path, _batches(lambda i, rng: 6.36 * 0.93 ** (i / 100) + rng.uniform(-0.05, 0.05)))
    assert report.findings == ()


def test_a_slow_smooth_fall_within_a_few_percent_is_learning(tmp_path):
    """A fresh LM at ln(vocab) falls slowly but steadily: less than 5% in 50 steps, yet far more than its
    step-to-step noise."""
    lines = [f"step {s} loss {10.79 - 0.0056 * s:.4f}" for s in range(1, 51)]
    assert _run(tmp_path, lines).findings == ()


def test_a_flat_tail_posted_from_the_middle_of_a_run_is_not_stuck(tmp_path):
    """A converged run is flat too: only a level held from the run's first step says it never learned."""
    report = _run(tmp_path, _batches(lambda i, rng: 0.88 + rng.uniform(-0.01, 0.01), first=900))
    assert report.findings == ()


def test_the_stuck_loss_reads_in_chinese(tmp_path):
    path = tmp_path / "train.log"
    path.write_text("\n".join(_batches(lambda i, rng: 5.88 + rng.uniform(-0.05, 0.05))) + "\n", encoding="utf-8")
    finding = diagnose([str(path)], Options(probes=False, lang="zh")).findings[0]
    assert "损失" in finding.title and all("<" not in f for f in finding.fixes)


# -- several curves in one log --------------------------------------------------------------------
def _rank_curve(rank: int, seed: int, start: float, end: float, noise: float) -> list[str]:
    rng = random.Random(seed)
    return [f"rank {rank} step {s} loss {max(0.3, start + (end - start) * s / 9 + rng.uniform(-noise, noise)):.4f}"
            for s in range(10)]


def test_two_ranks_noisy_curves_printed_one_after_the_other_are_not_a_divergence(tmp_path):
    """msrun's console then each worker log's tail: rank 1's steps 0-9, rank 0's, rank 0's again, rank 1's.
    Read as one curve, rank 1's level after rank 0's low end looked like a rise ("Loss diverged")."""
    r1, r0 = _rank_curve(1, 1, 8.5, 4.8, 2.0), _rank_curve(0, 1, 12.0, 2.0, 3.0)
    lines = ["start worker process with rank id:0", "start worker process with rank id:1"]
    lines += r1 + r0 + ["---- tail -n 40 scheduler.log / worker_0.log ----"] + r0 + ["---- worker_1.log ----"] + r1
    report = _run(tmp_path, lines)
    assert "diverge" not in _checks(report) and report.findings == ()


def test_one_curve_that_falls_then_rises_is_still_a_divergence(tmp_path):
    lines = [f"step {s} loss {4.0 - s / 20 if s < 40 else 2.0 + (s - 40) / 4:.4f}" for s in range(60)]
    assert _checks(_run(tmp_path, lines)) == ["diverge"]


# -- what load_param_into_net returned --------------------------------------------------------------
@pytest.mark.parametrize("fixture, signature", [
    ("ms_load_param_from_optimizer_state.log", "ms_load_param_filled_from_optimizer_state"),
    ("ms_load_param_not_load_printed.log", "ms_load_param_not_load_printed"),
])
def test_real_load_param_into_net_output_is_a_key_mismatch(fixture, signature):
    report = diagnose([str(FIXTURES / fixture)], Options(probes=False))
    assert report.findings and report.findings[0].category == "missing_or_unexpected_keys"
    assert report.findings[0].signature == signature


def test_empty_not_loaded_lists_and_unused_optimizer_entries_are_healthy(tmp_path):
    lines = ["param_not_load: []", "ckpt_not_load: ['moment1.0.weight', 'moment2.0.weight', 'global_step']",
             "params not loaded: []"]
    assert _run(tmp_path, lines).findings == ()


def test_a_wrapper_prefix_stripped_by_mindspore_is_healthy(tmp_path):
    """`network.` (a TrainOneStepCell / WithLossCell checkpoint) is stripped and the weights load: fine."""
    real = (FIXTURES / "ms_load_param_from_optimizer_state.log").read_text(encoding="utf-8")
    report = _run(tmp_path, real.replace("moment1.", "network.").splitlines())
    assert report.findings == ()


# -- failure lines without an error level -----------------------------------------------------------
@pytest.mark.parametrize("line, category", [
    # TensorFlow 1.x: op_kernel.cc logs the failed status at W level before Python raises it
    (" W tensorflow/core/framework/op_kernel.cc:1192] Invalid argument: logits and labels must have the same "
     "first dimension, got logits shape [64,1000] and labels shape [32]", "op_shape_mismatch"),
    # TensorFlow 2.x with absl status names
    ("2023-05-02 10:11:12.345678: W tensorflow/core/framework/op_kernel.cc:1818] OP_REQUIRES failed at "
     "xla_ops.cc:296 : RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1.2GiB on the device",
     None),
    ("INFO:Neuron:Compile command returned: -9", "compile_oom"),
    ("subprocess.CalledProcessError: Command '['neuronx-cc', 'compile', 'model.hlo']' died with "
     "<Signals.SIGKILL: 9>.", "compile_oom"),
    # torch/jit/frontend.py, posted without its exception class (pyg-team/pytorch_geometric#9115 shape)
    ("Compiled functions can't take variable number of arguments or use keyword-only arguments with defaults:",
     "unsupported_syntax_graph_mode"),
])
def test_failure_lines_without_an_error_level_give_a_finding(tmp_path, line, category):
    report = _run(tmp_path, ["loading the model", line])
    assert report.findings, f"no finding for: {line}"
    if category is not None:
        assert report.findings[0].category == category


def test_a_benign_status_inside_a_tensorflow_shutdown_warning_stays_quiet(tmp_path):
    """TF's well-known exit warning carries `Failed precondition:` after its own text, not as the message."""
    lines = [f"Epoch {e}/3 - loss: {1.0 - e / 10:.4f}" for e in range(1, 4)]
    lines.append("2021-03-01 10:00:00.000000: W tensorflow/core/kernels/data/generator_dataset_op.cc:107] Error "
                 "occurred when finalizing GeneratorDataset iterator: Failed precondition: Python interpreter "
                 "state is not initialized. The process may be terminated.")
    assert _run(tmp_path, lines).findings == ()


def test_a_function_that_returned_a_negative_number_is_not_a_killed_process(tmp_path):
    assert _run(tmp_path, ["probe: the lookup returned -1 (no cached entry), building it"]).findings == ()


def test_a_skip_line_glued_to_a_tqdm_bar_takes_the_bar_s_step():
    """HF Trainer + DeepSpeed print the skip right after the progress bar: its count is the optimizer step."""
    from analyzer.pipeline import series

    line = ("  0%|                                      | 9/63645 [00:19<37:53:00,  2.14s/it][2021-06-08 "
            "12:02:45,001] [INFO] [stage3.py:2323:_overflow_clean_up] [deepscale] OVERFLOW! Rank 0 Skipping step. "
            "Attempted loss scale: 16777216.0, reducing to 8388608.0")
    p = series.parse(line, 1, None, 77)
    assert p is not None and p.skip_line and (p.step, p.loss_scale) == (9, 8388608.0)


def test_skip_lines_without_a_step_are_numbered_by_line_not_by_parse(tmp_path):
    """A skip line is both a sampled step line and an alert line: parsed twice, it still counts once."""
    report = _run(tmp_path, [APEX.format(scale=256.0 / 2 ** k) for k in range(8)])
    facts = report.findings[0].facts
    assert (facts["from_step"], facts["to_step"], facts["overflow_steps"]) == (1, 8, 8)


def test_a_loss_identical_to_its_last_digit_from_the_first_epoch_is_a_frozen_model():
    """tests/fixtures/library/ms_train_frozen_params.py: every parameter frozen before the optimizer."""
    library = Path(__file__).resolve().parent / "fixtures" / "library"
    frozen = diagnose([str(library / "ms_train_frozen_params.log")], Options(probes=False)).findings
    assert [f.facts.get("check") for f in frozen] == ["flat"] and "4.32223" in frozen[0].title
    healthy = diagnose([str(library / "ms_train_normal_loss_monitor.log")], Options(probes=False)).findings
    assert not healthy


def test_a_gradient_cut_at_a_graph_mode_pyexecute_node_is_a_note_naming_the_line():
    """tests/fixtures/library/ms_graph_dataclass_output_pyexecute.py: a dataclass returned from construct in
    GRAPH_MODE; the run goes on (its loss repeats to the last digit), so the cut is told, not failed."""
    library = Path(__file__).resolve().parent / "fixtures" / "library"
    report = diagnose([str(library / "ms_graph_dataclass_output_pyexecute.log")], Options(probes=False))
    assert not report.findings
    told = [n.text("en") for n in report.notes if "PyExecute" in n.text("en")]
    assert len(told) == 1 and "ms_graph_dataclass_output_pyexecute.py:35" in told[0]


def test_a_few_steps_at_chance_before_a_crash_are_a_warning_below_the_crash():
    """tests/realworld/runs61/017: six logged losses at ln 2, then a GatherD rank error from the epoch's
    one-row last batch; every classifier starts at chance, so the crash leads and the loss is a warning."""
    log = Path(__file__).resolve().parent / "realworld" / "runs61" / "017.log"
    findings = diagnose([str(log)], Options(probes=False)).findings
    chance = [f for f in findings if f.facts.get("check") == "chance"]
    assert findings[0].category == "op_shape_mismatch" and findings[0].severity == "error"
    assert len(chance) == 1 and chance[0].severity == "warning"


TBE_GONE = "[ERROR] TBE Subprocess[task_distribute] raise error[], main process disappeared!"


def test_the_consequence_alone_before_any_step_is_the_failure(tmp_path):
    """A job that died while starting up leaves only the TBE workers' lines: the note's cause stands."""
    log = tmp_path / "startup.log"
    log.write_text("2025-03-01 10:00:00,001 - mindformers - INFO - .........Start converting checkpoint.........\n"
                   + (TBE_GONE + "\n") * 4, encoding="utf-8")
    findings = diagnose([str(log)], Options(probes=False)).findings
    assert [(f.signature, f.category, f.severity) for f in findings] == \
        [("cann_tbe_main_process_gone", "host_oom", "error")]


def test_the_consequence_after_a_run_that_finished_is_teardown(tmp_path):
    """The same lines printed as the workers exit after a run that said it finished are no failure."""
    log = tmp_path / "finished.log"
    log.write_text("{'loss': 0.0114, 'grad_norm': 0.038, 'learning_rate': 0.0, 'epoch': 4.0, 'step': 500}\n"
                   "Training completed after 500 iterations\n" + (TBE_GONE + "\n") * 4, encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    assert not report.findings
    assert any("main process disappear" in n.text("en") for n in report.notes)


FALLBACK = ("[W VariableFallbackKernel.cpp:51] Warning: CAUTION: The operator 'aten::isin.Tensor_Tensor_out' is not "
            "currently supported on the NPU backend and will fall back to run on the CPU. This may have performance "
            "implications. (function npu_cpu_fallback)")


def test_a_cpu_fallback_is_the_suspect_of_a_crash_nobody_recognises(tmp_path):
    """The fallback warning is the named anomaly; the unrecognised CANN lines after it become its symptoms."""
    report = _run(tmp_path, [FALLBACK, "E39999: Inner Error!",
                             "RuntimeError: The Inner error is reported as above."])
    top = report.findings[0]
    assert (top.signature, top.category, top.severity) == ("pt_op_cpu_fallback", "missing_kernel", "error")
    assert all(f.symptom for f in report.findings[1:])


def test_a_cpu_fallback_beside_a_recognised_failure_stays_a_note(tmp_path):
    report = _run(tmp_path, [FALLBACK, "torch.OutOfMemoryError: NPU out of memory. Tried to allocate 2.00 GiB "
                             "(NPU 0; 60.97 GiB total capacity; 58.10 GiB already allocated)"])
    assert report.findings[0].category == "device_oom"
    assert "pt_op_cpu_fallback" not in {f.signature for f in report.findings}
    assert any("aten::isin" in n.text("en") for n in report.notes)


def test_a_cpu_fallback_in_a_run_without_failure_is_only_a_note(tmp_path):
    report = _run(tmp_path, [FALLBACK, "{'loss': 2.31, 'grad_norm': 1.2, 'learning_rate': 1e-05, 'epoch': 0.1}"])
    assert not report.findings


PYEXECUTE = ("[WARNING] OPTIMIZER(5209,7fb6b4834b80,python):2026-12-05-09:49:25.217.749 [mindspore/ccsrc/frontend/"
             "optimizer/ad/dfunctor.cc:830] TrySetNeedCut] The gradient will be stopped from propagating at the "
             "PyExecute node created at the location: In file train.py:32, 15~100")


def test_graph_mode_left_to_python_is_the_suspect_of_an_error_only_its_words_name(tmp_path):
    """An untyped value from a PyExecute node fails later as a Float64 dtype error; the family that error's words
    name (dtype) explains it less than the named anomaly before it, which becomes the root."""
    report = _run(tmp_path, [PYEXECUTE, 'TypeError: Bprop "SparseSoftmaxCrossEntropyWithLogits" encounter a problem: '
                             "[For primitive[SparseSoftmaxCrossEntropyWithLogits], the input argument[logits_type("
                             "features_type)] must be a type of {Tensor[Float16], Tensor[Float32]}, but got "
                             "Any(Tensor)[Float64]."])
    top = report.findings[0]
    assert (top.signature, top.category) == ("ms_graph_pyexecute_gradient_stop", "unsupported_syntax_graph_mode")
    assert all(f.symptom for f in report.findings[1:])


TCMALLOC = ("tcmalloc: large alloc 11498029056 bytes == 0x7f52590bc000 @  0x7f568599a1e7 0x7f56152510ce "
            "0x7f56152a7cf5 0x7f561535086d")


def test_a_large_allocation_the_log_ends_on_is_its_last_words(tmp_path):
    """tcmalloc's report of a huge allocation, then nothing but the interrupt: the process was killed for RAM."""
    report = _run(tmp_path, ["Loading train data: 100% 96/96 [00:17<00:00,  5.45it/s]", TCMALLOC, "^C"])
    top = report.findings[0]
    assert (top.signature, top.category, top.severity) == ("tcmalloc_large_alloc", "host_oom", "error")
    assert "10.71 GiB" in top.title


def test_a_large_allocation_the_run_went_on_past_is_only_a_note(tmp_path):
    steps = [f"epoch 1 step {i} loss {2.3 - 0.01 * i:.4f}" for i in range(1, 6)]
    report = _run(tmp_path, ["Loading train data: 100% 96/96", TCMALLOC, *steps])
    assert not report.findings
    assert any("tcmalloc" in n.text("en") for n in report.notes)


def test_a_large_allocation_before_the_end_of_training_is_only_a_note(tmp_path):
    report = _run(tmp_path, [TCMALLOC, "Training completed. Do not forget to share your model on "
                             "huggingface.co/models"])
    assert not report.findings
