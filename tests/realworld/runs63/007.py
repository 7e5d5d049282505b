# Flax linen CNN with BatchNorm; the train step was adapted from a Dense-only MLP example,
# so model.apply is called the same way as before.
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)


rng = np.random.default_rng(0)
X = rng.normal(size=(64, 28, 28, 1)).astype(np.float32)
Y = rng.integers(0, 10, size=(64,))

model = CNN()
variables = model.init(jax.random.PRNGKey(0), X[:2], train=False)
params, batch_stats = variables["params"], variables["batch_stats"]
print("collections:", list(variables.keys()))
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)


@jax.jit
def train_step(params, batch_stats, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p, "batch_stats": batch_stats}, xb, train=True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for step in range(3):
    params, opt_state, loss = train_step(params, batch_stats, opt_state, X, Y)
    print("step", step, "loss", float(loss))
