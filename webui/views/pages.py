"""The paste-in page (`GET /`, `POST /`) and knowledge-base articles (`/kb/<id>`)."""

from __future__ import annotations

from typing import Any, Optional

from flask import Blueprint, abort, current_app, render_template, request

from ..analysis import Busy, InputRejected, evidence_context
from ..kb import load_article
from ..present import present
from .common import PASTE_NAME, form_inputs, request_lang, run_analysis, share_token

bp = Blueprint("pages", __name__)

UI: dict[str, dict[str, str]] = {
    "en": {
        "tagline": "Diagnose MindSpore / MindFormers / Ascend training failures from logs",
        "paste_label": "Paste a log or traceback",
        "paste_placeholder": "Paste the end of the training log, a traceback, or several ranks' output…",
        "files_label": "…or add log files",
        "files_hint": "Plain text, .gz, or a .zip of rank logs. Several files at once; drop them here.",
        "choose": "Choose files",
        "lang_label": "Explanations in",
        "submit": "Diagnose",
        "working": "Diagnosing…",
        "results": "Diagnosis",
        "no_findings": "No failure found in this input.",
        "no_findings_hint": "A healthy log gives no finding. If the run did fail, paste more of the end "
                            "of the log, or every rank's log.",
        "confidence": "confidence",
        "fix": "How to fix",
        "evidence": "Evidence",
        "kb": "Read the article",
        "kb_missing": "article not written yet",
        "more_evidence": "more evidence lines not shown",
        "inputs": "Inputs",
        "lines": "lines",
        "notes": "Notes",
        "charts": "Training curves",
        "nan_marks": "× marks steps where the value was NaN or Inf",
        "share": "Share this diagnosis",
        "share_hint": "Creates a link anyone with it can open. Secrets (tokens, passwords, keys) are redacted "
                      "before storage.",
        "share_log": "Also share the raw log (redacted)",
        "share_log_too_big": "The raw log is too large to share; only the diagnosis will be stored.",
        "share_button": "Create share link",
        "your_code": "your code",
        "rank": "rank",
        "ranks": "ranks",
        "seen": "seen",
        "times": "times",
        "raw_log": "Raw log (redacted)",
        "error": "Could not analyse this input",
        "new": "New diagnosis",
        "footer": "Runs entirely on this server: nothing is sent elsewhere, no live probes run here.",
    },
    "zh": {
        "tagline": "根据日志诊断 MindSpore / MindFormers / 昇腾训练故障",
        "paste_label": "粘贴日志或报错堆栈",
        "paste_placeholder": "粘贴训练日志末尾、Python 堆栈，或多个 rank 的输出…",
        "files_label": "…或添加日志文件",
        "files_hint": "纯文本、.gz，或打包各 rank 日志的 .zip；可一次添加多个文件，也可拖放到这里。",
        "choose": "选择文件",
        "lang_label": "说明语言",
        "submit": "开始诊断",
        "working": "诊断中…",
        "results": "诊断结果",
        "no_findings": "此输入中未发现故障。",
        "no_findings_hint": "正常日志不会产生结论。如果训练确实失败了，请粘贴更多日志末尾内容，或所有 rank 的日志。",
        "confidence": "置信度",
        "fix": "修复方法",
        "evidence": "证据",
        "kb": "阅读知识库文章",
        "kb_missing": "文章尚未撰写",
        "more_evidence": "条证据未显示",
        "inputs": "输入",
        "lines": "行",
        "notes": "备注",
        "charts": "训练曲线",
        "nan_marks": "× 表示该步数值为 NaN 或 Inf",
        "share": "分享此诊断",
        "share_hint": "生成一个链接，持有链接者均可查看。存储前会脱敏令牌、密码、密钥等敏感信息。",
        "share_log": "同时分享原始日志（已脱敏）",
        "share_log_too_big": "原始日志过大无法分享，只会保存诊断结果。",
        "share_button": "生成分享链接",
        "your_code": "你的代码",
        "rank": "rank",
        "ranks": "rank",
        "seen": "出现",
        "times": "次",
        "raw_log": "原始日志（已脱敏）",
        "error": "无法分析此输入",
        "new": "新的诊断",
        "footer": "完全在本服务器上运行：不向外发送任何数据，也不在此运行在线探测。",
    },
}


def ui_text(key: str, lang: str = "en") -> str:
    return UI.get(lang, UI["en"]).get(key) or UI["en"].get(key, key)


def render_page(lang: str, status: int = 200, **values: Any):
    return render_template("index.html", lang=lang, **values), status


@bp.get("/")
def index():
    return render_page(request_lang())


@bp.post("/")
def diagnose_form():
    lang = request_lang()
    pasted = request.form.get("log", "")
    echo = pasted if len(pasted) <= current_app.config["ECHO_LOG_BYTES"] else ""
    try:
        blobs, report = run_analysis(form_inputs(), lang)
    except InputRejected as exc:
        return render_page(lang, exc.status, error=str(exc), log=echo)
    except Busy as exc:
        return render_page(lang, 503, error=str(exc), log=echo)
    context = evidence_context(report, blobs, current_app.config["CONTEXT_LINES"])
    return render_page(lang, result=present(report, context, lang), log=echo,
                       share_token=share_token(report, lang, blobs),
                       log_shareable=sum(len(b.data) for b in blobs) <= current_app.config["SHARE_MAX_LOG_BYTES"],
                       pasted_name=PASTE_NAME)


@bp.get("/kb/<article_id>")
def article(article_id: str):
    lang = request_lang()
    found: Optional[tuple] = load_article(article_id, lang)
    if found is None:
        abort(404, description=f"No knowledge-base article '{article_id}'.")
    title, html, article_lang = found
    return render_template("article.html", lang=lang, title=title, body=html, article_id=article_id,
                           article_lang=article_lang)
