"""LeNet-style CNN ported from a PyTorch MNIST example (nn.Conv2d for CPU), trained on synthetic 32x32 images."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

class LeNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = mint.flatten(x, 1)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        img = rng.standard_normal((1, 32, 32)).astype(np.float32)
        yield img, np.int32(rng.integers(0, 10))

dataset = ds.GeneratorDataset(gen, column_names=["image", "label"], shuffle=True).batch(32)
net = LeNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
