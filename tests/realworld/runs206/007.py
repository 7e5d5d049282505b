# CycleGAN-style ResNet generator (ported from the PyTorch reference: InstanceNorm everywhere), smoke-training on CPU.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def conv_in_relu(cin, cout, k=3, s=1):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, k, stride=s, pad_mode="pad", padding=k // 2),
        nn.InstanceNorm2d(cout, affine=True),
        nn.ReLU())

class ResBlock(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.body = nn.SequentialCell(conv_in_relu(c, c),
                                      nn.Conv2d(c, c, 3, pad_mode="pad", padding=1),
                                      nn.InstanceNorm2d(c, affine=True))
    def construct(self, x):
        return x + self.body(x)

class Generator(nn.Cell):
    def __init__(self, ngf=16, n_res=3):
        super().__init__()
        self.down = nn.SequentialCell(conv_in_relu(3, ngf, 7), conv_in_relu(ngf, ngf * 2, 3, 2))
        self.res = nn.SequentialCell(*[ResBlock(ngf * 2) for _ in range(n_res)])
        self.up = nn.SequentialCell(nn.Conv2dTranspose(ngf * 2, ngf, 4, stride=2, pad_mode="same"),
                                    nn.ReLU(), nn.Conv2d(ngf, 3, 7, pad_mode="pad", padding=3), nn.Tanh())
    def construct(self, x):
        return self.up(self.res(self.down(x)))

G = Generator()
opt = nn.Adam(G.trainable_params(), learning_rate=2e-4, beta1=0.5)
l1 = nn.L1Loss()

def forward(real_a, real_b):
    fake_b = G(real_a)
    return l1(fake_b, real_b)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
print(f"Generator params: {sum(p.size for p in G.trainable_params())}")
for it in range(1, 6):
    a = Tensor(rng.uniform(-1, 1, (2, 3, 64, 64)).astype(np.float32))
    b = Tensor(rng.uniform(-1, 1, (2, 3, 64, 64)).astype(np.float32))
    loss, grads = grad_fn(a, b)
    opt(grads)
    print(f"[iter {it}] loss_G_L1: {loss.asnumpy():.4f}")
