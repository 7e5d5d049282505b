# FPN top-down pathway ported from torchvision-style code: F.interpolate(..., mode="bilinear", align_corners=False)
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_seed(0)

class TinyFPN(nn.Cell):
    def __init__(self, c=16, ncls=3):
        super().__init__()
        self.c1 = nn.Conv2d(3, c, 3, stride=2, pad_mode="pad", padding=1)
        self.c2 = nn.Conv2d(c, c, 3, stride=2, pad_mode="pad", padding=1)
        self.lat1 = nn.Conv2d(c, c, 1)
        self.head = nn.Conv2d(c, ncls, 1)
        self.relu = nn.ReLU()
    def construct(self, x):
        f1 = self.relu(self.c1(x))
        f2 = self.relu(self.c2(f1))
        up = mint.nn.functional.interpolate(f2, size=f1.shape[-2:], mode="bilinear", align_corners=False)
        p1 = self.lat1(f1) + up
        logits = self.head(p1)
        return mint.nn.functional.interpolate(logits, scale_factor=2.0, mode="bilinear", align_corners=False)

net = TinyFPN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def fwd(x, y):
    out = net(x)
    return loss_fn(out, y)

gfn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(5):
    x = Tensor(np.random.randn(4, 3, 32, 32).astype(np.float32))
    y = Tensor(np.random.randint(0, 3, (4, 32, 32)).astype(np.int32))
    loss, g = gfn(x, y)
    opt(g)
    print(f"step {step} seg loss {loss.asnumpy():.4f}")
