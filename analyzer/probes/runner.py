"""Run one probe in a child process: time-bounded, in a throw-away cwd, with the network closed.

Why a child process: the inspected libraries are heavy, may hang (a collective init, a lock on a
cache), print to stdout, and write files into the cwd. A child can be killed at its time bound, and
its temporary working directory is removed afterwards, so the user's tree never changes.

Why "no network": probes describe the local environment; a library that tries to reach a model hub
must fail fast instead of stalling. The child gets the hub libraries' offline switches and proxy
variables pointing at a closed local port.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from . import PROBES, load_probe

DEFAULT_TIMEOUT = 20.0
_ANALYZER_DIR = Path(__file__).resolve().parent.parent
_CLOSED_PROXY = "http://127.0.0.1:9"  # the discard port: nothing listens, connections fail at once
_OFFLINE_ENV = {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "HTTP_PROXY": _CLOSED_PROXY,
    "HTTPS_PROXY": _CLOSED_PROXY,
    "http_proxy": _CLOSED_PROXY,
    "https_proxy": _CLOSED_PROXY,
    "ALL_PROXY": _CLOSED_PROXY,
    "NO_PROXY": "",
    "no_proxy": "",
    "PYTHONDONTWRITEBYTECODE": "1",
    "TOKENIZERS_PARALLELISM": "false",
}


@dataclass
class ProbeRun:
    """The outcome of one probe run: `status` is ok | unavailable | timeout | error."""

    name: str
    args: dict[str, Any]
    status: str
    facts: dict[str, Any] = field(default_factory=dict)
    message: str = ""
    seconds: float = 0.0


def configured_timeout(module_timeout: float, override: Optional[float]) -> float:
    """An explicit setting (--probe-timeout, MSDIAG_PROBE_TIMEOUT) wins over the probe's own bound."""
    if override:
        return float(override)
    env = os.environ.get("MSDIAG_PROBE_TIMEOUT", "")
    try:
        return float(env) if env else float(module_timeout)
    except ValueError:
        return float(module_timeout)


def probe_python(explicit: Optional[str] = None) -> str:
    """The interpreter whose environment is probed: the training environment may not be msdiag's
    own (msdiag installed with pipx, say), so MSDIAG_PROBE_PYTHON can point at the training one."""
    return explicit or os.environ.get("MSDIAG_PROBE_PYTHON") or sys.executable


def _shim(workdir: str) -> str:
    """A folder holding only a link to this `analyzer` package, for the child's PYTHONPATH.

    Putting msdiag's whole site-packages on the path would mix msdiag's libraries into the
    environment being inspected; the link adds nothing but msdiag itself.
    """
    shim = os.path.join(workdir, ".msdiag-path")
    os.mkdir(shim)
    os.symlink(_ANALYZER_DIR, os.path.join(shim, "analyzer"))
    return shim


def child_env(shim: str, python_path: tuple[str, ...] = ()) -> dict[str, str]:
    env = dict(os.environ)
    env.update(_OFFLINE_ENV)
    parts = [*python_path, shim, env.get("PYTHONPATH", "")]
    env["PYTHONPATH"] = os.pathsep.join(p for p in parts if p)
    return env


def _kill_group(proc: subprocess.Popen) -> None:
    """Kill the child and anything it started (it leads its own process group)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, AttributeError):
        proc.kill()
    proc.wait()


def run_probe(name: str, args: Optional[dict[str, Any]] = None, timeout: Optional[float] = None,
              registry: Optional[dict[str, str]] = None, python_path: tuple[str, ...] = (),
              python: Optional[str] = None) -> ProbeRun:
    """Run probe `name` with `args` in a child process and return what it found."""
    args = dict(args or {})
    table = PROBES if registry is None else registry
    try:
        module = load_probe(name, table)
    except (KeyError, ImportError) as exc:
        return ProbeRun(name, args, "error", message=str(exc))
    for key in getattr(module, "PATH_ARGS", ()):  # the child's cwd is a temporary directory
        if args.get(key):
            args[key] = os.path.abspath(os.path.expanduser(str(args[key])))
    bound = configured_timeout(getattr(module, "TIMEOUT", DEFAULT_TIMEOUT), timeout)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="msdiag-probe-") as workdir:
        out_file = os.path.join(workdir, ".msdiag-probe-result.json")
        cmd = [probe_python(python), "-m", "analyzer.probes.child", table[name], json.dumps(args), out_file]
        proc = subprocess.Popen(cmd, cwd=workdir, env=child_env(_shim(workdir), python_path),
                                stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                start_new_session=True)
        try:
            _, stderr = proc.communicate(timeout=bound)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            return ProbeRun(name, args, "timeout", message=f"killed after its time bound of {bound:g} s",
                            seconds=round(time.monotonic() - start, 3))
        seconds = round(time.monotonic() - start, 3)
        if not os.path.exists(out_file):
            tail = stderr.decode("utf-8", "replace").strip().splitlines()[-1:] if stderr else []
            return ProbeRun(name, args, "error", message=f"child exited {proc.returncode} without a result"
                            + (f": {tail[0]}" if tail else ""), seconds=seconds)
        with open(out_file, encoding="utf-8") as fh:
            result = json.load(fh)
    return ProbeRun(name, args, result.get("status", "error"), result.get("facts") or {},
                    result.get("message", ""), seconds)
