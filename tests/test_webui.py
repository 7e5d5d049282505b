"""The web page and its API through Flask's test client (and one real server thread), on real logs."""

from __future__ import annotations

import gzip
import http.client
import io
import json
import re
import sqlite3
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest

from analyzer.paths import kb_dir
from webui import create_app
from webui.analysis import AnalysisGate, Busy
from webui.chart import build_charts
from webui.kb import render_markdown
from webui.redact import Redactor
from webui.store import ShareStore

from .conftest import FIXTURES

AIMV2 = FIXTURES / "tf_register_aimv2_builtin.log"
XSS = "<script>alert(1)</script>"


@pytest.fixture
def app(tmp_path: Path):
    return create_app({"TESTING": True, "SHARE_DB": str(tmp_path / "shares.sqlite3")})


@pytest.fixture
def client(app):
    return app.test_client()


def aimv2_bytes() -> bytes:
    return AIMV2.read_bytes()


def mindformers_steps(count: int, nan_at: int | None = None) -> str:
    """Step lines in the MFLossMonitor format quoted in the domain reference."""
    lines = []
    for step in range(1, count + 1):
        loss = "nan" if step == nan_at else f"{10.0 - step * 0.25:.6f}"
        lines.append(
            f"2025-04-07 15:34:{step % 60:02d},308 - [mindformers/core/callback/callback.py:529] - INFO - "
            f"{{ Epoch:[  1/  2], step:[{step:5d}/  100], loss: {loss}, per_step_time: 1234ms, lr: 5e-05, "
            f"overflow cond: False, loss_scale: 65536.0, global_norm: [2.345]")
    return "\n".join(lines) + "\n"


# --- API --------------------------------------------------------------------------------------

def test_api_plain_text_aimv2_ranks_registry_collision_first(client):
    response = client.post("/api/diagnose", data=aimv2_bytes(), content_type="text/plain")
    assert response.status_code == 200
    report = response.get_json()
    assert report["schema"] == "msdiag.report/1"
    assert report["findings"][0]["category"] == "registry_collision"
    assert "aimv2" in report["findings"][0]["title"]
    assert report["inputs"][0]["lines"] == aimv2_bytes().count(b"\n")


def test_api_60mb_body_is_413_json_and_the_next_request_works(client):
    response = client.post("/api/diagnose", data=b"x" * (60 << 20), content_type="text/plain")
    assert response.status_code == 413
    assert response.is_json and "50 MB" in response.get_json()["error"]
    again = client.post("/api/diagnose", data=aimv2_bytes(), content_type="text/plain")
    assert again.status_code == 200
    assert again.get_json()["findings"][0]["category"] == "registry_collision"


def test_size_limit_is_configurable(tmp_path):
    small = create_app({"MAX_CONTENT_LENGTH": 1 << 20, "SHARE_DB": str(tmp_path / "s.db")}).test_client()
    assert small.post("/api/diagnose", data=b"y\n" * (1 << 20), content_type="text/plain").status_code == 413
    assert small.post("/api/diagnose", data=aimv2_bytes(), content_type="text/plain").status_code == 200


def post_oversized(port: int) -> int:
    """POST 60 MB; werkzeug drains the unread body so the client sees the 413 (retry once if a slow
    machine made the drain stop early and the connection was reset)."""
    for _attempt in range(2):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            conn.request("POST", "/api/diagnose", body=b"z" * (60 << 20), headers={"Content-Type": "text/plain"})
            answer = conn.getresponse()
        except (ConnectionResetError, BrokenPipeError):
            continue
        assert "error" in json.loads(answer.read())
        return answer.status
    raise AssertionError("the server reset the connection twice instead of answering 413")


def test_real_server_answers_413_then_keeps_serving(app):
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        assert post_oversized(server.server_port) == 413
        conn = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=60)
        conn.request("POST", "/api/diagnose", body=aimv2_bytes(), headers={"Content-Type": "text/plain"})
        second = conn.getresponse()
        assert second.status == 200
        assert json.loads(second.read())["findings"][0]["category"] == "registry_collision"
    finally:
        server.shutdown()
        server.server_close()


def test_api_multipart_several_files_plain_gzip_and_zip(client):
    healthy = mindformers_steps(5).encode()
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("job/rank_2/info.log", healthy)
        zf.writestr("job/rank_3/info.log", healthy)
        zf.writestr("__MACOSX/job/rank_3/._info.log", b"\0\5\26\7binary resource fork")
        zf.writestr("job/.DS_Store", b"\0\0\0\1Bud1")
    files = [
        (io.BytesIO(healthy), "rank_0.log"),
        (io.BytesIO(gzip.compress(aimv2_bytes())), "rank_1.log.gz"),
        (io.BytesIO(archive.getvalue()), "ranks.zip"),
    ]
    response = client.post("/api/diagnose", data={"file": files}, content_type="multipart/form-data")
    assert response.status_code == 200, response.get_data(as_text=True)
    report = response.get_json()
    paths = [i["path"] for i in report["inputs"]]
    assert paths == ["rank_0.log", "rank_1.log.gz", "ranks.zip!job/rank_2/info.log", "ranks.zip!job/rank_3/info.log"]
    assert [i.get("rank") for i in report["inputs"]] == [0, 1, 2, 3]
    top = report["findings"][0]
    assert top["category"] == "registry_collision"
    assert top["evidence"][0]["path"] == "rank_1.log.gz"
    assert top["evidence"][0]["text"].startswith("ValueError:")  # the gzip was read decompressed


def test_api_errors_are_json(client):
    empty = client.post("/api/diagnose", data=b"", content_type="text/plain")
    assert empty.status_code == 400 and "error" in empty.get_json()
    wrong_method = client.get("/api/diagnose")
    assert wrong_method.status_code == 405 and "error" in wrong_method.get_json()
    broken_zip = client.post("/api/diagnose", data={"file": [(io.BytesIO(b"PK\x03\x04garbage"), "logs.zip")]},
                             content_type="multipart/form-data")
    assert broken_zip.status_code == 400 and "zip" in broken_zip.get_json()["error"]
    missing = client.get("/api/share/doesnotexist")
    assert missing.status_code == 404 and "error" in missing.get_json()


def test_gzip_bomb_stops_at_the_expansion_budget(tmp_path):
    app = create_app({"MAX_EXPANDED_BYTES": 1 << 20, "SHARE_DB": str(tmp_path / "s.db")})
    bomb = gzip.compress(b"\0" * (8 << 20))
    assert len(bomb) < 64 << 10
    response = app.test_client().post("/api/diagnose", data=bomb, content_type="text/plain")
    assert response.status_code == 413
    assert "expands" in response.get_json()["error"]


def test_chinese_explanations(client):
    response = client.post("/api/diagnose?lang=zh", data=aimv2_bytes(), content_type="text/plain")
    title = response.get_json()["findings"][0]["title"]
    assert re.search(r"[\u4e00-\u9fff]", title), title


def test_busy_server_answers_503_json(tmp_path):
    app = create_app({"ANALYSIS_WORKERS": 1, "ANALYSIS_QUEUE": 0, "SHARE_DB": str(tmp_path / "s.db")})
    gate: AnalysisGate = app.extensions["msdiag_gate"]
    release = threading.Event()
    holder = threading.Thread(target=lambda: gate.run(release.wait, timeout=30))
    holder.start()
    try:
        deadline = time.monotonic() + 10
        response = None
        while time.monotonic() < deadline:
            response = app.test_client().post("/api/diagnose", data=aimv2_bytes(), content_type="text/plain")
            if response.status_code == 503:
                break
            time.sleep(0.05)
        assert response is not None and response.status_code == 503
        assert "busy" in response.get_json()["error"]
    finally:
        release.set()
        holder.join()
    assert app.test_client().post("/api/diagnose", data=aimv2_bytes(), content_type="text/plain").status_code == 200


def test_analysis_past_its_timeout_is_refused():
    gate = AnalysisGate(workers=1, queue=0)
    with pytest.raises(Busy, match="longer than"):
        gate.run(lambda: time.sleep(0.5), timeout=0.05)
    time.sleep(0.6)  # the slot comes back once the slow analysis really ends
    assert gate.run(lambda: 42, timeout=5) == 42


# --- the page ----------------------------------------------------------------------------------

def test_index_page_has_the_form(client):
    page = client.get("/").get_data(as_text=True)
    assert 'name="log"' in page and 'name="file"' in page and "multiple" in page
    assert 'enctype="multipart/form-data"' in page
    assert 'value="zh"' in page


def test_form_post_shows_results_with_highlighted_evidence(client):
    text = "some training output\n" + aimv2_bytes().decode()
    response = client.post("/", data={"log": text, "lang": "en"})
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    top = re.search(r'<article class="card finding top"[^>]*data-category="([a-z_]+)"', page)
    assert top and top.group(1) == "registry_collision"
    hit = re.search(r'<div class="ln hit" data-n="(\d+)"><code>(.*?)</code>', page)
    assert hit is not None
    lines = text.splitlines()
    assert "already used by a Transformers config" in lines[int(hit.group(1)) - 1]
    assert "<mark>aimv2</mark>" in hit.group(2)
    assert page.count('class="ln') > 1  # neighbours shown as context
    assert 'class="confidence' in page and "99%" in page


def test_form_post_with_files(client):
    response = client.post("/", data={"log": "", "file": [(io.BytesIO(gzip.compress(aimv2_bytes())), "r0.log.gz")]},
                           content_type="multipart/form-data")
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert 'data-category="registry_collision"' in page
    assert "r0.log.gz" in page


def test_form_without_input_shows_an_error(client):
    response = client.post("/", data={"log": "   "})
    assert response.status_code == 400
    assert 'role="alert"' in response.get_data(as_text=True)


def test_form_over_the_limit_answers_413_page(tmp_path):
    app = create_app({"MAX_CONTENT_LENGTH": 1 << 20, "SHARE_DB": str(tmp_path / "s.db")})
    response = app.test_client().post("/", data={"log": "x" * (2 << 20)})
    assert response.status_code == 413
    assert "text/html" in response.content_type and "1 MB" in response.get_data(as_text=True)


def test_pasted_script_is_escaped(client):
    text = aimv2_bytes().decode() + f"\nValueError: {XSS}\n"
    page = client.post("/", data={"log": text}).get_data(as_text=True)
    assert XSS not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_no_inline_script_or_handlers_and_security_headers(client):
    page_response = client.post("/", data={"log": aimv2_bytes().decode()})
    page = page_response.get_data(as_text=True)
    for tag in re.findall(r"<script\b[^>]*>", page):
        assert "src=" in tag, tag
    assert not re.search(r"<script\b[^>]*>[^<]+</script>", page)
    assert not re.search(r"\son[a-z]+\s*=", page)
    assert " style=" not in page
    for response in (page_response, client.get("/"), client.post("/api/diagnose", data=b"", content_type="text/plain")):
        csp = response.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["X-Frame-Options"] == "DENY"
        assert response.headers["Referrer-Policy"] == "no-referrer"


def test_static_assets_are_shipped_and_local(client):
    page = client.get("/").get_data(as_text=True)
    assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', page)
    assert len(assets) >= 2
    for asset in assets:
        assert client.get(asset).status_code == 200
    assert not re.search(r'(?:src|href)="(?:https?:)?//', page)


def test_loss_curve_is_drawn_as_svg(client):
    text = mindformers_steps(30, nan_at=25) + aimv2_bytes().decode()
    page = client.post("/", data={"log": text}).get_data(as_text=True)
    assert 'data-metric="loss"' in page
    points = re.search(r'<polyline class="series" points="([^"]+)"', page).group(1).split()
    assert len(points) == 29  # 30 steps, one NaN drawn as a marker instead
    assert 'class="nan"' in page


def test_chart_geometry_for_loss_scale_and_global_norm():
    series = [{"path": "a.log", "rank": 0, "step": [1, 2, 3, 4], "loss": [4.0, 3.0, None, 2.0],
               "loss_scale": [65536.0, 32768.0, 16384.0, 16384.0], "global_norm": [1.5, 2.5, None, 1.0]},
              {"path": "b.log", "rank": 1, "step": [1, 2, 3, 4], "loss": [4.1, 3.2, 2.6, 2.1]}]
    charts = {c.key: c for c in build_charts(series)}
    assert set(charts) == {"loss", "loss_scale", "global_norm"}
    loss = charts["loss"]
    assert [line.label for line in loss.lines] == ["rank 0", "rank 1"]
    assert loss.lines[0].bad and loss.lines[0].bad[0][1] == 3
    ys = [float(p.split(",")[1]) for p in loss.lines[1].points.split()]
    assert ys == sorted(ys)  # falling loss: y grows downwards in SVG
    scale = charts["loss_scale"]
    assert scale.log_scale
    assert [label for _, label in scale.y_ticks] == ["16384", "32768", "65536"]
    heights = [y for y, _ in scale.y_ticks]
    assert heights[0] - heights[1] == pytest.approx(heights[1] - heights[2], abs=0.2)  # equal steps on a log axis


def test_healthy_log_shows_healthy_verdict_with_steps_and_trend(client):
    log = mindformers_steps(10) + "[INFO] 2024-05-01 10:09:00,000 [mindformers/trainer/base_trainer.py:1] "
    log += "Training Over\n"
    page = client.post("/", data={"log": log}).get_data(as_text=True)
    assert 'data-kind="healthy"' in page and "finding top" not in page
    assert "Healthy run: 10 steps logged, loss falling" in page


# --- knowledge base pages ----------------------------------------------------------------------

def test_kb_article_page_renders_markdown_and_unknown_is_404(client):
    articles = sorted((kb_dir() / "en").glob("*.md"))
    if not articles:
        pytest.skip("no KB articles in this checkout yet")
    article_id = articles[0].stem
    response = client.get(f"/kb/{article_id}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "<h2>" in page and "---" not in page.split('class="prose"', 1)[1][:200]
    assert client.get("/kb/no-such-article").status_code == 404
    assert client.get("/kb/..%2F..%2Fetc%2Fpasswd").status_code == 404


def test_markdown_renderer_never_passes_raw_html():
    html = str(render_markdown(f"# T\n\n{XSS}\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) "
                               "[b](device-oom.md)\n"))
    assert "<script>" not in html and "<img" not in html
    assert 'href="javascript' not in html
    assert 'href="/kb/device-oom"' in html


# --- sharing -----------------------------------------------------------------------------------

SECRET_LOG_LINES = (
    "export OBS_SK=Zx8Qw7Er6Ty5Ui4Op3As2Df1Gh0Jk9Lm8Nb7Vc6\n"
    "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9abcdef.payloadpart123\n"
    "db password=hunter2hunter2\n"
    "connecting to 10.20.30.40:8118\n"
)


def share_from_page(client, text: str, include_log: bool) -> tuple[str, str, str]:
    page = client.post("/", data={"log": text}).get_data(as_text=True)
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    form = {"token": token}
    if include_log:
        form["include_log"] = "on"
    created = client.post("/share", data=form)
    assert created.status_code == 201
    body = created.get_data(as_text=True)
    share_url = re.search(r'id="share-url"[^>]*value="([^"]+)"', body).group(1)
    delete_url = re.search(r'id="delete-url"[^>]*value="([^"]+)"', body).group(1)
    return body, share_url.replace("http://localhost", ""), delete_url.replace("http://localhost", "")


def test_share_create_view_delete_with_redaction(app, client):
    text = SECRET_LOG_LINES + aimv2_bytes().decode()
    _, share_path, delete_path = share_from_page(client, text, include_log=True)
    share_id = share_path.rsplit("/", 1)[1]
    assert len(share_id) >= 22  # 16 random bytes, URL-safe base64
    view = client.get(share_path)
    assert view.status_code == 200
    page = view.get_data(as_text=True)
    assert 'data-category="registry_collision"' in page
    assert "hunter2hunter2" not in page and "Zx8Qw7Er6Ty5" not in page and "10.20.30.40" not in page
    assert "[REDACTED]" in page and "&lt;ip-1&gt;" in page
    raw = Path(app.config["SHARE_DB"]).read_bytes()
    assert b"hunter2hunter2" not in raw and b"Zx8Qw7Er6Ty5" not in raw and b"payloadpart123" not in raw
    assert client.get(f"/api/share/{share_id}").get_json()["findings"][0]["category"] == "registry_collision"

    wrong = delete_path.rsplit("/", 1)[0] + "/not-the-token"
    assert client.post(wrong).status_code == 404
    assert client.get(share_path).status_code == 200
    assert client.get(delete_path).status_code == 200  # confirmation page, deletes nothing
    assert client.get(share_path).status_code == 200
    assert client.post(delete_path).status_code == 200
    assert client.get(share_path).status_code == 404


def test_share_without_the_log_stores_no_log(app, client):
    text = "marker-line-that-is-not-evidence-4711\n" + aimv2_bytes().decode()
    _, share_path, _ = share_from_page(client, text, include_log=False)
    assert "marker-line-that-is-not-evidence-4711" not in client.get(share_path).get_data(as_text=True)
    with sqlite3.connect(app.config["SHARE_DB"]) as conn:
        assert conn.execute("SELECT logs FROM shares").fetchall() == [(None,)]


def test_tampered_share_form_is_refused(client):
    assert client.post("/share", data={"token": "forged"}).status_code == 400
    assert client.get("/s/doesnotexist").status_code == 404


def test_api_share_and_expiry(tmp_path):
    app = create_app({"SHARE_DB": str(tmp_path / "s.db"), "SHARE_DAYS": 2 / 86400})  # two seconds
    client = app.test_client()
    created = client.post("/api/share?include_log=1", data=aimv2_bytes(), content_type="text/plain")
    assert created.status_code == 201
    info = created.get_json()
    assert info["report"]["findings"][0]["category"] == "registry_collision"
    path = info["url"].replace("http://localhost", "")
    assert client.get(path).status_code == 200
    time.sleep(2.2)
    assert client.get(path).status_code == 404
    with sqlite3.connect(app.config["SHARE_DB"]) as conn:
        assert conn.execute("SELECT COUNT(*) FROM shares").fetchone()[0] == 0  # purged, not just hidden


def test_store_expiry_and_ids(tmp_path):
    store = ShareStore(str(tmp_path / "nested" / "s.db"), days=30)
    now = time.time()
    first = store.create({"findings": []}, "en", now=now)
    second = store.create({"findings": []}, "en", now=now)
    assert first.id != second.id and first.delete_token != second.delete_token
    assert store.get(first.id, now=now + 29 * 86400) is not None
    assert store.get(first.id, now=now + 31 * 86400) is None
    assert store.purge(now=now + 31 * 86400) == 0  # the read above already purged both
    assert not store.delete(second.id, second.delete_token)


@pytest.mark.parametrize(("text", "secret"), [
    ("export HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyzABCDEFGH", "hf_abcdefghij"),
    ("export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI"),
    ("obs config: ak=ABCDEFGHIJKLMNOPQRST, sk=abcdefghijABCDEFGHIJ0123456789abcdefghij", "ABCDEFGHIJKLMNOPQRST"),
    ("AccessKeyId: AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"),
    ("curl -H 'Authorization: Bearer sometoken1234567890'", "sometoken1234567890"),
    ("git clone https://alice:s3cretpass@code.example.com/repo.git", "s3cretpass"),
    ("{'password': 'p@ssw0rd!'}", "p@ssw0rd!"),
])
def test_redaction_removes_secrets(text, secret):
    assert secret not in Redactor().text(text)


@pytest.mark.parametrize("text", [
    "max_tokens: 2048, pad_token_id=0, num_tokens 4096",
    "mindformers.core.callback.callback INFO loss: 2.3",
    "Model config LlamaConfig vocab_size=32000 hidden_size=4096",
    "CANN version 8.0.0.1 installed",
])
def test_redaction_keeps_ordinary_log_text(text):
    assert Redactor().text(text) == text


def test_public_documentation_hosts_stay_readable():
    text = 'Please search "Ascend Error Message" at https://www.hiascend.com for error code description'
    assert Redactor().text(text) == text
    assert "<host-1>" in Redactor().text("fetching from https://minio.lab7.corp/bucket")


def test_ip_and_host_masking_is_optional_and_consistent():
    text = "rank 1 -> 10.0.0.5:8118 timeout; rank 2 -> 10.0.0.5; master worker-3.cluster.internal"
    masked = Redactor().text(text)
    assert masked.count("<ip-1>") == 2 and "<host-1>" in masked
    assert Redactor(ips=False, hosts=False).text(text) == text


# --- msdiag serve ------------------------------------------------------------------------------

def test_msdiag_serve_starts_and_answers(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "analyzer.cli", "serve", "--port", "0", "--share-db",
                             str(tmp_path / "s.db")], stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        line = proc.stderr.readline()
        port = int(re.search(r"127\.0\.0\.1:(\d+)/", line).group(1))
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("POST", "/api/diagnose", body=aimv2_bytes(), headers={"Content-Type": "text/plain"})
        answer = conn.getresponse()
        assert answer.status == 200
        assert json.loads(answer.read())["findings"][0]["category"] == "registry_collision"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_neighbouring_evidence_lines_share_one_context_block(client):
    text = (
        "loading weights\n"
        "RuntimeError: Error(s) in loading state_dict for BertForSequenceClassification:\n"
        "\tsize mismatch for classifier.weight: copying a param with shape torch.Size([9, 768]) from checkpoint, "
        "the shape in current model is torch.Size([5, 768]).\n"
        "\tsize mismatch for classifier.bias: copying a param with shape torch.Size([9]) from checkpoint, "
        "the shape in current model is torch.Size([5]).\n")
    page = client.post("/", data={"log": text}).get_data(as_text=True)
    top = page.split('<article class="card finding top"', 1)[1].split("</article>", 1)[0]
    assert 'data-category="weight_shape_mismatch"' in page
    assert top.count('<figure class="evidence"') == 1
    assert re.findall(r'<div class="ln hit" data-n="(\d+)"', top) == ["3", "4"]


# --- the run's story: verdicts, culprit, rank table, copying (issue 16) -----------------------------

MSRUN_OOM = Path(__file__).resolve().parent.parent / "examples" / "msrun_oom"
TEAM_SIGNATURE = """id: my_team_checkpoint_gone
title: "Team checkpoint store lost shard {shard}"
title_zh: "团队 checkpoint 存储丢失分片 {shard}"
category: other
match:
  - literal: "TEAMSTORE shard"
    regex: "TEAMSTORE shard (?P<shard>\\\\d+) is gone"
fix: ["Re-sync shard {shard} with `teamstore sync --shard {shard}`, after `export TEAMSTORE_RETRY=3`."]
fix_zh: ["先 `export TEAMSTORE_RETRY=3`，再用 `teamstore sync --shard {shard}` 重新同步分片 {shard}。"]
kb: [unrecognised-failure]
"""


def ranks_zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as archive:
        for folder in sorted(MSRUN_OOM.iterdir()):
            archive.write(folder / "info.log", f"msrun_oom/{folder.name}/info.log")
    return buf.getvalue()


def post_zip(client, lang: str = "en"):
    return client.post("/", data={"file": (io.BytesIO(ranks_zip()), "ranks.zip"), "lang": lang},
                       content_type="multipart/form-data")


def test_rank_zip_shows_verdict_with_culprit_rank_table_and_chart_mark(client):
    page = post_zip(client).get_data(as_text=True)
    verdict = re.search(r'<div class="verdict[^"]*"[^>]*data-culprit-rank="(\d+)"[^>]*>(.*?)</div>', page, re.S)
    assert verdict and verdict.group(1) == "3"
    sentence = verdict.group(2)
    assert "Rank 3 failed first at step 30 (20:54)" in sentence and "Ranks 0-2, 4-7" in sentence
    rows = re.findall(r'<tr class="role-(\w+)" data-rank="(\d+)">', page)
    assert dict((int(r), role) for role, r in rows) == {0: "symptom", 1: "symptom", 2: "symptom", 3: "culprit",
                                                         4: "symptom", 5: "symptom", 6: "symptom", 7: "symptom"}
    assert re.search(r'<g class="culprit-mark" data-rank="3" data-step="30">', page)
    # Title: the op scope path is shortened; the evidence keeps it whole.
    title = re.search(r'<h3 title="([^"]*)">([^<]*)</h3>', page)
    assert "…/attention-LLamaAttention/MatMul-op2177" in title.group(2)
    assert "Default/network-MFPipelineWithLossScaleCell" in title.group(1)
    assert "Default/network-MFPipelineWithLossScaleCell" in page.split('class="log"', 1)[1]


def test_rank_zip_keeps_member_paths_so_every_rank_is_its_own_input(client):
    response = client.post("/api/diagnose", data={"file": (io.BytesIO(ranks_zip()), "ranks.zip")},
                           content_type="multipart/form-data")
    inputs = response.get_json()["inputs"]
    assert [i["rank"] for i in inputs] == list(range(8))
    assert all(i["path"].endswith(f"rank_{i['rank']}/info.log") for i in inputs)


def test_uploaded_folder_paths_name_the_rank(client):
    files = [(io.BytesIO(mindformers_steps(5).encode()), f"job/rank_{r}/info.log") for r in (0, 1)]
    report = client.post("/api/diagnose", data={"file": files}, content_type="multipart/form-data").get_json()
    assert sorted((i["path"], i["rank"]) for i in report["inputs"]) == [("job/rank_0/info.log", 0),
                                                                       ("job/rank_1/info.log", 1)]
    evil = client.post("/api/diagnose", data={"file": (io.BytesIO(b"step 1 loss 2.5\n"), "../../etc/rank_2.log")},
                       content_type="multipart/form-data").get_json()
    assert evil["inputs"][0]["path"] == "etc/rank_2.log"


PNG = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa"
       + bytes(range(256)) * 8)


@pytest.mark.parametrize("data, why", [
    (PNG, "binary"),
    (bytes((i * 7919 + 13) % 256 for i in range(300_000)), "binary"),
    (b"hello world\n", "no log lines"),
])
def test_input_without_log_text_is_422_for_the_api_and_a_banner_on_the_page(client, data, why):
    response = client.post("/api/diagnose", data=data, content_type="text/plain")
    assert response.status_code == 422
    assert response.is_json and "not a training log" in response.get_json()["error"] and why in \
        response.get_json()["error"]
    page = client.post("/", data={"file": (io.BytesIO(data), "thing.bin")},
                       content_type="multipart/form-data").get_data(as_text=True)
    assert 'data-kind="not_a_log"' in page and "Not a training log" in page
    assert "No failure found" not in page


def test_utf16_log_and_a_plain_traceback_are_logs(client):
    utf16 = mindformers_steps(3).encode("utf-16")
    assert client.post("/api/diagnose", data=utf16, content_type="text/plain").status_code == 200
    traceback = b'Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nFooBarError: odd\n'
    assert client.post("/api/diagnose", data=traceback, content_type="text/plain").status_code == 200


def test_log_that_stops_early_on_one_rank_ends_without_error(client):
    files = [(io.BytesIO(mindformers_steps(n).encode()), f"rank_{r}/info.log") for r, n in ((0, 12), (1, 7), (2, 12))]
    page = client.post("/", data={"file": files}, content_type="multipart/form-data").get_data(as_text=True)
    if 'data-kind="failed"' in page:  # a later stage may name this a hang: then it is a failure with rank 1
        assert 'data-culprit-rank="1"' in page
    else:
        assert 'data-kind="ended_without_error"' in page
        assert "ends without an error at step 7 on rank 1" in page


def test_language_switch_re_renders_the_same_input(client):
    page = post_zip(client).get_data(as_text=True)
    link = re.search(r'href="(/r/[\w-]+)\?lang=zh#results"', page)
    assert link, "the language links of a result page point at the kept result"
    zh = client.get(link.group(1) + "?lang=zh").get_data(as_text=True)
    assert 'data-culprit-rank="3"' in zh and "rank 3 最先失败" in zh and "设备内存" in zh
    assert client.get("/r/not-a-kept-id?lang=zh").status_code == 404


def test_large_paste_is_kept_for_editing(client):
    big = mindformers_steps(9000)  # well over 1 MB
    assert len(big) > 1 << 20
    page = client.post("/", data={"log": big}).get_data(as_text=True)
    assert big.splitlines()[-1] in page.split("<textarea", 1)[1]


def test_share_stores_both_languages(client):
    page = post_zip(client).get_data(as_text=True)
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    created = client.post("/share", data={"token": token}).get_data(as_text=True)
    share_path = re.search(r'value="http://localhost(/s/[\w-]+)"', created).group(1)
    english = client.get(share_path + "?lang=en").get_data(as_text=True)
    chinese = client.get(share_path + "?lang=zh").get_data(as_text=True)
    assert "Device memory ran out" in english and "运行时设备内存不足" in chinese


def test_fixes_render_backticks_as_code_with_copy_buttons_and_markdown(tmp_path):
    sigs = tmp_path / "sigs"
    sigs.mkdir()
    (sigs / "my_team_checkpoint_gone.yaml").write_text(TEAM_SIGNATURE)
    app = create_app({"TESTING": True, "SHARE_DB": str(tmp_path / "s.db"), "SIGNATURE_DIRS": [str(sigs)]})
    page = app.test_client().post("/", data={"log": "TEAMSTORE shard 7 is gone\n"}).get_data(as_text=True)
    fix = re.search(r'<span class="fix-text">(.*?)</span> <button', page, re.S).group(1)
    assert "`" not in fix
    assert '<code class="inline">teamstore sync --shard 7</code>' in fix  # not a known command: code, no button
    assert ('<code class="cmd">export TEAMSTORE_RETRY=3</code><button type="button" class="copy js-copy" '
            'data-copy-text="export TEAMSTORE_RETRY=3"') in fix
    assert 'data-copy-text="Re-sync shard 7 with `teamstore sync --shard 7`, after `export TEAMSTORE_RETRY=3`."' in page
    markdown = re.search(r'<textarea readonly rows="8" id="markdown-text"[^>]*>(.*?)</textarea>', page, re.S).group(1)
    assert "### 1. Team checkpoint store lost shard 7" in markdown and "1. Re-sync shard 7" in markdown


def test_same_event_findings_fold_under_the_first():
    from webui.present import present

    def finding(sig: str, line: int) -> dict:
        return {"category": "device_oom", "signature": sig, "title": sig, "confidence": 0.9, "severity": "error",
                "evidence": [{"path": "a.log", "line": line, "text": "x"}]}

    shown = present({"findings": [finding("oom", 10), finding("driver_alloc", 12), finding("other", 400)]}, {}, "en")
    assert [f.signature for f in shown.findings] == ["oom", "other"]
    assert [f.signature for f in shown.findings[0].also] == ["driver_alloc"]
    assert [f.index for f in shown.findings] == [1, 2]


def test_kb_index_lists_every_article_in_both_languages_and_articles_link_references(client):
    ids = {p.stem for lang in ("en", "zh") for p in (kb_dir() / lang).glob("*.md")}
    for lang in ("en", "zh"):
        page = client.get(f"/kb/?lang={lang}").get_data(as_text=True)
        linked = set(re.findall(r'href="/kb/([\w-]+)\?lang=' + lang + '">', page))
        assert ids <= linked
    found = client.get("/kb/?q=EI0002").get_data(as_text=True)
    assert "hccl-timeout" in found and found.count("<li data-search") < len(ids)
    article = client.get("/kb/hccl-timeout").get_data(as_text=True)
    assert 'href="https://www.hiascend.com/' in article
    assert 'href="/kb/first-error-not-last"' in article


def test_verdict_prefers_a_report_provided_verdict_and_culprit_sources():
    from analyzer.analysis.story import culprit_rank, verdict

    base = {"findings": [], "series": [{"rank": 0, "step": [1, 2, 3, 4], "loss": [4.0, 3.0, 2.0, 1.0]}]}
    assert verdict(base).kind == "healthy" and "loss falling" in verdict(base).sentence
    given = {**base, "verdict": {"kind": "ended_without_error", "sentence": "Stopped at step 4."}}
    assert (verdict(given).kind, verdict(given).sentence) == ("ended_without_error", "Stopped at step 4.")
    assert verdict({**base, "verdict": "nonsense-kind"}).kind == "healthy"
    assert culprit_rank({"findings": [{"culprit_rank": 5, "facts": {}}]}) == 5
    assert culprit_rank({"findings": [{"facts": {"culprit_rank": 2}}]}) == 2
    assert culprit_rank({"findings": [], "ranks": [{"rank": 0}, {"rank": 6, "culprit": True}]}) == 6


def test_chart_legend_sorted_by_rank_band_for_many_ranks_and_given_band():
    series = [{"rank": r, "step": list(range(1, 21)), "loss": [10 - s * 0.1 + (5 if r == 6 else 0) for s in range(20)]}
              for r in (3, 6, 7, 4, 0, 1, 2, 5)]
    loss = build_charts(series, "zh")[0]
    assert loss.title == "Loss（损失）" and loss.x_title == "步"
    assert loss.band and loss.median
    assert [line.rank for line in loss.lines] == [6]  # only the outlying rank is drawn on its own
    few = build_charts([s for s in series if s["rank"] in (3, 1, 2)])[0]
    assert [line.label for line in few.lines] == ["rank 1", "rank 2", "rank 3"] and not few.band
    given = series[:1] + [{"kind": "band", "metric": "loss", "step": [1, 20], "lo": [9.0, 7.0], "median": [9.5, 7.5],
                           "hi": [10.0, 8.0]}]
    with_band = build_charts(given)[0]
    assert with_band.band and with_band.median.count(",") == 2


def test_concurrent_requests_with_user_signatures_match_a_serial_run(tmp_path):
    """One catalog per app, shared by request threads: the answers are those of one request at a time."""
    sigs = tmp_path / "sigs"
    sigs.mkdir()
    (sigs / "my_team_checkpoint_gone.yaml").write_text(TEAM_SIGNATURE)
    app = create_app({"TESTING": True, "SHARE_DB": str(tmp_path / "s.db"), "SIGNATURE_DIRS": [str(sigs)],
                      "ANALYSIS_WORKERS": 4, "ANALYSIS_QUEUE": 16})
    bodies = [f"2025-01-01 10:00:0{i} ERROR TEAMSTORE shard {i} is gone\n".encode() for i in range(4)]
    bodies += [aimv2_bytes(), mindformers_steps(6, nan_at=4).encode()]

    def ask(body: bytes) -> dict:
        response = app.test_client().post("/api/diagnose?lang=zh", data=body, content_type="text/plain")
        assert response.status_code == 200
        return response.get_json()

    serial = [ask(b) for b in bodies]
    results: dict[int, dict] = {}
    threads = [threading.Thread(target=lambda i=i: results.__setitem__(i, ask(bodies[i % len(bodies)])))
               for i in range(len(bodies) * 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, report in results.items():
        timing = report.pop("execution")  # seconds differ from run to run; nothing else may
        assert timing["backend"] == "local"
        assert report == {k: v for k, v in serial[i % len(bodies)].items() if k != "execution"}
    assert serial[0]["findings"][0]["signature"] == "my_team_checkpoint_gone"
    assert "分片 0" in serial[0]["findings"][0]["title"]
    assert app.extensions["msdiag_catalog"].get() is app.extensions["msdiag_catalog"].get()
