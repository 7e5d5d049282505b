"""Scan logs where they live: the Ray backend of `msdiag --ray ADDRESS PATH...`.

A job on many hosts leaves its rank logs on each host's own disk. Instead of copying them to one
machine, every alive node lists the paths on its own disk (a task pinned to it), the driver decides
which node reads which file (a file several nodes see, with the same size, mtime and first bytes, is
read once), each node scans its files in batches, and only the bounded scan summaries travel back.
Correlation, run analysis and ranking then run on the driver exactly as for local files
(`engine.report_from_scans`), so the report is the one a copy of the files would give, with paths
written `node-ip:/path`.

Ray is imported only inside the functions here, and this module only when `--ray` is given: a plain
`msdiag log.txt` never pays for it. The functions that run on the nodes (`expand_here`, `scan_here`)
are plain module functions, pickled by reference, so every node needs the same msdiag installed.
"""

from __future__ import annotations

import hashlib
import math
import os
import pickle
import socket
import time
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from ..knowledge.catalog import Catalog, load_catalog
from ..model import Report
from .assemble import amend
from .engine import NothingReadable, Options, group_by_size, report_from_scans
from .reader import MAX_ZIP_MEMBERS, discover
from .scan import Budget, Scanner, ScanResult, reuse_chunk_memory

INSTALL_HINT = "pip install 'msdiag[cluster]'"
TASK_TIMEOUT = 600.0  # seconds one scan task may run before it stops reading and reports what it has
CONNECT_TIMEOUT = 10.0  # seconds to wait for the cluster's address to answer at all
GRACE = 30.0  # what the driver adds to the tasks' own limit before it cancels them
HEAD_BYTES = 4096  # first bytes hashed to recognise one file seen by several nodes
TASKS_PER_CPU = 4  # batches per node CPU: small files share a task, a large file has its own
MAX_NAMED = 20  # files not read that a note names one by one


class ClusterUnavailable(Exception):
    """Ray is missing or the cluster cannot be reached: the CLI exits 2 with this one-line reason."""


class TaskTimeLimit(Exception):
    """Raised inside a scan (through its progress callback) when the task's time is up."""


def missing_reason() -> Optional[str]:
    """Why `--ray` cannot run here, or None (imports Ray: only ever called for --ray)."""
    try:
        import ray  # noqa: F401
    except ImportError as exc:
        return f"--ray needs Ray, which cannot be imported ({exc}; {INSTALL_HINT})"
    return None


# -- what travels between driver and nodes --------------------------------------------------------
@dataclass(frozen=True)
class Node:
    node_id: str
    ip: str
    cpus: int


@dataclass(frozen=True)
class SeenFile:
    """One file as a node sees it: enough to recognise the same file seen by another node."""

    arg: int  # which PATH argument it came from
    order: int  # position in that node's listing (local discovery order)
    path: str  # absolute, on that node
    size: int
    mtime_ns: int
    head: str  # digest of its first HEAD_BYTES


@dataclass(frozen=True)
class Listing:
    files: tuple[SeenFile, ...]
    problems: tuple[str, ...]


@dataclass
class ScanOutput:
    results: list[ScanResult]
    unread: list[str]  # paths this task did not get to (its time limit)
    problems: list[str]
    seconds: float
    summary_bytes: int = 0  # pickled size of `results`: what crossed the network


@dataclass(frozen=True)
class Assignment:
    index: int
    path: str
    size: int


@dataclass
class Plan:
    per_node: dict[str, list[Assignment]] = field(default_factory=dict)
    duplicates: int = 0  # files seen by several nodes, read once


# -- on the nodes ---------------------------------------------------------------------------------
def expand_here(paths: list[str]) -> Listing:
    """List the files the paths name on this node's disk (a path that does not exist here is skipped:
    other nodes may hold it)."""
    files: list[SeenFile] = []
    problems: list[str] = []
    for arg_index, arg in enumerate(paths):
        if not os.path.exists(arg):
            continue
        sources, found_problems = discover([arg])
        problems.extend(found_problems)
        seen: set[str] = set()
        for src in sources:
            path = os.path.abspath(src.path.split("!", 1)[0])  # a zip's members are read by one task
            if path in seen:
                continue
            seen.add(path)
            try:
                st = os.stat(path)
                with open(path, "rb") as fh:
                    head = hashlib.blake2b(fh.read(HEAD_BYTES), digest_size=16).hexdigest()
            except OSError as exc:
                problems.append(f"{path}: {exc.strerror or exc} (skipped)")
                continue
            files.append(SeenFile(arg_index, len(files), path, st.st_size, st.st_mtime_ns, head))
    return Listing(tuple(files), tuple(problems))


_NODE_CATALOGS: dict[tuple[str, ...], Catalog] = {}  # per worker process: signatures compiled once


def _scanner(signature_dirs: tuple[str, ...]) -> Scanner:
    if signature_dirs not in _NODE_CATALOGS:
        reuse_chunk_memory()
        _NODE_CATALOGS[signature_dirs] = load_catalog(signature_dirs)
    return _NODE_CATALOGS[signature_dirs].scanner


def scan_here(batch: list[Assignment], ip: str, budget: Budget, signature_dirs: tuple[str, ...],
              max_bytes: int, time_limit: float) -> ScanOutput:
    """Scan a batch of this node's files; paths in the results read `ip:/path`. Past the time limit
    the file being read stops where it is (kept, with a note) and the rest are named as not read."""
    started = time.monotonic()
    deadline = started + time_limit
    scanner = _scanner(signature_dirs).with_budget(budget)
    out = ScanOutput([], [], [], 0.0)

    def guard(_n: int) -> None:
        if time.monotonic() > deadline:
            raise TaskTimeLimit(f"task time limit of {time_limit:.0f} s reached")

    for item in batch:
        if time.monotonic() > deadline:
            out.unread.append(item.path)
            continue
        sources, problems = discover([item.path], max_bytes=max_bytes)
        out.problems.extend(f"{ip}:{p}" for p in problems)
        for member, src in enumerate(sources[:MAX_ZIP_MEMBERS]):
            src.path = f"{ip}:{src.path}"
            out.results.append(scanner.scan(src, item.index * MAX_ZIP_MEMBERS + member, guard))
    out.seconds = time.monotonic() - started
    out.summary_bytes = len(pickle.dumps(out.results))
    return out


# -- on the driver --------------------------------------------------------------------------------
def plan(listings: list[tuple[Node, Listing]], nodes: list[Node], shared: bool) -> Plan:
    """Which node reads which file. Each file goes to the least loaded node (bytes per CPU) among those
    that see it; with `shared`, one node listed the files and any node may read them."""
    holders: dict[tuple, dict[str, tuple[Node, str]]] = {}  # key -> node id -> (node, its path)
    entries = []
    for position, (node, listing) in enumerate(listings):
        for f in listing.files:
            key = (f.size, f.mtime_ns, f.head)
            holders.setdefault(key, {}).setdefault(node.node_id, (node, f.path))
            entries.append((f.arg, position, f.order, node, f, key))
    entries.sort(key=lambda e: e[:3])
    load_per_cpu = {n.node_id: 0.0 for n in nodes}
    owner_of: dict[tuple, tuple[str, str]] = {}  # key -> (node id, path) of the copy that is read
    out = Plan(per_node={n.node_id: [] for n in nodes})
    index = 0  # files numbered in listing order, as a local run over the same paths numbers them
    for _, _, _, node, f, key in entries:
        taken = owner_of.get(key)
        if taken is not None and (taken[0] != node.node_id or taken[1] == f.path):
            out.duplicates += 1  # the same bytes on another node (or listed twice): read once
            continue
        if taken is not None:  # two files with the same bytes on one node: both read, as locally
            owner, path = node, f.path
        else:
            owner_of[key] = (node.node_id, f.path)
            candidates = nodes if shared else [n for n, _ in holders[key].values()]
            owner = min(candidates, key=lambda n: (load_per_cpu[n.node_id], n.node_id != node.node_id))
            path = f.path if shared else holders[key][owner.node_id][1]
        load_per_cpu[owner.node_id] += max(f.size, 1) / max(owner.cpus, 1)
        out.per_node[owner.node_id].append(Assignment(index, path, f.size))
        index += 1
    return out


def batches(files: list[Assignment], cpus: int) -> list[list[Assignment]]:
    """A node's files grouped into about TASKS_PER_CPU tasks per CPU: one task per small file would
    cost a round trip each, one task per node would leave its other cores idle."""
    target = max(1, sum(a.size for a in files) // max(1, cpus * TASKS_PER_CPU))
    return group_by_size(list(files), lambda a: a.size, target)


@dataclass
class RayRun:
    """One `--ray` diagnosis: connect, list, plan, scan, then the local stages on the summaries."""

    address: str
    paths: list[str]
    options: Options
    shared: bool = False
    task_timeout: float = TASK_TIMEOUT
    on_scan_started: Optional[Callable[[list[Node]], None]] = None  # e.g. a progress display, a test
    seconds: dict[str, float] = field(default_factory=dict)
    tasks: int = 0
    summary_bytes: int = 0
    notes: list[str] = field(default_factory=list)

    def diagnose(self) -> Report:
        import ray

        started = time.perf_counter()
        own_connection = not ray.is_initialized()
        if own_connection:
            self._connect(ray)
        try:
            self._lap("connect", started)
            nodes = self._alive_nodes(ray)
            listings = self._list(ray, nodes)
            self._lap("expand", started)
            listed = {f.arg for _, listing in listings for f in listing.files}
            self.notes.extend(f"{arg}: no such file or directory on any node" for i, arg in enumerate(self.paths)
                              if i not in listed)
            layout = plan(listings, nodes, self.shared)
            if not any(layout.per_node.values()):
                found = [p for _, listing in listings for p in listing.problems]
                raise NothingReadable("; ".join(found[:5]) or "no log files under the paths on any node")
            results = self._scan(ray, nodes, layout)
            self._lap("scan", started)
        finally:
            if own_connection:
                ray.shutdown()
        report = self._report(results, [p for _, listing in listings for p in listing.problems])
        self._lap("analyse", started)
        return amend(report, execution={
            "backend": "ray", "address": self.address, "nodes": len(nodes), "tasks": self.tasks,
            "files": sum(len(v) for v in layout.per_node.values()), "duplicates_read_once": layout.duplicates,
            "shared_storage": self.shared, "summary_bytes": self.summary_bytes,
            "per_node": [{"ip": n.ip, "files": len(layout.per_node[n.node_id]),
                          "bytes": sum(a.size for a in layout.per_node[n.node_id])} for n in nodes],
            "seconds": {k: round(v, 3) for k, v in self.seconds.items()}})

    def _lap(self, phase: str, started: float) -> None:
        self.seconds[phase] = time.perf_counter() - started - sum(self.seconds.values())

    def _connect(self, ray) -> None:  # noqa: ANN001 - the ray module
        _check_reachable(self.address)
        try:
            ray.init(address=self.address, logging_level="ERROR", log_to_driver=False)
        except Exception as exc:  # noqa: BLE001 - every way of failing to connect is one line to the user
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise ClusterUnavailable(f"cannot connect to the Ray cluster at {self.address}: {reason}") from None

    @staticmethod
    def _alive_nodes(ray) -> list[Node]:  # noqa: ANN001
        nodes = [Node(n["NodeID"], n["NodeManagerAddress"], max(1, int(n.get("Resources", {}).get("CPU", 1))))
                 for n in ray.nodes() if n.get("Alive")]
        if not nodes:
            raise ClusterUnavailable("the Ray cluster has no alive node")
        return sorted(nodes, key=lambda n: (n.ip, n.node_id))

    @staticmethod
    def _pinned(ray, node: Node) -> dict:  # noqa: ANN001
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        strategy = NodeAffinitySchedulingStrategy(node.node_id, soft=False)  # its files are on its disk
        return {"scheduling_strategy": strategy, "max_retries": 0, "num_cpus": 1}

    def _list(self, ray, nodes: list[Node]) -> list[tuple[Node, Listing]]:  # noqa: ANN001
        listers = nodes[:1] if self.shared else nodes
        remote = ray.remote(expand_here)
        refs = {remote.options(**self._pinned(ray, n)).remote(self.paths): n for n in listers}
        self.tasks += len(refs)
        out: list[tuple[Node, Listing]] = []
        for ref, node in refs.items():
            try:
                out.append((node, ray.get(ref, timeout=self.task_timeout)))
            except Exception as exc:  # noqa: BLE001 - a node that cannot list is a note, not a failure
                self.notes.append(f"node {node.ip}: could not list the paths ({_one_line(exc)}); its files "
                                  "are not in this report")
        return out

    def _scan(self, ray, nodes: list[Node], layout: Plan) -> list[ScanResult]:  # noqa: ANN001
        total_files = sum(len(v) for v in layout.per_node.values())
        total_bytes = sum(a.size for files in layout.per_node.values() for a in files)
        budget = Budget.for_files(total_files)
        sig_dirs = tuple(self.options.signature_dirs)
        max_bytes = self.options.max_bytes
        remote = ray.remote(scan_here)
        pending: dict = {}
        by_id = {n.node_id: n for n in nodes}
        waves = 1
        for node_id, files in layout.per_node.items():
            node = by_id[node_id]
            node_batches = batches(files, node.cpus)
            waves = max(waves, math.ceil(len(node_batches) / node.cpus))
            for batch in node_batches:
                ref = remote.options(**self._pinned(ray, node)).remote(
                    batch, node.ip, budget, sig_dirs, max_bytes, self.task_timeout)
                pending[ref] = (node, batch)
        self.tasks += len(pending)
        if self.on_scan_started is not None:
            self.on_scan_started(nodes)
        deadline = time.monotonic() + self.task_timeout * waves + GRACE
        results: list[ScanResult] = []
        unread: list[tuple[str, str]] = []  # (reason, node-ip:path)
        try:
            while pending and time.monotonic() < deadline:
                ready, _ = ray.wait(list(pending), num_returns=1, timeout=1.0)
                for ref in ready:
                    node, batch = pending.pop(ref)
                    try:
                        out: ScanOutput = ray.get(ref)
                    except Exception as exc:  # noqa: BLE001 - a dead node or worker: its files are named
                        unread.extend((_one_line(exc), f"{node.ip}:{a.path}") for a in batch)
                        continue
                    results.extend(out.results)
                    self.notes.extend(out.problems)
                    self.summary_bytes += out.summary_bytes
                    unread.extend((f"task time limit of {self.task_timeout:.0f} s", f"{node.ip}:{p}")
                                  for p in out.unread)
                    self._progress(batch, total_files, total_bytes)
        except KeyboardInterrupt:
            for ref in pending:
                ray.cancel(ref, force=True)
            raise
        for ref, (node, batch) in pending.items():  # past the driver's deadline
            ray.cancel(ref, force=True)
            unread.extend((f"no answer within {self.task_timeout * waves + GRACE:.0f} s", f"{node.ip}:{a.path}")
                          for a in batch)
        self.notes.extend(_unread_notes(unread))
        results.sort(key=lambda r: r.index)
        for i, r in enumerate(results):  # as a local run numbers its inputs
            r.index = i
        return results

    def _progress(self, batch: list[Assignment], total_files: int, total_bytes: int) -> None:
        if self.options.progress is not None:
            self.options.progress(sum(a.size for a in batch), total_bytes, len(batch), total_files)

    def _report(self, results: list[ScanResult], problems: list[str]) -> Report:
        if not results:
            raise NothingReadable("; ".join(self.notes[:3]) or "no file could be read on any node")
        catalog = load_catalog(tuple(self.options.signature_dirs))
        return report_from_scans(results, catalog, self.options, problems + self.notes)


def _check_reachable(address: str, seconds: float = CONNECT_TIMEOUT) -> None:
    """A HOST:PORT nobody answers on: say so at once (ray.init would wait for it indefinitely)."""
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or "//" in host:  # `auto`, `ray://...`: Ray finds or reports it
        return
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=seconds):
            pass
    except OSError as exc:
        raise ClusterUnavailable(f"cannot connect to the Ray cluster at {address}: "
                                 f"{exc.strerror or exc or 'no answer'}") from None


def _one_line(exc: BaseException) -> str:
    """The error's type and first sentence: ids that differ per task would split one cause into many notes."""
    text = str(exc).strip()
    first = text.splitlines()[0].split(". ")[0][:160] if text else ""
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def _unread_notes(unread: list[tuple[str, str]]) -> list[str]:
    """One note per reason, naming the files not read (the first MAX_NAMED of them)."""
    by_reason: dict[str, list[str]] = {}
    for reason, path in unread:
        by_reason.setdefault(reason, []).append(path)
    notes = []
    for reason, paths in by_reason.items():
        paths.sort()
        named = ", ".join(paths[:MAX_NAMED]) + (f" and {len(paths) - MAX_NAMED} more" if len(paths) > MAX_NAMED
                                                else "")
        notes.append(f"partial report: {len(paths)} file(s) not read ({reason}): {named}")
    return notes


def diagnose_ray(address: str, paths: list[str], options: Options, shared: bool = False,
                 task_timeout: float = TASK_TIMEOUT) -> Report:
    """`msdiag --ray ADDRESS PATH...`; ClusterUnavailable (exit 2) when Ray or the cluster is missing."""
    reason = missing_reason()
    if reason is not None:
        raise ClusterUnavailable(reason)
    # probes would inspect the driver's environment, not the nodes' where the job ran: off here
    return RayRun(address, list(paths), replace(options, probes=False), shared, task_timeout).diagnose()
