"""The API history: an unexpected keyword argument some release accepted is a version fact, named with its
releases; a name no release accepted stays a config error, with the names it is closest to. A top-level name
an import does not find is judged the same way by the package's exports.

The fixtures are real outputs of the pinned transformers (tests/fixtures/library/tf_training_args_*.py), and
the history's extractor is checked against the installed libraries' own signatures.
"""

from __future__ import annotations

import importlib.util
import inspect
import sys
from pathlib import Path

import pytest

from analyzer.data import load_data
from analyzer.knowledge.api_history import explain_argument, explain_export, explain_member
from analyzer.knowledge.template import unfilled
from analyzer.pipeline.engine import Options, diagnose

from .conftest import FIXTURES, REPO

HISTORY = load_data("api_history")["packages"]


def _top(path: Path, lang: str = "en"):
    return diagnose([str(path)], Options(probes=False, lang=lang)).findings[0]


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split(".")[:3] if p.isdigit())


def test_an_argument_transformers_removed_is_a_version_fact_with_its_releases():
    """The fixture's error was raised by the installed transformers, so the history must say the argument was
    removed in a release no newer than it."""
    from importlib.metadata import version

    top = _top(FIXTURES / "tf_training_args_removed_argument.log")
    assert top.category == "version_incompatibility"
    assert top.signature == "py_unexpected_keyword_argument"
    last = HISTORY["transformers"]["callables"]["TrainingArguments"]["params"]["evaluation_strategy"][1]
    removed = top.facts["api_removed_in"]
    assert _key(last) < _key(removed) <= _key(version("transformers"))
    assert f"to {last}" in top.title
    assert any(f"pip install 'transformers<{removed}'" in fix for fix in top.fixes)
    assert top.kb == "version-compatibility"


def test_a_name_no_release_accepted_stays_a_config_error_with_the_close_names():
    top = _top(FIXTURES / "tf_training_args_misspelt_argument.log")
    assert top.category == "config_field_error"
    assert "learning_rate" in " ".join(top.fixes)
    assert "accepted" not in top.title and "<" not in top.title


def test_the_chinese_report_says_the_same_without_placeholders():
    top = _top(FIXTURES / "tf_training_args_removed_argument.log", lang="zh")
    assert top.category == "version_incompatibility"
    assert "移除" in top.title and "固定 transformers<" in top.fixes[0]
    assert not unfilled(top.title + " ".join(top.fixes))


def test_an_argument_that_moved_to_another_class_names_it():
    found = explain_argument("SFTTrainer.__init__", "max_seq_length")
    assert found is not None and found.change == "removed" and found.package == "trl"
    assert found.moved_to == "SFTConfig"


def test_an_argument_newer_than_the_installed_library_says_which_release_added_it():
    found = explain_argument("LoraConfig.__init__", "use_dora")
    assert found is not None and (found.change, found.package) == ("added", "peft")
    first = HISTORY["peft"]["callables"]["LoraConfig"]["params"]["use_dora"][0]
    assert first.startswith(found.added_in + ".")  # told to the minor release: the table holds one patch of each


def test_a_bare_init_is_judged_by_the_class_its_call_line_names():
    """Python < 3.9 names only `__init__`; the source line above it names the class."""
    found = explain_argument("__init__", "evaluation_strategy", "TrainingArguments")
    assert found is not None and found.package == "transformers" and found.guessed
    assert explain_argument("__init__", "evaluation_strategy", "MyArgs") is None
    assert explain_argument("__init__", "evaluation_strategy") is None
    # a thread's log: transformers' Trainer builds an Accelerator with an argument accelerate 1.0 dropped
    top = _top(REPO / "tests" / "realworld" / "ml" / "024.log")
    assert top.category == "version_incompatibility" and top.facts["api_package"] == "accelerate"
    assert top.facts["api_moved_to"] == "DataLoaderConfiguration"


def test_two_classes_of_one_name_are_told_apart_by_the_argument():
    assert explain_argument("Trainer.__init__", "gpus").package == "pytorch-lightning"
    assert explain_argument("Trainer.__init__", "tokenizer").package == "transformers"


def test_an_hf_only_argument_given_to_mindformers_training_arguments_is_no_version_fact():
    """MindFormers' TrainingArguments never took `deepspeed`; that transformers added it long ago says nothing."""
    found = explain_argument("TrainingArguments.__init__", "deepspeed")
    assert found is None or not found.change


def test_an_argument_added_in_a_recent_release_is_a_version_fact_despite_the_shared_class_name():
    """eval_strategy arrived in transformers 4.41: code that passes it needs at least that release."""
    found = explain_argument("TrainingArguments.__init__", "eval_strategy")
    assert found is not None and (found.package, found.change) == ("transformers", "added")
    first = HISTORY["transformers"]["callables"]["TrainingArguments"]["params"]["eval_strategy"][0]
    assert first.startswith(found.added_in + ".")


def test_a_log_that_names_only_mindformers_is_judged_by_mindformers_training_arguments():
    """The real MindFormers TrainingArguments refusing transformers' `eval_strategy`: the log names mindformers
    and not transformers, so it is MindFormers' class that refused it (its `evaluation_strategy` is the close
    name), not transformers' before 4.41."""
    top = _top(FIXTURES / "mf19_training_args_hf_eval_strategy.log")
    assert top.category == "config_field_error" and "api_change" not in top.facts
    assert "evaluation_strategy" in top.facts["api_suggestion"]
    only_mf = explain_argument("TrainingArguments.__init__", "eval_strategy", named=frozenset({"mindformers"}))
    assert only_mf is not None and (only_mf.package, only_mf.change) == ("mindformers", "")


def test_a_named_package_whose_class_takes_the_argument_did_not_refuse_it():
    """MindFormers' TrainingArguments takes `evaluation_strategy`: a log that names MindFormers and shows it
    refused is transformers' class, which dropped it."""
    found = explain_argument("TrainingArguments.__init__", "evaluation_strategy", named=frozenset({"mindformers"}))
    assert found is not None and (found.package, found.change) == ("transformers", "removed")


def test_a_log_that_names_both_packages_keeps_the_version_reading():
    both = frozenset({"mindformers", "transformers"})
    assert explain_argument("TrainingArguments.__init__", "eval_strategy", named=both).change == "added"
    assert explain_argument("Trainer.__init__", "gpus", named=frozenset({"transformers"})).package == "transformers"


def test_an_untracked_callable_keeps_the_typo_reading(tmp_path):
    log = tmp_path / "run.log"
    log.write_text("TypeError: MyModel.__init__() got an unexpected keyword argument 'dropuot'\n")
    top = _top(log)
    assert top.category == "config_field_error" and "<" not in top.title + " ".join(top.fixes)


def _load_builder():
    spec = importlib.util.spec_from_file_location("build_api_history", REPO / "scripts" / "build_api_history.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _read_and_runtime(module, name: str) -> tuple[set, set]:
    """What the builder reads from the installed package's source text, and what the imported class takes."""
    root = Path(module.__file__).parent
    sources = {str(p.relative_to(root.parent)): p.read_text(encoding="utf-8") for p in root.rglob("*.py")
               if "models" not in p.parts}
    read = _load_builder().Release(sources).signature(name)
    runtime = {n for n, p in inspect.signature(getattr(module, name).__init__).parameters.items()
               if n != "self" and p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)}
    assert read is not None
    return set(read.params), runtime


@pytest.mark.parametrize("name", ["TrainingArguments", "Seq2SeqTrainingArguments", "DataCollatorForSeq2Seq",
                                  "EarlyStoppingCallback"])
def test_the_extractor_reads_what_the_installed_transformers_accepts(name):
    """The builder reads the source text only; the installed transformers, imported, must agree."""
    read, runtime = _read_and_runtime(pytest.importorskip("transformers"), name)
    assert read == runtime


def test_the_extractor_reads_what_the_installed_mindformers_accepts(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # import mindformers writes ./output/log
    read, runtime = _read_and_runtime(pytest.importorskip("mindformers"), "TrainingArguments")
    assert read == runtime


def test_the_table_covers_every_tracked_package_with_recent_releases():
    tracked = _load_builder().TRACKED
    assert set(HISTORY) == set(tracked)
    for package, (_, names) in tracked.items():
        assert len(HISTORY[package]["releases"]) >= 5, package
        assert set(HISTORY[package]["callables"]) <= set(names)


def test_a_removal_across_releases_the_table_lacks_pins_to_the_last_one_known():
    """Lightning's 1.5-1.7 wheels are not on the index the table was built from: the release that dropped
    `train_dataloader` is not known to the minor, so the pin stays at the last release that accepted it."""
    entry = HISTORY["pytorch-lightning"]["callables"]["Trainer.fit"]
    last = entry["params"]["train_dataloader"][1]
    found = explain_argument("Trainer.fit", "train_dataloader")
    assert found is not None and found.change == "removed"
    following = [r for r in HISTORY["pytorch-lightning"]["releases"] if _key(r) > _key(last)][0]
    assert found.exact == (_key(following)[:2] == (_key(last)[0], _key(last)[1] + 1))
    pin = f"<{found.removed_in}" if found.exact else f"<={last}"
    assert f"pip install 'pytorch-lightning{pin}'" in found.steps_in("en")[0]


def _export_span(package: str, name: str) -> list[str]:
    for span, names in HISTORY[package]["exports"].items():
        if name in names:
            return span.split()
    raise AssertionError(f"{package} never exported {name}")


def test_a_name_transformers_stopped_exporting_is_a_version_fact_with_its_releases():
    """The pinned transformers raised the ImportError, so the release that removed the name is no newer."""
    from importlib.metadata import version

    top = _top(FIXTURES / "tf_import_removed_name.log")
    assert (top.category, top.signature) == ("version_incompatibility", "py_cannot_import_name")
    first, last = _export_span("transformers", "top_k_top_p_filtering")
    removed = top.facts["api_removed_in"]
    assert _key(last) < _key(removed) <= _key(version("transformers"))
    assert f"from {first} to {last}" in top.title
    assert any(f"pip install 'transformers<{removed}'" in fix for fix in top.fixes)
    zh = _top(FIXTURES / "tf_import_removed_name.log", lang="zh")
    assert "移除" in zh.title and not unfilled(zh.title + " ".join(zh.fixes))


def test_the_lazy_module_attribute_error_reads_the_same_history():
    """transformers' lazy module words it without quotes: `module transformers has no attribute AdamW`."""
    top = _top(FIXTURES / "tf_module_attribute_removed.log")
    assert (top.category, top.signature) == ("version_incompatibility", "py_framework_api_attribute_missing")
    assert top.facts["api_change"] == "removed" and top.facts["api_last"] == _export_span("transformers", "AdamW")[1]


def test_a_misspelt_import_gets_the_names_the_package_exports():
    top = _top(FIXTURES / "tf_import_misspelt_name.log")
    assert "exported" not in top.title and "api_change" not in top.facts
    assert "AutoModelForCausalLM" in " ".join(top.fixes)


def test_a_model_class_newer_than_the_installed_library_says_which_release_added_it():
    found = explain_export("transformers", "Qwen3VLForConditionalGeneration")
    assert found is not None and found.change == "added"
    assert _export_span("transformers", "Qwen3VLForConditionalGeneration")[0].startswith(found.added_in + ".")


def test_a_name_every_release_exports_and_an_untracked_module_are_no_version_fact():
    found = explain_export("transformers", "PreTrainedModel")
    assert found is not None and not found.change
    assert explain_export("transformers.models.llama", "LlamaModel") is None
    assert explain_export("my_project", "Model") is None


def test_the_extractor_reads_what_the_installed_transformers_exports():
    """The builder resolves the package's `__init__` from source text only; the imported lazy module, asked
    for its names, must list the same."""
    transformers = pytest.importorskip("transformers")
    root = Path(transformers.__file__).parent
    sources = {str(p.relative_to(root.parent)): p.read_text(encoding="utf-8") for p in root.rglob("*.py")}
    read = _load_builder().Release(sources).exports("transformers")
    runtime = {n for n in dir(transformers) if not n.startswith("_")}
    assert len(read) > 3000
    # the lazy module's dir() also lists its submodules, which `from transformers import X` finds as modules
    missing = {n for n in runtime - read if "." not in n and importlib.util.find_spec(f"transformers.{n}") is None}
    assert len(missing) <= 5, sorted(missing)


def test_the_extractor_reads_what_the_installed_mindformers_exports(tmp_path, monkeypatch):
    """MindFormers builds its `__all__` from its subpackages' (`__all__.extend(models.__all__)`)."""
    monkeypatch.chdir(tmp_path)  # import mindformers writes ./output/log
    mindformers = pytest.importorskip("mindformers")
    root = Path(mindformers.__file__).parent
    sources = {str(p.relative_to(root.parent)): p.read_text(encoding="utf-8") for p in root.rglob("*.py")}
    read = _load_builder().Release(sources).exports("mindformers")
    assert set(mindformers.__all__) <= read


def test_a_member_the_tokenizer_base_class_lost_is_a_version_fact_with_its_releases():
    """The real run of the pinned transformers reads a tokenizer's `max_len` (tests/fixtures/library)."""
    top = _top(FIXTURES / "tf_tokenizer_member_removed.log")
    assert (top.signature, top.category) == ("py_library_member_removed", "version_incompatibility")
    span = HISTORY["transformers"]["members"]["PreTrainedTokenizerBase"]["names"]["max_len"]
    assert span[1] in top.title and top.facts["api_change"] == "removed"
    assert _key(span[1]) < _key(top.facts["api_removed_in"])


def test_a_member_no_release_had_is_left_to_the_other_rules():
    top = _top(FIXTURES / "tf_tokenizer_member_misspelt.log")
    assert top.signature != "py_library_member_removed" and top.category != "version_incompatibility"
    assert "vocab_sizee" in top.evidence[0].text


@pytest.mark.parametrize("owner,member,change", [
    ("Qwen2Tokenizer", "batch_encode_plus", "removed"),  # transformers 5 dropped the *_plus methods
    ("LlamaTokenizerFast", "encode_plus", "removed"),
    ("SFTTrainer", "processing_class", "added"),  # trl's trainers derive from transformers' Trainer
])
def test_members_are_judged_on_the_base_class_the_name_maps_to(owner, member, change):
    found = explain_member(owner, member)
    assert found is not None and (found.change, found.kind) == (change, "member")


@pytest.mark.parametrize("owner,member", [
    ("Qwen2Tokenizer", "vocab_sizee"),  # no release had it
    ("Qwen2Tokenizer", "decode"),  # every release had it: not the reason it is missing
    ("DistributedDataParallel", "generate"),  # a class the naming maps to no tracked base
])
def test_members_without_a_version_story_are_no_version_fact(owner, member):
    assert explain_member(owner, member) is None


@pytest.mark.parametrize("name", ["PreTrainedTokenizerBase", "ProcessorMixin", "TrainingArguments"])
def test_the_member_extractor_reads_what_the_installed_transformers_classes_have(name):
    """The builder reads the source text only: every public method or attribute the imported class (and its
    bases inside transformers) defines must be among the members it reads."""
    transformers = pytest.importorskip("transformers")
    root = Path(transformers.__file__).parent
    sources = {str(p.relative_to(root.parent)): p.read_text(encoding="utf-8") for p in root.rglob("*.py")
               if "models" not in p.parts}
    read = _load_builder().Release(sources).members(name)
    cls = getattr(transformers, name)
    defined = {n for klass in cls.__mro__ if klass.__module__.startswith("transformers")
               for n in vars(klass) if not n.startswith("__")}
    assert read is not None and defined <= read, sorted(defined - read)[:10]
