# Memory-efficient Swish ported from a torch.autograd.Function:
#   class SwishFn(torch.autograd.Function):
#       @staticmethod
#       def forward(ctx, x): ctx.save_for_backward(x); return x * torch.sigmoid(x)
#       @staticmethod
#       def backward(ctx, grad_output):
#           x, = ctx.saved_tensors; s = torch.sigmoid(x)
#           return grad_output * (s * (1 + x * (1 - s)))
# Ported to a Cell with a bprop method; checked against a finite-difference reference like torch.autograd.gradcheck.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class MemEfficientSwish(nn.Cell):
    def construct(self, x):
        return x * ops.sigmoid(x)
    def bprop(self, x, grad_output, out):
        s = ops.sigmoid(x)
        return (grad_output * (s * (1 + x * (1 - s))),)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 8)
        self.act = MemEfficientSwish()
        self.fc2 = nn.Dense(8, 1)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x))).sum()

ms.set_seed(0)
net = Net()
x = np.random.default_rng(0).normal(size=(3, 4)).astype(np.float64)

analytic = ms.grad(net)(ms.Tensor(x.astype(np.float32))).asnumpy()

eps = 1e-3
numeric = np.zeros_like(x)
for idx in np.ndindex(*x.shape):
    xp = x.copy(); xp[idx] += eps
    xm = x.copy(); xm[idx] -= eps
    numeric[idx] = (net(ms.Tensor(xp.astype(np.float32))).asnumpy() - net(ms.Tensor(xm.astype(np.float32))).asnumpy()) / (2 * eps)

print("analytic grad:\n", analytic)
print("numeric grad:\n", numeric)
err = np.abs(analytic - numeric).max()
print(f"max abs diff {err:.6f}")
np.testing.assert_allclose(analytic, numeric, rtol=1e-2, atol=1e-3, err_msg="gradcheck failed for MemEfficientSwish")
print("gradcheck passed")
