# Data-parallel MLP training on 4 (CPU) devices with jax.sharding; port of a DDP script.
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from flax.training import train_state

cfg = dict(per_device_batch=10, grad_accum=1, lr=1e-3, steps=100, in_dim=32, classes=10)
devices = jax.devices()
print("devices:", devices)
mesh = Mesh(np.array(devices), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

world_size = int(os.environ.get("WORLD_SIZE", 3))  # as set by torchrun --nproc_per_node
global_batch = cfg["per_device_batch"] * world_size
print("global batch:", global_batch, "world size:", world_size)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(cfg["classes"])(x)

def loader(rng):
    W = rng.normal(size=(cfg["in_dim"], cfg["classes"]))
    while True:
        x = rng.normal(size=(global_batch, cfg["in_dim"])).astype(np.float32)
        y = (x @ W).argmax(-1).astype(np.int32)
        yield x, y

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, cfg["in_dim"])))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(cfg["lr"]))
state = jax.device_put(state, repl)

@jax.jit
def step_fn(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

it = loader(np.random.default_rng(0))
for step in range(cfg["steps"]):
    x, y = next(it)
    x = jax.device_put(x, data_sharding)
    y = jax.device_put(y, data_sharding)
    state, loss = step_fn(state, x, y)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
