# Data-parallel training over 4 (CPU) devices with jax.sharding, ported from a DDP script.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

class Loader:
    def __init__(self, n, batch_size, seed=0):
        r = np.random.default_rng(seed)
        self.x = r.normal(size=(n, 16, 16, 1)).astype(np.float32)
        self.y = r.integers(0, 10, size=(n,))
        self.bs = batch_size
    def __iter__(self):
        for i in range(0, len(self.x), self.bs):
            yield self.x[i:i+self.bs], self.y[i:i+self.bs]

# per-device batch of 8 in the torch config, total batch 30 because of gradient_accumulation tweaks
config = {"batch_size": 30, "lr": 1e-3, "epochs": 1}
model = ConvNet()
params = jax.device_put(model.init(jax.random.key(0), jnp.ones((1, 16, 16, 1)))["params"], repl)
tx = optax.sgd(config["lr"], momentum=0.9)
opt = jax.device_put(tx.init(params), repl)

@jax.jit
def train_step(params, opt, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

loader = Loader(600, config["batch_size"])
for ep in range(config["epochs"]):
    for it, (xb, yb) in enumerate(loader):
        xb = jax.device_put(xb, data_sharding)
        yb = jax.device_put(yb, data_sharding)
        params, opt, loss = train_step(params, opt, xb, yb)
        if it % 5 == 0:
            print(f"epoch {ep} iter {it} loss {float(loss):.4f}")
