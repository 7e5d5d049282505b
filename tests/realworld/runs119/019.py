# Gradient accumulation with vmap over micro-batches (memory saving trick from a TPU repo).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

ACCUM, MICRO, D, C = 4, 16, 32, 10
rng = np.random.default_rng(0)
X = rng.normal(size=(4096, D)).astype(np.float32)
Y = rng.integers(0, C, 4096).astype(np.int32)

class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.LayerNorm()(nn.gelu(nn.Dense(128)(x)))
        return nn.Dense(C)(x)

model = Model()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.lion(1e-4)
opt_state = tx.init(params)

def loss_fn(p, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

@jax.jit
def train_step(params, opt_state, xb, yb):
    xb = xb.reshape(ACCUM, MICRO, D)                      # (accum, micro, d)
    losses, grads = jax.vmap(jax.value_and_grad(loss_fn), in_axes=(None, 0, 0))(params, xb, yb)
    grads = jax.tree_util.tree_map(lambda g: g.mean(0), grads)
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, losses.mean()

B = ACCUM * MICRO
for step in range(10):
    s = step * B
    params, opt_state, loss = train_step(params, opt_state, X[s:s+B], Y[s:s+B])
    print(f"step {step} | loss {float(loss):.4f}")
