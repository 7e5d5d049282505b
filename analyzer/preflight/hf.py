"""The config against the Hugging Face model it was ported from: config.json and the tokenizer.

A shape that differs fails to load (or loads into the wrong slots); a value that differs
(``rms_norm_eps`` 1e-5 vs 1e-6, ``rope_theta``) never fails at all, training just goes worse. What
MindFormers uses when the YAML is silent is the model class's default for this style (legacy
LlamaConfig 1e-5/float16/0.01, 1.9 mcore classes 1e-6/bfloat16/0.02), so that default is compared.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any, Optional

from .view import View
from .wording import Item, Loc, rules

# HF config.json field -> canonical field; `structural` ones change weight shapes.
HF_FIELDS: tuple[tuple[str, str, bool], ...] = (
    ("num_hidden_layers", "num_layers", True),
    ("num_attention_heads", "num_heads", True),
    ("num_key_value_heads", "n_kv_heads", True),
    ("hidden_size", "hidden_size", True),
    ("intermediate_size", "intermediate_size", True),
    ("vocab_size", "vocab_size", True),
    ("head_dim", "head_dim", True),
    ("max_position_embeddings", "max_position_embedding", False),
    ("rope_theta", "theta", False),
    ("rms_norm_eps", "rms_norm_eps", False),
    ("attention_bias", "qkv_has_bias", True),
    ("initializer_range", "init_method_std", False),
    ("tie_word_embeddings", "tie_word_embeddings", True),
    ("bos_token_id", "bos_token_id", False),
    ("eos_token_id", "eos_token_id", False),
)
MAX_TOKENIZER_BYTES = 64 * 2**20


def _same(a: Any, b: Any) -> bool:
    if isinstance(b, list) and not isinstance(a, list):
        return a in b
    if isinstance(a, bool) or isinstance(b, bool):
        return bool(a) == bool(b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=0.0)
    return str(a) == str(b)


def _ours(view: View, canonical: str) -> Optional[tuple[Any, str, Optional[Loc]]]:
    loc = view.model.get(canonical)
    if loc is not None and not loc.path:
        leaf = loc.key.rsplit(".", 1)[-1]
        if leaf in rules()["inverse_names"]:  # the view holds the meaning (tied), the YAML the opposite
            return loc.value, f"{leaf}: {not loc.value} (= {canonical} {loc.value})", loc
        return loc.value, f"{leaf}: {loc.value}", loc
    if canonical == "n_kv_heads" and "num_heads" in view.model:  # unset: one KV head per query head
        heads = view.model["num_heads"].value
        return heads, f"n_kv_heads unset (= num_heads {heads})", None
    if canonical in view.defaults:
        value, where = view.defaults[canonical]
        if value is not None:
            return value, f"{canonical} unset ({where} {value})", None
    return None


def hf_checks(view: View, hf_path: str, hf: dict[str, Any]) -> dict[str, list[Item]]:
    structural: list[str] = []
    other: list[str] = []
    located: list[Loc] = []
    for hf_key, canonical, is_structural in HF_FIELDS:
        if hf.get(hf_key) is None:
            continue
        ours = _ours(view, canonical)
        if ours is None or _same(ours[0], hf[hf_key]):
            continue
        text = f"{ours[1]} but config.json {hf_key} = {json.dumps(hf[hf_key])}"
        (structural if is_structural else other).append(text)
        if ours[2] is not None:
            located.append(ours[2])
    other += _dtype_and_pad(view, hf)
    found: dict[str, list[Item]] = {}
    if structural:
        found["hf_shape_fields"] = [Item({"hf_config": hf_path, "differences": structural,
                                          "n_differences": len(structural), "first_difference": structural[0],
                                          "differences_text": "; ".join(structural)}, located)]
    if other:
        found["hf_value_fields"] = [Item({"hf_config": hf_path, "differences": other, "n_differences": len(other),
                                          "first_difference": other[0], "differences_text": "; ".join(other)},
                                         [loc for k in ("rms_norm_eps", "theta", "pad_token_id", "compute_dtype",
                                                        "param_init_type") if (loc := view.model.get(k))])]
    return found


def _dtype_and_pad(view: View, hf: dict[str, Any]) -> list[str]:
    """Differences that are not one field renamed: padding ids and dtypes."""
    out = []
    ours = _ours(view, "pad_token_id")
    if ours is not None and "pad_token_id" in hf and not _same(ours[0], hf["pad_token_id"]):
        unset = "" if ours[2] else " (unset, class default)"
        out.append(f"pad_token_id {ours[0]}{unset} but config.json pad_token_id = {json.dumps(hf['pad_token_id'])} "
                   "(labels to skip use ignore_token_id, default -100)")
    hf_dtype = str(hf.get("torch_dtype") or hf.get("dtype") or "")
    if hf_dtype == "bfloat16":
        for key in ("compute_dtype", "param_init_type"):
            found = _ours(view, key)
            if found is not None and str(found[0]) == "float16":
                unset = "" if found[2] else " (unset, class default)"
                out.append(f"{key} float16{unset} but the HF weights are bfloat16 (float16 overflows where "
                           "bfloat16 does not)")
    return out


# ---- tokenizer ----------------------------------------------------------------------------------

def tokenizer_file(view: View, hf_path: str) -> str:
    """tokenizer.json beside the HF config, in pretrained_model_dir or beside processor.tokenizer.vocab_file."""
    folders = [os.path.dirname(hf_path)] if hf_path else []
    tok = view.at("processor.tokenizer").value
    if isinstance(tok, dict):
        for key in ("tokenizer_file", "vocab_file"):
            value = tok.get(key)
            if isinstance(value, str) and value:
                base = value if os.path.isabs(value) else os.path.join(os.path.dirname(os.path.abspath(view.doc.path)),
                                                                        value)
                folders.append(base if os.path.isdir(base) else os.path.dirname(base))
    for folder in folders:
        candidate = os.path.join(folder, "tokenizer.json")
        if os.path.isfile(candidate) and os.path.getsize(candidate) <= MAX_TOKENIZER_BYTES:
            return candidate
    return ""


def tokenizer_size(path: str) -> Optional[int]:
    """Highest token id + 1 of a tokenizer.json (model vocab and added tokens)."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    vocab = (data.get("model") or {}).get("vocab") if isinstance(data.get("model"), dict) else None
    top = -1
    if isinstance(vocab, dict):
        top = max((i for i in vocab.values() if isinstance(i, int)), default=-1)
    elif isinstance(vocab, list):
        top = len(vocab) - 1
    for added in data.get("added_tokens") or []:
        if isinstance(added, dict) and isinstance(added.get("id"), int):
            top = max(top, added["id"])
    return top + 1 if top >= 0 else None


def tokenizer_checks(view: View, hf_path: str, vocab: Optional[int]) -> dict[str, list[Item]]:
    path = tokenizer_file(view, hf_path)
    size = tokenizer_size(path) if path and vocab else None
    if not size or not vocab or size <= vocab:
        return {}
    located = [view.model["vocab_size"]] if "vocab_size" in view.model else []
    return {"vocab_vs_tokenizer": [Item({"vocab_size": vocab, "tokenizer_vocab": size, "tokenizer_file": path},
                                        located)]}
