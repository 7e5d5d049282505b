# Attention block ported from an HF/torch repo that reshapes heads with einops
# (rearrange(q, "b n (h d) -> b h n d", h=heads)); the MindSpore port kept the einops import.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from einops import rearrange

class Attention(nn.Cell):
    def __init__(self, dim=64, heads=4):
        super().__init__()
        self.heads = heads
        self.to_qkv = nn.Dense(dim, dim * 3, has_bias=False)
        self.to_out = nn.Dense(dim, dim)
    def construct(self, x):
        q, k, v = ops.chunk(self.to_qkv(x), 3, -1)
        q, k, v = (rearrange(t, "b n (h d) -> b h n d", h=self.heads) for t in (q, k, v))
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * q.shape[-1] ** -0.5, -1)
        return self.to_out(rearrange(ops.matmul(attn, v), "b h n d -> b n (h d)"))

print(Attention()(Tensor(np.random.randn(2, 10, 64).astype(np.float32))).shape)
