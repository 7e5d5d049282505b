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
from dataclasses import dataclass, field
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


@dataclass(frozen=True)
class Ours:
    """The value MindFormers will use for a field and how to say where it comes from (en, zh)."""

    value: Any
    en: str
    zh: str
    loc: Optional[Loc] = None


def _ours(view: View, canonical: str) -> Optional[Ours]:
    loc = view.model.get(canonical)
    if loc is not None and not loc.path:
        leaf = loc.key.rsplit(".", 1)[-1]
        if leaf in rules()["inverse_names"]:  # the view holds the meaning (tied), the YAML the opposite
            text = f"{leaf}: {not loc.value} (= {canonical} {loc.value})"
            return Ours(loc.value, text, text, loc)
        return Ours(loc.value, f"{leaf}: {loc.value}", f"{leaf}: {loc.value}", loc)
    if canonical == "n_kv_heads" and "num_heads" in view.model:  # unset: one KV head per query head
        heads = view.model["num_heads"].value
        return Ours(heads, f"n_kv_heads unset (= num_heads {heads})", f"n_kv_heads 未设置（= num_heads {heads}）")
    if canonical in view.defaults:
        value, cls = view.defaults[canonical]
        if value is not None:
            return Ours(value, f"{canonical} unset ({cls} default {value})",
                        f"{canonical} 未设置（{cls} 默认值 {value}）")
    return None


@dataclass
class Differences:
    en: list[str] = field(default_factory=list)
    zh: list[str] = field(default_factory=list)

    def add(self, en: str, zh: str) -> None:
        self.en.append(en)
        self.zh.append(zh)

    def facts(self, hf_path: str) -> dict[str, Any]:
        return {"hf_config": hf_path, "differences": self.en, "differences_zh": self.zh,
                "n_differences": len(self.en), "first_difference": self.en[0], "first_difference_zh": self.zh[0],
                "differences_text": "; ".join(self.en), "differences_text_zh": "；".join(self.zh)}


def hf_checks(view: View, hf_path: str, hf: dict[str, Any]) -> dict[str, list[Item]]:
    structural, other = Differences(), Differences()
    located: list[Loc] = []
    for hf_key, canonical, is_structural in HF_FIELDS:
        if hf.get(hf_key) is None:
            continue
        ours = _ours(view, canonical)
        if ours is None or _same(ours.value, hf[hf_key]):
            continue
        theirs = f"{hf_key} = {json.dumps(hf[hf_key])}"
        (structural if is_structural else other).add(f"{ours.en} but config.json {theirs}",
                                                     f"{ours.zh}，但 config.json 中 {theirs}")
        if ours.loc is not None and is_structural:
            located.append(ours.loc)
    _dtype_and_pad(view, hf, other)
    found: dict[str, list[Item]] = {}
    if structural.en:
        found["hf_shape_fields"] = [Item(structural.facts(hf_path), located)]
    if other.en:
        found["hf_value_fields"] = [Item(other.facts(hf_path),
                                         [loc for k in ("rms_norm_eps", "theta", "pad_token_id", "compute_dtype",
                                                        "param_init_type") if (loc := view.model.get(k))])]
    return found


def _dtype_and_pad(view: View, hf: dict[str, Any], out: Differences) -> None:
    """Differences that are not one field renamed: padding ids and dtypes."""
    ours = _ours(view, "pad_token_id")
    if ours is not None and "pad_token_id" in hf and not _same(ours.value, hf["pad_token_id"]):
        theirs = json.dumps(hf["pad_token_id"])
        out.add(f"{ours.en} but config.json pad_token_id = {theirs} (labels to skip use ignore_token_id, default -100)",
                f"{ours.zh}，但 config.json 中 pad_token_id = {theirs}（要跳过的标签用 ignore_token_id，默认 -100）")
    hf_dtype = str(hf.get("torch_dtype") or hf.get("dtype") or "")
    if hf_dtype == "bfloat16":
        for key in ("compute_dtype", "param_init_type"):
            found = _ours(view, key)
            if found is not None and str(found.value) == "float16":
                out.add(f"{found.en} but the HF weights are bfloat16 (float16 overflows where bfloat16 does not)",
                        f"{found.zh}，但 HF 权重是 bfloat16（float16 会在 bfloat16 不溢出的地方溢出）")


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
