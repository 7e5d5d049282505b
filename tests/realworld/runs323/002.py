# LeNet-style CNN ported from PyTorch (nn.Conv2d(1, 6, 5) / nn.Conv2d(6, 16, 5), no padding).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class LeNet5(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
        self.relu = nn.ReLU()
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        yield rng.random((1, 28, 28), dtype=np.float32), np.int32(rng.integers(0, 10))

dataset = ds.GeneratorDataset(gen, ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
net = LeNet5()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
def fwd(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss
print("num batches:", dataset.get_dataset_size())
for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
