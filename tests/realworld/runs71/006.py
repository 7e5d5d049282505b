# torch: optim.SGD(model.parameters(), lr=0.01)  -> ported to nn.Momentum
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
net = nn.SequentialCell(nn.Dense(10, 32), nn.Tanh(), nn.Dense(32, 1))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, weight_decay=1e-4)
print(opt)
