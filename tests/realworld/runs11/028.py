# recompute_config copied from the 2-stage pipeline recipe (recompute: [1, 1], one entry per pipeline stage) into a
# single-stage fine-tune config (pipeline_stage 1).
from mindformers import MindFormerConfig
from mindformers.core.parallel_config import build_parallel_config
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
config = MindFormerConfig(use_parallel=False, moe_config=None,
                          parallel_config={"data_parallel": 1, "model_parallel": 1, "pipeline_stage": 1, "micro_batch_num": 1},
                          recompute_config={"recompute": [1, 1], "select_recompute": False,
                                            "parallel_optimizer_comm_recompute": False, "mp_comm_recompute": True})
build_parallel_config(config)
print("recompute:", config.recompute_config, flush=True)
net = LlamaForCausalLM(LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                                   compute_dtype="float32", param_init_type="float32",
                                   parallel_config=config.parallel_config))
print("built", type(net).__name__, flush=True)
