"""Mine message strings from a package's own shared libraries (C++), without loading them.

Only the read-only data section of an ELF file is read (`.rodata`: string literals live there,
symbols and code do not), split into printable runs, and kept when a run reads as a message: words
with spaces, mostly letters, no mangled symbol, no source path, no C++ signature. C++ code streams
a message in pieces (`<< "For '" << name << "', the input must be " << ...`), so every string is a
partial template: it matches when it occurs inside a log line, and the longest pieces matter most.
"""

from __future__ import annotations

import re
import struct
from typing import Optional

from .record import KIND_NATIVE, Template

MIN_RUN = 20
MAX_RUN = 400
MAX_LIBRARY_BYTES = 200 << 20  # bigger files are third-party kernels bundled in the wheel, not messages
_RUN = re.compile(rb"[\x20-\x7e]{%d,}" % MIN_RUN)
_WORD = re.compile(r"[A-Za-z]{3,}")
_PRINTF = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfFgGcsp]|\{\}")
# a failure speaks of failing: strings without any of these words are progress and debug output
# (C++ messages say `don't support` as often as `not supported`: `The Map operator don't support Closure ...`)
_FAILURE_WORDS = re.compile(r"(?i)fail|error|invalid|illegal|must|should|but got|not support|unsupported|cannot|"
                            r"can't|can not|n't (?:support|match|exist)|unable|expect|exceed|mismatch|wrong|"
                            r"out of|time ?out|not found|not exist|does not|doesn't|please|check|not match|"
                            r"not equal|not allowed|no such|only support|not valid|overflow|insufficient|not enough|"
                            r"abort|crash|refused|denied")
_NOT_MESSAGE = re.compile(r"^_Z|::\w+\(|\b(?:const|unsigned|std|void|static|template|typename)\b.*[&*(<]|"
                          r"/home/|/usr/|\.(?:cc|cpp|h|hpp|py)\b|^[\w./-]+$|[{};]\s*$|^\s*[#<]|"
                          r"\$\{|==|&&|\|\||->|\w\(\w*\)$")


def rodata(data: bytes) -> Optional[bytes]:
    """The `.rodata` section of a 64-bit little-endian ELF image, or None for anything else."""
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if not shoff or shentsize < 64 or shstrndx >= shnum or shoff + shnum * shentsize > len(data):
        return None

    def header(i: int) -> tuple[int, int, int]:
        name, _type, _flags, _addr, offset, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        return name, offset, size

    _n, names_off, names_size = header(shstrndx)
    names = data[names_off:names_off + names_size]
    for i in range(shnum):
        name_at, offset, size = header(i)
        if names[name_at:names.find(b"\0", name_at)] == b".rodata":
            return data[offset:offset + size]
    return None


def reads_as_message(text: str) -> bool:
    """Words and spaces, mostly letters, speaking of a failure: not a symbol, path, table, code or progress."""
    words = _WORD.findall(text)
    if len(words) < 3 or text.count(" ") < 2 or not _FAILURE_WORDS.search(text) or _NOT_MESSAGE.search(text):
        return False
    letters = sum(c.isalpha() or c == " " for c in text)
    return letters >= 0.7 * len(text) and sum(w.islower() for w in words) >= 2


def message_strings(section: bytes) -> list[str]:
    out = []
    for m in _RUN.finditer(section):
        text = m.group().decode("ascii").strip()
        if len(text) <= MAX_RUN and reads_as_message(text):
            out.append(text)
    return out


def mine_library(data: bytes, path: str, package: str, version: str, seen: set[str]) -> list[Template]:
    """Partial templates from one shared library; `seen` drops strings another library already gave."""
    section = rodata(data)
    if section is None:
        return []
    out = []
    for text in message_strings(section):
        if text in seen:
            continue
        seen.add(text)
        pieces = tuple(p for p in _PRINTF.split(text) if p.strip())
        if not pieces or max(len(p) for p in pieces) < MIN_RUN // 2:
            continue
        out.append(Template(package=package, version=version, pieces=pieces, exc_type="", kind=KIND_NATIVE,
                            path=path, lead_hole=True, trail_hole=True))
    return out


def is_own_library(name: str, package: str) -> bool:
    """A shared library built by the package itself (its name carries the package name, or it is a
    CPython extension module), as opposed to bundled third-party libraries."""
    base = name.rsplit("/", 1)[-1]
    if not re.search(r"\.so(?:\.[\d.]+)?$", base):
        return False
    return package.replace("_", "") in base.replace("_", "").lower() or ".cpython-" in base
