# Mistake: porting a Llama-style (GQA) attention block from HF. The HF config has
# num_attention_heads=8, num_key_value_heads=2, so k_proj/v_proj are (2*head_dim, hidden) = (16, 64).
# The MindSpore port ignores num_key_value_heads and builds k_proj/v_proj as (hidden, hidden); the
# torch-style Cell.load_state_dict of the converted HF weights then hits a size mismatch.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from transformers import LlamaConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

hf_cfg = LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=1,
                     num_attention_heads=8, num_key_value_heads=2)
head_dim = hf_cfg.hidden_size // hf_cfg.num_attention_heads


class LlamaAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        h = cfg.hidden_size
        self.q_proj = nn.Dense(h, h, has_bias=False)
        self.k_proj = nn.Dense(h, h, has_bias=False)   # port: should be cfg.num_key_value_heads * head_dim
        self.v_proj = nn.Dense(h, h, has_bias=False)
        self.o_proj = nn.Dense(h, h, has_bias=False)


# stand-in for the safetensors -> numpy conversion of model.layers.0.self_attn.*
rng = np.random.default_rng(0)
kv = hf_cfg.num_key_value_heads * head_dim
hf_state = {
    "q_proj.weight": rng.standard_normal((64, 64)).astype(np.float32) * 0.02,
    "k_proj.weight": rng.standard_normal((kv, 64)).astype(np.float32) * 0.02,
    "v_proj.weight": rng.standard_normal((kv, 64)).astype(np.float32) * 0.02,
    "o_proj.weight": rng.standard_normal((64, 64)).astype(np.float32) * 0.02,
}
attn = LlamaAttention(hf_cfg)
print({k: v.shape for k, v in hf_state.items()})
attn.load_state_dict({k: Tensor(v) for k, v in hf_state.items()}, strict=True)
print("loaded layer 0 attention")
