# save the ported MindSpore weights as safetensors so the HF side can read them back
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))
import numpy as np
import mindspore as ms
from mindspore import nn


class TinyMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 64)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(64, 8)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


ms.set_device("CPU")
net = TinyMLP()
ms.save_checkpoint(net, "tiny_mlp.safetensors", format="safetensors")
from safetensors import read_header
print(read_header("tiny_mlp.safetensors").keys())
