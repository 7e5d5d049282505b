"""Poisson regression with a smooth softplus link, float64 everywhere (ported from a statsmodels/torch.double reference)."""
import jax, jax.numpy as jnp, numpy as np, optax
jax.config.update("jax_enable_x64", True)

@jax.custom_jvp
def stable_softplus(x):
    return jnp.logaddexp(x, 0.0)

@stable_softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (x_dot,) = primals, tangents
    # derivative is sigmoid(x); do it in double like the reference implementation
    sig = jax.nn.sigmoid(x.astype(jnp.float64))
    return stable_softplus(x), sig * x_dot

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 8))
w_true = rng.normal(scale=0.5, size=8)
counts = rng.poisson(np.log1p(np.exp(X @ w_true)))
# features are stored as float32 on disk (feature store export)
X32 = jnp.asarray(X, dtype=jnp.float32)
yc = jnp.asarray(counts, dtype=jnp.float32)

params = {"w": jnp.zeros(8, jnp.float32), "b": jnp.zeros((), jnp.float32)}

def nll(p, xb, yb):
    rate = stable_softplus(xb @ p["w"] + p["b"]) + 1e-6
    return jnp.mean(rate - yb * jnp.log(rate))

tx = optax.lbfgs()
opt_state = tx.init(params)
vg = optax.value_and_grad_from_state(nll)
print("dtype of X:", X32.dtype, "x64 enabled:", jax.config.jax_enable_x64)
for it in range(20):
    value, grad = vg(params, X32, yc, state=opt_state)
    updates, opt_state = tx.update(grad, opt_state, params, value=value, grad=grad, value_fn=nll, xb=X32, yb=yc)
    params = optax.apply_updates(params, updates)
    print(f"iter {it:3d}  nll {float(value):.6f}")
