# Parallel layout computed the torchrun way from the world size and the tensor-parallel degree, with / instead
# of // (the torch script passed the value to an int() elsewhere); handed to MindFormers' parallel config.
import os
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig

world_size = int(os.environ.get("RANK_SIZE", "8"))
tensor_parallel = 2
pipeline_parallel = 1
data_parallel = world_size / (tensor_parallel * pipeline_parallel)
print(f"world_size={world_size} dp={data_parallel} tp={tensor_parallel} pp={pipeline_parallel}")
parallel_config = TransformerOpParallelConfig(data_parallel=data_parallel, model_parallel=tensor_parallel,
                                              pipeline_stage=pipeline_parallel, micro_batch_num=1)
print(parallel_config)
