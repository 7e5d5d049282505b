# Incremental decoding (KV cache) ported from HF. The cache was allocated as float16 to save memory
# (torch.cat promotes float16 + float32 to float32), while the model runs in float32; the port appends
# each new key/value with ops.cat.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class CachedAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.h, self.d = heads, hidden // heads
        self.k_proj = nn.Dense(hidden, hidden)
        self.v_proj = nn.Dense(hidden, hidden)
        self.q_proj = nn.Dense(hidden, hidden)
    def construct(self, x, past_k, past_v):
        b, s, _ = x.shape
        k = self.k_proj(x).reshape(b, s, self.h, self.d).swapaxes(1, 2)
        v = self.v_proj(x).reshape(b, s, self.h, self.d).swapaxes(1, 2)
        q = self.q_proj(x).reshape(b, s, self.h, self.d).swapaxes(1, 2)
        k = ops.cat((past_k, k), axis=2)
        v = ops.cat((past_v, v), axis=2)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.d ** 0.5, axis=-1)
        return ops.matmul(att, v).swapaxes(1, 2).reshape(b, s, -1), k, v

attn = CachedAttention()
past_k = Tensor(np.zeros((1, 4, 0, 16)), ms.float16)     # empty cache, "half precision to save memory"
past_v = Tensor(np.zeros((1, 4, 0, 16)), ms.float16)
tok = Tensor(np.random.randn(1, 1, 64).astype(np.float32))
for t in range(4):
    out, past_k, past_v = attn(tok, past_k, past_v)
    print(f"decode step {t} cache_len {past_k.shape[2]} out {out.shape}")
