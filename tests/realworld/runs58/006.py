# the original NPU code imported torch_npu unconditionally to set the device
import numpy as np
import mindspore as ms
from mindspore import nn
import torch_npu  # noqa: F401  (kept from the PyTorch version of the repo)

ms.set_device("CPU")
net = nn.Dense(8, 2)
print(net(ms.Tensor(np.ones((2, 8), np.float32))))
