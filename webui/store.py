"""Shared diagnoses in SQLite: unguessable ids, a separate delete secret, expiry.

The id in the URL is the only key to a shared report (`secrets.token_urlsafe`, 128 bits or more).
The delete token is shown once to whoever created the share and stored only as a SHA-256 hash, so a
leaked database cannot be used to delete other people's shares. Expired rows are purged whenever the
store is touched; there is no background job to forget.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass, field
from typing import Any, Optional

ID_BYTES = 16
DELETE_TOKEN_BYTES = 24

_SCHEMA = """
CREATE TABLE IF NOT EXISTS shares (
    id TEXT PRIMARY KEY,
    delete_hash TEXT NOT NULL,
    created REAL NOT NULL,
    expires REAL NOT NULL,
    lang TEXT NOT NULL,
    report TEXT NOT NULL,
    logs TEXT
);
CREATE INDEX IF NOT EXISTS shares_expires ON shares (expires);
"""


@dataclass
class Share:
    id: str
    created: float
    expires: float
    lang: str
    report: dict[str, Any]
    logs: Optional[list[dict[str, str]]]  # [{"name", "text"}] when the user chose to share the raw log
    reports: dict[str, dict[str, Any]] = field(default_factory=dict)  # the diagnosis in each stored language


@dataclass
class Created:
    id: str
    delete_token: str
    expires: float


def _pack(report: dict[str, Any], lang: str, translations: Optional[dict[str, dict[str, Any]]]) -> dict[str, Any]:
    if not translations:
        return report
    return {"by_lang": {**translations, lang: report}}


def _unpack(stored: dict[str, Any], lang: str) -> dict[str, dict[str, Any]]:
    if isinstance(stored.get("by_lang"), dict) and isinstance(stored["by_lang"].get(lang), dict):
        return stored["by_lang"]
    return {lang: stored}


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class ShareStore:
    def __init__(self, path: str, days: float):
        self.path = path
        self.lifetime = days * 86400.0
        self._ready = False

    def _connect(self) -> sqlite3.Connection:
        if not self._ready:
            os.makedirs(os.path.dirname(os.path.abspath(self.path)), exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=10)
        if not self._ready:
            conn.executescript(_SCHEMA)
            self._ready = True
        return conn

    def purge(self, now: Optional[float] = None) -> int:
        with closing(self._connect()) as conn, conn:
            return conn.execute("DELETE FROM shares WHERE expires <= ?", (now or time.time(),)).rowcount

    def create(self, report: dict[str, Any], lang: str, logs: Optional[list[dict[str, str]]] = None,
               now: Optional[float] = None, translations: Optional[dict[str, dict[str, Any]]] = None) -> Created:
        """`translations` (language -> report) are stored beside the report, in the same column:
        `{"by_lang": {...}}`, which older rows (a bare report) never have."""
        now = now or time.time()
        self.purge(now)
        share_id = secrets.token_urlsafe(ID_BYTES)
        delete_token = secrets.token_urlsafe(DELETE_TOKEN_BYTES)
        expires = now + self.lifetime
        with closing(self._connect()) as conn, conn:
            conn.execute("INSERT INTO shares VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (share_id, _hash(delete_token), now, expires, lang,
                          json.dumps(_pack(report, lang, translations), ensure_ascii=False),
                          None if logs is None else json.dumps(logs)))
        return Created(share_id, delete_token, expires)

    def get(self, share_id: str, now: Optional[float] = None) -> Optional[Share]:
        now = now or time.time()
        self.purge(now)
        with closing(self._connect()) as conn:
            row = conn.execute("SELECT id, created, expires, lang, report, logs FROM shares WHERE id = ?",
                               (share_id,)).fetchone()
        if row is None or row[2] <= now:
            return None
        reports = _unpack(json.loads(row[4]), row[3])
        return Share(row[0], row[1], row[2], row[3], reports[row[3]], json.loads(row[5]) if row[5] else None,
                     reports)

    def delete(self, share_id: str, delete_token: str) -> bool:
        """True when the share existed and the token was its delete token."""
        with closing(self._connect()) as conn, conn:
            row = conn.execute("SELECT delete_hash FROM shares WHERE id = ?", (share_id,)).fetchone()
            if row is None or not hmac.compare_digest(row[0], _hash(delete_token)):
                return False
            conn.execute("DELETE FROM shares WHERE id = ?", (share_id,))
            return True
