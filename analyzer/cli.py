"""`msdiag PATH...` and its subcommands. Exit codes (CONTRACT §3):

0  analysis ran and found no failure (or none at or above --fail-on)
1  analysis ran and found at least one failure at or above --fail-on (default: any finding)
2  the command could not run: bad arguments, unreadable input. One line on stderr, no traceback.

--fail-on warning (default): any error or warning finding exits 1; notes never do.
--fail-on error: only error findings exit 1; warnings are still printed.
--fail-on never: exit 0 whenever the analysis ran (2 still means it could not run).
"""

from __future__ import annotations

import argparse
import importlib
import locale
import os
import sys
from typing import NoReturn, Optional

from . import __version__

SUBCOMMANDS = {
    "signatures": ("analyzer.commands.signatures", "list, lint and test signature files"),
    "probe": ("analyzer.commands.probe", "run live probes of this environment and print the facts"),
    "check": ("analyzer.commands.check", "pre-flight check a MindFormers YAML (and HF config.json)"),
    "serve": ("analyzer.commands.serve", "start the paste-in web page"),
    "run": ("analyzer.commands.run", "run a training command and diagnose it if it fails"),
    "kb": ("analyzer.commands.kb", "search and read the knowledge base"),
    "code": ("analyzer.commands.code", "explain CANN / ACL / HCCL / torch_npu error codes"),
    "index": ("analyzer.commands.index", "list / build the index of messages the installed libraries raise"),
    "compare": ("analyzer.commands.compare", "compare a reference run (HF baseline) with the migrated run"),
}
FAIL_ON = ("warning", "error", "never")
MAX_BYTES_ENV = "MSDIAG_MAX_BYTES"  # the user's default for --max-bytes: read here, then passed in Options
DEBUG_ENV = "MSDIAG_DEBUG"  # set: an internal error shows its traceback instead of one line


class Parser(argparse.ArgumentParser):
    """argparse that reports bad arguments in one line and exits 2, as the contract asks."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"msdiag: {message} (see msdiag --help)\n")
        raise SystemExit(2)


def default_lang() -> str:
    for var in ("MSDIAG_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "zh" if loc.lower().startswith("zh") else "en"


def add_output_arguments(p: argparse.ArgumentParser, formats: list[str]) -> None:
    """Options shared by every command that prints a report."""
    p.add_argument("--format", "-f", default="text", choices=formats, help="output format (default: text)")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of standard output")
    p.add_argument("--lang", choices=("en", "zh"), default=None, help="language of titles and fixes "
                   "(default: from the locale)")
    p.add_argument("--fail-on", choices=FAIL_ON, default="warning",
                   help="lowest severity that makes the exit status 1 (default: warning, i.e. any finding)")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")


def diagnose_parser() -> argparse.ArgumentParser:
    from .reporters import FORMATS

    p = Parser(prog="msdiag", description="Diagnose MindSpore / MindFormers / Ascend training failures "
               "from logs and tracebacks.", epilog="subcommands: " + ", ".join(
                   f"{k} ({v[1]})" for k, v in SUBCOMMANDS.items())
               + ".\n\nexit status:\n" + __doc__.split("\n\n", 1)[1],
               formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", metavar="PATH", help="log files, folders of rank logs, or - for stdin")
    add_output_arguments(p, sorted(FORMATS))
    p.add_argument("--no-probes", dest="probes", action="store_false", help="do not run live probes")
    p.add_argument("--signatures", action="append", default=[], metavar="DIR",
                   help="also load signature files from DIR (repeatable)")
    p.add_argument("--jobs", "-j", type=int, default=0, help="parallel scan processes (default: auto)")
    p.add_argument("--facts", metavar="FILE", help="replay probe facts saved with --save-facts")
    p.add_argument("--save-facts", metavar="FILE", help="save the probe facts gathered here")
    p.add_argument("--config", metavar="YAML", help="also pre-flight this MindFormers config")
    p.add_argument("--hf-config", metavar="JSON", help="with --config: the HF config.json to compare it with")
    p.add_argument("--devices", type=int, metavar="N", help="with --config: the device count of the job")
    p.add_argument("--checkpoint", metavar="PATH", help="checkpoint the parameter-names probe should read")
    p.add_argument("--probe-timeout", type=float, metavar="SECONDS",
                   help="time bound per live probe (default: each probe's own, about 20 s)")
    p.add_argument("--max-bytes", metavar="SIZE", help="stop reading an input after SIZE bytes once "
                   "decompressed, e.g. 500M or 2G (default 8G; also MSDIAG_MAX_BYTES)")
    p.add_argument("--suggest-signature", action="store_true",
                   help="for errors no signature knows, print a signature skeleton to start from")
    p.add_argument("--ray", metavar="ADDRESS", help="scan the paths on the nodes of this Ray cluster that hold "
                   "them (ADDRESS as Ray takes it, 'auto' for the running one; needs msdiag[cluster])")
    p.add_argument("--ray-shared", action="store_true", help="with --ray: all nodes see one file system; "
                   "list the paths once and spread the files over the nodes")
    p.add_argument("--ray-timeout", type=float, default=600.0, metavar="SECONDS",
                   help="with --ray: time limit of one scan task (default 600)")
    p.add_argument("--version", action="version", version=f"msdiag {__version__}")
    return p


SEVERITY_LEVEL = {"note": 0, "warning": 1, "error": 2}


def exit_status(report, fail_on: str) -> int:
    if fail_on == "never":
        return 0
    threshold = SEVERITY_LEVEL[fail_on]
    return 1 if any(SEVERITY_LEVEL.get(f.severity, 2) >= threshold for f in report.findings) else 0


def use_color(choice: str, output: Optional[str]) -> bool:
    if choice == "always":
        return True
    if choice == "never" or output or os.environ.get("NO_COLOR"):
        return False
    return sys.stdout.isatty()


def emit(text: str, output: Optional[str]) -> None:
    if output:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()


def render_report(report, args) -> str:
    from .reporters import RenderContext, render

    width = 0  # not a terminal: no wrapping
    if sys.stdout.isatty() and not args.output:
        try:
            width = max(60, min(160, os.get_terminal_size().columns))
        except OSError:
            width = 100
    ctx = RenderContext(color=use_color(args.color, args.output), width=width, lang=args.lang,
                        workspace=os.environ.get("GITHUB_WORKSPACE") or os.getcwd())
    text = render(report, args.format, ctx)
    if args.format == "github":  # the job summary is a file write, kept out of the pure reporter
        from .reporters.github import append_step_summary

        append_step_summary(report, ctx)
    return text


class ProgressBar:
    """A rich progress bar on stderr, shown only for inputs over a few MB when stderr is a terminal."""

    MIN_BYTES = 8 << 20

    def __init__(self) -> None:
        self._progress = None
        self._task = None
        self._files = 0
        self._wanted = sys.stderr.isatty() and not os.environ.get("CI")

    def advance(self, scanned: int, total: int, files: int = 0, total_files: int = 0) -> None:
        """Bytes scanned and files finished since the last call, with the run's totals."""
        if not self._wanted or total < self.MIN_BYTES:
            return
        if self._progress is None:
            from rich.console import Console
            from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeElapsedColumn

            self._progress = Progress("[dim]scanning", BarColumn(), DownloadColumn(),
                                      TextColumn("{task.fields[files]}/{task.fields[total_files]} files"),
                                      TimeElapsedColumn(), console=Console(stderr=True), transient=True)
            self._progress.start()
            self._task = self._progress.add_task("scan", total=total, files=0, total_files=total_files)
            self._files = 0
        self._files += files
        self._progress.update(self._task, advance=scanned, files=self._files)

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()


def run_diagnose(argv: list[str]) -> int:
    from .pipeline.engine import NothingReadable, Options, diagnose

    args = diagnose_parser().parse_args(argv)
    args.lang = args.lang or default_lang()
    from .pipeline.reader import MAX_EXPANDED_BYTES, parse_size

    limit = args.max_bytes or os.environ.get(MAX_BYTES_ENV)
    try:
        max_bytes = parse_size(limit) if limit else MAX_EXPANDED_BYTES
    except ValueError as exc:
        sys.stderr.write(f"msdiag: --max-bytes: {exc}\n")
        return 2
    bar = ProgressBar()
    options = Options(lang=args.lang, probes=args.probes, signature_dirs=tuple(args.signatures),
                      jobs=args.jobs, facts_file=args.facts, save_facts=args.save_facts, config=args.config,
                      hf_config=args.hf_config, devices=args.devices, checkpoint=args.checkpoint,
                      probe_timeout=args.probe_timeout, suggest_signature=args.suggest_signature,
                      max_bytes=max_bytes, progress=bar.advance)
    if args.facts:
        from .probes.facts import FactsFileError, load_facts

        try:
            load_facts(args.facts)
        except FactsFileError as exc:
            sys.stderr.write(f"msdiag: {exc}\n")
            return 2
    try:
        with bar:
            report = _diagnose_somewhere(args, options) if args.ray else diagnose(args.paths, options)
    except NothingReadable as exc:
        sys.stderr.write(f"msdiag: cannot read input: {exc}\n")
        return 2
    except _CannotRun as exc:
        sys.stderr.write(f"msdiag: {exc}\n")
        return 2
    emit(render_report(report, args), args.output)
    return exit_status(report, args.fail_on)


class _CannotRun(Exception):
    """The command cannot run as asked (exit 2, one line)."""


def _diagnose_somewhere(args, options):
    """`--ray`: the scan runs on the cluster's nodes (analyzer.pipeline.cluster, which alone imports Ray)."""
    from .pipeline.cluster import ClusterUnavailable, diagnose_ray

    try:
        return diagnose_ray(args.ray, args.paths, options, args.ray_shared, args.ray_timeout)
    except ClusterUnavailable as exc:
        raise _CannotRun(str(exc)) from None


def run_subcommand(name: str, argv: list[str]) -> int:
    module_name, help_text = SUBCOMMANDS[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            sys.stderr.write(f"msdiag: '{name}' is not available in this build\n")
            return 2
        raise
    p = Parser(prog=f"msdiag {name}", description=help_text)
    module.add_arguments(p)
    args = p.parse_args(argv)
    return int(module.main(args) or 0)


def main(argv: Optional[list[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] in SUBCOMMANDS:
            return run_subcommand(argv[0], argv[1:])
        return run_diagnose(argv)
    except KeyboardInterrupt:
        sys.stderr.write("msdiag: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0
    except OSError as exc:
        sys.stderr.write(f"msdiag: {exc.strerror or exc}: {getattr(exc, 'filename', '') or ''}\n")
        return 2
    except SystemExit as exc:
        return int(exc.code) if isinstance(exc.code, int) else 2
    except Exception as exc:  # noqa: BLE001 - a bug of msdiag: one line and exit 2, as the contract says
        if os.environ.get(DEBUG_ENV):
            raise
        sys.stderr.write(f"msdiag: internal error ({type(exc).__name__}: {exc}); rerun with {DEBUG_ENV}=1 "
                         f"for the traceback and report it\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
