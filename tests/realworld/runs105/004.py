# Tiny transformer encoder block written with mindspore.mint (torch-like API), inputs cast to half
# "to save memory" the way the original PyTorch script did with x.half()
import numpy as np
import mindspore as ms
from mindspore import mint, nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class Block(nn.Cell):
    def __init__(self, d=64, heads=4, ff=128):
        super().__init__()
        self.heads, self.dh = heads, d // heads
        self.qkv = mint.nn.Linear(d, 3 * d)
        self.proj = mint.nn.Linear(d, d)
        self.ln1 = mint.nn.LayerNorm(d)
        self.ln2 = mint.nn.LayerNorm(d)
        self.ff1 = mint.nn.Linear(d, ff)
        self.ff2 = mint.nn.Linear(ff, d)

    def construct(self, x):
        b, s, d = x.shape
        q, k, v = mint.chunk(self.qkv(self.ln1(x)), 3, dim=-1)
        q = q.reshape(b, s, self.heads, self.dh).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, self.dh).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, self.heads, self.dh).transpose(0, 2, 1, 3)
        att = mint.softmax(mint.matmul(q, k.transpose(0, 1, 3, 2)) / self.dh ** 0.5, dim=-1)
        h = mint.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, d)
        x = x + self.proj(h)
        return x + self.ff2(mint.nn.functional.gelu(self.ff1(self.ln2(x))))


class Encoder(nn.Cell):
    def __init__(self, vocab=1000, d=64, layers=2, classes=3):
        super().__init__()
        self.emb = mint.nn.Embedding(vocab, d)
        self.blocks = nn.CellList([Block(d) for _ in range(layers)])
        self.head = mint.nn.Linear(d, classes)

    def construct(self, ids):
        x = self.emb(ids).astype(ms.float16)   # was: x = self.emb(ids).half()
        for blk in self.blocks:
            x = blk(x)
        return self.head(x.mean(1))


net = Encoder()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-4)
loss_fn = nn.CrossEntropyLoss()
def fwd(ids, y):
    return loss_fn(net(ids).astype(ms.float32), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, 1000, size=(8, 32)), ms.int32)
    y = ms.Tensor(rng.integers(0, 3, size=(8,)), ms.int32)
    loss, grads = grad_fn(ids, y)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)
