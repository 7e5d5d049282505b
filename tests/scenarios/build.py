"""Whole-run scenario logs in the real formats of MindSpore, MindFormers and CANN.

Each builder returns {file name: text}; `write()` puts them in a folder the way msrun leaves them
(`worker_N.log`). Line shapes follow the formats quoted in the shared DOMAIN reference (MindSpore
`[LEVEL] MOD(pid,tid,proc):YYYY-MM-DD-HH:MM:SS.mmm.uuu [file:line] func] msg`, MindFormers stdout
`YYYY-MM-DD HH:MM:SS,mmm - name[file:line] - LEVEL - msg`, the MFLossMonitor step line and its
progress line, CANN EI0002 texts). Values are seeded, so a scenario is the same on every run.

    python tests/scenarios/build.py OUTDIR   # writes every scenario into OUTDIR/<name>/
"""

from __future__ import annotations

import calendar
import math
import random
import sys
import time
from pathlib import Path

T0 = calendar.timegm((2025, 4, 7, 15, 30, 0, 0, 0, 0))
VOCAB = 32000
MF_CALLBACK = "mindformers/core/callback/callback.py:529"


def ms_time(t: float) -> str:
    us = int(round((t - int(t)) * 1_000_000))
    return time.strftime("%Y-%m-%d-%H:%M:%S", time.gmtime(int(t))) + f".{us // 1000:03d}.{us % 1000:03d}"


def py_time(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(int(t))) + f",{int((t - int(t)) * 1000):03d}"


def me(level: str, t: float, src: str, msg: str, pid: int = 40211) -> str:
    """MindSpore Python logger line."""
    return f"[{level}] ME({pid}:281473458373664,MainProcess):{ms_time(t)} [{src}] {msg}"


def cpp(level: str, module: str, t: float, src: str, func: str, msg: str, pid: int = 40211) -> str:
    """MindSpore C++ (glog) line."""
    return f"[{level}] {module}({pid},fffd6cff91e0,python):{ms_time(t)} [{src}] {func}] {msg}"


def mf(level: str, t: float, src: str, msg: str) -> str:
    """MindFormers stdout logger line (as msrun captures it in worker_N.log)."""
    return f"{py_time(t)} - mindformers./output/log[{src}] - {level} - {msg}"


def step_line(t: float, step: int, steps: int, loss: float, lr: float, overflow: bool = False,
              scale: float = 1.0, norm: float = 1.0, epoch: int = 1, epochs: int = 1) -> list[str]:
    """MFLossMonitor step line (master format: 6 decimals, throughput suffix) and its progress line."""
    head = (f"{{ Epoch:[{epoch:3d}/{epochs:3d}], step:[{step:5d}/{steps:5d}], loss: {loss:5.6f}, "
            f"per_step_time: 6012ms, lr: {lr}, overflow cond: {overflow}, loss_scale: {scale}, "
            f"global_norm: [{norm:.6f}], train_throughput_per_npu: 2.896T")
    pct = 100.0 * step / steps
    bar = "█" * int(pct / 2)
    return [mf("INFO", t, MF_CALLBACK, head),
            f"  {pct:4.1f}% |{bar:<50}| 0.66533 samples/s/p  0:{(steps - step) // 10:02d}:00 }}"]


def header(t: float, rank: int) -> list[str]:
    """What every rank prints before training: the usual, harmless warnings."""
    return [
        me("WARNING", t, "mindspore/common/_decorator.py:40", "'DynamicLossScaleUpdateCell' is deprecated "
           "from version 2.3 and will be removed in a future version, use 'mindspore.amp.DynamicLossScaler' "
           "instead."),
        mf("WARNING", t + 0.5, "mindformers/models/deepseek3/modeling_deepseek_v3.py:31",
           "Import PyNativeDeepseekV3ForCausalLM failed: No module named 'hyper_parallel'."),
        mf("WARNING", t + 0.6, "mindformers/models/qwen3/modeling_qwen3.py:35",
           "Import PyNativeQwen3ForCausalLM failed: No module named 'hyper_parallel'."),
        mf("INFO", t + 2, "mindformers/trainer/base_trainer.py:880", ".........Build Net For Train.........."),
        mf("INFO", t + 3, "mindformers/trainer/base_trainer.py:1090", ".........Starting Training Model.........."),
        me("INFO", t + 4, "mindspore/common/api.py:1700", "Start compiling and it will take a while. Please wait..."),
        cpp("WARNING", "DEVICE", t + 200, "mindspore/ccsrc/runtime/hardware/ascend/ascend_graph_optimization.cc:255",
            "SelectKernel", "There are 2 node/nodes used raise precision to selected the kernel!"),
        me("INFO", t + 290, "mindspore/common/api.py:1710", "End compiling."),
    ]


def training(t: float, first: int, last: int, steps: int, loss_at, rng: random.Random, lr: float = 5e-05,
             dt: float = 6.0, overflow_at=None, scale_at=None, norm_at=None) -> tuple[list[str], float]:
    """Step lines from `first` to `last`; returns the lines and the time after the last step."""
    out: list[str] = []
    for step in range(first, last + 1):
        t += dt + rng.uniform(-0.05, 0.05)
        ovf = overflow_at(step) if overflow_at else False
        scale = scale_at(step) if scale_at else 1.0
        norm = norm_at(step) if norm_at else 1.2 + 0.3 * rng.random()
        out += step_line(t, step, steps, loss_at(step), lr, ovf, scale, norm)
    return out, t


def decaying_loss(rng: random.Random, start: float = 10.4, end: float = 2.1, tau: float = 300.0):
    return lambda step: end + (start - end) * math.exp(-step / tau) + rng.gauss(0, 0.03)


def ei0002(t: float, remote: int, device: int) -> list[str]:
    """An HCCL execution timeout as CANN reports it through MindSpore, naming the remote rank."""
    return [
        cpp("CRITICAL", "DEVICE", t, "mindspore/ccsrc/plugin/device/ascend/hal/hardware/ascend_graph_executor.cc:240",
            "RunGraph", "Run task for graph:kernel_graph_1 error! The details refer to 'Ascend Error Message'."
            "Ascend Error Message:EI0002: The wait execution of the Notify register times out. Reason: The Notify "
            f"register has not received the Notify record from remote rank [{remote}].base information: "
            "[streamID:[14], taskID[4], taskType[Notify Wait], tag[HcomAllReduce_6629421139219749105_0].] task "
            f"information: [notify id:[0x0000000100000058], stage:[ffffffff], remote rank:[{remote}]."),
        "        Possible Cause: 1. An exception occurs during the execution on some NPUs in the cluster. As a "
        "result, collective communication operation failed.2. The execution speed on some NPU in the cluster is "
        "too slow to complete a communication operation within the timeout interval. (default 1800s, You can set "
        "the interval by using HCCL_EXEC_TIMEOUT.)",
        f"        Notify wait execute failed, device_id={device}, stream_id=14, task_id=4, flip_num=0, notify_id=11"
        "[FUNC:GetError][FILE:stream.cc][LINE:921]",
        "Traceback (most recent call last):",
        '  File "/home/user/mindformers/run_mindformer.py", line 267, in <module>',
        "    main(config_)",
        '  File "/usr/local/python3.10/site-packages/mindspore/train/model.py", line 1082, in train',
        "    self._train(epoch,",
        "RuntimeError: Run task for graph:kernel_graph_1 error! The details refer to 'Ascend Error Message'.",
        "",
        "----------------------------------------------------",
        "- Ascend Error Message:",
        "----------------------------------------------------",
        "EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not "
        f"received the Notify record from remote rank [{remote}].",
    ]


def device_oom(t: float, device: int) -> list[str]:
    kernel = ("Default/network-MFPipelineWithLossScaleCell/network-_VirtualDatasetCell/_backbone-LlamaForCausalLM/"
              "model-LlamaModel/layers-CellList/5-LLamaDecodeLayer/feed_forward-LlamaFeedForward/w1-Linear/"
              "MatMul-op4521")
    msg = f"Device(id:{device}) memory isn't enough and alloc failed, kernel name: {kernel}, alloc size: 2147483648B."
    return [
        cpp("ERROR", "RUNTIME_FRAMEWORK", t,
            "mindspore/ccsrc/runtime/graph_scheduler/actor/memory_manager_actor.cc:293",
            "SetOpContextMemoryAllocFail", msg),
        "Traceback (most recent call last):",
        '  File "/home/user/mindformers/run_mindformer.py", line 267, in <module>',
        "    main(config_)",
        '  File "/usr/local/python3.10/site-packages/mindspore/train/model.py", line 1082, in train',
        "    self._train(epoch,",
        "RuntimeError: ",
        "----------------------------------------------------",
        "- Memory not enough:",
        "----------------------------------------------------",
        msg,
        "",
        "----------------------------------------------------",
        "- C++ Call Stack: (For framework developers)",
        "----------------------------------------------------",
        "mindspore/ccsrc/runtime/graph_scheduler/graph_scheduler.cc:1005 Run",
    ]


def _text(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


# -- scenarios ------------------------------------------------------------------------------------
def oom_with_timeouts(ranks: int = 8, culprit: int = 3, steps: int = 500, fail_step: int = 121
                      ) -> dict[str, str]:
    """One rank runs out of device memory; 30 min later every other rank dies of an HCCL timeout."""
    files = {}
    for rank in range(ranks):
        rng = random.Random(100 + rank)
        lines = header(T0 + rank * 0.3, rank)
        body, t = training(T0 + 300, 1, fail_step - 1, steps, decaying_loss(rng), rng)
        lines += body
        if rank == culprit:
            lines += device_oom(t + 4.2, rank)
        else:
            lines += ei0002(t + 1800 + rank * 0.7, culprit, rank)
        files[f"worker_{rank}.log"] = _text(lines)
    return files


def silent_hang(ranks: int = 4, culprit: int = 2, save_at: int = 200, with_timeouts: bool = False
                ) -> dict[str, str]:
    """Every rank saves a checkpoint at `save_at`; one never comes back. Nothing prints an error
    (unless `with_timeouts`: then the others' HCCL timeouts fire 30 minutes later)."""
    files = {}
    for rank in range(ranks):
        rng = random.Random(200 + rank)
        lines = header(T0 + rank * 0.2, rank)
        body, t = training(T0 + 300, 1, save_at, 1000, decaying_loss(rng), rng, dt=10.0)
        lines += body
        lines.append(mf("INFO", t + 0.1, "mindformers/core/callback/callback.py:1375", "......Saving ckpt......"))
        if rank != culprit:
            lines.append(mf("INFO", t + 9.0, "mindformers/core/callback/callback.py:1420",
                            f"Finish saving ckpt of step {save_at}, cost 8.9 s"))
            more, t2 = training(t + 9.0, save_at + 1, save_at + 1, 1000, decaying_loss(rng), rng, dt=10.0)
            lines += more
            if with_timeouts:
                lines += ei0002(t2 + 1800 + rank, culprit, rank)
        files[f"worker_{rank}.log"] = _text(lines)
    return files


def nan_with_overflow(steps: int = 1000, first_bad: int = 61, nan_from: int = 70) -> dict[str, str]:
    """fp16 run: healthy for 60 steps, then every step overflows, the loss scale halves down to 1 and
    the loss turns NaN."""
    rng = random.Random(3)
    lines = header(T0, 0)
    loss = decaying_loss(rng, 10.4, 5.0, 80)

    def loss_at(step: int) -> float:
        return float("nan") if step >= nan_from else loss(step)

    def scale_at(step: int) -> float:
        return 65536.0 if step < first_bad else max(1.0, 65536.0 / 2 ** (step - first_bad + 1))

    def norm_at(step: int) -> float:
        return float("inf") if step >= first_bad else 1.5 + 0.2 * rng.random()

    body, _ = training(T0 + 300, 1, 90, steps, loss_at, rng, overflow_at=lambda s: s >= first_bad,
                       scale_at=scale_at, norm_at=norm_at)
    return {"worker_0.log": _text(lines + body)}


def flat_lr_zero(steps: int = 1000, last: int = 80) -> dict[str, str]:
    """The learning-rate schedule yields 0: the loss wanders around its starting level and never falls."""
    rng = random.Random(4)
    lines = header(T0, 0)
    body, _ = training(T0 + 300, 1, last, steps, lambda s: 7.2 + rng.gauss(0, 0.05), rng, lr=0.0)
    return {"worker_0.log": _text(lines + body)}


def not_loaded_then_uniform(missing: int = 98, last: int = 40) -> dict[str, str]:
    """Hugging Face names loaded into a MindFormers Llama: 98 parameters stay random, and the loss
    stays at ln(32000) = 10.37."""
    rng = random.Random(5)
    t = T0
    names = ", ".join(f"'model.layers.{i}.attention.wq.weight'" for i in range(3))
    lines = header(t, 0)[:5] + [
        mf("INFO", t + 20, "mindformers/trainer/utils.py:350",
           "............Start load checkpoint from checkpoint.........."),
        me("WARNING", t + 25, "mindspore/train/serialization.py:1858",
           f"For 'load_param_into_net', {missing} parameters in the 'net' are not loaded, because they are not in "
           "the 'parameter_dict', please check whether the network structure is consistent when training and "
           "loading checkpoint."),
        me("WARNING", t + 25, "mindspore/train/serialization.py:1862", f"[{names}, ...] are not loaded."),
    ] + header(t, 0)[5:]
    ln_v = math.log(VOCAB)
    body, _ = training(T0 + 300, 1, last, 1000, lambda s: ln_v + rng.gauss(0, 0.02), rng, lr=1e-05)
    return {"worker_0.log": _text(lines + body)}


def healthy_long(ranks: int = 4, steps: int = 1500) -> dict[str, str]:
    """A fp16 run that trains normally: a few overflow steps while the loss scale settles, one isolated
    overflow later, checkpoint saves, the data-channel teardown error sink mode prints at the end."""
    files = {}
    for rank in range(ranks):
        rng = random.Random(300 + rank)
        lines = header(T0 + rank * 0.2, rank)
        settle = {1, 2, 3, 4, 5, 700}

        def scale_at(step: int, settle=settle) -> float:
            done = sum(1 for s in settle if s <= step)
            return 65536.0 / 2 ** done

        t = T0 + 300
        for start in range(1, steps + 1, 500):
            end = min(steps, start + 499)
            body, t = training(t, start, end, steps, decaying_loss(rng), rng,
                               overflow_at=lambda s, settle=settle: s in settle, scale_at=scale_at)
            lines += body
            lines.append(mf("INFO", t + 0.1, "mindformers/core/callback/callback.py:1375", "......Saving ckpt......"))
            lines.append(me("WARNING", t + 0.2, "mindspore/train/callback/_checkpoint.py:612",
                            f"The checkpoint file llama_rank_{rank}-{end}_1.ckpt already exists, it will be "
                            "overwritten."))
            t += 9.0
        lines += [
            f"[ERROR] ASCENDCL({40211 + rank},python):{ms_time(t + 1)} [tensor_data_transfer.cpp:899]89062 "
            "acltdtSendTensor: [Push][Data]failed to send, tdt result = -1, device is 1, name is "
            "62576f78-70c2-11ed-b633-000132214e48",
            cpp("WARNING", "DEVICE", t + 1.2,
                "mindspore/ccsrc/plugin/device/ascend/hal/device/ascend_data_queue.cc:257", "Push",
                "Device queue thread had been interrupted by TdtHandle::DestroyHandle, you can ignore the "
                "above error: 'failed to send...'. In this scenario, the training ends first without using all "
                "epoch(s) data, and the data preprocessing is blocked by the data transmission channel on the "
                "device side. So we force the data transmission channel to stop."),
            mf("INFO", t + 2, "mindformers/trainer/base_trainer.py:1150", ".........Training Over!........."),
        ]
        files[f"worker_{rank}.log"] = _text(lines)
    return files


SCENARIOS = {
    "oom_with_timeouts": oom_with_timeouts,
    "silent_hang": silent_hang,
    "silent_hang_with_timeouts": lambda: silent_hang(with_timeouts=True),
    "nan_with_overflow": nan_with_overflow,
    "flat_lr_zero": flat_lr_zero,
    "not_loaded_then_uniform": not_loaded_then_uniform,
    "healthy_long": healthy_long,
}


def write(files: dict[str, str], folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "scenario_logs")
    for name, make in SCENARIOS.items():
        print(write(make(), out / name))
