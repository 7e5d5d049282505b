"""Tiny char-level language model with a hand-written RMSNorm (ported from a LLaMA-style PyTorch repo)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

text = "to be or not to be that is the question whether tis nobler in the mind to suffer " * 20
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
VOCAB, DIM, CTX = len(chars), 64, 32

class RMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = Parameter(Tensor(np.ones(dim)), name="weight")

    def construct(self, x):
        var = x.pow(2).mean(-1, keep_dims=True)
        return x * ops.rsqrt(var + self.eps) * self.weight

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm1 = RMSNorm(DIM)
        self.attn = nn.MultiheadAttention(DIM, 4, batch_first=True)
        self.norm2 = RMSNorm(DIM)
        self.mlp = nn.SequentialCell(nn.Dense(DIM, 4 * DIM), nn.GELU(), nn.Dense(4 * DIM, DIM))

    def construct(self, x, mask):
        h = self.norm1(x)
        a, _ = self.attn(h, h, h, attn_mask=mask, need_weights=False)
        x = x + a
        return x + self.mlp(self.norm2(x))

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, DIM)
        self.pos = nn.Embedding(CTX, DIM)
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.norm = RMSNorm(DIM)
        self.lm_head = nn.Dense(DIM, VOCAB, has_bias=False)
        self.mask = Tensor(np.triu(np.ones((CTX, CTX), dtype=np.bool_), k=1))
        self.positions = Tensor(np.arange(CTX, dtype=np.int32))

    def construct(self, idx):
        x = self.tok(idx) + self.pos(self.positions)
        for blk in self.blocks:
            x = blk(x, self.mask)
        return self.lm_head(self.norm(x))

def get_batch(bs=16):
    ix = np.random.randint(0, len(data) - CTX - 1, size=bs)
    x = np.stack([data[i:i + CTX] for i in ix])
    y = np.stack([data[i + 1:i + CTX + 1] for i in ix])
    return Tensor(x), Tensor(y)

model = TinyLM()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4, weight_decay=0.1)
ce = nn.CrossEntropyLoss()

def loss_fn(x, y):
    logits = model(x)
    return ce(logits.reshape(-1, VOCAB), y.reshape(-1))

grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
print(f"vocab={VOCAB} params={sum(p.size for p in model.trainable_params())}")
for it in range(50):
    xb, yb = get_batch()
    loss, grads = grad_fn(xb, yb)
    opt(grads)
    if it % 10 == 0:
        print(f"iter {it}: train loss {loss.asnumpy():.4f}")
