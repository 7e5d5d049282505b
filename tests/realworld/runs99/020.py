"""Port of a GPyTorch exact-GP marginal log-likelihood to JAX. The PyTorch version ran in float64
(torch.set_default_dtype(torch.float64)); reference numbers are recomputed here with NumPy float64 and
the JAX port is checked against them before we switch the training loop over."""
import numpy as np
import jax
import jax.numpy as jnp


def rbf(x1, x2, lengthscale, variance, xp):
    d2 = ((x1[:, None, :] - x2[None, :, :]) ** 2).sum(-1)
    return variance * xp.exp(-0.5 * d2 / lengthscale ** 2)


def mll_numpy(x, y, ls, var, noise):
    K = rbf(x, x, ls, var, np) + noise * np.eye(len(x))
    L = np.linalg.cholesky(K)
    alpha = np.linalg.solve(L.T, np.linalg.solve(L, y))
    return -0.5 * y @ alpha - np.log(np.diag(L)).sum() - 0.5 * len(x) * np.log(2 * np.pi)


@jax.jit
def mll_jax(x, y, ls, var, noise):
    K = rbf(x, x, ls, var, jnp) + noise * jnp.eye(x.shape[0], dtype=x.dtype)
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return -0.5 * y @ alpha - jnp.log(jnp.diag(L)).sum() - 0.5 * x.shape[0] * jnp.log(2 * jnp.pi)


rng = np.random.default_rng(0)
x = np.sort(rng.uniform(0, 10, (400, 1)), axis=0)
y = np.sin(x[:, 0]) + 0.01 * rng.normal(size=400)

xj = jnp.asarray(x, dtype=jnp.float64)
yj = jnp.asarray(y, dtype=jnp.float64)
print("jax", jax.__version__, "| x dtype:", xj.dtype)
print(f"{'lengthscale':>11} {'noise':>8} {'mll_ref(f64)':>16} {'mll_jax':>16} {'abs_diff':>12} {'rel_diff':>10}")
for ls in [0.5, 1.0, 2.0]:
    for noise in [1e-2, 1e-4, 1e-6]:
        ref = mll_numpy(x, y, ls, 1.0, noise)
        got = float(mll_jax(xj, yj, ls, 1.0, noise))
        print(f"{ls:11.2f} {noise:8.0e} {ref:16.6f} {got:16.6f} {abs(ref - got):12.4e} {abs(ref - got) / abs(ref):10.2e}")
