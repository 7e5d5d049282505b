"""One "earliest" rule: the culprit rules order ranks' first errors as the timeline orders lines.

torchrun merges every rank into one file behind `[rankN]:` prefixes, often without timestamps. Then
only the input and line order says which rank failed first; the culprit rules once ordered by time
alone and, on a tie, named the lowest rank, while the timeline (and the finding itself) put the other
rank's line first.
"""

from __future__ import annotations

from analyzer.analysis import timeline
from analyzer.model import Evidence
from analyzer.pipeline.engine import Options, diagnose

MERGED_NO_TIMES = """\
[rank0]: epoch 1 step 1 loss 2.31
[rank1]: epoch 1 step 1 loss 2.30
[rank3]: epoch 1 step 1 loss 2.29
[rank3]: ERROR: custom reader failed: shard index 17 is not in the manifest
[rank1]: ERROR: custom reader failed: shard index 9 is not in the manifest
"""


def test_culprit_is_the_rank_whose_line_came_first_without_timestamps(tmp_path):
    log = tmp_path / "train.log"
    log.write_text(MERGED_NO_TIMES, encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    top = report.findings[0]
    assert top.culprit is not None and top.culprit.names_rank
    assert top.evidence[0].rank == 3
    assert top.culprit.rank == 3  # the order of lines, not the lower rank number


def test_earliest_rank_orders_by_time_then_input_then_line():
    firsts = {1: Evidence("b.log", 5, "x", 1, None), 3: Evidence("a.log", 40, "x", 3, None)}
    assert timeline.earliest_rank(firsts, {"a.log": 0, "b.log": 1}) == 3  # a.log is the earlier input
    assert timeline.earliest_rank(firsts, {"a.log": 1, "b.log": 0}) == 1
    timed = {1: Evidence("b.log", 5, "x", 1, 100.0), 3: Evidence("a.log", 40, "x", 3, 101.0)}
    assert timeline.earliest_rank(timed, {"a.log": 0, "b.log": 1}) == 1  # a timestamp outranks line order
    # within the clock slack, a rank that was waiting on a peer does not win
    assert timeline.earliest_rank(timed, {}, waiting={1}, slack=2.0) == 3


def test_a_fallback_line_and_a_signature_line_of_one_second_are_ordered_by_their_lines(tmp_path):
    """Rank 1's collective met another one (`Memcpy error ... dest size is 4, src size is 64`, a signature) and
    the kernel launch failed below it (`Launch kernel failed`, read by the family fallback) in the same second:
    the earlier line is the root, whatever kind of finding each is."""
    log = tmp_path / "worker_1.log"
    log.write_text(
        "[ERROR] DISTRIBUTED(3620,7f2978ffa6c0,python):2026-12-04-23:50:04.640.399 [mindspore/ccsrc/cluster/rpc/"
        "core/collective_ops_impl.cc:290] ReduceBroadcastAllReduce] Memcpy error, errorno(162), dest size is 4, "
        "src size is 64\n"
        "[ERROR] KERNEL(3620,7f2978ffa6c0,python):2026-12-04-23:50:04.640.489 [mindspore/ops/kernel/cpu/native/"
        "allreduce_cpu_kernel.cc:89] Launch] AllReduceCPUKernelMod launch failed.\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 42, in <module>\n'
        "    loss = train_step(x, y)\n"
        "RuntimeError: Launch kernel failed: Default/AllReduce-op3\n", encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    assert report.findings[0].signature == "ms_collective_out_of_step"
