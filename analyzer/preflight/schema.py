"""What MindFormers reads, where and with which type: look-ups over the generated schema.

The facts come from analyzer/data/mf_config_schema.yaml (written by scripts/gen_mf_config_schema.py
from the installed MindFormers) and the hand-kept name table in preflight_rules.yaml. Legacy (1.x)
and new-style (1.9 mcore, ``use_legacy: False``) configs read different names from the same
sections, so every look-up takes the style.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Optional

from ..data import load_data
from .wording import rules

LEGACY, MCORE = "legacy", "mcore"
# Keys every MindFormers model_config may carry, whatever the class (build/registry keys).
COMMON_MODEL_KEYS = frozenset({"type", "model_type", "checkpoint_name_or_path", "parallel_config", "moe_config",
                               "architectures", "pretrained_model_dir", "auto_map", "torch_dtype", "dtype",
                               "transformers_version", "name_or_path", "_name_or_path"})


@cache
def schema() -> dict[str, Any]:
    return load_data("mf_config_schema")


def version() -> str:
    return str(schema().get("mindformers_version", "?"))


@cache
def aliases() -> dict[str, str]:
    """Every model/parallel field name -> its canonical (legacy MindFormers) name."""
    out: dict[str, str] = {}
    for table in ("model_fields", "parallel_fields"):
        for canonical, names in rules()[table].items():
            for name in names:
                out.setdefault(name, canonical)
    return out


@cache
def parallel_names() -> frozenset[str]:
    """Every parallel setting's name (legacy, and mcore ModelParallelConfig), as parallel_config may carry them."""
    names = {n for names in rules()["parallel_fields"].values() for n in names}
    return frozenset(names | set(schema()["mcore"].get("model_parallel_config", [])))


def model_class(name: str) -> Optional[dict[str, Any]]:
    """The schema entry of a model config class by class name, registry name or model_type."""
    classes = schema()["model_classes"]
    if name in classes:
        return classes[name]
    for entry in classes.values():
        if name in (entry.get("registered_as"), entry.get("model_type")):
            return entry
    return None


def class_by_model_type(model_type: str, style: str) -> tuple[str, Optional[dict[str, Any]]]:
    for cls_name, entry in schema()["model_classes"].items():
        if entry.get("model_type") == model_type and entry.get("legacy") == (style == LEGACY):
            return cls_name, entry
    return "", None


@cache
def section_keys(section: str, style: str) -> Optional[frozenset[str]]:
    """Keys a top-level section accepts; None when the section takes anything (datasets, callbacks)."""
    data = schema()
    entry = data["sections"].get(section)
    legacy_sig = data["legacy"].get(section)
    if style == LEGACY and legacy_sig is not None:
        keys = set(legacy_sig)
        if entry:
            keys |= set(entry["keys"])
        if section == "parallel_config":
            keys |= set(data["legacy"]["recompute_config"]) | {"recompute", "optimizer_shard", "moe_config",
                                                               "pipeline_config"}
        return frozenset(keys)
    if entry is None or not entry["strict"]:
        return None
    return frozenset(entry["keys"])


def is_strict(section: str, style: str) -> bool:
    """MindFormers 1.9 stops with KeyError on an unexpected key in these sections (config template)."""
    entry = schema()["sections"].get(section)
    return bool(style == MCORE and entry and entry["strict"])


@cache
def general_keys() -> frozenset[str]:
    data = schema()
    return frozenset(data["sections"]["general_config"]["keys"]) | frozenset(data["sections"])


@cache
def model_keys(class_name: str, style: str) -> frozenset[str]:
    """Names the model config class reads (its parameters; for mcore also the converter's sources)."""
    data = schema()
    entry = data["model_classes"].get(class_name) or {}
    keys = set(entry.get("params", {})) | set(entry.get("mf_defaults", {})) | set(entry.get("mapping", {}))
    keys |= set(entry.get("ignored", []))
    keys |= set(data["mcore"]["white_keys"])  # PretrainedConfig and generation keys every class takes
    if style == MCORE:
        keys |= set(data["mcore"]["transformer_config"]) | set(data["mcore"]["mla_extra"])
    return frozenset(keys | COMMON_MODEL_KEYS)


@cache
def all_model_keys() -> frozenset[str]:
    """Any name some model config class of this MindFormers reads, plus all known aliases."""
    keys: set[str] = set(aliases())
    for cls_name, entry in schema()["model_classes"].items():
        keys |= model_keys(cls_name, LEGACY if entry.get("legacy") else MCORE)
    return frozenset(keys)


def field_type(section: str, key: str, class_name: str, style: str) -> str:
    """The type MindFormers expects for a key ('any' when unknown)."""
    data = schema()
    if section == "model_config":
        entry = data["model_classes"].get(class_name) or {}
        spec = entry.get("params", {}).get(key) or data["mcore"]["transformer_config"].get(key)
        if spec is None:
            for other in data["model_classes"].values():
                spec = other.get("params", {}).get(key)
                if spec:
                    break
    else:
        entry = data["sections"].get(section) or {}
        spec = entry.get("keys", {}).get(key) or data["legacy"].get(section, {}).get(key)
    return str((spec or {}).get("type") or "any")


def default(class_name: str, canonical: str, style: str) -> tuple[bool, Any, str]:
    """(known, value, class) of the value a model class uses when the YAML and config.json are silent."""
    data = schema()
    entry = data["model_classes"].get(class_name) or {}
    names = rules()["model_fields"].get(canonical, [canonical])
    for source, table in (("mf_defaults", entry.get("mf_defaults", {})), ("params", entry.get("params", {}))):
        for name in names:
            if name in table:
                value = table[name]["default"] if source == "params" else table[name]
                return True, value, class_name
    if style == MCORE:
        base = data["mcore"]["transformer_config"]
        for name in names:
            if name in base:
                return True, base[name]["default"], "TransformerConfig"
    return False, None, ""
