# Port of a PyTorch LeNet-5 MNIST example to MindSpore 2.x
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

def make_data(n=512):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, 1, 28, 28)).astype(np.float32)
    y = rng.integers(0, 10, size=(n,)).astype(np.int32)
    return x, y

class LeNet5(nn.Cell):
    # torch: Conv2d(1, 6, 5) -> ReLU -> MaxPool2d(2) -> Conv2d(6, 16, 5) -> ReLU -> MaxPool2d(2) -> Linear(16*4*4, 120)
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = x.view(x.shape[0], -1)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

x, y = make_data()
dataset = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32)
net = LeNet5()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward_fn(data, label):
    logits = net(data)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(data, label):
    (loss, _), grads = grad_fn(data, label)
    optimizer(grads)
    return loss

print(f"train samples: {len(x)}, batches per epoch: {dataset.get_dataset_size()}")
for epoch in range(2):
    net.set_train()
    for step, (data, label) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(data, label)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
