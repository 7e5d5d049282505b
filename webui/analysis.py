"""Uploaded bytes -> engine sources -> report, within fixed bounds of size, lines, time and concurrency.

Uploads are expanded here (gzip, zip of rank logs) rather than in the reader so that one request can
never make the server decompress more than MAX_EXPANDED_BYTES: a gzip bomb stops at the budget with
a 413. The expanded bytes are kept for the request so evidence lines can be shown in context.
"""

from __future__ import annotations

import io
import threading
import zipfile
import zlib
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any, Callable, TypeVar

from analyzer.pipeline.reader import GZIP_MAGIC, ZIP_MAGIC, Source, rank_from_path

T = TypeVar("T")
MAX_PATH_PARTS = 6
MAX_NAME_CHARS = 240


class InputRejected(Exception):
    """The input cannot be analysed as sent; `status` is the HTTP status to answer (400 or 413)."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


class Busy(Exception):
    """No analysis slot is free, or the analysis ran past its time: answer 503."""


@dataclass
class Blob:
    """One log as the engine will read it: a display name and its plain (decompressed) bytes."""

    name: str
    data: bytes


class Budget:
    """What is left of the per-request allowance of expanded bytes, lines and files."""

    def __init__(self, max_bytes: int, max_lines: int, max_files: int):
        self.bytes_left = max_bytes
        self.lines_left = max_lines
        self.files_left = max_files
        self.max_bytes = max_bytes
        self.max_lines = max_lines

    def take(self, blob: Blob) -> None:
        self.files_left -= 1
        if self.files_left < 0:
            raise InputRejected("too many files in one request", 413)
        self.bytes_left -= len(blob.data)
        if self.bytes_left < 0:
            raise InputRejected(f"input expands to more than {self.max_bytes >> 20} MB", 413)
        self.lines_left -= blob.data.count(b"\n")
        if self.lines_left < 0:
            raise InputRejected(f"input has more than {self.max_lines} lines", 413)


def _gunzip(name: str, data: bytes, budget: Budget) -> bytes:
    """Decompress all gzip members, never producing more than the budget allows."""
    out = bytearray()
    rest = data
    while rest.startswith(GZIP_MAGIC):
        dec = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            out += dec.decompress(rest, budget.bytes_left - len(out) + 1)
        except zlib.error as exc:
            raise InputRejected(f"{name}: corrupt gzip data ({exc})") from exc
        if len(out) > budget.bytes_left:
            raise InputRejected(f"{name}: expands to more than {budget.max_bytes >> 20} MB", 413)
        if not dec.eof:  # truncated upload: keep what was there, as the CLI does
            break
        rest = dec.unused_data
    return bytes(out)


def _is_archive_junk(name: str) -> bool:
    """macOS resource forks and hidden files that zipping a folder of logs drags along."""
    return name.startswith("__MACOSX/") or name.rsplit("/", 1)[-1].startswith(".")


def _unzip(name: str, data: bytes, budget: Budget) -> list[Blob]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = [m for m in archive.infolist() if not m.is_dir() and not _is_archive_junk(m.filename)]
    except (zipfile.BadZipFile, ValueError) as exc:
        raise InputRejected(f"{name}: unreadable zip ({exc})") from exc
    out: list[Blob] = []
    for member in members:
        if member.file_size > budget.bytes_left:
            raise InputRejected(f"{name}: expands to more than {budget.max_bytes >> 20} MB", 413)
        try:
            with archive.open(member) as fh:
                content = fh.read(budget.bytes_left + 1)
        except (zipfile.BadZipFile, RuntimeError, NotImplementedError, zlib.error) as exc:
            raise InputRejected(f"{name}!{member.filename}: cannot extract ({exc})") from exc
        out.extend(expand(f"{name}!{member.filename}", content, budget, nested=True))
    if not out:
        raise InputRejected(f"{name}: the zip holds no files")
    return out


def expand(name: str, data: bytes, budget: Budget, nested: bool = False) -> list[Blob]:
    """One upload -> its logs: gzip is detected by magic bytes, a zip gives one log per member."""
    if data.startswith(ZIP_MAGIC) and not nested:
        return _unzip(name, data, budget)
    if data.startswith(GZIP_MAGIC):
        data = _gunzip(name, data, budget)
    blob = Blob(name, data)
    budget.take(blob)
    return [blob]


def to_sources(blobs: list[Blob]) -> list[Source]:
    return [Source(path=b.name, open_raw=lambda d=b.data: io.BytesIO(d), size=len(b.data),
                   rank=rank_from_path(b.name)) for b in blobs]


class CatalogHolder:
    """The rule catalog (signatures and their compiled scanner), loaded once per app on first use.

    Loading and compiling the signatures costs more than diagnosing a small log, so requests share
    one immutable catalog; the lock only makes concurrent first requests wait for the one load.
    """

    def __init__(self, signature_dirs: tuple[str, ...] = ()):
        self.signature_dirs = tuple(signature_dirs)
        self._lock = threading.Lock()
        self._catalog: Any = None

    def get(self) -> Any:
        with self._lock:
            if self._catalog is None:
                from analyzer.knowledge.catalog import load_catalog

                catalog = load_catalog(self.signature_dirs)
                catalog.scanner  # noqa: B018 - compile inside the lock, not in the first few requests at once
                self._catalog = catalog
            return self._catalog


def run_engine(blobs: list[Blob], lang: str, catalog: Any = None) -> dict[str, Any]:
    """The analysis itself. Live probes stay off: the server's environment is not the user's."""
    from analyzer.pipeline.engine import NothingReadable, Options, diagnose_sources

    dirs = tuple(catalog.signature_dirs) if catalog is not None else ()
    try:
        report = diagnose_sources(to_sources(blobs), Options(probes=False, lang=lang, jobs=1, signature_dirs=dirs),
                                  catalog=catalog)
    except NothingReadable as exc:
        raise InputRejected(f"nothing readable in the input: {exc}") from exc
    return report.to_dict()


class AnalysisGate:
    """A fixed pool of analysis threads and a bounded number of waiting requests.

    A slot is freed only when its analysis really ends, so an analysis that outlives its timeout keeps
    holding one: a flood of slow inputs ends in 503s, never in an unbounded pile of threads.
    """

    def __init__(self, workers: int, queue: int):
        self._pool = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="msdiag-analysis")
        self._slots = threading.BoundedSemaphore(max(1, workers) + max(0, queue))

    def run(self, fn: Callable[[], T], timeout: float) -> T:
        if not self._slots.acquire(blocking=False):
            raise Busy("the server is busy with other analyses; try again in a moment")
        try:
            future: Future = self._pool.submit(fn)
        except RuntimeError:
            self._slots.release()
            raise
        future.add_done_callback(lambda _f: self._slots.release())
        try:
            return future.result(timeout=timeout)
        except FutureTimeout as exc:
            future.cancel()
            raise Busy(f"the analysis took longer than {timeout:g} s; try a smaller excerpt") from exc


def read_lines(data: bytes, wanted: set[int]) -> dict[int, str]:
    """The text of the given 1-based line numbers, found without splitting the whole input."""
    out: dict[int, str] = {}
    if not wanted:
        return out
    last = max(wanted)
    pos, number = 0, 1
    size = len(data)
    while number <= last and pos < size:
        end = data.find(b"\n", pos)
        if end < 0:
            end = size
        if number in wanted:
            out[number] = data[pos:end].rstrip(b"\r").decode("utf-8", "replace")
        pos, number = end + 1, number + 1
    return out


def evidence_context(report: dict[str, Any], blobs: list[Blob], around: int) -> dict[tuple[str, int], list]:
    """(path, line) of each evidence -> [(number, text, is_evidence)] from the input, when it matches.

    When the line in the input does not hold the evidence text (a transcoded UTF-16 log, say), no
    context is given and the page shows the evidence line alone rather than the wrong neighbours.
    """
    by_name = {b.name: b for b in blobs}
    wanted: dict[str, set[int]] = {}
    for finding in report.get("findings", []):
        for ev in finding.get("evidence", []):
            if ev.get("path") in by_name and isinstance(ev.get("line"), int):
                n = ev["line"]
                wanted.setdefault(ev["path"], set()).update(range(max(1, n - around), n + around + 1))
    lines = {path: read_lines(by_name[path].data, numbers) for path, numbers in wanted.items()}
    context: dict[tuple[str, int], list] = {}
    for finding in report.get("findings", []):
        for ev in finding.get("evidence", []):
            got = lines.get(ev.get("path"), {})
            n = ev.get("line")
            target = got.get(n) if isinstance(n, int) else None
            if target is None or not _same_line(target, ev.get("text", "")):
                continue
            context[(ev["path"], n)] = [(i, got[i], i == n) for i in range(n - around, n + around + 1) if i in got]
    return context


def _same_line(line: str, evidence_text: str) -> bool:
    probe = evidence_text.strip()[:80]
    return bool(probe) and probe in line


def analyse(blobs: list[Blob], lang: str, gate: AnalysisGate, timeout: float, catalog: Any = None
            ) -> dict[str, Any]:
    if not blobs:
        raise InputRejected("no log given: paste text, choose files, or send the log as the request body")
    if not any(b.data.strip() for b in blobs):
        raise InputRejected("the input is empty")
    return gate.run(lambda: run_engine(blobs, lang, catalog), timeout)


def blobs_from_request(texts: list[tuple[str, bytes]], budget: Budget) -> list[Blob]:
    blobs: list[Blob] = []
    seen: dict[str, int] = {}
    for name, data in texts:
        if not data:
            continue
        unique = _unique_name(name or "upload.log", seen)
        blobs.extend(expand(unique, data, budget))
    return blobs


def safe_relative_path(name: str) -> str:
    """`rank_3/info.log` stays as it is (the folder names the rank); drive letters, `..` and leading
    slashes go, so a name can never point outside the upload."""
    parts = [p for p in name.replace("\\", "/").split("/") if p not in ("", ".", "..")]
    if parts and parts[0].endswith(":"):
        parts = parts[1:]
    return "/".join(parts[-MAX_PATH_PARTS:])[-MAX_NAME_CHARS:] or "upload.log"


def _unique_name(name: str, seen: dict[str, int]) -> str:
    """Two uploads called `info.log` must stay two inputs in the report."""
    name = safe_relative_path(name)
    count = seen.get(name, 0)
    seen[name] = count + 1
    return name if count == 0 else f"{name} ({count + 1})"


def make_budget(config: Any) -> Budget:
    return Budget(config["MAX_EXPANDED_BYTES"], config["MAX_LINES"], config["MAX_FILES"])
