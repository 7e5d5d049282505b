"""Contrastive sentence embeddings (InfoNCE) with mean pooling + L2 normalisation, padded batches."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(21)
VOCAB, D, L, B = 300, 32, 16, 32


def l2_normalize(x):
    # x / ||x||, written out as in the original numpy code
    return x / ops.sqrt((x * x).sum(axis=-1, keepdims=True))


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D, padding_idx=0)
        self.proj = nn.Dense(D, D)

    def construct(self, ids):
        mask = (ids > 0).astype(ms.float32).expand_dims(-1)
        pooled = (self.emb(ids) * mask).sum(axis=1) / ops.maximum(mask.sum(axis=1), 1.0)
        return self.proj(l2_normalize(pooled))


def make_pairs(n, seed):
    rng = np.random.default_rng(seed)
    lens = rng.integers(0, L, size=n)          # some sentences are empty after cleaning
    a = rng.integers(1, VOCAB, size=(n, L)) * (np.arange(L)[None] < lens[:, None])
    b = np.where(rng.random((n, L)) < 0.8, a, 0)   # positive view: token dropout
    return a.astype(np.int32), b.astype(np.int32)


anchors, positives = make_pairs(1024, 0)
train_ds = ds.NumpySlicesDataset({"a": anchors, "p": positives}, shuffle=True).batch(B, drop_remainder=True)

net = Encoder()
ce = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
temperature = 0.05


def forward_fn(a, p):
    za, zp = l2_normalize(net(a)), l2_normalize(net(p))
    logits = ops.matmul(za, zp.T) / temperature
    return ce(logits, ops.arange(a.shape[0], dtype=ms.int32))


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)


@ms.jit
def train_step(a, p):
    loss, grads = grad_fn(a, p)
    opt(grads)
    return loss


for epoch in range(3):
    for step, (a, p) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(a, p)
        if step % 8 == 0:
            print(f"[epoch {epoch + 1}/3] step {step:3d}/{train_ds.get_dataset_size()}  infonce_loss={loss.asnumpy():.4f}")
