"""Small CNN on synthetic 'shapes' images, trained with mindspore.train.Model."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.3, (n, 1, 16, 16)).astype(np.float32)
    y = rng.integers(0, 2, n).astype(np.int32)
    # class 1 has a bright square in the top-left corner
    x[y == 1, :, 2:7, 2:7] += 1.5
    return x, y


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=2):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        ])
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


xtr, ytr = make_data(512, 1)
xva, yva = make_data(128, 2)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(32)

net = SmallCNN()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})

print(f"train steps per epoch: {train_ds.get_dataset_size()}")
model.train(4, train_ds, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print(f"validation: {res}")
