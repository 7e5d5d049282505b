# Gaussian-process head on bfloat16 features (mixed-precision backbone output), exact marginal likelihood
import jax, jax.numpy as jnp, numpy as np
import optax

rng = np.random.default_rng(0)
N, D = 256, 16
feats = jnp.asarray(rng.normal(size=(N, D)), dtype=jnp.bfloat16)   # backbone runs in bf16
y = jnp.sin(feats[:, 0].astype(jnp.float32)) + 0.1 * jnp.asarray(rng.normal(size=N), jnp.float32)
print("features", feats.shape, feats.dtype, "targets", y.shape, y.dtype)

params = {"log_ls": jnp.array(0.0, jnp.bfloat16), "log_sf": jnp.array(0.0, jnp.bfloat16), "log_sn": jnp.array(-2.0, jnp.bfloat16)}

def rbf(x, ls, sf):
    d2 = jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, -1)
    return sf ** 2 * jnp.exp(-0.5 * d2 / ls ** 2)

def neg_mll(p, x, y):
    K = rbf(x, jnp.exp(p["log_ls"]), jnp.exp(p["log_sf"])) + jnp.exp(2 * p["log_sn"]) * jnp.eye(x.shape[0], dtype=x.dtype)
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y.astype(L.dtype))
    return (0.5 * y.astype(L.dtype) @ alpha + jnp.sum(jnp.log(jnp.diag(L)))).astype(jnp.float32) / x.shape[0]

tx = optax.adam(0.05)
opt_state = tx.init(params)

@jax.jit
def step(p, s):
    loss, g = jax.value_and_grad(neg_mll)(p, feats, y)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss

for it in range(100):
    params, opt_state, loss = step(params, opt_state)
    if it % 10 == 0:
        print(f"iter {it} neg_mll {float(loss):.4f}")
