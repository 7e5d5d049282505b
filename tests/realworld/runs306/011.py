# Port of a PyTorch CIFAR-style CNN to MindSpore (torch Conv2d padding=0 -> pad_mode="valid").
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)
N_CLASSES = 10

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="valid", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="valid", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 6 * 6, 128), nn.ReLU(), nn.Dense(128, N_CLASSES))
    def construct(self, x):
        return self.classifier(self.features(x))

templates = np.random.default_rng(0).standard_normal((N_CLASSES, 3, 32, 32)).astype(np.float32)
def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, N_CLASSES, n).astype(np.int32)
    x = templates[y] + 1.0 * r.standard_normal((n, 3, 32, 32)).astype(np.float32)
    return x, y

xtr, ytr = make(2000, 1); xte, yte = make(500, 2)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(50, drop_remainder=True)
test = ds.NumpySlicesDataset({"image": xte, "label": yte}, shuffle=False).batch(100)

net = SmallCNN()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
for epoch in range(3):
    model.train(1, train, callbacks=[ms.LossMonitor(10), ms.TimeMonitor()], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} test: {model.eval(test, dataset_sink_mode=False)}")
