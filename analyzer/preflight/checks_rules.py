"""The checks MindFormers makes at start-up (check_rules.py, model constructors) and migration traps.

Each check says in preflight_rules.yaml under which parallel_mode it applies; with
``use_parallel: False`` MindFormers runs on one device and ignores parallel_config, so no layout
check applies then. Values that failed the schema checks (0, fractions, strings) are left out here:
they were reported once already and arithmetic on them would only add noise.
"""

from __future__ import annotations

import math
from typing import Any, Optional

from .layout import Dims, Layout
from .view import View
from .wording import Item, Loc, rules


def count(loc: Optional[Loc]) -> Optional[int]:
    """A valid count (a whole number >= 1) or None."""
    if loc is None:
        return None
    value = loc.value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not value.is_integer():
        return None
    return int(value) if value >= 1 else None


def model_int(view: View, name: str) -> Optional[int]:
    """A model count from the YAML/config.json, else the class default where that default really applies.

    A 1.9 new-style config without its config.json at hand has unknown dimensions (they come from the
    model folder), so class defaults are not mixed with the YAML's overrides then. Multi-latent
    attention (DeepSeek-V3) has no grouped KV heads to divide.
    """
    if name == "n_kv_heads" and view.mla:
        return None
    found = count(view.model.get(name))
    if found is None and name in view.defaults and (view.style == "legacy" or view.hf):
        value = view.defaults[name][0]
        found = count(Loc(name, value))
    return found


def layout_of(view: View) -> Layout:
    p = view.parallel
    return Layout(count(p.get("data_parallel")) or 1, count(p.get("model_parallel")) or 1,
                  count(p.get("pipeline_stage")) or 1, count(p.get("context_parallel")) or 1,
                  count(p.get("micro_batch_num")) or 1)


def layout_valid(view: View) -> bool:
    """False when a parallel degree is present but not a usable count (reported by value_range)."""
    limit = rules()["max_devices"]
    for name in ("data_parallel", "model_parallel", "pipeline_stage", "context_parallel"):
        loc = view.parallel.get(name)
        if loc is not None and (count(loc) is None or count(loc) > limit):
            return False
    return layout_of(view).product <= limit


def dims_of(view: View) -> Dims:
    return Dims(model_int(view, "num_layers"), model_int(view, "num_heads"), model_int(view, "n_kv_heads"),
                model_int(view, "hidden_size"), model_int(view, "intermediate_size"), model_int(view, "vocab_size"))


def _locs(view: View, *names: str) -> list[Loc]:
    out = []
    for name in names:
        loc = view.model.get(name) or view.parallel.get(name)
        if loc is not None:
            out.append(loc)
    return out


def parallel_checks(view: View, devices: Optional[int]) -> dict[str, list[Item]]:
    found: dict[str, list[Item]] = {}
    if not layout_valid(view):
        return found
    layout, dims = layout_of(view), dims_of(view)

    def add(check: str, facts: dict[str, Any], located: list[Loc]) -> None:
        if view.applies(check):
            found.setdefault(check, []).append(Item(facts, located))

    if devices and layout.product != devices:
        add("parallel_product", {"product": layout.product, "devices": devices, "data_parallel": layout.dp,
                                 "model_parallel": layout.mp, "pipeline_stage": layout.pp,
                                 "context_parallel": layout.cp},
            _locs(view, "data_parallel", "model_parallel", "context_parallel", "pipeline_stage"))
    kv_heads = None if view.model_class in rules()["kv_heads_repeated"] else dims.kv_heads
    bad = [(n, s) for n, s in (("num_heads", dims.heads), ("n_kv_heads", kv_heads),
                               ("intermediate_size", dims.ffn)) if s and s % layout.mp]
    if bad and layout.mp > 1:
        listed = ", ".join(f"{n} {s}" for n, s in bad)
        add("model_parallel_divisibility", {"model_parallel": layout.mp, "not_divisible": listed, **dict(bad)},
            _locs(view, *(n for n, _ in bad), "model_parallel"))
    vocab_dp = view.parallel.get("vocab_emb_dp")
    if dims.vocab and layout.mp > 1 and dims.vocab % layout.mp and vocab_dp is not None and vocab_dp.value is False:
        add("vocab_divisibility", {"vocab_size": dims.vocab, "model_parallel": layout.mp,
                                   "padded_vocab": math.ceil(dims.vocab / layout.mp) * layout.mp},
            _locs(view, "vocab_size", "model_parallel"))
    if dims.layers and dims.layers < layout.pp:
        add("layers_vs_stages", {"num_layers": dims.layers, "pipeline_stage": layout.pp},
            _locs(view, "num_layers", "pipeline_stage"))
    if layout.pp > 1 and layout.micro_batch_num < layout.pp and view.training:
        add("micro_batches", {"micro_batch_num": layout.micro_batch_num, "pipeline_stage": layout.pp,
                              "suggested": layout.pp * 2}, _locs(view, "micro_batch_num", "pipeline_stage"))
    _experts(view, add)
    _pipeline_offset(view, layout, dims, add)
    _recompute(view, layout, add)
    _mode_rules(view, layout, dims, add)
    return found


def _experts(view: View, add: Any) -> None:
    ep = count(view.parallel.get("expert_parallel"))
    experts_loc = view.model.get("experts")
    key = "model_config"
    if experts_loc is None:
        moe = view.at("moe_config.expert_num")
        experts_loc, key = (moe, "moe_config.expert_num") if moe.value is not None else (None, "")
    experts = count(experts_loc)
    if experts_loc is not None and key == "model_config":
        key = experts_loc.key.rsplit(".", 1)[-1]
    if ep and ep > 1 and experts and experts % ep:
        suggested = max(d for d in range(1, min(ep, experts) + 1) if experts % d == 0)
        add("expert_parallel_divisibility", {"experts": experts, "experts_key": key, "expert_parallel": ep,
                                             "suggested": suggested},
            [experts_loc, view.parallel["expert_parallel"]])


def _pipeline_offset(view: View, layout: Layout, dims: Dims, add: Any) -> None:
    loc = view.model.get("offset")
    if loc is None or not isinstance(loc.value, list) or layout.pp <= 1 or not dims.layers:
        return
    vpp = model_int(view, "pp_interleave_num") or 1
    flat = loc.value
    rows = flat if flat and all(isinstance(r, list) for r in flat) else [flat]
    if not all(isinstance(v, int) and not isinstance(v, bool) for r in rows for v in r):
        return
    remainder = dims.layers % (layout.pp * vpp)
    total = sum(sum(r) for r in rows)
    problem = problem_zh = ""
    if any(len(r) != layout.pp for r in rows):
        length = len(rows[0]) if len(rows) == 1 else [len(r) for r in rows]
        problem = f"{length} entries for {layout.pp} stages"
        problem_zh = f"{length} 项，但有 {layout.pp} 级"
    elif total != remainder and view.style != "legacy":  # 1.9 rule; 1.x counted extra (MTP) layers
        problem = f"its sum {total} is not num_layers {dims.layers} % {layout.pp * vpp} = {remainder}"
        problem_zh = f"总和 {total} 不等于 num_layers {dims.layers} % {layout.pp * vpp} = {remainder}"
    if problem:
        example = [0] * layout.pp
        for i in range(remainder):
            example[-1 - (i % layout.pp)] += 1
        add("pipeline_offset", {"offset": flat, "pipeline_stage": layout.pp, "problem": problem,
                                "problem_zh": problem_zh, "remainder": remainder, "example": example},
            [loc, *_locs(view, "pipeline_stage")])


def _recompute(view: View, layout: Layout, add: Any) -> None:
    section = view.at("recompute_config").value
    if not isinstance(section, dict):
        section = view.at("parallel_config.recompute").value
    if not isinstance(section, dict):
        return
    swap = view.at("swap_config.swap").value
    if swap is True:
        return
    for key in ("recompute", "select_recompute", "select_comm_recompute"):
        value = section.get(key)
        if isinstance(value, list) and len(value) > layout.pp and all(
                isinstance(v, int) and not isinstance(v, bool) for v in value):
            loc = view.at(f"recompute_config.{key}")
            add("recompute_list", {"key": key, "length": len(value), "value": value, "pipeline_stage": layout.pp},
                [loc])


def _mode_rules(view: View, layout: Layout, dims: Dims, add: Any) -> None:
    mode = view.run_mode
    if mode == "eval" and layout.pp > 1:
        add("pp_in_eval", {"pipeline_stage": layout.pp, "run_mode": mode}, _locs(view, "pipeline_stage"))
    if mode == "predict_with_train_model" and layout.dp > 1:
        add("predict_with_train_dp", {"data_parallel": layout.dp}, _locs(view, "data_parallel"))
    batch = count(view.model.get("batch_size"))
    if mode in ("predict", "eval") and batch and layout.dp > 1 and batch % layout.dp:
        add("batch_vs_data_parallel", {"batch_size": batch, "data_parallel": layout.dp, "run_mode": mode},
            _locs(view, "batch_size", "data_parallel"))
    if view.style != "legacy":
        return
    flash = view.model.get("use_flash_attention")
    if layout.cp > 1 and not (flash is not None and flash.value is True):
        add("cp_needs_flash_attention", {"context_parallel": layout.cp}, _locs(view, "context_parallel"))
    algo = view.parallel.get("context_parallel_algo")
    heads = dims.kv_heads or dims.heads
    if layout.cp > 1 and algo is not None and algo.value == "ulysses_cp" and heads and layout.cp * layout.mp > heads:
        add("ulysses_heads", {"context_parallel": layout.cp, "model_parallel": layout.mp,
                              "product": layout.cp * layout.mp, "heads": heads},
            _locs(view, "context_parallel", "model_parallel", "n_kv_heads", "num_heads"))
    experts = count(view.at("moe_config.expert_num"))
    seq_parallel = view.parallel.get("use_seq_parallel")
    if view.training and experts and experts > 1 and layout.mp > 1 and not (
            seq_parallel is not None and seq_parallel.value is True):
        add("moe_tp_needs_seq_parallel", {"experts": experts, "model_parallel": layout.mp},
            [view.at("moe_config.expert_num"), *_locs(view, "model_parallel")])
    fgi = count(view.model.get("fine_grain_interleave"))
    if fgi and fgi > 1 and layout.cp <= 1 and not (seq_parallel is not None and seq_parallel.value is True):
        add("fine_grain_interleave", {"fine_grain_interleave": fgi}, _locs(view, "fine_grain_interleave"))


# ---- model values that do not depend on the layout ------------------------------------------------

def model_checks(view: View) -> dict[str, list[Item]]:
    found: dict[str, list[Item]] = {}
    dims = dims_of(view)

    def add(check: str, facts: dict[str, Any], located: list[Loc]) -> None:
        found.setdefault(check, []).append(Item(facts, located))

    if dims.heads and dims.kv_heads and (dims.heads % dims.kv_heads):
        add("kv_heads_vs_heads", {"num_heads": dims.heads, "n_kv_heads": dims.kv_heads,
                                  "remainder": dims.heads % dims.kv_heads}, _locs(view, "num_heads", "n_kv_heads"))
    if dims.hidden and dims.heads and dims.hidden % dims.heads and "head_dim" not in view.model:
        add("hidden_per_head", {"hidden_size": dims.hidden, "num_heads": dims.heads},
            _locs(view, "hidden_size", "num_heads"))
    seq, max_pos = model_int(view, "seq_length"), count(view.model.get("max_position_embedding"))
    if seq and max_pos and seq > max_pos:
        add("seq_length", {"seq_length": seq, "max_position_embeddings": max_pos},
            _locs(view, "seq_length", "max_position_embedding"))
    use_past = view.model.get("use_past")
    if view.training and use_past is not None and use_past.value is True:
        add("use_past_in_training", {"run_mode": view.run_mode}, [use_past])
    _token_ids(view, dims, add)
    return found


def _token_ids(view: View, dims: Dims, add: Any) -> None:
    ids = {name: view.model[name] for name in ("pad_token_id", "bos_token_id", "eos_token_id", "ignore_token_id")
           if name in view.model}
    vocab = dims.vocab
    for name, loc in ids.items():
        values = loc.value if isinstance(loc.value, list) else [loc.value]
        bad = [v for v in values if _is_id(v) and name != "ignore_token_id" and vocab and v >= vocab]
        if bad:
            add("token_id_out_of_vocab", {"key": name, "value": bad[0], "vocab_size": vocab}, [loc])
    ignore = ids.get("ignore_token_id")
    if ignore is None or not _is_id(ignore.value) or ignore.value < 0:
        return
    clash = [n for n, loc in ids.items() if n != "ignore_token_id" and loc.value == ignore.value]
    if ignore.value < (vocab or 0) or clash:
        add("ignore_token_id_real", {"value": ignore.value, "same_as": ", ".join(clash) or str(ignore.value)},
            [ignore, *(ids[n] for n in clash)])


def _is_id(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
