# torchvision ResNet block ported 1:1 to mindspore.mint.nn (BatchNorm2d, AdaptiveAvgPool2d), CPU smoke test
import numpy as np
import mindspore as ms
from mindspore import nn, mint
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
class BasicBlock(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.conv1 = mint.nn.Conv2d(c, c, 3, padding=1, bias=False); self.bn1 = mint.nn.BatchNorm2d(c)
        self.conv2 = mint.nn.Conv2d(c, c, 3, padding=1, bias=False); self.bn2 = mint.nn.BatchNorm2d(c)
        self.relu = mint.nn.ReLU()
    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        return self.relu(self.bn2(self.conv2(out)) + x)
class TinyResNet(nn.Cell):
    def __init__(self, n_cls=10):
        super().__init__()
        self.stem = mint.nn.Conv2d(3, 16, 3, padding=1, bias=False); self.bn = mint.nn.BatchNorm2d(16)
        self.layer1 = BasicBlock(16); self.pool = mint.nn.AdaptiveAvgPool2d((1, 1)); self.fc = mint.nn.Linear(16, n_cls)
    def construct(self, x):
        x = mint.nn.functional.relu(self.bn(self.stem(x)))
        x = self.pool(self.layer1(x))
        return self.fc(mint.flatten(x, 1))
net = TinyResNet(); net.set_train()
opt = mint.optim.SGD(net.trainable_params(), lr=0.1, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(3):
    x = ms.Tensor(np.random.randn(8, 3, 32, 32).astype(np.float32)); y = ms.Tensor(np.random.randint(0, 10, (8,)), ms.int32)
    loss, g = gf(x, y); opt(g); print("step", step, "loss", loss)
