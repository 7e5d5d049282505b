# DP-SGD (Opacus-style) port for a 2-worker data-parallel run: per-sample gradients with ms.vmap(ms.grad(...)),
# per-sample clipping to norm C, sum across ranks, Gaussian noise. Multi-class hinge loss as in the torch script.
# torch/opacus: clip_factor = (max_norm / (per_sample_norms + 1e-6)).clamp(max=1.0)
import numpy as np
import mindspore as ms
from mindspore import ops, nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

rng = np.random.default_rng(rank)
N, D, C_ = 256, 20, 4
centers = np.random.default_rng(0).normal(size=(C_, D)) * 2.0
y_np = rng.integers(0, C_, N)
x_np = (centers[y_np] + rng.normal(size=(N, D))).astype(np.float32)
X, Y = ms.Tensor(x_np), ms.Tensor(y_np.astype(np.int32))

w = ms.Tensor(np.random.default_rng(0).normal(scale=0.01, size=(D, C_)).astype(np.float32))
b = ms.Tensor(np.zeros(C_, np.float32))

def sample_loss(w, b, x, y):
    s = ops.matmul(x[None], w)[0] + b
    correct = ops.gather(s, y, 0)
    margins = ops.relu(1.0 + s - correct)
    return margins.sum() - 1.0          # hinge: the true class contributes exactly 1

per_sample_grads = ms.vmap(ms.grad(sample_loss, grad_position=(0, 1)), in_axes=(None, None, 0, 0))
allreduce = ops.AllReduce()
MAX_NORM, SIGMA, LR, BS = 1.0, 0.5, 0.5, 32

for epoch in range(3):
    for step in range(N // BS):
        xb, yb = X[step * BS:(step + 1) * BS], Y[step * BS:(step + 1) * BS]
        gw, gb = per_sample_grads(w, b, xb, yb)
        norms = ops.sqrt((gw ** 2).sum((1, 2)) + (gb ** 2).sum(1))
        clip = ops.clamp(MAX_NORM / norms, max=1.0)
        gw = allreduce((gw * clip[:, None, None]).sum(0))
        gb = allreduce((gb * clip[:, None]).sum(0))
        noise_w = ms.Tensor(np.random.default_rng(1000 * epoch + step).normal(0, SIGMA * MAX_NORM, gw.shape).astype(np.float32))
        noise_b = ms.Tensor(np.random.default_rng(5000 + 1000 * epoch + step).normal(0, SIGMA * MAX_NORM, gb.shape).astype(np.float32))
        w = w - LR * (gw + noise_w) / (BS * world)
        b = b - LR * (gb + noise_b) / (BS * world)
        loss = ms.vmap(sample_loss, in_axes=(None, None, 0, 0))(w, b, xb, yb).mean()
        print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
