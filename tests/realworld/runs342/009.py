# Numerical parity check of a MindSpore port of a BERT-style encoder MLP head against the reference
# implementation (HF BertIntermediate/BertOutput maths, re-implemented in NumPy on the same weights).
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(9)
H, I, C, L = 128, 512, 10, 3

# weights as converted from pytorch_model.bin (Linear weight is [out, in] in both frameworks)
sd = {}
for l in range(L):
    sd[f"layers.{l}.intermediate.weight"] = rng.normal(0, 0.02 * 8, (I, H)).astype(np.float32)
    sd[f"layers.{l}.intermediate.bias"] = rng.normal(0, 0.02, I).astype(np.float32)
    sd[f"layers.{l}.output.weight"] = rng.normal(0, 0.02 * 4, (H, I)).astype(np.float32)
    sd[f"layers.{l}.output.bias"] = rng.normal(0, 0.02, H).astype(np.float32)
    sd[f"layers.{l}.norm.gamma"] = np.ones(H, np.float32)
    sd[f"layers.{l}.norm.beta"] = np.zeros(H, np.float32)
sd["classifier.weight"] = rng.normal(0, 0.1, (C, H)).astype(np.float32)
sd["classifier.bias"] = np.zeros(C, np.float32)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.intermediate = nn.Dense(H, I)
        self.act = nn.GELU()
        self.output = nn.Dense(I, H)
        self.norm = nn.LayerNorm((H,), epsilon=1e-12)
    def construct(self, x):
        return self.norm(x + self.output(self.act(self.intermediate(x))))

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([Block() for _ in range(L)])
        self.classifier = nn.Dense(H, C)
    def construct(self, x):
        for blk in self.layers:
            x = blk(x)
        return self.classifier(x)

net = Model()
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in sd.items()})
print("not loaded:", not_loaded, ckpt_not_loaded)
net.set_train(False)

_erf = np.vectorize(math.erf)
def ref_forward(x):
    for l in range(L):
        h = x @ sd[f"layers.{l}.intermediate.weight"].T + sd[f"layers.{l}.intermediate.bias"]
        h = 0.5 * h * (1.0 + _erf(h / math.sqrt(2.0)))
        h = h @ sd[f"layers.{l}.output.weight"].T + sd[f"layers.{l}.output.bias"]
        y = x + h
        mu, var = y.mean(-1, keepdims=True), y.var(-1, keepdims=True)
        x = (y - mu) / np.sqrt(var + 1e-12) * sd[f"layers.{l}.norm.gamma"] + sd[f"layers.{l}.norm.beta"]
    return x @ sd["classifier.weight"].T + sd["classifier.bias"]

def ce(logits, labels):
    z = logits - logits.max(-1, keepdims=True)
    return float((np.log(np.exp(z).sum(-1)) - z[np.arange(len(labels)), labels]).mean())

for b in range(4):
    x = rng.normal(size=(16, H)).astype(np.float32)
    labels = rng.integers(0, C, 16)
    out_ms = net(ms.Tensor(x)).asnumpy()
    out_ref = ref_forward(x.astype(np.float64)).astype(np.float32)
    diff = np.abs(out_ms - out_ref)
    print(f"batch {b}: max_abs_diff={diff.max():.3e} mean_abs_diff={diff.mean():.3e} "
          f"loss_ms={ce(out_ms, labels):.6f} loss_ref={ce(out_ref, labels):.6f} "
          f"allclose(atol=1e-5)={np.allclose(out_ms, out_ref, atol=1e-5)}")
