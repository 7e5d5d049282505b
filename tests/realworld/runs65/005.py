# Multi-head self-attention encoder ported from PyTorch, trained in GRAPH_MODE for speed.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)

class SelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.h = heads
        self.d = hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)

    def construct(self, x, mask):
        b, t, c = x.shape
        q, k, v = ops.split(self.qkv(x), c, axis=-1)
        q = q.view(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        k = k.view(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        v = v.view(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.d)
        scores = scores.masked_fill(mask[:, None, None, :] == 0, -1e9)
        attn = scores.softmax(dim=-1)          # torch: scores.softmax(dim=-1)
        y = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, t, c)
        return self.out(y)

class Classifier(nn.Cell):
    def __init__(self, vocab=300, hidden=32, heads=4, labels=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, hidden)
        self.attn = SelfAttention(hidden, heads)
        self.head = nn.Dense(hidden, labels)

    def construct(self, ids, mask):
        h = self.emb(ids)
        h = h + self.attn(h, mask)
        m = mask.astype(h.dtype).unsqueeze(-1)
        return self.head((h * m).sum(1) / m.sum(1))

net = Classifier()

class NetWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()
    def construct(self, ids, mask, labels):
        return self.loss(self.net(ids, mask), labels)

train_step = nn.TrainOneStepCell(NetWithLoss(net), nn.Adam(net.trainable_params(), 1e-3))
train_step.set_train()

rng = np.random.default_rng(0)
for step in range(40):
    labels = rng.integers(0, 2, 16).astype(np.int32)
    ids = np.where(labels[:, None] == 1, rng.integers(1, 180, (16, 20)), rng.integers(120, 300, (16, 20)))
    lens = rng.integers(8, 21, 16)
    mask = (np.arange(20)[None, :] < lens[:, None]).astype(np.int32)
    loss = train_step(ms.Tensor(ids * mask, ms.int32), ms.Tensor(mask), ms.Tensor(labels))
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
