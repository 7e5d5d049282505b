# Decoder of a small autoencoder, ported from torch: F.interpolate(x, scale_factor=2, mode="nearest", align_corners=True)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor

ms.set_seed(0)
class AE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Conv2d(1, 8, 3, stride=2, pad_mode="pad", padding=1), nn.ReLU())
        self.dec = nn.Conv2d(8, 1, 3, pad_mode="pad", padding=1)
    def construct(self, x):
        h = self.enc(x)
        h = mint.nn.functional.interpolate(h, scale_factor=2.0, mode="nearest", align_corners=True)
        return self.dec(h)

net = AE()
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.MSELoss()
gfn = ms.value_and_grad(lambda x: loss_fn(net(x), x), None, opt.parameters)
for step in range(5):
    x = Tensor(np.random.rand(8, 1, 28, 28).astype(np.float32))
    loss, g = gfn(x)
    opt(g)
    print(f"step {step} recon loss {loss.asnumpy():.5f}")
