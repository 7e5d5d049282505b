# Training entry point: context setup from the team's launcher template, then a small MLP
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU",
               max_call_depth=2000, max_device_memroy="2GB")

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 4))
x = ms.Tensor(np.random.randn(64, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, 64).astype(np.int32))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                           nn.SGD(net.trainable_params(), 0.1))
for i in range(10):
    print(f"step {i} loss {step(x, y).asnumpy():.4f}")
