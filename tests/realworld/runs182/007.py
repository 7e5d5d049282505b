"""Padded-sequence classifier with a hand-written LayerNorm ported from a TF/torch snippet
(normalise each token by its own std) and masked mean pooling."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(9)
VOCAB, D, L, B = 300, 32, 20, 32
PAD = 0


class MyLayerNorm(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.g = ms.Parameter(ops.ones(d, ms.float32), name="g")
        self.b = ms.Parameter(ops.zeros(d, ms.float32), name="b")

    def construct(self, x):
        mu = x.mean(-1, keep_dims=True)
        sigma = ops.sqrt(((x - mu) ** 2).mean(-1, keep_dims=True))
        return self.g * (x - mu) / sigma + self.b


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D, padding_idx=PAD)
        self.ln = MyLayerNorm(D)
        self.ff = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, D))
        self.ln2 = MyLayerNorm(D)
        self.out = nn.Dense(D, 2)

    def construct(self, ids):
        mask = (ids != PAD).astype(ms.float32)[..., None]
        h = self.ln(self.emb(ids))
        h = self.ln2(h + self.ff(h))
        pooled = (h * mask).sum(1) / mask.sum(1)
        return self.out(pooled)


rng = np.random.default_rng(9)
lengths = rng.integers(5, L + 1, 640)
ids = np.zeros((640, L), np.int32)
for i, n in enumerate(lengths):
    ids[i, :n] = rng.integers(1, VOCAB, n)
labels = ((ids % 7 == 0).sum(1) > 1).astype(np.int32)

net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
net.set_train()
for epoch in range(2):
    for step in range(640 // B):
        x = ms.Tensor(ids[step * B:(step + 1) * B]); y = ms.Tensor(labels[step * B:(step + 1) * B])
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:2d}/{640 // B} loss: {loss.asnumpy():.4f}")
acc = (net(ms.Tensor(ids)).argmax(1).asnumpy() == labels).mean()
print(f"final train accuracy: {acc:.4f}")
