"""`msdiag run [--] COMMAND...`: run a training command unchanged; diagnose it only if it fails.

The command's stdout and stderr reach the terminal byte for byte as they are written (``\\r``
progress bars included) and are copied to a log file, in the order the command wrote them whenever
both go to one place (see `output_mode`). Signals sent to msdiag (Ctrl-C, SIGTERM,
SIGHUP) are passed to the command's process group, so the whole job stops, launcher and workers
alike. msdiag exits with the command's status (128+N when a signal N ended it).

Python children get msdiag's failure hook through a generated ``sitecustomize`` first on their
``PYTHONPATH`` (see analyzer/runtime/hook.py and analyzer/runtime/_shim/): on an uncaught exception they write the
live facts to a private folder. When the command fails, the captured output, the per-worker logs
msrun wrote (its ``--log_dir``, else ``worker_*.log`` in the cwd, written after the start) and the
first failure's live facts are diagnosed, and the ranked report goes to stderr (stdout stays the
program's). On success nothing is added and the temporary log is removed.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Optional

from ..cli import FAIL_ON, default_lang, render_report
from ..runtime.hook import ENV_FACTS_DIR, ENV_QUIET

FORWARDED_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
PUMP_CHUNK = 65536
DRAIN_SECONDS = 5.0  # after exit, wait this long for grandchildren still holding the pipes
_ANALYZER_DIR = Path(__file__).resolve().parent.parent
_SHIM = _ANALYZER_DIR / "runtime" / "_shim" / "sitecustomize.py"
MSRUN_NAMES = ("msrun",)


def add_arguments(p: argparse.ArgumentParser) -> None:
    from ..reporters import FORMATS

    p.add_argument("--log", metavar="FILE", help="also write the command's output here and keep it "
                   "(default: a temporary file, kept only when the command fails)")
    p.add_argument("--format", "-f", default="text", choices=sorted(FORMATS), help="report format (default: text)")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of standard error")
    p.add_argument("--lang", choices=("en", "zh"), default=None)
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.add_argument("--fail-on", choices=FAIL_ON, default="warning", help=argparse.SUPPRESS)
    p.add_argument("--no-diagnose", dest="diagnose", action="store_false",
                   help="only run, copy the output and pass the exit status on")
    p.add_argument("--no-probes", dest="probes", action="store_false",
                   help="no live probes when diagnosing (facts the hook recorded are still used)")
    p.add_argument("--no-hook", dest="hook", action="store_false",
                   help="do not load the in-process failure hook into Python children")
    p.add_argument("--save-facts", metavar="FILE", help="copy the live facts of the failure here")
    p.add_argument("command", nargs=argparse.REMAINDER, metavar="COMMAND", help="the command, after --")


@dataclass
class Session:
    """Everything one `msdiag run` creates: its private folder, the log, the facts folder."""

    workdir: str
    log_path: str
    keep_log: bool
    facts_dir: str
    started: float = field(default_factory=time.time)


def main(args: argparse.Namespace) -> int:
    command = list(args.command)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        sys.stderr.write("msdiag: run needs a command, e.g. msdiag run -- python train.py\n")
        return 2
    args.lang = args.lang or default_lang()
    session = _session(args.log)
    try:
        env = child_environment(session, args.hook)
        status = run_command(command, env, session.log_path)
        if status == 0 or not args.diagnose:
            return status
        try:
            _diagnose_failure(command, status, session, args)
        except Exception as exc:  # noqa: BLE001 - the command's status matters more than our report
            sys.stderr.write(f"msdiag: diagnosis failed ({type(exc).__name__}: {exc}); "
                             f"output kept in {session.log_path}\n")
        return status
    finally:
        shutil.rmtree(session.workdir, ignore_errors=True)


def _session(log: Optional[str]) -> Session:
    workdir = tempfile.mkdtemp(prefix="msdiag-run-")
    facts_dir = os.path.join(workdir, "facts")
    os.makedirs(facts_dir)
    log_path = os.path.abspath(log) if log else os.path.join(workdir, "output.log")
    return Session(workdir, log_path, bool(log), facts_dir)


def child_environment(session: Session, hook: bool) -> dict[str, str]:
    """The caller's environment plus unbuffered Python output and, unless disabled, the hook shim."""
    env = dict(os.environ)
    env.setdefault("PYTHONUNBUFFERED", "1")  # a pipe would otherwise hold Python's output back
    if not hook:
        return env
    shim_dir = os.path.join(session.workdir, "shim")
    os.makedirs(shim_dir)
    shutil.copyfile(_SHIM, os.path.join(shim_dir, "sitecustomize.py"))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (shim_dir, env.get("PYTHONPATH", "")) if p)
    env["MSDIAG_HOOK_PACKAGE"] = str(_ANALYZER_DIR)
    env[ENV_FACTS_DIR] = session.facts_dir
    env[ENV_QUIET] = "1"
    return env


# ---------------------------------------------------------------- running


def _pump(source: IO[bytes], target_fd: int, log: IO[bytes], lock: threading.Lock) -> None:
    """Copy one pipe to the terminal and the log as bytes arrive (no line buffering)."""
    fd = source.fileno()
    while True:
        try:
            chunk = os.read(fd, PUMP_CHUNK)
        except OSError:
            break
        if not chunk:
            break
        _write_all(target_fd, chunk)
        with lock:
            try:
                log.write(chunk)
            except (ValueError, OSError):  # closed after the drain time, or the disk is full: terminal only
                pass


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        try:
            written = os.write(fd, view)
        except BlockingIOError:
            time.sleep(0.01)
            continue
        except OSError:  # the terminal went away (closed pipe): keep logging
            return
        view = view[written:]


def output_mode() -> str:
    """How the child's output is wired, decided from where msdiag's own fd 1 and fd 2 go.

    `pty`: both go to one terminal, so the child gets one pseudo-terminal for both (order kept, and
    `\\r` progress bars and colours behave as without the wrapper); `merged`: both go to one file or
    pipe (`> job.log 2>&1`), so the child gets one shared pipe and the order of its writes is kept
    exactly; `split`: they go to different places, so they stay separate.
    """
    try:
        out, err = os.fstat(1), os.fstat(2)
    except OSError:
        return "split"
    if (out.st_dev, out.st_ino) != (err.st_dev, err.st_ino):
        return "split"
    return "pty" if os.isatty(1) and _pty_available() else "merged"


def _pty_available() -> bool:
    try:
        import pty  # noqa: F401 - POSIX only
        import termios  # noqa: F401
    except ImportError:
        return False
    return True


def run_command(command: list[str], env: dict[str, str], log_path: str, mode: Optional[str] = None) -> int:
    """Run `command` in its own process group, tee its output, forward signals; return its status."""
    job = Job()
    mode = mode or output_mode()
    previous = _forward_signals(job)  # before the start: a Ctrl-C at any moment reaches the job
    try:
        with open(log_path, "wb", buffering=0) as log:
            try:
                streams = job.start(command, env, mode)
            except OSError as exc:
                sys.stderr.write(f"msdiag: cannot run {command[0]}: {exc.strerror or exc}\n")
                return 127 if isinstance(exc, FileNotFoundError) else 126
            assert job.proc is not None
            lock = threading.Lock()
            pumps = [threading.Thread(target=_pump, args=(stream, fd, log, lock), daemon=True)
                     for stream, fd in streams]
            for t in pumps:
                t.start()
            code = job.proc.wait()
            deadline = time.monotonic() + DRAIN_SECONDS
            for t in pumps:
                t.join(max(0.0, deadline - time.monotonic()))
            job.close()
    finally:
        _restore_signals(previous)
    return 128 - code if code < 0 else code


def _open_pty() -> tuple[int, int]:
    """A pseudo-terminal sized like ours, with output post-processing off so `\\n` stays `\\n` in the log."""
    import fcntl
    import pty
    import termios

    master, slave = pty.openpty()
    attrs = termios.tcgetattr(slave)
    attrs[1] &= ~termios.OPOST
    termios.tcsetattr(slave, termios.TCSANOW, attrs)
    try:
        size = fcntl.ioctl(1, termios.TIOCGWINSZ, b"\0" * 8)
        fcntl.ioctl(slave, termios.TIOCSWINSZ, size)
    except OSError:
        pass
    return master, slave


class Job:
    """The command's process, and signals that arrived before it existed (forwarded once it does)."""

    def __init__(self) -> None:
        self.proc: Optional[subprocess.Popen] = None
        self.pending: list[int] = []
        self._master: Optional[IO[bytes]] = None

    def start(self, command: list[str], env: dict[str, str], mode: str = "split") -> list[tuple[IO[bytes], int]]:
        """Start the command; return each output stream with the fd of ours it is copied to."""
        if mode == "pty":
            master, slave = _open_pty()
            try:
                self.proc = subprocess.Popen(command, env=env, stdout=slave, stderr=slave, **_own_process_group())
            except OSError:
                os.close(master)
                raise
            finally:
                os.close(slave)  # the child holds it now: the master reads EOF (EIO) when the child is done
            self._master = os.fdopen(master, "rb", buffering=0)
            streams = [(self._master, 1)]
        elif mode == "merged":
            self.proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                         **_own_process_group())
            streams = [(self.proc.stdout, 1)]
        else:
            self.proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         **_own_process_group())
            streams = [(self.proc.stdout, 1), (self.proc.stderr, 2)]
        for signum in self.pending:
            self.signal(signum)
        return streams  # type: ignore[return-value]

    def close(self) -> None:
        if self._master is not None:
            self._master.close()
            self._master = None

    def signal(self, signum: int) -> None:
        if self.proc is None:
            self.pending.append(signum)
            return
        try:
            os.killpg(self.proc.pid, signum)
        except (ProcessLookupError, PermissionError):
            pass


def _own_process_group() -> dict[str, Any]:
    """The command leads a new process group (not a new session: it keeps the terminal for stdin)."""
    if sys.version_info >= (3, 11):
        return {"process_group": 0}
    return {"preexec_fn": os.setpgrp}


def _forward_signals(job: Job) -> dict[int, Any]:
    previous = {}

    def forward(signum: int, _frame: Any) -> None:
        job.signal(signum)

    for signum in FORWARDED_SIGNALS:
        try:
            previous[signum] = signal.signal(signum, forward)
        except (ValueError, OSError):  # not the main thread, or not settable here
            continue
    return previous


def _restore_signals(previous: dict[int, Any]) -> None:
    for signum, handler in previous.items():
        try:
            signal.signal(signum, handler)
        except (ValueError, OSError, TypeError):
            continue


# ---------------------------------------------------------------- after a failure


def msrun_log_dir(command: list[str]) -> Optional[str]:
    """The folder msrun writes worker logs to, when the command is an msrun launch (else None)."""
    names = [os.path.basename(c) for c in command[:3]]
    is_msrun = any(n in MSRUN_NAMES for n in names) or "mindspore.parallel.cluster.run" in command[:4]
    if not is_msrun:
        return None
    for i, arg in enumerate(command):
        if arg.startswith("--log_dir="):
            return arg.split("=", 1)[1]
        if arg == "--log_dir" and i + 1 < len(command):
            return command[i + 1]
    return os.getcwd()


def worker_logs(command: list[str], since: float) -> list[str]:
    """msrun's worker_*.log (and scheduler.log) written since the command started."""
    folder = msrun_log_dir(command)
    if folder is None or not os.path.isdir(folder):
        return []
    found = glob.glob(os.path.join(folder, "worker_*.log")) + glob.glob(os.path.join(folder, "scheduler*.log"))
    return sorted(p for p in found if os.path.getmtime(p) >= since - 1)


def fatal_signal_stacks(facts_dir: str) -> list[str]:
    """faulthandler's dumps (a crash by SIGSEGV, SIGABRT, ...): the Python stacks no other hook could write."""
    found = glob.glob(os.path.join(facts_dir, "faulthandler-*.log"))
    return sorted(p for p in found if os.path.getsize(p) > 0)


def first_failure_facts(facts_dir: str) -> Optional[str]:
    """The bundle of the process that failed first: its exception is the root, later ones follow it."""
    bundles = []
    for path in glob.glob(os.path.join(facts_dir, "facts-*.json")):
        try:
            with open(path, encoding="utf-8") as fh:
                stamp = float(json.load(fh).get("live", {}).get("time", 0.0))
        except (OSError, ValueError, AttributeError):
            continue
        bundles.append((stamp, path))
    return min(bundles)[1] if bundles else None


def _diagnose_failure(command: list[str], status: int, session: Session, args: argparse.Namespace) -> None:
    from ..pipeline.assemble import amend
    from ..pipeline.engine import NothingReadable, Options, diagnose

    facts = first_failure_facts(session.facts_dir)
    if facts and args.save_facts:
        shutil.copyfile(facts, args.save_facts)
    _keep_log(session)
    paths = [session.log_path] + worker_logs(command, session.started) + fatal_signal_stacks(session.facts_dir)
    # live facts are always judged; --no-probes only stops fresh probes for what they lack
    options = Options(lang=args.lang, probes=args.probes or bool(facts), facts_file=facts,
                      facts_fallback=args.probes)
    header = f"msdiag: the command {_ended(status)}; output kept in {session.log_path}\n"
    try:
        report = diagnose(paths, options)
    except NothingReadable as exc:
        sys.stderr.write(header + f"msdiag: nothing to diagnose: {exc}\n")
        return
    if args.color == "auto" and not args.output and not sys.stderr.isatty():
        args.color = "never"  # the report goes to stderr: colour follows stderr, not stdout
    report = amend(report, notes=_live_notes(facts, report, stopped=status > 128))
    text = render_report(report, args)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
        sys.stderr.write(header + f"msdiag: report written to {args.output}\n")
    else:
        sys.stderr.write(header + text)
    sys.stderr.flush()


def _ended(status: int) -> str:
    """'exited with status 1', or 'was ended by SIGINT (status 130)'."""
    if status > 128:
        try:
            return f"was ended by {signal.Signals(status - 128).name} (status {status})"
        except ValueError:
            pass
    return f"exited with status {status}"


def _live_notes(facts: Optional[str], report: Any, stopped: bool) -> list[str]:
    """Where the live facts went, and for a stopped job (a hang, Ctrl-C) the line it was stopped on."""
    if not facts:
        return []
    try:
        with open(facts, encoding="utf-8") as fh:
            live = json.load(fh).get("live", {})
    except (OSError, ValueError):
        return []
    pid = live.get("origin", {}).get("pid", "?")
    notes = []
    if any(p.probe_facts.get("origin") for f in report.findings for p in f.probes):
        notes.append(f"probe verdicts used the facts recorded inside the failing process (pid {pid})")
    frames = (live.get("exception") or [{}])[0].get("frames") or live.get("stack") or []
    if stopped and frames:
        last = frames[-1]
        where = f"{last.get('path')}:{last.get('line')}"
        notes.append(f"when stopped, process {pid} was in {last.get('function')} at {where}")
    return notes


def _keep_log(session: Session) -> None:
    """A failure's log outlives the private folder: move it next to it in the temp folder."""
    if session.keep_log:
        return
    kept = os.path.join(tempfile.gettempdir(), f"msdiag-run-{int(session.started)}-{os.getpid()}.log")
    try:
        shutil.move(session.log_path, kept)
    except OSError:
        return
    session.log_path, session.keep_log = kept, True
