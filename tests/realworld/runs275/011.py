# Port of a small PyTorch CNN classifier (synthetic 16x16 images), trained with mindspore.train.Model.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n).astype(np.int32)
    x = rng.standard_normal((n, 1, 16, 16)).astype(np.float32) * 0.5
    for i, c in enumerate(y):
        r, col = divmod(int(c), 2)
        x[i, 0, r * 8:(r + 1) * 8, col * 8:(col + 1) * 8] += 1.0
    return x, y


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 32), nn.ReLU(), nn.Dense(32, 4))

    def construct(self, x):
        return self.classifier(self.features(x))


xt, yt = make_data(1024, 0)
xv, yv = make_data(256, 1)
train = ds.NumpySlicesDataset({"image": xt, "label": yt}, shuffle=True).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xv, "label": yv}, shuffle=False).batch(64)
net = SmallCNN()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, weight_decay=1e-4)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc", "loss"})
for epoch in range(4):
    model.train(1, train, callbacks=[ms.LossMonitor(16)])
    print(f"epoch {epoch} eval: {model.eval(val)}")
