# Port of a PyTorch MNIST-style CNN to MindSpore, trained with mindspore.train.Model in GRAPH_MODE (synthetic digits)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
r = np.random.default_rng(0)
C = 10
protos = r.normal(size=(C, 1, 16, 16)).astype(np.float32)
def make(n):
    y = r.integers(0, C, n).astype(np.int32)
    x = (protos[y] + 0.8 * r.normal(size=(n, 1, 16, 16))).astype(np.float32)
    return x, y
xtr, ytr = make(2000); xva, yva = make(500)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(100)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(32 * 4 * 4, 64)
        self.fc2 = nn.Dense(64, C)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc2(self.relu(self.fc1(self.flatten(x))))

net = Net()
loss = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
    print(f"epoch {epoch+1} eval: {model.eval(val, dataset_sink_mode=False)}")
