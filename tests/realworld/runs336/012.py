# Data-parallel Flax linen training with jax.pmap on 4 simulated CPU devices (port of a torch DDP script),
# ResNet-style block with BatchNorm (cross-replica statistics) and optax SGD + momentum.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
from typing import Any
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.training import train_state
import optax

class Block(nn.Module):
    ch: int
    @nn.compact
    def __call__(self, x, train):
        y = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        y = nn.BatchNorm(use_running_average=not train, momentum=0.9, axis_name="batch" if train else None)(y)
        y = nn.relu(y)
        y = nn.Conv(self.ch, (3, 3), use_bias=False)(y)
        y = nn.BatchNorm(use_running_average=not train, momentum=0.9, axis_name="batch" if train else None)(y)
        return nn.relu(x + y)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = Block(16)(x, train)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = Block(16)(x, train)
        return nn.Dense(4)(x.mean(axis=(1, 2)))

class TrainState(train_state.TrainState):
    batch_stats: Any

n_dev = jax.local_device_count()
print(f"devices: {n_dev} ({jax.devices()[0].platform})")

def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, n).astype(np.int32)
    x = r.normal(0, 1, (n, 12, 12, 1)).astype(np.float32)
    for i, c in enumerate(y):
        qr, qc = divmod(int(c), 2)
        x[i, qr * 6:(qr + 1) * 6, qc * 6:(qc + 1) * 6] += 1.0
    return x, y
xtr, ytr = make_data(4096, 0)
xva, yva = make_data(1024, 1)

model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12, 12, 1)), train=False)
state = TrainState.create(apply_fn=model.apply, params=variables["params"], batch_stats=variables["batch_stats"],
                          tx=optax.sgd(0.05, momentum=0.9, nesterov=True))
state = jax.tree_util.tree_map(lambda a: jnp.stack([a] * n_dev), state)

@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    grads = jax.lax.pmean(grads, "batch")
    state = state.apply_gradients(grads=grads, batch_stats=upd["batch_stats"])
    return state, jax.lax.pmean(loss, "batch")

@functools.partial(jax.pmap, axis_name="batch")
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return jax.lax.psum((logits.argmax(-1) == y).sum(), "batch")

per_dev_bs = 32
gbs = per_dev_bs * n_dev
rng = np.random.default_rng(0)
for epoch in range(1, 5):
    idx = rng.permutation(len(xtr))
    losses = []
    for i in range(0, len(xtr) - gbs + 1, gbs):
        b = idx[i:i + gbs]
        state, loss = train_step(state, xtr[b].reshape(n_dev, per_dev_bs, 12, 12, 1), ytr[b].reshape(n_dev, per_dev_bs))
        losses.append(float(loss[0]))
    correct = eval_step(state, xva.reshape(n_dev, -1, 12, 12, 1), yva.reshape(n_dev, -1))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {int(correct[0]) / len(yva):.4f}")
