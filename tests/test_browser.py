"""The page in a real headless Chromium (system browser, driven by Playwright) against a real server.

Checks what only a browser can: the form submits, the top cause and the highlighted evidence appear,
a pasted `<script>` is displayed as text and never runs (no dialog), the page passes its own CSP
without violations, and drag-and-drop adds files. A screenshot is saved for a human to look at.
"""

from __future__ import annotations

import io
import os
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import FIXTURES, SKIP_HEAVY

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
XSS = "<script>alert(1)</script>"
ROOT = Path(__file__).resolve().parent.parent
MSRUN_OOM = ROOT / "examples" / "msrun_oom"
# A built-in signature's own hit example whose fixes name a command in backticks (`npu-smi info`).
DRIVER_OOM = ROOT / "signatures" / "cann" / "cann_driver_out_of_memory.hit.log"
DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}

pytestmark = [
    pytest.mark.heavy,
    pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY is set"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason="no system chromium at /usr/bin/chromium"),
]


@pytest.fixture(scope="module")
def base_url(tmp_path_factory) -> Iterator[str]:
    from werkzeug.serving import make_server

    from webui import create_app

    app = create_app({"SHARE_DB": str(tmp_path_factory.mktemp("share") / "shares.sqlite3")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900}, locale="en-US")
    page = context.new_page()
    page.dialogs = []
    page.console_errors = []
    page.on("dialog", lambda dialog: (page.dialogs.append(dialog.message), dialog.dismiss()))
    page.on("console", lambda msg: page.console_errors.append(msg.text) if msg.type == "error" else None)
    yield page
    context.close()


def aimv2_text() -> str:
    path = FIXTURES / "tf_register_aimv2_builtin.log"
    return path.read_text()


def test_paste_submit_shows_top_cause_and_escapes_script(page, base_url, tmp_path):
    page.goto(base_url + "/")
    log = "Epoch 1 started\n" + aimv2_text() + f"\nValueError: {XSS}\n"
    page.fill("#log", log)
    page.click("#submit")
    page.wait_for_selector("article.finding.top")

    top = page.locator("article.finding.top")
    assert top.get_attribute("data-category") == "registry_collision"
    assert "aimv2" in top.locator("h3").inner_text()
    hit = top.locator(".ln.hit").first
    assert hit.is_visible()
    assert "already used by a Transformers config" in hit.inner_text()
    assert hit.locator("mark").first.inner_text() == "aimv2"
    line_number = int(hit.get_attribute("data-n"))
    assert "already used by a Transformers config" in log.splitlines()[line_number - 1]

    # The pasted script is text in the page and in the text area, and it never ran.
    assert XSS in page.locator("#log").input_value()
    assert page.evaluate("document.querySelectorAll('script:not([src])').length") == 0
    assert page.dialogs == []
    assert not [e for e in page.console_errors if "Content Security Policy" in e]

    shots = Path(os.environ.get("MSDIAG_SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "msdiag-result.png"), full_page=True)
    assert (shots / "msdiag-result.png").stat().st_size > 10_000


def test_script_in_evidence_line_is_displayed_as_text(page, base_url):
    page.goto(base_url + "/")
    page.fill("#log", aimv2_text().replace("pick another name.", f"pick another name. {XSS}"))
    page.click("#submit")
    page.wait_for_selector("article.finding.top .ln.hit")
    assert XSS in page.locator("article.finding.top .ln.hit").first.inner_text()
    assert page.dialogs == []


def test_dropped_files_are_listed_and_diagnosed(page, base_url):
    page.goto(base_url + "/?lang=zh")
    data = aimv2_text()
    handle = page.evaluate_handle(
        """(text) => {
            const dt = new DataTransfer();
            dt.items.add(new File([text], "rank_0.log", {type: "text/plain"}));
            dt.items.add(new File(["step 1 loss 2.5\\n"], "rank_1.log", {type: "text/plain"}));
            return dt;
        }""", data)
    page.dispatch_event("#dropzone", "drop", {"dataTransfer": handle})
    assert page.locator("#file-list li").count() == 2
    assert "rank_0.log" in page.locator("#file-list").inner_text()
    page.click("#submit")
    page.wait_for_selector("article.finding.top")
    top = page.locator("article.finding.top")
    assert top.get_attribute("data-category") == "registry_collision"
    assert "rank_0.log" in top.locator(".evidence figcaption").first.inner_text()
    assert "已被" in top.locator("h3").inner_text()  # explanations in Chinese


def test_share_link_opens_the_same_diagnosis(page, base_url):
    page.goto(base_url + "/")
    page.fill("#log", aimv2_text())
    page.click("#submit")
    page.wait_for_selector("form.share-card")
    page.click("form.share-card button[type=submit]")
    url = page.locator("#share-url").input_value()
    page.goto(url)
    assert page.locator("article.finding.top").get_attribute("data-category") == "registry_collision"


def test_form_works_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(base_url + "/")
        page.fill("#log", aimv2_text())
        page.click("#submit")
        page.wait_for_selector("article.finding.top")
        assert page.locator("article.finding.top").get_attribute("data-category") == "registry_collision"
        assert page.locator("article.finding.top .ln.hit").count() == 1
        assert page.locator("#verdict").is_visible()
        assert page.locator("button.js-copy").count() > 0
        assert not page.locator("button.js-copy:visible").count()  # no button that could not work
        page.click("#input-fold > summary")  # Edit unfolds the kept input without a script
        assert page.locator("#log").input_value() == aimv2_text()
    finally:
        context.close()


def shots_dir(tmp_path: Path) -> Path:
    shots = Path(os.environ.get("MSDIAG_SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    return shots


@pytest.fixture(scope="module")
def ranks_zip(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("upload") / "msrun_oom.zip"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as archive:
        for folder in sorted(MSRUN_OOM.iterdir()):
            archive.write(folder / "info.log", f"msrun_oom/{folder.name}/info.log")
    path.write_bytes(buf.getvalue())
    return path


def new_page(browser, viewport: dict, **options):
    context = browser.new_context(viewport=viewport, **options)
    return context, context.new_page()


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def upload_zip(page, base_url: str, ranks_zip: Path, lang: str = "en") -> None:
    page.goto(f"{base_url}/?lang={lang}")
    page.set_input_files("#file", str(ranks_zip))
    page.click("#submit")
    page.wait_for_selector("#verdict")


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_rank_zip_shows_culprit_verdict_rank_table_and_chart_mark(browser, base_url, ranks_zip, viewport, tmp_path):
    context, page = new_page(browser, viewport)
    try:
        upload_zip(page, base_url, ranks_zip)
        chip = page.locator("#file-list li")  # the chosen file stays listed in the folded form
        assert chip.count() == 0 or "msrun_oom.zip" in chip.first.inner_text()
        verdict = page.locator("[data-culprit-rank]").first
        assert verdict.get_attribute("data-culprit-rank") == "3"
        assert verdict.is_visible() and "Rank 3 failed first" in verdict.inner_text()
        # The verdict is on the first screen, above the causes.
        assert verdict.bounding_box()["y"] < viewport["height"]
        rows = page.locator(".rank-table tbody tr")
        assert rows.count() == 8
        assert page.locator(".rank-table tr.role-culprit th").inner_text() == "3"
        mark = page.locator(".chart[data-metric=loss] svg:visible .culprit-mark")
        assert mark.count() == 1 and mark.get_attribute("data-rank") == "3"
        assert mark.is_visible()
        assert no_sideways_scroll(page)
        page.screenshot(path=str(shots_dir(tmp_path) / f"msdiag-ranks-{viewport['width']}.png"), full_page=True)
    finally:
        context.close()


def test_binary_upload_says_not_a_training_log(page, base_url, tmp_path):
    blob = tmp_path / "picture.png"
    blob.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes((i * 7919 + 13) % 256 for i in range(200_000)))
    page.goto(base_url + "/")
    page.set_input_files("#file", str(blob))
    page.click("#submit")
    page.wait_for_selector("#verdict")
    banner = page.locator("#verdict")
    assert banner.get_attribute("data-kind") == "not_a_log"
    assert banner.is_visible() and "Not a training log" in banner.inner_text()
    assert "No failure found" not in page.content()


def test_copy_button_puts_the_command_on_the_clipboard(browser, base_url):
    context, page = new_page(browser, DESKTOP, permissions=["clipboard-read", "clipboard-write"])
    try:
        page.goto(base_url + "/")
        page.fill("#log", DRIVER_OOM.read_text())
        page.click("#submit")
        page.wait_for_selector("#verdict")
        command = page.locator("article.finding.top .fixes code.cmd").first
        expected = command.inner_text()
        assert expected.startswith("npu-smi")
        button = page.locator("article.finding.top .fixes code.cmd + button.js-copy").first
        assert button.is_visible()
        button.click()
        page.wait_for_selector("article.finding.top .fixes button.copied")  # no string eval: the page's CSP forbids it
        assert page.evaluate("navigator.clipboard.readText()") == expected
        page.locator(".copy-all button.js-copy").click()
        markdown = page.evaluate("navigator.clipboard.readText()")
        assert markdown.startswith("**") and "### 1. " in markdown and expected in markdown
    finally:
        context.close()


def test_language_switch_keeps_the_result(page, base_url, ranks_zip):
    upload_zip(page, base_url, ranks_zip)
    page.click("nav.langs a[href*='lang=zh']")
    page.wait_for_selector("#verdict")
    verdict = page.locator("[data-culprit-rank]").first
    assert verdict.get_attribute("data-culprit-rank") == "3"
    assert "rank 3 最先失败" in verdict.inner_text()
    assert page.locator(".rank-table tbody tr").count() == 8
    assert page.locator("html").get_attribute("lang") == "zh-CN"


def test_folder_chips_show_path_and_rank_and_can_be_removed(page, base_url, tmp_path):
    folder = tmp_path / "job"
    for r in range(3):
        (folder / f"rank_{r}").mkdir(parents=True)
        (folder / f"rank_{r}" / "info.log").write_bytes((MSRUN_OOM / f"rank_{r}" / "info.log").read_bytes())
    page.goto(base_url + "/")
    page.set_input_files("#folder", str(folder))
    chips = page.locator("#file-list li")
    assert chips.count() == 3
    texts = chips.all_inner_texts()
    assert all("info.log" in t for t in texts) and "rank 1" in texts[1]
    chips.nth(0).locator("button.chip-remove").click()
    assert page.locator("#file-list li").count() == 2
    page.click("#submit")
    page.wait_for_selector("#verdict")
    paths = page.locator(".inputs td code").all_text_contents()  # in a folded <details>
    assert sorted(p.rsplit("/", 2)[-2] for p in paths) == ["rank_1", "rank_2"]


def test_size_is_checked_before_upload(page, base_url, tmp_path):
    page.goto(base_url + "/")
    limit = int(page.locator("#diagnose-form").get_attribute("data-max-bytes"))
    huge = tmp_path / "huge.log"
    with huge.open("wb") as fh:  # sparse: no 50 MB written to disk
        fh.truncate(limit + 1)
    page.set_input_files("#file", str(huge))
    assert page.locator("#size-alert").is_visible()
    assert page.locator("#submit").is_disabled()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_kb_index_links_every_article_and_nothing_scrolls_sideways(browser, base_url, viewport):
    from analyzer.paths import kb_dir

    ids = {p.stem for lang in ("en", "zh") for p in (kb_dir() / lang).glob("*.md")}
    context, page = new_page(browser, viewport)
    try:
        page.goto(base_url + "/kb/")
        hrefs = page.eval_on_selector_all(".kb-list li > a", "links => links.map(a => a.getAttribute('href'))")
        assert {h.split("?")[0].rsplit("/", 1)[-1] for h in hrefs} == ids
        assert no_sideways_scroll(page)
        page.fill("#kb-q", "hccl")
        visible = page.locator(".kb-list li:visible").count()
        assert 0 < visible < len(ids)
        for article in sorted(ids):
            page.goto(f"{base_url}/kb/{article}")
            assert no_sideways_scroll(page), article
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_contrast_passes_axe_in_light_and_dark(browser, base_url, ranks_zip, scheme):
    from axe_playwright_python.sync_playwright import Axe

    context, page = new_page(browser, PHONE, color_scheme=scheme)
    try:
        upload_zip(page, base_url, ranks_zip)
        results = Axe().run(page, options={"runOnly": ["color-contrast"]})
        assert results.violations_count == 0, results.generate_report()
        page.goto(base_url + "/kb/hccl-timeout")
        results = Axe().run(page, options={"runOnly": ["color-contrast"]})
        assert results.violations_count == 0, results.generate_report()
    finally:
        context.close()
