# Attention block switched to grouped-query attention (2 KV heads); the checkpoint from the multi-head (8 KV heads) run is loaded to resume.
import numpy as np, mindspore as ms
from mindspore import nn
ms.set_device("CPU")
class Attn(nn.Cell):
    def __init__(self, hidden=64, heads=8, kv_heads=8):
        super().__init__()
        hd = hidden // heads
        self.q_proj = nn.Dense(hidden, heads * hd, has_bias=False)
        self.k_proj = nn.Dense(hidden, kv_heads * hd, has_bias=False)
        self.v_proj = nn.Dense(hidden, kv_heads * hd, has_bias=False)
        self.o_proj = nn.Dense(heads * hd, hidden, has_bias=False)
    def construct(self, x):
        return self.o_proj(self.q_proj(x))
class Block(nn.Cell):
    def __init__(self, kv_heads):
        super().__init__()
        self.attn = Attn(kv_heads=kv_heads)
        self.norm = nn.LayerNorm((64,))
    def construct(self, x):
        return x + self.attn(self.norm(x))
ms.save_checkpoint(Block(kv_heads=8), "block_mha_step2000.ckpt")
net = Block(kv_heads=2)
params = ms.load_checkpoint("block_mha_step2000.ckpt")
print("resuming from block_mha_step2000.ckpt", flush=True)
not_loaded, _ = ms.load_param_into_net(net, params)
print("not loaded:", not_loaded)
