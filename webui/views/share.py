"""Shared diagnoses: create from the result page, view by id, delete with the delete token."""

from __future__ import annotations

from typing import Any, Optional

from flask import Blueprint, abort, current_app, render_template, request, url_for

from webui.analysis import Blob, Busy, InputRejected, evidence_context
from webui.present import present
from webui.views.common import LANGS, analyse_blobs, create_share, not_a_log, read_share_token, request_lang, store


def other_languages(payload: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The diagnosis in the languages the share was not made in, from the input still kept in memory
    (or the raw logs carried by the form); none when neither is at hand."""
    kept = current_app.extensions["msdiag_results"].get(payload.get("result_id") or "")
    blobs: Optional[list[Blob]] = list(kept.blobs) if kept else None
    if blobs is None and payload.get("logs"):
        blobs = [Blob(x["name"], x["text"].encode("utf-8")) for x in payload["logs"]]
    if not blobs:
        return {}
    out = {}
    for code in LANGS:
        if code == payload.get("lang"):
            continue
        try:
            out[code] = analyse_blobs(blobs, code)
        except (Busy, InputRejected):
            continue
    return out

bp = Blueprint("share", __name__)


@bp.post("/share")
def create():
    lang = request_lang()
    payload = read_share_token(request.form.get("token", ""))
    if payload is None:
        abort(400, description="This result can no longer be shared (the form expired or the server "
                               "restarted). Run the diagnosis again, then share.")
    include_log = request.form.get("include_log") == "on" and payload.get("logs") is not None
    created = create_share(payload["report"], payload.get("lang", lang), payload["logs"] if include_log else None,
                           other_languages(payload))
    response = render_template(
        "shared_created.html", lang=lang, share_url=url_for("share.view", share_id=created.id, _external=True),
        delete_url=url_for("share.confirm_delete", share_id=created.id, token=created.delete_token,
                           _external=True),
        expires=created.expires, include_log=include_log)
    return response, 201


@bp.get("/s/<share_id>")
def view(share_id: str):
    found = store().get(share_id)
    if found is None:
        abort(404, description="No such shared diagnosis: it may have expired or been deleted.")
    lang = request_lang(request.args.get("lang") or found.lang)
    report = found.reports.get(lang, found.report)
    blobs = [Blob(x["name"], x["text"].encode("utf-8")) for x in found.logs or []]
    context = evidence_context(report, blobs, current_app.config["CONTEXT_LINES"])
    response = render_template("shared.html", lang=lang, result=present(report, context, lang, not_a_log(blobs, report)
                                                                        if blobs else None),
                               share=found, logs=found.logs)
    return response, 200, {"Cache-Control": "no-store", "X-Robots-Tag": "noindex"}


@bp.get("/s/<share_id>/delete/<token>")
def confirm_delete(share_id: str, token: str):
    if store().get(share_id) is None:
        abort(404, description="No such shared diagnosis: it may have expired or been deleted.")
    return render_template("delete.html", lang=request_lang(), share_id=share_id, token=token)


@bp.post("/s/<share_id>/delete/<token>")
def delete(share_id: str, token: str):
    if not store().delete(share_id, token):
        abort(404, description="No such shared diagnosis, or the delete link is not valid for it.")
    return render_template("deleted.html", lang=request_lang())
