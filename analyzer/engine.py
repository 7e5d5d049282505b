"""The pipeline: read inputs -> prefilter -> match -> correlate -> probe -> rank -> (render elsewhere).

Each stage lives in its own module and hands plain data to the next; nothing reaches back. This
module only wires them together and guarantees that a failure in a late stage never loses what
earlier stages found: the report then carries a note instead of a traceback.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import BinaryIO, Callable, Optional

from . import __version__
from .catalog import Catalog, load_catalog
from .correlate import correlate
from .model import InputInfo, Report
from .rank import fold_symptoms, score
from .reader import Source, discover
from .scan import Scanner, ScanResult

PARALLEL_MIN_BYTES = 64 << 20


class NothingReadable(Exception):
    """No input could be read at all: the CLI exits 2 with this one-line reason."""


Progress = Optional[Callable[[int, int], None]]  # called with (bytes just scanned, total bytes)


@dataclass
class Options:
    lang: str = "en"
    probes: bool = True
    signature_dirs: tuple[str, ...] = ()
    jobs: int = 0  # 0: decide from input size and cores
    facts_file: Optional[str] = None  # replay probe facts saved elsewhere (--facts)
    save_facts: Optional[str] = None
    config: Optional[str] = None  # a MindFormers YAML to pre-flight alongside the log
    progress: Progress = None  # told how many bytes were scanned (the CLI's progress bar)
    extra: dict = field(default_factory=dict)


def _scan_serial(scanner: Scanner, sources: list[Source], progress: Optional[Callable[[int], None]] = None
                 ) -> list[ScanResult]:
    return [scanner.scan(src, i, progress) for i, src in enumerate(sources)]


_WORKER_SCANNER: Optional[Scanner] = None


def _init_worker(signature_dirs: tuple[str, ...]) -> None:
    global _WORKER_SCANNER
    _WORKER_SCANNER = load_catalog(signature_dirs).scanner


def _scan_one(args: tuple[Source, int]) -> ScanResult:
    assert _WORKER_SCANNER is not None
    return _WORKER_SCANNER.scan(args[0], args[1])


def scan_sources(scanner: Scanner, sources: list[Source], options: Options, progress: Progress = None
                 ) -> list[ScanResult]:
    """Rank files are independent, so large multi-file inputs are scanned on all cores."""
    total = sum(s.size for s in sources)
    if progress is not None:
        report_total = progress
        progress = lambda n: report_total(n, total)  # noqa: E731 - a closure over the total
    jobs = options.jobs or min(os.cpu_count() or 1, len(sources))
    picklable = all(s.path != "<stdin>" and "!" not in s.path for s in sources)
    if jobs <= 1 or len(sources) < 2 or total < PARALLEL_MIN_BYTES or not picklable:
        return _scan_serial(scanner, sources, progress)
    from concurrent.futures import ProcessPoolExecutor, as_completed  # ~40 ms to import: only when used

    try:
        with ProcessPoolExecutor(jobs, initializer=_init_worker,
                                 initargs=(tuple(options.signature_dirs),)) as pool:
            futures = {pool.submit(_scan_one, (s, i)): i for i, s in enumerate(sources)}
            results: list[Optional[ScanResult]] = [None] * len(sources)
            for fut in as_completed(futures):
                results[futures[fut]] = fut.result()
                if progress is not None:
                    progress(sources[futures[fut]].size)
            return [r for r in results if r is not None]
    except Exception:  # noqa: BLE001 - no fork, pickling limits, a dead worker: scan here instead
        return _scan_serial(scanner, sources, progress)


def diagnose(paths: list[str], options: Optional[Options] = None, stdin: Optional[BinaryIO] = None,
             catalog: Optional[Catalog] = None) -> Report:
    options = options or Options()
    sources, problems = discover(paths, stdin)
    if not sources:
        raise NothingReadable("; ".join(problems) or "no input given")
    return diagnose_sources(sources, options, problems, catalog)


def diagnose_sources(sources: list[Source], options: Options, problems: Optional[list[str]] = None,
                     catalog: Optional[Catalog] = None) -> Report:
    """`catalog` is loaded from `options.signature_dirs` when not given; callers that diagnose many
    inputs load it once and pass it on."""
    catalog = catalog or load_catalog(tuple(options.signature_dirs))
    report = Report(tool_version=__version__)
    report.notes.extend(problems or [])
    report.notes.extend(f"signature skipped: {e}" for e in catalog.load_errors)
    scanner = catalog.scanner
    results = scan_sources(scanner, sources, options, options.progress)
    for r in results:
        report.inputs.append(InputInfo(r.path, r.bytes, r.lines, r.rank))
        report.notes.extend(r.notes)
        for sig_id in sorted(set(r.timeouts)):
            report.notes.append(f"signature {sig_id}: regex timed out on a line of {r.path}; skipped there")
    if results and all(r.bytes == 0 and any("(skipped)" in n for n in r.notes) for r in results):
        raise NothingReadable("; ".join(n for r in results for n in r.notes))
    _run_stages(report, results, catalog, options)
    return report


def _run_stages(report: Report, results: list[ScanResult], catalog: Catalog, options: Options) -> None:
    """Correlate, analyse runs, probe, rank. A stage that breaks leaves a note, not a lost report."""
    try:
        findings, note_findings = correlate(results, catalog.by_id, options.lang)
    except Exception as exc:  # noqa: BLE001 - the inputs and notes read so far still make a report
        report.notes.append(f"correlation failed ({type(exc).__name__}: {exc}); no findings could be formed")
        return
    report.notes.extend(f"{n.title} ({n.evidence[0].path}:{n.evidence[0].line})" for n in note_findings)
    try:
        from .run_analysis import analyse_run

        findings = analyse_run(results, findings, report, options, catalog.signatures)
    except Exception as exc:  # noqa: BLE001 - keep the signature findings whatever happens here
        report.notes.append(f"run analysis failed ({type(exc).__name__}: {exc}); signature findings kept")
    if options.config:
        from .preflight import preflight_stage

        try:
            findings = findings + preflight_stage(options, report)
        except Exception as exc:  # noqa: BLE001
            report.notes.append(f"pre-flight failed ({type(exc).__name__}: {exc}); log findings kept")
    if options.probes and findings:
        try:
            from .probes.stage import probe_findings

            probe_findings(findings, catalog.by_id, options, report)
        except Exception as exc:  # noqa: BLE001
            report.notes.append(f"probes failed ({type(exc).__name__}: {exc}); findings kept without them")
    try:
        report.findings = fold_symptoms(score(findings))
    except Exception as exc:  # noqa: BLE001 - unranked findings beat none
        report.notes.append(f"ranking failed ({type(exc).__name__}: {exc}); findings listed unranked")
        report.findings = findings
    from .template import reword_unfilled

    for f in report.findings:  # no `<placeholder>` reaches the user: a value nobody captured becomes words
        f.title = reword_unfilled(f.title, options.lang)
        f.fixes = [reword_unfilled(x, options.lang) for x in f.fixes]
    try:
        from .verdict import add_verdict

        add_verdict(report, results, options.lang)
    except Exception as exc:  # noqa: BLE001 - the findings stand without a verdict
        report.notes.append(f"verdict failed ({type(exc).__name__}: {exc})")
