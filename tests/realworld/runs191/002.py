"""Port of a HF-style BERT self-attention block; padding mask built the PyTorch way with -inf."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)

VOCAB, SEQ, HID, HEADS, NCLS = 300, 12, 32, 4, 2

class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = mint.nn.Linear(HID, HID)
        self.k = mint.nn.Linear(HID, HID)
        self.v = mint.nn.Linear(HID, HID)
        self.o = mint.nn.Linear(HID, HID)
        self.hd = HID // HEADS

    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, HEADS, self.hd).transpose(0, 2, 1, 3)

    def construct(self, x, mask):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        scores = mint.matmul(q, k.transpose(0, 1, 3, 2)) / (self.hd ** 0.5)
        # mask: (b, s) 1 = token, 0 = pad  ->  pairwise mask like torch's expanded 4D mask
        pair = mask[:, None, :, None] * mask[:, None, None, :]
        scores = mint.masked_fill(scores, pair == 0, float("-inf"))
        probs = mint.softmax(scores, dim=-1)
        ctx = mint.matmul(probs, v).transpose(0, 2, 1, 3).reshape(x.shape)
        return self.o(ctx)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = mint.nn.Embedding(VOCAB, HID)
        self.pos = mint.nn.Embedding(SEQ, HID)
        self.attn = SelfAttention()
        self.ln1 = mint.nn.LayerNorm(HID)
        self.ff = nn.SequentialCell(mint.nn.Linear(HID, 64), mint.nn.GELU(), mint.nn.Linear(64, HID))
        self.ln2 = mint.nn.LayerNorm(HID)
        self.cls = mint.nn.Linear(HID, NCLS)

    def construct(self, ids, mask):
        pos = mint.arange(SEQ).reshape(1, SEQ)
        h = self.emb(ids) + self.pos(pos)
        h = self.ln1(h + self.attn(h, mask))
        h = self.ln2(h + self.ff(h))
        m = mask.astype(h.dtype)[..., None]
        pooled = (h * m).sum(axis=1) / m.sum(axis=1)
        return self.cls(pooled)

def batches(n_steps, bs=16):
    for _ in range(n_steps):
        lens = np.random.randint(4, SEQ + 1, size=bs)
        ids = np.random.randint(1, VOCAB, size=(bs, SEQ)).astype(np.int32)
        mask = (np.arange(SEQ)[None, :] < lens[:, None]).astype(np.int32)
        ids = ids * mask
        y = (ids[:, 0] % 2).astype(np.int32)
        yield Tensor(ids), Tensor(mask), Tensor(y)

net = Encoder()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)

def forward(ids, mask, y):
    logits = net(ids, mask)
    return mint.nn.functional.cross_entropy(logits, y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

net.set_train()
for step, (ids, mask, y) in enumerate(batches(30), 1):
    loss, grads = grad_fn(ids, mask, y)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} | loss {loss.asnumpy():.4f} | lr 3.0e-04")
print("training finished")
