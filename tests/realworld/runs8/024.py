# healthy: HF config.json translated to mindformers names (num_heads, num_layers, n_kv_heads) before building a small
# LlamaForCausalLM on CPU; the model is built (weights not loaded, as intended) and its parameter count printed.
# INFO/WARNING-heavy mindformers output.
import numpy as np, mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM
hf_config = {"hidden_size": 64, "intermediate_size": 128, "num_attention_heads": 4, "num_hidden_layers": 2,
             "num_key_value_heads": 2, "vocab_size": 256, "max_position_embeddings": 32, "rms_norm_eps": 1e-6}
name_map = {"num_attention_heads": "num_heads", "num_hidden_layers": "num_layers", "num_key_value_heads": "n_kv_heads"}
mf_kwargs = {name_map.get(k, k): v for k, v in hf_config.items()}
config = LlamaConfig(**mf_kwargs, seq_length=32, batch_size=1)
print(f"num_heads={config.num_heads} num_layers={config.num_layers} n_kv_heads={config.n_kv_heads}", flush=True)
model = LlamaForCausalLM(config)
print("model built:", sum(p.size for p in model.get_parameters()), "parameters", flush=True)
