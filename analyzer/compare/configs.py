"""Both sides' configs read into one vocabulary, and the numerics-relevant settings that differ.

The HF side is `config.json` plus the TrainingArguments (a JSON of them, or the `--name value` /
`name=value` forms a launch command or a printed `TrainingArguments(...)` leaves in the log). The
MindFormers side is the run's YAML, read by the pre-flight loader (a `View`) so its alias table (legacy
and 1.9 field names), the config.json a 1.9 new-style YAML reads its dimensions from, and the defaults
of the model class this MindFormers version fills in apply here too. Which settings are compared, where each side keeps
them and which gap shape each produces is data: settings.yaml.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Optional

import yaml

from ..preflight import ConfigError, View, load_config, load_hf_config
from ..preflight.wording import Loc

SETTINGS_FILE = os.path.join(os.path.dirname(__file__), "settings.yaml")
HF_CONFIG_NAME = "config.json"
HF_ARGS_NAMES = ("training_args.json", "trainer_args.json", "args.json")


@dataclass(frozen=True)
class Value:
    """One side's value of one setting and where it was read (line 0: a default or computed)."""

    value: Any
    source: str  # `config.json rms_norm_eps`, `model.model_config.rms_norm_eps`, `TrainingArguments default`
    path: str = ""
    line: int = 0
    text: str = ""


@dataclass(frozen=True)
class Difference:
    setting: str
    group: str
    kind: str
    ref: Value
    mig: Value
    fix_key: str


@dataclass(frozen=True)
class HFSide:
    config: dict[str, Any]
    config_path: str
    args: dict[str, Any]
    args_path: str
    args_lines: dict[str, tuple[int, str]]  # arg name -> (line, text) where it was read


@lru_cache(maxsize=1)
def table() -> dict[str, Any]:
    with open(SETTINGS_FILE, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


# ---- reading ---------------------------------------------------------------------------------------

def _json(path: str) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read {path}: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path} does not hold a JSON object")
    return data


def _is_model_config(data: dict[str, Any]) -> bool:
    return any(k in data for k in ("model_type", "architectures", "hidden_size", "vocab_size"))


def hf_files(paths: list[str], run_path: str) -> tuple[Optional[str], Optional[str]]:
    """(config.json, training args JSON) among the given files/folders, else beside the reference run."""
    config = args = None
    folders = [p for p in paths if os.path.isdir(p)] + [run_path if os.path.isdir(run_path)
                                                        else os.path.dirname(run_path) or "."]
    for p in paths:
        if os.path.isfile(p):
            if _is_model_config(_json(p)):
                config = p
            else:
                args = p
    for folder in folders:
        if config is None and os.path.isfile(os.path.join(folder, HF_CONFIG_NAME)):
            config = os.path.join(folder, HF_CONFIG_NAME)
        for name in HF_ARGS_NAMES:
            if args is None and os.path.isfile(os.path.join(folder, name)):
                args = os.path.join(folder, name)
    return config, args


def mf_file(paths: list[str], run_path: str) -> Optional[str]:
    """The MindFormers YAML: given, or the only .yaml/.yml beside the migrated run."""
    for p in paths:
        if os.path.isfile(p):
            return p
    folder = next((p for p in paths if os.path.isdir(p)), None) or (
        run_path if os.path.isdir(run_path) else os.path.dirname(run_path) or ".")
    found = sorted(n for n in os.listdir(folder) if n.endswith((".yaml", ".yml")))
    return os.path.join(folder, found[0]) if len(found) == 1 else None


def _arg_names() -> set[str]:
    names = set(table()["hf_args_defaults"])
    for s in table()["settings"]:
        names.update(s["hf"].get("args", []))
    return names | {"warmup_steps", "warmup_ratio", "max_steps", "lr_scheduler_type", "fp16", "bf16",
                    "per_device_train_batch_size", "gradient_accumulation_steps", "logging_steps"}


_ARG_IN_LOG = re.compile(r"(?:--(?P<flag>[a-z_0-9]+)[= ]+|\b(?P<field>[a-z_0-9]+)=)(?P<value>[^\s,)]+)")


def args_from_log(path: str) -> tuple[dict[str, Any], dict[str, tuple[int, str]]]:
    """TrainingArguments a launch command (`--adam_beta2 0.95`) or a printed dump (`adam_beta2=0.95,`) left."""
    names = _arg_names()
    found: dict[str, Any] = {}
    where: dict[str, tuple[int, str]] = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for number, line in enumerate(fh, 1):
                if "=" not in line and "--" not in line:
                    continue
                for m in _ARG_IN_LOG.finditer(line):
                    name = m.group("flag") or m.group("field")
                    if name in names and name not in found:
                        found[name] = _scalar(m.group("value"))
                        where[name] = (number, line.strip()[:300])
    except OSError:
        return {}, {}
    return found, where


def _scalar(text: str) -> Any:
    value = yaml.safe_load(text.strip("'\""))
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return value
    return value


def read_hf(paths: list[str], run_path: str, log_path: Optional[str]) -> Optional[HFSide]:
    config_path, args_path = hf_files(paths, run_path)
    if config_path is None and args_path is None and log_path is None:
        return None
    config = load_hf_config(config_path)[1] if config_path else {}
    if args_path:
        args = _json(args_path)
        lines = _json_lines(args_path, args)
    else:
        args, lines = args_from_log(log_path) if log_path else ({}, {})
        args_path = log_path or ""
    return HFSide(config, config_path or "", args, args_path, lines)


def _json_lines(path: str, data: dict[str, Any]) -> dict[str, tuple[int, str]]:
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    out = {}
    for key in data:
        for i, line in enumerate(lines, 1):
            if f'"{key}"' in line:
                out[key] = (i, line.strip())
                break
    return out


# ---- values of one setting -------------------------------------------------------------------------

def hf_value(setting: dict[str, Any], hf: HFSide) -> Optional[Value]:
    spec = setting["hf"]
    if "fixed" in spec:
        return Value(spec["fixed"], "HF Trainer (fixed)")
    for key in spec.get("config", []):
        if hf.config.get(key) is not None:
            line, text = _json_lines(hf.config_path, {key: 0}).get(key, (0, "")) if hf.config_path else (0, "")
            return Value(hf.config[key], f"config.json {key}", hf.config_path, line, text)
    for key in spec.get("args", []):
        if key in hf.args and hf.args[key] is not None:
            line, text = hf.args_lines.get(key, (0, ""))
            return Value(hf.args[key], f"TrainingArguments {key}", hf.args_path, line, text)
    if "computed" in spec:  # schedule, clipping, precision, batch: known only with the TrainingArguments
        return HF_COMPUTED[spec["computed"]](hf) if hf.args else None
    if "hf_default" in setting and hf.args:
        return Value(setting["hf_default"], f"TrainingArguments {spec['args'][0]} (default)")
    return None


def line_text(cfg: View, loc: Loc) -> str:
    """The line a value was read from: the YAML's own line, or config.json's for a 1.9 new-style field."""
    if not loc.line:
        return ""
    if loc.path:
        return _file_lines(loc.path)[loc.line - 1].strip() if loc.line <= len(_file_lines(loc.path)) else ""
    lines = cfg.doc.lines
    return lines[loc.line - 1].strip() if loc.line <= len(lines) else ""


@lru_cache(maxsize=8)
def _file_lines(path: str) -> tuple[str, ...]:
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return tuple(fh.read().splitlines())
    except OSError:
        return ()


def _located(cfg: View, loc: Loc, value: Any, what: str) -> Value:
    """A MindFormers value with the file and line it came from (the YAML, or config.json in 1.9 style)."""
    return Value(value, what, (loc.path or cfg.doc.path) if loc.line else "", loc.line, line_text(cfg, loc))


def mf_value(setting: dict[str, Any], cfg: View) -> Optional[Value]:
    spec = setting["mf"]
    if "model" in spec:
        loc = cfg.model.get(spec["model"])
        if loc is not None:
            return _located(cfg, loc, loc.value, loc.key)
        value, cls = cfg.defaults.get(spec["model"], (None, ""))
        if value is not None:  # the default of this model class in this MindFormers version
            return Value(value, f"{setting['fix']} unset ({cls} default)")
    for dotted in spec.get("path", []):
        loc = cfg.at(dotted)
        if loc.value is not None:
            return _located(cfg, loc, loc.value, dotted)
    if "computed" in spec:
        return MF_COMPUTED[spec["computed"]](cfg)
    if "mf_default" in setting:
        return Value(setting["mf_default"], f"{setting['fix']} (MindFormers default)")
    return None


def _arg(hf: HFSide, name: str) -> Any:
    return hf.args.get(name, table()["hf_args_defaults"].get(name))


def _hf_val(hf: HFSide, value: Any, name: str, what: str) -> Value:
    line, text = hf.args_lines.get(name, (0, ""))
    return Value(value, what, hf.args_path if line else "", line, text)


def _hf_total(hf: HFSide) -> Optional[int]:
    total = _arg(hf, "max_steps")
    return int(total) if isinstance(total, (int, float)) and total > 0 else None


def hf_warmup(hf: HFSide) -> Optional[Value]:
    steps, ratio, total = _arg(hf, "warmup_steps"), _arg(hf, "warmup_ratio"), _hf_total(hf)
    if steps:
        return _hf_val(hf, int(steps), "warmup_steps", "TrainingArguments warmup_steps")
    if ratio and total:  # TrainingArguments.get_warmup_steps rounds up
        return _hf_val(hf, math.ceil(total * ratio), "warmup_ratio",
                       f"TrainingArguments warmup_ratio {ratio} x max_steps {total}, rounded up")
    return _hf_val(hf, 0, "warmup_steps", "TrainingArguments warmup_steps")


def hf_lr_step1(hf: HFSide) -> Optional[Value]:
    warmup = hf_warmup(hf)
    base = _arg(hf, "learning_rate")
    if warmup is None or base is None:
        return None
    lr = _schedule_lr(1, float(base), 0.0, int(warmup.value), _hf_total(hf), _hf_schedule_name(hf))
    return None if lr is None else Value(lr, f"HF schedule at step 1: learning_rate {base} / warmup {warmup.value}")


def hf_decay_end(hf: HFSide) -> Optional[Value]:
    total = _hf_total(hf)
    return None if total is None else _hf_val(hf, total, "max_steps", "TrainingArguments max_steps")


def _hf_schedule_name(hf: HFSide) -> str:
    return table()["schedule_names"].get(str(_arg(hf, "lr_scheduler_type")), str(_arg(hf, "lr_scheduler_type")))


def hf_schedule(hf: HFSide) -> Optional[Value]:
    return _hf_val(hf, _hf_schedule_name(hf), "lr_scheduler_type", "TrainingArguments lr_scheduler_type")


def hf_clip(hf: HFSide) -> Optional[Value]:
    norm = _arg(hf, "max_grad_norm")
    return _hf_val(hf, float(norm) if norm else "off", "max_grad_norm", "TrainingArguments max_grad_norm")


def hf_dtype(hf: HFSide) -> Optional[Value]:
    if _arg(hf, "bf16"):
        return _hf_val(hf, "bfloat16", "bf16", "TrainingArguments bf16")
    if _arg(hf, "fp16"):
        return _hf_val(hf, "float16", "fp16", "TrainingArguments fp16")
    return _hf_val(hf, "float32", "bf16", "TrainingArguments bf16/fp16 off")


def hf_loss_scale(hf: HFSide) -> Optional[Value]:
    if _arg(hf, "fp16"):  # torch.amp.GradScaler: dynamic, starts at 2**16
        return _hf_val(hf, "dynamic", "fp16", "TrainingArguments fp16 (GradScaler, dynamic)")
    return _hf_val(hf, "none", "fp16", "TrainingArguments fp16 off (no loss scaling)")


def hf_shuffle(hf: HFSide) -> Optional[Value]:
    return Value(True, "HF Trainer (random sampler for training)")


def hf_global_batch(hf: HFSide) -> Optional[Value]:
    size = int(_arg(hf, "per_device_train_batch_size")) * int(_arg(hf, "gradient_accumulation_steps"))
    return _hf_val(hf, size, "per_device_train_batch_size",
                   "TrainingArguments per_device_train_batch_size x gradient_accumulation_steps (one device)")


def _mf(cfg: View, dotted: str) -> Any:
    return cfg.at(dotted).value


def _mf_val(cfg: View, dotted: str, value: Any, what: Optional[str] = None) -> Value:
    return _located(cfg, cfg.at(dotted), value, what or dotted)


def _beta(cfg: View, index: int) -> Optional[Value]:
    betas = _mf(cfg, "optimizer.betas")
    if isinstance(betas, (list, tuple)) and len(betas) > index:
        return _mf_val(cfg, "optimizer.betas", betas[index], f"optimizer.betas[{index}]")
    key = f"optimizer.beta{index + 1}"
    if _mf(cfg, key) is not None:
        return _mf_val(cfg, key, _mf(cfg, key))
    return None


def mf_beta1(cfg: View) -> Optional[Value]:
    return _beta(cfg, 0)


def mf_beta2(cfg: View) -> Optional[Value]:
    return _beta(cfg, 1)


def _mf_total(cfg: View) -> Optional[int]:
    total = _mf(cfg, "lr_schedule.total_steps")
    return int(total) if isinstance(total, (int, float)) and total > 0 else None


def mf_warmup(cfg: View) -> Optional[Value]:
    steps, ratio, total = (_mf(cfg, "lr_schedule.warmup_steps"), _mf(cfg, "lr_schedule.warmup_ratio"),
                           _mf_total(cfg))
    if ratio and total:  # mindformers _get_lr_steps: int(total_steps * ratio), the ratio wins when set
        return _mf_val(cfg, "lr_schedule.warmup_ratio", int(total * ratio),
                       f"lr_schedule.warmup_ratio {ratio} x total_steps {total}, rounded down")
    if _mf(cfg, "lr_schedule") is None:
        return None
    return _mf_val(cfg, "lr_schedule.warmup_steps", int(steps or 0))


def mf_lr_step1(cfg: View) -> Optional[Value]:
    warmup, base = mf_warmup(cfg), _mf(cfg, "lr_schedule.learning_rate")
    if warmup is None or base is None:
        return None
    init = _mf(cfg, "lr_schedule.warmup_lr_init") or table()["mf_defaults"]["warmup_lr_init"]
    lr = _schedule_lr(1, float(base), float(init), int(warmup.value), _mf_total(cfg), _mf_schedule_name(cfg))
    return None if lr is None else Value(
        lr, f"MindFormers schedule at step 1: warmup_lr_init {init} + (learning_rate {base} - init) / warmup "
            f"{warmup.value}")


def mf_decay_end(cfg: View) -> Optional[Value]:
    warmup = mf_warmup(cfg)
    decay = _mf(cfg, "lr_schedule.decay_steps")
    if decay and warmup is not None:
        return _mf_val(cfg, "lr_schedule.decay_steps", int(warmup.value) + int(decay),
                       "warmup + lr_schedule.decay_steps")
    total = _mf_total(cfg)
    return None if total is None else _mf_val(cfg, "lr_schedule.total_steps", total)


def _mf_schedule_name(cfg: View) -> str:
    kind = str(_mf(cfg, "lr_schedule.type"))
    return table()["schedule_names"].get(kind, kind)


def mf_schedule(cfg: View) -> Optional[Value]:
    return None if _mf(cfg, "lr_schedule.type") is None else _mf_val(cfg, "lr_schedule.type", _mf_schedule_name(cfg))


def mf_clip(cfg: View) -> Optional[Value]:
    defaults = table()["mf_defaults"]
    use = _mf(cfg, "runner_wrapper.use_clip_grad")
    if not (defaults["use_clip_grad"] if use is None else use):
        return _mf_val(cfg, "runner_wrapper.use_clip_grad", "off",
                       "runner_wrapper.use_clip_grad" + (" (default False)" if use is None else ""))
    norm = _mf(cfg, "runner_wrapper.max_grad_norm")
    return _mf_val(cfg, "runner_wrapper.max_grad_norm", float(norm if norm is not None else defaults["max_grad_norm"]))


def mf_loss_scale(cfg: View) -> Optional[Value]:
    sense = _mf(cfg, "runner_wrapper.scale_sense")
    if isinstance(sense, dict):
        kind = "dynamic" if "Dynamic" in str(sense.get("type", "")) else f"static {sense.get('loss_scale_value')}"
        return _mf_val(cfg, "runner_wrapper.scale_sense", kind)
    if isinstance(sense, (int, float)) and sense != 1:
        return _mf_val(cfg, "runner_wrapper.scale_sense", f"static {sense}")
    return _mf_val(cfg, "runner_wrapper.scale_sense", "none",
                   "runner_wrapper.scale_sense" + (" (unset)" if sense is None else ""))


def mf_global_batch(cfg: View) -> Optional[Value]:
    batch = _mf(cfg, "runner_config.batch_size")
    if not isinstance(batch, int):
        return None
    dp = cfg.parallel["data_parallel"].value if "data_parallel" in cfg.parallel else 1  # legacy or 1.9 name
    accum = _mf(cfg, "runner_config.gradient_accumulation_steps")
    dp, accum = (n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 1 for n in (dp, accum))
    return _mf_val(cfg, "runner_config.batch_size", batch * dp * accum,
                   "runner_config.batch_size x data_parallel x gradient_accumulation_steps")


def _schedule_lr(step: int, base: float, init: float, warmup: int, total: Optional[int], name: str
                 ) -> Optional[float]:
    """The lr after `step` optimizer steps; both libraries share this form (warmup from init, then decay)."""
    if warmup and step < warmup:
        return init + (base - init) * step / warmup
    if name.startswith("constant"):
        return base
    if total is None:
        return None
    progress = (step - warmup) / max(1, total - warmup)
    if name == "cosine":
        return base * 0.5 * (1.0 + math.cos(math.pi * progress))
    if name == "linear":
        return base * max(0.0, 1.0 - progress)
    return None


HF_COMPUTED: dict[str, Callable[[HFSide], Optional[Value]]] = {
    "hf_warmup": hf_warmup, "hf_lr_step1": hf_lr_step1, "hf_decay_end": hf_decay_end, "hf_schedule": hf_schedule,
    "hf_clip": hf_clip, "hf_dtype": hf_dtype, "hf_loss_scale": hf_loss_scale, "hf_shuffle": hf_shuffle,
    "hf_global_batch": hf_global_batch,
}
MF_COMPUTED: dict[str, Callable[[View], Optional[Value]]] = {
    "mf_beta1": mf_beta1, "mf_beta2": mf_beta2, "mf_warmup": mf_warmup, "mf_lr_step1": mf_lr_step1,
    "mf_decay_end": mf_decay_end, "mf_schedule": mf_schedule, "mf_clip": mf_clip, "mf_loss_scale": mf_loss_scale,
    "mf_global_batch": mf_global_batch,
}


# ---- comparing ---------------------------------------------------------------------------------------

def same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return bool(a) == bool(b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), rel_tol=1e-6, abs_tol=1e-15)
    if isinstance(b, list) and not isinstance(a, list):
        return any(same(a, x) for x in b)
    names = table()["dtype_names"]
    return names.get(str(a).lower(), str(a).lower()) == names.get(str(b).lower(), str(b).lower())


def differences(hf: HFSide, cfg: View) -> list[Difference]:
    """Every setting both sides determine and that differs, in the table's order."""
    out = []
    for setting in table()["settings"]:
        ref, mig = hf_value(setting, hf), mf_value(setting, cfg)
        if ref is None or mig is None or ref.value is None or mig.value is None or same(mig.value, ref.value):
            continue
        out.append(Difference(setting["id"], setting["group"], setting["kind"], ref, mig, setting["fix"]))
    return out


def batch_sizes(hf: Optional[HFSide], cfg: Optional[View]) -> tuple[Optional[int], Optional[int]]:
    ref = hf_global_batch(hf) if hf is not None and hf.args else None
    mig = mf_global_batch(cfg) if cfg is not None else None
    return (ref.value if ref else None), (mig.value if mig else None)


def logging_steps(hf: Optional[HFSide]) -> int:
    value = hf.args.get("logging_steps") if hf is not None else None
    return int(value) if isinstance(value, (int, float)) and value >= 1 else 1


__all__ = ["ConfigError", "View", "load_config", "read_hf", "differences", "mf_file", "Difference", "Value"]
