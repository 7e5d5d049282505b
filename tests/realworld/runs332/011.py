"""MindSpore port of a small PyTorch CNN (Model.train, graph mode) on generated shape images."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(11)


def make_images(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, n).astype(np.int32)
    x = 0.3 * r.standard_normal((n, 1, 28, 28)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0: x[i, 0, 4:24, 12:16] += 1.0        # vertical bar
        elif c == 1: x[i, 0, 12:16, 4:24] += 1.0      # horizontal bar
        elif c == 2: x[i, 0, 6:22, 6:22] += 0.6       # square
        else: np.fill_diagonal(x[i, 0], x[i, 0].diagonal() + 1.0)
    return x, y


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 7 * 7, 64), nn.ReLU(), nn.Dense(64, 4))

    def construct(self, x):
        return self.classifier(self.features(x))


x_tr, y_tr = make_images(3000, 0)
x_te, y_te = make_images(600, 1)
train_ds = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True).batch(64, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"image": x_te, "label": y_te}, shuffle=False).batch(100)

net = Net()
steps = train_ds.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 1e-2, steps * 3, steps, 3)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(test_ds, dataset_sink_mode=False))
ms.save_checkpoint(net, "shapes_cnn.ckpt")
print("saved shapes_cnn.ckpt")
