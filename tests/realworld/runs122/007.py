"""Data-parallel training with jax.pmap on the local devices (ported from a DDP script)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
from functools import partial
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state
from flax import jax_utils

n_dev = jax.local_device_count()
print(f"JAX devices: {jax.devices()}  (local_device_count={n_dev})")

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))
state = jax_utils.replicate(state)

@partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(lf)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    loss = jax.lax.pmean(loss, "batch")
    return state.apply_gradients(grads=grads), loss

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = rng.integers(0, 10, size=4096).astype(np.int32)
GLOBAL_BS = 64

def loader():
    for i in range(0, len(X), GLOBAL_BS):
        yield X[i:i + GLOBAL_BS], Y[i:i + GLOBAL_BS]

for step, (xb, yb) in enumerate(loader()):
    state, loss = train_step(state, xb, yb)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss[0]):.4f}")
