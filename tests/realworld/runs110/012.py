"""Parity check of the Flax port of `Linear -> BatchNorm1d(64, eps=1e-5, momentum=0.1) -> ReLU` against a NumPy
re-implementation of the PyTorch BatchNorm1d formulas (torch is not installed in the JAX image)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

TORCH_BN = {"eps": 1e-5, "momentum": 0.1}      # from the torch model definition


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(64)(x)
        x = nn.BatchNorm(use_running_average=not train, epsilon=TORCH_BN["eps"], momentum=TORCH_BN["momentum"])(x)
        return nn.relu(x)


class TorchRefBlock:
    """Reference: y = relu(BN(xW + b)); running = (1 - momentum) * running + momentum * batch_stat (unbiased var)."""
    def __init__(self, W, b, momentum, eps):
        self.W, self.b, self.m, self.eps = W, b, momentum, eps
        self.rm, self.rv = np.zeros(W.shape[1]), np.ones(W.shape[1])

    def __call__(self, x, train):
        h = x @ self.W + self.b
        if train:
            mu, var = h.mean(0), h.var(0)
            self.rm = (1 - self.m) * self.rm + self.m * mu
            self.rv = (1 - self.m) * self.rv + self.m * h.var(0, ddof=1)
        else:
            mu, var = self.rm, self.rv
        return np.maximum((h - mu) / np.sqrt(var + self.eps), 0)


rng = np.random.default_rng(0)
block = Block()
variables = block.init(jax.random.PRNGKey(0), jnp.ones((2, 32)), train=False)
params, stats = variables["params"], variables["batch_stats"]
ref = TorchRefBlock(np.asarray(params["Dense_0"]["kernel"], np.float64), np.asarray(params["Dense_0"]["bias"], np.float64),
                    TORCH_BN["momentum"], TORCH_BN["eps"])

apply_train = jax.jit(lambda p, s, x: block.apply({"params": p, "batch_stats": s}, x, train=True, mutable=["batch_stats"]))
apply_eval = jax.jit(lambda p, s, x: block.apply({"params": p, "batch_stats": s}, x, train=False))

print(f"{'step':>4} | {'train out max|diff|':>20} | {'running_mean max|diff|':>23}")
for step in range(1, 21):
    x = rng.normal(loc=0.5, scale=2.0, size=(128, 32)).astype(np.float32)
    out, upd = apply_train(params, stats, x)
    stats = upd["batch_stats"]
    ref_out = ref(x.astype(np.float64), train=True)
    if step in (1, 2, 5, 10, 20):
        d_out = np.abs(np.asarray(out) - ref_out).max()
        d_rm = np.abs(np.asarray(stats["BatchNorm_0"]["mean"]) - ref.rm).max()
        print(f"{step:>4} | {d_out:>20.2e} | {d_rm:>23.4f}")

x_test = rng.normal(loc=0.5, scale=2.0, size=(256, 32)).astype(np.float32)
flax_eval = np.asarray(apply_eval(params, stats, x_test))
ref_eval = ref(x_test.astype(np.float64), train=False)
diff = np.abs(flax_eval - ref_eval)
print(f"eval mode: max abs diff {diff.max():.4f}, mean abs diff {diff.mean():.4f}, "
      f"allclose(atol=1e-4): {np.allclose(flax_eval, ref_eval, atol=1e-4)}")
print(f"flax running_mean[:4] = {np.round(np.asarray(stats['BatchNorm_0']['mean'][:4]), 4)}")
print(f"ref  running_mean[:4] = {np.round(ref.rm[:4], 4)}")
