# WaveNet-style 1-D conv block ported from torch: F.pad(x, (pad, pad), mode="reflect") before each conv
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_seed(0)
class ReflectConvBlock(nn.Cell):
    def __init__(self, cin, cout, k=5):
        super().__init__()
        self.pad = k // 2
        self.conv = nn.Conv1d(cin, cout, k, pad_mode="valid")
        self.act = nn.ReLU()
    def construct(self, x):
        x = mint.nn.functional.pad(x, (self.pad, self.pad), mode="reflect")
        return self.act(self.conv(x))

class Denoiser(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b1 = ReflectConvBlock(1, 16)
        self.b2 = ReflectConvBlock(16, 16)
        self.out = nn.Conv1d(16, 1, 1)
    def construct(self, x):
        return self.out(self.b2(self.b1(x)))

net = Denoiser()
loss_fn = nn.L1Loss()
opt = nn.Adam(net.trainable_params(), 1e-3)
gfn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
t = np.linspace(0, 8 * np.pi, 256, dtype=np.float32)
for step in range(5):
    clean = np.sin(t * np.random.uniform(0.5, 2.0, (8, 1, 1))).astype(np.float32)
    noisy = clean + 0.3 * np.random.randn(*clean.shape).astype(np.float32)
    loss, g = gfn(Tensor(noisy), Tensor(clean))
    opt(g)
    print(f"step {step} l1 {loss.asnumpy():.4f}")
