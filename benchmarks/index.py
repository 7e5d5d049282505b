"""The message index: build time, what a cached lookup adds to a run, and top-1 before / after.

    python benchmarks/index.py                       # all three measurements
    python benchmarks/index.py --skip-build          # only overhead and accuracy (uses the user's cache)
    python benchmarks/index.py --sets tests/realworld/hf tests/fixtures/emitters

Build: each installed default library is indexed into a fresh temporary cache; wall time and CPU
time (this process and its workers) are printed with the load average, since a shared machine
stretches wall time. Overhead: each log is diagnosed in-process with the index off
(MSDIAG_NO_INDEX=1) and on (cached), best of a few repeats. Accuracy: labelled sets in the corpus
layout (CONTRACT §4), top-1, share of `other` / no finding, false alarms, index off and on.
Timings are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from analyzer.knowledge.emitters.catalogue import DISABLE_ENV  # noqa: E402
from analyzer.knowledge.emitters.sources import DEFAULT_PACKAGES, installed  # noqa: E402
from analyzer.knowledge.emitters.store import build  # noqa: E402
from analyzer.pipeline.engine import Options, diagnose  # noqa: E402

DEFAULT_SETS = ("tests/fixtures/emitters", "tests/realworld/hf", "tests/realworld/ms", "tests/realworld/ml",
                "tests/realworld/ml2", "tests/realworld/ms2", "tests/realworld/msdocs")


def cpu_seconds() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure_build() -> None:
    print(f"build (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MSDIAG_CACHE_DIR"] = tmp
        total_wall = total_cpu = 0.0
        for name in DEFAULT_PACKAGES:
            source = installed(name)
            if source is None:
                print(f"  {name}: not installed")
                continue
            wall, cpu = time.perf_counter(), cpu_seconds()
            info = build(source)
            wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
            total_wall, total_cpu = total_wall + wall, total_cpu + cpu
            print(f"  {name} {info.version}: {info.templates} templates, {info.coverage:.1%} categorised, "
                  f"{wall:.1f} s wall, {cpu:.1f} s CPU")
        print(f"  all: {total_wall:.1f} s wall, {total_cpu:.1f} s CPU")
        del os.environ["MSDIAG_CACHE_DIR"]


def _labelled(folder: Path) -> list[tuple[Path, str]]:
    entries = yaml.safe_load((folder / "labels.yaml").read_text(encoding="utf-8")) or []
    out = []
    for e in entries:
        log = folder / f"{e['id']}.log"
        out.append((log if log.exists() else folder / str(e["id"]), e["category"]))
    return out


def _run(path: Path, indexed: bool) -> tuple[float, list[str]]:
    if indexed:
        os.environ.pop(DISABLE_ENV, None)
    else:
        os.environ[DISABLE_ENV] = "1"
    start = time.perf_counter()
    report = diagnose([str(path)], Options(probes=False))
    return time.perf_counter() - start, [f.category for f in report.findings]


def measure(sets: list[str], repeats: int) -> None:
    added: list[float] = []
    for name in sets:
        folder = REPO / name
        if not (folder / "labels.yaml").is_file():
            print(f"{name}: no labels.yaml, skipped")
            continue
        score = {False: [0, 0, 0, 0], True: [0, 0, 0, 0]}  # top-1, other, none, false alarms
        cases = 0
        for path, want in _labelled(folder):
            times = {}
            for indexed in (False, True):
                best, got = min(_run(path, indexed) for _ in range(repeats))
                times[indexed] = best
                s = score[indexed]
                if want == "none":
                    s[3] += bool(got)
                    continue
                top = got[0] if got else None
                s[0] += top == want
                s[1] += top == "other" and want != "other"
                s[2] += top is None
            cases += want != "none"
            added.append(times[True] - times[False])
        for indexed in (False, True):
            top1, other, none, alarms = score[indexed]
            print(f"{name} index {'on ' if indexed else 'off'}: top-1 {top1}/{cases} = {top1 / max(cases, 1):.2f}, "
                  f"wrongly other {other}, no finding {none}, false alarms {alarms}")
    os.environ.pop(DISABLE_ENV, None)
    if added:
        added.sort()
        print(f"cached index adds per run: median {added[len(added) // 2] * 1000:.0f} ms, "
              f"max {added[-1] * 1000:.0f} ms over {len(added)} logs (best of {repeats})")


def measure_cli(log: Path, repeats: int) -> None:
    """The whole command, imports included: what a user waits for on one small log."""
    import subprocess

    cmd = [sys.executable, "-c", "import sys; from analyzer.cli import main; sys.exit(main())", str(log),
           "--no-probes", "--format", "json"]
    best = {}
    for indexed in (False, True):
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        if not indexed:
            env[DISABLE_ENV] = "1"
        runs = []
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run(cmd, env=env, capture_output=True, check=False)
            runs.append(time.perf_counter() - start)
        best[indexed] = min(runs)
    print(f"msdiag {log.name}: {best[False]:.2f} s index off, {best[True]:.2f} s index on (cached): "
          f"+{(best[True] - best[False]) * 1000:.0f} ms")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--skip-build", action="store_true")
    p.add_argument("--sets", nargs="*", default=list(DEFAULT_SETS))
    p.add_argument("--repeats", type=int, default=3)
    args = p.parse_args()
    if not args.skip_build:
        measure_build()
    measure_cli(REPO / "tests" / "fixtures" / "emitters" / "001.log", max(args.repeats, 5))
    measure(args.sets, args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
