# Port of a PyTorch training loop with loss-spike skipping, using a jitted Flax train step.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

SPIKE_THRESHOLD = 5.0


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))


def synthetic_images(n=1024, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n)
    x = rng.normal(size=(n, 16, 16, 1)).astype(np.float32) * 0.5
    for i, c in enumerate(y):
        x[i, c:c + 4, c:c + 4, 0] += 2.0
    return x, y.astype(np.int32)


model = CNN()
variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))
state = train_state.TrainState.create(apply_fn=model.apply, params=variables["params"],
                                      tx=optax.sgd(0.05, momentum=0.9))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    if loss > SPIKE_THRESHOLD:          # skip the update on a loss spike
        return state, loss
    return state.apply_gradients(grads=grads), loss


x, y = synthetic_images()
for epoch in range(3):
    perm = np.random.default_rng(epoch).permutation(len(x))
    for i in range(0, len(x), 64):
        b = perm[i:i + 64]
        state, loss = train_step(state, x[b], y[b])
    print(f"epoch {epoch} loss {float(loss):.4f}")
