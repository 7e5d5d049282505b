# Data-parallel training of a small MLP with jax.sharding (port of a torch DDP script).
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from flax.training import train_state

GLOBAL_BATCH = 100   # same global batch as the torch run
EPOCHS = 2


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(4)(x)


def make_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 32)).astype(np.float32)
    w = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.argmax(x @ w, axis=-1).astype(np.int32)
    return x, y


def loader(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        b = idx[i:i + bs]
        yield x[b], y[b]


@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    devices = jax.devices()
    print(f"devices: {len(devices)} ({devices[0].platform})")
    mesh = Mesh(np.array(devices), ("data",))
    data_sharding = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())

    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))
    state = jax.device_put(state, repl)

    x, y = make_data(5000)
    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(EPOCHS):
        for xb, yb in loader(x, y, GLOBAL_BATCH, rng):
            xb = jax.device_put(xb, data_sharding)
            yb = jax.device_put(yb, data_sharding)
            state, loss = train_step(state, xb, yb)
            step += 1
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    print("done")


if __name__ == "__main__":
    main()
