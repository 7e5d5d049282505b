"""Port of a HF-style text classifier (self-attention encoder) to MindSpore graph mode with a custom train step."""
import math
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(5)

VOCAB, HIDDEN, HEADS, SEQ, CLASSES = 500, 64, 4, 24, 3


class SelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads, self.head_dim = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def construct(self, x, mask):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), HIDDEN, axis=-1)
        q = q.reshape(b, s, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        try:
            ctx = ops.flash_attention_score(q, k, v, self.heads, input_layout="BNSD", scalar_value=self.scale)
        except RuntimeError:
            scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
            scores = scores + (1.0 - mask[:, None, None, :]) * -1e4
            ctx = ops.matmul(ops.softmax(scores, -1), v)
        ctx = ctx.transpose(0, 2, 1, 3).reshape(b, s, -1)
        return self.out(ctx)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = SelfAttention(HIDDEN, HEADS)
        self.ln1 = nn.LayerNorm((HIDDEN,))
        self.ln2 = nn.LayerNorm((HIDDEN,))
        self.mlp = nn.SequentialCell(nn.Dense(HIDDEN, 4 * HIDDEN), nn.GELU(), nn.Dense(4 * HIDDEN, HIDDEN))

    def construct(self, x, mask):
        x = x + self.attn(self.ln1(x), mask)
        return x + self.mlp(self.ln2(x))


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HIDDEN)
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.head = nn.Dense(HIDDEN, CLASSES)

    def construct(self, ids, mask):
        h = self.emb(ids)
        for blk in self.blocks:
            h = blk(h, mask)
        pooled = (h * mask[:, :, None]).sum(1) / mask.sum(1, keepdims=True)
        return self.head(pooled)


class TrainStep(nn.Cell):
    def __init__(self, net, optimizer, max_norm=1.0):
        super().__init__()
        self.net, self.optimizer, self.max_norm = net, optimizer, max_norm
        self.loss_fn = nn.CrossEntropyLoss()
        self.weights = optimizer.parameters
        self.grad = ops.GradOperation(get_by_list=True)

    def forward(self, ids, mask, labels):
        return self.loss_fn(self.net(ids, mask), labels)

    def construct(self, ids, mask, labels):
        loss = self.forward(ids, mask, labels)
        grads = self.grad(self.forward, self.weights)(ids, mask, labels)
        grads = ops.clip_by_global_norm(grads, self.max_norm)
        self.optimizer(grads)
        return loss


rng = np.random.default_rng(5)
n = 1024
ids = rng.integers(1, VOCAB, (n, SEQ)).astype(np.int32)
lengths = rng.integers(8, SEQ + 1, n)
mask = (np.arange(SEQ)[None, :] < lengths[:, None]).astype(np.float32)
ids = ids * mask.astype(np.int32)
labels = (ids[:, 0] % CLASSES).astype(np.int32)
loader = ds.NumpySlicesDataset({"input_ids": ids, "attention_mask": mask, "labels": labels}, shuffle=True).batch(32)

net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)
step = TrainStep(net, opt)
step.set_train()
print(f"params: {sum(p.size for p in net.trainable_params())}")
for epoch in range(3):
    for i, (x, m, y) in enumerate(loader.create_tuple_iterator()):
        loss = step(x, m, y)
        if i % 10 == 0:
            print(f"epoch {epoch} step {i} loss {float(loss.asnumpy()):.4f}")
