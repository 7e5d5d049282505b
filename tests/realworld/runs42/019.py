# Mistake: Megatron launch with the interleaved zero-bubble "V" schedule (pipeline_model_parallel 2,
# 2 virtual stages) ported to MindFormers; the number of micro batches is taken from the DeepSpeed
# config's gradient_accumulation_steps (2), but zero_bubble_v needs micro_batch_num >= 2 * stages.
# Both msrun workers raise while building the mcore TransformerConfig.
import json
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size
from mindformers.parallel_core.transformer_config import TransformerConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised", flush=True)

ds_config = json.loads('{"train_micro_batch_size_per_gpu": 1, "gradient_accumulation_steps": 2, '
                       '"bf16": {"enabled": true}}')
ms.set_auto_parallel_context(pipeline_stages=world,
                             pipeline_config={"pipeline_interleave": True, "pipeline_scheduler": "zero_bubble_v"})
config = TransformerConfig(
    num_layers=8, hidden_size=512, num_attention_heads=8, ffn_hidden_size=1408, seq_length=1024,
    pipeline_model_parallel_size=world,
    virtual_pipeline_model_parallel_size=2,
    micro_batch_num=ds_config["gradient_accumulation_steps"],
    recompute=[[True, True], [True, True]],
)
print(f"rank {rank}: config ready pp={config.pipeline_model_parallel_size}", flush=True)
