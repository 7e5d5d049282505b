# Parallel layout computed the Megatron way: data_parallel = world_size // (tensor_parallel * pipeline_parallel),
# with tensor_parallel 4 kept from the 8-card recipe and the job now on a 2-card box.
import os
from mindformers.modules.transformer import TransformerOpParallelConfig
from mindformers.models.llama import LlamaConfig

world_size = int(os.environ.get("RANK_SIZE", "2"))
tensor_parallel, pipeline_parallel = 4, 1
data_parallel = world_size // (tensor_parallel * pipeline_parallel)
print(f"world_size={world_size} tp={tensor_parallel} pp={pipeline_parallel} -> dp={data_parallel}", flush=True)
parallel_config = TransformerOpParallelConfig(data_parallel=data_parallel, model_parallel=tensor_parallel,
                                              pipeline_stage=pipeline_parallel, micro_batch_num=1)
config = LlamaConfig(batch_size=1, seq_length=128, hidden_size=256, num_layers=2, num_heads=8, vocab_size=1024,
                     parallel_config=parallel_config)
print(config.parallel_config)
