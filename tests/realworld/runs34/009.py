# MoE port: model geometry taken from the HF Qwen2-MoE config (transformers Qwen2MoeConfig, 60 routed experts,
# top-4), parallel layout copied from the team's Mixtral-8x7B launch script (--expert-model-parallel-size 8,
# which divided Mixtral's 8 experts). Both go into the MindFormers (mcore) TransformerConfig; a debug-sized
# hidden size is used for the smoke test.
from transformers import Qwen2MoeConfig
from mindformers.parallel_core.transformer_config import TransformerConfig
from mindformers.parallel_core.training_graph.transformer.moe.moe_layer import MoELayer, MoESubmodules

hf = Qwen2MoeConfig()          # Qwen1.5-MoE-A2.7B defaults
print(f"HF config: num_experts={hf.num_experts} num_experts_per_tok={hf.num_experts_per_tok} "
      f"moe_intermediate_size={hf.moe_intermediate_size}")

mixtral_launch = {"tensor_model_parallel_size": 1, "pipeline_model_parallel_size": 1,
                  "expert_model_parallel_size": 8, "data_parallel_size": 8}
print("parallel layout (from the Mixtral launch script):", mixtral_launch)

cfg = TransformerConfig(
    num_layers=2, hidden_size=64, num_attention_heads=4, ffn_hidden_size=128, seq_length=32,
    num_moe_experts=hf.num_experts, moe_router_topk=hf.num_experts_per_tok, moe_ffn_hidden_size=32,
    add_bias_linear=False,
    tensor_model_parallel_size=mixtral_launch["tensor_model_parallel_size"],
    expert_model_parallel_size=mixtral_launch["expert_model_parallel_size"],
)
print("TransformerConfig built; building MoE layer for layer 1")
moe = MoELayer(cfg, submodules=MoESubmodules(), layer_number=1)
print("MoE layer ready:", moe)
