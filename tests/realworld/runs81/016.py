# GPT-style decoder port: torch keeps self.pos_emb = nn.Parameter(torch.zeros(1, block_size, n_embd))
# and slices it in forward as self.pos_emb[:, :t, :]; the port slices the first axis.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class Block(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm((d,))
        self.mlp = nn.SequentialCell(nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d))
    def construct(self, x):
        return x + self.mlp(self.ln(x))

class MiniGPT(nn.Cell):
    def __init__(self, vocab=65, block_size=64, n_embd=48, n_layer=2):
        super().__init__()
        self.tok_emb = nn.Embedding(vocab, n_embd)
        self.pos_emb = Parameter(Tensor(np.zeros((1, block_size, n_embd), np.float32)), name="pos_emb")
        self.blocks = nn.SequentialCell([Block(n_embd) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm((n_embd,))
        self.head = nn.Dense(n_embd, vocab, has_bias=False)
    def construct(self, idx):
        b, t = idx.shape
        x = self.tok_emb(idx) + self.pos_emb[:t]
        return self.head(self.ln_f(self.blocks(x)))

text = ("First Citizen: Before we proceed any further, hear me speak. " * 40)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
model = MiniGPT(vocab=len(chars))
opt = nn.AdamWeightDecay(model.trainable_params(), 3e-3)
ce = nn.CrossEntropyLoss()
def loss_fn(x, y):
    logits = model(x)
    return ce(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))
gf = ms.value_and_grad(loss_fn, None, opt.parameters)
rng = np.random.default_rng(0)
T = 32
print(f"vocab {len(chars)}, block_size 64, train context {T}")
for it in range(20):
    ix = rng.integers(0, len(data) - T - 1, 8)
    x = Tensor(np.stack([data[i:i + T] for i in ix])); y = Tensor(np.stack([data[i + 1:i + T + 1] for i in ix]))
    loss, g = gf(x, y); opt(g)
    if it % 5 == 0:
        print(f"iter {it} loss {loss.asnumpy():.4f}")
