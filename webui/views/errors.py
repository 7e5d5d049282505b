"""Errors answer JSON under /api/ and a page elsewhere; never a traceback."""

from __future__ import annotations

import logging

from flask import Flask, current_app, jsonify, render_template, request
from werkzeug.exceptions import HTTPException, InternalServerError, RequestEntityTooLarge

from webui.views.common import request_lang

log = logging.getLogger("msdiag.webui")


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def _too_large_message() -> str:
    limit = current_app.config.get("MAX_CONTENT_LENGTH") or 0
    return f"input is larger than the limit of {limit >> 20} MB; send only the end of the log or gzip it"


def handle_http(exc: HTTPException):
    status = exc.code or 500
    message = _too_large_message() if isinstance(exc, RequestEntityTooLarge) else (exc.description or exc.name)
    if _wants_json():
        return jsonify({"error": message}), status
    try:
        lang = request_lang()
    except HTTPException:  # reading the form of an oversized request raises again
        lang = "en"
    template = "index.html" if request.path == "/" and request.method == "POST" else "error.html"
    return render_template(template, lang=lang, error=message, status=status, title=exc.name), status


def handle_unexpected(exc: Exception):
    log.exception("unhandled error on %s", request.path)
    return handle_http(InternalServerError(description="internal error while analysing; the log of the server "
                                                       "has the details"))


def install(app: Flask) -> None:
    app.register_error_handler(HTTPException, handle_http)
    app.register_error_handler(Exception, handle_unexpected)
