# checkpoint with optimizer-state names only loaded into the network (saved the wrong object)
# Training script saved the optimizer's parameters instead of the network's.
import os, tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
net = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2)])
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "step_100.ckpt")
ms.save_checkpoint([{"name": p.name, "data": p.data} for p in opt.moment1], path)
fresh = nn.SequentialCell([nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2)])
param_not_load, ckpt_not_load = ms.load_param_into_net(fresh, ms.load_checkpoint(path))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not loaded from {path}")
