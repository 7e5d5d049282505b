# Data-parallel ResNet-ish CNN: PyTorch DDP recipe ported to jax.sharding (8 fake CPU devices).
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

cfg = dict(global_batch_size=100, lr=0.05, epochs=2, num_classes=10)

class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(cfg["num_classes"])(x)

class SyntheticCIFAR:
    def __init__(self, n=2000, seed=0):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 10, size=n).astype(np.int32)
        self.x = (rng.normal(size=(n, 16, 16, 3)) + self.y[:, None, None, None] * 0.1).astype(np.float32)
    def batches(self, bs):
        for i in range(0, len(self.y) - bs + 1, bs):
            yield self.x[i:i+bs], self.y[i:i+bs]

devices = jax.devices()
print(f"jax {jax.__version__}, {len(devices)} devices: {devices}")
mesh = Mesh(np.array(devices), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

model = SmallCNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 3)))["params"]
tx = optax.sgd(cfg["lr"], momentum=0.9)
opt_state = tx.init(params)
params, opt_state = jax.device_put((params, opt_state), repl)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

ds = SyntheticCIFAR()
print("global batch size", cfg["global_batch_size"])
for epoch in range(cfg["epochs"]):
    for step, (xb, yb) in enumerate(ds.batches(cfg["global_batch_size"])):
        xb, yb = jax.device_put((xb, yb), data_sharding)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
