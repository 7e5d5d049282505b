# Tiny character-level causal LM (mint layers + ops functions) (port of a nanoGPT-style PyTorch script), jit train step
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

text = ("the quick brown fox jumps over the lazy dog. " * 40 + "pack my box with five dozen liquor jugs. " * 40)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
V, T, D = len(chars), 32, 64
print(f"vocab {V}, corpus {len(data)} chars")

rng = np.random.default_rng(0)
starts = rng.integers(0, len(data) - T - 1, 2048)
X = np.stack([data[s:s + T] for s in starts])
Y = np.stack([data[s + 1:s + T + 1] for s in starts])
train = ds.NumpySlicesDataset((X, Y), column_names=["x", "y"], shuffle=True).batch(32, drop_remainder=True)

class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = mint.nn.Linear(D, 3 * D)
        self.proj = mint.nn.Linear(D, D)
        self.h = 4
        self.mask = ms.Tensor(np.triu(np.full((T, T), -1e9, np.float32), 1))
    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(b, t, self.h, d // self.h).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, d // self.h).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.h, d // self.h).transpose(0, 2, 1, 3)
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(d // self.h) + self.mask[:t, :t]
        y = ops.matmul(ops.softmax(att, axis=-1), v)
        return self.proj(y.transpose(0, 2, 1, 3).reshape(b, t, d))

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((D,))
        self.attn = CausalSelfAttention()
        self.ln2 = nn.LayerNorm((D,))
        self.fc1 = mint.nn.Linear(D, 4 * D)
        self.fc2 = mint.nn.Linear(4 * D, D)
    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.fc2(ops.gelu(self.fc1(self.ln2(x))))

class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.pos = nn.Embedding(T, D)
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.ln_f = nn.LayerNorm((D,))
        self.head = mint.nn.Linear(D, V)
    def construct(self, idx):
        x = self.tok(idx) + self.pos(ops.arange(idx.shape[1]))
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln_f(x))

model = TinyGPT()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.01)

def forward(x, y):
    logits = model(x)
    return ops.cross_entropy(logits.reshape(-1, V), y.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    return loss

step = 0
for epoch in range(3):
    for x, y in train.create_tuple_iterator():
        loss = train_step(x, y)
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
        step += 1
print(f"final loss {float(loss.asnumpy()):.4f} (uniform baseline {math.log(V):.4f})")
