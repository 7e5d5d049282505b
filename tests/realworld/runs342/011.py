# Small CNN image classifier (port of a torchvision-style training script) trained with mindspore.train.Model.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(11)

class ShapesDataset:
    """Synthetic 16x16 images: class = which quadrant holds the bright square."""
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 4, n).astype(np.int32)
        self.x = rng.normal(0, 1.0, (n, 1, 16, 16)).astype(np.float32)
        for i, c in enumerate(self.y):
            r, q = (c // 2) * 8, (c % 2) * 8
            self.x[i, 0, r + 2:r + 6, q + 2:q + 6] += 0.6
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

train_ds = ds.GeneratorDataset(ShapesDataset(1024, 0), ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.GeneratorDataset(ShapesDataset(256, 1), ["image", "label"], shuffle=False).batch(64)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, 4)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val_ds, dataset_sink_mode=False))
