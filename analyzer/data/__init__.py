"""Facts kept as data (compatibility table, ...), so they can be corrected without touching code."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

_HERE = Path(__file__).resolve().parent


@cache
def load_data(name: str) -> dict[str, Any]:
    """The YAML file `<name>.yaml` beside this module, as a mapping."""
    with open(_HERE / f"{name}.yaml", encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{name}.yaml must hold a mapping")
    return data
