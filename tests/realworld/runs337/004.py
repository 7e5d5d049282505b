"""MindSpore port of the PyTorch LeNet-style CIFAR baseline (torch.nn -> mindspore.nn, same hyper-parameters)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(1)


class LeNet(nn.Cell):
    # torch: Conv2d(3, 6, 5) -> MaxPool2d(2) -> Conv2d(6, 16, 5) -> MaxPool2d(2) -> Linear(16*5*5, 120) ...
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5, has_bias=True)
        self.conv2 = nn.Conv2d(6, 16, 5, has_bias=True)
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


def synthetic_cifar(n=1024):
    rng = np.random.default_rng(0)
    for i in range(n):
        img = rng.integers(0, 256, size=(32, 32, 3), dtype=np.uint8)
        yield img, np.int32(rng.integers(0, 10))


import mindspore.dataset.vision as vision
train_ds = ds.GeneratorDataset(synthetic_cifar, column_names=["image", "label"], shuffle=True)
train_ds = train_ds.map([vision.Rescale(1.0 / 255.0, 0.0),
                         vision.Normalize(mean=[0.5, 0.5, 0.5], std=[0.5, 0.5, 0.5]),
                         vision.HWC2CHW()], input_columns="image")
train_ds = train_ds.map(T.TypeCast(ms.int32), input_columns="label")
train_ds = train_ds.batch(64, drop_remainder=True)
print("steps per epoch:", train_ds.get_dataset_size())

net = LeNet()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


for epoch in range(2):
    net.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        if epoch == 0 and step == 0:
            print("input batch:", x.shape, x.dtype, y.shape, y.dtype)
        loss = train_step(x, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
