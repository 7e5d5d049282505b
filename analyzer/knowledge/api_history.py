"""Which releases of a much-used training API accepted a keyword argument (analyzer/data/api_history.yaml).

`SFTTrainer.__init__() got an unexpected keyword argument 'max_seq_length'` reads like a typo, and most of the
time it is code written for another release: trl's SFTTrainer accepted `max_seq_length` up to 0.12.2 and
SFTConfig holds it since. The table, generated from the published wheels by scripts/build_api_history.py,
turns such a line into the version fact behind it: the releases that accepted the argument, the release that
dropped or added it, the class it moved to; and, for a name no release ever accepted, the accepted names it
is closest to. A signature asks for this with `history: {callable: <capture>, argument: <capture>}`.

The same table keeps which names each package exported at its top level: `cannot import name 'AdamW' from
'transformers'` is code written for the releases that had it (or for one newer than the installed copy). A
signature asks for that with `history: {module: <capture>, name: <capture>}`.

And it keeps which members the instances of a few base classes had: `'Qwen2Tokenizer' object has no attribute
'batch_encode_plus'` is code written for the releases whose tokenizer base class had the method. The class a
message names is mapped to its base by the library's naming (every tokenizer class ends in `Tokenizer`); a
signature asks with `history: {owner: <capture>, member: <capture>}` and is kept only when a release had it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Optional

import regex
import yaml

from ..data import load_data

CATEGORY = "version_incompatibility"
KB = "version-compatibility"
WEIGHT_NAMED = 1.15  # the message names the class and the table knows the change: stronger than the typo reading
WEIGHT_GUESSED = 1.0  # a bare `__init__()`: the class is inferred from the argument alone
MAX_SUGGESTIONS = 3
# An argument missing from fewer than this share of the scanned releases was there almost always: an installed
# copy from before it is implausible, and another class of the same name (MindFormers' TrainingArguments) or a
# typo explains the error better
MIN_ABSENT_SHARE = 0.25

# The word a log uses for each tracked package whose callables share a name with another package's
# (TrainingArguments and Trainer are transformers', MindFormers' and Lightning's): which of them an input names
# tells whose class refused the argument (the scanner looks for them in an input's head and its frames).
NAMED_BY = {"transformers": b"transformers", "mindformers": b"mindformers", "pytorch-lightning": b"lightning"}

# Names a signature's templates may use when it has `history` (checked by the linter); every one but the
# expanding `{api_steps}` is set, '' when the history does not know it.
HISTORY_VALUES = ("api_package", "api_callable", "api_accepted", "api_change", "api_steps", "api_suggestion")
UNKNOWN_VALUES = {name: "" for name in HISTORY_VALUES if name != "api_steps"}

_WORDS = {
    "en": {
        "removed": "{package} {callable} accepted '{argument}' from {first} to {last}; {removed_in} removed it",
        "gone": "{package} {callable} accepted '{argument}' from {first} to {last}; {removed_in} no longer does",
        "moved": ", and {moved_to} takes it since",
        "renamed": " (renamed '{renamed_to}')",
        "added": "'{argument}' exists in {package} {callable} only from {added_in} on",
        "step_removed": "The code was written for {package} <= {last}: pin {package}{pin} "
                        "(pip install '{package}{pin}'), or {moved_step}.",
        "dropped_step": "drop '{argument}' from the call",
        "moved_step": "pass '{argument}' to {moved_to} instead",
        "renamed_step": "pass it as '{renamed_to}' instead of '{argument}'",
        "step_added": "The code needs {package} >= {added_in}: upgrade it (pip install -U '{package}>={added_in}') "
                      "and check what else the code's requirements pin.",
        "step_versions": "Compare with pip show {package} and the version the script, notebook or example "
                         "states it was written for.",
        "clause": "; {text}",
        "close": " Close names it accepts: {names}.",
        "export_removed": "{package} exported '{argument}' from {first} to {last}; {removed_in} removed it",
        "export_gone": "{package} exported '{argument}' from {first} to {last}; {removed_in} no longer does",
        "export_added": "{package} exports '{argument}' only from {added_in} on",
        "export_step_removed": "The code was written for {package} <= {last}: pin {package}{pin} "
                               "(pip install '{package}{pin}'), or replace '{argument}' with what took its place "
                               "(the release notes of {package} {removed_in} name it).",
        "export_close": " Close names it exports: {names}.",
        "member_removed": "{package} {callable} had '{argument}' from {first} to {last}; {removed_in} removed it",
        "member_gone": "{package} {callable} had '{argument}' from {first} to {last}; {removed_in} no longer has it",
        "member_added": "{package} {callable} has '{argument}' only from {added_in} on",
    },
    "zh": {
        "removed": "{package} {callable} 在 {first} 到 {last} 版本接受 '{argument}'；{removed_in} 移除了它",
        "gone": "{package} {callable} 在 {first} 到 {last} 版本接受 '{argument}'；{removed_in} 已不再接受",
        "moved": "，此后由 {moved_to} 接受",
        "renamed": "（已改名为 '{renamed_to}'）",
        "added": "'{argument}' 从 {package} {added_in} 起才出现在 {callable} 中",
        "step_removed": "代码是为 {package} <= {last} 编写的：固定 {package}{pin}"
                        "（pip install '{package}{pin}'），或{moved_step}。",
        "dropped_step": "在调用中去掉 '{argument}'",
        "moved_step": "把 '{argument}' 改为传给 {moved_to}",
        "renamed_step": "改用 '{renamed_to}' 代替 '{argument}' 传入",
        "step_added": "代码需要 {package} >= {added_in}：升级（pip install -U '{package}>={added_in}'），"
                      "并核对代码的依赖中其他版本约束。",
        "step_versions": "用 pip show {package} 查看已安装版本，并与脚本、notebook 或示例所写的版本对比。",
        "clause": "；{text}",
        "close": "它接受的相近参数名：{names}。",
        "export_removed": "{package} 在 {first} 到 {last} 版本导出 '{argument}'；{removed_in} 移除了它",
        "export_gone": "{package} 在 {first} 到 {last} 版本导出 '{argument}'；{removed_in} 已不再导出",
        "export_added": "{package} 从 {added_in} 起才导出 '{argument}'",
        "export_step_removed": "代码是为 {package} <= {last} 编写的：固定 {package}{pin}"
                               "（pip install '{package}{pin}'），或把 '{argument}' 换成取代它的接口"
                               "（{package} {removed_in} 的发布说明写明了替代项）。",
        "export_close": "它导出的相近名称：{names}。",
        "member_removed": "{package} {callable} 在 {first} 到 {last} 版本有 '{argument}'；{removed_in} 移除了它",
        "member_gone": "{package} {callable} 在 {first} 到 {last} 版本有 '{argument}'；{removed_in} 已不再有",
        "member_added": "{package} {callable} 从 {added_in} 起才有 '{argument}'",
    },
}


@dataclass(frozen=True)
class ArgumentHistory:
    """What the releases of one callable say about one keyword argument (`kind` "export": what the releases of
    one package say about one top-level name, `callable` then being the package). `change` is `removed`
    (accepted by older releases only), `added` (by newer releases only), or '' (never accepted: a typo or another
    API's argument; `suggestions` are the closest names the callable accepts)."""

    package: str
    callable: str
    argument: str
    change: str
    first: str = ""
    last: str = ""
    removed_in: str = ""
    added_in: str = ""
    moved_to: str = ""
    renamed_to: str = ""
    # the release that dropped it is the next minor after `last` (False: releases between them are missing
    # from the table, so only "gone by removed_in" is known and the pin stays at <= last)
    exact: bool = True
    suggestions: tuple[str, ...] = ()
    guessed: bool = False  # the message did not name the class
    kind: str = "argument"  # or "export", "member"

    # what the correlator reads of any explanation (see codes.CodeInfo)
    symptom: Optional[bool] = None
    kb: str = KB

    @property
    def category(self) -> str:
        return CATEGORY

    @property
    def weight(self) -> float:
        return WEIGHT_GUESSED if self.guessed else WEIGHT_NAMED

    def _fill(self, key: str, lang: str) -> str:
        words = _WORDS.get(lang, _WORDS["en"])
        step = "renamed_step" if self.renamed_to else "moved_step" if self.moved_to else "dropped_step"
        moved_step = words[step].format(renamed_to=self.renamed_to, moved_to=self.moved_to, argument=self.argument)
        return words[key].format(package=self.package, callable=self.callable, argument=self.argument,
                                 first=self.first, last=self.last, removed_in=self.removed_in,
                                 added_in=self.added_in, moved_to=self.moved_to, renamed_to=self.renamed_to,
                                 moved_step=moved_step, pin=f"<{self.removed_in}" if self.exact else f"<={self.last}")

    def accepted(self, lang: str = "en") -> str:
        """One clause: which releases accepted the argument and what changed."""
        if self.kind in ("export", "member"):
            if self.change == "removed":
                return self._fill(f"{self.kind}_removed" if self.exact else f"{self.kind}_gone", lang)
            return self._fill(f"{self.kind}_added", lang) if self.change == "added" else ""
        if self.change == "removed":
            where = "renamed" if self.renamed_to else "moved" if self.moved_to else ""
            return self._fill("removed" if self.exact else "gone", lang) + (self._fill(where, lang) if where else "")
        return self._fill("added", lang) if self.change == "added" else ""

    def steps_in(self, lang: str) -> tuple[str, ...]:
        if self.change == "removed":
            # a name or a member has no new home to name: the release notes tell what replaced it
            removed = "export_step_removed" if self.kind in ("export", "member") else "step_removed"
            return self._fill(removed, lang), self._fill("step_versions", lang)
        if self.change == "added":
            return self._fill("step_added", lang), self._fill("step_versions", lang)
        return ()

    def template_values(self, lang: str = "en") -> dict[str, str]:
        """`api_accepted` and `api_suggestion` are whole clauses in `lang`, made to follow a title or a
        sentence; a value not known is '' (`template.fill` then leaves its clause out)."""
        words = _WORDS.get(lang, _WORDS["en"])
        accepted = self.accepted(lang)
        return {"api_package": self.package, "api_callable": self.callable, "api_change": self.change,
                "api_accepted": words["clause"].format(text=accepted) if accepted else "",
                "api_suggestion": words["export_close" if self.kind == "export" else "close"].format(
                    names=", ".join(self.suggestions)) if self.suggestions else ""}

    def facts(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {"api_package": self.package, "api_callable": self.callable,
                               "api_change": self.change}
        for name in ("first", "last", "removed_in", "added_in", "moved_to", "renamed_to"):
            if getattr(self, name):
                out[f"api_{name}"] = getattr(self, name)
        if self.suggestions:
            out["api_suggestion"] = list(self.suggestions)
        return out


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split(".") if p.isdigit())


def _packages() -> dict[str, Any]:
    """The table's packages; none when it cannot be read (a broken table must not break a diagnosis)."""
    try:
        return load_data("api_history").get("packages") or {}
    except (OSError, ValueError, yaml.YAMLError):
        return {}


@lru_cache(maxsize=1)
def _table() -> dict[str, dict[str, Any]]:
    """{short callable name: {package: entry}} ('SFTTrainer', 'Dataset.map', 'load_dataset')."""
    out: dict[str, dict[str, Any]] = {}
    for package, data in _packages().items():
        releases = data.get("releases") or []
        for name, entry in (data.get("callables") or {}).items():
            out.setdefault(name, {})[package] = dict(entry, releases=releases)
    return out


def _accepts(entry: dict[str, Any], argument: str) -> bool:
    """Whether (nearly) every release the table scanned takes the argument: the newest does, and fewer than
    MIN_ABSENT_SHARE of them came before the first that did. A class like that did not refuse it."""
    span = entry["params"].get(argument)
    return span is not None and span[1] == entry["seen"][1] and _absent_share(entry, span[0]) < MIN_ABSENT_SHARE


def _next_release(releases: list[str], version: str) -> str:
    later = [r for r in releases if _version_key(r) > _version_key(version)]
    return later[0] if later else ""


# Arguments that leave a trainer or an accelerator move to its settings object (SFTTrainer -> SFTConfig,
# Accelerator -> DataLoaderConfiguration, Trainer -> TrainingArguments); only such a class is named as the
# new home, since another class that merely shares the name (a data collator's `tokenizer`) is not one.
_SETTINGS_SUFFIXES = ("Config", "Configuration", "Arguments")


def _moved_to(package: str, argument: str, release: str, since: str, exclude: str) -> str:
    """A settings class of the package that took the argument up later than `since` (when the dropping
    callable first had it) and still accepts it in the release that dropped it: where the argument went."""
    for name, by_package in _table().items():
        entry = by_package.get(package)
        if name == exclude or entry is None or not name.endswith(_SETTINGS_SUFFIXES):
            continue
        span = entry["params"].get(argument)
        if span and _version_key(since) < _version_key(span[0]) <= _version_key(release) <= _version_key(span[1]):
            return name
    return ""


def _next_minor(last: str, dropped: str) -> bool:
    """Whether `dropped` is the minor release right after `last` (4.50.3 -> 4.51.x, 0.9.6 -> 0.10.x, 1.9.5 ->
    2.0.x), so that no release the table lacks lies between them."""
    a, b = _version_key(last)[:2], _version_key(dropped)[:2]
    return b == (a[0], a[1] + 1) or (b[0] == a[0] + 1 and b[1] == 0)


def _minor(version: str) -> str:
    """The table holds the last patch release of each minor version, so a change is known to its minor."""
    return ".".join(version.split(".")[:2])


def _judge(package: str, name: str, entry: dict[str, Any], argument: str, kind: str = "argument") -> ArgumentHistory:
    """What the releases in `entry` ({seen, params: {name: [first, last]}, releases}) say of `argument`; for
    kind "export" the params are the package's top-level names, which move to no settings class."""
    span = entry["params"].get(argument)
    seen_first, seen_last = entry["seen"]
    if span is None:
        return ArgumentHistory(package, name, argument, "", suggestions=_close_names(argument, entry), kind=kind)
    first, last = span
    if _version_key(last) < _version_key(seen_last):
        dropped = _next_release(entry["releases"], last)
        renamed_to = (entry.get("renamed") or {}).get(argument, "")
        moved_to = "" if renamed_to or kind != "argument" else _moved_to(package, argument, dropped, first, name)
        return ArgumentHistory(package, name, argument, "removed", first, last, removed_in=_minor(dropped),
                               moved_to=moved_to, renamed_to=renamed_to, exact=_next_minor(last, dropped), kind=kind)
    if _version_key(first) > _version_key(seen_first) and _absent_share(entry, first) >= MIN_ABSENT_SHARE:
        return ArgumentHistory(package, name, argument, "added", first, last, added_in=_minor(first), kind=kind)
    return ArgumentHistory(package, name, argument, "", first, last, kind=kind)  # every release accepts it


def _absent_share(entry: dict[str, Any], first: str) -> float:
    """The share of the callable's scanned releases that came before `first`."""
    seen = [r for r in entry["releases"] if _version_key(entry["seen"][0]) <= _version_key(r)
            <= _version_key(entry["seen"][1])]
    return sum(_version_key(r) < _version_key(first) for r in seen) / max(1, len(seen))


def _close_names(argument: str, entry: dict[str, Any]) -> tuple[str, ...]:
    last = entry["seen"][1]
    return _closest(argument, [p for p, span in entry["params"].items() if span[1] == last])


def _closest(name: str, candidates: list[str]) -> tuple[str, ...]:
    from rapidfuzz import fuzz, process  # only for a name no release had

    found = process.extract(name, candidates, scorer=fuzz.ratio, score_cutoff=75, limit=MAX_SUGGESTIONS)
    return tuple(found_name for found_name, _, _ in found)


def _short_name(callee: str) -> str:
    """'SFTTrainer.__init__' -> 'SFTTrainer'; 'trl.SFTTrainer' -> 'SFTTrainer'; 'Dataset.map' stays."""
    parts = [p for p in callee.split(".") if p]
    if parts and parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts[-2:]) if len(parts) >= 2 and parts[-2][:1].isupper() else (parts[-1] if parts else "")


def explain_argument(callee: str, argument: str, called_class: str = "",
                     named: frozenset[str] = frozenset()) -> Optional[ArgumentHistory]:
    """The history of `argument` for the callable a TypeError names (`SFTTrainer.__init__`, `load_dataset`);
    None when the table does not track it. A bare `__init__` (Python < 3.10 does not name the class) is judged
    only by `called_class`, the class the failing source line calls, when its history changed the argument.
    Of the packages that have a callable of that name, only those the input names (`named`, see NAMED_BY) and whose
    class does not take the argument are judged, when there are any: MindFormers' TrainingArguments refusing
    `eval_strategy` is not transformers' before 4.41, and a log that names MindFormers while `evaluation_strategy`
    is refused was not refused by MindFormers' class, which takes it."""
    name = _short_name(callee)
    if not name:
        found = explain_argument(called_class, argument, named=named) if called_class else None
        return replace(found, guessed=True) if found is not None and found.change else None
    owners = _table().get(name, {})
    # a named package whose class (nearly) always took the argument is not the one that refused it
    refusers = {pkg: entry for pkg, entry in owners.items() if pkg in named and not _accepts(entry, argument)}
    owners = refusers or owners
    judged = [_judge(pkg, name, entry, argument) for pkg, entry in owners.items()]
    # old code on a newer library is the common case and the strongest reading; an addition recent enough to
    # be plausible comes next; otherwise the plain reading stands
    changed = sorted((j for j in judged if j.change), key=lambda j: j.change != "removed")
    return (changed or [j for j in judged if not j.change] or [None])[0]


@lru_cache(maxsize=1)
def _export_table() -> dict[str, dict[str, Any]]:
    """{module: entry} from each package's `exports`, shaped as a callable's entry for `_judge` (the names
    under `params`, the whole scanned range as `seen`), with the package it belongs to."""
    out: dict[str, dict[str, Any]] = {}
    for package, data in _packages().items():
        names: dict[str, tuple[str, str]] = {}
        for span, listed in (data.get("exports") or {}).items():
            first, _, last = str(span).partition(" ")
            names.update((name, (first, last)) for name in listed)
        releases = list(data.get("releases") or [])
        if names and releases:
            out[package.replace("-", "_")] = {"package": package, "seen": [releases[0], releases[-1]],
                                              "params": names, "releases": releases}
    return out


def explain_export(module: str, name: str) -> Optional[ArgumentHistory]:
    """The history of a top-level name of a tracked package (`from transformers import AdamW`); None for a
    package or a submodule the table does not track. A name some releases lacked is a version fact; a name
    every release exports is not, and one no release exported gets the closest names the newest one has."""
    entry = _export_table().get(module)
    if entry is None or not name:
        return None
    return _judge(entry["package"], entry["package"], entry, name, kind="export")


# The base class of a tracked package that a class's name says it derives from: transformers names every
# tokenizer class `...Tokenizer` / `...TokenizerFast`, every processor `...Processor`, every model `...Model` or
# `...For<Task>`; trainers (trl's too) derive from its Trainer, their settings from its TrainingArguments.
_MEMBER_OWNERS = (
    (regex.compile(r"Tokeni[sz]er(?:Fast)?$"), "PreTrainedTokenizerBase"),
    (regex.compile(r"Processor$"), "ProcessorMixin"),
    (regex.compile(r"TrainingArguments$|^(?:SFT|DPO|GRPO|PPO|KTO|ORPO|Reward|CPO|BCO|GKD|RLOO|Online\w*)Config$"),
     "TrainingArguments"),
    (regex.compile(r"Trainer$"), "Trainer"),
    (regex.compile(r"(?:Model|For[A-Z]\w*|LMHead\w*)$"), "PreTrainedModel"),
)


@lru_cache(maxsize=1)
def _member_table() -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """{class: [(package, entry)]} from each package's `members`, shaped as a callable's entry for `_judge`."""
    out: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for package, data in _packages().items():
        releases = list(data.get("releases") or [])
        for name, entry in (data.get("members") or {}).items():
            out.setdefault(name, []).append((package, {"seen": entry["seen"], "params": entry.get("names") or {},
                                                       "releases": releases}))
    return out


def explain_member(owner: str, member: str) -> Optional[ArgumentHistory]:
    """The history of a member an instance of `owner` lacked (`'Qwen2Tokenizer' object has no attribute
    'batch_encode_plus'`), judged on the tracked base class the name maps to; None for a class the naming does not
    map, or a member whose releases all agree (had by all, or by none: a typo or the user's own attribute)."""
    base = next((b for rx, b in _MEMBER_OWNERS if rx.search(owner)), None)
    for package, entry in _member_table().get(base or "", ()):
        if member in entry["params"]:
            found = _judge(package, base, entry, member, kind="member")
            return found if found.change else None
    return None
