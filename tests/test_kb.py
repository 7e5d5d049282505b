"""The knowledge base: every article well-formed in both languages, links resolve both ways, the
`msdiag kb` command finds and renders real articles."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml

from analyzer.cli import main as cli_main
from analyzer.knowledge import kb
from analyzer.model import CATEGORIES

from .conftest import REPO

KB = REPO / "kb"
SIGNATURES = REPO / "signatures"

# The article ids the project agreed on (the list signature authors choose `kb:` ids from).
KB_IDS = (
    "registry-namespaces", "mindformers-registry", "two-transformers-versions", "checkpoint-key-mapping",
    "checkpoint-shape-mismatch", "op-shape-mismatch", "graph-compile-oom", "device-oom", "device-occupied",
    "host-oom", "dynamic-shape", "missing-kernel", "graph-mode-syntax", "pynative-vs-graph", "hccl-timeout",
    "hccl-init-failure", "first-error-not-last", "rank-count-mismatch", "parallel-config", "loss-nan-or-stuck",
    "amp-and-loss-scale", "dtype-mismatch", "version-compatibility", "import-errors", "config-fields",
    "hf-mindformers-config-map", "gqa-n-kv-heads", "data-pipeline", "dataset-sink-getnext", "msrun-launch",
    "cann-error-codes", "unrecognised-failure", "storage-full", "device-placement", "ddp-gradient-sync",
)


def _article_paths(lang: str) -> list:
    return sorted((KB / lang).glob("*.md"))


def _declared_links() -> dict[str, set[str]]:
    """article id -> signature ids, read independently of analyzer.knowledge.kb from the raw signature files."""
    links: dict[str, set[str]] = {}
    for path in sorted(SIGNATURES.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            continue
        for aid in data.get("kb") or []:
            links.setdefault(aid, set()).add(data.get("id", path.stem))
    return links


@pytest.mark.parametrize("article_id", KB_IDS)
@pytest.mark.parametrize("lang", kb.LANGS)
def test_every_agreed_id_has_an_article(article_id: str, lang: str) -> None:
    assert (KB / lang / f"{article_id}.md").is_file(), f"kb/{lang}/{article_id}.md is missing"


def test_both_languages_have_the_same_articles() -> None:
    en = {p.stem for p in _article_paths("en")}
    zh = {p.stem for p in _article_paths("zh")}
    assert en == zh, f"only English: {sorted(en - zh)}; only Chinese: {sorted(zh - en)}"


@pytest.mark.parametrize("lang", kb.LANGS)
def test_front_matter_and_headings(lang: str) -> None:
    problems: list[str] = []
    for path in _article_paths(lang):
        try:
            article = kb.parse_article(path, lang)
        except kb.KbError as exc:
            problems.append(str(exc))
            continue
        data, _ = kb.split_front_matter(path.read_text(encoding="utf-8"), path)
        if sorted(data) != sorted(kb.FRONT_MATTER_KEYS):
            problems.append(f"{path}: front matter keys {sorted(data)} != {sorted(kb.FRONT_MATTER_KEYS)}")
        if not kb.ID_PATTERN.match(article.id):
            problems.append(f"{path}: id '{article.id}' is not lower-case-with-dashes")
        if not article.categories or set(article.categories) - set(CATEGORIES):
            problems.append(f"{path}: categories {article.categories} must be non-empty CONTRACT categories")
        if not isinstance(data.get("signatures"), list):
            problems.append(f"{path}: signatures must be a list")
        problems.extend(kb.problems(article))
        if "http" not in article.section(6):
            problems.append(f"{path}: References must cite at least one public URL")
    assert not problems, "\n".join(problems)


def test_translations_share_categories() -> None:
    for path in _article_paths("zh"):
        zh = kb.parse_article(path, "zh")
        en = kb.parse_article(KB / "en" / path.name, "en")
        assert zh.categories == en.categories, path.name


def test_chinese_articles_are_written_in_chinese() -> None:
    for path in _article_paths("zh"):
        summary = kb.parse_article(path, "zh").section(0)
        han = sum("\u4e00" <= ch <= "\u9fff" for ch in summary)
        assert han >= 40, f"{path}: the summary has only {han} Chinese characters"


def test_every_signature_kb_id_exists_in_both_languages() -> None:
    missing = [f"{sid} -> {aid} ({lang})" for aid, sids in _declared_links().items() for sid in sids
               for lang in kb.LANGS if not (KB / lang / f"{aid}.md").is_file()]
    assert not missing, "signatures name articles that do not exist:\n" + "\n".join(missing)


@pytest.mark.parametrize("lang", kb.LANGS)
def test_articles_list_exactly_the_signatures_that_link_to_them(lang: str) -> None:
    links = _declared_links()
    wrong = []
    for path in _article_paths(lang):
        listed = kb.parse_article(path, lang).signatures
        expected = sorted(links.get(path.stem, set()))
        if list(listed) != expected:
            wrong.append(f"{path.name}: lists {list(listed)}, signatures link {expected}")
    assert not wrong, "run `python scripts/kb_sync.py`:\n" + "\n".join(wrong)


def test_kb_sync_is_idempotent_and_touches_only_the_signatures_list(tmp_path) -> None:
    kb_copy = tmp_path / "kb"
    for lang in kb.LANGS:
        (kb_copy / lang).mkdir(parents=True)
        for path in _article_paths(lang):
            text = path.read_text(encoding="utf-8")
            stale = kb.replace_front_matter_list(text, "signatures", ["zz_stale_signature"])
            (kb_copy / lang / path.name).write_text(stale, encoding="utf-8")
    script = [sys.executable, str(REPO / "scripts" / "kb_sync.py"), "--kb", str(kb_copy),
              "--signatures", str(SIGNATURES)]
    subprocess.run(script, check=True, capture_output=True)
    check = subprocess.run(script + ["--check"], capture_output=True, text=True)
    assert "out of date" not in check.stdout
    links = kb.signature_links(SIGNATURES)
    for lang in kb.LANGS:
        for path in _article_paths(lang):
            synced = (kb_copy / lang / path.name).read_text(encoding="utf-8")
            assert kb.parse_article(kb_copy / lang / path.name, lang).signatures == tuple(links.get(path.stem, []))
            # everything outside the signatures list is byte-identical to the original
            original = path.read_text(encoding="utf-8")
            assert kb.replace_front_matter_list(synced, "signatures", []) == \
                kb.replace_front_matter_list(original, "signatures", [])


def test_replace_front_matter_list_keeps_other_lines() -> None:
    text = "---\nid: x\ntitle: \"T\"\nsignatures:\n  - b\n  - a\nlang: en\n---\n\n## Summary\n\nbody\n"
    out = kb.replace_front_matter_list(text, "signatures", ["a", "c"])
    assert out == "---\nid: x\ntitle: \"T\"\nsignatures:\n  - a\n  - c\nlang: en\n---\n\n## Summary\n\nbody\n"
    assert kb.replace_front_matter_list(out, "signatures", ["a", "c"]) == out
    assert "signatures: []\nlang: en" in kb.replace_front_matter_list(out, "signatures", [])


def test_loader_falls_back_to_english_and_ignores_other_files(tmp_path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "zh").mkdir()
    (tmp_path / "cann_codes.yaml").write_text("EZ9999: inner error\n", encoding="utf-8")
    body = "\n".join(f"## {h}\n\ntext\n" for h in kb.HEADINGS["en"])
    front = "---\nid: only-english\ntitle: \"Only in English\"\ncategories: [other]\nsignatures: []\nlang: en\n---\n"
    (tmp_path / "en" / "only-english.md").write_text(f"{front}\n{body}", encoding="utf-8")
    articles = kb.load_articles("zh", tmp_path)
    assert list(articles) == ["only-english"] and articles["only-english"].lang == "en"
    assert kb.get_article("only-english", "zh", tmp_path).title == "Only in English"
    assert kb.get_article("no-such-article", "zh", tmp_path) is None


def test_a_broken_article_is_reported_not_fatal_for_readers(tmp_path) -> None:
    (tmp_path / "en").mkdir()
    body = "\n".join(f"## {h}\n\ntext\n" for h in kb.HEADINGS["en"])
    (tmp_path / "en" / "good.md").write_text(
        f"---\nid: good\ntitle: Good\ncategories: [other]\nsignatures: []\nlang: en\n---\n\n{body}", encoding="utf-8")
    (tmp_path / "en" / "bad.md").write_text("no front matter here\n", encoding="utf-8")
    with pytest.raises(kb.KbError, match="bad.md"):
        kb.load_articles("en", tmp_path)
    skipped: list[str] = []
    assert list(kb.load_articles("en", tmp_path, skipped)) == ["good"]
    assert len(skipped) == 1 and "bad.md" in skipped[0]


def test_chinese_article_loads_in_chinese() -> None:
    article = kb.get_article("parallel-config", "zh")
    assert article is not None and article.lang == "zh"
    assert [h for h, _ in article.sections] == list(kb.HEADINGS["zh"])


def test_search_finds_the_aimv2_article() -> None:
    matches = kb.search("aimv2 is already used by a Transformers config", "en")
    assert matches and matches[0].id == "registry-namespaces", [(m.id, m.score) for m in matches[:3]]


@pytest.mark.parametrize(("query", "expected"), [
    ("EI0002: The wait execution of the Notify register times out", "hccl-timeout"),
    ("Malloc device memory failed, free memory size is less than half of total memory size", "device-occupied"),
    ("RuntimeError: Unsupported statement 'Try'.", "graph-mode-syntax"),
    ("fault kernel_name=GetNext", "dataset-sink-getnext"),
    ("Global rank id", "first-error-not-last"),
])
def test_search_ranks_the_article_that_quotes_the_error(query: str, expected: str) -> None:
    ids = [m.id for m in kb.search(query, "en", limit=3)]
    assert expected in ids, ids


@pytest.mark.parametrize(("query", "expected"), [
    ("卡被占用", "device-occupied"),
    ("显存不足", "device-oom"),
    ("权重加载 名字对不上", "checkpoint-key-mapping"),
    ("梯度累积", "parallel-config"),
])
def test_search_short_chinese_queries(query: str, expected: str) -> None:
    ids = [m.id for m in kb.search(query, "zh", limit=2)]
    assert expected in ids, ids


def test_search_in_chinese_finds_english_error_text() -> None:
    matches = kb.search("aimv2 is already used by a Transformers config", "zh")
    assert matches[0].id == "registry-namespaces" and matches[0].lang == "zh"


def test_regex_literal_runs_drop_groups_and_operators() -> None:
    runs = kb.regex_literal_runs("'(?P<model_type>[^']+)' is already used by a Transformers config")
    assert runs == ["' is already used by a Transformers config"]


def _run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli_main(["kb", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_show_renders_chinese(capsys) -> None:
    code, out, _ = _run_cli(capsys, "show", "registry-namespaces", "--lang", "zh", "--color", "never")
    assert code == 0
    for heading in kb.HEADINGS["zh"]:
        assert heading in out
    assert "aimv2" in out


def test_cli_show_json_has_sections(capsys) -> None:
    code, out, _ = _run_cli(capsys, "show", "parallel-config", "--format", "json", "--lang", "en")
    data = json.loads(out)
    assert code == 0 and data["id"] == "parallel-config" and list(data["sections"]) == list(kb.HEADINGS["en"])
    assert "micro_batch_num" in data["sections"]["Root cause"]


def test_cli_search_json_and_text(capsys) -> None:
    code, out, _ = _run_cli(capsys, "aimv2", "is", "already", "used", "by", "a", "Transformers", "config",
                            "--format", "json", "--lang", "en")
    results = json.loads(out)
    assert code == 0 and results[0]["id"] == "registry-namespaces" and 0 < results[0]["score"] <= 100
    code, out, _ = _run_cli(capsys, "Heartbeat Lost Occurred", "--lang", "en")
    ranked = [line.split()[1] for line in out.splitlines()]  # "score  id  title" per line
    assert code == 0 and "hccl-timeout" in ranked[:2], ranked


def test_cli_list_json_covers_every_article(capsys) -> None:
    code, out, _ = _run_cli(capsys, "list", "--format", "json", "--lang", "zh")
    listed = {item["id"]: item for item in json.loads(out)}
    assert code == 0 and set(KB_IDS) <= set(listed)
    assert all(item["lang"] == "zh" for item in listed.values())


def test_cli_unknown_article_exits_2(capsys) -> None:
    code, _, err = _run_cli(capsys, "show", "no-such-article")
    assert code == 2 and "no-such-article" in err and "Traceback" not in err


def test_cli_search_without_match_exits_1(capsys) -> None:
    code, out, _ = _run_cli(capsys, "qqqqxxxxzzzz", "--lang", "en")
    assert code == 1 and out == ""
