"""mindspore-context: MindSpore's context defaults in this environment and the launch variables.

Hangs, rank-count mismatches and HCCL timeouts usually come down to what each process was told at
launch: how many ranks (``RANK_SIZE`` / ``MS_WORKER_NUM``), which devices are visible, how long
HCCL waits. A fresh process shows the *defaults* the training script starts from (``mode``,
``device_target``, ``parallel_mode``) plus the variables exported in this shell; values a script
sets at run time are not visible here, and the verdict says so.

Sample facts (CPU-only host, nothing exported)::

    {"mindspore_version": "2.9.0",
     "context": {"device_target": "CPU", "mode": 1, "mode_name": "PYNATIVE_MODE", "max_device_memory": "1024GB"},
     "auto_parallel": {"parallel_mode": "stand_alone", "device_num": 1, "pipeline_stages": 1, ...},
     "env": {"RANK_SIZE": {"value": null, "default": "1 (single process)"}, ...}}
"""

from __future__ import annotations

import os
from typing import Any

NAME = "mindspore-context"
NEEDS = ("mindspore",)
TIMEOUT = 20.0

# Launch variables and what applies when they are unset (MindSpore / CANN documentation).
LAUNCH_ENV: dict[str, str] = {
    "RANK_SIZE": "1 (single process)",
    "RANK_ID": "0",
    "DEVICE_ID": "0",
    "RANK_TABLE_FILE": "none (msrun / dynamic networking instead of a rank table)",
    "MS_WORKER_NUM": "unset: not launched by msrun / dynamic cluster",
    "MS_LOCAL_WORKER": "unset",
    "MS_SCHED_HOST": "unset",
    "MS_SCHED_PORT": "unset",
    "MS_ROLE": "unset",
    "MS_NODE_ID": "unset",
    "HCCL_CONNECT_TIMEOUT": "120 s",
    "HCCL_EXEC_TIMEOUT": "1836 s",
    "HCCL_IF_IP": "unset: first suitable interface",
    "HCCL_SOCKET_IFNAME": "unset",
    "HCCL_BUFFSIZE": "200 MB",
    "ASCEND_RT_VISIBLE_DEVICES": "unset: all devices visible",
    "ASCEND_DEVICE_ID": "unset",
    "MS_ALLOC_CONF": "unset",
    "MS_DEV_RUNTIME_CONF": "unset",
    "GLOG_v": "2 (WARNING)",
    "ASCEND_GLOBAL_LOG_LEVEL": "3 (ERROR)",
    "ASCEND_TOOLKIT_HOME": "unset",
    "ASCEND_HOME_PATH": "unset",
}
CONTEXT_KEYS = ("device_target", "mode", "max_device_memory", "device_id", "jit_level", "max_call_depth")
PARALLEL_KEYS = ("parallel_mode", "device_num", "global_rank", "pipeline_stages", "full_batch",
                 "gradients_mean", "enable_parallel_optimizer", "search_mode", "dataset_strategy",
                 "strategy_ckpt_load_file", "strategy_ckpt_save_file")


def _safe(getter, key: str) -> Any:
    try:
        value = getter(key)
    except Exception as exc:  # noqa: BLE001 - an unknown key differs by version; record, don't fail
        return f"<{type(exc).__name__}>"
    return value if isinstance(value, (str, int, float, bool, type(None), list, tuple)) else str(value)


def launch_env() -> dict[str, dict[str, Any]]:
    return {k: {"value": os.environ.get(k), "default": d} for k, d in LAUNCH_ENV.items()}


def collect(args: dict[str, Any]) -> dict[str, Any]:
    import mindspore as ms

    context = {k: _safe(ms.get_context, k) for k in CONTEXT_KEYS}
    modes = {getattr(ms, "GRAPH_MODE", 0): "GRAPH_MODE", getattr(ms, "PYNATIVE_MODE", 1): "PYNATIVE_MODE"}
    context["mode_name"] = modes.get(context.get("mode"), str(context.get("mode")))
    return {
        "mindspore_version": ms.__version__,
        "context": context,
        "auto_parallel": {k: _safe(ms.get_auto_parallel_context, k) for k in PARALLEL_KEYS},
        "env": launch_env(),
    }


def _int(value: Any) -> int | None:
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return None


def _live_state(facts: dict[str, Any]) -> str:
    """The context the training script itself set, when analyzer/runtime/hook.py recorded these facts in it."""
    if (facts.get("origin") or {}).get("kind") != "live":
        return ""
    par = facts.get("auto_parallel") or {}
    ctx = facts.get("context") or {}
    return (f"the failing process ran parallel_mode={par.get('parallel_mode')}, device_num={par.get('device_num')}, "
            f"device_target={ctx.get('device_target')}, {ctx.get('mode_name')}")


def _judge_live_parallel_mode(args: dict[str, Any], facts: dict[str, Any], summary: str
                              ) -> tuple[str, str] | None:
    """A finding that names a parallel mode (e.g. 'semi_auto_parallel/auto_parallel') against the live one."""
    state = _live_state(facts)
    claimed = str(args.get("parallel_mode") or args.get("mode") or "")
    if not state or "parallel" not in claimed:
        return None
    mode = str((facts.get("auto_parallel") or {}).get("parallel_mode") or "")
    if mode and mode in claimed.split("/"):
        return "confirmed", f"{state}, the mode the log names ({summary})"
    return "refuted", f"{state}, not the {claimed} the log names ({summary})"


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    """With an expected rank count from the log (device_num / rank_size / world_size), compare it
    with what this shell would launch; otherwise summarise the launch settings. Facts recorded in
    the failing process itself also show the parallel context the script set."""
    env = {k: (v or {}).get("value") for k, v in (facts.get("env") or {}).items()}
    launched = _int(env.get("MS_WORKER_NUM")) or _int(env.get("RANK_SIZE"))
    expected = next((_int(args[k]) for k in ("device_num", "rank_size", "world_size", "expected_ranks")
                     if _int(args.get(k)) is not None), None)
    visible = env.get("ASCEND_RT_VISIBLE_DEVICES")
    ctx = facts.get("context") or {}
    summary = (f"mindspore {facts.get('mindspore_version', '?')}, device_target {ctx.get('device_target')}, "
               f"mode {ctx.get('mode_name')}; RANK_SIZE={env.get('RANK_SIZE') or 'unset'}, "
               f"MS_WORKER_NUM={env.get('MS_WORKER_NUM') or 'unset'}, "
               f"ASCEND_RT_VISIBLE_DEVICES={visible or 'unset'}, "
               f"HCCL_CONNECT_TIMEOUT={env.get('HCCL_CONNECT_TIMEOUT') or 'unset (120 s)'}, "
               f"HCCL_EXEC_TIMEOUT={env.get('HCCL_EXEC_TIMEOUT') or 'unset (1836 s)'}")
    live = _judge_live_parallel_mode(args, facts, summary)
    if live is not None:
        return live
    if expected is not None and launched is not None:
        if expected != launched:
            return "confirmed", f"the log expects {expected} ranks but this shell launches {launched} ({summary})"
        return "refuted", f"this shell launches {launched} ranks, as the log expects ({summary})"
    if expected is not None and visible:
        count = len([d for d in visible.split(",") if d.strip()])
        if count < expected:
            return "confirmed", (f"only {count} device(s) visible (ASCEND_RT_VISIBLE_DEVICES={visible}) "
                                 f"for {expected} ranks ({summary})")
    state = _live_state(facts)
    if state:
        return "inconclusive", f"{state} ({summary})"
    return "inconclusive", f"values set inside the training script are not visible here ({summary})"
