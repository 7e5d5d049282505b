# Parity check of a ported BERT-style encoder FFN stack against reference activations exported from the
# Hugging Face model (reference recomputed here from the same weights with the HF formulas in numpy).
import math
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(9)
hidden, inter, layers = 128, 512, 6
hf_config = {"hidden_act": "gelu", "layer_norm_eps": 1e-12, "hidden_size": hidden, "intermediate_size": inter}

class BertFFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.intermediate = nn.Dense(hidden, inter)
        self.act = nn.GELU()
        self.output = nn.Dense(inter, hidden)
        self.LayerNorm = nn.LayerNorm((hidden,), epsilon=hf_config["layer_norm_eps"])
    def construct(self, x):
        return self.LayerNorm(self.output(self.act(self.intermediate(x))) + x)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layer = nn.CellList([BertFFN() for _ in range(layers)])
    def construct(self, x):
        outs = []
        for l in self.layer:
            x = l(x)
            outs.append(x)
        return outs

net = Encoder()
weights = []
for i, l in enumerate(net.layer):
    w1 = rng.normal(0, 0.2, (inter, hidden)).astype(np.float32); b1 = rng.normal(0, 0.1, inter).astype(np.float32)
    w2 = rng.normal(0, 0.2, (hidden, inter)).astype(np.float32); b2 = rng.normal(0, 0.1, hidden).astype(np.float32)
    l.intermediate.weight.set_data(Tensor(w1)); l.intermediate.bias.set_data(Tensor(b1))
    l.output.weight.set_data(Tensor(w2)); l.output.bias.set_data(Tensor(b2))
    weights.append((w1, b1, w2, b2))

def hf_reference(x):
    from math import erf
    verf = np.vectorize(erf)
    outs = []
    for w1, b1, w2, b2 in weights:
        h = x @ w1.T + b1
        h = 0.5 * h * (1.0 + verf(h / math.sqrt(2.0)))   # ACT2FN["gelu"] (exact erf GELU)
        y = h @ w2.T + b2 + x
        mu = y.mean(-1, keepdims=True); var = y.var(-1, keepdims=True)
        x = ((y - mu) / np.sqrt(var + hf_config["layer_norm_eps"])).astype(np.float32)
        outs.append(x)
    return outs

x = rng.normal(size=(4, 16, hidden)).astype(np.float32)
ref = hf_reference(x.astype(np.float64))
got = net(Tensor(x))
print(f"{'layer':>5} {'max_abs_diff':>14} {'mean_abs_diff':>14} {'allclose(atol=1e-4)':>20}")
for i, (r, g) in enumerate(zip(ref, got)):
    d = np.abs(r - g.asnumpy())
    print(f"{i:>5} {d.max():>14.6e} {d.mean():>14.6e} {str(np.allclose(r, g.asnumpy(), atol=1e-4)):>20}")
cls_ref, cls_got = ref[-1][:, 0], got[-1].asnumpy()[:, 0]
cos = (cls_ref * cls_got).sum(-1) / np.linalg.norm(cls_ref, axis=-1) / np.linalg.norm(cls_got, axis=-1)
print("final [CLS] cosine similarity per sample:", np.round(cos, 6))
