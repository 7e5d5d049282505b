"""Errors no signature knows: pick the failure line, fold its repeats, point at the nearest known ones.

A log that clearly failed must never get an empty report just because nobody wrote a signature
for its message. The scanner keeps the error lines no signature matched (`ScanResult.unmatched`);
here they are masked the way Drain masks log lines (numbers, hex ids, addresses, paths, times
become placeholders) so that a message repeated on eight ranks is one template, scored (a raised
exception beats an ERROR line, a timeout on a peer is only a symptom, the line that ends the log
counts more, a line a failure family recognises more, a wrapper such as "EngineCore failed to start" or
a traceback frame less), and offered as a low-confidence finding: in the family's category when one of
`families/` fits (saying which cues decided it), else `other`, with the most similar signatures and KB
articles. A log with a failure line never ends with no finding at all. The same template yields a
signature skeleton (`--suggest-signature`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Optional

import regex

from ..knowledge.check_rules import CheckRule, Text, make_finding, shipped_rules
from ..knowledge.signatures import Signature
from ..model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_INFO, ROLE_WARNING, Evidence, Finding, Traceback
from ..normalize import line_rank
from ..pipeline.lines import (
    AUTOGRAPH_RERAISE,
    CHECK_MACRO_FAILURE,
    EXCEPTION_LINE,
    GLUED_BAR,
    LOCATED_COMPILER_ERROR,
    TOOL_ERROR_SENTENCE,
)
from ..pipeline.scan import ScanResult
from ..prefix_grammar import level_in_prefix, level_role, parse_prefix, strip_logger_prefix
from . import families, learned
from .timeline import SYMPTOM, line_order
from .verdict import says_finished

KB_UNKNOWN = "unrecognised-failure"
CATEGORY = "other"
CUT_TRACEBACK = "Traceback (most recent call last):"
TAIL_WINDOW = 15  # an error within this many lines of the end of its log "ends the log"
# a raised exception is followed by its report (MindSpore's C++ stack, msrun's summary): it still ends
# the run when this close to the end; earlier, the run may have caught it and gone on
RAISED_TAIL_WINDOW = 200

# Error lines that healthy runs print: the data channel shut down after the last step, etc.
BENIGN = regex.compile(
    r"acltdtSendTensor|TdtHandle::DestroyHandle|you can ignore the above error|Thread has already been "
    r"terminated|hcom destroy complete|\bERROR_LEVEL\b|error_log|errors?=0\b|(?<![\w.])0 errors?\b|No error|"
    r"Error(?:s)? (?:count|rate)\s*[:=]\s*0\b|raise precision|"
    # NCCL probes for its optional plugins at start-up and falls back to its own (`NET/Plugin : Plugin load
    # (libnccl-net.so) returned 2 : ...: cannot open shared object file`, `No plugin found`)
    r"\b(?:NET|TUNER|PROFILER|ENV)/Plugin\b|"
    # TensorFlow's dso_loader probes for CUDA libraries at start-up and runs on without them (CPU only)
    r"dso_loader\.cc:\d+\] Could not load dynamic library|"
    # a library that imports an optional class in try/except and warns (MindFormers 1.9 on every start:
    # `Import PyNativeQwen3ForCausalLM failed: No module named 'hyper_parallel'`) runs on without it
    r"\bImport \w+ failed: No module named\b|"
    # TensorRT's builder times each tactic in a scratch buffer and skips a tactic whose buffer cannot grow
    # (`[virtualMemoryBuffer.cpp::resizePhysical::145] Error Code 2: OutOfMemory`, then `Skipping tactic`):
    # the build goes on; a build that fails says so in its own lines (`Engine could not be created`)
    r"virtualMemoryBuffer\.cpp::resizePhysical|"
    # TensorFlow's BFC allocator retrying a large allocation says itself that it is no failure; XLA's slow
    # operation alarm (`Constant folding an instruction is taking > 1s`) times a compile step at E level;
    # TF 2.0 logs the end of every finite tf.data epoch as `StartAbort Out of range: End of sequence`
    r"The caller indicates that this is not a failure|slow_operation_alarm\.cc|"
    r"StartAbort Out of range: End of sequence|"
    # TF 2.11+ registers its cuDNN/cuFFT/cuBLAS factories twice when another library (JAX, torch) loaded them
    # first, and says so at E level on every start: `Unable to register cuBLAS factory: Attempting to register
    # factory for plugin cuBLAS when one has already been registered`
    r"Unable to register cu\w+ factory|"
    # TensorFlow / XLA built with CUDA probes the driver on every start and, on a machine without a GPU, logs the
    # failed probe at E level and runs on the CPU (`cuda_platform.cc:52] failed call to cuInit: INTERNAL: CUDA
    # error: Failed call to cuInit: UNKNOWN ERROR (303)`, older `cuda_driver.cc] ... CUDA_ERROR_NO_DEVICE`)
    r"\bfailed call to cuInit\b|"
    # JAX probes every backend it was built with and logs the ones it cannot start before falling back
    # (`xla_bridge.py:328] Unable to initialize backend 'tpu': ...`, `[INFO] Unable to initialize backend 'tpu'`);
    # raised (`RuntimeError: Unable to initialize backend 'cuda'`), the same words are a failure
    r"(?<!Error: )Unable to initialize backend '\w+'|"
    # pip's resolver lists conflicts among packages already installed, at ERROR level, after an install that
    # went through: `ERROR: pip's dependency resolver does not currently take into account all the packages ...`
    r"pip's dependency resolver does not currently take into account|"
    # TensorFlow's oneDNN path names a kernel it lacks on this CPU and uses Eigen's instead, at E level, on every
    # run with half-precision compute (`oneDNN supports DT_HALF only on platforms with AVX-512. Falling back to
    # the default Eigen-based implementation if present.`)
    r"Falling back to the default Eigen-based implementation\b")
CANN_CODE = regex.compile(r"\b(E[A-Z0-9]\d{4}|E[A-Z]\d{4}|EZ\d{4}):")
EXIT_LINE = regex.compile(r"(?i)exit(?:ed)?(?: with)? (?:code|status)\s*[:=]?\s*-?[1-9]|exitcode\s*:\s*-?[1-9]|"
                          r"non-zero exit|exit with exception|Distributed job exited with exception")
# Lines that wrap or announce a failure told elsewhere: the cause is another line.
WRAPPER = regex.compile(
    r"(?i)Caught \w+ in DataLoader worker|EngineCore failed to start|Engine core initiali[sz]ation failed|"
    r"ChildFailedError|exited with exception|exit with exception|Error executing job|worker .{0,40}died|"
    r"failed with (?:exit|return) ?(?:code|status)|The above exception was|see (?:the )?(?:root cause|above)|"
    r"Failed to run the job|"
    # a build's closing verdicts: CMake's `Configuring incomplete, errors occurred!` after its `CMake Error at` lines,
    # GNU make's `make[2]: *** [target] Error 1` after the compiler's error (`No rule to make target 'Makefile'`:
    # the configure step before it failed)
    r"Configuring incomplete, errors occurred|^g?make(?:\[\d+\])?: \*\*\* |"
    # Hugging Face TGI's launcher after a shard process died: the shard's own traceback is above it
    r"\bShardCannotStart\b|\bShard \d+ failed to start\b|"
    # torch.multiprocessing.spawn re-raises a child's failure as `Exception: \n\n-- Process 0 terminated with the
    # following error:`, then the child's own traceback and exception line
    r"\bProcess \d+ terminated with the following error\b|"
    r"^Traceback \(most recent call last\)|"
    # torch elastic's agent on a worker it lost: `failed (exitcode: 1) local_rank: 1 (pid: 6833) of binary: ...`
    r"failed \(exitcode: -?\d+\) local_rank|"
    # ... and the fields of its failure summary (`exitcode  : 1 (pid: 18393)`), under `Root Cause (first observed
    # failure):`: the worker's own traceback is in its log
    r"^\s*exitcode\s*:\s*-?\d+ \(pid: \d+\)|"
    # libstdc++ names the C++ exception's type here and prints its message on the next line (`what(): ...`)
    r"terminate called after throwing an instance of|"
    # torch's ProcessGroupNCCL after its watchdog saw a collective fail: the teardown, not the failure
    r"taking the entire process down|Terminating the process after attempting to dump debug info|"
    # a wrapper exception whose message is the next line (`BackendCompilerFailed: backend='inductor' raised:`)
    r"\braised:\s*$|"
    # TensorFlow's AutoGraph re-raise (lines.AUTOGRAPH_RERAISE)
    + AUTOGRAPH_RERAISE + "|"
    # TensorFlow 2.9+ re-raises an error of a graph it ran eagerly as `InvalidArgumentError: Graph execution
    # error:`, then `Detected at node ...` and the numbered root errors (`(0) INVALID_ARGUMENT:  Cannot batch ...`)
    r"\bGraph execution error:\s*$|"
    # TensorFlow 1's session run that failed on several replicas: `InvalidArgumentError: 2 root error(s) found.`,
    # then the numbered root errors (`(0) Invalid argument:  Cannot batch tensors with different shapes ...`)
    r"\b\d+ root error\(s\) found\.?\s*$|"
    # an exception whose message is only another exception's type (PaddlePaddle's `RuntimeError:
    # ResourceExhaustedError:`): its message is printed on the lines below
    r"^[\w.]*(?:Error|Exception):\s*[\w.]*(?:Error|Exception):\s*$|"
    # Keras 3 re-raises what failed while it built a model (`Unable to automatically build the model. ...`), the
    # original error below `Exception encountered:`
    r"\bUnable to automatically build the model\b|^Exception encountered:\s*$|"
    # Paddle's signal handler reports the signal the process died of (`FatalError: \`Process abort signal\` is
    # detected by the operating system.`): an abort that an uncaught exception above it raised
    r"is detected by the operating system|"
    # glog's failure signal handler (Paddle, TF, MXNet) after abort(): the time, then the SIGABRT that an
    # assertion or an uncaught C++ exception above it raised
    r"\*\*\* Aborted at \d+ \(unix time\)|\*\*\* SIGABRT \(|"
    # unittest's header above a test's traceback (`ERROR: test_recompile (__main__.AutoFunctionalizeTests)`):
    # the test's name, not its failure
    r"^(?:ERROR|FAIL): test\w* \([\w.]+\)\s*$|"
    # c10's C++ stack header (torch/csrc, c10/util/Exception.cpp) under the message it printed just above
    r"^Exception raised from \w+ at \S+ \(most recent call first\)")
_CODE_LINE = regex.compile(r'^(?:File "[^"]*", line \d+|raise\b|\^+$|~+\^*$|frame #\d+:|'
                           r'[\w.]+(?:\s*,\s*[\w.]+)*\s*=\s*[\w.]+\(.*)')
# A line that says a job failed even without an error level: `CMake Error: ...`, `FAILED`, a fatal signal.
# A metric named error whose value is all the line holds (`Mean absolute error: 3.202`) reports a number.
_NOT_A_METRIC = r"(?!\s*[-+]?\d[\d.,]*(?:[eE][-+]?\d+)?\s*%?\s*$)"
FAILURE_LINE = regex.compile(r"^(?:[\w .-]{0,40}\s)?(?:Error|ERROR|Fatal|FATAL)\b:\s" + _NOT_A_METRIC +
                             r"|(?<!\b0 )\bFAILED\b|fatal signal|"
                             r"Fatal Python error|Segmentation fault|core dumped|^Killed\b|"
                             r"\bthread '[^']*' panicked at\b|"
                             r"^(?:[\w./+-]+(?: [\w./+-]+){0,3}:? )?error: " + _NOT_A_METRIC +
                             "|" + LOCATED_COMPILER_ERROR + "|" + TOOL_ERROR_SENTENCE +
                             r"|^\s*Value error, |^E[A-Z0-9]\d{4}:\s|" + CHECK_MACRO_FAILURE)
# An exception about a None that an earlier call returned (`'NoneType' object has no attribute
# 'create_execution_context'`: TensorRT's build_engine returns None after its own errors): when a line a family
# recognises comes just before it, that line says why the value is None.
_CONSEQUENCE = regex.compile(r"'NoneType' object (?:has no attribute|is not (?:subscriptable|iterable|callable))")
NEARBY = 60  # lines: a family-recognised line this close before a generic failure line explains it
CONTINUATION = 3  # lines: how far an exception's message may run on below its line (a wrapped paste, a long text)
# glibc's assert(): `prog: file.cc:684: void f(): Assertion `x % n == 0' failed.`, then abort()'s report
_C_ASSERTION = regex.compile(r"\bAssertion `(?P<expr>[^'\n]{1,300})' failed\.")
# the shell's or the signal handler's report of abort(): `Aborted (core dumped)`, zsh's `[1]  703 abort (core
# dumped)  ipython`, glog's `*** SIGABRT (@0xa00) received by PID ...`
_ABORTED = regex.compile(r"^(?:Aborted|已放弃)(?: \(core dumped\)| \(核心已转储\))?\s*$|"
                         r"^(?:\[\d+\] +\d+ +|zsh: )abort\b|^\*\*\* SIGABRT \(@")
# a traceback frame (`File "x.py", line 3, in f`, also glued into a line whose newlines were lost): the
# exception it belongs to is written after it
_FRAME_TEXT = regex.compile(r'File "[^"]*", line \d+|", line \d+, in \w')
_LEVEL = regex.compile(r"^\[?(CRITICAL|FATAL|EXCEPTION)\]?|\b(CRITICAL|FATAL)\b")

# Volatile tokens, most specific first. Each becomes a named group in a suggested regex.
_MASKS = (
    # CANN codes and words with digits (Conv2D, fp16, aclnnMatmulV2) stay fixed text; rank5 / device3 do not
    ("keep", r"\bE[A-Z0-9]\d{4}\b|\b(?!(?i:rank|device|worker|npu|gpu|card|node)\d)[A-Za-z]+\d+[A-Za-z0-9]*\b"),
    ("time", r"\d{4}-\d\d-\d\d[-T ]\d\d:\d\d:\d\d(?:[.,]\d+)*|\b\d\d:\d\d:\d\d(?:[.,]\d+)*"),
    ("ip", r"\b\d{1,3}(?:\.(?:\d{1,3}|\*)){3}(?::\d+)?"),
    ("path", r"(?:[A-Za-z]:)?(?:~|\.{1,2})?(?:/[\w.@+-]+){2,}/?|\b[\w.-]+\.(?:py|cc|cpp|h|so|yaml|json|ckpt)\b"
             r"(?::\d+)?"),
    ("hex", r"\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b|"
            r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"),
    ("num", r"(?<![\w.])[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w])|(?<=[A-Za-z_])\d+\b|"
            r"(?<![\w.])\d+(?:\.\d+)?(?=(?:[KMGT]?i?B|ms|us|s|M|G|T)\b)"),
)
_MASK_RX = regex.compile("|".join(f"(?P<{name}>{rx})" for name, rx in _MASKS))
_GROUP_RX = {"time": r"[\d:.,T -]+", "ip": r"[\d.*:]+", "path": r"\S+", "hex": r"[0-9a-fA-Fx-]+",
             "int": r"-?\d+", "num": r"[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"}
_EDGE = " []():,.;-'\"=<>|"


@dataclass
class Template:
    """A line split into fixed text and masked parts: ('text', 'fixed') or ('num', '123')."""

    parts: list[tuple[str, str]]

    @property
    def key(self) -> str:
        return "".join(v if k == "text" else f"<{k.upper()}>" for k, v in self.parts)

    def fragments(self) -> list[str]:
        return [v.strip(_EDGE) for k, v in self.parts if k == "text" and v.strip(_EDGE)]

    def literal(self) -> str:
        """The longest fixed fragment: what a signature's prefilter literal should be."""
        frags = self.fragments()
        return max(frags, key=len) if frags else ""

    def group_names(self) -> list[str]:
        counts: dict[str, int] = {}
        names = []
        for kind, _ in self.parts:
            if kind != "text":
                counts[kind] = counts.get(kind, 0) + 1
                names.append(f"{kind}{counts[kind]}")
        return names

    def title(self) -> str:
        """The message with each masked part as a `{capture}` placeholder, for a signature title."""
        names = iter(self.group_names())
        return "".join(v.replace("{", "(").replace("}", ")") if k == "text" else "{" + next(names) + "}"
                       for k, v in self.parts).strip()[:160]

    def regex(self) -> str:
        """Fixed text escaped, masked parts as named groups (num1, path1, ...)."""
        counts: dict[str, int] = {}
        out = []
        for kind, value in self.parts:
            if kind == "text":
                out.append(regex.escape(value, special_only=True, literal_spaces=True))
            else:
                counts[kind] = counts.get(kind, 0) + 1
                shape = "int" if kind == "num" and value.lstrip("-+").isdigit() else kind
                out.append(f"(?P<{kind}{counts[kind]}>{_GROUP_RX[shape]})")
        return "".join(out).strip()


# libstdc++'s line with an uncaught C++ exception's message: `  what():  CUDA error: ...`
_WHAT = regex.compile(r"^\s*what\(\):\s+")


def telling_text(text: str) -> str:
    """The line without its log prefix or a progress bar glued before it; when traceback frames were glued
    before the exception (the log lost its newlines), from the last exception the line names."""
    body = GLUED_BAR.sub("", _WHAT.sub("", strip_logger_prefix(text), count=1), count=1)
    if _FRAME_TEXT.search(body):
        at = families.last_exception_at(body)
        if at > 0:
            return body[at:]
    return body


def template(text: str) -> Template:
    """Mask the volatile tokens of a message (its log prefix removed: it differs on every line and says
    nothing about the error)."""
    body = strip_logger_prefix(text.strip())[:400]
    parts: list[tuple[str, str]] = []
    pos = 0
    for m in _MASK_RX.finditer(body):
        if m.lastgroup == "keep":
            continue
        if m.start() > pos:
            parts.append(("text", body[pos:m.start()]))
        parts.append((m.lastgroup or "num", m.group()))
        pos = m.end()
    if pos < len(body):
        parts.append(("text", body[pos:]))
    return Template(parts)


@dataclass
class Candidate:
    """One masked error message: its first occurrence, how often and where it was seen, its score."""

    template: Template
    evidence: Evidence
    score: float
    count: int = 1
    ranks: set[int] = field(default_factory=set)
    symptom: bool = False
    ends_log: bool = False
    raised: bool = False
    verdict: Optional[families.Verdict] = None  # the failure family its line belongs to, if any
    late: bool = False  # in the last quarter (or the last RAISED_TAIL_WINDOW lines) of its log
    clue: Optional[families.Clue] = None  # what its verdict was judged on: judged again once the phase is known


def _is_raised(ev: Evidence) -> bool:
    body = strip_logger_prefix(ev.text)
    m = EXCEPTION_LINE.match(body)
    if m and m.group("type").endswith("Warning"):
        return False
    return ev.role == ROLE_EXCEPTION or bool(families.exception_type(body))


def _critical_level(ev: Evidence) -> bool:
    """CRITICAL / FATAL in the line's own logger prefix, or in the launcher prefix cut off before it."""
    level, _ = parse_prefix(ev.text)
    return level in ("CRITICAL", "FATAL", "EXCEPTION") or (bool(ev.prefix) and _LEVEL.search(ev.prefix) is not None)


def assertion_code(text: str) -> str:
    """The expression a C/C++ assert() names as failed: the statement that raised, as a Python traceback
    would echo it (`Assertion `batch % world_size == 0' failed.`), or ''."""
    m = _C_ASSERTION.search(text)
    return m.group("expr") if m is not None else ""


def clue_of(ev: Evidence, tb: Optional[Traceback]) -> families.Clue:
    """The family clue of one line: its text without log prefix, the exception type it names and the
    frames of its traceback (when the line is that traceback's exception line)."""
    body = strip_logger_prefix(ev.text)
    frames = tuple(f.path for f in tb.frames) if tb is not None else ()
    exc_type = families.exception_type(body) or (tb.exc_type if tb is not None else "")
    code = (families.raising_code(tb) if tb is not None else "") or assertion_code(body)
    if tb is not None and not tb.message:  # cut off before its message: the statements it ran are what is left,
        # with the line itself when it reads as a message that lost its exception type (`data did not match ...`)
        own = [] if _CODE_LINE.match(body) or body.startswith("Traceback") else [body]
        body = " ".join([f.code for f in tb.frames if f.code] + own) or body
    return families.Clue(body, exc_type, frames, code, detail=tb.detail if tb is not None else "")


def _score(ev: Evidence, result: ScanResult, verdict: Optional[families.Verdict] = None
           ) -> tuple[float, bool, bool, bool]:
    """(score, raised, symptom, ends_log) of one unmatched error line."""
    text = ev.text
    raised = _is_raised(ev)
    critical = _critical_level(ev) or bool(_LEVEL.search(text[:60]))
    symptom = SYMPTOM.search(text) is not None
    ends_log = ev.line >= result.lines - (RAISED_TAIL_WINDOW if raised else TAIL_WINDOW) or (
        raised and _message_ends_log(ev, result))
    s = 3.0 if raised else 2.5 if critical else 1.5 if ev.role == ROLE_ERROR else 0.5
    if CANN_CODE.search(text):
        s += 1.0
    if EXIT_LINE.search(text):
        s += 0.5
    if symptom:
        s -= 2.0
    if ends_log:
        s += 1.0
    body = strip_logger_prefix(text)
    if WRAPPER.search(body) or (_CODE_LINE.match(body) and not raised):
        s -= 1.5  # the most telling line, not the wrapper that reports it or a frame of its traceback
    if verdict is not None:
        s += 1.5
    return s, raised, symptom, ends_log


def _message_ends_log(ev: Evidence, result: ScanResult) -> bool:
    """A raised exception whose message runs on to the end of its log (TensorFlow prints the tensors it could
    not bind to a tf.function, Orbax the whole trees it could not match, hundreds of lines of them): after it no
    traceback starts, no step is logged, no other error line and no timed record comes (a logger's records after
    it are a run that went on)."""
    last = result.sketch.last()
    if (last is not None and last.line > ev.line) or any(tb.start_line > ev.line for tb in result.tracebacks) \
            or any(e.line > ev.line for e in result.unmatched):
        return False
    return result.last_time is None or (ev.time is not None and result.last_time <= ev.time)


def _last_code(tb: Traceback) -> str:
    """The statement a traceback the log ends inside was running: its last frame's source line; for a frame of
    a frozen module (`<frozen importlib._bootstrap>`, which echoes none), its caller's. A frame whose line the
    cut took away has none: the head is then all that tells the failure."""
    if not tb.frames:
        return ""
    last = tb.frames[-1]
    return families.raising_code(tb) if not last.code and last.path.startswith("<") else last.code


def _with_message(ev: Evidence, tb: Optional[Traceback]) -> Evidence:
    """An exception line with nothing after its colon (`TypeError:`) takes the message its traceback read
    from the lines below it (MindSpore's report puts it there). The last line of a traceback the log ends
    inside, a frame of a frozen module that echoes no source (`File "<frozen importlib._bootstrap>"`), is
    told by the statement its caller was running."""
    if tb is not None and not tb.exc_type and _FRAME_TEXT.search(ev.text):
        code = _last_code(tb)
        return replace(ev, text=code[:500]) if code else ev
    if tb is None or not tb.message or not strip_logger_prefix(ev.text).rstrip().endswith(":") \
            or tb.message.strip() in ev.text:  # the scanner already joined the wrapped message's lines
        return ev
    return replace(ev, text=f"{ev.text.rstrip()} {tb.message}"[:500])


def _raised_lines(r: ScanResult) -> list[Evidence]:
    """Exception lines of tracebacks that carry no error word (`SystemExit: 3`, `StopIteration`), and
    the last line of a traceback the log ends inside (its exception line was cut off), unless that
    traceback follows an earlier exception ("The above exception was the direct cause ...") and its last
    line is a call, not a `raise`: a launcher's `return launch_agent(...)` says nothing the cause has not."""
    known = {ev.line for ev in r.unmatched} | {h.evidence.line for h in r.hits}  # signatures had their say
    out = []
    raised_before = False
    for before, tb in zip([None, *r.tracebacks], r.tracebacks):
        if not tb.exc_type:
            code = _last_code(tb)
            call = not code.lstrip().startswith("raise")
            # a launcher's own traceback (torchrun, deepspeed, accelerate, msrun) reports a worker's failure
            # that the log already showed
            earlier = raised_before or any(ev.role == ROLE_EXCEPTION and ev.line < tb.start_line for ev in r.unmatched)
            told = call and ((tb.chained_from_previous and before is not None and bool(before.exc_type))
                             or (earlier and any(LAUNCHER_FRAME.search(f.path) for f in tb.frames)))
            told = told or _told_elsewhere(tb, r)
            if code and tb.exception_line not in known and not told:
                out.append(Evidence(r.path, tb.exception_line, code[:500], r.rank, None, ROLE_EXCEPTION))
            elif not code and tb is r.tracebacks[-1] and tb.end_line >= r.lines - TAIL_WINDOW:
                # the log ends inside a traceback cut before any readable frame: an exception was raised,
                # its message is lost; the head line is all that tells it
                out.append(Evidence(r.path, tb.start_line, CUT_TRACEBACK, r.rank, None, ROLE_EXCEPTION))
            continue
        raised_before = True
        if tb.exception_line in known or tb.exc_type.endswith("Warning") or (
                tb.exc_type.endswith("KeyboardInterrupt") and not _interrupted_while_waiting(tb)):
            continue
        if tb.exc_type.endswith("SystemExit") and tb.message.strip() in ("", "0", "None"):
            continue
        text = f"{tb.exc_type}: {tb.message}" if tb.message else tb.exc_type
        out.append(Evidence(r.path, tb.exception_line, text[:500], r.rank, None, ROLE_EXCEPTION))
    return out


# The statements a process blocks in while it waits for another thread or process: a lock, a condition, a queue,
# a join, a poll of its sockets (threading.py `waiter.acquire()`, multiprocessing's `self._semlock.__enter__()`)
_BLOCKING_WAIT = regex.compile(r"\.(?:acquire|wait|join)\([^()]*\)\s*$|_semlock\.__enter__\(\)|"
                               r"\b(?:select|poll|epoll)\.(?:select|poll)\(|\.recv(?:_into)?\(")


def _interrupted_while_waiting(tb: Traceback) -> bool:
    """A KeyboardInterrupt (the user's Ctrl-C, `timeout -s INT`) whose innermost frame was blocked in a wait: the
    job was stopped because it waited for something that never came. Interrupted while computing, it is only
    stopped."""
    return bool(tb.frames) and _BLOCKING_WAIT.search(tb.frames[-1].code or "") is not None


def _told_elsewhere(cut: Traceback, r: ScanResult) -> bool:
    """A traceback the log ends inside whose exception another line tells: another rank's complete copy of
    it came first (the same innermost frame), or an error line stands just above its head (MindSpore logs
    `[ERROR] ... Operator[X] is not support.`, then raises)."""
    last = (cut.frames[-1].path, cut.frames[-1].line) if cut.frames else None
    if last is not None and any(tb.exc_type and tb.frames and (tb.frames[-1].path, tb.frames[-1].line) == last
                                for tb in r.tracebacks if tb.start_line < cut.start_line):
        return True
    errors = [ev.line for ev in r.unmatched if ev.role in (ROLE_ERROR, ROLE_EXCEPTION)]
    errors += [h.evidence.line for h in r.hits]
    return any(cut.start_line - ABOVE_HEAD <= line < cut.start_line for line in errors)


ABOVE_HEAD = 3  # lines: an error line this close above a cut traceback's head is what it raised
NEAR_HIT = 2
LAUNCHER_FRAME = regex.compile(r"torch/distributed/(?:run|launch)\.py|torch/distributed/elastic/|/bin/torchrun\b|"
                               r"deepspeed/launcher/|accelerate/commands/launch|mindspore/parallel/cluster/run\.py|"
                               r"/bin/msrun\b")


# a tqdm bar redrawn (`Epoch 0: 100%|██████████| 106/106 [01:20<00:00, ...]`)
_BAR_REDRAW = regex.compile(r"\d%\|")


def _resumed_after(r: ScanResult) -> int:
    """The line of the input's last step: an error before it was survived. A progress bar that only ends the
    input is not a step the run went on to: tqdm draws its bar once more when it closes, and a paste (a
    notebook, stderr beside stdout) may put that redraw after the traceback of the hook that ended the epoch."""
    last = r.sketch.last()  # points are in line order: the last is the latest line
    if last is None:
        return 0
    if r.tail and last.line == r.tail_lines[-1] and _BAR_REDRAW.search(r.tail[-1]):
        return max((p.line for p in r.points if p.line < last.line), default=0)
    return last.line


def _raised_in_thread(tb: Optional[Traceback]) -> bool:
    """Whether a traceback ends a thread (`Exception in thread prefetch:`, its outer frame threading's
    _bootstrap_inner): the main loop goes on for the batches already queued, then waits for ones that never
    come. Steps logged after it are no recovery unless the run says it finished."""
    return tb is not None and any(f.function == "_bootstrap_inner" and f.path.replace("\\", "/").endswith(
        "/threading.py") for f in tb.frames[:2])


def candidates(results: list[ScanResult], blind: frozenset[str] = frozenset()) -> list[Candidate]:
    """Unmatched error lines folded by template, best first (score, then earliest). `blind`: ids of the
    signatures whose lines explain no line beside them (neighbour_blind_ids)."""
    by_key: dict[str, Candidate] = {}
    standing: dict[str, bool] = {}  # template key -> whether its family stands after steps (one verdict each)
    for r in results:
        resumed_after = _resumed_after(r)  # training went on past this line
        finished = says_finished([r])
        # lines right beside a recognised message are its header or continuation, not another failure
        # (an exception, ending a traceback or printed alone, is never another message's header: a launcher that
        # kills its workers right after `ImportError: cannot import name ...` is the consequence)
        recognised = {h.evidence.line + d for h in r.hits if h.signature not in blind
                      for d in range(-NEAR_HIT, NEAR_HIT + 1)}
        by_line = {tb.exception_line: tb for tb in r.tracebacks}
        # a traceback cut before any readable statement is told by its head line: its frames still name a family
        by_line.update({tb.start_line: tb for tb in r.tracebacks if not tb.exc_type and tb.start_line not in by_line})
        for ev in r.unmatched + _raised_lines(r):
            if ev.role not in (ROLE_ERROR, ROLE_EXCEPTION) or BENIGN.search(ev.text) \
                    or (ev.line in recognised and ev.line not in by_line and not EXCEPTION_LINE.match(ev.text)):
                continue
            tb = by_line.get(ev.line)
            if ev.line < resumed_after and not SYMPTOM.search(ev.text) \
                    and not (_raised_in_thread(tb) and not finished) and not _stands(ev, tb, standing):
                continue  # an error the run survived: step lines follow it (a thread's death, unless it finished)
            if tb is not None and tb.ignored:
                continue  # printed as unraisable by CPython and dropped: the program went on
            ev = _with_message(ev, tb)
            tpl = template(ev.text)
            if len(tpl.literal().encode("utf-8")) < 4:  # bytes: `已杀死` (Killed, in Chinese) is 3 characters
                continue
            cand = by_key.get(tpl.key)
            # one family verdict per message template: a line repeated on 64 ranks is judged once, unless an
            # earlier copy named no family and this one ends a traceback whose frames may name it
            rejudge = cand is not None and cand.verdict is None and tb is not None and bool(tb.frames)
            clue = clue_of(ev, tb) if cand is None or rejudge else cand.clue
            verdict = cand.verdict if cand is not None and not rejudge else families.recognise(clue)
            score, raised, symptom, ends = _score(ev, r, verdict)
            if cand is None:
                cand = by_key[tpl.key] = Candidate(tpl, ev, score, 0, set(), symptom, ends, raised, verdict, clue=clue)
            else:
                if cand.verdict is None and verdict is not None:
                    cand.verdict, cand.clue = verdict, clue
                if _before(ev, cand.evidence):
                    cand.evidence = ev
            cand.count += 1
            cand.score = max(cand.score, score)
            cand.ends_log |= ends
            cand.raised |= raised
            cand.late |= ev.line >= r.lines - max(RAISED_TAIL_WINDOW, r.lines // 4)
            rank = line_rank(ev.rank, r.rank)
            if rank is not None:
                cand.ranks.add(rank)
    out = list(by_key.values())
    for c in out:
        c.score += min(0.5, 0.1 * math.log2(c.count))
    # equal scores: the earlier line, and between lines of no time (an exception and the one raised from it)
    # the one whose family is recognised more strongly (`Received incompatible tensor ... when attempting to
    # restore variable` over the `Shapes ... are incompatible` it was raised from)
    return sorted(out, key=lambda c: (-c.score, c.evidence.time is None, c.evidence.time or 0.0,
                                      -(c.verdict.score if c.verdict is not None else 0.0)))


def _before(a: Evidence, b: Evidence) -> bool:
    if a.time is not None and b.time is not None:
        return a.time < b.time
    return False


def _stands(ev: Evidence, tb: Optional[Traceback], seen: dict[str, bool]) -> bool:
    """stands_after_steps for a line before the last step, judged once per message template."""
    key = template(ev.text).key
    if key not in seen:
        seen[key] = stands_after_steps(families.recognise(clue_of(ev, tb)))
    return seen[key]


def stands_after_steps(verdict: Optional[families.Verdict]) -> bool:
    """Whether the family a line belongs to makes it the failure whatever the run did after it (a comparison's
    verdict, `allclose=False`: the script prints it and goes on to train)."""
    return verdict is not None and verdict.family.stands_after_steps


def clearly_failed(c: Candidate) -> bool:
    """Enough to speak up: a CRITICAL line or CANN code, an exit line, an exception or error that ends its
    log, or a line of a family that stands after steps. A lone ERROR line, or a traceback printed early in a
    run that went on, is not."""
    text = c.evidence.text
    return (_critical_level(c.evidence) or bool(CANN_CODE.search(text))
            or bool(EXIT_LINE.search(text)) or c.ends_log or stands_after_steps(c.verdict))


# -- similarity to what msdiag knows --------------------------------------------------------------
def _signature_texts(signatures: list[Signature]) -> dict[str, str]:
    return {s.id: " ".join([s.title] + [lit for p in s.patterns for lit in p.literals]) for s in signatures}


@lru_cache(maxsize=4)
def kb_titles(root: Optional[str] = None, lang: str = "en") -> tuple[tuple[str, str], ...]:
    """(article id, title and linked signatures) from the knowledge base; empty when there is none."""
    from ..knowledge.kb import load_articles

    articles = load_articles(lang, Path(root) if root else None, skipped=[])
    return tuple((aid, " ".join([a.title, *a.signatures])) for aid, a in articles.items())


def nearest(query: str, choices: dict[str, str], limit: int = 3, cutoff: float = 45.0) -> list[tuple[str, float]]:
    """Most similar known texts by rapidfuzz token-set similarity (0-100)."""
    if not choices or not query:
        return []
    from rapidfuzz import fuzz, process

    found = process.extract(query, choices, scorer=fuzz.token_set_ratio, limit=limit, score_cutoff=cutoff)
    return [(key, round(score, 1)) for _value, score, key in found]


def skeleton(c: Candidate, category: str = "other") -> str:
    """A ready-to-edit signature YAML for the candidate's message."""
    tpl = c.template
    sig_id = "_".join(regex.findall(r"[a-z]+", tpl.literal().lower())[:5]) or "new_failure"
    doc = {
        "id": sig_id,
        "title": tpl.title(),
        "category": category,
        "severity": "error",
        "status": "experimental",
        "confidence": 0.6,
        "secondary": c.symptom,
        "match": [{"literal": tpl.literal(), "regex": tpl.regex()}],
        "fix": ["<what to change" + (", quoting " + ", ".join("{" + n + "}" for n in tpl.group_names())
                                      if tpl.group_names() else "") + ">"],
        "kb": [KB_UNKNOWN],
        "description": f"Seen {c.count}x in: {c.evidence.text[:200]}",
    }
    import yaml  # only when a skeleton is asked for

    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=200)


UNKNOWN_RULE = "run.unknown_failure"  # checks/<id>.yaml words the fallback finding (en/zh)
FAMILY_RULE = "run.family_failure"
LEARNED_RULE = "run.learned_category"  # no family fits; the learned model names the category (analysis/learned.py)
CUT_TRACEBACK_RULE = "run.cut_traceback"  # the failure line is a traceback head the log ends after


def root_lines(cands: list[Candidate]) -> list[Candidate]:
    """Candidates that may be the cause: not symptoms (a peer's NCCL error, a timeout) and not wrappers (a
    launcher's `failed (exitcode: 1)`); when every line is one or the other, a symptom tells more than the
    wrapper that reports it."""
    plain = [c for c in cands if not c.symptom and not _wrapper(c)]
    return plain or [c for c in cands if not _wrapper(c)] or [c for c in cands if not c.symptom] or cands


def _wrapper(c: Candidate) -> bool:
    return WRAPPER.search(strip_logger_prefix(c.evidence.text)) is not None


def pick(cands: list[Candidate], mentions: list[Candidate], finished: bool = False) -> Optional[Candidate]:
    """The line that tells most: a clear failure or one a family recognises first, else any failure line
    left (a log with a failure line never yields nothing); timeouts on peers only when nothing else.
    A generic failure line (`InternalError: Dst tensor is not initialized`) defers to a line a family
    recognises just before it in the same log (`failed to allocate ... CUDA_ERROR_OUT_OF_MEMORY`); a
    traceback frame, or a wrapper, also to one just after it (its exception line; the numbered root error
    below TensorFlow's `Graph execution error:`), and any other line to its own message running on over the
    next lines (Keras 3's `File format not supported: filepath=...` / `Keras 3 only supports V3 .keras files`,
    docker's `OCI runtime create failed` / `nvidia-container-cli: requirement error: ...`).
    A run whose last lines say training finished speaks only of clear failures: its stray error lines
    were survived."""
    roots = root_lines(cands)
    if finished:
        return next((c for c in roots if clearly_failed(c)), None) or next(
            (c for c in mentions if stands_after_steps(c.verdict)), None)
    best = next((c for c in roots if clearly_failed(c) or (c.verdict is not None and c.late)), None)
    best = best or next((c for c in roots if c.late), None)  # a run that went on long after it: not this
    if best is None:
        return mentions[0] if mentions else None
    if _ABORTED.search(strip_logger_prefix(best.evidence.text)):
        # abort() after a failed assert() or an uncaught C++ exception: the assertion, or the exception's
        # `what():` line above the signal handler's stack dump, tells what failed, even a message that elsewhere
        # reads as a symptom (gloo's `what(): ... connect [127.0.1.1]:3210: Connection refused`)
        ev = best.evidence
        told = [c for c in cands + mentions if c.evidence.path == ev.path
                and (0 < ev.line - c.evidence.line <= 3 and assertion_code(c.evidence.text)
                     or 0 < ev.line - c.evidence.line <= NEARBY and _WHAT.search(c.evidence.text))]
        if told:
            return max(told, key=lambda c: c.evidence.line)
    if best.verdict is None or _CONSEQUENCE.search(best.evidence.text):
        ev = best.evidence
        after = NEARBY if _FRAME_TEXT.search(ev.text) or _wrapper(best) else CONTINUATION
        near = [c for c in roots + mentions if c.verdict is not None and c.evidence.path == ev.path
                and ev.line - NEARBY <= c.evidence.line < ev.line + after]
        if near:
            # the strongest, then the nearest (the line just before a generic one, the first root error after)
            return max(near, key=lambda c: (c.verdict.score, -abs(c.evidence.line - ev.line)))  # type: ignore[union-attr]
    return best


_FAILURE_WORD = regex.compile(r"(?i)\b(?:error|fail\w*|exception|timed? ?out|refused|warn\w*)\b")
_CONNECT_RETRY = regex.compile(r"(?i)\bfailed to connect\b|\bconnection (?:refused|reset)\b|\bretrying\b")
RETRIED_PAST = 2  # lines: a run that printed this many ordinary lines after a warned connection retry went on


def _retried_past(ev: Evidence, r: ScanResult) -> bool:
    """A connection or timeout told at warning level (c10d's `[W socket.cpp] The client socket has failed to
    connect`) that the run printed past: the client retries until the server is up, and ordinary lines after
    it (`GPU available: True`) say it got there. A stuck rendezvous ends its log on such lines."""
    if not _CONNECT_RETRY.search(ev.text) or _level_role(ev.text, ev.prefix) != ROLE_WARNING:
        return False  # only an attempt to connect is retried; a stall warning (Horovod's) goes on being true
    after = [t for t, n in zip(r.tail, r.tail_lines) if n > ev.line]
    if any(t.startswith(CUT_TRACEBACK) or _FRAME_TEXT.search(t) for t in after):
        return False  # a traceback followed: the run did not go on
    ordinary = [t for t in after if not _FAILURE_WORD.search(t) and _level_role(t) not in (ROLE_WARNING, ROLE_ERROR)]
    return len(ordinary) >= RETRIED_PAST


def _level_role(text: str, prefix: Optional[str] = None) -> str:
    """The role the level of a line's logger prefix (or of the launcher prefix cut before it) gives it."""
    level = parse_prefix(text)[0] or level_in_prefix(text) or (level_in_prefix(prefix) if prefix else None)
    return level_role(level) if level else ROLE_INFO


def mention_candidates(results: list[ScanResult]) -> list[Candidate]:
    """Failures told in prose or at info level (`... then torch.distributed.DistStoreError: Socket Timeout`,
    `CMake Error: ...`): kept when a family recognises them or they read as a failure line, and no
    training step followed them."""
    out = []
    for r in results:
        resumed_after = max((p.line for p in r.points), default=0)
        for ev in r.mentions + _vendor_code_tail(r):
            if BENIGN.search(ev.text):
                continue
            body = strip_logger_prefix(ev.text)
            named = families.exception_type_in(body)  # `... 报错：ValueError: ...`: an exception line in prose
            asserted = assertion_code(body)
            clue = families.Clue(body, named, (), asserted)
            verdict = families.recognise(clue)
            if ev.line < resumed_after and not stands_after_steps(verdict):
                continue
            if verdict is None and not FAILURE_LINE.search(body) and not named and not asserted:
                continue
            if verdict is not None and verdict.family.category == "hang_or_timeout" and _retried_past(ev, r):
                continue
            out.append(_mention(ev, clue, verdict))
        for ev in _stated_last(r):  # the log's last line states a failure a family knows
            if BENIGN.search(ev.text):
                continue
            clue = families.Clue(strip_logger_prefix(ev.text))
            verdict = families.recognise(clue)
            if verdict is not None and ev.line > resumed_after:
                out.append(_mention(ev, clue, verdict))
        for ev in _announced_tail(r):  # the sentence before it says it is the error: no error word needed
            if ev.line > resumed_after:
                clue = families.Clue(ev.text, families.exception_type_in(ev.text))
                out.append(_mention(ev, clue, families.recognise(clue)))
    return sorted(out, key=lambda c: -c.score)


def _mention(ev: Evidence, clue: families.Clue, verdict: Optional[families.Verdict]) -> Candidate:
    return Candidate(template(ev.text), ev, 1.0 + (verdict.score if verdict else 0.0), 1,
                     {ev.rank} if ev.rank is not None else set(), verdict=verdict, clue=clue)


# A pasted report: a sentence that announces the error (`it throws the following error:`, `I get this
# error`, `报错如下：`) and, on the next line, the message itself, often quoted or in backticks.
_ANNOUNCES_ERROR = regex.compile(
    r"(?i)\b(?:throws?|threw|thrown|gets?|got|getting|gives?|gave|shows?|showed|raises?|raised|reports?|see|"
    r"seeing|encounter(?:s|ed)?|returns?|returned|fails? with|failed with)\b[^.!?]{0,40}\b(?:error|exception)s?"
    r"\b[^.!?]{0,20}[:：]?\s*$|(?:报错|错误|异常)(?:信息)?(?:如下|是)?[:：]\s*$")
_QUOTES = "`'\"“”‘’ "


def _announced_tail(r: ScanResult) -> list[Evidence]:
    """The line a sentence among the last lines announces as the error, unquoted."""
    out = []
    for (text, _line), (after, after_line) in zip(zip(r.tail, r.tail_lines), zip(r.tail[1:], r.tail_lines[1:])):
        message = after.strip().strip(_QUOTES)
        if _ANNOUNCES_ERROR.search(text) and len(message) >= 12 and not _ANNOUNCES_ERROR.search(message):
            out.append(Evidence(r.path, after_line, message[:500], r.rank))
    return out


_VENDOR_CODE_LINE = regex.compile(r"^E[A-Z0-9]\d{4}:\s")


def _vendor_code_tail(r: ScanResult) -> list[Evidence]:
    """Last lines that open with a CANN error code and no level (`EZ3003: No supported Ops kernel ...`, the
    way ATC and pasted excerpts end): no error word made them candidates, the code says they are one."""
    recognised = {h.evidence.line + d for h in r.hits for d in range(-NEAR_HIT, NEAR_HIT + 1)}
    seen = {ev.line for ev in r.mentions} | recognised
    return [Evidence(r.path, line, text[:500], r.rank) for text, line in zip(r.tail, r.tail_lines)
            if line not in seen and _VENDOR_CODE_LINE.match(text)]


# A sentence that states a failure without an error word (`bfloat16 of tbe.dsl.transdata is not supported.`)
_FAILURE_STATEMENT = regex.compile(r"(?i)\b(?:is|are) not support(?:ed)?\b|\bnot implemented\b|\bfailed\b|"
                                   r"\bcannot\b|\bcan't\b|\bunable to\b|\bno such\b|\bdoes not exist\b")


def _stated_last(r: ScanResult) -> list[Evidence]:
    """The last line of a log that ended without an error word or a finish line, when it states a failure:
    only a failure family's verdict on it makes it a finding (a healthy run's last line states none)."""
    if not r.tail or says_finished([r]):
        return []
    text, line = r.tail[-1], r.tail_lines[-1]
    seen = {ev.line for ev in r.mentions} | {ev.line for ev in r.unmatched} | {h.evidence.line for h in r.hits}
    if line in seen or not _FAILURE_STATEMENT.search(text):
        return []
    return [Evidence(r.path, line, text[:500], r.rank)]


def _rule_for(ev: Evidence, verdict: Optional[families.Verdict | learned.LearnedVerdict]) -> str:
    """The wording of the fallback finding: the family's, the learned guess's, a cut-off traceback's, or the
    unknown one."""
    if isinstance(verdict, learned.LearnedVerdict):
        return LEARNED_RULE
    if verdict is not None:
        return FAMILY_RULE
    return CUT_TRACEBACK_RULE if ev.role == ROLE_EXCEPTION and ev.text == CUT_TRACEBACK else UNKNOWN_RULE


def note_ids(signatures: Sequence[Signature]) -> frozenset[str]:
    """The signatures that only note something: their lines are no failure and explain none."""
    return frozenset(s.id for s in signatures if s.severity == "note")


def neighbour_blind_ids(signatures: Sequence[Signature]) -> frozenset[str]:
    """The signatures whose lines explain no unrecognised line beside them: notes, and lines that mean a failure
    only when they repeat (`min_count`): JAX's one `Compiling jit(train_step)` before a `std::bad_alloc` is where
    the compile ran out of memory, not that message's header."""
    return note_ids(signatures) | frozenset(s.id for s in signatures if s.min_count > 1)


def unknown_finding(results: list[ScanResult], signatures: list[Signature], lang: str = "en",
                    suggest: bool = False, rules: Optional[dict[str, CheckRule]] = None,
                    phase_at: Optional[Callable[[Evidence], str]] = None) -> Optional[Finding]:
    """The likeliest unrecognised failure line as a low-confidence finding (its family's category, or
    `other`), or None when the log holds no failure line at all. `phase_at`: the run's phase at a line;
    the chosen line is judged again with it (a bare crash before any step is told from one after)."""
    cands = candidates(results, neighbour_blind_ids(signatures))
    finished = says_finished(results)
    best = pick(cands, mention_candidates(results), finished)
    if best is None:
        return None
    verdict: Optional[families.Verdict | learned.LearnedVerdict] = best.verdict
    clue = best.clue
    if phase_at is not None and clue is not None:
        clue = replace(clue, phase=phase_at(best.evidence))
        verdict = families.recognise(clue) or verdict
    # no family's cues: the labelled logs' words may still tell (not a log cut inside its traceback's head,
    # whose wording says the message is missing)
    if verdict is None and clue is not None and best.evidence.text != CUT_TRACEBACK:
        verdict = learned.guess(clue)
    query = " ".join(best.template.fragments())
    sigs = nearest(query, _signature_texts(signatures))
    articles = nearest(query, dict(kb_titles(None, lang)))
    ev = best.evidence
    facts: dict = {"template": best.template.key,
                   "similar_signatures": [{"id": k, "similarity": s} for k, s in sigs],
                   "similar_kb": [{"id": k, "similarity": s} for k, s in articles]}
    code = CANN_CODE.search(ev.text)
    if code:
        facts["cann_code"] = code.group(1)
    if clue is not None:
        facts["clue"] = clue.public()
    family_fixes: list[str] = []
    if verdict is not None:
        facts["family"] = verdict.public()
        facts["why_category"] = {"en": verdict.why("en"), "zh": verdict.why("zh")}
        family_fixes = verdict.family.fixes_in(lang)
    category = verdict.family.category if verdict is not None else CATEGORY
    values = {"message": telling_text(ev.text)[:140], "suggest_hint": not suggest,
              "closest": ", ".join(f"{k} ({s:.0f}%)" for k, s in sigs),
              "articles": ", ".join(f"msdiag kb show {k}" for k, _ in articles)}
    if verdict is not None:
        values["family"] = Text(verdict.family.title_in("en"), verdict.family.title_in("zh"))
    evidence = [ev] + [c.evidence for c in cands if c is not best and not c.symptom][:2]
    confidence = (min(0.6, 0.35 + 0.05 * verdict.score) if isinstance(verdict, families.Verdict)
                  else 0.3 if best.raised else 0.25)
    finding = make_finding(rules if rules is not None else shipped_rules(),
                           _rule_for(ev, verdict), lang, values,
                           evidence=evidence, confidence=confidence, facts=facts, count=best.count,
                           ranks=sorted(best.ranks), first_time=ev.time, first_seq=line_order(results, ev),
                           role=ROLE_EXCEPTION if best.raised else ROLE_ERROR,
                           skeleton=skeleton(best, category) if suggest else None)
    kb = verdict.family.kb if verdict is not None and verdict.family.kb else finding.kb
    # the family's own fixes (families/<category>.yaml) come first
    return replace(finding, fixes=tuple(family_fixes) + finding.fixes, category=category, kb=kb)
