"""Multiple-instance classifier: each bag holds up to 8 instance feature vectors, padded with all-zero rows.
The torch forward skipped padded instances with a list comprehension; kept as-is under GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(6)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
MAXI, FEAT = 8, 16

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(FEAT, 32), nn.ReLU())
        self.attn = nn.Dense(32, 1)
        self.head = nn.Dense(32, 2)

    def construct(self, bags):
        outs = []
        for bag in bags:                                        # bag: (MAXI, FEAT)
            inst = ops.stack([row for row in bag if row.abs().sum() > 0])   # drop padding rows
            h = self.encoder(inst)
            w = ops.softmax(self.attn(h), axis=0)
            outs.append((w * h).sum(0))
        return self.head(ops.stack(outs))

rng = np.random.default_rng(6)
def make(n):
    x = np.zeros((n, MAXI, FEAT), np.float32); y = rng.integers(0, 2, n).astype(np.int32)
    for i in range(n):
        k = rng.integers(2, MAXI + 1)
        x[i, :k] = rng.standard_normal((k, FEAT)) + y[i] * 0.8
    return x, y
x, y = make(256)
train = ds.NumpySlicesDataset({"bags": x, "label": y}, shuffle=True).batch(16, drop_remainder=True)

net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
for epoch in range(3):
    for step, b in enumerate(train.create_dict_iterator()):
        loss = train_net(b["bags"], b["label"])
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
