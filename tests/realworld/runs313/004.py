"""CNN on synthetic 28x28 digits; gradient clipping ported from torch.nn.utils.clip_grad_norm_ + skip-step on bad grads."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))


def make_data(n=4096, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n)
    protos = rng.normal(size=(10, 28, 28, 1)).astype(np.float32)
    x = protos[y] + 0.8 * rng.normal(size=(n, 28, 28, 1)).astype(np.float32)
    return x, y.astype(np.int32)


X, Y = make_data()
model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.sgd(0.05, momentum=0.9))
MAX_NORM = 1.0


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    gnorm = optax.global_norm(grads)
    if not jnp.isfinite(gnorm):
        return state, loss, gnorm
    if gnorm > MAX_NORM:
        grads = jax.tree_util.tree_map(lambda g: g * MAX_NORM / gnorm, grads)
    return state.apply_gradients(grads=grads), loss, gnorm


for epoch in range(2):
    perm = np.random.default_rng(epoch).permutation(len(X))
    for i in range(0, len(X), 64):
        idx = perm[i:i + 64]
        state, loss, gn = train_step(state, X[idx], Y[idx])
        if (i // 64) % 20 == 0:
            print(f"epoch {epoch} it {i//64} loss {float(loss):.4f} grad_norm {float(gn):.3f}")
