# HF -> MindSpore attention port; converter "fixes" Linear layout with a transpose, parity check vs HF reference
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops

rng = np.random.default_rng(0)
H = 64
hf = {f"{n}.weight": rng.standard_normal((H, H), dtype=np.float32) * 0.1 for n in ["q_proj", "k_proj", "v_proj", "o_proj"]}
hf.update({f"{n}.bias": rng.standard_normal(H, dtype=np.float32) * 0.1 for n in ["q_proj", "k_proj", "v_proj", "o_proj"]})

def hf_reference(x):  # torch: F.linear(x, W, b) = x @ W.T + b
    lin = lambda n, t: t @ hf[f"{n}.weight"].T + hf[f"{n}.bias"]
    q, k, v = lin("q_proj", x), lin("k_proj", x), lin("v_proj", x)
    s = q @ k.transpose(0, 2, 1) / np.sqrt(H)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    return lin("o_proj", p @ v)

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_proj = nn.Dense(H, H); self.k_proj = nn.Dense(H, H)
        self.v_proj = nn.Dense(H, H); self.o_proj = nn.Dense(H, H)
    def construct(self, x):
        q, k, v = self.q_proj(x), self.k_proj(x), self.v_proj(x)
        s = ops.matmul(q, k.transpose(0, 2, 1)) / np.sqrt(H)
        return self.o_proj(ops.matmul(ops.softmax(s, -1), v))

converted = {}
for k, v in hf.items():
    if v.ndim == 2:
        v = v.T  # torch Linear is (out, in); MindSpore Dense expects (in, out)
    converted[k] = ms.Parameter(Tensor(np.ascontiguousarray(v)), name=k)
net = Attention()
pnl, cnl = ms.load_param_into_net(net, converted, strict_load=True)
print("param_not_load:", pnl, "ckpt_not_load:", cnl)
x = rng.standard_normal((2, 5, H), dtype=np.float32)
out = net(Tensor(x)).asnumpy(); ref = hf_reference(x)
print("port   [0,0,:5]", np.round(out[0, 0, :5], 4))
print("hf ref [0,0,:5]", np.round(ref[0, 0, :5], 4))
print("max abs diff vs HF reference:", float(np.abs(out - ref).max()))
