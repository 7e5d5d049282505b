"""The page in a real headless Chromium (system browser, driven by Playwright) against a real server.

Checks what only a browser can: the form submits, the top cause and the highlighted evidence appear,
a pasted `<script>` is displayed as text and never runs (no dialog), the page passes its own CSP
without violations, and drag-and-drop adds files. A screenshot is saved for a human to look at.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import FIXTURES, SKIP_HEAVY

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
XSS = "<script>alert(1)</script>"

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
    finally:
        context.close()
