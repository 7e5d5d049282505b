"""In-process failure hook: record what the failing process knew, at the moment it failed.

A probe started afterwards in a fresh process sees library defaults: ``parallel_mode`` is
``stand_alone`` there, the user's network does not exist, and transformers' ``CONFIG_MAPPING``
lacks what the user's code registered. This hook runs inside the training process instead: on an
uncaught exception (``sys.excepthook``, ``threading.excepthook``, and at exit when another tool
replaced those hooks), on ``sys.exit``/``os._exit`` with a non-zero status (with the exception the
program was handling, if any), and on SIGTERM (recorded, then the signal is re-raised), it reads the
live state and writes it as a facts bundle (``msdiag.facts/1``,
the format of ``--save-facts``), keyed by the probes whose ``judge`` reads those facts:

- ``transformers-registry``: the live ``CONFIG_MAPPING`` (built-in keys and what the process
  registered itself, with classes), and the registration that failed (model_type, class);
- ``mindformers-registry``: ``MindFormerRegister.registry`` and MindFormers' AutoConfig names;
- ``mindspore-context``: ``get_context`` / ``get_auto_parallel_context`` as the script set them;
- ``parameter-names``: parameter names and shapes of the networks (``nn.Cell``) found in the
  failing frames' locals, and of an in-memory checkpoint dict found there.

Each of those carries ``"origin": {"kind": "live", ...}`` so verdicts can say where facts came from.
The bundle's extra top-level ``live`` section holds the exception chain and the environment.

Rules that keep the program's behaviour unchanged: only modules already in ``sys.modules`` are read
(nothing heavy is imported: if the program never imported mindspore, there is no mindspore fact);
nothing is printed on success; the original hook always runs first; any error in the hook is
swallowed. Installing costs a few attribute assignments.

A fatal signal (SIGSEGV, SIGABRT, ...) runs no Python code: ``faulthandler`` then writes every
thread's Python stack to ``faulthandler-<pid>.log`` in the facts folder (only under ``msdiag run``, and
only when the program did not enable faulthandler itself), which ``msdiag run`` reads back.

Where the bundle goes: ``install(path)``, else ``$MSDIAG_FACTS`` (a file path, ``{pid}`` replaced),
else ``$MSDIAG_FACTS_DIR/facts-<pid>.json`` (what ``msdiag run`` sets), else
``./msdiag-facts-<pid>.json``. Use directly with ``import analyzer.runtime.hook; analyzer.runtime.hook.install()``.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType, TracebackType
from typing import Any, Callable, Optional

ENV_FACTS = "MSDIAG_FACTS"
FACTS_SCHEMA = "msdiag.facts/1"  # probes/facts.py SCHEMA; not imported from there (it loads platform)
ENV_FACTS_DIR = "MSDIAG_FACTS_DIR"
ENV_QUIET = "MSDIAG_HOOK_QUIET"  # set by msdiag run: it reports the bundle itself
MAX_FRAMES = 60
MAX_CHAIN = 8
MAX_MESSAGE = 4000
MAX_NETWORKS = 4
MAX_PARAMETERS = 50_000
ENV_PREFIXES = ("MS_", "HCCL_", "ASCEND_", "GLOG_", "RANK", "DEVICE_", "MINDSPORE_", "MF_", "HF_",
                "TRANSFORMERS_", "CUDA_VISIBLE_DEVICES", "LOCAL_RANK", "WORLD_SIZE", "MASTER_",
                "PYTHONPATH", "LD_LIBRARY_PATH", "OMP_NUM_THREADS", "REGISTER_PATH")
SECRET_WORDS = ("TOKEN", "SECRET", "PASSWORD", "PASSWD", "KEY", "CREDENTIAL", "AUTH")


class _State:
    installed = False
    path: Optional[str] = None
    recorded = False
    interrupted = False  # recording a KeyboardInterrupt: run no module code that is not loaded yet
    previous_excepthook: Optional[Callable[..., Any]] = None
    previous_threading_hook: Optional[Callable[..., Any]] = None
    previous_exit: Optional[Callable[..., Any]] = None
    previous_os_exit: Optional[Callable[..., Any]] = None
    fault_file: Any = None  # kept open for the life of the process: faulthandler writes to its fd
    extra: dict[str, Callable[[], dict[str, Any]]] = {}


def install(path: Optional[str] = None) -> None:
    """Chain the hooks (once per process). `path`: where to write the facts bundle on failure."""
    if path:
        _State.path = path
    if _State.installed:
        return
    _State.installed = True
    # Imported now, not at failure: a module body executed while Python handles an uncaught
    # KeyboardInterrupt makes it exit 1 instead of dying by SIGINT (130), a visible change.
    import json  # noqa: F401

    from ..probes import mindspore_context, transformers_registry  # noqa: F401

    _State.previous_excepthook = sys.excepthook
    sys.excepthook = _excepthook
    import atexit
    import threading

    _State.previous_threading_hook = threading.excepthook
    threading.excepthook = _threading_excepthook
    atexit.register(_at_exit)
    _State.previous_exit, sys.exit = sys.exit, _sys_exit
    _State.previous_os_exit, os._exit = os._exit, _os_exit
    _watch_sigterm()
    _enable_faulthandler()


def _nonzero(code: Any) -> bool:
    """`sys.exit` semantics: None and 0 are success, any other value (a message too) is failure."""
    return code is not None and code != 0


def _sys_exit(code: Any = None) -> None:
    """A program that catches its own error and exits non-zero: record what it was handling."""
    if _nonzero(code):
        handled = sys.exc_info()[1]
        record_failure(handled if handled is not None else SystemExit(code), f"sys.exit({code!r})",
                       {"exit_status": code if isinstance(code, int) else 1})
    assert _State.previous_exit is not None
    _State.previous_exit(code)


def _os_exit(code: int) -> None:
    """`os._exit` skips atexit and every hook: the last chance to write the bundle."""
    if code:
        handled = sys.exc_info()[1]
        record_failure(handled if handled is not None else SystemExit(code), f"os._exit({code})",
                       {"exit_status": code})
    assert _State.previous_os_exit is not None
    _State.previous_os_exit(code)


def _watch_sigterm() -> None:
    """Record facts on SIGTERM, then die by it as before. Only where nobody handles SIGTERM yet."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    try:
        if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
            return
        signal.signal(signal.SIGTERM, _on_sigterm)
    except (ValueError, OSError):
        return


def _on_sigterm(signum: int, frame: Optional[FrameType]) -> None:
    import signal

    record_failure(None, "SIGTERM", {"signal": "SIGTERM", "stack": _stack(frame)})
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _stack(frame: Optional[FrameType]) -> list[dict[str, Any]]:
    """Where the process was when a signal arrived, outermost first."""
    out = []
    while frame is not None and len(out) < MAX_FRAMES:
        out.append({"path": frame.f_code.co_filename, "line": frame.f_lineno, "function": frame.f_code.co_name})
        frame = frame.f_back
    return out[::-1]


def _enable_faulthandler() -> None:
    folder = os.environ.get(ENV_FACTS_DIR)
    if not folder:
        return
    import faulthandler

    if faulthandler.is_enabled():  # the program (or PYTHONFAULTHANDLER) already asked for it
        return
    try:
        _State.fault_file = open(os.path.join(folder, f"faulthandler-{os.getpid()}.log"), "w")  # noqa: SIM115
        faulthandler.enable(file=_State.fault_file, all_threads=True)
    except (OSError, ValueError):
        _State.fault_file = None


def installed() -> bool:
    return _State.installed


def active() -> Any:
    """The hook module that is installed in this process, else this one.

    Under ``msdiag run`` the hook is loaded as ``_msdiag_analyzer.runtime.hook`` (so a program's own
    ``analyzer`` package is not shadowed) while the program imports the callback as
    ``analyzer.runtime.callback``: both must feed the one bundle the installed hook writes.
    """
    for name in ("_msdiag_analyzer.runtime.hook", __name__):
        module = sys.modules.get(name)
        if module is not None and module.installed():
            return module
    return sys.modules[__name__]


def add_facts_source(name: str, gather: Callable[[], dict[str, Any]]) -> None:
    """Let another in-process component (the training callback) add a section to the bundle."""
    _State.extra[name] = gather


def _excepthook(exc_type: type, exc: BaseException, tb: Optional[TracebackType]) -> None:
    try:
        previous = _State.previous_excepthook or sys.__excepthook__
        previous(exc_type, exc, tb)
    finally:
        record_failure(exc, "sys.excepthook")


def _threading_excepthook(args: Any) -> None:
    try:
        previous = _State.previous_threading_hook
        if previous is not None:
            previous(args)
    finally:
        if args.exc_value is not None and args.exc_type is not SystemExit:
            record_failure(args.exc_value, f"threading.excepthook ({getattr(args.thread, 'name', '?')})")


def _at_exit() -> None:
    """The program replaced sys.excepthook (rich, IPython...): the interpreter still sets sys.last_*."""
    exc = getattr(sys, "last_exc", None) or getattr(sys, "last_value", None)
    if isinstance(exc, BaseException):
        record_failure(exc, "atexit (sys.excepthook was replaced)")


def record_failure(exc: Optional[BaseException], hook: str, extra: Optional[dict[str, Any]] = None,
                   path: Optional[str] = None) -> Optional[str]:
    """Write the facts bundle for `exc` once per process; never raises. Returns the path written."""
    if _State.recorded:
        return None
    _State.recorded = True
    _State.interrupted = isinstance(exc, KeyboardInterrupt)
    try:
        path = (path or facts_path()).replace("{pid}", str(os.getpid()))
        document = facts_bundle(exc, hook, extra)
        _write_json(path, document)
    except BaseException:  # noqa: BLE001 - the hook must never add a failure of its own
        return None
    if not os.environ.get(ENV_QUIET):
        try:
            sys.stderr.write(f"msdiag: facts of this failure saved to {path} "
                             f"(replay: msdiag --facts {path} LOG)\n")
        except Exception:  # noqa: BLE001
            pass
    return path


def facts_path() -> str:
    pid = str(os.getpid())
    if _State.path:
        return _State.path.replace("{pid}", pid)
    if os.environ.get(ENV_FACTS):
        return os.environ[ENV_FACTS].replace("{pid}", pid)
    if os.environ.get(ENV_FACTS_DIR):
        return os.path.join(os.environ[ENV_FACTS_DIR], f"facts-{pid}.json")
    return os.path.abspath(f"msdiag-facts-{pid}.json")


def _write_json(path: str, document: dict[str, Any]) -> None:
    import json

    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(document, fh, ensure_ascii=False, indent=1, default=str)
        fh.write("\n")
    os.replace(tmp, path)


# ---------------------------------------------------------------- gathering


def facts_bundle(exc: Optional[BaseException], hook: str, extra: Optional[dict[str, Any]] = None
                 ) -> dict[str, Any]:
    """The whole ``msdiag.facts/1`` document for one failure of this process."""
    from .. import __version__

    origin = {"kind": "live", "pid": os.getpid(), "hook": hook, "argv": [str(a) for a in sys.argv[:12]]}
    frames = list(_frames(exc)) if exc is not None else []
    probes: dict[str, dict[str, Any]] = {}
    runs: dict[str, dict[str, Any]] = {}
    for name, gather in GATHERERS.items():
        try:
            facts = gather(frames)
        except Exception as err:  # noqa: BLE001 - one broken library must not lose the others
            runs[name] = {"status": "error", "message": f"{type(err).__name__}: {err}"}
            continue
        if facts is None:
            continue
        probes[name] = dict(facts, origin=origin)
        runs[name] = {"status": "ok", "message": "recorded in the live process", "seconds": 0.0}
    # not probes.facts.facts_document: it needs the platform module, whose import at this point would
    # change a Ctrl-C exit status (see install)
    document = {"schema": FACTS_SCHEMA, "created": time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime()),
                "tool": {"name": "msdiag", "version": __version__},
                "host": {"python": sys.version.split()[0], "platform": sys.platform, "executable": sys.executable},
                "source": "run", "probes": probes, "runs": runs}
    live: dict[str, Any] = {"time": time.time(), "origin": origin, "environment": relevant_environment(),
                            "modules": sorted(m for m in ("mindspore", "mindformers", "transformers", "torch",
                                                          "torch_npu", "numpy") if m in sys.modules)}
    if exc is not None:
        live["exception"] = exception_chain(exc)
    for name, gather_extra in _State.extra.items():
        try:
            live[name] = gather_extra()
        except Exception as err:  # noqa: BLE001
            live[name] = {"error": f"{type(err).__name__}: {err}"}
    live.update(extra or {})
    document["live"] = live
    return document


def exception_chain(exc: BaseException) -> list[dict[str, Any]]:
    """The exception and its causes, outermost first: type, message, frames (file, line, function)."""
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    current: Optional[BaseException] = exc
    link = "raised"
    while current is not None and id(current) not in seen and len(out) < MAX_CHAIN:
        seen.add(id(current))
        kind = type(current)
        try:
            message = str(current)[:MAX_MESSAGE]
        except Exception:  # noqa: BLE001 - a broken __str__
            message = "<unprintable>"
        frames = [{"path": f.f_code.co_filename, "line": line, "function": f.f_code.co_name}
                  for f, line in _tb_frames(current.__traceback__)][-MAX_FRAMES:]
        out.append({"type": f"{kind.__module__}.{kind.__qualname__}", "message": message, "link": link,
                    "frames": frames})
        if current.__cause__ is not None:
            current, link = current.__cause__, "cause"
        elif current.__context__ is not None and not current.__suppress_context__:
            current, link = current.__context__, "context"
        else:
            current = None
    return out


def relevant_environment() -> dict[str, str]:
    """Launch and library variables; values of anything that looks like a secret are withheld."""
    out = {}
    for key, value in sorted(os.environ.items()):
        if not key.startswith(ENV_PREFIXES):
            continue
        upper = key.upper()
        out[key] = "<withheld>" if any(w in upper for w in SECRET_WORDS) else value[:1000]
    return out


def _tb_frames(tb: Optional[TracebackType]) -> Iterator[tuple[FrameType, int]]:
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def _frames(exc: BaseException) -> Iterator[FrameType]:
    """Frames of the exception and its chain, innermost last, each once."""
    seen: set[int] = set()
    current: Optional[BaseException] = exc
    for _ in range(MAX_CHAIN):
        if current is None:
            break
        for frame, _line in _tb_frames(current.__traceback__):
            if id(frame) not in seen:
                seen.add(id(frame))
                yield frame
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)


def _qualname(obj: Any) -> str:
    cls = obj if isinstance(obj, type) else type(obj)
    return f"{getattr(cls, '__module__', '?')}.{getattr(cls, '__qualname__', cls.__name__)}"


def _short(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, str):
        return value[:200]
    if isinstance(value, type):
        return _qualname(value)
    return f"<{_qualname(value)}>"


def transformers_facts(frames: list[FrameType]) -> Optional[dict[str, Any]]:
    """The live CONFIG_MAPPING, in the transformers-registry probe's shape, plus what failed to register."""
    module = sys.modules.get("transformers.models.auto.configuration_auto")
    if module is None or not hasattr(module, "CONFIG_MAPPING"):
        return None
    from ..probes.transformers_registry import _copies_on_path

    mapping = module.CONFIG_MAPPING
    extra = dict(getattr(mapping, "_extra_content", {}) or {})
    builtin = sorted(getattr(mapping, "_mapping", {}).keys())
    package = sys.modules.get("transformers")
    facts: dict[str, Any] = {
        "version": getattr(package, "__version__", "?"),
        "location": getattr(package, "__file__", ""),
        "builtin_count": len(builtin),
        "builtin_model_types": builtin,
        "extra_registered": sorted(extra),
        "extra_registered_classes": {k: _qualname(v) for k, v in extra.items()},
        "copies": _copies_on_path(),
        "failed_registration": _failed_registration(frames),
    }
    if "yaml" in sys.modules and not _State.interrupted:  # compat table: YAML, and new module code
        try:
            from ..data import load_data

            facts["builtin_since"] = load_data("compat").get("transformers_builtin_since", {})
        except Exception:  # noqa: BLE001
            pass
    return facts


def _failed_registration(frames: list[FrameType]) -> Optional[dict[str, Any]]:
    """`AutoConfig.register(model_type, config)` / `_LazyConfigMapping.register(key, value)` being run."""
    for frame in reversed(frames):
        if frame.f_code.co_name != "register" or "transformers" not in frame.f_code.co_filename:
            continue
        local = frame.f_locals
        name = local.get("model_type", local.get("key"))
        cls = local.get("config", local.get("value", local.get("model_class")))
        if isinstance(name, str) or isinstance(cls, type):
            return {"model_type": _short(name), "class": _short(cls), "exist_ok": _short(local.get("exist_ok"))}
    return None


def mindformers_facts(frames: list[FrameType]) -> Optional[dict[str, Any]]:
    """MindFormerRegister's registry as it is in this process (classes the program registered included)."""
    register = sys.modules.get("mindformers.tools.register.register") or sys.modules.get("mindformers.tools.register")
    registry_cls = getattr(register, "MindFormerRegister", None)
    if registry_cls is None:
        return None
    registry = {str(kind): sorted(str(n) for n in names) for kind, names in dict(registry_cls.registry).items()}
    auto = sys.modules.get("mindformers.models.auto.configuration_auto")
    mapping = getattr(auto, "CONFIG_MAPPING", None)
    builtin = getattr(mapping, "_mapping", None)  # keys() would include what the process registered
    extra = getattr(mapping, "_extra_content", None) or {}
    return {
        "version": getattr(sys.modules.get("mindformers"), "__version__", "?"),
        "registry": registry,
        "registry_counts": {k: len(v) for k, v in registry.items()},
        "auto_config_model_types": sorted(builtin if builtin is not None else (mapping or {}).keys()),
        "auto_config_extra_registered": {str(k): _qualname(v) for k, v in dict(extra).items()},
    }


def mindspore_facts(frames: list[FrameType]) -> Optional[dict[str, Any]]:
    """get_context / get_auto_parallel_context as the script left them, in the mindspore-context shape."""
    ms = sys.modules.get("mindspore")
    if ms is None or not hasattr(ms, "get_context"):
        return None
    from ..probes.mindspore_context import CONTEXT_KEYS, PARALLEL_KEYS, _safe, launch_env

    with _logging_silenced():  # get_context warns about keys the device ignores; the hook stays silent
        context = {k: _safe(ms.get_context, k) for k in CONTEXT_KEYS}
        auto_parallel = {k: _safe(ms.get_auto_parallel_context, k) for k in PARALLEL_KEYS}
    modes = {getattr(ms, "GRAPH_MODE", 0): "GRAPH_MODE", getattr(ms, "PYNATIVE_MODE", 1): "PYNATIVE_MODE"}
    context["mode_name"] = modes.get(context.get("mode"), str(context.get("mode")))
    return {
        "mindspore_version": getattr(ms, "__version__", "?"),
        "context": context,
        "auto_parallel": auto_parallel,
        "env": launch_env(),
    }


@contextmanager
def _logging_silenced() -> Iterator[None]:
    import logging

    previous = logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(previous)


def network_facts(frames: list[FrameType]) -> Optional[dict[str, Any]]:
    """Networks (nn.Cell, or a Model's network) and checkpoint dicts in the failing frames' locals.

    Shape of the parameter-names probe: ``parameters`` are the *checkpoint's* names and shapes (only
    when a dict of Parameters was in reach); ``network`` is the live network the judge compares with.
    """
    ms = sys.modules.get("mindspore")
    nn = sys.modules.get("mindspore.nn")
    cell_type = getattr(nn, "Cell", None)
    param_type = getattr(ms, "Parameter", None)
    if cell_type is None:
        return None
    networks: dict[int, tuple[str, Any]] = {}
    checkpoints: list[tuple[str, dict]] = []
    for frame in reversed(frames):  # innermost first: the nearest network is the one that failed
        for var, value in list(frame.f_locals.items()):
            cell = _unwrap(value if isinstance(value, cell_type) else _attribute(value, "_network"), cell_type)
            if isinstance(cell, cell_type) and id(cell) not in networks and len(networks) < MAX_NETWORKS * 4:
                networks[id(cell)] = (var, cell)
            elif param_type is not None and _is_checkpoint_dict(value, param_type):
                checkpoints.append((var, value))
    if not networks and not checkpoints:
        return None
    described = sorted((_describe_cell(var, cell) for var, cell in networks.values()),
                       key=lambda d: -d["count"])[:MAX_NETWORKS]
    facts: dict[str, Any] = {"networks": [{k: v for k, v in d.items() if k != "parameters"} for d in described]}
    if described:
        facts["network"] = described[0]
    if checkpoints:
        var, params = max(checkpoints, key=lambda item: len(item[1]))
        facts.update({"checkpoint": f"<in-memory dict '{var}' of the failing process>", "format": "in-memory",
                      "count": len(params),
                      "parameters": {str(k): _shape(v) for k, v in list(params.items())[:MAX_PARAMETERS]}})
    return facts


WRAPPER_MODULES = ("mindspore.nn.wrap", "mindspore.train", "mindspore.boost", "mindformers.wrapper",
                   "mindformers.core.loss")
WRAPPER_ATTRIBUTES = ("network", "_backbone", "_network", "net")


def _unwrap(cell: Any, cell_type: type) -> Any:
    """The user's network inside training wrappers (TrainOneStepCell, WithLossCell...): their own names,
    without optimizer state."""
    for _ in range(6):
        if not isinstance(cell, cell_type) or not type(cell).__module__.startswith(WRAPPER_MODULES):
            return cell
        inner = next((c for c in (_attribute(cell, a) for a in WRAPPER_ATTRIBUTES) if isinstance(c, cell_type)),
                     None)
        if inner is None:
            return cell
        cell = inner
    return cell


def _attribute(value: Any, name: str) -> Any:
    """getattr that survives objects whose __getattr__ raises anything (a dict-backed KeyError...)."""
    try:
        return getattr(value, name, None)
    except Exception:  # noqa: BLE001
        return None


def _is_checkpoint_dict(value: Any, param_type: type) -> bool:
    if not isinstance(value, dict) or not value or len(value) > 10 * MAX_PARAMETERS:
        return False
    first = next(iter(value.values()))
    return isinstance(first, param_type) and all(isinstance(k, str) for k in list(value)[:50])


def _shape(param: Any) -> list[int]:
    try:
        return [int(d) for d in param.shape]
    except Exception:  # noqa: BLE001 - dynamic or unknown shape
        return []


def _describe_cell(var: str, cell: Any) -> dict[str, Any]:
    params: dict[str, list[int]] = {}
    for name, param in cell.parameters_and_names():
        if len(params) >= MAX_PARAMETERS:
            break
        params[str(getattr(param, "name", None) or name)] = _shape(param)
    return {"name": var, "class": _qualname(cell), "count": len(params), "parameters": params}


GATHERERS: dict[str, Callable[[list[FrameType]], Optional[dict[str, Any]]]] = {
    "transformers-registry": transformers_facts,
    "mindformers-registry": mindformers_facts,
    "mindspore-context": mindspore_facts,
    "parameter-names": network_facts,
}
