"""The paste-in page (`GET /`, `POST /`) and knowledge-base articles (`/kb/<id>`)."""

from __future__ import annotations

from typing import Any, Optional

from flask import Blueprint, abort, current_app, render_template, request

from webui.analysis import Blob, Busy, InputRejected, evidence_context
from webui.kb import article_index, load_article
from webui.present import present
from webui.results import ResultCache
from webui.views.common import (
    PASTE_NAME,
    analyse_blobs,
    form_inputs,
    not_a_log,
    request_lang,
    run_analysis,
    share_token,
)

bp = Blueprint("pages", __name__)

UI: dict[str, dict[str, str]] = {
    "en": {
        "tagline": "Diagnose MindSpore / MindFormers / Ascend training failures from logs",
        "paste_label": "Paste a log or traceback",
        "paste_placeholder": "Paste the end of the training log, a traceback, or several ranks' output…",
        "files_label": "…or add log files",
        "files_hint": "Plain text, .gz, or a .zip of rank logs. Several files or a whole folder; drop them here.",
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
        "verdict_failed": "Failed",
        "verdict_healthy": "Healthy run",
        "verdict_ended_without_error": "Ended without an error",
        "verdict_not_a_log": "Not a training log",
        "verdict_no_failure_found": "No failure found",
        "not_a_log_hint": "Paste or upload the text log of a training job (the console output, msrun worker "
                          "logs, rank_*/info.log, plog). Binary files, images and archives of other files give "
                          "no diagnosis.",
        "rank_timeline": "Ranks",
        "last_step": "last step",
        "last_time": "last time",
        "role": "role",
        "first_error": "first error",
        "role_culprit": "culprit",
        "role_symptom": "symptom",
        "role_error": "error",
        "role_healthy": "healthy",
        "markdown": "Diagnosis as Markdown",
        "copy_markdown": "Copy as Markdown",
        "copy": "Copy",
        "copy_fix": "Copy step",
        "copied": "Copied",
        "config_change": "Config change",
        "sev_error": "error",
        "sev_warning": "warning",
        "sev_info": "info",
        "also_matched": "Also matched (same event)",
        "path": "path",
        "size": "size",
        "edit": "Edit",
        "input_summary": "Input",
        "choose_folder": "Choose a folder",
        "remove": "Remove",
        "too_large": "The input is {size}, over the limit of {limit}: send only the end of the log or gzip it.",
        "expired": "This result is no longer kept on the server (it expired or the server restarted). "
                   "Paste or upload the log again.",
        "kb_index": "Knowledge base",
        "kb_search": "Search articles",
        "kb_count": "articles",
        "kb_search_button": "Search",
        "kb_none": "No article matches.",
    },
    "zh": {
        "tagline": "根据日志诊断 MindSpore / MindFormers / 昇腾训练故障",
        "paste_label": "粘贴日志或报错堆栈",
        "paste_placeholder": "粘贴训练日志末尾、Python 堆栈，或多个 rank 的输出…",
        "files_label": "…或添加日志文件",
        "files_hint": "纯文本、.gz，或打包各 rank 日志的 .zip；可一次添加多个文件或整个文件夹，也可拖放到这里。",
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
        "verdict_failed": "训练失败",
        "verdict_healthy": "训练正常",
        "verdict_ended_without_error": "无报错结束",
        "verdict_not_a_log": "不是训练日志",
        "verdict_no_failure_found": "未发现故障",
        "not_a_log_hint": "请粘贴或上传训练任务的文本日志（控制台输出、msrun worker 日志、rank_*/info.log、plog）。"
                          "二进制文件、图片及其他文件的压缩包无法诊断。",
        "rank_timeline": "各 rank 情况",
        "last_step": "最后一步",
        "last_time": "最后时间",
        "role": "角色",
        "first_error": "首个错误",
        "role_culprit": "肇事 rank",
        "role_symptom": "症状",
        "role_error": "错误",
        "role_healthy": "正常",
        "markdown": "Markdown 格式的诊断",
        "copy_markdown": "复制为 Markdown",
        "copy": "复制",
        "copy_fix": "复制此步",
        "copied": "已复制",
        "config_change": "配置修改",
        "sev_error": "错误",
        "sev_warning": "警告",
        "sev_info": "信息",
        "also_matched": "同一事件的其他匹配",
        "path": "路径",
        "size": "大小",
        "edit": "编辑",
        "input_summary": "输入",
        "choose_folder": "选择文件夹",
        "remove": "移除",
        "too_large": "输入大小为 {size}，超过上限 {limit}：请只发送日志末尾，或先用 gzip 压缩。",
        "expired": "服务器已不再保留此结果（已过期或服务器已重启）。请重新粘贴或上传日志。",
        "kb_index": "知识库",
        "kb_search": "搜索文章",
        "kb_count": "篇文章",
        "kb_search_button": "搜索",
        "kb_none": "没有匹配的文章。",
    },
}


def ui_text(key: str, lang: str = "en") -> str:
    return UI.get(lang, UI["en"]).get(key) or UI["en"].get(key, key)


def render_page(lang: str, status: int = 200, **values: Any):
    return render_template("index.html", lang=lang, **values), status


def results() -> ResultCache:
    return current_app.extensions["msdiag_results"]


def render_result(blobs: list[Blob], report: dict[str, Any], lang: str, pasted: str, result_id: Optional[str]):
    """The result page: the verdict and causes first, the input folded above them."""
    config = current_app.config
    context = evidence_context(report, blobs, config["CONTEXT_LINES"])
    echo = pasted if len(pasted.encode("utf-8")) <= config["ECHO_LOG_BYTES"] else ""
    shown = present(report, context, lang, not_a_log(blobs, report))
    names = [b.name for b in blobs if b.name != PASTE_NAME]
    return render_page(lang, result=shown, log=echo, result_id=result_id, input_names=names,
                       share_token=share_token(report, lang, blobs, result_id),
                       log_shareable=sum(len(b.data) for b in blobs) <= config["SHARE_MAX_LOG_BYTES"],
                       pasted_name=PASTE_NAME)


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
    return render_result(blobs, report, lang, pasted, results().put(blobs, pasted))


@bp.get("/r/<result_id>")
def result(result_id: str):
    """The same input again, analysed in the language asked for (the language links of a result)."""
    lang = request_lang(request.args.get("lang"))
    kept = results().get(result_id)
    if kept is None:
        return render_page(lang, 404, error=ui_text("expired", lang))
    blobs = list(kept.blobs)
    try:
        report = analyse_blobs(blobs, lang)
    except Busy as exc:
        return render_page(lang, 503, error=str(exc), log=kept.pasted)
    return render_result(blobs, report, lang, kept.pasted, result_id)


@bp.get("/kb/")
def kb_index():
    lang = request_lang()
    query = request.args.get("q", "").strip()[:200]
    entries = article_index(lang)
    shown = [e for e in entries if e.matches(query)] if query else entries
    return render_template("kb_index.html", lang=lang, entries=shown, total=len(entries), query=query)


@bp.get("/kb/<article_id>")
def article(article_id: str):
    lang = request_lang()
    found: Optional[tuple] = load_article(article_id, lang)
    if found is None:
        abort(404, description=f"No knowledge-base article '{article_id}'.")
    title, html, article_lang = found
    return render_template("article.html", lang=lang, title=title, body=html, article_id=article_id,
                           article_lang=article_lang)
