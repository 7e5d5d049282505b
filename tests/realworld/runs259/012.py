# Healthy run: data-parallel flax.linen CNN over 4 (fake CPU) devices with jax.sharding; batch stats in BatchNorm.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import flax.linen as nn
import optax
from flax.training import train_state
from typing import Any

mesh = Mesh(np.array(jax.devices()), ("data",))
dsh = NamedSharding(mesh, P("data")); rep = NamedSharding(mesh, P())
print("mesh:", mesh.shape)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(5)(x)

class TrainState(train_state.TrainState):
    batch_stats: Any

rng = np.random.default_rng(0)
tmpl = rng.normal(size=(5, 12, 12, 1)).astype(np.float32)
def make(n):
    y = rng.integers(0, 5, size=n).astype(np.int32)
    return (tmpl[y] + 0.8 * rng.normal(size=(n, 12, 12, 1))).astype(np.float32), y
xtr, ytr = make(4096); xva, yva = make(512)

model = CNN()
v = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12, 12, 1)), train=False)
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=optax.adam(2e-3))
state = jax.device_put(state, rep)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

bs = 128
for epoch in range(4):
    perm = rng.permutation(len(xtr)); ls = []
    for i in range(0, len(xtr), bs):
        j = perm[i:i+bs]
        xb = jax.device_put(xtr[j], dsh); yb = jax.device_put(ytr[j], dsh)
        state, loss = train_step(state, xb, yb)
        ls.append(float(loss))
    acc = eval_step(state, jax.device_put(xva, dsh), jax.device_put(yva, dsh))
    print(f"epoch {epoch} loss {np.mean(ls):.4f} val_acc {float(acc):.4f}")
