"""A log with a failure line never ends with no finding; a run that finished does not get one for a
stray error line it survived."""

from __future__ import annotations

import random

import pytest

from analyzer.engine import Options, diagnose

from .scenarios import build

FAILURE_LINES = [
    "ZorbleError: the zorble handle went away",  # an exception line
    "Traceback (most recent call last):\n  File \"run.py\", line 3, in <module>\n    main()",  # a cut-off traceback
    "[ERROR] 2025-04-07 15:40:00,100 [zorble.py:12] run: the zorble handle went away",  # [ERROR] level
    "2025-04-07 15:40:00.100000: E zorble/zorble_driver.cc:12] the zorble handle went away",  # E level
    "CMake Error: the zorble handle went away",  # Error:
    "test_zorble.py::test_handle FAILED",  # FAILED
    "Fatal Python error: Segmentation fault",  # a fatal signal
    "Killed",  # the shell's SIGKILL
    "subprocess.CalledProcessError: Command '['python', 'z.py']' returned non-zero exit status 1.",
]


@pytest.mark.parametrize("line", FAILURE_LINES)
def test_every_kind_of_failure_line_gives_a_finding(tmp_path, line):
    path = tmp_path / "job.log"
    path.write_text("starting the zorble job\nloading 12 shards\n" + line + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings, f"no finding for: {line}"
    assert report.to_dict()["verdict"]["kind"] == "failed"


UPLOAD_ERROR = "could not upload the summary to the dashboard, will retry later"


def _steps_then(tmp_path, error: str, finished: bool):
    rng = random.Random(8)
    body, t = build.training(build.T0 + 300, 1, 40, 40, build.decaying_loss(rng), rng)
    lines = build.header(build.T0, 0) + body + [build.mf("ERROR", t + 1, "project/train.py:90", error)]
    lines += [build.mf("INFO", t + 2 + i, "project/train.py:88", f"writing shard {i}") for i in range(30)]
    if finished:
        lines.append(build.mf("INFO", t + 40, "mindformers/trainer/base_trainer.py:1150", ".....Training Over!....."))
    path = tmp_path / "worker_0.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(path)], Options(probes=False))


def test_a_run_that_finished_is_not_failed_by_a_stray_error_line(tmp_path):
    report = _steps_then(tmp_path, UPLOAD_ERROR, finished=True)
    assert report.findings == []
    assert report.to_dict()["verdict"]["kind"] == "healthy"


def test_the_same_error_line_in_a_run_that_did_not_finish_is_reported(tmp_path):
    report = _steps_then(tmp_path, UPLOAD_ERROR, finished=False)
    assert [f.category for f in report.findings] == ["other"]
