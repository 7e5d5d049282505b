# Data-parallel Flax training with jax.pmap over 4 host CPU devices
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state

print("devices:", jax.devices())
n_dev = jax.local_device_count()

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
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
state = jax_utils.replicate(state)

@functools.partial(jax.pmap)
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.lax.pmean(grads, axis_name="batch")
    loss = jax.lax.pmean(loss, axis_name="batch")
    return state.apply_gradients(grads=grads), loss

GLOBAL_BS = 256
for epoch in range(1, 4):
    for i in range(0, len(X), GLOBAL_BS):
        xb = X[i:i + GLOBAL_BS].reshape(n_dev, -1, 32)
        yb = Y[i:i + GLOBAL_BS].reshape(n_dev, -1)
        state, loss = train_step(state, xb, yb)
    print(f"epoch {epoch} loss {float(loss[0]):.4f}")
