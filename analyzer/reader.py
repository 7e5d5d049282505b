"""Stage 1: turn the user's arguments into input sources and stream them as line-aligned chunks.

Whole files are never held in memory: a source yields byte chunks of about CHUNK_SIZE that end on a
line boundary, so later stages can search a chunk with C-speed `bytes.find` and only decode the few
lines that matter. Gzip is recognised by its magic bytes, not its name. Every problem with an input
becomes a note on that input, never an exception that would lose what other inputs already gave.
"""

from __future__ import annotations

import codecs
import io
import os
import sys
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Optional

import regex

CHUNK_SIZE = 8 << 20
MAX_EXPANDED_BYTES = 8 << 30  # per input after decompression; a bomb stops here with a note
LOG_SUFFIXES = (".log", ".txt", ".out", ".err", ".gz", ".log.gz")
GZIP_MAGIC = b"\x1f\x8b"
ZIP_MAGIC = b"PK\x03\x04"

_RANK_IN_PATH = regex.compile(r"(?i)(?:^|[/\\_.-])(?:rank|worker)[_-]?(\d{1,5})(?=$|[/\\_.-])")


class InputError(Exception):
    """An argument cannot be read at all (exit 2 when nothing else could be read)."""


@dataclass
class Source:
    """One log to read: a display path, how to open its raw bytes, and the rank its path names."""

    path: str
    open_raw: Callable[[], BinaryIO]
    size: int = 0
    rank: Optional[int] = None
    notes: list[str] = field(default_factory=list)


def rank_from_path(path: str) -> Optional[int]:
    """`rank_3/info.log`, `worker_3.log`, `logs/rank3.txt` -> 3. The last match wins (innermost folder)."""
    matches = _RANK_IN_PATH.findall(path.replace("\\", "/"))
    return int(matches[-1]) if matches else None


def _is_log_name(name: str) -> bool:
    lower = name.lower()
    return lower.endswith(LOG_SUFFIXES) or ".log." in lower or lower.startswith("worker_")


def discover(args: list[str], stdin: Optional[BinaryIO] = None) -> tuple[list[Source], list[str]]:
    """Expand files, folders and `-` into sources. Returns (sources, problems)."""
    sources: list[Source] = []
    problems: list[str] = []
    for arg in args:
        if arg == "-":
            stream = stdin if stdin is not None else sys.stdin.buffer
            sources.append(Source("<stdin>", lambda s=stream: s))
            continue
        p = Path(arg)
        try:
            if p.is_dir():
                sources.extend(_walk(p, problems))
            elif p.is_file():
                sources.extend(_file_sources(p, arg, problems))
            elif p.exists():
                problems.append(f"{arg}: not a regular file")
            else:
                problems.append(f"{arg}: no such file or directory")
        except OSError as exc:
            problems.append(f"{arg}: {exc.strerror or exc}")
    return sources, problems


def _walk(root: Path, problems: list[str]) -> list[Source]:
    out: list[Source] = []
    seen: set[tuple[int, int]] = set()
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False, onerror=lambda e: problems.append(
            f"{e.filename}: {e.strerror} (skipped)")):
        dirnames.sort()
        for name in sorted(filenames):
            if not _is_log_name(name):
                continue
            full = Path(dirpath) / name
            try:
                st = full.stat()
            except OSError as exc:
                problems.append(f"{full}: {exc.strerror} (skipped)")
                continue
            if (st.st_dev, st.st_ino) in seen:
                continue
            seen.add((st.st_dev, st.st_ino))
            out.extend(_file_sources(full, str(full), problems))
    return out


def _file_sources(p: Path, display: str, problems: list[str]) -> list[Source]:
    try:
        with p.open("rb") as fh:
            head = fh.read(4)
        size = p.stat().st_size
    except OSError as exc:
        problems.append(f"{display}: {exc.strerror or exc} (skipped)")
        return []
    if head.startswith(ZIP_MAGIC):
        return zip_sources(display, lambda: p.open("rb"))
    return [Source(display, lambda: p.open("rb"), size=size, rank=rank_from_path(display))]


def zip_sources(display: str, open_raw: Callable[[], BinaryIO]) -> list[Source]:
    """Each log member of a zip (a folder of rank logs zipped for upload) is its own source."""
    try:
        with open_raw() as fh:
            data = fh.read(MAX_EXPANDED_BYTES)
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = [m for m in archive.infolist() if not m.is_dir() and _is_log_name(m.filename)]
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        return [Source(display, open_raw, notes=[f"{display}: unreadable zip ({exc}); read as text"])]
    out = []
    for m in members:
        name = f"{display}!{m.filename}"
        out.append(Source(name, lambda a=archive, m=m: a.open(m), size=m.file_size,
                          rank=rank_from_path(m.filename)))
    return out


class _BoundedGzip(io.RawIOBase):
    """Gzip reader that stops at a byte limit and tolerates a truncated stream, saying which happened."""

    def __init__(self, raw: BinaryIO, limit: int):
        self._raw = raw
        self._dec = zlib.decompressobj(16 + zlib.MAX_WBITS)
        self._limit = limit
        self.produced = 0
        self.problem: Optional[str] = None
        self._eof = False
        self._buf = b""

    def readable(self) -> bool:
        return True

    def _fill(self, n: int) -> None:
        while len(self._buf) < n and not self._eof:
            if self.produced >= self._limit:
                self.problem = f"stopped after {self._limit >> 20} MiB of decompressed data (limit)"
                self._eof = True
                break
            compressed = self._dec.unconsumed_tail or self._raw.read(1 << 20)
            if not compressed:
                if not self._dec.eof:
                    self.problem = "gzip stream is truncated; read what was there"
                self._eof = True
                break
            try:
                out = self._dec.decompress(compressed, max(1 << 20, n))
            except zlib.error as exc:
                self.problem = f"gzip data is corrupt after {self.produced} bytes ({exc}); read what was there"
                self._eof = True
                break
            if self._dec.eof and self._dec.unused_data:  # concatenated members
                rest = self._dec.unused_data
                self._dec = zlib.decompressobj(16 + zlib.MAX_WBITS)
                out += self._dec.decompress(rest, 1 << 20)
            self.produced += len(out)
            self._buf += out

    def read(self, n: int = -1) -> bytes:
        n = CHUNK_SIZE if n is None or n < 0 else n
        self._fill(n)
        out, self._buf = self._buf[:n], self._buf[n:]
        return out


def _sniff_encoding(head: bytes) -> Optional[str]:
    """UTF-16 logs written by Windows tools: BOM, or every other byte NUL in ASCII text."""
    if head.startswith(codecs.BOM_UTF16_LE) or head.startswith(codecs.BOM_UTF16_BE):
        return "utf-16"
    sample = head[:4096]
    if len(sample) >= 64:
        if sample[1::2].count(0) > 0.9 * (len(sample) // 2):
            return "utf-16-le"
        if sample[0::2].count(0) > 0.9 * (len(sample) // 2):
            return "utf-16-be"
    return None


def looks_binary(head: bytes) -> bool:
    """A core file or a checkpoint passed by mistake: many NULs or control bytes in the first block."""
    sample = head[:8192]
    if not sample:
        return False
    controls = sum(1 for b in sample if b < 8 or 14 <= b < 27 or 28 <= b < 32)
    return sample.count(0) > len(sample) * 0.1 or controls > len(sample) * 0.3


def iter_chunks(source: Source, max_bytes: int = MAX_EXPANDED_BYTES, chunk_size: int = CHUNK_SIZE
                ) -> Iterator[bytes]:
    """Yield line-aligned byte chunks of a source, decompressed and transcoded to UTF-8.

    Problems (binary data, truncated gzip, size limit) are appended to `source.notes`; iteration then
    simply ends, keeping everything already yielded.
    """
    try:
        raw = source.open_raw()
    except OSError as exc:
        source.notes.append(f"{source.path}: {exc.strerror or exc} (skipped)")
        return
    gz: Optional[_BoundedGzip] = None
    try:
        head = raw.read(2)
        stream: BinaryIO = raw
        if head == GZIP_MAGIC:
            gz = _BoundedGzip(_Prefixed(head, raw), max_bytes)
            stream = gz  # type: ignore[assignment]
            head = b""
        yield from _line_chunks(source, stream, head, max_bytes, chunk_size)
    except OSError as exc:
        source.notes.append(f"{source.path}: read error: {exc.strerror or exc}; kept what was read")
    finally:
        if gz is not None and gz.problem:
            source.notes.append(f"{source.path}: {gz.problem}")
        if raw is not sys.stdin.buffer:
            try:
                raw.close()
            except OSError:
                pass


class _Prefixed(io.RawIOBase):
    """Put back bytes already read for sniffing (stdin cannot seek)."""

    def __init__(self, prefix: bytes, raw: BinaryIO):
        self._prefix, self._raw = prefix, raw

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        if self._prefix:
            out, self._prefix = self._prefix, b""
            return out + (self._raw.read(n - len(out)) if n and n > len(out) else b"")
        return self._raw.read(n)


def _line_chunks(source: Source, stream: BinaryIO, head: bytes, max_bytes: int, chunk_size: int
                 ) -> Iterator[bytes]:
    first = head + stream.read(chunk_size)
    if not first:
        source.notes.append(f"{source.path}: empty")
        return
    encoding = _sniff_encoding(first)
    decoder = codecs.getincrementaldecoder(encoding)("replace") if encoding else None
    if decoder is None and looks_binary(first):
        source.notes.append(f"{source.path}: binary data, not a text log (skipped)")
        return
    total = 0
    carry = b""
    block = first
    cr_only: Optional[bool] = None
    while block:
        if decoder is not None:
            block = decoder.decode(block).encode("utf-8", "replace")
        if cr_only is None:  # old-Mac or progress-bar-only output: treat CR as the line end
            cr_only = b"\n" not in block and block.count(b"\r") > 1
        if cr_only:
            block = block.replace(b"\r", b"\n")
        total += len(block)
        data = carry + block
        cut = data.rfind(b"\n") + 1
        if cut:
            yield data[:cut]
            carry = data[cut:]
        else:
            carry = data
        if len(carry) > chunk_size * 4:  # one enormous line: hand it on in pieces
            yield carry
            carry = b""
        if total >= max_bytes:
            source.notes.append(f"{source.path}: stopped after {max_bytes >> 20} MiB (limit); "
                                "findings up to there are kept")
            break
        block = stream.read(chunk_size)
    if carry:
        yield carry
