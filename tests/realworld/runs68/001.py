# Per-sample gradient norms for DP-SGD, ported from torch.func:
#   ft_grad = vmap(grad(compute_loss), in_dims=(None, 0, 0))(params, x, y)
# torch.func.vmap's in_dims became ms.vmap's in_axes; params passed as a tuple of Tensors.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
X = ms.Tensor(rng.normal(size=(64, 10)).astype(np.float32))
Y = ms.Tensor(rng.integers(0, 3, size=(64,)).astype(np.int32))
w1 = ms.Tensor(rng.normal(scale=0.3, size=(10, 16)).astype(np.float32))
b1 = ms.Tensor(np.zeros(16, np.float32))
w2 = ms.Tensor(rng.normal(scale=0.3, size=(16, 3)).astype(np.float32))
b2 = ms.Tensor(np.zeros(3, np.float32))
params = (w1, b1, w2, b2)

def compute_loss(params, x, y):
    w1, b1, w2, b2 = params
    h = ops.relu(ops.matmul(x[None], w1) + b1)
    logits = ops.matmul(h, w2) + b2
    return ops.cross_entropy(logits, y[None])

per_sample_grad = ms.vmap(ms.grad(compute_loss), in_axes=(None, 0))   # torch: in_dims=(None, 0, 0)
g = per_sample_grad(params, X, Y)
print([t.shape for t in g])
