# UNet decoder ported from torch: F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Up(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, pad_mode="pad", padding=1, has_bias=True)
    def construct(self, x, skip):
        x = ops.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)
        return ops.relu(self.conv(ops.cat((x, skip), axis=1)))

class TinyUNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc1 = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=True)
        self.enc2 = nn.Conv2d(8, 16, 3, stride=2, pad_mode="pad", padding=1, has_bias=True)
        self.up = Up(24, 8)
        self.out = nn.Conv2d(8, 1, 1, has_bias=True)
    def construct(self, x):
        s1 = ops.relu(self.enc1(x))
        s2 = ops.relu(self.enc2(s1))
        return self.out(self.up(s2, s1))

net = TinyUNet()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.BCEWithLogitsLoss()), nn.Adam(net.trainable_params(), 1e-3))
x = Tensor(np.random.rand(4, 1, 32, 32).astype(np.float32))
m = Tensor((np.random.rand(4, 1, 32, 32) > 0.5).astype(np.float32))
for i in range(5):
    print("step", i, "loss", train(x, m))
