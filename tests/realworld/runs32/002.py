# Small image classifier ported from torch: nn.Conv2d(3, 16, 3) / nn.Conv2d(16, 32, 3), no padding,
# then Linear(32*6*6, 10). MindSpore nn.Conv2d arguments copied 1:1.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3)
        self.conv2 = nn.Conv2d(16, 32, 3)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        # 32x32 -> conv 30 -> pool 15 -> conv 13 -> pool 6
        self.fc = nn.Dense(32 * 6 * 6, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_step.set_train()
x = Tensor(np.random.rand(8, 3, 32, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 10, (8,)).astype(np.int32))
for step in range(3):
    loss = train_step(x, y)
    print(f"step {step} loss {loss.asnumpy():.4f}")
