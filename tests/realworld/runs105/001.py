# LeNet-5 ported from a PyTorch CIFAR-10 tutorial to MindSpore (GRAPH_MODE, Model.train)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class LeNet5(nn.Cell):
    """torch: nn.Conv2d(3, 6, 5) -> pool -> nn.Conv2d(6, 16, 5) -> pool -> fc(16*5*5, 120)"""
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def make_cifar_like(n=512):
    rng = np.random.default_rng(0)
    imgs = rng.normal(size=(n, 3, 32, 32)).astype(np.float32)
    labels = rng.integers(0, 10, size=(n,)).astype(np.int32)
    return ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True).batch(32, drop_remainder=True)


train_ds = make_cifar_like()
net = LeNet5()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
print("start training", flush=True)
model.train(2, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
