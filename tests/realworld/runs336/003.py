# Port of a PyTorch training loop (clip_grad_norm_ + AdamW) to JAX/Flax linen + optax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

def data_loader(rng, n=1024, bs=64):
    x = rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    y = (x[:, :8].mean(axis=(1, 2, 3)) > 0).astype(np.int32) + 2 * (x[:, :, :8].mean(axis=(1, 2, 3)) > 0)
    for i in range(0, n, bs):
        yield x[i:i + bs], y[i:i + bs]

MAX_GRAD_NORM = 1.0
model = ConvNet()
params = model.init(jax.random.PRNGKey(42), jnp.ones((1, 16, 16, 1)))["params"]
tx = optax.adamw(3e-4, weight_decay=0.01)
opt_state = tx.init(params)
print(f"params: {sum(p.size for p in jax.tree_util.tree_leaves(params))}")

def clip_grad_norm_(grads, max_norm):
    total_norm = optax.global_norm(grads)
    if total_norm > max_norm:
        scale = max_norm / (total_norm + 1e-6)
        grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    return grads, total_norm

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads, gnorm = clip_grad_norm_(grads, MAX_GRAD_NORM)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm

rng = np.random.default_rng(0)
for epoch in range(2):
    for step, (x, y) in enumerate(data_loader(rng)):
        params, opt_state, loss, gnorm = train_step(params, opt_state, x, y)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
