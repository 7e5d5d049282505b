# Megatron launch flags of a MoE recipe (--expert-model-parallel-size 4) reused for the dense 1B model
# when writing the MindFormers (mcore) TransformerConfig; the dense model has no experts.
from mindformers.parallel_core.transformer_config import TransformerConfig

megatron_args = {"num_layers": 4, "hidden_size": 256, "num_attention_heads": 8, "seq_length": 512,
                 "tensor_model_parallel_size": 1, "pipeline_model_parallel_size": 1,
                 "expert_model_parallel_size": 4}
cfg = TransformerConfig(
    num_layers=megatron_args["num_layers"],
    hidden_size=megatron_args["hidden_size"],
    num_attention_heads=megatron_args["num_attention_heads"],
    seq_length=megatron_args["seq_length"],
    tensor_model_parallel_size=megatron_args["tensor_model_parallel_size"],
    pipeline_model_parallel_size=megatron_args["pipeline_model_parallel_size"],
    expert_model_parallel_size=megatron_args["expert_model_parallel_size"],
)
print(cfg)
