"""Facts kept as data (compatibility table, ...), so they can be corrected without touching code."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

_HERE = Path(__file__).resolve().parent
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_yaml(text: str) -> Any:
    """Parse YAML that can never build Python objects, with libyaml's loader when it is built: a run loads
    hundreds of small rule files (signatures, checks, families, phrase books) and the pure-Python parser
    is most of that cost. Raises yaml.YAMLError on bad text."""
    return yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader


@cache
def load_data(name: str) -> dict[str, Any]:
    """The YAML file `<name>.yaml` beside this module, as a mapping."""
    data = safe_yaml((_HERE / f"{name}.yaml").read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{name}.yaml must hold a mapping")
    return data
