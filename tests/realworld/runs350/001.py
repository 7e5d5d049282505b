# Port of a small PyTorch CNN classifier (torch: nn.Conv2d(1,8,3) -> ReLU -> MaxPool2d(2) -> ... -> Linear(16*5*5, 10))
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        # torch: nn.Conv2d(1, 8, kernel_size=3), nn.Conv2d(8, 16, kernel_size=3)
        self.conv1 = nn.Conv2d(1, 8, kernel_size=3, has_bias=True)
        self.conv2 = nn.Conv2d(8, 16, kernel_size=3, has_bias=True)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        # 28 -> conv 26 -> pool 13 -> conv 11 -> pool 5
        self.fc1 = nn.Dense(16 * 5 * 5, 64)
        self.fc2 = nn.Dense(64, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        return self.fc2(x)


def make_data(n=512):
    x = np.random.rand(n, 1, 28, 28).astype(np.float32)
    y = np.random.randint(0, 10, size=(n,)).astype(np.int32)
    return x, y


net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

x_all, y_all = make_data()
batch_size = 32
print(f"train samples: {len(x_all)}, batch size: {batch_size}")
net.set_train(True)
for epoch in range(2):
    for step in range(len(x_all) // batch_size):
        xb = Tensor(x_all[step * batch_size:(step + 1) * batch_size])
        yb = Tensor(y_all[step * batch_size:(step + 1) * batch_size])
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
print("done")
