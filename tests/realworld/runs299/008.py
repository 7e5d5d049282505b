"""Numerical parity check of the MindSpore port of a small transformer FFN regressor against the PyTorch reference.

The reference implementation (numpy, mirrors torch.nn.Linear / nn.GELU / MSELoss / SGD) is run side by side
from identical initial weights and identical batches.
"""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
D_IN, D_HID, LR, STEPS = 16, 64, 0.01, 10

W1 = (rng.normal(size=(D_HID, D_IN)) / math.sqrt(D_IN)).astype(np.float32)
b1 = np.zeros(D_HID, np.float32)
W2 = (rng.normal(size=(1, D_HID)) / math.sqrt(D_HID)).astype(np.float32)
b2 = np.zeros(1, np.float32)
batches = [(rng.normal(scale=2.0, size=(32, D_IN)).astype(np.float32), rng.normal(size=(32, 1)).astype(np.float32))
           for _ in range(STEPS)]

# ---------------- reference (torch semantics) ----------------
erf = np.vectorize(math.erf)


def torch_ref_step(params, x, y):
    w1, c1, w2, c2 = params
    z = x @ w1.T + c1
    cdf = 0.5 * (1.0 + erf(z / math.sqrt(2.0)))
    g = z * cdf                                            # nn.GELU() (exact)
    out = g @ w2.T + c2
    loss = ((out - y) ** 2).mean()
    dout = 2 * (out - y) / out.size
    dw2, dc2 = dout.T @ g, dout.sum(0)
    dg = dout @ w2
    dz = dg * (cdf + z * np.exp(-0.5 * z ** 2) / math.sqrt(2 * math.pi))
    dw1, dc1 = dz.T @ x, dz.sum(0)
    new = [w1 - LR * dw1, c1 - LR * dc1, w2 - LR * dw2, c2 - LR * dc2]
    return [p.astype(np.float32) for p in new], float(loss), out


# ---------------- MindSpore port ----------------
class FFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D_IN, D_HID)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(D_HID, 1)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


net = FFN()
ms.load_param_into_net(net, {"fc1.weight": ms.Parameter(Tensor(W1)), "fc1.bias": ms.Parameter(Tensor(b1)),
                             "fc2.weight": ms.Parameter(Tensor(W2)), "fc2.bias": ms.Parameter(Tensor(b2))})
opt = nn.SGD(net.trainable_params(), learning_rate=LR)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

ref_params = [W1, b1, W2, b2]
x0 = batches[0][0]
_, _, ref_out0 = torch_ref_step(ref_params, x0, batches[0][1])
ms_out0 = net(Tensor(x0)).asnumpy()
print(f"initial forward: max|ms - ref| = {np.abs(ms_out0 - ref_out0).max():.3e}")

print(f"{'step':>4} {'loss_ref':>12} {'loss_ms':>12} {'abs_diff':>10}")
for step, (x, y) in enumerate(batches):
    ref_params, ref_loss, _ = torch_ref_step(ref_params, x, y)
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    opt(grads)
    ms_loss = float(loss.asnumpy())
    print(f"{step:>4} {ref_loss:>12.6f} {ms_loss:>12.6f} {abs(ref_loss - ms_loss):>10.2e}")

w_ms = net.fc1.weight.asnumpy()
print(f"after {STEPS} steps: max|fc1.weight_ms - fc1.weight_ref| = {np.abs(w_ms - ref_params[0]).max():.3e}")
