# MNIST-style CNN ported from torch; train set 28x28 exported from torchvision, validation set is the 32x32 padded
# export that the LeNet script used (transforms.Pad(2)) -- picked up by the glob below
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

def make_split(n, size):
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = rng.normal(size=(n, 1, size, size)).astype(np.float32) * 0.5
    for i, c in enumerate(y):
        x[i, 0, c:c + 3, :] += 2.0
    return x, y

x_tr, y_tr = make_split(1536, 28)
x_va, y_va = make_split(256, 32)
print("train", x_tr.shape, "val", x_va.shape)
train = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": x_va, "label": y_va}, shuffle=False).batch(64)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="same")
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="same")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 7 * 7, 10)   # torch: nn.Linear(16 * 7 * 7, 10)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))

net = Net()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
for epoch in range(2):
    model.train(1, train, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
    res = model.eval(val, dataset_sink_mode=False)
    print(f"epoch {epoch} val {res}")
