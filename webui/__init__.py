"""The paste-in web page: `create_app()` builds the Flask application.

Run it with `msdiag serve` for one user on a workstation, or behind a production WSGI server, e.g.
`waitress-serve --call webui:create_app` (see docs/web.md). Everything the page needs ships in this
package (templates, CSS, JS): no CDN, so it works on an air-gapped cluster.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any, Optional

from flask import Flask

from webui.config import DEFAULTS

__all__ = ["create_app"]


def filesize(value: int) -> str:
    size = int(value or 0)
    if size < 1024:
        return f"{size} B"
    if size < 1 << 20:
        return f"{size / 1024:.1f} KB"
    return f"{size / (1 << 20):.1f} MB"


def utc_datetime(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, tz=timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def create_app(config: Optional[Mapping[str, Any]] = None) -> Flask:
    """Application factory: defaults, then `MSDIAG_WEB_*` environment variables, then `config`."""
    app = Flask(__name__, instance_relative_config=True)
    app.config.update(DEFAULTS)
    app.config.from_prefixed_env("MSDIAG_WEB")
    if config:
        app.config.update(config)
    if not app.config.get("SECRET_KEY"):
        # Only signs the short-lived "share this result" form; a restart merely expires open forms.
        app.config["SECRET_KEY"] = secrets.token_hex(32)
    # A pasted log arrives as a form field: let it be as large as an uploaded file may be.
    app.config["MAX_FORM_MEMORY_SIZE"] = app.config["MAX_CONTENT_LENGTH"]
    if not app.config.get("SHARE_DB"):
        app.config["SHARE_DB"] = os.path.join(app.instance_path, "shares.sqlite3")

    from webui.analysis import AnalysisGate, CatalogHolder
    from webui.results import ResultCache
    from webui.security import install_security
    from webui.store import ShareStore
    from webui.views import api, compare, errors, pages, share

    app.extensions["msdiag_gate"] = AnalysisGate(app.config["ANALYSIS_WORKERS"], app.config["ANALYSIS_QUEUE"])
    app.extensions["msdiag_catalog"] = CatalogHolder(tuple(app.config.get("SIGNATURE_DIRS") or ()))
    app.extensions["msdiag_results"] = ResultCache(app.config["RESULT_CACHE_BYTES"], app.config["RESULT_CACHE_SECONDS"])
    app.extensions["msdiag_store"] = ShareStore(app.config["SHARE_DB"], float(app.config["SHARE_DAYS"]))
    install_security(app)
    errors.install(app)
    app.register_blueprint(pages.bp)
    app.register_blueprint(api.bp)
    app.register_blueprint(share.bp)
    app.register_blueprint(compare.bp)
    app.jinja_env.globals["ui"] = pages.ui_text
    app.jinja_env.filters["filesize"] = filesize
    app.jinja_env.filters["datetime"] = utc_datetime
    return app
