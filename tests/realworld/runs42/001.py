# Mistake: HF-style decoder layer keeps the torch forward's try/except around the optional KV-cache
# concat (past_key_value may be None -> TypeError caught, fall back to the fresh keys) inside
# Cell.construct; under GRAPH_MODE the graph compiler does not support try/except statements.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class CachedSelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads, self.hd = heads, hidden // heads
        self.q_proj = nn.Dense(hidden, hidden, has_bias=False)
        self.k_proj = nn.Dense(hidden, hidden, has_bias=False)
        self.v_proj = nn.Dense(hidden, hidden, has_bias=False)
        self.o_proj = nn.Dense(hidden, hidden, has_bias=False)

    def construct(self, x, past_k=None, past_v=None):
        b, s, _ = x.shape
        q = self.q_proj(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        k = self.k_proj(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        v = self.v_proj(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        try:
            k = ops.cat((past_k, k), axis=2)
            v = ops.cat((past_v, v), axis=2)
        except TypeError:
            pass
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.hd ** 0.5, axis=-1)
        out = ops.matmul(att, v).swapaxes(1, 2).reshape(b, s, -1)
        return self.o_proj(out)

attn = CachedSelfAttention()
x = ms.Tensor(np.random.randn(2, 10, 64).astype(np.float32))
y = attn(x)
print("prefill output", y.shape)
