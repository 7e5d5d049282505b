# Exact GP regression (RBF kernel) ported from a gpytorch/torch script to mindspore.scipy.linalg.
# The port builds K + noise*I, factorises it with mindspore.scipy.linalg.cholesky and
# learns log-lengthscale, log-outputscale and log-noise with Adam (torch: mll.backward(); opt.step()).
import numpy as np
import mindspore as ms
from mindspore import ops, nn
from mindspore.scipy.linalg import cholesky, solve_triangular

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
X = np.sort(rng.uniform(0, 1, 80)).astype(np.float32)[:, None]
Y = (np.sin(6 * X[:, 0]) * 0.1 + 0.001 * rng.normal(size=80)).astype(np.float32)   # nearly noise-free sensor
X, Y = ms.Tensor(X), ms.Tensor(Y)

class GP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.log_ls = ms.Parameter(ms.Tensor(np.log(0.3), ms.float32), name="log_ls")
        self.log_os = ms.Parameter(ms.Tensor(0.0, ms.float32), name="log_os")
        self.log_noise = ms.Parameter(ms.Tensor(np.log(0.1), ms.float32), name="log_noise")
    def construct(self, x, y):
        d2 = ((x[:, None, :] - x[None, :, :]) ** 2).sum(-1)
        K = ops.exp(self.log_os) * ops.exp(-0.5 * d2 / ops.exp(2 * self.log_ls))
        K = K + ops.exp(self.log_noise) * ops.eye(x.shape[0], x.shape[0], ms.float32)
        L = cholesky(K, lower=True)
        alpha = solve_triangular(L, y[:, None], lower=True)
        return 0.5 * (alpha ** 2).sum() + ops.log(ops.diagonal(L)).sum()

gp = GP()
opt = nn.Adam(gp.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(gp, None, opt.parameters)
for step in range(60):
    nll, grads = grad_fn(X, Y)
    opt(grads)
    print(f"iter {step:2d} nll {nll.asnumpy():.4f} lengthscale {np.exp(gp.log_ls.asnumpy()):.4f} noise {np.exp(gp.log_noise.asnumpy()):.2e}")
