"""Shared diagnoses: create from the result page, view by id, delete with the delete token."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template, request, url_for

from ..analysis import Blob, evidence_context
from ..present import present
from .common import create_share, read_share_token, request_lang, store

bp = Blueprint("share", __name__)


@bp.post("/share")
def create():
    lang = request_lang()
    payload = read_share_token(request.form.get("token", ""))
    if payload is None:
        abort(400, description="This result can no longer be shared (the form expired or the server "
                               "restarted). Run the diagnosis again, then share.")
    include_log = request.form.get("include_log") == "on" and payload.get("logs") is not None
    created = create_share(payload["report"], payload.get("lang", lang), payload["logs"] if include_log else None)
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
    blobs = [Blob(x["name"], x["text"].encode("utf-8")) for x in found.logs or []]
    context = evidence_context(found.report, blobs, current_app.config["CONTEXT_LINES"])
    response = render_template("shared.html", lang=lang, result=present(found.report, context, lang),
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
