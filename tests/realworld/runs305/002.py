# Data-parallel MLP on 8 (host-platform) devices, migrated from a torch DDP script (per-device batch 25 x 4 GPUs = 100).
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from flax import nnx
import optax

GLOBAL_BATCH = 100

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.l2 = nnx.Linear(dh, dh, rngs=rngs)
        self.out = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        x = nnx.gelu(self.l1(x))
        x = nnx.gelu(self.l2(x))
        return self.out(x)

def synthetic_loader(n, bs, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 32)).astype(np.float32)
    w = rng.normal(size=(32, 10))
    y = (X @ w).argmax(1).astype(np.int32)
    while True:
        idx = rng.permutation(n)
        for s in range(0, n - bs + 1, bs):
            b = idx[s:s + bs]
            yield X[b], y[b]

devices = jax.devices()
print(f"devices: {len(devices)} x {devices[0].platform}")
mesh = Mesh(np.array(devices), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

model = MLP(32, 256, 10, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-4, weight_decay=0.01), wrt=nnx.Param)
state = nnx.state((model, optimizer))
state = jax.device_put(state, repl)
nnx.update((model, optimizer), state)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

loader = synthetic_loader(20000, GLOBAL_BATCH)
print(f"global batch {GLOBAL_BATCH}, mesh {dict(mesh.shape)}")
for step in range(300):
    xb, yb = next(loader)
    xb = jax.device_put(xb, data_sharding)
    yb = jax.device_put(yb, data_sharding)
    loss = train_step(model, optimizer, xb, yb)
    if step % 50 == 0:
        print(f"step {step:4d} loss {float(loss):.4f}")
