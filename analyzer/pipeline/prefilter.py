"""Stage 2: find candidate lines fast, by the literal text each signature requires.

Regex work is expensive (Python's `re` runs a 13-way alternation at ~40 MB/s, a single literal at
~1 GB/s), so nothing is regex-matched until a required literal was seen on the line. With the
optional `hyperscan` package all literals are found in one pass; without it each literal is found
with `bytes.find`, which is still C speed and skips to the next line after a hit.
"""

from __future__ import annotations

import os
import re
import threading
from typing import Protocol


class Prefilter(Protocol):
    literals: list[bytes]

    def scan(self, chunk: bytes) -> list[tuple[int, int]]:
        """(offset of a literal occurrence, literal index), at most one per literal per line."""


class FindPrefilter:
    """Pure-Python fallback: one `bytes.find` sweep per literal, jumping to the next line after a hit."""

    name = "bytes.find"

    def __init__(self, literals: list[bytes], first_only: frozenset[int] = frozenset()):
        self.literals = literals
        self.first_only = first_only

    def scan(self, chunk: bytes) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        find = chunk.find
        for idx, lit in enumerate(self.literals):
            pos = find(lit)
            if idx in self.first_only:
                if pos != -1:
                    out.append((pos, idx))
                continue
            while pos != -1:
                out.append((pos, idx))
                nl = find(b"\n", pos)
                if nl == -1:
                    break
                pos = find(lit, nl + 1)
        return out


class HyperscanPrefilter:
    """All literals in one pass with Intel Hyperscan (optional dependency `msdiag[fast]`)."""

    name = "hyperscan"

    def __init__(self, literals: list[bytes], first_only: frozenset[int] = frozenset()):
        import hyperscan  # optional accelerator; absent means FindPrefilter is used

        self.literals = literals
        self._lengths = [len(lit) for lit in literals]  # once, not per chunk: a chunk may be a 1 KB file
        self._db = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
        flags = [hyperscan.HS_FLAG_SINGLEMATCH if i in first_only else 0 for i in range(len(literals))]
        self._db.compile(expressions=[re.escape(lit) for lit in literals], ids=list(range(len(literals))),
                         elements=len(literals), flags=flags)
        self._local = threading.local()  # Hyperscan's scratch space is per thread (the web app scans on several)

    def _scratch(self) -> object:
        scratch = getattr(self._local, "scratch", None)
        if scratch is None:
            import hyperscan

            scratch = self._local.scratch = hyperscan.Scratch(self._db)
        return scratch

    def scan(self, chunk: bytes) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        lengths = self._lengths
        append = out.append

        def on_match(idx: int, _from: int, to: int, _flags: int, _ctx: object) -> None:
            append((to - lengths[idx], idx))

        self._db.scan(chunk, match_event_handler=on_match, scratch=self._scratch())
        return out


def build(literals: list[bytes], first_only: frozenset[int] = frozenset()) -> Prefilter:
    """Hyperscan when installed (and not disabled by MSDIAG_NO_HYPERSCAN), else bytes.find.

    Literals in `first_only` are reported once per chunk, at their first occurrence: the scanner learns
    whether a chunk has step lines, and where they start, in the same pass as everything else."""
    if literals and not os.environ.get("MSDIAG_NO_HYPERSCAN"):
        try:
            return HyperscanPrefilter(literals, first_only)
        except Exception:  # noqa: BLE001 - not installed, or no wheel for this CPU: fall back
            pass
    return FindPrefilter(literals, first_only)
