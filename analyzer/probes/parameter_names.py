"""parameter-names: parameter names and shapes in a checkpoint, diffed against what the log says.

`load_param_into_net` reports names the network has and the checkpoint lacks, then trains on random
values for them. The checkpoint's own names usually show why (HF names in a MindFormers network, a
``network.``/``model.`` prefix, tied embeddings), and a proposed key map turns that into a fix.

Reads ``.ckpt`` with mindspore, ``.safetensors`` by parsing its JSON header directly (no library,
no tensor data read), a ``*.index.json`` (plus the headers of shards beside it), or a folder of them.

Sample facts::

    {"checkpoint": "/data/llama/model.ckpt", "format": "ckpt", "count": 12,
     "parameters": {"model.embed_tokens.weight": [64, 32], "model.layers.0.self_attn.q_proj.weight": [32, 32], ...}}

Sample verdict with the log's not-loaded list: ``confirmed`` — "10 of 11 not-loaded parameters map to
checkpoint names: model.embed_tokens.weight -> model.tok_embeddings.embedding_weight, ...; unexplained: lm_head.weight".
"""

from __future__ import annotations

import json
import os
import re
import struct
from typing import Any

from . import Unavailable
from .keymap import parse_names, propose

NAME = "parameter-names"
NEEDS: tuple[str, ...] = ()  # mindspore only for .ckpt files, checked when one is read
TIMEOUT = 60.0  # a multi-GB .ckpt is read whole by mindspore
PATH_ARGS = ("checkpoint",)  # made absolute by the parent: the child runs in a temporary cwd
MAX_HEADER = 100 << 20


def read_safetensors_header(path: str) -> dict[str, list[int]]:
    with open(path, "rb") as fh:
        (size,) = struct.unpack("<Q", fh.read(8))
        if size > MAX_HEADER:
            raise ValueError(f"{path}: safetensors header of {size} bytes is implausible")
        header = json.loads(fh.read(size))
    return {k: list(v.get("shape", [])) for k, v in header.items() if k != "__metadata__"}


def read_index(path: str) -> dict[str, list[int]]:
    with open(path, encoding="utf-8") as fh:
        weight_map = json.load(fh).get("weight_map", {})
    folder = os.path.dirname(path)
    shapes: dict[str, list[int]] = {name: [] for name in weight_map}
    for shard in sorted(set(weight_map.values())):
        shard_path = os.path.join(folder, shard)
        if os.path.isfile(shard_path):
            shapes.update(read_safetensors_header(shard_path))
    return shapes


def read_ckpt(path: str) -> dict[str, list[int]]:
    import importlib.util

    if importlib.util.find_spec("mindspore") is None:
        raise Unavailable("reading a .ckpt needs mindspore, which is not installed")
    import mindspore as ms

    return {name: list(param.shape) for name, param in ms.load_checkpoint(path).items()}


def _pick_file(path: str) -> str:
    """A folder stands for the index json in it, else its only checkpoint file."""
    if not os.path.isdir(path):
        return path
    names = sorted(os.listdir(path))
    for suffix in (".index.json", ".safetensors", ".ckpt"):
        found = [n for n in names if n.endswith(suffix)]
        if found:
            return os.path.join(path, found[0])
    raise Unavailable(f"no .ckpt, .safetensors or index json in {path}")


def collect(args: dict[str, Any]) -> dict[str, Any]:
    given = str(args.get("checkpoint") or "")
    if not given or given.startswith("<"):
        raise Unavailable("no checkpoint path: pass --checkpoint PATH or --arg checkpoint=PATH")
    if not os.path.exists(given):
        raise Unavailable(f"checkpoint {given} does not exist here")
    path = _pick_file(given)
    if path.endswith(".json"):
        kind, shapes = "index", read_index(path)
    elif path.endswith(".safetensors"):
        kind, shapes = "safetensors", read_safetensors_header(path)
    else:
        kind, shapes = "ckpt", read_ckpt(path)
    return {"checkpoint": path, "format": kind, "count": len(shapes), "parameters": shapes}


def _key_map(args: dict[str, Any], facts: dict[str, Any]):
    missing = parse_names(args.get("missing") or args.get("param_not_load"))
    params = facts.get("parameters") or {}
    return missing, propose(missing, list(params), params)


def finding_facts(args: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    """Facts to add to the finding itself (public in the JSON report): the proposed key map."""
    missing, km = _key_map(args, facts)
    if not missing or not km.pairs:
        return {}
    return {"proposed_key_map": {p["checkpoint"]: p["network"] for p in km.pairs},
            "key_map_unexplained": km.unexplained_network + km.unexplained_checkpoint}


def _network_note(network: dict[str, Any]) -> str:
    """The live network's own parameter names (facts recorded in the failing process by analyzer/runtime/hook.py)."""
    params = network.get("parameters") or {}
    shown = ", ".join(f"{n} {tuple(s)}" for n, s in list(params.items())[:6])
    more = f", ... ({len(params)} in all)" if len(params) > 6 else ""
    return f"; the live network '{network.get('name')}' ({network.get('class')}) has {shown}{more}"


def _judge_live_network(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str] | None:
    """Live facts without a checkpoint in reach: are the not-loaded names the network's own?"""
    network = facts.get("network") or {}
    if facts.get("parameters") or not network:
        return None
    missing = parse_names(args.get("missing") or args.get("param_not_load"))
    own = set(network.get("parameters") or {})
    note = _network_note(network)[2:]
    if missing and all(m in own for m in missing):
        return "confirmed", (f"{note}; the {len(missing)} not-loaded name(s) are its own, so the checkpoint "
                             "names them differently (the checkpoint itself was not in reach of the failing frames)")
    return "inconclusive", f"{note}; no checkpoint dict was in reach of the failing frames"


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    live = _judge_live_network(args, facts)
    if live is not None:
        return live
    network = facts.get("network") or {}
    if network and not parse_names(args.get("missing") or args.get("param_not_load")):
        ckpt = facts.get("parameters") or {}  # the live network tells which names the checkpoint lacks
        args = dict(args, missing=[n for n in network.get("parameters") or {} if n not in ckpt])
    verdict = _judge_checkpoint(args, facts)
    return (verdict[0], verdict[1] + _network_note(network)) if network else verdict


def _judge_checkpoint(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    where = f"checkpoint {facts.get('checkpoint')} ({facts.get('format')}, {facts.get('count')} parameters)"
    missing, km = _key_map(args, facts)
    param = str(args.get("param") or "")
    if not missing and param and not param.startswith("<"):
        return _judge_shape(where, param, args, facts.get("parameters") or {})
    if not missing:
        return "inconclusive", f"{where}; the log quotes no not-loaded names to compare with"
    params = facts.get("parameters") or {}
    absent = [m for m in missing if m not in params]
    if not absent:
        return "refuted", f"{where} holds all {len(missing)} names reported as not loaded: was another file loaded?"
    shown = ", ".join(f"{p['checkpoint']} -> {p['network']}" for p in km.pairs[:6])
    more = f" (+{len(km.pairs) - 6} more)" if len(km.pairs) > 6 else ""
    text = f"{where}: {len(absent)} not-loaded name(s) are absent from it"
    if km.pairs:
        text += f"; {len(km.pairs)} map to checkpoint names: {shown}{more}"
    if km.unexplained_network:
        text += f"; unexplained: {', '.join(km.unexplained_network[:5])}"
    if km.notes:
        text += f"; {' ; '.join(km.notes[:2])}"
    return "confirmed", text


def _dims(text: Any) -> list[int]:
    return [int(d) for d in re.findall(r"\d+", str(text or ""))]


def _judge_shape(where: str, param: str, args: dict[str, Any], params: dict[str, Any]) -> tuple[str, str]:
    """A shape-mismatch finding: does this checkpoint hold `param` with the shape the log quotes?"""
    if param not in params:
        return "inconclusive", f"{where} has no parameter named {param}: the log came from another file"
    have, net = list(params[param]), _dims(args.get("net_shape"))
    text = f"{where}: {param} has shape {tuple(have)}"
    if net:
        text += f", the network wants {tuple(net)}"
        ratios = {h / n for h, n in zip(have, net) if n and h != n} if len(have) == len(net) else set()
        ratio = ratios.pop() if len(ratios) == 1 else 0.0
        if ratio:
            factor = ratio if ratio >= 1 else 1 / ratio
            text += (f" (one dimension differs by {factor:g}×: a model-parallel slice vs the full tensor, "
                     "or a different head/vocab count)")
        if sorted(have) == sorted(net) and have != net:
            text += " (same sizes in another order: a transposed weight, e.g. HF Linear vs a framework Dense)"
    status = "confirmed" if net and have != net else ("refuted" if net else "inconclusive")
    return status, text
