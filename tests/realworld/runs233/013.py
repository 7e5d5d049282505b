"""Healthy baseline: tiny GPT-style LM trained with a jitted value_and_grad step on arithmetic-progression
token sequences (next token = previous + stride mod vocab)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1)


class Block(nn.Cell):
    def __init__(self, d, heads):
        super().__init__()
        self.ln1 = nn.LayerNorm((d,))
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)
        self.ln2 = nn.LayerNorm((d,))
        self.mlp = nn.SequentialCell(nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d))

    def construct(self, x):
        h = self.ln1(x)
        a = self.attn(h, h, h, need_weights=False)[0]
        x = x + a
        return x + self.mlp(self.ln2(x))


class TinyGPT(nn.Cell):
    def __init__(self, vocab, d=32, heads=4, layers=2, seq=16):
        super().__init__()
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Embedding(seq, d)
        self.blocks = nn.CellList([Block(d, heads) for _ in range(layers)])
        self.ln_f = nn.LayerNorm((d,))
        self.head = nn.Dense(d, vocab, has_bias=False)
        self.pos = ms.Tensor(np.arange(seq)[None], ms.int32)

    def construct(self, ids):
        x = self.wte(ids) + self.wpe(self.pos[:, : ids.shape[1]])
        for b in self.blocks:
            x = b(x)
        return self.head(self.ln_f(x))



VOCAB = 64
net = TinyGPT(vocab=VOCAB)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)

def fwd(ids, lab):
    return loss_fn(net(ids).reshape(-1, VOCAB), lab.reshape(-1))

grad_fn = ms.value_and_grad(fwd, None, opt.parameters)

@ms.jit
def train_step(ids, lab):
    loss, grads = grad_fn(ids, lab)
    opt(grads)
    return loss

rng = np.random.default_rng(0)
for step in range(150):
    start = rng.integers(0, VOCAB, (16, 1))
    stride = rng.integers(1, 4, (16, 1))
    seq = (start + stride * np.arange(17)[None]) % VOCAB
    ids = ms.Tensor(seq, ms.int32)
    loss = train_step(ids[:, :-1], ids[:, 1:])
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)
