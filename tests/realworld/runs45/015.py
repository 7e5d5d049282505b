# HF-style encoder port that collects per-layer outputs for distillation
# (torch: collected.setdefault("hidden_states", []).append(h))
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Layer(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.ff = nn.Dense(d, d)
        self.norm = nn.LayerNorm((d,))
    def construct(self, x):
        return self.norm(x + ops.gelu(self.ff(x)))

class Encoder(nn.Cell):
    def __init__(self, d=32, n_layers=3):
        super().__init__()
        self.layers = nn.CellList([Layer(d) for _ in range(n_layers)])
    def construct(self, h):
        collected = {}
        for layer in self.layers:
            h = layer(h)
            collected.setdefault("hidden_states", []).append(h)
        return h, collected["hidden_states"]

class Student(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.head = nn.Dense(32, 2)
    def construct(self, x, teacher_hidden, labels):
        h, hs = self.encoder(x)
        logits = self.head(h.mean(1))
        kd = ops.mse_loss(hs[-1], teacher_hidden)
        return ops.cross_entropy(logits, labels) + kd

net = Student()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
step = nn.TrainOneStepCell(net, opt)
for i in range(5):
    x = ms.Tensor(np.random.randn(4, 10, 32).astype(np.float32))
    t = ms.Tensor(np.random.randn(4, 10, 32).astype(np.float32))
    y = ms.Tensor(np.random.randint(0, 2, 4).astype(np.int32))
    print(f"step {i} loss {step(x, t, y).asnumpy():.4f}")
