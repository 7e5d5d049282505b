"""Clean one candidate line and read what its prefix says: level, time, rank, role.

Only candidate lines (those holding a signature's literal) come here, so this can afford regexes.
What people paste hides failures behind noise: ANSI colours, `\\r` progress bars, markdown quote
markers (`> `), `[rank3]:` prefixes added by torchrun. All are removed before matching. The logger
and rank grammars themselves live in `analyzer/prefix_grammar.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from ..model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_INFO
from ..normalize import strip_controls
from ..prefix_grammar import level_role, parse_prefix, split_rank_prefix

_QUOTE = re.compile(r"^\s*(?:>+\s?)+")
# A markdown code fence a log was pasted between (```` ``` ````, ```` ```python ````, `~~~`): no log line
_FENCE = re.compile(r"^(?:`{3,}|~{3,})[\w+.-]*\s*$")

# A collector's bare clock time in front of a program's own prefix (`18:11:06.680 [rank4]:[E205 ...] `): the
# program's prefix, which says the rank and the level, is what follows it.
_CLOCK_BEFORE_PREFIX = re.compile(r"^\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?\s+(?=\[(?:rank\d|[EWIF]\d{4} ))")

_LEVEL_WORD = re.compile(r"\b(?P<level>ERROR|CRITICAL|FATAL|EXCEPTION)\b")

# `ValueError: msg`, `torch.cuda.OutOfMemoryError: msg`, `KeyError: 'x'`, `RuntimeError: ...`
# (the bare `Exception:` / `Error:` of `raise Exception(...)` counts too, but only with its colon; pyarrow's
# `ArrowInvalid`, which datasets users meet, is named without either word)
# The CUDACHECK / NCCLCHECK macros of NVIDIA's samples and nccl-tests, copied into many projects, print this and
# exit: `NCCL failure all_reduce.cu:95 'unhandled cuda error'` (no level, no error word)
CHECK_MACRO_FAILURE = r"\b(?:NCCL|Cuda|CUDA) failure [\w./-]+:\d+ '"
# A C/C++ tool's own failure sentence, opening its line or after the function that printed it: llama.cpp's
# `error loading model: ...`, `llama_model_load: error loading model: ...` (no level, no exception); or the
# tool's name and the kind of error, as libnvidia-container prints under docker's `OCI runtime create failed`
# (`nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4`); a word must follow, not a
# number (`val: train error: 0.23` reports a metric)
TOOL_ERROR_SENTENCE = r"^(?:[\w.+-]+: )?error(?: [a-z]+){1,3}: |^[\w.+-]+: [a-z]+ error: (?=[a-z])"
# A compiler's diagnostic at the line it stopped on (`/tmp/tmpq2/main.c:4:10: fatal error: Python.h: ...`)
LOCATED_COMPILER_ERROR = r"^[\w./+-]+:\d+(?::\d+)?: (?:fatal )?error: "
# TensorFlow's AutoGraph re-raises an error inside a tf.function as `ValueError: in user code:`, then the user's
# frames and, indented, the original exception line (`ag_error_metadata.to_exception`)
AUTOGRAPH_RERAISE = r"\bin (?:user|converted) code:\s*$"
EXCEPTION_LINE = re.compile(
    r"^(?:[A-Za-z_][\w]*\.)*(?P<type>[A-Z][\w]*(?:Error|Exception|Exit|Interrupt|Fault|Failure|Warning)"
    r"|KeyboardInterrupt|StopIteration|TVMError|ArrowInvalid|(?:Exception|Error)(?=:))(?::\s?(?P<msg>.*))?$")


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


# A progress bar (tqdm's `24/1752 [01:08<1:22:56,  2.88s/it]`, `0 examples [00:00, ? examples/s]`) and what
# follows it on the same line: the bar redraws with `\r`, so a log record printed next lands on its line.
# mmcv's ProgressBar (mmdet, mmocr ...) draws `[>>>>>     ] 1022/5000, 1.5 task/s, elapsed: 673s, ETA:  2621s`;
# Keras `165376/296960 [=====>....] - ETA: 365s - loss: 2.1371` (Keras 3: `12/100 ━━━━━━ 3s 20ms/step - loss: 0.41`).
GLUED_BAR = re.compile(r"^.*?\[\d+:\d\d(?::\d\d)?(?:<[\d:?]+)?,\s*[^\]]*?/(?:s|it)\]\s*(?=\S)|"
                       r"^\[[>\s]*\] \d+/\d+, [\d.]+ task/s, elapsed: \d+s, ETA:\s*\d+s(?=\S)|"
                       r"^\s*\d+/\d+ (?:\[[=>.]*\]|[━─]+) (?:- )?(?:ETA: [\d:]+s?|\d+m?s(?: \d+[mu]?s/step)?)"
                       r"(?: - \w+: -?[\d.]+(?:e[+-]?\d+)?)*(?=\S)")
# A tqdm bar cut before its counts (`train loss: 4116.41:  10%|██████▍      `): only its blanks end it
_CUT_BAR = re.compile(r"^.*?\d%\|[^|]*?\s{2,}(?=\S)")
# What the shell prints when the job dies by a signal; a bar has no newline, so it lands on the bar's line.
# bash names the script line and pid before the word, and the command after it (`run.sh: line 6:  3305 Killed
# python train.py`).
SHELL_DEATH = re.compile(r"(?:\S+: (?:line|行) ?\d+:\s+\d+ )?"
                          r"(?:(?:Killed|Terminated|Aborted|Segmentation fault|Bus error|Illegal instruction)"
                          r"(?: \(core dumped\))?|"
                          # bash's zh_CN messages for the same signals
                          r"(?:已杀死|已终止|已放弃|段错误|总线错误|非法指令)(?:\s*[(（]核心已转储[)）])?)"
                          r"(?:\s{2,}\S.*)?\s*$")


def clean(raw: str) -> tuple[str, Optional[int]]:
    """Strip colours, quote markers, typographic quotes, a progress bar a record was glued onto, and rank
    prefixes; return (text, rank of a prefix)."""
    # a stray CR (progress bars) would reach a terminal through the report, as other controls would
    text = strip_controls(raw.rstrip("\r\n")).replace("\r", "")
    if not text.isascii():
        text = text.translate(_TYPOGRAPHIC)
    stripped = text.strip()
    if stripped[:1] in ("`", "~") and _FENCE.match(stripped):
        return "", None
    if text.lstrip().startswith(">"):
        text = unquote(text)
    elif text.startswith("# ") and parse_prefix(text[2:]) != (None, None):
        text = text[2:]  # output pasted under code as comments: `# 2023-02-24 15:02:52: E ...] message`
    text = _unglue_record(text)
    if text[:1].isdigit():
        text = _CLOCK_BEFORE_PREFIX.sub("", text, count=1)
    text, rank = split_rank_prefix(text)
    return _unmark(text.strip()), rank


def unquote(text: str) -> str:
    """A line without the markdown quote markers (`> `) a forum reply set it behind."""
    return _QUOTE.sub("", text) if text.lstrip().startswith(">") else text


def _unmark(text: str) -> str:
    """A message a forum post set in bold or inline code (`**RuntimeError: ...**`) without the marks."""
    for mark in ("**", "`"):
        n = len(mark)
        if len(text) > 2 * n + 3 and text.startswith(mark) and text.endswith(mark) \
                and text[n] not in "*`" and text[-n - 1] not in "*`":  # glog's `*** SIGSEGV ... ***` is no mark
            return text[len(mark):-len(mark)].strip()
    return text


def _unglue_record(text: str) -> str:
    """The log record after a glued progress bar, when what follows the bar opens one (a rank, level or time
    prefix) or is the shell's word for a job killed by a signal; a bar followed by a step's metrics stays
    whole, since its count is the step."""
    m = GLUED_BAR.match(text)
    if m is None:
        cut = _CUT_BAR.match(text)  # a bar drawn wider than the paste kept, with the shell's word after its blanks
        return text[cut.end():] if cut is not None and SHELL_DEATH.match(text[cut.end():]) else text
    rest = text[m.end():]
    stripped, rank = split_rank_prefix(rest)
    if rank is not None or parse_prefix(stripped) != (None, None) or SHELL_DEATH.match(rest):
        return rest
    return text


def analyse(raw: str) -> LineInfo:
    text, rank = clean(raw)
    level, when = parse_prefix(text)
    if EXCEPTION_LINE.match(text):
        role = ROLE_EXCEPTION
    elif level is not None:
        role = level_role(level)
    else:
        m = _LEVEL_WORD.search(text[:120])
        role = ROLE_ERROR if m else ROLE_INFO
    return LineInfo(text=text, rank=rank, level=level, time=when, role=role)
