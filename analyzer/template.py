"""Fill `{name}` / `{name|filter}` placeholders in titles, facts and fix templates.

A tiny closed language on purpose: signature authors are domain experts, not Python programmers,
and a template must never be able to run code. Missing values render as `<name>` so a fix still
reads sensibly when a capture did not fire.
"""

from __future__ import annotations

import re
from typing import Any, Callable

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)((?:\|[a-z_0-9]+)*)\}")


def _num(value: Any) -> float:
    return float(str(value).replace(",", "").strip())


def _gib(value: Any) -> str:
    return f"{_num(value) / 2**30:.2f} GiB"


def _mib(value: Any) -> str:
    return f"{_num(value) / 2**20:.0f} MiB"


def _first(value: Any) -> str:
    items = _split_list(value)
    return items[0] if items else str(value)


def _count(value: Any) -> str:
    return str(len(_split_list(value)))


def _first3(value: Any) -> str:
    items = _split_list(value)
    more = f" (+{len(items) - 3} more)" if len(items) > 3 else ""
    return ", ".join(items[:3]) + more


def _split_list(value: Any) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    text = str(value).strip().strip("[]")
    return [p.strip().strip("'\"") for p in text.split(",") if p.strip()]


def _strip_prefix(value: Any) -> str:
    """`module.backbone.conv1.weight` -> `module.`: the leading namespace shared by checkpoint keys."""
    first = _first(value)
    return first.split(".", 1)[0] + "." if "." in first else first


FILTERS: dict[str, Callable[[Any], str]] = {
    "gib": _gib,
    "mib": _mib,
    "first": _first,
    "first3": _first3,
    "count": _count,
    "upper": lambda v: str(v).upper(),
    "lower": lambda v: str(v).lower(),
    "prefix": _strip_prefix,
}


def render(template: str, values: dict[str, Any]) -> str:
    def replace(m: re.Match) -> str:
        name, filters = m.group(1), [f for f in m.group(2).split("|") if f]
        if name not in values or values[name] in (None, ""):
            return f"<{name}>"
        value: Any = values[name]
        for f in filters:
            try:
                value = FILTERS[f](value)
            except (KeyError, ValueError, TypeError):
                return str(values[name])
        return str(value)

    return _PLACEHOLDER.sub(replace, template)


def placeholders(template: str) -> list[tuple[str, list[str]]]:
    """Names and filters used by a template, for the schema check."""
    return [(m.group(1), [f for f in m.group(2).split("|") if f]) for m in _PLACEHOLDER.finditer(template)]
