# Port check: Flax feed-forward block vs the NumPy reference of the original PyTorch block
# (Linear -> GELU -> Linear, LayerNorm, residual). Same weights, same SGD steps; compare outputs.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from math import erf, sqrt

D, H = 64, 256
class FFN(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(H, name='fc1')(x)
        h = nn.gelu(h)
        h = nn.Dense(D, name='fc2')(h)
        return nn.LayerNorm(epsilon=1e-5, name='ln')(x + h)

_verf = np.vectorize(erf)
def np_gelu(x):  # torch.nn.GELU()
    return 0.5 * x * (1.0 + _verf(x / sqrt(2.0)))

def np_forward(p, x):
    h = x @ p['fc1']['kernel'] + p['fc1']['bias']
    h = np_gelu(h)
    h = h @ p['fc2']['kernel'] + p['fc2']['bias']
    z = x + h
    mu = z.mean(-1, keepdims=True); var = z.var(-1, keepdims=True)
    return (z - mu) / np.sqrt(var + 1e-5) * p['ln']['scale'] + p['ln']['bias']

rng = np.random.default_rng(0)
X = rng.normal(size=(512, D)).astype(np.float32) * 2.0
T = rng.normal(size=(512, D)).astype(np.float32)

model = FFN()
params = model.init(jax.random.PRNGKey(0), X[:1])['params']
ref = jax.tree_util.tree_map(lambda a: np.asarray(a, np.float64), params)

def loss_fn(p, x, t):
    return jnp.mean((model.apply({'params': p}, x) - t) ** 2)
grad_fn = jax.jit(jax.value_and_grad(loss_fn))
tx = optax.sgd(0.1); st = tx.init(params)

# both sides take the same SGD update (JAX grads), forward outputs are compared every step
for step in range(6):
    out_jax = np.asarray(model.apply({'params': params}, X))
    out_ref = np_forward(ref, X.astype(np.float64))
    diff = np.abs(out_jax - out_ref)
    print(f"step {step} max|jax-ref| {diff.max():.3e} mean|jax-ref| {diff.mean():.3e} "
          f"loss_jax {np.mean((out_jax - T) ** 2):.6f} loss_ref {np.mean((out_ref - T) ** 2):.6f} "
          f"allclose(atol=1e-5)={np.allclose(out_jax, out_ref, atol=1e-5)}")
    l, g = grad_fn(params, X, T)
    u, st = tx.update(g, st); params = optax.apply_updates(params, u)
    ref = jax.tree_util.tree_map(lambda r, gg: r - 0.1 * np.asarray(gg, np.float64), ref, g)
