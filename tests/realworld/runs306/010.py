# Parity check of the MindSpore port of a BERT encoder layer against the reference outputs
# (reference = the original PyTorch/HF BertLayer math, BertConfig defaults: hidden_act="gelu", layer_norm_eps=1e-12).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from scipy.special import erf

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

HIDDEN, HEADS, INTER, B, T = 64, 4, 256, 2, 16

class BertSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.query = nn.Dense(HIDDEN, HIDDEN); self.key = nn.Dense(HIDDEN, HIDDEN); self.value = nn.Dense(HIDDEN, HIDDEN)
    def construct(self, x):
        def split(t):
            return t.reshape(B, T, HEADS, HIDDEN // HEADS).transpose(0, 2, 1, 3)
        q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
        s = ops.matmul(q, k.transpose(0, 1, 3, 2)) / (HIDDEN // HEADS) ** 0.5
        p = ops.softmax(s, axis=-1)
        return ops.matmul(p, v).transpose(0, 2, 1, 3).reshape(B, T, HIDDEN)

class BertLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attention = BertSelfAttention()
        self.attn_out = nn.Dense(HIDDEN, HIDDEN)
        self.attn_ln = nn.LayerNorm((HIDDEN,))
        self.intermediate = nn.Dense(HIDDEN, INTER)
        self.act = nn.GELU()
        self.output = nn.Dense(INTER, HIDDEN)
        self.out_ln = nn.LayerNorm((HIDDEN,))
    def construct(self, x):
        a = self.attn_ln(x + self.attn_out(self.attention(x)))
        return self.out_ln(a + self.output(self.act(self.intermediate(a))))

# ----- reference implementation (numpy transcription of transformers' BertLayer forward) -----
def ref_layer(x, w, eps=1e-12):
    def dense(t, n): return t @ w[n + ".weight"].T + w[n + ".bias"]
    def ln(t, n):
        mu = t.mean(-1, keepdims=True); var = t.var(-1, keepdims=True)
        return (t - mu) / np.sqrt(var + eps) * w[n + ".gamma"] + w[n + ".beta"]
    def split(t): return t.reshape(B, T, HEADS, HIDDEN // HEADS).transpose(0, 2, 1, 3)
    q, k, v = split(dense(x, "attention.query")), split(dense(x, "attention.key")), split(dense(x, "attention.value"))
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(HIDDEN // HEADS)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, HIDDEN)
    a = ln(x + dense(ctx, "attn_out"), "attn_ln")
    h = dense(a, "intermediate"); h = 0.5 * h * (1.0 + erf(h / np.sqrt(2.0)))
    return ln(a + dense(h, "output"), "out_ln")

ms.set_seed(0)
net = BertLayer()
net.set_train(False)
rng = np.random.default_rng(0)
for p in net.get_parameters():   # load "pretrained" weights with realistic magnitudes
    p.set_data(ms.Tensor(rng.normal(0, 0.5, p.shape).astype(np.float32)))
weights = {p.name: p.asnumpy().astype(np.float64) for p in net.get_parameters()}

x = rng.normal(0, 1, (B, T, HIDDEN)).astype(np.float32)
out_ms = net(ms.Tensor(x)).asnumpy()
out_ref = ref_layer(x.astype(np.float64), weights)
diff = np.abs(out_ms - out_ref)
print(f"output shape ms {out_ms.shape} ref {out_ref.shape}")
print(f"max abs diff: {diff.max():.3e}  mean abs diff: {diff.mean():.3e}")
print(f"np.allclose(out_ms, out_ref, atol=1e-5): {np.allclose(out_ms, out_ref, atol=1e-5)}")
cos = (out_ms * out_ref).sum() / np.linalg.norm(out_ms) / np.linalg.norm(out_ref)
print(f"cosine similarity: {cos:.8f}")
