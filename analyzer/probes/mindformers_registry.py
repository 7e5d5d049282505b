"""mindformers-registry: what MindFormers has registered, by module type, and its AutoConfig names.

``MindFormerRegister.register`` never rejects a duplicate: a second class registered under the same
name silently replaces the first, so "my class is ignored" and "can't find class" problems are
answered by what the registry actually holds. MindFormers' own AutoConfig, in contrast, rejects a
model_type that is built in ("'<name>' is already used by a Mindformers config").

Sample facts (mindformers 1.9.0)::

    {"version": "1.9.0", "registry": {"models": ["LlamaForCausalLM", "mcore_Qwen3ForCausalLM", ...],
     "config": ["LlamaConfig", ...], ...}, "registry_counts": {"models": 13, "config": 11, ...},
     "auto_config_model_types": ["glm2", "llama", "qwen2"]}
"""

from __future__ import annotations

from typing import Any

NAME = "mindformers-registry"
NEEDS = ("mindformers", "mindspore")
TIMEOUT = 40.0  # importing mindformers alone takes 3-8 s, more on a cold cache


def collect(args: dict[str, Any]) -> dict[str, Any]:
    import mindformers
    from mindformers.tools.register import MindFormerRegister

    registry = {str(kind): sorted(str(n) for n in names) for kind, names in MindFormerRegister.registry.items()}
    auto_types: list[str] = []
    try:
        from mindformers.models.auto import configuration_auto

        auto_types = sorted(configuration_auto.CONFIG_MAPPING.keys())
    except (ImportError, AttributeError):
        pass
    return {
        "version": getattr(mindformers, "__version__", "?"),
        "registry": registry,
        "registry_counts": {k: len(v) for k, v in registry.items()},
        "auto_config_model_types": auto_types,
    }


def _close_names(name: str, registered: list[str]) -> list[str]:
    """Registered names a typo or a case slip away from `name` (LLaMAForCausalLM vs LlamaForCausalLM)."""
    import difflib

    by_lower = {n.lower(): n for n in registered}
    return [by_lower[m] for m in difflib.get_close_matches(name.lower(), list(by_lower), n=3, cutoff=0.75)]


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    """args: `model_type` (AutoConfig collision), or `class_name` [+ `module_type`] (registry look-up)."""
    version = facts.get("version", "?")
    registry: dict[str, list[str]] = facts.get("registry") or {}
    model_type = str(args.get("model_type") or "")
    if model_type and not model_type.startswith("<"):
        builtin = facts.get("auto_config_model_types") or []
        if model_type in builtin:
            return "confirmed", f"'{model_type}' is a built-in AutoConfig model_type of mindformers {version}"
        return "refuted", f"'{model_type}' is not among mindformers {version}'s AutoConfig names {builtin}"
    class_name = str(args.get("class_name") or "")
    if class_name and not class_name.startswith("<"):
        kind = str(args.get("module_type") or "")
        kinds = [kind] if kind in registry else list(registry)
        found = [k for k in kinds if class_name in registry.get(k, [])]
        live = (facts.get("origin") or {}).get("kind") == "live"  # recorded in the failing process itself
        if found:
            why = ("the lookup used another module type or the other registry (use_legacy)" if live else
                   "the failing process did not import the module that registers it, or used another type")
            return "refuted", f"'{class_name}' is registered in mindformers {version} under {found}: {why}"
        close = _close_names(class_name, [n for k in kinds for n in registry.get(k, [])])
        where = "in the failing process" if live else f"in mindformers {version}"
        return "confirmed", (f"'{class_name}' is not registered {where}" + (f" under '{kind}'" if kind else "")
                             + (f"; similar registered names: {', '.join(close)}" if close else "")
                             + "; register it or import its module first")
    counts = ", ".join(f"{k}: {v}" for k, v in (facts.get("registry_counts") or {}).items())
    return "inconclusive", f"mindformers {version} registry holds {counts}"
