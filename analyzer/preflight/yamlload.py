"""Read a config YAML with bounded work, remembering the line every value came from.

Why not ``yaml.safe_load``: an alias bomb (a few hundred bytes of nested ``*a`` references) expands
into billions of nodes during construction, binary or non-UTF-8 files surface as tracebacks, and the
line a value was written on is lost, although a finding must point at it. Here libyaml composes the
node graph (aliases stay shared nodes, nesting is capped by libyaml itself) and a walker builds the
Python values while counting every node it visits, aliases included, against a budget.

Each dotted key path gets the line of its key; a value reached through an alias (``*dp``) also
records the line of the anchor (``&dp 1``) it came from, so evidence shows both.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import yaml

MAX_BYTES = 64 * 2**20
# Shipped MindFormers configs have at most a few thousand nodes; 100 times more is not a config. The
# same budget bounds the parse (events, before any node is built) and the alias expansion.
NODE_BUDGET = 50_000
_MERGE_TAG = "tag:yaml.org,2002:merge"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ConfigError(ValueError):
    """A config file cannot be read or is not a MindFormers YAML; the message is one line."""


@dataclass(frozen=True)
class Mark:
    """Where a value sits: the line of its key and, for an aliased value, the line of its anchor."""

    line: int
    anchor_line: int = 0


@dataclass
class Document:
    path: str
    lines: list[str]
    data: dict[str, Any]
    marks: dict[str, Mark] = field(default_factory=dict)
    max_mapping_depth: int = 0


def read_text(path: str) -> str:
    """The file as text, or a one-line ConfigError for unreadable, oversized, binary or non-UTF-8 input."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ConfigError(f"cannot read config {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise ConfigError(f"{path} is larger than {MAX_BYTES // 2**20} MB; not a config file")
    nul = raw.find(b"\x00")
    if nul >= 0:
        raise ConfigError(f"{path} is binary (NUL byte at offset {nul}), not a YAML config")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path} is not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start})") from None


class _Walker:
    """Builds values from a composed node graph under a node budget; records key lines per path."""

    def __init__(self, path: str, budget: int) -> None:
        self.path = path
        self.budget = budget
        self.visited = 0
        self.first_seen: dict[int, int] = {}  # id(node) -> line where the node (an anchor) was defined
        self.marks: dict[str, Mark] = {}
        self.max_depth = 0
        self.scalars = yaml.constructor.SafeConstructor()

    def _tick(self, node: yaml.Node) -> int:
        self.visited += 1
        if self.visited > self.budget:
            raise ConfigError(f"{self.path}: more than {self.budget:,} YAML nodes after alias expansion "
                              "(an alias bomb or a generated file); not a config file")
        line = node.start_mark.line + 1
        return self.first_seen.setdefault(id(node), line)

    def value(self, node: yaml.Node, prefix: str, depth: int) -> Any:
        """`depth` counts nested mappings as MindFormers does (not through lists); -1 inside a list."""
        self._tick(node)
        if isinstance(node, yaml.MappingNode):
            if depth >= 0:
                self.max_depth = max(self.max_depth, depth + 1)
            return self._mapping(node, prefix, depth + 1 if depth >= 0 else -1)
        if isinstance(node, yaml.SequenceNode):
            return [self.value(item, f"{prefix}[{i}]", -1) for i, item in enumerate(node.value)]
        return self._scalar(node)

    def _scalar(self, node: yaml.Node) -> Any:
        try:
            value = self.scalars.construct_object(node, deep=True)
        except (yaml.YAMLError, ValueError, TypeError, OverflowError) as exc:
            raise ConfigError(f"{self.path}: line {node.start_mark.line + 1}: cannot read value "
                              f"{str(node.value)[:40]!r}: {str(exc).splitlines()[0]}") from None
        if isinstance(value, float) and not math.isfinite(value):
            raise ConfigError(f"{self.path}: line {node.start_mark.line + 1}: non-finite number "
                              f"{node.value!r}; a config value must be a finite number")
        return value

    def _entries(self, node: yaml.MappingNode) -> list[tuple[yaml.Node, yaml.Node]]:
        """Key/value pairs with ``<<`` merges applied (explicit keys win over merged ones)."""
        merged: list[tuple[yaml.Node, yaml.Node]] = []
        own: list[tuple[yaml.Node, yaml.Node]] = []
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE_TAG:
                self._tick(value_node)
                sources = value_node.value if isinstance(value_node, yaml.SequenceNode) else [value_node]
                for source in sources:
                    if isinstance(source, yaml.MappingNode):
                        self._tick(source)
                        merged.extend(self._entries(source))
            else:
                own.append((key_node, value_node))
        return merged + own

    def _mapping(self, node: yaml.MappingNode, prefix: str, depth: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key_node, value_node in self._entries(node):
            key_value = self._scalar(key_node) if isinstance(key_node, yaml.ScalarNode) else key_node.value
            key = str(key_value)
            dotted = f"{prefix}.{key}" if prefix else key
            anchor_line = self.first_seen.get(id(value_node), 0)  # seen before: reached through an alias
            out[key] = self.value(value_node, dotted, depth)
            self.marks[dotted] = Mark(key_node.start_mark.line + 1, anchor_line)
        return out


def _count_events(path: str, text: str, budget: int) -> None:
    """Stop early on a document too large to be a config, before libyaml builds a node per value."""
    for number, _event in enumerate(yaml.parse(text, Loader=_Loader)):
        if number > 2 * budget:
            raise ConfigError(f"{path}: more than {budget:,} YAML nodes; too large to be a config file")


def load_document(path: str, budget: int = NODE_BUDGET) -> Document:
    """The YAML mapping in `path` with key lines; ConfigError (one line) for anything that is not one."""
    text = read_text(path)
    try:
        _count_events(path, text, budget)
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path} is not valid YAML: {' '.join(str(exc).split())[:200]}") from None
    except RecursionError:
        raise ConfigError(f"{path} is nested too deeply to be a config") from None
    if not isinstance(root, yaml.MappingNode):
        raise ConfigError(f"{path} does not hold a YAML mapping")
    walker = _Walker(path, budget)
    try:
        data = walker.value(root, "", 0)
    except RecursionError:
        raise ConfigError(f"{path} is nested too deeply to be a config") from None
    return Document(path, text.splitlines(), data, walker.marks, walker.max_depth)
