"""The report's verdict: not a log, healthy, stopped mid-run without an error, or failed."""

from __future__ import annotations

import json
import random
from pathlib import Path

from analyzer.cli import main
from analyzer.pipeline.engine import Options, diagnose

from .scenarios import build


def _verdict(path) -> dict:
    return diagnose([str(path)], Options(probes=False)).to_dict()["verdict"]


def test_empty_input_is_not_a_training_log_and_exits_0(tmp_path, capsys):
    path = tmp_path / "empty.log"
    path.write_text("\n\n   \n", encoding="utf-8")
    assert _verdict(path)["kind"] == "not_a_log"
    assert main(["--no-probes", "--color", "never", str(path)]) == 0
    assert "Not a training log: the input holds no text" in capsys.readouterr().out


def test_a_table_is_not_a_training_log(tmp_path, capsys):
    path = tmp_path / "metrics.csv"
    path.write_text("epoch_time,throughput,acc\n1.2,300,0.5\n1.3,310,0.6\n", encoding="utf-8")
    verdict = _verdict(path)
    assert verdict["kind"] == "not_a_log" and verdict["findings"] == 0
    assert verdict["summary_zh"].startswith("不是训练日志")
    assert main(["--no-probes", "--lang", "zh", "--color", "never", str(path)]) == 0
    assert "不是训练日志" in capsys.readouterr().out


def test_program_output_is_a_log_and_bare_prose_is_not(tmp_path):
    path = tmp_path / "out.log"
    path.write_text("/home/user/venv/lib/python3.11/site-packages/transformers/modeling_utils.py:4713: "
                    "FutureWarning: `_is_quantized_training_enabled` is going to be deprecated\n"
                    "Some weights of BertModel were not initialized from the model checkpoint\n", encoding="utf-8")
    assert _verdict(path)["kind"] == "healthy"
    path.write_text("hello world\n", encoding="utf-8")
    verdict = _verdict(path)
    assert verdict["kind"] == "not_a_log" and "no log lines" in verdict["summary_en"]


def test_a_run_that_stops_mid_way_gets_a_note_with_its_last_step_not_a_finding(tmp_path, capsys):
    rng = random.Random(3)
    body, _ = build.training(build.T0 + 300, 1, 137, 1000, build.decaying_loss(rng), rng)
    path = tmp_path / "worker_0.log"
    path.write_text("\n".join(build.header(build.T0, 0) + body) + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings == ()
    verdict = report.to_dict()["verdict"]
    assert verdict["kind"] == "ended_without_error" and verdict["last_step"] == 137
    assert verdict["last_time"].startswith("2025-04-07")
    assert any("stops at step 137" in n.en for n in report.notes)
    assert main(["--no-probes", "--format", "json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"]["kind"] == "ended_without_error"


def test_a_finished_run_is_healthy_and_a_failed_one_failed(tmp_path):
    healthy = build.write(build.healthy_long(ranks=2, steps=60), tmp_path / "ok")
    assert _verdict(healthy)["kind"] == "healthy"
    failed = build.write(build.oom_with_timeouts(ranks=2, culprit=1, steps=100, fail_step=30), tmp_path / "bad")
    verdict = _verdict(failed)
    assert verdict["kind"] == "failed" and verdict["findings"] >= 1


def test_a_run_with_only_warnings_is_not_failed_but_says_they_need_a_look():
    """fvcore's skipped-weights warning: the run went on, but the headline must not read as all clear."""
    hit = Path(__file__).resolve().parents[1] / "signatures" / "pytorch" / "fvcore_skip_incompatible_shapes.hit.log"
    report = diagnose([str(hit)], Options(probes=False)).to_dict()
    assert report["findings"] and report["findings"][0]["severity"] == "warning"
    assert report["verdict"]["kind"] == "healthy"
    assert "1 warning(s) below need a look" in report["verdict"]["summary_en"]
    assert "1 条警告" in report["verdict"]["summary_zh"]


NCCL_SETUP = ["node1:5530{r}:5660{r} [{r}] NCCL INFO Channel 00/0 : {r}[4f000] -> {n}[52000] via P2P/IPC/read",
              "node1:5530{r}:5660{r} [{r}] NCCL INFO Could not enable P2P between dev {r}(=4f000) and dev {n}(=52000)"]


def test_a_log_that_stops_while_ranks_set_up_communication_is_a_start_up_hang(tmp_path):
    """No healthy log of the labelled sets ends in communicator setup; the threads that post one hung there."""
    log = tmp_path / "nccl.log"
    log.write_text("\n".join(line.format(r=r, n=(r + 1) % 4) for r in range(4) for line in NCCL_SETUP) + "\n",
                   encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    assert report["verdict"]["kind"] == "failed"
    assert [(f["category"], f["rule"]) for f in report["findings"]] == [("hang_or_timeout", "run.setup_hang")]
    assert "setting up collective communication" in report["findings"][0]["title"]


def test_a_bar_at_step_0_then_nccl_init_lines_is_a_start_up_hang(tmp_path):
    """The epoch bar is drawn before the first collective; NCCL's version and driver lines are its init."""
    log = tmp_path / "nccl.log"
    log.write_text("Training Epoch:   0%|          | 0/188 [00:00<?, ?it/s]\n"
                   + "".join(f"gpu-node:31{r}:31{r} [{r}] NCCL INFO cudaDriverVersion 12010\n" for r in range(2))
                   + "NCCL version 2.18.1+cuda12.1\ngpu-node:312:312 [2] NCCL INFO cudaDriverVersion 12010\n",
                   encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    assert [(f["category"], f["rule"]) for f in report["findings"]] == [("hang_or_timeout", "run.setup_hang")]
    done = tmp_path / "done.log"  # the same lines, then the communicators torn down at the end of a run
    done.write_text(log.read_text(encoding="utf-8")
                    + "gpu-node:312:312 [2] NCCL INFO comm 0x55d1c0 rank 2 nranks 4 cudaDev 2 busId 3b000"
                    " - Destroy COMPLETE\n",
                    encoding="utf-8")
    assert diagnose([str(done)], Options(probes=False)).findings == ()


def test_collective_op_traces_at_the_end_are_a_running_job(tmp_path):
    log = tmp_path / "trace.log"
    log.write_text("".join(f"node1:2018{r}:2018{r} [{r}] NCCL INFO AllGather: opCount f7 sendbuff 0x7f33f878be00 "
                           f"recvbuff 0x7f33f878ca00 count 512 datatype 0 op 0 root 0 [nranks=16]\n" for r in range(4)),
                   encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).to_dict()["verdict"]["kind"] == "healthy"


def test_lightning_announcing_a_rank_of_several_as_the_last_line_is_a_start_up_hang(tmp_path):
    """Lightning prints `Initializing distributed` per rank just before init_process_group: a log that ends
    there with more than one member never joined; a single-member run has no group to wait for."""
    log = tmp_path / "pl.log"
    log.write_text("[rank: 0] Seed set to 42\nInitializing distributed: GLOBAL_RANK: 0, MEMBER: 1/5\n",
                   encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    assert [(f["category"], f["rule"]) for f in report["findings"]] == [("hang_or_timeout", "run.setup_hang")]
    alone = tmp_path / "alone.log"
    alone.write_text("[rank: 0] Seed set to 42\nInitializing distributed: GLOBAL_RANK: 0, MEMBER: 1/1\n",
                     encoding="utf-8")
    assert diagnose([str(alone)], Options(probes=False)).findings == ()


def test_newer_nccl_ring_listing_as_the_last_lines_is_a_start_up_hang(tmp_path):
    """NCCL 2.2x lists each channel's ring as bare rank numbers (`Channel 01/02 :    0   1`) and counts ranks
    as nRanks; a log that stops there never finished building its communicators."""
    log = tmp_path / "nccl.log"
    log.write_text("host-a:561:561 [0] NCCL INFO comm 0x1476dca0 rank 0 nRanks 2 nNodes 2 localRanks 1 localRank 0"
                   " MNNVL 0\nhost-a:561:561 [0] NCCL INFO Channel 00/02 :    0   1\n"
                   "host-a:561:561 [0] NCCL INFO Channel 01/02 :    0   1\n", encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    assert [(f["category"], f["rule"]) for f in report["findings"]] == [("hang_or_timeout", "run.setup_hang")]


def test_the_first_collective_or_deepspeed_s_init_as_the_last_line_is_a_start_up_hang(tmp_path):
    """`AllReduce: opCount 0` traces the first collective of a group just built (a running job's counts go
    on: `opCount f7`); DeepSpeed's init_distributed prints `cdb=None` before it builds the torch backend."""
    first = tmp_path / "first.log"
    first.write_text("64:218:639 [3] NCCL INFO comm 0x4fc51a70 rank 3 nranks 16 cudaDev 3 busId 62000 - Init COMPLETE\n"
                     "64:218:218 [3] NCCL INFO AllReduce: opCount 0 sendbuff 0x7f5f01e00200 recvbuff 0x7f5f01e00200 "
                     "count 1 datatype 1 op 0 root 0 comm 0x4fc51a70 [nranks=16] stream 0xa1e8060\n", encoding="utf-8")
    ds = tmp_path / "ds.log"
    ds.write_text("[2024-06-11 00:23:36,254] [INFO] [comm.py:637:init_distributed] cdb=None\n"
                  "[2024-06-11 00:23:36,254] [INFO] [comm.py:668:init_distributed] Initializing TorchBackend in "
                  "DeepSpeed with backend nccl\n[2024-06-11 00:23:36,296] [INFO] [comm.py:637:init_distributed] "
                  "cdb=None\n", encoding="utf-8")
    for log in (first, ds):
        report = diagnose([str(log)], Options(probes=False)).to_dict()
        assert [(f["category"], f["rule"]) for f in report["findings"]] == [("hang_or_timeout", "run.setup_hang")]


def test_a_log_that_ends_on_an_unfinished_progress_bar_is_not_called_healthy(tmp_path):
    """A job stuck in its first batch (a dataloader worker or a collective that never returns) leaves only the
    bar it drew; so does an excerpt cut there. Neither is a run known to be healthy: the verdict names the bar."""
    log = tmp_path / "bar.log"
    log.write_text("***** Running training *****\n  Num examples = 39488\n"
                   "Epoch 0:   0%|          | 0/1234 [00:00<?, ?it/s]\r"
                   "Epoch 0:   0%|          | 0/1234 [00:00<?, ?it/s]\n", encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    assert report["findings"] == []
    assert report["verdict"]["kind"] == "ended_without_error"
    assert report["verdict"]["progress"] == "0/1234"
    assert "0/1,234 (Epoch 0)" in report["verdict"]["summary_en"]
    assert "进度条 0/1,234" in report["verdict"]["summary_zh"]


def test_a_progress_bar_that_reached_its_total_or_a_finished_line_is_healthy(tmp_path):
    full = tmp_path / "full.log"
    full.write_text("Map: 100%|██████████| 2000/2000 [00:01<00:00, 1523.44 examples/s]\n", encoding="utf-8")
    assert _verdict(full)["kind"] == "healthy"
    done = tmp_path / "done.log"
    done.write_text("Epoch 2:  40%|████      | 4/10 [00:01<00:02,  2.50it/s]\nTraining completed.\n"
                    "Epoch 2:  40%|████      | 4/10 [00:01<00:02,  2.50it/s]\n", encoding="utf-8")
    assert _verdict(done)["kind"] == "healthy"
