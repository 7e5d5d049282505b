# Chest X-ray fine-tune: the ImageNet ResNet-style stem checkpoint (converted from torch, RGB input) is
# loaded into the port, which was switched to 1-channel input (in_channels=1) without adapting conv1.
# torch used load_state_dict(strict=True); the port uses mindspore.load_checkpoint(file, net, strict_load=True).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_seed(0)

class Stem(nn.Cell):
    def __init__(self, in_ch):
        super().__init__()
        self.conv1 = nn.Conv2d(in_ch, 16, 7, stride=2, pad_mode="pad", padding=3, has_bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, 2)
    def construct(self, x):
        return self.fc(self.pool(self.relu(self.bn1(self.conv1(x)))).reshape(x.shape[0], -1))

# "converted" pretrained checkpoint (RGB stem)
ms.save_checkpoint(Stem(3), "resnet_stem_imagenet.ckpt")
print("pretrained checkpoint written: resnet_stem_imagenet.ckpt")

net = Stem(in_ch=1)                       # grayscale X-rays
param_not_load, ckpt_not_load = ms.load_checkpoint("resnet_stem_imagenet.ckpt", net, strict_load=True)
print("not loaded:", param_not_load, ckpt_not_load)
x = Tensor(np.random.randn(2, 1, 64, 64).astype(np.float32))
print("logits", net(x).shape)
