"""Bounded load test of the web API on loopback: concurrent clients posting 1 MB failure logs.

    python benchmarks/load.py                                  # 8 clients, 240 requests, 1 MB pastes
    python benchmarks/load.py --clients 16 --requests 400 --queue 4 --max-seconds 300

Starts the real application (webui.create_app) in werkzeug's threaded server on 127.0.0.1 and an
ephemeral port (waitress when installed and --server waitress), then `--clients` threads post
`--requests` pastes in all to POST /api/diagnose. Each paste is a real healthy training log from the
shared fixtures, repeated to `--paste-mb`, with a real failure log buried at a random place; the
answer must be 200 and name that failure's category first (learned by analysing the failure alone
beforehand, never hard-coded). Prints p50/p90/p99/max latency, throughput, and counts of
wrong answers, 503s (load shed by the bounded pool, retried after a pause) and other errors.

Only the loopback address is ever used. The run stops at --requests or --max-seconds, whichever
comes first. Latencies are printed, never asserted.
"""

from __future__ import annotations

import argparse
import http.client
import json
import logging
import random
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

LOOPBACK = "127.0.0.1"
HEALTHY = ("mindformers_file_log_rank_0_info.log.txt", "ms_train_normal_loss_monitor.log")
FAILURES = ("tf_register_aimv2_builtin.log", "ms_dense_shape_mismatch_graph.log", "ms_load_param_wrong_shape.log",
            "mf19_llama_heads_not_divisible_by_mp.log", "ms_graph_unsupported_del.log",
            "mf21_import_pyarrow_numpy1.log")


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    shed: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def build_pastes(fixtures: Path, size: int, count: int, rng: random.Random) -> list[tuple[bytes, str]]:
    """`count` distinct pastes of about `size` bytes and the category each must be diagnosed as."""
    from analyzer.pipeline.engine import Options, diagnose

    healthy = b"".join((fixtures / n).read_bytes() for n in HEALTHY if (fixtures / n).exists())
    if not healthy:
        raise SystemExit(f"no healthy fixture logs in {fixtures} (pass --fixtures)")
    failures = []
    for name in FAILURES:
        path = fixtures / name
        if path.exists():
            findings = diagnose([str(path)], Options(probes=False)).findings
            if findings:
                failures.append((path.read_bytes(), findings[0].category))
    lines = healthy.splitlines(keepends=True)
    pastes = []
    for _ in range(count):
        body: list[bytes] = []
        total = 0
        while total < size:
            start = rng.randrange(len(lines))
            piece = lines[start:start + 2000]
            body.extend(piece)
            total += sum(map(len, piece))
        failure, category = failures[rng.randrange(len(failures))]
        body.insert(rng.randrange(len(body)), failure if failure.endswith(b"\n") else failure + b"\n")
        pastes.append((b"".join(body), category))
    return pastes


def start_server(server_kind: str, config: dict) -> tuple[object, int, threading.Thread]:
    from webui import create_app

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one access-log line per request would drown the summary
    app = create_app(config)
    if server_kind == "waitress":
        from waitress.server import create_server

        server = create_server(app, host=LOOPBACK, port=0, threads=8)
        port = server.effective_port
        thread = threading.Thread(target=server.run, daemon=True)
    else:
        from werkzeug.serving import make_server

        server = make_server(LOOPBACK, 0, app, threaded=True)
        port = server.server_port
        thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, port, thread


def client(port: int, jobs: list[tuple[bytes, str]], next_job: list[int], deadline: float, tally: Tally) -> None:
    while time.monotonic() < deadline:
        with tally.lock:
            if next_job[0] >= len(jobs):
                return
            body, category = jobs[next_job[0]]
            next_job[0] += 1
        start = time.monotonic()
        while time.monotonic() < deadline:
            try:
                conn = http.client.HTTPConnection(LOOPBACK, port, timeout=120)
                conn.request("POST", "/api/diagnose", body=body, headers={"Content-Type": "text/plain"})
                response = conn.getresponse()
                payload = response.read()
                conn.close()
            except OSError as exc:
                with tally.lock:
                    tally.errors.append(f"{type(exc).__name__}: {exc}")
                break
            if response.status == 503:  # the bounded pool shed this one: a polite client waits and retries
                with tally.lock:
                    tally.shed += 1
                time.sleep(0.2)
                continue
            elapsed = time.monotonic() - start
            with tally.lock:
                if response.status != 200:
                    tally.errors.append(f"HTTP {response.status}: {payload[:200]!r}")
                else:
                    findings = json.loads(payload).get("findings") or []
                    got = findings[0]["category"] if findings else None
                    if got != category:
                        tally.wrong.append(f"want {category}, got {got}")
                    tally.latencies.append(elapsed)
            break


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--clients", type=int, default=8)
    p.add_argument("--requests", type=int, default=240)
    p.add_argument("--paste-mb", type=float, default=1.0)
    p.add_argument("--distinct", type=int, default=24, help="distinct pastes, cycled through")
    p.add_argument("--workers", type=int, default=None, help="ANALYSIS_WORKERS (default: the app's)")
    p.add_argument("--queue", type=int, default=None, help="ANALYSIS_QUEUE (default: --clients, so none is shed)")
    p.add_argument("--max-seconds", type=float, default=600)
    p.add_argument("--server", choices=("werkzeug", "waitress"), default="werkzeug")
    p.add_argument("--fixtures", type=Path, default=REPO / "tests" / "fixtures" / "library")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)

    rng = random.Random(args.seed)
    pastes = build_pastes(args.fixtures, int(args.paste_mb * (1 << 20)), args.distinct, rng)
    jobs = [pastes[i % len(pastes)] for i in range(args.requests)]
    with tempfile.TemporaryDirectory(prefix="msdiag-load-") as tmp:
        config = {"SHARE_DB": str(Path(tmp) / "shares.sqlite3"), "ANALYSIS_QUEUE": args.queue or args.clients}
        if args.workers:
            config["ANALYSIS_WORKERS"] = args.workers
        server, port, thread = start_server(args.server, config)
        tally = Tally()
        next_job = [0]
        deadline = time.monotonic() + args.max_seconds
        started = time.monotonic()
        threads = [threading.Thread(target=client, args=(port, jobs, next_job, deadline, tally))
                   for _ in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.monotonic() - started
        if hasattr(server, "shutdown"):
            server.shutdown()
        else:
            server.close()
    done = len(tally.latencies)
    size = statistics.mean(len(b) for b, _ in pastes) / (1 << 20)
    print(f"{args.server} on {LOOPBACK}: {args.clients} clients, {done}/{args.requests} requests answered in "
          f"{wall:.1f} s ({done / wall:.2f} req/s, {done * size / wall:.1f} MB/s), pastes {size:.2f} MB")
    if done:
        print(f"latency p50 {percentile(tally.latencies, 50):.2f} s  p90 {percentile(tally.latencies, 90):.2f} s  "
              f"p99 {percentile(tally.latencies, 99):.2f} s  max {max(tally.latencies):.2f} s")
    print(f"errors {len(tally.errors)}  wrong answers {len(tally.wrong)}  shed (503, retried) {tally.shed}")
    for line in (tally.errors + tally.wrong)[:10]:
        print("  " + line)
    return 1 if tally.errors or tally.wrong or done < args.requests else 0


if __name__ == "__main__":
    sys.exit(main())
