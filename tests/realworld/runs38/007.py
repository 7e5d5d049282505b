# Llama grouped-query attention ported from HF. repeat_kv was translated 1:1 with the torch-like
# mindspore.mint API (torch.repeat_interleave -> mint.repeat_interleave) and run on a CPU dev box
# before moving to Ascend.
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def repeat_kv(hidden_states, n_rep):
    # torch: torch.repeat_interleave(hidden_states, dim=1, repeats=n_rep)
    if n_rep == 1:
        return hidden_states
    return mint.repeat_interleave(hidden_states, n_rep, dim=1)

class LlamaAttention(nn.Cell):
    def __init__(self, hidden=64, heads=8, kv_heads=2):
        super().__init__()
        self.heads, self.kv_heads, self.hd = heads, kv_heads, hidden // heads
        self.q_proj = mint.nn.Linear(hidden, heads * self.hd, bias=False)
        self.k_proj = mint.nn.Linear(hidden, kv_heads * self.hd, bias=False)
        self.v_proj = mint.nn.Linear(hidden, kv_heads * self.hd, bias=False)
        self.o_proj = mint.nn.Linear(heads * self.hd, hidden, bias=False)
    def construct(self, x):
        b, s, _ = x.shape
        q = self.q_proj(x).reshape(b, s, self.heads, self.hd).swapaxes(1, 2)
        k = self.k_proj(x).reshape(b, s, self.kv_heads, self.hd).swapaxes(1, 2)
        v = self.v_proj(x).reshape(b, s, self.kv_heads, self.hd).swapaxes(1, 2)
        k = repeat_kv(k, self.heads // self.kv_heads)
        v = repeat_kv(v, self.heads // self.kv_heads)
        w = mint.softmax(mint.matmul(q, k.swapaxes(2, 3)) / self.hd ** 0.5, dim=-1)
        o = mint.matmul(w, v).swapaxes(1, 2).reshape(b, s, -1)
        return self.o_proj(o)

attn = LlamaAttention()
x = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
out = attn(x)
print("attn out", out.shape, float(out.abs().mean()))
