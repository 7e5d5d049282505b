"""MLP regression with fine-tuning drift logging; train step donates params/opt_state to save memory."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        for w in (256, 256):
            x = nn.gelu(nn.Dense(w)(x))
        return nn.Dense(1)(x)


def loader(X, Y, bs, rng):
    while True:
        perm = rng.permutation(len(X))
        for i in range(0, len(X) - bs + 1, bs):
            b = perm[i:i + bs]
            yield X[b], Y[b]


rng = np.random.default_rng(0)
X = rng.normal(size=(8192, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 1)).astype(np.float32)
Y = np.sin(X @ w_true) + 0.05 * rng.normal(size=(8192, 1)).astype(np.float32)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])
init_params = params  # keep a handle to measure drift from init
schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 50, 1000)
tx = optax.adamw(schedule, weight_decay=1e-4)
opt_state = tx.init(params)


def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


train_step = jax.jit(train_step, donate_argnums=(0, 1))

batches = loader(X, Y, 128, rng)
for step in range(1, 1001):
    x, y = next(batches)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 100 == 0:
        drift = optax.global_norm(jax.tree.map(jnp.subtract, params, init_params))
        print(f"step {step} loss {float(loss):.5f} lr {float(schedule(step)):.2e} drift {float(drift):.3f}")
