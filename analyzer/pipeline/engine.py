"""The pipeline: read inputs -> prefilter -> match -> correlate -> probe -> rank -> (render elsewhere).

Each stage lives in its own module and hands plain data to the next; nothing reaches back. This
module only wires them together and guarantees that a failure in a late stage never loses what
earlier stages found: the report then carries a note instead of a traceback.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, replace
from typing import BinaryIO, Callable, Optional, TypeVar

from ..knowledge.catalog import Catalog, load_catalog
from ..model import Finding, InputInfo, Note, Report
from .assemble import Draft, amend, assemble
from .correlate import correlate, settle
from .ranking import fold_symptoms, score
from .reader import MAX_EXPANDED_BYTES, Source, discover
from .scan import Budget, Scanner, ScanResult, reuse_chunk_memory

PARALLEL_MIN_BYTES = 64 << 20
REUSE_MEMORY_BYTES = 32 << 20  # below this, chunk buffers are too few for the allocator setting to matter


class NothingReadable(Exception):
    """No input could be read at all: the CLI exits 2 with this one-line reason."""


# called with (bytes just scanned, total bytes, files just finished, total files)
Progress = Optional[Callable[[int, int, int, int], None]]


@dataclass(frozen=True)
class Options:
    """What the user asked for, fixed for the whole run and handed to every stage (and scan worker)
    explicitly: no stage reads the environment or a loose dict for its settings."""

    lang: str = "en"
    probes: bool = True
    signature_dirs: tuple[str, ...] = ()
    jobs: int = 0  # 0: decide from input size and cores
    facts_file: Optional[str] = None  # replay probe facts saved elsewhere (--facts)
    save_facts: Optional[str] = None
    facts_fallback: bool = False  # with facts_file: probes the file lacks run fresh
    config: Optional[str] = None  # a MindFormers YAML to pre-flight alongside the log
    hf_config: Optional[str] = None  # an HF config.json checked against `config` (--hf-config)
    devices: Optional[int] = None  # devices the job runs on, for the parallel-layout check (--devices)
    checkpoint: Optional[str] = None  # a checkpoint for the parameter-names probe (--checkpoint)
    probe_timeout: Optional[float] = None  # seconds; overrides each probe's own bound (--probe-timeout)
    suggest_signature: bool = False  # an unknown failure also gets a draft signature (--suggest-signature)
    max_bytes: int = MAX_EXPANDED_BYTES  # per input after decompression (--max-bytes)
    progress: Progress = None  # told how many bytes were scanned (the CLI's progress bar)


def _scan_serial(scanner: Scanner, sources: list[Source], tracker: _Tracker) -> list[ScanResult]:
    results = []
    for i, src in enumerate(sources):
        results.append(scanner.scan(src, i, tracker.scanned))
        tracker.done(1)
    return results


class _Tracker:
    """Tells the progress callback about bytes scanned and files finished, with the run's totals."""

    def __init__(self, progress: Progress, sources: list[Source]):
        self._progress = progress
        self.total_bytes = sum(s.size for s in sources)
        self.total_files = len(sources)

    def scanned(self, n: int) -> None:
        if self._progress is not None:
            self._progress(n, self.total_bytes, 0, self.total_files)

    def done(self, files: int, nbytes: int = 0) -> None:
        if self._progress is not None:
            self._progress(nbytes, self.total_bytes, files, self.total_files)


# A pool worker's scanner: inherited from the parent when the pool forks (no signature set-up at all),
# else built once by _init_worker. Never built per file.
_WORKER_SCANNER: Optional[Scanner] = None
BATCH_SPLIT = 16  # tasks per worker that many small files are grouped into (load balance vs. overhead)


def _init_worker(signature_dirs: tuple[str, ...], budget: Budget) -> None:
    global _WORKER_SCANNER
    if _WORKER_SCANNER is None:  # a spawned worker
        reuse_chunk_memory()
        _WORKER_SCANNER = load_catalog(signature_dirs).scanner
    _WORKER_SCANNER = _WORKER_SCANNER.with_budget(budget)


def _scan_batch(batch: list[tuple[int, Source]]) -> list[ScanResult]:
    assert _WORKER_SCANNER is not None
    return [_WORKER_SCANNER.scan(src, i) for i, src in batch]


def batches(sources: list[Source], workers: int) -> list[list[tuple[int, Source]]]:
    """Group files into tasks of about total/(workers*BATCH_SPLIT) bytes: a task per file would cost a
    round trip per file, one task per worker would leave a core idle at the end."""
    target = max(1, sum(s.size for s in sources) // max(1, workers * BATCH_SPLIT))
    return group_by_size(list(enumerate(sources)), lambda item: item[1].size, target)


T = TypeVar("T")


def group_by_size(items: list[T], size_of: Callable[[T], int], target: int) -> list[list[T]]:
    """Consecutive items in groups that each reach `target` bytes (the last one may hold less)."""
    out: list[list[T]] = []
    current: list[T] = []
    size = 0
    for item in items:
        current.append(item)
        size += size_of(item)
        if size >= target:
            out.append(current)
            current, size = [], 0
    if current:
        out.append(current)
    return out


def scan_sources(scanner: Scanner, sources: list[Source], options: Options, progress: Progress = None
                 ) -> list[ScanResult]:
    """Rank files are independent, so large multi-file inputs are scanned on all cores, in batches, by
    a pool whose workers hold the compiled signatures. Each file gets its share of the run's budget."""
    global _WORKER_SCANNER
    scanner = scanner.with_budget(Budget.for_files(len(sources)))
    tracker = _Tracker(progress, sources)
    if tracker.total_bytes >= REUSE_MEMORY_BYTES:
        reuse_chunk_memory()  # inherited by forked workers
    jobs = options.jobs or min(os.cpu_count() or 1, len(sources))
    picklable = all(s.path != "<stdin>" and "!" not in s.path for s in sources)
    if jobs <= 1 or len(sources) < 2 or tracker.total_bytes < PARALLEL_MIN_BYTES or not picklable:
        return _scan_serial(scanner, sources, tracker)
    from concurrent.futures import ProcessPoolExecutor, as_completed  # ~40 ms to import: only when used

    results: list[Optional[ScanResult]] = [None] * len(sources)
    _WORKER_SCANNER = scanner  # a forked worker starts with it
    try:
        with ProcessPoolExecutor(jobs, initializer=_init_worker,
                                 initargs=(tuple(options.signature_dirs), scanner.budget)) as pool:
            futures = {pool.submit(_scan_batch, batch): batch for batch in batches(sources, jobs)}
            for fut in as_completed(futures):
                for r in fut.result():
                    results[r.index] = r
                batch = futures[fut]
                tracker.done(len(batch), sum(src.size for _, src in batch))
        return [r for r in results if r is not None]
    except Exception:  # noqa: BLE001 - no fork, pickling limits, a dead worker: scan here instead
        return _scan_serial(scanner, sources, _Tracker(None, sources))
    finally:
        _WORKER_SCANNER = None


def diagnose(paths: list[str], options: Optional[Options] = None, stdin: Optional[BinaryIO] = None,
             catalog: Optional[Catalog] = None) -> Report:
    options = options or Options()
    sources, problems = discover(paths, stdin, options.max_bytes)
    if not sources:
        raise NothingReadable("; ".join(problems) or "no input given")
    return diagnose_sources(sources, options, problems, catalog)


def diagnose_sources(sources: list[Source], options: Options, problems: Optional[list[str]] = None,
                     catalog: Optional[Catalog] = None) -> Report:
    """`catalog` is loaded from `options.signature_dirs` when not given; callers that diagnose many
    inputs load it once and pass it on."""
    started = time.perf_counter()
    catalog = catalog or load_catalog(tuple(options.signature_dirs))
    results = scan_sources(catalog.scanner, sources, options, options.progress)
    scanned = time.perf_counter()
    report = report_from_scans(results, catalog, options, problems)
    return amend(report, execution={"backend": "local", "nodes": 1, "tasks": _tasks_run(sources, options),
                                    "seconds": {"scan": round(scanned - started, 3),
                                                "analyse": round(time.perf_counter() - scanned, 3)}})


def _tasks_run(sources: list[Source], options: Options) -> int:
    jobs = options.jobs or min(os.cpu_count() or 1, len(sources))
    if jobs <= 1 or len(sources) < 2 or sum(s.size for s in sources) < PARALLEL_MIN_BYTES:
        return 1
    return len(batches(sources, jobs))


def report_from_scans(results: list[ScanResult], catalog: Catalog, options: Options,
                      problems: Optional[list[str]] = None) -> Report:
    """Stages after the scan, the same wherever the scan ran (this process, a pool, a Ray cluster)."""
    draft = Draft(lang=options.lang)
    draft.notes.extend(problems or [])
    draft.notes.extend(catalog.note("signature_skipped", error=e) for e in catalog.load_errors)
    for r in results:
        draft.inputs.append(InputInfo(r.path, r.bytes, r.lines, r.rank))
        draft.notes.extend(r.notes)
        for sig_id in sorted(set(r.timeouts)):
            where, line = r.timeout_at.get(sig_id, ("match", 0))
            draft.notes.append(catalog.note("regex_timeout", signature=sig_id, field=where, line=line, path=r.path))
    draft.notes.extend(capped_note(results))
    if results and all(r.bytes == 0 and any("(skipped)" in n for n in r.notes) for r in results):
        raise NothingReadable("; ".join(n for r in results for n in r.notes))
    return assemble(draft, _run_stages(draft, results, catalog, options))


def _reworded(f: Finding, lang: str) -> Finding:
    """The finding with every unfilled `<placeholder>` of its title and fixes put into words. A `<name>` its
    evidence lines quote (Rust's `thread '<unnamed>'`) is the log's own text and stays."""
    from ..knowledge.template import reword_unfilled

    quoted = "\n".join(e.text for e in f.evidence)
    return replace(f, title=reword_unfilled(f.title, lang, quoted),
                   fixes=tuple(reword_unfilled(x, lang, quoted) for x in f.fixes))


def capped_note(results: list[ScanResult]) -> list[str]:
    """One note for all inputs whose candidate lines went past their budget (not one per file)."""
    capped = [r for r in results if r.capped]
    if not capped:
        return []
    kinds: dict[str, int] = {}
    for r in capped:
        for kind, n in r.capped.items():
            kinds[kind] = kinds.get(kind, 0) + n
    top = ", ".join(f"{k} ({n})" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1])[:5])
    return [f"{len(capped)} input(s) repeated candidate lines past the per-file limit (first: {capped[0].path}); "
            f"the earliest were kept, {sum(kinds.values())} not kept: {top}"]


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def _run_stages(draft: Draft, results: list[ScanResult], catalog: Catalog, options: Options) -> list[Finding]:
    """Correlate, analyse runs, probe, rank: each stage returns new findings, notes go into `draft`.
    A stage that breaks leaves a note, not a lost report."""
    results = settle(results, catalog.by_id)
    try:
        findings, note_findings = correlate(results, catalog.by_id, options.lang)
    except Exception as exc:  # noqa: BLE001 - the inputs and notes read so far still make a report
        draft.notes.append(catalog.note("failed.correlation", error=_error(exc)))
        return []
    try:
        from ..analysis.run_analysis import analyse_run

        findings = analyse_run(results, findings, draft, options, catalog, note_findings)
    except Exception as exc:  # noqa: BLE001 - keep the signature findings whatever happens here
        draft.notes.append(catalog.note("failed.run_analysis", error=_error(exc)))
    promoted = {f.signature for f in findings if f.signature is not None}  # a note that turned out to be the failure
    draft.notes.extend(Note("signature_note", f"{n.title} ({n.evidence[0].path}:{n.evidence[0].line})",
                            values=(("signature", n.signature),)) for n in note_findings if n.signature not in promoted)
    if options.config:
        from ..preflight import preflight_stage

        try:
            findings = findings + preflight_stage(options, draft)
        except Exception as exc:  # noqa: BLE001
            draft.notes.append(catalog.note("failed.preflight", error=_error(exc)))
    if options.probes and findings:
        try:
            from ..probes.stage import probe_findings

            findings = probe_findings(findings, catalog.by_id, options, draft)
        except Exception as exc:  # noqa: BLE001
            draft.notes.append(catalog.note("failed.probes", error=_error(exc)))
    try:
        findings = fold_symptoms(score(findings))
    except Exception as exc:  # noqa: BLE001 - unranked findings beat none
        draft.notes.append(catalog.note("failed.ranking", error=_error(exc)))
    # no `<placeholder>` reaches the user: a value nobody captured becomes words
    findings = [_reworded(f, options.lang) for f in findings]
    try:
        from ..analysis.verdict import add_verdict

        add_verdict(draft, findings, results, catalog.phrases["verdict"], options.lang)
    except Exception as exc:  # noqa: BLE001 - the findings stand without a verdict
        draft.notes.append(catalog.note("failed.verdict", error=_error(exc)))
    return findings
