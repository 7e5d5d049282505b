"""Tiny self-attention encoder for padded token sequences (attention written by hand from the PyTorch reference)."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, D, H, L, B = 400, 64, 4, 20, 8


class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D)
        self.proj = nn.Dense(D, D)
        self.scale = 1.0 / math.sqrt(D // H)

    def construct(self, x, pad_mask):
        b, l, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(b, l, H, D // H).transpose(0, 2, 1, 3)
        k = k.reshape(b, l, H, D // H).transpose(0, 2, 1, 3)
        v = v.reshape(b, l, H, D // H).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale      # (b, h, l, l)
        scores = scores + (1.0 - pad_mask) * -1e9                          # mask padded keys
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, l, D)
        return self.proj(out)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.attn = SelfAttention()
        self.norm = nn.LayerNorm((D,))
        self.cls = nn.Dense(D, 2)

    def construct(self, ids, mask):
        x = self.emb(ids)
        x = self.norm(x + self.attn(x, mask))
        pooled = (x * mask.expand_dims(-1)).sum(1) / mask.sum(1, keepdims=True)
        return self.cls(pooled)


rng = np.random.default_rng(1)
lens = rng.integers(5, L + 1, size=256)
mask = (np.arange(L)[None] < lens[:, None]).astype(np.float32)
ids = (rng.integers(1, VOCAB, size=(256, L)) * mask).astype(np.int32)
labels = (lens > L // 2).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"ids": ids, "mask": mask, "label": labels}, shuffle=True).batch(B, drop_remainder=True)

net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)


def forward_fn(ids, mask, label):
    return loss_fn(net(ids, mask), label)


train_step = ms.value_and_grad(forward_fn, None, opt.parameters)
for epoch in range(2):
    for step, (x, m, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = train_step(x, m, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
