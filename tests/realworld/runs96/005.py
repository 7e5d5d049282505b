"""bf16 regression model with 'skip step on non-finite grads' logic (port of torch GradScaler behaviour)."""
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax
import flax.linen as nn
import optax


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(64, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
        x = nn.silu(x)
        x = nn.Dense(64, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(x)
        x = nn.silu(x)
        return nn.Dense(1, dtype=jnp.float32, param_dtype=jnp.bfloat16)(x)


model = Regressor()
rng = np.random.default_rng(1)
X = rng.normal(size=(4096, 16)).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.1 * X[:, 1:2] ** 2).astype(np.float32)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(3e-4)
opt_state = tx.init(params)
print("param dtypes:", {str(l.dtype) for l in jax.tree_util.tree_leaves(params)})


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = model.apply({"params": p}, x)
        return jnp.mean((pred.astype(jnp.float32) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.tree_util.tree_map(lambda g: g.astype(jnp.float32), grads)   # fp32 master grads
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))
    updates, new_opt_state = tx.update(grads, opt_state, params)

    def do_step(_):
        return optax.apply_updates(params, updates), new_opt_state

    def skip_step(_):
        return params, opt_state

    params_out, opt_out = lax.cond(finite, do_step, skip_step, None)
    return params_out, opt_out, loss, finite


for step in range(1, 201):
    idx = rng.integers(0, len(X), size=128)
    params, opt_state, loss, finite = train_step(params, opt_state, X[idx], Y[idx])
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(loss):.5f} | finite {bool(finite)}")
