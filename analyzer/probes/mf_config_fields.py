"""mindformers-config-fields: build the YAML's model config with the installed MindFormers class and
report the fields that did not land.

Why live: a legacy config class takes ``**kwargs`` and keeps unknown names as plain attributes, so
``num_hidden_layers: 40`` in a ``LlamaConfig`` section is accepted without a word while the model is
built from ``num_layers`` (default 32). Which names a class reads differs between releases, so the
answer comes from the installed class itself: a YAML key that is not a parameter of the class's
``__init__`` but names a field the class does read (through the alias table) did not land; the
object's value of the read field is reported next to the YAML's.

Sample facts (mindformers 1.9.0)::

    {"version": "1.9.0", "model_class": "LlamaConfig", "built": true,
     "not_landed": [{"key": "num_hidden_layers", "value": 40, "reads": "num_layers", "landed": 32}],
     "unread": ["my_note"]}
"""

from __future__ import annotations

import inspect
from typing import Any

NAME = "mindformers-config-fields"
NEEDS = ("mindformers", "mindspore")
TIMEOUT = 60.0  # importing mindformers takes 3-8 s, more on a cold cache
PATH_ARGS = ("config",)
SKIPPED = frozenset({"type", "parallel_config", "moe_config", "checkpoint_name_or_path"})


def _class(view: Any) -> Any:
    from mindformers.tools.register import MindFormerRegister

    table = MindFormerRegister.registry.get("config", {})
    if view.style == "legacy":
        return table.get(view.model_class)
    return table.get(f"mcore_{view.model_class}") or table.get(view.model_class)


def _params(cls: Any) -> set[str]:
    func = inspect.unwrap(cls.__init__)
    return {n for n, p in inspect.signature(func).parameters.items()
            if n != "self" and p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)}


def _mcore_names(cls: Any) -> set[str]:
    """Names a 1.9 (mcore) class takes through **kwargs: its converter's sources and TransformerConfig fields."""
    import dataclasses
    import sys

    from mindformers.parallel_core.transformer_config import MLATransformerConfig
    from mindformers.parallel_core.transformer_config_utils import ConfigLogHandler

    names = {f.name for f in dataclasses.fields(MLATransformerConfig)}
    for value in vars(sys.modules[cls.__module__]).values():
        name = getattr(value, "__name__", "")
        if inspect.isclass(value) and name.endswith("ConfigConverter") and name != "ConfigConverter":
            names |= set(value._get_final_mapping(ConfigLogHandler(), is_mla_model=True))
    return names


def _plain(value: Any) -> Any:
    return value if isinstance(value, (bool, int, float, str)) or value is None else str(value)


def collect(args: dict[str, Any]) -> dict[str, Any]:
    import mindformers

    from ..preflight import load_config
    from ..preflight.schema import aliases
    from ..preflight.wording import rules
    from . import Unavailable

    if not args.get("config"):
        raise Unavailable("no config given (--arg config=PATH)")
    view = load_config(str(args["config"]))
    section = view.at(view.model_path).value
    if not isinstance(section, dict):
        raise Unavailable(f"{args['config']} has no model section")
    cls = _class(view)
    facts: dict[str, Any] = {"version": getattr(mindformers, "__version__", "?"), "model_class": view.model_class,
                             "section": view.model_path, "built": False, "not_landed": [], "unread": []}
    if cls is None:
        facts["error"] = f"{view.model_class or 'the model class'} is not registered in this MindFormers"
        return facts
    kwargs = {k: v for k, v in section.items() if k not in SKIPPED}
    if view.style != "legacy" and view.hf:
        kwargs = {**view.hf, **kwargs}
    try:
        obj = cls(**kwargs)
        facts["built"] = True
    except Exception as exc:  # noqa: BLE001 - a class that refuses the YAML is itself the answer
        facts["error"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
        return facts
    params = _params(cls) | (_mcore_names(cls) if view.style != "legacy" else set())
    for key in section:
        if key in SKIPPED or key in params:
            continue
        canonical = aliases().get(key)
        reads = next((n for n in rules()["model_fields"].get(canonical or "", []) if n in params), "")
        if reads and reads != key:
            facts["not_landed"].append({"key": key, "value": _plain(section[key]), "reads": reads,
                                        "landed": _plain(getattr(obj, reads, None))})
        else:
            facts["unread"].append(key)
    return facts


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    version, cls = facts.get("version", "?"), facts.get("model_class", "?")
    if facts.get("error"):
        return "confirmed", f"mindformers {version} could not build {cls} from the YAML: {facts['error']}"
    missed = facts.get("not_landed") or []
    if missed:
        listed = ", ".join(f"{m['key']} (reads {m['reads']} = {m['landed']})" for m in missed)
        return "confirmed", f"{cls} of mindformers {version} did not take {listed}"
    return "refuted", f"{cls} of mindformers {version} took every field it has a name for"
