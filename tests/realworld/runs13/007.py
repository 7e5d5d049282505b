# Attention ported from a Llama-style PyTorch model with grouped-query attention (8 query heads, 2 KV heads);
# the repeat_kv() helper that expands K/V to the query head count was not ported.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class GQAAttention(nn.Cell):
    def __init__(self, hidden=128, n_heads=8, n_kv_heads=2):
        super().__init__()
        self.h, self.kv, self.d = n_heads, n_kv_heads, hidden // n_heads
        self.q_proj = nn.Dense(hidden, n_heads * self.d, has_bias=False)
        self.k_proj = nn.Dense(hidden, n_kv_heads * self.d, has_bias=False)
        self.v_proj = nn.Dense(hidden, n_kv_heads * self.d, has_bias=False)
        self.o_proj = nn.Dense(n_heads * self.d, hidden, has_bias=False)
    def construct(self, x):
        b, s, _ = x.shape
        q = self.q_proj(x).reshape(b, s, self.h, self.d).swapaxes(1, 2)
        k = self.k_proj(x).reshape(b, s, self.kv, self.d).swapaxes(1, 2)
        v = self.v_proj(x).reshape(b, s, self.kv, self.d).swapaxes(1, 2)
        scores = ops.matmul(q, k.swapaxes(2, 3)) / (self.d ** 0.5)
        out = ops.matmul(ops.softmax(scores, axis=-1), v)
        return self.o_proj(out.swapaxes(1, 2).reshape(b, s, -1))
attn = GQAAttention()
x = Tensor(np.random.randn(2, 16, 128).astype(np.float32))
print(attn(x).shape)
