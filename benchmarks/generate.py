"""Generate a realistic multi-rank MindFormers/MindSpore log set of a chosen size, with failures buried
at known places, for the speed benchmark.

    python benchmarks/generate.py OUT_DIR --size-mb 1024 --ranks 8

Most bytes are healthy step and progress lines in the real MindFormers format (several versions mixed),
with the usual warnings, checkpoint notices and data-loading lines between them. The buried failures
(listed in OUT_DIR/expected.json) are what msdiag must still find:
  - rank 5: a checkpoint that loaded with parameters left out (near the start),
  - rank 3: device out of memory at run time, with a traceback (at 60 % of its file),
  - every other rank: HCCL notify-wait timeouts naming rank 3 (at their ends).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

WARNINGS = [
    "[WARNING] DEVICE({pid},ffff8ba74480,python):{msts} [mindspore/ccsrc/runtime/hardware/ascend/"
    "ascend_graph_optimization.cc:255] SelectKernel] There are 2 node/nodes used raise precision to selected "
    "the kernel!",
    "[WARNING] ME({pid}:281473177,MainProcess):{msts} [mindspore/graph/_mark_deprecated.py:59] Module "
    "'mindspore.common.api' is deprecated from version 2.9.0 and will be removed in a future version.",
    "{pyts} - mindformers./output/log[mindformers/models/qwen3/modeling_qwen3.py:35] - WARNING - Import "
    "PyNativeQwen3ForCausalLM failed: No module named 'hyper_parallel'.",
]
INFOS = [
    "{pyts} - mindformers./output/log[mindformers/core/callback/callback.py:1455] - INFO - ......Saving ckpt......",
    "{pyts} - mindformers./output/log[mindformers/dataset/dataloader/blended_megatron.py:210] - INFO - "
    "Loaded 4096 samples from /data/wiki/train_text_document",
    "[INFO] ME({pid}:281473177,MainProcess):{msts} [mindspore/train/serialization.py:384] Checkpoint file "
    "./output/checkpoint/rank_{rank}/llama_rank_{rank}-{step}_1.ckpt already exists, it will be overwritten.",
]


class Clock:
    """Seconds since an epoch base, rendered in the MindSpore and Python logging formats."""

    def __init__(self, start: float):
        self.t = start

    def tick(self, seconds: float) -> None:
        self.t += seconds

    def _parts(self) -> tuple[str, str, int]:
        import time

        tm = time.gmtime(self.t)
        ms = int((self.t % 1) * 1000)
        return time.strftime("%Y-%m-%d", tm), time.strftime("%H:%M:%S", tm), ms

    @property
    def msts(self) -> str:
        d, h, ms = self._parts()
        return f"{d}-{h}.{ms:03d}.123"

    @property
    def pyts(self) -> str:
        d, h, ms = self._parts()
        return f"{d} {h},{ms:03d}"


def step_line(clock: Clock, step: int, steps: int, loss: float, six: bool) -> str:
    loss_txt = f"{loss:5.6f}" if six else f"{loss:5.3f}"
    gn = f"global_norm: [{random.uniform(0.8, 2.5):.6f}]" if six else f"global_norm [{random.uniform(0.8, 2.5):.5f}]"
    return (f"{clock.pyts} - mindformers./output/log[mindformers/core/callback/callback.py:529] - INFO - "
            f"{{ Epoch:[  1/  1], step:[{step:5d}/{steps:5d}], loss: {loss_txt}, per_step_time: 1543ms, "
            f"lr: 1.9999e-05, overflow cond: False, loss_scale: 1.0, {gn}, train_throughput_per_npu: 201.53T")


def progress_line(clock: Clock, step: int, steps: int) -> str:
    pct = 100.0 * step / steps
    bar = "█" * int(pct / 2)
    return (f"{clock.pyts} - mindformers./output/log[mindformers/core/callback/callback.py:551] - INFO -   "
            f"{pct:4.1f}% |{bar:<50}| 5.30841 samples/s/p  9:58:31 }}")


OOM_BLOCK = """Traceback (most recent call last):
  File "/home/user/llama/run_mindformer.py", line 267, in <module>
    main(config_)
  File "/usr/local/lib/python3.9/site-packages/mindformers/trainer/trainer.py", line 485, in train
    self.trainer.train(
  File "/usr/local/lib/python3.9/site-packages/mindspore/train/model.py", line 1096, in train
    self._train(epoch,
RuntimeError: Device(id:3) memory isn't enough and alloc failed, kernel name: \
Default/network-MFPipelineWithLossScaleCell/network-_VirtualDatasetCell/_backbone-LlamaForCausalLM/\
model-LlamaModel/layers-CellList/11-LLamaDecodeLayer/attention-LLamaAttention/MatMul-op2177, alloc size: 2147483648B.

----------------------------------------------------
- C++ Call Stack: (For framework developers)
----------------------------------------------------
mindspore/ccsrc/runtime/graph_scheduler/actor/memory_manager_actor.cc:211 SetOpContextMemoryAllocFail
"""

NOT_LOADED = ("[WARNING] ME({pid}:281473177,MainProcess):{msts} [mindspore/train/serialization.py:1858] For "
              "'load_param_into_net', 2 parameters in the 'net' are not loaded, because they are not in the "
              "'parameter_dict', please check whether the network structure is consistent when training and "
              "loading checkpoint.\n[WARNING] ME({pid}:281473177,MainProcess):{msts} "
              "[mindspore/train/serialization.py:1862] ['model.tok_embeddings.embedding_weight', "
              "'lm_head.weight'] are not loaded.\n")

TIMEOUT = ("[ERROR] HCCL({pid},python):{msts} [task_exception_handler.cc:739] [TaskExceptionHandler][Timeout]"
           "Task run failed, base information is streamID:[3], taskID[27], tag[HcomAllReduce_6629421139219749105_0], "
           "AlgType(level 0-1-2):[fullmesh-ring-NHR].\nEI0002: The wait execution of the Notify register times out. "
           "Reason: The Notify register has not received the Notify record from remote rank [3].base information: "
           "[streamID:[14], taskID[4], taskType[Notify Wait], tag[HcomAllReduce_6629421139219749105_0].] task "
           "information: [notify id:[0x0000000100000058], stage:[ffffffff], remote rank:[3]]\n")


def write_rank(path: Path, rank: int, ranks: int, target_bytes: int, seed: int) -> None:
    random.seed(seed + rank)
    clock = Clock(1_733_000_000.0)
    pid = 40000 + rank
    steps = max(10, target_bytes // 650)
    six = rank % 2 == 0
    written = 0
    buried_oom = rank == 3
    oom_at = int(target_bytes * 0.6)
    lines: list[str] = []
    block_lines = max(20, min(2000, target_bytes // 3000))  # small runs stay small
    with path.open("w", encoding="utf-8") as fh:
        fh.write(f"{clock.pyts} - mindformers./output/log[mindformers/tools/utils.py:100] - INFO - Global rank id "
                 f"is {rank}\n")
        if rank == 5:
            fh.write(NOT_LOADED.format(pid=pid, msts=clock.msts))
        step = 0
        loss = 10.8
        while written < target_bytes:
            step += 1
            clock.tick(1.5)
            loss = max(1.2, loss * 0.9995 + random.uniform(-0.01, 0.01))
            lines.append(step_line(clock, step, steps, loss, six))
            lines.append(progress_line(clock, step, steps))
            r = random.random()
            if r < 0.02:
                lines.append(random.choice(WARNINGS).format(pid=pid, msts=clock.msts, pyts=clock.pyts))
            elif r < 0.04:
                lines.append(random.choice(INFOS).format(pid=pid, msts=clock.msts, pyts=clock.pyts, rank=rank,
                                                         step=step))
            if len(lines) >= block_lines:
                block = "\n".join(lines) + "\n"
                fh.write(block)
                written += len(block)
                lines.clear()
                if buried_oom and written >= oom_at:
                    fh.write(OOM_BLOCK)
                    return
        if lines:
            fh.write("\n".join(lines) + "\n")
        if rank != 3:
            clock.tick(1800)
            fh.write(TIMEOUT.format(pid=pid, msts=clock.msts))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--size-mb", type=float, default=100)
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    per_rank = int(args.size_mb * 1e6 / args.ranks)
    for rank in range(args.ranks):
        folder = args.out / f"rank_{rank}"
        folder.mkdir(exist_ok=True)
        write_rank(folder / "info.log", rank, args.ranks, per_rank, args.seed)
    expected = {"categories": ["device_oom", "missing_or_unexpected_keys"],
                "culprit_rank": 3, "literals": ["Out of Memory!!!", "are not loaded", "EI0002"]}
    (args.out / "expected.json").write_text(json.dumps(expected, indent=2))


if __name__ == "__main__":
    main()
