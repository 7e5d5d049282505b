"""`POST /api/diagnose` (CONTRACT §5) and `POST /api/share`: JSON in, JSON out, JSON errors."""

from __future__ import annotations

from flask import Blueprint, abort, jsonify, request, url_for

from ..analysis import Busy, InputRejected
from ..redact import Redactor
from .common import BODY_NAME, form_inputs, logs_for_share, request_lang, run_analysis, store

bp = Blueprint("api", __name__, url_prefix="/api")


def error(message: str, status: int):
    return jsonify({"error": message}), status


def _inputs() -> list[tuple[str, bytes]]:
    """Multipart `file` fields (and a `log` field), or the raw body as one log."""
    if request.mimetype == "multipart/form-data":
        return form_inputs()
    if request.mimetype == "application/x-www-form-urlencoded":
        return form_inputs()
    return [(BODY_NAME, request.get_data(cache=False))]


@bp.post("/diagnose")
def diagnose():
    try:
        _blobs, report = run_analysis(_inputs(), request_lang(request.args.get("lang")))
    except InputRejected as exc:
        return error(str(exc), exc.status)
    except Busy as exc:
        return error(str(exc), 503)
    return jsonify(report)


@bp.post("/share")
def share():
    """Diagnose and store in one call; `include_log=1` stores the redacted raw log too."""
    lang = request_lang(request.args.get("lang"))
    try:
        blobs, report = run_analysis(_inputs(), lang)
    except InputRejected as exc:
        return error(str(exc), exc.status)
    except Busy as exc:
        return error(str(exc), 503)
    include_log = request.values.get("include_log", "") in ("1", "true", "on", "yes")
    logs = logs_for_share(blobs) if include_log else None
    if include_log and logs is None:
        return error("the raw log is too large to share; share without include_log", 413)
    created = create_share(report, lang, logs)
    return jsonify({
        "id": created.id,
        "url": url_for("share.view", share_id=created.id, _external=True),
        "delete_url": url_for("share.confirm_delete", share_id=created.id, token=created.delete_token,
                              _external=True),
        "expires": created.expires,
        "report": store().get(created.id).report,
    }), 201


@bp.get("/share/<share_id>")
def shared_report(share_id: str):
    found = store().get(share_id)
    if found is None:
        abort(404, description="no such share (it may have expired or been deleted)")
    return jsonify(found.report)


def create_share(report: dict, lang: str, logs):
    """Redact, then store: nothing unredacted ever reaches the database."""
    from flask import current_app

    redactor = Redactor(ips=current_app.config["REDACT_IPS"], hosts=current_app.config["REDACT_HOSTS"])
    clean_report = redactor.value(report)
    clean_logs = None if logs is None else [{"name": redactor.text(x["name"]), "text": redactor.text(x["text"])}
                                            for x in logs]
    return store().create(clean_report, lang, clean_logs)
