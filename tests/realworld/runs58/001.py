# ported from a GPU training script: device picked from the env like on the original cluster
import os
import numpy as np
import mindspore as ms
from mindspore import nn

device_id = int(os.environ["DEVICE_ID"])
ms.set_device("GPU", device_id)

net = nn.Dense(16, 2)
x = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
print(net(x).shape)
