# Mistake: the HF activation table (ACT2FN) ported as a dict of inline lambdas and one of them is
# stored on the Cell and called inside a GRAPH_MODE construct; the graph parser re-parses the
# lambda from its source line and fails because the line holds a dict, not a lone lambda.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

ACT2FN = {"gelu": lambda x: ops.gelu(x, approximate="none"), "relu": lambda x: ops.relu(x), "silu": lambda x: x * ops.sigmoid(x)}


class MLP(nn.Cell):
    def __init__(self, hidden=32, inter=64, hidden_act="silu"):
        super().__init__()
        self.up = nn.Dense(hidden, inter)
        self.down = nn.Dense(inter, hidden)
        self.act_fn = ACT2FN[hidden_act]

    def construct(self, x):
        return self.down(self.act_fn(self.up(x)))


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = MLP()
        self.out = nn.Dense(32, 1)

    def construct(self, x):
        return self.out(self.mlp(x))


net = Regressor()
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-3))
rng = np.random.default_rng(0)
for step in range(10):
    x = Tensor(rng.standard_normal((16, 32)).astype(np.float32))
    y = Tensor(rng.standard_normal((16, 1)).astype(np.float32))
    print(f"step {step} loss {train_step(x, y).asnumpy():.4f}")
