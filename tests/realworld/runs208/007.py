"""Port of a PyTorch training script that used a hand-written soft-target cross entropy (for mixup/label smoothing)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(7)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
NCLS = 6


class SoftTargetCrossEntropy(nn.Cell):
    """timm.loss.SoftTargetCrossEntropy: sum(-target * log_softmax(x))"""
    def construct(self, logits, target):
        probs = ops.softmax(logits, axis=-1)
        loss = ops.sum(-target * ops.log(probs), dim=-1)
        return loss.mean()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(16, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, NCLS))

    def construct(self, x):
        return self.body(x)


class WithLoss(nn.Cell):
    def __init__(self, net, loss):
        super().__init__(auto_prefix=False)
        self.net, self.loss = net, loss

    def construct(self, x, t):
        return self.loss(self.net(x), t)


rng = np.random.default_rng(0)
centers = rng.normal(0, 150, (NCLS, 16))      # raw sensor readings
y = rng.integers(0, NCLS, 6000)
x = (centers[y] + rng.normal(0, 40, (6000, 16))).astype(np.float32)
onehot = np.eye(NCLS, dtype=np.float32)[y]           # label_smoothing=0.0 in the original config

dataset = ds.NumpySlicesDataset((x, onehot, y.astype(np.int32)), column_names=["x", "target", "label"], shuffle=True)
dataset = dataset.batch(64, drop_remainder=True)
net = Net()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
step_fn = nn.TrainOneStepCell(WithLoss(net, SoftTargetCrossEntropy()), opt)
step_fn.set_train()
global_step = 0
for epoch in range(6):
    correct, seen = 0, 0
    for xb, tb, yb in dataset.create_tuple_iterator():
        loss = step_fn(xb, tb)
        global_step += 1
        if global_step % 20 == 0:
            print(f"epoch {epoch} step {global_step} loss {float(loss.asnumpy()):.6f}")
    net.set_train(False)
    pred = net(ms.Tensor(x[:1000])).argmax(1).asnumpy()
    net.set_train(True)
    print(f"epoch {epoch} done, train-subset acc {(pred == y[:1000]).mean():.4f}")
