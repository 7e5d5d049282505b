# Checkpoint saved from the training wrapper (TrainOneStepCell -> names carry "network.backbone." prefixes)
# loaded into the bare inference network with strict_load=True.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 16)
        self.fc2 = nn.Dense(16, 2)
    def construct(self, x):
        return self.fc2(ops_relu(self.fc1(x)))
from mindspore import ops
ops_relu = ops.relu
class Wrapper(nn.Cell):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.head = nn.Dense(2, 2)
    def construct(self, x):
        return self.head(self.backbone(x))
train_net = Wrapper(Backbone())
ms.save_checkpoint(train_net, "train_net.ckpt")
print("saved train_net.ckpt")
infer_net = Backbone()
params = ms.load_checkpoint("train_net.ckpt")
not_loaded, unexpected = ms.load_param_into_net(infer_net, params, strict_load=True)
print("not loaded:", not_loaded)
if not_loaded:
    raise RuntimeError(f"{len(not_loaded)} parameters were not loaded from train_net.ckpt: {not_loaded}")
