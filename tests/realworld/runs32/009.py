# torch.compile(model, mode="max-autotune") replaced by the MindSpore graph compiler at its "highest"
# optimisation level.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU", jit_config={"jit_level": "O3"})
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
print(net(Tensor(np.random.randn(4, 16).astype(np.float32))).shape)
