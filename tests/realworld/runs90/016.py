# whitening layer for features: torch did torch.linalg.cholesky(cov) under autocast(bfloat16)
import jax, jax.numpy as jnp, numpy as np
print("jax", jax.__version__, "backend", jax.default_backend())
rng = np.random.default_rng(0)
feats = jnp.asarray(rng.normal(size=(4096, 64)), dtype=jnp.bfloat16)   # mixed-precision activations
@jax.jit
def whiten(f):
    f = f - f.mean(0)
    cov = f.T @ f / f.shape[0] + 1e-3 * jnp.eye(f.shape[1], dtype=f.dtype)
    L = jnp.linalg.cholesky(cov)
    return jax.scipy.linalg.solve_triangular(L, f.T, lower=True).T
out = whiten(feats)
print(out.dtype, out.shape, float(jnp.abs(jnp.cov(out.astype(jnp.float32).T) - jnp.eye(64)).max()))
