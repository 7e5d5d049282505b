# Classifier head ported from PyTorch where the projection was nn.Linear(256, 10, bias=False); the MindSpore port
# builds nn.Dense(..., has_bias=False) but resumes from the checkpoint of the first MindSpore run, whose head still
# had a bias. The resume code insists that every checkpoint tensor is used.
import numpy as np
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")
class Classifier(nn.Cell):
    def __init__(self, head_bias):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(64, 256), nn.GELU())
        self.head = nn.Dense(256, 10, has_bias=head_bias)
    def construct(self, x):
        return self.head(self.encoder(x))
ms.save_checkpoint(Classifier(head_bias=True), "classifier_epoch3.ckpt")
net = Classifier(head_bias=False)
params = ms.load_checkpoint("classifier_epoch3.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, params)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load or ckpt_not_load:
    raise RuntimeError(f"checkpoint does not match the network: missing={param_not_load} unexpected={ckpt_not_load}")
print("resumed")
