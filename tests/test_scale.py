"""Cost that does not grow with the number of ranks: per-file budgets, fixed-size loss sketches, the
median band across many ranks, capped candidate lines, thousands of files under a low fd limit.

Rank logs come from benchmarks/generate.py (real MindFormers step-line formats; a device OOM buried on
rank 3, HCCL timeouts naming rank 3 on every other rank). No timing is asserted: speed is printed by
benchmarks/run.py --layouts.
"""

from __future__ import annotations

import importlib.util
import io
import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest

from analyzer.pipeline import series
from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.scan import RUN_STEP_LINES, STEPS_FULL, Budget
from analyzer.pipeline.series import Point, Sketch

from .conftest import REPO, SKIP_HEAVY

heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY: many generated rank files")


def _write_ranks(root: Path, ranks: int, rank_bytes: int) -> Path:
    spec = importlib.util.spec_from_file_location("msdiag_bench_generate", REPO / "benchmarks" / "generate.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    for rank in range(ranks):
        folder = root / f"rank_{rank}"
        folder.mkdir(parents=True)
        gen.write_rank(folder / "info.log", rank, ranks, rank_bytes, 7)
    return root


def test_budget_shares_one_run_budget_between_files():
    few, many, huge = Budget.for_files(4), Budget.for_files(1024), Budget.for_files(4096)
    assert few.steps_full == STEPS_FULL and few.points == series.SKETCH_CAPACITY  # a few big files: as before
    assert many.steps_full * 1024 <= RUN_STEP_LINES and many.points < few.points
    assert huge.steps_full >= 8 and huge.points >= 32 and huge.hits_per_signature >= 16  # a floor per file


def _points(n: int) -> list[Point]:
    return [Point(step=i, loss=10.0 - i * 1e-3, line=i * 2, global_norm=1.0) for i in range(1, n + 1)]


def test_sketch_stays_fixed_size_and_keeps_every_alert():
    pts = _points(100_000)
    pts[40_000] = Point(40_001, math.nan, pts[40_000].line)
    pts[70_000] = Point(70_001, 3.0, pts[70_000].line, overflow=True)
    pts[90_000] = Point(90_001, 50.0, pts[90_000].line, global_norm=900.0)  # a spike
    sketch = Sketch(64)
    for p in pts:
        sketch.add(p)
    sketch.freeze()
    kept = sketch.points()
    assert len(kept) <= 64 + 2
    assert kept[0].step == 1 and kept[-1].step == 100_000  # first and last point
    assert any(math.isnan(p.loss) for p in kept) and any(p.overflow for p in kept)
    assert any(p.loss == 50.0 and p.global_norm == 900.0 for p in kept)  # the bucket's max survives
    assert [p.line for p in kept] == sorted(p.line for p in kept)


def test_sketch_keeps_short_series_exactly():
    pts = _points(40) + [Point(41, math.inf, 82, lr=1e-5, loss_scale=1024.0, epoch=2.0)]
    assert Sketch.of(pts).points() == pts
    packed = Sketch.of(pts)
    packed.freeze()
    assert packed.points() == pts  # packing loses nothing (None stays None, inf stays inf)


def _key(p: Point | None) -> tuple | None:
    return None if p is None else (p.step, p.line, p.time, math.isnan(p.loss) or p.loss)  # NaN != NaN


def test_sketch_answers_last_points_from_its_packed_columns():
    """What the timeline and the phase ask each rank (its last point, its last point up to a line, that line
    included, or a time) is read from the packed sketch, and agrees with filtering the unpacked points."""
    pts = [Point(s, 5.0 - s * 0.01, s * 3, time=None if s % 7 == 0 else 100.0 + s) for s in range(1, 300)]
    pts[150] = Point(151, math.nan, 453, time=251.0)
    for frozen in (False, True):
        sketch = Sketch.of(pts, 64)
        if frozen:
            sketch.freeze()
        kept = sketch.points()
        assert sketch.last() == kept[-1]
        for line in (1, 3, 4, 200, 453, 454, 10_000):
            want = [p for p in kept if p.line <= line]
            assert _key(sketch.last_before(line=line)) == _key(want[-1] if want else None)
        for when in (50.0, 101.0, 199.5, 251.0, 1e9):
            want = [p for p in kept if p.time is not None and p.time <= when]
            assert _key(sketch.last_before(time=when)) == _key(want[-1] if want else None)
    assert Sketch().last() is None and Sketch().last_before(line=5) is None


def test_band_names_the_rank_that_leaves_it():
    curves = []
    for rank in range(32):
        scale = 3.0 if rank == 17 else 1.0
        curves.append(Sketch.of([Point(s, scale * (5.0 - s * 0.01), s) for s in range(1, 201)]))
    found = series.band(curves)
    assert found is not None and found.ranks == 32
    assert [i for i, _ in found.outliers] == [17]
    assert found.loss_low[0] <= found.loss_median[0] <= found.loss_high[0]
    assert series.band(curves[:4]) is None  # a few ranks: every series is shown as it is


def _prefixed_log(rank: int, shape: int) -> bytes:
    """A rank log under a launcher prefix no known grammar reads (`<w3> 03:04:05.123 >> `, `05:03 || `)."""
    lines = []
    for i in range(60):
        message = f"step {i} done, loss {2.5 - i * 0.01:.3f}" if i % 3 else f"loading shard {i} of the dataset"
        head = f"<w{rank}> 03:04:{i:02d}.{i * 7 % 1000:03d} >> " if shape == 0 else f"{i:02d}:{rank:02d} || "
        lines.append(head + message)
    lines.append((f"<w{rank}> 03:05:00.000 >> " if shape == 0 else f"60:{rank:02d} || ")
                 + "RuntimeError: Device(id:2) memory isn't enough and alloc failed, alloc size: 2147483648B.")
    return ("\n".join(lines) + "\n").encode()


def test_many_files_learn_each_launcher_shape_once():
    """With thousands of files, a file whose head has the shapes of an earlier file's reuses its learned
    prefixes (no per-file learning), and they cut its lines as its own learning would have."""
    from analyzer.knowledge.catalog import load_catalog
    from analyzer.pipeline.prefixes import learn
    from analyzer.pipeline.reader import Source

    budget = Budget.for_files(4096)
    scanner = load_catalog(()).scanner.with_budget(budget)
    logs = [_prefixed_log(rank, rank % 2) for rank in range(6)]
    results = [scanner.scan(Source(f"rank_{i}.log", lambda b=b: io.BytesIO(b)), i) for i, b in enumerate(logs)]
    assert results[0].prefixes is results[2].prefixes is results[4].prefixes  # learned once per shape
    assert results[1].prefixes is results[3].prefixes and results[1].prefixes != results[0].prefixes
    for r, data in zip(results, logs):
        own = learn(data, budget.prefix_lines)
        assert own.templates and r.prefixes.templates == own.templates
        oom = [h for h in r.hits if h.signature == "ms_kernel_memory_not_enough"]
        assert oom and oom[0].evidence.text.startswith("RuntimeError: Device(id:2)")  # read through its prefix
    few = load_catalog(()).scanner.with_budget(Budget.for_files(4))
    alone = [few.scan(Source(f"rank_{i}.log", lambda b=b: io.BytesIO(b)), i) for i, b in enumerate(logs[:3])]
    assert alone[0].prefixes is not alone[2].prefixes  # a few files: each learns from its own head


def test_repeated_error_lines_are_capped_with_a_note(tmp_path):
    log = tmp_path / "worker_0.log"
    lines = [f"2024-01-02 03:04:{i % 60:02d},000 - app - ERROR - unknown failure number {i} in the widget"
             for i in range(3000)]
    log.write_text("\n".join(lines) + "\n")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    capped = [n for n in report["notes"] if "past the per-file limit" in n]
    assert len(capped) == 1 and "error lines" in capped[0]


@heavy
def test_many_rank_files_find_the_buried_oom_with_its_file(tmp_path):
    root = _write_ranks(tmp_path / "run", 48, 1_000_000)  # long enough for the loss to leave ln(vocab)
    report = diagnose([str(root)], Options(probes=False)).to_dict()
    top = report["findings"][0]
    assert top["category"] == "device_oom" and top["facts"]["culprit_rank"] == 3
    assert top["evidence"][0]["path"].endswith("rank_3/info.log")
    assert len(report["ranks"]) == 48 and len(report["inputs"]) == 48
    band = report["series_band"]
    assert band["series"] == 48 and len(band["step"]) == len(band["loss_median"]) > 10
    assert len(report["series"]) <= 1 + series.MAX_OUTLIERS  # the band stands for the other ranks
    assert report["series"][0]["rank"] == 0


def test_short_rank_files_keep_the_buried_oom_above_the_checkpoint_warning(tmp_path):
    """The 4,096-file layout's geometry (~134 KB a rank, so the loss is still near ln(vocab) when rank 3
    crashes): rank 5's "not loaded" warning must not borrow rank 3's short curve to become the root."""
    root = _write_ranks(tmp_path / "run", 8, 134_000)
    report = diagnose([str(root)], Options(probes=False)).to_dict()
    top = report["findings"][0]
    assert top["category"] == "device_oom" and top["facts"]["culprit_rank"] == 3
    assert top["evidence"][0]["path"].endswith("rank_3/info.log")
    key = next(f for f in report["findings"] if f["category"] == "missing_or_unexpected_keys")
    assert key["severity"] == "warning" and "loss_after_load" not in key["facts"]


@heavy
def test_thousands_of_files_under_a_low_open_file_limit(tmp_path):
    root = tmp_path / "run"
    for rank in range(1500):
        folder = root / f"rank_{rank}"
        folder.mkdir(parents=True)
        text = f"2024-01-02 03:04:05,000 - mindformers - INFO - Global rank id is {rank}\n"
        if rank == 1234:
            text += "RuntimeError: Device(id:2) memory isn't enough and alloc failed, alloc size: 2147483648B.\n"
        (folder / "info.log").write_text(text)
    code = ("import resource, sys; resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256)); "
            "from analyzer.cli import main; sys.exit(main(sys.argv[1:]))")
    done = subprocess.run([sys.executable, "-c", code, "--no-probes", "--format", "json", str(root)],
                          capture_output=True, text=True, cwd=REPO, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    assert done.returncode == 1, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert len(report["inputs"]) == 1500
    assert report["findings"][0]["category"] == "device_oom"
    assert report["findings"][0]["evidence"][0]["path"].endswith("rank_1234/info.log")


def _step_log(rank: int, steps: int, diverge_at: Optional[int], flat_from: Optional[int] = None) -> bytes:
    """A MindFormers rank log of `steps` step lines; from `diverge_at` on, the loss climbs away; from
    `flat_from` on, it is stuck at one value (the same on every rank, as a data-parallel loss is)."""
    lines = [f"2024-01-02 03:04:05,000 - mindformers - INFO - Global rank id is {rank}"]
    for s in range(1, steps + 1):
        loss = 8.0 - 5.0 * s / steps + 0.01 * (rank % 5)
        if diverge_at is not None and s >= diverge_at:
            loss = 3.0 + 0.2 * (s - diverge_at)
        if flat_from is not None and s >= flat_from:
            loss = 6.25
        lines.append(f"2024-01-02 03:{s // 60 % 60:02d}:{s % 60:02d},000 - mindformers - INFO - {{ Epoch:[  1/  1], "
                     f"step:[{s:5d}/{steps:5d}], loss: {loss:.3f}, per_step_time: 1543ms, lr: 1e-05, "
                     f"overflow cond: False, loss_scale: 1.0, global_norm [1.5], train_throughput_per_npu: 201.53T")
    return ("\n".join(lines) + "\n").encode()


@pytest.mark.parametrize("diverge_at", [420, None])
def test_many_ranks_pool_their_few_step_lines_for_the_divergence_check(diverge_at):
    """With 1,024 files each samples a handful of step lines, at its own offset: no rank has the 20
    points its own check needs, but the pooled series finds the divergence, on real ranks' lines."""
    from analyzer.analysis.loss import DIVERGE_MIN_POINTS, loss_findings
    from analyzer.knowledge.catalog import load_catalog
    from analyzer.pipeline.reader import Source
    from analyzer.pipeline.scan import POOL_FILES

    budget = Budget.for_files(1024)
    assert budget.stagger and budget.steps_sampled < DIVERGE_MIN_POINTS
    scanner = load_catalog(()).scanner.with_budget(budget)
    logs = [_step_log(rank, 600, diverge_at) for rank in range(POOL_FILES)]
    results = [scanner.scan(Source(f"rank_{i}/info.log", lambda b=b: io.BytesIO(b)), i) for i, b in enumerate(logs)]
    assert all(len(r.points) < DIVERGE_MIN_POINTS for r in results)
    assert len({p.step for r in results for p in r.points}) > 20 * budget.steps_sampled  # the offsets interleave
    found = [f for f in loss_findings(results) if f.facts.get("check") == "diverge"]
    if diverge_at is None:
        assert not found
        return
    assert len(found) == 1 and found[0].facts["pooled_ranks"] == POOL_FILES
    assert abs(found[0].facts["step"] - diverge_at) < 60
    for ev in found[0].evidence:
        r = next(r for r in results if r.path == ev.path)
        assert ev.rank == r.rank and any(p.line == ev.line for p in r.points)
    assert loss_findings(results[:POOL_FILES - 1]) == []  # fewer ranks: each rank's own check, too few points


def test_many_ranks_pool_their_few_step_lines_for_the_flat_check():
    """A loss stuck at one value on every rank is said from the pooled series, as one rank's 15
    consecutive points said it when each rank had enough of them; the evidence lines are real ranks'."""
    from analyzer.analysis.loss import FLAT_MIN_POINTS, loss_findings
    from analyzer.knowledge.catalog import load_catalog
    from analyzer.pipeline.reader import Source
    from analyzer.pipeline.scan import POOL_FILES

    budget = Budget.for_files(1024)
    scanner = load_catalog(()).scanner.with_budget(budget)
    logs = [_step_log(rank, 600, None, flat_from=200) for rank in range(POOL_FILES)]
    results = [scanner.scan(Source(f"rank_{i}/info.log", lambda b=b: io.BytesIO(b)), i) for i, b in enumerate(logs)]
    assert all(len(r.points) < FLAT_MIN_POINTS for r in results)
    found = [f for f in loss_findings(results) if f.facts.get("check") == "flat"]
    assert len(found) == 1 and found[0].facts["pooled_ranks"] == POOL_FILES
    assert abs(found[0].facts["from_step"] - 200) < 40 and found[0].facts["loss"] == 6.25
    for ev in found[0].evidence:
        r = next(r for r in results if r.path == ev.path)
        assert ev.rank == r.rank and any(p.line == ev.line and p.loss == 6.25 for p in r.points)
    assert not [f for f in loss_findings(results) if f.facts.get("check") == "diverge"]
