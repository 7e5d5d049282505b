# load_param_into_net with parameter names converted from a torch state_dict (prefix layers.)
import mindspore as ms
from mindspore import nn, Parameter, Tensor
import numpy as np
ms.set_device("CPU")
net = nn.SequentialCell(nn.Dense(8, 8), nn.ReLU(), nn.Dense(8, 2))
# parameter dict converted from a torch state_dict without renaming
params = {"layers.0.weight": Parameter(Tensor(np.ones((8, 8), np.float32)), name="layers.0.weight"),
          "layers.0.bias": Parameter(Tensor(np.ones((8,), np.float32)), name="layers.0.bias"),
          "layers.2.weight": Parameter(Tensor(np.ones((2, 8), np.float32)), name="layers.2.weight"),
          "layers.2.bias": Parameter(Tensor(np.ones((2,), np.float32)), name="layers.2.bias")}
not_loaded, unused = ms.load_param_into_net(net, params)
print("params not loaded:", not_loaded)
print("checkpoint params not used:", unused)
if not_loaded or unused:
    raise RuntimeError(f"checkpoint does not match the network: {len(not_loaded)} parameters not loaded, "
                       f"{len(unused)} checkpoint entries unused: {unused}")
