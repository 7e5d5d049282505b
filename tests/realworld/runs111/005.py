# Imbalanced 3-class problem: a class-weighted cross-entropy loss Cell (weights kept in a dict keyed
# by class id, as in the torch version of this script), TrainOneStepCell in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

CLASS_WEIGHTS = {0: 0.4, 1: 1.5, 2: 3.0}   # inverse class frequency

class WeightedCELoss(nn.Cell):
    def __init__(self, class_weights):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(reduction="none")
        self.class_weights = class_weights

    def construct(self, logits, label):
        per_sample = self.ce(logits, label)
        w = ops.stack([ms.Tensor(self.class_weights[int(c)], ms.float32) for c in label])
        return (per_sample * w).sum() / w.sum()

rng = np.random.default_rng(1)
Y = rng.choice(3, size=1500, p=[0.7, 0.2, 0.1]).astype(np.int32)
X = (rng.normal(size=(1500, 16)) + Y[:, None] * 0.8).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(50, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.BatchNorm1d(32), nn.ReLU(), nn.Dense(32, 3))
loss_net = nn.WithLossCell(net, WeightedCELoss(CLASS_WEIGHTS))
train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
train_net.set_train()

for epoch in range(3):
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        losses.append(train_net(x, y).asnumpy())
    print(f"epoch {epoch}: mean loss {np.mean(losses):.4f}")
