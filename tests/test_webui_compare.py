"""The two-run page `/compare`: real run pairs from tests/fixtures/compare posted as a browser would."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from webui import create_app

from .conftest import REPO

PAIRS = REPO / "tests" / "fixtures" / "compare"


@pytest.fixture
def client(tmp_path: Path):
    return create_app({"TESTING": True, "SHARE_DB": str(tmp_path / "shares.sqlite3")}).test_client()


def _file(path: Path, name: str = "") -> tuple[io.BytesIO, str]:
    return io.BytesIO(path.read_bytes()), name or path.name


def _post(client, case: str, lang: str = "en", with_configs: bool = True):
    data = {"lang": lang, "ref_log": (PAIRS / "ref" / "train.log").read_text(encoding="utf-8"),
            "mig_file": _file(PAIRS / case / "train.log")}
    if with_configs:
        data["ref_config"] = [_file(PAIRS / "ref" / "config.json"), _file(PAIRS / "ref" / "training_args.json")]
        data["mig_config"] = _file(PAIRS / case / "config.yaml")
    return client.post("/compare", data=data, content_type="multipart/form-data")


def test_form_has_two_inputs(client) -> None:
    page = client.get("/compare").get_data(as_text=True)
    assert 'name="ref_log"' in page and 'name="mig_log"' in page
    assert 'name="ref_config"' in page and 'name="mig_config"' in page


def test_divergent_pair_shows_both_curves_and_the_marked_step(client) -> None:
    response = _post(client, "beta2")
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert re.search(r'data-divergent-step="[2-5]"', page)
    assert page.count('class="series"') == 2 and 'class="divergence"' in page
    assert "adam_beta2" in page and "optimizer.betas: [0.9, 0.95]" in page
    assert "/tmp" not in page and "msdiag-compare-" not in page  # temporary paths never shown


def test_identical_pair_gives_no_finding_and_no_marker(client) -> None:
    page = _post(client, "twin").get_data(as_text=True)
    assert "data-divergent-step" not in page and 'class="divergence"' not in page
    assert "The runs agree within the noise." in page


def test_chinese_page(client) -> None:
    page = _post(client, "seed", lang="zh").get_data(as_text=True)
    assert "偏离参考训练" in page and "首个偏离步" in page


def test_missing_side_and_unreadable_run_are_clear_errors(client) -> None:
    response = client.post("/compare", data={"ref_log": "{'loss': 1.0, 'learning_rate': 1e-05, 'epoch': 0.1}"})
    assert response.status_code == 400 and "Give both runs" in response.get_data(as_text=True)
    response = client.post("/compare", data={"ref_log": "no steps", "mig_log": "nothing either"})
    assert response.status_code == 422 and "no step lines" in response.get_data(as_text=True)
