"""The one-sentence verdict (analyzer/analysis/story.py) that the web page shows on top and `msdiag` prints first."""

from __future__ import annotations

from pathlib import Path

from analyzer.analysis.story import rank_ranges, shorten_scope, verdict
from analyzer.cli import main

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "library"


def steps(loss: list[float]) -> dict:
    return {"findings": [], "series": [{"rank": 0, "step": list(range(1, len(loss) + 1)), "loss": loss}]}


def test_healthy_rising_and_single_step_read_as_people_write():
    assert verdict(steps([4.0, 3.0, 2.0, 1.0])).sentence == "Healthy run: 4 steps logged, loss falling, no error found."
    rising = verdict(steps([1.0, 2.0, 3.0, 4.0]))
    assert (rising.kind, rising.sentence) == ("no_failure_found",
                                              "No error found in 4 steps logged, but the loss is rising.")
    assert verdict(steps([2.0])).sentence == "Healthy run: 1 step logged, no error found."
    assert verdict(steps([4.0, 3.0, 2.0, 1.0]), "zh").sentence == "训练正常：记录了 4 步，loss 在下降，未发现错误。"


def test_one_rank_stopping_behind_the_others_without_error():
    report = {"findings": [], "series": [{"rank": 0, "step": [1, 2, 3], "loss": [3.0, 2.9, 2.8]}],
              "ranks": [{"rank": 0, "last_step": 9},
                        {"rank": 1, "last_step": 4, "last_activity": "saving a checkpoint"},
                        {"rank": 2, "last_step": 9}]}
    story = verdict(report)
    assert story.kind == "ended_without_error" and story.culprit_rank == 1
    assert story.sentence.startswith("The log ends without an error at step 4 on rank 1 "
                                     "(last seen saving a checkpoint)")
    finished = {**report, "ranks": [dict(r, last_activity="finished training") for r in report["ranks"]]}
    assert verdict(finished).kind == "healthy"


def test_not_a_log_needs_the_caller_to_say_so_and_findings_win():
    assert verdict({"findings": []}, not_a_log="binary").kind == "not_a_log"
    failed = {"findings": [{"title": "Boom", "severity": "error", "facts": {}}]}
    assert verdict(failed, not_a_log="structure").kind == "failed"
    assert verdict({"findings": []}).kind == "no_failure_found"


def test_scope_paths_and_rank_ranges_shorten():
    title = "OOM for Default/network-A/_backbone-B/layers-CellList/11-Dec/attention-LLamaAttention/MatMul-op2177 now"
    assert shorten_scope(title) == "OOM for …/attention-LLamaAttention/MatMul-op2177 now"
    assert shorten_scope("/usr/lib/python3/site-packages/x.py") == "/usr/lib/python3/site-packages/x.py"
    assert rank_ranges([7, 0, 1, 2, 4, 5, 6]) == "0-2, 4-7"
    assert rank_ranges([3]) == "3"


def test_text_report_prints_the_verdict_first(capsys):
    main(["--no-probes", str(ROOT / "examples" / "msrun_oom")])
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("Rank 3 failed first at step 30 (20:54): Device memory ran out"), out[:400]
    main(["--no-probes", "--lang", "zh", str(FIXTURES / "ms_train_normal_loss_monitor.log")])
    assert capsys.readouterr().out.splitlines()[0].startswith("训练正常：记录了 15 步")


def test_a_failure_printed_before_the_first_step_is_not_placed_at_the_last_one():
    """A parity check printed `allclose=False` before training and the script trained on to step 55: the
    failure is placed where its line was, in start-up, not at the run's last step."""
    phase = {"phase": "startup", "text": "during start-up, before the first step",
             "text_zh": "启动阶段，第一个训练步之前"}
    report = {**steps([1.66, 1.59, 1.51]),
              "findings": [{"title": "Numbers differ from the reference", "severity": "error",
                            "facts": {"phase": phase}}]}
    assert verdict(report).sentence == ("Failed during start-up, before the first step: "
                                        "Numbers differ from the reference.")
    assert verdict(report, "zh").sentence.startswith("训练失败（启动阶段，第一个训练步之前）")
    later = {**report, "findings": [{**report["findings"][0], "facts": {"phase": {**phase, "phase": "training"}}}]}
    assert verdict(later).sentence == "Failed at step 3: Numbers differ from the reference."
    curve = {**report, "findings": [{**report["findings"][0], "rule": "loss.reference_gap"}]}
    assert verdict(curve).sentence == "Failed at step 3: Numbers differ from the reference."
