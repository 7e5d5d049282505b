"""Speed benchmark: msdiag against ripgrep on the same files and literals, plus small-log latency.

    python benchmarks/run.py --size-mb 1024            # generate (cached) and measure
    python benchmarks/run.py --size-mb 100 --size-mb 1024 --msdiag .venv/bin/msdiag

Prints, for each size: msdiag wall time, MB/s, ratio to `rg` searching the signatures' required literals,
peak RSS of the msdiag process tree, and whether every buried failure was found. Then the wall time of
msdiag on a 1 MB log and its import time. Timings are printed, never asserted.
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
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        out.seek(0)
        return wall, usage.ru_maxrss // 1024, out.read()


def literals() -> list[str]:
    sys.path.insert(0, str(HERE.parent))
    from analyzer.signatures import load_signatures

    sigs, _ = load_signatures()
    return sorted({lit for s in sigs for lit in s.literals})


def generate(size_mb: float, cache: Path) -> Path:
    out = cache / f"run_{int(size_mb)}mb"
    if not (out / "expected.json").exists():
        subprocess.run([sys.executable, str(HERE / "generate.py"), str(out), "--size-mb", str(size_mb)], check=True)
    return out


def du(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*.log"))


def check(report: dict, expected: dict) -> str:
    cats = [f["category"] for f in report.get("findings", [])]
    missing = [c for c in expected["categories"] if c not in cats]
    text = json.dumps(report)
    culprit_named = f'"culprit_rank": {expected["culprit_rank"]}' in text
    parts = ["all buried failures found" if not missing else f"MISSING {missing}"]
    parts.append(f"top={cats[0] if cats else None}")
    parts.append("culprit rank named" if culprit_named else "culprit rank not named")
    return ", ".join(parts)


def bench_size(size_mb: float, msdiag: list[str], cache: Path, lits: list[str]) -> None:
    folder = generate(size_mb, cache)
    nbytes = du(folder)
    rg = shutil.which("rg")
    rg_time = None
    if rg:
        cmd = [rg, "-c", "-F"] + [a for lit in lits for a in ("-e", lit)] + [str(folder)]
        timed(cmd)  # warm the page cache
        rg_time = min(timed(cmd)[0] for _ in range(2))
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
    imp = subprocess.run([sys.executable, "-X", "importtime", "-c", "import analyzer.cli, analyzer.engine"],
                         capture_output=True, text=True, cwd=HERE.parent)
    total = 0
    for line in imp.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[2].strip() in ("analyzer.cli", "analyzer.engine"):
            total += int(parts[1].strip())
    heavy = [m for m in ("mindspore", "transformers", "mindformers", "torch") if f"| {m}\n" in imp.stderr + "\n"]
    print(f"import analyzer.cli + analyzer.engine: {total / 1000:.0f} ms cumulative; heavy modules imported: "
          f"{heavy or 'none'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size-mb", type=float, action="append", help="input size(s) to measure (default 100)")
    ap.add_argument("--msdiag", default=shutil.which("msdiag") or "msdiag", help="msdiag command")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "msdiag-bench")
    args = ap.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    msdiag = args.msdiag.split()
    lits = literals()
    print(f"{len(lits)} required literals; hyperscan: {_has_hyperscan()}; cores: {os.cpu_count()}")
    for size in args.size_mb or [100]:
        bench_size(size, msdiag, args.cache, lits)
    bench_small(msdiag, args.cache)


def _has_hyperscan() -> bool:
    try:
        import hyperscan  # noqa: F401
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    main()
