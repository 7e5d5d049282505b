# MLP trainer ported from a PyTorch loop; gradient clipping and loss-spike skipping kept from the original.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def data_loader(n=4096, d=64, bs=128, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(10, d))
    y = rng.integers(0, 10, size=n)
    x = centers[y] + rng.normal(size=(n, d))
    for i in range(0, n, bs):
        yield jnp.asarray(x[i:i+bs], jnp.float32), jnp.asarray(y[i:i+bs])

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
MAX_GRAD_NORM = 1.0

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    # torch.nn.utils.clip_grad_norm_(model.parameters(), MAX_GRAD_NORM)
    grad_norm = optax.global_norm(grads)
    if grad_norm > MAX_GRAD_NORM:
        grads = jax.tree_util.tree_map(lambda g: g * MAX_GRAD_NORM / grad_norm, grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, grad_norm

for epoch in range(3):
    for step, (xb, yb) in enumerate(data_loader(seed=epoch)):
        params, opt_state, loss, gn = train_step(params, opt_state, xb, yb)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
