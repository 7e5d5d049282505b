# Multi-head regression: torch loop `for name, head in self.heads.items(): out[name] = head(h)` kept in GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

class MultiHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.trunk = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU())
        self.heads = nn.CellDict({"price": nn.Dense(64, 1), "volume": nn.Dense(64, 1), "spread": nn.Dense(64, 1)})
    def construct(self, x):
        h = self.trunk(x)
        out = {}
        for name, head in self.heads.items():
            out[name] = head(h)
        return out

class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.mse = nn.MSELoss()
    def construct(self, x, y):
        out = self.net(x)
        return self.mse(out["price"], y[:, 0:1]) + self.mse(out["volume"], y[:, 1:2]) + self.mse(out["spread"], y[:, 2:3])

net = MultiHead()
train = nn.TrainOneStepCell(Loss(net), nn.Adam(net.trainable_params(), learning_rate=1e-3))
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 24)).astype(np.float32)
Y = np.tanh(X @ rng.normal(size=(24, 3)) / 4).astype(np.float32)
train.set_train()
for epoch in range(8):
    tot = 0.0
    for i in range(0, 512, 32):
        tot += float(train(ms.Tensor(X[i:i+32]), ms.Tensor(Y[i:i+32])).asnumpy())
    print(f"epoch {epoch} mean loss {tot / 16:.5f}")
print("training finished")
