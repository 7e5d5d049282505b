# Device selection ported from a torchrun script: LOCAL_RANK with the -1 "not distributed" default.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
local_rank = int(os.environ.get("LOCAL_RANK", -1))
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU", device_id=local_rank)
net = nn.Dense(8, 2)
print(net(Tensor(np.ones((4, 8), np.float32))).shape)
