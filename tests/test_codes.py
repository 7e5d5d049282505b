"""The CANN / ACL / HCCL code table and signature look-ups, on real log lines.

The table is data a domain expert edits, so the checks here are the ones a careless edit breaks:
a missing field, a category outside the contract, a Chinese step list that no longer lines up, a
kb id without an article. The engine checks run the real signature files in signatures/codes/
through the real scanner and correlator.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import pytest
import yaml

from analyzer.knowledge.codes import ENTRY_FIELDS, CodeTableError, load_table, lookup, normalise, parse_table
from analyzer.knowledge.signatures import SignatureError, load_dir, parse_signature
from analyzer.model import CATEGORIES
from analyzer.pipeline.correlate import correlate
from analyzer.pipeline.reader import discover
from analyzer.pipeline.scan import Scanner

from .conftest import REPO

TABLE = load_table("cann_codes")
TORCH_NPU_TABLE = load_table("torch_npu_codes")
CODE_SIGNATURES, CODE_SIG_ERRORS = load_dir(REPO / "signatures" / "codes")
TORCH_NPU_SIGNATURES, TORCH_NPU_SIG_ERRORS = load_dir(REPO / "signatures" / "torch_npu")
ALL_ENTRIES = [("cann_codes", c) for c in sorted(TABLE.codes)] + \
    [("torch_npu_codes", c) for c in sorted(TORCH_NPU_TABLE.codes)]


def _findings(tmp_path: Path, text: str, lang: str = "en", signatures: Optional[list] = None) -> list:
    """Scan `text` with only the code signatures, so other areas' specific signatures cannot hide ours."""
    sigs = CODE_SIGNATURES if signatures is None else signatures
    log = tmp_path / "train.log"
    log.write_text(text, encoding="utf-8")
    sources, _ = discover([str(log)])
    scanner = Scanner(sigs)
    results = [scanner.scan(src, i) for i, src in enumerate(sources)]
    findings, _ = correlate(results, {s.id: s for s in sigs}, lang)
    return findings


def test_table_loads_with_at_least_150_codes_and_the_module_ranges() -> None:
    assert len(TABLE.codes) >= 150
    families = {c[:2] for c in TABLE.codes if not c.isdigit()}
    assert {"E1", "E2", "E3", "E4", "E8", "EB", "EE", "EH", "EI", "EJ", "EK", "EL", "EZ"} <= families
    assert any(c.isdigit() for c in TABLE.codes)
    assert len(TABLE.ranges) >= 20


@pytest.mark.parametrize(("table", "code"), ALL_ENTRIES)
def test_every_entry_is_complete_and_uses_a_contract_category(table: str, code: str) -> None:
    info = load_table(table).codes[code]
    for name in ENTRY_FIELDS:
        assert getattr(info, name), f"{code}: {name} is empty"
    assert info.category in CATEGORIES
    assert len(info.steps_zh) == len(info.steps)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in info.title_zh), f"{code}: title_zh is not Chinese"
    assert normalise(code) == code


def test_every_entry_and_range_links_an_existing_article() -> None:
    infos = [i for t in (TABLE, TORCH_NPU_TABLE) for i in [*t.codes.values(), *(r.info for r in t.ranges)]]
    missing = {i.kb for i in infos if not (REPO / "kb" / "en" / f"{i.kb}.md").is_file()}
    assert not missing, f"kb ids without an article: {sorted(missing)}"


@pytest.mark.parametrize("table", [TABLE, TORCH_NPU_TABLE], ids=lambda t: t.name)
def test_every_listed_letter_code_falls_in_a_documented_module_range(table) -> None:
    outside = [c for c in table.codes if not c.isdigit() and not any(r.contains(c) for r in table.ranges)]
    assert outside == []


def test_known_codes_carry_their_usual_root_cause() -> None:
    assert lookup("cann_codes", "EI0006").category == "hang_or_timeout"
    assert lookup("cann_codes", "EE1001").category == "other"  # CANN's catch-all invalid-argument code
    assert lookup("cann_codes", "207001").category == "device_oom"
    assert lookup("cann_codes", "E80012").category == "op_shape_mismatch"
    assert lookup("cann_codes", "EI0002").symptom is True  # a timeout on the ranks that waited


def test_unknown_code_falls_back_to_its_module_range() -> None:
    hccl = lookup("cann_codes", "EI0099")
    assert hccl is not None and hccl.matched == "range" and "HCCL" in hccl.module
    assert hccl.code == "EI0099"
    assert hccl.weight < lookup("cann_codes", "EI0006").weight
    op = lookup("cann_codes", "E81234")
    assert op.matched == "range" and op.category == "missing_kernel"
    acl = lookup("cann_codes", "123456")
    assert acl.matched == "range" and "rule 1" in acl.module
    assert lookup("cann_codes", "W11001").matched == "range"  # a warning code still names its module
    assert lookup("cann_codes", "ret") is None
    assert lookup("cann_codes", "2021") is None


def test_codes_are_normalised_from_the_way_logs_print_them() -> None:
    assert normalise(" ei0006:") == "EI0006"
    assert normalise("[207001]") == "207001"
    assert normalise("0507011") == "507011"
    assert normalise("0x507011") == ""


def test_a_broken_table_is_rejected_with_the_code_named(tmp_path: Path) -> None:
    entry = {f: ["x"] if f in ("causes", "steps", "steps_zh") else "x" for f in ENTRY_FIELDS}
    with pytest.raises(CodeTableError, match="EI0006.*category"):
        parse_table(tmp_path / "t.yaml", {"codes": {"EI0006": {**entry, "category": "timeout"}}})
    with pytest.raises(CodeTableError, match="EI0006.*missing title_zh"):
        parse_table(tmp_path / "t.yaml", {"codes": {"EI0006": {**entry, "category": "other", "title_zh": ""}}})
    with pytest.raises(CodeTableError, match="not an error code"):
        parse_table(tmp_path / "t.yaml", {"codes": {"hello": {**entry, "category": "other"}}})


def test_the_code_signatures_load() -> None:
    assert CODE_SIG_ERRORS == []
    assert {s.id for s in CODE_SIGNATURES} >= {"cann_error_code", "cann_tbe_errcode", "acl_return_code"}
    assert all(s.lookup is not None and s.lookup.key in s.fold_by for s in CODE_SIGNATURES)


def test_lookup_schema_rejects_a_key_that_is_not_a_capture(tmp_path: Path) -> None:
    raw = yaml.safe_load((REPO / "signatures" / "codes" / "acl_return_code.yaml").read_text(encoding="utf-8"))
    path = tmp_path / "acl_return_code.yaml"
    with pytest.raises(SignatureError, match="lookup.key"):
        parse_signature(path, {**raw, "lookup": {"table": "cann_codes", "key": "errno"}})
    with pytest.raises(SignatureError, match="lookup.table"):
        parse_signature(path, {**raw, "lookup": {"table": "no_such_table", "key": "code"}})


def test_a_return_code_line_becomes_a_finding_with_the_codes_facts(tmp_path: Path) -> None:
    line = ("[EXCEPTION] DEVICE(170414,fffe397fa1e0,python):2021-09-13-15:29:07.465.388 [mindspore/ccsrc/runtime/"
            "device/ascend/ascend_memory_manager.cc:62] MallocDeviceMemory] Malloc device memory failed, "
            "size[32212254720], ret[207001], Device 6 may be other processes occupying this card, "
            "check as: ps -ef|grep python\n")
    (finding,) = _findings(tmp_path, line)
    assert finding.category == "device_oom"
    assert finding.facts["code"] == "207001"
    assert finding.facts["code_match"] == "code"
    assert finding.facts["code_module"] == TABLE.codes["207001"].module
    assert finding.facts["code_causes"] == list(TABLE.codes["207001"].causes)
    assert "207001" in finding.title and "Device memory allocation failed" in finding.title
    assert list(finding.fixes[: len(TABLE.codes["207001"].steps)]) == list(TABLE.codes["207001"].steps)
    assert finding.kb == "device-oom"


def test_a_code_in_the_ascend_error_message_section_is_found_below_its_header(tmp_path: Path) -> None:
    text = ("RuntimeError: Device 8 call rtSetDevice failed, ret[107001]. The details refer to "
            "'Ascend Error Message'.\n\n"
            "----------------------------------------------------\n"
            "- Ascend Error Message:\n"
            "----------------------------------------------------\n"
            "EE1001: The argument is invalid.Reason: Set device failed, invalid device, set device=8, "
            "valid device range is [0, 8)\n")
    by_code = {f.facts["code"]: f for f in _findings(tmp_path, text)}
    assert set(by_code) == {"107001", "EE1001"}  # two codes, two findings
    assert by_code["EE1001"].category == "other"  # the code alone is generic; its Reason is matched below
    assert by_code["107001"].category == "rank_count_mismatch"
    assert by_code["EE1001"].count >= 2  # the header line and the code line fold into one finding


def test_an_unknown_code_is_explained_by_its_module_with_less_confidence(tmp_path: Path) -> None:
    known = _findings(tmp_path, "EI0006: Getting socket times out. Reason: 1. The remote does not initiate "
                                "a connect request.\n")[0]
    unknown = _findings(tmp_path, "EI0099: A check this table does not list.\n")[0]
    assert unknown.facts["code_match"] == "range" and unknown.facts["code"] == "EI0099"
    assert unknown.confidence < known.confidence
    assert known.category == "hang_or_timeout"


def test_tbe_errcode_dict_names_the_operator_and_the_constraint(tmp_path: Path) -> None:
    line = ("RuntimeError: ({'errCode': 'E80029', 'op_name': 'assign', 'param_name1': 'ref', 'param_name2': "
            "'value', 'error_detail': 'Shape of ref and value should be same'}, 'In op[assign], the shape of "
            "inputs[ref][value] are invalid, [Shape of ref and value should be same].')\n")
    (finding,) = _findings(tmp_path, line)
    assert finding.category == "op_shape_mismatch"
    assert "assign" in finding.fixes[0] and "ref" in finding.fixes[0]


def test_chinese_output_uses_the_chinese_title_and_steps(tmp_path: Path) -> None:
    (finding,) = _findings(tmp_path, "[ERROR] RUNTIME(150840,python):2021-09-14-09:26:01.014.622 [api_c.cc:581]"
                                     "150900 rtStreamSynchronize:ErrCode=507011, desc=[the model stream "
                                     "execute failed], InnerCode=0x7150050\n", lang="zh")
    assert TABLE.codes["507011"].title_zh in finding.title
    assert finding.fixes[0] == TABLE.codes["507011"].steps_zh[0]


def test_look_alikes_are_not_codes(tmp_path: Path) -> None:
    text = ("[INFO] RUNTIME(4321,python):2024-03-01-10:11:12.000.101 stream created, addr 0xEE100000: sq id 3\n"
            "[INFO] DEVICE(1,python):2021-09-13-15:29:07.465.388 Malloc device memory size[1024], ret[0]\n"
            "[INFO] HCCL(1234,python):2021-09-13 create comm ok, ret = 0, rank table size[20210914]\n"
            "[WARNING] GE(4321,python):2024-03-01 W11001: Op [MatMulV2] does not hit the high-priority operator "
            "information library, which might result in compromised performance.\n"
            "(Please search \"Ascend Error Message\" at https://www.mindspore.cn for error code description)\n")
    assert _findings(tmp_path, text) == []


def test_torch_npu_err_code_line_is_explained_by_its_own_table(tmp_path: Path) -> None:
    assert TORCH_NPU_SIG_ERRORS == []
    text = ("RuntimeError: create_config:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:2121 HCCL function error: "
            "HcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 7\n"
            "[ERROR] 2024-11-05-10:12:01 (PID:3344, Device:3, RankID:3) ERR02200 DIST call hccl api failed.\n")
    by_sig = {f.signature: f for f in _findings(tmp_path, text, signatures=TORCH_NPU_SIGNATURES)}
    err = by_sig["torch_npu_err_code"]
    assert err.facts["code"] == "ERR02200" and "DIST" in err.facts["code_module"]
    assert err.kb == "hccl-init-failure"
    hccl = by_sig["torch_npu_hccl_function_error"]
    assert hccl.facts["hccl_code"] == "7" and "HcclCommInitRootInfoConfig" in hccl.title
    unknown_sub = lookup("torch_npu_codes", "ERR03123")
    assert unknown_sub.matched == "range" and "GRAPH" in unknown_sub.module


def test_npu_function_error_names_the_api_and_the_cann_code(tmp_path: Path) -> None:
    line = ("[rank0]: RuntimeError: normal_:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:37 NPU function error: "
            "call aclnnInplaceNormal failed, error code is 561103\n")
    findings = _findings(tmp_path, line, signatures=TORCH_NPU_SIGNATURES + CODE_SIGNATURES)
    assert [f.signature for f in findings] == ["torch_npu_npu_function_error"]  # no second finding for the code
    assert findings[0].facts["api"] == "aclnnInplaceNormal" and findings[0].facts["code"] == "561103"


def test_code_command_explains_known_and_unlisted_codes(capsys) -> None:
    from analyzer.cli import main as cli_main

    assert cli_main(["code", "EI0006", "EI0099", "ERR00100", "--format", "json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [(o["code"], o["code_match"]) for o in out] == [("EI0006", "code"), ("EI0099", "range"),
                                                           ("ERR00100", "code")]
    assert out[0]["category"] == "hang_or_timeout" and out[0]["code_steps"] == list(TABLE.codes["EI0006"].steps)
    assert cli_main(["code", "EE1001", "--lang", "zh"]) == 0
    assert TABLE.codes["EE1001"].steps_zh[0] in capsys.readouterr().out
    assert cli_main(["code", "not-a-code"]) == 1
    assert "not-a-code" in capsys.readouterr().err
