# healthy: checkpoint save and load_param_into_net round trip with matching names
# Saves a trained net, reloads into a fresh one and checks outputs are equal.
import os, tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
net = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2)])
path = os.path.join(tempfile.mkdtemp(), "net.ckpt")
ms.save_checkpoint(net, path)
fresh = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2)])
param_not_load, ckpt_not_load = ms.load_param_into_net(fresh, ms.load_checkpoint(path))
print("param_not_load:", param_not_load, "ckpt_not_load:", ckpt_not_load)
x = Tensor(np.ones((3, 8), np.float32))
print("max abs diff:", float(np.abs(net(x).asnumpy() - fresh(x).asnumpy()).max()))
