# Healthy: NNX MLP, data parallel over 4 host CPU devices with jax.sharding (batch sharded, model replicated)
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np, optax
from flax import nnx
from jax.sharding import NamedSharding, PartitionSpec as P
print("devices:", jax.devices())
mesh = jax.make_mesh((4,), ("data",))
data_sh = NamedSharding(mesh, P("data")); repl = NamedSharding(mesh, P())

class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(10, 64, rngs=rngs); self.l2 = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))

model = MLP(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)
graphdef, st = nnx.split((model, opt))
st = jax.device_put(st, repl)
nnx.update((model, opt), st)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 10)).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2] ** 2).astype(np.float32)

@nnx.jit
def train_step(model, opt, xb, yb):
    def loss_fn(m):
        return jnp.mean((m(xb) - yb) ** 2)
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss

for epoch in range(8):
    tot = 0.0
    for i in range(0, 2048, 128):
        xb = jax.device_put(X[i:i+128], data_sh); yb = jax.device_put(Y[i:i+128], data_sh)
        tot += float(train_step(model, opt, xb, yb))
    print(f"epoch {epoch} mse {tot/16:.4f} (xb sharding: {xb.sharding.spec})")
print("finished")
