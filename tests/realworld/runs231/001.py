# Data-parallel training of a small MLP classifier on 4 CPU devices with jax.sharding.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

BATCH_SIZE = 30
STEPS = 100


class Classifier(nn.Module):
    hidden: int = 256
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)


def make_dataset(n=3000, dim=64, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(dim, 10))
    x = rng.normal(size=(n, dim)).astype(np.float32)
    y = (x @ w).argmax(-1).astype(np.int32)
    return x, y


def loader(x, y, bs, seed):
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        b = idx[i:i + bs]
        yield x[b], y[b]


devices = np.array(jax.devices())
print("devices:", devices)
mesh = Mesh(devices, ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64)))
params = jax.device_put(params, repl)
tx = optax.adamw(1e-3, weight_decay=1e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


x, y = make_dataset()
print(f"train examples: {len(x)}, batch size: {BATCH_SIZE}")
step = 0
for epoch in range(3):
    for xb, yb in loader(x, y, BATCH_SIZE, epoch):
        xb = jax.device_put(xb, data_sharding)
        yb = jax.device_put(yb, data_sharding)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        step += 1
