"""Stages 2-3 for one input: prefilter each chunk, then match signatures and extract facts on candidates.

Besides signature literals the scanner listens for a few structural literals: traceback heads (to
learn which lines were raised and where the user's code is), `Global rank id` (which rank wrote
this log), `loss` (step lines for the loss series) and error words (error lines no signature knows,
kept for the fallback finding). Everything found is returned as plain data in a `ScanResult`.
"""

from __future__ import annotations

import copy
import re
import sys
from dataclasses import dataclass, replace
from functools import partial
from typing import Callable, Optional

from ..analysis import rank_config
from ..knowledge.api_history import NAMED_BY
from ..knowledge.signatures import MATCH_TIMEOUT, Signature
from ..model import ROLE_ERROR, ROLE_EXCEPTION, Evidence, Hit, ScanResult
from ..normalize import global_rank, line_rank
from ..prefix_grammar import MS_PID_BYTES, parse_prefix, step_line_time
from . import series
from .lines import CHECK_MACRO_FAILURE, LOCATED_COMPILER_ERROR, SHELL_DEATH, TOOL_ERROR_SENTENCE, clean, unquote
from .prefilter import Prefilter, build
from .prefixes import (
    NO_PREFIX,
    SAMPLE_LINES,
    PrefixModel,
    launcher_key,
    learn,
    learn_block,
    prefix_shape,
    read_line,
)
from .reader import Source, iter_chunks
from .traceback import TRACEBACK_HEAD, chained_before, ignored_before, is_record_start, parse_at, parse_headless
from .wrapped import (
    MAX_CONTINUATIONS,
    MAX_SCREEN_ROWS,
    Screen,
    continues,
    join,
    join_rows,
    reason_after_blank,
    screen_of,
)

MAX_LINE = 8192  # characters of a candidate line that are matched; a 100 MB line is cut around the hit
LONG_LINE = MAX_LINE * 4  # a longer line is matched in views around its hits (see _candidate_views)
MAX_VIEWS_PER_LINE = 1000
MAX_UNMATCHED = 400
MAX_TRACEBACKS = 200
MAX_HITS_PER_SIGNATURE = 2000
TAIL_LINES = 12  # last lines kept per input: what a rank was doing when it stopped (hang analysis)

ERROR_WORDS = (b"Error", b"ERROR", b"Exception", b"CRITICAL", b"FATAL", b"Traceback", b"ArrowInvalid")
# Failure words without an error word (`E ...] failed to allocate`, `torch._dynamo.exc.Unsupported: ...`):
# such a line is kept as an error line when its level says so, else as a mention (see `_MENTION`).
FAILURE_WORDS = (b"out of memory", b"Out of memory", b"Out of Memory", b"failed to allocate", b"Unsupported",
                 b"No space left",
                 b"FAILED", b": E ", b": F ",
                 # a tool's or driver's own error statement (`CUDA error: ...`, `vllm serve: error: argument ...`),
                 # pydantic's validation report (`1 validation error for ModelConfig` / `  Value error, ...`)
                 b"error: ", b"validation error for", b"Value error, ",
                 # a C/C++ tool's own failure sentence opening its line, or after the function that printed it
                 # (llama.cpp's `error loading model: ...`, `llama_model_load: error loading model: ...`)
                 b"error loading ", b": error ",
                 # an exception's class in its repr before the message (`with error <class 'x.ArrowInvalid'>: ...`)
                 b"'>: ",
                 # a build's failure without an error word: CMake's closing `Configuring incomplete, errors
                 # occurred!`, GNU make's `make: *** No rule to make target` (any locale) (see _BUILD_FAILURE)
                 b"Configuring incomplete", b"make: *** ",
                 # a C++ library's own bracketed level in title case (LightGBM's `[LightGBM] [Fatal] ...`)
                 b"[Fatal] ",
                 # TensorFlow closes an op's error with the node it ran (`\t [[{{node loss/Softmax}}]]`):
                 # the line above is the message, often posted without its exception line; CANN's device
                 # error report and NCCL's failures (NCCL has no ERROR level) are kept as mentions
                 b"[[{{node ", b"The error from device(", b"NCCL WARN",
                 # a gradient norm logged as NaN / inf on a line of its own (a metrics record wrapped over lines)
                 b"norm: nan", b"norm: inf", b"norm=nan", b"norm=inf", b"norm is nan", b"norm is inf",
                 # the CUDACHECK / NCCLCHECK macros (lines.CHECK_MACRO_FAILURE)
                 b"NCCL failure ", b"Cuda failure ", b"CUDA failure ",
                 # a generic report (`An error occurred: ...`) and glibc's assert() (`Assertion `x' failed.`)
                 b"error occurred", b"error has occurred", b"Assertion `",
                 # a wait that gave up, told at warning level (c10d's `waitForInput: socket ... timed out after`)
                 b"timed out after")
# glog / torch c10 level markers (`E0624 04:14:29.2 ...] `, `[rank6]:[E624 04:14:29.2 ...] `): an error line that
# may carry no error word at all (NCCL's watchdog, XLA's allocator). The level parser then decides the role,
# so a `[E1]` in ordinary text stays an ordinary line.
# c10 before torch 2.0 wrote the level and the file alone: `[E ProcessGroupNCCL.cpp:828] `, TensorFlow's
# C++ logging without its time `E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] `
GLOG_LEVEL_WORDS = tuple(f"{opener}{level}{digit}".encode() for opener in ("[", "\n") for level in "EF"
                         for digit in "0123456789") + (b"[E ", b"[F ", b"\nE ", b"\nF ",
                                                       b"] [E] ", b"] [F] ",  # TensorRT's logger
                                                       b"[E:onnxruntime", b"[F:onnxruntime")
# absl / TensorFlow status codes (absl's StatusCodeToString names, and TF's spelling before absl). A kernel
# that fails logs its status at W level (`W tensorflow/core/framework/op_kernel.cc:1192] Invalid argument: ...`,
# `... OP_REQUIRES failed at conv_ops.cc:386 : RESOURCE_EXHAUSTED: OOM ...`) before Python raises it, and an
# excerpt often keeps only that line: a W line whose message opens with a status code is an error line.
STATUS_CODES = ("Cancelled", "Unknown", "Invalid argument", "Deadline exceeded", "Not found", "Already exists",
                "Permission denied", "Resource exhausted", "Failed precondition", "Aborted", "Out of range",
                "Unimplemented", "Internal", "Unavailable", "Data loss", "Unauthenticated")


def _status_names(codes: tuple[str, ...]) -> list[str]:
    """Each code as absl spells it and as TensorFlow did before absl (`Resource exhausted`, `RESOURCE_EXHAUSTED`)."""
    return [name for code in codes for name in (code, code.upper().replace(" ", "_"))]


STATUS_WORDS = tuple(f"{name}: ".encode() for name in _status_names(STATUS_CODES))
# The codes a step's numbered root errors (`(0) Resource exhausted: ...`) report a failure with.
_ROOT_ERROR_STATUS = ("Resource exhausted", "Internal", "Invalid argument", "Unavailable", "Aborted",
                      "Failed precondition", "Unimplemented", "Not found", "Deadline exceeded")
MAX_MENTIONS = 50
SCREEN_ROWS_PER_LINE = 8  # rows fetched per whole line a window asks for on a pasted screen (a 800-column line)
# A failure named inside an info line or a sentence: an exception type before a colon, or failure words.
# `... with error <class 'datasets.table.CastError'>: Couldn't cast` names the exception in its repr; CANN's
# device error report opens `The error from device(chipId:5, dieId:0), ...`; NCCL reports failures at WARN;
# TensorFlow / XLA number the root errors of a step (`(0) Resource exhausted: ...`, `(1) Internal: ...`); a
# metrics record wrapped over several lines leaves `grad norm: nan` on a line without its step.
# A build's own failure headers, whatever they say next: CMake's `CMake Error at <file>:<line> (<command>):` (its
# `CMake Warning at` is the same header at warning severity) and closing `-- Configuring incomplete, errors
# occurred!`, GNU make's `make[2]: *** [Makefile:12: all] Error 2` and `gmake: *** No rule to make target`.
_BUILD_FAILURE = re.compile(r"^CMake Error at \S+:\d+ \(\w+\):|^(?:-- )?Configuring incomplete, errors occurred!|"
                            r"^g?make(?:\[\d+\])?: \*\*\* ")
# A library's fatal record in its own bracketed, title-case level (LightGBM's Log::Fatal: `[LightGBM] [Fatal] CUDA
# Tree Learner was not enabled in this build.`): the process stops right after it
_BRACKET_FATAL = re.compile(r"^(?:\[\w+\] )?\[Fatal\] ")
_MENTION = re.compile(r"(?:Error|Exception|Unsupported|Timeout)\b(?: \([^)]{0,60}\))?:\s|<class '[\w.]+'>:\s|"
                      r"\(\d+\) (?:" + "|".join(_status_names(_ROOT_ERROR_STATUS)) + r"):\s|"
                      r"(?i:out of memory)|The error from device\(|\bNCCL WARN\b|"
                      r"\bgrad(?:ient)?[ _]norm\s*(?:[:=]|is)\s*(?:nan|inf)\b|"
                      r"failed to allocate|No space left|timed out|\bFAILED\b|Segmentation fault|core dumped|"
                      # argparse (`x.py [options] fit: error: `), a compiler (`cc1plus: fatal error: `), and
                      # a compiler at the line it stopped on (lines.LOCATED_COMPILER_ERROR)
                      r"^(?:[\w./+-]+(?: (?:[\w./+-]+|\[\w+\])){0,3}:? )?(?:fatal )?error: |"
                      + TOOL_ERROR_SENTENCE + "|"
                      + LOCATED_COMPILER_ERROR + "|"
                      # an MLIR diagnostic at the op it names (Apple's MPSGraph: `loc("mps_add"(...)): error: ...`)
                      r"^loc\(.{1,600}?\): error: |"
                      r"^\s*Value error, |"
                      # glog's CHECK() failure, pasted without its `F0328 16:49:17.634479 14139 file.cc:171] ` prefix
                      r"^Check failed: |"
                      r"\b[Aa]n? (?:unexpected |unknown )?error (?:has )?occurr?ed\b|"
                      r"\bAssertion `[^'\n]{1,300}' failed\.|" + CHECK_MACRO_FAILURE)  # glibc's assert()
# Advice that names a failure in a condition (vLLM's `CUDA graphs can take additional 1~3 GiB memory per GPU.
# If you are running out of memory, consider decreasing ...`) mentions it without reporting it.
_ADVICE = re.compile(r"\b[Ii]f (?:you|your|the|it|this)\b[^.;]{0,40}(?:out of memory|OOM|fails?\b|timed? ?out)")
# A client that says its own error is over (wandb: `Network error resolved after 0:01:10.03, resuming normal
# operation.`): a log collector may still tag the line ERROR.
_RESOLVED = re.compile(r"\berror resolved after [\d:.]+, resuming normal operation\b")
# How a process ends without any error word: the shell's and the launchers' own wording. Such a line
# counts as an error line (for the unknown-failure fallback) only when `_CRASH` confirms it.
# A negative return code is a child killed by that signal (Python's subprocess convention: `Compile command
# returned: -9`; CalledProcessError says `died with <Signals.SIGKILL: 9>`).
# A fatal signal or an uncaught C++ exception prints no error word either: glog's failure handler
# (`*** SIGSEGV (@0x0) received by PID 12 (TID ...) ...`, `*** Aborted at 1700000000 (unix time) ...`),
# libstdc++'s terminate handler (`terminate called after throwing an instance of 'c10::Error'`, then the
# message on its own `  what():  ...` line), libc++'s on macOS (`libc++abi: terminating due to uncaught exception
# of type std::runtime_error: ...`), a launcher that forwards a signal (`Signal 11 (SIGSEGV)
# received by PID 12`).
CRASH_WORDS = (b"Segmentation fault", b"core dumped", b"Killed", b"exit code", b"exitcode", b"exit status",
               b"non-zero exit", b"non-zero status", b"returned: -", b"returned -", b"died with <Signals.",
               b"*** SIG", b"*** Aborted at", b"terminate called", b"what():", b") received by PID", b"libc++abi",
               b"' panicked at ",  # a Rust thread's panic (tokenizers, safetensors): `thread '<unnamed>' panicked at`
               # abort() and the signals the shell reports without `(core dumped)` when core files are off; glibc's
               # and tcmalloc's heap checks, which abort the process right after their line
               b"Aborted", b"Floating point exception", b"Bus error", b"invalid pointer", b"double free or corruption",
               # the same shell messages in a Chinese locale (bash's zh_CN translations)
               "已杀死".encode(), "段错误".encode(), "核心已转储".encode(), "总线错误".encode())
_CRASH = re.compile(r"Segmentation fault|core dumped|^Killed\b|\bKilled process\b|^已杀死|段错误|核心已转储|总线错误|"
                    r"^Aborted\s*$|^(?:Floating point exception|Bus error)\s*$|"
                    r"\b(?:free|realloc|munmap_chunk)\(\): invalid pointer\b|\bAttempt to free invalid pointer\b|"
                    r"\bdouble free or corruption\b|"
                    r"exit (?:code|status)\s*[:=]?\s*"
                    r"-?[1-9]|exitcode\s*[:=]\s*-?[1-9]|non-zero (?:exit|status)|"
                    r"\*\*\* SIG[A-Z]+ \(|\*\*\* Aborted at \d|terminate called (?:after throwing|without an active)|"
                    # macOS's libc++ names the exception and its message on one line
                    r"libc\+\+abi(?:\.dylib)?: terminating (?:due to|with) uncaught exception\b|"
                    r"^\s*what\(\):\s+\S|"
                    r"\bSignal \d+ \(SIG[A-Z]+\) received by PID|\bthread '[^'\n]*' panicked at\b|"
                    r"(?i:\b(?:command|process|compiler|child|job|worker)\b)[^\n]{0,60}?\breturned:?\s+-[1-9]\d*\b|"
                    r"died with <Signals\.SIG")
# Two codes are not failures at W level: an input iterator that reached its end (`Out of range: End of
# sequence`, `... StopIteration`) is how every TF epoch ends, and `Cancelled` is the rest of a step shutting down.
_ROUTINE_STATUS = ("Out of range", "Cancelled")
_WARNED_STATUS = re.compile(r"(?:^|\s)W(?:\d{4} [\d:.]+\s+\d+)?\s+[\w/.\\-]+:\d+\]\s*"
                            r"(?:OP_REQUIRES failed at \S+\s*:\s*)?"
                            r"(?:" + "|".join(_status_names(tuple(c for c in STATUS_CODES if c not in _ROUTINE_STATUS)))
                            + r"):\s")
# An exception class whose name says neither Error nor Exception (`pyarrow.lib.ArrowInvalid: ...`): right
# under a traceback frame, a line that opens with a dotted module path and a class name before a colon is
# the exception the frames raised.
_DOTTED_EXCEPTION = re.compile(r"(?:[A-Za-z_]\w*\.)+[A-Z]\w*: \S")
# the same shape with at least two package levels, all lower case: `paddle.fluid.core.EnforceNotMet: msg`
_PACKAGE_EXCEPTION = re.compile(r"(?:[a-z_][a-z0-9_]*\.){2,}[A-Z]\w*: \S")
_TF_NODE_MARK = re.compile(r"\s*\[\[\{\{node ")
# Step lines are sampled per chunk (see _step_offsets), but these are always parsed: a NaN or an
# overflow must never fall between two samples.
LOSS_ALERTS = (b"nan", b"NaN", b"NAN", b"loss: inf", b"loss:[inf", b"loss is inf", b"loss: -inf", b"'loss': inf",
               b"loss: Inf", b"loss is INF", b"loss: INF", b"Loss: inf", b"overflow cond: True",
               b"Infinity", b"Skipping step", b"skipping step",  # JSON's Infinity; DeepSpeed/apex overflow skips
               b"setting loss scale to")  # fairseq's overflow skips
STEP_LITERALS = series.LITERALS  # `loss` (MindFormers, MindSpore, HF) and `Loss` (PyTorch prints)
STEPS_FULL = 4000  # a chunk with at most this many step lines is parsed completely
DENSITY_PROBE = 256 << 10
STEPS_SAMPLED = 128  # else this many, evenly spaced, plus the chunk's last step line (16 per MB)
# What a whole run may cost, shared by its input files (see Budget.for_files): step lines parsed, loss
# points kept and candidate lines kept per signature. A run of 4,096 rank files costs what 8 big ones do.
RUN_STEP_LINES = 24576  # 96 per file at 255 files: more than a rank's own divergence check needs (20)
# From POOL_FILES files on, a rank's own checks no longer get their points: each file samples a few step
# lines at its own offset (Budget.stagger) and the loss checks read the ranks' pooled series instead
# (loss.pooled_findings), so 1,024 files parse about as many step lines as 8 big ones.
POOL_FILES = 256
RUN_STEP_LINES_POOLED = 8192
STEP_LINES_FLOOR = 8
RUN_POINTS = 65536
RUN_HITS_PER_SIGNATURE = 16384
RUN_UNMATCHED = 65536
RUN_PREFIX_LINES = 3200  # prefix learning: 400 head lines a file up to 8 files, then a share, at least 48
PREFIX_MIN_LINES = 48
PREFIX_SHAPES = 64  # with many files: launcher shapes whose learned prefixes later files reuse
RANK_LITERALS = (b"lobal rank id",)
PID_HEAD = 64 << 10  # bytes of an input's start searched for that prefix

# the consumers a literal can feed (STEP: reported once per chunk, where step lines start; FAMILY: a
# failure family's strong cue, families/*.yaml `literals`); a literal maps to the set of consumers
# that registered it
SIG, TRACE, ERRWORD, LOSS, RANK, CONFIG, STEP, FAMILY = range(8)


@dataclass(frozen=True)
class Budget:
    """Per-file limits that keep a file's cost and summary fixed: with many files each gets a share of
    the run's budget, so time and memory do not grow with the number of ranks."""

    steps_full: int = STEPS_FULL  # a chunk with at most this many step lines is parsed completely
    steps_sampled: int = STEPS_SAMPLED  # else this many, evenly spaced
    points: int = series.SKETCH_CAPACITY  # loss points kept (plus NaN/overflow points)
    hits_per_signature: int = MAX_HITS_PER_SIGNATURE
    unmatched: int = MAX_UNMATCHED
    prefix_lines: int = SAMPLE_LINES  # head lines each file's line prefixes are learned from
    prefix_shapes: int = 0  # launcher shapes remembered across files (0: each file learns its own)
    stagger: bool = False  # sampled step lines start at a per-file offset: the pooled series covers steps

    @classmethod
    def for_files(cls, files: int) -> Budget:
        n = max(1, files)
        step_lines = max(STEP_LINES_FLOOR, (RUN_STEP_LINES if n < POOL_FILES else RUN_STEP_LINES_POOLED) // n)
        return cls(steps_full=min(STEPS_FULL, step_lines), steps_sampled=min(STEPS_SAMPLED, step_lines),
                   points=min(series.SKETCH_CAPACITY, max(32, RUN_POINTS // n)),
                   hits_per_signature=min(MAX_HITS_PER_SIGNATURE, max(16, RUN_HITS_PER_SIGNATURE // n)),
                   unmatched=min(MAX_UNMATCHED, max(16, RUN_UNMATCHED // n)),
                   prefix_lines=min(SAMPLE_LINES, max(PREFIX_MIN_LINES, RUN_PREFIX_LINES // n)),
                   prefix_shapes=PREFIX_SHAPES if RUN_PREFIX_LINES // n < SAMPLE_LINES else 0,
                   stagger=n >= POOL_FILES)


_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc mallopt parameters


def reuse_chunk_memory() -> None:
    """Let the chunk buffers reuse freed heap memory instead of fresh pages from the OS.

    With glibc's defaults each freed 8 MB chunk buffer goes back to the OS and the next one faults in
    new zeroed pages: measured 1.3 s of system time per GB scanned, a third of the scan's CPU. Serving
    buffers up to 64 MB from the heap and keeping up to 256 MB of freed heap removes that (0.25 s per
    GB) without raising peak memory, since the same pages are used again. Other C libraries: nothing.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        libc.mallopt(_M_MMAP_THRESHOLD, 64 << 20)
        libc.mallopt(_M_TRIM_THRESHOLD, 256 << 20)
    except (OSError, AttributeError):  # no mallopt (musl, a static build): keep the defaults
        pass


# A placeholder of the source that formats a message (`{key}`, `{name!r}`, `%s`, `%(name)s`): what a signature
# captures when it matches a `raise` line shown in a traceback whose final line was cut off. It is no value
# of the user's run, so the finding words itself as for a value the log does not give.
SOURCE_PLACEHOLDER = re.compile(r"\{[\w.!:\[\]'\"]*\}|%(?:\(\w+\))?[sdrfi]")


def is_value(captured: Optional[str]) -> bool:
    """A captured group that holds a value of the run, not nothing or a source placeholder."""
    return captured is not None and not SOURCE_PLACEHOLDER.fullmatch(captured)


def _timed_out(result: ScanResult, sig_id: str, where: str, line_no: int) -> None:
    """A regex that ran out of time: the signature is skipped for this input, and the note names where."""
    result.timeouts.append(sig_id)
    result.timeout_at.setdefault(sig_id, (where, line_no))


def _with_detail(window: _ChunkLines, start: int, text: str) -> str:
    """An exception or error line that ends in a colon announces its detail on the next line (XLA's `Resource
    exhausted: From /job:tpu_worker/replica:0/task:0:` then `Attempting to reserve 3.95G ... That was not
    possible`; onnx-tensorrt's `ERROR: ModelImporter.cpp:134 In function parseGraph:` then `[8] No importer
    registered for op: Mish`): the line carries that detail with it, so that the families and the reader see
    what it says. VS Code's debugger names the exception's type alone (`Exception has occurred: AttributeError`)
    and prints its message on the next line: the two read as the exception line Python would have printed."""
    debugger = DEBUGGER_HEADER.match(text)
    if debugger is not None:
        following = window.around(start, 0, 1)[1:]
        message = following[0].strip() if following else ""
        return f"{debugger.group(1)}: {message}" if message and not is_record_start(message) else text
    if not text.rstrip().endswith(":"):
        return text
    # a banner of asterisks around the message (NLTK's `LookupError:` then a row of `*`, then `Resource punkt
    # not found.`) is skipped: the detail is the first line of words after it
    # the lines a hard wrap continued it on (`unwrapped`) are in `text` already: the detail follows them
    lines = window.around(start, 0, 1 + DETAIL_BANNER_LINES + MAX_CONTINUATIONS)[1:]
    lines = [ln for ln in lines if not ln.strip() or ln.strip() not in text]
    detail = next((ln.strip() for ln in lines[:1 + DETAIL_BANNER_LINES] if not _BANNER.match(ln)), "")
    if not detail or _DETAIL_STOP.match(detail) or is_record_start(detail):
        return text
    return f"{text.rstrip()} {detail}"


DETAIL_BANNER_LINES = 1
# VS Code's Python debugger on a caught exception; its frames follow the message, innermost first
DEBUGGER_HEADER = re.compile(
    r"^\s*Exception has occurred: ([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning)\w*)\b")
_BANNER = re.compile(r"^\s*\*{8,}\s*$")


# lines after a colon that are no detail of it: a frame, a report rule, a new traceback, a source line
_DETAIL_STOP = re.compile(r'^(?:File "|Traceback \(|-{4,}|={4,}|\^|~|\w+(?:\.\w+)*(?:Error|Exception)\b)')


class Scanner:
    """Compiled once per signature set; scans any number of sources."""

    def __init__(self, signatures: list[Signature], budget: Budget = Budget(), seeds: tuple[str, ...] = ()):
        self.signatures = {s.id: s for s in signatures}
        self.budget = budget  # never changed on a shared scanner: see with_budget
        # launcher shape -> (prefixes, screen) of one run's files
        self._learned: dict[frozenset[bytes], tuple[PrefixModel, Optional[Screen]]] = {}
        # each literal feeds every consumer that registered it: a user signature on `Traceback (most
        # recent call last)` adds a consumer to that literal, it does not replace traceback parsing
        table: dict[bytes, tuple[set[int], list[tuple[str, int]]]] = {}

        def add(lit: bytes, tag: int, ref: Optional[tuple[str, int]] = None) -> None:
            consumers, refs = table.setdefault(lit, (set(), []))
            consumers.add(tag)
            if ref is not None:
                refs.append(ref)

        for lit in ERROR_WORDS + CRASH_WORDS + FAILURE_WORDS + GLOG_LEVEL_WORDS + STATUS_WORDS:
            add(lit, ERRWORD)
        for seed in seeds:  # after the error words: a seed that is also one keeps that role
            add(seed.encode("utf-8"), FAMILY)
        add(TRACEBACK_HEAD, TRACE)
        for lit in LOSS_ALERTS:
            add(lit, LOSS)
        for lit in RANK_LITERALS:
            add(lit, RANK)
        for lit in rank_config.LITERALS:
            add(lit, CONFIG)
        for sig in signatures:
            for p_idx, pat in enumerate(sig.patterns):
                # index each pattern under its longest literal: the rarest, so fewest false candidates
                key = max(pat.literals, key=len).encode("utf-8")
                add(key, SIG, (sig.id, p_idx))
        for lit in STEP_LITERALS:
            if lit not in table:  # (a literal some signature also uses is found the old way, by bytes.find)
                add(lit, STEP)
        self.literals = list(table)
        self.tags = [frozenset(table[lit][0]) for lit in self.literals]  # the consumers of each literal
        self.refs = [table[lit][1] for lit in self.literals]
        self.step_ids = frozenset(i for i, tags in enumerate(self.tags) if tags == {STEP})
        # literals that start with the newline before their line (`\nE0`): the hit belongs to the next line
        self.line_led = frozenset(i for i, lit in enumerate(self.literals) if lit.startswith(b"\n"))
        self.prefilter: Prefilter = build(self.literals, self.step_ids)

    # -- one source ---------------------------------------------------------------------------
    def with_budget(self, budget: Budget) -> Scanner:
        """The same compiled tables with another run's budget. A catalog's scanner is shared by threads
        (the web app) and runs, so a run never changes it: it scans with its own shallow copy."""
        other = copy.copy(self)
        other.budget = budget
        other._learned = {}
        return other

    def _layout_of(self, head: bytes) -> tuple[PrefixModel, Optional[Screen]]:
        """The line prefixes of an input and the screen it was pasted from, read from its head. With many
        files (`Budget.prefix_shapes`), a file whose head lines have the shapes of an earlier file's reuses
        what that file taught: no per-file learning."""
        if not self.budget.prefix_shapes:
            return learn(head, self.budget.prefix_lines), screen_of(head)
        key = launcher_key(head, self.budget.prefix_lines)
        layout = self._learned.get(key)
        if layout is None:
            layout = learn(head, self.budget.prefix_lines), screen_of(head)
            if len(self._learned) < self.budget.prefix_shapes:
                self._learned[key] = layout
        return layout

    def scan(self, source: Source, index: int = 0, progress: Optional[Callable[[int], None]] = None
             ) -> ScanResult:
        result = ScanResult(path=source.path, index=index, rank=source.rank,
                            sketch=series.Sketch(self.budget.points))
        base_line = 0
        seq = 0
        tail: list[tuple[int, bytes]] = []
        try:
            for chunk in iter_chunks(source):
                if result.bytes == 0:
                    result.pid = _first_pid(chunk)
                result.bytes += len(chunk)
                if progress is not None:
                    progress(len(chunk))
                if not base_line:
                    result.prefixes, result.screen = self._layout_of(chunk)
                    result.packages_named = _packages_named(chunk)
                seq, n_lines = self._scan_chunk(chunk, base_line, result, seq)
                tail = (tail + _last_lines(chunk, TAIL_LINES, base_line + n_lines))[-TAIL_LINES:]
                base_line += n_lines
                del chunk  # freed before the reader builds the next one: two chunks never live at once
        except Exception as exc:  # noqa: BLE001 - what this input gave up to here is kept
            result.notes.append(f"{source.path}: reading stopped at line {base_line + 1} "
                                f"({type(exc).__name__}: {exc}); findings before it are kept")
        result.sketch.freeze()
        result.lines = base_line
        result.notes.extend(source.notes)
        try:
            _read_tail(result, tail)
        except Exception as exc:  # noqa: BLE001 - the lines matched above stand without the tail's reading
            result.notes.append(f"{source.path}: its last lines could not be read ({type(exc).__name__}: {exc}); "
                                f"findings from the rest are kept")
        frames = "\n".join(f.path for tb in result.tracebacks for f in tb.frames).encode()
        result.packages_named |= _packages_named(frames)
        return result

    def _scan_chunk(self, chunk: bytes, base_line: int, result: ScanResult, seq: int) -> tuple[int, int]:
        """Match the candidates and parse the sampled step lines of one chunk; (seq, lines in chunk).

        Line numbers come from one incremental newline count over the chunk, shared by both kinds of
        lines: counting the whole chunk once per purpose was the largest cost on gigabyte inputs.
        """
        found = self.prefilter.scan(chunk)
        if self.line_led:
            found = [(off + 1, i) if i in self.line_led else (off, i) for off, i in found]
        first_step: dict[bytes, int] = {self.literals[i]: -1 for i in self.step_ids}  # -1: not in this chunk
        if self.step_ids:
            first_step.update((self.literals[i], off) for off, i in found if i in self.step_ids)
            found = [hit for hit in found if hit[1] not in self.step_ids]
        phase = (result.index * _GOLDEN) % 1.0 if self.budget.stagger else 0.0
        steps = set(_step_starts(chunk, self.budget, first_step, phase))
        by_line = _candidate_views(chunk, found, self.tags) if found else {}
        window = _ChunkLines(chunk, result.prefixes, result.screen)
        if result.screen is not None:  # a row's literals belong to the line the terminal cut it from
            merged: dict[int, set[int]] = {}
            for start, lit_ids in by_line.items():
                merged.setdefault(window.row_start(start), set()).update(lit_ids)
            for start, lit_ids in self._cut_literals(window):  # and so do literals the cut split in two
                merged.setdefault(start, set()).update(lit_ids)
            by_line = merged
        prev_off, line_no = 0, base_line + 1
        for start in sorted(steps.union(by_line)):
            line_no += chunk.count(b"\n", prev_off, start)
            prev_off = start
            if start in steps:
                _parse_step(chunk, start, line_no, result)
            if start in by_line:
                seq += 1
                self._candidate(window, start, line_no, by_line[start], result, seq)
        result.prefixes = window.prefixes  # traceback heads may have taught it a prefix
        lines = line_no - base_line - 1 + chunk.count(b"\n", prev_off) + (0 if chunk.endswith(b"\n") else 1)
        return seq, lines

    def _cut_literals(self, window: _ChunkLines) -> list[tuple[int, set[int]]]:
        """(line start, literal ids) of the literals found only in the rows a pasted screen cut a line
        into, joined again (`death si` | `gnal, shutting down workers`): no row holds them whole."""
        found = []
        for start in window.cut_lines():
            joined = window.unwrapped(start, window.line_at(start)).encode("utf-8", "replace")
            ids = {i for _, i in self.prefilter.scan(joined) if i not in self.step_ids}
            if ids:
                found.append((start, ids))
        return found

    def _candidate(self, window: _ChunkLines, start: int, line_no: int, lit_ids: set[int],
                   result: ScanResult, seq: int) -> None:
        tags = frozenset().union(*(self.tags[i] for i in lit_ids))
        if tags == {CONFIG}:  # settings are printed at start-up: later mentions are not worth a look
            if result.config_lines >= rank_config.MAX_LINES:
                return
            result.config_lines += 1
        line = window.line_at(start)
        raw = window.unwrapped(start, line)
        if window.screen is not None and len(raw) > len(line):  # a literal the terminal cut in two
            lit_ids = lit_ids | {i for _, i in self.prefilter.scan(raw.encode("utf-8")) if i not in self.step_ids}
            tags = frozenset().union(*(self.tags[i] for i in lit_ids))
        info = read_line(window.prefixes, raw)
        if result.first_time is None and info.time is not None:
            result.first_time = info.time
        if info.time is not None:
            result.last_time = max(result.last_time or info.time, info.time)
        if info.rank is not None and result.rank is None:
            result.rank = info.rank
        matched = False
        # the source line a traceback echoes is code, not a message; but frames of compiled modules echo
        # nothing, so a line shaped like an exception right after a frame is the exception itself; and a
        # `raise` line the input ends on is all that is left of a message cut off
        if SIG in tags and (info.role == ROLE_EXCEPTION or not window.is_traceback_code(start)
                            or window.ends_cut_traceback(start, info.text)):
            matched = self._match_signatures(window, start, line_no, lit_ids, info, result, seq)
        if TRACE in tags and len(result.tracebacks) < MAX_TRACEBACKS:
            self._traceback(window, start, line_no, result)
        if LOSS in tags:
            _add_step(result, info.text, line_no, info.time or window.time_before(start))
        if RANK in tags and result.rank is None:
            result.rank = global_rank(info.text)
        if CONFIG in tags and len(result.config) < rank_config.MAX_KEYS:
            for key, value in rank_config.settings(info.text).items():
                result.config.setdefault(key, value)
        if matched or not (ERRWORD in tags or SIG in tags or FAMILY in tags):
            return
        if _TF_NODE_MARK.match(info.text):
            self._op_message(window, start, line_no, info, result)
            return
        role = info.role
        if role not in (ROLE_EXCEPTION, ROLE_ERROR) and (_CRASH.search(info.text) or _BUILD_FAILURE.match(info.text)
                                                        or _BRACKET_FATAL.match(info.text)
                                                        or _WARNED_STATUS.search(info.text)):
            role = ROLE_ERROR
        if role not in (ROLE_EXCEPTION, ROLE_ERROR) and _DOTTED_EXCEPTION.match(info.text) \
                and window.is_traceback_code(start):
            role = ROLE_EXCEPTION
        if role not in (ROLE_EXCEPTION, ROLE_ERROR) and DEBUGGER_HEADER.match(info.text):
            role = ROLE_EXCEPTION
        if role == ROLE_EXCEPTION and len(result.tracebacks) < MAX_TRACEBACKS and window.under_frames(start) \
                and not any(tb.exception_line == line_no for tb in result.tracebacks[-3:]):
            self._headless_traceback(window, start, line_no, result)
        if role in (ROLE_EXCEPTION, ROLE_ERROR) and not _RESOLVED.search(info.text):
            if len(result.unmatched) >= self.budget.unmatched:  # keep the first half and the latest lines:
                del result.unmatched[self.budget.unmatched // 2]  # a failure at the end of a noisy log survives
                result.capped["error lines"] = result.capped.get("error lines", 0) + 1
            text = _with_detail(window, start, info.text)
            result.unmatched.append(Evidence(result.path, line_no, text[:500], info.rank,
                                             info.time or window.time_before(start), role, info.worker,
                                             info.prefix))
        elif (FAMILY in tags or _MENTION.search(info.text)) and not _ADVICE.search(info.text):
            # the family fallback judges a seeded line
            if len(result.mentions) >= MAX_MENTIONS:  # as for error lines: the first half and the latest
                del result.mentions[MAX_MENTIONS // 2]
            result.mentions.append(Evidence(result.path, line_no, info.text[:500], info.rank, info.time, role))

    def _op_message(self, window: _ChunkLines, start: int, line_no: int, info, result: ScanResult) -> None:
        """The message above a TensorFlow `[[{{node ...}}]]` line is an error line, error word or not."""
        lines = window.around(start, 1, 0)
        message = lines[0].strip() if len(lines) == 2 else ""
        if (not message or _TF_NODE_MARK.match(message) or len(result.unmatched) >= self.budget.unmatched
                or any(ev.line == line_no - 1 for ev in result.unmatched[-3:])):
            return
        result.unmatched.append(Evidence(result.path, line_no - 1, message[:500], info.rank,
                                         info.time or window.time_before(start), ROLE_ERROR, info.worker, info.prefix))

    def _match_signatures(self, window: _ChunkLines, start: int, line_no: int, lit_ids: set[int],
                          info, result: ScanResult, seq: int) -> bool:
        text = info.text
        tried: set[str] = set()
        matched = False
        for lit_idx in lit_ids:
            for sig_id, p_idx in self.refs[lit_idx]:
                if sig_id in tried or sig_id in result.timeouts:  # one timeout: skipped for this input
                    continue
                sig = self.signatures[sig_id]
                pattern = sig.patterns[p_idx]
                if not all(lit in text for lit in pattern.literals):
                    continue
                captures: dict[str, str] = {}
                at = text.find(pattern.literals[0])
                if pattern.regex is not None:
                    try:
                        m = pattern.regex.search(text, timeout=MATCH_TIMEOUT)
                    except TimeoutError:
                        _timed_out(result, sig_id, "match", line_no)
                        continue
                    if m is None:
                        continue
                    captures = {k: v for k, v in m.groupdict().items() if is_value(v)}
                    at = m.start()
                if not all(rel.holds(captures) for rel in sig.relations):
                    continue
                if self._excluded(sig, window, start, text, result, line_no) or \
                        not self._required(sig, window, start, result, line_no):
                    tried.add(sig_id)
                    continue
                if sig.context.facts:
                    captures = {**self._context_facts(sig, window, start, result, line_no), **captures}
                tried.add(sig_id)
                count = result.hit_counts[sig_id] = result.hit_counts.get(sig_id, 0) + 1
                if count > self.budget.hits_per_signature:
                    result.capped[sig_id] = result.capped.get(sig_id, 0) + 1
                    continue
                ev = Evidence(result.path, line_no, _evidence_text(text, at), info.rank,
                              info.time or window.time_before(start), info.role, info.worker, info.prefix)
                result.hits.append(Hit(sig_id, ev, captures, seq))
                matched = True
        return matched

    @staticmethod
    def _excluded(sig: Signature, window: _ChunkLines, start: int, text: str, result: ScanResult,
                  line_no: int) -> bool:
        for excl in sig.exclusions:
            texts = [text] if excl.within == 0 else window.around(start, excl.within, excl.within)
            for t in texts:
                try:
                    if excl.regex.search(t, timeout=MATCH_TIMEOUT):
                        return True
                except TimeoutError:
                    _timed_out(result, sig.id, f"exclude.{excl.name}", line_no)
                    return False
        return False

    @staticmethod
    def _required(sig: Signature, window: _ChunkLines, start: int, result: ScanResult, line_no: int) -> bool:
        """Every `require` clause must find its line near the match (e.g. the registry a bare KeyError came from)."""
        for req in sig.requirements:
            lines = window.whole_around(start, req.before, req.after)
            try:
                if not any(req.regex.search(t, timeout=MATCH_TIMEOUT) for t in lines):
                    return False
            except TimeoutError:  # the match cannot be confirmed: dropped, and said so
                _timed_out(result, sig.id, f"require.{req.name}", line_no)
                return False
        return True

    @staticmethod
    def _context_facts(sig: Signature, window: _ChunkLines, start: int, result: ScanResult,
                       line_no: int) -> dict[str, str]:
        facts: dict[str, str] = {}
        for t in window.whole_around(start, sig.context.before, sig.context.after):
            for rx in sig.context.facts:
                try:
                    m = rx.search(t, timeout=MATCH_TIMEOUT)
                except TimeoutError:
                    _timed_out(result, sig.id, "context.facts", line_no)
                    continue
                if m:
                    for k, v in m.groupdict().items():
                        if is_value(v) and k not in facts:
                            facts[k] = v
        return facts

    def _traceback(self, window: _ChunkLines, start: int, line_no: int, result: ScanResult) -> None:
        raw, head_idx = window.block(start, before=4, after=600, bare=False)
        window.prefixes = learn_block(window.prefixes, raw, head_idx)
        # interleaved workers: the traceback is read from the lines of the head's own process only
        numbers, lines, worker, rank = _stream_of(window.prefixes, raw, head_idx, line_no)
        lines, numbers = window.whole_lines(lines, numbers, line_no)
        head = numbers.index(line_no)
        tb = parse_at(lines, head, result.path, numbers.__getitem__, chained=chained_before(lines, head))
        if tb is not None:
            result.tracebacks.append(replace(tb, rank=line_rank(rank, result.rank), worker=worker,
                                             ignored=ignored_before(lines, head)))


    @staticmethod
    def _headless_traceback(window: _ChunkLines, start: int, line_no: int, result: ScanResult) -> None:
        """An excerpt that starts inside a traceback (its head line left out of the paste)."""
        lines, at = window.block(start, before=HEADLESS_FRAMES, after=40)
        lines, numbers = window.whole_lines(lines, list(range(line_no - at, line_no - at + len(lines))), line_no)
        tb = parse_headless(lines, numbers.index(line_no), result.path, line_no)
        if tb is not None:
            result.tracebacks.append(replace(tb, rank=result.rank))


def _stream_of(model: PrefixModel, raw: list[str], head_idx: int, head_line: int
               ) -> tuple[list[int], list[str], Optional[str], Optional[int]]:
    """(line numbers, prefix-free lines, worker, rank) of the lines written by the head line's process."""
    first_line = head_line - head_idx
    if not model:
        return [first_line + i for i in range(len(raw))], raw, None, None
    cuts = [model.split(line) for line in raw]
    keys = [cut.worker if cut.worker is not None else cut.rank for cut in cuts]  # srun names ranks only
    mine = keys[head_idx]
    keep = [i for i, key in enumerate(keys) if mine is None or key in (mine, None)]
    return [first_line + i for i in keep], [cuts[i].body for i in keep], cuts[head_idx].worker, cuts[head_idx].rank


def _read_tail(result: ScanResult, tail: list[tuple[int, bytes]]) -> None:
    """What the last lines say: where the input stopped (hang analysis), its last time, an exception there."""
    read = [(n, raw, clean(result.prefixes.body(raw))[0])
            for n, raw in ((n, t[-MAX_LINE:].decode("utf-8", "replace")) for n, t in tail)]
    read = [item for item in read if item[2]]  # a markdown fence the log was pasted in is no line of it
    raws = [raw for _, raw, _ in read]
    result.tail = [text for _, _, text in read]
    result.tail_lines = [n for n, _, _ in read]
    _tail_exceptions(result, raws)
    for line, raw in zip(reversed(result.tail), reversed(raws)):  # progress bars carry no time
        when = parse_prefix(line)[1] or result.prefixes.time_of(raw)
        if when is not None:
            result.last_time = max(result.last_time or when, when)
            break


def _tail_exceptions(result: ScanResult, raws: list[str]) -> None:
    """An exception line at the end of a log whose class name holds no error word (Paddle's
    `paddle.fluid.core.EnforceNotMet: ...`) seeds no literal; near the end, its package path alone says
    what it is, so it is kept as an error line."""
    seen = {ev.line for ev in result.unmatched} | {h.evidence.line for h in result.hits}
    for line_no, raw, text in zip(result.tail_lines, raws, result.tail):
        if line_no in seen or len(result.unmatched) >= MAX_UNMATCHED or not _PACKAGE_EXCEPTION.match(text):
            continue  # (the cleaned tail text first: reading a line's prefix facts costs regexes)
        info = read_line(result.prefixes, raw)
        if _PACKAGE_EXCEPTION.match(info.text):
            result.unmatched.append(Evidence(result.path, line_no, info.text[:500], info.rank or result.rank,
                                             info.time, ROLE_EXCEPTION, info.worker, info.prefix))


def _packages_named(text: bytes) -> frozenset[str]:
    """The tracked packages `text` names. Read in an input's head, where imports warn and loggers name their
    package, and in its frames' paths, not in every chunk: a whole-file search per package costs more than
    the scan of a large log's middle could tell."""
    return frozenset(package for package, word in NAMED_BY.items() if word in text)


def _evidence_text(text: str, at: int, width: int = 1000) -> str:
    """The line's first `width` characters; or, when the match starts past them (a giant line seen
    through a view, a long JSON record), `width` characters from just before the match."""
    if len(text) <= width or at + 200 <= width:
        return text[:width]
    begin = max(0, at - 100)
    return text[begin:begin + width]


def _candidate_views(chunk: bytes, found: list[tuple[int, int]], tags: list[frozenset[int]]
                     ) -> dict[int, set[int]]:
    """Group literal hits by the offset their line (or, in a giant line, their stretch of it) starts at.

    Hits are walked in offset order so each line's start is searched for once (walking back from every
    hit of a 100 MB line with millions of "Error" words would be quadratic). A line longer than
    LONG_LINE is looked at in MAX_LINE-wide views around its hits, not only at its head, so a failure in
    the middle or at the end of a single-line JSON dump is still matched; at most MAX_VIEWS_PER_LINE
    views are kept per giant line, those holding a signature literal first.
    """
    by_view: dict[int, set[int]] = {}
    giant: dict[int, list[int]] = {}  # giant line start -> its view offsets
    line_start, line_end = -1, -1
    half = MAX_LINE // 2
    for off, lit_idx in sorted(found):
        if off >= line_end:
            line_start = chunk.rfind(b"\n", 0, off) + 1
            nl = chunk.find(b"\n", off)
            line_end = len(chunk) if nl == -1 else nl
        view = line_start
        if line_end - line_start > LONG_LINE:
            view = line_start + max(0, off - line_start - half // 2) // half * half
            if view not in by_view:
                giant.setdefault(line_start, []).append(view)
        by_view.setdefault(view, set()).add(lit_idx)
    for views in giant.values():
        if len(views) > MAX_VIEWS_PER_LINE:
            ranked = sorted(views, key=lambda v: (not any(SIG in tags[i] for i in by_view[v]), v))
            for v in ranked[MAX_VIEWS_PER_LINE:]:
                del by_view[v]
    return by_view


def _first_pid(chunk: bytes) -> Optional[int]:
    """The pid in the first MindSpore-prefixed line of the chunk's first PID_HEAD bytes. Only lines that
    start with `[` are tried: a multi-line regex search would try every byte (0.3 ms a file, which
    thousands of rank files pay)."""
    pos = 0 if chunk.startswith(b"[") else chunk.find(b"\n[", 0, PID_HEAD) + 1
    while pos > 0 or chunk.startswith(b"["):
        m = MS_PID_BYTES.match(chunk, pos, PID_HEAD)
        if m:
            return int(m.group(1))
        pos = chunk.find(b"\n[", pos, PID_HEAD) + 1
        if pos == 0:
            return None
    return None


_GOLDEN = 0.6180339887498949  # file i samples from offset (i * this) mod 1 of a stride: files interleave


def _step_offsets(chunk: bytes, literal: bytes, budget: Budget, first: int = 0, phase: float = 0.0
                  ) -> list[int]:
    """Where step lines start: all of them in a small chunk, an even sample plus the last in a big one;
    `phase` (a fraction of the sampling stride) shifts the sample, so many files sample different steps.

    A week-long run has millions of step lines; parsing each in Python would dominate the scan, while
    the curve's shape (flat, diverging) survives sampling and NaN/overflow lines are parsed exactly.
    """
    positions: list[int] = []
    # dense chunks (most of a long run) go straight to sampling, judged by their first 256 KiB
    dense = len(chunk) > 4 * DENSITY_PROBE and chunk.count(literal, 0, DENSITY_PROBE) * (
        len(chunk) // DENSITY_PROBE) > 2 * budget.steps_full
    pos = -1 if dense else chunk.find(literal, first)
    while pos != -1 and len(positions) <= budget.steps_full:
        positions.append(pos)
        nl = chunk.find(b"\n", pos)
        pos = -1 if nl == -1 else chunk.find(literal, nl + 1)
    if dense or pos != -1:  # more step lines than we parse in full: an even sample across the chunk
        stride = len(chunk) // budget.steps_sampled
        shift = int(phase * stride)
        positions = [p for p in (chunk.find(literal, k * stride + shift) for k in range(budget.steps_sampled))
                     if p != -1]
        positions.append(chunk.rfind(literal))
    return [chunk.rfind(b"\n", 0, p) + 1 for p in positions]


def _step_starts(chunk: bytes, budget: Budget, first_step: dict[bytes, int], phase: float = 0.0) -> list[int]:
    """Step line starts for each step literal; `first_step` has the first offset the prefilter saw
    (-1: none in this chunk, nothing to search), a literal missing from it is searched from the start."""
    return [start for lit in STEP_LITERALS if first_step.get(lit, 0) != -1
            for start in _step_offsets(chunk, lit, budget, first_step.get(lit, 0), phase)]


def _parse_step(chunk: bytes, start: int, line_no: int, result: ScanResult) -> None:
    end = chunk.find(b"\n", start)
    raw = chunk[start:end if end != -1 else len(chunk)][:MAX_LINE].decode("utf-8", "replace")
    text, _ = clean(raw)
    lead = partial(_line_before, chunk, start)
    if text != raw.strip() and SHELL_DEATH.match(text) and series.parse(text, line_no, None) is None:
        # the shell's word for a killed job landed on the step's bar: the bar still tells the step it died at
        _add_step(result, raw[:len(raw.rstrip()) - len(text)], line_no, None, lead)
    else:
        _add_step(result, text, line_no, step_line_time(text), lead)
    columns = series.comparison_columns(text)
    if columns is not None:
        _read_comparison_rows(chunk, end, line_no, columns, result)


def _read_comparison_rows(chunk: bytes, end: int, line_no: int, columns: tuple[int, int, str, str],
                          result: ScanResult) -> None:
    """The rows below a table header that names the run's loss and a reference's: rows of numbers carry no
    word the prefilter finds, so they are read here, up to series.TABLE_ROWS or the first line that is no row."""
    pos = end
    for n in range(1, series.TABLE_ROWS + 1):
        if pos == -1 or pos + 1 >= len(chunk):
            return
        nxt = chunk.find(b"\n", pos + 1)
        row = chunk[pos + 1:nxt if nxt != -1 else len(chunk)][:MAX_LINE].decode("utf-8", "replace")
        found = series.table_comparison(clean(row)[0], columns, line_no + n)
        if found is None:
            return
        result.comparisons.keep(found)
        pos = nxt


def _line_before(chunk: bytes, start: int) -> str:
    """The last non-blank line of the three before `start` within its chunk (cleaned), or ""."""
    end = start - 1
    for _ in range(3):
        if end <= 0:
            break
        begin = chunk.rfind(b"\n", 0, end) + 1
        text, _ = clean(chunk[begin:end][:MAX_LINE].decode("utf-8", "replace"))
        if text:
            return text
        end = begin - 1
    return ""


def _add_step(result: ScanResult, text: str, line_no: int, time: Optional[float],
              lead: Callable[[], str] = str) -> None:
    """A line holding a loss: the training step it logs goes to the input's loss series, the evaluation loss
    it reports to its evaluations, an epoch's mean loss to its epoch means, the accuracies it prints to the
    accuracy trace."""
    point = series.parse(text, line_no, time, result.sketch.seen + 1)
    mean = series.parse_epoch_mean(text, line_no, time)
    if point is not None:
        result.sketch.add(point if mean is None else replace(point, reading="epoch_mean"))
    evaluation = series.parse_eval(text, line_no, time, point is not None)
    if evaluation is not None:
        result.evals.add(evaluation, result.sketch.seen)
    if mean is not None:
        result.epoch_means.add(mean, result.sketch.seen)
    result.comparisons.add(text, line_no)
    result.accuracies.add(text, line_no, None if point is None else point.loss,
                          None if evaluation is None else evaluation.value, lead)


def _last_lines(chunk: bytes, n: int, last_line: int) -> list[tuple[int, bytes]]:
    """(line number, text) of the last `n` non-blank lines of a chunk, found from its end; `last_line` is
    the number of the chunk's last line, so numbering counts newlines in the tail only, not the chunk."""
    out: list[tuple[int, bytes]] = []
    end = len(chunk)
    while end > 0 and len(out) < n:
        lo = max(0, end - 4096)
        kept = len(chunk[lo:end].rstrip(b" \t\r\n"))  # a run of blank lines is skipped in one step
        if kept == 0:
            end = lo
            continue
        end = lo + kept
        start = chunk.rfind(b"\n", 0, end) + 1
        out.append((start, chunk[start:end]))
        end = start - 1
    if not out:
        return []
    last_start = chunk.rfind(b"\n", 0, len(chunk) - 1) + 1  # where the chunk's last line starts
    numbered = []
    for start, line in out:
        numbered.append((last_line - chunk.count(b"\n", start, last_start), line))
    return numbered[::-1]


_FRAME_LINE = re.compile(rb'[ \t>]*(?:\[rank\d+\]: ?)?File "[^"\n]*", line \d+')
_NON_BLANK = re.compile(rb"\S")  # any byte that is not blank: what a cut traceback has nothing of after its raise line
HEADLESS_FRAMES = 200  # lines looked back over for the frames of a traceback pasted without its head


class _ChunkLines:
    """Random access to the decoded lines of one chunk around a byte offset."""

    def __init__(self, chunk: bytes, prefixes: PrefixModel = NO_PREFIX, screen: Optional[Screen] = None):
        self.chunk = chunk
        self.prefixes = prefixes
        self.screen = screen  # the terminal the input was copied from, when it is a pasted screen

    def _end(self, start: int, limit: Optional[int] = None) -> int:
        """End of the line at `start`, searched no further than `limit` (a giant line is not scanned to its end)."""
        stop = len(self.chunk) if limit is None else min(limit, len(self.chunk))
        end = self.chunk.find(b"\n", start, stop)
        return stop if end == -1 else end

    def line_at(self, start: int) -> str:
        raw = self.chunk[start:self._end(start, start + LONG_LINE)]
        if b"\r" in raw:  # progress bars: the segment after the last CR is what a terminal showed
            segments = [s for s in raw.split(b"\r") if s.strip()]
            raw = " \u21b5 ".encode().join(segments) if len(segments) < 50 else segments[-1]
        return raw[:MAX_LINE].decode("utf-8", "replace")

    def unwrapped(self, start: int, raw: str) -> str:
        """The line at `start` with the lines a hard wrap continued it on (see wrapped.py): a message
        cut mid-phrase is matched whole. A line under another learned log prefix is a new record, never a
        continuation; under the same one, its message may go on there."""
        if "\r" in raw or len(raw) >= MAX_LINE:
            return raw
        end = self._end(start, start + LONG_LINE)
        if self.screen is not None and self.screen.fills(raw):
            return self._screen_rows(raw, end)
        own_prefix, last = self.prefixes.cut(raw) if self.prefixes else ("", raw)  # `last`: what the next continues
        last = unquote(last)  # a reply quoting the log: its message goes on in the next quoted line
        reason_follows = False  # a wrapper's blank line was passed: the next line is its reason
        for _ in range(MAX_CONTINUATIONS):
            if end >= len(self.chunk):
                break
            following_end = self._end(end + 1, end + 1 + MAX_LINE)
            following = self.chunk[end + 1:following_end].decode("utf-8", "replace")
            if self.prefixes:
                prefix, body = self.prefixes.cut(following)
                if prefix and not self._same_writer(own_prefix, raw, prefix, following):
                    break  # another record (a process writes each line of a multi-line message under one prefix)
                following = body
            following = unquote(following)
            if not following.strip() and reason_after_blank(last) and not reason_follows:
                end, reason_follows = following_end, True
                continue
            if not following.strip() or not (reason_follows or continues(last, following)):
                break
            reason_follows = False
            raw, end, last = join(raw, following), following_end, following
        return raw[:MAX_LINE]

    def _same_writer(self, prefix: str, line: str, other_prefix: str, other: str) -> bool:
        """Whether two prefixed lines come from one writer: the same prefix shape and the same worker."""
        if prefix_shape(prefix) != prefix_shape(other_prefix):
            return False
        return self.prefixes.split(line).worker == self.prefixes.split(other).worker

    def whole_lines(self, lines: list[str], numbers: list[int], line_no: int) -> tuple[list[str], list[int]]:
        """`lines` (numbered by `numbers`) with the rows a pasted screen cut them into joined back, unless the
        line `line_no` was itself a cut-off row: a traceback is read from whole frames and paths."""
        if self.screen is None:
            return lines, numbers
        joined, joined_numbers = join_rows(lines, numbers, self.screen)
        return (joined, joined_numbers) if line_no in joined_numbers else (lines, numbers)

    def _screen_rows(self, raw: str, end: int) -> str:
        """A row that fills a pasted screen with the rows the terminal cut it into, joined as cut."""
        for _ in range(MAX_SCREEN_ROWS):
            if end >= len(self.chunk) or len(raw) >= MAX_LINE:
                break
            following_end = self._end(end + 1, end + 1 + MAX_LINE)
            row = self.chunk[end + 1:following_end].decode("utf-8", "replace").rstrip("\r")
            raw, end = self.screen.joined(raw, row), following_end  # type: ignore[union-attr]
            if not self.screen.fills(row):  # type: ignore[union-attr]
                break
        return raw.rstrip()[:MAX_LINE]

    def cut_lines(self) -> list[int]:
        """Starts of the lines a pasted screen cut into rows: a row that fills the screen after one that
        does not (the first row of a cut line)."""
        if self.screen is None:
            return []
        starts, start, before_full = [], 0, False
        while start < len(self.chunk):
            end = self.chunk.find(b"\n", start)
            end = len(self.chunk) if end < 0 else end
            # a row shorter in bytes than the screen is in characters cannot fill it: not decoded
            full = end - start >= self.screen.width and self.screen.fills(
                self.chunk[start:end].decode("utf-8", "replace"))
            if full and not before_full:
                starts.append(start)
            before_full, start = full, end + 1
        return starts

    def row_start(self, start: int) -> int:
        """The first row of the line a pasted screen cut the row at `start` from (its message may begin
        rows above the one holding the literal)."""
        for _ in range(MAX_SCREEN_ROWS):
            if start == 0:
                break
            prev = self._prev_start(start)
            if not self.screen.fills(self.chunk[prev:start - 1].decode("utf-8", "replace")):  # type: ignore
                break
            start = prev
        return start

    def _prev_start(self, pos: int) -> int:
        """Start of the line before offset `pos`, looking back at most LONG_LINE bytes: from inside a
        giant line, walking back to its real start for every view would be quadratic."""
        floor = max(0, pos - 1 - LONG_LINE)
        return max(self.chunk.rfind(b"\n", floor, pos - 1) + 1, floor)

    def under_frames(self, start: int) -> bool:
        """Whether the line before `start` is a traceback frame or the indented source line under one (behind
        a learned line prefix too: `[rank0]:     value = self.data[key]`)."""
        if start == 0:
            return False
        prev = self._prev_start(start)
        if self.chunk[prev:prev + 1] in (b" ", b"\t") or _FRAME_LINE.match(self.chunk, prev, start) is not None:
            return True
        body = self._body_of(prev, start)
        return body is not None and (body[:1] in (" ", "\t") or _FRAME_LINE.match(body.encode("utf-8", "replace"))
                                     is not None)

    def _body_of(self, lo: int, hi: int) -> Optional[str]:
        """The line between two offsets without the line prefix learned for this input (None: none learned)."""
        return self.prefixes.body(self.chunk[lo:hi].decode("utf-8", "replace")) if self.prefixes else None

    def is_traceback_code(self, start: int) -> bool:
        """The source line a traceback echoes under `File "...", line N` (e.g. the library's own
        `raise ValueError(f"'{key}' is already used ...")`) is code, not a message."""
        if start == 0:
            return False
        prev = self._prev_start(start)
        if _FRAME_LINE.match(self.chunk, prev, start) is not None:
            return True
        body = self._body_of(prev, start)
        return body is not None and _FRAME_LINE.match(body.encode("utf-8", "replace")) is not None

    def ends_cut_traceback(self, start: int, text: str) -> bool:
        """A `raise ...` source line with nothing after it: the last frame of a traceback the input ends
        inside, whose exception line was cut off. It is all that is left of the message, so signatures
        read it (what they capture of the source's placeholders, `{key}`, is no value and is dropped)."""
        if not text.lstrip().startswith("raise "):
            return False
        end = self.chunk.find(b"\n", start)
        return end < 0 or _NON_BLANK.search(self.chunk, end) is None  # no copy of the chunk's rest per line

    def around(self, start: int, before: int, after: int) -> list[str]:
        return self.block(start, before, after)[0]

    def whole_around(self, start: int, before: int, after: int) -> list[str]:
        """`around`, counted in whole lines: on a pasted screen the rows a long line was cut into are joined
        back first, so a signature's `require` and `context` windows span the lines they were written for."""
        if self.screen is None or before + after == 0:
            return self.around(start, before, after)
        rows, at = self.block(start, before * SCREEN_ROWS_PER_LINE, after * SCREEN_ROWS_PER_LINE)
        lines, firsts = join_rows(rows, list(range(len(rows))), self.screen)
        own = max(i for i, first in enumerate(firsts) if first <= at)
        return lines[max(0, own - before):own + after + 1]

    def block(self, start: int, before: int, after: int, bare: bool = True) -> tuple[list[str], int]:
        """(lines around `start`, index of the line at `start` among them); `bare`: their prefixes cut."""
        lo = start
        for _ in range(before):
            if lo == 0:
                break
            lo = self._prev_start(lo)
        hi = start
        for _ in range(after + 1):
            hi = self._end(hi, hi + LONG_LINE) + 1
            if hi >= len(self.chunk):
                hi = len(self.chunk)
                break
        lines = []
        pos = lo
        while pos < hi:  # line by line, so a giant line costs LONG_LINE bytes of decoding, not all of it
            end = self._end(pos, hi)
            lines.append(self.chunk[pos:min(end, pos + LONG_LINE)].decode("utf-8", "replace")[:MAX_LINE])
            pos = end + 1
        if bare and self.prefixes:
            lines = [self.prefixes.body(line) for line in lines]
        return lines, self.chunk.count(b"\n", lo, start)

    def time_before(self, start: int, max_lines: int = 40) -> Optional[float]:
        """Timestamp of the nearest earlier line that has one: traceback lines carry none of their own."""
        pos = start
        for _ in range(max_lines):
            if pos <= 0:
                return None
            prev = self._prev_start(pos)
            text = self.chunk[prev:min(pos, prev + 200)].decode("utf-8", "replace")
            when = parse_prefix(clean(self.prefixes.body(text))[0])[1] or self.prefixes.time_of(text)
            if when is not None:
                return when
            pos = prev
        return None

