# MobileNet-style block ported from PyTorch: nn.Conv2d(64, 64, 3, padding=1, groups=64) became
# nn.Conv2d(64, 64, 3, pad_mode="pad", padding=1) - the groups argument (group= in MindSpore) was dropped.
# The converted depthwise weights are then loaded.
import numpy as np
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")
class Block(nn.Cell):
    def __init__(self, group):
        super().__init__()
        self.dw = nn.Conv2d(64, 64, 3, pad_mode="pad", padding=1, group=group, has_bias=False)
        self.bn = nn.BatchNorm2d(64)
        self.pw = nn.Conv2d(64, 128, 1, has_bias=False)
    def construct(self, x):
        return self.pw(nn.ReLU()(self.bn(self.dw(x))))
# converted weights (depthwise: out=64, in/group=1, 3, 3)
ms.save_checkpoint(Block(group=64), "block_converted.ckpt")
net = Block(group=1)
print("dw weight in network:", net.dw.weight.shape)
params = ms.load_checkpoint("block_converted.ckpt")
ms.load_param_into_net(net, params, strict_load=True)
print("loaded")
