"""transformers-registry: which model_type names the installed transformers has built in.

`AutoConfig.register(name, ...)` raises "'<name>' is already used by a Transformers config" only when
<name> is one of the library's *built-in* names, and releases keep adding names (``aimv2`` became
built in with 4.54.0). So the installed version and its built-in key list decide whether such a
collision is real here. Two copies of transformers on ``sys.path`` (a vendored one, a user-site
one) are a known source of "registered but not found" confusion, so they are listed too.

Sample facts (transformers 4.57.1, no torch)::

    {"version": "4.57.1", "location": ".../site-packages/transformers/__init__.py",
     "builtin_count": 421, "builtin_model_types": ["aimv2", "aimv2_vision_model", "albert", ...],
     "extra_registered": [], "copies": [{"path": ".../site-packages/transformers", "version": "4.57.1"}],
     "builtin_since": {"aimv2": "4.54.0"}}

Sample verdict for model_type=aimv2 on a collision: ``confirmed`` — "'aimv2' is a built-in model_type of
the installed transformers 4.57.1 (one of 421; built in since 4.54.0)". On an "unknown model_type"
finding the expectation flips: confirmed when the name is *not* built in.
"""

from __future__ import annotations

import os
import sys
from typing import Any

NAME = "transformers-registry"
NEEDS = ("transformers",)
TIMEOUT = 20.0


def _copies_on_path() -> list[dict[str, str]]:
    """Every `transformers` package directory reachable from sys.path, with the version it declares."""
    seen: dict[str, dict[str, str]] = {}
    for entry in sys.path:
        pkg = os.path.join(entry or ".", "transformers")
        init = os.path.join(pkg, "__init__.py")
        if not os.path.isfile(init):
            continue
        real = os.path.realpath(pkg)
        if real in seen:
            continue
        version = ""
        try:
            with open(init, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    if line.startswith("__version__"):
                        version = line.split("=", 1)[1].strip().strip("\"'")
                        break
        except OSError:
            pass
        seen[real] = {"path": real, "version": version}
    return list(seen.values())


def collect(args: dict[str, Any]) -> dict[str, Any]:
    import transformers
    from transformers.models.auto.configuration_auto import CONFIG_MAPPING

    from ..data import load_data

    builtin = sorted(getattr(CONFIG_MAPPING, "_mapping", {}).keys()) or sorted(CONFIG_MAPPING.keys())
    extra = sorted(getattr(CONFIG_MAPPING, "_extra_content", {}).keys())
    return {
        "version": transformers.__version__,
        "location": getattr(transformers, "__file__", ""),
        "builtin_count": len(builtin),
        "builtin_model_types": builtin,
        "extra_registered": extra,
        "copies": _copies_on_path(),
        "builtin_since": load_data("compat").get("transformers_builtin_since", {}),
    }


def _copies_note(facts: dict[str, Any]) -> str:
    copies = facts.get("copies") or []
    if len(copies) < 2:
        return ""
    listed = "; ".join(f"{c.get('path')} ({c.get('version') or '?'})" for c in copies)
    return f" Several transformers copies are on sys.path: {listed}."


# What a finding claims about its model_type, by category, when the signature gives no `expect` arg:
# a collision says "the name is built in", a version problem says "the installed version lacks it".
EXPECT_BY_CATEGORY = {"registry_collision": "builtin", "version_incompatibility": "absent",
                      "config_field_error": "absent"}


def _live_note(facts: dict[str, Any]) -> str:
    """What only the failing process knew (facts recorded by analyzer/runtime/hook.py): its own registrations."""
    parts = []
    failed = facts.get("failed_registration") or {}
    if failed.get("model_type"):
        parts.append(f"the failing call registered '{failed['model_type']}' as {failed.get('class') or '?'}")
    own = facts.get("extra_registered_classes") or {}
    if own:
        listed = ", ".join(f"'{k}' ({v})" for k, v in sorted(own.items())[:6])
        parts.append(f"the process had already registered {listed}")
    return (" In the process: " + "; ".join(parts) + ".") if parts else ""


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    """`model_type` to look up; `expect` is builtin | absent (else inferred from `_category`)."""
    version = facts.get("version", "?")
    builtin = set(facts.get("builtin_model_types") or [])
    copies = _copies_note(facts) + _live_note(facts)
    model_type = str(args.get("model_type") or "").strip()
    if not model_type or model_type.startswith("<"):
        return "inconclusive", (f"transformers {version} is installed with {len(builtin)} built-in "
                                f"model types.{copies}")
    is_builtin = model_type in builtin
    since = (facts.get("builtin_since") or {}).get(model_type)
    since_text = f"; built in since {since}" if since else ""
    state = (f"'{model_type}' is a built-in model_type of the installed transformers {version} "
             f"(one of {len(builtin)}{since_text})" if is_builtin else
             f"'{model_type}' is not built into the installed transformers {version}{since_text}")
    if args.get("config_model_type"):  # register(name, cfg) with cfg.model_type != name: not about built-ins
        return "inconclusive", f"{state}.{copies}"
    expect = str(args.get("expect") or EXPECT_BY_CATEGORY.get(str(args.get("_category")), "builtin"))
    if (expect == "builtin") == is_builtin:
        return "confirmed", f"{state}.{copies}"
    elsewhere = " the log comes from another environment or another transformers copy."
    return "refuted", f"{state}:{elsewhere}{copies}"
