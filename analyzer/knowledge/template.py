"""Fill `{name}` / `{name|filter}` placeholders in titles, facts and fix templates.

A tiny closed language on purpose: signature authors are domain experts, not Python programmers,
and a template must never be able to run code. Missing values render as `<name>` while findings are
built; before a report reaches the user, `reword_unfilled` turns every `<name>` left in a title or fix
into words ("the operator", "该算子"), so no unfilled placeholder is ever shown.
"""

from __future__ import annotations

import re
from typing import Any, Callable

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)((?:\|[a-z_0-9]+)*)\}")


def _num(value: Any) -> float:
    return float(str(value).replace(",", "").strip())


def _gib(value: Any) -> str:
    """Bytes in GiB; under 1 GiB in MiB, so a 2 MiB request never reads "0.00 GiB"."""
    size = _num(value)
    return f"{size / 2**30:.2f} GiB" if size >= 2**30 else _mib(size)


def _mib(value: Any) -> str:
    """Bytes in MiB; under 1 MiB in KiB or bytes, so a small request never reads "0 MiB"."""
    size = _num(value)
    if size >= 2**20:
        return f"{size / 2**20:.0f} MiB"
    return f"{size / 2**10:.1f} KiB" if size >= 2**10 else f"{size:.0f} B"


def _first(value: Any) -> str:
    items = _split_list(value)
    return items[0] if items else str(value)


def _count(value: Any) -> str:
    return str(len(_split_list(value)))


_MORE = {"en": " (+{n} more)", "zh": "（另有 {n} 个）"}


def _first3(value: Any, lang: str = "en") -> str:
    items = _split_list(value)
    more = _MORE["zh" if lang == "zh" else "en"].format(n=len(items) - 3) if len(items) > 3 else ""
    return ", ".join(items[:3]) + more


def _split_list(value: Any) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    text = str(value).strip().strip("[]")
    return [p.strip().strip("'\"") for p in text.split(",") if p.strip()]


def _key_namespace(value: Any) -> str:
    """`module.backbone.conv1.weight` -> `module.`: the leading namespace shared by checkpoint keys."""
    first = _first(value)
    return first.split(".", 1)[0] + "." if "." in first else first


FILTERS: dict[str, Callable[[Any], str]] = {
    "gib": _gib,
    "mib": _mib,
    "kib": lambda v: _gib(_num(v) * 2**10),  # a size counted in KiB (Slurm's, the kernel's), shown as _gib does
    "first": _first,
    "first3": _first3,
    "count": _count,
    "upper": lambda v: str(v).upper(),
    "lower": lambda v: str(v).lower(),
    "prefix": _key_namespace,
}


_WORDED = frozenset({"first3"})  # filters whose output has words: they take the language too


def render(template: str, values: dict[str, Any], lang: str = "en") -> str:
    def replace(m: re.Match) -> str:
        name, filters = m.group(1), [f for f in m.group(2).split("|") if f]
        if name not in values or values[name] in (None, ""):
            return f"<{name}>"
        value: Any = values[name]
        for f in filters:
            try:
                value = FILTERS[f](value, lang) if f in _WORDED else FILTERS[f](value)  # type: ignore[call-arg]
            except (KeyError, ValueError, TypeError):
                return str(values[name])
        return str(value)

    return _PLACEHOLDER.sub(replace, template)


def fill(template: str, values: dict[str, Any], lang: str = "en") -> str:
    """`render`, where a value that is deliberately empty ("") drops its placeholder: an optional clause."""
    for name, value in values.items():
        if value == "":
            template = re.sub(r"\{" + re.escape(name) + r"(\|[a-z_0-9]+)*\}", "", template)
    return render(template, values, lang)


def placeholders(template: str) -> list[tuple[str, list[str]]]:
    """Names and filters used by a template, for the schema check."""
    return [(m.group(1), [f for f in m.group(2).split("|") if f]) for m in _PLACEHOLDER.finditer(template)]


# `<name>` left in a rendered text: a capture that did not fire, or a placeholder written into a fix.
UNFILLED = re.compile(r"<([a-z][a-z0-9_]*)>")
# Python's own angle-bracket names that log lines quote (`File "<stdin>"`, `in <module>`), and Rust's name of a
# thread it did not name (`thread '<unnamed>' panicked at`): not placeholders.
_PYTHON_NAMES = frozenset({"module", "stdin", "string", "lambda", "listcomp", "dictcomp", "setcomp", "genexpr",
                           "frozen", "unknown", "none", "locals", "unnamed"})
# How a missing value reads in a sentence; other names read as "the <words>" / "相应的<words>".
_PHRASES: dict[str, tuple[str, str]] = {
    "op": ("the operator", "该算子"), "op_type": ("the operator", "该算子"), "node": ("the failing node", "出错的节点"),
    "shape": ("its shape", "其形状"), "model_shape": ("a different shape", "不同的形状"),
    "model_type": ("your_model_type", "your_model_type"), "package": ("the package", "相应的包"),
    "library": ("the library", "相应的库"), "lib": ("the library named there", "报错中提到的库"),
    "file": ("a file", "文件"), "src": ("the source path", "源路径"), "size": ("the requested size", "所申请的大小"),
    "version": ("the matching version", "匹配的版本"), "device": ("the device id", "设备 id"),
    "backend": ("the backend", "相应的后端"), "timeout_ms": ("the timeout", "超时时间"),
    "hbm_mb": ("the device's", "设备的"), "port": ("the port", "该端口"), "reason": ("see the evidence", "见证据行"),
    "extension": ("the extension package", "相应的扩展包"), "nproc_per_node": ("the process count", "进程数"),
    "supported": ("the dtypes its support list names", "其支持列表中的类型"),
}


def unfilled(text: str) -> list[str]:
    """Placeholder names still in a rendered text."""
    return [m for m in UNFILLED.findall(text) if m not in _PYTHON_NAMES]


def reword_unfilled(text: str, lang: str = "en", quoted: str = "") -> str:
    """Every `<name>` left in `text` becomes words that read in a sentence, unless the log itself wrote it
    (`quoted`: the finding's evidence lines, whose text a title may repeat)."""
    def words(m: re.Match) -> str:
        name = m.group(1)
        if name in _PYTHON_NAMES or m.group(0) in quoted:
            return m.group(0)
        en, zh = _PHRASES.get(name, (f"the {name.replace('_', ' ')}", f"相应的{name}"))
        return zh if lang == "zh" else en

    return UNFILLED.sub(words, text)
