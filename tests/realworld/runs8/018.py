# Straight-through quantiser ported from a torch.autograd.Function: forward(ctx, x, scale) / backward returned
# (grad_x, None). The MindSpore Cell's custom bprop returns only the gradient of x (the None for `scale` was dropped,
# "MindSpore has no None gradients"), while construct takes two inputs.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
class FakeQuantSTE(nn.Cell):
    def construct(self, x, scale):
        return ops.round(x / scale) * scale
    def bprop(self, x, scale, out, dout):
        return (dout,)                       # straight-through estimator
class QuantMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 32)
        self.q = FakeQuantSTE()
        self.fc2 = nn.Dense(32, 2)
        self.scale = Tensor(0.05, ms.float32)
    def construct(self, x):
        return self.fc2(ops.relu(self.q(self.fc1(x), self.scale)))
net = QuantMLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
rng = np.random.default_rng(0)
x = Tensor(rng.normal(size=(32, 16)).astype(np.float32))
y = Tensor(rng.integers(0, 2, 32).astype(np.int32))
for step in range(3):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
