# Smoke test of the llama pretraining setup before submitting to the cluster: same parallel section as the
# 7B yaml (dp=1, mp=1, pp=4, micro_batch_num=2), model shrunk to 2 layers / hidden 64 to run on CPU
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig

ms.set_context(mode=ms.GRAPH_MODE)
parallel = {"data_parallel": 1, "model_parallel": 1, "pipeline_stage": 4, "micro_batch_num": 2,
            "vocab_emb_dp": True, "gradient_aggregation_group": 4}
model_cfg = {"hidden_size": 64, "num_layers": 2, "num_heads": 4, "n_kv_heads": 2, "intermediate_size": 176,
             "vocab_size": 256, "seq_length": 32, "batch_size": 2, "compute_dtype": "float32",
             "param_init_type": "float32", "use_flash_attention": False}
print("parallel_config:", parallel)
print("model_config:", model_cfg)
cfg = LlamaConfig(**model_cfg, parallel_config=TransformerOpParallelConfig(**parallel))
model = LlamaForCausalLM(cfg)
ids = ms.Tensor(np.random.default_rng(0).integers(1, 256, size=(2, 33)).astype(np.int32))
model.set_train(True)
print("loss:", model(ids))
