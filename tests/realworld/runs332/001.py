"""Port of a small PyTorch CIFAR-style CNN to MindSpore (Model.train, graph mode)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)


class SmallCNN(nn.Cell):
    # torch original:
    #   self.conv1 = nn.Conv2d(3, 16, 3); self.conv2 = nn.Conv2d(16, 32, 3)
    #   self.fc1 = nn.Linear(32 * 6 * 6, 128)   # 32x32 -> 30 -> 15 -> 13 -> 6
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3)
        self.conv2 = nn.Conv2d(16, 32, 3)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(32 * 6 * 6, 128)
        self.fc2 = nn.Dense(128, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        return self.fc2(x)


def make_dataset(n=512, batch_size=32):
    rng = np.random.default_rng(0)
    images = rng.standard_normal((n, 3, 32, 32)).astype(np.float32)
    labels = rng.integers(0, 10, size=(n,)).astype(np.int32)
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
    return data.batch(batch_size, drop_remainder=True)


train_ds = make_dataset()
print(f"train batches: {train_ds.get_dataset_size()}")
net = SmallCNN()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy()})
model.train(2, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print(model.eval(make_dataset(128), dataset_sink_mode=False))
