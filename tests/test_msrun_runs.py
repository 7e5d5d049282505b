"""Real msrun jobs on CPU (tests/fixtures/msrun, made by make_runs.sh): category and culprit rank.

Each job had one rank go wrong in a different way; every line is what msrun, its scheduler and the
workers wrote. The scheduler's heartbeat verdict names the wrong rank in most of them, so these
tests hold the culprit rules to what the worker logs show.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from analyzer.analysis import culprit, msrun, rank_config, timeline
from analyzer.knowledge.catalog import load_catalog
from analyzer.model import Evidence
from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.reader import discover

from .conftest import REPO, SKIP_HEAVY

HERE = REPO / "tests" / "fixtures" / "msrun"
RUNS = HERE / "runs"
REALWORLD = REPO / "tests" / "realworld"
LABELS = yaml.safe_load((RUNS / "labels.yaml").read_text())
RULES = {"kill": "abnormal_exit", "hang": "stopped_first", "exit0": "stopped_first",
         "hidden_mismatch": "config_differs", "four_devices": "all_ranks", "nan": "root_error",
         "raise": "root_error", "config_key": "root_error"}


def report(case: str, lang: str = "en") -> dict:
    return diagnose([str(RUNS / case)], Options(probes=False, lang=lang)).to_dict()


@pytest.mark.parametrize("case", LABELS, ids=[c["id"] for c in LABELS])
def test_top_finding_has_the_right_category_and_culprit(case):
    rep = report(case["id"])
    if case["category"] == "none":
        assert rep["findings"] == []
        return
    top = rep["findings"][0]
    assert top["category"] == case["category"]
    assert "culprit_rank" in top and top["culprit_rank"] == case["culprit"]
    assert top["facts"]["culprit_rule"] == RULES[case["id"]]
    if case["culprit"] is not None:
        table = {item["rank"]: item for item in rep["ranks"]}
        assert table[case["culprit"]].get("culprit") is True


def test_a_killed_rank_is_its_own_finding_and_the_scheduler_blame_is_checked():
    rep = report("kill")
    top = rep["findings"][0]
    assert "killed by signal 9" in top["title"] and "OOM killer" in top["title"]
    assert top["facts"]["exit_code"] == -9 and top["facts"]["stopped_by_launcher"] == [0, 2, 3]
    blamed = top["facts"]["scheduler_blamed"]
    assert blamed["rank"] == 0 and blamed["agrees"] is False and blamed["seconds_after"] > 10
    assert not any(f["category"] == "hang_or_timeout" for f in rep["findings"])  # folded into the kill
    assert {item["rank"]: item.get("exit_code") for item in rep["ranks"]}[1] == -9
    assert "host_memory" not in top["facts"]  # the killed rank's log says nothing about memory


def test_msrun_pids_map_to_ranks_from_the_worker_log_prefix():
    scanner = load_catalog().scanner
    sources, _ = discover([str(RUNS / "kill")])
    run = msrun.read_run([scanner.scan(s, i) for i, s in enumerate(sources)])
    assert run is not None and len(run.exits) == 1
    gone = run.exits[0]
    assert (gone.rank, gone.code, gone.signal) == (1, -9, 9)
    assert run.blame is not None and run.blame.rank == 0  # what the scheduler said, for the record


def test_the_rank_with_other_settings_is_found_among_four():
    scanner = load_catalog().scanner
    sources, _ = discover([str(RUNS / "hidden_mismatch" / "msrun_log")])
    configs = {r.rank: r.config for r in (scanner.scan(s, i) for i, s in enumerate(sources)) if r.rank is not None}
    odd = rank_config.odd_rank(configs)
    assert odd is not None and (odd.rank, odd.key, odd.value, odd.others) == (1, "hidden_size", "1024", "768")
    assert not odd.parallel
    assert rank_config.odd_rank({r: c for r, c in configs.items() if r in (0, 1)}) is None  # two: no majority


def test_the_finding_says_which_rule_decided_in_chinese_too():
    for case in ("kill", "hang"):
        reason = report(case, lang="zh")["findings"][0]["facts"]["culprit_reason"]
        assert any("\u4e00" <= ch <= "\u9fff" for ch in reason)
        assert "<" not in reason


def test_ascend_only_signatures_stay_silent_on_cpu_runs():
    ascend = {p.stem for area in ("cann", "hccl") for p in (REPO / "signatures" / area).glob("*.yaml")}
    scanner = load_catalog().scanner
    for case in LABELS:
        sources, _ = discover([str(RUNS / case["id"])])
        fired = {h.signature for i, s in enumerate(sources) for h in scanner.scan(s, i).hits}
        assert not fired & ascend, case["id"]


@pytest.mark.skipif(SKIP_HEAVY or shutil.which("msrun", path=str(Path(sys.executable).parent)) is None,
                    reason="MSDIAG_SKIP_HEAVY or no msrun beside this Python")
def test_a_fresh_msrun_job_gives_the_same_verdict(tmp_path):
    env = dict(os.environ, MSRUN_RUNS_OUT=str(tmp_path),
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    subprocess.run(["bash", str(HERE / "make_runs.sh"), "kill"], env=env, check=True, timeout=300,
                   capture_output=True)
    rep = diagnose([str(tmp_path / "kill")], Options(probes=False)).to_dict()
    top = rep["findings"][0]
    assert (top["category"], top["culprit_rank"], top["facts"]["culprit_rule"]) == ("host_oom", 1, "abnormal_exit")


def test_every_culprit_wording_exists_in_english_and_chinese():
    from analyzer.knowledge.phrases import shipped_books

    assert all(set(texts) == {"en", "zh"} for texts in shipped_books()["culprit"].phrases.values())  # checked at load
    from analyzer.knowledge.check_rules import shipped_rules

    rules = shipped_rules()  # the findings' wording: checks/<id>.yaml, where every text has en and zh
    for rule_id in (culprit.KILLED_RULE, culprit.EXITED_RULE, culprit.STOPPED_RULE):
        assert all(f.en and f.zh for f in rules[rule_id].fixes)


def test_first_errors_closer_than_clock_skew_prefer_the_rank_that_was_not_waiting():
    """Two hosts, rank 0's clock 1 s behind: its timeout looks earlier than rank 1's own error."""
    waiting = timeline.RankState(0, paths=["worker_0.log"])
    waiting.first_error = Evidence("worker_0.log", 9, "Ring ReduceScatter wait receiving [1,22] failed.", 0, 100.0)
    waiting.first_error_is_symptom = True
    failing = timeline.RankState(1, paths=["worker_1.log"])
    failing.first_error = Evidence("worker_1.log", 7, "RuntimeError: boom", 1, 100.9)
    firsts = {0: waiting.first_error, 1: failing.first_error}
    assert culprit._earliest(firsts, [waiting, failing], []) == 1
    failing.first_error = Evidence("worker_1.log", 7, "RuntimeError: boom", 1, 100.0 + culprit.CLOCK_SLACK + 5)
    assert culprit._earliest({0: waiting.first_error, 1: failing.first_error}, [waiting, failing], []) == 0



@pytest.mark.parametrize("case", ["runs85/011", "runs46/007", "runs57/014"])
def test_a_worker_error_outranks_the_scheduler_timeout_that_came_after_it(case):
    """msrun's console joined with the worker logs: the scheduler's heartbeat verdict comes ~30 s after a
    worker's exception that no signature knows, and the worker's step lines follow that exception in the
    file. The exception leads and the timeout is folded into it as its symptom."""
    rep = diagnose([str(REALWORLD / f"{case}.log")], Options(probes=False)).to_dict()
    top = rep["findings"][0]
    assert top["category"] != "hang_or_timeout"
    assert top["evidence"][0]["text"].split(":")[0].endswith(("Error", "]")), top["evidence"][0]["text"]
    assert all(f["category"] != "hang_or_timeout" for f in rep["findings"])
    assert "msrun_node_timed_out" in top["related"]
