# Precision alignment of a BERT-style encoder layer ported from Hugging Face (hidden_act="gelu")
# to MindSpore: run the same weights and inputs through the reference (NumPy re-implementation of the
# PyTorch forward, float64) and through the MindSpore port, then train both for a few steps.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)
H, I, T, B, C = 64, 256, 16, 8, 2

class BertIntermediateOutput(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense_in = nn.Dense(H, I)
        self.act = nn.GELU()
        self.dense_out = nn.Dense(I, H)
        self.LayerNorm = nn.LayerNorm((H,), epsilon=1e-12)
        self.classifier = nn.Dense(H, C)
    def construct(self, x):
        h = self.LayerNorm(x + self.dense_out(self.act(self.dense_in(x))))
        return self.classifier(h[:, 0])

net = BertIntermediateOutput()
# load the "HF" weights (scaled like a trained BERT FFN)
for p in net.get_parameters():
    p.set_data(ms.Tensor(rng.normal(0, 0.6, p.shape).astype(np.float32)))
W = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}

erf = np.vectorize(math.erf)
def ref_forward(x, W):
    a = x @ W["dense_in.weight"].T + W["dense_in.bias"]
    a = 0.5 * a * (1.0 + erf(a / math.sqrt(2.0)))  # torch.nn.functional.gelu (exact)
    h = x + a @ W["dense_out.weight"].T + W["dense_out.bias"]
    mu = h.mean(-1, keepdims=True); var = h.var(-1, keepdims=True)
    h = (h - mu) / np.sqrt(var + 1e-12) * W["LayerNorm.gamma"] + W["LayerNorm.beta"]
    return h[:, 0] @ W["classifier.weight"].T + W["classifier.bias"]

def ref_loss(logits, y):
    m = logits.max(1, keepdims=True)
    lse = m[:, 0] + np.log(np.exp(logits - m).sum(1))
    return float((lse - logits[np.arange(len(y)), y]).mean())

x = rng.normal(0, 1.5, (B, T, H)).astype(np.float32)
y = rng.integers(0, C, B).astype(np.int32)
ms_logits = net(ms.Tensor(x)).asnumpy()
pt_logits = ref_forward(x.astype(np.float64), W)
print(f"logits max_abs_diff={np.abs(ms_logits - pt_logits).max():.6e} "
      f"mean_abs_diff={np.abs(ms_logits - pt_logits).mean():.6e} (rtol/atol target 1e-5)")
print("ms logits[0]:", ms_logits[0], " ref logits[0]:", pt_logits[0])

loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step in range(8):
    xb = rng.normal(0, 1.5, (B, T, H)).astype(np.float32)
    yb = rng.integers(0, C, B).astype(np.int32)
    W_now = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}
    ref = ref_loss(ref_forward(xb.astype(np.float64), W_now), yb)
    loss, g = grad_fn(ms.Tensor(xb), ms.Tensor(yb))
    opt(g)
    l = float(loss.asnumpy())
    print(f"step {step} ms_loss {l:.6f} ref_loss {ref:.6f} abs_diff {abs(l - ref):.3e}")
