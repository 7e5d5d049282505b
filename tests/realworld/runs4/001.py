# Conv stem changed from 3x3 to 5x5 kernels in the new config; old checkpoint loaded into it.
import numpy as np, mindspore as ms
from mindspore import nn
class Stem(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.conv = nn.Conv2d(3, 16, k, pad_mode="same")
        self.bn = nn.BatchNorm2d(16)
    def construct(self, x):
        return self.bn(self.conv(x))
ms.save_checkpoint(Stem(3), "stem_k3.ckpt")
net = Stem(5)
params = ms.load_checkpoint("stem_k3.ckpt")
ms.load_param_into_net(net, params)
print("loaded")
