"""`POST /api/diagnose` (CONTRACT §5) and `POST /api/share`: JSON in, JSON out, JSON errors."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, jsonify, request, url_for

from ..analysis import Blob, Busy, InputRejected
from .common import BODY_NAME, create_share, form_inputs, logs_for_share, request_lang, run_analysis, store

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
    try:
        return run_analysis(_inputs(), lang)
    except InputRejected as exc:
        raise ApiError(str(exc), exc.status) from exc
    except Busy as exc:
        raise ApiError(str(exc), 503) from exc


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
    created = create_share(report, lang, logs)
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
