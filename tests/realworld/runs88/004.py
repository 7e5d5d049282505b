# in-graph step counter for warmup (torch: self.num_updates += 1 in forward)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class WarmupScaledHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 4)
        self.num_updates = 0
        self.warmup = 10

    def construct(self, x):
        self.num_updates += 1
        scale = min(1.0, self.num_updates / self.warmup)
        return self.fc(x) * scale

net = WarmupScaledHead()
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = Tensor(np.random.randn(32, 16).astype(np.float32))
y = Tensor(np.random.randn(32, 4).astype(np.float32))
for i in range(15):
    print("step", i, "loss", train(x, y))
print("num_updates", net.num_updates)
