# CUDA training script moved to a CPU-only machine (pip install mindspore, CPU wheel)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("GPU", 0)
net = nn.Dense(16, 4)
loss_fn = nn.MSELoss()
x = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
y = ms.Tensor(np.random.randn(8, 4).astype(np.float32))
print(loss_fn(net(x), y))
