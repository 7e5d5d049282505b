import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256)(x))
        x = nn.LayerNorm()(x)
        return nn.Dense(10)(x)

print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), ('data',))
data_sharding = NamedSharding(mesh, P('data'))
repl = NamedSharding(mesh, P())

# train_batch_size from the HF run we ported (global batch, split over the data axis)
config = dict(train_batch_size=30, gradient_accumulation_steps=1, lr=3e-4, steps=40)
global_bs = config['train_batch_size']
print("global batch size:", global_bs)

rng = np.random.default_rng(0)
X = rng.normal(size=(4000, 64)).astype(np.float32)
Y = (X[:, :10] * 3 + rng.normal(size=(4000, 10))).argmax(-1)

def batches():
    while True:
        idx = rng.integers(0, len(X), size=global_bs)
        yield X[idx], Y[idx]

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(config['lr']))
state = jax.device_put(state, repl)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({'params': p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

it = batches()
for step in range(config['steps']):
    bx, by = next(it)
    bx = jax.device_put(bx, data_sharding)
    by = jax.device_put(by, data_sharding)
    state, loss = train_step(state, bx, by)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
