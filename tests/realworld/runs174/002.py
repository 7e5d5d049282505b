"""Tiny GPT-2 style character LM, ported from a PyTorch nanoGPT-like script.
Config mirrors HF GPT2Config fields."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(42)
np.random.seed(42)

config = dict(vocab_size=64, n_positions=64, n_embd=64, n_head=4, n_layer=2,
              activation_function="gelu_new", resid_pdrop=0.1, layer_norm_epsilon=1e-5)

# torch: ACT2FN["gelu_new"] == nn.GELU(approximate="tanh")
ACT_KWARGS = {"gelu": {"approximate": "none"}, "gelu_new": {"approximate": "tanh"}}


class CausalSelfAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.n_head = cfg["n_head"]
        self.hd = cfg["n_embd"] // cfg["n_head"]
        self.c_attn = nn.Dense(cfg["n_embd"], 3 * cfg["n_embd"])
        self.c_proj = nn.Dense(cfg["n_embd"], cfg["n_embd"])
        mask = np.tril(np.ones((cfg["n_positions"], cfg["n_positions"]), np.float32))
        self.mask = Tensor(mask)

    def construct(self, x):
        b, t, c = x.shape
        q, k, v = ops.split(self.c_attn(x), c, axis=2)
        q = q.view(b, t, self.n_head, self.hd).transpose(0, 2, 1, 3)
        k = k.view(b, t, self.n_head, self.hd).transpose(0, 2, 1, 3)
        v = v.view(b, t, self.n_head, self.hd).transpose(0, 2, 1, 3)
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.hd)
        att = att + (1.0 - self.mask[:t, :t]) * -1e9
        att = ops.softmax(att, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).view(b, t, c)
        return self.c_proj(y)


class MLP(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.c_fc = nn.Dense(cfg["n_embd"], 4 * cfg["n_embd"])
        self.act = nn.GELU(**ACT_KWARGS[cfg["activation_function"]])
        self.c_proj = nn.Dense(4 * cfg["n_embd"], cfg["n_embd"])
        self.dropout = nn.Dropout(p=cfg["resid_pdrop"])

    def construct(self, x):
        return self.dropout(self.c_proj(self.act(self.c_fc(x))))


class Block(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        eps = cfg["layer_norm_epsilon"]
        self.ln_1 = nn.LayerNorm((cfg["n_embd"],), epsilon=eps)
        self.attn = CausalSelfAttention(cfg)
        self.ln_2 = nn.LayerNorm((cfg["n_embd"],), epsilon=eps)
        self.mlp = MLP(cfg)

    def construct(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.wte = nn.Embedding(cfg["vocab_size"], cfg["n_embd"])
        self.wpe = nn.Embedding(cfg["n_positions"], cfg["n_embd"])
        self.h = nn.CellList([Block(cfg) for _ in range(cfg["n_layer"])])
        self.ln_f = nn.LayerNorm((cfg["n_embd"],), epsilon=cfg["layer_norm_epsilon"])
        self.lm_head = nn.Dense(cfg["n_embd"], cfg["vocab_size"], has_bias=False)

    def construct(self, idx):
        t = idx.shape[1]
        pos = ops.arange(0, t, dtype=ms.int32)
        x = self.wte(idx) + self.wpe(pos)
        for blk in self.h:
            x = blk(x)
        return self.lm_head(self.ln_f(x))


text = ("the quick brown fox jumps over the lazy dog. " * 200)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
print(f"corpus chars: {len(data)}, vocab: {len(chars)}")

print("building model:", config)
model = GPT(config)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def forward(x, y):
    logits = model(x)
    return loss_fn(logits.view(-1, config["vocab_size"]), y.view(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
block = 32
for it in range(60):
    ix = np.random.randint(0, len(data) - block - 1, size=16)
    x = np.stack([data[i:i + block] for i in ix])
    y = np.stack([data[i + 1:i + block + 1] for i in ix])
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    opt(grads)
    if it % 10 == 0:
        print(f"iter {it}: loss {loss.asnumpy():.4f}")
print("done")
