"""Tiny transformer encoder for review classification; self-attention written by hand
(port of a PyTorch tutorial). Padding positions are masked with -inf before softmax."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1)
VOCAB, D, HEADS, MAXLEN, PAD = 200, 32, 4, 12, 0


def load_reviews(n=320):
    rng = np.random.default_rng(3)
    ids = np.zeros((n, MAXLEN), np.int32)
    mask = np.zeros((n, MAXLEN), np.int32)
    labels = rng.integers(0, 2, n).astype(np.int32)
    for i in range(n):
        # some scraped reviews are empty after cleaning -> length 0
        length = 0 if rng.random() < 0.03 else int(rng.integers(3, MAXLEN + 1))
        ids[i, :length] = rng.integers(1, VOCAB, length)
        if length:
            ids[i, 0] = 10 + labels[i]
        mask[i, :length] = 1
    return {"input_ids": ids, "attention_mask": mask, "label": labels}


class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D)
        self.out = nn.Dense(D, D)
        self.dh = D // HEADS

    def construct(self, x, attention_mask):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(b, s, HEADS, self.dh).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, HEADS, self.dh).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, HEADS, self.dh).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / (self.dh ** 0.5)
        key_mask = attention_mask[:, None, None, :] == 0
        scores = ops.masked_fill(scores, key_mask, float("-inf"))
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, D)
        return self.out(ctx)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = nn.Embedding(MAXLEN, D)
        self.attn = SelfAttention()
        self.ln1 = nn.LayerNorm((D,))
        self.ff = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
        self.ln2 = nn.LayerNorm((D,))
        self.cls = nn.Dense(D, 2)

    def construct(self, ids, attention_mask):
        pos = ops.arange(ids.shape[1])
        h = self.tok(ids) + self.pos(pos)[None]
        h = self.ln1(h + self.attn(h, attention_mask))
        h = self.ln2(h + self.ff(h))
        m = attention_mask[:, :, None].astype(h.dtype)
        pooled = (h * m).sum(1) / m.sum(1)  # mean over real tokens
        return self.cls(pooled)


data = ds.NumpySlicesDataset(load_reviews(), shuffle=True).batch(16, drop_remainder=True)
net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(3):
    total, n = 0.0, 0
    for ids, mask, y in data.create_tuple_iterator():
        loss, grads = grad_fn(ids, mask, y)
        opt(grads)
        step += 1
        total += float(loss.asnumpy()); n += 1
        if step % 4 == 0:
            print(f"epoch {epoch+1} | step {step:4d} | loss {float(loss.asnumpy()):.4f} | lr 1.0e-03")
    print(f"==> epoch {epoch+1} mean loss {total / n:.4f}")
