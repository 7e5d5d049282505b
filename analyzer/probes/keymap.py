"""Propose how checkpoint parameter names map onto network parameter names.

Checkpoints converted by hand from Hugging Face keep HF module names, which MindFormers' Llama-family
networks spell differently (MindFormers ``convert_weight.py``: ``self_attn.q_proj`` -> ``attention.wq``
...). `load_param_into_net` does not fail on such names; it leaves the network's parameters at their
random initial values. Known renames are tried first, then a leading-prefix fix, then fuzzy matching
(rapidfuzz) of what is left; pairs whose shapes disagree are never proposed by fuzzy matching.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Optional

# HF substring -> MindFormers substring, applied in order (MindFormers convert_weight.py name_replace).
HF_TO_MINDFORMERS: tuple[tuple[str, str], ...] = (
    ("embed_tokens.weight", "tok_embeddings.embedding_weight"),
    (".self_attn.q_proj.", ".attention.wq."),
    (".self_attn.k_proj.", ".attention.wk."),
    (".self_attn.v_proj.", ".attention.wv."),
    (".self_attn.o_proj.", ".attention.wo."),
    (".mlp.gate_proj.", ".feed_forward.w1."),
    (".mlp.down_proj.", ".feed_forward.w2."),
    (".mlp.up_proj.", ".feed_forward.w3."),
    (".input_layernorm.", ".attention_norm."),
    (".post_attention_layernorm.", ".ffn_norm."),
    (".norm.", ".norm_out."),
)
FUZZY_CUTOFF = 85.0


def hf_to_mindformers(name: str) -> str:
    for old, new in HF_TO_MINDFORMERS:
        name = name.replace(old, new)
    return name


def parse_names(value: Any) -> list[str]:
    """A list of names as the log printed it (``['a', 'b']``), a comma list, or a real list."""
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    text = str(value or "").strip()
    if not text or text.startswith("<"):
        return []
    try:
        parsed = ast.literal_eval(text)
        if isinstance(parsed, (list, tuple)):
            return [str(v) for v in parsed]
    except (ValueError, SyntaxError):
        pass
    return [p.strip().strip("'\"") for p in text.strip("[]").split(",") if p.strip().strip("'\"")]


@dataclass
class KeyMap:
    pairs: list[dict[str, Any]] = field(default_factory=list)  # {checkpoint, network, how, score}
    unexplained_network: list[str] = field(default_factory=list)
    unexplained_checkpoint: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"pairs": self.pairs, "unexplained_network": self.unexplained_network,
                "unexplained_checkpoint": self.unexplained_checkpoint, "notes": self.notes}


def _prefix_match(renamed: str, wanted: set[str]) -> Optional[str]:
    """`model.x` vs `x`, or `network.model.x` vs `model.x`: differ only by leading components."""
    for name in wanted:
        if name.endswith("." + renamed) or renamed.endswith("." + name):
            return name
    return None


def _shape(shapes: dict[str, Any], name: str) -> Optional[tuple]:
    value = shapes.get(name)
    return tuple(value) if isinstance(value, (list, tuple)) else None


def propose(missing: list[str], checkpoint_names: list[str], shapes: Optional[dict[str, Any]] = None,
            network_shapes: Optional[dict[str, Any]] = None) -> KeyMap:
    """Pair each not-loaded network name with a checkpoint name; say which stay unexplained."""
    shapes, network_shapes = shapes or {}, network_shapes or {}
    result = KeyMap()
    wanted = [m for m in missing if m not in set(checkpoint_names)]
    wanted_set = set(wanted)
    pool = [c for c in checkpoint_names if c not in set(missing)]
    used: set[str] = set()
    for ckpt in pool:
        renamed = hf_to_mindformers(ckpt)
        how = "rename" if renamed != ckpt else "same"
        target = renamed if renamed in wanted_set else _prefix_match(renamed, wanted_set)
        if target is None:
            continue
        result.pairs.append({"checkpoint": ckpt, "network": target,
                             "how": how if target == renamed else f"{how}+prefix", "score": 100.0})
        wanted_set.discard(target)
        used.add(ckpt)
    left = [c for c in pool if c not in used]
    _fuzzy(result, [w for w in wanted if w in wanted_set], left, shapes, network_shapes, used)
    result.unexplained_network = [w for w in wanted if w not in {p["network"] for p in result.pairs}]
    result.unexplained_checkpoint = [c for c in pool if c not in used]
    _explain_leftovers(result, checkpoint_names)
    return result


def _fuzzy(result: KeyMap, wanted: list[str], left: list[str], shapes: dict[str, Any],
           network_shapes: dict[str, Any], used: set[str]) -> None:
    try:
        from rapidfuzz import fuzz, process
    except ImportError:
        return
    for name in wanted:
        choices = {c: hf_to_mindformers(c) for c in left if c not in used}
        if not choices:
            return
        best = process.extractOne(name, choices, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
        if best is None:
            continue
        ckpt = best[2]
        a, b = _shape(shapes, ckpt), _shape(network_shapes, name)
        if a is not None and b is not None and a != b:
            continue
        result.pairs.append({"checkpoint": ckpt, "network": name, "how": "fuzzy", "score": round(best[1], 1)})
        used.add(ckpt)


def _explain_leftovers(result: KeyMap, checkpoint_names: list[str]) -> None:
    has_embed = any("embed_tokens" in c or "tok_embeddings" in c for c in checkpoint_names)
    for name in result.unexplained_network:
        if "lm_head" in name and has_embed and not any("lm_head" in c for c in checkpoint_names):
            result.notes.append(f"{name}: the checkpoint has no lm_head, typical of tied embeddings "
                                "(tie_word_embeddings=True): copy the embedding weight or set "
                                "tie_word_embeddings in the model config")
    for name in result.unexplained_checkpoint:
        if "lm_head" in name:
            result.notes.append(f"{name}: the network has no lm_head parameter of that name; with tied "
                                "embeddings the network reuses the embedding table and this can be dropped")
        elif name.endswith("rotary_emb.inv_freq"):
            result.notes.append(f"{name}: a computed buffer in HF checkpoints, not a parameter; drop it")
