# Patch-merging block of a Swin/ConvNeXt-style vision model ported from torch. torch normalised over the
# last three dims with nn.LayerNorm([C, H, W]); the port passes the same normalized_shape to
# mindspore.nn.LayerNorm but keeps the default begin_norm_axis=-1 / begin_params_axis=-1
# (MindSpore needs begin_norm_axis=-3, begin_params_axis=-3 to normalise over C, H, W).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class StemBlock(nn.Cell):
    def __init__(self, c=16, h=8, w=8):
        super().__init__()
        self.conv = nn.Conv2d(3, c, 4, stride=4, pad_mode="valid", has_bias=True)
        self.norm = nn.LayerNorm((c, h, w))            # torch: nn.LayerNorm([c, h, w])
        self.act = nn.GELU(approximate=False)
    def construct(self, x):
        return self.act(self.norm(self.conv(x)))

net = StemBlock()
x = Tensor(np.random.rand(2, 3, 32, 32).astype(np.float32))
print("input", x.shape)
y = net(x)
print("stem output", y.shape, float(y.mean().asnumpy()))
