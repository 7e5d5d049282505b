"""One timeline for a multi-rank run: what each rank did last, where it failed first, who the culprit is.

In a collective job one rank's failure (an OOM, a crash, a stall while saving a checkpoint) makes
every other rank wait until a communication timeout fires. The loudest, latest lines are then the
timeouts on the healthy ranks, while the cause sits earlier on one rank. This module reads the
per-input scan results as ranks, orders their first errors in time, and says which rank failed
first; CANN timeout texts that name the remote rank they waited for point at the same culprit.
Only data the scanner already collected is used: no line of a log is read here.
"""

from __future__ import annotations

import calendar
import time
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace
from typing import Optional

import regex

from ..model import ROLE_ERROR, ROLE_EXCEPTION, Evidence, Finding, ScanResult
from ..pipeline import series
from ..pipeline.lines import SHELL_DEATH
from ..prefix_grammar import YEARLESS, parse_prefix, prefix_time

# Texts that are the *consequence* of a peer's failure: used to tell a root error from a symptom
# among lines no signature matched, and to know which findings to fold into the culprit's.
SYMPTOM = regex.compile(
    r"(?i)EI000[26]\b|Heartbeat Lost|Distribute Task Failed|watchdog|timed? ?out|timeout|"
    r"Notify wait|wait execution of the Notify|abnormal device|Connection (?:reset|refused|closed)|"
    r"Socket Timeout|socket times out|exit with exception|Distributed job exited|has exited|"
    r"Broken pipe|SIGTERM|Signal 15|ProcessGroup|NCCL (?:error|communicator)|HCCL (?:error|timeout)|"
    r"Preprocess failed before run graph|Thread has already been terminated|"
    # the JAX / TensorFlow coordination service telling every task that one of them failed
    r"Polled an error from coordination service|another task died|"
    # MindSpore's CPU collectives (mccl): a ring step that gave up on its peer, and the kernel it failed
    r"wait (?:receiving|sending)|(?:AllReduce|AllGather|ReduceScatter|Broadcast|AllToAll)\w*CPUKernelMod launch failed|"
    r"Launch kernel failed, name:\S*(?:AllReduce|AllGather|ReduceScatter|Broadcast|AllToAll|Send|Receive)")
# CANN names the peer a collective waited for: `remote rank [5]`, `remote rank:[0]`, `remote rank: 3`;
# newer HCCL adds `Cluster Exception Location[IP/ID]:[10.0.0.1/5]`.
_REMOTE_RANK = regex.compile(r"(?i)remote[ _]rank\s*(?:id)?\s*[:=]?\s*\[?\s*(\d{1,5})\s*\]?")
_CLUSTER_LOCATION = regex.compile(r"Cluster Exception Location\s*\[IP/ID\]\s*[:=]?\s*\[?\s*[^/\]\s]*/(\d{1,5})")

# What a rank was doing, read from its last lines (first match wins: the most specific first).
_ACTIVITY = (
    ("finished training", regex.compile(r"(?i)Training Over|training (?:is )?(?:finished|completed|done)|"
                                        r"train(?:ing)? end|End of training")),
    ("saving a checkpoint", regex.compile(r"(?i)sav(?:e|ing)[_ ]?(?:the )?(?:checkpoint|ckpt)|\.ckpt\b|"
                                          r"checkpoint.{0,40}sav|safetensors.{0,40}sav")),
    ("loading a checkpoint", regex.compile(r"(?i)load(?:ing)?[_ ]?(?:the )?(?:checkpoint|ckpt|weights?|"
                                           r"param)|load_param_into_net")),
    ("compiling the graph", regex.compile(r"(?i)compil|graph build|Start compiling|build graph|jit")),
    ("loading or preprocessing data", regex.compile(r"(?i)dataset|dataloader|data loader|GetNext|"
                                                    r"tokeniz|mindrecord|data sink|data_queue")),
    ("evaluating", regex.compile(r"(?i)\beval(?:uat)?|validation")),
    ("initialising communication", regex.compile(r"(?i)init(?:ialis|ializ)?\w* (?:hccl|nccl|comm|"
                                                 r"distributed)|hccl|rank_table|rank table|cluster")),
    ("training steps", regex.compile(r"(?i)step:?\s*\[?\s*\d+|loss")),
)
# One search says whether a tail line names any activity: most tail lines of a crashed rank name none,
# and thousands of ranks would each try every pattern on every one of them.
_ANY_ACTIVITY = regex.compile("(?i)" + "|".join(f"(?:{rx.pattern.removeprefix('(?i)')})" for _, rx in _ACTIVITY))
TIMEOUT_VARIABLES = ("HCCL_EXEC_TIMEOUT", "HCCL_CONNECT_TIMEOUT", "msrun --cluster_time_out")


@dataclass
class RankState:
    """Everything known about one rank (several files of one rank — info.log, error.log — merge)."""

    rank: Optional[int]
    paths: list[str] = field(default_factory=list)
    first_time: Optional[float] = None
    last_time: Optional[float] = None
    last_step: Optional[int] = None
    last_ordinal: Optional[int] = None  # comparable across epochs (series.ordinal)
    last_step_time: Optional[float] = None
    last_step_line: Optional[Evidence] = None
    first_error: Optional[Evidence] = None
    first_error_is_symptom: bool = False
    tail: list[str] = field(default_factory=list)
    tail_lines: list[int] = field(default_factory=list)
    tail_path: str = ""
    lines: int = 0

    @property
    def label(self) -> str:
        return f"rank {self.rank}" if self.rank is not None else self.paths[0]

    def activity(self, before: Optional[int] = None) -> Optional[str]:
        """What the last lines say the rank was doing when it went quiet (None when it crashed:
        the lines after its first error are an error report, not work in progress). `before`: only
        lines above that line of the tail's file count (what it was doing when a given line was written)."""
        stop = before
        if stop is None and self.first_error is not None and self.first_error.path == self.tail_path:
            stop = self.first_error.line
        lines = [t for t, n in zip(self.tail, self.tail_lines) if stop is None or n < stop]
        for line in reversed(lines):
            if not _ANY_ACTIVITY.search(line):
                continue
            for name, rx in _ACTIVITY:
                if rx.search(line):
                    return name
        return None


# What a job prints while its ranks set up collective communication, not while they use it: NCCL's init
# lines (`Channel 00/0 : 0[4f000] -> 1[52000] via P2P/IPC`, `Could not enable P2P between dev 7 and dev 6`,
# `Connected all rings`, `Init COMPLETE`, `NET/Socket`, `Bootstrap`, `Using network`; a learned prefix may
# have cut `NCCL INFO` off), HCCL's
# communicator init, torch's process group and rendezvous. A collective op trace (`AllGather: opCount`) is
# a running job, not setup.
SETUP_LINE = regex.compile(r"^Channel \d+(?:/\d+)? : \d+\[|^Channel \d+/\d+ :(?:\s+\d+)+\s*$|"
                           r"\bvia (?:P2P|SHM|NET)/|Init COMPLETE|P2P between dev|"
                           r"NCCL version|Setting affinity|\bTrees \[|^Ring \d+ :|"
                           r"Connected all (?:rings|trees)|\bBootstrap\b|\bNET/(?:Socket|IB)\b|Using network|"
                           r"HcclCommInit|\bHCCL\b.{0,60}\binit|[Pp]rocess group|rendezvous|TCPStore|"
                           r"init_process_group|communicat(?:or|ion) (?:group|init)|"
                           # DeepSpeed's comm.init_distributed (read without its logger prefix): `Initializing
                           # TorchBackend in DeepSpeed with backend nccl`, `cdb=None`
                           r"Initializing TorchBackend|^cdb=None$|"
                           # jax.distributed.initialize and hand-written launchers: each process connects to the
                           # coordinator (or master) before any collective exists
                           r"\bconnect(?:ing|ed)? to (?:the )?(?:coordinator|master(?: node| process)?)\b|"
                           r"\bjax\.distributed\b|\bcoordinator(?:_address)?\s*[=:]\s*[\w.-]+:\d+|"
                           # NCCL_DEBUG=INFO's trace of the first collective: the group is built, no step ran yet
                           r"^(?:AllReduce|AllGather|ReduceScatter|Broadcast|Reduce): opCount 0 |"
                           # NCCL_DEBUG=INFO prints while communicators are built (versions, topology, rings,
                           # ncclCommSplit); at teardown it says Destroy / Abort COMPLETE, and a running job traces
                           # its collectives (`AllGather: opCount f7`). A peer's `Connection closed` in a log with
                           # no step is a start-up that lost a rank.
                           r"\bNCCL INFO\b|^cudaDriverVersion \d|^ncclComm(?:Split|InitRank)|"
                           r"^comm 0x\w+ rank \d+ (?i:nranks) \d+ (?:cudaDev|nNodes)|"
                           # Lightning announces each rank before it joins the process group
                           r"Initializing distributed: GLOBAL_RANK: \d+, MEMBER: \d+/(?!1\b)\d+|"
                           # MindSpore's dynamic cluster retries every 0.5 s until every process registered with
                           # the scheduler (`BuildCluster] Topology build timed out., retry(300/1200).`), and a
                           # worker that lost the scheduler tries to reconnect to it
                           r"\bTopology build timed out\., retry\(|\breconnect to the meta server\b|"
                           # TensorFlow's multi-worker coordination service waits for every task and names the
                           # stragglers (`Waiting for 1/2 tasks to connect.`, `/job:worker/replica:0/task:1`)
                           r"\bcoordination_service(?:_agent)?\.(?:cc|h):\d+\]|^/job:\w+/replica:\d+/task:\d+$|"
                           # its gRPC server, which a task starts before it joins the others
                           r"\bStarted server with target: grpc://")
# (the first collective, `opCount 0`, is still the start: a job that hangs there never ran a step)
# torch >= 2.4's ProcessGroupNCCL destructor warns at the program's exit (`process group has NOT been destroyed
# before it is being destructed`): the process is ending, not connecting
SETUP_TEARDOWN = regex.compile(r"Destroy|Abort COMPLETE|\bfinalize|\bopCount (?!0\b)|has NOT been destroyed before")


# An inference engine's periodic stats (vLLM's metrics logger, kept by vllm-ascend and other forks):
# `Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 0.0 tokens/s, Running: 56 reqs, Waiting: 0 reqs`
# (older releases: `..., Running: 1 reqs, Swapped: 0 reqs, Pending: 22 reqs`).
ENGINE_STATS = regex.compile(r"Avg prompt throughput: (?P<prompt>[\d.]+) tokens/s, Avg generation throughput: "
                             r"(?P<gen>[\d.]+) tokens/s, Running: (?P<running>\d+) reqs(?:, Swapped: \d+ reqs)?"
                             r", (?:Pending|Waiting): (?P<waiting>\d+) reqs")


@dataclass(frozen=True)
class EngineStall:
    """The last stats line of an input that reported no throughput while requests were held."""

    result: ScanResult
    line: int
    text: str
    running: int
    waiting: int


def engine_stalled(results: list[ScanResult]) -> Optional[EngineStall]:
    """The input whose last engine stats line (among its last lines) shows 0 tokens/s with requests running
    or waiting, after a line that showed work or after another zero: a stall, not a pause between requests."""
    for r in results:
        stats = [(line, text, m) for line, text in zip(r.tail_lines, r.tail) if (m := ENGINE_STATS.search(text))]
        if not stats:
            continue
        line, text, last = stats[-1]
        running, waiting = int(last["running"]), int(last["waiting"])
        if float(last["prompt"]) or float(last["gen"]) or not running + waiting or len(stats) < 2:
            continue
        return EngineStall(r, line, text, running, waiting)
    return None


# A start-up that counts the processes it waits for and names the missing ones: TensorFlow's coordination service
# (`Waiting for 1/2 tasks to connect.`, then `Example stragglers:` and `/job:worker/replica:0/task:1`). Every
# worker prints it until the last one joins; a log that stops on it waited for a process that never started (4 of
# the 5 labelled logs that stop there launched fewer processes than TF_CONFIG lists). torch's store-based barrier
# counts the same way, but its logs stop there as often from a rank that hung as from one never launched.
WAITING_FOR_TASKS = regex.compile(r"\bWaiting for (?P<missing>\d+)/(?P<total>\d+) tasks to connect\b")
STRAGGLER = regex.compile(r"^(?P<task>/job:\w+/replica:\d+/task:\d+)$")


@dataclass(frozen=True)
class MissingTasks:
    """The processes a start-up still waited for when its log stopped."""

    missing: int
    total: int
    stragglers: tuple[str, ...]
    line: int  # the wait line's number and text, the evidence beside the line the log stops on
    text: str
    path: str = ""  # the input that printed it (the coordinator's), and its rank
    rank: Optional[int] = None


# A start-up that names the number of processes it waits for without counting the ones that joined: JAX's
# distributed runtime (`jax.distributed.initialize(coordinator_address=..., num_processes=2, process_id=0)` and the
# scripts that log those arguments). jax.distributed blocks until every process has connected to the coordinator;
# with fewer logs than processes, the rest never connected (both labelled logs that stop there started only one)
DECLARED_PROCESSES = regex.compile(r"\bnum_processes\s*[=:]\s*(?P<total>\d+)\b")


def missing_processes(results: list[ScanResult]) -> Optional[MissingTasks]:
    """The processes a start-up declared (`num_processes=2` on an input's last lines) beyond the inputs that were
    read: each input is one process's log, so the others never connected; else None."""
    ranks = {r.rank for r in results if r.rank is not None}
    logs = len(ranks) or len(results)  # a launcher's own log beside the ranks' is no process of the job
    for r in results:
        for line, text in zip(r.tail_lines[-3:], r.tail[-3:]):
            m = DECLARED_PROCESSES.search(text)
            total = int(m.group("total")) if m is not None else 0
            if total > logs:
                return MissingTasks(total - logs, total, (), line, text, r.path, r.rank)
    return None


def missing_tasks(results: list[ScanResult]) -> Optional[MissingTasks]:
    """What the coordinator's last wait-for-tasks line says was still missing, or None: only the process that
    hosts the coordination service (TensorFlow's task 0) prints them, whichever input the job stopped on."""
    return next((w for w in map(_missing_tasks_in, results) if w is not None), None)


def _missing_tasks_in(r: ScanResult) -> Optional[MissingTasks]:
    """What the last wait-for-tasks line of an input's tail says was still missing, or None."""
    found: Optional[MissingTasks] = None
    stragglers: list[str] = []
    for line, text in zip(r.tail_lines, r.tail):
        m = WAITING_FOR_TASKS.search(text)
        if m is not None:
            found = MissingTasks(int(m.group("missing")), int(m.group("total")), (), line, text, r.path, r.rank)
            stragglers = []
        elif found is not None and (s := STRAGGLER.match(text.strip())):
            stragglers.append(s.group("task"))
    if found is None or found.missing <= 0:
        return None
    return replace(found, stragglers=tuple(stragglers))


def stopped_in_setup(results: list[ScanResult]) -> Optional[tuple[ScanResult, str, int]]:
    """(input, last line, its number) when no input logged a step and every input's last line is
    collective-communication setup: the job stopped while its ranks were connecting; else None. A progress
    bar still at step 0 (`Epoch 0%| 0/188`, drawn before the first collective) is no step."""
    return _stopped_on(results, lambda text: bool(SETUP_LINE.search(text)) and not SETUP_TEARDOWN.search(text))


# torch.utils.cpp_extension announces the folder it builds a JIT extension in (DeepSpeed's fused Adam, cpu_adam,
# transformer kernels) and then takes a file lock there; the next line is the build or `Loading extension module`.
# Its build itself (Megatron's fused kernels load through it too) says what it is about to run, under that lock.
EXTENSION_BUILD = regex.compile(r"\bUsing .{1,400} as PyTorch extensions root\b|\bBuilding extension module \S+\.\.\.|"
                                r"\bAllowing ninja to set a default number of workers\b|\bEmitting ninja build file\b")


def stopped_at_extension_build(results: list[ScanResult]) -> Optional[tuple[ScanResult, str, int]]:
    """(input, last line, its number) when no input logged a step and every input ends on a line of a JIT
    extension build (the folder it announces, the ninja build it starts): each process waits for the build lock
    (a lock left by an earlier interrupted build is never released) or for a build that never ends; else None."""
    return _stopped_on(results, lambda text: bool(EXTENSION_BUILD.search(text)))


# what a process prints as it is stopped from outside: TensorFlow's preemption notifier, or the shell's word for
# a job it killed or terminated (lines.SHELL_DEATH, less the crashes it names too); the line before is where
# the job was
_SIGTERM_NOTICE = regex.compile(r"\bSIGTERM caught at\b")
_STOPPED_WORD = regex.compile(r"Killed|Terminated|已杀死|已终止")


def _stop_notice(text: str) -> bool:
    return bool(_SIGTERM_NOTICE.search(text)) or (SHELL_DEATH.match(text) is not None
                                                    and _STOPPED_WORD.search(text) is not None)


def sigterm_notices(results: list[ScanResult]) -> list[Evidence]:
    """The notice of each ranked input whose last line says the process caught SIGTERM (TensorFlow's and JAX's
    preemption notifier, `SIGTERM caught at ...`): where a stop from outside ended it. Empty unless every ranked
    input ends so."""
    ranked = [r for r in results if r.rank is not None and r.tail]
    notices = [Evidence(r.path, r.tail_lines[-1], r.tail[-1][:300], r.rank, parse_prefix(r.tail[-1])[1]
                        or prefix_time(r.tail[-1]), ROLE_ERROR)
               for r in ranked if _SIGTERM_NOTICE.search(r.tail[-1])]
    return notices if ranked and len(notices) == len(ranked) else []


def _last_before_stop(r: ScanResult) -> tuple[ScanResult, str, int]:
    """(input, last line, its number), the stop notices the input ends with left out."""
    i = len(r.tail) - 1
    while i > 0 and _stop_notice(r.tail[i]):
        i -= 1
    return r, r.tail[i], r.tail_lines[i]


def _stopped_on(results: list[ScanResult], stuck_at: Callable[[str], bool]
                ) -> Optional[tuple[ScanResult, str, int]]:
    """The latest input whose last line `stuck_at` accepts, when every input's does and none logged a step. With
    ranked inputs at hand only theirs are judged: a launcher's own log ends on its own last word."""
    if any(p.step for r in results for p in r.points):
        return None
    judged = [r for r in results if r.rank is not None] or results
    last = [_last_before_stop(r) for r in judged if r.tail]
    stuck = [(r, text, line) for r, text, line in last if stuck_at(text)]
    if not stuck or len(stuck) < len(last):
        return None
    return max(stuck, key=lambda s: s[0].last_time or 0.0)


def seconds_between(earlier: Optional[float], later: Optional[float]) -> Optional[float]:
    """`later - earlier`; when only one of them was logged without a year (glog's `W0302 10:44:10`, read in the
    placeholder year), the other is read in that year too: the launcher and its workers log the same clock in
    different shapes. None when either is unknown."""
    if earlier is None or later is None:
        return None
    yearless = [time.gmtime(t).tm_year == YEARLESS for t in (earlier, later)]
    if yearless[0] != yearless[1]:
        earlier, later = (_in_yearless(t) for t in (earlier, later))
    return later - earlier


def _in_yearless(when: float) -> float:
    stamp = time.gmtime(int(when))
    return calendar.timegm((YEARLESS, *stamp[1:6], 0, 0, 0)) + (when - int(when))


def iso(when: Optional[float]) -> Optional[str]:
    """Seconds (parsed as UTC, only order matters) -> readable `YYYY-MM-DD HH:MM:SS.mmm`; `MM-DD HH:MM:SS.mmm`
    for a prefix that logs no year (glog's `I1205 09:12:04`): the placeholder year is not the user's."""
    if when is None:
        return None
    whole = int(when)
    stamp = time.gmtime(whole)
    shape = "%m-%d %H:%M:%S" if stamp.tm_year == YEARLESS else "%Y-%m-%d %H:%M:%S"
    return time.strftime(shape, stamp) + f".{int(round((when - whole) * 1000)):03d}"


def evidence_order(ev: Evidence, index: int = 0) -> tuple:
    """Order of log lines in the run: by time, else by input (`index`) and line. Ranks and workers
    are ordered by their first error with this key; findings by `earliest_key`."""
    return (ev.time is None, ev.time or 0.0, index, ev.line)


def earliest_rank(firsts: dict[int, Evidence], input_index: dict[str, int], waiting: Collection[int] = (),
                  slack: float = 0.0) -> Optional[int]:
    """The rank whose first error came first in the run, by `evidence_order` (time, else input and line),
    the order `rank_states` and `root_finding` use: so the culprit rules and the timeline cannot name
    different first ranks. Within `slack` seconds of the first (hosts' clocks disagree), a rank that was
    not `waiting` on a peer (its own first error is not a timeout) wins over one that was."""
    if not firsts:
        return None
    ordered = sorted(firsts, key=lambda r: evidence_order(firsts[r], input_index.get(firsts[r].path, 0)))
    head = firsts[ordered[0]].time
    close = [r for r in ordered if head is None or firsts[r].time is None or firsts[r].time - head <= slack]
    return next((r for r in close if r not in waiting), ordered[0])


def _error_lines(result: ScanResult) -> list[Evidence]:
    """Error-level lines of one input: signature hits of error role plus lines no signature knew."""
    out = [h.evidence for h in result.hits if h.evidence.role in (ROLE_ERROR, ROLE_EXCEPTION)]
    out.extend(e for e in result.unmatched if e.role in (ROLE_ERROR, ROLE_EXCEPTION))
    return out


def rank_states(results: list[ScanResult], noise: Optional[regex.Pattern] = None) -> list[RankState]:
    """Group inputs by rank and summarise each: last step, last time, first error, last lines.

    Inputs without a rank stay separate (keyed by path) so two unrelated logs are not merged.
    `noise` drops error lines known to be harmless (e.g. the data-queue teardown message).
    """
    states: dict[object, RankState] = {}
    firsts: dict[object, tuple] = {}
    for r in results:
        key: object = r.rank if r.rank is not None else ("path", r.path)
        st = states.get(key)
        if st is None:
            st = states[key] = RankState(r.rank)
        st.paths.append(r.path)
        st.lines += r.lines
        if r.first_time is not None:
            st.first_time = min(st.first_time or r.first_time, r.first_time)
        if r.last_time is not None and (st.last_time is None or r.last_time >= st.last_time):
            st.last_time = r.last_time
            st.tail, st.tail_lines, st.tail_path = list(r.tail), list(r.tail_lines), r.path
        elif not st.tail:
            st.tail, st.tail_lines, st.tail_path = list(r.tail), list(r.tail_lines), r.path
        p = r.sketch.last()
        if p is not None and (st.last_step is None or p.time is None or (st.last_step_time or 0.0) <= p.time):
            st.last_step, st.last_step_time, st.last_ordinal = p.step, p.time, series.ordinal(p)
            st.last_step_line = Evidence(r.path, p.line, f"step {p.step}: loss {p.loss}", r.rank, p.time)
        for ev in _error_lines(r):
            if noise is not None and noise.search(ev.text):
                continue
            # torchrun merges every rank into one file behind `[rankN]:` prefixes: such a line is its rank's
            ekey: object = ev.rank if ev.rank is not None else key
            est = states.get(ekey)
            if est is None:
                est = states[ekey] = RankState(ev.rank)
            if r.path not in est.paths:
                est.paths.append(r.path)
            k = evidence_order(ev, r.index)
            if ekey not in firsts or k < firsts[ekey]:
                firsts[ekey] = k
                est.first_error, est.first_error_is_symptom = ev, SYMPTOM.search(ev.text) is not None
    return sorted(states.values(), key=lambda s: (s.rank is None, s.rank if s.rank is not None else 0))


def ranks_json(states: list[RankState]) -> list[dict]:
    """The report's `ranks` field: one summary per rank, for readers and pages."""
    out = []
    for st in states:
        item: dict = {"rank": st.rank, "paths": st.paths, "last_step": st.last_step,
                      "last_time": iso(st.last_time), "lines": st.lines}
        if st.first_error is not None:
            ev = st.first_error
            item["first_error"] = {"path": ev.path, "line": ev.line, "text": ev.text[:300],
                                   "time": iso(ev.time), "symptom": st.first_error_is_symptom}
        activity = st.activity()
        if activity:
            item["last_activity"] = activity
        out.append(item)
    return out


def remote_ranks(results: list[ScanResult]) -> Counter:
    """Ranks that timeout messages name as the peer they waited for, with how often they are named.

    The msrun scheduler's `The node: N is timed out` is not counted: it names whichever heartbeat it
    missed first, often a rank msrun itself stopped (msrun.py keeps it as a low-weight hint)."""
    named: Counter = Counter()
    for r in results:
        texts = [h.evidence.text for h in r.hits] + [e.text for e in r.unmatched]
        for text in texts:
            for rx in (_REMOTE_RANK, _CLUSTER_LOCATION):
                for m in rx.finditer(text):
                    named[int(m.group(1))] += 1
    return named


def earliest_key(f: Finding) -> tuple:
    """Order of findings in the run: by time of their first line, else by input and line order."""
    return (f.first_time is None, f.first_time or 0.0, f.first_seq)


def line_order(results: list[ScanResult], ev: Evidence) -> tuple[int, int]:
    """`Finding.first_seq` of a finding whose first line is `ev`: (input index, line number). Every kind of
    finding must say it in the same units, or a fallback line and a signature's line logged in the same
    second are ordered by what made them rather than by where they stand."""
    return next((r.index for r in results if r.path == ev.path), 0), ev.line


def root_candidates(findings: list[Finding], min_confidence: float = 0.5) -> list[Finding]:
    """Findings that could be the root cause: confident, not symptoms, of a known category."""
    return [f for f in findings if not f.symptom and f.category != "other" and f.confidence >= min_confidence]


def root_finding(findings: list[Finding], min_confidence: float = 0.5) -> Optional[Finding]:
    """The earliest confident finding that is not a symptom: where the run first really broke.

    Errors come before warnings (a checkpoint warning at step 0 did not crash rank 3 at step 46000),
    and a timeout is a root only when nothing else is. The one home of this choice: the culprit rules,
    the worker analysis and ranking's `earliest` bonus all ask here.
    """
    candidates = [f for f in root_candidates(findings, min_confidence) if f.severity != "note"]
    for tier in (
        [f for f in candidates if f.severity == "error" and f.category != "hang_or_timeout"],
        [f for f in candidates if f.severity == "error"],
        [f for f in candidates if f.category != "hang_or_timeout"],
        candidates,
    ):
        if tier:  # two signatures on the same line: the more confident (the more specific) one is the root
            return min(tier, key=lambda f: (earliest_key(f), -f.confidence))
    return None


def mark_symptoms(findings: list[Finding], root: Finding) -> list[Finding]:
    """Timeouts that started after the root error are its consequence, whatever their signature says.

    A signature author may leave a timeout a cause (alone it *is* the finding); next to an earlier
    root error on one rank, a timeout on the others is a symptom and must fold into it.
    """
    root_time = root.first_time
    out = []
    for f in findings:
        if f is not root and not f.symptom and f.category == "hang_or_timeout" and (
                root_time is None or f.first_time is None or f.first_time >= root_time):
            f = replace(f, symptom=True, symptom_of=f.symptom_of or root.signature or root.title)
        out.append(f)
    return out


@dataclass
class Straggler:
    """A rank that went quiet while its peers kept writing: the usual face of a silent hang."""

    state: RankState
    gap_seconds: float
    peers_last_time: float
    step_behind: Optional[int]


def straggler(states: list[RankState], min_gap: float = 60.0) -> Optional[Straggler]:
    """The rank whose last line is earliest, if it stopped clearly before every other rank.

    'Clearly' means every other rank logged a later training step, or (ranks without step lines,
    at least three of them) the gap to the next rank is `min_gap` seconds or more and larger than the
    spread among the rest: a run that ended normally has all ranks stop at the same step, together.
    """
    timed = sorted((s for s in states if s.rank is not None and s.last_time is not None),
                   key=lambda s: s.last_time)  # type: ignore[arg-type, return-value]
    if len(timed) < 2:
        return None
    first, others = timed[0], timed[1:]
    gap = others[0].last_time - first.last_time  # type: ignore[operator]
    spread = others[-1].last_time - others[0].last_time  # type: ignore[operator]
    steps = [s.last_ordinal for s in others if s.last_ordinal is not None]
    if first.last_ordinal is not None and len(steps) == len(others):
        behind = min(steps) - first.last_ordinal
        if behind < 1 or gap <= 0:
            return None
        return Straggler(first, gap, others[-1].last_time, behind)  # type: ignore[arg-type]
    if len(timed) < 3 or gap < min_gap or gap <= spread:
        return None
    return Straggler(first, gap, others[-1].last_time, None)  # type: ignore[arg-type]
