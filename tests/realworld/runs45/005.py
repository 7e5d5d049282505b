# ResNet-18 port for 32x32 CIFAR images: the torch version replaced the stem with a 3x3 conv
# (model.conv1 = nn.Conv2d(3, 64, 3, 1, 1, bias=False)) AFTER loading the ImageNet weights.
# The port builds the CIFAR stem first and then loads the converted ImageNet checkpoint.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def imagenet_stem():
    return {"conv1.weight": (64, 3, 7, 7), "bn1.gamma": (64,), "bn1.beta": (64,),
            "bn1.moving_mean": (64,), "bn1.moving_variance": (64,),
            "layer1.0.conv1.weight": (64, 64, 3, 3), "layer1.0.bn1.gamma": (64,), "layer1.0.bn1.beta": (64,),
            "layer1.0.bn1.moving_mean": (64,), "layer1.0.bn1.moving_variance": (64,),
            "fc.weight": (10, 64), "fc.bias": (10,)}

# converted torchvision resnet18 weights (stem + first block + a 10-class fc), written by convert_resnet.py
rng = np.random.default_rng(0)
ms.save_checkpoint([{"name": k, "data": ms.Tensor(rng.normal(0, 0.02, s).astype(np.float32))}
                    for k, s in imagenet_stem().items()], "resnet18_imagenet_converted.ckpt")

class BasicStem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, 3, stride=1, pad_mode="pad", padding=1, has_bias=False)  # CIFAR stem
        self.bn1 = nn.BatchNorm2d(64)
        self.relu = nn.ReLU()

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(64, 64, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(64)

class ResNetCifar(BasicStem):
    def __init__(self):
        super().__init__()
        self.layer1 = nn.CellList([Block()])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(64, 10)
    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        blk = self.layer1[0]
        x = self.relu(blk.bn1(blk.conv1(x)))
        return self.fc(self.pool(x).reshape(x.shape[0], -1))

net = ResNetCifar()
param_dict = ms.load_checkpoint("resnet18_imagenet_converted.ckpt")
print(f"loaded {len(param_dict)} tensors from resnet18_imagenet_converted.ckpt")
ms.load_param_into_net(net, param_dict, strict_load=True)
x = ms.Tensor(np.random.randn(4, 3, 32, 32).astype(np.float32))
print(net(x).shape)
