"""Canonical status codes (absl / gRPC / TensorFlow / XLA / JAX) named by a failure line.

TensorFlow, XLA and jaxlib report failures as a status: a canonical code and a message. The same code
reaches a log in three spellings: `XlaRuntimeError: UNIMPLEMENTED: ...` (absl's name, also gRPC's
`StatusCode.UNAVAILABLE`), `Resource exhausted: OOM when allocating ...` (TensorFlow's older text) and
`tensorflow.python.framework.errors_impl.InvalidArgumentError: ...` (the Python class TensorFlow raises).
The table (`kb/status_codes.yaml`) lists every code with its spellings; `code_in` gives the canonical code
of a line so that a failure family can weigh it (`where: status` cues, families/README.md) together with
the message's own words: INVALID_ARGUMENT with shape words is an operator shape problem, UNIMPLEMENTED
from the XLA runtime a runtime older or newer than the front end.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

import regex
import yaml

from ..data import safe_yaml
from ..paths import kb_dir

SCHEMA = "msdiag.status_codes/1"
FIELDS = ("number", "text", "tf_error")


class StatusTableError(ValueError):
    """The status table breaks its format: the message names the file and the code."""


@dataclass(frozen=True)
class StatusTable:
    """The codes and one pattern over all their spellings; `spelling` maps each spelling to its code."""

    codes: tuple[str, ...]
    pattern: Optional[regex.Pattern]
    spelling: dict[str, str]

    def code_in(self, text: str) -> str:
        """The canonical code of the first status the text names, or ''."""
        if self.pattern is None or not text:
            return ""
        m = self.pattern.search(text)
        return self.spelling.get(m.group("s"), "") if m else ""


EMPTY = StatusTable((), None, {})


def _alternation(words: list[str]) -> str:
    return "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True))


def build(codes: dict[str, dict]) -> StatusTable:
    """A table from {CODE: {number, text, tf_error}}: names before a colon or after `StatusCode.`,
    TensorFlow's texts before a colon, its exception classes anywhere as a word."""
    spelling: dict[str, str] = {}
    for code, entry in codes.items():
        for s in (code, entry["text"], entry["tf_error"]):
            spelling[s] = code
    names, texts = list(codes), [e["text"] for e in codes.values()]
    classes = [e["tf_error"] for e in codes.values()]
    pattern = regex.compile(
        rf"StatusCode\.(?P<s>{_alternation(names)})\b|\b(?P<s>{_alternation(names)}):|"
        rf"(?:^|(?<=[\s:(\[]))(?P<s>{_alternation(texts)}):|\b(?P<s>{_alternation(classes)})\b")
    return StatusTable(tuple(codes), pattern, spelling)


def load_table(path: Path) -> StatusTable:
    """Parse and validate `path`; every problem names the file and the code."""
    try:
        data = safe_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise StatusTableError(f"{path}: cannot be read: {exc}") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA or not isinstance(data.get("codes"), dict):
        raise StatusTableError(f"{path}: must be a mapping with schema '{SCHEMA}' and 'codes'")
    codes: dict[str, dict] = {}
    for code, entry in data["codes"].items():
        if not isinstance(code, str) or not regex.fullmatch(r"[A-Z]+(?:_[A-Z]+)*", code):
            raise StatusTableError(f"{path}: code {code!r} must be an upper-case name such as INVALID_ARGUMENT")
        if not isinstance(entry, dict) or not all(isinstance(entry.get(f), (str, int)) for f in FIELDS):
            raise StatusTableError(f"{path}: code {code}: needs {', '.join(FIELDS)}")
        if not isinstance(entry["text"], str) or not isinstance(entry["tf_error"], str):
            raise StatusTableError(f"{path}: code {code}: 'text' and 'tf_error' must be strings")
        codes[code] = entry
    if not codes:
        raise StatusTableError(f"{path}: lists no code")
    return build(codes)


@lru_cache(maxsize=4)
def shipped(root: Optional[str] = None) -> tuple[StatusTable, tuple[str, ...]]:
    """The shipped table (`kb/status_codes.yaml`) and the reason it could not be used, if any: without
    it, status cues simply never fire."""
    try:
        return load_table(Path(root or kb_dir()) / "status_codes.yaml"), ()
    except StatusTableError as exc:
        return EMPTY, (str(exc),)


def code_in(text: str) -> str:
    """The canonical status code `text` names ('' for none), with the shipped table."""
    return shipped()[0].code_in(text)
