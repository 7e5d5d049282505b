"""Whole-run diagnosis on scenario logs: culprit rank, silent hangs, loss curves, key mapping, noise.

The scenario logs are built in real MindSpore / MindFormers / CANN line formats (tests/scenarios/
build.py) and go through the real CLI and engine with the shipped signatures.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from analyzer.cli import main
from analyzer.pipeline.engine import Options, diagnose

from .scenarios import build

SECONDS_30_MIN = 1800


def scenario(tmp_path: Path, files: dict[str, str]) -> Path:
    return build.write(files, tmp_path / "run")


def report_json(capsys, *args: str) -> tuple[int, dict]:
    code = main(["--format", "json", "--no-probes", *args])
    return code, json.loads(capsys.readouterr().out)


def categories(report: dict) -> list[str]:
    return [f["category"] for f in report["findings"]]


# -- 1. one rank's OOM, seven ranks' HCCL timeouts -------------------------------------------------
def test_oom_on_one_rank_is_the_cause_and_names_the_culprit(tmp_path, capsys):
    run = scenario(tmp_path, build.oom_with_timeouts(ranks=8, culprit=3))
    code, report = report_json(capsys, str(run))
    assert code == 1
    top = report["findings"][0]
    assert top["category"] == "device_oom"
    assert top["facts"]["culprit_rank"] == 3
    assert [r["rank"] for r in report["ranks"] if r.get("culprit")] == [3]
    assert "hang_or_timeout" not in categories(report), "the timeouts must fold into the OOM"
    assert sorted(top["facts"]["peer_symptoms"]["ranks"]) == [0, 1, 2, 4, 5, 6, 7]
    assert any(e.get("rank") != 3 and "EI0002" in e["text"] for e in top["evidence"])
    ranks = {r["rank"]: r for r in report["ranks"]}
    assert sorted(ranks) == list(range(8))
    assert "memory isn't enough" in ranks[3]["first_error"]["text"]
    assert not ranks[3]["first_error"]["symptom"]
    assert all(ranks[r]["first_error"]["symptom"] for r in ranks if r != 3)
    assert all(r["last_step"] == 120 for r in ranks.values())


@pytest.mark.parametrize("secondary", [True, False])
def test_timeout_signature_folds_even_when_its_author_left_it_a_root(tmp_path, capsys, secondary):
    """A user signature for the timeout, secondary or not, must not outrank an earlier OOM on one rank."""
    sig_dir = tmp_path / "sigs"
    sig_dir.mkdir()
    (sig_dir / "site_notify_timeout.yaml").write_text(
        "id: site_notify_timeout\n"
        "title: 'Collective timed out waiting for rank {remote}'\n"
        "category: hang_or_timeout\nseverity: error\nstatus: test\nconfidence: 0.9\n"
        f"secondary: {str(secondary).lower()}\n"
        "match:\n  - literal: 'has not received the Notify record from remote rank'\n"
        "    regex: 'remote rank \\[(?P<remote>\\d+)\\]'\n"
        "fix: ['Look at rank {remote}.']\nkb: [hccl-timeout]\n", encoding="utf-8")
    run = scenario(tmp_path, build.oom_with_timeouts(ranks=8, culprit=5))
    code, report = report_json(capsys, "--signatures", str(sig_dir), str(run))
    top = report["findings"][0]
    assert (top["category"], top["facts"]["culprit_rank"]) == ("device_oom", 5)
    assert "site_notify_timeout" in top.get("related", [])
    assert "hang_or_timeout" not in categories(report)


# -- 2. a silent hang ---------------------------------------------------------------------------
def test_silent_hang_names_the_rank_that_stopped_and_what_it_was_doing(tmp_path, capsys):
    run = scenario(tmp_path, build.silent_hang(ranks=4, culprit=2, save_at=200))
    code, report = report_json(capsys, str(run))
    assert code == 1
    top = report["findings"][0]
    assert top["category"] == "hang_or_timeout" and top["signature"] is None
    assert top["facts"]["culprit_rank"] == 2
    assert top["facts"]["last_step"] == 200 and top["facts"]["steps_behind"] == 1
    assert top["facts"]["last_activity"] == "saving a checkpoint"
    assert "Saving ckpt" in top["evidence"][0]["text"] and top["evidence"][0]["rank"] == 2
    fixes = " ".join(top["fixes"])
    assert "HCCL_EXEC_TIMEOUT" in fixes and "HCCL_CONNECT_TIMEOUT" in fixes and "--cluster_time_out" in fixes
    assert len(report["findings"]) == 1


def test_hang_with_timeouts_on_the_peers_keeps_the_stalled_rank_as_cause(tmp_path, capsys):
    run = scenario(tmp_path, build.silent_hang(ranks=4, culprit=1, with_timeouts=True))
    _, report = report_json(capsys, str(run))
    top = report["findings"][0]
    assert top["category"] == "hang_or_timeout" and top["facts"]["culprit_rank"] == 1
    assert top["facts"]["gap_seconds"] >= SECONDS_30_MIN
    assert len(report["findings"]) == 1, "the peers' EI0002 timeouts are symptoms of the stall"


def test_ranks_that_all_stop_at_the_same_step_are_not_a_hang(tmp_path):
    files = build.silent_hang(ranks=4, culprit=2, save_at=200)
    files["worker_2.log"] = files["worker_0.log"]  # every rank finished the same work
    report = diagnose([str(scenario(tmp_path, files))], Options(probes=False))
    assert report.findings == ()


# -- 3. NaN with an overflow streak -------------------------------------------------------------
def test_nan_run_with_overflow_streak(tmp_path, capsys):
    run = scenario(tmp_path, build.nan_with_overflow(first_bad=61, nan_from=70))
    _, report = report_json(capsys, str(run))
    assert categories(report)[0] == "stuck_or_nan_loss"
    by_check = {f["facts"]["check"]: f for f in report["findings"]}
    overflow = by_check["overflow"]
    assert overflow["facts"]["from_step"] == 61 and overflow["facts"]["overflow_steps"] == 30
    assert overflow["facts"]["loss_scale_start"] == 32768.0 and overflow["facts"]["loss_scale_end"] == 1.0
    assert overflow["kb"] == "amp-and-loss-scale"
    nan = by_check["nan"]
    assert nan["facts"]["step"] == 70 and "step 70" in nan["title"]
    series = report["series"][0]
    assert series["nonfinite_steps"][0] == 70
    assert len(series["loss_scale"]) == len(series["step"]) == len(series["overflow"]) == 90
    assert series["overflow"][60] is True and series["overflow"][59] is False
    assert series["loss"][69] is None and series["global_norm"][60] is None  # NaN / inf become null


# -- 4. a flat loss with lr 0 ---------------------------------------------------------------------
def test_learning_rate_zero_is_named(tmp_path, capsys):
    run = scenario(tmp_path, build.flat_lr_zero(last=80))
    code, report = report_json(capsys, str(run))
    assert code == 1
    top = report["findings"][0]
    assert top["category"] == "stuck_or_nan_loss" and top["facts"]["lr"] == 0.0
    assert (top["facts"]["from_step"], top["facts"]["to_step"]) == (1, 80)
    assert "Learning rate is 0" in top["title"]


def test_exactly_constant_loss_is_flat(tmp_path):
    files = build.flat_lr_zero(last=40)
    lines = [ln if "loss: " not in ln else ln.split("loss: ")[0] + "loss: 7.234567, " + ln.split(", ", 3)[3]
             for ln in files["worker_0.log"].splitlines()]
    report = diagnose([str(scenario(tmp_path, {"worker_0.log": "\n".join(lines) + "\n"}))], Options(probes=False))
    flat = [f for f in report.findings if f.facts.get("check") == "flat"]
    assert flat and flat[0].facts["loss"] == pytest.approx(7.234567) and flat[0].facts["steps_flat"] == 40


# -- 5. "not loaded" checkpoint, then a loss stuck at ln(vocab) ------------------------------------
def test_not_loaded_parameters_explain_a_loss_at_ln_vocab(tmp_path, capsys):
    run = scenario(tmp_path, build.not_loaded_then_uniform(missing=98))
    code, report = report_json(capsys, str(run))
    assert code == 1
    top = report["findings"][0]
    assert top["category"] == "missing_or_unexpected_keys" and top["severity"] == "error"
    assert top["facts"]["loss_after_load"] == pytest.approx(math.log(build.VOCAB), abs=0.05)
    assert any(e["text"].startswith("step 40: loss") for e in top["evidence"])
    assert "stuck_or_nan_loss" not in categories(report)


def test_loss_at_ln_vocab_without_the_warning_is_a_loss_finding(tmp_path):
    files = build.not_loaded_then_uniform(missing=98, last=120)
    text = "\n".join(ln for ln in files["worker_0.log"].splitlines() if "not loaded" not in ln) + "\n"
    report = diagnose([str(scenario(tmp_path, {"worker_0.log": text}))], Options(probes=False))
    assert [f.category for f in report.findings] == ["stuck_or_nan_loss"]
    assert report.findings[0].facts["check"] == "uniform"


def test_not_loaded_warning_with_a_learning_loss_stays_a_warning(tmp_path):
    files = build.not_loaded_then_uniform(missing=98)
    lines = files["worker_0.log"].splitlines()
    healthy = build.training(build.T0 + 300, 1, 40, 1000, build.decaying_loss(build.random.Random(1), tau=20),
                             build.random.Random(2))[0]
    text = "\n".join([ln for ln in lines if "step:[" not in ln and "samples/s/p" not in ln] + healthy) + "\n"
    report = diagnose([str(scenario(tmp_path, {"worker_0.log": text}))], Options(probes=False))
    key = [f for f in report.findings if f.category == "missing_or_unexpected_keys"]
    assert key and key[0].severity == "warning" and "loss_after_load" not in key[0].facts


# -- 6. a long healthy run ------------------------------------------------------------------------
def test_long_healthy_run_with_usual_warnings_gives_nothing(tmp_path, capsys):
    run = scenario(tmp_path, build.healthy_long(ranks=4, steps=1500))
    code, report = report_json(capsys, str(run))
    assert (code, report["findings"]) == (0, [])
    assert len(report["series"]) == 4 and len(report["series"][0]["step"]) == 1500
    assert [r["last_step"] for r in report["ranks"]] == [1500] * 4
    assert all("first_error" not in r for r in report["ranks"]), "the data-channel teardown error is benign"


def test_text_report_shows_culprit_and_sparkline(tmp_path, capsys):
    run = scenario(tmp_path, build.oom_with_timeouts(ranks=4, culprit=2))
    main(["--no-probes", "--color", "never", str(run)])
    out = capsys.readouterr().out
    assert "Culprit: rank 2" in out
    assert "loss rank 0: " in out and "→" in out


def test_torchrun_merged_log_splits_ranks_by_prefix(tmp_path, capsys):
    log = tmp_path / "torchrun.log"
    log.write_text(
        "[2024-05-02 10:00:01,000] torch.distributed.run: [WARNING] Setting OMP_NUM_THREADS environment variable "
        "for each process to be 1 in default\n"
        "[rank1]: Traceback (most recent call last):\n"
        '[rank1]:   File "/home/user/train.py", line 88, in <module>\n'
        "[rank1]:     loss.backward()\n"
        "[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 1 has a total "
        "capacity of 79.15 GiB of which 1.2 GiB is free.\n"
        "[rank0]:[E502 10:30:02.123456789 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation "
        "timeout: WorkNCCL(SeqNum=120, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for "
        "1800081 milliseconds before timing out.\n", encoding="utf-8")
    _, report = report_json(capsys, str(log))
    ranks = {r["rank"]: r for r in report["ranks"]}
    assert "OutOfMemoryError" in ranks[1]["first_error"]["text"] and not ranks[1]["first_error"]["symptom"]
    assert ranks[0]["first_error"]["symptom"]
    assert report["findings"][0]["facts"]["culprit_rank"] == 1


def test_benign_warning_at_start_does_not_hide_a_later_failure_or_hang(tmp_path, capsys):
    files = build.silent_hang(ranks=4, culprit=3, save_at=150)
    warning = build.not_loaded_then_uniform(missing=2)["worker_0.log"].splitlines()
    load = [ln for ln in warning if "load" in ln and "step:[" not in ln]  # rank 1: 2 parameters not loaded
    files["worker_1.log"] = "\n".join(load) + "\n" + files["worker_1.log"]
    _, report = report_json(capsys, str(scenario(tmp_path, files)))
    top = report["findings"][0]
    assert top["category"] == "hang_or_timeout" and top["facts"]["culprit_rank"] == 3
    assert "missing_or_unexpected_keys" in categories(report)


# MindSpore 2.9's load_param_into_net warnings (mindspore/train/serialization.py), then a script's own parity check
UNLOADED_THEN_PARITY = """\
[WARNING] ME(5536:139722406493056,MainProcess):2026-12-05-06:37:52.540.00 [mindspore/train/serialization.py:1793] \
For 'load_param_into_net', 4 parameters in the 'net' are not loaded, because they are not in the 'parameter_dict', \
please check whether the network structure is consistent when training and loading checkpoint.
[WARNING] ME(5536:139722406493056,MainProcess):2026-12-05-06:37:52.540.00 [mindspore/train/serialization.py:1797] \
['gn1.gamma', 'gn1.beta', 'gn2.gamma', 'gn2.beta'] are not loaded.
parity vs torch: max_abs_diff=0.267810 mean_abs_diff=0.183592 allclose(atol=1e-4)=False
argmax agreement: 0.00
"""


def test_a_failed_parity_check_after_unloaded_weights_is_the_unloaded_weights(tmp_path):
    """The parity check fails because four parameters kept their initial values: the warning is the root cause
    (an error now), the check's finding its symptom."""
    log = tmp_path / "port.log"
    log.write_text(UNLOADED_THEN_PARITY)
    findings = diagnose([str(log)], Options(probes=False)).findings
    top = findings[0]
    assert (top.category, top.severity, top.symptom) == ("missing_or_unexpected_keys", "error", False)
    assert all(f.symptom for f in findings if f.category == "precision_mismatch")
    without = tmp_path / "parity_only.log"
    without.write_text("parity vs" + UNLOADED_THEN_PARITY.split("parity vs", 1)[1])  # the check alone
    assert [f.category for f in diagnose([str(without)], Options(probes=False)).findings][:1] == ["precision_mismatch"]
