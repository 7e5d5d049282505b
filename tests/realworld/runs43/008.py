# Mistake: torch nn.MaxPool2d(2) (stride defaults to kernel_size) copied as mindspore
# nn.MaxPool2d(2), whose stride defaults to 1; feature maps stay 31x31/29x29 instead of
# 16x16/8x8 and the flattened features no longer match the classifier sized for 32*8*8.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.pool = nn.MaxPool2d(2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 8 * 8, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))

net = SmallCNN()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
train = nn.TrainOneStepCell(loss_net, nn.Momentum(net.trainable_params(), 0.01, 0.9))
x = ms.Tensor(np.random.randn(4, 3, 32, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 10, (4,)).astype(np.int32))
for step in range(3):
    print("step", step, "loss", train(x, y))
