"""Mine message templates from Python source with `ast`: the library is read, never imported.

Per module: every `raise X(<message>)`, `assert test, <message>` and `logger.error/warning(<literal>)`
whose message can be reconstructed from the source: a literal, an f-string, `%` or `.format`
formatting, a concatenation, or a variable assigned earlier in the same function (`msg = ...;
msg += ...; raise ValueError(msg)`). Whatever the source computes at run time becomes a hole.
Helper functions that build messages for many callers (mindspore's `_checkparam` / `Validator`)
are raise sites of their own, so each helper template is indexed once, with its holes.

Next to each template the miner keeps what a fix needs: the source of the test that raises it
(innermost `if`, negated for an `else` branch, or the `assert`) and the literal collections that
test compares against (`if key not in _func_map:` with `_func_map = {...}` at module level gives
the keys the function accepts).
"""

from __future__ import annotations

import ast
import re
import string
from typing import Optional

from .record import KIND_ASSERT, KIND_LOG, KIND_RAISE, Template

HOLE = None  # a part of a message only known at run time
Part = Optional[str]
MIN_FIXED = 8  # fewer fixed characters than this cannot identify a message
MAX_CONDITION = 300
MAX_VALUES = 80
LOG_METHODS = {"error", "critical", "fatal", "exception", "warning", "warn"}
_PERCENT = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa%]")
_FORMATTER = string.Formatter()
_NEWLINE = re.compile(rb"\n")
# except and case clauses hold a body but are not statements (`match` is Python 3.10+)
_CLAUSES = tuple(t for t in (ast.ExceptHandler, getattr(ast, "match_case", None)) if t is not None)


def _percent_parts(text: str) -> list[Part]:
    out: list[Part] = []
    pos = 0
    for m in _PERCENT.finditer(text):
        out.append(text[pos:m.start()])
        out.append("%" if m.group() == "%%" else HOLE)
        pos = m.end()
    out.append(text[pos:])
    return out


def _format_parts(text: str) -> list[Part]:
    out: list[Part] = []
    try:
        for literal, field, _spec, _conv in _FORMATTER.parse(text):
            out.append(literal)
            if field is not None:
                out.append(HOLE)
    except ValueError:  # not a valid format string: the text is what is printed
        return [text]
    return out


class _Scope:
    """Assignments to names within one function (or the module), to follow `msg = ...; raise X(msg)`."""

    def __init__(self, body: list[ast.stmt]) -> None:
        self.assigns: dict[str, list[tuple[int, ast.expr, bool]]] = {}
        for node in _walk_shallow(body):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self._add(node.targets[0].id, node.lineno, node.value, False)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                self._add(node.target.id, node.lineno, node.value, False)
            elif (isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name)
                  and isinstance(node.op, ast.Add)):
                self._add(node.target.id, node.lineno, node.value, True)

    def _add(self, name: str, line: int, value: ast.expr, augmented: bool) -> None:
        self.assigns.setdefault(name, []).append((line, value, augmented))

    def before(self, name: str, line: int) -> list[tuple[int, ast.expr, bool]]:
        """The assignments to `name` that reach `line`: the last plain one and the `+=` after it."""
        found = [a for a in self.assigns.get(name, ()) if a[0] < line]
        found.sort(key=lambda a: a[0])
        out: list[tuple[int, ast.expr, bool]] = []
        for item in reversed(found):
            out.insert(0, item)
            if not item[2]:
                break
        return out if out and not out[0][2] else []


def _walk_shallow(body: list[ast.stmt]):
    """Every node of a body without entering nested functions or classes (their names are their own)."""
    stack: list[ast.AST] = list(body)
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                stack.append(child)


def message_parts(expr: ast.expr, scope: Optional[_Scope], depth: int = 0) -> list[Part]:
    """The fixed text and holes of a message expression, as far as the source tells."""
    if depth > 6:
        return [HOLE]
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [expr.value]
    if isinstance(expr, ast.JoinedStr):
        out: list[Part] = []
        for v in expr.values:
            if isinstance(v, ast.Constant) and isinstance(v.value, str):
                out.append(v.value)
            else:
                out.append(HOLE)
        return out
    if isinstance(expr, ast.BinOp):
        if isinstance(expr.op, ast.Mod) and isinstance(expr.left, ast.Constant) and isinstance(expr.left.value, str):
            return _percent_parts(expr.left.value)
        if isinstance(expr.op, ast.Add):
            return message_parts(expr.left, scope, depth + 1) + message_parts(expr.right, scope, depth + 1)
    if (isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr == "format"
            and isinstance(expr.func.value, ast.Constant) and isinstance(expr.func.value.value, str)):
        return _format_parts(expr.func.value.value)
    if isinstance(expr, ast.Name) and scope is not None:
        assigns = scope.before(expr.id, getattr(expr, "lineno", 1 << 30))
        if assigns:
            out = []
            for _line, value, _aug in assigns:
                out.extend(message_parts(value, scope, depth + 1))
            return out
    return [HOLE]


def _first_line(parts: list[Part]) -> list[Part]:
    """The first line of the message with enough fixed text: a log shows a message line by line."""
    lines: list[list[Part]] = [[]]
    for part in parts:
        if part is HOLE:
            lines[-1].append(HOLE)
            continue
        chunks = part.split("\n")
        lines[-1].append(chunks[0])
        for chunk in chunks[1:]:
            lines.append([chunk])
    for line in lines:
        if sum(len(p.strip()) for p in line if p is not HOLE) >= MIN_FIXED:
            return line
    return []


def normalise(parts: list[Part]) -> Optional[tuple[tuple[str, ...], bool, bool]]:
    """(pieces, lead_hole, trail_hole), or None when too little fixed text is left to match on."""
    merged: list[Part] = []
    for part in _first_line(parts):
        if part is HOLE:
            if merged and merged[-1] is HOLE:
                continue
            merged.append(HOLE)
        elif part:
            if merged and merged[-1] is not HOLE:
                merged[-1] = merged[-1] + part  # type: ignore[operator]
            else:
                merged.append(part)
    lead = bool(merged) and merged[0] is HOLE
    trail = bool(merged) and merged[-1] is HOLE
    pieces = [p for p in merged if p is not HOLE]
    if pieces and not lead:
        pieces[0] = pieces[0].lstrip()
    if pieces and not trail:
        pieces[-1] = pieces[-1].rstrip()
    pieces = [p for p in pieces if p]
    if sum(len(p) for p in pieces) < MIN_FIXED or not any(c.isalpha() for p in pieces for c in p):
        return None
    return tuple(pieces), lead, trail


def _literal_values(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Dict):
        return [str(k.value) for k in node.keys if isinstance(k, ast.Constant) and k.value is not None]
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return [str(e.value) for e in node.elts if isinstance(e, ast.Constant) and e.value is not None]
    return []


class _ModuleMiner:
    def __init__(self, source: bytes, path: str, package: str, version: str) -> None:
        self.source = source
        self.starts = [0] + [m.end() for m in _NEWLINE.finditer(source)]
        self.path, self.package, self.version = path, package, version
        self.names: list[str] = []
        self.tests: list[tuple[ast.expr, bool]] = []  # enclosing if/while tests, True when in the else branch
        self.scopes: list[_Scope] = []
        self.collections: dict[str, list[str]] = {}
        self.out: list[Template] = []

    # -- source text ---------------------------------------------------------------------------
    def segment(self, node: ast.AST) -> str:
        try:
            start = self.starts[node.lineno - 1] + node.col_offset  # type: ignore[attr-defined]
            end = self.starts[node.end_lineno - 1] + node.end_col_offset  # type: ignore[attr-defined]
        except (AttributeError, IndexError, TypeError):
            return ""
        text = self.source[start:end].decode("utf-8", "replace")
        return " ".join(text.split())[:MAX_CONDITION]

    # -- statements only: expressions are never walked, which keeps mining fast ---------------------
    def run(self, tree: ast.Module) -> None:
        self.scopes.append(_Scope(tree.body))
        for name, items in self.scopes[-1].assigns.items():
            values = _literal_values(items[-1][1])
            if values:
                self.collections[name] = values
        self.body(tree.body)

    def body(self, stmts: list[ast.stmt]) -> None:
        for stmt in stmts:
            self.statement(stmt)

    def statement(self, node: ast.stmt) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            self.names.append(node.name)
            saved, self.tests = self.tests, []
            is_function = not isinstance(node, ast.ClassDef)
            if is_function:
                self.scopes.append(_Scope(node.body))
            self.body(node.body)
            if is_function:
                self.scopes.pop()
            self.tests = saved
            self.names.pop()
        elif isinstance(node, (ast.If, ast.While)):
            self.tests.append((node.test, False))
            self.body(node.body)
            self.tests[-1] = (node.test, True)
            self.body(node.orelse)
            self.tests.pop()
        elif isinstance(node, ast.Raise):
            exc = node.exc
            if isinstance(exc, ast.Call) and exc.args:
                self._add_first(exc.args, _callee_name(exc.func), node)
        elif isinstance(node, ast.Assert):
            if node.msg is not None:
                self._add(node.msg, "AssertionError", KIND_ASSERT, node, self.segment(node.test), node.test)
        elif isinstance(node, ast.Expr):
            self._log_call(node.value)
        else:
            for name in ("body", "orelse", "finalbody", "handlers", "cases"):
                block = getattr(node, name, None)
                if block:
                    for item in block:
                        if isinstance(item, _CLAUSES):
                            self.body(item.body)
                        else:
                            self.statement(item)

    def _log_call(self, node: ast.expr) -> None:
        if not isinstance(node, ast.Call):
            return
        func = node.func
        if (isinstance(func, ast.Attribute) and func.attr in LOG_METHODS and node.args
                and "log" in _callee_name(func.value).lower()):
            self._add(node.args[0], f"logger.{func.attr}", KIND_LOG, node, self._condition())

    def _condition(self) -> Optional[str]:
        if not self.tests:
            return None
        test, negated = self.tests[-1]
        text = self.segment(test)
        return f"not ({text})" if negated and text else text or None

    def _test_node(self) -> Optional[ast.expr]:
        return self.tests[-1][0] if self.tests else None

    def _values(self, test: Optional[ast.expr]) -> tuple[str, ...]:
        """Literal collections the raising test compares against, directly or through a name."""
        if test is None:
            return ()
        found: list[str] = []
        for node in ast.walk(test):
            found.extend(_literal_values(node))
            name = _collection_name(node)
            if name is not None:
                found.extend(self._named_collection(name, getattr(node, "lineno", 1 << 30)))
            if len(found) >= MAX_VALUES:
                break
        return tuple(dict.fromkeys(found))[:MAX_VALUES]

    def _named_collection(self, name: str, line: int) -> list[str]:
        if len(self.scopes) > 1:
            local = self.scopes[-1].before(name, line)
            if local:
                return _literal_values(local[-1][1])
        return self.collections.get(name, [])

    def _add_first(self, args: list[ast.expr], exc_type: str, node: ast.Raise) -> None:
        """The message is the first argument that holds text: `YAMLError(None, None, "problem", mark)`
        puts it third."""
        for arg in args[:4]:
            if isinstance(arg, ast.Constant) and not isinstance(arg.value, str):
                continue
            if self._add(arg, exc_type, KIND_RAISE, node, self._condition()):
                return

    def _add(self, message: ast.expr, exc_type: str, kind: str, node: ast.AST, condition: Optional[str],
             test: Optional[ast.expr] = None) -> bool:
        shape = normalise(message_parts(message, self.scopes[-1] if self.scopes else None))
        if shape is None:
            return False
        pieces, lead, trail = shape
        self.out.append(Template(
            package=self.package, version=self.version, pieces=pieces, exc_type=exc_type, kind=kind,
            path=self.path, line=getattr(node, "lineno", None), function=".".join(self.names) or None,
            condition=condition, values=self._values(test if test is not None else self._test_node()),
            lead_hole=lead, trail_hole=trail))
        return True


def _callee_name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr if not isinstance(func.value, ast.Name) or func.attr[:1].isupper() \
            else f"{func.value.id}.{func.attr}"
    if isinstance(func, ast.Call):
        return _callee_name(func.func)
    return ""


def _collection_name(node: ast.AST) -> Optional[str]:
    """`X` in `key not in X`, `X.keys()`, `list(X)`: the name a valid-values collection goes by."""
    if isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
        target = node.comparators[-1]
        if isinstance(target, ast.Call) and isinstance(target.func, ast.Attribute) and \
                target.func.attr in ("keys", "values"):
            target = target.func.value
        if isinstance(target, ast.Call) and target.args:
            target = target.args[0]
        if isinstance(target, ast.Name):
            return target.id
        if isinstance(target, ast.Attribute):
            return target.attr
    return None


def mine_source(source: bytes, path: str, package: str, version: str) -> list[Template]:
    """Templates of one module; a module that does not parse (py2 leftovers, templates) gives none."""
    if b"raise" not in source and b"assert" not in source and b"log" not in source:
        return []
    try:
        tree = ast.parse(source, filename=path)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    miner = _ModuleMiner(source, path, package, version)
    try:
        miner.run(tree)
    except RecursionError:
        return miner.out
    return miner.out
