"""Write analyzer/data/mf_config_schema.yaml from the installed MindFormers (and Transformers).

Why generated: the pre-flight must know which keys MindFormers reads, where, with which type and
default, for the version people run. Those facts live in MindFormers' own code (the config template
with its strict sections, the model config classes' signatures, the mcore config converters' name
mappings, TransformerConfig's fields); copying them by hand drifts. Run from any directory::

    python scripts/gen_mf_config_schema.py [OUT.yaml]

``import mindformers`` writes ./output/log into the cwd, so this changes into a temporary directory.
"""

from __future__ import annotations

import dataclasses
import inspect
import os
import sys
import tempfile
import typing
from pathlib import Path
from typing import Any

import yaml

OUT = Path(__file__).resolve().parent.parent / "analyzer" / "data" / "mf_config_schema.yaml"
SKIP_PARAMS = {"self", "args", "kwargs"}


def type_name(annotation: Any, default: Any) -> str:
    """The simple type a YAML value must have: int, float, bool, str, list, dict or any."""
    names = []
    for arg in typing.get_args(annotation) or (annotation,):
        if arg is type(None):
            continue
        origin = typing.get_origin(arg) or arg
        names.append(getattr(origin, "__name__", str(origin)))
    names = [n for n in names if n in ("int", "float", "bool", "str", "list", "dict", "tuple")]
    if len(names) == 1:
        return {"tuple": "list"}[names[0]] if names[0] == "tuple" else names[0]
    if set(names) == {"int", "float"}:
        return "float"
    if not names and default not in (None, inspect.Parameter.empty):
        kind = type(default).__name__
        return {"tuple": "list"}.get(kind, kind) if kind in ("int", "float", "bool", "str", "list", "tuple",
                                                              "dict") else "any"
    return "any"


def plain(value: Any) -> Any:
    """A default as YAML can hold it (dtypes and objects become their text)."""
    if value is inspect.Parameter.empty or value is dataclasses.MISSING:
        return None
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    text = str(value)
    return type(value).__name__ if " object at 0x" in text else text  # no memory addresses in the data


def signature_fields(func: Any) -> dict[str, dict[str, Any]]:
    func = inspect.unwrap(func)
    out = {}
    hints = getattr(func, "__annotations__", {})
    for name, param in inspect.signature(func).parameters.items():
        if name in SKIP_PARAMS or param.kind in (param.VAR_KEYWORD, param.VAR_POSITIONAL):
            continue
        annotation = hints.get(name, param.annotation)
        out[name] = {"type": type_name(annotation if annotation is not param.empty else None, param.default),
                     "default": plain(param.default)}
    return out


def closure_value(func: Any, name: str) -> Any:
    """A value captured by a decorator around __init__ (register_mf_model_parameter's defaults)."""
    while func is not None:
        for cell_name, cell in zip(func.__code__.co_freevars, func.__closure__ or ()):
            if cell_name == name:
                return cell.cell_contents
        func = getattr(func, "__wrapped__", None)
    return None


def sections() -> dict[str, Any]:
    from mindformers.tools.register import template

    out = {}
    for name, cls in template.CONFIG_NAME_TO_CLASS.items():
        names = [] if issubclass(cls, template.ListConfig) else list(cls.keys())  # a classmethod, not dict.keys
        keys = {k: {"type": type_name(None, getattr(cls, k)), "default": plain(getattr(cls, k))} for k in names}
        out[name] = {"strict": bool(cls._raise_error_for_unexpected_key) and not issubclass(cls, template.ListConfig),
                     "required": list(cls._required_keys), "keys": keys}
    modes = template.ConfigTemplate
    run_modes = {"train": modes.general_configs + modes.train_configs, "finetune": modes.general_configs
                 + modes.train_configs, "predict": modes.general_configs + modes.predict_configs,
                 "eval": modes.general_configs + modes.eval_configs}
    return {"sections": out, "run_modes": run_modes, "train_with_eval": list(modes.do_eval_configs)}


def legacy() -> dict[str, Any]:
    from mindformers.modules.transformer.moe import MoEConfig
    from mindformers.modules.transformer.transformer import (
        TransformerOpParallelConfig,
        TransformerRecomputeConfig,
        TransformerSwapConfig,
    )

    return {"parallel_config": signature_fields(TransformerOpParallelConfig.__init__),
            "recompute_config": signature_fields(TransformerRecomputeConfig.__init__),
            "swap_config": signature_fields(TransformerSwapConfig.__init__),
            "moe_config": signature_fields(MoEConfig.__init__)}


def converter_of(cls: Any) -> Any:
    module = sys.modules[cls.__module__]
    for value in vars(module).values():
        name = getattr(value, "__name__", "")
        if inspect.isclass(value) and name.endswith("ConfigConverter") and name != "ConfigConverter":
            return value
    return None


def model_classes() -> dict[str, Any]:
    from mindformers.parallel_core.transformer_config_utils import ConfigLogHandler
    from mindformers.tools.register import MindFormerRegister

    out = {}
    for reg_name, cls in sorted(MindFormerRegister.registry["config"].items()):
        entry: dict[str, Any] = {"registered_as": reg_name, "legacy": not reg_name.startswith("mcore_"),
                                 "model_type": getattr(cls, "model_type", "") or "",
                                 "params": signature_fields(cls.__init__)}
        extra = closure_value(cls.__init__, "mf_model_kwargs")
        if isinstance(extra, dict):
            entry["mf_defaults"] = {k: plain(v) for k, v in extra.items()}
        ignored = closure_value(cls.__init__, "ignore_param_names")
        if ignored:
            entry["ignored"] = sorted(str(n) for n in ignored)
        converter = converter_of(cls)
        if converter is not None:
            mapping = converter._get_final_mapping(ConfigLogHandler(), is_mla_model="Deepseek" in cls.__name__)
            entry["mapping"] = {src: sorted({t if isinstance(t, str) else t[0] for t in targets})[0]
                                for src, targets in sorted(mapping.items()) if targets}
        out[cls.__name__] = entry
    return out


def mcore() -> dict[str, Any]:
    from mindformers.parallel_core.model_parallel_config import ModelParallelConfig
    from mindformers.parallel_core.transformer_config import MLATransformerConfig, TransformerConfig
    from mindformers.parallel_core.transformer_config_utils import DEFAULT_WHITE_KEY

    def fields_of(cls: Any) -> dict[str, Any]:
        hints = typing.get_type_hints(cls)
        out = {}
        for f in dataclasses.fields(cls):
            default = f.default if f.default is not dataclasses.MISSING else (
                f.default_factory() if f.default_factory is not dataclasses.MISSING else None)
            out[f.name] = {"type": type_name(hints.get(f.name), default), "default": plain(default)}
        return out

    base = fields_of(TransformerConfig)
    mla = {k: v for k, v in fields_of(MLATransformerConfig).items() if k not in base}
    return {"transformer_config": base, "mla_extra": mla, "white_keys": sorted(DEFAULT_WHITE_KEY),
            "model_parallel_config": sorted(f.name for f in dataclasses.fields(ModelParallelConfig))}


def hf_attribute_maps() -> dict[str, str]:
    """Older HF names (GPT-2 ``n_head``, ...) -> the canonical HF name, from Transformers' attribute_map."""
    try:
        from transformers.models.auto.configuration_auto import CONFIG_MAPPING
    except ImportError:
        return {}
    out: dict[str, str] = {}
    for model_type in sorted(CONFIG_MAPPING.keys()):
        try:
            cls = CONFIG_MAPPING[model_type]
        except (KeyError, ImportError, AttributeError):
            continue
        for canonical, own in (getattr(cls, "attribute_map", {}) or {}).items():
            if isinstance(own, str) and isinstance(canonical, str) and own != canonical:
                out.setdefault(own, canonical)
    return out


def main(argv: list[str]) -> int:
    out = Path(argv[0]).resolve() if argv else OUT
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="mf-schema-") as tmp:
        os.chdir(tmp)
        try:
            import mindformers

            data = {"generated_by": "scripts/gen_mf_config_schema.py",
                    "mindformers_version": mindformers.__version__,
                    **sections(), "legacy": legacy(), "model_classes": model_classes(), "mcore": mcore(),
                    "hf_attribute_map": hf_attribute_maps()}
        finally:
            os.chdir(cwd)
    header = ("# Generated by scripts/gen_mf_config_schema.py from the installed MindFormers; do not edit by hand.\n"
              "# Hand-kept knowledge (aliases, run-mode relevance) lives in preflight_rules.yaml.\n")
    out.write_text(header + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
