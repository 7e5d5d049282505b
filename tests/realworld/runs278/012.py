"""Data-parallel training with jax.pmap over 4 host CPU devices (gradient all-reduce with lax.pmean)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state

n_dev = jax.local_device_count()
print("local devices:", n_dev)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.LayerNorm()(x)
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(3)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(8192, 20)).astype(np.float32)
Y = np.digitize(np.sin(X[:, 0] * 2) + X[:, 1] * X[:, 2], [-0.5, 0.5])
Xtr, Ytr, Xva, Yva = X[:7168], Y[:7168], X[7168:], Y[7168:]

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 20)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(2e-3, weight_decay=1e-4))
state = jax_utils.replicate(state)

@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    g = jax.lax.pmean(g, "batch")
    return state.apply_gradients(grads=g), jax.lax.pmean(loss, "batch")

@functools.partial(jax.pmap, axis_name="batch")
def eval_step(params, x, y):
    return jax.lax.pmean((model.apply({"params": params}, x).argmax(-1) == y).mean(), "batch")

def shard(a):
    return a.reshape((n_dev, -1) + a.shape[1:])

global_bs = 128
for epoch in range(8):
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr) - global_bs + 1, global_bs):
        idx = perm[i:i + global_bs]
        state, loss = train_step(state, shard(Xtr[idx]), shard(Ytr[idx]))
        losses.append(float(loss[0]))
    acc = eval_step(state.params, shard(Xva), shard(Yva))[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {float(acc):.4f}")
