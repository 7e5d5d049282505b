"""Clean one candidate line and read what its prefix says: level, time, rank, role.

Only candidate lines (those holding a signature's literal) come here, so this can afford regexes.
What people paste hides failures behind noise: ANSI colours, `\\r` progress bars, markdown quote
markers (`> `), `[rank3]:` prefixes added by torchrun. All are removed before matching.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from typing import Optional

from ..model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_INFO, ROLE_WARNING
from ..normalize import split_rank_prefix, strip_controls

_QUOTE = re.compile(r"^\s*(?:>+\s?)+")

# MindSpore / CANN: [ERROR] ME(1234:5678,MainProcess):2024-01-02-03:04:05.678.901 [file:line] msg
_MS_PREFIX = re.compile(
    r"^\[(?P<level>[A-Z]+)\]\s+(?P<module>[A-Z_]+)\((?P<pid>\d+)[,:][^)]*\):"
    r"(?P<ts>\d{4}-\d{2}-\d{2}-\d{2}:\d{2}:\d{2})(?:\.(?P<ms>\d{3}))?(?:\.\d{3})?")
# MindFormers file handler: [ERROR] 2024-01-02 03:04:05,678 [file:line] func: msg
_MF_FILE = re.compile(r"^\[(?P<level>[A-Z]+)\]\s+(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:,(?P<ms>\d{3}))?")
# Python logging / MindFormers stdout: 2024-01-02 03:04:05,678 - name[...] - ERROR - msg
_PY_LOG = re.compile(
    r"^\[?(?P<ts>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2})(?:[,.](?P<ms>\d{1,6}))?\]?"
    r"(?:.{0,200}?[\s|\[-](?P<level>DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL)\b)?")
# HF Trainer: [INFO|trainer.py:1686] 2023-07-18 22:10:14,427 >> msg
_HF_LOG = re.compile(
    r"^\[(?P<level>[A-Z]+)\|[^\]]*\]\s+(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:,(?P<ms>\d{3}))?")
# TensorFlow C++ logging: 2023-04-23 01:00:06.362905: E tensorflow/stream_executor/cuda/cuda_driver.cc:733] msg
_TF_LOG = re.compile(r"^(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\.(?P<ms>\d{1,6}): (?P<level>[EWIF]) \S+:\d+\]")
# glog / absl: E1130 12:34:56.789 ...; torch's c10 logger brackets it: [E502 10:30:02.123456789 file.cpp:616]
_GLOG = re.compile(r"^\[?(?P<level>[EWIF])\d{3,4} \d{2}:\d{2}:\d{2}")
_LEVEL_WORD = re.compile(r"\b(?P<level>ERROR|CRITICAL|FATAL|EXCEPTION)\b")

# `ValueError: msg`, `torch.cuda.OutOfMemoryError: msg`, `KeyError: 'x'`, `RuntimeError: ...`
# (the bare `Exception:` / `Error:` of `raise Exception(...)` counts too, but only with its colon)
EXCEPTION_LINE = re.compile(
    r"^(?:[A-Za-z_][\w]*\.)*(?P<type>[A-Z][\w]*(?:Error|Exception|Exit|Interrupt|Fault|Failure|Warning)"
    r"|KeyboardInterrupt|StopIteration|TVMError|(?:Exception|Error)(?=:))(?::\s?(?P<msg>.*))?$")

_LEVEL_ROLE = {
    "ERROR": ROLE_ERROR, "CRITICAL": ROLE_ERROR, "FATAL": ROLE_ERROR, "EXCEPTION": ROLE_ERROR,
    "E": ROLE_ERROR, "F": ROLE_ERROR, "WARNING": ROLE_WARNING, "WARN": ROLE_WARNING, "W": ROLE_WARNING,
}


@dataclass
class LineInfo:
    text: str
    rank: Optional[int] = None
    level: Optional[str] = None
    time: Optional[float] = None
    role: str = ROLE_INFO
    worker: Optional[str] = None  # the process a learned line prefix named (analyzer/pipeline/prefixes.py)
    prefix: str = ""  # the launcher or logger prefix removed before `text`


# Text copied from rendered pages (docs, forums, chat) carries typographic quotes; messages never do.
_TYPOGRAPHIC = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " "})


def clean(raw: str) -> tuple[str, Optional[int]]:
    """Strip colours, quote markers, typographic quotes and rank prefixes; return (text, rank of a prefix)."""
    # a stray CR (progress bars) would reach a terminal through the report, as other controls would
    text = strip_controls(raw.rstrip("\r\n")).replace("\r", "")
    if not text.isascii():
        text = text.translate(_TYPOGRAPHIC)
    if text.lstrip().startswith(">"):
        text = _QUOTE.sub("", text)
    text, rank = split_rank_prefix(text)
    return text.strip(), rank


def _epoch(date: str, ms: Optional[str]) -> Optional[float]:
    """'2024-01-02 03:04:05' or '2024-01-02-03:04:05' -> seconds (UTC assumed; only order matters)."""
    try:
        y, mo, d = int(date[0:4]), int(date[5:7]), int(date[8:10])
        h, mi, s = int(date[11:13]), int(date[14:16]), int(date[17:19])
        base = calendar.timegm((y, mo, d, h, mi, s, 0, 0, 0))
    except (ValueError, IndexError):
        return None
    frac = float("0." + ms) if ms else 0.0
    return base + frac


def parse_prefix(text: str) -> tuple[Optional[str], Optional[float]]:
    """Log level and timestamp from the shapes MindSpore, CANN, MindFormers, HF and Python write."""
    for rx in (_MS_PREFIX, _MF_FILE, _HF_LOG, _TF_LOG):
        m = rx.match(text)
        if m:
            return m.group("level"), _epoch(m.group("ts"), m.groupdict().get("ms"))
    m = _PY_LOG.match(text)
    if m:
        return m.group("level"), _epoch(m.group("ts"), m.group("ms"))
    m = _GLOG.match(text)
    if m:
        return m.group("level"), None
    return None, None


def level_role(level: str) -> str:
    return _LEVEL_ROLE.get(level.upper(), ROLE_INFO)


def analyse(raw: str) -> LineInfo:
    text, rank = clean(raw)
    level, when = parse_prefix(text)
    if EXCEPTION_LINE.match(text):
        role = ROLE_EXCEPTION
    elif level is not None:
        role = _LEVEL_ROLE.get(level, ROLE_INFO)
    else:
        m = _LEVEL_WORD.search(text[:120])
        role = ROLE_ERROR if m else ROLE_INFO
    return LineInfo(text=text, rank=rank, level=level, time=when, role=role)
