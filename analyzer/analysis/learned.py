"""A category for a failure line no family fits, learned from the labelled logs' words.

The families (`families/*.yaml`) are cues that people wrote: they decide a line when its words are ones
someone saw before. Most lines that reach `other` still carry words whose category the labelled logs
tell plainly (`dataset`, `keyword argument`, `requires`), only in combinations nobody wrote a cue for.
This is a multinomial naive Bayes model over the line's words, word pairs, exception class, traceback
frame files and raising statement, trained by `scripts/train_category_model.py` on every labelled failure
log's key line (`tests/realworld/*/labels.yaml`) and the families' hit examples, and shipped as data
(`analyzer/data/learned_categories.json`). It is chosen for being transparent: each word adds a
log-probability to each category, so a finding can list the words that decided it, and the training is
a count, the same on every machine. It speaks only when no family reaches its threshold, and abstains
below its probability threshold or when it would say `other`.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Optional

import regex

from .families import Clue, Family, load_families

MODEL_FILE = Path(__file__).resolve().parent.parent / "data" / "learned_categories.json"
MAX_TEXT = 2000
_WORD = regex.compile(r"[A-Za-z][A-Za-z0-9_]*")
# the parts of a compound name: `OutOfMemoryError` -> out, of, memory, error; `num_labels` -> num, labels
_PART = regex.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")
_STOP = frozenset({"the", "a", "an", "of", "to", "in", "is", "for", "on", "at", "by", "be", "it", "this", "that",
                   "with", "as", "from", "or", "and", "are", "was"})
_FRAME_NOISE = frozenset({"site-packages", "dist-packages", "lib", "usr", "home", "local", "python", ".", ".."})
OTHER = "other"
SHOWN_CUES = 5  # the words a finding lists as having decided its category


def words(text: str) -> list[str]:
    """Lower-cased words in order, each compound name followed by its parts; numbers are no words."""
    out: list[str] = []
    for w in _WORD.findall(text[:MAX_TEXT]):
        low = w.lower()
        if len(low) < 2 or low in _STOP:
            continue
        out.append(low)
        if "_" in w or any(ch.isupper() for ch in w[1:]):
            parts = [p.lower() for p in _PART.findall(w.replace("_", " ")) if len(p) > 1]
            if len(parts) > 1:
                out.extend(parts)
    return out


def features(clue: Clue) -> frozenset[str]:
    """What the model reads of a clue, each feature named by where it came from (`w:` word, `b:` word pair,
    `x:` exception class, `f:` traceback frame file or folder, `c:` word of the raising statement, `p:` the run's
    phase at the line, `q:` the phase with the exception class raised, since a crash with no exception before
    the first step is another matter than the same crash after thousands)."""
    said = words(f"{clue.text} {clue.detail}")
    found = {f"w:{w}" for w in said} | {f"b:{a} {b}" for a, b in zip(said, said[1:])}
    if clue.exc_type:
        found.add("x:" + clue.exc_type.rsplit(".", 1)[-1].lower())
    for path in clue.frames:
        parts = [p for p in path.replace("\\", "/").split("/") if p]
        for part in parts[-3:]:
            part = part.lower().removesuffix(".py")
            if part and part not in _FRAME_NOISE:
                found.add(f"f:{part}")
    found.update(f"c:{w}" for w in words(clue.code))
    if clue.phase:  # with what raised: a crash with no exception after steps ran is not the same at start-up
        found.add(f"p:{clue.phase}")
        found.add(f"q:{clue.phase} {clue.exc_type.rsplit('.', 1)[-1].lower() or 'no exception'}")
    return frozenset(found)


def describe(feature: str, lang: str = "en") -> str:
    """A feature as a finding shows it: `'dataset'`, `raised ValueError`, `frame dataloader`."""
    kind, _, what = feature.partition(":")
    if kind == "x":
        return f"异常类型 {what}" if lang == "zh" else f"exception {what}"
    if kind == "f":
        return f"调用栈 {what}" if lang == "zh" else f"frame {what}"
    if kind == "c":
        return f"语句 '{what}'" if lang == "zh" else f"statement '{what}'"
    if kind == "p":
        return f"阶段 {what}" if lang == "zh" else f"phase {what}"
    if kind == "q":
        phase, _, raised = what.partition(" ")
        return f"阶段 {phase} 中的 {raised}" if lang == "zh" else f"{raised} in phase {phase}"
    return f"'{what}'"


@dataclass(frozen=True)
class CategoryModel:
    """Per category: its prior, each feature's log-probability, the log-probability of a feature it never saw."""

    priors: dict[str, float]
    log_probs: dict[str, dict[str, float]]  # feature -> category -> log P(feature | category)
    unseen: dict[str, float]
    # the least log-odds of the likeliest category over the next at which the model names it: naive Bayes
    # counts correlated words as independent, so its probabilities sit near 0 or 1 and say little alone
    min_margin: float
    min_features: int  # the least number of known features a line must carry to be judged
    trained_on: int  # labelled lines

    def scores(self, feats: frozenset[str]) -> dict[str, float]:
        known = [f for f in feats if f in self.log_probs]
        return {c: p + sum(self.log_probs[f].get(c, self.unseen[c]) for f in known) for c, p in self.priors.items()}

    def cue_weight(self, feature: str, category: str, against: str) -> float:
        """How much a feature moved the odds of `category` over `against` (log-odds)."""
        row = self.log_probs.get(feature, {})
        return row.get(category, self.unseen[category]) - row.get(against, self.unseen[against])

    def public(self) -> dict:
        return {"priors": self.priors, "unseen": self.unseen, "min_margin": self.min_margin,
                "min_features": self.min_features, "trained_on": self.trained_on,
                "log_probs": {f: dict(sorted(row.items())) for f, row in sorted(self.log_probs.items())}}


def parse_model(data: dict) -> CategoryModel:
    return CategoryModel(priors=dict(data["priors"]), log_probs={f: dict(r) for f, r in data["log_probs"].items()},
                         unseen=dict(data["unseen"]), min_margin=float(data["min_margin"]),
                         min_features=int(data["min_features"]), trained_on=int(data["trained_on"]))


@lru_cache(maxsize=1)
def shipped_model() -> Optional[CategoryModel]:
    """The model shipped beside the package, or None when it is absent or unreadable (no learned guess then)."""
    try:
        return parse_model(json.loads(MODEL_FILE.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


@dataclass(frozen=True)
class LearnedVerdict:
    """A category the model names for a clue, how sure it is, and the features that decided it."""

    family: Family
    probability: float
    cues: tuple[tuple[str, float], ...]  # (feature, log-odds it added over the runner-up)
    runner_up: str
    trained_on: int

    def why(self, lang: str = "en") -> str:
        sep = "；" if lang == "zh" else ", "
        shown = sep.join(f"{describe(f, lang)} (+{w:.1f})" for f, w in self.cues)
        cat = self.family.category
        if lang == "zh":
            return (f"没有故障家族的线索达到阈值；按 {self.trained_on:,} 条已标注故障行学到的用词，归为 {cat}"
                    f"（其次：{self.runner_up}）：{shown}。")
        return (f"no failure family's cues reached their threshold; by the words of {self.trained_on:,} labelled "
                f"failure lines it is {cat} (next likeliest: {self.runner_up}): {shown}.")

    def public(self) -> dict:
        return {"category": self.family.category, "probability": round(self.probability, 3),
                "runner_up": self.runner_up, "learned": True,
                "cues": [{"feature": f, "log_odds": round(w, 2)} for f, w in self.cues],
                "why": self.why("en"), "why_zh": self.why("zh")}


class Judgement(NamedTuple):
    best: str
    probability: float
    runner_up: str
    margin: float  # log-odds of `best` over `runner_up`


def judge(model: CategoryModel, feats: frozenset[str]) -> Optional[Judgement]:
    """The likeliest category for some features, its probability, the runner-up and the margin; None when
    fewer than the model's `min_features` of them are known to it (a line of unseen words is no evidence)."""
    if sum(f in model.log_probs for f in feats) < model.min_features:
        return None
    scores = model.scores(feats)
    ranked = sorted(scores, key=lambda c: (-scores[c], c))
    best, second = ranked[0], ranked[1] if len(ranked) > 1 else ranked[0]
    probability = 1.0 / sum(math.exp(s - scores[best]) for s in scores.values())
    return Judgement(best, probability, second, scores[best] - scores[second])


def _spoken(model: CategoryModel, judged: Optional[Judgement]) -> Optional[str]:
    """A judgement's category if the model says it: not too few known features, not too close a runner-up, not
    `other` (which the fallback says anyway)."""
    if judged is None or judged.margin < model.min_margin or judged.best == OTHER:
        return None
    return judged.best


def names(model: CategoryModel, feats: frozenset[str]) -> Optional[str]:
    """The category the model names for some features, or None (see `_spoken`)."""
    return _spoken(model, judge(model, feats))


def guess(clue: Clue, model: Optional[CategoryModel] = None,
          families: Optional[list[Family]] = None) -> Optional[LearnedVerdict]:
    """The category the labelled logs' words give a clue, with the words that decided it, or None (see
    `_spoken`; also when no family file has the category, whose wording and fixes the finding needs)."""
    model = shipped_model() if model is None else model
    if model is None:
        return None
    feats = features(clue)
    judged = judge(model, feats)
    best = _spoken(model, judged)
    family = next((f for f in (load_families() if families is None else families) if f.category == best), None)
    if family is None or judged is None:
        return None
    weights = sorted(((f, model.cue_weight(f, judged.best, judged.runner_up)) for f in feats if f in model.log_probs),
                     key=lambda fw: (-fw[1], fw[0]))
    cues = tuple((f, w) for f, w in weights[:SHOWN_CUES] if w > 0)
    return LearnedVerdict(family, judged.probability, cues, judged.runner_up, model.trained_on)


def read_clues(path: Path) -> dict[str, dict]:
    """The fallback clues the model trains on (`set/id` -> Clue.public()), one JSON object per line; {} when the
    file is absent. scripts/train_category_model.py writes them (`write_clues`), the realworld test checks them."""
    if not path.is_file():
        return {}
    rows = (json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return {row["case"]: row["clue"] for row in rows}


def write_clues(path: Path, clues: dict[str, dict]) -> None:
    path.write_text("".join(json.dumps({"case": k, "clue": c}, ensure_ascii=False, sort_keys=True) + "\n"
                            for k, c in sorted(clues.items())), encoding="utf-8")


def train(samples: list[tuple[str, frozenset[str]]], alpha: float = 0.1, min_count: int = 2,
          min_margin: float = 2.0, min_features: int = 2) -> CategoryModel:
    """Count a model from (category, features) samples. Features seen in fewer than `min_count` samples are
    left out (a word one log carries says more about that log than about its category); `alpha` smooths the
    counts so that a word a category never showed lowers its odds without ruling it out."""
    seen: dict[str, int] = {}
    for _, feats in samples:
        for f in feats:
            seen[f] = seen.get(f, 0) + 1
    vocab = {f for f, n in seen.items() if n >= min_count}
    per_class: dict[str, int] = {}
    counts: dict[str, dict[str, int]] = {}
    for category, feats in samples:
        per_class[category] = per_class.get(category, 0) + 1
        row = counts.setdefault(category, {})
        for f in feats:
            if f in vocab:
                row[f] = row.get(f, 0) + 1
    total = sum(per_class.values())
    priors, unseen, log_probs = {}, {}, {}
    for category in sorted(per_class):
        row = counts[category]
        mass = sum(row.values()) + alpha * len(vocab)
        priors[category] = round(math.log(per_class[category] / total), 4)
        unseen[category] = round(math.log(alpha / mass), 4)
        for f, n in row.items():
            log_probs.setdefault(f, {})[category] = round(math.log((n + alpha) / mass), 4)
    return CategoryModel(priors, log_probs, unseen, min_margin, min_features, total)
