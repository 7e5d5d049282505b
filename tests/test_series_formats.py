"""Loss-log formats of other frameworks reach the loss checks: trainer dicts and JSON lines (HF Trainer,
LLaMA-Factory's trainer_log.jsonl), DeepSpeed/apex loss-scale overflow skip lines, `Batch(i/N) ... Loss:`."""

from __future__ import annotations

import json
import math

import pytest

from analyzer.pipeline import series
from analyzer.pipeline.engine import Options, diagnose

DS_SKIP = ("[2024-03-01 10:00:{s:02d},000] [INFO] [logging.py:96:log_dist] [Rank 0] [deepspeed] OVERFLOW! Rank 0 "
           "Skipping step. Attempted loss scale: {a}, reducing to {b}")


def _loss_checks(tmp_path, lines: list[str]) -> list[str]:
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    return [f.facts.get("check") for f in report.findings if f.category == "stuck_or_nan_loss"]


@pytest.mark.parametrize("line,step,loss,lr,norm", [
    ('{"current_steps": 400, "total_steps": 13080, "loss": 0.0, "lr": 1.9e-05, "epoch": 0.09, "percentage": 3.06, '
     '"elapsed_time": "0:31:08", "remaining_time": "16:47:13"}', 400, 0.0, 1.9e-05, None),
    ('{"current_steps": 400, "total_steps": 13080, "eval_loss": NaN, "epoch": 0.09, "percentage": 3.06}',
     400, math.nan, None, None),
    ('{"epoch": 0.12, "grad_norm": NaN, "learning_rate": 4.8e-05, "loss": 0.0, "step": 30}', 30, 0.0, 4.8e-05,
     math.nan),
    ("{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 4.8e-05, 'epoch': 0.12}", 5, 0.0, 4.8e-05, math.nan),
    ('{"loss": Infinity, "learning_rate": 1e-05, "step": 7}', 7, math.inf, 1e-05, None),
    ("Batch(100/1879) done. Loss: 5.9635  lr:0.100000", 100, 5.9635, 0.1, None),
    # Darknet (AlexeyAB's fork): iteration, loss, running average, learning rate; C writes NaN as -nan
    (" 2034: 1.352021, 1.410379 avg loss, 0.001000 rate, 3.073590 seconds, 130176 images, 21.96 hours left",
     2034, 1.352021, 0.001, None),
    (" 74: -nan, -nan avg loss, 0.000100 rate, 39.074849 seconds, 1776 images", 74, math.nan, 0.0001, None),
    # a loop's own once-per-epoch print, its loss named with a qualifier
    ("epoch 7 mean loss 1.112860", 7, 1.11286, None, None),
])
def test_trainer_dicts_and_batch_lines_parse(line, step, loss, lr, norm):
    p = series.parse(line, 1, None, 5)
    assert p is not None and p.step == step and not p.skip_line
    assert (math.isnan(p.loss) and math.isnan(loss)) or p.loss == loss
    assert p.lr == lr
    assert (norm is None and p.global_norm is None) or (math.isnan(norm) and math.isnan(p.global_norm))


@pytest.mark.parametrize("line,scale", [
    ("[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 16777216, reducing to 8388608", 8388608.0),
    ("[deepscale] OVERFLOW! Rank 3 Skipping step. Attempted loss scale: 4096, reducing to 2048", 2048.0),
    ("Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 32768.0", 32768.0),
    ("OVERFLOW! Skipping step. Attempted loss scale: 1024.0, reducing to 512.0", 512.0),
    ("| WARNING: overflow detected, setting loss scale to: 0.125", 0.125),  # fairseq's FP16 optimizer
])
def test_overflow_skip_lines_are_overflow_points_without_a_loss(line, scale):
    p = series.parse(line, 1, None, 9)
    assert p is not None and p.skip_line and p.overflow is True and p.loss_scale == scale


def test_a_skip_line_glued_to_a_bar_that_shows_the_loss_keeps_that_loss():
    """The bar's postfix is the forward pass's loss: NaN there is a NaN loss, not a skipped step's silence."""
    bar = ("[Epoch 0 / Train]:   0%|          | {i}/8614 [00:00<1:00:07,  2.39it/s, loss={loss}, lr=2.5e-05]"
           "[deepscale] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 2147483648.0, reducing to 1073741824.0")
    p = series.parse(bar.format(i=2, loss="nan"), 1, None, 9)
    assert p is not None and p.step == 2 and math.isnan(p.loss) and not p.skip_line and p.overflow is True
    assert series.parse(bar.format(i=1, loss="265.25"), 1, None, 9).loss == 265.25


def test_a_loss_said_with_is_under_a_qualified_step_counter():
    p = series.parse("epoch 0, total_step 920, total loss is 16637847666688.00 , inference loss is 1.30, "
                     "training accuracy is 0.796875, lr is 0.000300", 1, None, 4)
    assert p is not None and (p.step, p.loss) == (920, 16637847666688.0)


def test_a_dict_whose_step_is_not_a_number_counts_lines_instead():
    p = series.parse("{'loss': 1.5, 'step': nan}", 1, None, 3)
    assert p is not None and p.step == 3 and p.loss == 1.5


@pytest.mark.parametrize("line", [
    '{"eval_loss": 1.92, "eval_runtime": 3.2, "epoch": 1.0}',  # a finite eval loss is another curve
    '{"train_runtime": 120.5, "train_loss": 0.0, "epoch": 3.0}',  # the run's summary, no step
    "[INFO] [config.py:1003:print]   dynamic_loss_scale_args ...... {'init_scale': 65536}",
    "loss_scale: 65536.0, overflow: False",
    "batch size: 32, loss_fn: cross_entropy",
])
def test_near_misses_are_not_points(line):
    assert series.parse(line, 1, None, 1) is None


def test_llamafactory_jsonl_with_zero_loss_is_a_collapse(tmp_path):
    rows = [{"current_steps": s, "total_steps": 13080, "loss": 2.5 - s / 100 if s <= 40 else 0.0,
             "lr": 2e-05, "epoch": round(s / 4360, 4)} for s in range(10, 110, 10)]
    assert "flat" in _loss_checks(tmp_path, [json.dumps(r) for r in rows])


def test_eval_nan_in_jsonl_is_found(tmp_path):
    rows = [json.dumps({"current_steps": s, "total_steps": 900, "loss": 2.5 - s / 100, "lr": 2e-05})
            for s in range(10, 60, 10)]
    rows.append('{"current_steps": 50, "total_steps": 900, "eval_loss": NaN, "epoch": 0.5}')
    assert "nan" in _loss_checks(tmp_path, rows)


def test_healthy_hf_json_log_gives_no_loss_finding(tmp_path):
    rows = [json.dumps({"epoch": round(s / 500, 3), "grad_norm": 1.2, "learning_rate": 5e-05,
                        "loss": round(2.5 - s / 400, 4), "step": s}) for s in range(10, 410, 10)]
    assert _loss_checks(tmp_path, rows) == []


def test_deepspeed_scale_falling_on_every_step_is_an_overflow_streak(tmp_path):
    scale = 2 ** 16
    lines = []
    for s in range(16):
        lines.append(DS_SKIP.format(s=s, a=scale, b=scale // 2))
        scale //= 2
    assert _loss_checks(tmp_path, lines) == ["overflow"]


def test_deepspeed_settling_then_rare_overflows_is_no_finding(tmp_path):
    """The scale halves a few times at the start, then grows back between rare skips: healthy fp16."""
    lines = [DS_SKIP.format(s=s, a=2 ** (16 - s), b=2 ** (15 - s)) for s in range(4)]
    for k in range(12):  # a skip every few hundred steps, each after the scale grew back to 2^13
        lines.append(f"{{'loss': {2.0 - k / 100:.4f}, 'grad_norm': 1.1, 'learning_rate': 5e-05, 'epoch': {k / 10}}}")
        lines.append(DS_SKIP.format(s=10 + k, a=2 ** 13, b=2 ** 12))
    assert _loss_checks(tmp_path, lines) == []


MEGATRON = (" [2024-05-01 10:{s:02d}:00] iteration {it:8d}/  500000 | consumed samples: {cs:12d} | elapsed time per "
            "iteration (ms): 1234.5 | learning rate: 1.000000E-04 | global batch size:   128 |{loss} loss scale: "
            "{ls:.1f} | grad norm: 1.234 | number of skipped iterations: {sk:3d} | number of nan iterations:   0 |")


def test_megatron_iteration_lines_parse():
    p = series.parse(MEGATRON.format(s=0, it=100, cs=12800, loss=" lm loss: 7.123456E+00 |", ls=65536.0, sk=0),
                     1, None, 1)
    assert p is not None and (p.step, p.loss, p.loss_scale, p.overflow) == (100, 7.123456, 65536.0, False)
    skipped = series.parse(MEGATRON.format(s=0, it=110, cs=14080, loss="", ls=64.0, sk=10), 1, None, 1)
    assert skipped is not None and skipped.skip_line and skipped.overflow is True


def test_megatron_intervals_all_skipped_down_to_scale_one_are_an_overflow_collapse(tmp_path):
    lines = [MEGATRON.format(s=k, it=10 * (k + 1), cs=1280 * (k + 1), loss=" lm loss: 7.0E+00 |", ls=65536.0, sk=0)
             for k in range(3)]
    lines += [MEGATRON.format(s=10 + k, it=40 + 10 * k, cs=5120 + 1280 * k, loss="", ls=2.0 ** (14 - 5 * k), sk=10)
              for k in range(4)]
    assert _loss_checks(tmp_path, lines) == ["overflow"]


def test_healthy_megatron_log_gives_no_loss_finding(tmp_path):
    lines = [MEGATRON.format(s=k, it=10 * (k + 1), cs=1280 * (k + 1), loss=f" lm loss: {7.0 - k / 20:.6E} |",
                             ls=65536.0, sk=1 if k == 20 else 0) for k in range(40)]
    assert _loss_checks(tmp_path, lines) == []


# -- a NaN/Inf loss in any logger's words; overflow at the floor scale; a loss that falls to 0 at once --------
@pytest.mark.parametrize("line,step", [
    ("2024-02-01 10:00:00.001 | INFO | trainer:256 - [R0] | E6 iter[ 14/ 15] | [Loss] nan | [step]   104 |", 104),
    ("train/loss=inf, iteration 12, lr=0.001", 12),
    ("Test set: Average loss: nan, Accuracy: 980/10000 (10%)", 7),
    ("epoch 1 step 8 nll nan", 8),  # a negative log-likelihood under its short name
    ("epoch 0 step 36/50 mse nan", 36),  # a regression loss under its short name
    ("epoch 0 step 3 weighted_ce nan", 3),  # a cross-entropy under its short name
    ("step 120, xent:  nan", 120),  # ... and TF1's
    # PaddleOCR pads values with x to six characters
    ("ppocr INFO: epoch: [1/75], global_step: 590, lr: 0.000267, CTCLoss: nanxxx, loss: nanxxx, ips: 39.5", 590),
])
def test_a_non_finite_loss_in_any_format_is_a_point(line, step):
    p = series.parse(line, 1, None, 7)
    assert p is not None and p.step == step and not math.isfinite(p.loss)


def test_a_short_loss_name_inside_a_word_is_no_point():
    """`ce` names a loss only as a word of its own or after `_`: `since nan` and `force inf` are prose."""
    assert series.parse("step 4 the metric is unset since nan was read", 1, None, 7) is None
    assert series.parse("step 4 with force inf", 1, None, 7) is None


def test_a_loss_printed_after_a_space_counts_on_a_step_line_only():
    """`print("step", i, "contrastive_loss", loss)`: no colon or equals sign before the value."""
    assert math.isnan(series.parse("step   0 contrastive_loss nan", 1, None, 7).loss)
    point = series.parse("step   5 contrastive_loss 1.2345", 1, None, 7)
    assert (point.step, point.loss) == (5, pytest.approx(1.2345))
    assert series.parse("the loss 0.5 is higher than the baseline", 1, None, 7) is None
    point = series.parse("iter  45 nll 1.745927 temperature 1.5000", 1, None, 7)  # NLL under its short name
    assert (point.step, point.loss) == (45, pytest.approx(1.745927))
    assert series.parse("Before temperature - NLL: 1.746, ECE: 0.199", 1, None, 7) is None
    skipped = series.parse("step 8: nan loss, skipping batch (skipped so far: 1)", 1, None, 7)  # value, then name
    assert skipped.step == 8 and math.isnan(skipped.loss)
    assert series.parse("step   0 lr nan loss 0.641087", 1, None, 7).loss == pytest.approx(0.641087)


@pytest.mark.parametrize("line,step,epoch,loss", [
    ("epoch  3  train_mse 31.7727", 3, None, 31.7727),  # once per epoch: the epoch is the step
    ("epoch  2 | train_mse 0.77376 | step 0", 0, 2.0, 0.77376),  # a step that restarts: the epoch orders it
    ("step 40 | mse: 0.3105", 40, None, 0.3105),
    ("iter 12 rmse=1.25 lr=0.01", 12, None, 1.25),
    ("Epoch 4 training_mae 0.082", 4, None, 0.082),
    ("epoch 7 mse 0.1754 loss_scale 32768", 7, None, 0.1754),  # a loss scale beside it is no logged loss
    # the evaluation's error after the training one is the evaluation's
    ("INFO - dae - epoch  4/30 train_mse 0.14141 val_mse 0.14140 lr 1.221e-05 (0.62s)", 4, None, 0.14141),
])
def test_a_regression_loop_names_its_loss_by_its_error(line, step, epoch, loss):
    p = series.parse(line, 1, None, 7)
    assert p is not None and (p.step, p.epoch) == (step, epoch) and p.loss == pytest.approx(loss)


@pytest.mark.parametrize("line", [
    "epoch 3 val_mse 0.52",  # an evaluation figure, on another scale
    "epoch 3 validation: mse 0.52",
    "step 40 test mae 0.52",
    "train_mse 0.3105",  # no step or epoch counted
    "the rmse 0.5 is what the baseline reached",
    "step 40 rmse_weight 0.5",  # a setting named after the error, not its value
])
def test_a_regression_error_is_no_point_off_a_training_step_line(line):
    assert series.parse(line, 1, None, 7) is None


def test_a_regression_error_beside_a_logged_loss_leaves_the_loss_the_point():
    """Keras prints its metrics after the loss it minimises: `mae` is a metric there, not the objective."""
    assert series.parse("Epoch 3 - mae: 0.41 - loss: 0.2310", 1, None, 7).loss == pytest.approx(0.231)


def test_a_bars_unfilled_nan_beside_a_finite_logged_training_loss_is_that_loss():
    """NeMo / Lightning bars show `loss=nan` until their running mean fills, next to the logged
    `reduced_train_loss`: the training loss is the one the trainer logged; a NaN there is still a NaN."""
    bar = ("Epoch 0:   3%|▎  | 565/20101 [2:12:19<76:15:08, 14.05s/it, loss=nan, v_num=, val_loss_step=11.30, "
           "reduced_train_loss={v}, gradient_norm=1.010, global_step=564.0")
    assert series.parse(bar.format(v="3.910"), 1, None, 7).loss == pytest.approx(3.91)
    assert math.isnan(series.parse(bar.format(v="nan"), 1, None, 7).loss)


@pytest.mark.parametrize("line", [
    "Validation loss 6312:  0.149928",  # a finite value in an unknown format stays out of the curve
    "dynamic loss_scale: nan is not a loss",
    "compute the loss in float32 to avoid NaN",
])
def test_finite_or_unnamed_values_in_unknown_formats_are_no_points(line):
    assert series.parse(line, 1, None, 7) is None


MEGATRON_NAN_NORM = (" iteration {i:>8}/  250000 | consumed samples:        {s} | "
                     "elapsed time per iteration (ms): 4247.9 | learning rate: 2.999E-04 | "
                     "global batch size:     8 | loss scale: 1.0 | grad norm: nan | "
                     "number of skipped iterations:   0 | number of nan iterations:   0 |")


def test_megatron_iterations_with_a_nan_grad_norm_at_loss_scale_one_overflowed(tmp_path):
    assert _loss_checks(tmp_path, [MEGATRON_NAN_NORM.format(i=i, s=8 * i) for i in (300, 301, 302)]) == ["overflow"]


def test_one_overflow_at_the_floor_scale_is_a_failure_and_early_settling_is_not(tmp_path):
    assert _loss_checks(tmp_path, [DS_SKIP.format(s=1, a=1, b=1)]) == ["overflow"]
    settling = [DS_SKIP.format(s=i, a=2 ** (32 - i), b=2 ** (31 - i)) for i in range(3)]
    assert _loss_checks(tmp_path, settling + ["{'loss': 2.1, 'learning_rate': 1e-05, 'epoch': 0.1}"]) == []


def test_a_loss_that_falls_to_exactly_zero_in_one_interval_is_degenerate(tmp_path):
    lines = ["{'loss': 2.0412, 'learning_rate': 4e-05, 'epoch': 0.01}",
             "{'loss': 0.0, 'learning_rate': 8e-05, 'epoch': 0.03}"]
    assert _loss_checks(tmp_path, lines) == ["flat"]
    gradual = [f"{{'loss': {v}, 'learning_rate': 4e-05, 'epoch': 0.{i + 1}}}"
               for i, v in enumerate((0.5, 0.2, 0.05, 0.0))]
    assert _loss_checks(tmp_path, gradual) == []


@pytest.mark.parametrize("line,loss", [
    ("rollout_corr/kl:nan", math.nan),  # an RL trainer's metric dump, one name:value per line
    ("actor/pg_loss:nan", math.nan),
    ("val_ppl=inf", math.inf),
    ("loss             1.386393", 1.386393),  # a pandas Series print of the epoch's metrics
    ("train_loss    0.25", 0.25),
])
def test_metric_rows_and_non_finite_kl_or_perplexity_parse(line, loss):
    p = series.parse(line, 1, None, 5)
    assert p is not None and p.step == 5
    assert (math.isnan(p.loss) and math.isnan(loss)) or p.loss == loss


@pytest.mark.parametrize("line", ["rollout_corr/kl:0.013", "accuracy         0.311996", "kl_coef: nan_policy=skip",
                                  "loss  1.3 ms per step"])
def test_finite_kl_and_other_rows_are_not_loss_points(line):
    assert series.parse(line, 1, None, 5) is None


def test_fairseq_loss_scale_falling_to_nothing_is_a_collapse(tmp_path):
    scales = [0.25 / 2 ** i for i in range(12)]
    lines = ["| epoch 027 | loss 6.343 | nll_loss 4.984 | ppl 31.65 | num_updates 10198 | loss_scale 0.500"]
    lines += [f"| WARNING: overflow detected, setting loss scale to: {s}" for s in scales]
    assert "overflow" in _loss_checks(tmp_path, lines)


def test_a_classifier_at_chance_level_is_named(tmp_path):
    """Eight epochs of a 3-class classifier whose labels lost their inputs: the loss sits at ln 3."""
    losses = [1.1498, 1.0869, 1.0824, 1.0958, 1.0840, 1.1094, 1.1070, 1.0803]
    lines = [f"epoch: {e} step: 24, loss is {v}" for e, v in enumerate(losses, 1)]
    assert _loss_checks(tmp_path, lines) == ["chance"]
    falling = [1.15, 1.09, 0.98, 0.82, 0.64, 0.47, 0.36, 0.30]  # passes through ln 3 on its way down
    assert _loss_checks(tmp_path, [f"epoch: {e} step: 24, loss is {v}" for e, v in enumerate(falling, 1)]) == []


def test_a_redrawn_progress_bar_is_one_observation_of_chance_not_a_stuck_run(tmp_path):
    """Lightning redraws its bar with the running loss: five lines of `loss=2.29` over an epoch of two batches
    say one thing once; the same value on a dozen advancing batches is a loss at ln 100 that never moves."""
    bar = [f"Epoch 0: {50 * min(i, 2)}% {min(i, 2)}/2 [00:00<00:00, 12.0it/s, loss=2.29, v_num=0]" for i in range(1, 6)]
    assert "chance" not in _loss_checks(tmp_path, bar)
    stuck = [f"Epoch 0:  14%|#4        | {100 + i}/704 [00:44<04:29,  2.24it/s, v_num=11, train_loss=4.600]"
             for i in range(12)]
    assert "chance" in _loss_checks(tmp_path, stuck)


@pytest.mark.parametrize("line,step,loss", [
    ("2020-08-12 06:05:36,576 - mmdet - INFO - Epoch [1][50/181]\tlr: 2.000e-02, eta: 0:30:00, time: 0.512, "
     "memory: 3000, loss_rpn_cls: 0.6912, loss_cls: 1.2, loss: 2.1000", 7, 2.1),
    ("[07/01 10:00:00 d2.utils.events]:  eta: 1:00:00  iter: 1999  total_loss: 0.5123  loss_cls: 0.1  lr: 0.02",
     1999, 0.5123),
    ("100/100 [==============================] - 5s 50ms/step - loss: 2.3026 - accuracy: 0.1000", 7, 2.3026),
    ("Epoch 0:  45%|####5     | 450/1000 [00:30<00:36, 15.0it/s, loss=2.31, v_num=0]", 7, 2.31),
])
def test_any_logger_naming_its_training_loss_parses(line, step, loss):
    p = series.parse(line, 1, None, 7)
    assert p is not None and (p.step, p.loss) == (step, loss)


@pytest.mark.parametrize("line", ["Epoch 3: val_loss: 2.31", "eval loss: 2.0 (best 1.9)", "test_loss=0.4",
                                  "the loss is 2 times larger than before", "gloss: 2.0"])
def test_evaluation_losses_and_prose_are_not_training_points(line):
    assert series.parse(line, 1, None, 7) is None


def test_a_converged_small_loss_that_still_moves_is_not_frozen(tmp_path):
    """Epoch averages of a converged model (0.014234, 0.014345, ...) move by ~1%: no finding, although they lie
    within the flat check's absolute tolerance."""
    values = [0.014234, 0.014345, 0.014280, 0.014370, 0.014313]
    lines = [f"===> Epoch {162 + i} Complete: Avg. Loss: {v:.6f} time: 660.1" for i, v in enumerate(values)]
    assert _loss_checks(tmp_path, lines) == []


@pytest.mark.parametrize("line,step,loss", [
    ("2021-08-12 05:44:03,550 Epoch[1] Batch[3] Speed: 142.99 samples/sec,  IDLoss=45.780,", 7, 45.78),
    ("2021-08-12 05:44:07,141 Epoch[1] Batch[7] Speed: 143.86 samples/sec,  IDLoss=nan,", 7, math.nan),
    ("epoch 0 update 12 loss 6.1603", 12, 6.1603),
])
def test_camel_case_loss_names_and_update_counters_parse(line, step, loss):
    p = series.parse(line, 1, None, 7)
    assert p is not None and p.step == step
    assert (math.isnan(p.loss) and math.isnan(loss)) or p.loss == loss


def test_an_imagenet_classifier_at_chance_level_is_named(tmp_path):
    """Caffe's solver lines of a 1000-class model that learns nothing: the loss sits at ln 1000 = 6.9078."""
    losses = [6.91161, 6.90501, 6.90635, 6.90681, 6.90704, 6.90612, 6.90588]
    lines = [f"I0515 11:05:31.873651 37636 solver.cpp:239] Iteration {20 * i} (1.05 iter/s, 19.0s/20 iters), "
             f"loss = {v}" for i, v in enumerate(losses)]
    assert _loss_checks(tmp_path, lines) == ["chance"]


@pytest.mark.parametrize("line,step,loss,scale", [
    (" iteration      700/    3000 | elapsed time per iteration (ms): 12932.3 | learning rate 9.773E-06 | "
     "lm loss NAN | loss scale 4.0 |", 700, math.nan, 4.0),  # an older Megatron fork: no colons
    (" iteration      500/    3000 | elapsed time per iteration (ms): 11092.2 | learning rate 7.917E-06 | "
     "lm loss 6.286667E+00 | loss scale 8.0 |", 500, 6.286667, 8.0),
])
def test_megatron_lines_without_colons_parse(line, step, loss, scale):
    p = series.parse(line, 1, None, 7)
    assert p is not None and p.step == step and p.loss_scale == scale
    assert (math.isnan(p.loss) and math.isnan(loss)) or p.loss == loss


def test_train_prefixed_trainer_dicts_parse():
    p = series.parse('{"train_lr": 2.5e-05, "train_loss": 15.404, "train_grad_norm": Infinity, "epoch": 0}', 1, None, 7)
    assert p is not None and p.loss == 15.404 and p.global_norm == math.inf and p.lr == 2.5e-05


def test_caffe_solver_lines_give_one_point_per_iteration():
    """Caffe prints an iteration's loss, then every net output again (`Train net output #1: loss = ...`):
    only the iteration line is a step."""
    lines = ["I1009 13:08:39.377732 86511 solver.cpp:229] Iteration 0, loss = 21.4058",
             "I1009 13:08:39.377784 86511 solver.cpp:245]     Train net output #1: loss = 21.4058 (* 1 = 21.4058 loss)",
             "I1009 13:09:13.672638 86511 solver.cpp:229] Iteration 20, loss = 2.1001"]
    points = [series.parse(t, i, None, i) for i, t in enumerate(lines, 1)]
    assert [(p.step, p.loss) for p in points if p is not None] == [(0, 21.4058), (20, 2.1001)]


@pytest.mark.parametrize("line, loss", [
    ("Epoch 3: 41%|████ | 412/1000 [01:58<02:48, 3.4it/s, train_loss_step=1.230, train_loss_epoch=1.41]", 1.23),
    ("| 5880/8295 [04:01<01:39, 24.37it/s, v_num=0, learning_rate_step=0.0005, train_loss_step=nan.0", math.nan),
])
def test_lightning_per_step_loss_names_are_read(line, loss):
    """Lightning logs a value per step and per epoch under `<name>_step` / `<name>_epoch`; the step value is
    the curve, and a NaN there is the model's."""
    point = series.parse(line, 1, None)
    assert point is not None and (math.isnan(point.loss) if math.isnan(loss) else point.loss == loss)


def test_a_scripts_own_loss_scaler_print_is_read_as_overflow(tmp_path):
    """A MindSpore loop with DynamicLossScaler prints `grads finite False | loss_scale N` beside its loss
    (amp.all_finite): the scale halving to 1 while every step overflows is the endless-overflow failure."""
    point = series.parse("step   3 | loss 1693146112.0 | grads finite False | loss_scale 4096", 1, None)
    assert point is not None and point.overflow is True and point.loss_scale == 4096
    assert series.parse("step 3 | loss 0.52 | overflow: False", 1, None).overflow is False
    log = tmp_path / "amp.log"
    log.write_text("".join(f"step {s:3d} | loss 1.7e9 | grads finite False | loss_scale {max(1, 32768 >> s)}\n"
                           for s in range(30)), encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "stuck_or_nan_loss" and top.facts["check"] == "overflow"


@pytest.mark.parametrize("line, step, loss", [
    # a loss named with a suffix (`loss_net`) that turns NaN; loss_scale is not a loss
    ("02:31:56: train iter: 100 loss_net: nan loss_scale: 785.4200 norm: nan", 100, math.nan),
    # Keras' bar counts samples within the epoch: the point is not the run's first step
    ("29696/57000 [==============>...............] - ETA: 1s - loss: 0.0372 - acc: 0.9886", 29696, 0.0372),
])
def test_suffixed_nan_losses_and_keras_bar_counts(line, step, loss):
    point = series.parse(line, 1, None)
    assert point is not None and point.step == step
    assert math.isnan(point.loss) if math.isnan(loss) else point.loss == loss


def test_a_keras_bar_late_in_an_epoch_is_no_plateau(tmp_path):
    """Keras prints the epoch's running mean on its bar: flat by construction late in an epoch, so a
    healthy excerpt of bars from sample 29,696 on is no plateau."""
    log = tmp_path / "keras.log"
    log.write_text("".join(f"{29696 + 768 * i}/57000 [==============>...............] - ETA: 1s - "
                           f"loss: {0.0372 + 0.0004 * (i % 3):.4f} - acc: 0.9886\n" for i in range(16)),
                   encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).findings == ()


@pytest.mark.parametrize("line,norm", [
    ("Step 5900: grad_norm=681325.8125, loss=344671968.0000, param_norm=1802.5465", 681325.8125),
    ("2020-07-31 22:40:50,985 - mmdet - INFO - Epoch [1][50/1749]\tlr: 1.978e-03, loss: 59307.8674, "
     "grad_norm: 3801898445783.2651", 3801898445783.2651),
    ("iter 12 loss=2.0031 gradient norm 3.25", 3.25),
    ("step 3 loss 2.1 max_grad_norm: 1.0", None),  # a setting glued to its prefix, not the step's norm
])
def test_a_gradient_norm_beside_a_scripts_loss_is_read(line, norm):
    p = series.parse(line, 1, None, 7)
    assert p is not None and p.global_norm == norm


def test_a_loss_in_the_hundreds_of_millions_from_the_first_step_is_named_and_a_learning_one_is_not(tmp_path):
    """No rise within the excerpt: the loss was out of range before it began (openpi's fine-tune at 4e8)."""
    huge = [344671968.0, 436317056.0, 247026608.0, 536607616.0, 267218320.0]
    lines = [f"Step {5900 + 100 * i}: grad_norm=9e5, loss={v:.4f}" for i, v in enumerate(huge)]
    assert _loss_checks(tmp_path, lines) == ["huge_loss"]
    learning = [2e6 * 0.5 ** i for i in range(6)]
    assert _loss_checks(tmp_path, [f"Step {i}: loss={v:.4f}" for i, v in enumerate(learning)]) == []


@pytest.mark.parametrize("line,step,loss", [
    ("2022-12-08 17:57:31,371-INFO: Total iter: 0, epoch: 0, batch: 0, loss: [10.000229]", 0, 10.000229),
    ("2022-12-08 17:57:32,672-INFO: Total iter: 10, epoch: 0, batch: 10, loss: [nan]", 10, math.nan),
])
def test_a_loss_printed_as_a_one_element_list_parses(line, step, loss):
    """PaddleDetection / PaddleClas print the loss as a list: `loss: [10.000229]`, `loss: [nan]`."""
    p = series.parse(line, 1, None, 7)
    assert p is not None and p.step == step
    assert (math.isnan(p.loss) and math.isnan(loss)) or p.loss == loss


@pytest.mark.parametrize("line,name,value,epoch", [
    ('{"eval_loss": 17.4698, "epoch": 1, "step": 28}', "eval_loss", "17.4698", 1.0),
    ("80/80 - 0s - 4ms/step - accuracy: 0.8117 - loss: 0.5808 - val_accuracy: 0.8094 - val_loss: 0.5896",
     "val_loss", "0.5896", None),
    ("I1204 18:44:20.550263 140070967384960 train.py:54] epoch 1: eval_loss=0.6720 eval_accuracy=0.5332",
     "eval_loss", "0.6720", 1.0),
    ("Epoch 3 | train loss 0.5213 | val loss: 0.6123", "val loss", "0.6123", 3.0),
    # a regression's held-out error, printed with a space only
    ("epoch 4 val_mse 2.3325", "val_mse", "2.3325", 4.0),
    ("Epoch 06 | train_loss 0.0066 | val_loss 1.7844 | val_acc 0.2273", "val_loss", "1.7844", 6.0),
])
def test_an_evaluation_loss_is_read_with_its_printed_digits(line, name, value, epoch):
    trained = series.parse(line, 1, None) is not None
    got = series.parse_eval(line, 1, None, trained)
    assert (got.name, got.text, got.epoch) == (name, value, epoch)


@pytest.mark.parametrize("line", [
    # the last validation's loss carried on every step line (NeMo, Lightning): not an evaluation
    "Epoch 0: 45%|###| 450/1000 [00:10<00:12, reduced_train_loss=3.91, global_step=449.0, val_loss=4.2013]",
    "step 100 loss 2.3 val_loss: 2.5012",
    # records kept across evaluations, and Keras' checkpoint messages
    "best_val_loss: 0.5896", "best val_loss: 0.5896", "Epoch 3: val_loss did not improve from 0.58960",
    '{"eval_loss": NaN, "epoch": 2}',
])
def test_carried_or_best_evaluation_values_are_no_evaluation(line):
    assert series.parse_eval(line, 1, None, series.parse(line, 1, None) is not None) is None


def test_evaluations_without_training_between_count_once():
    trace = series.EvalTrace()
    for line, trained in ((1, 3), (2, 3), (5, 6), (9, 6)):
        trace.add(series.EvalPoint("eval_loss", "0.6720", line), trained)
    assert (trace.count, trace.same, trace.last.line) == (2, True, 5)
    trace.add(series.EvalPoint("eval_loss", "0.6719", 12), 12)
    assert (trace.count, trace.same) == (3, False)


@pytest.mark.parametrize("line,name,value,epoch", [
    ("==> epoch 3 mean loss 22.8636", "mean loss", "22.8636", 3.0),
    ("==> epoch 2 mean train mse 8.422776", "mean train mse", "8.422776", 2.0),
    ("Epoch 4: avg_loss=0.5123", "avg_loss", "0.5123", 4.0),
    # an epoch-end line that also gives the global step and single batches' losses
    ("epoch 2 step 192 first_batch_loss 1.2234 mean_loss 1.1508 last_batch_loss 0.9413", "mean_loss", "1.1508", 2.0),
])
def test_an_epoch_end_mean_loss_is_read_with_its_epoch(line, name, value, epoch):
    got = series.parse_epoch_mean(line, 1, None)
    assert (got.name, got.text, got.epoch) == (name, value, epoch)


def test_an_epoch_line_s_train_loss_is_the_epoch_mean():
    """`epoch 4 train_loss 1.4910 ...` beside `epoch 4 step 30 loss 1.4841` lines: the epoch's mean, a second curve."""
    mean = series.parse_epoch_mean("epoch 4 train_loss 1.4910 train_acc 0.007 test_acc 0.014", 1, None)
    assert mean is not None and (mean.name, mean.text, mean.epoch) == ("train_loss", "1.4910", 4.0)


@pytest.mark.parametrize("line", [
    "epoch 3 step 40 mean loss 0.5123",  # a step line's running mean
    "Epoch 3: 100%|###| 50/50 [00:01<00:00, train_loss_epoch=0.5123]",  # a bar carrying the last epoch's mean
    "mean loss 0.5123",  # no epoch named
    "epoch 3 val mean loss 0.5123",  # an evaluation's
])
def test_step_bar_or_evaluation_means_are_no_epoch_mean(line):
    assert series.parse_epoch_mean(line, 1, None) is None


def test_an_mmcv_total_outweighs_a_part_that_is_nan_by_design():
    """mmcv-style lines name their loss parts, then the total: a part that is NaN (a term turned off) with a finite
    total is no NaN loss; a NaN total is."""
    parts = "Iter [50/40000] lr: 1.958e-06, decode.loss_seg: 2.6839, src.loss_imnet_feat_dist: nan, "
    assert series.parse(parts + "loss: 4.0886", 1, None).loss == pytest.approx(4.0886)
    assert math.isnan(series.parse(parts + "loss: nan", 1, None).loss)


@pytest.mark.parametrize(("line", "train", "held"), [
    ("40/40 - 0s - 3ms/step - accuracy: 0.0974 - loss: 2.4974 - val_accuracy: 0.1400 - val_loss: 2.3739",
     0.0974, 0.14),
    ("epoch 1: val {'acc': 0.16666666666666666}", None, 0.16666666666666666),
    ("epoch  2 | train_loss 0.3383 train_acc 0.9953 | val_loss 798.8487 val_acc 0.3283", 0.9953, 0.3283),
    ("test loss 6.6294 test accuracy 0.3580", None, 0.358),
    ("Batch[400/6920] - loss: 0.729841  acc: 37.5000%(6/16)", 0.375, None),
    ("online scoring: n=400 accuracy=0.2700", 0.27, None),
    # a few words on what or when, before the colon
    ("Accuracy of the network on the 10000 test images: 54 %", None, 0.54),
    ("accuracy before save: 1.0000", 1.0, None),
    ("port test_acc after loading 0.2310", None, 0.231),  # when, in one word, without a colon
])
def test_accuracies_are_read_with_their_side(line, train, held):
    got_train, got_held, _ = series.parse_accuracies(line)
    assert (got_train, got_held) == (pytest.approx(train) if train is not None else None,
                                     pytest.approx(held) if held is not None else None)


@pytest.mark.parametrize("line", [
    "gradient_accumulation_steps: 8",
    "acc 1 of 3 workers ready",
    "accuracy: 137.5 samples",
    "accelerate launch --num_processes 2 train.py",
    "accuracy for class 3 is 0.5",  # one class's, and no colon
])
def test_words_that_are_not_accuracies_give_no_reading(line):
    assert series.parse_accuracies(line)[2] == []


@pytest.mark.parametrize("line, score", [
    ("epoch 01 | train_mse 1.0332 | val_mse 0.9567 | val_r2 -0.0105", -0.0105),
    ("epoch 3  train_loss 0.41  R2: 0.7312", 0.7312),
    ("eval mse=0.52 r2_score=0.87", 0.87),
    ("test loss 0.33, R^2 = .912", 0.912),
])
def test_r2_scores_are_read(line, score):
    trace = series.AccuracyTrace()
    trace.add(line, 7, None, None)
    assert [(a.value, a.line) for a in trace.r2] == [(pytest.approx(score), 7)]


@pytest.mark.parametrize("line", [
    "layer2 loss 0.41",  # a name that ends in r2
    "conv2d_r2 weights loaded",
    "step 4 loss 0.3 lr2 0.001",
])
def test_words_that_are_not_r2_scores_give_no_reading(line):
    trace = series.AccuracyTrace()
    trace.add(line, 1, None, None)
    assert trace.r2 == []


def test_the_accuracy_trace_stays_bounded_and_keeps_its_ends():
    trace = series.AccuracyTrace()
    for k in range(10_000):
        trace.add(f"step {k} loss: 1.0 accuracy: {k / 10_000:.4f}", k + 1, 1.0, None)
    assert len(trace.train) < series.ACCURACY_CAP
    assert trace.train[0].line == 1 and trace.train[-1].line > 9_000
    assert all(a.line < b.line for a, b in zip(trace.train, trace.train[1:]))


@pytest.mark.parametrize("line, own, reference", [
    ("step  176 ref_loss 1.8737 mig_loss 2.0021 abs_diff 0.1283", ("mig_loss", 2.0021), ("ref_loss", 1.8737)),
    ("step  250 loss_ref 0.71156 loss_port 1.36080 abs_diff 0.64924", ("loss_port", 1.3608), ("loss_ref", 0.71156)),
    ("step 180 flax_loss 0.056138 ref_loss 0.052352 rel_diff 7.23e-02", ("flax_loss", 0.056138),
     ("ref_loss", 0.052352)),
    ("step 1500 loss 0.02500 ref_loss 0.00335 abs_diff 0.02164", ("loss", 0.025), ("ref_loss", 0.00335)),
    ("step 5 ms_loss 1.2 torch_loss 1.3", ("ms_loss", 1.2), ("torch_loss", 1.3)),
    ("step  150 loss ref 0.233680 migrated 0.244141 abs_diff 0.010461 rel_diff 0.0448", ("loss migrated", 0.244141),
     ("loss ref", 0.23368)),
    ("loss                         reference=1.115797  keras=1.109364", ("loss keras", 1.109364),
     ("loss reference", 1.115797)),
    ("it 40 | loss torch 2.3011 mindspore 2.3954", ("loss mindspore", 2.3954), ("loss torch", 2.3011)),
    # two losses compared on one line: the one that parts (evaluation runs BatchNorm on its running statistics)
    ("epoch 10 train_loss ref 2.0455 port 2.0455 | eval_loss ref 1.7268 port 2.8864", ("eval_loss port", 2.8864),
     ("eval_loss ref", 1.7268)),
])
def test_a_loss_printed_beside_its_reference_is_a_comparison(line, own, reference):
    found = series.parse_comparison(line, 7)
    assert found is not None and found.line == 7
    assert (found.own_name, found.own) == own and (found.reference_name, found.reference) == reference


@pytest.mark.parametrize("line", [
    "train | global iter: 13/5000 | tot_loss: 2.3541 | rl_loss: -0.0407 | pt_loss: 2.3948 | pg_loss: -0.0428",
    "iter: 26000  loss: 0.0018 (0.0215)  loss_refine_att: 0.0003 (0.0013)  loss_refine_obj: 0.0014 (0.0201)",
    "epoch 3 loss 0.5012 val_loss 0.6120",
    "step 10 ref_loss 1.25 val_loss 1.31",
    "step 5 loss 1.25 lr 0.001 ref 0.3",  # no label before the loss's value
    "epoch 2 val_loss best 0.4100 last 0.4400",  # labelled values, but none is a reference
])
def test_losses_that_are_no_comparison_with_a_reference(line):
    assert series.parse_comparison(line, 1) is None


def test_a_port_that_parts_from_its_reference_is_a_precision_finding(tmp_path):
    lines = [f"step {s} ref_loss {2.3 - s / 100:.4f} port_loss {2.3 - s / 200:.4f}" for s in range(0, 100, 10)]
    log = tmp_path / "parity.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.rule == "loss.reference_gap" and top.category == "precision_mismatch"
    close = [f"step {s} ref_loss {2.3 - s / 100:.4f} port_loss {2.3 - s / 100 + 0.0004:.4f}" for s in range(0, 100, 10)]
    log.write_text("\n".join(close) + "\n", encoding="utf-8")
    assert all(f.rule != "loss.reference_gap" for f in diagnose([str(log)], Options(probes=False)).findings)


def test_a_comparison_table_is_read_below_its_header():
    columns = series.comparison_columns(" step  torch_ref_loss   jax_loss   abs_diff   rel_diff")
    assert columns == (2, 1, "jax_loss", "torch_ref_loss")
    row = series.table_comparison("   10        2.292312   2.301630   0.009318    0.4065%", columns, 3)
    assert row is not None and (row.own, row.reference, row.line) == (2.30163, 2.292312, 3)
    assert series.table_comparison("max rel diff 0.04326 at step 59", columns, 4) is None
    assert series.comparison_columns(" step    loss    val_loss   lr") is None
    assert series.comparison_columns("step 0 ref_loss 2.1 mig_loss 2.2") is None
