# ZeRO-like setup translated from a DeepSpeed config (stage 1 + sharded grad accumulation)
import mindspore as ms

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_auto_parallel_context(
    parallel_mode="semi_auto_parallel",
    device_num=8,
    enable_parallel_optimizer=True,
    parallel_optimizer_config={
        "gradient_accumulation_shard": True,   # "reduce_scatter" in the DS config
        "optimizer_level": "level1",           # ZeRO stage 1
    },
)
print("parallel context:", ms.get_auto_parallel_context("parallel_mode"))
