"""Response headers that make the page safe to open on a log full of attacker-chosen text.

Log text is escaped by Jinja's autoescaping; the policy below is the second wall: no inline script
or style can run even if escaping were ever missed, nothing loads from another origin, and the page
cannot be framed.
"""

from __future__ import annotations

from flask import Flask, Response

CSP = "; ".join((
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
))


def add_headers(response: Response) -> Response:
    response.headers.setdefault("Content-Security-Policy", CSP)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "no-referrer")
    response.headers.setdefault("X-Frame-Options", "DENY")
    response.headers.setdefault("Cross-Origin-Opener-Policy", "same-origin")
    response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
    return response


def install_security(app: Flask) -> None:
    app.after_request(add_headers)
