"""Speed benchmark: msdiag against ripgrep on the same files and literals, plus small-log latency.

    python benchmarks/run.py --size-mb 1024            # generate (cached) and measure
    python benchmarks/run.py --size-mb 100 --size-mb 1024 --msdiag .venv/bin/msdiag
    python benchmarks/run.py --layouts                 # the same ~1 GB as 8, 1,024 and 4,096 rank files

Prints, for each size: msdiag wall time, MB/s, ratio to `rg` searching the signatures' required literals,
peak RSS of the msdiag process tree, and whether every buried failure was found. Then the wall time of
msdiag on a 1 MB log and its import time. With --layouts, the same bytes split into 8 x 128 MB,
1,024 x 1 MB and 4,096 x 256 KB rank files: wall and CPU seconds, peak memory, the ratio to the 8-file
layout and to ripgrep (16 typical anchors, and all of msdiag's literals). Timings are printed, never
asserted; on a shared machine read the CPU seconds, which the load of other processes changes less.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def timed(cmd: list[str], env: dict | None = None) -> tuple[float, int, bytes]:
    """(wall seconds, peak RSS in MiB of the process and its reaped children, stdout)."""
    wall, _, rss, out = timed_cpu(cmd, env)
    return wall, rss, out


def timed_cpu(cmd: list[str], env: dict | None = None) -> tuple[float, float, int, bytes]:
    """(wall seconds, CPU seconds of the process and its reaped children, peak RSS in MiB, stdout)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        out.seek(0)
        return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss // 1024, out.read()


def literals() -> list[str]:
    sys.path.insert(0, str(HERE.parent))
    from analyzer.knowledge.signatures import load_signatures

    sigs, _ = load_signatures()
    return sorted({lit for s in sigs for lit in s.literals})


def generate(size_mb: float, cache: Path, ranks: int = 8) -> Path:
    out = cache / (f"run_{int(size_mb)}mb" if ranks == 8 else f"run_{int(size_mb)}mb_{ranks}r")
    if not (out / "expected.json").exists():
        subprocess.run([sys.executable, str(HERE / "generate.py"), str(out), "--size-mb", str(size_mb),
                        "--ranks", str(ranks)], check=True)
    return out


def du(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*.log"))


def check(report: dict, expected: dict) -> str:
    findings = report.get("findings", [])
    cats = [f["category"] for f in findings]
    missing = [c for c in expected["categories"] if c not in cats]
    text = json.dumps(report)
    culprit_named = f'"culprit_rank": {expected["culprit_rank"]}' in text
    parts = ["all buried failures found" if not missing else f"MISSING {missing}"]
    parts.append(f"top={cats[0] if cats else None}")
    parts.append("culprit rank named" if culprit_named else "culprit rank not named")
    if findings and findings[0].get("evidence"):
        culprit_file = f"rank_{expected['culprit_rank']}/"
        named = culprit_file in findings[0]["evidence"][0]["path"]
        parts.append(f"culprit file {culprit_file} first" if named else "culprit file not first")
    return ", ".join(parts)


# What a user greps a failed run for: the 16 anchors the speed goal is measured against.
TYPICAL_ANCHORS = ("Traceback", "Error:", "ERROR", "Out of Memory", "out of memory", "EI0002", "EI0006",
                   "EE9999", "EL0004", "memory isn't enough", "timed out", "Timeout", "NaN",
                   "overflow cond: True", "Segmentation fault", "Killed")


def rg_seconds(folder: Path, lits: list[str] | tuple[str, ...]) -> tuple[float, float] | None:
    """(wall, CPU) seconds of ripgrep counting the lines with any of `lits`, best of two warm runs."""
    rg = shutil.which("rg")
    if not rg:
        return None
    cmd = [rg, "-c", "-F"] + [a for lit in lits for a in ("-e", lit)] + [str(folder)]
    timed(cmd)  # warm the page cache
    runs = [timed_cpu(cmd) for _ in range(2)]
    return min(r[0] for r in runs), min(r[1] for r in runs)


def bench_layouts(size_mb: float, msdiag: list[str], cache: Path, lits: list[str]) -> None:
    """The same bytes as 8, 1,024 and 4,096 rank files: cost must not grow with the number of files."""
    base: float | None = None
    base_cpu: float | None = None
    for ranks in (8, 1024, 4096):
        folder = generate(size_mb, cache, ranks)
        nbytes = du(folder)
        anchors, everything = rg_seconds(folder, TYPICAL_ANCHORS), rg_seconds(folder, lits)
        wall, cpu, rss, out = timed_cpu(msdiag + ["--format", "json", "--no-probes", str(folder)])
        try:
            verdict = check(json.loads(out), json.loads((folder / "expected.json").read_text()))
        except ValueError:
            verdict = "msdiag printed no JSON"
        base, base_cpu = base or wall, base_cpu or cpu
        rg_text = (f"{wall / anchors[0]:.1f}x / {cpu / anchors[1]:.1f}x CPU of rg-16 ({anchors[0]:.2f} s, "
                   f"{anchors[1]:.2f} s CPU), {wall / everything[0]:.1f}x / {cpu / everything[1]:.1f}x CPU of "
                   f"rg-{len(lits)} ({everything[0]:.2f} s, {everything[1]:.2f} s CPU)"
                   ) if anchors and everything else "rg not installed"
        print(f"{ranks:5d} files x {nbytes / ranks / 1e6:7.2f} MB  msdiag {wall:6.2f} s wall, {cpu:6.2f} s CPU  "
              f"peak RSS {rss:4d} MiB  {wall / base:.2f}x / {cpu / base_cpu:.2f}x CPU of 8 files  {rg_text}  "
              f"{verdict}")


def bench_size(size_mb: float, msdiag: list[str], cache: Path, lits: list[str]) -> None:
    folder = generate(size_mb, cache)
    nbytes = du(folder)
    rg = rg_seconds(folder, lits)
    rg_time = rg[0] if rg else None
    wall, rss, out = timed(msdiag + ["--format", "json", "--no-probes", str(folder)])
    try:
        verdict = check(json.loads(out), json.loads((folder / "expected.json").read_text()))
    except ValueError:
        verdict = "msdiag printed no JSON"
    mb = nbytes / 1e6
    ratio = f"{wall / rg_time:.2f}x rg ({rg_time:.2f} s)" if rg_time else "rg not installed"
    print(f"{mb:8.0f} MB  msdiag {wall:6.2f} s  {mb / wall:7.1f} MB/s  {ratio}  peak RSS {rss} MiB  {verdict}")


def bench_small(msdiag: list[str], cache: Path) -> None:
    folder = generate(1, cache)
    one = folder / "rank_3" / "info.log"
    times = sorted(timed(msdiag + ["--format", "json", "--no-probes", str(one)])[0] for _ in range(5))
    print(f"1 MB log ({one.stat().st_size / 1e6:.2f} MB): median {times[2]:.3f} s, best {times[0]:.3f} s")
    imp = subprocess.run([sys.executable, "-X", "importtime", "-c", "import analyzer.cli, analyzer.pipeline.engine"],
                         capture_output=True, text=True, cwd=HERE.parent)
    total = 0
    for line in imp.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[2].strip() in ("analyzer.cli", "analyzer.pipeline.engine"):
            total += int(parts[1].strip())
    heavy = [m for m in ("mindspore", "transformers", "mindformers", "torch") if f"| {m}\n" in imp.stderr + "\n"]
    print(f"import analyzer.cli + analyzer.pipeline.engine: {total / 1000:.0f} ms cumulative; heavy modules imported: "
          f"{heavy or 'none'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size-mb", type=float, action="append", help="input size(s) to measure (default 100)")
    ap.add_argument("--msdiag", default=default_msdiag(), help="msdiag command (default: the one beside this "
                    "Python, else the one on PATH)")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "msdiag-bench")
    ap.add_argument("--layouts", action="store_true", help="the same bytes as 8, 1,024 and 4,096 rank files")
    ap.add_argument("--layout-mb", type=float, default=1024, help="bytes of the --layouts run (default 1024)")
    args = ap.parse_args()
    msdiag = args.msdiag.split()
    if not msdiag or not shutil.which(msdiag[0]):
        ap.error(f"no msdiag command at {args.msdiag!r}: install msdiag in this environment or pass --msdiag PATH")
    args.cache.mkdir(parents=True, exist_ok=True)
    lits = literals()
    print(f"{len(lits)} required literals; hyperscan: {_has_hyperscan()}; cores: {os.cpu_count()}; "
          f"load average {os.getloadavg()[0]:.1f}")
    if args.layouts:
        bench_layouts(args.layout_mb, msdiag, args.cache, lits)
        if not args.size_mb:
            return
    for size in args.size_mb or [100]:
        bench_size(size, msdiag, args.cache, lits)
    bench_small(msdiag, args.cache)


def default_msdiag() -> str:
    """The msdiag installed with the interpreter running the benchmark (a venv's bin/), else the one on PATH."""
    beside = Path(sys.executable).parent / "msdiag"
    return str(beside) if beside.is_file() else shutil.which("msdiag") or "msdiag"


def _has_hyperscan() -> bool:
    try:
        import hyperscan  # noqa: F401
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    main()
