# Mistake: LayerDrop-style encoder port keeps the torch forward's set comprehension
# `skip = {i for i in self.skip_layers if i < n}` inside Cell.construct; under GRAPH_MODE
# the graph parser does not support set comprehensions (SetComp).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Encoder(nn.Cell):
    def __init__(self, d=32, n_layers=4, skip_layers=(1, 3)):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(d, d) for _ in range(n_layers)])
        self.skip_layers = skip_layers
        self.n = n_layers
        self.act = nn.ReLU()

    def construct(self, x):
        skip = {i for i in self.skip_layers if i < self.n}
        for i in range(self.n):
            if i in skip:
                continue
            x = x + self.act(self.layers[i](x))
        return x

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = Encoder()
        self.head = nn.Dense(32, 2)
    def construct(self, x):
        return self.head(self.enc(x))

net = Net()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
x = ms.Tensor(np.random.randn(8, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 2, (8,)).astype(np.int32))
for step in range(5):
    print("step", step, "loss", train(x, y))
