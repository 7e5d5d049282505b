"""ResNet-style CIFAR classifier, ported from a torch model to mindspore.mint (torch-like API)."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.short = None
        if stride != 1 or cin != cout:
            self.short = nn.SequentialCell(nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False), nn.BatchNorm2d(cout))

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        sc = x if self.short is None else self.short(x)
        return self.relu(out + sc)


class ResNetTiny(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False),
                                      nn.BatchNorm2d(16), nn.ReLU())
        self.layer1 = BasicBlock(16, 16)
        self.layer2 = BasicBlock(16, 32, stride=2)
        self.layer3 = BasicBlock(32, 64, stride=2)
        # torch: self.avgpool = nn.AdaptiveAvgPool2d((1, 1)); self.fc = nn.Linear(64, num_classes)
        self.avgpool = mint.nn.AdaptiveAvgPool2d((1, 1))
        self.fc = mint.nn.Linear(64, num_classes)

    def construct(self, x):
        x = self.layer3(self.layer2(self.layer1(self.stem(x))))
        x = self.avgpool(x)
        x = mint.flatten(x, 1)
        return self.fc(x)


rng = np.random.default_rng(0)
X = rng.standard_normal((256, 3, 32, 32)).astype(np.float32)
Y = rng.integers(0, 10, 256).astype(np.int32)

net = ResNetTiny()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
print(f"params: {sum(p.size for p in net.trainable_params())}")
net.set_train()
for epoch in range(2):
    for i in range(0, 256, 32):
        x, y = ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32])
        loss, grads = grad_fn(x, y)
        opt(grads)
        if (i // 32) % 4 == 0:
            print(f"epoch {epoch} step {i // 32} loss {loss.asnumpy():.4f}")
print("done")
