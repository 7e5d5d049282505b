"""Evaluation/metrics utilities from an older research repo (written for jax 0.3.x), reused for a new Flax model."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


def to_numpy(tree):
    """Convert every jax array in a (nested) metrics dict to numpy for logging/pickling."""
    def conv(x):
        if isinstance(x, jnp.DeviceArray):
            return np.asarray(x)
        return x
    return jax.tree_util.tree_map(conv, tree)


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.tanh(nn.Dense(32)(x)))


rng = np.random.default_rng(0)
x = rng.normal(size=(600, 10)).astype(np.float32)
y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 0.5).astype(np.int32)
model = Model()
params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
tx = optax.sgd(0.1)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def lf(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
    (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, {"loss": loss, "acc": (logits.argmax(-1) == yb).mean()}


history = []
for epoch in range(3):
    for i in range(0, 600, 50):
        params, opt_state, metrics = train_step(params, opt_state, x[i:i + 50], y[i:i + 50])
    history.append(to_numpy(metrics))
    print(f"epoch {epoch}: {history[-1]}")
