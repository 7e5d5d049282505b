# Data-parallel CNN training over 4 CPU devices with jax.sharding (port of a torch DDP script).
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())
print(f"mesh: {dict(mesh.shape)} devices: {jax.devices()}")

protos = np.random.default_rng(123).normal(size=(10, 16, 16, 1))
def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 10, n)
    return (protos[y] + 0.8 * r.normal(size=(n, 16, 16, 1))).astype(np.float32), y.astype(np.int32)
xtr, ytr = make(3200, 0)
xva, yva = make(800, 1)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

GLOBAL_BS = 64  # 16 per device
model = CNN()
params = jax.device_put(model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1))), repl)
tx = optax.adam(2e-3)
opt_state = jax.device_put(tx.init(params), repl)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def accuracy(params, xb, yb):
    return (model.apply(params, xb).argmax(-1) == yb).mean()

for epoch in range(4):
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    for step, i in enumerate(range(0, len(xtr) - GLOBAL_BS + 1, GLOBAL_BS)):
        b = perm[i:i+GLOBAL_BS]
        xb = jax.device_put(xtr[b], data_sh)
        yb = jax.device_put(ytr[b], data_sh)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    acc = accuracy(params, jax.device_put(xva, data_sh), jax.device_put(yva, data_sh))
    print(f"epoch {epoch} val_acc {float(acc):.4f}")
