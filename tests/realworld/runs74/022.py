# Healthy: jax.pmap data parallelism on 4 host CPU devices (replicate / pmean / unreplicate)
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state

n_dev = jax.local_device_count()
print("devices:", jax.devices())

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = (X @ rng.normal(size=(32, 10))).argmax(-1)

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
state = jax_utils.replicate(train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3)))

def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    metrics = {"loss": jax.lax.pmean(loss, "batch"), "acc": jax.lax.pmean((logits.argmax(-1) == y).mean(), "batch")}
    return state.apply_gradients(grads=grads), metrics
p_train_step = jax.pmap(train_step, axis_name="batch")

GLOBAL_BS = 256
for epoch in range(1, 9):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), GLOBAL_BS):
        idx = perm[i:i + GLOBAL_BS]
        state, metrics = p_train_step(state, X[idx].reshape(n_dev, -1, 32), Y[idx].reshape(n_dev, -1))
    m = jax_utils.unreplicate(metrics)
    print(f"epoch {epoch} loss {float(m['loss']):.4f} acc {float(m['acc']):.3f}")

final = jax_utils.unreplicate(state)
logits = model.apply({"params": final.params}, X)
print(f"final full-data accuracy {float((logits.argmax(-1) == Y).mean()):.3f} at step {int(final.step)}")
