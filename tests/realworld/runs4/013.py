# Image batch fed without the batch dimension to a Conv2d in GRAPH_MODE.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
net = nn.SequentialCell([nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Flatten(), nn.Dense(8 * 32 * 32, 10)])
img = Tensor(np.random.randn(3, 32, 32).astype(np.float32))
print(net(img).shape)
