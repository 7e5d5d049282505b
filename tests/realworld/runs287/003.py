# DDP -> shard_map port: data-parallel training of a small CNN on 4 host CPU devices.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding
from jax import shard_map

GLOBAL_BATCH = 30      # torchrun config: 3 GPUs x 10
LR = 1e-3
STEPS = 40

class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

def loader(rng, n=3000, bs=GLOBAL_BATCH):
    X = rng.normal(size=(n, 16, 16, 1)).astype(np.float32)
    y = (X[:, :8, :8, 0].mean((1, 2)) > 0).astype(np.int32) + 2 * (X[:, 8:, 8:, 0].mean((1, 2)) > 0)
    while True:
        idx = rng.permutation(n)
        for i in range(0, n - bs + 1, bs):
            yield X[idx[i:i+bs]], y[idx[i:i+bs]]

def main():
    devices = np.array(jax.devices())
    print(f"jax {jax.__version__} devices: {devices.tolist()}")
    mesh = Mesh(devices, ("data",))
    model = SmallCNN()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))["params"]
    tx = optax.adam(LR)
    opt_state = tx.init(params)

    @partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        grads = jax.lax.pmean(grads, "data")
        loss = jax.lax.pmean(loss, "data")
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    train_step = jax.jit(train_step)
    data_sharding = NamedSharding(mesh, P("data"))
    it = loader(np.random.default_rng(0))
    for step in range(STEPS):
        x, y = next(it)
        x = jax.device_put(x, data_sharding)
        y = jax.device_put(y, data_sharding)
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % 10 == 0:
            print(f"step {step} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
