"""What the page, the API and sharing do alike: pick the language, read the input, run the analysis."""

from __future__ import annotations

from typing import Any, Optional

from flask import current_app, request
from itsdangerous import BadSignature, URLSafeTimedSerializer

from webui.analysis import AnalysisGate, Blob, CatalogHolder, analyse, blobs_from_request, make_budget
from webui.inputcheck import not_a_log_reason
from webui.redact import Redactor
from webui.store import Created, ShareStore

LANGS = ("en", "zh")
PASTE_NAME = "pasted.log"
BODY_NAME = "request-body.log"


def request_lang(explicit: Optional[str] = None) -> str:
    """Form or query `lang` if valid, else the browser's preference between English and Chinese."""
    for value in (explicit, request.values.get("lang")):
        if value in LANGS:
            return value
    return request.accept_languages.best_match(["en", "zh", "zh-CN", "zh-TW"], default="en")[:2]


def gate() -> AnalysisGate:
    return current_app.extensions["msdiag_gate"]


def store() -> ShareStore:
    return current_app.extensions["msdiag_store"]


def form_inputs() -> list[tuple[str, bytes]]:
    """The `log` text field and every `file` upload of a form post, as (name, bytes)."""
    inputs: list[tuple[str, bytes]] = []
    pasted = request.form.get("log", "")
    if pasted.strip():
        inputs.append((PASTE_NAME, pasted.encode("utf-8")))
    # `file` is the documented field; files under any other name (curl -F log=@x) are taken too.
    for _field, upload in request.files.items(multi=True):
        data = upload.read()
        if data:
            inputs.append((upload.filename or "upload.log", data))
    return inputs


def catalog() -> Any:
    holder: CatalogHolder = current_app.extensions["msdiag_catalog"]
    return holder.get()


def run_analysis(inputs: list[tuple[str, bytes]], lang: str) -> tuple[list[Blob], dict[str, Any]]:
    config = current_app.config
    blobs = blobs_from_request(inputs, make_budget(config))
    return blobs, analyse_blobs(blobs, lang)


def analyse_blobs(blobs: list[Blob], lang: str) -> dict[str, Any]:
    return analyse(blobs, lang, gate(), float(current_app.config["ANALYSIS_TIMEOUT"]), catalog())


def not_a_log(blobs: list[Blob], report: dict[str, Any]) -> Optional[str]:
    """"binary" / "structure" when nothing was found because the input is no log; None otherwise.
    Structure is the engine's verdict; binary is judged from the bytes."""
    if report.get("findings") or report.get("series"):
        return None
    if not_a_log_reason(b.data for b in blobs) == "binary":
        return "binary"
    return "structure" if (report.get("verdict") or {}).get("kind") == "not_a_log" else None


def _serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="msdiag-share-form")


def logs_for_share(blobs: list[Blob]) -> Optional[list[dict[str, str]]]:
    """The raw logs, if small enough to be offered for sharing at all."""
    if sum(len(b.data) for b in blobs) > current_app.config["SHARE_MAX_LOG_BYTES"]:
        return None
    return [{"name": b.name, "text": b.data.decode("utf-8", "replace")} for b in blobs]


def share_token(report: dict[str, Any], lang: str, blobs: list[Blob], result_id: Optional[str] = None) -> str:
    """A signed copy of the result for the "share" form: the server keeps nothing until the user asks.

    `result_id` names the input kept in memory, so the share can also store the other language.
    """
    return _serializer().dumps({"report": report, "lang": lang, "logs": logs_for_share(blobs),
                                "result_id": result_id})


def read_share_token(token: str) -> Optional[dict[str, Any]]:
    try:
        payload = _serializer().loads(token, max_age=current_app.config["SHARE_FORM_MAX_AGE"])
    except BadSignature:
        return None
    return payload if isinstance(payload, dict) and isinstance(payload.get("report"), dict) else None


def create_share(report: dict[str, Any], lang: str, logs: Optional[list[dict[str, str]]],
                 translations: Optional[dict[str, dict[str, Any]]] = None) -> Created:
    """Redact, then store: nothing unredacted ever reaches the database.

    One redactor covers the report and the logs so an address gets the same placeholder in both,
    and evidence lines still line up with their context in the stored log.
    """
    config = current_app.config
    redactor = Redactor(ips=config["REDACT_IPS"], hosts=config["REDACT_HOSTS"])
    clean_report = redactor.value(report)
    clean_logs = None if logs is None else [{"name": redactor.text(x["name"]), "text": redactor.text(x["text"])}
                                            for x in logs]
    clean_translations = {code: redactor.value(other) for code, other in (translations or {}).items()}
    return store().create(clean_report, lang, clean_logs, translations=clean_translations)
