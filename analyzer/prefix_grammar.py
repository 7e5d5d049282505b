"""The one home of the log-prefix grammar: what loggers and launchers put in front of a message.

Every stage that needs to see past a line's prefix reads it through this module, so a new logger shape
is taught in one place and the scanner, the prefix learner, the unknown-failure fallback and the
message index cannot read the same line differently:

- **levels and times**: the level words, month names and timestamp shapes (`prefix_time`, `epoch`);
- **logger prefixes** the messages are read through in place (MindSpore/CANN `[ERROR] ME(...)`,
  MindFormers, HF Trainer, TensorFlow, Python logging, glog): `parse_prefix` reads their level and
  time, `strip_logger_prefix` cuts them off (masking, message lookup), `KEPT_LOGGER_PREFIX` tells the
  prefix learner not to cut them;
- **launcher prefixes** that are cut before matching (Ray/vLLM workers, torchrun, Kubernetes, docker
  compose, journald, glog, mpirun, srun, Python logging on stdout): `LAUNCHERS`, and the facts their text
  holds (`level_in_prefix`, `worker_in_prefix`);
- **rank markers**: `[rank3]:` (`split_rank_prefix`) and a rank named inside a launcher prefix
  (`rank_in_prefix`); MindSpore's pid marker (`MS_PID`), which msrun maps to a rank.

Learning unknown prefix shapes from an input is `pipeline/prefixes.py`; it builds on these grammars.
"""

from __future__ import annotations

import calendar
import re
from typing import Optional

import regex

from .model import ROLE_ERROR, ROLE_INFO, ROLE_WARNING

# -- levels, months, times ------------------------------------------------------------------------
LEVEL_WORDS = "DEBUG|INFO|NOTICE|WARNING|WARN|ERROR|ERR|CRITICAL|FATAL|TRACE|EXCEPTION"
MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
_MONTH_NUMBER = {m: i + 1 for i, m in enumerate(MONTHS.split("|"))}

_LEVEL_ROLE = {
    "ERROR": ROLE_ERROR, "CRITICAL": ROLE_ERROR, "FATAL": ROLE_ERROR, "EXCEPTION": ROLE_ERROR,
    "E": ROLE_ERROR, "F": ROLE_ERROR, "WARNING": ROLE_WARNING, "WARN": ROLE_WARNING, "W": ROLE_WARNING,
}

_ISO = re.compile(r"(\d{4})[-/](\d\d)[-/](\d\d)[-T ](\d\d):(\d\d):(\d\d)(?:[.,](\d{1,6}))?")
_MONTH_DAY = re.compile(r"(?<!\d)(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:[.,](\d{1,6}))?")
_SYSLOG = re.compile(rf"({MONTHS}) +(\d{{1,2}}) (\d\d):(\d\d):(\d\d)")
_GLOG_TIME = re.compile(r"^[IWEF](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?")
# absl logging before it is initialised (TensorFlow >= 2.17's C++ start-up lines) writes a zero date and the Unix
# time in place of the seconds: `I0000 00:00:1796492741.349163   30715 coordination_service.cc:502]`
_ABSL_EPOCH = re.compile(r"^[IWEF]0000 00:00:(\d{9,10}\.\d{1,6})\b")
YEARLESS = 2000  # times without a year (vLLM, glog, syslog) are ordered within one input only


def level_role(level: str) -> str:
    """The role (error, warning, info) a level word or glog letter gives its line."""
    return _LEVEL_ROLE.get(level.upper(), ROLE_INFO)


def epoch(date: str, ms: Optional[str]) -> Optional[float]:
    """'2024-01-02 03:04:05' or '2024-01-02-03:04:05' -> seconds (UTC assumed; only order matters)."""
    try:
        y, mo, d = int(date[0:4]), int(date[5:7]), int(date[8:10])
        h, mi, s = int(date[11:13]), int(date[14:16]), int(date[17:19])
        base = calendar.timegm((y, mo, d, h, mi, s, 0, 0, 0))
    except (ValueError, IndexError):
        return None
    frac = float("0." + ms) if ms else 0.0
    return base + frac


def _seconds(y: int, mo: int, d: int, h: int, mi: int, s: int, frac: Optional[str]) -> Optional[float]:
    try:
        base = calendar.timegm((y, mo, d, h, mi, s, 0, 0, 0))
    except (ValueError, OverflowError):
        return None
    return base + (float("0." + frac) if frac else 0.0)


def prefix_time(prefix: str) -> Optional[float]:
    """Seconds from the first timestamp a prefix holds (UTC assumed; year-less shapes share one year)."""
    m = _ISO.search(prefix)
    if m:
        return _seconds(*(int(g) for g in m.groups()[:6]), m.group(7))
    m = _ABSL_EPOCH.search(prefix)
    if m:
        return float(m.group(1))
    m = _GLOG_TIME.search(prefix) or _MONTH_DAY.search(prefix)
    if m:
        return _seconds(YEARLESS, *(int(g) for g in m.groups()[:5]), m.group(6))
    m = _SYSLOG.search(prefix)
    if m:
        mo = _MONTH_NUMBER[m.group(1)]
        return _seconds(YEARLESS, mo, *(int(g) for g in m.groups()[1:5]), None)
    return None


# -- logger prefixes, read in place -----------------------------------------------------------------
# Each shape is read for its level and time (the `_HEAD` patterns, anchored at the message) and cut as a
# whole for masking and message lookup (`_WHOLE`, which also takes the `[file:line] func:` after it).
# MindSpore / CANN: [ERROR] ME(1234:5678,MainProcess):2024-01-02-03:04:05.678.901 [file:line] msg
_MS_HEAD = re.compile(
    r"^\[(?P<level>[A-Z]+)\]\s+(?P<module>[A-Z_]+)\((?P<pid>\d+)[,:][^)]*\):"
    r"(?P<ts>\d{4}-\d{2}-\d{2}-\d{2}:\d{2}:\d{2})(?:\.(?P<ms>\d{3}))?(?:\.\d{3})?")
# MindFormers file handler: [ERROR] 2024-01-02 03:04:05,678 [file:line] func: msg
_MF_HEAD = re.compile(r"^\[(?P<level>[A-Z]+)\]\s+(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:,(?P<ms>\d{3}))?")
# Python logging / MindFormers stdout: 2024-01-02 03:04:05,678 - name[...] - ERROR - msg
_PY_HEAD = re.compile(
    r"^\[?(?P<ts>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2})(?:[,.](?P<ms>\d{1,6}))?\]?"
    r"(?:.{0,200}?[\s|\[-](?P<level>DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL)\b)?")
# HF Trainer: [INFO|trainer.py:1686] 2023-07-18 22:10:14,427 >> msg
_HF_HEAD = re.compile(
    r"^\[(?P<level>[A-Z]+)\|[^\]]*\]\s+(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:,(?P<ms>\d{3}))?")
# TensorFlow C++ logging: 2023-04-23 01:00:06.362905: E tensorflow/stream_executor/cuda/cuda_driver.cc:733] msg
_TF_HEAD = re.compile(r"^(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\.(?P<ms>\d{1,6}): (?P<level>[EWIF]) \S+:\d+\]")
# glog / absl: E1130 12:34:56.789 ...; torch's c10 logger brackets it: [E502 10:30:02.123456789 file.cpp:616]
_GLOG_HEAD = re.compile(r"^\[?(?P<level>[EWIF])\d{3,4} \d{2}:\d{2}:\d{2}")
# torch's c10 logger before 2.0 wrote the level and the source file alone: [E ProcessGroupNCCL.cpp:828] msg;
# TensorFlow's C++ logging without its time does the same unbracketed: E tensorflow/.../cuda_dnn.cc:378] msg
_C10_HEAD = re.compile(r"^(?:\[(?P<level>[EWIF]) [\w.-]+|(?P<bare>[EWIF]) [\w./-]+)\.(?:cpp|cc|cu|h|hpp|c):\d+\] ")
# ONNX Runtime's default logging sink: 2024-10-26 20:47:00.5657450 [E:onnxruntime:Default, provider_bridge_ort.cc:1992
# onnxruntime::TryGetProviderInfo_CUDA] msg; severities V, I, W, E, F
_ORT_HEAD = re.compile(r"^(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\.(?P<ms>\d{1,9}) "
                       r"\[(?P<level>[VIWEF]):onnxruntime:[^\]]*\] ")
# TensorRT's logger (trtexec, the samples, the Python `[TRT]` tag): [02/20/2024-10:56:21] [E] msg,
# [10/25/2021-15:32:01] [E] [TRT] msg; severities F, E, W, I, V
_TRT_HEAD = re.compile(r"^\[(?P<mo>\d\d)/(?P<d>\d\d)/(?P<y>\d{4})-(?P<hms>\d\d:\d\d:\d\d)\] (?:\[TRT\] )?"
                       r"\[(?P<level>[FEWIV])\] (?:\[TRT\] )?")

_WHOLE = (
    regex.compile(r"^\[[A-Z]+\]\s+[A-Z_]+\([^)]*\):\S+\s+(?:\[[^\]]*\]\s*\d*\s*)?(?:\w+\]\s*)?"),  # MS / CANN
    regex.compile(r"^\[[A-Z]+\]\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:,\d+)?\s+(?:\[[^\]]*\]\s*)?(?:[\w<>]+:\s)?"),  # MF
    regex.compile(r"^\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[,.]\d+)?\]?(?:\s*-\s*[^-]*?)?\s*-\s*"
                  r"(?:ERROR|CRITICAL|FATAL|WARNING|INFO)\s*-\s*"),  # Python logging
    regex.compile(r"^\[[A-Z]+\|[^\]]*\]\s+\S+ \S+\s+>>\s*"),  # HF
    regex.compile(r"^(?:ERROR|CRITICAL|FATAL):[\w.]+:"),  # bare logging.basicConfig format
    # vLLM / docker compose: `vllm-1  | ERROR 11-18 18:07:28 engine.py:366] `, `(EngineCore_DP0 pid=1) ERROR ...`
    regex.compile(r"^(?:[\w.-]+\s+\|\s+)?(?:\([^)]{0,60}pid=\d+\)\s+)?(?:ERROR|WARNING|INFO|CRITICAL|DEBUG)\s+"
                  r"\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?\s+(?:\[[^\]]{0,80}\]\s*)?(?:[\w.]+:\d+\]\s*)?"),
    # TensorFlow / absl: `2023-04-23 01:00:06.362905: E tensorflow/.../cuda_driver.cc:733] `,
    # `E0000 00:00:1.2 12 x.cc:1] `
    regex.compile(r"^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+: [EWIF] |[EWIF]\d{4} \d\d:\d\d:[\d.]+\s+\d+\s+)"
                  r"[\w/.\\:-]+:\d+\]\s*"),
    _TRT_HEAD,  # TensorRT `[02/20/2024-10:56:21] [E] `
    _ORT_HEAD,  # ONNX Runtime `2024-10-26 20:47:00.5657450 [E:onnxruntime:Default, x.cc:1 f] `
    _C10_HEAD,  # c10 before torch 2.0 `[E ProcessGroupNCCL.cpp:828] `, TensorFlow untimed `E tensorflow/x.cc:1] `
)
# The MindSpore/CANN, MindFormers, HF, TensorRT and ONNX Runtime shapes as the prefix learner must leave them
# (unanchored: it matches them at a token's position): signatures and the unknown-failure fallback read through them.
KEPT_LOGGER_PREFIX = re.compile(r"\[[A-Z]+\]\s+[A-Z_]+\(\d+[,:][^)]*\):\d{4}-|"
                                r"\[[A-Z]+\]\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d|"
                                r"\[[A-Z]+\|[^\]]*\]\s+\d{4}-|"
                                r"\[\d\d/\d\d/\d{4}-\d\d:\d\d:\d\d\] (?:\[TRT\] )?\[[FEWIV]\] |"
                                r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \[[VIWEF]:onnxruntime:")


# MindSpore's and MindFormers' logger prefixes name the Python statement that logged the line:
# `[mindspore/train/serialization.py:475]`
_LOGGED_AT = re.compile(r"\[((?:[\w.-]+/)+[\w.-]+\.py):(\d+)\]")


def logged_at(text: str) -> Optional[tuple[str, int]]:
    """(module path, line) of the statement a line's logger prefix names, or None."""
    m = _LOGGED_AT.search(text[:300])
    return (m.group(1), int(m.group(2))) if m else None


# MindSpore's process marker: `[WARNING] DISTRIBUTED(21359,7f..,python):`, the pid of the worker that wrote
# the line (msrun maps pids to ranks); as text and as bytes (the scanner reads an input's head as bytes)
_MS_PID = r"\[[A-Z]+\]\s+[A-Z_]+\((\d+)[,:]"
MS_PID = re.compile(_MS_PID)
MS_PID_BYTES = re.compile(_MS_PID.encode())


def parse_prefix(text: str) -> tuple[Optional[str], Optional[float]]:
    """Log level and timestamp from the shapes MindSpore, CANN, MindFormers, HF, Python, glog, c10, TensorRT
    and ONNX Runtime write. ONNX Runtime's is tried first: its date and time alone would read as Python
    logging's, without the level in its bracket."""
    m = _ORT_HEAD.match(text)
    if m:
        return m.group("level"), epoch(m.group("ts"), m.group("ms")[:6])
    for rx in (_MS_HEAD, _MF_HEAD, _HF_HEAD, _TF_HEAD):
        m = rx.match(text)
        if m:
            return m.group("level"), epoch(m.group("ts"), m.groupdict().get("ms"))
    m = _PY_HEAD.match(text)
    if m:
        return m.group("level"), epoch(m.group("ts"), m.group("ms"))
    m = _GLOG_HEAD.match(text)
    if m:
        return m.group("level"), None
    m = _C10_HEAD.match(text)
    if m:
        return m.group("level") or m.group("bare"), None
    m = _TRT_HEAD.match(text)
    if m:
        return m.group("level"), epoch(f"{m.group('y')}-{m.group('mo')}-{m.group('d')} {m.group('hms')}", None)
    return None, None


def strip_logger_prefix(text: str) -> str:
    """The message without its logger prefix (level, time, `[file:line]`): what differs on every line
    and says nothing about the error. A prefix alone on its line is kept."""
    for rx in _WHOLE:
        m = rx.match(text)
        if m and m.end() < len(text):
            return text[m.end():]
    return text


# -- launcher prefixes, cut before matching ----------------------------------------------------------
# (name, anchored regex); groups ts, level, worker, rank where present
LAUNCHERS = (
    # vLLM / Ray worker output: `(Worker_DP0_TP1_EP1 pid=5298) `, `(pid=123, ip=10.0.0.1) `,
    # `(RayWorkerWrapper pid=1, ip=...) `, `(raylet, ip=...) `; vLLM's own logger part may follow
    ("ray", r"\((?P<worker>(?:[\w.:-]+ )?(?:rank=\d+ )?pid=\d+(?:, ip=[\w.:-]+)?|[\w.:-]+, ip=[\w.:-]+)\)"
            r"(?: \[repeated \d+x across cluster\])? "
            r"(?:(?P<level>DEBUG|INFO|WARNING|ERROR|CRITICAL) (?P<ts>\d\d-\d\d \d\d:\d\d:\d\d)(?:\.\d+)?"
            r"(?: \[[^\]\n]{1,200}\]| [\w.-]+:\d+\])? )?"),
    # vLLM's logger in the main process: `INFO 01-29 02:01:11 [config.py:123] ` (before 0.8: `core.py:48] `)
    ("vllm", r"(?P<level>DEBUG|INFO|WARNING|ERROR|CRITICAL) (?P<ts>\d\d-\d\d \d\d:\d\d:\d\d)(?:\.\d+)?"
             r"(?: \[[^\]\n]{1,200}\]| [\w.-]+:\d+\]) "),
    # torchrun --tee / log_line_prefix: `[default0]:`
    ("torchrun", r"\[(?P<worker>(?!(?i:rank)\d)[A-Za-z_][A-Za-z_-]*?(?P<rank>\d{1,5}))\]:"),
    ("rank", r"\[(?:rank|Rank|RANK) ?(?P<rank>\d{1,5})\]: ?"),
    # Kubernetes / containerd CRI log files: `2026-12-01T10:00:00.123456Z stderr F `; `kubectl logs
    # --timestamps` and docker `--timestamps` write the time alone
    ("cri", r"(?P<ts>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)) (?:(?:stdout|stderr) [FP] )?"),
    # docker compose: `trainer-1  | `, `project_trainer_1 | `, and a service given a `container_name`, which
    # has no replica number (`gemma-vllm-server  | `): a dashed or underscored name padded before its bar
    ("compose", r"(?P<worker>[A-Za-z][\w.-]*?[-_]\d+(?= *\| )|[A-Za-z][\w.]*[-_][\w.-]*?(?=  +\| )) *\| "),
    # journald / syslog: `Dec 01 10:00:00 host python[123]: `
    ("journald", rf"(?P<ts>(?:{MONTHS}) [ \d]\d \d\d:\d\d:\d\d) \S+ (?P<worker>[\w./@-]+\[\d+\]): "),
    # glog / absl / torch's C++ and dynamo logs: `E1201 10:00:00.123456 1234 file.cc:12] [0/0] `
    ("glog", r"(?P<level>[IWEF])(?P<ts>\d{4} \d\d:\d\d:\d\d\.\d+) +(?P<worker>\d+) [^\s\]]+:\d+\] "
             r"(?:\[[\d/_]+\] )?"),
    # Open MPI `mpirun --tag-output` (horovodrun too): `[1,3]<stderr>:`, the job id then the rank
    ("mpirun", r"\[\d{1,5},(?P<rank>\d{1,5})\]<(?:stdout|stderr|stddiag)>: ?"),
    # Slurm `srun --label`: `0: `, right-aligned task ids
    ("srun", r" {0,4}(?P<rank>\d{1,5}): "),
    # pytest's short test summary: `FAILED tests/test_x.py::TestY::test_z - ` before the exception it raised
    ("pytest", r"(?:FAILED|ERROR) (?P<worker>[\w./\\-]+\.py::[^\s]+) - "),
    # MindFormers and Python logging on stdout: `2024-01-02 03:04:05,678 - mindformers[x.py:1] - ERROR - `
    ("pylog", rf"(?P<ts>\d{{4}}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[,.]\d+)?) - [^\n]{{0,200}}? - "
              rf"(?P<level>{LEVEL_WORDS}) - "),
)
LAUNCHER_RX = tuple((name, re.compile(rx)) for name, rx in LAUNCHERS)

# the launcher prefixes a step line may carry before its logger's own time (`[default0]:2026-03-02 10:14:34,120 INFO`)
_STEP_LAUNCHERS = tuple(rx for name, rx in LAUNCHER_RX
                        if name in {"torchrun", "rank", "ray", "cri", "compose", "mpirun"})


def step_line_time(text: str) -> Optional[float]:
    """The time of a step line: its logger prefix's, else the time under (or in) one launcher prefix. Step
    lines are read where they lie, without the learned prefixes (a long run has hundreds of thousands), so
    the few launchers that wrap a worker's logger are tried here, anchored, and only when no time is read."""
    when = parse_prefix(text)[1]
    if when is not None:
        return when
    for rx in _STEP_LAUNCHERS:
        m = rx.match(text)
        if m:
            ts = m.groupdict().get("ts")
            return prefix_time(ts) if ts else parse_prefix(text[m.end():].lstrip())[1]
    return None


# a level word, a glog letter (`E0624 04:14:29`), or TensorFlow's C++ letter after the time (`.642380: E file.cc:88]`)
# torch's c10 logger brackets the glog head anywhere in a learned prefix: `[rank6]:[E429 13:55:49.384 ...]`
_LEVEL = re.compile(rf"\b({LEVEL_WORDS})\b|^([IWEF])\d{{4}} |\d: ([IWEF])\s+\S+:\d+\]|"
                    r"\[([IWEF])\d{3,4} \d{2}:\d{2}:\d{2}")
_WORKER = re.compile(r"\(([^()\n]{1,120})\)|\[([A-Za-z_][\w.-]*\d[\w.=-]*)\]|([A-Za-z][\w.-]*\[\d+\])|"
                     r"([A-Za-z][\w.-]*[-_]\d+) *\|")
# (Ray's event summariser marks its lines with the time since the job began: `(autoscaler +1m1s) `, not a process)
_NOT_WORKER = re.compile(r"[\w./-]+\.\w+:\d+|[\d/_]+|(?i:rank) ?\d+|[\w-]+ \+\d+[hms](?:\d+[ms])*")


def level_in_prefix(prefix: str) -> Optional[str]:
    """The level word (or glog letter) a launcher prefix holds."""
    m = _LEVEL.search(prefix)
    return (m.group(1) or m.group(2) or m.group(3) or m.group(4)) if m else None


def worker_in_prefix(prefix: str) -> Optional[str]:
    """The process a launcher prefix names (`Worker_TP1 pid=5298`, `default0`, `python[123]`)."""
    for m in _WORKER.finditer(prefix):
        value = next(g for g in m.groups() if g is not None).strip()
        if _ISO.search(value) or _MONTH_DAY.search(value) or _NOT_WORKER.fullmatch(value):
            continue  # a time, a source location or a rank (ranks have their own field), not a process
        return value
    return None


# -- rank markers ----------------------------------------------------------------------------------
# `[rank3]: ...` (torchrun), `rank3: ...`: a prefix that names the rank of one line
RANK_PREFIX = re.compile(r"^\s*\[(?:rank|Rank|RANK)\s?(\d{1,5})\]:?\s?|^\s*(?:rank|Rank)\s?(\d{1,5}):\s")
# a rank named anywhere in a learned line prefix (`... rank=3 ...`, `3: ` of srun --label)
_RANK_IN_PREFIX = re.compile(r"(?i)\brank[ _=:-]?(\d{1,5})\b|^\s*(\d{1,5}):\s*$")


def split_rank_prefix(text: str) -> tuple[str, Optional[int]]:
    """(`text` without a leading `[rankN]:` prefix, N or None)."""
    m = RANK_PREFIX.match(text)
    if m is None:
        return text, None
    return text[m.end():], int(m.group(1) or m.group(2))


def rank_in_prefix(prefix: str) -> Optional[int]:
    """The rank a learned line prefix names, if any."""
    m = _RANK_IN_PREFIX.search(prefix)
    return int(m.group(1) or m.group(2)) if m else None
