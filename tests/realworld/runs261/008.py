# Precision alignment of a ported BERT-style feed-forward block against the reference outputs
# of the original PyTorch implementation (reference re-computed here in numpy from the same weights,
# following torch.nn.Linear / torch.nn.GELU() / torch.nn.LayerNorm(eps=1e-12) semantics).
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(8)
HIDDEN, INTER, SEQ, BATCH = 64, 256, 16, 4

class BertFFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.intermediate = nn.Dense(HIDDEN, INTER)
        self.act = nn.GELU()
        self.output = nn.Dense(INTER, HIDDEN)
        self.layernorm = nn.LayerNorm((HIDDEN,), epsilon=1e-12)

    def construct(self, x):
        h = self.act(self.intermediate(x))
        return self.layernorm(self.output(h) + x)

# ---- numpy reference (torch semantics) ----
from math import erf
v_erf = np.vectorize(erf)
def ref_forward(x, p):
    h = x @ p["intermediate.weight"].T + p["intermediate.bias"]
    h_act = 0.5 * h * (1.0 + v_erf(h / math.sqrt(2.0)))
    o = h_act @ p["output.weight"].T + p["output.bias"] + x
    mu = o.mean(-1, keepdims=True); var = o.var(-1, keepdims=True)
    return h, h_act, (o - mu) / np.sqrt(var + 1e-12) * p["layernorm.gamma"] + p["layernorm.beta"]

net = BertFFN()
params = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}
rng = np.random.default_rng(0)
x = rng.standard_normal((BATCH, SEQ, HIDDEN)).astype(np.float32)
target = rng.standard_normal((BATCH, SEQ, HIDDEN)).astype(np.float32)

ref_h, ref_act, ref_out = ref_forward(x.astype(np.float64), params)
xt = Tensor(x)
ms_h = net.intermediate(xt).asnumpy()
ms_act = net.act(net.intermediate(xt)).asnumpy()
ms_out = net(xt).asnumpy()

def report(name, a, b, rtol=1e-4, atol=1e-5):
    diff = np.abs(a - b)
    print(f"{name:<14} max_abs_diff {diff.max():.3e}  mean_abs_diff {diff.mean():.3e}  "
          f"allclose(rtol={rtol}, atol={atol}): {np.allclose(a, b, rtol=rtol, atol=atol)}")

print("=== layer-by-layer comparison MindSpore vs PyTorch reference (fp32 vs fp64) ===")
report("intermediate", ms_h, ref_h)
report("activation", ms_act, ref_act)
report("block_output", ms_out, ref_out)

ref_loss = float(((ref_out - target) ** 2).mean())
ms_loss = float(nn.MSELoss()(net(xt), Tensor(target)).asnumpy())
print(f"loss  reference {ref_loss:.8f}  mindspore {ms_loss:.8f}  rel_err {abs(ms_loss - ref_loss) / ref_loss:.3e}")
