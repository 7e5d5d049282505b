# data-parallel linear classifier with jax.pmap on 4 host devices, batch reshaped per device
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import jax, jax.numpy as jnp, optax, numpy as np
from flax import jax_utils

print("devices:", jax.devices())
n_dev = jax.local_device_count()
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype(np.float32)
y = (X @ rng.normal(size=(32, 4))).argmax(-1).astype(np.int32)

params = {"w": jnp.zeros((32, 4)), "b": jnp.zeros(4)}
tx = optax.sgd(0.1)
opt_state = tx.init(params)

def loss_fn(p, x, y):
    logits = x @ p["w"] + p["b"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

@functools.partial(jax.pmap, axis_name="batch")
def train_step(p, s, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    g = jax.lax.pmean(g, "batch")
    loss = jax.lax.pmean(loss, "batch")
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss

params = jax_utils.replicate(params)
opt_state = jax_utils.replicate(opt_state)
BATCH = 256
for epoch in range(8):
    for i in range(0, len(X), BATCH):
        xb = X[i:i+BATCH].reshape(n_dev, BATCH // n_dev, -1)
        yb = y[i:i+BATCH].reshape(n_dev, BATCH // n_dev)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
    print(f"epoch {epoch} loss {loss[0]:.4f}")
final = jax_utils.unreplicate(params)
acc = ((X @ final["w"] + final["b"]).argmax(-1) == y).mean()
print(f"train accuracy {acc:.3f}")
