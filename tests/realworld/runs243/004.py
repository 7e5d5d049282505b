# Small attention classifier ported from PyTorch; graph mode for speed
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class SelfAttentionClassifier(nn.Cell):
    def __init__(self, vocab=500, dim=32, num_classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, num_classes)
        self.scale = 1.0 / math.sqrt(dim)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids)
        q, k, v = ops.split(self.qkv(h), h.shape[-1], axis=-1)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        scores = ops.masked_fill(scores, (attention_mask == 0)[:, None, :], -1e9)
        try:
            attn = ops.softmax(scores, axis=-1, dtype=ms.float32)
        except TypeError:
            attn = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(attn, v)
        pooled = ctx.mean(axis=1)
        return self.out(pooled)

rng = np.random.default_rng(0)
ids = rng.integers(1, 500, size=(512, 24)).astype(np.int32)
lens = rng.integers(8, 25, size=512)
mask = (np.arange(24)[None, :] < lens[:, None]).astype(np.int32)
ids = ids * mask
labels = (ids[:, 0] % 3).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": ids, "attention_mask": mask, "labels": labels}, shuffle=True).batch(32)

net = SelfAttentionClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(i, m, y):
    return loss_fn(net(i, m), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(i, m, y):
    loss, grads = grad_fn(i, m, y)
    opt(grads)
    return loss

for epoch in range(2):
    for step, (i, m, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(i, m, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
