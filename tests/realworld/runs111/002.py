# ResNet-style basic block ported from a PyTorch script: torch.nn.BatchNorm2d -> mindspore.mint.nn.BatchNorm2d
# (the "torch-like" API), trained with a functional value_and_grad loop on CPU.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = mint.nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = mint.nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.SequentialCell(nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False),
                                          mint.nn.BatchNorm2d(cout))

    def construct(self, x):
        idt = x if self.down is None else self.down(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + idt)

class TinyResNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.layer1 = BasicBlock(16, 16)
        self.layer2 = BasicBlock(16, 32, stride=2)
        self.pool = ops.AdaptiveAvgPool2D(1)
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        x = self.layer2(self.layer1(self.stem(x)))
        return self.fc(self.pool(x).reshape(x.shape[0], -1))

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 3, 32, 32)).astype(np.float32)
Y = rng.integers(0, 10, 512).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": X, "label": Y}, shuffle=True).batch(64, drop_remainder=True)

net = TinyResNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=1e-4)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    net.set_train(True)
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
