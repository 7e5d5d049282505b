# UNet decoder ported from torch: nn.ConvTranspose2d(in, out, kernel_size=4, stride=2, padding=1)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
class Up(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.up = nn.Conv2dTranspose(cin, cout, kernel_size=4, stride=2, padding=1, has_bias=True)
        self.conv = nn.Conv2d(cout * 2, cout, 3, pad_mode="pad", padding=1, has_bias=True)
    def construct(self, x, skip):
        return ops.relu(self.conv(ops.cat([self.up(x), skip], axis=1)))
up = Up(64, 32)
x = ms.Tensor(np.random.randn(2, 64, 16, 16).astype(np.float32)); skip = ms.Tensor(np.random.randn(2, 32, 32, 32).astype(np.float32))
print(up(x, skip).shape)
