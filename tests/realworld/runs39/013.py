# GPT-2-style port that precomputes the causal mask as a buffer in __init__ (torch: register_buffer("bias",
# torch.tril(torch.ones(n_positions, n_positions)))). The Qwen2 config.json gives max_position_embeddings
# 131072, so the buffer is built for the full context on the host with numpy.
import json
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = json.loads('{"architectures": ["Qwen2ForCausalLM"], "hidden_size": 896, "num_attention_heads": 14, '
                    '"max_position_embeddings": 131072, "vocab_size": 151936, "model_type": "qwen2"}')


class CausalSelfAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        n = cfg["max_position_embeddings"]
        print(f"building causal mask buffer for {n} positions", flush=True)
        mask = np.tril(np.ones((n, n), dtype=np.float32))
        self.causal_mask = Tensor(mask)
        self.qkv = nn.Dense(cfg["hidden_size"], 3 * cfg["hidden_size"])


attn = CausalSelfAttention(config)
print("attention built")
