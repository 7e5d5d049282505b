"""LeNet-style CNN ported from a PyTorch CIFAR tutorial to MindSpore."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)


class Net(nn.Cell):
    # torch: conv1 = nn.Conv2d(3, 6, 5); conv2 = nn.Conv2d(6, 16, 5); fc1 = nn.Linear(16 * 5 * 5, 120)
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(2, 2)
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


def make_data(n=512):
    x = np.random.rand(n, 3, 32, 32).astype(np.float32)
    y = np.random.randint(0, 10, n).astype(np.int32)
    return x, y


x, y = make_data()
dataset = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = Net()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)


def forward_fn(data, label):
    logits = net(data)
    return loss_fn(logits, label), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

print(f"train samples: {x.shape[0]}, batches per epoch: {dataset.get_dataset_size()}")
for epoch in range(2):
    net.set_train()
    for step, (data, label) in enumerate(dataset.create_tuple_iterator()):
        (loss, _), grads = grad_fn(data, label)
        optimizer(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
