"""Figures for docs/scale.md: the Ray backend on a local multi-node cluster (`ray.cluster_utils.Cluster`).

    python benchmarks/cluster.py --nodes 2 --layout-mb 1024

For the same bytes as 8, 1,024 and 4,096 rank files (benchmarks/generate.py, cached like run.py): the
seconds of each phase (connect, list, scan, analyse on the driver), the scan throughput per node, the
summary bytes that travelled back per rank, the driver's peak RSS, and whether the buried OOM was found
on rank 3. The nodes of a local cluster share one disk and its cores, so throughput per node is a floor
for a real cluster, not a prediction. Timings are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from run import check, du, generate  # noqa: E402 - the benchmark's own helpers, beside this file


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=2)
    ap.add_argument("--cpus-per-node", type=int, default=1)
    ap.add_argument("--layout-mb", type=float, default=1024)
    ap.add_argument("--ranks", type=int, action="append", help="rank files per layout (default 8, 1024, 4096)")
    ap.add_argument("--shared", action="store_true", help="also measure --ray-shared")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "msdiag-bench")
    args = ap.parse_args()
    # a throw-away cluster on this machine: no token authentication, so no token is written to ~/.ray
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    import ray
    from ray.cluster_utils import Cluster

    from analyzer.pipeline.cluster import RayRun
    from analyzer.pipeline.engine import Options

    started = time.perf_counter()
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": args.cpus_per_node})
    for _ in range(args.nodes - 1):
        cluster.add_node(num_cpus=args.cpus_per_node)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, logging_level="ERROR", log_to_driver=False)
    print(f"{args.nodes} nodes x {args.cpus_per_node} CPU up in {time.perf_counter() - started:.1f} s; "
          f"machine cores {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    try:
        for ranks in args.ranks or [8, 1024, 4096]:
            folder = generate(args.layout_mb, args.cache, ranks)
            for shared in (False, True) if args.shared else (False,):
                measure(RayRun(cluster.address, [str(folder)], Options(probes=False), shared=shared), folder, ranks)
    finally:
        ray.shutdown()
        cluster.shutdown()


def measure(run, folder: Path, ranks: int) -> None:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    report = run.diagnose().to_dict()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    ex = report["execution"]
    sec = ex["seconds"]
    nbytes = du(folder)
    per_node = ", ".join(f"{n['files']} files/{n['bytes'] / 1e6:.0f} MB" for n in ex["per_node"])
    verdict = check(report, json.loads((folder / "expected.json").read_text()))
    per_node_rate = nbytes / 1e6 / sec["scan"] / len(ex["per_node"])
    print(f"{ranks:5d} ranks {'shared' if ex['shared_storage'] else 'local '} {nbytes / 1e6:5.0f} MB: "
          f"list {sec['expand']:.2f} s, scan {sec['scan']:.2f} s ({per_node_rate:.0f} MB/s per node), "
          f"analyse {sec['analyse']:.2f} s; {ex['tasks']} tasks; summaries "
          f"{ex['summary_bytes'] / 1e6:.2f} MB = {ex['summary_bytes'] / ranks / 1e3:.1f} KB per rank; driver peak RSS "
          f"{peak // 1024} MiB (+{(peak - before) // 1024}); per node: {per_node}; {verdict}")


if __name__ == "__main__":
    main()
