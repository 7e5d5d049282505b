# Port of a small HF-style Transformer encoder for sequence classification (synthetic token data).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, SEQ, HID = 200, 16, 32
rng = np.random.default_rng(0)
def make(n):
    ids = rng.integers(3, VOCAB, (n, SEQ)).astype(np.int32)
    y = (ids < 10).any(1).astype(np.int32)   # label: does the sequence contain a "keyword" token
    return ids, y
Xtr, Ytr = make(1600); Xte, Yte = make(400)
train_ds = ds.NumpySlicesDataset({"input_ids": Xtr, "labels": Ytr}, shuffle=True).batch(32, drop_remainder=True)

class TinyEncoderClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, HID)
        self.pos = nn.Embedding(SEQ, HID)
        self.layer = nn.TransformerEncoderLayer(HID, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.norm = nn.LayerNorm((HID,))
        self.head = nn.Dense(HID, 2)
        self.positions = ms.Tensor(np.arange(SEQ)[None, :], ms.int32)
    def construct(self, ids):
        h = self.tok(ids) + self.pos(self.positions)
        h = self.layer(h)
        return self.head(self.norm(h).mean(1))

net = TinyEncoderClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(4):
    tot, n = 0.0, 0
    for ids, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(ids, y)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
    acc = (net(ms.Tensor(Xte)).asnumpy().argmax(1) == Yte).mean()
    print(f"epoch {epoch} train loss {tot / n:.4f} eval acc {acc:.4f}")
