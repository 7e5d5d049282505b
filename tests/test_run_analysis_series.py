"""Step-line parsing for every loss-printing format msdiag reads, on real lines and real fixtures."""

from __future__ import annotations

import math

import pytest

from analyzer.pipeline import series
from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.reader import discover
from analyzer.pipeline.scan import Scanner

from .conftest import FIXTURES

# (line, step, loss, lr, overflow, loss_scale, global_norm)
LINES = [
    # MindFormers master: 6 decimals, throughput suffix (line quoted in the MindFormers docs)
    ("2025-04-07 15:34:27,308 - [mindformers/core/callback/callback.py:529] - INFO - { Epoch:[  1/  2], "
     "step:[    1/   19], loss: 10.649, per_step_time: 103328ms, lr: 0.0, overflow cond: False, loss_scale: 1.0, "
     "global_norm: [1 31049], train_throughput_per_npu: 2.896T", 1, 10.649, 0.0, False, 1.0, 1.0),
    # v1.0-v1.6: 3 decimals, non-sink `loss:[a/b]`, no lr, global_norm without colon
    ("{ Epoch:[  3/ 10], step:[   40/  500], loss:[2.345/2.401], per_step_time: 812ms, overflow cond: True, "
     "loss_scale: 32768.0, global_norm [10.579812]", 40, 2.345, None, True, 32768.0, 10.579812),
    # v1.0-v1.2: no global_norm at all
    ("{ Epoch:[  1/  1], step:[    7/   90], loss: 6.125, per_step_time: 1012ms, lr: 1e-05, overflow cond: False, "
     "loss_scale: 65536.0", 7, 6.125, 1e-05, False, 65536.0, None),
    # NaN printed by the monitor
    ("{ Epoch:[  1/  1], step:[  123/  900], loss: nan, per_step_time: 6000ms, lr: 5e-05, overflow cond: True, "
     "loss_scale: 1.0, global_norm: [inf]", 123, math.nan, 5e-05, True, 1.0, math.inf),
    # bracketless step form
    ("step 6/25, loss: 15.939915, per_step_time: 577ms, overflow cond: False, loss_scale: 1.0, "
     "global_norm: [14.462115]", 6, 15.939915, None, False, 1.0, 14.462115),
    # MindSpore LossMonitor, and the msrun tutorial's comma form
    ("epoch: 1 step: 2, loss is 3.8594346046447754", 2, 3.8594346046447754, None, None, None, None),
    ("epoch: 0, step: 10, loss is 1.6682479", 10, 1.6682479, None, None, None, None),
    # LossMonitor's NaN/Inf termination message
    ("In epoch: 3 step: 5, loss is NAN or INF, training process cannot continue, terminating training.",
     5, math.nan, None, None, None, None),
    # Hugging Face Trainer
    ("{'loss': 2.3012, 'grad_norm': 1.875, 'learning_rate': 4.8e-05, 'epoch': 0.12}", 1, 2.3012, 4.8e-05,
     None, None, 1.875),
    # common PyTorch prints
    ("Step 100 | loss 2.31 | lr 1e-4", 100, 2.31, 1e-4, None, None, None),
    ("iter 250: loss=0.875", 250, 0.875, None, None, None, None),
    ("Epoch [2/10], Step [100/600], Loss: 2.3045", 100, 2.3045, None, None, None, None),
    # a script's epoch summary naming its loss without a separator, the validation loss after it
    ("epoch 3/5 | micro_steps 150 | train_loss 1.6622 | train_acc 0.1925 | val_loss 1.6462 | val_acc 0.1800 | 0.1s",
     3, 1.6622, None, None, None, None),
    # a loss named by what it measures, the only loss on its line
    ("[iter   20/200] triplet_loss=0.3000 R@1=0.062 (2.5s)", 20, 0.3, None, None, None, None),
]


def same(a, b) -> bool:
    if a is None or b is None:
        return a is b
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    return (math.isnan(a) and math.isnan(b)) or a == pytest.approx(b)


@pytest.mark.parametrize("line,step,loss,lr,ovf,scale,norm", LINES, ids=range(len(LINES)))
def test_step_line_formats(line, step, loss, lr, ovf, scale, norm):
    p = series.parse(line, 1, None, 1)
    assert p is not None
    got = (p.step, p.loss, p.lr, p.overflow, p.loss_scale, p.global_norm)
    assert all(same(g, w) for g, w in zip(got, (step, loss, lr, ovf, scale, norm))), got


@pytest.mark.parametrize("line", [
    "{'train_runtime': 12.3, 'train_samples_per_second': 4.1, 'train_loss': 2.1, 'epoch': 3.0}",
    "[INFO] [config.py:1003:print]   loss_scale ................... 0",
    "loss_scale_manager = DynamicLossScaleManager(init_loss_scale=65536)",
    "{'eval_loss': 1.92, 'eval_runtime': 3.2, 'epoch': 1.0}",
    # one batch of pytorch/examples' ImageNet loop: many lines share the epoch, and none counts the step
    "Epoch: [11][1/48]\tTime 0.470 (1.206)\tData 0.076 (0.004)\tLoss 3.2168 (37.0903)\t",
    "epoch 2 | val_loss 0.8123 | train_loss 0.7712",
    # a GAN's two players: neither is the run's loss (2 ln 2 is the discriminator's healthy equilibrium)
    "step   250  d_loss=1.3860  g_loss=0.6771  fake mean=4.086 std=1.364",
])
def test_lines_that_mention_loss_but_are_not_step_lines(line):
    assert series.parse(line, 1, None, 1) is None


def test_loss_monitor_fixture_is_one_series_across_epochs():
    src, _ = discover([str(FIXTURES / "ms_train_normal_loss_monitor.log")])
    result = Scanner([]).scan(src[0])
    assert len(result.points) == 15
    assert [p.epoch for p in result.points[::5]] == [1.0, 2.0, 3.0]
    ordinals = [series.ordinal(p) for p in result.points]
    assert ordinals == sorted(ordinals), "steps restart each epoch; the ordinal must still grow"


def test_real_healthy_fixtures_give_no_loss_finding():
    report = diagnose([str(FIXTURES / "ms_train_normal_loss_monitor.log"),
                       str(FIXTURES / "mf19_llama_forward_cpu.info.log")], Options(probes=False))
    assert report.findings == ()
    assert report.to_dict()["series"][0]["loss"][0] == pytest.approx(3.8594346046447754)


def test_capitalised_pytorch_step_lines_reach_the_series(tmp_path):
    log = tmp_path / "train.log"
    log.write_text("".join(f"Epoch [1/5], Step [{s}/600], Loss: {2.5 - s / 100:.4f}\n" for s in range(1, 41)),
                   encoding="utf-8")
    src, _ = discover([str(log)])
    result = Scanner([]).scan(src[0])
    assert [p.step for p in result.points] == list(range(1, 41))
    assert result.points[-1].loss == pytest.approx(2.1)


def test_a_loop_that_logs_once_per_epoch_is_a_series_and_its_nan_is_found(tmp_path):
    """`epoch: N loss: X` (plain PyTorch / Keras-style loops): the epoch is the step."""
    path = tmp_path / "train.log"
    lines = [f"epoch: {i} loss: {2.0 / i:.4f}" for i in range(1, 13)] + [f"epoch: {i} loss: nan" for i in (13, 14)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].category == "stuck_or_nan_loss"
    assert report.to_dict()["series"][0]["nonfinite_steps"][0] == 13
