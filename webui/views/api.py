"""`POST /api/diagnose` (CONTRACT §5) and `POST /api/share`: JSON in, JSON out, JSON errors."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, jsonify, request, url_for

from webui.analysis import Blob, Busy, InputRejected
from webui.views.common import (
    BODY_NAME,
    LANGS,
    analyse_blobs,
    create_share,
    form_inputs,
    logs_for_share,
    not_a_log,
    request_lang,
    run_analysis,
    store,
)

NOT_A_LOG = {
    "binary": "not a training log: the input is binary data, not text",
    "structure": "not a training log: no log lines (timestamps, levels, tracebacks, steps) were recognised",
}

bp = Blueprint("api", __name__, url_prefix="/api")
FORM_TYPES = ("multipart/form-data", "application/x-www-form-urlencoded")


class ApiError(Exception):
    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


@bp.errorhandler(ApiError)
def api_error(exc: ApiError):
    return jsonify({"error": str(exc)}), exc.status


def _inputs() -> list[tuple[str, bytes]]:
    """Multipart `file` fields (and a `log` field), or the raw body as one log."""
    if request.mimetype in FORM_TYPES:
        return form_inputs()
    return [(BODY_NAME, request.get_data(cache=False))]


def _diagnose(lang: str) -> tuple[list[Blob], dict[str, Any]]:
    """The report, or 422 (CONTRACT §5) when the input holds no readable log text."""
    try:
        blobs, report = run_analysis(_inputs(), lang)
    except InputRejected as exc:
        raise ApiError(str(exc), exc.status) from exc
    except Busy as exc:
        raise ApiError(str(exc), 503) from exc
    reason = not_a_log(blobs, report)
    if reason is not None:
        raise ApiError(NOT_A_LOG[reason], 422)
    return blobs, report


@bp.post("/diagnose")
def diagnose():
    _blobs, report = _diagnose(request_lang(request.args.get("lang")))
    return jsonify(report)


@bp.post("/share")
def share():
    """Diagnose and store in one call; `include_log=1` stores the redacted raw log too."""
    lang = request_lang(request.args.get("lang"))
    blobs, report = _diagnose(lang)
    include_log = request.values.get("include_log", "") in ("1", "true", "on", "yes")
    logs = logs_for_share(blobs) if include_log else None
    if include_log and logs is None:
        raise ApiError("the raw log is too large to share; share without include_log", 413)
    translations = {}
    for code in LANGS:
        if code != lang:
            try:
                translations[code] = analyse_blobs(blobs, code)
            except (Busy, InputRejected):
                continue
    created = create_share(report, lang, logs, translations)
    stored = store().get(created.id)
    return jsonify({
        "id": created.id,
        "url": url_for("share.view", share_id=created.id, _external=True),
        "delete_url": url_for("share.confirm_delete", share_id=created.id, token=created.delete_token,
                              _external=True),
        "expires": created.expires,
        "report": stored.report if stored else None,
    }), 201


@bp.get("/share/<share_id>")
def shared_report(share_id: str):
    found = store().get(share_id)
    if found is None:
        abort(404, description="no such share (it may have expired or been deleted)")
    return jsonify(found.report)
