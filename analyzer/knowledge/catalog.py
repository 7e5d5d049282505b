"""The rule catalog: everything the engine knows, loaded once and handed to `diagnose`.

Signatures (shipped plus user folders), the failure families' seed literals, the check rules'
wording, the phrase books (checks/phrases/*.yaml) and the versions of the installed libraries the
message index knows are loaded here and nowhere else,
so no stage after loading reads the disk for rules, and a caller that diagnoses many inputs (the web
app, the signature example tests, `msdiag run`) pays for loading once. A user folder's regex that can
backtrack exponentially is left out with a note naming file and field; the shipped set is held to that
by `msdiag signatures --lint`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Optional

from ..analysis.families import load_families, seeds
from ..model import Note
from .check_rules import CheckRule, shipped_rules
from .phrases import Phrasebook, Wording, shipped_books
from .signatures import UNMATCHED_STATUSES, Signature, load_signatures

if TYPE_CHECKING:
    from ..pipeline.scan import Scanner


@dataclass(frozen=True)
class Catalog:
    """Immutable for the life of a run; safe to share between threads and requests."""

    signatures: tuple[Signature, ...]
    load_errors: tuple[str, ...] = ()
    signature_dirs: tuple[str, ...] = ()
    by_id: dict[str, Signature] = field(default_factory=dict, compare=False, repr=False)
    # the Python checks' wording (checks/<id>.yaml): read once per process, then only from here
    checks: dict[str, CheckRule] = field(default_factory=shipped_rules, compare=False, repr=False)
    # literals of the families' strong cues (families/*.yaml `literals`): candidate lines for the scanner
    family_seeds: tuple[str, ...] = field(default_factory=lambda: seeds(load_families()), compare=False,
                                          repr=False)

    # the sentences stages assemble (culprit, message index, verdict, story), in en and zh
    phrases: dict[str, Phrasebook] = field(default_factory=shipped_books, compare=False, repr=False)

    def signature(self, sig_id: str) -> Optional[Signature]:
        return self.by_id.get(sig_id)

    def wording(self, book: str, lang: str) -> Wording:
        """One phrase book in the run's language, for the stage that words its sentences with it."""
        return Wording(self.phrases[book], lang)

    def note(self, code: str, **values: Any) -> Note:
        """A report note worded from checks/phrases/notes.yaml in both languages, with its values."""
        book = self.phrases["notes"]
        return Note(code, book.text("en", code, **values), book.text("zh", code, **values), tuple(values.items()))

    @cached_property
    def library_versions(self) -> dict[str, str]:
        """{package: version} of the installed libraries the message index covers, read once per catalog
        (package metadata, no import): every run picks its index files by these."""
        from .emitters.catalogue import installed_versions

        return installed_versions()

    @cached_property
    def scanner(self) -> Scanner:
        """Compiled once per catalog (the prefilter database is the costly part of a small run)."""
        from ..pipeline.scan import Scanner

        return Scanner([s for s in self.signatures if s.status not in UNMATCHED_STATUSES],
                       seeds=self.family_seeds)


def load_catalog(signature_dirs: tuple[str, ...] = ()) -> Catalog:
    sigs, errors = load_signatures(tuple(signature_dirs))
    if signature_dirs:
        from .lint import unsafe_signatures

        sigs, rejected = unsafe_signatures(sigs)
        errors = [*errors, *rejected]
    return Catalog(signatures=tuple(sigs), load_errors=tuple(errors), signature_dirs=tuple(signature_dirs),
                   by_id={s.id: s for s in sigs}, checks=shipped_rules(), phrases=shipped_books())
