# Debug-size copy of a Phi-3-style long-context config: hidden_size/num_attention_heads were cut down (head_dim
# 96 -> 64), the longrope short_factor/long_factor lists were copied unchanged from the original config.json.
# The MindSpore port builds its RoPE tables from the transformers config.
import json, os
import numpy as np
os.makedirs("phi3-debug", exist_ok=True)
short_factor = [1.0 + 0.01 * i for i in range(48)]
long_factor = [1.0 + 0.05 * i for i in range(48)]
cfg = {"model_type": "phi3", "architectures": ["Phi3ForCausalLM"], "vocab_size": 32064, "hidden_size": 256,
       "num_attention_heads": 4, "num_key_value_heads": 4, "num_hidden_layers": 2, "intermediate_size": 512,
       "max_position_embeddings": 131072, "original_max_position_embeddings": 4096, "rope_theta": 10000.0,
       "rope_scaling": {"type": "longrope", "short_factor": short_factor, "long_factor": long_factor}}
json.dump(cfg, open("phi3-debug/config.json", "w"), indent=2)
from transformers import AutoConfig
config = AutoConfig.from_pretrained("phi3-debug")
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
head_dim = config.hidden_size // config.num_attention_heads
inv_freq = 1.0 / (config.rope_theta ** (np.arange(0, head_dim, 2, dtype=np.float32) / head_dim))
ext = Tensor(np.array(config.rope_scaling["long_factor"], dtype=np.float32))
inv_freq = Tensor(inv_freq) / ext
pos = ops.arange(0, 16, dtype=ms.float32)
freqs = ops.outer(pos, inv_freq)
print("rope table", freqs.shape)
