# Parity test: MindSpore port of a BERT self-attention layer vs reference outputs of HF BertSelfAttention.
# ref_attention() reproduces the HF computation in numpy from the same converted weights.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(3)

class Config:  # values copied from config.json
    hidden_size = 128
    num_attention_heads = 8
    attention_probs_dropout_prob = 0.1

cfg = Config()
head_dim = cfg.hidden_size // cfg.num_attention_heads

class SelfAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.n_heads = cfg.num_attention_heads
        self.query = nn.Dense(cfg.hidden_size, cfg.hidden_size)
        self.key = nn.Dense(cfg.hidden_size, cfg.hidden_size)
        self.value = nn.Dense(cfg.hidden_size, cfg.hidden_size)
        self.dropout = nn.Dropout(p=cfg.attention_probs_dropout_prob)
        self.scale = 1.0 / (cfg.hidden_size ** 0.5)

    def split(self, x):
        b, s, h = x.shape
        return x.reshape(b, s, self.n_heads, h // self.n_heads).transpose(0, 2, 1, 3)

    def construct(self, hidden, mask):
        q, k, v = self.split(self.query(hidden)), self.split(self.key(hidden)), self.split(self.value(hidden))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        scores = scores + (1.0 - mask[:, None, None, :]) * -10000.0
        probs = self.dropout(ops.softmax(scores, axis=-1))
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        b, s = ctx.shape[0], ctx.shape[1]
        return ctx.reshape(b, s, -1)

net = SelfAttention(cfg)
net.set_train(False)

# converted weights (HF Linear (out,in) == nn.Dense (out,in))
weights = {}
for name in ("query", "key", "value"):
    weights[f"{name}.weight"] = (np.random.randn(cfg.hidden_size, cfg.hidden_size) * 0.1).astype(np.float32)
    weights[f"{name}.bias"] = (np.random.randn(cfg.hidden_size) * 0.02).astype(np.float32)
ms.load_param_into_net(net, {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in weights.items()}, strict_load=True)

def ref_attention(h, mask):
    def proj(n):
        y = h @ weights[f"{n}.weight"].T + weights[f"{n}.bias"]
        return y.reshape(h.shape[0], h.shape[1], cfg.num_attention_heads, head_dim).transpose(0, 2, 1, 3)
    q, k, v = proj("query"), proj("key"), proj("value")
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head_dim)
    s = s + (1.0 - mask[:, None, None, :]) * -10000.0
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    return (p @ v).transpose(0, 2, 1, 3).reshape(h.shape[0], h.shape[1], -1)

hidden = np.random.randn(2, 16, cfg.hidden_size).astype(np.float32)
mask = np.ones((2, 16), np.float32); mask[1, 12:] = 0
ref = ref_attention(hidden, mask)
out = net(ms.Tensor(hidden), ms.Tensor(mask)).asnumpy()

for tol in (1e-5, 1e-4, 1e-3, 1e-2):
    print(f"atol={tol:g}: allclose={np.allclose(out, ref, atol=tol)}")
print(f"max abs diff = {np.abs(out - ref).max():.6e}, mean abs diff = {np.abs(out - ref).mean():.6e}")
print(f"out std = {out.std():.4f}, ref std = {ref.std():.4f}")
if not np.allclose(out, ref, atol=1e-4):
    raise SystemExit("PARITY FAILED: BertSelfAttention port differs from HF reference")
