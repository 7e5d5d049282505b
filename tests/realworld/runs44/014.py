# RMSNorm / Llama MLP ported from HF modeling_llama.py (torch.nn.LayerNorm(hidden_size) habit)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class Config:
    hidden_size = 64
    intermediate_size = 172
    layer_norm_eps = 1e-5
    num_labels = 4


class Block(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(config.hidden_size, epsilon=config.layer_norm_eps)
        self.gate_proj = nn.Dense(config.hidden_size, config.intermediate_size, has_bias=False)
        self.up_proj = nn.Dense(config.hidden_size, config.intermediate_size, has_bias=False)
        self.down_proj = nn.Dense(config.intermediate_size, config.hidden_size, has_bias=False)

    def construct(self, x):
        h = self.input_layernorm(x)
        return x + self.down_proj(ops.silu(self.gate_proj(h)) * self.up_proj(h))


cfg = Config()
model = nn.SequentialCell(Block(cfg), Block(cfg), nn.Dense(cfg.hidden_size, cfg.num_labels))
print(model(ms.Tensor(np.random.randn(2, 10, 64).astype(np.float32))).shape)
