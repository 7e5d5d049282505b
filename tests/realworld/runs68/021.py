# Per-sample gradients for DP-SGD, ported from torch.func:
#   ft_grad = vmap(grad(compute_loss), in_dims=(None, 0, 0))(params, x, y)
# Parameters passed as separate arguments with grad_position=(0, 1, 2, 3) and one in_axes entry per argument;
# Opacus-style clipping + noise, plain SGD update.
import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
N, D, K = 512, 10, 3
centers = rng.normal(size=(K, D)) * 1.5
Y_np = rng.integers(0, K, N)
X_np = (centers[Y_np] + rng.normal(size=(N, D))).astype(np.float32)
X, Y = ms.Tensor(X_np), ms.Tensor(Y_np.astype(np.int32))

params = (ms.Tensor(rng.normal(scale=0.3, size=(D, 16)).astype(np.float32)), ms.Tensor(np.zeros(16, np.float32)),
          ms.Tensor(rng.normal(scale=0.3, size=(16, K)).astype(np.float32)), ms.Tensor(np.zeros(K, np.float32)))

def compute_loss(w1, b1, w2, b2, x, y):
    h = ops.tanh(ops.matmul(x[None], w1) + b1)
    logits = ops.matmul(h, w2) + b2
    return ops.cross_entropy(logits, y[None])

per_sample_grad = ms.vmap(ms.grad(compute_loss, grad_position=(0, 1, 2, 3)), in_axes=(None, None, None, None, 0, 0))
batched_loss = ms.vmap(compute_loss, in_axes=(None, None, None, None, 0, 0))
MAX_NORM, SIGMA, LR, BS = 1.0, 0.3, 0.5, 64
for epoch in range(6):
    perm = rng.permutation(N)
    losses = []
    for s in range(N // BS):
        idx = ms.Tensor(perm[s * BS:(s + 1) * BS].astype(np.int32))
        xb, yb = X[idx], Y[idx]
        g = per_sample_grad(*params, xb, yb)
        norms = ops.sqrt(sum((gi.reshape(BS, -1) ** 2).sum(1) for gi in g))
        clip = ops.clamp(MAX_NORM / (norms + 1e-6), max=1.0)
        new = []
        for p, gi in zip(params, g):
            gsum = (gi * clip.reshape((BS,) + (1,) * (gi.ndim - 1))).sum(0)
            noise = ms.Tensor(rng.normal(0, SIGMA * MAX_NORM, p.shape).astype(np.float32))
            new.append(p - LR * (gsum + noise) / BS)
        params = tuple(new)
        losses.append(batched_loss(*params, xb, yb).mean().asnumpy())
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
print("training finished")
