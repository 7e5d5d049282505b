# LeNet-style CNN on 28x28 synthetic digit-like images, trained with mindspore.train.Model (graph mode)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class LeNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 6, 5, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(6, 16, 5, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 120), nn.ReLU(),
                                      nn.Dense(120, 84), nn.ReLU(), nn.Dense(84, num_classes))
    def construct(self, x):
        return self.head(self.features(x))

rng = np.random.default_rng(0)
templates = (rng.random((10, 1, 28, 28)) > 0.5).astype(np.float32) - 0.5
def make(n):
    y = rng.integers(0, 10, n).astype(np.int32)
    x = (templates[y] + 0.3 * rng.normal(size=(n, 1, 28, 28))).astype(np.float32)
    return x, y
tx, ty = make(2048); vx, vy = make(512)
train_ds = ds.NumpySlicesDataset({"image": tx, "label": ty}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": vx, "label": vy}, shuffle=False).batch(64)

net = LeNet()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
for epoch in range(3):
    model.train(1, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
    print(f"epoch {epoch} eval: {model.eval(val_ds, dataset_sink_mode=False)}")
