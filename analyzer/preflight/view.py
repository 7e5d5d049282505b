"""How MindFormers will see a config: the run's semantics and the effective model/parallel values.

The same YAML means different things by its top-level switches: ``use_parallel: False`` runs one
device and ignores parallel_config; ``run_mode`` decides between training and inference rules;
``parallel.parallel_mode`` decides which layout rules MindSpore enforces; ``use_legacy: False``
(1.9 new style) reads the model's dimensions from ``pretrained_model_dir/config.json`` and fills the
rest from the mcore class defaults, not the legacy Llama ones. Multimodal configs nest the language
model under ``llm_model.model_config`` or ``text_config``.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from typing import Any, Optional

from . import schema
from .wording import Loc, rules
from .yamlload import Document

MODEL_SECTION = "model.model_config"
NESTED_LLM = ("llm_model.model_config", "text_config", "llm_config", "language_config")


@dataclass
class View:
    doc: Document
    style: str
    run_mode: str
    use_parallel: Optional[bool]
    parallel_mode: str
    model_path: str  # dotted path of the model section whose dimensions are checked
    model_class: str
    class_known: bool = False  # the class is in this MindFormers' schema (for this style)
    hf_path: str = ""
    hf: dict[str, Any] = field(default_factory=dict)
    model: dict[str, Loc] = field(default_factory=dict)  # canonical name -> where the effective value is
    defaults: dict[str, tuple[Any, str]] = field(default_factory=dict)  # canonical -> (value, class it is from)
    parallel: dict[str, Loc] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def at(self, dotted: str) -> Loc:
        node: Any = self.doc.data
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return Loc(dotted, None)
            node = node[part]
        mark = self.doc.marks.get(dotted)
        return Loc(dotted, node, mark.line if mark else 0, mark.anchor_line if mark else 0)

    @property
    def is_parallel(self) -> bool:
        """use_parallel False: one device. Unset: parallel when the layout asks for more than one device."""
        if self.use_parallel is not None:
            return self.use_parallel and self.parallel_mode != "stand_alone"
        return self.parallel_mode != "stand_alone"

    def applies(self, check: str) -> bool:
        modes = rules()["parallel_modes"]["checks"].get(check)
        return self.is_parallel and (modes is None or self.parallel_mode in modes)

    @property
    def schema_class(self) -> str:
        """The class name to look up in the schema, or '' for a class of another release."""
        return self.model_class if self.class_known else ""

    @property
    def mla(self) -> bool:
        """Multi-latent attention (DeepSeek-V2/V3): KV heads are not grouped query heads."""
        section = self.at(self.model_path).value
        entry = schema.schema()["model_classes"].get(self.schema_class) or {}
        return any("kv_lora_rank" in source for source in (section if isinstance(section, dict) else {}, self.hf,
                                                             entry.get("params", {})))

    @property
    def training(self) -> bool:
        return self.run_mode in rules()["training_modes"]


def _flag(value: Any) -> Optional[bool]:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return None


def _parallel_mode(value: Any) -> str:
    table = rules()["parallel_modes"]["aliases"]
    key = re.sub(r"[\s-]+", "_", str(value if value is not None else 1).strip().lower())
    return str(table.get(key, key))


def model_section(doc: Document) -> str:
    """The section holding the language model's dimensions (the nested LLM of a multimodal config)."""
    base = doc.data.get("model", {})
    config = base.get("model_config") if isinstance(base, dict) else None
    if not isinstance(config, dict):
        return "model" if isinstance(base, dict) else MODEL_SECTION
    for nested in NESTED_LLM:
        node: Any = config
        for part in nested.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, dict):
            return f"{MODEL_SECTION}.{nested}"
    return MODEL_SECTION


def _read_hf(doc: Document, data: dict[str, Any]) -> tuple[str, dict[str, Any], list[str]]:
    """pretrained_model_dir/config.json, as MindFormers 1.9 merges it under the YAML's model_config."""
    model = data.get("model") if isinstance(data.get("model"), dict) else {}
    folder = data.get("pretrained_model_dir") or model.get("pretrained_model_dir")
    if not isinstance(folder, str) or not folder:
        return "", {}, []
    for base in (os.path.dirname(os.path.abspath(doc.path)), os.getcwd()):
        candidate = os.path.normpath(os.path.join(base, folder, "config.json"))
        if os.path.isfile(candidate):
            path, hf = load_hf_config(candidate)
            return path, hf, []
    return "", {}, [f"{doc.path}: pretrained_model_dir {folder} has no config.json here; dimensions MindFormers "
                    "reads from it were not checked"]


def load_hf_config(path: str) -> tuple[str, dict[str, Any]]:
    from .yamlload import ConfigError

    if os.path.isdir(path):
        path = os.path.join(path, "config.json")
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh, parse_constant=_reject_constant)
    except OSError as exc:
        raise ConfigError(f"cannot read HF config {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ConfigError(f"HF config {path} is not JSON: {str(exc).splitlines()[0][:160]}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"HF config {path} does not hold a JSON object")
    if isinstance(data.get("text_config"), dict):  # multimodal configs nest the language model
        data = {**data, **data["text_config"]}
    return path, data


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name}")


def _class_of(data: dict[str, Any], section: dict[str, Any], style: str, hf: dict[str, Any]) -> tuple[str, bool]:
    """(class name, whether this MindFormers' schema knows it for this style)."""
    declared = section.get("type") if isinstance(section.get("type"), str) else ""
    entry = schema.model_class(declared) if declared else None
    if entry is not None and entry.get("legacy") == (style == schema.LEGACY):
        return next(n for n, e in schema.schema()["model_classes"].items() if e is entry), True
    if declared:  # a class of another release or a research model: its keys are not known here
        return declared, False
    model_type = str(hf.get("model_type") or section.get("model_type") or "")
    if model_type:
        name, entry = schema.class_by_model_type(model_type, style)
        if entry is not None:
            return name, True
    trainer = data.get("trainer") if isinstance(data.get("trainer"), dict) else {}
    hint = re.sub(r"[^a-z0-9]", "", str(trainer.get("model_name") or "").lower())
    for name, entry in schema.schema()["model_classes"].items():
        mtype = re.sub(r"[^a-z0-9]", "", str(entry.get("model_type", "")).lower())
        if hint and mtype and entry.get("legacy") == (style == schema.LEGACY) and hint.startswith(mtype):
            return name, True
    return declared, False


def build_view(doc: Document) -> View:
    data = doc.data
    style = schema.MCORE if _flag(data.get("use_legacy")) is False else schema.LEGACY
    parallel = data.get("parallel") if isinstance(data.get("parallel"), dict) else {}
    hf_path, hf, notes = _read_hf(doc, data)
    path = model_section(doc)
    view = View(doc, style, str(data.get("run_mode") or "").strip().lower(), _flag(data.get("use_parallel")),
                _parallel_mode(parallel.get("parallel_mode")), path, "", hf_path=hf_path, hf=hf, notes=notes)
    section = view.at(path).value if isinstance(view.at(path).value, dict) else {}
    view.model_class, view.class_known = _class_of(data, section, style, hf)
    _fill_model(view, section)
    _fill_parallel(view)
    return view


def _fill_model(view: View, section: dict[str, Any]) -> None:
    """Effective model values: YAML (the name the class reads), then config.json, then class defaults."""
    reads = schema.model_keys(view.model_class, view.style) if view.class_known else None
    for canonical, names in rules()["model_fields"].items():
        loc = None
        for name in names:
            if name in section and (reads is None or view.style == schema.MCORE or name in reads):
                loc = view.at(f"{view.model_path}.{name}")
                break
        if loc is None and view.hf and view.style == schema.MCORE:
            name = next((n for n in names if n in view.hf and view.hf[n] is not None), None)
            if name:
                loc = Loc(f"config.json:{name}", view.hf[name], _json_line(view.hf_path, name), path=view.hf_path)
        if loc is not None and loc.key.rsplit(".", 1)[-1].rsplit(":", 1)[-1] in rules()["inverse_names"]:
            loc = Loc(loc.key, not loc.value if isinstance(loc.value, bool) else loc.value, loc.line,
                      loc.anchor_line, loc.path)
        if loc is not None:
            view.model[canonical] = loc
            continue
        known, value, where = schema.default(view.schema_class, canonical, view.style)
        if known:
            view.defaults[canonical] = (value, where)
    if "batch_size" not in view.model:
        runner = view.at("runner_config.batch_size")
        if runner.value is not None:
            view.model["batch_size"] = runner


def _json_line(path: str, key: str) -> int:
    try:
        with open(path, encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                if f'"{key}"' in line:
                    return number
    except OSError:
        return 0
    return 0


MICRO_BATCH_PLACES = ("parallel_config", "dataset_config", "train_dataset_task.dataset_config", "train_dataset")


def _fill_parallel(view: View) -> None:
    for canonical, names in rules()["parallel_fields"].items():
        for name in names:
            loc = view.at(f"parallel_config.{name}")
            if loc.value is not None:
                view.parallel[canonical] = loc
                break
    if "micro_batch_num" not in view.parallel:
        for place in MICRO_BATCH_PLACES[1:]:
            loc = view.at(f"{place}.micro_batch_num")
            if loc.value is not None:
                view.parallel["micro_batch_num"] = loc
                break
