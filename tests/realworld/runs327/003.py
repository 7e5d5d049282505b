"""LeNet-style CNN ported from a PyTorch tutorial (torch.nn.Conv2d -> mindspore.nn.Conv2d)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_seed(0)


class Net(nn.Cell):
    # torch: nn.Conv2d(1, 16, 3) -> 26x26, pool -> 13x13; nn.Conv2d(16, 32, 3) -> 11x11, pool -> 5x5
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, has_bias=True)
        self.conv2 = nn.Conv2d(16, 32, 3, has_bias=True)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(32 * 5 * 5, 128)
        self.fc2 = nn.Dense(128, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        return self.fc2(x)


def synthetic_mnist(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 10, n).astype(np.int32)
    imgs = rng.random((n, 1, 28, 28), dtype=np.float32) * 0.3
    for i, c in enumerate(labels):
        imgs[i, 0, 2 + 2 * c: 6 + 2 * c, 4:24] += 0.7  # class-dependent bar
    return imgs, labels


imgs, labels = synthetic_mnist(2048)
dataset = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True)
dataset = dataset.batch(64, drop_remainder=True)
print(f"train batches: {dataset.get_dataset_size()}")

net = Net()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

net.set_train()
for epoch in range(3):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        (loss, _), grads = grad_fn(x, y)
        optimizer(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
