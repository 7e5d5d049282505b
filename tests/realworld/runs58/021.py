# turn on MindSpore's verbose logs while debugging the port (level name copied from Python logging)
import os
os.environ["GLOG_v"] = "INFO"
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_device("CPU")
net = nn.Dense(16, 4)
print(net(ms.Tensor(np.ones((2, 16), np.float32))))
