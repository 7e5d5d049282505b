# Data-parallel ResNet-ish training with jax.sharding over 8 (fake) CPU devices
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

class ResBlock(nn.Module):
    c: int
    @nn.compact
    def __call__(self, x):
        y = nn.relu(nn.Conv(self.c, (3, 3))(x))
        return nn.relu(x + nn.Conv(self.c, (3, 3))(y))

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = ResBlock(16)(x); x = ResBlock(16)(x)
        return nn.Dense(10)(x.mean((1, 2)))

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

per_device_batch = 10
grad_accum = 1
global_batch = per_device_batch * 6  # copied from the 6-GPU torchrun config
print("global batch", global_batch)

r = np.random.default_rng(0)
X = r.normal(size=(global_batch * 10, 16, 16, 3)).astype(np.float32); Y = r.integers(0, 10, len(X))
model = Net()
params = jax.device_put(model.init(jax.random.PRNGKey(0), X[:1])["params"], repl)
tx = optax.sgd(0.1, momentum=0.9); opt = jax.device_put(tx.init(params), repl)

@jax.jit
def step(params, opt, x, y):
    def lf(p): return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

for i in range(10):
    xb = jax.device_put(X[i*global_batch:(i+1)*global_batch], data_sh)
    yb = jax.device_put(Y[i*global_batch:(i+1)*global_batch], data_sh)
    params, opt, l = step(params, opt, xb, yb)
    print(f"step {i} loss {float(l):.4f}")
