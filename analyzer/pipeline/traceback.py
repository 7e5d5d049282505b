"""Read a raised exception out of log text: Python frames, the exception line, MindSpore report sections.

The exception a traceback ends in is the strongest evidence a log holds, and the user's own frame is
where a CI annotation belongs. MindSpore appends sections after the exception line
(`- C++ Call Stack:`, `- The Traceback of Net Construct Code:`, `- Ascend Error Message:` ...); they
belong to the same failure, so the block runs to the end of them.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Optional

from ..model import Frame, Traceback
from ..prefix_grammar import parse_prefix
from .lines import AUTOGRAPH_RERAISE, EXCEPTION_LINE, clean

TRACEBACK_HEAD = b"Traceback (most recent call last)"
_HEAD_TEXT = TRACEBACK_HEAD.decode()
# Paddle's error report borrows the head for its native stack: `C++ Traceback (most recent call last):`
_NATIVE_HEAD = re.compile(r"C\+\+ Traceback \(most recent call last\)")
MAX_BLOCK_LINES = 400
MAX_DETAIL_LINES = 12  # of a message's continuation lines (Traceback.detail) ...
MAX_DETAIL = 1500  # ... and characters
_BULLET = re.compile(r"^ {1,4}[*-] ")  # a list item of a message (`  * the input carry component ...`)

_FRAME = re.compile(r'^File "(?P<path>[^"]+)", line (?P<line>\d+)(?:, in (?P<func>.+))?$')
# MindSpore graph-compile trace: `# 0 In file /x/net.py:13` (2.x) or `In file /x/net.py(61)/  code/` (1.x)
_CONSTRUCT_NEW = re.compile(r"^#\s*\d+\s+In file (?P<path>.+?):(?P<line>\d+)")
_CONSTRUCT_OLD = re.compile(r"^-?\s*In file (?P<path>.+?)\((?P<line>\d+)\)/\s*(?P<code>.*?)/?$")
_CHAIN = ("The above exception was the direct cause", "During handling of the above exception")
_IGNORED = "Exception ignored in"
# IPython / Jupyter: `TypeError      Traceback (most recent call last)` heads a traceback whose frames are
# `Cell In[5], line 3`, `Input In [5], in <cell line: 3>()`, `File ~/x/y.py:1501, in f(self)` (IPython 8)
# or `<ipython-input-20-633e69275119> in <module>`, `/x/y.py in f(self)` (older) and whose failing line
# is marked by an arrow: `---> 13 trainer = Trainer(`.
_JUPYTER_HEAD = re.compile(r"^(?P<type>[A-Za-z_][\w.]*)\s{2,}Traceback \(most recent call last\)")
_IPY_FRAMES = (
    re.compile(r"^File (?P<path>\S.*?):(?P<line>\d+), in (?P<func>.+)$"),
    re.compile(r"^(?P<path>Cell In ?\[\d+\]), line (?P<line>\d+)"),
    re.compile(r"^(?P<path>Input In \[\d+\]), in (?P<func>.+)$"),
    # (a path the poster shortened to `.../site-packages/...`; Cython modules are .pyx / .pxi)
    re.compile(r"^(?P<path><ipython-input-[^>]+>|(?:[A-Za-z]:|\.{2,3})?[~/\\][^\s]*\.(?:py|pyx|pxi)) "
               r"in (?P<func>\S.*)$"),
    # Colab links each file: `[<ipython-input-81-55>](https://localhost:8080/#) in <cell line: 7>()`
    re.compile(r"^\[(?P<path>[^\]]+)\]\([^)\s]*\) in (?P<func>\S.*)$"),
)
_IPY_CONTEXT = re.compile(r"^\s+(?:\d+|\[\d+\]\([^)\s]*\))(?:\s|$)")  # the numbered source lines around the arrow
_IPY_HIDDEN = re.compile(r"^\d+ frames?$")  # Colab folds library frames into `7 frames`
_IPY_ARROW = re.compile(r"^-*> ?(?P<line>\d+)\s(?P<code>.*)$")
# VS Code's notebook output links each line number to its file: `-> [1798](https://file+.vscode-resource...:1798)`
_IPY_LINKED_NUMBER = re.compile(r"^(-*> ?)?\[(\d+)\]\([^)\s]*\)")
# Log collectors (CloudWatch, some CI consoles) interleave a line holding only the time each line arrived.
_BARE_TIME = re.compile(r"^[\[(]?[\d\s:.,TZ+/-]+[\])]?$")
# What an exception line starts with: a (dotted) name, then its colon or the line's end. A frame's source
# line whose indentation was lost in pasting (`main(sys.argv[1:])`) never does.
_EXCEPTION_SHAPE = re.compile(r"^[A-Za-z_][\w.]*(?::|$)")


def opens_section(text: str) -> bool:
    """A traceback's head or the line that chains one exception to the next."""
    return text.startswith(TRACEBACK_HEAD.decode()) or text.startswith(_CHAIN)


def is_record_start(text: str) -> bool:
    """A new log record ends a MindSpore report block."""
    if opens_section(text):
        return True
    level, when = parse_prefix(text)
    return level is not None or when is not None


def parse_at(lines: list[str], start: int, path: str, line_of: Callable[[int], int],
             chained: bool = False) -> Optional[Traceback]:
    """Parse the traceback whose head is lines[start]. `line_of(i)` maps an index to a file line number."""
    frames: list[Frame] = []
    i = start + 1
    n = len(lines)
    exc_idx = None
    head = clean(lines[start])[0]
    if _NATIVE_HEAD.search(head):
        return None  # Paddle's C++ stack, numbered native frames: no Python frame and no exception line follow
    jupyter_head = _JUPYTER_HEAD.match(head)
    jupyter = jupyter_head is not None
    _glued_frame(head, frames)
    # a traceback pasted as an indented code block: its own lines are indented from the head's column
    base = lines[start][:len(lines[start]) - len(lines[start].lstrip(" \t"))]
    while i < n and i - start < MAX_BLOCK_LINES:
        raw = lines[i][len(base):] if base and lines[i].startswith(base) else lines[i]
        text, _ = clean(raw)
        if text.startswith(_HEAD_TEXT):  # another rank's copy of the same traceback, interleaved
            _glued_frame(text, frames)
            i += 1
            continue
        m = _FRAME.match(text)
        if m:
            frames.append(Frame(m.group("path"), int(m.group("line")), (m.group("func") or "").strip()))
            i += 1
            continue
        if jupyter and (_IPY_CONTEXT.match(raw) or _ipython_line(text, frames)):
            i += 1
            continue
        if _is_bare_time(text):
            i += 1
            continue
        if frames and text and not frames[-1].code and not _EXCEPTION_SHAPE.match(text):
            frames[-1] = replace(frames[-1], code=text)  # its source line, indentation lost in pasting
            i += 1
            continue
        if not text or raw[:1] in (" ", "\t") or text.startswith(("^", "~")) or (
                raw.lstrip().startswith(">") and not EXCEPTION_LINE.match(text)):
            if frames and text and not frames[-1].code and not text.startswith(("^", "~")):
                frames[-1] = replace(frames[-1], code=text)
            i += 1
            continue
        exc_idx = i
        break
    if exc_idx is None:  # IPython names the exception in the head: that much survives the cut
        return _cut_off(frames, start, i, n, path, line_of, chained, jupyter_head.group("type") if jupyter_head else "")
    exc_text, _ = clean(lines[exc_idx])
    m = EXCEPTION_LINE.match(exc_text)
    if m:
        exc_type, message = m.group("type"), m.group("msg") or ""
    else:
        exc_type, _, message = exc_text.partition(":")
        message = message.strip()
    end = exc_idx
    detail: list[str] = []
    margin = _indent(lines[exc_idx])
    in_report = False
    j = exc_idx + 1
    # Ray re-raises a worker's exception in the driver as `RayTaskError(ValueError): ray::f() (pid=...)`
    # followed by the worker's frames and its own exception line; TensorFlow's AutoGraph re-raises an error in
    # a traced function as `ValueError: in user code:` followed, indented, by the user's frames and the original
    # exception line. That one is the failure, raised below all the frames read so far
    rethrown = "RayTaskError" in exc_type or _AUTOGRAPH_RERAISE.search(message) is not None
    while j < n and j - exc_idx < MAX_BLOCK_LINES:
        text, _ = clean(lines[j])
        if text and is_record_start(text):
            break
        m_new = _CONSTRUCT_NEW.match(text) or _CONSTRUCT_OLD.match(text)
        if m_new:
            code = m_new.groupdict().get("code") or ""
            frames.append(Frame(m_new.group("path").strip(), int(m_new.group("line")), "construct", code))
        elif rethrown and _FRAME.match(text):  # the inner frames follow their wrapper exception
            m = _FRAME.match(text)
            frames.append(Frame(m.group("path"), int(m.group("line")), (m.group("func") or "").strip()))
        elif rethrown and frames and (m := EXCEPTION_LINE.match(text)) is not None and m.group("msg"):
            exc_type, message, exc_idx, rethrown = m.group("type"), m.group("msg") or "", j, False
        if text:
            end = j
            rule = _REPORT_RULE.match(text) is not None
            in_report |= rule  # MindSpore's report sections (C++ stack, construct code) are no message prose
            if not in_report and len(detail) < MAX_DETAIL_LINES and _is_detail(lines[j], text, margin):
                detail.append(text)
            if not message and not rule:  # MindSpore's report: `TypeError:` then
                message = text  # `----` / `- Kernel select failed:` / `----` and the message itself
        j += 1
    return Traceback(path=path, start_line=line_of(start), exception_line=line_of(exc_idx),
                     end_line=line_of(end), exc_type=exc_type.strip(), message=message[:2000],
                     frames=frames, chained_from_previous=chained, detail=" ".join(detail)[:MAX_DETAIL])


def _indent(raw: str) -> int:
    return len(raw) - len(raw.lstrip(" \t"))


def _is_detail(raw: str, text: str, margin: int) -> bool:
    """A line of the message's continuation: prose no more indented than the exception line (a whole
    paste may be indented) or a `*` / `-` list item under it (JAX lists each mismatch); not a frame of a
    report's call stack (TF's `Detected at node ... defined at` lists frames), and not the indented source
    lines and argument lists that follow frames."""
    return ((_indent(raw) <= margin or _BULLET.match(raw[margin:]) is not None)
            and not _FRAME.match(text) and not text.startswith(("^", "~")))


_AUTOGRAPH_RERAISE = re.compile(AUTOGRAPH_RERAISE)
# the rules and section titles of MindSpore's error report (`-------`, `- Framework Error Message:`)
_REPORT_RULE = re.compile(r"^-{8,}$|^- [\w ()]+:$")


def parse_headless(lines: list[str], at: int, path: str, exception_line: int) -> Optional[Traceback]:
    """The traceback whose exception line is lines[at] when the excerpt left its head out: the frames (and
    their indented source lines) right above it are read as if the head stood before them. None when no
    frame is there, or when the head is and the traceback was read from it."""
    first = at
    while first > 0 and (_FRAME.match(lines[first - 1].strip()) or lines[first - 1][:1] in (" ", "\t")):
        first -= 1
    while first < at and not _FRAME.match(lines[first].strip()):
        first += 1  # the block begins with a frame
    if first == at or (first > 0 and lines[first - 1].lstrip().startswith(_HEAD_TEXT)):
        return None
    first_line = exception_line - (at - first)
    tb = parse_at([_HEAD_TEXT + ":"] + lines[first:], 0, path, lambda i: first_line + max(0, i - 1))
    return tb if tb is not None and tb.exception_line == exception_line else None


def _glued_frame(head: str, frames: list[Frame]) -> None:
    """A head whose newline was lost keeps its first frame on the same line: read it into `frames`."""
    m = _FRAME.match(head.partition(_HEAD_TEXT + ":")[2].strip())
    if m and not any(f.path == m.group("path") and f.line == int(m.group("line")) for f in frames):
        frames.append(Frame(m.group("path"), int(m.group("line")), (m.group("func") or "").strip()))


def _is_bare_time(text: str) -> bool:
    """A line holding nothing but a timestamp (a collector's arrival time): not part of the traceback."""
    return bool(text) and _BARE_TIME.match(text) is not None and parse_prefix(text)[1] is not None


def _ipython_line(text: str, frames: list[Frame]) -> bool:
    """Read one line of an IPython traceback into `frames`; False when it is none (the exception)."""
    if (text.startswith("-----") and not text.strip("-")) or _IPY_HIDDEN.match(text):
        return True  # the rule IPython draws above the traceback, Colab's folded frames
    m = _IPY_ARROW.match(_IPY_LINKED_NUMBER.sub(r"\1\2", text, count=1))
    if m:
        if frames and not frames[-1].code:
            frames[-1] = replace(frames[-1], line=frames[-1].line or int(m.group("line")),
                                 code=m.group("code").strip())
        return True
    for rx in _IPY_FRAMES:
        m = rx.match(text)
        if m:
            groups = m.groupdict()
            frames.append(Frame(m.group("path"), int(groups.get("line") or 0), (groups.get("func") or "").strip()))
            return True
    return False


def _cut_off(frames: list[Frame], start: int, stop: int, n: int, path: str, line_of: Callable[[int], int],
             chained: bool, exc_type: str = "") -> Optional[Traceback]:
    """A traceback the log ends inside (the excerpt was cut after a frame, or right after its head):
    exception type and message unknown (empty), its last frame's code line (often the `raise ...`) is
    what remains of the message; with no frame at all, only the head says that something was raised."""
    if stop < n:
        return None
    return Traceback(path=path, start_line=line_of(start), exception_line=line_of(n - 1), end_line=line_of(n - 1),
                     exc_type=exc_type, message="", frames=frames, chained_from_previous=chained)


def chained_before(lines: list[str], start: int) -> bool:
    """Whether the lines just before a traceback head say it continues an exception chain."""
    for k in range(max(0, start - 3), start):
        text, _ = clean(lines[k])
        if text.startswith(_CHAIN):
            return True
    return False


def ignored_before(lines: list[str], start: int) -> bool:
    """Whether CPython announced the traceback as unraisable (`Exception ignored in: <Finalize object, dead>`
    on the line before its head): raised in a finalizer or __del__, printed and dropped."""
    return start > 0 and clean(lines[start - 1])[0].startswith(_IGNORED)


def user_frame(tb: Traceback) -> Optional[Frame]:
    """The user's own code: a graph-construct frame outside libraries first (it names the failing line
    of `construct`), else the innermost non-library Python frame."""
    construct = [f for f in tb.frames if f.function == "construct" and not f.is_library]
    if construct:
        return construct[0]
    return tb.user_frame()
