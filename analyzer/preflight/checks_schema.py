"""Schema checks: keys MindFormers does not read, keys in the wrong section, wrong types, bad counts.

They run before any arithmetic, so a ``data_parallel: 0`` is reported as 0 (not silently taken as 1)
and ``pipeline_stage: 2.5`` as a fraction (not truncated). A misspelt key (``model_paralel``) is named
with the key MindFormers does read (rapidfuzz), because MindFormers 1.x drops it without a word.
"""

from __future__ import annotations

import math
from typing import Any, Optional

from . import schema
from .view import View
from .wording import Item, Loc, rules

MISSPELLING_SCORE = 85.0
# Fields that set weight shapes: an unread name for one of these builds a different model.
STRUCTURAL = frozenset({"num_layers", "num_heads", "n_kv_heads", "hidden_size", "intermediate_size", "vocab_size",
                        "head_dim", "experts"})
MF_MAX_DEPTH = 10
NUMERIC = ("int", "float")


def is_typo(a: str, b: str) -> bool:
    """One letter left out, added or two letters swapped (not replaced: eod_token_id is not eos_token_id)."""
    from rapidfuzz.distance import DamerauLevenshtein, Indel

    return Indel.distance(a, b) <= 1 or (DamerauLevenshtein.distance(a, b) == 1 and sorted(a) == sorted(b))


def matters(name: str) -> bool:
    """A field whose silent loss changes the model or the layout (the name table's fields)."""
    return name in schema.aliases()


def nearest(key: str, known: frozenset[str] | set[str]) -> tuple[str, float]:
    try:
        from rapidfuzz import fuzz, process
    except ImportError:  # rapidfuzz is a dependency; without it only exact names are checked
        return "", 0.0
    best = process.extractOne(key, sorted(known), scorer=fuzz.ratio)
    return (best[0], float(best[1])) if best else ("", 0.0)


def _section_items(view: View) -> list[tuple[str, str, dict[str, Any], Optional[frozenset[str]]]]:
    """(dotted path, schema section name, mapping, keys it accepts or None) for each checked section."""
    out = []
    for name in ("parallel_config", "runner_config", "recompute_config", "swap_config", "context", "parallel"):
        node = view.at(name).value
        if isinstance(node, dict):
            out.append((name, name, node, schema.section_keys(name, view.style)))
    model = view.at(view.model_path).value
    if isinstance(model, dict):
        keys = schema.model_keys(view.model_class, view.style) if view.class_known else None
        out.append((view.model_path, "model_config", model, keys))
    return out


def key_checks(view: View) -> dict[str, list[Item]]:
    found: dict[str, list[Item]] = {"misplaced_key": [], "hf_name_not_read": [], "misspelt_key": [],
                                    "unknown_key": [], "unknown_key_strict": []}
    parallel_keys = set(schema.section_keys("parallel_config", schema.LEGACY) or ())
    model_known = schema.all_model_keys()
    for path, section, mapping, known in _section_items(view):
        for key, value in mapping.items():
            if known is not None and key in known:
                continue
            loc = view.at(f"{path}.{key}")
            base = {"key": key, "section": path, "value": _short(value), "line": loc.line}
            if section == "model_config":
                _model_key(view, key, base, loc, known, parallel_keys, found)
            else:
                _section_key(view, section, key, base, loc, known, model_known, found)
    _top_level(view, parallel_keys, found)
    return found


def _model_key(view: View, key: str, base: dict[str, Any], loc: Loc, known: Optional[frozenset[str]],
               parallel_keys: set[str], found: dict[str, list[Item]]) -> None:
    canonical = schema.aliases().get(key)
    if known is not None and canonical and view.style == schema.LEGACY:
        reads = next((n for n in rules()["model_fields"].get(canonical, []) if n in known), "")
        if reads:
            effective = view.model.get(canonical)
            shown = effective.value if effective else view.defaults.get(canonical, ("unset", ""))[0]
            if effective is not None and effective.value == loc.value:
                return  # both names given with the same value: the unread one is only redundant
            severe = effective is None and canonical in STRUCTURAL
            found["hf_name_not_read"].append(Item({**base, "mf_name": reads, "model_class": view.model_class,
                                                   "effective": _short(shown), "severe": severe}, [loc]))
            return
    if key in parallel_keys and key not in schema.all_model_keys():
        found["misplaced_key"].append(Item({**base, "expected": "parallel_config"}, [loc]))
        return
    _spelling(key, base, loc, known if known is not None else schema.all_model_keys(), found,
              report_unknown=known is not None, mapping=view.at(view.model_path).value, typos_only=known is None)


def _section_key(view: View, section: str, key: str, base: dict[str, Any], loc: Loc,
                 known: Optional[frozenset[str]], model_known: frozenset[str], found: dict[str, list[Item]]) -> None:
    parallel_names = schema.parallel_names()
    if section == "parallel_config" and key in model_known and key not in (known or ()) and key not in parallel_names:
        found["misplaced_key"].append(Item({**base, "expected": "model.model_config"}, [loc]))
        return
    if known is None or (section == "parallel_config" and key in parallel_names):
        return
    strict = schema.is_strict(section, view.style)
    _spelling(key, base, loc, known, found, report_unknown=True, strict=strict, mapping=view.at(section).value)


def _spelling(key: str, base: dict[str, Any], loc: Loc, known: frozenset[str], found: dict[str, list[Item]],
              report_unknown: bool, strict: bool = False, mapping: Any = None, typos_only: bool = False) -> None:
    """A misspelling of a known key (error when the field matters), else an unknown key (warning)."""
    if key in known:
        return
    present = mapping if isinstance(mapping, dict) else {}  # a dict: membership without a copy per key
    match, score = nearest(key, known)
    close = score >= MISSPELLING_SCORE and (is_typo(key, match) if typos_only else True)
    if match and close and match not in present:
        found["misspelt_key"].append(Item({**base, "nearest": match, "severe": strict or matters(match)}, [loc]))
    elif report_unknown and match:
        check = "unknown_key_strict" if strict else "unknown_key"
        found[check].append(Item({**base, "nearest": match, "version": schema.version()}, [loc]))


def _top_level(view: View, parallel_keys: set[str], found: dict[str, list[Item]]) -> None:
    """Model or parallel keys written at the top level, where MindFormers never looks for them."""
    general = schema.general_keys()
    model_only = {"num_layers", "num_heads", "hidden_size", "n_kv_heads", "vocab_size", "num_hidden_layers",
                  "num_attention_heads", "rms_norm_eps", "intermediate_size"}
    for key, value in view.doc.data.items():
        if key in general:
            continue
        loc = view.at(key)
        base = {"key": key, "section": "(top level)", "value": _short(value), "line": loc.line}
        if key in {"data_parallel", "model_parallel", "pipeline_stage", "context_parallel", "expert_parallel"}:
            found["misplaced_key"].append(Item({**base, "expected": "parallel_config"}, [loc]))
        elif key in model_only:
            found["misplaced_key"].append(Item({**base, "expected": "model.model_config"}, [loc]))


def _short(value: Any) -> str:
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 60 else text[:57] + "..."


# ---- types and ranges ------------------------------------------------------------------------------

def value_checks(view: View) -> dict[str, list[Item]]:
    found: dict[str, list[Item]] = {"wrong_type": [], "value_range": []}
    counts = rules()["positive_counts"]
    for path, section, mapping, _known in _section_items(view):
        for key, value in mapping.items():
            loc = view.at(f"{path}.{key}")
            expected = schema.field_type(section, key, view.schema_class, view.style)
            if key in counts.get(section, ()):
                expected = "int"
            line_text = view.doc.lines[loc.line - 1] if 0 < loc.line <= len(view.doc.lines) else ""
            item = _type_item(path, key, value, expected, loc, line_text)
            if item is not None:
                found["wrong_type"].append(item)
            elif key in counts.get(section, ()):
                item = _range_item(path, key, value, loc)
                if item is not None:
                    found["value_range"].append(item)
    return found


def _type_item(path: str, key: str, value: Any, expected: str, loc: Loc, line_text: str) -> Optional[Item]:
    if not isinstance(value, str) or expected not in (*NUMERIC, "bool"):
        return None
    text = value.strip()
    base = {"key": f"{path}.{key}", "leaf": key, "shown": repr(value), "actual": "string", "expected": expected,
            "line": loc.line, "why": "", "why_zh": ""}
    if expected == "bool" and text.lower() in ("true", "false"):
        return Item({**base, "suggested": text.capitalize(), "why": ": a quoted 'False' is a non-empty string, "
                     "which Python treats as true", "why_zh": "：加引号的 'False' 是非空字符串，Python 视为真"}, [loc])
    number = _as_number(text)
    if expected in NUMERIC and number is not None and not _quoted(line_text) and _looks_float(text):
        return None  # unquoted 1e-5: PyYAML's reading, reported by numeric_string
    if expected in NUMERIC and number is not None:
        suggested = int(number) if expected == "int" and float(number).is_integer() else number
        return Item({**base, "suggested": suggested, "why": " without quotes: MindFormers compares and multiplies "
                     "it as a number", "why_zh": "，不要加引号：MindFormers 把它当作数字比较和相乘"}, [loc])
    return None


def _quoted(line_text: str) -> bool:
    value_part = line_text.split(":", 1)[-1]
    return "'" in value_part or '"' in value_part


def _as_number(text: str) -> Optional[float]:
    try:
        number = float(text)
    except ValueError:
        return None
    return number if math.isfinite(number) else None


def _range_item(path: str, key: str, value: Any, loc: Loc) -> Optional[Item]:
    if value is None or isinstance(value, (list, dict)):
        return None
    base = {"key": f"{path}.{key}", "value": value, "line": loc.line, "minimum": 1, "example": "",
            "example_zh": ""}
    if isinstance(value, bool):
        return Item({**base, "reason": "a boolean where a count is expected", "reason_zh": "此处应为数量，却是布尔值"},
                    [loc])
    if isinstance(value, float) and not value.is_integer():
        low, high = math.floor(value), math.ceil(value)
        return Item({**base, "reason": "not a whole number (MindFormers would truncate or reject it)",
                     "reason_zh": "不是整数（MindFormers 会截断或拒绝）", "example": f", e.g. {max(low, 1)} or {high}",
                     "example_zh": f"，例如 {max(low, 1)} 或 {high}"}, [loc])
    if isinstance(value, (int, float)) and value < 1:
        return Item({**base, "reason": "must be at least 1" + (" (0 is not read as 1)" if value == 0 else ""),
                     "reason_zh": "必须至少为 1" + ("（0 不会被当作 1）" if value == 0 else "")}, [loc])
    limit = rules()["max_devices"]
    if isinstance(value, int) and path == "parallel_config" and value > limit:
        return Item({**base, "reason": f"more than {limit} devices, larger than any cluster",
                     "reason_zh": f"超过 {limit} 张卡，比任何集群都大"}, [loc])
    return None


def depth_check(view: View) -> dict[str, list[Item]]:
    depth = view.doc.max_mapping_depth
    if depth <= MF_MAX_DEPTH:
        return {}
    return {"nesting_depth": [Item({"depth": depth, "limit": MF_MAX_DEPTH})]}


# ---- strings that look like numbers, optimizer values ---------------------------------------------

def numeric_string_checks(view: View, already: set[str]) -> dict[str, list[Item]]:
    """Values PyYAML reads as strings (``1e-8`` without a dot) anywhere in the file."""
    items = []
    for key, mark in view.doc.marks.items():
        if key in already or "[" in key:
            continue
        loc = view.at(key)
        if isinstance(loc.value, str) and _looks_float(loc.value):
            items.append((mark.line, Item({"key": key, "leaf": key.rsplit(".", 1)[-1], "value": loc.value,
                                           "suggested": _as_yaml_float(loc.value)}, [loc])))
    items.sort(key=lambda pair: pair[0])
    return {"numeric_string": [item for _, item in items]}


def _looks_float(text: str) -> bool:
    return _as_number(text) is not None and any(c in text.lower() for c in "e.")


def _as_yaml_float(text: str) -> str:
    mantissa, _, exponent = text.lower().partition("e")
    if exponent and "." not in mantissa:
        mantissa += ".0"
    return f"{mantissa}e{exponent}" if exponent else text


def optimizer_checks(view: View) -> dict[str, list[Item]]:
    opt = view.at("optimizer").value
    if not isinstance(opt, dict):
        return {}
    betas = opt.get("betas")
    pairs = [(f"optimizer.betas[{i}]", b) for i, b in enumerate(betas)] if isinstance(betas, list) else []
    pairs += [(f"optimizer.{k}", opt[k]) for k in ("beta1", "beta2") if k in opt]
    bad = [f"{k} = {v}" for k, v in pairs if _is_number(v) and not 0 <= v < 1]
    eps = opt.get("eps")
    if _is_number(eps) and not 0 < eps < 1e-2:
        bad.append(f"optimizer.eps = {eps}")
    if not bad:
        return {}
    located = [view.at(k) for k in ("optimizer.betas", "optimizer.eps", "optimizer.beta1", "optimizer.beta2")]
    return {"optimizer_values": [Item({"values": bad, "values_text": ", ".join(bad)}, located)]}


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
