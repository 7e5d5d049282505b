# torch.func.hessian port for a Newton step on a small logistic-regression problem.
# torch: from torch.func import hessian, grad
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore import grad, hessian

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
X = ms.Tensor(rng.normal(size=(200, 5)).astype(np.float32))
y = ms.Tensor((rng.random(200) > 0.5).astype(np.float32))

def nll(w):
    z = ops.matmul(X, w)
    return ops.mean(ops.softplus(z) - y * z)

w = ms.Tensor(np.zeros(5, np.float32))
for it in range(5):
    g = grad(nll)(w)
    H = hessian(nll)(w)
    w = w - ops.matmul(ops.inverse(H), g)
    print(f"newton iter {it} nll {nll(w).asnumpy():.6f}")
