# Fourier-feature layer with a learnable complex spectral filter, ported from PyTorch where
#   self.weight = nn.Parameter(torch.randn(modes, dtype=torch.cfloat) * 0.02)
# and torch.optim.Adam handles complex parameters. Trained data-parallel on 2 workers (torchrun -> msrun).
import numpy as np
import mindspore as ms
from mindspore import ops, nn

from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank = get_rank()

class SpectralFilter(nn.Cell):
    def __init__(self, n):
        super().__init__()
        modes = n // 2 + 1
        w = (np.random.randn(modes) + 1j * np.random.randn(modes)) * 0.02 + 1.0
        self.weight = ms.Parameter(ms.Tensor(w.astype(np.complex64)), name="spec_weight")
        self.n = n
    def construct(self, x):
        X = ops.rfft(x, n=self.n, dim=-1)
        return ops.irfft(X * self.weight, n=self.n, dim=-1)

class Model(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.filt = SpectralFilter(n)
        self.head = nn.Dense(n, 1)
    def construct(self, x):
        return self.head(self.filt(x)).squeeze(-1)

n = 64
model = Model(n)
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: ops.mse_loss(model(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters)
rng = np.random.default_rng(rank)
x = ms.Tensor(rng.normal(size=(16, n)).astype(np.float32))
y = ms.Tensor(rng.normal(size=(16,)).astype(np.float32))
for step in range(10):
    loss, grads = grad_fn(x, y)
    opt(reducer(grads))
    print(f"[rank {rank}] step {step} loss {loss.asnumpy():.5f}", flush=True)
