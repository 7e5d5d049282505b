"""Defaults of the web application. Override with `create_app({...})` or `MSDIAG_WEB_<NAME>` variables."""

from __future__ import annotations

MB = 1 << 20

DEFAULTS: dict = {
    # Largest request body (upload or paste). Over it: 413, JSON for the API, the page for the form.
    "MAX_CONTENT_LENGTH": 50 * MB,
    # Bounds on what one request may make the server read after gzip/zip expansion.
    "MAX_EXPANDED_BYTES": 200 * MB,
    "MAX_LINES": 3_000_000,
    "MAX_FILES": 256,
    # Analyses run on a small pool; more than WORKERS + QUEUE at once answer 503 instead of piling up.
    "ANALYSIS_WORKERS": 2,
    "ANALYSIS_QUEUE": 4,
    "ANALYSIS_TIMEOUT": 60.0,
    # Lines of context shown around each evidence line.
    "CONTEXT_LINES": 3,
    # Pasted text is put back into the text area after analysis only up to this size.
    "ECHO_LOG_BYTES": 16 * MB,
    # The last inputs stay in memory this long (bytes over all entries, oldest dropped first), so the
    # result page can be re-rendered in the other language and shared in both.
    "RESULT_CACHE_BYTES": 256 * MB,
    "RESULT_CACHE_SECONDS": 3600,
    # Extra signature folders (a team's own rules), loaded once per app with the built-in ones.
    "SIGNATURE_DIRS": (),
    # Sharing: SQLite file (default: <instance folder>/shares.sqlite3), lifetime, what gets stored.
    "SHARE_DB": None,
    "SHARE_DAYS": 30,
    "SHARE_MAX_LOG_BYTES": 5 * MB,
    "SHARE_FORM_MAX_AGE": 24 * 3600,
    "REDACT_IPS": True,
    "REDACT_HOSTS": True,
    "SECRET_KEY": None,
}
