# Mistake: timm/HF image-retrieval GeM pooling, F.avg_pool2d(x.clamp(min=eps).pow(p), ...).pow(1/p)
# with a learnable p, ported without the clamp. The backbone's last block ends in BatchNorm (no ReLU),
# so features are negative in places; the mean of x**p can be negative and its 1/p power is NaN.
# The loss is nan from the first step and the loop keeps going. No exception.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
ms.set_seed(0)

class GeM(nn.Cell):
    def __init__(self, p=3.0, eps=1e-6):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor([p], ms.float32), name="gem_p")
        self.eps = eps
    def construct(self, x):
        return ops.pow(ops.pow(x, self.p).mean(axis=(2, 3)), 1.0 / self.p)

class RetrievalNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.backbone = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=True), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="pad", padding=1, has_bias=True), nn.BatchNorm2d(32))
        self.pool = GeM()
        self.head = nn.Dense(32, num_classes)
    def construct(self, x):
        return self.head(self.pool(self.backbone(x)))

net = RetrievalNet()
net.set_train(True)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward(x, y):
    return ops.cross_entropy(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(15):
    x = rng.normal(size=(8, 3, 32, 32)).astype(np.float32)
    y = rng.integers(0, 10, size=8).astype(np.int32)
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f} gem_p {float(net.pool.p.asnumpy()[0]):.4f}")
print("training finished")
