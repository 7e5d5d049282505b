"""Loss-curve checks and timeline helpers on hand-made series: each check fires on its shape only."""

from __future__ import annotations

import math
import random

from analyzer.analysis import loss, msrun, timeline
from analyzer.model import ROLE_ERROR, Evidence, Hit
from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.scan import ScanResult
from analyzer.pipeline.series import Point


def result(points: list[Point], rank: int = 0) -> ScanResult:
    r = ScanResult(path=f"worker_{rank}.log", index=rank, rank=rank)
    r.points = points
    return r


def curve(values: list[float], **kw) -> list[Point]:
    return [Point(i + 1, v, 10 + i, 1000.0 + 6 * i, **kw) for i, v in enumerate(values)]


def noisy_decay(n: int, seed: int = 0) -> list[float]:
    rng = random.Random(seed)
    return [2.0 + 8.0 * math.exp(-i / (n / 5)) + rng.gauss(0, 0.03) for i in range(n)]


def kinds(points: list[Point]) -> set[str]:
    return {f.facts["check"] for f in loss.loss_findings([result(points)])}


def test_a_healthy_curve_triggers_no_check():
    assert kinds(curve(noisy_decay(3000), lr=1e-4)) == set()


def test_divergence_after_a_good_start():
    values = noisy_decay(200)[:120] + [v * 3 + 2 for v in noisy_decay(200, 1)[120:]]
    found = [f for f in loss.loss_findings([result(curve(values))]) if f.facts["check"] == "diverge"]
    assert found and found[0].facts["final_loss"] > 2 * found[0].facts["best_loss"]
    assert found[0].facts["step"] > 100


def test_repeated_global_norm_spikes():
    rng = random.Random(2)
    pts = curve(noisy_decay(400))
    for i, p in enumerate(pts):
        p.global_norm = 1.0 + 0.1 * rng.random()
        if i in (150, 220, 300):
            p.global_norm = 40.0
    found = [f for f in loss.loss_findings([result(pts)]) if f.facts["check"] == "spikes"]
    assert found and found[0].facts["spikes"] == 3 and found[0].severity == "warning"


def test_one_spike_is_not_a_finding():
    pts = curve(noisy_decay(400))
    for i, p in enumerate(pts):
        p.global_norm = 50.0 if i == 200 else 1.0
    assert "spikes" not in kinds(pts)


def test_overflow_while_the_scale_settles_is_normal():
    pts = curve(noisy_decay(300))
    for i, p in enumerate(pts):
        p.overflow = i < 6
        p.loss_scale = 65536.0 / 2 ** min(i + 1, 6)
    assert "overflow" not in kinds(pts)


def test_one_overflow_at_a_small_scale_that_training_logs_past_is_normal():
    """fairseq halves a loss scale of 1 once and goes on: the epochs after it log falling, finite losses."""
    pts = curve([3.577, 3.575, math.nan, 3.573, 3.570])
    for i, p in enumerate(pts):
        p.overflow = True if i == 2 else None
        p.loss_scale = 1.0 if i < 2 else 0.5
    assert "overflow" not in kinds(pts)
    stuck = curve([3.577, 3.575, math.nan])  # the same overflow as the log's last word: nothing after it
    for i, p in enumerate(stuck):
        p.overflow = True if i == 2 else None
        p.loss_scale = 1.0 if i < 2 else 0.5
    assert "overflow" in kinds(stuck)


def test_same_anomaly_on_several_ranks_is_one_finding_naming_the_ranks():
    series = [result(curve([float("nan")] * 5), rank) for rank in (4, 1, 6)]
    found = loss.loss_findings(series)
    assert len(found) == 1 and found[0].ranks == (1, 4, 6) and found[0].count == 3


def test_remote_rank_and_cluster_location_point_at_a_rank():
    r = ScanResult(path="worker_0.log", index=0, rank=0)
    r.unmatched.append(Evidence("worker_0.log", 5, "EI0002: ... has not received the Notify record from "
                                "remote rank [5].base information", 0, None, ROLE_ERROR))
    r.hits.append(Hit("x", Evidence("worker_0.log", 9, "Cluster Exception Location[IP/ID]:[10.1.2.3/5], "
                                    "Arrival Time:[...]", 0, None, ROLE_ERROR)))
    assert timeline.remote_ranks([r]) == {5: 2}


def test_straggler_needs_every_other_rank_to_be_ahead():
    def state(rank: int, step: int, t: float) -> timeline.RankState:
        return timeline.RankState(rank, [f"w{rank}"], last_time=t, last_step=step, last_ordinal=step)

    assert timeline.straggler([state(0, 100, 50.0), state(1, 101, 60.0), state(2, 101, 61.0)]).state.rank == 0
    assert timeline.straggler([state(0, 100, 50.0), state(1, 100, 60.0), state(2, 101, 61.0)]) is None
    # a rank that only wrote its final save later is not the culprit of anything
    assert timeline.straggler([state(0, 100, 500.0), state(1, 100, 60.0)]) is None


def test_exactly_zero_loss_is_stuck_but_a_converged_tiny_loss_is_not():
    zero = [f for f in loss.loss_findings([result(curve([0.0] * 30))]) if f.facts["check"] == "flat"]
    assert zero and "exactly 0" in zero[0].title
    assert kinds(curve([0.0004, 0.0003, 0.0002] * 10)) == set()


def test_the_scheduler_naming_a_timed_out_node_is_a_hint_not_a_remote_rank():
    r = ScanResult(path="scheduler.log", index=0)
    r.unmatched.append(Evidence("scheduler.log", 3, "[ERROR] DISTRIBUTED(1,f,python):2025-01-01-00:00:00.000.000 "
                                "[meta_server_node.cc:1] Run] The node: 6 is timed out. It may exit with exception, "
                                "please check this node's log.", None, None, ROLE_ERROR))
    assert timeline.remote_ranks([r]) == {}
    run = msrun.read_run([r])
    assert run is not None and run.blame is not None and run.blame.rank == 6


def test_a_large_initial_loss_scale_settling_is_normal_but_a_late_endless_streak_is_not():
    settle = curve(noisy_decay(300))
    for i, p in enumerate(settle):
        p.overflow = i < 20  # 2^32 down to 2^12: twenty halvings, then training goes on
        p.loss_scale = 2.0 ** 32 / 2 ** min(i + 1, 20)
    assert "overflow" not in kinds(settle)
    late = curve(noisy_decay(300))
    for i, p in enumerate(late):
        p.overflow = i >= 280
        p.loss_scale = 65536.0 / 2 ** max(0, i - 279)
    assert "overflow" in kinds(late)


def test_an_isolated_nan_on_a_skipped_overflow_step_is_not_a_failure():
    pts = curve(noisy_decay(100))
    pts[50].loss, pts[50].overflow = float("nan"), True
    assert "nan" not in kinds(pts)
    pts[50].overflow = False
    assert "nan" in kinds(pts)


def test_infinite_global_norm_without_overflow_flag_is_a_finding():
    pts = curve(noisy_decay(60), overflow=False)
    for p in pts:
        p.global_norm = 1.0
    assert kinds(pts) == set()
    pts[40].global_norm = float("inf")
    assert kinds(pts) == {"norm_nan"}
    pts[40].overflow = True  # fp16: an overflow step, skipped and rescaled
    assert kinds(pts) == set()
    pts[40].overflow = None  # HF grad_norm inf on a GradScaler-skipped step says nothing about overflow
    assert kinds(pts) == set()


def test_a_few_logged_steps_that_blow_up_a_hundredfold_are_a_divergence():
    """Pasted excerpts often hold four step lines: too few for a trend, enough for an explosion."""
    assert kinds(curve([11.67, 8.85, 8712.6, 15806.4])) == {"diverge"}
    assert kinds(curve([11.67, 8.85, 9.1, 8.7])) == set()
    assert kinds(curve([11.67, 8.85, 8712.6, 8.1])) == set()  # one wild batch that recovered


def test_a_loss_that_drops_straight_to_exactly_zero_is_a_collapse_after_a_few_steps(tmp_path):
    """HF Trainer prints {'loss': 0.0} once every label is masked or fp16 underflows: four such steps say it."""
    lines = ["{'loss': 6.2645, 'learning_rate': 0.001, 'epoch': 0.02}"]
    lines += [f"{{'loss': 0.0, 'learning_rate': 0.001, 'epoch': {0.02 * i:.2f}}}" for i in range(2, 6)]
    path = tmp_path / "trainer.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].rule == "loss.flat_zero"
    # a loss that converges step by step to 0 is not a collapse, nor are three zeros
    slow = [f"{{'loss': {v}, 'learning_rate': 0.001, 'epoch': 0.1}}" for v in (0.4, 0.2, 0.05, 0.0, 0.0, 0.0)]
    path.write_text("\n".join(slow) + "\n", encoding="utf-8")
    assert not any(f.rule == "loss.flat_zero" for f in diagnose([str(path)], Options(probes=False)).findings)


def test_a_slow_learner_near_ln_k_is_not_at_chance_but_a_jittering_one_is():
    """DINO's loss falls from 1.0992 to 1.0813 over epochs 199-209, near ln(3) = 1.0986: late in a run it falls
    along a line by far more than it scatters, so it learns. From the start of a run the same crawl is a model
    that barely updates; the same level with the same scatter and no trend is a model at chance."""
    learning = [1.0992, 1.0991, 1.1005, 1.0973, 1.0930, 1.0960, 1.0929, 1.0920, 1.0849, 1.0870, 1.0813]
    assert loss.at_chance(learning, late=True) is None
    assert loss.at_chance(learning) is not None
    rng = random.Random(3)
    stuck = [math.log(3) + rng.uniform(-0.004, 0.004) for _ in learning]
    found = loss.at_chance(stuck)
    assert found is not None and found[0] == 3


def _log(tmp_path, lines: list[str]):
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(path)], Options(probes=False))


def test_epoch_means_beside_the_steps_do_not_cut_the_curve_at_every_epoch(tmp_path):
    """`== epoch 3 mean loss ...` between the step lines is a second curve: the climb over the epochs' steps is
    judged as one curve, not as one short curve per epoch."""
    lines, value = [], 2.0
    for epoch in range(1, 7):
        steps = []
        for step in range(0, 32, 8):
            value *= 1.12
            steps.append(value)
            lines.append(f"epoch {epoch} step {step:3d}/32 loss {value:.5f}")
        lines.append(f"== epoch {epoch} mean train loss {sum(steps) / len(steps):.5f}")
    checks = {f.facts.get("check") for f in _log(tmp_path, lines).findings}
    assert checks & {"diverge", "explode"}


def test_a_loss_frozen_from_the_third_epoch_on_is_flat(tmp_path):
    """A model killed by a wild first epoch: the loss repeats to its last digit from the third epoch to the end."""
    losses = [1116.7111, 0.6216] + [0.6209] * 6
    lines = [f"Epoch {i}/8\n50/50 - 0s - 4ms/step - loss: {v:.4f} - val_loss: 0.5929" for i, v in enumerate(losses, 1)]
    top = _log(tmp_path, lines).findings[0]
    assert (top.rule, top.category) == ("loss.flat", "stuck_or_nan_loss")


def test_a_loss_that_settles_near_zero_after_its_first_epochs_has_converged(tmp_path):
    losses = [0.524168, 0.0412, 0.00306222] + [0.00306017] * 6
    assert not _log(tmp_path, [f"rank 0 epoch {i} loss {v}" for i, v in enumerate(losses, 1)]).findings


def test_an_evaluation_loss_frozen_after_two_that_moved_is_a_model_that_stopped(tmp_path):
    """The evaluations repeat to the last digit from the third on while the batches' losses jitter: the weights
    stopped changing after the first epochs."""
    rng = random.Random(3)
    lines = []
    for epoch, val in enumerate([0.6104, 0.5936] + [0.5929] * 6, 1):
        lines += [f"epoch {epoch} step {s} loss {0.62 + rng.uniform(-0.02, 0.02):.4f}" for s in range(1, 6)]
        lines.append(f"epoch {epoch}: val_loss={val:.4f}")
    top = _log(tmp_path, lines).findings[0]
    assert (top.rule, top.category) == ("loss.eval_frozen", "stuck_or_nan_loss")
    assert "6" in top.title


def test_losses_that_repeat_every_four_steps_without_epochs_are_a_frozen_model(tmp_path):
    """A global step counter, no epochs: the same four losses in the same order three times running."""
    cycle = [0.6866712, 0.7521216, 0.7024288, 0.71913236]
    top = _log(tmp_path, [f"step {i} loss {v}" for i, v in enumerate(cycle * 3)]).findings[0]
    assert (top.rule, top.category) == ("loss.cycle", "stuck_or_nan_loss")
    assert "every 4 steps" in top.title


def test_a_job_restarted_from_one_checkpoint_repeats_its_attempts_but_no_curve_repeats_itself(tmp_path):
    attempt = ["step 100 train_mse 0.01383", "step 200 train_mse 0.00796", "step 300 train_mse 0.00789"]
    report = _log(tmp_path, ["step 100 train_mse 0.50959", "step 200 train_mse 0.07414"] + attempt * 3)
    assert "loss.cycle" not in {f.rule for f in report.findings}


def test_a_converged_loss_at_the_printed_floor_repeats_by_rounding(tmp_path):
    lines = [f"epoch: {e} step: {s} loss: {v:.4f}" for e, vals in enumerate([[0.6914, 0.6725, 0.4478, 0.0753],
                                                                                [0.0019, 0.0025, 0.0, 0.0001]]
                                                                               + [[0.0002, 0.0002, 0.0, 0.0001]] * 2)
             for s, v in zip((0, 14, 28, 42), vals)]
    assert not _log(tmp_path, lines).findings


def test_a_warning_that_explains_the_loss_is_the_root_cause(tmp_path):
    """torch's broadcast warning (a (B,) target against (B, 1) predictions) beside a loss stuck from the first
    step: the warning (`explains_loss`) is the root cause and the stuck loss its symptom. Without the warning the
    same curve is the stuck loss itself."""
    warn = ("/opt/venv/lib/python3.11/site-packages/torch/nn/modules/loss.py:630: UserWarning: Using a target size "
            "(torch.Size([50])) that is different to the input size (torch.Size([50, 1])). This will likely lead to "
            "incorrect results due to broadcasting. Please ensure they have the same size.")
    steps = [f"step {i}: loss {13.70 - 0.0005 * (i % 3):.4f}" for i in range(20)]
    with_warning, curve_only = tmp_path / "warned.log", tmp_path / "plain.log"
    with_warning.write_text("\n".join([warn, "  return F.mse_loss(input, target, reduction=self.reduction)", *steps])
                            + "\n", encoding="utf-8")
    curve_only.write_text("\n".join(steps) + "\n", encoding="utf-8")
    warned = diagnose([str(with_warning)], Options(probes=False)).findings
    plain = diagnose([str(curve_only)], Options(probes=False)).findings
    assert [warned[0].signature, warned[0].category, warned[0].severity] == [
        "pt_loss_target_size_broadcast", "op_shape_mismatch", "error"]
    assert all(f.symptom for f in warned[1:] if f.category == "stuck_or_nan_loss")
    assert plain and plain[0].category == "stuck_or_nan_loss"
