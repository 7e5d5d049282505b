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
import re
import stat
import sys
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import BinaryIO, Callable, Optional

from ..normalize import rank_from_path

CHUNK_SIZE = 8 << 20
MAX_EXPANDED_BYTES = 8 << 30  # per input after decompression; a bomb stops here with a note
# Real logs compress 5-30x; deflate bombs ~1000x. Past BOMB_FLOOR of output, more than BOMB_RATIO times
# the compressed bytes read is taken for a bomb and reading stops there, keeping what was read.
BOMB_RATIO = 200
BOMB_FLOOR = 64 << 20
MAX_ZIP_MEMBERS = 10_000
# A binary file (core dump, checkpoint) is read as its printable runs, as `strings` would show them.
_TEXT_RUN = re.compile(rb"(?:[\t\x20-\x7e]|[\xc2-\xf4][\x80-\xbf]{1,3}){8,}")
_RUN_BYTES = bytes([9, *range(0x20, 0x7F), *range(0x80, 0xF5)])
_CONTROL_BYTES = bytes([*range(0, 8), *range(14, 27), *range(28, 32)])
LOG_SUFFIXES = (".log", ".txt", ".out", ".err", ".gz", ".log.gz")
GZIP_MAGIC = b"\x1f\x8b"
ZIP_MAGIC = b"PK\x03\x04"



def parse_size(text: str) -> int:
    """`1048576`, `512K`, `200M`, `2G` -> bytes; ValueError for anything else or a size below 1 KiB."""
    units = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    m = re.fullmatch(r"(\d+)\s*([KMGT]?)(?:i?B)?", text.strip(), re.IGNORECASE)
    if m is None:
        raise ValueError(f"not a size: {text!r} (use e.g. 500M or 2G)")
    size = int(m.group(1)) * units[m.group(2).upper()]
    if size < 1024:
        raise ValueError(f"size {text!r} is below 1K")
    return size


def _mib(n: int) -> str:
    return f"{n / (1 << 20):.0f} MiB" if n >= 1 << 20 else f"{n} bytes"


@dataclass
class Source:
    """One log to read: a display path, how to open its raw bytes, and the rank its path names."""

    path: str
    open_raw: Callable[[], BinaryIO]
    size: int = 0
    rank: Optional[int] = None
    notes: list[str] = field(default_factory=list)
    max_bytes: int = MAX_EXPANDED_BYTES  # read at most this much after decompression (--max-bytes)


def _is_log_name(name: str) -> bool:
    lower = name.lower()
    return lower.endswith(LOG_SUFFIXES) or ".log." in lower or lower.startswith("worker_")


def discover(args: list[str], stdin: Optional[BinaryIO] = None, max_bytes: int = MAX_EXPANDED_BYTES
             ) -> tuple[list[Source], list[str]]:
    """Expand files, folders and `-` into sources, each carrying the byte limit it is read with (so a
    scan worker, local or on a Ray node, gets it with the source). Returns (sources, problems)."""
    sources: list[Source] = []
    problems: list[str] = []
    for arg in args:
        if arg == "-":
            stream = stdin if stdin is not None else sys.stdin.buffer
            sources.append(Source("<stdin>", lambda s=stream: s, max_bytes=max_bytes))
            continue
        p = Path(arg)
        try:
            if p.is_dir():
                sources.extend(_walk(p, problems, max_bytes))
            elif p.is_file():
                sources.extend(_file_sources(p, arg, problems, max_bytes))
            elif p.exists():
                problems.append(f"{arg}: not a regular file")
            else:
                os.stat(arg)  # a symlink loop or a dangling link: let the OS say which
                problems.append(f"{arg}: no such file or directory")
        except OSError as exc:
            problems.append(f"{arg}: {exc.strerror or exc}")
    return sources, problems


def _walk(root: Path, problems: list[str], max_bytes: int) -> list[Source]:
    """Every log under `root`, following symbolic links to files and folders (rank folders on shared
    storage are often links) but entering each real folder and reading each real file once: a link
    that leads back into a folder already walked is skipped with a note, so loops end."""
    out: list[Source] = []
    seen: set[tuple[int, int]] = set()
    visited = {_identity(root)}
    for dirpath, dirnames, filenames in os.walk(root, followlinks=True, onerror=lambda e: problems.append(
            f"{e.filename}: {e.strerror} (skipped)")):
        dirnames[:] = _unvisited(Path(dirpath), sorted(dirnames), visited, problems)
        for name in sorted(filenames):
            if not _is_log_name(name):
                continue
            full = Path(dirpath) / name
            try:
                st = full.stat()
            except OSError as exc:
                problems.append(f"{full}: {exc.strerror} (skipped)")
                continue
            if not stat.S_ISREG(st.st_mode):  # a FIFO would block forever, a device never end
                problems.append(f"{full}: not a regular file (skipped)")
                continue
            if (st.st_dev, st.st_ino) in seen:
                continue
            seen.add((st.st_dev, st.st_ino))
            out.extend(_file_sources(full, str(full), problems, max_bytes))
    return out


def _identity(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino


def _unvisited(parent: Path, names: list[str], visited: set[tuple[int, int]], problems: list[str]) -> list[str]:
    keep = []
    for name in names:
        try:
            ident = _identity(parent / name)
        except OSError as exc:
            problems.append(f"{parent / name}: {exc.strerror or exc} (skipped)")
            continue
        if ident in visited:
            if (parent / name).is_symlink():
                problems.append(f"{parent / name}: a link back to a folder already read (skipped)")
            continue
        visited.add(ident)
        keep.append(name)
    return keep


def _file_sources(p: Path, display: str, problems: list[str], max_bytes: int) -> list[Source]:
    try:
        with p.open("rb") as fh:
            head = fh.read(4)
        size = p.stat().st_size
    except OSError as exc:
        problems.append(f"{display}: {exc.strerror or exc} (skipped)")
        return []
    if head.startswith(ZIP_MAGIC):
        return zip_sources(display, partial(open, p, "rb"), max_bytes)
    # a partial, not a lambda: sources of plain files are pickled to the parallel scan workers
    return [Source(display, partial(open, p, "rb"), size=size, rank=rank_from_path(display), max_bytes=max_bytes)]


def zip_sources(display: str, open_raw: Callable[[], BinaryIO], max_bytes: int) -> list[Source]:
    """Each log member of a zip (a folder of rank logs zipped for upload) is its own source."""
    try:
        fh = open_raw()  # read in place: a large zip is never loaded into memory whole
        if not fh.seekable():
            fh = io.BytesIO(fh.read(max_bytes))
        archive = zipfile.ZipFile(fh)
        members = [m for m in archive.infolist() if not m.is_dir() and _is_log_name(m.filename)]
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        return [Source(display, open_raw, notes=[f"{display}: unreadable zip ({exc}); read as text"],
                       max_bytes=max_bytes)]
    notes = []
    if len(members) > MAX_ZIP_MEMBERS:
        notes.append(f"{display}: {len(members)} logs in the zip; read the first {MAX_ZIP_MEMBERS} (limit)")
        members = members[:MAX_ZIP_MEMBERS]
    budget = [max_bytes]  # shared by all members: overlapping-entry bombs repeat one payload
    out = []
    for m in members:
        name = f"{display}!{m.filename}"
        limit = max(BOMB_FLOOR, BOMB_RATIO * m.compress_size)
        out.append(Source(name, lambda a=archive, m=m, n=name, lim=limit: _Capped(_open_member(a, m), n, lim, budget),
                          size=m.file_size, rank=rank_from_path(m.filename), max_bytes=max_bytes))
    if out:
        out[0].notes.extend(notes)
    return out


def _open_member(archive: zipfile.ZipFile, member: zipfile.ZipInfo) -> BinaryIO:
    try:
        return archive.open(member)  # type: ignore[return-value]
    except (zipfile.BadZipFile, RuntimeError, NotImplementedError, ValueError) as exc:
        raise OSError(f"cannot extract ({exc})") from None


class _Capped(io.RawIOBase):
    """A zip member stream that stops at its ratio limit or the zip's shared budget, saying so."""

    def __init__(self, raw: BinaryIO, name: str, limit: int, budget: list[int]):
        self._raw, self._name, self._limit, self._budget = raw, name, limit, budget
        self.produced = 0
        self.problem: Optional[str] = None

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        n = CHUNK_SIZE if n is None or n < 0 else n
        room = min(self._limit - self.produced, self._budget[0])
        if room <= 0:
            if self.problem is None:
                self.problem = (f"stopped after {_mib(self.produced)} of this member: it expands past "
                                f"{BOMB_RATIO}x its compressed size or the input limit (a zip bomb?); "
                                "findings up to there are kept")
            return b""
        try:
            out = self._raw.read(min(n, room))
        except (zipfile.BadZipFile, EOFError, zlib.error) as exc:
            self.problem = f"zip member is corrupt after {self.produced} bytes ({exc}); read what was there"
            return b""
        self.produced += len(out)
        self._budget[0] -= len(out)
        return out

    def close(self) -> None:
        self._raw.close()
        super().close()


class _BoundedGzip(io.RawIOBase):
    """Gzip reader that stops at a byte limit and tolerates a truncated stream, saying which happened."""

    def __init__(self, raw: BinaryIO, limit: int):
        self._raw = raw
        self._dec = zlib.decompressobj(16 + zlib.MAX_WBITS)
        self._limit = limit
        self.produced = 0
        self.consumed = 0  # compressed bytes read, for the ratio check
        self.problem: Optional[str] = None
        self._eof = False
        self._buf = b""

    def readable(self) -> bool:
        return True

    def _fill(self, n: int) -> None:
        while len(self._buf) < n and not self._eof:
            if self.produced >= self._limit:
                self.problem = (f"stopped after {_mib(self._limit)} of decompressed data (limit; "
                                f"raise it with --max-bytes); findings up to there are kept")
                self._eof = True
                break
            if self.produced > max(BOMB_FLOOR, BOMB_RATIO * self.consumed):
                self.problem = (f"stopped after {_mib(self.produced)}: the gzip data expands more than "
                                f"{BOMB_RATIO}x (a gzip bomb?); findings up to there are kept")
                self._eof = True
                break
            compressed = self._dec.unconsumed_tail
            if not compressed:
                compressed = self._raw.read(1 << 20)
                self.consumed += len(compressed)
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
                try:
                    out += self._dec.decompress(rest, 1 << 20)
                except zlib.error:  # trailing bytes that are no gzip member (found by benchmarks/fuzz.py)
                    self.problem = f"{len(rest)}+ bytes after the gzip data are not gzip; ignored"
                    self._eof = True
            self.produced += len(out)
            self._buf += out

    def read(self, n: int = -1) -> bytes:
        n = CHUNK_SIZE if n is None or n < 0 else n
        self._fill(n)
        out, self._buf = self._buf[:n], self._buf[n:]
        return out


_BOMS = ((codecs.BOM_UTF32_LE, "utf-32", 4), (codecs.BOM_UTF32_BE, "utf-32", 4),
         (codecs.BOM_UTF16_LE, "utf-16", 2), (codecs.BOM_UTF16_BE, "utf-16", 2))


def _sniff_encoding(head: bytes) -> Optional[str]:
    """UTF-16/32 logs written by Windows tools: a byte-order mark, or every other byte NUL in ASCII text.

    A byte-order mark is believed only when the bytes after it have the NUL pattern of that encoding:
    a UTF-8 log that merely starts with `FF FE` (a tool's stray BOM) stays UTF-8 (see `bom_contradicted`).
    The other bytes must be mostly non-NUL: a block of zeros (a core file) is not UTF-16 text.
    """
    for bom, encoding, width in _BOMS:
        if head.startswith(bom):
            return None if bom_contradicted(head, width) else encoding
    sample = head[:4096]
    if len(sample) >= 64:
        half = len(sample) // 2
        odd_nul, even_nul = sample[1::2].count(0), sample[0::2].count(0)
        if odd_nul > 0.9 * half and even_nul < 0.3 * half:
            return "utf-16-le"
        if even_nul > 0.9 * half and odd_nul < 0.3 * half:
            return "utf-16-be"
    return None


def _bom_width(head: bytes) -> int:
    return next((width for bom, _enc, width in _BOMS if head.startswith(bom)), 0)


def bom_contradicted(head: bytes, width: int) -> bool:
    """True when a UTF-16/32 byte-order mark is followed by text with no NULs: ASCII in UTF-16 has a NUL
    in every other byte, in UTF-32 in three of four. (CJK-only UTF-16 has few NULs but is never a log.)"""
    body = head[width:4096 + width]
    if len(body) < 16:
        return False
    return body.count(0) < len(body) * (0.2 if width == 2 else 0.5)


def looks_binary(head: bytes) -> bool:
    """A core file or a checkpoint passed by mistake: many NULs or control bytes in the first block."""
    sample = head[:8192]
    if not sample:
        return False
    controls = len(sample) - len(sample.translate(None, _CONTROL_BYTES))  # C speed: paid per input file
    return sample.count(0) > len(sample) * 0.1 or controls > len(sample) * 0.3


def iter_chunks(source: Source, max_bytes: Optional[int] = None, chunk_size: int = CHUNK_SIZE
                ) -> Iterator[bytes]:
    """Yield line-aligned byte chunks of a source, decompressed and transcoded to UTF-8.

    Problems (binary data, truncated gzip, size limit) are appended to `source.notes`; iteration then
    simply ends, keeping everything already yielded.
    """
    if max_bytes is None:
        max_bytes = source.max_bytes
    chunk_size = min(chunk_size, max_bytes)  # a limit below one chunk still stops at the limit
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
        problem = gz.problem if gz is not None else getattr(raw, "problem", None)
        if problem:
            source.notes.append(f"{source.path}: {problem}")
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
    lying_bom = _bom_width(first) if encoding is None else 0
    if lying_bom:
        source.notes.append(f"{source.path}: starts with a UTF-16/32 byte-order mark but holds no UTF-16/32 "
                            "text; the mark was ignored and the file read as UTF-8")
        first = first[lying_bom:]
    if encoding is None and first.startswith(codecs.BOM_UTF8):
        first = first[len(codecs.BOM_UTF8):]  # a UTF-8 file saved with a mark (Windows editors): not text
    decoder = codecs.getincrementaldecoder(encoding)("replace") if encoding else None
    binary = decoder is None and looks_binary(first)
    run_carry = b""
    total = 0
    consumed = 0
    carry = b""
    block, first = first, b""
    cr_only: Optional[bool] = None
    escaped: Optional[bool] = None
    while block:
        consumed += len(block)
        if decoder is not None:
            block = decoder.decode(block).encode("utf-8", "replace")
        if binary:
            block, run_carry = _text_runs(run_carry + block)
        if cr_only is None:  # old-Mac or progress-bar-only output: treat CR as the line end
            cr_only = b"\n" not in block and block.count(b"\r") > 1
        if cr_only:
            block = block.replace(b"\r", b"\n")
        if escaped is None:  # a log copied out of a web page's source: `&quot;`, `&#39;`, `&lt;` for its quotes
            escaped = html_escaped(block)
            if escaped:
                source.notes.append(f"{source.path}: HTML-escaped text (&quot; &#39; &lt; ...): read with the "
                                    "characters they stand for")
        total += len(block)
        cut = block.rfind(b"\n") + 1
        if cut:  # one copy per chunk at most: memory stays flat however large the input
            # join copies once where carry + block[:cut] would copy twice; a full slice is no copy
            data = b"".join((carry, memoryview(block)[:cut])) if carry else block[:cut]
            carry = block[cut:]
            del block
            yield unescape_html(data) if escaped else data
            del data
        else:
            carry += block
        if len(carry) > chunk_size * 4:  # one enormous line: hand it on in pieces, cut at a space
            cut = carry.rfind(b" ", len(carry) - 4096) + 1 or len(carry)
            yield unescape_html(carry[:cut]) if escaped else carry[:cut]
            carry = carry[cut:]
        if max(total, consumed) >= max_bytes:
            source.notes.append(f"{source.path}: stopped after {_mib(max_bytes)} (limit; raise it with "
                                "--max-bytes); findings up to there are kept")
            break
        block = stream.read(chunk_size)
    if binary and run_carry:
        carry += _text_runs(run_carry + b"\0")[0]
    if carry:
        yield unescape_html(carry) if escaped else carry
    if binary:
        source.notes.append(f"{source.path}: binary data, not a text log: " + (
            "only its printable text runs were read" if total or carry else "no text in it (skipped)"))


# the entities html.escape writes (and `&#39;`, the older spelling of the apostrophe); `&amp;` goes last, so
# that `&amp;quot;` (an escaped entity) becomes `&quot;` and not a quote
_HTML_ENTITIES = ((b"&quot;", b'"'), (b"&#39;", b"'"), (b"&#x27;", b"'"), (b"&lt;", b"<"), (b"&gt;", b">"),
                  (b"&amp;", b"&"))


def html_escaped(block: bytes) -> bool:
    """Whether a log's first block reads as HTML-escaped: its quotes and angle brackets are entities (at least
    two of them, and more of them than bare quotes). A log that only mentions `&amp;` in a URL is not."""
    entities = sum(block.count(e) for e, _ in _HTML_ENTITIES[:5])
    return entities >= 2 and entities > block.count(b'"') + block.count(b"'")


def unescape_html(data: bytes) -> bytes:
    """`data` with the HTML entities of an escaped log replaced by their characters (entities never span a
    line, so line-aligned pieces are decoded whole)."""
    for entity, char in _HTML_ENTITIES:
        data = data.replace(entity, char)
    return data


def _text_runs(data: bytes) -> tuple[bytes, bytes]:
    """(printable runs of `data`, one per line; a trailing run that may go on in the next block)."""
    cut = len(data.rstrip(_RUN_BYTES))  # linear, unlike a regex anchored at the end
    if len(data) - cut >= 1 << 16:
        cut = len(data)
    runs = _TEXT_RUN.findall(data, 0, cut)
    return (b"\n".join(runs) + b"\n" if runs else b""), data[cut:]
