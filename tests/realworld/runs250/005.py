# Port of a PyTorch training loop with gradient clipping done by hand (like clip_grad_norm_) inside the jitted step.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16, 16, 1)).astype(np.float32)
Y = rng.integers(0, 10, size=1024)
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"], tx=optax.sgd(0.1, momentum=0.9))
MAX_NORM = 1.0

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    total_norm = optax.global_norm(grads)
    if total_norm > MAX_NORM:
        grads = jax.tree_util.tree_map(lambda g: g * MAX_NORM / total_norm, grads)
    return state.apply_gradients(grads=grads), loss, total_norm

for epoch in range(3):
    perm = rng.permutation(1024)
    for i in range(0, 1024, 64):
        idx = perm[i:i+64]
        state, loss, gn = train_step(state, X[idx], Y[idx])
    print(f"epoch {epoch} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
