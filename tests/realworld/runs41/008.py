# Mistake: Qwen2 attention ported from a Llama port; Llama's q/k/v projections have no bias, so the
# port builds them as nn.Dense(..., has_bias=False). Qwen2 (attention_bias on q/k/v) checkpoints carry
# q_proj.bias/k_proj.bias/v_proj.bias, and the strict Cell.load_state_dict reports them as unexpected.
import numpy as np
import mindspore as ms
from mindspore import nn

class Qwen2Attention(nn.Cell):
    def __init__(self, hidden=64, heads=4, kv_heads=2):
        super().__init__()
        hd = hidden // heads
        self.q_proj = nn.Dense(hidden, heads * hd, has_bias=False)
        self.k_proj = nn.Dense(hidden, kv_heads * hd, has_bias=False)
        self.v_proj = nn.Dense(hidden, kv_heads * hd, has_bias=False)
        self.o_proj = nn.Dense(heads * hd, hidden, has_bias=False)

# tensors read from model.safetensors of the HF Qwen2 checkpoint (layer 0, prefix stripped)
rng = np.random.default_rng(0)
hf = {
    "q_proj.weight": rng.normal(0, 0.02, (64, 64)), "q_proj.bias": np.zeros(64),
    "k_proj.weight": rng.normal(0, 0.02, (32, 64)), "k_proj.bias": np.zeros(32),
    "v_proj.weight": rng.normal(0, 0.02, (32, 64)), "v_proj.bias": np.zeros(32),
    "o_proj.weight": rng.normal(0, 0.02, (64, 64)),
}
state_dict = {k: ms.Parameter(ms.Tensor(v.astype(np.float32)), name=k) for k, v in hf.items()}

attn = Qwen2Attention()
attn.load_state_dict(state_dict, strict=True)
print("loaded", len(state_dict), "tensors")
