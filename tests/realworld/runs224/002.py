# Port of a PyTorch CNN (x.view(x.size(0), -1) -> nn.Flatten) for 32x32 RGB images.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        yield rng.standard_normal((3, 32, 32)).astype(np.float32), np.int32(rng.integers(0, 10))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(32 * 5 * 5, 128)   # copied from the LeNet tutorial
        self.fc2 = nn.Dense(128, 10)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc2(self.relu(self.fc1(x)))

dataset = ds.GeneratorDataset(gen, ["image", "label"], shuffle=True).batch(32)
net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
