"""Port of a HF-style MLP block (Llama gated MLP + RMSNorm) to MindSpore graph mode; regression on synthetic data."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
HID, INTER = 32, 96


class RMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.weight = Parameter(ops.ones(dim, ms.float32), name="weight")
        self.eps = eps

    def construct(self, hidden_states):
        variance = hidden_states.pow(2).mean(-1, keep_dims=True)
        hidden_states = hidden_states * ops.rsqrt(variance + self.eps)
        return self.weight * hidden_states


class GatedMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gate_proj = nn.Dense(HID, INTER, has_bias=False)
        self.up_proj = nn.Dense(HID, INTER, has_bias=False)
        self.down_proj = nn.Dense(INTER, HID, has_bias=False)
        self.act = nn.SiLU()

    def construct(self, x):
        gate = self.act(self.gate_proj(x))
        up = self.up_proj(x)
        intermediate = gate * up
        del gate, up  # free activations early, as in the upstream implementation
        return self.down_proj(intermediate)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inp = nn.Dense(8, HID)
        self.norm = RMSNorm(HID)
        self.mlp = GatedMLP()
        self.out = nn.Dense(HID, 1)

    def construct(self, x):
        h = self.inp(x)
        h = h + self.mlp(self.norm(h))
        return self.out(h).squeeze(-1)


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype(np.float32)
y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2]).astype(np.float32)
loader = ds.NumpySlicesDataset((X, y), column_names=["x", "y"], shuffle=True).batch(32)

net = Regressor()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
train.set_train()
for epoch in range(5):
    for i, (xb, yb) in enumerate(loader.create_tuple_iterator()):
        loss = train(xb, yb)
    print(f"epoch {epoch} mse {loss.asnumpy():.4f}")
