# Training loop ported from PyTorch with gradient-norm clipping done by hand inside the jitted step.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
w = rng.normal(size=(20,)).astype(np.float32)
Y = (X @ w + 0.1 * rng.normal(size=1024)).astype(np.float32)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.adam(3e-4)
opt_state = tx.init(params)
max_norm = 1.0

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return jnp.mean((model.apply(p, xb) - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    # torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    total_norm = optax.global_norm(grads)
    if total_norm > max_norm:
        grads = jax.tree_util.tree_map(lambda g: g * max_norm / (total_norm + 1e-6), grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, total_norm

for epoch in range(2):
    for step in range(0, 1024, 32):
        params, opt_state, loss, gn = train_step(params, opt_state, X[step:step+32], Y[step:step+32])
        if step % 256 == 0:
            print(f"epoch {epoch} step {step // 32} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
