# LeNet-style classifier ported layer by layer from torch:
#   nn.Conv2d(1, 6, 5) -> nn.MaxPool2d(2) -> nn.Conv2d(6, 16, 5) -> nn.MaxPool2d(2) -> nn.Linear(16*4*4, 120) ...
# Quick debug run on random 28x28 inputs before plugging in the real data.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(28)

class LeNet(nn.Cell):
    def __init__(self, n_cls=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, n_cls)
    def construct(self, x):
        x = self.pool(ops.relu(self.conv1(x)))
        x = self.pool(ops.relu(self.conv2(x)))
        x = x.reshape(x.shape[0], -1)
        return self.fc3(ops.relu(self.fc2(ops.relu(self.fc1(x)))))

net = LeNet()
print(net)
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()
rng = np.random.default_rng(28)
for step in range(5):
    x = ms.Tensor(rng.normal(size=(32, 1, 28, 28)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, size=32).astype(np.int32))
    print(f"step {step} loss {train(x, y).asnumpy():.4f}")
