"""Saved probe facts: record them on the training host, replay them anywhere.

File format (JSON, UTF-8), schema ``msdiag.facts/1``::

    {
      "schema": "msdiag.facts/1",
      "created": "2026-11-30T12:00:00+00:00",     # ISO 8601, UTC
      "tool": {"name": "msdiag", "version": "0.1.0"},
      "host": {"python": "3.11.7", "platform": "Linux-...-x86_64", "executable": "..."},
      "source": "diagnose",                        # who wrote it: diagnose | probe | run
      "probes": {
        "<probe name>": {<facts exactly as that probe's collect() returned them>},
        ...
      },
      "runs": {"<probe name>": {"status": "ok|unavailable|timeout|error", "message": "", "seconds": 3.2,
                                "args": {...}}}
    }

Readers need only ``schema`` and ``probes``; everything else is informational and optional, so
any writer (``msdiag --save-facts``, ``msdiag probe --save-facts``, the in-process hook of
``msdiag run``) may produce just those two keys. A probe listed in ``runs`` with a status other than
``ok`` has no entry in ``probes``. Facts are keyed by probe name only: a probe's ``collect`` gathers
everything a ``judge`` needs for any finding (e.g. all ``CONFIG_MAPPING`` keys, not one lookup), so a
replay can judge findings the recording host never saw. A later minor addition keeps the
``msdiag.facts/1`` schema; a change that breaks readers bumps it to ``/2``.
"""

from __future__ import annotations

import json
import platform
import sys
from datetime import datetime, timezone
from typing import Any

from .. import __version__

SCHEMA = "msdiag.facts/1"


class FactsFileError(ValueError):
    """The file is not a facts record this version can read; the message says why in one line."""


def facts_document(probes: dict[str, dict[str, Any]], runs: dict[str, dict[str, Any]] | None = None,
                   source: str = "diagnose") -> dict[str, Any]:
    return {
        "schema": SCHEMA,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "tool": {"name": "msdiag", "version": __version__},
        "host": {"python": platform.python_version(), "platform": platform.platform(),
                 "executable": sys.executable},
        "source": source,
        "probes": probes,
        "runs": runs or {},
    }


def save_facts(path: str, probes: dict[str, dict[str, Any]], runs: dict[str, dict[str, Any]] | None = None,
               source: str = "diagnose") -> None:
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(facts_document(probes, runs, source), fh, ensure_ascii=False, indent=1, default=str)
        fh.write("\n")


def load_facts(path: str) -> dict[str, dict[str, Any]]:
    """{probe name: facts} from a saved file; raises FactsFileError on anything unreadable."""
    try:
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except OSError as exc:
        raise FactsFileError(f"cannot read facts file {path}: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise FactsFileError(f"facts file {path} is not JSON: {exc}") from None
    if not isinstance(doc, dict) or not str(doc.get("schema", "")).startswith("msdiag.facts/"):
        raise FactsFileError(f"{path} is not an msdiag facts file (no 'schema': '{SCHEMA}')")
    if doc["schema"] != SCHEMA:
        raise FactsFileError(f"{path} has schema {doc['schema']}; this msdiag reads {SCHEMA}")
    probes = doc.get("probes")
    if not isinstance(probes, dict) or not all(isinstance(v, dict) for v in probes.values()):
        raise FactsFileError(f"{path}: 'probes' must map probe names to objects")
    return probes
