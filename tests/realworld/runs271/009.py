"""Parity check of a BERT-style encoder layer ported from Hugging Face (BertLayer, hidden_act="gelu").
Reference logits/loss come from the original PyTorch implementation (re-implemented here in numpy with the same
weights), then a few fine-tuning steps of the MindSpore port."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

B, S, H, I, NH, C = 8, 16, 64, 256, 4, 2
EPS = 1e-12


class BertLayerMS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = nn.Dense(H, H); self.k = nn.Dense(H, H); self.v = nn.Dense(H, H)
        self.attn_out = nn.Dense(H, H)
        self.ln1 = nn.LayerNorm((H,), epsilon=EPS)
        self.intermediate = nn.Dense(H, I)
        self.act = nn.GELU()  # ACT2FN["gelu"]
        self.output = nn.Dense(I, H)
        self.ln2 = nn.LayerNorm((H,), epsilon=EPS)
        self.cls = nn.Dense(H, C)

    def split(self, x):
        return x.reshape(B, S, NH, H // NH).transpose(0, 2, 1, 3)

    def construct(self, x):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(H // NH), -1)
        ctx = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(B, S, H)
        h = self.ln1(x + self.attn_out(ctx))
        h = self.ln2(h + self.output(self.act(self.intermediate(h))))
        return self.cls(h[:, 0])


def reference_forward(p, x):
    """HF modeling_bert forward (torch), numpy transcription."""
    erf = np.vectorize(math.erf)
    lin = lambda t, n: t @ p[n + ".weight"].T + p[n + ".bias"]
    def ln(t, n):
        mu = t.mean(-1, keepdims=True); var = t.var(-1, keepdims=True)
        return (t - mu) / np.sqrt(var + EPS) * p[n + ".gamma"] + p[n + ".beta"]
    split = lambda t: t.reshape(B, S, NH, H // NH).transpose(0, 2, 1, 3)
    q, k, v = split(lin(x, "q")), split(lin(x, "k")), split(lin(x, "v"))
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(H // NH)
    s = np.exp(s - s.max(-1, keepdims=True)); att = s / s.sum(-1, keepdims=True)
    ctx = (att @ v).transpose(0, 2, 1, 3).reshape(B, S, H)
    h = ln(x + lin(ctx, "attn_out"), "ln1")
    inter = lin(h, "intermediate")
    inter = 0.5 * inter * (1.0 + erf(inter / math.sqrt(2.0)))  # transformers.activations.GELUActivation
    h = ln(h + lin(inter, "output"), "ln2")
    return lin(h[:, 0], "cls")


def ce(logits, y):
    z = logits - logits.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    return -logp[np.arange(len(y)), y].mean()


net = BertLayerMS()
params = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}
x = (np.random.randn(B, S, H) * 2).astype(np.float32)
y = np.random.randint(0, C, B).astype(np.int32)

ref_logits = reference_forward(params, x.astype(np.float64))
ms_logits = net(ms.Tensor(x)).asnumpy().astype(np.float64)
diff = np.abs(ref_logits - ms_logits)
print(f"logits shape {ms_logits.shape}")
print(f"reference loss {ce(ref_logits, y):.6f}  mindspore loss {ce(ms_logits, y):.6f}")
print(f"logits max abs diff {diff.max():.3e}  mean abs diff {diff.mean():.3e}")
print(f"np.allclose(ms, ref, atol=1e-5): {np.allclose(ms_logits, ref_logits, atol=1e-5)}")

# intermediate activations, as in the HF->MS conversion checklist
h_in = np.random.randn(B, S, I).astype(np.float32) * 2
ref_act = 0.5 * h_in * (1.0 + np.vectorize(math.erf)(h_in / math.sqrt(2.0)))
ms_act = net.act(ms.Tensor(h_in)).asnumpy()
print(f"intermediate activation max abs diff {np.abs(ref_act - ms_act).max():.3e}")

loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.0)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, optimizer.parameters)
for step in range(10):
    xb = ms.Tensor((np.random.randn(B, S, H) * 2).astype(np.float32))
    yb = ms.Tensor(np.random.randint(0, C, B).astype(np.int32))
    loss, grads = grad_fn(xb, yb)
    optimizer(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.6f}")
