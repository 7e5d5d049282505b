"""`msdiag check --live`: the installed MindFormers builds the YAML's model config (in a child process,
probe ``mindformers-config-fields``) and every field that did not land becomes a finding.

Why beside the static checks: which names a model class reads is a property of the installed
release; the static schema describes the pinned one. The child process keeps ``import mindformers``
(slow, writes ./output/log) out of msdiag and bounds it in time.
"""

from __future__ import annotations

from typing import Any, Optional

from ..model import Finding
from .wording import Item, Loc, build
from .yamlload import Document

PROBE = "mindformers-config-fields"


def live_findings(doc: Document, section: str, timeout: Optional[float], lang: str) -> tuple[list[Finding], list[str]]:
    """(findings, notes) from running the probe on `doc`; a probe that cannot run becomes a note."""
    from ..probes.runner import run_probe

    run = run_probe(PROBE, {"config": doc.path}, timeout=timeout)
    if run.status != "ok":
        return [], [f"live config check ({PROBE}) {run.status}: {run.message}"]
    facts: dict[str, Any] = run.facts
    notes = []
    if facts.get("error"):
        notes.append(f"live config check: mindformers {facts.get('version', '?')} could not build "
                     f"{facts.get('model_class', '?')}: {facts['error']}")
    items = []
    for missed in facts.get("not_landed") or []:
        mark = doc.marks.get(f"{section}.{missed['key']}")
        line = mark.line if mark else 0
        items.append(Item({**missed, "model_class": facts.get("model_class", "?"),
                           "version": facts.get("version", "?"), "section": section, "line": line},
                          [Loc(f"{section}.{missed['key']}", missed["value"], line)]))
    findings = [build(doc, "field_not_landed", items, lang, fallback_key=section)] if items else []
    return findings, notes
