# Transformer-lite classifier; gradient clipping ported from torch.nn.utils.clip_grad_norm_
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class MLP(nn.Module):
    hidden: int = 256
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.LayerNorm()(x)
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(4)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 64)).astype(np.float32)
W = rng.normal(size=(64, 4)).astype(np.float32)
Y = (X @ W).argmax(-1)

def data_loader(bs=128):
    idx = rng.permutation(len(X))
    for i in range(0, len(X), bs):
        j = idx[i:i+bs]
        yield X[j], Y[j]

MAX_NORM = 1.0
model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def clip_grad_norm(grads, max_norm):
    total_norm = optax.global_norm(grads)
    if total_norm > max_norm:
        grads = jax.tree_util.tree_map(lambda g: g * (max_norm / (total_norm + 1e-6)), grads)
    return grads, total_norm

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads, gnorm = clip_grad_norm(grads, MAX_NORM)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, gnorm

for epoch in range(3):
    for step, (x, y) in enumerate(data_loader()):
        params, opt_state, loss, gnorm = train_step(params, opt_state, x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f}")
