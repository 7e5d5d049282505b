"""Digit-like image classification with a GeneratorDataset pipeline (map + TypeCast), Model.train with
accuracy evaluation, then checkpoint save and strict reload for inference."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(5)

class SyntheticDigits:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 4, size=n)
        self.x = r.integers(0, 60, size=(n, 1, 12, 12)).astype(np.uint8)
        for i, c in enumerate(self.y):
            self.x[i, 0, c * 3:c * 3 + 3, :] += 150
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

def build(n, seed, shuffle):
    d = ds.GeneratorDataset(SyntheticDigits(n, seed), column_names=["image", "label"], shuffle=shuffle)
    d = d.map(operations=[T.TypeCast(ms.float32)], input_columns="image")
    d = d.map(operations=lambda im: im / 255.0, input_columns="image")
    d = d.map(operations=T.TypeCast(ms.int32), input_columns="label")
    return d.batch(32, drop_remainder=True)

class LeNetTiny(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 8, 3, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(8 * 5 * 5, 4)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.fc(self.flat(self.pool(self.relu(self.conv(x)))))

net = LeNetTiny()
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"acc": Accuracy()})
model.train(3, build(640, 0, True), callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print("eval:", model.eval(build(256, 1, False), dataset_sink_mode=False))
ms.save_checkpoint(net, "lenet_tiny.ckpt")

net2 = LeNetTiny()
not_loaded, unused = ms.load_param_into_net(net2, ms.load_checkpoint("lenet_tiny.ckpt"), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
print("reloaded eval:", Model(net2, nn.CrossEntropyLoss(), metrics={"acc": Accuracy()}).eval(build(256, 1, False), dataset_sink_mode=False))
