"""The Ray backend (`msdiag --ray`): same report as a local run, partial report when a node dies,
a real `ray start --head` on loopback, and no Ray at all on the local path.

The clusters run on this machine: a two-node `ray.cluster_utils.Cluster` (each node its own folder of
rank logs; both nodes see both folders here, so each file must still be read exactly once) and a head
started with the `ray` command. Rank logs come from benchmarks/generate.py (a buried device OOM on
rank 3, HCCL timeouts naming rank 3 on the others, a checkpoint warning on rank 5).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.reader import MAX_EXPANDED_BYTES

from .conftest import REPO, SKIP_HEAVY

heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY: starts Ray clusters")
RANKS = 8
RANK_BYTES = 1_000_000
_NODE_PREFIX = re.compile(r"^[0-9a-fA-F.:]+?:(?=/)")  # `10.0.0.7:/path` -> `/path`


def _generator():
    spec = importlib.util.spec_from_file_location("msdiag_bench_generate", REPO / "benchmarks" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def node_folders(tmp_path_factory) -> list[Path]:
    """Ranks 0-3 in one node's folder, ranks 4-7 in the other's."""
    gen = _generator()
    root = tmp_path_factory.mktemp("nodes")
    folders = [root / "node_a", root / "node_b"]
    for rank in range(RANKS):
        folder = folders[0 if rank < RANKS // 2 else 1] / f"rank_{rank}"
        folder.mkdir(parents=True)
        gen.write_rank(folder / "info.log", rank, RANKS, RANK_BYTES, 7)
    return folders


def _local_path(path: str) -> str:
    return _NODE_PREFIX.sub("", path)


def essence(report: dict) -> list[tuple]:
    """What must not depend on where the scan ran: findings, culprit rank, evidence (node prefix off)."""
    return [(f["category"], f["signature"], f["facts"].get("culprit_rank"),
             [(_local_path(e["path"]), e["line"], e["text"]) for e in f["evidence"]]) for f in report["findings"]]


@pytest.fixture(autouse=True)
def _no_shared_ray_token(monkeypatch):
    """Ray turns token authentication on when a token sits in the home directory (another Ray user of
    this machine may have written one, or rewrite it mid-test). These clusters are local and on
    loopback: no authentication, so nothing outside the test decides whether they can connect."""
    monkeypatch.setenv("RAY_AUTH_MODE", "disabled")


def _cluster(ray):
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    worker = cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, logging_level="ERROR", log_to_driver=False)
    return cluster, worker


@heavy
def test_two_node_cluster_gives_the_local_report(node_folders):
    ray = pytest.importorskip("ray")
    from analyzer.pipeline.cluster import RayRun

    cluster, _ = _cluster(ray)
    try:
        remote = RayRun(cluster.address, [str(f) for f in node_folders], Options(probes=False)).diagnose()
    finally:
        ray.shutdown()
        cluster.shutdown()
    local = diagnose([str(f) for f in node_folders], Options(probes=False)).to_dict()
    report = remote.to_dict()
    assert essence(report) == essence(local)
    top = report["findings"][0]
    assert top["category"] == "device_oom" and top["facts"]["culprit_rank"] == 3
    assert "/node_a/rank_3/info.log" in top["evidence"][0]["path"]
    execution = report["execution"]
    assert execution["backend"] == "ray" and execution["nodes"] == 2
    assert execution["files"] == RANKS  # every file once, though both nodes see both folders
    assert execution["duplicates_read_once"] == RANKS
    assert all(n["files"] > 0 for n in execution["per_node"])  # the work was spread over both nodes
    assert sorted(_local_path(i["path"]) for i in report["inputs"]) == sorted(i["path"] for i in local["inputs"])
    assert all(_NODE_PREFIX.match(i["path"]) for i in report["inputs"])  # node-ip:/path
    assert [i["lines"] for i in sorted(report["inputs"], key=lambda i: _local_path(i["path"]))] == \
        [i["lines"] for i in sorted(local["inputs"], key=lambda i: i["path"])]


@heavy
def test_a_node_that_dies_mid_scan_leaves_a_partial_report_naming_its_files(node_folders):
    ray = pytest.importorskip("ray")
    from analyzer.pipeline.cluster import RayRun

    cluster, worker = _cluster(ray)

    def kill_worker_node(_nodes) -> None:  # the scan tasks are submitted, none has answered yet
        cluster.remove_node(worker, allow_graceful=False)

    try:
        run = RayRun(cluster.address, [str(f) for f in node_folders], Options(probes=False), task_timeout=120,
                     on_scan_started=kill_worker_node)
        report = run.diagnose().to_dict()
    finally:
        ray.shutdown()
        cluster.shutdown()
    partial = [n for n in report["notes"] if n.startswith("partial report:")]
    assert partial, report["notes"]
    named = set(re.findall(r"[0-9a-fA-F.:]+?:(/\S+?\.log)", " ".join(partial)))
    read = {_local_path(i["path"]) for i in report["inputs"]}
    every = {str(p) for f in node_folders for p in f.rglob("*.log")}
    assert named and read and named | read == every and not named & read
    assert report["execution"]["backend"] == "ray"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _msdiag(*args: str, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "analyzer.cli", "--format", "json", "--no-probes", *args],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=600)


@heavy
def test_ray_start_head_on_loopback(node_folders):
    pytest.importorskip("ray")
    ray_cli = Path(sys.executable).parent / "ray"
    if not ray_cli.exists():
        pytest.skip("the ray command is not installed beside this Python")
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(REPO), "RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "disabled"}
    temp_dir = tempfile.mkdtemp(prefix="msdr")  # short: Ray's socket paths live under it
    head = subprocess.Popen([str(ray_cli), "start", "--head", "--block", "--node-ip-address=127.0.0.1",
                             f"--port={port}", "--num-cpus=2", "--include-dashboard=false",
                             "--disable-usage-stats", f"--temp-dir={temp_dir}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, start_new_session=True)
    try:
        _wait_for_port(port, head)
        folder = str(node_folders[0].parent)
        remote = _msdiag("--ray", f"127.0.0.1:{port}", folder, env=env)
        local = _msdiag(folder, env=env)
    finally:
        os.killpg(head.pid, signal.SIGTERM)  # the head and the processes it started, nothing else
        try:
            head.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(head.pid, signal.SIGKILL)
            head.wait()
    assert remote.returncode == local.returncode == 1, remote.stderr[-2000:]
    report, baseline = json.loads(remote.stdout), json.loads(local.stdout)
    assert report["execution"]["backend"] == "ray"
    assert report["findings"][0]["category"] == baseline["findings"][0]["category"] == "device_oom"
    assert report["findings"][0]["facts"]["culprit_rank"] == baseline["findings"][0]["facts"]["culprit_rank"] == 3
    assert essence(report) == essence(baseline)


def _wait_for_port(port: int, head: subprocess.Popen, seconds: float = 180) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if head.poll() is not None:
            pytest.fail(f"ray start --head exited with {head.returncode}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                time.sleep(2)  # the GCS answers before the raylet has registered
                return
        time.sleep(0.5)
    pytest.fail("the Ray head did not come up")


def test_the_local_path_imports_nothing_of_ray(tmp_path):
    log = tmp_path / "train.log"
    log.write_text("RuntimeError: Device(id:0) memory isn't enough and alloc failed, alloc size: 2147483648B.\n")
    code = ("import sys; from analyzer.cli import main; rc = main(['--no-probes', '--format', 'json', "
            f"{str(log)!r}]); print('RAY_LOADED' if any(m == 'ray' or m.startswith('ray.') for m in sys.modules) "
            "else 'NO_RAY', file=sys.stderr); sys.exit(rc)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=120)
    assert done.returncode == 1 and "NO_RAY" in done.stderr
    assert json.loads(done.stdout)["execution"]["backend"] == "local"


def test_without_ray_the_option_exits_2_with_one_line(tmp_path):
    log = tmp_path / "train.log"
    log.write_text("step 1 loss 2.0\n")
    code = ("import sys; sys.modules['ray'] = None; from analyzer.cli import main; "
            f"sys.exit(main(['--ray', 'auto', {str(log)!r}]))")  # a None entry makes `import ray` fail
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Ray" in done.stderr and "Traceback" not in done.stderr


# -- the planning and the task body, run here without a cluster ----------------------------------
def _listing(node, *files):
    from analyzer.pipeline.cluster import Listing, SeenFile

    return node, Listing(tuple(SeenFile(0, i, path, size, 1, head) for i, (path, size, head) in enumerate(files)), ())


def test_plan_reads_a_file_several_nodes_see_once_and_local_files_on_their_node():
    from analyzer.pipeline.cluster import Node, plan

    a, b = Node("a", "10.0.0.1", 2), Node("b", "10.0.0.2", 2)
    listings = [_listing(a, ("/logs/rank_0.log", 100, "h0"), ("/shared/run.log", 500, "hs")),
                _listing(b, ("/logs/rank_1.log", 100, "h1"), ("/mnt/shared/run.log", 500, "hs"))]
    layout = plan(listings, [a, b], shared=False)
    read = {(nid, x.path) for nid, items in layout.per_node.items() for x in items}
    assert ("a", "/logs/rank_0.log") in read and ("b", "/logs/rank_1.log") in read  # where the bytes are
    shared = [(nid, path) for nid, path in read if path.endswith("shared/run.log")]
    assert len(shared) == 1 and layout.duplicates == 1  # same size, mtime and head: read once
    assert shared[0] in {("a", "/shared/run.log"), ("b", "/mnt/shared/run.log")}  # with that node's path
    assert sorted(x.index for items in layout.per_node.values() for x in items) == [0, 1, 2]


def test_plan_with_shared_storage_spreads_one_listing_over_all_nodes():
    from analyzer.pipeline.cluster import Node, plan

    a, b = Node("a", "10.0.0.1", 1), Node("b", "10.0.0.2", 1)
    files = [(f"/nfs/run/rank_{i}/info.log", 1000, f"h{i}") for i in range(8)]
    layout = plan([_listing(a, *files)], [a, b], shared=True)
    assert [len(layout.per_node["a"]), len(layout.per_node["b"])] == [4, 4]
    assert layout.duplicates == 0


def test_scan_task_time_limit_keeps_what_was_read_and_names_the_rest(node_folders):
    from analyzer.pipeline.cluster import Assignment, scan_here
    from analyzer.pipeline.scan import Budget

    files = sorted(str(p) for f in node_folders for p in f.rglob("*.log"))
    batch = [Assignment(i, path, os.path.getsize(path)) for i, path in enumerate(files)]
    full = scan_here(batch, "10.0.0.9", Budget.for_files(len(batch)), (), MAX_EXPANDED_BYTES, time_limit=600)
    assert [r.path for r in full.results] == [f"10.0.0.9:{p}" for p in files] and not full.unread
    # summaries, not the logs: 2,048 packed loss points and a few lines per rank at most
    assert 0 < full.summary_bytes / len(batch) < 2048 * 72 + 64_000 < RANK_BYTES
    none = scan_here(batch, "10.0.0.9", Budget.for_files(len(batch)), (), MAX_EXPANDED_BYTES, time_limit=0)
    assert none.results == [] and none.unread == files


def test_scan_task_reads_with_the_drivers_byte_limit(node_folders):
    """--max-bytes reaches a node's scan task as an argument (no environment variable on the node)."""
    from analyzer.pipeline.cluster import Assignment, scan_here
    from analyzer.pipeline.scan import Budget

    path = str(sorted(p for f in node_folders for p in f.rglob("*.log"))[0])
    batch = [Assignment(0, path, os.path.getsize(path))]
    out = scan_here(batch, "10.0.0.9", Budget.for_files(1), (), 1 << 16, time_limit=600)
    assert any("stopped after 65536 bytes" in n for n in out.results[0].notes)
    assert "MSDIAG_MAX_BYTES" not in os.environ


def test_an_address_nobody_answers_on_exits_2_at_once(tmp_path):
    pytest.importorskip("ray")
    log = tmp_path / "train.log"
    log.write_text("step 1 loss 2.0\n")
    done = _msdiag("--ray", f"127.0.0.1:{_free_port()}", str(log),
                   env={**os.environ, "PYTHONPATH": str(REPO)})
    assert done.returncode == 2
    assert done.stderr.startswith("msdiag: cannot connect to the Ray cluster at 127.0.0.1:")
    assert done.stderr.count("\n") == 1
