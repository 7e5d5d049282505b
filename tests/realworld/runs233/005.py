"""Text classifier ported from a Hugging Face pooling head; trained in GRAPH_MODE for speed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class MaskedMeanPooler(nn.Cell):
    """Mean over valid tokens (port of sentence-transformers mean pooling)."""
    def construct(self, hidden, mask):
        try:
            m = mask.astype(hidden.dtype).expand_dims(-1)
        except AttributeError:
            m = ops.ones_like(hidden[..., :1])
        summed = (hidden * m).sum(axis=1)
        counts = mint.clamp(m.sum(axis=1), min=1e-9)
        return summed / counts


class Classifier(nn.Cell):
    def __init__(self, vocab=500, d=32, n_cls=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.enc = nn.SequentialCell(nn.Dense(d, d), nn.Tanh())
        self.pool = MaskedMeanPooler()
        self.out = nn.Dense(d, n_cls)

    def construct(self, ids, mask):
        return self.out(self.pool(self.enc(self.emb(ids)), mask))


def gen():
    rng = np.random.default_rng(0)
    for _ in range(512):
        n = rng.integers(4, 24)
        ids = np.zeros(24, np.int32); mask = np.zeros(24, np.int32)
        ids[:n] = rng.integers(1, 500, n); mask[:n] = 1
        yield ids, mask, np.int32(ids[0] % 4)


train_ds = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "label"], shuffle=True).batch(32, drop_remainder=True)
net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(ids, mask, y):
    loss, grads = grad_fn(ids, mask, y)
    opt(grads)
    return loss

for epoch in range(3):
    for step, (ids, mask, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(ids, mask, y)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
