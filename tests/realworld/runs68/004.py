# Straight-through sign quantiser ported from a torch.autograd.Function to a Cell with a bprop method.
# torch backward: return grad_output * (x.abs() <= 1), None  (second input is a per-channel scale)
# scale has shape (C,) and is broadcast inside forward.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SignSTE(nn.Cell):
    def construct(self, x, scale):
        return ops.sign(x) * scale
    def bprop(self, x, scale, out, dout):
        mask = (ops.abs(x) <= 1).astype(dout.dtype)
        dx = dout * mask * scale
        dscale = dout * ops.sign(x)        # torch autograd reduced this for us
        return dx, dscale

class QLinear(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(np.random.randn(cout, cin).astype(np.float32) * 0.1), name="weight")
        self.scale = ms.Parameter(ms.Tensor(np.full((cout, 1), 0.1, np.float32)), name="scale")
        self.q = SignSTE()
    def construct(self, x):
        return ops.matmul(x, self.q(self.weight, self.scale).T)

net = nn.SequentialCell([QLinear(16, 32), nn.ReLU(), nn.Dense(32, 4)])
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
def fwd(x, y):
    return loss_fn(net(x), y)
gf = ms.value_and_grad(fwd, None, opt.parameters)
x = ms.Tensor(np.random.randn(32, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, 32).astype(np.int32))
for step in range(5):
    loss, grads = gf(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
