# Data-parallel training with shard_map on 4 (emulated) devices, ported from a torch DDP script
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import functools
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding
from jax.experimental.shard_map import shard_map

class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("data",))
model = ConvNet()
params = model.init(jax.random.key(0), jnp.ones((1, 16, 16, 3)))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-4, weight_decay=0.05))
opt_state = tx.init(params)

# per-device batch size as in the torch DataLoader (batch_size=10, world_size=3 in the old cluster)
per_device_batch = 10
global_batch = per_device_batch * 3
rng = np.random.default_rng(0)
images = rng.normal(size=(600, 16, 16, 3)).astype(np.float32)
labels = rng.integers(0, 10, size=600)

def loader(epoch):
    perm = np.random.default_rng(epoch).permutation(len(images))
    for i in range(0, len(images) - global_batch + 1, global_batch):
        idx = perm[i:i + global_batch]
        yield images[idx], labels[idx]

def loss_fn(p, x, y):
    logits = model.apply({"params": p}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

@functools.partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(p, o, x, y):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y)
    g = jax.lax.pmean(g, "data"); loss = jax.lax.pmean(loss, "data")
    upd, o = tx.update(g, o, p)
    return optax.apply_updates(p, upd), o, loss

train_step = jax.jit(train_step)
for epoch in range(2):
    for it, (x, y) in enumerate(loader(epoch)):
        print(f"epoch {epoch} iter {it} batch {x.shape}")
        params, opt_state, loss = train_step(params, opt_state, jnp.asarray(x), jnp.asarray(y))
        if it % 5 == 0:
            print(f"epoch {epoch} iter {it} loss {float(loss):.4f}")
