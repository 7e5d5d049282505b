"""Recent inputs kept in memory under an unguessable id, so a result can be shown again.

Switching the language of a result page re-runs the analysis on the same input (pasted text and
uploaded files alike, at any size the request limit allowed), and a share stores the diagnosis in
both languages. Nothing is written to disk: a restart forgets every entry, and the page then says
the result expired. The total size is bounded; the oldest entries go first.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Optional

from webui.analysis import Blob


@dataclass(frozen=True)
class Kept:
    blobs: tuple[Blob, ...]
    pasted: str
    created: float

    @property
    def size(self) -> int:
        return sum(len(b.data) for b in self.blobs) + len(self.pasted)


class ResultCache:
    def __init__(self, max_bytes: int, max_seconds: float):
        self.max_bytes = max_bytes
        self.max_seconds = max_seconds
        self._entries: OrderedDict[str, Kept] = OrderedDict()
        self._lock = threading.Lock()

    def put(self, blobs: list[Blob], pasted: str) -> Optional[str]:
        """The id of the kept input, or None when it alone is larger than the whole cache."""
        kept = Kept(tuple(blobs), pasted, time.time())
        if kept.size > self.max_bytes:
            return None
        key = secrets.token_urlsafe(16)
        with self._lock:
            self._entries[key] = kept
            self._evict(kept.created)
        return key

    def get(self, key: str) -> Optional[Kept]:
        with self._lock:
            self._evict(time.time())
            return self._entries.get(key)

    def _evict(self, now: float) -> None:
        total = sum(k.size for k in self._entries.values())
        while self._entries:
            oldest_key, oldest = next(iter(self._entries.items()))
            if total <= self.max_bytes and now - oldest.created <= self.max_seconds:
                break
            del self._entries[oldest_key]
            total -= oldest.size
