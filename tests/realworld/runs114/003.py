"""Small causal self-attention block ported from a PyTorch GPT implementation (Embedding and LayerNorm from mindspore.nn for CPU)."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

config = dict(vocab_size=100, hidden_size=96, num_heads=5, seq_len=16, batch_size=4)


class SelfAttention(nn.Cell):
    def __init__(self, hidden, n_heads):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = hidden // n_heads
        self.qkv = mint.nn.Linear(hidden, 3 * hidden)
        self.proj = mint.nn.Linear(hidden, hidden)

    def construct(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(B, T, self.n_heads, self.head_dim).permute(0, 2, 1, 3)
        k = k.view(B, T, self.n_heads, self.head_dim).permute(0, 2, 1, 3)
        v = v.view(B, T, self.n_heads, self.head_dim).permute(0, 2, 1, 3)
        att = mint.matmul(q, k.transpose(-2, -1)) / (self.head_dim ** 0.5)
        att = mint.nn.functional.softmax(att, dim=-1)
        y = mint.matmul(att, v).permute(0, 2, 1, 3).view(B, T, C)
        return self.proj(y)


class TinyGPT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg["vocab_size"], cfg["hidden_size"])
        self.attn = SelfAttention(cfg["hidden_size"], cfg["num_heads"])
        self.ln = nn.LayerNorm((cfg["hidden_size"],))
        self.head = mint.nn.Linear(cfg["hidden_size"], cfg["vocab_size"])

    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.attn(self.ln(h))
        return self.head(h)


model = TinyGPT(config)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4)
ce = nn.CrossEntropyLoss()


def loss_fn(ids, labels):
    logits = model(ids)
    return ce(logits.view(-1, config["vocab_size"]), labels.view(-1))


grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
rng = np.random.default_rng(0)
print(f"model config: {config}")
for step in range(5):
    data = rng.integers(0, config["vocab_size"], size=(config["batch_size"], config["seq_len"] + 1))
    ids = ms.Tensor(data[:, :-1], ms.int32)
    labels = ms.Tensor(data[:, 1:], ms.int32)
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    print(f"step {step} | loss {loss.asnumpy():.4f}")
