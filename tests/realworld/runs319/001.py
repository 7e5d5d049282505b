# LeNet-5 port from a PyTorch MNIST example (torch.nn.Conv2d -> mindspore.nn.Conv2d)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def make_data(n=512):
    rng = np.random.default_rng(0)
    y = rng.integers(0, 10, n).astype(np.int32)
    x = rng.normal(0, 0.3, (n, 1, 28, 28)).astype(np.float32)
    for i in range(n):
        r = (y[i] * 2) + 4
        x[i, 0, r:r + 3, 4:24] += 1.0
    return x, y

class LeNet5(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        # torch: nn.Conv2d(1, 6, 5); nn.Conv2d(6, 16, 5)
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        # torch: nn.Linear(16 * 4 * 4, 120)
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

x, y = make_data()
dataset = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)
net = LeNet5()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def forward(img, lbl):
    return loss_fn(net(img), lbl)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
print(f"train samples: {len(x)}, steps/epoch: {dataset.get_dataset_size()}")
for epoch in range(3):
    for step, (img, lbl) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(img, lbl)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
