# Parallel settings translated from a Megatron-LM launch script:
#   --tensor-model-parallel-size 1 --pipeline-model-parallel-size 1 --sequence-parallel
from mindformers.parallel_core.model_parallel_config import ModelParallelConfig

megatron_args = {"tensor_model_parallel_size": 1, "pipeline_model_parallel_size": 1,
                 "sequence_parallel": True, "data_parallel_size": 2}
parallel_config = ModelParallelConfig(
    tensor_model_parallel_size=megatron_args["tensor_model_parallel_size"],
    pipeline_model_parallel_size=megatron_args["pipeline_model_parallel_size"],
    sequence_parallel=megatron_args["sequence_parallel"],
    data_parallel_size=megatron_args["data_parallel_size"],
)
print(parallel_config)
